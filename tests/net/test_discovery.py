"""LAN discovery on 127.0.0.1: a host's beacons are listed; junk datagrams are ignored."""
from __future__ import annotations

import socket
import time

import msgpack

from game.rules import Options
from net.discovery import Listener, beacon, parse_beacon
from net.messages import PROTOCOL_VERSION

from .helpers import LOOP, start_host, wait_until

RULES = Options(variant="four-handed", target=7, defend_alone=True, no_ace_no_face=True)


def test_a_hosts_beacon_is_heard_and_listed():
    listener = Listener(port=0, bind=LOOP)
    host = start_host("four-handed", room="K7K7", announce=LOOP,
                      discovery_port=listener.port)
    try:
        found = wait_until(lambda: listener.poll(), "a beacon")
        info = found[0]
        assert (info.address, info.port) == (LOOP, host.port)
        assert info.variant == "four-handed" and info.open_seats == 2 and info.room is True
    finally:
        host.close()
        listener.close()


def test_junk_datagrams_are_ignored_and_poll_never_blocks():
    listener = Listener(port=0, bind=LOOP, keep=60)
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        assert listener.poll() == []
        for junk in (b"", b"\xc1", msgpack.packb({"type": "beacon"}), b"x" * 2000,
                     msgpack.packb([1, 2]), beacon("n", 0, "two-handed", 1, False)):
            s.sendto(junk, (LOOP, listener.port))
        s.sendto(beacon("real", 4000, "two-handed", 1, False), (LOOP, listener.port))
        found = wait_until(lambda: listener.poll(), "the real beacon")
        assert [h.name for h in found] == ["real"]
    finally:
        s.close()
        listener.close()


def test_old_hosts_drop_off_the_list():
    info = parse_beacon(beacon("a", 5000, "two-handed", 0, True), "10.0.0.9", now=100.0)
    assert info is not None and info.room and info.open_seats == 0
    listener = Listener(port=0, bind=LOOP, keep=5)
    try:
        listener._hosts[(info.address, info.port)] = info
        assert listener.poll(now=104.0) == [info]
        assert listener.poll(now=106.0) == []
    finally:
        listener.close()


def test_a_failing_send_is_reported_once_and_cleared_when_it_works_again():
    from net.discovery import Announcer

    problems: list[str] = []
    a = Announcer(lambda: b"x", [LOOP], port=9, on_problem=problems.append)
    real = a._sock

    class Failing:
        ok = False

        def sendto(self, data, dest):
            if not self.ok:
                raise OSError(101, "Network is unreachable")
            return len(data)

        def close(self):
            real.close()

    a._sock = Failing()
    try:
        for _ in range(5):
            a.send_once()
        assert len(problems) == 1 and "Network is unreachable" in problems[0]
        assert a.problem == problems[0] and a.sent == 0
        a._sock.ok = True
        a.send_once()
        assert a.problem is None and a.sent == 1
    finally:
        a.close()


def test_announcing_pauses_while_the_table_is_full_and_stops_after_the_match():
    from net.client import RemoteTable

    from .helpers import BotSeat, Cable, play_out

    listener = Listener(port=0, bind=LOOP, keep=0.5)
    host = start_host("two-handed", announce=LOOP, discovery_port=listener.port)
    cable = Cable(host.port)
    try:
        wait_until(lambda: listener.poll(), "a beacon while a seat is open")
        s = BotSeat(RemoteTable(LOOP, cable.port, "ann"))
        wait_until(lambda: (s.step(), s.table.seat is not None)[1], "a seat")
        sent = host._announcer.sent
        wait_until(lambda: (s.step(), not listener.poll())[1], "the list to empty")
        assert host._announcer.sent <= sent + 1  # at most one already on its way
        # The player drops: the table is announced again, as waiting for them.
        cable.unplug()
        back = wait_until(lambda: (s.step(), listener.poll())[1], "a beacon for the seat away")
        assert back[0].open_seats == 0 and back[0].away == 1
        cable.plug()
        wait_until(lambda: (s.step(), not host.away())[1], "the player back")
        sent = host._announcer.sent
        play_out([s])
        assert host.wait_over(10)
        time.sleep(1.5)
        assert host._announcer.sent <= sent + 2 and listener.poll() == []
    finally:
        cable.close()
        host.close()
        listener.close()


