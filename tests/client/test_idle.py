"""The loop sleeps while nothing moves: scenes say when they next need a frame, threads with
news wake it, and a still screen costs no frames (the CPU figures are in bench/frame.py)."""
from __future__ import annotations

import threading

import pygame
import pytest

from game import wakeup
from game.ai import make_player
from game.client.app import IDLE_WAIT
from game.client.gallery import states as gs
from game.client.scenes.base import Scene
from game.client.scenes.registry import SCENES
from game.client.scenes.title import BOB_SECONDS, TitleScene
from game.client.table.hints import HintAsk
from game.client.table.match_session import SETTLE_SECONDS
from game.client.table.match_start import start
from game.rules import Match, Options, stack
from game.table import LocalTable
from game.wakeup import Inbox

from .conftest import frames, key

TWO = Options(variant="two-handed")
DEAL = stack(2, 1, {0: "JH AH 9H QC TD"}, "KH")   # Ann deals: the first bid is the player's


@pytest.fixture
def woken():
    """A listener on game.wakeup for the test: an Event set by every wake()."""
    rang = threading.Event()
    wakeup.listen(rang.set)
    try:
        yield rang
    finally:
        wakeup.listen(None)


def test_every_scene_that_keeps_time_says_when_it_next_needs_a_frame():
    for name, kind in SCENES.items():
        if kind.update is not Scene.update:
            assert kind.next_frame is not Scene.next_frame, f"{name} updates but never asks for a frame"


def test_the_title_comes_to_rest(make_app):
    app = make_app()
    assert isinstance(app.stack.top, TitleScene)
    frames(app)
    assert app.next_frame() == 0.0                       # the fan rises and falls once
    frames(app, round(BOB_SECONDS * 60) + 2)
    assert app.stack.top.bob() == 0.0
    assert app.next_frame() == IDLE_WAIT                 # then nothing is due: the loop sleeps
    key(pygame.K_DOWN)
    frames(app)
    assert app.next_frame() == IDLE_WAIT                 # a key draws one frame, and it is still again


def test_a_table_waiting_for_a_person_needs_no_frame(make_app):
    app = make_app()
    session = gs.stacked_session(app.ctx, TWO, [DEAL], first_dealer=1)
    start(app.ctx, session)
    frames(app)
    assert app.next_frame() == 0.0                       # the deal: every frame
    for _ in range(900):
        frames(app)
        if session.my_turn:
            break
    assert 0.0 < app.next_frame() <= SETTLE_SECONDS      # the Undo button may show once settled
    frames(app, round(SETTLE_SECONDS * 60) + 2)
    assert app.next_frame() == IDLE_WAIT                 # waiting for the person: nothing due
    session.show_toast("A word.")
    assert app.stack.top.next_frame() == pytest.approx(session.toast_time)   # until the toast goes
    app.step(session.toast_time + 0.5)                   # a still screen's one long frame keeps time
    assert session.toast is None


def test_a_long_frame_while_cards_move_does_not_jump_them(make_app):
    app = make_app()
    session = gs.stacked_session(app.ctx, TWO, [DEAL], first_dealer=1)
    start(app.ctx, session)
    frames(app)
    app.step(5.0)                                        # a stall (a window dragged) mid-deal
    assert session.animating                             # cut to a tenth of a second


def test_the_real_loop_sleeps_while_nothing_moves(make_app, monkeypatch):
    monkeypatch.setattr(pygame, "quit", lambda: None)     # the loop's end keeps pygame up for later tests
    app = make_app()
    frames(app, round(BOB_SECONDS * 60) + 2)             # the title at rest
    slept: list[float] = []
    drawn = [0]
    step = app.step

    def counted(dt: float) -> bool:
        drawn[0] += 1
        if drawn[0] >= 10:                               # a bound, should it never sleep
            app.quit()
        return step(dt)

    def sleep(seconds: float) -> None:                   # instead of sleeping: note how long, and
        slept.append(seconds)                            # after the third, a key then quit
        if len(slept) == 3:
            key(pygame.K_DOWN)
        if len(slept) == 4:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step = counted
    app._sleep = sleep
    app.run()
    assert slept == [IDLE_WAIT] * 4                      # one frame per wake: nothing moves between
    assert drawn[0] == 4


def test_news_from_other_threads_wakes_the_loop(woken):
    from game.ai.worker import BotWorker
    BotWorker().submit(make_player("random", 1), Match(TWO, 1, first_dealer=0).view(1), 2.0)
    assert woken.wait(5)                                 # a computer player decided
    woken.clear()
    HintAsk(Match(TWO, 1, first_dealer=1).view(0))
    assert woken.wait(5)                                 # a hint is ready
    woken.clear()
    inbox: Inbox[int] = Inbox()
    threading.Thread(target=inbox.put, args=(1,)).start()
    assert woken.wait(5) and inbox.get(timeout=5) == 1   # an update from the network


def test_a_thinking_computer_is_due_by_its_deadline(make_app):
    make_app()                                           # the app's clock and pygame are up
    table = LocalTable(Match(TWO, 1, first_dealer=0), (0,), {1: make_player("random", 1)})
    table.poll()
    table.poll()                                         # Ann (seat 1) bids first: she thinks now
    due = table.news_due()
    assert due is not None and 0.0 <= due <= 2.0
    table.close()
