"""A press that skips an animation never also acts: not in the same frame, not just after the
table stopped moving, whatever the device (keyboard, mouse, controller), in solo, couch and LAN
play, the tutorial and the score screen."""
from __future__ import annotations

import pygame

from game.ai import make_player
from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.pass_device import PassScene
from game.client.scenes.score import ScoreScene
from game.client.scenes.trick import TrickScene
from game.client.scenes.tutorial import TutorialScene
from game.client.table.lan_session import start_lan_match
from game.client.table.match_start import start
from game.rules import Match, Options, stack
from game.table import LocalTable

from .conftest import click, frames, key
from .virtual_pad import A

TWO = Options(variant="two-handed")
# The reporter's hand: J♥ A♥ 9♥ against a K♥ upcard. Ann deals, so the first bid is the player's.
DEAL = stack(2, 1, {0: "JH AH 9H QC TD"}, "KH")
SETTLED = 20    # frames (1/3 s): longer than the settle time after the table stops moving


def until(app, cond, n: int = 900) -> None:
    """Frames until ``cond()`` holds; fails after ``n`` frames (15 s of animation)."""
    for _ in range(n):
        frames(app)
        if cond():
            return
    raise AssertionError("never reached")


def on_screen(make_app, couch: bool = False):
    app = make_app()
    session = gs.stacked_session(app.ctx, TWO, [DEAL], first_dealer=1, couch=couch)
    start(app.ctx, session)
    return app, session


def acted(session, before: int) -> bool:
    return session.table.match.state_id != before


def test_enter_just_after_the_deal_ends_does_not_bid(make_app):
    app, s = on_screen(make_app)
    assert s.animating                                   # "I deal first", then the deal
    until(app, lambda: s.my_turn)                        # the frame the upcard lands
    before = s.table.match.state_id
    key(pygame.K_RETURN)                                 # meant to skip the deal: too late to, so nothing
    frames(app)
    assert not acted(s, before) and s.my_turn
    frames(app, SETTLED)
    key(pygame.K_RETURN)                                 # a press made on the bid buttons bids
    frames(app)
    assert acted(s, before)


def test_a_second_press_in_the_frame_of_the_skip_or_just_after_does_not_bid(make_app):
    for gap in (0, 1, 5):
        app, s = on_screen(make_app)
        frames(app, 3)
        assert s.animating and isinstance(app.stack.top, BiddingScene)   # "I deal first" over the bid scene
        before = s.table.match.state_id
        key(pygame.K_SPACE)                              # skips the whole deal
        if gap:
            frames(app, gap)
            assert s.timeline.idle and s.my_turn
        key(pygame.K_RETURN)
        frames(app)
        assert not acted(s, before), gap
        assert s.board.upcard_state == "up"
        s.close()


def test_a_click_just_after_the_deal_does_not_bid(make_app):
    app, s = on_screen(make_app)
    until(app, lambda: isinstance(app.stack.top, BiddingScene) and app.stack.top.row is not None)
    scene = app.stack.top
    before = s.table.match.state_id
    click(app, scene.row.rects[0].center)
    frames(app)
    assert not acted(s, before)
    frames(app, SETTLED)
    click(app, scene.row.rects[0].center)
    frames(app)
    assert acted(s, before)


def test_a_controllers_a_just_after_the_deal_does_not_bid(make_app, virtual_pads):
    pad = virtual_pads()
    app, s = on_screen(make_app)
    until(app, lambda: s.my_turn)
    before = s.table.match.state_id
    pad.press(A)
    frames(app)
    assert app.ctx.last_device == "pad1"
    assert not acted(s, before)
    frames(app, SETTLED)
    pad.press(A)
    frames(app)
    assert acted(s, before)


def test_couch_the_pass_screen_ignores_a_press_as_it_appears(make_app):
    app, s = on_screen(make_app, couch=True)
    until(app, lambda: isinstance(app.stack.top, PassScene))
    pass_screen = app.stack.top
    key(pygame.K_RETURN)                                 # meant for the deal: the next person is not ready
    frames(app)
    assert app.stack.top is pass_screen and not s.revealed
    frames(app, SETTLED)
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top is not pass_screen and s.revealed


def test_lan_a_press_just_after_the_deal_does_not_bid(make_app):
    app = make_app()
    table = LocalTable(Match(TWO, 1, stacked=[DEAL], first_dealer=1), (0,), {1: make_player("random", 1)})
    start_lan_match(app.ctx, table, 0, ["You", "Ann"])
    s = app.stack.top.session
    until(app, lambda: s.my_turn)
    before = table.match.state_id
    key(pygame.K_RETURN)
    frames(app)
    assert table.match.state_id == before
    frames(app, SETTLED)
    key(pygame.K_RETURN)
    frames(app)
    assert table.match.state_id != before


def test_tutorial_a_press_just_after_the_deal_does_not_act(make_app):
    app = make_app()
    scene = TutorialScene(app.ctx)
    app.stack.push(scene)
    s = scene.session
    until(app, lambda: s.my_turn)
    before = s.table.match.state_id
    key(pygame.K_RETURN)                                 # the focus starts on the lesson's move
    frames(app)
    assert scene.step == 0 and s.table.match.state_id == before
    frames(app, SETTLED)
    key(pygame.K_RETURN)
    frames(app)
    assert scene.step == 1


def test_the_score_screen_ignores_a_press_as_it_appears(make_app):
    app = make_app()

    def before_the_score(s) -> bool:
        return any(step.wait and step.stage == "score" for step in s.timeline.queue)
    s = gs.reach(app.ctx, TWO, before_the_score, gs.prefer("order", "take"), watch=True)
    app.stack.reset(TrickScene(app.ctx, s))
    until(app, lambda: isinstance(app.stack.top, ScoreScene))
    score = app.stack.top
    moving = dict(s.marker_anim)
    assert moving                                        # the score markers are moving to the new score
    key(pygame.K_RETURN)                                 # meant for the hand's last words
    frames(app)
    assert app.stack.top is score and s.marker_anim.keys() == moving.keys()
    frames(app, SETTLED)
    key(pygame.K_RETURN)
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top is not score
