"""Computer players. ``make_player(level, seed)`` builds one by its level name."""
from __future__ import annotations

from .player import Player, RandomPlayer

LEVELS: dict[str, type] = {"random": RandomPlayer}
STRONGEST = "random"


def make_player(level: str, seed: int | None = None) -> Player:
    """A computer player of ``level`` (one of ``LEVELS``)."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"no computer level {level!r}; choose from {', '.join(LEVELS)}") from None
    return cls(seed)


__all__ = ["LEVELS", "Player", "RandomPlayer", "STRONGEST", "make_player"]
