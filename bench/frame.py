"""Client frame times at 1280x720: while cards animate, while a computer player thinks; start-up time.

    python bench/frame.py [--json] [--seconds S]

Frames are timed around ``App.step`` (input, update, draw, present) on SDL's dummy video
driver, so the figures are the game's own work per frame, without vsync. "Thinking" uses a
stand-in computer player that keeps the CPU busy in pure Python for 0.4 s per decision (as
a searching player would, holding the GIL), so the figure shows what a slow bot costs the
frame rate. Start-up is measured from launching a fresh interpreter to the first frame shown.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class BusyPlayer:
    """Thinks for ``seconds`` of pure-Python work, then plays a random legal action."""

    name = "busy"

    def __init__(self, seed: int, seconds: float) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds

    def choose(self, view):
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end:
            for i in range(2000):
                x = (x * 31 + i) % 1000003
        return self.rng.choice(view.legal)

    def hint(self, view):
        return self.choose(view), ""


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    k = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[k]


def startup() -> float:
    code = ("import time, sys; t=time.perf_counter(); sys.path.insert(0, %r);"
            "from game.client.app import App; a=App(); a.step(1/60); print('ok')") % str(ROOT)
    best = []
    for _ in range(3):
        with tempfile.TemporaryDirectory() as d:
            env = {**os.environ, "EUCHRE_DATA_DIR": d}
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True, env=env, capture_output=True)
            best.append(time.perf_counter() - t0)
    return statistics.median(best)


def run(seconds: float, busy: float, level: str | None = None) -> dict:
    from game.client.app import App
    from game.client.table.match_session import MatchSession
    from game.client.table.match_start import first_scene
    from game.client.table.seats import COMPUTER, PERSON, Seating, SeatPlan
    from game.rules import Match, Options
    from game.table import LocalTable

    data = Path(tempfile.mkdtemp())
    app = App((1280, 720), data_path=data)
    ctx = app.ctx
    animating: list[float] = []
    thinking: list[float] = []

    def new_match(slow: bool) -> MatchSession:
        seating = Seating((SeatPlan(PERSON, "You"), SeatPlan(COMPUTER, "Ann", "random"),
                           SeatPlan(COMPUTER, "Bob", "random"), SeatPlan(COMPUTER, "Cy", "random")))
        session = MatchSession(ctx, seating, None)
        match = Match(Options(variant="four-handed"), seed=random.randrange(1 << 30))
        from game.ai import make_player
        def bot(s: int):
            if not slow:
                return make_player("random", s)
            return make_player(level, s) if level else BusyPlayer(s, busy)
        players = {s: bot(s) for s in (1, 2, 3)}
        session.attach(LocalTable(match, (0,), players, session.on_change))
        app.stack.reset(first_scene(ctx, session))
        return session

    for slow, sink in ((False, animating), (True, thinking)):
        session = new_match(slow)
        end = time.perf_counter() + seconds
        rng = random.Random(1)
        while time.perf_counter() < end:
            top = app.stack.top
            s = getattr(top, "session", session)
            if top.name in ("score", "draw", "pass") or (s.my_turn and rng.random() < 0.2):
                if top.name in ("score", "draw", "pass"):
                    import pygame
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                         unicode="", scancode=0))
                elif s.board.legal:
                    s.act(s.board.me, str(rng.choice(s.board.legal)))
            if top.name == "match-over":
                session = new_match(slow)
                continue
            moving = s.animating
            waiting = s.thinking_seat() is not None
            t0 = time.perf_counter()
            app.step(1 / 60)
            dt = (time.perf_counter() - t0) * 1000
            if slow and waiting:
                sink.append(dt)
            elif not slow and moving:
                sink.append(dt)
        session.close()
    return {"p50_ms": round(statistics.median(animating), 2), "p99_ms": round(percentile(animating, 99), 2),
            "frames": len(animating), "thinking_p50_ms": round(statistics.median(thinking), 2),
            "thinking_p99_ms": round(percentile(thinking, 99), 2), "thinking_frames": len(thinking)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seconds", type=float, default=8.0, help="seconds of play measured per case")
    p.add_argument("--busy", type=float, default=0.4, help="seconds the stand-in bot thinks per move")
    p.add_argument("--level", help="measure thinking with this real computer level instead of the stand-in")
    args = p.parse_args()
    figures = run(args.seconds, args.busy, args.level)
    figures["startup_s"] = round(startup(), 3)
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"animating: p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms ({figures['frames']} frames)")
        print(f"thinking:  p50 {figures['thinking_p50_ms']} ms, p99 {figures['thinking_p99_ms']} ms "
              f"({figures['thinking_frames']} frames)")
        print(f"start-up to the first frame: {figures['startup_s']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
