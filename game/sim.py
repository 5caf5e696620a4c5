"""Headless simulation: whole matches between computer players, with summary figures."""
from __future__ import annotations

import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

from game.ai import Player, make_player
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


def seat_players(match: Match, seed: int, makers: tuple[Callable[[int], Player], ...],
                 a_side: int = 0) -> list[Player]:
    """One player per seat, side ``a_side`` built by ``makers[0]``; each seat's seed comes
    from ``seed`` by seat only, so swapping the sides gives every seat the same seed."""
    prng = random.Random(seed ^ 0x5EED)
    return [makers[(s % 2) ^ a_side](prng.getrandbits(63)) for s in range(match.n)]


def match_seeds(seed: int, n: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(n)]


def play_match(options: Options, seed: int, levels: tuple[str, str], stats: SimStats,
               timings: list[float] | None = None,
               makers: tuple[Callable[[int], Player], Callable[[int], Player]] | None = None
               ) -> Match:
    """Play one match; side s is played by ``levels[s]``; add its figures to ``stats``.

    ``timings``, when given, receives each decision's thinking time in milliseconds.
    ``makers``, when given, build each side's players from a seed instead of the levels
    (for tuning a player against another).
    """
    m = Match(options, seed)
    if makers is None:  # plain simulations must give the same figures for the same seed
        makers = (lambda sd: make_player(levels[0], sd, reproducible=timings is None),
                  lambda sd: make_player(levels[1], sd, reproducible=timings is None))
    players = seat_players(m, seed, makers)
    while not m.over:
        seat = m.to_act
        view = m.view(seat)
        if timings is None:
            action = players[seat].choose(view)
        else:
            t0 = time.perf_counter()
            action = players[seat].choose(view)
            timings.append((time.perf_counter() - t0) * 1000.0)
        events = m.apply(action)
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
    assert m.winner is not None  # the match is over
    stats.match_wins[m.winner] += 1
    return m


class Progress:
    """A progress bar on stderr, redrawn at most ten times a second."""

    def __init__(self, total: int, stream=None) -> None:
        self.total, self.last = total, 0.0
        self.stream = stream if stream is not None else sys.stderr

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


def add_stats(total: SimStats, part: SimStats) -> None:
    """Add the figures of ``part`` into ``total``."""
    total.matches += part.matches
    total.hands += part.hands
    for side in (0, 1):
        total.match_wins[side] += part.match_wins[side]
        total.points[side] += part.points[side]
    total.euchres += part.euchres
    total.marches += part.marches
    total.lone_hands += part.lone_hands
    total.lone_made += part.lone_made
    total.redeals += part.redeals


def run_jobs(work: Callable, jobs: list, processes: int):
    """``work`` over ``jobs``, results in order, in this process or in ``processes``
    processes (``work`` and the jobs must then pickle)."""
    if processes <= 1:
        return map(work, jobs)
    import multiprocessing

    # Not "fork": a forked child inherits the locks of the parent's other threads (a window,
    # a LAN host) in whatever state they were and can wait on one forever.
    methods = multiprocessing.get_all_start_methods()
    pool = multiprocessing.get_context("forkserver" if "forkserver" in methods
                                       else "spawn").Pool(processes)

    def results():
        try:
            yield from pool.imap(work, jobs)
        finally:
            pool.terminate()
            pool.join()
    return results()


def _one_match(job: tuple) -> SimStats:
    options, seed, levels = job
    st = SimStats(options.variant)
    play_match(options, seed, levels, st)
    return st


