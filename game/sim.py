"""Headless simulation: whole matches between computer players, with summary figures."""
from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field

from game.ai import make_player
from game.rules import Match, Options


@dataclass
class SimStats:
    variant: str
    matches: int = 0
    hands: int = 0
    match_wins: list[int] = field(default_factory=lambda: [0, 0])
    points: list[int] = field(default_factory=lambda: [0, 0])
    euchres: int = 0
    marches: int = 0
    lone_hands: int = 0
    lone_made: int = 0
    redeals: int = 0

    def to_json(self) -> dict:
        h = max(self.hands, 1)
        return {
            "variant": self.variant, "matches": self.matches, "hands": self.hands,
            "match_wins": list(self.match_wins),
            "points_per_hand": [round(p / h, 4) for p in self.points],
            "euchre_rate": round(self.euchres / h, 4), "march_rate": round(self.marches / h, 4),
            "lone_hands": self.lone_hands, "lone_hands_made": self.lone_made,
            "redeals": self.redeals,
        }

    def summary(self) -> str:
        j = self.to_json()
        return "\n".join([
            f"{self.matches} {self.variant} matches, {self.hands} hands "
            f"({self.redeals} thrown in and redealt)",
            f"match wins: side 0 {self.match_wins[0]}, side 1 {self.match_wins[1]}",
            f"points per hand: side 0 {j['points_per_hand'][0]:.3f}, "
            f"side 1 {j['points_per_hand'][1]:.3f}",
            f"euchres {j['euchre_rate']:.1%} of hands, marches {j['march_rate']:.1%}",
            f"lone hands {self.lone_hands} ({self.lone_made} made)",
        ])


def match_seeds(seed: int, n: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(n)]


def play_match(options: Options, seed: int, levels: tuple[str, str], stats: SimStats) -> Match:
    """Play one match; side s is played by ``levels[s]``; add its figures to ``stats``."""
    m = Match(options, seed)
    prng = random.Random(seed ^ 0x5EED)
    players = [make_player(levels[s % 2], prng.getrandbits(63)) for s in range(m.n)]
    while not m.over:
        seat = m.to_act
        events = m.apply(players[seat].choose(m.view(seat)))
        for e in events:
            t = e["type"]
            if t == "hand_over":
                stats.hands += 1
                stats.points[e["side"]] += e["points"]
                stats.euchres += e["result"] == "euchred"
                stats.marches += e["result"] == "march"
                if e["alone"]:
                    stats.lone_hands += 1
                    stats.lone_made += e["result"] != "euchred"
            elif t == "all_passed":
                stats.redeals += 1
    stats.matches += 1
    stats.match_wins[m.winner] += 1
    return m


class Progress:
    """A progress bar on stderr, redrawn at most ten times a second."""

    def __init__(self, total: int, stream=sys.stderr) -> None:
        self.total, self.stream, self.last = total, stream, 0.0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and now - self.last < 0.1:
            return
        self.last = now
        width = 30
        filled = width * done // max(self.total, 1)
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total}")
        if done >= self.total:
            self.stream.write("\n")
        self.stream.flush()


def simulate(options: Options, n: int, seed: int, levels: tuple[str, str],
             progress: Progress | None = None) -> SimStats:
    stats = SimStats(options.variant)
    for i, s in enumerate(match_seeds(seed, n)):
        play_match(options, s, levels, stats)
        if progress:
            progress.update(i + 1)
    return stats
