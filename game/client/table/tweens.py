"""Tweens driven by dt: eased progress, card flights, and the queue of animation steps."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from game.rules.events import Event


def ease_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


Point = tuple[float, float]


def _point(p: "Point | Callable[[], Point]") -> Point:
    return p() if callable(p) else p


@dataclass(slots=True)
class Flight:
    """A card moving from ``start`` to ``end`` (centres); ``card`` None is a card back.
    ``flip`` turns it over half way (back to face); ``delay`` is a fraction of the step.
    A place may be given as a function, asked each frame (so a window turned upright while
    the card flies moves its path with the table)."""

    card: int | None
    start: Point | Callable[[], Point]
    end: Point | Callable[[], Point]
    width: int
    flip: bool = False
    delay: float = 0.0
    angle: float = 0.0

    def at(self, t: float) -> tuple[tuple[float, float], float, bool]:
        """Centre, horizontal squash (1 = flat) and whether the face shows, at step progress t."""
        span = max(1e-6, 1.0 - self.delay)
        k = ease_out((t - self.delay) / span) if t > self.delay else 0.0
        start, end = _point(self.start), _point(self.end)
        pos = (lerp(start[0], end[0], k), lerp(start[1], end[1], k))
        if not self.flip:
            return pos, 1.0, self.card is not None
        squash = abs(1 - 2 * k)
        return pos, max(0.05, squash), k >= 0.5


@dataclass(slots=True)
class Step:
    """One beat of animation: ``start`` runs when it begins, ``finish`` when it ends (or is
    skipped). ``wait`` steps end only when released (a scene the player must dismiss)."""

    duration: float = 0.0
    flights: list[Flight] = field(default_factory=list)
    start: Callable[[], None] | None = None
    finish: Callable[[], None] | None = None
    callout: tuple[int | None, str] | None = None   # (seat or None for the centre, words)
    event: Event | None = None   # a callout's event (what it says, in any language)
    stage: str | None = None
    wait: bool = False
    elapsed: float = 0.0
    released: bool = False

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class Timeline:
    """Steps played one after another; skipping ends every waiting-free step at once."""

    def __init__(self) -> None:
        self.queue: deque[Step] = deque()
        self.current: Step | None = None

    def add(self, step: Step) -> None:
        self.queue.append(step)

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def _begin(self) -> Step:
        step = self.queue.popleft()
        self.current = step
        if step.start:
            step.start()
        return step

    def _end(self) -> None:
        step = self.current
        self.current = None
        if step and step.finish:
            step.finish()

    def advance(self, dt: float) -> None:
        """Move time on; runs as many steps as fit in ``dt`` (zero-length ones all at once)."""
        for _ in range(1000):
            if self.current is None:
                if not self.queue:
                    return
                self._begin()
            step = self.current
            assert step is not None
            if step.wait:
                if not step.released:
                    return
                self._end()
                continue
            step.elapsed += dt
            if step.elapsed < step.duration:
                return
            dt = step.elapsed - step.duration
            self._end()

    def skip(self) -> None:
        """Finish the running animation and everything queued after it, up to a waiting step."""
        for _ in range(1000):
            if self.current is None:
                if not self.queue or self.queue[0].wait:
                    return
                self._begin()
            if self.current is not None and self.current.wait:
                return
            self._end()

    def release(self) -> None:
        if self.current is not None and self.current.wait:
            self.current.released = True
