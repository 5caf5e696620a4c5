"""The host's door under pressure, through real sockets on loopback (127.0.0.2, 127.0.0.3...
are this machine too): a connection closed to make room is never seated afterwards, and a
door churned from sixty-odd addresses still lets a joiner and a comeback in."""
from __future__ import annotations

import asyncio
import threading
import time

from net import messages as M
from net.client import RemoteTable
from net.connections import Connections
from net.framing import encode

from .helpers import (
    LOOP,
    BotSeat,
    Cable,
    Churn,
    RawClient,
    deadline,
    fast_limits,
    play_out,
    start_host,
    wait_until,
)
from .test_hostile import connect_from, waiting

CODE = "K7QM4XPA"


def test_a_comeback_closed_to_make_room_after_its_join_arrived_is_not_seated(monkeypatch):
    """The door closes a waiting connection whose comeback join is already read off the
    wire but not yet handled: the seat must stay away (its grace running), not be given to
    the closed connection (a ghost: shown as back, never dropped, the player told closed)."""
    real_serve = Connections.serve

    async def serve(self, reader, writer):
        # The newcomer from 127.0.0.9 is let in just as the comeback's join has arrived.
        if writer.get_extra_info("peername")[0] == "127.0.0.9":
            at_the_door.set()
            end = time.monotonic() + 5
            while time.monotonic() < end and not any(
                    c.address == "127.0.0.5" and c.nonce is not None
                    and len(c.reader._buffer) >= want[0] for c in self.open):
                await asyncio.sleep(0)
        await real_serve(self, reader, writer)

    want = [1 << 30]
    at_the_door = threading.Event()
    monkeypatch.setattr(Connections, "serve", serve)
    host = start_host("two-handed", limits=fast_limits(handshake=60.0, max_connections=4,
                                                       per_address=2))
    try:
        with deadline(20, "the ghost seat test"):
            ann = RawClient(host.port)
            assert ann.hello("ann")["type"] == "welcome"
            key = ann.key
            ann.close()
            wait_until(lambda: host.away(), "the host to see ann gone")
            # Two connections from ann's other address fill the door (two places).
            back, other = RawClient(host.port, source="127.0.0.5"), RawClient(host.port, source="127.0.0.5")
            back.send(M.hello("ann", None, None))
            back.challenge = back.recv()
            other.send(M.hello("ann", None, None))
            other.recv()
            join = encode(back.join(back.challenge, None, key))
            want[0] = len(join)
            newcomer = connect_from("127.0.0.9", host.port)
            assert at_the_door.wait(5)
            back.send_raw(join)
            msg = back.recv()
            assert msg["type"] == "closed" and "make room" in msg["message"], msg
            assert back.closed_by_host()
            wait_until(lambda: len(host._conns) == 2, "the door to settle")
            assert host.seats[0].conn is None, "the seat went to a connection the door closed"
            assert 0 in host.away()
            # Room again: ann's next comeback (the next link of her key) takes the seat.
            newcomer.close()
            other.close()
            wait_until(lambda: len(host._conns) == 0, "the door to empty")
            again = RawClient(host.port, source="127.0.0.5")
            reply = again.hello("ann", key=key.next())
            assert reply["type"] == "welcome" and reply["resumed"] and reply["seat"] == 0
            wait_until(lambda: host.seats[0].conn is not None and not host.away(), "ann back")
    finally:
        host.close()


def test_a_door_churned_from_sixty_four_addresses_still_lets_a_joiner_and_a_comeback_in():
    """Sixty-four addresses each hold one place at the door (sixty places) and open it again
    whenever it is closed: the product's own join with the room code, and a comeback with
    its seat key, both get in within seconds; nobody is told their own address is to blame."""
    host = start_host("four-handed", room=CODE, limits=fast_limits(handshake=60.0, grace=60.0))
    cable = Cable(host.port)
    churn = None
    tables: list[RemoteTable] = []
    try:
        with deadline(40, "the churned door test"):
            ann = BotSeat(RemoteTable(LOOP, cable.port, "ann", room=CODE, reconnect_for=30,
                                      connect_timeout=1))
            tables.append(ann.table)
            play_out([ann], until=lambda: ann.table.seat is not None)
            cable.unplug()
            wait_until(lambda: host.away(), "the host to see ann gone")
            pool = host.limits.max_connections - len(host.seats)
            churn = Churn(host.port, [f"127.0.0.{i}" for i in range(2, 66)]).start()
            wait_until(lambda: waiting(host) >= pool and churn.closed >= 4, "a full, churning door")
            start = time.monotonic()
            cable.plug()
            bob = RemoteTable(LOOP, host.port, "bob", room=CODE)
            tables.append(bob)
            wait_until(lambda: bob.status != "connecting", "bob to be answered", patience=15)
            words = [u.message for u in bob.poll() if u.kind == "closed"]
            assert bob.status == "playing", words
            play_out([ann], until=lambda: any("Back at the table" in u.message
                                              for u in ann.updates if u.kind == "notice"), patience=15)
            took = time.monotonic() - start
            assert took < 10, took
            assert host.seats[0].conn is not None and host.seats[2].conn is not None
            assert not any(LOOP in w for w in words)
    finally:
        if churn is not None:
            churn.stop()
        for t in tables:
            t.close()
        cable.close()
        host.close()
