"""Fuzz: thousands of random and mutated frames thrown at a live host, before and after the
handshake, while a well-behaved client plays a whole match on the same host."""
from __future__ import annotations

import random
import socket
import threading

import msgpack

from game.ai import make_player
from game.rules.wire import view_from_wire
from net import messages as M
from net.auth import CHAIN, SeatKey
from net.client import RemoteTable
from net.framing import HEADER, encode

from .helpers import LOOP, BotSeat, RawClient, fast_limits, play_out, start_host

PRE_HANDSHAKE = 3000
SEATED = 600


def random_value(rng: random.Random, depth: int = 0):
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return rng.randint(-2**40, 2**40)
    if kind == 1:
        return rng.choice([0, 1, -1, 3, 2**31, 2**63 - 1])
    if kind == 2:
        return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(12)))
    if kind == 3:
        return rng.choice([None, True, False, 1.5])
    if kind == 4:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(8)))
    if kind == 5:
        return rng.choice(["pass", "play JD", "hello", "act", "", "x" * 70])
    if kind == 6:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(5))]
    if kind == 7:
        return {random_value(rng, 3) if rng.random() < 0.1 else rng.choice(
            ["type", "seat", "action", "state_id", "stamp", "name", "token", "room", "version",
             "nonce", "proof", "count", "link"]):
            random_value(rng, depth + 1) for _ in range(rng.randrange(6))}
    return msgpack.ExtType(rng.randrange(128), b"zz")


def valid_messages(seat: int) -> list[dict]:
    return [M.hello("fuzz"), M.join(b"n" * 16, b"p" * 32, None, 0, b"k" * 32),
            M.join(b"n" * 16, None, seat, 5, b"k" * 32), M.act(seat, "pass", 0),
            M.act(seat, "play JD", 3), M.ping(5), M.pong(7), M.bye()]


def mutate(rng: random.Random, frame: bytes) -> bytes:
    b = bytearray(frame)
    how = rng.randrange(6)
    if how == 0:  # flip some bytes
        for _ in range(rng.randint(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
    elif how == 1:  # cut short
        b = b[:rng.randrange(len(b))]
    elif how == 2:  # trailing junk inside the frame
        extra = bytes(rng.randrange(256) for _ in range(rng.randint(1, 9)))
        b = bytearray(HEADER.pack(len(b) - 4 + len(extra))) + b[4:] + extra
    elif how == 3:  # a lying length
        b[:4] = HEADER.pack(rng.choice([0, 1, len(b), 70000, 2**32 - 1]))
    elif how == 4:  # a random map in a good frame
        b = bytearray(_frame(random_value(rng, 1)))
    else:  # a field swapped for a random value
        msg = msgpack.unpackb(bytes(b[4:]), raw=False)
        if len(msg) > 1:
            key = rng.choice([k for k in msg if k != "type"] or ["type"])
            msg[key] = random_value(rng, 1)
        b = bytearray(_frame(msg))
    return bytes(b)


def _frame(obj) -> bytes:
    payload = msgpack.packb(obj, use_bin_type=True)
    return HEADER.pack(len(payload)) + payload


def fuzz_before_handshake(port: int, rng: random.Random, errors: list, stats: dict) -> None:
    try:
        for i in range(PRE_HANDSHAKE):
            stats["door"] = i + 1
            if i % 3 == 0:
                data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
            else:
                data = mutate(rng, encode(rng.choice(valid_messages(0))))
            with socket.create_connection((LOOP, port), timeout=10) as s:
                try:
                    s.sendall(data)
                    s.shutdown(socket.SHUT_WR)
                    while s.recv(4096):  # the host answers (or not) and hangs up
                        pass
                except OSError:
                    pass
    except BaseException as e:  # noqa: BLE001 - reported by the test
        errors.append(e)


def fuzz_seated(port: int, rng: random.Random, errors: list, stats: dict, key: SeatKey,
                over) -> None:
    """A seat-holder that plays its turns but also sends a mutated frame each time, at least
    ``SEATED`` times and on until the match is over (its seat must not stall the match),
    coming back with the next link of its seat key every time."""
    try:
        bot = make_player("random", 9)
        for i in range(CHAIN - 2):
            if i >= SEATED and over():
                break
            c = RawClient(port)
            try:
                w = c.hello("fuzz", key=key)
                if w["type"] == "refuse":
                    stats["refused"] = w["code"]
                    return
                key = key.next()
                stats["welcomes"] += 1
                seat = w["seat"]
                msg = c.try_recv(0.5)
                if msg and msg["type"] == "update" and msg["view"]:
                    v = view_from_wire(msg["view"])
                    if v.to_act == seat and v.legal:
                        c.send(M.act(seat, str(bot.choose(v)), v.state_id))
                c.send_raw(mutate(rng, encode(rng.choice(valid_messages(seat)))))
                c.try_recv(0.01)
            except (ConnectionError, OSError):
                pass  # the host hung up on a bad frame, as it should
            finally:
                c.close()
    except BaseException as e:  # noqa: BLE001
        errors.append(e)


def test_fuzzed_frames_never_stop_the_host():
    host = start_host("four-handed", room="RM12", seed=21,
                      limits=fast_limits(handshake=2.0, frame=1.0, bot_delay=0.003))
    try:
        good = BotSeat(RemoteTable(LOOP, host.port, "good", room="rm12"))
        play_out([good], until=lambda: good.table.seen is not None)
        errors: list = []
        stats = {"welcomes": 0}
        first = RawClient(host.port)  # take the other remote seat before the door is fuzzed
        assert first.hello("fuzz", room="RM12")["type"] == "welcome"
        first.close()
        threads = [
            threading.Thread(target=fuzz_seated,
                             args=(host.port, random.Random(2), errors, stats, first.key,
                                   lambda: host.over)),
            threading.Thread(target=fuzz_before_handshake,
                             args=(host.port, random.Random(1), errors, stats)),
        ]
        for t in threads:
            t.start()
        play_out([good], patience=120)  # the good client plays the whole match meanwhile
        for t in threads:
            t.join(timeout=120)
        assert not any(t.is_alive() for t in threads), "a fuzzer is stuck"
        assert not errors, errors[:3]
        assert stats["door"] == PRE_HANDSHAKE
        assert stats["welcomes"] >= SEATED or stats.get("refused") == M.OVER, stats
        assert host.wait_over(10) and not host.stopped
        # and the host still answers at the door
        c = RawClient(host.port)
        assert c.hello(room="RM12")["type"] == "refuse"
    finally:
        host.close()
