"""Duplicate deals one hand at a time: a quick, low-noise comparison of two players.

Each deal is played twice from a 0-0 score, with the sides swapped, and only that hand
counts (a redeal after all pass is part of the same deal). Because both players meet the
very same cards, every deal where they decide alike scores exactly 0, so a comparison of
two close versions of a player needs far fewer deals than whole matches do. It does not
see the score-dependent part of play; whole matches (``game.sim``) remain the measure.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from game.ai import Player
from game.rules import Match, Options
from game.sim import match_seeds, run_jobs, seat_players

Maker = Callable[[int], Player]


@dataclass(frozen=True, slots=True)
class HandDuplicate:
    """Per deal: A's points minus B's, over the two plays of that deal (halved)."""

    diffs: tuple[float, ...]

    @property
    def mean(self) -> float:
        return sum(self.diffs) / max(len(self.diffs), 1)

    def ci95(self) -> tuple[float, float] | None:
        n = len(self.diffs)
        if n < 2:
            return None
        m = self.mean
        sd = math.sqrt(sum((x - m) ** 2 for x in self.diffs) / (n - 1))
        return (m - 1.96 * sd / math.sqrt(n), m + 1.96 * sd / math.sqrt(n))

    @property
    def differing(self) -> int:
        """Deals on which the two players scored differently."""
        return sum(1 for x in self.diffs if x)


def play_deal(options: Options, seed: int, makers: tuple[Maker, Maker]) -> float:
    """A's points minus B's for one deal, played with A on side 0 and then on side 1."""
    total = 0
    for a_side in (0, 1):
        m = Match(options, seed)
        players = seat_players(m, seed, makers, a_side)
        scored = None
        while scored is None:
            seat = m.to_act
            for e in m.apply(players[seat].choose(m.view(seat))):
                if e["type"] == "hand_over":
                    scored = e
        total += scored["points"] if scored["side"] == a_side else -scored["points"]
    return total / 2


def _one(job: tuple[Options, int, tuple[Maker, Maker]]) -> float:
    return play_deal(*job)


def duplicate_hands(options: Options, n: int, seed: int, makers: tuple[Maker, Maker],
                    jobs: int = 1) -> HandDuplicate:
    """Play ``n`` deals (from ``seed``) each way round; ``jobs`` > 1 uses that many
    processes (the makers must then pickle: module-level classes or ``functools.partial``)."""
    work = [(options, s, makers) for s in match_seeds(seed, n)]
    return HandDuplicate(tuple(run_jobs(_one, work, jobs)))
