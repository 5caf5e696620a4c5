"""Frames and schemas: round trips, the size cap, and a decoder that stays failed."""
from __future__ import annotations

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import Match, Options
from net import messages as M
from net.framing import HEADER, MAX_FRAME, FrameDecoder, FrameError, decode_payload, encode


def test_frames_round_trip_in_any_chunking():
    msgs = [M.hello("ann", "AB12", None), M.act(1, "play JD", 17), M.ping(3), M.bye()]
    stream = b"".join(encode(m) for m in msgs)
    for size in (1, 3, 7, len(stream)):
        d, got = FrameDecoder(), []
        for i in range(0, len(stream), size):
            got += d.feed(stream[i:i + size])
        assert got == msgs and d.pending == 0
        assert [M.check_from_client(m) for m in got] == msgs


def test_the_cap_and_empty_frames():
    with pytest.raises(FrameError):
        FrameDecoder().feed(HEADER.pack(MAX_FRAME + 1))
    with pytest.raises(FrameError):
        FrameDecoder().feed(HEADER.pack(0))
    with pytest.raises(FrameError):
        encode({"type": "x", "blob": "y" * MAX_FRAME})


def test_a_failed_decoder_is_never_reused():
    d = FrameDecoder()
    with pytest.raises(FrameError):
        d.feed(HEADER.pack(2) + b"\xc1\xc1")
    assert d.failed
    with pytest.raises(FrameError):
        d.feed(encode(M.ping(1)))  # even a good frame is refused now


@pytest.mark.parametrize("payload", [
    b"\xc1", msgpack.packb([1, 2]), msgpack.packb({1: 2}), msgpack.packb({"a": 1}) + b"\x00",
    msgpack.packb(msgpack.ExtType(5, b"x")), b"\xd6\xff\x00\x00\x00\x00", b"\x91" * 5000,
    b"\xa2\xff\xfe",
])
def test_payloads_that_are_not_a_map_are_refused(payload):
    with pytest.raises(FrameError):
        decode_payload(payload)


@pytest.mark.parametrize("msg", [
    {"type": "act", "seat": 0, "action": "pass"},  # missing state_id
    {"type": "act", "seat": 0, "action": "pass", "state_id": 1, "x": 1},  # extra
    {"type": "act", "seat": True, "action": "pass", "state_id": 1},  # bool is not a seat
    {"type": "act", "seat": 9, "action": "pass", "state_id": 1},  # no such seat
    {"type": "act", "seat": 0, "action": "p" * 41, "state_id": 1},  # too long
    {"type": "hello", "version": 1, "name": "n" * 33, "room": None, "token": None},
    {"type": "welcome"}, {"type": 7}, {},
])
def test_schema_violations_are_protocol_errors(msg):
    with pytest.raises(M.ProtocolError):
        M.check_from_client(msg)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_escape_as_anything_but_frame_or_protocol_errors(data):
    d = FrameDecoder()
    try:
        for m in d.feed(data):
            M.check_from_client(m)
            M.check_from_host(m)
    except (FrameError, M.ProtocolError):
        pass


def _update(events: list) -> dict:
    return msgpack.unpackb(msgpack.packb(M.update("events", events, None, 0, "", 1)), raw=False)


def test_an_update_carries_only_events_of_their_kinds_shapes():
    m = Match(Options(variant="four-handed"), seed=3)
    events = list(m.start_events)
    while len(events) < 40:
        events += m.apply(m.legal_actions()[0])
    assert M.check_from_host(_update(events))["events"] == _update(events)["events"]
    play = {"type": "play", "seat": 1, "card": 9}
    assert M.check_from_host(_update([play]))
    for bad in ({**play, "type": "peek"}, {**play, "hand": [1, 2]}, {**play, "seat": -1},
                {"type": "play", "seat": 1}, {**play, "card": "9D"}, {**play, "seat": None}):
        with pytest.raises(M.ProtocolError):
            M.check_from_host(_update([play, bad]))
