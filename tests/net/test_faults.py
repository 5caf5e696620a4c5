"""Faults: dead peers, a host that goes away, bad frames, slow senders and floods."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from net import messages as M
from net.client import RemoteTable
from net.framing import HEADER, MAX_FRAME, FrameDecoder, encode
from net.host_table import HostTable

from .helpers import LOOP, BotSeat, RawClient, fast_limits, play_out, start_host, wait_until

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_heartbeat_finds_a_silent_peer():
    host = start_host("two-handed", "local,remote", limits=fast_limits(dead_after=0.5))
    table = HostTable(host)
    try:
        c = RawClient(host.port)
        assert c.hello()["type"] == "welcome"
        # ...and now the client says nothing at all, not even pong
        notices: list[str] = []
        wait_until(lambda: (notices.extend(u.message for u in table.poll()),
                            any("stopped answering" in n for n in notices))[1],
                   "the host to notice the silent client")
        assert host.seats[1].conn is None and host.seats[1].held
    finally:
        table.close()


def test_client_reports_a_host_that_closes():
    host = start_host("two-handed")
    s = BotSeat(RemoteTable(LOOP, host.port))
    wait_until(lambda: (s.step(), s.table.seen is not None)[1], "joining")
    host.close("The host went home.")
    wait_until(lambda: (s.step(), s.closed)[1], "the closed update")
    assert s.closed == "The host went home." and s.table.status == "closed"


def test_client_reports_a_host_that_dies():
    proc = subprocess.Popen([sys.executable, "main.py", "--host", "--headless", "--bind", LOOP,
                             "--no-announce", "--port", "0"],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        port = int(line.split(":")[-1].split()[0])
        # The host keeps a dropped seat 2 minutes; its game dies: the client says so at once
        # (nothing listens there any more), not "your seat is kept" for 2 minutes.
        s = BotSeat(RemoteTable(LOOP, port, heartbeat=0.2, dead_after=1.0))
        wait_until(lambda: (s.step(), s.table.seen is not None)[1], "joining")
        assert s.table.grace == 120
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        wait_until(lambda: (s.step(), s.closed)[1], "the closed update", patience=20)
        assert "not running any more" in s.closed and "title screen" in s.closed
        assert s.table.reconnect_left() is None
    finally:
        proc.kill()
        proc.wait()


def _bad(host_port: int, data: bytes) -> bool:
    c = RawClient(host_port)
    try:
        c.send_raw(data)
    except OSError:
        return True
    return c.closed_by_host()


def test_bad_frames_drop_only_their_connection():
    host = start_host("two-handed", limits=fast_limits(frame=0.5, handshake=1.0))
    try:
        good = BotSeat(RemoteTable(LOOP, host.port))
        wait_until(lambda: (good.step(), good.table.seen is not None)[1], "joining")
        assert _bad(host.port, HEADER.pack(MAX_FRAME + 1) + b"x" * 100)  # oversized
        assert _bad(host.port, HEADER.pack(0))  # empty
        assert _bad(host.port, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")  # garbage
        assert _bad(host.port, HEADER.pack(3) + b"\xc1\xc1\xc1")  # not msgpack
        assert _bad(host.port, encode({"type": "hello"}))  # schema: missing fields
        # a slow sender: half a frame, then nothing; dropped after the frame deadline
        slow = RawClient(host.port)
        slow.send_raw(encode(M.hello("slow", None, None))[:7])
        # a client that connects and never says hello
        mute = RawClient(host.port)
        play_out([good])  # the well-behaved client plays the whole match meanwhile
        assert slow.closed_by_host() and mute.closed_by_host()
        assert host.wait_over(10) and not host.stopped
    finally:
        host.close()


def test_a_flooding_client_is_dropped_and_the_others_play_on():
    host = start_host("four-handed", limits=fast_limits(grace=0.2), expire_to="random")
    try:
        good = BotSeat(RemoteTable(LOOP, host.port, "good"))
        wait_until(lambda: (good.step(), good.table.seen is not None)[1], "joining")
        flood = RawClient(host.port)
        w = flood.hello("flood")
        assert w["type"] == "welcome"
        burst = encode(M.ping(1)) * 200 + encode(M.act(w["seat"], "pass", 0)) * 200
        try:
            for _ in range(20):
                flood.send_raw(burst)
        except OSError:
            pass  # the host already hung up
        assert flood.closed_by_host()
        play_out([good])  # the flooder's seat goes to the computer after the grace period
        notices = [u.message for u in good.updates if u.kind == "notice"]
        assert any("flood" in n and "too many" in n for n in notices), notices
        assert host.wait_over(10)
    finally:
        host.close()



def test_remote_table_never_waits_on_a_host_that_does_not_answer():
    import socket

    silent = socket.socket()
    silent.bind((LOOP, 0))
    silent.listen(1)  # the kernel accepts the connection; nobody ever answers
    try:
        t = RemoteTable(LOOP, silent.getsockname()[1], connect_timeout=0.5)
        assert t.poll() == [] and t.status == "connecting"
        t.act(0, "pass")  # not seated yet: refused at once, locally
        got = wait_until(lambda: t.poll(), "the local refusal")
        assert got[0].kind == "refused"
        closed = wait_until(lambda: [u for u in t.poll() if u.kind == "closed"], "giving up")
        assert "Could not join" in closed[0].message and t.status == "closed"
    finally:
        silent.close()


def _fake_host(replies: list[bytes]) -> tuple[int, "object"]:
    """A one-connection 'host' that answers the hello with ``replies`` and then waits."""
    import socket
    import threading

    srv = socket.socket()
    srv.bind((LOOP, 0))
    srv.listen(4)

    def serve() -> None:
        try:
            while True:
                conn, _ = srv.accept()
                conn.recv(4096)
                for r in replies:
                    conn.sendall(r)
        except OSError:
            return

    threading.Thread(target=serve, daemon=True).start()
    return srv.getsockname()[1], srv


def test_a_client_refuses_what_a_bad_host_sends():
    from game.rules import Match, Options
    from game.rules.wire import view_to_wire

    other_seat = view_to_wire(Match(Options(), 1).view(1))
    cases = {
        "garbage": [b"\x00\x00\x00\x03\xc1\xc1\xc1"],
        "oversized": [HEADER.pack(MAX_FRAME + 1)],
        "not a welcome": [encode({"type": "welcome", "seat": 0})],
        "another seat's view": [
            encode(M.challenge(b"n" * 16, b"s" * 16, False)),
            encode(M.welcome(0, Options().to_dict(), ["a", "b"], False, 60)),
            encode(M.update("events", [], other_seat, None, "", 0))],
    }
    for what, replies in cases.items():
        port, srv = _fake_host(replies)
        try:
            t = RemoteTable(LOOP, port, connect_timeout=2, reconnect_for=0.5)
            closed = wait_until(lambda t=t: [u for u in t.poll() if u.kind == "closed"], what)
            assert t.status == "closed", what
            assert "unreadable" in closed[0].message or "gone away" in closed[0].message, \
                (what, closed[0].message)
            assert t.seen is None or t.seen.seat == 0  # never another seat's view
        finally:
            srv.close()


def test_a_busy_port_is_a_sentence_not_a_crash():
    host = start_host("two-handed")
    try:
        import pytest as _pytest

        from game.ai import LEVELS
        from game.rules import Options
        from net.host import Host
        from net.seats import parse_seats

        with _pytest.raises(OSError, match="Choose another port"):
            Host(Options(), parse_seats("remote,bot", 2, LEVELS, "random"), bind=LOOP,
                 port=host.port, room=None).start()
    finally:
        host.close()


def test_a_pile_of_idle_connections_does_not_stall_a_seated_player():
    import socket

    host = start_host("two-handed", limits=fast_limits(handshake=1.0))
    idle = []
    try:
        good = BotSeat(RemoteTable(LOOP, host.port))
        wait_until(lambda: (good.step(), good.table.seen is not None)[1], "joining")
        for _ in range(150):  # more than the host's connection cap
            idle.append(socket.create_connection((LOOP, host.port), timeout=10))
        play_out([good])
        assert host.wait_over(10) and not host.stopped
        # the idle ones were shut: over the caps at once (told why), the rest after the
        # hello deadline (nothing said: they never spoke the protocol)
        told = 0
        for s in idle:
            s.settimeout(PATIENCE_S)
            data = b""
            while chunk := s.recv(4096):
                data += chunk
            if data:
                (msg,) = (M.check_from_host(m) for m in FrameDecoder().feed(data))
                assert msg["type"] == "closed" and "connections" in msg["message"]
                told += 1
        assert told >= 150 - 8
    finally:
        for s in idle:
            s.close()
        host.close()


PATIENCE_S = 30


def test_a_client_that_stops_reading_is_dropped_and_the_others_are_told():
    # The blind client says hello and never reads again. Its turns are played for it at
    # the turn limit, so the match runs on and the host's output to it piles up behind
    # small system buffers (a whole match is about 175 KB) until the cap drops it; the
    # well-behaved player is told why and its table stays open.
    host = start_host("four-handed", limits=fast_limits(turn=0.02, dead_after=60,
                                                        out_cap=16 * 1024, sndbuf=4096))
    try:
        good = BotSeat(RemoteTable(LOOP, host.port, "ann"), seed=1)
        blind = RawClient(host.port, rcvbuf=1024)
        blind.send(M.hello("blind"))
        blind.send(blind.join(blind.recv(), None, None))  # answers the challenge, then reads no more

        def told() -> bool:
            good.step()
            return any("blind" in u.message and "stopped reading" in u.message
                       for u in good.updates if u.kind == "notice")

        wait_until(told, "the host to drop the client that stopped reading")
        seat = next(s.index for s in host.seats if s.name == "blind")
        assert host.seats[seat].conn is None
        assert host.bytes_sent(seat) > 16 * 1024  # it was sent more than the cap, unread
        assert good.table.seen is not None and not good.closed
        blind.close()
    finally:
        host.close()


def test_one_address_cannot_hold_every_door_open():
    host = start_host("four-handed", limits=fast_limits(handshake=30.0, per_address=3))
    try:
        seated = RawClient(host.port)
        assert seated.hello("ann")["type"] == "welcome"  # a seated player does not count
        waiting = [RawClient(host.port) for _ in range(3)]
        wait_until(lambda: len(host._conns) == 4, "the host to hold four connections")
        extra = RawClient(host.port)
        msg = extra.recv()
        assert msg["type"] == "closed" and "3 connections from 127.0.0.1" in msg["message"]
        assert extra.closed_by_host()
        waiting.pop().sock.close()
        wait_until(lambda: len(host._conns) == 3, "the host to see one leave")
        late = RawClient(host.port)
        assert late.hello("bob")["type"] == "welcome"
        for c in waiting:
            c.sock.close()
    finally:
        host.close()


def test_a_player_coming_back_waits_out_a_crowded_door():
    host = start_host("four-handed", limits=fast_limits(handshake=30.0, per_address=2))
    crowd = []
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann", reconnect_for=20))
        wait_until(lambda: (s.step(), s.table.seen is not None)[1], "ann seated")
        crowd = [RawClient(host.port) for _ in range(2)]
        wait_until(lambda: len(host._conns) == 3, "the host to hold ann and the crowd")
        s.table._call(lambda: s.table._link.abort())  # ann's cable is cut
        wait_until(lambda: (s.step(), any("dropped" in (u.message or "") for u in s.updates))[1],
                   "ann to notice the drop")
        time.sleep(1.0)  # ann knocks and is turned away: the door is full
        s.step()
        assert s.closed is None and not any("Back at the table" in (u.message or "")
                                            for u in s.updates)
        crowd.pop().sock.close()  # room again: ann gets back in on her own
        wait_until(lambda: (s.step(), any("Back at the table" in (u.message or "")
                                          for u in s.updates))[1], "ann back at the table")
        assert s.closed is None and s.table.seat is not None
    finally:
        for c in crowd:
            c.sock.close()
        host.close()
