"""Computer players. ``make_player(level, seed)`` builds one by its level name.

Levels: ``random`` (any legal move), ``easy`` (a beginner), ``normal`` (rule-based with
card counting), ``hard`` (bidding by a tuned strength model, play by sampling and exact
search). Every player has ``choose(view) -> Action`` and ``hint(view) -> (Action, reason)``;
``game.ai.worker.BotWorker`` runs them off the main thread with a deadline.
"""
from __future__ import annotations

from game.rules import Action, View

from .easy import EasyPlayer
from .hard import HardPlayer
from .normal import NormalPlayer
from .player import Player, RandomPlayer

LEVELS: dict[str, type] = {"random": RandomPlayer, "easy": EasyPlayer, "normal": NormalPlayer,
                           "hard": HardPlayer}
STRONGEST = "hard"
# The levels offered to players as opponents. ``random`` (any legal move) is for tests and
# ``--sim``: it is no opponent, so the menus leave it out.
OFFERED: tuple[str, ...] = tuple(level for level in LEVELS if level != "random")


REPRODUCIBLE_SAMPLES = 24  # hard's sampled deals per decision when it must not use a clock


def make_player(level: str, seed: int | None = None, *, reproducible: bool = False) -> Player:
    """A computer player of ``level`` (one of ``LEVELS``).

    ``reproducible``: its choices depend only on ``seed`` and the view, never on the clock
    (``hard`` then searches a fixed number of sampled deals instead of a time budget).
    """
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"no computer level {level!r}; choose from {', '.join(LEVELS)}") from None
    if reproducible and cls is HardPlayer:
        return ByGame(HardPlayer(seed, samples=REPRODUCIBLE_SAMPLES), level, seed, reproducible)
    return ByGame(cls(seed), level, seed, reproducible)


class ByGame:
    """A computer player of one level for every game: the Euchre family's player (Hasenpfeffer
    is played by it too), and on a view of a game whose registry entry names other computer
    players (``Game.computer``: Napoleon's) that game's player of the same level, made when
    first needed."""

    def __init__(self, euchre: Player, level: str, seed: int | None, reproducible: bool) -> None:
        self.euchre = euchre
        self.level, self.seed, self.reproducible = level, seed, reproducible
        self.others: dict[str, Player] = {}

    def __getattr__(self, name: str):
        return getattr(self.__dict__["euchre"], name)

    def _for(self, view: View) -> Player:
        kind = view.options.game.computer
        if kind == "euchre":
            return self.euchre
        player = self.others.get(kind)
        if player is None:
            from .nap_players import NAPOLEON_LEVELS, HardNap
            cls = NAPOLEON_LEVELS[self.level]
            player = self.others[kind] = (
                HardNap(self.seed, samples=REPRODUCIBLE_SAMPLES) if self.reproducible
                and cls is HardNap else cls(self.seed))
        return player

    def choose(self, view: View) -> Action:
        return self._for(view).choose(view)

    def hint(self, view: View) -> tuple[Action, str]:
        return self._for(view).hint(view)


__all__ = ["EasyPlayer", "HardPlayer", "LEVELS", "NormalPlayer", "OFFERED", "Player", "RandomPlayer",
           "STRONGEST", "make_player", "ByGame"]
