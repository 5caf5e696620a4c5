"""News for the screen from other threads: whoever has some calls ``wake()``.

The client's loop sleeps while nothing on screen moves (``App.run``). A computer player that
has decided, a hint worked out, an update from the network: each calls ``wake()``, so the
loop takes it at once rather than at its next timer. The loop says what waking does
(``listen``); with nobody listening (tests, headless tools) ``wake`` does nothing. Standard
library only, so the rules' neighbours (the computer players, the network) may call it.
"""
from __future__ import annotations

import queue
from typing import Callable, TypeVar

_T = TypeVar("_T")
_listener: Callable[[], None] | None = None


def listen(listener: Callable[[], None] | None) -> None:
    """What ``wake()`` does from now on (None: nothing). It must be safe from any thread."""
    global _listener
    _listener = listener


def wake() -> None:
    """Tell the screen's loop there is news (from any thread; returns at once)."""
    listener = _listener
    if listener is not None:
        listener()


class Inbox(queue.SimpleQueue[_T]):
    """A queue of news for the screen: each ``put`` wakes the loop."""

    def put(self, item: _T, block: bool = True, timeout: float | None = None) -> None:
        super().put(item, block, timeout)
        wake()
