"""The computer players' decisions on fixed seeds, as one digest per game and level.

    python bench/decisions.py            # a line per game and level: digest, actions, seconds
    python bench/decisions.py --json     # {"GAME/LEVEL": "digest", ...}

Each level plays whole matches against itself in every game, with a fixed seed per match
and the house rules on for some, and the digest is the sha256 of every action of every
match in order. A change that must not change how the computer plays (a refactor) keeps
every digest; run this before and after it and compare.
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_player  # noqa: E402
from game.rules import Match, Options  # noqa: E402
from game.sim import seat_players  # noqa: E402


# (options, seed) per match: plain rules, the house rules, a 32-card deck.
def _matches(variant: str) -> list[tuple[Options, int]]:
    four = variant == "four-handed"
    house = dict(deck=25, stick_the_dealer=True, no_ace_no_face=True, target=5)
    if four:
        house.update(defend_alone=True, rubbers=False)
    sets = [Options(variant=variant), Options(variant=variant, **house),
            Options(variant=variant, deck=32, target=5, turned_down_suit_allowed=True)]
    return [(options, 10 * k + i) for k in range(1, 4) for i, options in enumerate(sets)]


def digest(variant: str, level: str, matches: int) -> tuple[str, int, float]:
    h = hashlib.sha256()
    count = 0
    t0 = time.perf_counter()
    for options, seed in _matches(variant)[:matches]:
        m = Match(options, seed)
        makers = tuple(functools.partial(make_player, level, reproducible=True)
                       for _ in range(m.sides))
        players = seat_players(m, seed, makers)
        while not m.over:
            action = players[m.to_act].choose(m.view(m.to_act))
            h.update(str(action).encode() + b";")
            m.apply(action)
            count += 1
    return h.hexdigest()[:16], count, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--levels", default="random,easy,normal,hard")
    ap.add_argument("--hard-matches", type=int, default=9)
    args = ap.parse_args()
    out = {}
    for variant in ("two-handed", "three-handed", "four-handed"):
        for level in args.levels.split(","):
            n = args.hard_matches if level == "hard" else 9
            d, count, secs = digest(variant, level, n)
            out[f"{variant}/{level}"] = d
            if not args.json:
                print(f"{variant:13} {level:7} {d}  {count:5} actions  {secs:6.1f} s", flush=True)
    if args.json:
        print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
