"""The authoritative host: runs the rules engine, seats LAN players and filters what each sees.

``Host`` puts together the connections (``net.connections``), the seating
(``net.seating``: who sits where, who may sit down) and the umpire (``game.umpire``, the
authority local play has too), and tells every seat what happens, each its own view. All
networking and every change to the match happen on one asyncio loop in a background
thread. A remote player sends only intentions (``act``) and receives only its own seat's
view plus the public events. The host's own screen plays through ``HostTable(host)`` (see
``net.host_table``), which speaks the same Table protocol as ``LocalTable``; this module
does not use it.
"""
from __future__ import annotations

import asyncio
import errno
import queue
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.rules import Match, Options, View, new_match
from game.rules.events import Event, plain
from game.rules.said import said
from game.rules.save import to_record
from game.rules.wire import view_to_wire
from game.table import Update
from game.umpire import Refusal, Umpire, computer_player, computer_players, not_yours, rematch_seed
from game.wakeup import Inbox, wake

from . import messages as M
from .auth import new_room_code, normal_code
from .connections import Conn, Connections
from .discovery import DISCOVERY_PORT, EVERY_INTERFACE, Announcer, beacon
from .interfaces import addresses_to_type
from .limits import HostLimits
from .seating import Seat, Seating, Turned
from .seats import BOT, REMOTE, SeatPlan, seat_number
from .turn_clock import TurnClock


class _Generate:
    def __repr__(self) -> str:
        return "GENERATE"


GENERATE: Any = _Generate()  # Host(room=GENERATE): make a new room code


