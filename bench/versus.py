"""Today's `hard` against the `hard` of a pinned commit ("hard-v1"), on single duplicate deals.

The pinned commit's `game` package is copied out of git into a temporary folder as the
package `game_v1` (its `game.` imports rewritten), so both players run in one process on
the same engine and the same deals; each deal is played both ways round from 0-0
(`game.hand_duplicate`), and deals where the two decide alike score exactly 0.

    python bench/versus.py --variant four-handed --deals 3000 --jobs 2
    python bench/versus.py --variant two-handed --deals 3000 --jobs 2 --samples 24

Both players search a fixed number of sampled deals per decision (`--samples`), so the
figure does not depend on the machine's load. `--new` passes keyword arguments to today's
HardPlayer (e.g. `--new bidding=search`) to measure one part at a time. Prints JSON: the
mean difference (today's points per hand minus hard-v1's), its 95% interval, the deals
and how many of them differed.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from functools import partial

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai import HardPlayer  # noqa: E402
from game.hand_duplicate import duplicate_hands  # noqa: E402
from game.rules import Options  # noqa: E402

HARD_V1 = "3115921"  # main before the learned bidding (issue 15): "hard-v1"
ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
_IMPORT = re.compile(r"\b(from|import)\s+game(\.|\s)")


def materialise(commit: str) -> str:
    """A folder holding the commit's `game` package as `game_v1`; put it on sys.path (and
    PYTHONPATH, for worker processes). Returns the folder."""
    folder = os.path.join(tempfile.gettempdir(), f"euchre-hard-v1-{commit}")
    pkg = os.path.join(folder, "game_v1")
    if not os.path.isdir(pkg):
        files = subprocess.run(["git", "-C", ROOT, "ls-tree", "-r", "--name-only", commit,
                                "game"], check=True, capture_output=True, text=True).stdout
        tmp = folder + ".part"
        for name in files.split():
            if not name.endswith(".py"):
                continue
            text = subprocess.run(["git", "-C", ROOT, "show", f"{commit}:{name}"], check=True,
                                  capture_output=True, text=True).stdout
            text = _IMPORT.sub(lambda m: f"{m.group(1)} game_v1{m.group(2)}", text)
            dest = os.path.join(tmp, "game_v1", name[len("game/"):])
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "w", encoding="utf-8") as f:
                f.write(text)
        os.makedirs(folder, exist_ok=True)
        os.replace(os.path.join(tmp, "game_v1"), pkg)
        os.rmdir(tmp)
    if folder not in sys.path:
        sys.path.insert(0, folder)
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (folder, ROOT, os.environ.get("PYTHONPATH", "")) if p)
    return folder


def _value(text: str):
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


def main() -> None:
    p = argparse.ArgumentParser(description="hard against hard-v1 on duplicate deals.")
    p.add_argument("--variant", default="four-handed")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--samples", type=int, default=24)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--base", default=HARD_V1, help="the pinned commit (hard-v1)")
    p.add_argument("--new", nargs="*", default=[], help="key=value for today's HardPlayer")
    a = p.parse_args()
    materialise(a.base)
    from game_v1.ai import HardPlayer as HardV1  # type: ignore[import-not-found]

    kwargs = {k: _value(v) for k, v in (x.split("=", 1) for x in a.new)}
    new = partial(HardPlayer, samples=a.samples, **kwargs)
    old = partial(HardV1, samples=a.samples)
    start = time.perf_counter()
    hd = duplicate_hands(Options(variant=a.variant), a.deals, a.seed, (new, old), jobs=a.jobs)
    ci = hd.ci95()
    print(json.dumps({"variant": a.variant, "base": a.base, "new": kwargs, "deals": a.deals,
                      "seed": a.seed, "samples": a.samples, "mean": round(hd.mean, 4),
                      "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
                      "differing": hd.differing,
                      "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