def test_discover_lists_tables_with_what_a_joiner_needs_to_know():
    import io
    import json
    import threading

    from net.headless import run_discover

    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    port_holder = Listener(port=0, bind=LOOP)
    port = port_holder.port
    port_holder.close()
    stop = threading.Event()

    def announce():
        while not stop.is_set():
            s.sendto(beacon("Ann's table", 47100, "four-handed", 2, True, 0, RULES.to_dict()), (LOOP, port))
            old = msgpack.packb({"type": "beacon", "version": 1, "name": "Old", "port": 47200,
                                 "variant": "two-handed", "open_seats": 1, "room": False})
            s.sendto(old, (LOOP, port))
            stop.wait(0.1)

    t = threading.Thread(target=announce, daemon=True)
    t.start()
    try:
        out = io.StringIO()
        assert run_discover(0.6, as_json=True, port=port, bind=LOOP, out=out) == 0
        found = json.loads(out.getvalue())
        assert found == [
            {"address": LOOP, "port": 47100, "name": "Ann's table", "variant": "four-handed",
             "open_seats": 2, "away_seats": 0, "room_code": True, "compatible": True,
             "options": RULES.to_dict()},
            {"address": LOOP, "port": 47200, "name": "Old", "variant": "two-handed",
             "open_seats": 1, "away_seats": 0, "room_code": False, "compatible": False,
             "options": None}]
        text = io.StringIO()
        run_discover(0.6, as_json=False, port=port, bind=LOOP, out=text)
        assert ("127.0.0.1:47100  Ann's table  four-handed (to 7, 24 cards, defend alone, no ace no "
                "face), 2 open seats, room code needed") in text.getvalue()
        assert "another version of the game" in text.getvalue()
    finally:
        stop.set()
        t.join()
        s.close()


def test_a_three_handed_hosts_beacon_says_its_rules():
    listener = Listener(port=0, bind=LOOP)
    host = start_host("three-handed", "remote,remote,bot", announce=LOOP,
                      discovery_port=listener.port, no_ace_no_face=True)
    try:
        info = wait_until(lambda: listener.poll(), "a beacon")[0]
        assert info.variant == "three-handed" and info.open_seats == 2 and info.compatible
        assert info.options == host.options and info.options.no_ace_no_face
    finally:
        host.close()
        listener.close()


def test_beacons_of_other_versions_and_rules_this_game_does_not_know():
    """An older host's beacon (no rules in it) is listed as another version; a beacon of this
    version whose rules do not make sense, or disagree with its game, is dropped."""
    v2 = msgpack.packb({"type": "beacon", "version": 2, "name": "Old", "port": 47200, "away": 0,
                        "variant": "two-handed", "open_seats": 1, "room": False})
    info = parse_beacon(v2, "10.0.0.9", now=1.0)
    assert info is not None and not info.compatible and info.options is None

    def this_version(options) -> bytes:
        return msgpack.packb({"type": "beacon", "version": PROTOCOL_VERSION, "name": "New", "port": 47200,
                              "away": 0, "variant": "three-handed", "open_seats": 1, "room": False,
                              "options": options})
    good = {"variant": "three-handed", "no_ace_no_face": True}
    assert parse_beacon(this_version(good), "10.0.0.9", now=1.0).options.no_ace_no_face
    for bad in ({"variant": "three-handed", "defend_alone": True},     # four-handed only
                {"variant": "four-handed"},                           # not the game it says
                {"variant": "three-handed", "wild_cards": True},      # unknown
                {"variant": "three-handed", "target": "ten"}, None, [1, 2]):
        assert parse_beacon(this_version(bad), "10.0.0.9", now=1.0) is None, bad


