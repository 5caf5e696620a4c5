"""The table server on the internet: guessing slowed per address and per network, seat keys
never replayable, caps per address, tables per address, idle tables closed, a message
budget, malformed frames refused with nothing lost, and the no-cheating wire test over the
server. Everything from loopback addresses (127.0.0.2, .3... are this machine too)."""
from __future__ import annotations

import time

import msgpack
import pytest

from game.ai import make_player
from game.rules import Options
from game.rules.save import to_record
from game.rules.wire import view_from_wire
from net import messages as M
from net.server import wire as W
from net.server.codes import new_code

from ..net.helpers import deadline
from ..net.test_no_cheating import replay, seat_learns_only_its_own
from .helpers import BotSeat, RawWs, ServerThread, fast, online, play_out, wait_until


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def create_msg(variant="two-handed", seats=("remote", "bot")) -> dict:
    return W.create(Options(variant=variant).to_dict(), list(seats))


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.stop()


def open_table(server, seats=("remote", "bot:random"), variant="two-handed", source=None):
    ws = RawWs(server.url, source=source)
    w = ws.join(create=create_msg(variant, seats))
    assert w["type"] == "welcome", w
    return ws, ws.room


def find(server, code, source):
    ws = RawWs(server.url, source=source)
    try:
        return ws.join(room=code)
    finally:
        ws.close()


def refused_at_accept(server, source) -> bool:
    """A connection from ``source`` is closed before its WebSocket handshake."""
    try:
        ws = RawWs(server.url, source=source)
    except Exception:  # noqa: BLE001 - reset or closed before the handshake's answer
        return True
    ws.close()
    return False


def test_wrong_codes_are_slowed_per_address_and_the_answer_does_not_tell():
    clock = Clock()
    server = ServerThread(clock=clock)
    try:
        host, code = open_table(server, ("remote", "remote"))
        answers = [find(server, new_code(), "127.0.0.2")["code"] for _ in range(5)]
        assert answers == [M.ROOM] * 5
        slowed = find(server, code, "127.0.0.2")  # even the right code, once slowed
        assert slowed["type"] == "refuse" and slowed["code"] == M.WAIT
        assert "wait 12 seconds" in slowed["message"]
        # another machine is never slowed
        other = find(server, code, "127.0.0.3")
        assert other["type"] == "welcome"
        clock.now += 12.0  # one more judged every 12 s: at most 10 a minute
        assert find(server, new_code(), "127.0.0.2")["code"] == M.ROOM
        assert find(server, new_code(), "127.0.0.2")["code"] == M.WAIT
        host.close()
    finally:
        server.stop()


def test_many_addresses_of_one_network_are_slowed_together():
    clock = Clock()
    server = ServerThread(clock=clock)
    try:
        answers = [find(server, new_code(), f"127.0.0.{10 + i // 5}")["code"]
                   for i in range(20)]
        assert answers == [M.ROOM] * 20  # 20 judged from the /24 at once...
        late = [find(server, new_code(), f"127.0.0.{14 + i}") for i in range(3)]
        assert [r["code"] for r in late] == [M.WAIT] * 3  # ...then a new address of it waits
        assert "wait 12 seconds" in late[0]["message"]  # (as long as one address's wait)
        assert refused_at_accept(server, "127.0.0.14")  # and is shut out until then
        assert find(server, new_code(), "127.0.1.9")["code"] == M.ROOM  # another network
    finally:
        server.stop()


def test_a_code_is_twelve_symbols_and_a_typo_is_not_a_guess(server):
    host, code = open_table(server)
    assert len(code) == 13 and code[6] == "-"
    for _ in range(8):
        r = find(server, "ABC", "127.0.0.2")
        assert r["code"] == M.ROOM and "12 letters" in r["message"]
    assert find(server, code.lower().replace("-", " "), "127.0.0.2")["code"] == M.FULL
    host.close()


