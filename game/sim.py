"""Headless simulation: whole matches between computer players, with summary figures.

Figures are kept per side: two sides in two- and four-handed euchre, and in three-handed
euchre one per player (each scores for himself). ``levels`` / ``makers`` give one player
per side: side 0 first (three-handed: seat 0, 1, 2).
"""
from __future__ import annotations

import functools
import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

from game.ai import Player, make_player
from game.rules import MatchLike, Options, new_match


def _zeros(variant: str) -> list[int]:
    return [0] * Options(variant=variant).sides


@dataclass
class SimStats:
    """Figures of whole matches. ``match_wins`` and ``points`` have one entry per side (per
    player in three-handed)."""

    variant: str
    matches: int = 0
    hands: int = 0
    match_wins: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    euchres: int = 0
    marches: int = 0
    lone_hands: int = 0
    lone_made: int = 0
    lone_marches: int = 0
    redeals: int = 0
    no_ace_no_face_redeals: int = 0
    lone_defences: int = 0
    lone_defences_won: int = 0
    calls_for_best: int = 0   # Railroad: a lone player called for his partner's best card
    # Hasenpfeffer's auction (RULES §8.2): bids made and failed by their size (index 1..6),
    # the Joker holder's forced bids of three, the hands thrown in (nobody bid, the Joker
    # in the widow).
    bids_made: list[int] = field(default_factory=lambda: [0] * 7)
    bids_failed: list[int] = field(default_factory=lambda: [0] * 7)
    forced_bids: int = 0
    thrown_in: int = 0
    # Napoleon: by bid ("two", "nap"...), how many were made and how many failed
    nap_bids_made: dict[str, int] = field(default_factory=dict)
    nap_bids_failed: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.match_wins:
            self.match_wins = _zeros(self.variant)
        if not self.points:
            self.points = _zeros(self.variant)

    @property
    def sides(self) -> int:
        return len(self.points)

    def to_json(self) -> dict:
        h = max(self.hands, 1)
        return {
            "variant": self.variant, "matches": self.matches, "hands": self.hands,
            "match_wins": list(self.match_wins),
            "points_per_hand": [round(p / h, 4) for p in self.points],
            "euchre_rate": round(self.euchres / h, 4), "march_rate": round(self.marches / h, 4),
            "lone_hands": self.lone_hands, "lone_hands_made": self.lone_made,
            "lone_hands_marched": self.lone_marches,
            "lone_hand_rate": round(self.lone_hands / h, 4),
            "lone_hand_success": round(self.lone_made / max(self.lone_hands, 1), 4),
            "lone_hand_march_share": round(self.lone_marches / max(self.lone_hands, 1), 4),
            "redeals": self.redeals, "no_ace_no_face_redeals": self.no_ace_no_face_redeals,
            "lone_defences": self.lone_defences, "lone_defences_won": self.lone_defences_won,
            "calls_for_best": self.calls_for_best,
            "bids_made_by_size": {str(n): self.bids_made[n] for n in range(1, 7)},
            "bids_failed_by_size": {str(n): self.bids_failed[n] for n in range(1, 7)},
            "forced_joker_bids": self.forced_bids, "thrown_in": self.thrown_in,
        } | (self._nap_bid_counts() if self.nap_bids_made or self.nap_bids_failed else {})

    def _nap_bid_counts(self) -> dict:
        """Napoleon's figures: bids made and failed by size, Nap and misère, thrown in."""
        from game.rules.napoleon import BIDS
        made = {b: self.nap_bids_made.get(b, 0) for b in BIDS}
        failed = {b: self.nap_bids_failed.get(b, 0) for b in BIDS}
        return {"bids_made": made, "bids_failed": failed,
                "naps": made["nap"] + failed["nap"], "naps_made": made["nap"],
                "miseres": made["misere"] + failed["misere"], "miseres_made": made["misere"],
                "thrown_in": self.redeals}

    def summary(self) -> str:
        j = self.to_json()
        who = "player" if self.sides == 3 else "side"
        lines = [
            f"{self.matches} {self.variant} matches, {self.hands} hands "
            f"({self.redeals} thrown in and redealt"
            + (f", {self.no_ace_no_face_redeals} redealt for no ace, no face)"
               if self.no_ace_no_face_redeals else ")"),
            "match wins: " + ", ".join(f"{who} {s} {w}" for s, w in enumerate(self.match_wins)),
            "points per hand: " + ", ".join(f"{who} {s} {p:.3f}"
                                            for s, p in enumerate(j["points_per_hand"])),
            f"euchres {j['euchre_rate']:.1%} of hands, marches {j['march_rate']:.1%}",
        ]
        if self.sides == 2:
            lines.append(f"lone hands {self.lone_hands} ({j['lone_hand_rate']:.1%} of hands; "
                         f"{self.lone_made} made, {self.lone_marches} of them all five tricks)")
        if self.lone_defences:
            lines.append(f"lone defences {self.lone_defences} ({self.lone_defences_won} euchred "
                         "the lone hand)")
        if self.calls_for_best:
            lines.append(f"calls for partner's best {self.calls_for_best}")
        if any(self.bids_made) or any(self.bids_failed) or self.thrown_in:
            lines.append("bids made/failed by size: " + ", ".join(
                f"{n}: {self.bids_made[n]}/{self.bids_failed[n]}" for n in range(1, 7))
                + f"; forced Joker bids {self.forced_bids}, thrown in {self.thrown_in}")
        if "bids_made" in j:
            lines.append("bids made/failed: " + ", ".join(
                f"{b} {j['bids_made'][b]}/{j['bids_failed'][b]}" for b in j["bids_made"]
                if j["bids_made"][b] or j["bids_failed"][b]))
        return "\n".join(lines)


