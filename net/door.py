"""Who may wait at the host's door: connections that hold no seat yet, per address.

A seated player's connection never counts: the door is for connections still saying who
they are (hello, the challenge, the join). At most ``per_address`` of them from one
address, and at most ``pool`` in all (the host's connection cap less one place per seat,
kept for the seated). When the pool is full, a newcomer takes the place of the one that
has least claim to it: from the busiest address first (one with more waiting than the
newcomer's), then one that has not said hello before one that has, then the one that has
waited longest. An honest joiner says hello at once and answers its challenge within a
moment; what sits at the door longest is what holds a place without using it.

An address whose connection was just closed to make room ``rests`` (``Connections``
keeps the time): it may come in while there is room but may not make room itself. So
addresses that each hold one place and reopen it when closed cannot chase each other,
and every newcomer with them, round the door: each place taken costs an address its rest,
so a joiner or a comeback, which needs its place for a moment only, keeps it.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

ADMIT, CROWDED, FULL = "admit", "crowded", "full"


@dataclass(frozen=True, slots=True)
class Waiting:
    """A connection at the door as the door sees it: its address, when it opened, and
    whether it has said a hello the host answered."""

    address: str
    opened: float
    hello: bool = False


@dataclass(frozen=True, slots=True)
class Verdict:
    """``what``: ADMIT (``evict``: the index in ``waiting`` of the connection that must make
    room, or None), CROWDED (this address has its share waiting) or FULL."""

    what: str
    evict: int | None = None


def at_the_door(waiting: Sequence[Waiting], address: str, pool: int, per_address: int,
                resting: bool = False) -> Verdict:
    """May a new connection from ``address`` wait, with ``waiting`` (the connections holding
    no seat) at the door now? ``resting``: the address had a connection closed to make room
    a moment ago, so it may not make room itself."""
    count = Counter(w.address for w in waiting)
    mine = count.get(address, 0)
    if mine >= per_address:
        return Verdict(CROWDED)
    if len(waiting) < pool:
        return Verdict(ADMIT)
    if resting or not waiting:
        return Verdict(FULL)
    i = min(range(len(waiting)), key=lambda k: (-count[waiting[k].address], waiting[k].hello,
                                                waiting[k].opened))
    if count[waiting[i].address] <= mine:
        return Verdict(FULL)  # nobody is busier than this address: it waits its turn
    return Verdict(ADMIT, i)
