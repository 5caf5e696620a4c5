"""Headless LAN play for the command line: a host of computer seats, or a bot that joins."""
from __future__ import annotations

import sys
import time
from typing import TextIO

from game.rules import Options

from .client import RemoteTable
from .host import Host, HostLimits
from .seats import SeatPlan


def score_line(scores: tuple[int, int] | list[int]) -> str:
    return f"final score: {scores[0]}-{scores[1]}"


def run_host(options: Options, seats: tuple[SeatPlan, ...], *, bind: str, port: int,
             room: str | None, announce: str | None, seed: int | None, expire_to: str,
             limits: HostLimits | None = None, out: TextIO = sys.stdout) -> int:
    """Host until the match ends; print where to join, then the final score. Exit code."""
    try:
        host = Host(options, seats, bind=bind, port=port, room=room, seed=seed,
                    limits=limits, expire_to=expire_to, announce=announce).start()
    except OSError as e:
        print(f"main.py: error: {e}", file=sys.stderr)
        return 1
    code = f" room {host.room}" if host.room else ""
    print(f"hosting {options.variant} on {host.address}:{host.port}{code}", file=out, flush=True)
    try:
        while not host.wait_over(1.0):
            if host.stopped:
                print("main.py: error: the host stopped before the match ended", file=sys.stderr)
                return 1
    except KeyboardInterrupt:
        host.close("The host stopped the match.")
        return 130
    scores = host.final_scores()
    host.close("The match is over. Thanks for playing.")
    print(score_line(scores), file=out, flush=True)
    return 0


def run_join(address: str, port: int, level: str, *, room: str | None, name: str,
             seed: int | None = None, out: TextIO = sys.stdout) -> int:
    """Play one seat at ``address``:``port`` with a computer player. Exit code."""
    from game.ai import make_player

    table = RemoteTable(address, port, name=name, room=room)
    player = make_player(level, seed)
    acted_on: int | None = None
    try:
        while True:
            for u in table.wait(1.0):
                if u.kind == "closed":
                    print(f"main.py: error: {u.message}", file=sys.stderr)
                    return 1
                if u.kind == "refused":
                    acted_on = None  # look again at the next view
                if any(e.get("type") == "match_over" for e in u.events):
                    table.close()
                    print(score_line(u.views[table.seat].scores), file=out, flush=True)
                    return 0
            v = table.seen
            if v is not None and v.to_act == v.seat and v.legal and acted_on != v.state_id:
                acted_on = v.state_id
                table.act(v.seat, player.choose(v))
    except KeyboardInterrupt:
        table.close()
        time.sleep(0.1)
        return 130
