"""A table as data (JSON-able): its match as a save record, its seats with the newest link
of each seat key the server has seen, and the salt of its challenges. A table is saved so
that a restarted server, or another server process when its owner died, carries it on:
the players come back with their seat keys as after a dropped connection.
"""
from __future__ import annotations

import asyncio
import time
from typing import Any, Callable

from game.rules import Options
from game.rules.save import from_record, to_record
from game.umpire import computer_player

from ..seats import BOT, SeatPlan
from .limits import ServerLimits
from .peer import Peer
from .table import ServerTable

FORMAT = 1


def _plan(text: str) -> SeatPlan:
    kind, _, level = text.partition(":")
    return SeatPlan(kind, level or None)


def dump(t: ServerTable) -> dict[str, Any]:
    return {"format": FORMAT, "code": t.code, "machine": t.machine, "seeded": t.seeded,
            "plans": [str(p) for p in t.plans], "record": to_record(t.match),
            "started": t.started, "over": t.over_at is not None,
            "salt": t.seating.salt.hex(),
            "seats": [{"name": s.name, "link": s.link.hex() if s.link is not None else None,
                       "count": s.count, "filled": s.ever_filled, "removed": s.removed,
                       "handed": s.handed} for s in t.seats]}


def load(data: dict[str, Any], *, limits: ServerLimits, send: Callable[[Peer, dict[str, Any]], None],
         drop: Callable[[Peer, str], None], slots: asyncio.Semaphore,
         log: Any = None) -> ServerTable:
    """The table ``dump`` gave (``ValueError`` or ``KeyError`` if it is not one). Every
    person is away from it, as after a dropped connection: their seats wait the grace."""
    if data.get("format") != FORMAT:
        raise ValueError("not a table snapshot of this version")
    match = from_record(data["record"])
    plans = [_plan(p) for p in data["plans"]]
    t = ServerTable(data["code"], Options.from_dict(match.options.to_dict()), plans,
                    limits=limits, machine=data["machine"], send=send, drop=drop, slots=slots,
                    seed=0 if data["seeded"] else None, match=match, log=log)
    t.seating.salt = bytes.fromhex(data["salt"])
    t.started = bool(data["started"])
    now = time.monotonic()
    for s, d in zip(t.seats, data["seats"]):
        s.name = d["name"]
        s.link = bytes.fromhex(d["link"]) if d["link"] is not None else None
        s.count, s.ever_filled, s.removed = int(d["count"]), bool(d["filled"]), bool(d["removed"])
        if s.plan.kind != BOT and s.link is not None:
            s.away_since = now  # away until they come back with their key
            if d["handed"] or d["removed"]:  # the computer went on playing it
                s.handed = True
                t.umpire.computer_plays(s.index, computer_player(match, s.index, t.expire_to))
    if data["over"]:
        t.over_at = now
    t.dirty = False
    return t
