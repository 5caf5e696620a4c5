"""The hint line says the move once: over thousands of positions and every level's reasons,
never "Hint: play A♠. Lead the A♠..." nor "Hint: Pass. Pass: ..."."""
from __future__ import annotations

import re

from game.ai import EasyPlayer, HardPlayer, NormalPlayer, RandomPlayer
from game.client.text.words import bid_words, card_names, hint_line
from tests.ai.reason_rules import positions

MOVE_VERBS = ("lead", "play", "discard", "throw off", "trump in", "go over", "win", "take over", "follow",
              "pass", "turn it down", "order it up", "assist", "take it up", "accept", "name", "make it next",
              "cross to", "go alone", "stick the dealer", "call the joker")


def said_twice(view, move, reason: str) -> str | None:
    """What is wrong with the line for ``move`` and ``reason``, if anything."""
    line = hint_line(move, reason, view.seat, view.dealer, view.options.variant, view.turned_down_suit,
                     view.trump)
    body = line.removeprefix("Hint: ")
    if move.kind in ("play", "discard"):
        what = f"{move.kind} "
        times = sum(body.count(name) for name in card_names(move.card, view.trump))
        if times != 1:
            return f"the card is named {times} times: {line}"
    else:
        what = bid_words(str(move), view.seat, view.dealer, view.options.variant, view.turned_down_suit)
        times = len(re.findall(rf"\b{re.escape(what.lower())}\b", body.lower()))
        if times > 1:
            return f"the bid is said {times} times: {line}"
    if body.lower().startswith(what.lower()):   # "Hint: play 9♣. ..." / "Hint: Pass. ...": the move first
        rest = body.split(". ", 1)[1].lower() if ". " in body else ""
        if rest.startswith(MOVE_VERBS):
            return f"the move is said again: {line}"
    return None


def test_the_hint_line_says_the_move_once_for_every_level() -> None:
    bad = []
    quick = [EasyPlayer(4), NormalPlayer(4), RandomPlayer(4)]
    for i, view in enumerate(positions(3000, 31)):
        bots = quick + ([HardPlayer(4, samples=2)] if i % 8 == 0 else [])
        for bot in bots:
            move, reason = bot.hint(view)
            wrong = said_twice(view, move, reason)
            if wrong:
                bad.append(f"{bot.name}: {wrong}")
    assert not bad, f"{len(bad)} lines, e.g.\n" + "\n".join(bad[:12])


def test_the_issue_s_line_is_said_once() -> None:
    from game.rules import Action
    from game.rules.cards import SPADES
    move = Action.parse("play AS")
    line = hint_line(move, "Lead the A♠: it is the best card left in spades", 0, 1, "two-handed", -1, SPADES)
    assert line == "Hint: Lead the A♠: it is the best card left in spades."
