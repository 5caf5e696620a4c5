"""LAN protocol speed on loopback: action round trip (p50/p99) and bytes per hand.

Starts a headless host (``main.py --host --headless``) in its own process on 127.0.0.1 and
plays its remote seat with a random bot through ``RemoteTable``. The round trip is from
``act()`` to the update for that action coming out of the table, as a screen sees it.

    python bench/net.py [--matches N] [--variant two-handed|four-handed] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.ai import make_player  # noqa: E402
from net.client import RemoteTable  # noqa: E402


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def play(port: int, seed: int) -> tuple[list[float], int, int, int]:
    """One match: round trips (s), hands, bytes received, bytes sent."""
    table = RemoteTable("127.0.0.1", port, "bench")
    bot = make_player("random", seed)
    rtts: list[float] = []
    hands = 0
    sent_at: float | None = None
    while True:
        for u in table.wait(10.0):
            if u.kind == "closed":
                raise SystemExit(f"bench: the table closed: {u.message}")
            if u.kind == "events" and sent_at is not None and u.seat == table.seat:
                rtts.append(time.perf_counter() - sent_at)
                sent_at = None
            hands += sum(e.get("type") == "hand_over" for e in u.events)
            if any(e.get("type") == "match_over" for e in u.events):
                table.close()
                return rtts, hands, table.bytes_received, table.bytes_sent
        v = table.seen
        if v is not None and v.to_act == v.seat and v.legal and sent_at is None:
            action = bot.choose(v)
            sent_at = time.perf_counter()
            table.act(v.seat, action)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=5)
    p.add_argument("--variant", default="two-handed", choices=["two-handed", "four-handed"])
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    seats = "remote,bot" if args.variant == "two-handed" else "remote,bot,bot,bot"
    rtts: list[float] = []
    hands = received = sent = 0
    for i in range(args.matches):
        host = subprocess.Popen([sys.executable, "main.py", "--host", "--headless", "--port", "0",
                                 "--bind", "127.0.0.1", "--no-announce",
                                 "--variant", args.variant, "--seats", seats, "--seed", str(i)],
                                cwd=ROOT, stdout=subprocess.PIPE, text=True)
        try:
            port = int(host.stdout.readline().split(":")[-1].split()[0])
            r, h, got, gave = play(port, i)
            rtts += r
            hands += h
            received += got
            sent += gave
            host.communicate(timeout=30)
        finally:
            host.kill()
            host.wait()
    result = {"variant": args.variant, "matches": args.matches, "hands": hands,
              "actions_timed": len(rtts),
              "rtt_p50_ms": round(statistics.median(rtts) * 1000, 3),
              "rtt_p99_ms": round(percentile(rtts, 0.99) * 1000, 3),
              "bytes_per_hand": round(received / max(hands, 1)),
              "bytes_sent_per_hand": round(sent / max(hands, 1))}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.variant}: {len(rtts)} actions over {hands} hands, loopback")
        print(f"action round trip: p50 {result['rtt_p50_ms']:.3f} ms, "
              f"p99 {result['rtt_p99_ms']:.3f} ms")
        print(f"bytes per hand: host -> client {result['bytes_per_hand']}, "
              f"client -> host {result['bytes_sent_per_hand']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