@dataclass
class _Flags:
    started: bool = False
    over: bool = False
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
                 discovery_port: int = DISCOVERY_PORT, match: Match | None = None,
                 local_name: str = "host", port_fallback: bool = False,
                 on_problem: Any = None, log: Any = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if match is None:
            match = _lan_match(options, seed)
        self._seeded = seed is not None
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
        # The authority: the people's seats (here and far), the computer's, its rulings.
        self.umpire = Umpire(match, self.seating.people, self._bot_players(match),
                             deadline=self.limits.bot_deadline)
        self.connections = Connections(self.limits, len(self.seats), arrive=self._arrive,
                                       act=self._act, lost=self._lost, counted=self._counted)
        self._conns = self.connections.open
        self._lock = threading.Lock()  # guards the match for HostTable.view
        self._local: queue.SimpleQueue[Update] = Inbox()   # each update put in wakes the screen's loop
        self._flags = _Flags(started=not any(p.kind == REMOTE for p in seats))
        self._thinking: asyncio.Task | None = None
        self._turn = TurnClock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._done = threading.Event()
        self._over = threading.Event()
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._announcer: Announcer | None = None
        # Waits on each computer decision (made on a thread of its own) up to its deadline.
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="host-bot")
        if self.local_seats:
            self._local.put(Update("events", plain(self.match.start_events),
                                   self._local_views()))
            if not self._flags.started:
                self._local.put(Update("notice", message=self.seating.waiting_text()))

    def _bot_players(self, match: Match) -> dict:
        """A computer player for each bot seat, seeded for ``match`` (``game.umpire``)."""
        return computer_players(match, {s.index: s.plan.level for s in self.seats
                                        if s.plan.kind == BOT and s.plan.level is not None})

    def _computer_for(self, seat: int, level: str | None = None) -> Any:
        """A computer player of ``level`` (the expiry level by default) for a person's seat."""
        return computer_player(self.match, seat, level or self.expire_to)

    @property
    def match(self) -> Match:
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
        f = self._flags
        return (not (f.over or f.closing or self._done.is_set())
                and (self.open_seats() > 0 or any(s.away_since is not None for s in self.seats)))

    @property
    def stopped(self) -> bool:
        """True once the host's loop has ended (closed, or failed to start)."""
        return self._done.is_set()

    @property
    def started(self) -> bool:
        """True once every remote seat has been filled and the match has begun."""
        return self._flags.started

    @property
    def over(self) -> bool:
        return self._flags.over

    def wait_over(self, timeout: float | None = None) -> bool:
        """Block until the match ends or the host stops (headless runs, tests); True if over."""
        self._over.wait(timeout)
        return self._flags.over

    def final_scores(self) -> tuple[int, ...]:
        """Each side's points (each player's, three-handed), side 0 first."""
        with self._lock:
            return tuple(self.match.scores)

    def view(self, seat: int) -> View:
        with self._lock:
            return self.match.view(seat)

    def record(self) -> dict:
        """The match so far as a save record (``game.rules.save``)."""
        with self._lock:
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
        self._call(self._local_act, seat, action, state_id)

    @property
    def local_updates(self) -> "queue.SimpleQueue[Update]":
        """Updates for the host's own screen (``HostTable.poll`` drains it)."""
        return self._local

    def hand_to_computer(self, seat: int, level: str | None = None) -> None:
        """Let a computer play a remote seat while its person is away (back when they are)."""
        self._call(self._hand_over, seat, level)

    def remove_player(self, seat: int) -> None:
        """Send the person of a remote seat away for good: the computer plays the seat for
        the rest of the match and their seat key opens nothing here any more."""
        self._call(self._remove, seat)

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
        self._pool.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------ loop thread
    def _call(self, fn, *args) -> None:
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
        self._advance()
        try:
            await self._stop.wait()
        finally:
            server.close()
            ticker.cancel()
            thinking = self._thinking
            if thinking is not None:
                thinking.cancel()
                await asyncio.gather(thinking, return_exceptions=True)
            self.umpire.close()
            await self.connections.close_all(self._flags.close_message)
            if self.local_seats:
                self._local.put(Update("closed", message=self._flags.close_message))

    def _begin_close(self) -> None:
        self._flags.closing = True
        self.connections.closing = True
        assert self._stop is not None
        self._stop.set()

    # ------------------------------------------------------------ connections and seats
    def _send(self, c: Conn, msg: dict) -> None:
        self.connections.send(c, msg)

    def _drop(self, c: Conn, reason: str) -> None:
        self.connections.drop(c, reason)

    def _counted(self, seat: int, n: int) -> None:
        self.seats[seat].sent += n

    def _arrive(self, c: Conn, msg: dict) -> bool:
        """A connection without a seat: its hello, then its join; False to hang up."""
        kind = msg["type"]
        if c.nonce is None:
            if kind != "hello":
                raise M.ProtocolError("the first message must be a hello")
            answer = self.seating.hello(c, msg)
            self._send(c, answer)
            return answer["type"] == "challenge"
        if kind != "join":
            raise M.ProtocolError("the answer to the challenge must be a join")
        verdict = self.seating.judge(c, msg, over=self._flags.over)
        if isinstance(verdict, Turned):
            self._send(c, M.refuse(verdict.code, verdict.message))
            return False
        seat, resumed = verdict
        return self._seat(c, seat, resumed)

    def _lost(self, c: Conn, reason: str) -> None:
        """A seated connection is gone: its seat waits for its person, and the table is told."""
        s = self.seating.left(c)
        if s is not None:
            self._notice(said("{name} (seat {seat}) {reason}; the seat waits up to {wait} for them, then the "
                              "computer plays it until they are back.", name=s.name, seat=seat_number(s.index),
                              reason=reason, wait=self.seating.grace_words()), exclude=None)
            self._seats_changed()

    def _seat(self, c: Conn, seat: Seat, resumed: bool) -> bool:
        """Seat ``c``: the welcome, the seat's full current view, and the others told."""
        old = self.seating.seated(c, seat)
        if old is not None:  # an old connection the player has left behind
            self._send(old, M.closed(said("This seat was taken back with its key from another connection, so "
                                          "this one is closed.")))
            self._drop(old, said("was replaced"))
        if self.match.to_act == seat.index:  # (back) at the table on their turn: full time
            self._turn.start(self.match.state_id, time.monotonic())
        if seat.handed:
            seat.handed = False
            self.umpire.person_plays(seat.index)
        self._send(c, M.welcome(seat.index, self.options.to_dict(), self.seat_names(), resumed,
                                round(self.limits.grace)))
        with self._lock:
            events = self.match.start_events if self.match.state_id == 0 and not resumed else []
            view = view_to_wire(self.match.view(seat.index))
        self._send(c, M.update("events", list(events), view, None, "", self.match.state_id))
        if resumed:
            self._notice(said("{name} is back at seat {seat}.", name=seat.name, seat=seat_number(seat.index)),
                         exclude=c)
        else:
            self._notice(said("{name} took seat {seat}.", name=seat.name, seat=seat_number(seat.index)), exclude=c)
        self._seats_changed()
        self._maybe_begin()
        self._advance()
        return True

    def _maybe_begin(self) -> None:
        if not self._flags.started and self.seating.all_come():
            self._flags.started = True
            self._begin()

    def _act(self, c: Conn, msg: dict) -> None:
        seat = c.seat
        assert seat is not None
        if msg["seat"] != seat:
            problem: str | None = not_yours(msg["seat"], (seat,))
        else:
            problem = self._person_acts(seat, msg["action"], msg["state_id"])
        if problem is None:
            return
        self._send(c, M.update("refused", [], None, seat, problem, self.match.state_id))
        if not self.connections.spend(c):
            self._send(c, M.closed(said("The host dropped this connection: too many refused actions.")))
            self._drop(c, said("sent too many refused actions"))

    def _local_act(self, seat: int, action: str, state_id: int | None) -> None:
        """An action of a person at the host's screen (through ``HostTable.act``)."""
        problem = self._person_acts(seat, action, state_id)
        if problem is not None:
            self._local.put(Update("refused", seat=seat, message=problem))

    def _person_acts(self, seat: int, action: str, state_id: int | None) -> str | None:
        """A person's action for their seat, here or far: applied and told to everyone, or
        the sentence that says why not (the match has not begun, or the umpire's ruling)."""
        if not self._flags.started:
            return self.seating.waiting_text()
        try:
            with self._lock:
                events = self.umpire.act(seat, action, state_id)
        except Refusal as e:
            return e.args[0]
        self._applied(seat, events)
        return None

    # ------------------------------------------------------------ the match
    def _local_views(self) -> dict[int, View]:
        return {s: self.match.view(s) for s in self.local_seats}

    def _begin(self) -> None:
        """Every seat is filled: tell everyone, with their view again, so a client whose
        earlier action was refused ("waiting for players") knows to choose now."""
        text = said("Every seat is filled: the match begins.")
        if self._log is not None:
            self._log(text)
        with self._lock:
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, M.update("notice", [], view_to_wire(
                        self.match.view(s.index)), None, text, self.match.state_id))
        if self.local_seats:
            self._local.put(Update("notice", message=text))

    def _seats_changed(self) -> None:
        """Send every client who sits where now (names, and who is away for how long)."""
        msg = self.seating.message()
        for s in self.seats:
            if s.conn is not None:
                self._send(s.conn, msg)
        wake()   # the host's own screen shows the names and who is away too

    def _notice(self, message: str, exclude: Conn | None) -> None:
        if self._log is not None:
            self._log(message)
        for s in self.seats:
            if s.conn is not None and s.conn is not exclude:
                self._send(s.conn, M.update("notice", [], None, None, message,
                                            self.match.state_id))
        if self.local_seats:
            self._local.put(Update("notice", message=message))

    def _applied(self, seat: int, events: list[Event]) -> None:
        """Tell every seat what an applied action caused, each with its own view."""
        m = self.match
        wire_events = list(events)
        with self._lock:
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, M.update("events", wire_events,
                                                view_to_wire(m.view(s.index)), seat, "",
                                                m.state_id))
            if self.local_seats:
                self._local.put(Update("events", plain(events), self._local_views(), seat=seat))
        self._advance()

    def _advance(self) -> None:
        """After any change: finish, or start the computer seat to act thinking."""
        m = self.match
        if m.over:
            if not self._flags.over:
                self._flags.over = True
                self._over.set()
            return
        if not self._flags.started or self._thinking is not None or self._flags.closing:
            return
        if self.umpire.to_think() is not None:
            self._thinking = asyncio.get_running_loop().create_task(self._think())

    async def _think(self, stand_in: Any = None) -> None:
        """Let the computer seat to act (or ``stand_in``, for one turn of a person's seat)
        decide, and apply its decision unless the state is gone meanwhile."""
        thinking = None
        try:
            if self.limits.bot_delay and stand_in is None:
                await asyncio.sleep(self.limits.bot_delay)
            if stand_in is not None or self.umpire.to_think() is not None:
                thinking = self.umpire.think(stand_in)
                await asyncio.get_running_loop().run_in_executor(self._pool, thinking.answer)
        except RuntimeError:   # the host is closing (its pool or worker shut)
            self.umpire.cancel_thinking()
            return
        finally:
            self._thinking = None
            if thinking is not None and not thinking.done():   # called off (closing)
                self.umpire.cancel_thinking()
        with self._lock:
            decided = self.umpire.decided(thinking)
        if decided is None:
            self._advance()  # someone acted meanwhile (the person, if this was a stand-in)
            return
        self._applied(*decided)

    def _turn_clock(self, now: float) -> None:
        """A connected player who does not act within ``limits.turn`` seconds: warn them at
        three quarters of it, then let the computer play that one turn (the seat stays
        theirs; the next turn has the full time again)."""
        m = self.match
        limit = self.limits.turn
        if not self._flags.started or m.over or self._flags.closing or m.to_act is None:
            return
        s = self.seats[m.to_act]
        due = self._turn.tick(m.state_id, now, limit, s.plan.kind == REMOTE and not s.handed
                              and s.conn is not None and self._thinking is None)
        if due is None:
            return
        assert s.conn is not None  # a person was to act, connected
        if due.warn_in is not None:
            self._send(s.conn, M.update("notice", [], None, None,
                                        said("Your turn: the computer plays it for you in {count} seconds.",
                                             count=due.warn_in),
                                        m.state_id))
        if due.stand_in:
            stand_in = self._computer_for(s.index)
            self._notice(said("{name} took longer than {count} seconds: the computer plays this turn for them.",
                              name=s.name or said("A player"), count=f"{limit:g}"), exclude=None)
            self._thinking = asyncio.get_running_loop().create_task(self._think(stand_in))

    def _hand_over(self, seat: int, level: str | None) -> None:
        s = self.seats[seat]
        if s.plan.kind != REMOTE or s.conn is not None or s.handed or not s.held:
            return
        s.handed = True
        self.umpire.computer_plays(seat, self._computer_for(seat, level))
        self._notice(said("The computer plays seat {seat} until {name} is back.", seat=seat_number(seat),
                          name=s.name or said("a player")), exclude=None)
        self._seats_changed()
        self._advance()

    def _remove(self, seat: int) -> None:
        s = self.seats[seat]
        if s.plan.kind != REMOTE or s.removed or not s.held:
            return
        if s.conn is not None:
            c, s.conn = s.conn, None
            c.seat = None
            self._send(c, M.closed(said("The host removed you from the table: the computer plays your seat for "
                                        "the rest of the match.")))
            self._drop(c, said("was removed"))
        s.removed, s.handed, s.away_since, s.ever_filled = True, True, None, True
        self.umpire.computer_plays(seat, self._computer_for(seat))
        self._notice(said("The host removed {name}: the computer plays seat {seat} for the rest of the match.",
                          name=s.name, seat=seat_number(seat)), exclude=None)
        s.name = said("computer ({level})", level=said(self.expire_to))
        self._seats_changed()
        self._maybe_begin()
        self._advance()

    def _rematch(self) -> None:
        """A new match with the same rules and seats; every connected player is sent its
        first view as a ``rematch`` update, and the host's screen likewise."""
        if not self._flags.over or self._flags.closing:
            return
        match = _lan_match(self.options, rematch_seed(self.match, self._seeded))
        with self._lock:
            self.umpire.rematch(match)
        for seat, player in self._bot_players(match).items():
            self.umpire.computer_plays(seat, player)
        self._flags.over = False
        self._over.clear()
        self._turn.reset()
        text = said("The host started a rematch at this table: same seats, new cards.")
        if self._log is not None:
            self._log(text)
        start = list(self.match.start_events)
        with self._lock:
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, M.update("rematch", start, view_to_wire(
                        self.match.view(s.index)), None, text, 0))
            if self.local_seats:
                self._local.put(Update("rematch", plain(start), self._local_views(),
                                       message=text))
        self._seats_changed()
        self._advance()

    async def _tick(self) -> None:
        """Heartbeats, deadlines and the grace period, a few times a second."""
        lim = self.limits
        step = max(0.01, min(lim.heartbeat, lim.frame, lim.handshake, lim.turn or 1.0,
                             1.0) / 4)
        while True:
            await asyncio.sleep(step)
            now = time.monotonic()
            self.connections.tick(now)
            for s in self.seating.expired(now):
                self._expire(s)
            self._turn_clock(now)

    def _expire(self, s: Seat) -> None:
        """The grace is over: the computer plays the seat until its person is back (their
        seat key still takes it back; nobody else can have it)."""
        s.handed = True
        self.umpire.computer_plays(s.index, self._computer_for(s.index))
        self._notice(said("{name} is not back yet: the computer plays seat {seat} until they are.", name=s.name,
                          seat=seat_number(s.index)), exclude=None)
        self._seats_changed()
        self._advance()

    def _beacon(self) -> bytes:
        away = sum(1 for s in self.seats if s.away_since is not None)
        return beacon(self.name, self.port, self.options.variant, self.open_seats(),
                      self.room is not None, away, self.options.to_dict())


def _lan_match(options: Options, seed: int | None) -> Match:
    """A LAN table's match. Partners are who sit opposite as chosen in the lobby (no draw
    for partners moves people who already took their seats); the first dealer is random."""
    if options.game.draw_for_partners:
        return new_match(options, seed, seating=tuple(range(options.players)))
    return new_match(options, seed)


__all__ = ["EVERY_INTERFACE", "GENERATE", "Host", "HostLimits", "new_room_code"]