def simulate(options: Options, n: int, seed: int, levels: tuple[str, str],
             progress: Progress | None = None, jobs: int = 1) -> SimStats:
    """Play ``n`` matches; ``jobs`` > 1 plays them in that many processes (same figures)."""
    stats = SimStats(options.variant)
    work = [(options, s, levels) for s in match_seeds(seed, n)]
    for i, st in enumerate(run_jobs(_one_match, work, jobs)):
        add_stats(stats, st)
        if progress:
            progress.update(i + 1)
    return stats


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by the nearest rank (0 when empty)."""
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, max(0, math.ceil(q * len(v)) - 1))]


@dataclass
class DuplicateStats:
    """Figures of duplicate play: every deal sequence played twice with the sides swapped.

    Everything is counted for the players, not the seats: index 0 is player A (``levels[0]``),
    index 1 player B, whichever side each sat on in a given match.
    """

    variant: str
    levels: tuple[str, str]
    inner: SimStats = field(init=False)
    pair_diffs: list[int] = field(default_factory=list)  # A's points - B's points, per pair
    pair_hands: list[int] = field(default_factory=list)
    timings: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.inner = SimStats(self.variant)

    def diff(self) -> float:
        return sum(self.pair_diffs) / max(sum(self.pair_hands), 1)

    def ci95(self) -> tuple[float, float] | None:
        """95% interval of the points-per-hand difference (pairs as units; ratio estimate)."""
        n = len(self.pair_diffs)
        if n < 2:
            return None
        r = self.diff()
        mean_h = sum(self.pair_hands) / n
        resid = [d - r * h for d, h in zip(self.pair_diffs, self.pair_hands)]
        var = sum(e * e for e in resid) / (n - 1)
        se = math.sqrt(var / n) / mean_h
        return (r - 1.96 * se, r + 1.96 * se)

    def to_json(self) -> dict:
        j = self.inner.to_json()
        ci = self.ci95()
        j.update({
            "duplicate": True, "players": list(self.levels),
            "match_win_rate": round(self.inner.match_wins[0] / max(self.inner.matches, 1), 4),
            "points_per_hand_diff": round(self.diff(), 4),
            "points_per_hand_diff_ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
            "decision_ms": {"p50": round(percentile(self.timings, 0.5), 3),
                            "p95": round(percentile(self.timings, 0.95), 3),
                            "max": round(max(self.timings, default=0.0), 3)},
        })
        return j

    def summary(self) -> str:
        j = self.to_json()
        a, b = self.levels
        ci = j["points_per_hand_diff_ci95"]
        ci_text = f"[{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "(needs 2 or more pairs)"
        return "\n".join([
            f"{self.inner.matches} {self.variant} matches on duplicate deals "
            f"({self.inner.matches // 2} deal sequences, each played with the sides swapped), "
            f"{self.inner.hands} hands",
            f"match wins: {a} (A) {self.inner.match_wins[0]}, {b} (B) {self.inner.match_wins[1]} "
            f"({j['match_win_rate']:.1%} for A)",
            f"points per hand: A {j['points_per_hand'][0]:.3f}, B {j['points_per_hand'][1]:.3f}; "
            f"A - B {j['points_per_hand_diff']:+.3f}, 95% interval {ci_text}",
            f"euchres {j['euchre_rate']:.1%} of hands, marches {j['march_rate']:.1%}, "
            f"lone hands {self.inner.lone_hands} ({self.inner.lone_made} made)",
            f"decision time ms: p50 {j['decision_ms']['p50']:.2f}, "
            f"p95 {j['decision_ms']['p95']:.2f}, max {j['decision_ms']['max']:.2f}",
        ])


def _one_pair(job: tuple) -> tuple[list[SimStats], list[float]]:
    """One deal sequence played twice: A on side 0, then A on side 1; and the decision
    times in milliseconds."""
    options, seed, levels, makers = job
    timings: list[float] = []
    out = []
    for flip in (False, True):
        st = SimStats(options.variant)
        play_match(options, seed, (levels[1], levels[0]) if flip else levels, st, timings,
                   ((makers[1], makers[0]) if flip else makers) if makers else None)
        out.append(st)
    return out, timings


def simulate_duplicate(options: Options, n: int, seed: int, levels: tuple[str, str],
                       progress: Progress | None = None,
                       makers: tuple[Callable[[int], Player], Callable[[int], Player]] | None = None,
                       jobs: int = 1) -> DuplicateStats:
    """Play ``n`` deal sequences twice each: A on side 0 then A on side 1 (same seed, so
    the same deals come in the same order), and count for A and B.

    ``jobs`` > 1 plays the sequences in that many processes (``makers``, if given, must
    then pickle: module-level classes or ``functools.partial``, not lambdas).
    """
    dup = DuplicateStats(options.variant, levels)
    work = [(options, s, levels, makers) for s in match_seeds(seed, n)]
    for i, (pair, timings) in enumerate(run_jobs(_one_pair, work, jobs)):
        diff, hands = 0, 0
        for a, st in enumerate(pair):  # a: the side A sat on
            if a:  # count for the players: index 0 is A
                st.match_wins.reverse()
                st.points.reverse()
            add_stats(dup.inner, st)
            diff += st.points[0] - st.points[1]
            hands += st.hands
        dup.timings.extend(timings)
        dup.pair_diffs.append(diff)
        dup.pair_hands.append(hands)
        if progress:
            progress.update(i + 1)
    return dup
