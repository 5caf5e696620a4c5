"""LAN discovery: a host announces itself with a UDP beacon; a join screen lists the beacons.

By default a host sends its beacon once a second to the broadcast address of every up IPv4
interface (``net.interfaces``), and a listener hears on every interface, so two machines on
one network find each other with nothing configured. A beacon is one msgpack map::

    {"type": "beacon", "version": 8, "name": "Ann's table", "port": 47100,
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
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Callable

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
VOUCHED_KEEP = 30.0  # seconds a table the player trusts stays listed after its last beacon
PARSED_KEPT = 512   # distinct datagrams whose parse is remembered (a flood's repeats)
RCVBUF = 1 << 20    # the socket's receive buffer asked for (the system may give less)


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
           away: int = 0, options: dict[str, Any] | None = None) -> bytes:
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
    LAN's broadcasts; ``127.0.0.1`` hears only this machine. Listening sends nothing. A
    daemon thread reads the socket as datagrams come (a flood cannot fill the system's
    buffer between two polls and crowd a real beacon out of it); ``poll()`` never blocks.

    A beacon is a hint, not a proof: anyone on the network can send one, from any address.
    So a machine cannot crowd the others off the list: at most ``PER_ADDRESS`` tables are
    kept from one address (the first heard; the others are only counted, ``unlisted()``),
    at most ``MAX_TABLES`` in all, and when the list is full a table from an address with
    fewer listed takes the place of the newest one of the address with most (so every
    address, the real table's too, has a place while there are fewer than ``MAX_TABLES``).
    A table the player has reason to trust (``vouch``: it answered a connection, or its
    address was typed) is listed whatever else is heard, stays listed ``VOUCHED_KEEP``
    seconds after its last beacon, and no beacon from its address and port can change the
    version, game, rules or room code it was first heard with (a running table's never
    change): forged beacons cannot hide it or make it look unjoinable. The list keeps the
    order tables were first heard in, so a table never moves when others come and go or
    announce themselves again.
    """

    def __init__(self, port: int = DISCOVERY_PORT, bind: str = "",
                 keep: float = 5.0) -> None:
        self.keep = keep
        self._hosts: dict[tuple[str, int], HostInfo] = {}   # in the order first heard
        self._extra: dict[tuple[str, int], float] = {}      # tables past an address's share
        self._vouched: set[tuple[str, int]] = set()
        self._parsed: dict[bytes, HostInfo | None] = {}     # a flood's repeats parsed once
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.heard = 0  # datagrams read
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        try:
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RCVBUF)
        except OSError:
            pass  # the system's own size
        self._sock.bind((bind, port))
        self._sock.settimeout(0.1)
        self.port = self._sock.getsockname()[1]
        self._thread = threading.Thread(target=self._run, daemon=True, name="beacons")
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                data, (addr, _port) = self._sock.recvfrom(BEACON_MAX + 1)
            except (TimeoutError, BlockingIOError, InterruptedError):
                continue
            except OSError:
                return  # closed
            self.heard += 1
            self.hear(data, addr, time.monotonic())

    def _parse(self, data: bytes, address: str, now: float) -> HostInfo | None:
        if len(data) > BEACON_MAX:
            return None
        if data in self._parsed:
            known = self._parsed[data]
        else:
            known = parse_beacon(data, "", 0.0)
            if len(self._parsed) >= PARSED_KEPT:
                self._parsed.clear()
            self._parsed[data] = known
        if known is None:
            return None
        return replace(known, address=address, last_seen=now)

    def vouch(self, address: str, port: int) -> None:
        """The player has reason to trust the table at ``address``:``port`` (it answered a
        connection, or they typed its address): keep it listed as it was first heard."""
        with self._lock:
            if len(self._vouched) < MAX_TABLES:
                self._vouched.add((address, port))

    def hear(self, data: bytes, address: str, now: float) -> None:
        """Take one datagram from ``address`` (the listening thread calls this for each one)."""
        info = self._parse(data, address, now)
        if info is None:
            return
        key = (info.address, info.port)
        with self._lock:
            held = self._hosts.get(key)
            if held is not None:
                if key in self._vouched and held.compatible and not _same_table(held, info):
                    return   # a forgery: a running table's game and rules do not change
                self._hosts[key] = info   # updated in place: its row stays where it is
                return
            if key in self._vouched:
                self._extra.pop(key, None)
                self._hosts[key] = info
                return
            listed = [k for k in self._hosts if k not in self._vouched]
            mine = sum(1 for a, _p in listed if a == info.address)
            if mine < PER_ADDRESS and len(listed) >= MAX_TABLES:
                count = Counter(a for a, _p in listed)
                busiest, most = max(count.items(), key=lambda item: item[1])
                if most > mine + 1:   # room for a quieter address: the busiest one's newest goes
                    newest = [k for k in listed if k[0] == busiest][-1]
                    del self._hosts[newest]
                    self._extra[newest] = now
                    listed.remove(newest)
            if mine >= PER_ADDRESS or len(listed) >= MAX_TABLES:
                if key in self._extra or len(self._extra) < MAX_UNLISTED:
                    self._extra[key] = now
                return
            self._extra.pop(key, None)
            self._hosts[key] = info

    def poll(self, now: float | None = None) -> list[HostInfo]:
        """Hosts heard recently, in the order first heard; never blocks."""
        now = time.monotonic() if now is None else now
        with self._lock:
            self._hosts = {k: h for k, h in self._hosts.items()
                           if now - h.last_seen <= (max(self.keep, VOUCHED_KEEP) if k in self._vouched
                                                    else self.keep)}
            self._extra = {k: t for k, t in self._extra.items() if now - t <= self.keep}
            return list(self._hosts.values())

    def unlisted(self) -> dict[str, int]:
        """Tables heard lately but not listed, by address: past its ``PER_ADDRESS`` share (or
        the ``MAX_TABLES`` in all). A machine announcing that many is likely up to no good;
        a table among them can still be joined by address."""
        out: dict[str, int] = {}
        with self._lock:
            for address, _port in self._extra:
                out[address] = out.get(address, 0) + 1
        return out

    def close(self) -> None:
        self._stop.set()
        self._sock.close()
        if self._thread is not threading.current_thread():
            self._thread.join(timeout=1)


def _same_table(a: HostInfo, b: HostInfo) -> bool:
    """Two beacons of one address and port that could both be its running table's."""
    return (a.version, a.variant, a.options, a.room) == (b.version, b.variant, b.options, b.room)


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
