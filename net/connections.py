"""The connections of a LAN table: the door, checked frames in and out, the flood budget,
heartbeats and the deadlines of a handshake or a slow frame.

Everything here runs on the host's loop (``net.host``). A connection that says anything but
the protocol is dropped (``net.messages``, ``net.framing``); what a connection means at the
table (a hello, a join, an action, a seat left empty) is the host's, through the calls given.
"""
from __future__ import annotations

import asyncio
import socket
import time
from dataclasses import dataclass
from typing import Any, Callable

from game.rules.said import said

from . import messages as M
from .door import ADMIT, CROWDED, Waiting, at_the_door
from .framing import HEADER, FrameError, decode_payload, encode, frame_length
from .limits import HostLimits

MAX_RESTING = 4096  # addresses resting from the door at once (the soonest done go first)


@dataclass(eq=False)
class Conn:
    """One TCP connection on the host's loop."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    peer: str
    opened: float
    address: str = ""
    seat: int | None = None
    nonce: bytes | None = None  # sent in this connection's challenge (after its hello)
    name: str = ""  # the name its hello asked for
    last_heard: float = 0.0
    last_ping: float = 0.0
    frame_started: float | None = None
    budget: float = 0.0
    budget_at: float = 0.0
    sent: int = 0
    received: int = 0
    gone: bool = False


class Connections:
    """Every open connection of a table with ``seats`` seats (``open``).

    ``arrive(c, msg)``: a message of a connection without a seat yet (its hello, its join);
    False to hang up. ``act(c, msg)``: a seated connection's action. ``lost(c, reason)``: a
    seated connection is gone (``reason`` in words: "lost the connection"). ``counted(seat,
    n)``: ``n`` bytes were sent to whoever plays ``seat``.
    """

    def __init__(self, limits: HostLimits, seats: int, *,
                 arrive: Callable[[Conn, dict[str, Any]], bool], act: Callable[[Conn, dict[str, Any]], None],
                 lost: Callable[[Conn, str], None], counted: Callable[[int, int], None]) -> None:
        self.limits = limits
        self.seats = seats
        self.open: set[Conn] = set()
        self.closing = False
        self._resting: dict[str, float] = {}  # address -> when its rest ends (``net.door``)
        self._arrive, self._act, self._lost, self._counted = arrive, act, lost, counted

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection, from the door to its end (``asyncio.start_server``'s callback)."""
        now = time.monotonic()
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        c = Conn(reader, writer, f"{peer[0]}:{peer[1]}" if peer else "?", now, address,
                 last_heard=now, budget=self.limits.idle_budget, budget_at=now)
        if self.closing:
            writer.close()
            return
        if not self._let_in(c):
            writer.close()
            return
        self.open.add(c)
        sock = writer.get_extra_info("socket")
        if sock is not None and self.limits.sndbuf > 0:
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.sndbuf)
            except OSError:
                pass  # keep the system's own size
        reason = "left"
        try:
            while not c.gone:
                header = await reader.readexactly(HEADER.size)
                c.frame_started = time.monotonic()
                n = frame_length(header)
                payload = await reader.readexactly(n)
                c.frame_started = None
                if c.gone:  # closed (to make room, say) while this frame was on its way
                    break
                c.received += HEADER.size + n
                c.last_heard = time.monotonic()
                msg = M.check_from_client(decode_payload(payload))
                if not self._take(c, msg):
                    break
                await asyncio.sleep(0)  # let other players in between one client's frames
        except (FrameError, M.ProtocolError) as e:
            reason = said("sent something that is not the protocol ({error})", error=str(e))
            self.send(c, M.closed(said("The host dropped this connection: {error}.", error=str(e))))
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            reason = said("lost the connection")
        except Exception as e:  # noqa: BLE001 - a bug must cost one connection, not the table
            reason = said("was dropped after an error on the host ({error})", error=type(e).__name__)
        finally:
            self.drop(c, reason)

    def _let_in(self, c: Conn) -> bool:
        """The door (``net.door``): room for one more connection still without a seat?"""
        lim = self.limits
        waiting = [o for o in self.open if o.seat is None]
        now = time.monotonic()
        verdict = at_the_door([Waiting(o.address, o.opened, o.nonce is not None) for o in waiting],
                              c.address, max(1, lim.max_connections - self.seats), lim.per_address,
                              resting=self._resting.get(c.address, 0.0) > now)
        if verdict.what == CROWDED:
            c.writer.write(encode(M.closed(said(
                "The host has {count} connections from {address} waiting already; close the other games there "
                "and try again.", count=lim.per_address, address=c.address))))
            return False
        if verdict.what != ADMIT:
            c.writer.write(encode(M.closed(said("The host is full ({count} connections waiting to join); try "
                                                "again in a minute.", count=len(waiting)))))
            return False
        if verdict.evict is not None:
            victim = waiting[verdict.evict]
            if sum(1 for o in waiting if o.address == victim.address) > 1:
                words = said("The host has too many connections waiting, the most of them from {address}: this "
                             "one is closed to make room.", address=victim.address)
            else:
                words = said("The host has too many connections waiting to join, and this one has waited "
                             "longest: it is closed to make room. Try again in a moment.")
            self.send(victim, M.closed(words))
            self.drop(victim, said("made room at a crowded door"))
            self._rest(victim.address, now)
        return True

    def _rest(self, address: str, now: float) -> None:
        """``address`` had a connection closed to make room: it may not make room itself for
        ``limits.door_rest`` seconds (the table of addresses stays bounded)."""
        if len(self._resting) >= MAX_RESTING:
            self._resting = {a: t for a, t in self._resting.items() if t > now}
            while len(self._resting) >= MAX_RESTING:  # the soonest to end its rest goes first
                del self._resting[min(self._resting, key=self._resting.__getitem__)]
        self._resting[address] = now + self.limits.door_rest

    def _take(self, c: Conn, msg: dict[str, Any]) -> bool:
        """Act on one checked message; False to drop the connection. A connection
        already dropped is never acted for: a join read off the wire before the door closed
        it would seat a connection nobody hears (a seat shown as back that never drops)."""
        if c.gone:
            return False
        kind = msg["type"]
        if c.seat is None:
            return self._arrive(c, msg)
        if kind == "act":
            self._act(c, msg)
        elif kind == "ping":
            self.send(c, M.pong(msg["stamp"]))
        elif kind in ("hello", "join"):
            raise M.ProtocolError(f"{kind} was already said on this connection")
        elif kind == "bye":
            self.drop(c, said("left the table"))
            return False
        if kind != "act" and not self.spend(c):
            self.send(c, M.closed(said("The host dropped this connection: too many messages.")))
            self.drop(c, said("sent too many messages"))
            return False
        return True

    def drop(self, c: Conn, reason: str) -> None:
        """Hang up on ``c`` (once); a seated connection's seat is then told ``lost``."""
        if c not in self.open:
            return
        self.open.discard(c)
        c.gone = True
        try:
            c.writer.close()
        except (OSError, RuntimeError):
            pass
        if c.seat is not None:
            self._lost(c, reason)

    def send(self, c: Conn, msg: dict[str, Any]) -> None:
        """Send ``msg`` to ``c``; a client that has stopped reading is dropped instead."""
        if c.gone:
            return
        data = encode(msg)
        transport = c.writer.transport
        if transport.is_closing():
            return
        if transport.get_write_buffer_size() + len(data) > self.limits.out_cap:
            self.drop(c, said("stopped reading what the host sends"))
            return
        c.writer.write(data)
        c.sent += len(data)
        if c.seat is not None:
            self._counted(c.seat, len(data))

    def spend(self, c: Conn) -> bool:
        """Charge one unproductive message (ping, pong, refused act); False when overdrawn."""
        now = time.monotonic()
        lim = self.limits
        c.budget = min(lim.idle_budget, c.budget + (now - c.budget_at) * lim.idle_rate) - 1
        c.budget_at = now
        return c.budget >= 0

    def tick(self, now: float) -> None:
        """Heartbeats and deadlines: drop who did not say hello in time, sent a frame too
        slowly or stopped answering; ping every seated connection."""
        lim = self.limits
        for c in list(self.open):
            if c.seat is None and now - c.opened > lim.handshake:
                self.drop(c, said("did not say hello"))
            elif c.frame_started is not None and now - c.frame_started > lim.frame:
                self.drop(c, said("sent a frame too slowly"))
            elif now - c.last_heard > lim.dead_after:
                self.drop(c, said("stopped answering"))
            elif c.seat is not None and now - c.last_ping >= lim.heartbeat:
                c.last_ping = now
                self.send(c, M.ping(int(now * 1000)))

    async def close_all(self, message: str) -> None:
        """Tell every connection ``message`` and hang up; wait (up to 2 s) until they are shut."""
        for c in list(self.open):
            self.send(c, M.closed(message))
            c.writer.close()
        if self.open:
            await asyncio.wait([asyncio.create_task(_shut(c)) for c in self.open], timeout=2)


async def _shut(c: Conn) -> None:
    try:
        await c.writer.wait_closed()
    except (OSError, asyncio.CancelledError):
        pass
