"""Who plays each seat of a hosted table: the SPEC text ``remote,bot`` and its parsed form.

A SPEC lists one entry per seat, seat 0 first, separated by commas:

- ``remote``: a person joining over the LAN;
- ``local``: a person at the host's own screen (not in headless mode);
- ``bot`` or ``bot:LEVEL``: a computer player on the host (``bot`` is the strongest level).

A game takes one entry per seat (``Game.players``), by default its ``Game.lan_seats``:
two-handed ``remote,bot``; three-handed ``remote,bot,bot`` (each player for themselves);
four-handed ``remote,bot,remote,bot`` (seats 0 and 2 are partners).
"""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from game.rules import Game
from game.rules.games import games_for
from game.umpire import seat_number

__all__ = ["BOT", "LOCAL", "REMOTE", "SeatPlan", "default_spec", "parse_seats", "seat_number",
           "unique_name"]

REMOTE, LOCAL, BOT = "remote", "local", "bot"


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """How one seat is played: ``kind`` remote/local/bot, and the level of a bot."""

    kind: str
    level: str | None = None

    def __str__(self) -> str:
        return f"bot:{self.level}" if self.kind == BOT else self.kind


def default_spec(game: Game | int) -> str:
    """A headless host's seats by default for a game (the registry's ``Game.lan_seats``);
    given a number of seats, for the first game with that many (none: every seat remote)."""
    if isinstance(game, Game):
        return ",".join(game.lan_seats)
    g = next(games_for(game), None)
    return ",".join(g.lan_seats if g is not None else (REMOTE,) * game)


def parse_seats(spec: str, players: int, levels: Collection[str],
                strongest: str, allow_local: bool = True) -> tuple[SeatPlan, ...]:
    """The plan of each seat from a SPEC; ``ValueError`` with a sentence if it is wrong."""
    parts = [p.strip().lower() for p in spec.split(",")]
    if len(parts) != players:
        raise ValueError(f"the seat spec {spec!r} names {len(parts)} seats but this variant "
                         f"has {players} (e.g. {default_spec(players)})")
    plans = []
    for p in parts:
        if p == REMOTE:
            plans.append(SeatPlan(REMOTE))
        elif p == LOCAL:
            if not allow_local:
                raise ValueError("a headless host has no screen, so no seat can be 'local'; "
                                 "use remote or bot")
            plans.append(SeatPlan(LOCAL))
        elif p == BOT or p.startswith(BOT + ":"):
            level = p.partition(":")[2] or strongest
            if level not in levels:
                raise ValueError(f"no computer level {level!r}; choose from {', '.join(levels)}")
            plans.append(SeatPlan(BOT, level))
        else:
            raise ValueError(f"unknown seat {p!r} in the seat spec: use remote, local, bot "
                             "or bot:LEVEL")
    return tuple(plans)


def unique_name(name: str, taken: list[str], limit: int) -> str:
    """``name``, or ``name 2``, ``name 3``... if another seat already has it (any case), so
    two players who kept the default name can still be told apart; at most ``limit`` long."""
    used = {t.casefold() for t in taken}
    if name.casefold() not in used:
        return name
    n = 2
    while True:
        tail = f" {n}"
        candidate = name[:limit - len(tail)] + tail
        if candidate.casefold() not in used:
            return candidate
        n += 1
