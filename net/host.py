"""The LAN host: a table (``net.table_core``) carried over TCP on this machine's network.

``Host`` puts together the connections (``net.connections``: the door, framing,
heartbeats, each client's output cap), the discovery beacons (``net.discovery``) and the
host's own screen, around the one table core that seats the players, rules through the
umpire and tells every seat what happens, each its own view (the table server's tables
run on the same core). All networking and every change to the match happen on one
asyncio loop in a background thread. A remote player sends only intentions (``act``) and
receives only its own seat's view plus the public events. The host's own screen plays
through ``HostTable(host)`` (see ``net.host_table``), which speaks the same Table protocol
as ``LocalTable``; this module does not use it.
"""
from __future__ import annotations

import asyncio
import errno
import queue
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence, TypeVarTuple

from game.rules import MatchLike, Options, View
from game.rules.said import said
from game.rules.save import to_record
from game.table import Update
from game.umpire import Umpire
from game.wakeup import Inbox

from . import messages as M
from .auth import new_room_code, normal_code
from .connections import Conn, Connections
from .discovery import DISCOVERY_PORT, EVERY_INTERFACE, Announcer, beacon
from .interfaces import addresses_to_type
from .limits import HostLimits
from .seating import Seating
from .seats import SeatPlan
from .table_core import TableCore, TableTimes, table_match

_Ts = TypeVarTuple("_Ts")


class _Generate:
    def __repr__(self) -> str:
        return "GENERATE"


GENERATE: Any = _Generate()  # Host(room=GENERATE): make a new room code


@dataclass
class _Flags:
    closing: bool = False
    close_message: str = ""


