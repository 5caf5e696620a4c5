"""LAN discovery: a host announces itself with a UDP beacon; a join screen lists the beacons.

By default a host sends its beacon once a second to the broadcast address of every up IPv4
interface (``net.interfaces``), and a listener hears on every interface, so two machines on
one network find each other with nothing configured. A beacon is one msgpack map::

    {"type": "beacon", "version": 5, "name": "Ann's table", "port": 47100,
     "variant": "three-handed", "open_seats": 1, "away": 0, "room": true,
     "options": {"variant": "three-handed", "deck": 24, "target": 10, ...}}

``room`` says whether a room code is needed (the code itself is never sent); ``away`` is
how many seats wait for a player who dropped (a game started again finds its table by it);
``options`` are the rules the table plays by (``Options.to_dict``; since version 3). Both ends are
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

from game.rules import BY_KEY, GAMES, Options
from game.rules.options import SPECS

from .interfaces import broadcast_addresses
from .messages import MAX_NAME, PROTOCOL_VERSION

DISCOVERY_PORT = 47101
EVERY_INTERFACE = "*"  # Announcer target: each up interface's broadcast address
BEACON_MAX = 512
REFRESH_TARGETS = 10.0  # seconds between looks at the interfaces (Wi-Fi joins, cables move)
PER_ADDRESS = 4     # tables listed from one address (one machine hosting several is rare)
MAX_TABLES = 64     # tables listed in all
MAX_UNLISTED = 1024  # tables past those counted (memory stays bounded whatever arrives)


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
    version: int = PROTOCOL_VERSION
    away: int = 0  # seats waiting for a player who dropped
    options: Options | None = None  # the table's rules (None from a host of another version)

    @property
    def compatible(self) -> bool:
        """True if this game can join it (the same protocol version)."""
        return self.version == PROTOCOL_VERSION


def beacon(name: str, port: int, variant: str, open_seats: int, room: bool,
           away: int = 0, options: dict | None = None) -> bytes:
    return msgpack.packb({"type": "beacon", "version": PROTOCOL_VERSION, "name": name[:MAX_NAME],
                          "port": port, "variant": variant, "open_seats": open_seats,
                          "away": away, "room": room,
                          "options": options if options is not None else {"variant": variant}})


_KEYS = {"type", "version", "name", "port", "variant", "open_seats", "room"}
_LATER = {"away", "options"}  # keys a beacon of an older version may lack (away: 2, options: 3)
_MOST_SEATS = max(g.players for g in GAMES)


def _options(d: object, variant: str) -> Options | None:
    """The rules a beacon names, or None if they are not rules this game knows."""
    if not isinstance(d, dict) or len(d) > len(SPECS) + 1 or d.get("variant") != variant:
        return None
    try:
        return Options.from_dict(d)
    except (ValueError, TypeError):
        return None


def parse_beacon(data: bytes, address: str, now: float) -> HostInfo | None:
    """The host a datagram announces (of any protocol version: a join screen says when it
    is another version), or None if it is not a valid beacon."""
    if len(data) > BEACON_MAX:
        return None
    try:
        d = msgpack.unpackb(data, raw=False, strict_map_key=True, timestamp=0)
    except Exception:
        return None
    if not isinstance(d, dict) or set(d) - _LATER != _KEYS:
        return None
    away = d.get("away", 0)
    ok = (d["type"] == "beacon" and type(d["version"]) is int and 0 < d["version"] < 1000
          and isinstance(d["name"], str) and len(d["name"]) <= MAX_NAME
          and type(d["port"]) is int and 0 < d["port"] < 65536
          and isinstance(d["variant"], str) and d["variant"] in BY_KEY
          and type(d["open_seats"]) is int and 0 <= d["open_seats"] <= _MOST_SEATS
          and isinstance(d["room"], bool)
          and type(away) is int and 0 <= away <= _MOST_SEATS)
    if not ok:
        return None
    options = _options(d.get("options"), d["variant"])
    if options is None and d["version"] == PROTOCOL_VERSION:
        return None  # a host of this version always says its rules
    return HostInfo(address, d["port"], d["name"], d["variant"], d["open_seats"], d["room"], now,
                    d["version"], away, options)


class Announcer:
    """Sends ``make_beacon()`` every ``interval`` seconds to each target, from a daemon thread.

    ``targets``: addresses, or ``EVERY_INTERFACE`` (the default) for the broadcast address
    of every up interface, looked up again now and then. ``active()``: send only while it
    is true (a host stops announcing while its table is full). A send that fails is
    reported once through ``on_problem`` (and kept in ``problem``) until it works again,
    not ignored and not repeated every second.
    """

    def __init__(self, make_beacon: Callable[[], bytes],
                 targets: str | list[str] = EVERY_INTERFACE, port: int = DISCOVERY_PORT,
                 interval: float = 1.0, active: Callable[[], bool] = lambda: True,
                 on_problem: Callable[[str], None] | None = None) -> None:
        self.targets = targets
        self.port = port
        self.interval = interval
        self._make = make_beacon
        self._active = active
        self._on_problem = on_problem
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        self._failing: set[str] = set()
        self._dests: list[str] = []
        self._dests_at = -REFRESH_TARGETS
        self.sent = 0
        self.problem: str | None = None
        self._thread = threading.Thread(target=self._run, daemon=True, name="beacon")

    def start(self) -> "Announcer":
        self._thread.start()
        return self

    def destinations(self) -> list[str]:
        """The addresses the next beacon goes to."""
        if isinstance(self.targets, str) and self.targets != EVERY_INTERFACE:
            return [self.targets]
        if not isinstance(self.targets, str):
            return list(self.targets)
        now = time.monotonic()
        if now - self._dests_at >= REFRESH_TARGETS:
            self._dests, self._dests_at = broadcast_addresses(), now
        return self._dests

    def send_once(self) -> None:
        """Send one beacon to every destination now (the thread calls this each interval)."""
        data = self._make()
        for dest in self.destinations():
            try:
                self._sock.sendto(data, (dest, self.port))
            except OSError as e:  # no route now (cable out, address gone): say so once
                if dest not in self._failing:
                    self._failing.add(dest)
                    self.problem = (f"Could not announce the table to {dest} "
                                    f"({e.strerror or e}); players there can still join by "
                                    "address.")
                    if self._on_problem is not None:
                        self._on_problem(self.problem)
            else:
                self.sent += 1
                if dest in self._failing:
                    self._failing.discard(dest)
                    if not self._failing:
                        self.problem = None

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                if self._active():
                    self.send_once()
            except Exception as e:  # noqa: BLE001 - a beacon must never take the host down
                if self.problem is None:
                    self.problem = f"Announcing the table failed ({type(e).__name__})."
                    if self._on_problem is not None:
                        self._on_problem(self.problem)
            self._stop.wait(self.interval)

    def close(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=2)
        self._sock.close()


class Listener:
    """Collects beacons on ``port``; ``poll()`` returns the hosts heard in the last ``keep`` s.

    ``bind`` is the address to listen on: ``""`` (the default, every interface) hears the
    LAN's broadcasts; ``127.0.0.1`` hears only this machine. Listening sends nothing.

    A machine cannot crowd the others off the list: at most ``PER_ADDRESS`` tables are kept
    from one address (the first heard; the others are only counted, ``unlisted()``), at most
    ``MAX_TABLES`` in all, and the list keeps the order tables were first heard in, so a
    table never moves when others come and go or announce themselves again.
    """

    def __init__(self, port: int = DISCOVERY_PORT, bind: str = "",
                 keep: float = 5.0) -> None:
        self.keep = keep
        self._hosts: dict[tuple[str, int], HostInfo] = {}   # in the order first heard
        self._extra: dict[tuple[str, int], float] = {}      # tables past an address's share
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        self._sock.bind((bind, port))
        self._sock.setblocking(False)
        self.port = self._sock.getsockname()[1]

    def hear(self, data: bytes, address: str, now: float) -> None:
        """Take one datagram from ``address`` (``poll`` calls this for each one read)."""
        info = parse_beacon(data, address, now)
        if info is None:
            return
        key = (info.address, info.port)
        if key in self._hosts:
            self._hosts[key] = info   # updated in place: its row stays where it is
            return
        crowded = sum(1 for a, _p in self._hosts if a == info.address) >= PER_ADDRESS
        if crowded or len(self._hosts) >= MAX_TABLES:
            if key in self._extra or len(self._extra) < MAX_UNLISTED:
                self._extra[key] = now
            return
        self._extra.pop(key, None)
        self._hosts[key] = info

    def poll(self, now: float | None = None) -> list[HostInfo]:
        """Hosts heard recently, in the order first heard; never blocks."""
        now = time.monotonic() if now is None else now
        for _ in range(256):  # bounded: a flood of datagrams cannot hold the caller
            try:
                data, (addr, _port) = self._sock.recvfrom(BEACON_MAX + 1)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:
                break
            self.hear(data, addr, now)
        self._hosts = {k: h for k, h in self._hosts.items() if now - h.last_seen <= self.keep}
        self._extra = {k: t for k, t in self._extra.items() if now - t <= self.keep}
        return list(self._hosts.values())

    def unlisted(self) -> dict[str, int]:
        """Tables heard lately but not listed, by address: past its ``PER_ADDRESS`` share (or
        the ``MAX_TABLES`` in all). A machine announcing that many is likely up to no good;
        a table among them can still be joined by address."""
        out: dict[str, int] = {}
        for address, _port in self._extra:
            out[address] = out.get(address, 0) + 1
        return out

    def close(self) -> None:
        self._sock.close()


def discover(seconds: float, port: int = DISCOVERY_PORT, bind: str = "") -> list[HostInfo]:
    """Listen for ``seconds`` and return every table heard (for ``main.py --discover``)."""
    listener = Listener(port, bind=bind, keep=max(seconds, 1.0) + 1.0)
    try:
        end = time.monotonic() + seconds
        while True:
            found = listener.poll()
            left = end - time.monotonic()
            if left <= 0:
                return sorted(found, key=lambda h: (h.address, h.port))
            time.sleep(min(0.05, left))
    finally:
        listener.close()
