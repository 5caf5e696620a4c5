"""A view to and from the wire: microseconds per ``view_to_wire`` and per ``view_from_wire``
(the check every client makes of every view it is sent), medians of repeated runs over the
views of random matches of every game, in this checkout and in another (``--against``), each
in a process of its own, with the ratios, in one run.

    python bench/view_wire.py [--against DIR] [--repeats N] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Run in the checkout measured (its directory first on sys.path): prints {"to": us, "from": us}.
_CHILD = r"""
import json, random, statistics, sys, time
import msgpack
from game.rules import GAMES, Options, new_match
from game.rules.wire import view_from_wire, view_to_wire

repeats = int(sys.argv[1])
views = []
for g in GAMES:
    m = new_match(Options(variant=g.key), seed=11)
    rng = random.Random(5)
    for _ in range(40):
        if m.over:
            break
        views += [m.view(s) for s in range(m.n)]
        m.apply(rng.choice(m.legal_actions()))
wires = [msgpack.unpackb(msgpack.packb(view_to_wire(v)), use_list=True) for v in views]


def timed(fn, items):
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for x in items:
            fn(x)
        samples.append((time.perf_counter() - t0) / len(items) * 1e6)
    return statistics.median(samples)


print(json.dumps({"views": len(views), "to": timed(view_to_wire, views),
                  "from": timed(view_from_wire, wires)}))
"""


def measure(root: str, repeats: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {root!r})\n" + _CHILD,
                          str(repeats)], cwd=root, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--against", default=None, help="another checkout to measure beside this one")
    ap.add_argument("--repeats", type=int, default=21)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = {"this": measure(ROOT, args.repeats)}
    if args.against:
        rows["against"] = measure(os.path.abspath(args.against), args.repeats)
    if args.json:
        print(json.dumps(rows))
        return
    for name, r in rows.items():
        print(f"{name:8} {r['views']} views: to wire {r['to']:.1f} us, from wire {r['from']:.1f} us (medians)")
    if "against" in rows:
        a, b = rows["this"], rows["against"]
        print(f"ratio this/against: to wire {a['to'] / b['to']:.2f}, from wire {a['from'] / b['from']:.2f}")


if __name__ == "__main__":
    main()
