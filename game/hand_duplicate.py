"""Duplicate deals one hand at a time: a quick, low-noise comparison of two players.

Each deal is played twice from a 0-0 score, with the sides swapped, and only that hand
counts (a redeal after all pass is part of the same deal). Because both players meet the
very same cards, every deal where they decide alike scores exactly 0, so a comparison of
two close versions of a player needs far fewer deals than whole matches do. It does not
see the score-dependent part of play; whole matches (``game.sim``) remain the measure.

Three-handed: A plays each of the three seats in turn against two B players, and a deal's
figure is A's points minus the mean of the other two players', averaged over the seats (the
same player in every seat scores exactly 0: the hand is zero-sum in those terms).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from game.ai import Player
from game.rules import Options, new_match
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


def _points(options: Options, seed: int, makers: tuple[Maker, Maker], a_side: int) -> float:
    """Points of side ``a_side`` (played by ``makers[0]``) on the deal of ``seed``, less the
    other side's (three-handed: less the mean of the other two players', who are both played
    by ``makers[1]``)."""
    m = new_match(options, seed)
    sides = options.sides
    players = seat_players(m, seed, (makers[0],) + (makers[1],) * (sides - 1), a_side)
    while True:
        seat = m.to_act
        assert seat is not None   # someone is to act until the match is over
        for e in m.apply(players[seat].choose(m.view(seat))):
            if e["type"] == "hand_over":
                awards = e["awards"]
                mine = awards[a_side]
                return mine - (sum(awards) - mine) / (sides - 1)


def play_deal(options: Options, seed: int, makers: tuple[Maker, Maker],
              against: Maker | None = None) -> float:
    """A's points minus B's for one deal, played with A on side 0 and then on side 1
    (three-handed: A in each seat in turn, B in the other two, A's points minus the mean of
    theirs).

    With ``against``: A and B each play the deal (both ways round) against that player,
    and the result is A's points minus B's, so it says which of the two does better
    against the same opponents.
    """
    a, b = makers
    sides = options.sides
    total = 0.0
    for a_side in range(sides):
        if against is None:
            total += _points(options, seed, (a, b), a_side)
        else:
            total += (_points(options, seed, (a, against), a_side)
                      - _points(options, seed, (b, against), a_side))
    return total / sides


def _one(job: tuple[Options, int, tuple[Maker, Maker], Maker | None]) -> float:
    return play_deal(*job)


def duplicate_hands(options: Options, n: int, seed: int, makers: tuple[Maker, Maker],
                    jobs: int = 1, against: Maker | None = None) -> HandDuplicate:
    """Play ``n`` deals (from ``seed``) each way round (``against``: see ``play_deal``);
    ``jobs`` > 1 uses that many processes (the makers must then pickle: module-level
    classes or ``functools.partial``)."""
    work = [(options, s, makers, against) for s in match_seeds(seed, n)]
    return HandDuplicate(tuple(run_jobs(_one, work, jobs)))
