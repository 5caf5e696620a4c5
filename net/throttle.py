"""Wrong room codes and seat keys, slowed per address: a token bucket for each one.

Each address may have ``burst`` wrong answers judged at once, then earns one more every
``every`` seconds: at most ``burst + 60 / every`` in any minute (5 + 5 by default). An
address with nothing to answer for is forgotten, so the table of addresses stays small.
The clock is given, so tests move time by hand.
"""
from __future__ import annotations

import time
from typing import Callable

MAX_ADDRESSES = 4096  # addresses remembered at once; the fullest buckets go first


class GuessThrottle:
    def __init__(self, burst: int = 5, every: float = 12.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.burst, self.every, self.clock = burst, every, clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, at)

    def _tokens(self, address: str, now: float) -> float:
        tokens, at = self._buckets.get(address, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - at) / self.every)

    def allowed(self, address: str) -> bool:
        """True if a guess from ``address`` may be judged now."""
        return self._tokens(address, self.clock()) >= 1.0

    def wait(self, address: str) -> float:
        """Seconds until ``address`` may be judged again (0 if it may now)."""
        return max(0.0, (1.0 - self._tokens(address, self.clock())) * self.every)

    def charge(self, address: str) -> None:
        """A wrong guess from ``address`` was judged."""
        now = self.clock()
        self._buckets[address] = (self._tokens(address, now) - 1.0, now)
        if len(self._buckets) > MAX_ADDRESSES:
            self.forget_full()

    def forget_full(self) -> None:
        """Drop the addresses whose bucket has filled up again (they owe nothing)."""
        now = self.clock()
        self._buckets = {a: b for a, b in self._buckets.items()
                         if self._tokens(a, now) < self.burst}
        while len(self._buckets) > MAX_ADDRESSES:  # more debtors than kept: the least first
            del self._buckets[max(self._buckets, key=lambda a: self._tokens(a, now))]
