"""Tune the bidding bars by self-play: a changed style against the base, on duplicate deals.

Example: ``python bench/tune.py --variant two-handed --level normal --n 200 order_two=2.3``
prints the points-per-hand difference (changed minus base) with its 95% interval.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai.bidding import NORMAL_STYLE  # noqa: E402
from game.ai.hard import HARD_BARS, HardPlayer  # noqa: E402
from game.ai.normal import NormalPlayer  # noqa: E402
from game.rules import Options  # noqa: E402
from game.sim import simulate_duplicate  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--variant", default="two-handed")
    p.add_argument("--level", choices=["normal", "hard"], default="normal")
    p.add_argument("--against", choices=["base", "normal"], default="base",
                   help="play the changed player against the base or the normal level")
    p.add_argument("--n", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--samples", type=int, default=12, help="hard: fixed samples per card")
    p.add_argument("changes", nargs="*", help="field=value of BidStyle (normal) or HardBars (hard)")
    a = p.parse_args()
    base = NORMAL_STYLE if a.level == "normal" else HARD_BARS
    changed = dataclasses.replace(base, **{k: type(getattr(base, k))(v) for k, v in
                                           (c.split("=") for c in a.changes)})

    def build(style):
        if a.level == "normal":
            return lambda sd: NormalPlayer(sd, style)
        return lambda sd: HardPlayer(sd, samples=a.samples, bars=style)

    other = build(base) if a.against == "base" else (lambda sd: NormalPlayer(sd))
    dup = simulate_duplicate(Options(variant=a.variant), a.n, a.seed, ("changed", a.against),
                             makers=(build(changed), other))
    j = dup.to_json()
    print(json.dumps({"changes": a.changes, "against": a.against, "diff": j["points_per_hand_diff"],
                      "ci95": j["points_per_hand_diff_ci95"], "win_rate": j["match_win_rate"],
                      "euchre_rate": j["euchre_rate"]}))


if __name__ == "__main__":
    main()
