"""The table server's honest round trip while one network attacks it, in one run.

Starts ``main.py --server`` on 127.0.0.1 (plain WebSocket, default limits) in its own
process. An honest player from 127.0.2.1 (another /24 than the attackers') sits at a table
and sends a ``ping`` message about 8 times a second; the round trip is from sending it to
its ``pong`` coming back. Measured with no attack, then during each attack in turn, each
run by a process of its own from addresses of 127.0.0.0/24 (one network):

- ``raw hold``: as many TCP connections from 127.0.0.2 as it can open (up to 3,000) that
  never say a word, reopened when closed;
- ``ping flood``: 8 connections (127.0.0.3-10) sending WebSocket ping frames as fast as
  they can, reconnecting when closed;
- ``table fill``: addresses 127.0.0.20-250 creating tables as fast as they can;
- ``code guess``: addresses 127.0.0.20-250 asking for random room codes as fast as they can.

During each phase an honest player from 127.0.1.x also creates a table once (the time
from connecting to the welcome is said). After each phase: the server's /health counts and
its resident memory.

    python bench/server_attacks.py [--seconds S] [--server-root DIR] [--json]
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import msgpack  # noqa: E402

from net import messages as M  # noqa: E402
from net.auth import NONCE, SeatKey  # noqa: E402
from net.server import wire as W  # noqa: E402
from net.server.codes import new_code  # noqa: E402

CREATE = W.create({"variant": "two-handed"}, ["remote", "bot:random"])


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def connect(url: str, source: str, timeout: float = 5.0):
    from urllib.parse import urlsplit

    from websockets.sync.client import connect as ws_connect

    where = urlsplit(url)
    sock = socket.create_connection((where.hostname, where.port), timeout,
                                    source_address=(source, 0))
    return ws_connect(url, sock=sock, compression=None, proxy=None, open_timeout=timeout,
                      ping_interval=None, close_timeout=0.5).__enter__()


def send(ws, msg: dict) -> None:
    ws.send(msgpack.packb(msg, use_bin_type=True))


def recv(ws, timeout: float = 5.0) -> dict:
    return msgpack.unpackb(ws.recv(timeout), raw=False)


def sit_down(url: str, source: str):
    """A connection seated at a table it created, and the time that took."""
    t0 = time.perf_counter()
    ws = connect(url, source)
    send(ws, M.hello("honest"))
    send(ws, CREATE)
    while True:
        m = recv(ws)
        if m["type"] == "challenge":
            send(ws, M.join(secrets.token_bytes(NONCE), None, None, 0, SeatKey.new().link()))
        elif m["type"] == "welcome":
            return ws, time.perf_counter() - t0
        elif m["type"] in ("refuse", "closed"):
            raise RuntimeError(f"the honest create was refused: {m}")


# -- the attacks (each in a process of its own, until ``stop`` is set) ----------------------
def raw_hold(port: int, stop, out) -> None:
    held: list[socket.socket] = []
    opened = 0
    while not stop.is_set():
        alive = []
        for s in held:
            try:
                s.setblocking(False)
                if s.recv(1) == b"":
                    s.close()
                    continue
            except BlockingIOError:
                pass
            except OSError:
                s.close()
                continue
            alive.append(s)
        held = alive
        while len(held) < 3000 and not stop.is_set():
            s = socket.socket()
            s.settimeout(0.2)
            try:
                s.bind(("127.0.0.2", 0))
                s.connect(("127.0.0.1", port))
            except OSError:
                s.close()
                break
            held.append(s)
            opened += 1
        time.sleep(0.05)
    out.put({"connections opened": opened, "held at the end": len(held)})
    for s in held:
        s.close()


def ping_flood(url: str, stop, out) -> None:
    import logging
    import threading

    logging.getLogger("websockets").setLevel(logging.CRITICAL)  # closed under it: expected

    sent, reconnects = [0], [0]

    def one(source: str) -> None:
        n = 0
        while not stop.is_set():
            try:
                ws = connect(url, source)
                send(ws, M.hello("flood"))
                while not stop.is_set():
                    n += 1
                    ws.ping(n.to_bytes(8, "big"))
                    sent[0] += 1
            except Exception:  # noqa: BLE001 - closed for it: again
                reconnects[0] += 1
                time.sleep(0.01)

    threads = [threading.Thread(target=one, args=(f"127.0.0.{3 + i}",), daemon=True)
               for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    out.put({"ping frames sent": sent[0], "connections closed": reconnects[0]})


def table_fill(url: str, stop, out) -> None:
    made = refused = 0
    i = 0
    while not stop.is_set():
        source = f"127.0.0.{20 + i % 231}"
        i += 1
        try:
            ws = connect(url, source, 2.0)
            send(ws, M.hello("fill"))
            send(ws, CREATE)
            m = recv(ws, 2.0)
            made += m["type"] == "created"
            refused += m["type"] != "created"
            ws.close()
        except Exception:  # noqa: BLE001 - reset at the accept
            refused += 1
    out.put({"tables made": made, "creates refused": refused})


def code_guess(url: str, stop, out) -> None:
    judged = waits = reset = 0
    i = 0
    while not stop.is_set():
        source = f"127.0.0.{20 + i % 231}"
        i += 1
        try:
            ws = connect(url, source, 2.0)
            send(ws, M.hello("guess"))
            send(ws, {"type": "find", "room": new_code()})
            m = recv(ws, 2.0)
            judged += m.get("code") == M.ROOM
            waits += m.get("code") == M.WAIT
            ws.close()
        except Exception:  # noqa: BLE001 - reset at the accept
            reset += 1
    out.put({"guesses judged": judged, "told to wait": waits, "reset at the accept": reset})


# -- measuring ------------------------------------------------------------------------------
def round_trips(ws, seconds: float) -> list[float]:
    out: list[float] = []
    end = time.monotonic() + seconds
    stamp = 0
    while time.monotonic() < end:
        stamp += 1
        t0 = time.perf_counter()
        send(ws, M.ping(stamp))
        while True:
            m = recv(ws, 10.0)
            if m["type"] == "pong" and m["stamp"] == stamp:
                break
        out.append((time.perf_counter() - t0) * 1000)
        time.sleep(max(0.0, 0.125 - (time.perf_counter() - t0)))
    return out


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def health(port: int) -> dict:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=10) as r:
        return json.loads(r.read())


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def run(seconds: float, root: str = ROOT) -> dict:
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "main.py", "--server", "--port", str(port)],
                              cwd=root, stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, PYTHONUNBUFFERED="1"))
    phases: list[dict] = []
    try:
        assert server.stdout is not None
        assert server.stdout.readline().startswith("serving tables")
        honest, _ = sit_down(url, "127.0.2.1")
        attacks = {"raw hold": (raw_hold, port), "ping flood": (ping_flood, url),
                   "table fill": (table_fill, url), "code guess": (code_guess, url)}
        for n, name in enumerate(["none", *attacks]):
            stop = mp.Event()
            out: mp.Queue = mp.Queue()
            proc = None
            if name != "none":
                fn, arg = attacks[name]
                proc = mp.Process(target=fn, args=(arg, stop, out), daemon=True)
                proc.start()
                time.sleep(1.0)  # the attack under way
            rtts = round_trips(honest, seconds / 2)
            try:
                ws, create_s = sit_down(url, f"127.0.1.{n + 1}")
                ws.close()
                create = round(create_s * 1000, 1)
            except Exception as e:  # noqa: BLE001 - said as it is
                create = f"failed: {e}"  # type: ignore[assignment]
            rtts += round_trips(honest, seconds / 2)
            h = health(port)
            stop.set()
            attack: dict = {}
            if proc is not None:
                try:
                    attack = out.get(timeout=15)
                except Exception:  # noqa: BLE001
                    attack = {}
                proc.join(5)
            phases.append({"attack": name, "n": len(rtts), "p50_ms": round(pct(rtts, .5), 2),
                           "p99_ms": round(pct(rtts, .99), 2),
                           "honest_create_ms": create, "attacker": attack,
                           "server_rss_mb": round(rss_mb(server.pid), 1),
                           "health": {k: h.get(k) for k in ("tables", "connections", "accepted",
                                                        "pending", "refused_at_accept",
                                                        "evicted_pending", "flooded")}})
            time.sleep(0.5)
        honest.close()
    finally:
        server.terminate()
        server.wait(20)
    return {"phases": phases, "loadavg": os.getloadavg(), "cpus": os.cpu_count()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=6.0, help="measured per phase")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--server-root", default=ROOT,
                    help="the checkout whose server is measured (default: this one)")
    a = ap.parse_args()
    result = run(a.seconds, a.server_root)
    if a.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{'attack':<11} {'n':>4} {'p50 ms':>7} {'p99 ms':>7} {'create ms':>9} "
          f"{'rss MB':>7}  server / attacker")
    for p in result["phases"]:
        print(f"{p['attack']:<11} {p['n']:>4} {p['p50_ms']:>7} {p['p99_ms']:>7} "
              f"{p['honest_create_ms']!s:>9} {p['server_rss_mb']:>7}  {p['health']} / "
              f"{p['attacker']}")
    print(f"load average {result['loadavg'][0]:.2f} on {result['cpus']} cores")


if __name__ == "__main__":
    main()
