"""A connected player who never acts does not hold the table: the turn limit."""
from __future__ import annotations

import time

from net.client import RemoteTable

from .helpers import LOOP, BotSeat, RawClient, fast_limits, play_out, start_host, wait_until


def _notices(msgs: list[dict]) -> list[str]:
    return [m["message"] for m in msgs if m.get("kind") == "notice"]


def _ann_seated(turn: float):
    """A two-handed host with this turn limit, and ann seated on a raw client."""
    host = start_host("two-handed", limits=fast_limits(turn=turn))
    c = RawClient(host.port)
    w = c.hello("ann")
    assert w["type"] == "welcome"
    return host, c, w["seat"]


def test_an_idle_player_is_warned_then_the_computer_plays_that_turn():
    host, c, seat = _ann_seated(0.8)
    try:
        seen: list[dict] = []
        end = time.monotonic() + 30
        # Keep answering pings (RawClient.recv does) but never act.
        while time.monotonic() < end:
            msg = c.try_recv(0.05)
            if msg is None:
                continue
            seen.append(msg)
            if msg.get("kind") == "events" and msg.get("seat") == seat:
                break  # an action was applied for ann's seat
        else:
            raise AssertionError(f"nobody played ann's turn: {_notices(seen)}")
        notes = _notices(seen)
        warn = [n for n in notes if n.startswith("Your turn: the computer plays it for you")]
        took = [n for n in notes if "ann took longer than 0.8 seconds" in n]
        assert warn and took, notes
        assert notes.index(warn[0]) < notes.index(took[0])
        # The seat is still ann's: still connected, not handed to the computer.
        s = host.seats[seat]
        assert s.conn is not None and not s.handed and s.name == "ann"
    finally:
        host.close()


def test_a_player_who_acts_in_time_is_never_played_for():
    host = start_host("two-handed", limits=fast_limits(turn=5.0))
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann"))
        play_out([s], until=lambda: s.table.seen is not None and s.table.seen.hand_number >= 3)
        notes = [u.message for u in s.updates if u.kind == "notice"]
        assert not any("took longer" in n or "Your turn:" in n for n in notes), notes
    finally:
        host.close()


def test_no_limit_when_it_is_zero():
    host, c, seat = _ann_seated(0)
    try:
        seen = []

        def ann_to_act() -> bool:
            msg = c.try_recv(0.02)
            if msg is not None:
                seen.append(msg)
            return host.match.to_act == seat

        wait_until(ann_to_act, "ann's turn")
        state = host.match.state_id
        end = time.monotonic() + 1.5
        while time.monotonic() < end:  # answer pings, never act
            ann_to_act()
        assert host.match.state_id == state  # nobody played ann's turn
        assert not any("took longer" in n or "Your turn:" in n for n in _notices(seen))
    finally:
        host.close()


def test_coming_back_on_your_turn_gives_the_full_time_again():
    host, c, seat = _ann_seated(3.0)
    try:
        wait_until(lambda: (c.try_recv(0.02), host.match.to_act == seat)[1], "ann's turn")
        state = host.match.state_id
        time.sleep(2.0)                       # most of the turn gone, then the cable is cut
        c.close()
        wait_until(lambda: host.seats[seat].conn is None, "the host to see ann leave")
        back = RawClient(host.port)
        assert back.hello("ann", key=c.key)["type"] == "welcome"
        time.sleep(1.5)                       # past the old deadline, well within a fresh one
        assert host.match.state_id == state   # nobody played ann's turn yet
        note = back.recv_until(lambda m: "took longer than" in m.get("message", ""))
        assert "ann took longer than 3 seconds" in note["message"]
    finally:
        host.close()