def seat_players(match: MatchLike, seed: int, makers: tuple[Callable[[int], Player], ...],
                 a_side: int = 0) -> list[Player]:
    """One player per seat: side ``a_side`` built by ``makers[0]``, the next side by
    ``makers[1]``... (two sides: ``makers[1]`` plays the other; three-handed: ``makers[i]``
    sits at seat ``(a_side + i) % 3``). Each seat's seed comes from ``seed`` by seat only,
    so rotating the players gives every seat the same seed."""
    prng = random.Random(seed ^ 0x5EED)
    sides = match.sides
    return [makers[(match.side_of(s) - a_side) % sides](prng.getrandbits(63))
            for s in range(match.n)]


def match_seeds(seed: int, n: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(n)]


def play_match(options: Options, seed: int, levels: tuple[str, ...], stats: SimStats,
               timings: list[float] | None = None,
               makers: tuple[Callable[[int], Player], ...] | None = None
               ) -> MatchLike:
    """Play one match; side s (three-handed: seat s) is played by ``levels[s]``; add its
    figures to ``stats``.

    ``timings``, when given, receives each decision's thinking time in milliseconds.
    ``makers``, when given, build each side's players from a seed instead of the levels
    (for tuning a player against another).
    """
    m = new_match(options, seed)
    if makers is None:  # plain simulations must give the same figures for the same seed
        makers = tuple(functools.partial(make_player, level, reproducible=timings is None)
                       for level in levels)
    players = seat_players(m, seed, makers)
    while not m.over:
        seat = m.to_act
        assert seat is not None   # someone is to act until the match is over
        view = m.view(seat)
        if timings is None:
            action = players[seat].choose(view)
        else:
            t0 = time.perf_counter()
            action = players[seat].choose(view)
            timings.append((time.perf_counter() - t0) * 1000.0)
        events = m.apply(action)
        for e in events:
            if e["type"] == "hand_over":
                stats.hands += 1
                for side, points in enumerate(e["awards"]):
                    stats.points[side] += points
                stats.euchres += e["result"] == "euchred"
                stats.marches += e["result"] == "march"
                if e["alone"]:
                    stats.lone_hands += 1
                    stats.lone_made += e["result"] != "euchred"
                    stats.lone_marches += e["result"] == "march"
                if e["lone_defender"] is not None:
                    stats.lone_defences += 1
                    stats.lone_defences_won += e["result"] == "euchred"
            elif e["type"] == "all_passed":
                stats.redeals += 1
            elif e["type"] == "redeal":
                stats.no_ace_no_face_redeals += 1
            elif e["type"] == "call_best":
                stats.calls_for_best += 1
            elif e["type"] == "widow":
                (stats.bids_made if e["made"] else stats.bids_failed)[e["bid"]] += 1
                stats.forced_bids += e["forced"]
            elif e["type"] == "thrown_in":
                stats.thrown_in += 1
            elif e["type"] == "settlement":   # Napoleon: the bidder settled with each
                stats.hands += 1
                for seat, points in enumerate(e["payments"]):
                    stats.points[seat] += points
                counts = stats.nap_bids_made if e["made"] else stats.nap_bids_failed
                counts[e["bid"]] = counts.get(e["bid"], 0) + 1
                stats.euchres += not e["made"]
    stats.matches += 1
    assert m.winners  # the match is over (equal totals share the win: each counts one)
    for w in m.winners:
        stats.match_wins[w] += 1
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
    for side in range(total.sides):
        total.match_wins[side] += part.match_wins[side]
        total.points[side] += part.points[side]
    total.euchres += part.euchres
    total.marches += part.marches
    total.lone_hands += part.lone_hands
    total.lone_made += part.lone_made
    total.lone_marches += part.lone_marches
    total.redeals += part.redeals
    total.no_ace_no_face_redeals += part.no_ace_no_face_redeals
    total.lone_defences += part.lone_defences
    total.lone_defences_won += part.lone_defences_won
    total.calls_for_best += part.calls_for_best
    for n in range(7):
        total.bids_made[n] += part.bids_made[n]
        total.bids_failed[n] += part.bids_failed[n]
    total.forced_bids += part.forced_bids
    total.thrown_in += part.thrown_in
    for mine, theirs in ((total.nap_bids_made, part.nap_bids_made),
                         (total.nap_bids_failed, part.nap_bids_failed)):
        for b, k in theirs.items():
            mine[b] = mine.get(b, 0) + k


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


