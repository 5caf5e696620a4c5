"""Decision time of each computer level: p50 / p95 / max, per variant, on one core.

Plays matches with the level in every seat and times each decision (bids and cards).
``--json`` prints one object keyed by "<variant>/<level>" with p50_ms, p95_ms, max_ms
(and the same for card play alone, play_p95_ms, where the search spends its time).

    python bench/ai.py                     # all levels, every variant
    python bench/ai.py --levels hard --decisions 300 --json
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai import LEVELS, make_player  # noqa: E402
from game.rules import Match, Options  # noqa: E402
from game.sim import percentile  # noqa: E402


def measure(variant: str, level: str, decisions: int, seed: int) -> dict:
    times: list[float] = []
    play_times: list[float] = []
    s = seed
    while len(times) < decisions:
        m = Match(Options(variant=variant), seed=s)
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


def main() -> None:
    p = argparse.ArgumentParser(description="Decision time of the computer levels.")
    p.add_argument("--levels", default="easy,normal,hard")
    p.add_argument("--variants", default="two-handed,three-handed,four-handed")
    p.add_argument("--decisions", type=int, default=400, help="decisions timed per level")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    out = {}
    for variant in a.variants.split(","):
        for level in a.levels.split(","):
            if level not in LEVELS:
                p.error(f"no level {level!r}")
            out[f"{variant}/{level}"] = r = measure(variant, level, a.decisions, a.seed)
            if not a.json:
                print(f"{variant:12} {level:7} p50 {r['p50_ms']:7.2f} ms   p95 {r['p95_ms']:7.2f} ms"
                      f"   max {r['max_ms']:7.2f} ms   (cards only: p50 {r['play_p50_ms']:.2f}, "
                      f"p95 {r['play_p95_ms']:.2f}; {r['decisions']} decisions)")
    if a.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
