"""The server's door at the first byte: every TCP connection counted and capped from the
moment it is accepted, before any TLS or WebSocket handshake is spent on it.

``Gate`` keeps the counts: connections open and connections pending (accepted, not yet
seated at a table) per machine (an IPv4 address, an IPv6 /64), per network (an IPv4 /24,
an IPv6 /48) and in all, and the machines shut for a while (they went on guessing room
codes after being told to wait). ``GateSocket`` is the listening socket handed to
``websockets.asyncio.server.serve`` (``sock=``): its ``accept`` asks the gate first and
closes a connection over a cap at once (a reset: no handshake, no buffer, no task), and
each connection it lets in is a ``_Counted`` socket whose ``close`` gives its place back,
whoever closes it (asyncio's transport, a timeout, the server).

What a pending connection may cost is bounded in time as well: the TLS handshake and the
WebSocket handshake each have their own timeout (``ServerLimits.tls_handshake``,
``ws_handshake``), the table's own handshake (hello, find or create, join) must be done
within ``handshake`` of the accept, and ``sweep`` ends whatever outlived all of them.
When the pending connections in all are at their cap, a newcomer from a network holding
fewer of them than the busiest one takes the place of that network's oldest, so a
newcomer from a network that is not attacking always gets in.
"""
from __future__ import annotations

import socket
import struct
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from .codes import group, machine
from .limits import ServerLimits

RESET = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close() resets, no TIME_WAIT here
ACCEPTS_AT_ONCE = 64  # connections accepted in one go before the loop does other work


@dataclass(eq=False)
class Entry:
    """One accepted connection as the gate counts it."""

    host: str
    port: int
    machine: str
    network: str
    accepted: float  # time.monotonic() at the accept
    pending: bool = True
    sock: "socket.socket | None" = field(default=None, repr=False)
    gone: bool = False


class Gate:
    """The counts of every connection from its accept (see the module's text).
    ``clock``: the time the shut machines go by (the guessing throttles' clock)."""

    def __init__(self, limits: ServerLimits, clock: Callable[[], float] = time.monotonic,
                 max_open: int | None = None) -> None:
        self.limits = limits
        self.clock = clock
        self.max_open = max_open if max_open is not None else limits.max_connections
        self.open: Counter[str] = Counter()  # by machine
        self.pending: Counter[str] = Counter()  # by machine
        self.net_open: Counter[str] = Counter()  # by network
        self.net_pending: Counter[str] = Counter()  # by network
        self.total = 0
        self.total_pending = 0
        self.entries: dict[tuple[str, int], Entry] = {}
        self.shut: dict[str, float] = {}  # machine -> until (self.clock)
        self.refused = 0  # connections closed at the accept
        self.evicted = 0  # pending connections that made room for another network's

    # -- the accept -----------------------------------------------------------------------
    def admit(self, host: str, port: int) -> Entry | None:
        """Count a connection accepted from ``host``; None: it is to be closed at once.

        Each cap lets one connection more in than the server's door lets sit down, so that
        one is told why in words (``TableServer._door``); beyond that, nothing is spent."""
        lim = self.limits
        mine, net = machine(host), group(host)
        until = self.shut.get(mine)
        if until is not None:
            if self.clock() < until:
                self.refused += 1
                return None
            del self.shut[mine]
        if (self.total >= self.max_open
                or self.open[mine] > lim.per_machine
                or self.pending[mine] > lim.waiting_per_machine
                or self.net_open[net] > lim.per_network
                or self.net_pending[net] > lim.waiting_per_network):
            self.refused += 1
            return None
        if self.total_pending >= lim.max_pending and not self._make_room(net):
            self.refused += 1
            return None
        e = Entry(host, port, mine, net, time.monotonic())
        self.entries[(host, port)] = e
        self.open[mine] += 1
        self.net_open[net] += 1
        self.pending[mine] += 1
        self.net_pending[net] += 1
        self.total += 1
        self.total_pending += 1
        return e

    def _make_room(self, net: str) -> bool:
        """All the pending places are taken: end the oldest pending connection of the
        network holding the most of them, if that is more than ``net`` holds."""
        busiest, most = max(self.net_pending.items(), key=lambda kv: kv[1], default=("", 0))
        if most <= self.net_pending[net]:
            return False
        oldest = min((e for e in self.entries.values() if e.pending and e.network == busiest),
                     key=lambda e: e.accepted, default=None)
        if oldest is None:
            return False
        self.evicted += 1
        self.end(oldest)
        return True

    # -- what happens to a connection -----------------------------------------------------
    def find(self, remote: tuple[Any, ...] | None) -> Entry | None:
        """The entry of a connection by its peer address (``ws.remote_address``)."""
        if not remote:
            return None
        return self.entries.get((str(remote[0]), int(remote[1])))

    def seated(self, e: Entry) -> None:
        """The connection sat down at a table (or was forwarded to its process): it is no
        longer pending."""
        if e.pending and not e.gone:
            e.pending = False
            self._less_pending(e)

    def rekey(self, e: Entry, address: str) -> None:
        """Another process of this server forwarded the connection for ``address`` (the
        player's own): it is counted as theirs from now on."""
        if e.gone or machine(address) == e.machine:
            return
        self._uncount(e)
        e.machine, e.network = machine(address), group(address)
        self.open[e.machine] += 1
        self.net_open[e.network] += 1
        self.total += 1
        if e.pending:
            self.pending[e.machine] += 1
            self.net_pending[e.network] += 1
            self.total_pending += 1

    def closed(self, e: Entry) -> None:
        """The connection is closed (its socket's ``close``): its places are free."""
        if e.gone:
            return
        self._uncount(e)
        e.gone = True
        if self.entries.get((e.host, e.port)) is e:
            del self.entries[(e.host, e.port)]

    def end(self, e: Entry) -> None:
        """Hang up on a connection whatever stage it is at (its transport sees the end
        and closes; its places are free at once)."""
        sock = e.sock
        self.closed(e)
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def shut_out(self, address: str, seconds: float) -> None:
        """Close every connection from ``address``'s machine at the accept for
        ``seconds`` (it was told to wait that long)."""
        mine = machine(address)
        self.shut[mine] = max(self.shut.get(mine, 0.0), self.clock() + seconds)

    def sweep(self) -> None:
        """Once a second: end connections pending longer than every handshake allows,
        forget entries whose socket was closed without a word, and shut machines whose
        time is up."""
        lim = self.limits
        late = time.monotonic() - (lim.handshake + lim.tls_handshake + lim.ws_handshake)
        for e in list(self.entries.values()):
            if e.sock is not None and e.sock.fileno() == -1:
                self.closed(e)
            elif e.pending and e.accepted < late:
                self.end(e)
        now = self.clock()
        for m in [m for m, until in self.shut.items() if until <= now]:
            del self.shut[m]

    # -- counting -------------------------------------------------------------------------
    def _less_pending(self, e: Entry) -> None:
        _less(self.pending, e.machine)
        _less(self.net_pending, e.network)
        self.total_pending -= 1

    def _uncount(self, e: Entry) -> None:
        _less(self.open, e.machine)
        _less(self.net_open, e.network)
        self.total -= 1
        if e.pending:
            self._less_pending(e)


