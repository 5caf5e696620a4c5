"""One WebSocket connection to the server: what the seating asks of a LAN connection
(address, nonce, name, seat, when last heard), what it has not read yet and its message
budget.

Sending never waits: a frame goes into the connection's write buffer at once (websockets'
``broadcast``: no task, no lock and no await a message, which is most of what a busy server
spends); a peer whose unsent bytes grow past ``out_cap`` has stopped reading and is
dropped, so one slow reader costs its own connection, never the table or the loop.

``Connection`` is the server's WebSocket connection (websockets' ``ServerConnection``):
every ping or pong frame a client sends is charged to its peer's message budget as a
message is (websockets answers pings by itself, under the messages the server reads).
"""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from websockets.asyncio.server import ServerConnection, broadcast
from websockets.frames import Frame, Opcode

from .codes import machine
from .wire import encode

if TYPE_CHECKING:
    from .table import ServerTable


@dataclass(eq=False)
class Peer:
    ws: Any  # a websockets ServerConnection
    address: str
    opened: float
    out_cap: int
    budget: float
    last_heard: float = 0.0
    last_ping: float = 0.0
    seat: int | None = None
    nonce: bytes | None = None  # the table's challenge to it
    name: str = ""
    said_hello: bool = False
    hello: dict[str, Any] | None = None  # its hello (given to the table it finds)
    hello_raw: bytes = b""  # ...as it came (sent on when the connection is forwarded)
    relay: asyncio.Task[None] | None = None  # forwarded: what the table's process sends back
    table: "ServerTable | None" = None
    budget_at: float = 0.0
    sent: int = 0
    received: int = 0
    gone: bool = False
    entry: Any = None  # its count at the gate (``gate.Entry``), from its accept
    _held: list[bytes] | None = None  # sent while held (``hold``), written at ``release``

    def __post_init__(self) -> None:
        self.machine = machine(self.address)  # what the per-address caps count

    @property
    def queued(self) -> int:
        """Bytes sent to it that it has not read yet (in this end's write buffer)."""
        transport = getattr(self.ws, "transport", None)
        return transport.get_write_buffer_size() if transport is not None else 0

    def send(self, msg: dict[str, Any]) -> bool:
        """Queue ``msg``; False (and the peer is to be dropped) if it stopped reading."""
        if self.gone:
            return False
        return self.send_raw(encode(msg))

    def send_raw(self, data: bytes) -> bool:
        """Queue one frame's bytes as they are (a forwarded connection's)."""
        if self.gone:
            return False
        if self.queued + len(data) > self.out_cap:
            return False
        self.sent += len(data)
        if self._held is not None:
            self._held.append(data)
            return True
        broadcast((self.ws,), data)  # nothing if it is closing: its handler ends then
        return True

    def hold(self) -> None:
        """Keep what is sent from here on until ``release`` (a seat is saved first)."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        held, self._held = self._held, None
        for data in held or ():
            if self.gone:
                break
            broadcast((self.ws,), data)

    def spend(self, cost: float, limit: float, rate: float) -> bool:
        """Charge ``cost`` messages to the budget (``limit`` at most, ``rate`` a second
        earned back); False when it is overdrawn."""
        now = time.monotonic()
        self.budget = min(limit, self.budget + (now - self.budget_at) * rate) - cost
        self.budget_at = now
        return self.budget >= 0

    async def finish(self, code: int = 1000, reason: str = "", timeout: float = 2.0) -> None:
        """Close the WebSocket with ``code`` (after what was sent: it is buffered ahead)."""
        self.gone = True
        try:
            await asyncio.wait_for(self.ws.close(code, reason), timeout)
        except Exception:  # noqa: BLE001 - closed already, or the other end is gone
            pass


class Connection(ServerConnection):
    """A server connection whose control frames (ping, pong) are told to ``on_control``
    (set once the connection is a ``Peer``; it charges the budget and hangs up on one
    overdrawn)."""

    on_control: Callable[[], None] | None = None

    def process_event(self, event: Any) -> None:
        if (self.request is not None and isinstance(event, Frame)
                and event.opcode in (Opcode.PING, Opcode.PONG) and self.on_control is not None):
            self.on_control()
        super().process_event(event)
