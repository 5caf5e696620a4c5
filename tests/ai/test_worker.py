"""The bot worker: the main loop keeps running while a bot thinks; deadline and cancel."""
from __future__ import annotations

import time

import pytest

from game.ai import HardPlayer
from game.ai.worker import BotWorker, Cancelled
from game.rules import Match, Options


def _first_card_view():
    m = Match(Options(variant="four-handed"), seed=8)
    p = HardPlayer(1, samples=1)
    while m.phase != "play" or len(m.legal_actions()) < 2:
        m.apply(p.choose(m.view(m.to_act)))
    return m.view(m.to_act)


class SlowPlayer:
    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def choose(self, view):
        time.sleep(self.seconds)
        return view.legal[-1]

    def hint(self, view):
        return self.choose(view), "slow"


def test_main_loop_keeps_ticking_while_hard_thinks() -> None:
    view = _first_card_view()
    hard = HardPlayer(2, samples=400)  # a long think: many exactly solved deals
    ticks = 0
    with BotWorker() as worker:
        pending = worker.submit(hard, view, deadline_s=60.0)
        while not pending.done():
            ticks += 1  # one "frame" of the main loop
            time.sleep(0.002)
        action = pending.result()
    assert action in view.legal
    assert not pending.timed_out
    # The bot thought for many frames, and the loop ran all along (no frame waited for it).
    assert ticks >= 10


def test_deadline_gives_a_safe_legal_fallback() -> None:
    view = _first_card_view()
    with BotWorker() as worker:
        pending = worker.submit(SlowPlayer(2.0), view, deadline_s=0.05)
        action = pending.result(wait=True)
        assert pending.timed_out
        assert action in view.legal


def test_result_before_done_is_refused_and_cancel_drops_the_answer() -> None:
    view = _first_card_view()
    with BotWorker() as worker:
        pending = worker.submit(SlowPlayer(0.3), view, deadline_s=10.0)
        assert not pending.done()
        with pytest.raises(RuntimeError):
            pending.result()
        pending.cancel()
        assert pending.done() and pending.cancelled
        with pytest.raises(Cancelled):
            pending.result()


def test_a_quick_answer_is_the_bots_own() -> None:
    view = _first_card_view()
    with BotWorker() as worker:
        pending = worker.submit(SlowPlayer(0.0), view, deadline_s=10.0)
        assert pending.result(wait=True) == view.legal[-1]
