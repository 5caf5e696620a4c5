"""Decision time of each computer level: p50 / p95 / max, per variant, on one core; and the
speed of `hard`'s search: sampled deals solved per second.

Plays matches with the level in every seat and times each decision (bids and cards).
``--json`` prints one object keyed by "<variant>/<level>" with p50_ms, p95_ms, max_ms
(and the same for card play alone, play_p95_ms, where the search spends its time).

Solver speed ("<variant>/solver" in ``--json``): card-play and bidding positions are taken
from matches of `normal` players (the same positions on every run), and the work `hard`
does per sampled deal is timed on them: for a card, guessing the hidden hands and solving
the deal for every legal card (``search.search_card``); for a bid, dealing the unseen cards
and solving the bid and the pass (``appraisal.appraise``). Each figure is the median of
``--repeats`` runs over the same positions and seeds (so the same work each time):
play_deals_per_s and bid_deals_per_s.

    python bench/ai.py                     # all levels, every variant, and solver speed
    python bench/ai.py --levels hard --decisions 300 --json
    python bench/ai.py --variants napoleon,napoleon-3 --positions 0   # Napoleon's levels
    python bench/ai.py --variants napoleon,napoleon-3 --positions 0 --deck 52   # full pack
    python bench/ai.py --levels none       # solver speed only
    python bench/ai.py --levels none --count four-handed   # a fixed amount of solver work,
                                           # to count instructions (see bench/engine_count.py)
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai import LEVELS, make_player  # noqa: E402
from game.ai.appraisal import appraise  # noqa: E402
from game.ai.bidding import strength  # noqa: E402
from game.ai.knowledge import Knowledge, knowledge  # noqa: E402
from game.ai.search import search_card  # noqa: E402
from game.rules import Match, Options, View, new_match  # noqa: E402
from game.rules.match import PLAY, ROUND1, ROUND2  # noqa: E402
from game.sim import percentile  # noqa: E402

Bid = tuple[View, int]  # a bidding position and the suit appraised


def measure(variant: str, level: str, decisions: int, seed: int, deck: int | None = None
            ) -> dict:
    times: list[float] = []
    play_times: list[float] = []
    s = seed
    while len(times) < decisions:
        m = new_match(Options(variant=variant, deck=deck), seed=s)
        players = [make_player(level, s * 10 + i) for i in range(m.n)]
        s += 1
        while not m.over and len(times) < decisions:
            seat = m.to_act
            view = m.view(seat)
            t0 = time.perf_counter()
            action = players[seat].choose(view)
            ms = (time.perf_counter() - t0) * 1000.0
            times.append(ms)
            if view.phase == "play":
                play_times.append(ms)
            m.apply(action)
    return {"p50_ms": round(percentile(times, 0.5), 3), "p95_ms": round(percentile(times, 0.95), 3),
            "max_ms": round(max(times), 3), "decisions": len(times),
            "play_p50_ms": round(percentile(play_times, 0.5), 3),
            "play_p95_ms": round(percentile(play_times, 0.95), 3)}


def positions(variant: str, count: int, seed: int) -> tuple[list[View], list[Bid]]:
    """Up to ``count`` card-play decisions (with a choice of cards) and ``count`` bids, from
    matches of `normal` players (every bid has the suit on offer or the hand's best suit)."""
    plays: list[View] = []
    bids: list[Bid] = []
    s = seed
    while len(plays) < count or len(bids) < count:
        m = Match(Options(variant=variant), seed=s)
        players = [make_player("normal", s * 10 + i) for i in range(m.n)]
        s += 1
        while not m.over:
            seat = m.to_act
            view = m.view(seat)
            if view.phase == PLAY and len(view.legal) > 1 and len(plays) < count:
                plays.append(view)
            elif view.phase in (ROUND1, ROUND2) and len(bids) < count:
                if view.phase == ROUND1:
                    suit = view.proposed_suit
                else:
                    names = sorted({a.suit for a in view.legal if a.kind == "name"})
                    suit = max(names, key=lambda x: strength(list(view.hand), x,
                                                             view.players == 2))
                bids.append((view, suit))
            m.apply(players[seat].choose(view))
    return plays, bids


def play_work(plays: list[View], ks: list[Knowledge], samples: int) -> int:
    """`hard`'s card search on every position with ``samples`` sampled deals; deals solved."""
    done = 0
    for i, (view, k) in enumerate(zip(plays, ks)):
        res = search_card(view, k, random.Random(i), samples=samples, budget_s=0.0,
                          max_samples=samples)
        done += res.samples
    return done


def bid_work(bids: list[Bid], samples: int) -> int:
    """`hard`'s bid appraisal (the bid and the pass) on every position; deals solved."""
    done = 0
    for i, (view, suit) in enumerate(bids):
        done += appraise(view, suit, False, random.Random(i), samples=samples, budget_s=0.0,
                         max_samples=samples).samples
    return done


def solver_speed(variant: str, count: int, samples: int, repeats: int, seed: int) -> dict:
    """Sampled deals solved per second (medians of ``repeats`` runs of the same work)."""
    plays, bids = positions(variant, count, seed)
    ks = [knowledge(v) for v in plays]
    play_rates, bid_rates = [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        n = play_work(plays, ks, samples)
        play_rates.append(n / (time.perf_counter() - t0))
        t0 = time.perf_counter()
        n = bid_work(bids, samples)
        bid_rates.append(n / (time.perf_counter() - t0))
    return {"play_deals_per_s": round(statistics.median(play_rates), 1),
            "bid_deals_per_s": round(statistics.median(bid_rates), 1),
            "play_positions": len(plays), "bid_positions": len(bids),
            "samples": samples, "repeats": repeats}


def main() -> None:
    p = argparse.ArgumentParser(description="Decision time of the computer levels.")
    p.add_argument("--levels", default="easy,normal,hard", help="or 'none'")
    p.add_argument("--variants", default="two-handed,three-handed,four-handed")
    p.add_argument("--decisions", type=int, default=400, help="decisions timed per level")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--deck", type=int, help="the deck of the timed matches (default: the game's)")
    p.add_argument("--positions", type=int, default=60,
                   help="solver speed: card-play and bidding positions per variant (0: skip)")
    p.add_argument("--samples", type=int, default=8, help="solver speed: deals per position")
    p.add_argument("--repeats", type=int, default=5, help="solver speed: runs, median taken")
    p.add_argument("--count", metavar="VARIANT",
                   help="only do the solver work once for VARIANT, untimed (for callgrind)")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    if a.count:
        plays, bids = positions(a.count, a.positions, a.seed)
        if a.samples:
            play_work(plays, [knowledge(v) for v in plays], a.samples)
            bid_work(bids, a.samples)
        return
    levels = [] if a.levels == "none" else a.levels.split(",")
    out = {}
    for variant in a.variants.split(","):
        for level in levels:
            if level not in LEVELS:
                p.error(f"no level {level!r}")
            out[f"{variant}/{level}"] = r = measure(variant, level, a.decisions, a.seed, a.deck)
            if not a.json:
                print(f"{variant:12} {level:7} p50 {r['p50_ms']:7.2f} ms   p95 {r['p95_ms']:7.2f} ms"
                      f"   max {r['max_ms']:7.2f} ms   (cards only: p50 {r['play_p50_ms']:.2f}, "
                      f"p95 {r['play_p95_ms']:.2f}; {r['decisions']} decisions)")
        if a.positions > 0 and Options(variant=variant).game.match == "euchre":
            out[f"{variant}/solver"] = r = solver_speed(variant, a.positions, a.samples,
                                                        a.repeats, a.seed)
            if not a.json:
                print(f"{variant:12} solver  cards {r['play_deals_per_s']:7.0f} deals/s   "
                      f"bids {r['bid_deals_per_s']:7.0f} deals/s   ({r['play_positions']} + "
                      f"{r['bid_positions']} positions x {r['samples']} deals, median of "
                      f"{r['repeats']} runs)")
    if a.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
