"""The study behind hard's Hasenpfeffer auction (docs/ai.md): hard with its bids played
out on sampled deals (``search``) and with the count alone (``count``, as normal bids),
each against ``normal`` on the same duplicate deals.

    python bench/hasenpfeffer.py --matches 60 [--auction search,count] [--jobs 1] [--json]
"""
from __future__ import annotations

import argparse
import functools
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai import HardPlayer, make_player  # noqa: E402
from game.rules import Options  # noqa: E402
from game.sim import simulate_duplicate  # noqa: E402


def versus_normal(auction: str, matches: int, seed: int, jobs: int) -> dict:
    hard = functools.partial(HardPlayer, auction=auction)
    normal = functools.partial(make_player, "normal")
    st = simulate_duplicate(Options(variant="hasenpfeffer"), matches, seed, ("hard", "normal"),
                            makers=(hard, normal), jobs=jobs)
    j = st.to_json()
    return {k: j[k] for k in ("matches", "hands", "points_per_hand_diff",
                              "points_per_hand_diff_ci95", "match_win_rate", "decision_ms",
                              "bids_made_by_size", "bids_failed_by_size")}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=60, help="deal sequences (each played twice)")
    p.add_argument("--auction", default="search,count")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    out = {mode: versus_normal(mode, a.matches, a.seed, a.jobs) for mode in a.auction.split(",")}
    if a.json:
        print(json.dumps(out))
        return
    for mode, r in out.items():
        lo, hi = r["points_per_hand_diff_ci95"] or (0, 0)
        print(f"hard ({mode:6}) - normal {r['points_per_hand_diff']:+.3f} [{lo:+.3f}, {hi:+.3f}]"
              f" over {r['hands']} hands; decision ms p95 {r['decision_ms']['p95']:.1f}")


if __name__ == "__main__":
    main()
