"""Client frame times at 1280x720 (or --window WxH): while cards animate, while a computer player
thinks; start-up time; and what the real loop costs while nothing moves.

    python bench/frame.py [--json] [--seconds S] [--idle-seconds S] [--runs N] [--window 1920x1080]

Frames are timed around ``App.step`` (input, update, draw, present) on SDL's dummy video
driver, so the figures are the game's own work per frame, without vsync. "Thinking" uses a
stand-in computer player that keeps the CPU busy in pure Python for 0.4 s per decision (as
a searching player would, holding the GIL), so the figure shows what a slow bot costs the
frame rate. Start-up is measured from launching a fresh interpreter to the first frame shown.

"Idle" runs the real loop (``App.run``) for ``--idle-seconds`` at the title screen (once its
card fan has come to rest) and at a table waiting for the person to bid, and reports the CPU
the process used as a percentage of one core (median of ``--runs`` runs), with the frames
drawn meanwhile. Beside it the same screens under the loop as it was before (a frame at 60
fps, always drawn), run alternately with it, and the ratio. "Animating fps" is the real
loop's frame rate during a deal. With ``SDL_VIDEODRIVER=x11`` (and ``DISPLAY``) it measures a
real window instead of the dummy driver.
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


def run(seconds: float, busy: float, level: str | None = None, window: tuple[int, int] = (1280, 720)) -> dict:
    from game.client.app import App
    from game.client.table.match_session import MatchSession
    from game.client.table.match_start import first_scene
    from game.client.table.seats import COMPUTER, PERSON, Seating, SeatPlan
    from game.rules import Match, Options
    from game.table import LocalTable

    data = Path(tempfile.mkdtemp())
    app = App(window, data_path=data)
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


def _table(app):
    """A two-handed match against ``normal`` on ``app``'s screen, Ann dealing (you bid first)."""
    from game.ai import make_player
    from game.client.table.match_session import MatchSession
    from game.client.table.match_start import start
    from game.client.table.seats import COMPUTER, PERSON, Seating, SeatPlan
    from game.rules import Match, Options
    from game.table import LocalTable

    seating = Seating((SeatPlan(PERSON, "You"), SeatPlan(COMPUTER, "Ann", "normal")))
    session = MatchSession(app.ctx, seating, None)
    match = Match(Options(variant="two-handed"), seed=3, first_dealer=1)
    session.attach(LocalTable(match, (0,), {1: make_player("normal", 1)}, session.on_change))
    start(app.ctx, session)
    return session


def _idle_app(where: str):
    """A fresh App showing ``where`` ("title", its fan at rest; "table", the person to bid and
    every animation over), driven by ``App.step`` until it is so."""
    from game.client.app import App
    from game.client.scenes.title import BOB_SECONDS
    from game.client.table.match_session import SETTLE_SECONDS

    app = App((1280, 720), data_path=Path(tempfile.mkdtemp()))
    if where == "title":
        for _ in range(round(BOB_SECONDS * 60) + 2):
            app.step(1 / 60)
        return app
    session = _table(app)
    for _ in range(2000):
        app.step(1 / 60)
        if session.my_turn and not session.settling:
            break
    assert session.my_turn, "the table never came to the person's turn"
    for _ in range(round(SETTLE_SECONDS * 60) + 2):
        app.step(1 / 60)
    return app


def _old_loop(app) -> None:
    """The loop before it slept: a frame every 1/60 s, always drawn."""
    import pygame
    try:
        while app.running:
            app.step(app.clock.tick(60) / 1000.0)
    finally:
        app.stack.release_all()
        pygame.quit()


def idle_once(where: str, loop: str, seconds: float) -> tuple[float, int]:
    """CPU % of one core and frames drawn in ``seconds`` of the real loop (``loop``: "new",
    ``App.run``; "old", ``_old_loop``) showing ``where``."""
    import threading

    import pygame
    app = _idle_app(where)
    drawn = [0]
    step = app.step

    def counted(dt: float) -> bool:
        drawn[0] += 1
        return step(dt)
    app.step = counted   # type: ignore[method-assign]
    used: list[float] = []

    def stop() -> None:
        c0 = time.process_time()
        time.sleep(seconds)
        used.append(time.process_time() - c0)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    timer = threading.Thread(target=stop, daemon=True)
    timer.start()
    (app.run if loop == "new" else lambda: _old_loop(app))()
    timer.join()
    return 100 * used[0] / seconds, drawn[0]


