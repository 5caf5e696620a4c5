"""A hostile machine on the same network: guessing room codes, replaying what it heard on the
wire, crowding the door from several addresses. All on loopback (127.0.0.2, 127.0.0.3...
are this machine too); the throttle's time is moved by hand, never waited for."""
from __future__ import annotations

import socket

from net import messages as M
from net.auth import ROOM_ALPHABET, chain_key, guess_years, new_room_code
from net.client import RemoteTable
from net.host import GENERATE

from .helpers import (
    LOOP,
    BotSeat,
    Cable,
    RawClient,
    fast_limits,
    play_out,
    start_host,
    wait_until,
)

CODE = "K7QM4XPA"


class Clock:
    """The throttle's clock: tests move it by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def answer(source: str, port: int, room: str | None) -> str:
    """What the host answers a join from ``source`` with this code: a refusal's code, or
    "welcome"."""
    msg = RawClient(port, source=source).hello("eve", room=room)
    return msg["code"] if msg["type"] == "refuse" else msg["type"]


def test_wrong_codes_are_judged_at_most_ten_a_minute_from_one_address():
    clock = Clock()
    host = start_host("two-handed", room=CODE, clock=clock)
    try:
        answers = []
        for second in range(60):  # a guess every second for a minute
            answers.append(answer("127.0.0.2", host.port, f"WRONG{second:03d}"))
            clock.now += 1.0
        judged = answers.count(M.ROOM)
        assert 5 <= judged <= 10 and answers.count(M.WAIT) == 60 - judged, answers
        assert answers[:5] == [M.ROOM] * 5 and answers[5] == M.WAIT
        # Slowed, the right code gets the same answer as a wrong one: it is not judged.
        assert answer("127.0.0.2", host.port, CODE) == M.WAIT
        assert host.open_seats() == 1
        # Another address is never slowed: an honest player with the code sits at once.
        assert answer(LOOP, host.port, CODE) == "welcome"
        # The table is full now: a wrong code is still just wrong (not "full")...
        assert answer("127.0.0.3", host.port, "ZZZZZZZZ") == M.ROOM
        assert answer("127.0.0.3", host.port, CODE) == M.FULL  # ...only a right one is told
        for _ in range(4):
            answer("127.0.0.3", host.port, "ZZZZZZZZ")
        assert answer("127.0.0.3", host.port, "ZZZZZZZZ") == M.WAIT
        assert answer("127.0.0.3", host.port, CODE) == M.WAIT  # full or not: the same answer
        clock.now += 12.0  # one more guess earned
        assert answer("127.0.0.3", host.port, "ZZZZZZZZ") == M.ROOM
        assert answer("127.0.0.3", host.port, "ZZZZZZZZ") == M.WAIT
    finally:
        host.close()


def test_a_joiner_told_to_wait_reads_how_long():
    clock = Clock()
    host = start_host("two-handed", room=CODE, clock=clock)
    try:
        for _ in range(5):
            answer(LOOP, host.port, "ZZZZZZZZ")
        t = RemoteTable(LOOP, host.port, "ann", room=CODE)
        wait_until(lambda: t.status == "closed", "the refusal")
        message = [u.message for u in t.poll() if u.kind == "closed"][-1]
        assert t.refusal == M.WAIT and "wait 12 seconds" in message, message
    finally:
        host.close()


def test_room_codes_are_too_long_to_guess_within_a_match():
    codes = {new_room_code() for _ in range(300)}
    assert len(codes) == 300
    assert all(len(c) == 8 and set(c) <= set(ROOM_ALPHABET) for c in codes)
    assert len(ROOM_ALPHABET) ** 8 == 2 ** 40
    # at the throttle's ceiling: from one address, and from a whole /24 of them
    assert guess_years(10) > 100_000 and guess_years(10, addresses=254) > 400
    host = start_host("two-handed", room=GENERATE)
    try:
        assert len(host.room) == 8
        assert answer(LOOP, host.port, f"{host.room[:4].lower()}-{host.room[4:]}") == "welcome"
    finally:
        host.close()


def test_what_an_eavesdropper_heard_replayed_takes_no_seat():
    """Everything a joiner sent (a join with the room code, a comeback with its seat key)
    recorded off the wire and played back from another machine: no seat; and neither the
    code nor the key, nor the next link of it, was ever on the wire."""
    host = start_host("two-handed", room=CODE)
    cable = Cable(host.port)
    try:
        ann = BotSeat(RemoteTable(LOOP, cable.port, "ann", room="k7qm-4xpa"))
        play_out([ann], until=lambda: ann.table.seen is not None and ann.table.seen.state_id > 2)
        ann.table._call(lambda: ann.table._link.abort())  # she comes back
        play_out([ann], until=lambda: any("Back at the table" in u.message
                                          for u in ann.updates if u.kind == "notice"))
        play_out([ann], until=lambda: ann.table.seen.state_id > 6)
        heard = [bytes(b) for b in cable.upstream]
        assert len(heard) == 2  # the join, then the comeback
        wire = b"".join(heard + [bytes(b) for b in cable.downstream])
        key = ann.table.seat_key
        for secret in (CODE.encode(), b"K7QM-4XPA", key.secret, key.text().encode(),
                       chain_key(key.secret, key.used + 1)):
            assert secret not in wire.upper() and secret not in wire
        seat = ann.table.seat
        for stream in heard:
            eve = RawClient(host.port, source="127.0.0.9")
            eve.send_raw(stream)  # byte for byte, as heard
            assert eve.recv()["type"] == "challenge"  # a fresh nonce: the old answer is stale
            msg = eve.recv()
            assert msg["type"] == "refuse" and msg["code"] in (M.ROOM, M.TOKEN), msg
            assert eve.closed_by_host()
        assert host.seats[seat].conn is not None and host.seat_names()[seat] == "ann"
        play_out([ann], patience=60)
        assert ann.closed is None
    finally:
        cable.close()
        host.close()


def test_a_joiner_of_version_3_is_told_to_install_the_same_version():
    host = start_host("two-handed", room="AB23")
    try:
        assert set(M.FROM_CLIENT["hello"]) == {"version", "name", "room", "token"}  # as in 3
        for token in (None, "an-old-token"):
            old = RawClient(host.port)
            old.send({"type": "hello", "version": 3, "name": "old", "room": "AB23",
                      "token": token})
            msg = old.recv()
            assert msg["type"] == "refuse" and msg["code"] == M.VERSION
            assert msg["message"] == (
                f"This host speaks protocol version {M.PROTOCOL_VERSION} and your game speaks version 3: install "
                "the same version of the game on both machines.")
            assert old.closed_by_host()
    finally:
        host.close()


def connect_from(source: str, port: int) -> socket.socket:
    s = socket.socket()
    s.bind((source, 0))
    s.settimeout(10)
    s.connect((LOOP, port))
    return s


def waiting(host) -> int:
    return sum(1 for c in list(host._conns) if c.seat is None)


def test_one_machine_with_eight_addresses_cannot_fill_the_door():
    host = start_host("four-handed", limits=fast_limits(handshake=60.0))
    crowd = []
    try:
        for i in range(2, 10):  # 8 addresses, 12 connections each: all held open
            crowd += [connect_from(f"127.0.0.{i}", host.port) for _ in range(12)]
        wait_until(lambda: waiting(host) == 8 * host.limits.per_address, "the door to hold them")
        assert host.limits.per_address * 8 <= host.limits.max_connections // 2
        ann = RemoteTable(LOOP, host.port, "ann")
        wait_until(lambda: ann.status != "connecting", "ann to be answered")
        assert ann.status == "playing", [u.message for u in ann.poll()]
    finally:
        for s in crowd:
            s.close()
        host.close()


def test_a_seated_player_gets_back_through_a_door_crowded_from_other_addresses():
    host = start_host("two-handed", limits=fast_limits(handshake=60.0, max_connections=10,
                                                       per_address=2))
    cable = Cable(host.port)
    crowd = []
    try:
        ann = BotSeat(RemoteTable(LOOP, cable.port, "ann", reconnect_for=60, connect_timeout=1))
        play_out([ann], until=lambda: ann.table.seen is not None)
        cable.unplug()
        wait_until(lambda: host.seats[0].conn is None, "the host to see ann gone")
        for i in range(2, 7):  # five more addresses, two each: the door is full
            crowd += [connect_from(f"127.0.0.{i}", host.port) for _ in range(2)]
        wait_until(lambda: waiting(host) == 8 and len(host._conns) == 8, "a full door")
        cable.plug()
        play_out([ann], until=lambda: any("Back at the table" in u.message
                                          for u in ann.updates if u.kind == "notice"))
        assert waiting(host) == 7 and ann.closed is None  # one of the crowd made room
    finally:
        for s in crowd:
            s.close()
        cable.close()
        host.close()


def test_the_door_lets_the_quieter_address_in_first():
    from net.door import ADMIT, CROWDED, FULL, Waiting, at_the_door

    def door(*addresses: str, hello=()) -> list[Waiting]:
        return [Waiting(a, float(t), t in hello) for t, a in enumerate(addresses)]

    assert at_the_door(door("a", "a", "a", "a"), "a", 10, 4).what == CROWDED
    assert at_the_door(door("a", "a", "a"), "b", 10, 4).what == ADMIT
    full = door("c", "a", "b", "a", "b", "a", "b", "a", "b", "c")
    assert at_the_door(full, "d", 10, 4).evict == 1  # the busiest make room, the oldest first
    assert at_the_door(full, "c", 10, 4).evict == 1
    assert at_the_door(door("a", "a", "b", "b"), "b", 4, 4).what == FULL  # no quieter
    # One each: the longest waiting makes room, one that said no hello before one that did.
    ones = door("a", "b", "c", "d", hello=(0, 1))
    assert at_the_door(ones, "e", 4, 4).evict == 2
    assert at_the_door(door("a", "b", "c", "d"), "e", 4, 4).evict == 0
    # An address that just made room may not make room itself (it rests): the door is full.
    assert at_the_door(ones, "e", 4, 4, resting=True).what == FULL
    assert at_the_door(door("a", "b"), "e", 4, 4, resting=True).what == ADMIT  # room: welcome
