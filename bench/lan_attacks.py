"""An honest LAN player's round trip while the host is attacked, in one run on 127.0.0.1.

A host process holds two tables on 127.0.0.1: one the honest client plays (a random bot
through ``RemoteTable``: the round trip is from ``act()`` to that action's update, as a
screen sees it), and one waiting for players that announces itself to a discovery port of
this run's own (never the default, never broadcast). Phases, a few seconds each:

- baseline: no attack;
- churned door: 64 loopback addresses (127.0.0.2...) each hold one connection at the
  door and open it again whenever it is closed (another process); a joiner with the room
  code is timed to its answer (``full``: it passed the door and the proof);
- beacon flood: 20 addresses announce 4 fake tables each, 7,000 beacons a second in all
  (another process); then a lobby's listener is opened and timed until the real waiting
  table is listed.

    python bench/lan_attacks.py [--seconds 4] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.ai import make_player  # noqa: E402
from net import messages as M  # noqa: E402
from net.client import RemoteTable  # noqa: E402
from net.discovery import Listener  # noqa: E402

LOOP = "127.0.0.1"
CODE = "K7QM4XPA"

HOST = """
import sys, time
from game.ai import LEVELS
from game.rules import Options
from net.host import Host
from net.seats import parse_seats
dport = int(sys.argv[1])
play = Host(Options(variant="two-handed"), parse_seats("remote,bot:random", 2, LEVELS, "random"),
            bind="127.0.0.1", port=0, room="K7QM4XPA", seed=1).start()
wait = Host(Options(variant="two-handed"), parse_seats("remote,bot:random", 2, LEVELS, "random"),
            bind="127.0.0.1", port=0, room=None, announce="127.0.0.1", discovery_port=dport).start()
print(play.port, wait.port, flush=True)
end = time.monotonic() + 120
while time.monotonic() < end and sys.stdin.readable():
    if play.over:
        play.rematch()
    time.sleep(0.05)
    if play.stopped:
        break
"""

CHURN = """
import sys, time
from tests.net.helpers import Churn
c = Churn(int(sys.argv[1]), ["127.0.0.%d" % i for i in range(2, 66)]).start()
time.sleep(float(sys.argv[2]))
c.stop()
print(c.opened, c.closed, c.refused, flush=True)
"""

FLOOD = """
import socket, sys, time
from net.discovery import beacon
from game.rules import Options
port, rate, seconds = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
socks = []
for i in range(20):
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(("127.0.0.%d" % (100 + i), 0))
    socks.append(s)
data = [beacon("Fake %d" % i, 5000 + i, "two-handed", 1, False, 0, Options(variant="two-handed").to_dict())
        for i in range(4)]
sent, start = 0, time.monotonic()
while time.monotonic() - start < seconds:
    for s in socks:
        for d in data:
            s.sendto(d, ("127.0.0.1", port))
            sent += 1
    ahead = sent / rate - (time.monotonic() - start)
    if ahead > 0:
        time.sleep(ahead)
print(sent, flush=True)
"""


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


class Player:
    """The honest client: plays its seat with a random bot, timing each action's answer."""

    def __init__(self, port: int) -> None:
        self.table = RemoteTable(LOOP, port, "honest", room=CODE)
        self.bot = make_player("random", 7)
        self.sent_at: float | None = None

    def play(self, seconds: float) -> list[float]:
        rtts: list[float] = []
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for u in self.table.wait(0.05):
                if u.kind == "closed":
                    raise SystemExit(f"bench: the table closed: {u.message}")
                if u.kind in ("events", "rematch") and self.sent_at is not None and u.seat == self.table.seat:
                    rtts.append(time.perf_counter() - self.sent_at)
                    self.sent_at = None
                elif u.kind == "rematch":
                    self.sent_at = None
            v = self.table.seen
            if v is not None and v.to_act == v.seat and v.legal and self.sent_at is None:
                self.sent_at = time.perf_counter()
                self.table.act(v.seat, self.bot.choose(v))
        return rtts


