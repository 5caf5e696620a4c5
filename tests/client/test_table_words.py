"""The table's words, on real tables driven by key presses: the second round's buttons name the
suit first, the dealer takes it up in every game, the stock's labels, and Learn to play names
the left bower in words true of the deck's colours."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.client.art.card_art import suit_colour
from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.rules import Options
from game.rules.cards import DIAMONDS, HEARTS, SUIT_NAMES

from .conftest import frames, key


def labels(app) -> list[str]:
    row = app.stack.top.row
    assert row is not None
    return [c.label for c in row.choices]


def said(session) -> tuple[int | None, str] | None:
    cur = session.timeline.current
    return cur.callout if cur is not None else None


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_second_round_buttons_name_the_suit_first_and_the_table_says_the_same(make_app, variant: str):
    app = make_app()
    session = gs.reach(app.ctx, Options(variant=variant), gs.my_turn_in("round2"), gs.prefer("pass"))
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app)
    down = session.board.turned_down_suit
    nxt = 3 - down                               # the other suit of the turned-down colour
    cross = [s for s in range(4) if s not in (down, nxt)]
    shown = labels(app)
    assert f"{SUIT_NAMES[nxt].capitalize()} (next)" in shown
    assert all(f"{SUIT_NAMES[s].capitalize()} (cross)" in shown for s in cross)
    assert not any(":" in label for label in shown)       # never "Next: diamonds"
    word = f"{SUIT_NAMES[cross[0]].capitalize()} (cross)"
    key(pygame.K_1 + shown.index(word))
    frames(app)
    assert said(session) == (session.board.me, word)      # my bubble says what the button said


def test_the_two_handed_dealer_takes_it_up_in_the_same_words_either_way(make_app):
    """Accepting the upcard after the other player passed, and taking it once ordered up: both
    "Take it up" (no "I accept"), on the button and in the bubble."""
    app = make_app()
    two = Options(variant="two-handed")
    dealing = gs.reach(app.ctx, two, lambda s: gs.my_turn_in("round1")(s) and s.board.dealer == s.board.me,
                       gs.prefer("pass"))
    app.stack.reset(BiddingScene(app.ctx, dealing))
    frames(app)
    assert labels(app) == ["Pass", "Take it up"]
    key(pygame.K_2)
    frames(app)
    assert said(dealing) == (dealing.board.me, "Take it up!")
    ordered = gs.reach(app.ctx, two, gs.my_turn_in("pickup"), seeds=range(1, 60))
    app.stack.reset(BiddingScene(app.ctx, ordered))
    frames(app)
    assert labels(app) == ["Take it up", "Leave it"]


def test_an_upcard_left_beside_the_stock_is_not_left_on_the_stock(make_app):
    """The two-handed dealer, ordered up, leaves the upcard: it is labelled "upcard, not taken"
    beside the "stock" label (it was "left on the stock": "stock left on the stock")."""
    app = make_app()
    session = gs.reach(app.ctx, Options(variant="two-handed"),
                       lambda s: s.my_turn and s.board.upcard_state == "left", gs.prefer("order"))
    from game.client.table.match_start import start
    start(app.ctx, session)
    frames(app, 3)
    drawn = {k[0] for k in session.painter.text._cache}    # every line of words drawn so far
    assert {"stock", "upcard, not taken"} <= drawn
    assert not any("on the stock" in words for words in drawn)


@pytest.mark.parametrize("four_colour", [False, True])
def test_learn_to_play_says_what_the_left_bower_is_as_the_cards_are_drawn(make_app, data_dir: Path,
                                                                          four_colour: bool):
    """"The jack of the same colour" only where the J♦ is drawn the colour of the J♥: the
    four-colour deck draws diamonds blue, so there the lesson names it by its suit."""
    (data_dir / "settings.json").write_text(json.dumps({"four_colour": four_colour}), encoding="utf-8")
    app = make_app()
    scene = gs.tutorial_at(app.ctx, 3)                    # "Following suit": the J♦ is a heart now
    app.stack.reset(scene)
    shown: list[str] = []
    real = scene._callout

    def callout(surface, title, words, *a, **kw):
        shown.append(words)
        return real(surface, title, words, *a, **kw)
    scene._callout = callout   # type: ignore[method-assign]
    frames(app, 2)
    assert scene.lesson is not None and scene.lesson.title == "Following suit"
    words = shown[-1]
    assert "left bower" in words
    alike = suit_colour(DIAMONDS, four_colour) == suit_colour(HEARTS, four_colour)
    assert alike == (not four_colour)
    if "same colour" in words or "red jack" in words:
        assert alike, words
    if not alike:
        assert "jack of diamonds" in words and "standard deck" in words, words
