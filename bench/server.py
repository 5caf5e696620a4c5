"""The table server under load: N four-handed tables of bot clients over loopback.

Starts ``main.py --server`` in its own process on 127.0.0.1 (plain WebSocket, or TLS with
``--tls`` and a certificate made for the run with ``openssl``), then client processes
(``--clients``, 2), each holding its share of the tables: one connection creates a table of
four people, three more find it by its code, each from an address of its own table
(127.x.y.z, a few tables to a /24), as four homes would. Every seat is a lean bot paced as a person: when its view
says it is to act, it waits a think time drawn evenly from 0.5 to 1.5 times ``--pace``
(2 s: from 1 to 3 s) and then sends a random legal bid or card. So a table moves about once
every 2 s and each person acts about every 8 s; 1,000 tables make about 500 moves a second.

The round trip is from sending an action to the update for it coming back to its sender
(decoded), measured once every table is seated and the pace settled, for ``--seconds``. The
clients collect no garbage while measuring (their pauses would be counted as the server's).
The server's memory is its resident size at full load less its size before the first table,
per table. Also said: the server's and the clients' CPU (percent of one core) and the load
average while measuring, since on a shared machine the other work is in the figures too.

    python bench/server.py --tables N [--pace S] [--seconds S] [--clients K] [--tls] [--json]
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing as mp
import os
import random
import resource
import ssl
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import msgpack  # noqa: E402

from game.rules import Options  # noqa: E402
from game.sim import percentile  # noqa: E402
from net import messages as M  # noqa: E402


def rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    """The CPU seconds (user and system) process ``pid`` has used so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


TABLES_PER_NETWORK = 8  # within the server's caps per /24: 16 tables, 32 connections joining


def source(table: int) -> str:
    """The loopback address of one table's four homes: each table an address of its own,
    at most ``TABLES_PER_NETWORK`` tables in one /24 (the server caps what one network
    may hold, as it would an attacker's), so a load of honest homes is measured."""
    network = table // TABLES_PER_NETWORK
    return f"127.{1 + network // 256}.{network % 256}.{table % TABLES_PER_NETWORK + 1}"


class Seat:
    def __init__(self, state: "ClientState", rng: random.Random) -> None:
        self.state, self.rng = state, rng
        self.ws = None
        self.seat = -1
        self.sent_at: float | None = None
        self.over = False

    async def connect(self, url: str, tls, addr: str):
        from websockets.asyncio.client import connect

        self.ws = await connect(url, ssl=tls, compression=None, max_size=65536,
                                ping_interval=None, proxy=None, open_timeout=60,
                                local_addr=(addr, 0))

    async def send(self, msg: dict) -> None:
        await self.ws.send(msgpack.packb(msg, use_bin_type=True))

    async def recv(self) -> dict:
        return msgpack.unpackb(await self.ws.recv(), raw=False)

    async def join(self, room: str | None) -> str:
        from net.auth import NONCE, SeatKey

        await self.send(M.hello("bench"))
        if room is None:
            await self.send({"type": "create", "options": Options(variant="four-handed").to_dict(),
                             "seats": ["remote"] * 4})
            created = await self.recv()
            assert created["type"] == "created", created
            room = created["room"]
        else:
            await self.send({"type": "find", "room": room})
        challenge = await self.recv()
        assert challenge["type"] == "challenge", challenge
        await self.send(M.join(os.urandom(NONCE), None, None, 0, SeatKey.new().link()))
        welcome = await self.recv()
        assert welcome["type"] == "welcome", welcome
        self.seat = welcome["seat"]
        return room

    async def play(self, pace: float) -> None:
        st = self.state
        try:
            async for data in self.ws:
                msg = msgpack.unpackb(data, raw=False)
                kind = msg["type"]
                if kind == "ping":
                    await self.send(M.pong(msg["stamp"]))
                    continue
                if kind != "update":
                    continue
                now = time.monotonic()
                if self.sent_at is not None and msg["seat"] == self.seat:
                    if st.measuring:
                        st.rtts.append((now - self.sent_at) * 1000)
                    self.sent_at = None
                if any(e["type"] == "match_over" for e in msg["events"]):
                    self.over = True
                    st.matches += 1
                    return
                v = msg["view"]
                if v is not None and v["to_act"] == self.seat and v["legal"]:
                    st.loop.create_task(self.act(v, pace))
        except Exception:  # noqa: BLE001
            st.errors += 1

    async def act(self, v: dict, pace: float) -> None:
        await asyncio.sleep(pace * (0.5 + self.rng.random()))
        self.sent_at = time.monotonic()
        self.state.moves += 1
        try:
            await self.send(M.act(self.seat, self.rng.choice(v["legal"]), v["state_id"]))
        except Exception:  # noqa: BLE001 - counted where the connection ends
            pass


class ClientState:
    def __init__(self) -> None:
        self.rtts: list[float] = []
        self.measuring = False
        self.moves = self.matches = self.errors = 0
        self.loop: asyncio.AbstractEventLoop