def figures(rtts: list[float]) -> dict:
    if not rtts:
        return {"actions": 0}
    return {"actions": len(rtts), "p50_ms": round(statistics.median(rtts) * 1000, 2),
            "p99_ms": round(percentile(rtts, 0.99) * 1000, 2)}


def join_time(port: int, patience: float = 10.0) -> tuple[float | None, str]:
    """Seconds until a joiner with the room code is answered past the door (refused
    ``full``: the honest player holds the seat), and how it ended."""
    start = time.monotonic()
    t = RemoteTable(LOOP, port, "joiner", room=CODE)
    try:
        while time.monotonic() - start < patience:
            if t.status != "connecting":
                took = time.monotonic() - start
                return (took if t.refusal == M.FULL or t.status == "playing" else None), (t.refusal or t.status)
            time.sleep(0.005)
        return None, "no answer"
    finally:
        t.close()


def free_udp_port() -> int:
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind((LOOP, 0))
    port = s.getsockname()[1]
    s.close()
    return port


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=4.0, help="length of each phase")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    sec = args.seconds
    dport = free_udp_port()
    env = dict(os.environ, PYTHONPATH=ROOT)
    host = subprocess.Popen([sys.executable, "-c", HOST, str(dport)], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    procs = [host]
    try:
        play_port, wait_port = map(int, host.stdout.readline().split())
        player = Player(play_port)
        player.play(0.5)  # seated, the match under way
        out: dict = {"baseline": figures(player.play(sec))}

        churn = subprocess.Popen([sys.executable, "-c", CHURN, str(play_port), str(sec + 1.5)],
                                 cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        procs.append(churn)
        time.sleep(1.0)  # the door full and churning
        rtts = player.play(sec / 2)
        took, how = join_time(play_port)
        rtts += player.play(sec / 2)
        opened, closed, refused = map(int, churn.communicate(timeout=20)[0].split())
        out["churned_door"] = {**figures(rtts), "join_answered_s": None if took is None else round(took, 3),
                               "join_answer": how, "churn_connections": opened, "churn_closed": closed}

        flood = subprocess.Popen([sys.executable, "-c", FLOOD, str(dport), "7000", str(sec + 3.5)],
                                 cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        procs.append(flood)
        time.sleep(0.5)
        rtts = player.play(sec)
        listener = Listener(dport, bind=LOOP)
        start = time.monotonic()
        listed = None
        while time.monotonic() - start < 3.0:
            if any(h.port == wait_port for h in listener.poll()):
                listed = time.monotonic() - start
                break
            time.sleep(0.02)
        shown = len(listener.poll())
        listener.close()
        sent = int(flood.communicate(timeout=20)[0].strip())
        out["beacon_flood"] = {**figures(rtts), "beacons_sent": sent,
                               "real_table_listed_after_s": None if listed is None else round(listed, 3),
                               "tables_listed": shown}
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    if args.json:
        print(json.dumps(out))
        return 0
    b = out["baseline"]
    print(f"honest round trip at a LAN host on 127.0.0.1 ({sec:g} s a phase)")
    print(f"  baseline:      p50 {b['p50_ms']} ms, p99 {b['p99_ms']} ms ({b['actions']} actions)")
    c = out["churned_door"]
    print(f"  churned door:  p50 {c['p50_ms']} ms, p99 {c['p99_ms']} ms ({c['actions']} actions); "
          f"a joiner answered in {c['join_answered_s']} s ({c['join_answer']}); "
          f"{c['churn_connections']} churn connections, {c['churn_closed']} closed")
    f = out["beacon_flood"]
    print(f"  beacon flood:  p50 {f['p50_ms']} ms, p99 {f['p99_ms']} ms ({f['actions']} actions); "
          f"{f['beacons_sent']} beacons; the real table listed after {f['real_table_listed_after_s']} s "
          f"({f['tables_listed']} tables listed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
