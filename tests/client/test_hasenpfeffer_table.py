"""Hasenpfeffer at the table (RULES §8.2), by real key presses and clicks on stacked deals:
the auction's buttons are the view's legal bids, the high bidder names trump, the forced
Joker bid is said in words, the widow lies face down until the hand's end, a side below
zero is said in red beside its markers, and a bid too low is refused with the rule."""
from __future__ import annotations

import threading
from pathlib import Path

import pygame

from game.client.gallery import hasenpfeffer as gh
from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.client.table.match_session import MatchSession
from game.rules import Options
from game.rules import cards as C
from game.rules.hasenpfeffer import stack_hasenpfeffer

from .conftest import click, frames, key, until
from .test_house_rules_table import listen
from .test_match_play import fast_settings

STRONG = {0: "JK JH JD AH KH QH", 1: "9C TC QC KC AC 9S", 2: "9D TD QD KD AD TS", 3: "JC QS KS AS JS TH"}
WIDOW = "9H"



def at_auction(app, hands=STRONG, widow=WIDOW, couch: bool = False) -> MatchSession:
    """A match on a stacked deal, Ann (seat 3) dealing, so I (seat 0) bid first."""
    s = gs.stacked_session(app.ctx, Options(variant="hasenpfeffer"), [stack_hasenpfeffer(3, hands, widow)],
                           first_dealer=3, level="normal", seating=gh.SEATED, couch=couch,
                           people=4 if couch else 2)
    app.stack.reset(BiddingScene(app.ctx, s))
    my_turn(app, s, "auction")
    return s


def my_turn(app, s: MatchSession, phase: str) -> None:
    until(app, lambda: s.my_turn and s.board.phase == phase and not s.settling and app.stack.top.name == "bid"
          and app.stack.top.row is not None)


def labels(app) -> list[str]:
    return [c.label for c in app.stack.top.row.choices]


def test_the_auction_and_naming_trump_by_keys_then_the_widow_at_the_hands_end(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    s = at_auction(app)
    assert labels(app) == ["Pass", "1 trick", "2 tricks", "3 tricks", "4 tricks", "5 tricks", "6 tricks"]
    assert app.stack.top.prompt_words() == "Bid a number of tricks, or pass"
    assert s.board.widow is None and s.board.rules.widow == 1
    key(pygame.K_7)                                  # the 7th button: 6 tricks, which ends the auction
    frames(app)
    my_turn(app, s, "name_trump")
    assert labels(app) == ["Clubs", "Diamonds", "Hearts", "Spades"]
    assert app.stack.top.prompt_words() == "You won the auction with 6 tricks: name trump"
    assert s.bid_text(0) == "6 tricks"
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)                             # Hearts
    frames(app)
    until(app, lambda: s.board.trump == C.SUIT_LETTERS.index("H") and s.timeline.idle)
    assert s.board.maker == 0 and s.board.high_bid() == (0, "bid 6")
    while s.board.phase == "play" and s.board.hand_number == 1:   # the hand played by keys
        if s.my_turn and not s.settling and app.stack.top.name == "trick":
            assert s.board.widow is None                      # face down all the hand
            playable = [a.card for a in s.board.legal if a.kind == "play"]
            top = app.stack.top
            for _ in range(len(s.board.hand)):
                if s.board.hand[top.focus] in playable:
                    break
                key(pygame.K_RIGHT)
                frames(app)
            key(pygame.K_RETURN)
        frames(app)
        threading.Event().wait(0.001)
        if s.stage == "score":
            break
    until(app, lambda: app.stack.top.name == "score")
    assert s.board.widow == C.parse(WIDOW)                    # turned up at the hand's end
    title, lines = app.stack.top.lines()
    assert lines[0] == "You bid 6 tricks and named hearts trump."
    assert lines[-1] == "The widow: 9♥."
    assert s.hands[-1].widow == C.parse(WIDOW) and s.hands[-1].bid == "bid 6"


def test_a_bid_by_mouse_and_a_bid_too_low_refused(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    s = at_auction(app)
    row = app.stack.top.row
    click(app, row.rects[labels(app).index("2 tricks")].center)
    frames(app)
    until(app, lambda: s.table.match.high_bidder >= 0 and s.timeline.idle)
    assert (0, "bid 2") in s.board.bids
    until(app, lambda: s.my_turn or s.board.phase != "auction")
    if s.board.phase == "auction":            # round again: only bids above the high bid are offered
        high = s.table.match.high_bid
        assert labels(app)[1:] == [f"{n} tricks" for n in range(high + 1, 7)]
        s.act(0, "bid 1")                     # a bid too low, refused with the rule, nothing changes
        until(app, lambda: s.toast is not None)
        assert s.toast.startswith("You must bid more than")
        assert s.table.match.high_bid == high


def test_nobody_bids_the_joker_holder_is_told_in_words(make_app, data_dir: Path):
    """Four people on one screen all pass: the table says who holds the Joker and must bid."""
    fast_settings(data_dir)
    app = make_app()
    s = gs.stacked_session(app.ctx, Options(variant="hasenpfeffer"), gh.nobody_bids(), first_dealer=3,
                           couch=True, people=4, seating=gh.SEATED)
    app.stack.reset(BiddingScene(app.ctx, s))
    said = listen(s)
    assert gs.drive(s, lambda x: x.my_turn and x.board.phase == "name_trump", gs.prefer("pass"), max_hands=1)
    assert (None, "Nobody bid: Dana shows the Joker and must bid 3 tricks") in said
    assert s.board.forced_bid and s.board.high_bid() == (0, "bid 3")
    assert s.bid_text(0) == "3 tricks, forced"
    frames(app, 3)
    assert app.stack.top.prompt_words() == "Forced to bid 3 tricks with the Joker: name trump"


def test_a_side_below_zero_is_said_beside_the_markers(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    s = at_auction(app)
    s.board.scores = (-4, 0)
    drawn: list[str] = []
    text = s.painter.text
    real = text.draw

    def noting(surface, words, *a, **kw):
        drawn.append(words)
        return real(surface, words, *a, **kw)
    text.draw = noting   # type: ignore[method-assign]
    frames(app)
    assert "We are below zero: \u22124" in drawn
