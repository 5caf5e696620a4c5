"""One WebSocket connection to the server: what the seating asks of a LAN connection
(address, nonce, name, seat, when last heard), its outbound queue and its message budget.

Sending never waits: a message is queued and a task of the peer's own writes it; a peer
whose queue grows past ``out_cap`` bytes has stopped reading and is dropped, so one slow
reader costs its own connection, never the table or the loop.
"""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .codes import machine
from .wire import encode

if TYPE_CHECKING:
    from .table import ServerTable


@dataclass(eq=False)
class Peer:
    ws: Any  # a websockets ServerConnection (or a test's stand-in)
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
    hello: dict | None = None  # its hello (given to the table it finds)
    hello_raw: bytes = b""  # ...as it came (sent on when the connection is forwarded)
    relay: asyncio.Task | None = None  # forwarded: what the table's process sends back
    table: "ServerTable | None" = None
    budget_at: float = 0.0
    sent: int = 0
    received: int = 0
    gone: bool = False
    queued: int = 0
    _queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    _writer: asyncio.Task | None = None

    def __post_init__(self) -> None:
        self.machine = machine(self.address)  # what the per-address caps count

    def start(self) -> None:
        self._writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, msg: dict) -> bool:
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
        self.queued += len(data)
        self.sent += len(data)
        self._queue.put_nowait(data)
        return True

    def spend(self, cost: float, limit: float, rate: float) -> bool:
        """Charge ``cost`` messages to the budget (``limit`` at most, ``rate`` a second
        earned back); False when it is overdrawn."""
        now = time.monotonic()
        self.budget = min(limit, self.budget + (now - self.budget_at) * rate) - cost
        self.budget_at = now
        return self.budget >= 0

    async def _write(self) -> None:
        try:
            while True:
                data = await self._queue.get()
                if data is None:
                    break
                await self.ws.send(data)
                self.queued -= len(data)
        except Exception:  # noqa: BLE001 - a connection that cannot be written to is gone
            pass

    async def finish(self, code: int = 1000, reason: str = "", timeout: float = 2.0) -> None:
        """Send what is queued, then close the WebSocket with ``code``."""
        self.gone = True
        self._queue.put_nowait(None)
        if self._writer is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._writer), timeout)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self._writer.cancel()
        try:
            await asyncio.wait_for(self.ws.close(code, reason), timeout)
        except Exception:  # noqa: BLE001 - closed already, or the other end is gone
            pass

    def kill(self) -> None:
        """Stop writing at once (the connection is gone)."""
        self.gone = True
        if self._writer is not None:
            self._writer.cancel()