def animating_fps(loop: str, seconds: float = 1.5) -> float:
    """Frames a second of the real loop (``loop`` as for ``idle_once``) while the first deal animates."""
    import threading

    import pygame

    from game.client.app import App

    app = App((1280, 720), data_path=Path(tempfile.mkdtemp()))
    session = _table(app)
    moving: list[float] = []
    step = app.step

    def counted(dt: float) -> bool:
        if session.animating:
            moving.append(time.perf_counter())
        return step(dt)
    app.step = counted   # type: ignore[method-assign]
    threading.Timer(seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT))).start()
    (app.run if loop == "new" else lambda: _old_loop(app))()
    return (len(moving) - 1) / (moving[-1] - moving[0]) if len(moving) > 1 else 0.0


def _fresh(*args: str) -> list:
    """One measurement in a fresh interpreter (pygame is started and stopped once per process)."""
    done = subprocess.run([sys.executable, __file__, "--one", *args], check=True, capture_output=True, text=True)
    return json.loads(done.stdout.splitlines()[-1])


def idle(seconds: float, runs: int) -> dict:
    """Median CPU % and frames drawn at the title and at a waiting table, now and before."""
    out: dict = {}
    for where in ("title", "table"):
        got: dict[str, list[list]] = {"new": [], "old": []}
        for _ in range(runs):
            for loop in ("new", "old"):   # alternately, so a busy machine weighs on both alike
                got[loop].append(_fresh(where, loop, str(seconds)))
        for loop, values in got.items():
            out[f"{where}_{loop}_cpu_pct"] = round(statistics.median(v[0] for v in values), 2)
            out[f"{where}_{loop}_frames"] = round(statistics.median(v[1] for v in values))
        out[f"{where}_ratio"] = round(out[f"{where}_new_cpu_pct"] / max(out[f"{where}_old_cpu_pct"], 1e-9), 3)
    out["idle_seconds"], out["idle_runs"] = seconds, runs
    for loop in ("new", "old"):
        fps = [_fresh("deal", loop, "1.5")[0] for _ in range(runs)]
        out[f"animating_{loop}_fps"] = round(statistics.median(fps), 1)
    out["video_driver"] = os.environ.get("SDL_VIDEODRIVER", "")
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seconds", type=float, default=8.0, help="seconds of play measured per case")
    p.add_argument("--busy", type=float, default=0.4, help="seconds the stand-in bot thinks per move")
    p.add_argument("--level", help="measure thinking with this real computer level instead of the stand-in")
    p.add_argument("--idle-seconds", type=float, default=10.0, help="seconds of the real loop per idle run")
    p.add_argument("--runs", type=int, default=3, help="idle runs per case (the median is reported)")
    p.add_argument("--only-idle", action="store_true", help="measure only the idle figures")
    p.add_argument("--window", default="1280x720", help="the window's size while cards animate and a "
                   "computer thinks, WxH (default 1280x720)")
    p.add_argument("--one", nargs=3, metavar=("WHERE", "LOOP", "SECONDS"), help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.one:   # one idle or animation measurement, for ``_fresh``
        where, loop, secs = args.one
        print(json.dumps([animating_fps(loop, float(secs))] if where == "deal" else
                         list(idle_once(where, loop, float(secs)))))
        return 0
    w, h = (int(n) for n in args.window.lower().split("x"))
    figures = {} if args.only_idle else run(args.seconds, args.busy, args.level, (w, h))
    if not args.only_idle:
        figures["startup_s"] = round(startup(), 3)
    figures.update(idle(args.idle_seconds, args.runs))
    if args.json:
        print(json.dumps(figures))
    else:
        if not args.only_idle:
            print(f"animating: p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms ({figures['frames']} frames)")
            print(f"thinking:  p50 {figures['thinking_p50_ms']} ms, p99 {figures['thinking_p99_ms']} ms "
                  f"({figures['thinking_frames']} frames)")
            print(f"start-up to the first frame: {figures['startup_s']} s")
        for where in ("title", "table"):
            print(f"idle at the {where}: {figures[f'{where}_new_cpu_pct']}% of a core, "
                  f"{figures[f'{where}_new_frames']} frames in {args.idle_seconds} s (before: "
                  f"{figures[f'{where}_old_cpu_pct']}%, {figures[f'{where}_old_frames']} frames; "
                  f"ratio {figures[f'{where}_ratio']})")
        print(f"while the deal animates: {figures['animating_new_fps']} frames a second of the real loop "
              f"(before: {figures['animating_old_fps']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
