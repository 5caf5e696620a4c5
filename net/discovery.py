"""LAN discovery: a host announces itself with a UDP beacon; a join screen lists the beacons.

The beacon's destination is a setting. It defaults to ``127.0.0.1`` (this machine only);
for real LAN play give the LAN's broadcast address (e.g. ``192.168.1.255``). A beacon is
one msgpack map::

    {"type": "beacon", "version": 1, "name": "Ann's table", "port": 47100,
     "variant": "two-handed", "open_seats": 1, "room": true}

``room`` says whether a room code is needed (the code itself is never sent). Both ends are
non-blocking: the ``Announcer`` sends from a daemon thread; ``Listener.poll()`` reads what
has arrived and returns at once.
"""
from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass
from typing import Callable

import msgpack

from .messages import MAX_NAME, PROTOCOL_VERSION

DISCOVERY_PORT = 47101
DEFAULT_BEACON_ADDRESS = "127.0.0.1"
BEACON_MAX = 512


@dataclass(frozen=True, slots=True)
class HostInfo:
    """One host heard on the LAN."""

    address: str
    port: int
    name: str
    variant: str
    open_seats: int
    room: bool
    last_seen: float


def beacon(name: str, port: int, variant: str, open_seats: int, room: bool) -> bytes:
    return msgpack.packb({"type": "beacon", "version": PROTOCOL_VERSION, "name": name[:MAX_NAME],
                          "port": port, "variant": variant, "open_seats": open_seats,
                          "room": room})


def parse_beacon(data: bytes, address: str, now: float) -> HostInfo | None:
    """The host a datagram announces, or None if it is not a valid beacon of our version."""
    if len(data) > BEACON_MAX:
        return None
    try:
        d = msgpack.unpackb(data, raw=False, strict_map_key=True, timestamp=0)
    except Exception:
        return None
    if not isinstance(d, dict) or set(d) != {"type", "version", "name", "port", "variant",
                                             "open_seats", "room"}:
        return None
    ok = (d["type"] == "beacon" and d["version"] == PROTOCOL_VERSION
          and isinstance(d["name"], str) and len(d["name"]) <= MAX_NAME
          and type(d["port"]) is int and 0 < d["port"] < 65536
          and d["variant"] in ("two-handed", "four-handed")
          and type(d["open_seats"]) is int and 0 <= d["open_seats"] <= 4
          and isinstance(d["room"], bool))
    if not ok:
        return None
    return HostInfo(address, d["port"], d["name"], d["variant"], d["open_seats"], d["room"], now)


class Announcer:
    """Sends ``make_beacon()`` to ``(address, port)`` every ``interval`` seconds."""

    def __init__(self, make_beacon: Callable[[], bytes], address: str = DEFAULT_BEACON_ADDRESS,
                 port: int = DISCOVERY_PORT, interval: float = 1.0) -> None:
        self.dest = (address, port)
        self.interval = interval
        self._make = make_beacon
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        self.sent = 0
        self._thread = threading.Thread(target=self._run, daemon=True, name="beacon")

    def start(self) -> "Announcer":
        self._thread.start()
        return self

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._sock.sendto(self._make(), self.dest)
                self.sent += 1
            except OSError:
                pass  # no route now (cable out, address gone): try again next time
            self._stop.wait(self.interval)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        self._sock.close()


class Listener:
    """Collects beacons on ``port``; ``poll()`` returns the hosts heard in the last ``keep`` s.

    ``bind`` is the address to listen on: ``127.0.0.1`` hears only this machine; ``""``
    (all addresses) hears LAN broadcasts too. Listening sends nothing.
    """

    def __init__(self, port: int = DISCOVERY_PORT, bind: str = DEFAULT_BEACON_ADDRESS,
                 keep: float = 5.0) -> None:
        self.keep = keep
        self._hosts: dict[tuple[str, int], HostInfo] = {}
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        self._sock.bind((bind, port))
        self._sock.setblocking(False)
        self.port = self._sock.getsockname()[1]

    def poll(self, now: float | None = None) -> list[HostInfo]:
        """Hosts heard recently, newest first; never blocks."""
        now = time.monotonic() if now is None else now
        for _ in range(256):  # bounded: a flood of datagrams cannot hold the caller
            try:
                data, (addr, _port) = self._sock.recvfrom(BEACON_MAX + 1)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:
                break
            info = parse_beacon(data, addr, now)
            if info is not None:
                self._hosts[(info.address, info.port)] = info
        self._hosts = {k: h for k, h in self._hosts.items() if now - h.last_seen <= self.keep}
        return sorted(self._hosts.values(), key=lambda h: -h.last_seen)

    def close(self) -> None:
        self._sock.close()
