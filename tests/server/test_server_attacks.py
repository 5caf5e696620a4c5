"""The table server under a determined attacker, all on loopback (127.0.0.2, .3... and
127.0.1.x are this machine too, and 127.0.1.x is another /24): connections counted from
their accept, ping frames charged like messages, the table cap not fillable from one
network, a guesser told to wait refused before any handshake, and seats that outlive a
crash of the server."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from net import messages as M
from net.server import wire as W
from net.server.codes import new_code
from net.server.store import FileStore

from ..net.helpers import deadline
from .helpers import BotSeat, RawWs, ServerThread, fast, make_cert, online, play_out, wait_until
from .test_server_safety import Clock, create_msg, find, open_table, refused_at_accept

ROOT = Path(__file__).resolve().parents[2]


class Url:
    def __init__(self, url: str, tls=None) -> None:
        self.url, self.tls = url, tls


SERVE = """
import resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
from net.server.serve import run_server
from net.server.limits import ServerLimits
sys.exit(run_server(bind="127.0.0.1", port=int(sys.argv[1]), cert=sys.argv[2],
                    key=sys.argv[3], limits=ServerLimits(metrics_every=0)))
"""


def test_raw_connections_from_one_address_leave_room_for_an_honest_create(tmp_path):
    """300 connections from 127.0.0.2 that never start their TLS handshake, at a server
    that may open 256 files: they are counted from their accept, all but a few are reset
    at once, and a player from 127.0.0.1 creates a table and plays meanwhile."""
    cert, key = make_cert(tmp_path)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    p = subprocess.Popen([sys.executable, "-c", SERVE, str(port), cert, key], cwd=ROOT,
                         stdout=subprocess.PIPE, text=True,
                         env=dict(os.environ, PYTHONUNBUFFERED="1"))
    raw: list[socket.socket] = []
    ann = None
    try:
        with deadline(60, "a create during a raw-connection flood"):
            assert p.stdout is not None
            assert p.stdout.readline().startswith("serving tables on wss://127.0.0.1:")
            for _ in range(300):
                s = socket.socket()
                s.settimeout(1.0)
                s.bind(("127.0.0.2", 0))
                try:
                    s.connect(("127.0.0.1", port))
                except OSError:
                    pass  # the backlog is full: the kernel holds it, as an attacker's
                raw.append(s)
            started = time.monotonic()
            codes: list[str] = []
            ann = BotSeat(online(Url(f"wss://127.0.0.1:{port}", (cert, key)),
                                 seats=["remote", "bot:random"], name="Ann",
                                 on_room=codes.append))
            play_out([ann], patience=8.0, until=lambda: ann.table.seen is not None
                     and ann.table.seen.state_id > 4)
            assert codes and time.monotonic() - started < 8.0
            # the flood's connections were reset at the accept, not held for a timeout
            gone = 0
            for s in raw:
                try:
                    s.settimeout(0.01)
                    gone += s.recv(1) == b""
                except ConnectionResetError:
                    gone += 1
                except OSError:
                    pass
            assert gone >= 250, gone
    finally:
        if ann is not None:
            ann.table.close()
        for s in raw:
            s.close()
        p.terminate()
        p.wait(20)


def test_a_ping_frame_flood_costs_the_flooder_its_connection(server_thread):
    """WebSocket ping frames are messages of the budget (websockets answers them by
    itself, below what the server reads): a flood of them gets the connection closed."""
    ws, code = open_table(server_thread)
    closed = False
    for _ in range(2000):
        try:
            ws.ws.ping()
        except Exception:  # noqa: BLE001 - closed under us
            closed = True
            break
    if not closed:
        m = ws.recv_type("closed", timeout=5)
        assert "too many messages" in m["message"]
    assert code.replace("-", "") in server_thread.server.tables  # the table is still there
    assert refused_at_accept(server_thread, "127.0.0.1")  # reconnecting at once costs nothing
    # a connection that pings now and then, as a keepalive does, is never closed
    other, _ = open_table(server_thread, source="127.0.0.3")
    for _ in range(5):
        other.ws.ping().wait(5)
    other.send(M.ping(1))
    assert other.recv_type("pong")["stamp"] == 1
    other.close()


@pytest.fixture
def server_thread():
    s = ServerThread()
    yield s
    s.stop()


def test_one_network_cannot_fill_the_table_cap():
    """Addresses of one /24 (each with its few tables) stop at the network's cap, short
    of the server's: a player from another network still gets a table."""
    server = ServerThread(fast(max_tables=6, tables_per_machine=2, tables_per_network=4))
    try:
        held = []
        answers = []
        for i in range(4):
            for _ in range(2):
                ws = RawWs(server.url, source=f"127.0.0.{20 + i}")
                r = ws.join(create=create_msg())
                answers.append(r["type"] if r["type"] != "refuse" else r["code"])
                held.append(ws)
        assert answers == ["welcome"] * 4 + [W.LIMIT] * 4, answers
        assert len(server.server.tables) == 4
        honest, code = open_table(server, source="127.0.1.5")  # another /24
        assert code
        for ws in held + [honest]:
            ws.close()
    finally:
        server.stop()