def simulate(options: Options, n: int, seed: int, levels: tuple[str, ...],
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
    """Figures of duplicate play: every deal sequence played once per side with the players
    rotated (two sides: swapped; three-handed: each player in each seat), so every player
    meets every seat's cards.

    Everything is counted for the players, not the seats: index 0 is player A
    (``levels[0]``), index 1 player B (and index 2 player C in three-handed), wherever each
    sat in a given match. The difference is A's points per hand minus B's; in three-handed
    minus the mean of B's and C's.
    """

    variant: str
    levels: tuple[str, ...]
    inner: SimStats = field(init=False)
    pair_diffs: list[float] = field(default_factory=list)  # A - the others, per deal sequence
    pair_hands: list[int] = field(default_factory=list)
    timings: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.inner = SimStats(self.variant)

    def diff(self) -> float:
        return sum(self.pair_diffs) / max(sum(self.pair_hands), 1)

    def ci95(self) -> tuple[float, float] | None:
        """95% interval of the points-per-hand difference (deal sequences as units; ratio
        estimate)."""
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
        sides = len(self.levels)
        names = [f"{level} ({'ABC'[i]})" for i, level in enumerate(self.levels)]
        ci = j["points_per_hand_diff_ci95"]
        ci_text = f"[{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "(needs 2 or more deal sequences)"
        how = "with the sides swapped" if sides == 2 else "with the players in every seat"
        others = "B" if sides == 2 else "the mean of B and C"
        lone = (f", lone hands {self.inner.lone_hands} ({j['lone_hand_rate']:.1%} of hands, "
                f"{self.inner.lone_made} made)"
                if sides == 2 else "")
        return "\n".join([
            f"{self.inner.matches} {self.variant} matches on duplicate deals "
            f"({self.inner.matches // sides} deal sequences, each played {how}), "
            f"{self.inner.hands} hands",
            "match wins: " + ", ".join(f"{name} {w}" for name, w in
                                       zip(names, self.inner.match_wins))
            + f" ({j['match_win_rate']:.1%} for A)",
            "points per hand: " + ", ".join(f"{'ABC'[i]} {p:.3f}" for i, p in
                                            enumerate(j["points_per_hand"]))
            + f"; A - {others} {j['points_per_hand_diff']:+.3f}, 95% interval {ci_text}",
            f"euchres {j['euchre_rate']:.1%} of hands, marches {j['march_rate']:.1%}{lone}",
            f"decision time ms: p50 {j['decision_ms']['p50']:.2f}, "
            f"p95 {j['decision_ms']['p95']:.2f}, max {j['decision_ms']['max']:.2f}",
        ])


def _one_pair(job: tuple) -> tuple[list[SimStats], list[float]]:
    """One deal sequence played once per rotation: rotation r puts player p on side
    (p - r) % sides (two sides: A on side 0, then A on side 1); and the decision times in
    milliseconds."""
    options, seed, levels, makers = job
    sides = len(levels)
    timings: list[float] = []
    out = []
    for r in range(sides):
        st = SimStats(options.variant)
        play_match(options, seed, tuple(levels[(s + r) % sides] for s in range(sides)), st,
                   timings,
                   tuple(makers[(s + r) % sides] for s in range(sides)) if makers else None)
        out.append(st)
    return out, timings


def _for_players(st: SimStats, r: int) -> None:
    """Re-index a rotation's figures from sides to players: player p sat on side (p - r)."""
    sides = st.sides
    st.match_wins = [st.match_wins[(p - r) % sides] for p in range(sides)]
    st.points = [st.points[(p - r) % sides] for p in range(sides)]


def simulate_duplicate(options: Options, n: int, seed: int, levels: tuple[str, ...],
                       progress: Progress | None = None,
                       makers: tuple[Callable[[int], Player], ...] | None = None,
                       jobs: int = 1) -> DuplicateStats:
    """Play ``n`` deal sequences once per rotation of the players (same seed, so the same
    deals come in the same order) and count for the players: two sides: A on side 0, then A
    on side 1; three-handed: A, B, C in seats 0, 1, 2, then 2, 0, 1, then 1, 2, 0.

    ``levels`` (and ``makers``) have one entry per side: two, or three in three-handed.
    ``jobs`` > 1 plays the sequences in that many processes (``makers``, if given, must
    then pickle: module-level classes or ``functools.partial``, not lambdas).
    """
    if len(levels) != options.sides:
        raise ValueError(f"{options.variant} needs {options.sides} players, not {len(levels)}")
    dup = DuplicateStats(options.variant, tuple(levels))
    work = [(options, s, tuple(levels), makers) for s in match_seeds(seed, n)]
    for i, (rotations, timings) in enumerate(run_jobs(_one_pair, work, jobs)):
        diff, hands = 0.0, 0
        for r, st in enumerate(rotations):
            _for_players(st, r)
            add_stats(dup.inner, st)
            others = st.points[1:]
            diff += st.points[0] - sum(others) / len(others)
            hands += st.hands
        dup.timings.extend(timings)
        dup.pair_diffs.append(diff)
        dup.pair_hands.append(hands)
        if progress:
            progress.update(i + 1)
    return dup