def test_a_seat_key_link_once_used_opens_nothing(server):
    ann, code = open_table(server, ("remote", "remote"))
    bob = RawWs(server.url)
    assert bob.join(room=code)["type"] == "welcome"
    key = bob.key
    bob.ws.close()
    back = RawWs(server.url)
    w = back.join(room=code, key=key)
    assert w["type"] == "welcome" and w["resumed"]
    back.close()
    # an eavesdropper replaying that comeback's link (what crossed the wire) gets nothing
    thief = RawWs(server.url, source="127.0.0.7")
    r = thief.join(room=code, key=key)
    assert r["type"] == "refuse" and r["code"] == M.TOKEN
    # the key's holder comes back with the next link
    again = RawWs(server.url)
    assert again.join(room=code, key=back.key)["resumed"]
    ann.close()


def test_connections_waiting_are_capped_per_address_and_seated_ones_never():
    server = ServerThread(fast(waiting_per_machine=3, per_machine=5))
    try:
        seated = [open_table(server, source="127.0.0.4")[0] for _ in range(2)]
        waiting = [RawWs(server.url, source="127.0.0.4") for _ in range(3)]
        for w in waiting:
            w.send(M.hello("w"))
        wait_until(lambda: len(server.server.peers) == 5, "five connections")
        turned = RawWs(server.url, source="127.0.0.4")
        m = turned.recv()
        assert m["type"] == "closed" and "from 127.0.0.4" in m["message"]
        # another machine is let in
        assert find(server, new_code(), "127.0.0.5")["code"] == M.ROOM
        for c in seated + waiting:
            c.close()
    finally:
        server.stop()


def test_tables_per_address_are_capped():
    server = ServerThread(fast(tables_per_machine=2))
    try:
        tables = [open_table(server, source="127.0.0.6")[0] for _ in range(2)]
        third = RawWs(server.url, source="127.0.0.6")
        r = third.join(create=create_msg())
        assert r["type"] == "refuse" and r["code"] == W.LIMIT
        assert open_table(server, source="127.0.0.8")[1]  # someone else may
        for t in tables:
            t.close()
    finally:
        server.stop()


def test_bad_rules_are_refused_with_a_reason(server):
    ws = RawWs(server.url)
    r = ws.join(create=W.create({"variant": "nonsense"}, ["remote", "bot"]))
    assert r["type"] == "refuse" and r["code"] == W.RULES
    ws = RawWs(server.url)
    r = ws.join(create=create_msg(seats=("bot", "bot")))
    assert r["code"] == W.RULES and "person" in r["message"]
    assert not server.server.tables


def test_idle_and_finished_tables_are_closed():
    server = ServerThread(fast(idle=1.5))
    try:
        ws, code = open_table(server, ("remote", "remote"))
        m = ws.recv_type("closed", timeout=10)
        assert "Nobody played at this table" in m["message"]
        wait_until(lambda: not server.server.tables, "the table closed")
        assert find(server, code, "127.0.0.9")["code"] == M.ROOM
    finally:
        server.stop()


def test_a_flood_of_messages_costs_the_flooder_its_connection(server):
    ws, code = open_table(server)
    for i in range(200):
        try:
            ws.send(M.ping(i))
        except Exception:  # noqa: BLE001 - closed under us
            break
    m = ws.recv_type("closed")
    assert "too many messages" in m["message"]
    assert code.replace("-", "") in server.server.tables  # the table is still there


@pytest.mark.parametrize("bad", [b"\xc1\xff", msgpack.packb([1, 2]), "text, not binary",
                                 msgpack.packb({"type": "act", "seat": 0}),
                                 msgpack.packb({"type": "nope"})])
def test_a_malformed_frame_is_refused_clearly_and_nothing_is_lost(server, bad):
    ann, code = open_table(server, ("remote", "remote"))
    bob = RawWs(server.url)
    assert bob.join(room=code)["type"] == "welcome"
    key = bob.key
    bob.ws.send(bad)
    m = bob.recv_type("closed")
    assert m["message"].startswith("The server dropped this connection: ")
    seats = ann.recv_type("seats")
    while seats["away"][key.seat] < 0:
        seats = ann.recv_type("seats")
    assert seats["away"][key.seat] > 0  # Bob's seat waits for him
    back = RawWs(server.url)
    assert back.join(room=code, key=key)["resumed"]  # and he takes it back
    assert server.server.metrics.refused_frames >= 1
    ann.close()
    back.close()


