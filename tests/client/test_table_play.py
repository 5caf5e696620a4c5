"""What the table shows as a hand is played, on real tables driven by key presses: who took each
trick and how many each player has, the defenders' passes to a lone hand (and in the review),
the first dealer's badge, and couch play's score panel keeping its sides in place."""
from __future__ import annotations

import json
import threading
from pathlib import Path

import pygame
import pytest

from game.client.gallery import states as gs
from game.client.gallery.more import DEFEND
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.pass_device import PassScene
from game.client.scenes.review import ReviewScene
from game.client.scenes.table_base import scene_for
from game.client.table.match_start import new_session, start
from game.client.text.words import took_trick_words, tricks_words
from game.rules import Options

from .conftest import frames, key

FAST = {"animation_speed": "fast", "reduced_motion": True}


def words_drawn(app, session) -> list[str]:
    """Every line of words the table's painter draws in one frame."""
    painter = session.painter
    seen: list[str] = []
    real = painter.text.get

    def get(words, *a, **kw):
        seen.append(words)
        return real(words, *a, **kw)
    painter.text.get = get   # type: ignore[method-assign]
    try:
        frames(app)
    finally:
        del painter.text.get
    return seen


def bubbles_drawn(app, session) -> list[tuple[str, bool]]:
    """The speech bubbles drawn in one frame: (words, faded)."""
    painter = session.painter
    seen: list[tuple[str, bool]] = []
    real = painter.bubble

    def bubble(surface, at, words, faded=False, session=None):
        seen.append((words, faded))
        return real(surface, at, words, faded=faded, session=session)
    painter.bubble = bubble   # type: ignore[method-assign]
    try:
        frames(app)
    finally:
        del painter.bubble
    return seen


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_who_took_each_trick_is_said_and_each_player_shows_his_tricks(make_app, variant: str):
    app = make_app()
    won = lambda s: s.board.trick_winner >= 0 and s.timeline.current is not None  # noqa: E731
    session = gs.reach(app.ctx, Options(variant=variant), won, gs.prefer("order", "take"), watch=True)
    winner = session.board.trick_winner
    assert session.timeline.current.callout == (winner, took_trick_words(session.name(winner)))
    start(app.ctx, session)
    assert any(w == took_trick_words(session.name(winner)) for w, _faded in bubbles_drawn(app, session))
    # Once swept to the winner, the count stays by each player's place for the rest of the hand.
    assert gs.drive(session, lambda s: s.timeline.idle and sum(s.board.tricks_won) >= 2, gs.prefer("order", "take"))
    app.stack.reset(scene_for(app.ctx, session))
    shown = words_drawn(app, session)
    counts = session.board.tricks_won
    for seat, n in enumerate(counts):
        if n:
            assert tricks_words(n) in shown, (seat, n, shown)
    assert tricks_words(sum(counts)) in shown or len([n for n in counts if n]) > 1


def until(app, test, n: int = 600) -> None:
    for _ in range(n):
        if test():
            return
        frames(app)
        threading.Event().wait(0.002)
    raise AssertionError("the wanted state was not reached")


def test_a_defenders_pass_to_a_lone_hand_is_seen_and_in_the_review(make_app, data_dir: Path):
    """Defend alone: the first defender's pass stays by his place while his partner (me) is
    asked, my own pass is said long enough to read with reduced motion, and the review lists
    both answers."""
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    second = lambda s: (gs.my_turn_in("defend")(s)  # noqa: E731
                        and s.board.to_act == (s.board.maker + 3) % 4)
    session = gs.reach(app.ctx, DEFEND, second, gs.prefer("pass"), seeds=range(1, 80), max_hands=6)
    first = (session.board.maker + 1) % 4
    done = len(session.hands)
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app)
    assert ("Pass", True) in bubbles_drawn(app, session)          # his pass, faded, by his place
    scene = app.stack.top
    shown = [c.label for c in scene.row.choices]
    key(pygame.K_1 + shown.index("Pass"))
    frames(app)
    cur = session.timeline.current
    assert cur is not None and cur.callout == (session.board.me, "Pass")
    assert cur.duration >= 0.5                                    # fast speed, reduced motion: still read
    assert gs.drive(session, lambda s: len(s.hands) > done, max_hands=None)     # the hand played out
    record = session.hands[-1]
    app.stack.push(ReviewScene(app.ctx, session))
    frames(app)
    lines = app.stack.top.bid_lines(record)
    assert lines[-2:] == [f"{len(lines) - 1}. {session.name(first)}: Pass (not defending alone)",
                          f"{len(lines)}. You: Pass (not defending alone)"]


def test_the_first_dealer_has_the_dealers_badge_while_he_says_i_deal_first(make_app):
    app = make_app()
    says = lambda s: (gs.saying("I deal first")(s)  # noqa: E731
                      and s.timeline.current.callout[0] != s.board.me)
    session = gs.reach(app.ctx, Options(variant="two-handed"), says, watch=True)
    dealer = session.timeline.current.callout[0]
    assert session.board.dealer == dealer
    start(app.ctx, session)
    assert "D" in words_drawn(app, session)


def test_in_couch_play_each_sides_score_stays_in_its_place_whoever_has_the_screen(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    session = new_session(app.ctx, Options(variant="two-handed"), gs.plan(2, couch=True), 5)
    start(app.ctx, session)
    orders: dict[int, tuple[int, ...]] = {}
    for _ in range(40):
        until(app, lambda: isinstance(app.stack.top, PassScene))
        key(pygame.K_RETURN)                          # "I'm Eli: show my cards"
        frames(app)
        until(app, lambda: session.my_turn)
        orders[session.board.me] = session.sides_from_mine()
        if len(orders) == 2:
            break
        key(pygame.K_1)                               # pass (or the first card)
        frames(app)
    assert set(orders) == {0, 1}
    assert orders[0] == orders[1] == (0, 1)


def test_the_left_bower_is_shown_with_the_trumps_not_beside_its_printed_suit(make_app):
    """Hearts made trump, holding the J♦ (the left bower) and two other diamonds but not the J♥:
    the fan shows the J♦ among the trumps with a card of the other colour before them, not at
    the end of the diamonds (clubs, spades, diamonds, then J♦ A♥ read as five diamonds)."""
    from game.client.scenes.trick import TrickScene
    from game.rules import stack
    from game.rules.cards import parse, pretty
    app = make_app()
    deal = stack(2, 1, {0: "JD TD 9D AH QS", 1: "TH AS KC 9C KD"}, "9H")
    session = gs.stacked_session(app.ctx, Options(variant="two-handed"), [deal], first_dealer=1)
    assert gs.drive(session, lambda s: s.my_turn and s.board.phase == "play", gs.prefer("order"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    fan = [pretty(c) for c in session.board.hand]             # left to right, as drawn
    assert fan[-2:] == ["J♦", "A♥"]                            # the trumps, the left bower first
    assert fan[-3] == "Q♠" and set(fan[:2]) == {"10♦", "9♦"}  # the diamonds apart from it
    assert session.board.hand == [parse(c) for c in ("TD", "9D", "QS", "JD", "AH")]


def test_no_trump_suit_has_its_colour_beside_the_trumps():
    from game.rules.cards import JACK, card, deck, same_colour
    from game.rules.tricks import EFFECTIVE, display_order
    for trump in range(4):
        shown = display_order(deck(24), trump)
        first = next(i for i, c in enumerate(shown) if EFFECTIVE[trump][c] == trump)
        assert shown[first:first + 2] == [card(JACK, trump), card(JACK, same_colour(trump))]
        assert shown[first - 1] >> 3 not in (trump, same_colour(trump))    # the other colour before them
