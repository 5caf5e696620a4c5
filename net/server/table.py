"""One table of the server: the table core (``net.table_core``) the LAN host runs, carried
over the server's WebSocket connections.

A ``ServerTable`` is what ``net.host.Host`` is for a LAN, without a loop, a socket or a
screen of its own: every table of the server runs on the server's one event loop, and the
computer players think on threads, awaited, never waited for, at most ``slots`` at once
across the server. Who may sit down is the LAN's seating (``net.seating``: the challenge,
the seat keys as hash chains, the throttle of wrong keys); the room code was judged already
by the server when the table was found (``TableServer``), so the seating asks no proof of
it. What is the server's own: the room code, the creator's machine (for its caps), and
when a table closes (finished, abandoned or idle).
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable, Sequence

from game.rules import MatchLike, Options
from game.rules.said import said

from ..seating import Seat, Seating
from ..seats import SeatPlan
from ..table_core import TableCore, TableTimes, table_match
from .limits import ServerLimits
from .peer import Peer


class ServerTable(TableCore):
    """The table of room ``code``: ``options``, one ``SeatPlan`` per seat, its creator's
    ``machine`` (for the tables-per-address cap). ``send(peer, msg)``, ``drop(peer,
    reason)``: the server's; ``slots``: how many computer decisions may be made at once
    across the server. A table nobody is connected to waits: its computers do not play
    the match on alone (``waits_for_people``)."""

    def __init__(self, code: str, options: Options, plans: Sequence[SeatPlan], *,
                 limits: ServerLimits, machine: str, send: Callable[[Peer, dict[str, Any]], None],
                 drop: Callable[[Peer, str], None], slots: asyncio.Semaphore,
                 seed: int | None = None, match: MatchLike | None = None,
                 log: Callable[[str], None] | None = None) -> None:
        from game.ai import STRONGEST

        self.code, self.machine, self.limits = code, machine, limits
        self.plans = tuple(plans)
        match = match if match is not None else table_match(options, seed)
        if len(self.plans) != match.n:
            raise ValueError(f"{len(self.plans)} seats for a {match.n}-player game")
        super().__init__(match, Seating(self.plans, room=None, limits=limits.for_table()),
                         times=TableTimes(limits.grace, limits.turn, limits.bot_deadline),
                         expire_to=STRONGEST, seeded=seed is not None, send=send, drop=drop,
                         slots=slots, waits_for_people=True,
                         log=(lambda text: log(f"table {code[:4]}…: {text}")) if log else None)
        self.closed = False

    def peers(self) -> list[Peer]:
        return self.conns()

    def challenge(self, peer: Peer, hello: dict[str, Any]) -> bool:
        """The table's challenge to a connection that found it (its hello said already)."""
        return self.hello(peer, hello)

    def left(self, c: Peer, reason: str) -> Seat | None:
        """A seated connection is gone: its seat waits for its person (``TableCore.left``)."""
        c.table = None
        return super().left(c, reason)

    def tick(self, now: float) -> str | None:
        """The grace, the turn limit and the table's own end; returns why the table is to
        close, or None. A finished table closes once everyone has gone, or after a while."""
        lim = self.limits
        if self.over_at is not None:
            if now - self.over_at > lim.after_over or not self.conns():
                return said("The match is over. Thanks for playing.")
            return None
        self.time_passes(now)
        if self.empty_since is not None and now - self.empty_since > lim.abandoned:
            return said("Nobody was at the table, so the server closed it.")
        if now - self.active_at > lim.idle:
            return said("Nobody played at this table for {count} minutes, so the server closed it.",
                        count=format(lim.idle / 60, "g"))
        return None

    def close(self) -> None:
        """Stop thinking; the server tells the peers and hangs up."""
        self.closed = True
        super().close()