def flood(listener: Listener, tables: int, source: str = "127.0.0.9", first_port: int = 5000) -> None:
    """``tables`` fake tables announced from one machine (a socket bound to ``source``, another
    loopback address), each once."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.bind((source, 0))
        for i in range(tables):
            s.sendto(beacon(f"Fake {i}", first_port + i, "two-handed", 1, False), (LOOP, listener.port))
    finally:
        s.close()


def test_one_machine_announcing_forty_tables_cannot_push_a_real_one_off_the_list():
    from net.discovery import PER_ADDRESS

    listener = Listener(port=0, bind=LOOP, keep=60)
    real = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        flood(listener, 40)
        real.sendto(beacon("Ann's table", 47100, "two-handed", 1, True), (LOOP, listener.port))
        found = wait_until(lambda: [h for h in listener.poll() if h.name == "Ann's table"] and
                           listener.poll(), "the real table")
        fakes = [h for h in found if h.address == "127.0.0.9"]
        assert len(fakes) == PER_ADDRESS and len(found) == PER_ADDRESS + 1
        assert listener.unlisted() == {"127.0.0.9": 40 - PER_ADDRESS}
        # More from the flooder, and the real table announcing again: nothing moves.
        flood(listener, 40, first_port=6000)
        real.sendto(beacon("Ann's table", 47100, "two-handed", 0, True), (LOOP, listener.port))
        again = wait_until(lambda: (lambda got: got if got[-1].open_seats == 0 else None)(listener.poll()),
                           "the real table's new beacon")
        assert [(h.address, h.port) for h in again] == [(h.address, h.port) for h in found]
        assert listener.unlisted() == {"127.0.0.9": 80 - PER_ADDRESS}
    finally:
        real.close()
        listener.close()


def test_the_list_keeps_the_order_tables_were_first_heard_in():
    listener = Listener(port=0, bind=LOOP, keep=5)
    try:
        for t, port in ((1.0, 7001), (2.0, 7002), (3.0, 7003)):
            listener.hear(beacon(f"t{port}", port, "two-handed", 1, False), "10.0.0.1" if port != 7002
                          else "10.0.0.2", t)
        assert [h.port for h in listener.poll(now=3.0)] == [7001, 7002, 7003]
        listener.hear(beacon("t7001", 7001, "two-handed", 0, False), "10.0.0.1", 4.0)  # heard again
        assert [h.port for h in listener.poll(now=4.0)] == [7001, 7002, 7003]
        # 7002 stops announcing: it drops out, the others keep their places; back, it comes last.
        listener.hear(beacon("t7003", 7003, "two-handed", 1, False), "10.0.0.1", 7.5)
        assert [h.port for h in listener.poll(now=7.5)] == [7001, 7003]
        listener.hear(beacon("t7002", 7002, "two-handed", 1, False), "10.0.0.2", 8.0)
        assert [h.port for h in listener.poll(now=8.0)] == [7001, 7003, 7002]
    finally:
        listener.close()


def test_a_crowded_address_gets_a_place_again_when_one_of_its_tables_goes():
    from net.discovery import MAX_TABLES, PER_ADDRESS

    listener = Listener(port=0, bind=LOOP, keep=5)
    try:
        for i in range(PER_ADDRESS + 2):
            listener.hear(beacon("x", 8000 + i, "two-handed", 1, False), "10.0.0.7", 1.0 + i / 100)
        assert [h.port for h in listener.poll(now=2.0)] == [8000 + i for i in range(PER_ADDRESS)]
        for i in range(1, PER_ADDRESS + 2):   # all but the first go on announcing
            listener.hear(beacon("x", 8000 + i, "two-handed", 1, False), "10.0.0.7", 5.5)
        assert [h.port for h in listener.poll(now=6.5)] == [8000 + i for i in range(1, PER_ADDRESS)]
        listener.hear(beacon("x", 8000 + PER_ADDRESS, "two-handed", 1, False), "10.0.0.7", 6.6)
        assert [h.port for h in listener.poll(now=6.6)][-1] == 8000 + PER_ADDRESS
        # Spoofed addresses: the list (and what is counted) stays bounded.
        for i in range(3 * MAX_TABLES):
            listener.hear(beacon("y", 9000, "two-handed", 1, False), f"10.1.{i // 250}.{i % 250}", 7.0)
        assert len(listener.poll(now=7.0)) == MAX_TABLES
    finally:
        listener.close()


def fakes_from(sources: list[str], per_source: int, port: int, rounds: int = 1) -> int:
    """Fake tables announced from each loopback address in ``sources`` (``per_source`` each,
    ``rounds`` times over) to ``port`` on 127.0.0.1; the datagrams sent."""
    sent = 0
    for source in sources:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            s.bind((source, 0))
            for _ in range(rounds):
                for i in range(per_source):
                    s.sendto(beacon(f"Fake {source} {i}", 5000 + i, "two-handed", 1, False,
                                    0, Options(variant="two-handed").to_dict()), (LOOP, port))
                    sent += 1
        finally:
            s.close()
    return sent


def test_twenty_addresses_of_fake_tables_cannot_keep_a_real_one_off_the_list():
    """Twenty addresses announce four fake tables each (80: past the list's 64) before the
    real table is heard: the real one is still listed."""
    from net.discovery import MAX_TABLES

    listener = Listener(port=0, bind=LOOP, keep=60)
    try:
        sources = [f"127.0.0.{i}" for i in range(10, 30)]
        fakes_from(sources, 4, listener.port)
        wait_until(lambda: len(listener.poll()) == MAX_TABLES, "the list full of fakes")
        host = start_host("two-handed", announce=LOOP, discovery_port=listener.port)
        try:
            found = wait_until(lambda: [h for h in listener.poll() if h.port == host.port],
                               "the real table listed", patience=5)
            assert found[0].address == LOOP and len(listener.poll()) == MAX_TABLES
            fakes_from(sources, 4, listener.port)  # announced again: the real one stays
            assert any(h.port == host.port for h in listener.poll())
        finally:
            host.close()
    finally:
        listener.close()


FLOODER = """
import socket, sys, time
from net.discovery import beacon
from game.rules import Options
port, rate, seconds = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
socks = []
for source in ("127.0.0.2", "127.0.0.3"):
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind((source, 0))
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
print(sent)
"""


def test_a_flood_of_beacons_does_not_hide_a_real_table():
    """Twenty thousand beacons a second from two addresses (another process), and a lobby
    opened meanwhile: the listener reads (nearly) every datagram as it comes, so the real
    table, announced once a second, is listed within a couple of seconds and stays listed."""
    import subprocess
    import sys

    holder = Listener(port=0, bind=LOOP)
    port = holder.port
    holder.close()
    host = start_host("two-handed", announce=LOOP, discovery_port=port)
    flooder = subprocess.Popen([sys.executable, "-c", FLOODER, str(port), "20000", "4"],
                               stdout=subprocess.PIPE, text=True)
    listener = None
    try:
        time.sleep(0.3)   # the flood is on when the lobby opens
        listener = Listener(port=port, bind=LOOP)
        opened = time.monotonic()
        wait_until(lambda: any(h.port == host.port for h in listener.poll()), "the real table", patience=2.5)
        took = time.monotonic() - opened
        looks = listed = 0
        seen: set[float] = set()   # the real table's beacons heard (each its own time)
        before = host._announcer.sent
        while flooder.poll() is None and looks < 30:
            looks += 1
            real = [h for h in listener.poll() if h.port == host.port]
            listed += bool(real)
            seen.update(h.last_seen for h in real)
            time.sleep(0.1)
        announced = host._announcer.sent - before
        out, _ = flooder.communicate(timeout=10)
        assert int(out.strip()) > 20000 * 2   # the flood ran
        assert listed == looks, (listed, looks)
        assert len(seen) >= announced - 1, (len(seen), announced, took)   # none crowded out
    finally:
        if flooder.poll() is None:
            flooder.kill()
            flooder.wait()
        if listener is not None:
            listener.close()
        host.close()


def test_forged_beacons_from_the_hosts_own_address_cannot_hide_a_table_the_player_trusts():
    """Beacons forged from the table's own address (another version, another game, at its
    port; four fake tables at other ports): once the table has answered a connection (or
    its address was typed), it stays listed and joinable, as it was first heard."""
    from net.discovery import PER_ADDRESS

    from .helpers import RawClient

    listener = Listener(port=0, bind=LOOP, keep=60)
    host = start_host("two-handed", announce=LOOP, discovery_port=listener.port)
    forger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        first = wait_until(lambda: [h for h in listener.poll() if h.port == host.port], "the real table")[0]
        assert RawClient(host.port).hello("ann")["type"] == "welcome"  # it answered
        listener.vouch(LOOP, host.port)
        other = msgpack.packb({"type": "beacon", "version": PROTOCOL_VERSION - 1, "name": "Old", "port": host.port,
                               "variant": "two-handed", "open_seats": 1, "room": False})
        wrong_game = beacon(first.name, host.port, "four-handed", 2, True, 0,
                            Options(variant="four-handed").to_dict())
        for _ in range(50):
            forger.sendto(other, (LOOP, listener.port))
            forger.sendto(wrong_game, (LOOP, listener.port))
        fakes_from([LOOP], PER_ADDRESS, listener.port, rounds=5)
        time.sleep(0.2)
        got = [h for h in listener.poll() if h.port == host.port]
        assert got and got[0].compatible and got[0].variant == "two-handed", got
        assert got[0].options == host.options
    finally:
        forger.close()
        host.close()
        listener.close()