class Host:
    """An authoritative table on ``bind``:``port`` (port 0: the system picks one).

    ``seats``: one ``SeatPlan`` per seat (``net.seats.parse_seats``). ``room``: the code
    joiners must give; ``GENERATE`` makes one, ``None`` asks none. ``expire_to``: the
    computer level that plays a remote seat whose person did not come back within the
    grace period, until they do (``None``: the strongest). ``clock``: the time the
    throttle of wrong guesses goes by (tests move it by hand). ``announce``: where to
    send discovery beacons: ``EVERY_INTERFACE`` (each up interface's broadcast address),
    one address, or ``None`` for no beacons; a failed send is reported once through
    ``on_problem``. ``port_fallback``: if ``port`` is in use, take a free one instead
    (``port_note`` then says so). ``local_name``: the name of the person at the host's
    screen, shown to the others. ``log``: called (on the host's thread) with every notice
    the table is told, such as who took or left a seat. Call ``start()``; then ``HostTable(host)`` for the host's
    own screen, ``close()`` at the end.
    """

    def __init__(self, options: Options, seats: Sequence[SeatPlan], *, bind: str = "127.0.0.1",
                 port: int = 0, room: str | None = GENERATE, name: str = "Euchre table",
                 seed: int | None = None, limits: HostLimits | None = None,
                 expire_to: str | None = None, announce: str | None = None,
                 discovery_port: int = DISCOVERY_PORT, match: MatchLike | None = None,
                 local_name: str = "host", port_fallback: bool = False,
                 on_problem: Any = None, log: Any = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if match is None:
            match = table_match(options, seed)
        self.options = match.options
        if len(seats) != match.n:
            raise ValueError(f"{len(seats)} seat plans for a {match.n}-player match")
        self.bind = bind
        self.port = port
        self.asked_port = port
        self.port_fallback = port_fallback
        self.port_note = ""  # set when the asked port was in use and another was taken
        self._on_problem = on_problem
        self._log = log  # called with every notice the table is told (headless hosts print it)
        self.room: str | None = (new_room_code() if room is GENERATE
                                 else normal_code(room) or None)
        self.name = name
        self.limits = limits or HostLimits()
        from game.ai import STRONGEST

        self.expire_to: str = expire_to or STRONGEST
        self.announce = announce
        self.discovery_port = discovery_port
        self.seating = Seating(seats, room=self.room, limits=self.limits,
                               local_name=local_name, clock=clock)
        self.seats = self.seating.seats
        self.local_seats = self.seating.local_seats
        self._local: queue.SimpleQueue[Update] = Inbox()   # each update put in wakes the screen's loop
        self._over = threading.Event()
        lim = self.limits
        # The table: its seats, the umpire's rulings, each seat's view, the grace, the turn
        # clock and the computer's thinking; this host carries its messages.
        self.table = TableCore(match, self.seating, expire_to=self.expire_to, seeded=seed is not None,
                               times=TableTimes(lim.grace, lim.turn, lim.bot_deadline, lim.bot_delay),
                               send=self._send, drop=self._drop, log=log,
                               local=self._local.put if self.local_seats else None,
                               on_over=self._ended)
        self.connections = Connections(self.limits, len(self.seats), arrive=self._arrive,
                                       act=self._act, lost=self._lost, counted=self._counted)
        self._conns = self.connections.open
        self._flags = _Flags()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._done = threading.Event()
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._announcer: Announcer | None = None

    @property
    def umpire(self) -> Umpire:
        """The authority over the match (the table's)."""
        return self.table.umpire

    @property
    def match(self) -> MatchLike:
        """The match being played (the umpire's)."""
        return self.umpire.match

    # ------------------------------------------------------------ public, any thread
    def start(self) -> "Host":
        """Open the listening socket (raises ``OSError`` with a sentence) and start serving."""
        self._thread = threading.Thread(target=self._run, daemon=True, name="euchre-host")
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            err = self._error
            address = f"{self.bind}:{self.port}"
            raise OSError(said("Could not open a table on {address} ({error}). Choose another port or close what "
                               "is using it.", address=address, error=str(err))) from err
        if self.announce is not None:
            self._announcer = Announcer(self._beacon, self.announce, self.discovery_port,
                                        active=self._announcing,
                                        on_problem=self._on_problem).start()
        return self

    @property
    def address(self) -> str:
        return self.bind

    def addresses(self) -> list[str]:
        """What joiners type to reach this table: ``address:port`` for each LAN address
        when it listens on every interface, else its one address."""
        return addresses_to_type(self.bind, self.port)

    @property
    def announce_problem(self) -> str | None:
        """Why beacons could not be sent just now, or None."""
        a = self._announcer
        return a.problem if a is not None else None

    def _announcing(self) -> bool:
        """Announce while a seat is open, or waits for a player who dropped (so a game
        started again finds the table); never once the match is over or the table closed."""
        return (not (self.table.over or self._flags.closing or self._done.is_set())
                and (self.open_seats() > 0 or any(s.away_since is not None for s in self.seats)))

    @property
    def stopped(self) -> bool:
        """True once the host's loop has ended (closed, or failed to start)."""
        return self._done.is_set()

    @property
    def started(self) -> bool:
        """True once every remote seat has been filled and the match has begun."""
        return self.table.started

    @property
    def over(self) -> bool:
        return self.table.over

    def wait_over(self, timeout: float | None = None) -> bool:
        """Block until the match ends or the host stops (headless runs, tests); True if over."""
        self._over.wait(timeout)
        return self.table.over

    def final_scores(self) -> tuple[int, ...]:
        """Each side's points (each player's, three-handed), side 0 first."""
        with self.table.lock:
            return tuple(self.match.scores)

    def view(self, seat: int) -> View:
        return self.table.view(seat)

    def record(self) -> dict[str, Any]:
        """The match so far as a save record (``game.rules.save``)."""
        with self.table.lock:
            return to_record(self.match)

    def seat_names(self) -> list[str]:
        return self.seating.names()

    def away(self, now: float | None = None) -> dict[int, float]:
        """Seats whose person dropped and may still come back: seat -> seconds until the
        computer plays it (0 once it does, or the host handed it over)."""
        return self.seating.away(now)

    def standing_in(self) -> set[int]:
        """Remote seats the computer plays for now, until their person is back."""
        return self.seating.standing_in()

    def remote_seats(self) -> tuple[int, ...]:
        """Seats played by people joining over the LAN who have taken them (removed ones
        not: the computer has those for good)."""
        return self.seating.remote_seats()

    def open_seats(self) -> int:
        return self.seating.open_seats()

    def bytes_sent(self, seat: int) -> int:
        """Bytes sent so far to whoever played ``seat`` over the LAN."""
        return self.seats[seat].sent

    def act_local(self, seat: int, action: str, state_id: int | None = None) -> None:
        """An action of the person at the host's screen, chosen on state ``state_id`` (None:
        not said); the answer comes on ``local_updates``."""
        self._call(self.table.act_local, seat, action, state_id)

    @property
    def local_updates(self) -> "queue.SimpleQueue[Update]":
        """Updates for the host's own screen (``HostTable.poll`` drains it)."""
        return self._local

    def hand_to_computer(self, seat: int, level: str | None = None) -> None:
        """Let a computer play a remote seat while its person is away (back when they are)."""
        self._call(self.table.hand_over, seat, level)

    def remove_player(self, seat: int) -> None:
        """Send the person of a remote seat away for good: the computer plays the seat for
        the rest of the match and their seat key opens nothing here any more."""
        self._call(self.table.remove, seat)

    def rematch(self) -> None:
        """Once the match is over: a new one at this table, everyone in the same seat."""
        self._call(self._rematch)

    def close(self, message: str = said("The host has closed the table."), wait: bool = True) -> None:
        """Tell every client ``message``, then stop. ``wait``: until all is shut (<= 3 s)."""
        if self._announcer is not None:
            self._announcer.close()
            self._announcer = None
        if self._loop is not None and not self._done.is_set():
            self._flags.close_message = message
            self._call(self._begin_close)
        if wait and self._thread is not None:
            self._thread.join(timeout=3)

    # ------------------------------------------------------------ loop thread
    def _call(self, fn: Callable[[*_Ts], object], *args: *_Ts) -> None:
        loop = self._loop
        if loop is not None and not self._done.is_set():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass  # the loop has just closed

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as e:  # noqa: BLE001 - reported through start()
            self._error = e
        finally:
            self._ready.set()
            self._done.set()
            self._over.set()  # wake wait_over: the match ended or the host stopped
            loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        try:
            server = await asyncio.start_server(self.connections.serve, self.bind, self.port,
                                                reuse_address=True)
        except OSError as e:
            if not (self.port_fallback and self.port and e.errno == errno.EADDRINUSE):
                raise
            server = await asyncio.start_server(self.connections.serve, self.bind, 0,
                                                reuse_address=True)
            self.port_note = said("Port {wanted} was in use, so this table is on port {port}.", wanted=self.port,
                                  port=server.sockets[0].getsockname()[1])
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        ticker = asyncio.create_task(self._tick())
        self.table.advance()
        try:
            await self._stop.wait()
        finally:
            server.close()
            ticker.cancel()
            await self.table.stop_thinking()
            self.table.close()
            await self.connections.close_all(self._flags.close_message)
            if self.local_seats:
                self._local.put(Update("closed", message=self._flags.close_message))

    def _begin_close(self) -> None:
        self._flags.closing = True
        self.table.closing = True
        self.connections.closing = True
        assert self._stop is not None
        self._stop.set()

    # ------------------------------------------------------------ connections and seats
    def _send(self, c: Conn, msg: dict[str, Any]) -> None:
        self.connections.send(c, msg)

    def _drop(self, c: Conn, reason: str) -> None:
        self.connections.drop(c, reason)

    def _counted(self, seat: int, n: int) -> None:
        self.seats[seat].sent += n

    def _arrive(self, c: Conn, msg: dict[str, Any]) -> bool:
        """A connection without a seat: its hello, then its join; False to hang up."""
        kind = msg["type"]
        if c.nonce is None:
            if kind != "hello":
                raise M.ProtocolError("the first message must be a hello")
            return self.table.hello(c, msg)
        if kind != "join":
            raise M.ProtocolError("the answer to the challenge must be a join")
        return self.table.join(c, msg)

    def _lost(self, c: Conn, reason: str) -> None:
        """A seated connection is gone: the table keeps its seat for its person."""
        self.table.left(c, reason)

    def _act(self, c: Conn, msg: dict[str, Any]) -> None:
        if self.table.act(c, msg) or self.connections.spend(c):
            return
        self._send(c, M.closed(said("The host dropped this connection: too many refused actions.")))
        self._drop(c, said("sent too many refused actions"))

    def _rematch(self) -> None:
        if self.table.rematch():
            self._over.clear()

    def _ended(self) -> None:
        """The match is over (the core's ``on_over``): wake ``wait_over``."""
        self._over.set()

    async def _tick(self) -> None:
        """Heartbeats, deadlines and the grace period, a few times a second."""
        lim = self.limits
        step = max(0.01, min(lim.heartbeat, lim.frame, lim.handshake, lim.turn or 1.0,
                             1.0) / 4)
        while True:
            await asyncio.sleep(step)
            now = time.monotonic()
            self.connections.tick(now)
            self.table.time_passes(now)

    def _beacon(self) -> bytes:
        away = sum(1 for s in self.seats if s.away_since is not None)
        return beacon(self.name, self.port, self.options.variant, self.open_seats(),
                      self.room is not None, away, self.options.to_dict())


__all__ = ["EVERY_INTERFACE", "GENERATE", "Host", "HostLimits", "new_room_code"]
