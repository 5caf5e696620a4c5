"""Every refusal: at the door (version, full, room, token, over) and of actions (seat, turn,
stale, illegal, not an action). The match goes on after each."""
from __future__ import annotations

import pytest

from game.rules import Options
from net import messages as M
from net.auth import SeatKey
from net.client import RemoteTable

from .helpers import LOOP, BotSeat, RawClient, fast_limits, play_out, start_host, wait_until


@pytest.fixture
def host():
    h = start_host("two-handed", room="AB23")
    yield h
    h.close()


def test_version_mismatch(host):
    c = RawClient(host.port)
    msg = c.hello(room="AB23", version=M.PROTOCOL_VERSION + 1)
    assert msg["type"] == "refuse" and msg["code"] == M.VERSION
    assert "version" in msg["message"]
    assert c.closed_by_host()


def test_wrong_room_code(host):
    c = RawClient(host.port)
    msg = c.hello(room="ZZZZ")
    assert msg["type"] == "refuse" and msg["code"] == M.ROOM
    assert c.closed_by_host()
    t = RemoteTable(LOOP, host.port, room=None)
    u = wait_until(lambda: [u for u in t.poll() if u.kind == "closed"], "the refusal")[0]
    assert "needs a room code" in u.message and t.status == "closed" and t.refusal == M.ROOM


def test_room_codes_match_in_any_case_and_names_are_cleaned():
    h = start_host("two-handed", room=" ab23 ")
    try:
        assert h.room == "AB23"
        c = RawClient(h.port)
        assert c.hello(name="\x00An\nn\x1b", room="aB23")["type"] == "welcome"
        assert h.seat_names()[0] == "An n"
    finally:
        h.close()


def test_table_full_and_bad_token(host):
    first = RawClient(host.port)
    assert first.hello(room="ab23")["type"] == "welcome"
    second = RawClient(host.port)
    msg = second.hello(room="AB23")
    assert msg["type"] == "refuse" and msg["code"] == M.FULL
    third = RawClient(host.port)
    msg = third.hello(room="AB23", key=SeatKey.new().at(first.key.seat))  # a key of its own
    assert msg["type"] == "refuse" and msg["code"] == M.TOKEN


def test_first_message_must_be_hello(host):
    c = RawClient(host.port)
    c.send(M.act(0, "pass", 0))
    msg = c.recv()
    assert msg["type"] == "closed"
    assert c.closed_by_host()


def test_refused_when_match_is_over():
    h = start_host("two-handed", "bot,bot")
    try:
        assert h.wait_over(60)
        c = RawClient(h.port)
        msg = c.hello()
        assert msg["type"] == "refuse" and msg["code"] in (M.OVER, M.FULL)
    finally:
        h.close()


def test_bad_actions_are_refused_and_the_match_goes_on(host):
    c = RawClient(host.port)
    welcome = c.hello(room="AB23")
    assert welcome["type"] == "welcome"
    seat = welcome["seat"]
    first = c.recv()
    assert first["type"] == "update" and first["view"]["seat"] == seat

    def refused(msg: dict) -> str:
        reply = c.recv_until(lambda m: m["type"] == "update" and m["kind"] != "notice")
        assert reply["kind"] == "refused", reply
        return reply["message"]

    # wait for our turn
    view = first["view"]
    while view["to_act"] != seat:
        view = c.recv_until(lambda m: m["type"] == "update" and m["view"])["view"]
    sid = view["state_id"]
    c.send(M.act(1 - seat, "pass", sid))
    assert "not yours" in refused(c.recv)
    c.send(M.act(seat, view["legal"][0], sid - 1 if sid else sid + 5))
    assert "earlier state" in refused(c.recv)
    c.send(M.act(seat, "dance a jig", sid))
    assert "not an action" in refused(c.recv).lower()
    c.send(M.act(seat, "play 9C" if view["phase"] != "play" else "pass", sid))
    assert refused(c.recv)
    # a legal action still works afterwards
    c.send(M.act(seat, view["legal"][0], sid))
    reply = c.recv_until(lambda m: m["type"] == "update" and m["kind"] != "notice")
    assert reply["kind"] == "events" and reply["seat"] == seat
    # out of turn: after acting, wait until it is the other seat's turn, then act
    view = reply["view"]
    while view["to_act"] == seat:
        c.send(M.act(seat, view["legal"][0], view["state_id"]))
        view = c.recv_until(lambda m: m["type"] == "update" and m["kind"] == "events")["view"]
    # the bot may move at once; an action on a state where it is not our turn is refused
    c.send(M.act(seat, "pass", view["state_id"]))
    reply = c.recv_until(lambda m: m["type"] == "update" and m["kind"] == "refused")
    assert "not your turn" in reply["message"] or "earlier state" in reply["message"]


