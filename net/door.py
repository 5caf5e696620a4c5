"""Who may wait at the host's door: connections that hold no seat yet, per address.

A seated player's connection never counts: the door is for connections still saying who
they are (hello, the challenge, the join). At most ``per_address`` of them from one
address, and at most ``pool`` in all (the host's connection cap less one place per seat,
kept for the seated). When the pool is full, a newcomer from an address that holds fewer
of the waiting connections than the busiest one takes the place of the busiest address's
oldest: so one machine, even with several addresses, cannot keep out a player from
another one, and a player coming back to a seat always gets to say so.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

ADMIT, CROWDED, FULL = "admit", "crowded", "full"


@dataclass(frozen=True, slots=True)
class Verdict:
    """``what``: ADMIT (``evict``: an address whose oldest waiting connection must make
    room, or None), CROWDED (this address has its share waiting) or FULL."""

    what: str
    evict: str | None = None


def at_the_door(waiting: Counter, address: str, pool: int, per_address: int) -> Verdict:
    """May a new connection from ``address`` wait, with ``waiting`` (address -> count of
    connections holding no seat) at the door now?"""
    mine = waiting.get(address, 0)
    if mine >= per_address:
        return Verdict(CROWDED)
    if sum(waiting.values()) < pool:
        return Verdict(ADMIT)
    busiest, most = max(waiting.items(), key=lambda item: item[1], default=(None, 0))
    if busiest is not None and most > mine:
        return Verdict(ADMIT, busiest)
    return Verdict(FULL)
