"""Tune the bidding bars by self-play: a changed style against the base, on duplicate deals.

Example: ``python bench/tune.py --variant two-handed --level normal --n 200 order_two=2.3``
prints the points-per-hand difference (changed minus base) with its 95% interval.
Three-handed: the changed player against two base (or normal) players, in every seat.

``--hands``: compare on single deals from 0-0 instead of whole matches (each deal played
both ways round; see ``game.hand_duplicate``): deals where both decide alike score exactly
0, so small changes show with far fewer games. ``--jobs 2`` uses two processes.
"""
from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai.bidding import NORMAL_STYLE  # noqa: E402
from game.ai.hard import HARD_BARS, HardPlayer  # noqa: E402
from game.ai.normal import NormalPlayer  # noqa: E402
from game.hand_duplicate import duplicate_hands  # noqa: E402
from game.rules import Options  # noqa: E402
from game.sim import simulate_duplicate  # noqa: E402


def parse_value(kind: type, text: str):
    if kind is bool:
        if text.lower() not in ("true", "false", "1", "0"):
            raise SystemExit(f"tune.py: {text!r} is not true or false")
        return text.lower() in ("true", "1")
    return kind(text)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--variant", default="two-handed")
    p.add_argument("--level", choices=["normal", "hard"], default="normal")
    p.add_argument("--against", choices=["base", "normal"], default="base",
                   help="play the changed player against the base or the normal level; "
                        "with --hands, normal means: changed and base each play the same "
                        "deals against normal, and the figure is changed minus base")
    p.add_argument("--n", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--samples", type=int, default=12, help="hard: fixed samples per card")
    p.add_argument("--hands", action="store_true",
                   help="single deals from 0-0 (both ways round) instead of whole matches")
    p.add_argument("--jobs", type=int, default=1, help="processes to use")
    p.add_argument("changes", nargs="*", help="field=value of BidStyle (normal) or HardBars (hard)")
    a = p.parse_args()
    base = NORMAL_STYLE if a.level == "normal" else HARD_BARS
    changed = dataclasses.replace(base, **{k: parse_value(type(getattr(base, k)), v) for k, v in
                                           (c.split("=") for c in a.changes)})

    def build(style):  # partials, not lambdas: --jobs sends them to other processes
        if a.level == "normal":
            return functools.partial(NormalPlayer, style=style)
        return functools.partial(HardPlayer, samples=a.samples, bars=style)

    other = build(base) if a.against == "base" else NormalPlayer
    if a.hands:
        hd = duplicate_hands(Options(variant=a.variant), a.n, a.seed,
                             (build(changed), build(base)), jobs=a.jobs,
                             against=None if a.against == "base" else NormalPlayer)
        ci = hd.ci95()
        print(json.dumps({"changes": a.changes, "against": a.against, "deals": a.n,
                          "diff": round(hd.mean, 4),
                          "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
                          "differing_deals": hd.differing}))
        return
    options = Options(variant=a.variant)
    others = options.sides - 1   # three-handed: the changed player against two others
    dup = simulate_duplicate(options, a.n, a.seed, ("changed",) + (a.against,) * others,
                             makers=(build(changed),) + (other,) * others, jobs=a.jobs)
    j = dup.to_json()
    print(json.dumps({"changes": a.changes, "against": a.against, "diff": j["points_per_hand_diff"],
                      "ci95": j["points_per_hand_diff_ci95"], "win_rate": j["match_win_rate"],
                      "euchre_rate": j["euchre_rate"]}))


if __name__ == "__main__":
    main()
