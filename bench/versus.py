"""Today's `hard` against the `hard` of a pinned commit ("hard-v1"), on single duplicate deals.

The pinned commit's `game` package is copied out of git into a temporary folder as the
package `game_v1` (its `game.` imports rewritten), so both players run in one process on
the same engine and the same deals; each deal is played both ways round from 0-0
(`game.hand_duplicate`), and deals where the two decide alike score exactly 0.

    python bench/versus.py --variant four-handed --deals 3000 --jobs 2
    python bench/versus.py --variant two-handed --deals 3000 --jobs 2 --samples 24

`--bidding-only`: when the two players differ only before the card play (bidding, the
dealer's discard), a deal on which both make the same choices at every decision before the
first card, both ways round, scores exactly 0 without being played; only the other deals
are played out. The same figure as playing every deal, for a fraction of the time; wrong
if the card play differs (then leave it out).

Both players search a fixed number of sampled deals per decision (`--samples`), so the
figure does not depend on the machine's load. `--new` passes keyword arguments to today's
HardPlayer (e.g. `--new bidding=search`, `policy=FILE` for another learned policy file, or
`bars.band=1.0` for a field of its `HardBars`)
to measure one part at a time. Prints JSON: the
mean difference (today's points per hand minus hard-v1's), its 95% interval, the deals
and how many of them differed.
"""
from __future__ import annotations

import argparse
import dataclasses
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
from game.ai.hard import HARD_BARS  # noqa: E402
from game.hand_duplicate import HandDuplicate, duplicate_hands, play_deal  # noqa: E402
from game.rules import Match, Options  # noqa: E402
from game.rules.match import PLAY  # noqa: E402
from game.sim import match_seeds, run_jobs, seat_players  # noqa: E402

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


def _same_before_play(options: Options, seed: int, makers: tuple) -> bool:
    """Whether every decision before the first card is the same, both ways round, whoever
    of the two players makes it (each seat's twin has the same seed)."""
    a, b = makers
    sides = options.sides
    for a_side in range(sides):
        m = Match(options, seed)
        players = seat_players(m, seed, (a,) + (b,) * (sides - 1), a_side)
        twins = seat_players(m, seed, (b,) + (a,) * (sides - 1), a_side)
        while m.phase != PLAY and not m.over:
            seat = m.to_act
            view = m.view(seat)
            action = players[seat].choose(view)
            if twins[seat].choose(view) != action:
                return False
            m.apply(action)
    return True


def _screened(job: tuple) -> float:
    options, seed, makers = job
    if _same_before_play(options, seed, makers):
        return 0.0
    return play_deal(options, seed, makers)


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
    p.add_argument("--base", default=HARD_V1,
                   help="the pinned commit (hard-v1), or 'today' for today's defaults")
    p.add_argument("--new", nargs="*", default=[], help="key=value for today's HardPlayer")
    p.add_argument("--bidding-only", action="store_true",
                   help="play out only deals where a decision before the cards differs")
    a = p.parse_args()
    if a.base == "today":  # today's player with its defaults: measure one change alone
        HardV1 = HardPlayer
    else:
        materialise(a.base)
        from game_v1.ai import HardPlayer as HardV1  # type: ignore[import-not-found]

    kwargs = {k: _value(v) for k, v in (x.split("=", 1) for x in a.new)}
    bars = {k[len("bars."):]: v for k, v in kwargs.items() if k.startswith("bars.")}
    if bars:  # bars.FIELD=VALUE: a changed field of HardBars
        kwargs = {k: v for k, v in kwargs.items() if not k.startswith("bars.")}
        kwargs["bars"] = dataclasses.replace(HARD_BARS, **bars)
    new = partial(HardPlayer, samples=a.samples, **kwargs)
    old = partial(HardV1, samples=a.samples)
    start = time.perf_counter()
    options = Options(variant=a.variant)
    if a.bidding_only:
        work = [(options, s, (new, old)) for s in match_seeds(a.seed, a.deals)]
        hd = HandDuplicate(tuple(run_jobs(_screened, work, a.jobs)))
    else:
        hd = duplicate_hands(options, a.deals, a.seed, (new, old), jobs=a.jobs)
    ci = hd.ci95()
    print(json.dumps({"variant": a.variant, "base": a.base, "new": a.new, "deals": a.deals,
                      "seed": a.seed, "samples": a.samples, "bidding_only": a.bidding_only, "mean": round(hd.mean, 4),
                      "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
                      "differing": hd.differing,
                      "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