def client_main(url: str, tables: list[int], pace: float, ca: str | None, ready, go, done,
                out) -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (20000, 20000))

    async def main() -> None:
        st = ClientState()
        st.loop = asyncio.get_running_loop()
        tls = ssl.create_default_context(cafile=ca) if ca else None
        rng = random.Random(tables[0] if tables else 0)
        seats: list[Seat] = []
        players: list[asyncio.Task] = []

        async def one_table(t: int) -> None:
            four = [Seat(st, random.Random(rng.random())) for _ in range(4)]
            room = None
            for s in four:
                await s.connect(url, tls, source(t))
                room = await s.join(room)
            seats.extend(four)
            players.extend(st.loop.create_task(s.play(pace)) for s in four)

        sem = asyncio.Semaphore(20)

        async def limited(t: int) -> None:
            async with sem:
                await one_table(t)

        await asyncio.gather(*(limited(t) for t in tables))
        # The clients' own garbage collections would stop their loops for as long as the
        # server's would (thousands of connections each): none while measuring, so what is
        # measured is the server's round trip, not the bench's pauses.
        gc.collect()
        gc.freeze()
        gc.disable()
        ready.set()
        while not go.is_set():
            await asyncio.sleep(0.05)
        st.measuring, st.rtts, st.moves = True, [], 0
        while not done.is_set():
            await asyncio.sleep(0.05)
        st.measuring = False
        out.put({"rtts": st.rtts, "moves": st.moves, "matches": st.matches,
                 "errors": st.errors})
        for p in players:
            p.cancel()
        for s in seats:
            s.ws.transport.abort()

    asyncio.run(main())


def make_cert(d: str) -> tuple[str, str]:
    cert, key = os.path.join(d, "cert.pem"), os.path.join(d, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "1", "-subj", "/CN=localhost", "-addext",
                    "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    return cert, key


def run(tables: int, pace: float, seconds: float, clients: int, tls: bool,
        url: str | None = None) -> dict:
    tmp = tempfile.mkdtemp(prefix="bench-server-")
    url_given = url
    cmd = [sys.executable, os.path.join(ROOT, "main.py"), "--server", "--port", "0"]
    ca = None
    if tls:
        ca, key = make_cert(tmp)
        cmd += ["--cert", ca, "--key", key]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    if url is not None:  # a server started by hand (its memory is not measured)
        cmd = ["sleep", "3600"]
    log = open(os.path.join(tmp, "server.log"), "w+")  # the server's log: never a full pipe
    server = subprocess.Popen(cmd, stdout=log, text=True, env=env,
                              preexec_fn=lambda: resource.setrlimit(
                                  resource.RLIMIT_NOFILE, (20000, 20000)))
    try:
        while url is None:
            time.sleep(0.1)
            with open(log.name) as f:
                first = f.readline()
            if first.startswith("serving"):
                url = first.split()[3]
            elif server.poll() is not None:
                raise SystemExit("the server did not start")
        time.sleep(0.5)
        base = rss_kb(server.pid)
        ctx = mp.get_context("fork")
        ready = [ctx.Event() for _ in range(clients)]
        go, done, out = ctx.Event(), ctx.Event(), ctx.Queue()
        procs = [ctx.Process(target=client_main, args=(url, list(range(i, tables, clients)), pace,
                                                       ca, ready[i], go, done, out))
                 for i in range(clients)]
        t0 = time.monotonic()
        for p in procs:
            p.start()
        for r in ready:
            if not r.wait(600):
                raise SystemExit("the tables were not all seated within 10 minutes")
        seated_s = time.monotonic() - t0
        time.sleep(min(5.0, seconds / 4))  # let the pace settle
        pids = [server.pid] if url_given is None else []
        before = [cpu_s(pid) for pid in pids + [p.pid for p in procs]]
        load = [os.getloadavg()[0]]
        go.set()
        time.sleep(seconds)
        full = rss_kb(server.pid)
        after = [cpu_s(pid) for pid in pids + [p.pid for p in procs]]
        load.append(os.getloadavg()[0])
        done.set()
        parts = [out.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(30)
    finally:
        server.terminate()
        server.wait(30)
    rtts = [x for p in parts for x in p["rtts"]]
    return {"tables": tables, "rtt_p50_ms": round(percentile(rtts, 0.5), 2),
            "rtt_p99_ms": round(percentile(rtts, 0.99), 2),
            "kb_per_table": round((full - base) / max(1, tables), 1),
            "moves_per_s": round(sum(p["moves"] for p in parts) / seconds, 1),
            "samples": len(rtts), "pace_s": pace, "tls": tls, "seat_s": round(seated_s, 1),
            "server_rss_mb": round(full / 1024, 1),
            "server_cpu_pct": (round(100 * (after[0] - before[0]) / seconds)
                               if url_given is None else None),
            "clients_cpu_pct": round(100 * sum(a - b for a, b in zip(after[len(pids):],
                                                                  before[len(pids):])) / seconds),
            "load_avg": [round(x, 1) for x in load],
            "errors": sum(p["errors"] for p in parts)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--pace", type=float, default=2.0,
                    help="mean think time of a seat, in seconds (each wait is drawn from 0.5x "
                         "to 1.5x of it; default 2)")
    ap.add_argument("--seconds", type=float, default=30.0, help="how long to measure")
    ap.add_argument("--clients", type=int, default=2, help="client processes")
    ap.add_argument("--tls", action="store_true", help="wss:// with a certificate made here")
    ap.add_argument("--url", help="use the server already running at URL (ws:// only)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    r = run(a.tables, a.pace, a.seconds, a.clients, a.tls, a.url)
    if a.json:
        print(json.dumps(r))
    else:
        for k, v in r.items():
            print(f"{k}: {v}")


if __name__ == "__main__":
    main()
