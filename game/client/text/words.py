"""The game's words (RULES §6) for bids, callouts and results, as the screen says them."""
from __future__ import annotations

import time
from datetime import datetime
from typing import TYPE_CHECKING

from game.rules.cards import SUIT_LETTERS, SUIT_NAMES, SUIT_SYMBOLS, left_bower, pretty, right_bower

if TYPE_CHECKING:
    from game.rules import Action

    from ..table.autosave import SavedMatch

FOUR = "four-handed"


def suit_name(suit: int) -> str:
    return SUIT_NAMES[suit] if 0 <= suit < 4 else "no suit"


def suit_label(suit: int) -> str:
    """``Hearts ♥``."""
    return f"{SUIT_NAMES[suit].capitalize()} {SUIT_SYMBOLS[suit]}"


def order_word(variant: str, seat: int, dealer: int) -> str:
    """How a player accepts the upcard, by where he sits from the dealer (a word, not a rule)."""
    if seat == dealer:
        return "Take it up" if variant == FOUR else "I accept"
    if variant == FOUR and (seat - dealer) % 2 == 0:
        return "Assist"
    return "Order it up"


def name_word(suit: int, turned_down: int) -> str:
    """``Next: hearts`` (same colour as the turned-down suit), ``Cross: clubs``, or the suit."""
    if turned_down < 0 or suit == turned_down:
        return suit_name(suit).capitalize()
    word = "Next" if suit == 3 - turned_down else "Cross"
    return f"{word}: {suit_name(suit)}"


def bid_words(bid: str, seat: int, dealer: int, variant: str, turned_down: int) -> str:
    """A bid from a view's ``bids`` (action text) in the game's words."""
    parts = bid.split()
    kind = parts[0]
    alone = parts[-1] == "alone"
    tail = " — alone!" if alone else ""
    if kind == "pass":
        return "Pass"
    if kind == "order":
        return order_word(variant, seat, dealer) + tail
    if kind == "name":
        return name_word(SUIT_LETTERS.index(parts[1]), turned_down) + tail
    if kind == "joker":
        return f"The Joker is {suit_name(SUIT_LETTERS.index(parts[1]))}"
    if kind == "take":
        return "Take it up"
    if kind == "leave":
        return "Leave it"
    return bid


def result_words(result: str, alone: bool) -> str:
    if result == "march":
        return "A lone march!" if alone else "March!"
    if result == "euchred":
        return "Euchred!"
    return "Made it:"


def card_words(c: int) -> str:
    return pretty(c)


def deals_words(name: str) -> str:
    """``Ann deals``; ``You deal``."""
    return "You deal" if name == "You" else f"{name} deals"


def thrown_in_words(players: int, next_dealer: str) -> str:
    """What the table says when every player passed twice and the cards are thrown in."""
    everyone = "Both passed" if players == 2 else "Everyone passed"
    return f"{everyone}: {deals_words(next_dealer)}"


def took_up_words(dealer: str, card: int) -> str:
    """``Bob took up the J♦``: the dealer took the upcard into his hand."""
    return f"{dealer} took up the {pretty(card)}"


def sentence(message: str) -> str:
    """An engine reason as a sentence: "must follow hearts: ..." -> "You must follow hearts: ..."."""
    m = message.strip()
    if not m:
        return m
    if m.split()[0] in ("must", "cannot", "may"):
        m = "You " + m
    m = m[0].upper() + m[1:]
    return m if m.endswith((".", "!", "?")) else m + "."


# How a hint's reason may begin when it already says the move in other words ("Turn it down:
# ..." for the dealer's pass); the suit or card the move names must be in the reason too.
MOVE_OPENINGS = {
    "pass": ("pass", "turn it down"),
    "order": ("order it up", "assist", "take it up", "accept", "go alone"),
    "take": ("take it up",),
    "name": ("name", "go alone in", "make it next in", "cross to", "stick the dealer"),
    "joker": ("call the joker",),
    "discard": ("discard the",),
}


def card_names(card: int, trump: int) -> tuple[str, ...]:
    """The ways a reason may name ``card``: ``J♥``, and ``right bower`` once hearts are trump."""
    names = [pretty(card)]
    if trump >= 0 and card == right_bower(trump):
        names.append("right bower")
    elif trump >= 0 and card == left_bower(trump):
        names.append("left bower")
    return tuple(names)


def says_the_move(kind: str, suit: int, card: int, alone: bool, reason: str, trump: int = -1) -> bool:
    """Whether ``reason`` says the move (kind, suit, card, alone) in its own words: a bid or a
    discard by its opening, a card to play by naming it."""
    r = reason.lower()
    if kind == "play":
        return any(name.lower() in r for name in card_names(card, trump))
    if not r.startswith(MOVE_OPENINGS.get(kind, ())):
        return False
    if alone and "alone" not in r:
        return False
    if kind in ("name", "joker"):
        return suit_name(suit) in r
    if kind == "discard":
        return pretty(card).lower() in r
    return True


def saved_match_words(m: SavedMatch, now: float | None = None) -> tuple[str, str]:
    """A saved match in two lines: the game and the score, then who and when. E.g.
    ("Two-handed, game to 10: You 4, Ann 6", "Computer: hard · hand 5 · saved today at 14:32")."""
    game = {FOUR: "Four-handed", "three-handed": "Three-handed"}.get(m.variant, "Two-handed")
    if m.rubbers:
        game += f" rubber, game {m.game} to {m.target}"
    else:
        game += f", game to {m.target}"
    score = ", ".join(f"{side} {points}" for side, points in zip(m.sides, m.scores))
    parts = []
    if m.levels:
        parts.append(("Computers: " if len(m.levels) > 1 else "Computer: ") + ", ".join(m.levels))
    parts.append(f"hand {m.hand}")
    when = when_words(m.saved_at, now)
    if when:
        parts.append(f"saved {when}")
    second = " · ".join(parts)
    return f"{game}: {score}", second[:1].upper() + second[1:]


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def when_words(t: float | None, now: float | None = None) -> str:
    """"today at 14:32", "yesterday at 09:05", "on Monday at 20:10", "on 3 March" (local time)."""
    if t is None:
        return ""
    then = datetime.fromtimestamp(t)
    today = datetime.fromtimestamp(time.time() if now is None else now)
    days = (today.date() - then.date()).days
    clock = f"{then.hour:02d}:{then.minute:02d}"
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if 1 < days < 7:
        return f"on {DAYS[then.weekday()]} at {clock}"
    date = f"on {then.day} {MONTHS[then.month - 1]}"
    return date if then.year == today.year else f"{date} {then.year}"


def hint_line(move: "Action", reason: str, seat: int, dealer: int, variant: str, turned_down: int,
              trump: int) -> str:
    """The hint as the table shows it, saying the move once: "Hint: play J♥. A hunch." or, when
    the reason says the move itself, "Hint: Lead the right bower to pull trump."."""
    if move.kind in ("play", "discard"):
        what = f"{move.kind} {card_words(move.card)}"
    else:
        what = bid_words(str(move), seat, dealer, variant, turned_down)
    said = sentence(reason)
    if said.lower().startswith(what.lower()) or says_the_move(
            move.kind, move.suit, move.card, move.alone, said, trump):
        return f"Hint: {said}"
    return f"Hint: {what}. {said}"