def test_client_refuses_locally_for_a_seat_it_does_not_play(host):
    t = RemoteTable(LOOP, host.port, room="AB23")
    s = BotSeat(t)
    wait_until(lambda: (s.step(), t.status == "playing" and t.seen is not None)[1], "joining")
    t.act(1 - t.seat, "pass")
    got = wait_until(lambda: [u for u in t.poll() if u.kind == "refused"], "a refusal")
    assert "not yours" in got[0].message
    play_out([s])


def test_out_of_turn_is_refused_while_the_other_seat_thinks():
    h = start_host("two-handed", limits=fast_limits(bot_delay=60.0))  # the bot takes its time
    try:
        c = RawClient(h.port)
        seat = c.hello()["seat"]
        view = c.recv_until(lambda m: m["type"] == "update" and m["view"])["view"]
        if view["to_act"] == seat:  # act once, so that it is the computer's turn
            c.send(M.act(seat, "pass", view["state_id"]))
            view = c.recv_until(lambda m: m["type"] == "update" and m["kind"] == "events")["view"]
        assert view["to_act"] != seat
        c.send(M.act(seat, "pass", view["state_id"]))
        reply = c.recv_until(lambda m: m["type"] == "update" and m["kind"] == "refused")
        assert "not your turn" in reply["message"]
        assert h.view(seat).state_id == view["state_id"]  # nothing changed
    finally:
        h.close()


def closed_message(table: RemoteTable) -> str:
    wait_until(lambda: table.status == "closed", "the table to close")
    return [u.message for u in table.poll() if u.kind == "closed"][-1]


def test_a_refused_connection_says_what_to_check():
    import socket

    s = socket.socket()
    s.bind((LOOP, 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    message = closed_message(RemoteTable(LOOP, port, "ann"))
    assert "refused" in message and "Who can join" in message
    assert f"port {port}" in message and "firewall" in message


def test_a_host_that_never_answers_is_reported_as_no_answer_in_time():
    import socket

    silent = socket.create_server((LOOP, 0))  # the kernel accepts; nobody ever answers
    try:
        message = closed_message(RemoteTable(LOOP, silent.getsockname()[1], "ann",
                                             connect_timeout=0.5))
        assert "no answer in time" in message and "same network" in message
    finally:
        silent.close()


def test_no_route_is_told_in_plain_words():
    import errno

    from net.client import NO_ROUTE, _advice, _reason

    assert _reason(OSError(errno.EHOSTUNREACH, "No route to host")) == NO_ROUTE
    assert _reason(OSError(errno.ENETUNREACH, "Network is unreachable")) == NO_ROUTE
    assert "no route to that address" in _advice(NO_ROUTE, 47100)


def test_full_table_other_version_and_match_over_reach_the_player_as_sentences(host):
    first = RemoteTable(LOOP, host.port, "ann", room="AB23")
    wait_until(lambda: first.status == "playing", "the first seat")
    try:
        full = RemoteTable(LOOP, host.port, "bob", room="AB23")
        message = closed_message(full)
        assert full.refusal == M.FULL and "The table is full" in message
        wrong = RemoteTable(LOOP, host.port, "cy", room="NOPE")
        assert "Wrong room code" in closed_message(wrong) and wrong.refusal == M.ROOM
    finally:
        first.close()


# Wrong actions of every kind: another game's verbs (an auction's bid at a Euchre table, the
# upcard's verbs in an auction), near misses and texts of no form. The umpire's words for each
# are the rules' (tests/rules/test_every_wrong_action.py); here: the host answers each with a
# refusal and keeps the connection.
WRONG = ("bid 3", "bid nap", "order", "name H alone", "joker S", "take", "call best",
         "give 9C", "discard 2H", "defend alone", "redeal", "play", "bid", "", "dance a jig")


@pytest.mark.parametrize("variant", ["two-handed", "four-handed", "hasenpfeffer", "napoleon"])
def test_a_wrong_action_of_any_game_is_refused_and_the_player_stays(variant):
    players = Options(variant=variant).players
    h = start_host(variant, ",".join(["remote"] + ["bot"] * (players - 1)))
    try:
        c = RawClient(h.port)
        welcome = c.hello()
        assert welcome["type"] == "welcome"
        seat = welcome["seat"]
        view = c.recv_until(lambda m: m["type"] == "update" and m["view"])["view"]
        while view["to_act"] != seat:
            view = c.recv_until(lambda m: m["type"] == "update" and m["view"])["view"]
        sid = view["state_id"]
        for action in WRONG:
            if action in view["legal"]:
                continue
            c.send(M.act(seat, action, sid))
            reply = c.recv_until(lambda m: m["type"] == "update" and m["kind"] != "notice")
            assert reply["kind"] == "refused" and reply["message"].strip(), (action, reply)
            assert reply["state_id"] == sid and h.view(seat).state_id == sid, action
        c.send(M.act(seat, view["legal"][0], sid))   # the connection is still the player's
        reply = c.recv_until(lambda m: m["type"] == "update" and m["kind"] != "notice")
        assert reply["kind"] == "events" and reply["seat"] == seat, reply
    finally:
        h.close()
