"""The turn limit of a table, the LAN host's and the table server's alike.

A connected player who does not act within the limit is warned at three quarters of it,
then the computer plays that one turn for them (the seat stays theirs; the next turn has
the full time again). ``TurnClock`` only keeps the time: the table says when a person is
to act and what it tells them, and starts the computer's stand-in.
"""
from __future__ import annotations

from dataclasses import dataclass

WARN_AT = 0.75  # of the limit: the player is told the computer is about to play for them


@dataclass(frozen=True)
class TurnDue:
    """What a tick of the clock asks of the table: warn the player that the computer plays
    for them in ``warn_in`` seconds (None: no warning now), and/or ``stand_in``: the limit
    is up, the computer plays this turn."""

    warn_in: int | None = None
    stand_in: bool = False


class TurnClock:
    """How long the state the table is in has waited for its player."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Forget the turn (a new match): the next tick starts the clock."""
        self._state, self._since, self._warned = -1, 0.0, False

    def start(self, state_id: int, now: float) -> None:
        """The turn of state ``state_id`` starts now (its player just sat down)."""
        self._state, self._since, self._warned = state_id, now, False

    def tick(self, state_id: int, now: float, limit: float, person: bool) -> TurnDue | None:
        """Once a second. ``state_id``: the match's state now; ``limit``: seconds a turn may
        take (0: no limit); ``person``: a connected person is to act and nobody thinks for
        them. None when nothing is due."""
        if limit <= 0:
            return None
        if state_id != self._state:  # a new turn: its time starts now
            self.start(state_id, now)
            return None
        if not person:
            return None
        took = now - self._since
        warn_in = None
        if not self._warned and took >= WARN_AT * limit:
            self._warned = True
            warn_in = max(1, round(limit - took))
        stand_in = took >= limit
        if warn_in is None and not stand_in:
            return None
        return TurnDue(warn_in, stand_in)


__all__ = ["WARN_AT", "TurnClock", "TurnDue"]
