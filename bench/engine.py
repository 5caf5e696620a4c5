"""Rules engine speed: random legal full hands (deal to scoring) per second, per variant.

    python bench/engine.py            # readable figures, medians of several runs
    python bench/engine.py --json     # {"two-handed": X, "three-handed": Y, "four-handed": Z}

The loop is the one OpenSpiel's Python bindings are driven with: ask for the legal
actions as ints, pick one with random.choice, apply it. Where OpenSpiel (pyspiel) is
installed, its C++ four-handed euchre is timed in the same run, both with uniform choice
at chance nodes and with chance_outcomes() sampling, and the ratios are printed.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import Match, Options  # noqa: E402


def ours(variant: str, hands: int, seed: int, readable: bool = False) -> float:
    """Hands per second of random legal play; matches restart as they end."""
    opts = Options(variant=variant)
    r = random.Random(seed)
    m = Match(opts, seed)
    done = 0
    t = time.perf_counter()
    while done < hands:
        if m.over:
            m = Match(opts, r.getrandbits(32))
        before = m.hands_scored
        if readable:
            m.apply(r.choice(m.legal_actions()))
        else:
            m.apply(r.choice(m.legal_action_ids()))
        done += m.hands_scored - before
    return hands / (time.perf_counter() - t)


def openspiel(hands: int, seed: int, chance_outcomes: bool) -> float | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    r = random.Random(seed)
    t = time.perf_counter()
    for _ in range(hands):
        s = game.new_initial_state()
        while not s.is_terminal():
            if chance_outcomes and s.is_chance_node():
                outs = s.chance_outcomes()
                a = r.choices([o[0] for o in outs], [o[1] for o in outs])[0]
            else:
                a = r.choice(s.legal_actions())
            s.apply_action(a)
    return hands / (time.perf_counter() - t)


def median_of(runs: int, f) -> float:
    return statistics.median(f(i) for i in range(runs))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=5000, help="hands per run")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    res = {v: median_of(a.runs, lambda i, v=v: ours(v, a.hands, i)) for v in
           ("two-handed", "three-handed", "four-handed")}
    if a.json:
        print(json.dumps({k: round(v) for k, v in res.items()}))
        return 0
    readable = median_of(a.runs, lambda i: ours("four-handed", a.hands, i, readable=True))
    print(f"two-handed   {res['two-handed']:9.0f} hands/s  (median of {a.runs} runs of "
          f"{a.hands} hands)")
    print(f"three-handed {res['three-handed']:9.0f} hands/s")
    print(f"four-handed  {res['four-handed']:9.0f} hands/s")
    print(f"four-handed  {readable:9.0f} hands/s  through legal_actions() Action objects")
    uniform = openspiel(a.hands, 0, False)
    if uniform is None:
        print("OpenSpiel not installed (pip install open_spiel) — no comparison in this run")
        return 0
    uniform = median_of(a.runs, lambda i: openspiel(a.hands, i, False))
    weighted = median_of(a.runs, lambda i: openspiel(a.hands, i, True))
    f = res["four-handed"]
    print(f"OpenSpiel euchre (C++), uniform choice at chance nodes:  {uniform:9.0f} hands/s "
          f"(ours/theirs {f / uniform:.2f})")
    print(f"OpenSpiel euchre (C++), chance_outcomes() sampling:      {weighted:9.0f} hands/s "
          f"(ours/theirs {f / weighted:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
