"""Thinking off the main thread: a bot decides in a worker thread, with a deadline and a cancel.

How the client's LocalTable uses it::

    worker = BotWorker()                       # one per table; threads are made on demand
    pending = worker.submit(player, view, deadline_s=1.5)
    ...                                        # every frame, keep drawing and handling input
    if pending.done():                         # never blocks
        action = pending.result()              # an Action from view.legal
        table.apply(action)
    ...
    pending.cancel()                           # the player left, the hand was undone...
    worker.close()                             # when the table closes

``Pending.result()`` returns the bot's action once it has decided. If the deadline has
passed first it returns a safe fallback at once: a legal action chosen by the quick
rule-based player (``normal``), so the game never waits longer than the deadline; the late
answer is then ignored. ``result(wait=True)`` blocks until the bot's own answer or the
deadline, whichever comes first. A cancelled Pending never delivers an action
(``result()`` raises ``Cancelled``).

The bot runs in a daemon thread. Pure-Python search holds the interpreter lock, but
CPython switches threads every few milliseconds (``sys.getswitchinterval``), so the main
loop keeps its frame rate while the bot thinks (see tests/ai/test_worker.py). Players keep
no state between decisions that the main thread touches: the view is an immutable value.
"""
from __future__ import annotations

import threading
import time
from concurrent.futures import Future

from game.rules import Action, View
from game.wakeup import wake

from .normal import NormalPlayer
from .player import Player


class Cancelled(Exception):
    """The decision was cancelled: there is no action to apply."""


class Pending:
    """A decision being made: ``done()``, ``result()``, ``cancel()``."""

    def __init__(self, future: Future, view: View, deadline_s: float) -> None:
        self._future = future
        self._view = view
        self._deadline = time.monotonic() + deadline_s
        self._cancelled = False
        self._fallback: Action | None = None

    @property
    def expired(self) -> bool:
        return time.monotonic() >= self._deadline

    @property
    def time_left(self) -> float:
        """Seconds until the deadline (0 once it has passed)."""
        return max(0.0, self._deadline - time.monotonic())

    def done(self) -> bool:
        """True when ``result()`` will answer at once (decided, deadline passed, or cancelled)."""
        return self._cancelled or self._future.done() or self.expired

    def cancel(self) -> None:
        """Drop this decision: its answer, if it ever comes, is ignored."""
        self._cancelled = True
        self._future.cancel()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    @property
    def future(self) -> Future:
        """The bot's own answer as it comes, for an event loop to await without a thread
        of its own (``asyncio.wrap_future``); ``result()`` still decides what is played."""
        return self._future

    @property
    def timed_out(self) -> bool:
        """Whether the answer is (or will be) the fallback because the deadline passed."""
        return not self._future.done() and self.expired

    def result(self, wait: bool = False) -> Action:
        """The bot's action, or the fallback once the deadline has passed.

        Without ``wait`` it must only be called when ``done()``; with ``wait`` it blocks
        until the bot answers or the deadline passes.
        """
        if self._cancelled:
            raise Cancelled("this decision was cancelled")
        if wait and not self._future.done():
            left = self._deadline - time.monotonic()
            if left > 0:
                try:
                    self._future.result(timeout=left)
                except Exception:  # a timeout or the bot's error: fall back below
                    pass
        if self._future.done() and not self._future.cancelled():
            if self._future.exception() is None:
                action = self._future.result()
                if action in self._view.legal:
                    return action
            return self._safe()
        if not self.expired:
            raise RuntimeError("not decided yet: call result() when done() is true, "
                               "or result(wait=True)")
        return self._safe()

    def _safe(self) -> Action:
        if self._fallback is None:
            try:
                a = NormalPlayer().choose(self._view)
            except Exception:
                a = self._view.legal[0]
            self._fallback = a if a in self._view.legal else self._view.legal[0]
        return self._fallback


class BotWorker:
    """Runs players' decisions in background threads, one short-lived thread a decision.

    A thread per decision rather than a pool: ``Thread.start()`` waits until the new
    thread runs, so the decision gets the interpreter at once. With a pooled thread the
    wake-up had to win the interpreter lock from a busy render loop, which measured up
    to two seconds of latency in the client's tests.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._closed = False

    def submit(self, player: Player, view: View, deadline_s: float) -> Pending:
        """Start ``player`` deciding on ``view``; answer within ``deadline_s`` seconds."""
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        with self._lock:
            if self._closed:
                raise RuntimeError("this BotWorker is closed")
        future: Future = Future()

        def decide() -> None:
            if not future.set_running_or_notify_cancel():
                return
            try:
                future.set_result(player.choose(view))
            except BaseException as e:  # a broken bot falls back to a safe action
                future.set_exception(e)
            finally:
                wake()   # the screen's loop may be asleep: the answer is news

        threading.Thread(target=decide, daemon=True, name="bot").start()
        return Pending(future, view, deadline_s)

    def close(self) -> None:
        """Stop taking work; a decision still running finishes in the background."""
        with self._lock:
            self._closed = True

    def __enter__(self) -> "BotWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