def _less(c: Counter[str], key: str) -> None:
    c[key] -= 1
    if c[key] <= 0:
        del c[key]


class _Counted(socket.socket):
    """An accepted connection's socket: closing it gives its place at the gate back."""

    gate: Gate | None = None
    entry: Entry | None = None

    def close(self) -> None:
        gate, entry = self.gate, self.entry
        self.gate = self.entry = None
        if gate is not None and entry is not None:
            gate.closed(entry)
        super().close()


class GateSocket(socket.socket):
    """A listening socket whose ``accept`` asks the ``gate`` (set before serving)."""

    gate: Gate

    def accept(self) -> tuple[socket.socket, Any]:
        for _ in range(ACCEPTS_AT_ONCE):
            fd, addr = self._accept()  # type: ignore[attr-defined]  # BlockingIOError: none left
            entry = self.gate.admit(str(addr[0]), int(addr[1]))
            if entry is None:
                refused = socket.socket(self.family, self.type, self.proto, fileno=fd)
                try:
                    refused.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, RESET)
                finally:
                    refused.close()
                continue
            conn = _Counted(self.family, self.type, self.proto, fileno=fd)
            conn.gate, conn.entry = self.gate, entry
            entry.sock = conn
            return conn, addr
        # More are waiting: the loop comes back for them (the socket is still readable)
        # after the other work it has.
        raise BlockingIOError


def listen(bind: str, port: int, gate: Gate, backlog: int = 1024) -> GateSocket:
    """A ``GateSocket`` listening on ``bind``:``port`` (port 0: any free one)."""
    info = socket.getaddrinfo(bind or None, port, type=socket.SOCK_STREAM,
                              flags=socket.AI_PASSIVE)
    family, kind, proto, _, where = info[0]
    sock = GateSocket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(where)
        sock.listen(backlog)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    sock.gate = gate
    return sock


def open_files_cap(reserve: int = 64) -> int | None:
    """How many connections this process's open-file limit leaves room for: half of what
    is left after ``reserve`` (a forwarded connection holds two), None if unlimited."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, ValueError, OSError):
        return None
    if soft == resource.RLIM_INFINITY:
        return None
    return max(8, (soft - reserve) // 2)