def test_a_guesser_told_to_wait_is_refused_before_any_handshake():
    """Once told to wait, every further connection from that address is reset at the
    accept until the wait is over: no TLS or WebSocket handshake, no message read."""
    clock = Clock()
    server = ServerThread(clock=clock)
    try:
        answers = [find(server, new_code(), "127.0.0.2")["code"] for _ in range(6)]
        assert answers == [M.ROOM] * 5 + [M.WAIT]
        handshakes = server.server.metrics.connections_total
        assert all(refused_at_accept(server, "127.0.0.2") for _ in range(30))
        assert server.server.metrics.connections_total == handshakes
        assert server.server.gate.refused >= 30
        assert find(server, new_code(), "127.0.0.3")["code"] == M.ROOM  # not another's
        clock.now += 12.0  # told "wait 12 seconds": then judged again
        assert find(server, new_code(), "127.0.0.2")["code"] == M.ROOM
    finally:
        server.stop()


def crash(s: ServerThread) -> None:
    """The server dies: nothing is saved from here on, every connection is cut."""
    async def die():
        s.server.store = None
        for p in list(s.server.peers):
            p.ws.transport.abort()
    s.run(die())
    s.stop()


def test_a_seat_taken_after_the_last_save_survives_a_crash(tmp_path):
    """A seat is saved before its player is welcomed: a server that dies right after
    (before its next save) is carried on by the next with that seat's key."""
    state = tmp_path / "state"
    first = ServerThread(fast(save_every=3600.0), store=FileStore(state))
    ann, code = open_table(first, ("remote", "remote"))
    key = ann.key
    crash(first)
    second = ServerThread(fast(), store=FileStore(state))
    try:
        back = RawWs(second.url)
        w = back.join(room=code, key=key)
        assert w["type"] == "welcome" and w["resumed"], w
        back.close()
    finally:
        second.stop()


def test_a_seat_key_that_moved_on_after_the_snapshot_still_comes_back(tmp_path):
    """The snapshot holds an older link of a seat key than its player (comebacks after
    the last save): any later link of the same chain takes the seat back."""
    state = tmp_path / "state"
    first = ServerThread(fast(), store=FileStore(state))
    ann, code = open_table(first, ("remote", "remote"))
    old = {p.name: p.read_bytes() for p in state.glob("*.json")}
    key = ann.key
    ann.close()
    for _ in range(3):  # three comebacks, each a link further down the chain
        c = RawWs(first.url)
        assert c.join(room=code, key=key)["resumed"]
        key = c.key
        c.close()
    first.stop()
    for name, data in old.items():  # the snapshot from before the comebacks
        (state / name).write_bytes(data)
    second = ServerThread(fast(), store=FileStore(state))
    try:
        back = RawWs(second.url)
        w = back.join(room=code, key=key)
        assert w["type"] == "welcome" and w["resumed"], w
        back.close()
    finally:
        second.stop()


def test_pending_connections_are_bounded_in_all_and_a_quiet_network_gets_in():
    """With every pending place taken by one network, a newcomer from another takes the
    place of that network's oldest."""
    server = ServerThread(fast(max_pending=6, waiting_per_machine=8, waiting_per_network=8))
    raw = []
    try:
        for i in range(6):
            s = socket.create_connection(("127.0.0.1", server.port), 5,
                                         source_address=(f"127.0.0.{30 + i}", 0))
            raw.append(s)
        wait_until(lambda: server.server.gate.total_pending == 6, "six pending")
        honest, code = open_table(server, source="127.0.1.7")
        assert code and server.server.gate.evicted == 1
        honest.close()
    finally:
        for s in raw:
            s.close()
        server.stop()