def test_a_client_sees_only_its_own_seat_over_the_server(server):
    """Every frame two people receive over a whole four-handed match, checked against
    what each seat may know (as tests/net/test_no_cheating.py does on a LAN)."""
    ann, code = open_table(server, ("remote", "bot:random", "remote", "bot:random"),
                           variant="four-handed")
    bob = RawWs(server.url)
    assert bob.join(room=code)["type"] == "welcome"
    clients = [ann, bob]
    seats = [ann.key.seat, bob.key.seat]
    bots = [make_player("random", 1), make_player("random", 2)]
    done = [False, False]
    views: list = [None, None]
    end = time.monotonic() + 60
    while not all(done) and time.monotonic() < end:
        for i, c in enumerate(clients):
            if done[i]:
                continue
            try:
                msg = c.recv(timeout=0.01)
            except TimeoutError:
                msg = None
            if msg is not None and msg["type"] == "update":
                if msg["view"] is not None:
                    views[i] = msg["view"]
                if any(e["type"] == "match_over" for e in msg["events"]):
                    done[i] = True
            v = views[i]
            if v is not None and v["to_act"] == seats[i] and v["legal"] and not done[i]:
                view = view_from_wire(v)
                c.send(M.act(view.seat, str(bots[i].choose(view)), view.state_id))
                views[i] = None
    assert all(done)
    table = server.server.tables[code.replace("-", "")]
    record = server.call(lambda: to_record(table.match))
    truth, caused = replay(record)
    for client, seat in zip(clients, seats):
        msgs = [W.check_from_server(msgpack.unpackb(data, raw=False)) for data in client.frames]
        assert seat_learns_only_its_own(msgs, seat, record, truth, caused) > 20
    ann.close()
    bob.close()


def test_a_cut_connection_comes_back_with_its_seat_key(server):
    codes: list[str] = []
    ann = BotSeat(online(server, seats=["remote", "remote"], name="Ann", on_room=codes.append))
    wait_until(lambda: (ann.step(), codes)[1], "the code")
    bob = BotSeat(online(server, room=codes[0], name="Bob"), 2)
    play_out([ann, bob], until=lambda: (bob.table.seen is not None
                                        and bob.table.seen.state_id > 10))
    bob.table._call(lambda: bob.table._link.abort())  # Bob's cable is cut
    play_out([ann, bob])  # he is back and the match is played to its end
    assert any("Back at the table" in u.message for u in bob.updates)


def test_a_restarted_server_carries_its_tables_on(tmp_path):
    """The game comes back by itself with its seat key and plays on. (When the server stops
    with Ann's action in flight, her game sends it again on the restored state and her bot
    acts on it too: one is applied, the other refused after the next state's view; the bot
    must not wait on that refusal, ``net.headless.SeatBot``.)"""
    from net.server.store import FileStore

    with deadline(150, "a match across a server restart"):
        first = ServerThread(store=FileStore(tmp_path / "state"))
        port = first.port
        codes: list[str] = []
        ann = BotSeat(online(first, seats=["remote", "bot:random"], name="Ann",
                             on_room=codes.append))
        play_out([ann], until=lambda: ann.table.seen is not None and ann.table.seen.state_id > 8)
        first.stop(restarting=True)
        assert list((tmp_path / "state").glob("*.json"))
        time.sleep(0.5)
        second = ServerThread(store=FileStore(tmp_path / "state"), port=port)
        try:
            assert codes[0].replace("-", "") in second.server.tables
            play_out([ann])  # the same game reconnects by itself, with its seat key
            assert ann.over
            assert any("Back at the table" in u.message for u in ann.updates)
            assert second.server.metrics.adopted == 1
        finally:
            ann.table.close()
            second.stop()
