"""LAN protocol speed: action round trip (p50/p99) and bytes per hand, on loopback or a veth pair.

Starts a headless host (``main.py --host --headless``) in its own process on 127.0.0.1 and
plays its remote seat with a random bot through ``RemoteTable``. The round trip is from
``act()`` to the update for that action coming out of the table, as a screen sees it.
``--veth`` puts the host and the client in two network namespaces joined by a veth pair
(``bench/netns.py``; needs root), so every frame crosses a real network device.

    python bench/net.py [--matches N] [--variant two-handed|four-handed] [--veth] [--json]
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


def play(port: int, seed: int, address: str = "127.0.0.1") -> tuple[list[float], int, int, int]:
    """One match: round trips (s), hands, bytes received, bytes sent."""
    table = RemoteTable(address, port, "bench")
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


def connect_mode(address: str, seed: int) -> int:
    """Inside the client namespace (--veth): play one match, print its raw figures as JSON."""
    host, _, port = address.rpartition(":")
    rtts, hands, got, gave = play(int(port), seed, host)
    print(json.dumps({"rtts": rtts, "hands": hands, "received": got, "sent": gave}))
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=5)
    p.add_argument("--variant", default="two-handed", choices=["two-handed", "four-handed"])
    p.add_argument("--veth", action="store_true",
                   help="host and client in two network namespaces joined by a veth pair "
                        "(needs root and iproute2) instead of both on loopback")
    p.add_argument("--json", action="store_true")
    p.add_argument("--connect", help=argparse.SUPPRESS)  # internal: the client side of --veth
    p.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.connect:
        return connect_mode(args.connect, args.seed)
    if not args.veth:
        return run(args, None, None)
    from bench.netns import NamespaceError, veth_pair

    try:
        with veth_pair() as (host_ns, client_ns):
            return run(args, host_ns, client_ns)
    except NamespaceError as e:
        raise SystemExit(f"bench: cannot make network namespaces here ({e})") from None


def run(args: argparse.Namespace, host_ns: str | None, client_ns: str | None) -> int:
    from bench.netns import HOST_IP, in_ns

    address = HOST_IP if host_ns else "127.0.0.1"
    seats = "remote,bot" if args.variant == "two-handed" else "remote,bot,bot,bot"
    rtts: list[float] = []
    hands = received = sent = 0
    for i in range(args.matches):
        host = subprocess.Popen(in_ns(host_ns, [
            sys.executable, "main.py", "--host", "--headless", "--port", "0", "--bind", address,
            "--no-announce", "--variant", args.variant, "--seats", seats, "--seed", str(i)]),
            cwd=ROOT, stdout=subprocess.PIPE, text=True)
        try:
            port = int(host.stdout.readline().split(":")[-1].split()[0])
            if client_ns is None:
                r, h, got, gave = play(port, i)
            else:
                out = subprocess.run(in_ns(client_ns, [
                    sys.executable, os.path.join("bench", "net.py"), "--connect",
                    f"{address}:{port}", "--seed", str(i)]), cwd=ROOT, check=True,
                    capture_output=True, text=True, timeout=300).stdout
                d = json.loads(out.strip().splitlines()[-1])
                r, h, got, gave = d["rtts"], d["hands"], d["received"], d["sent"]
            rtts += r
            hands += h
            received += got
            sent += gave
            host.communicate(timeout=30)
        finally:
            host.kill()
            host.wait()
    where = "veth pair" if host_ns else "loopback"
    result = {"variant": args.variant, "matches": args.matches, "link": where, "hands": hands,
              "actions_timed": len(rtts),
              "rtt_p50_ms": round(statistics.median(rtts) * 1000, 3),
              "rtt_p99_ms": round(percentile(rtts, 0.99) * 1000, 3),
              "bytes_per_hand": round(received / max(hands, 1)),
              "bytes_sent_per_hand": round(sent / max(hands, 1))}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.variant}: {len(rtts)} actions over {hands} hands, {where}")
        print(f"action round trip: p50 {result['rtt_p50_ms']:.3f} ms, "
              f"p99 {result['rtt_p99_ms']:.3f} ms")
        print(f"bytes per hand: host -> client {result['bytes_per_hand']}, "
              f"client -> host {result['bytes_sent_per_hand']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
