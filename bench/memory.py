"""Memory of a long session: the resident set size (RSS) as one client goes through many
screens, languages and window sizes, and as games are opened and let go.

    python bench/memory.py [--rounds N] [--screens N]

Each round speaks the next language, shows ``--screens`` of the gallery's states for a few
frames each at several window sizes (a window being resized), then builds a new App (a new
game's fonts, cards and images) and lets the old one go. The RSS is printed after every
round: it should level off after the first rounds (the fonts, cards and images kept are
bounded), not climb with every round. ``--check`` exits non-zero if the last round's RSS is
more than ``--allow`` MB above the second round's.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

LANGUAGES = ("en", "ja", "fi", "mk", "id")
SIZES = ((1280, 720), (1920, 1080), (450, 800), (1600, 900), (1024, 600))


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--screens", type=int, default=25)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--allow", type=float, default=120.0, help="MB of growth allowed by --check")
    a = ap.parse_args()

    from game.client import gallery
    from game.client.drawing import sharp
    from game.client.app import App

    entries = list(gallery._entries())
    seen: list[float] = []
    frames = 0
    with tempfile.TemporaryDirectory() as data:
        for r in range(a.rounds):
            app = App(SIZES[0], data_path=Path(data), language=LANGUAGES[r % len(LANGUAGES)])
            start = (r * a.screens) % len(entries)
            for i in range(a.screens):
                _scene, _variant, build = entries[(start + i) % len(entries)]
                scenes = build(app.ctx)
                app.stack.reset(scenes[0])
                for s in scenes[1:]:
                    app.stack.push(s)
                for size in SIZES[i % 2:i % 2 + 3]:
                    app._resized(size)
                    for _ in range(2):
                        app.step(1 / 60)
                        frames += 1
            del app, scenes
            gc.collect()
            seen.append(rss_mb())
            print(f"round {r + 1} ({LANGUAGES[r % len(LANGUAGES)]}): {frames} frames, RSS {seen[-1]:.0f} MB, "
                  f"images with a maker {len(sharp._makers)}", flush=True)
    growth = seen[-1] - seen[min(1, len(seen) - 1)]
    print(f"growth after round 2: {growth:+.0f} MB")
    return 1 if a.check and growth > a.allow else 0


if __name__ == "__main__":
    sys.exit(main())
