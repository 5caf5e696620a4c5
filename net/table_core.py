"""The one table core: what runs a table, whoever carries its messages.

A ``TableCore`` holds a table's seats (``net.seating``: who sits where, the seat keys, the
door's judgement) and its authority (``game.umpire``: the rulings, the computer seats),
and tells every seat what happens, each its own view: the welcome, the events of each
action, the notices, who sits where. It runs the grace a dropped player's seat waits, the
turn clock, the computer players thinking off the loop, the host's calls (hand a seat to
the computer, remove a player, a rematch) and the end of the match.

It opens no socket and keeps no loop of its own. Its transport gives it ``send(conn,
msg)`` and ``drop(conn, reason)`` and calls it on the loop the table lives on: the LAN host
(``net.host``: TCP, beacons, the host's own screen) and the table server's table
(``net.server.table``: WebSocket, the server's caps and its directory) are such
transports, and the same core makes both tables behave alike. A connection is anything
with the ``seat``, ``nonce``, ``name``, ``address`` and ``last_heard`` the seating reads.

Where a table's transport decides: ``waits_for_people`` (the server's: a table nobody is
connected to waits, its computers do not play the match on alone; a LAN host's table plays
on for whoever runs it), ``local`` (the host's own screen: its seats' updates), ``slots``
(how many computer decisions may be made at once across the tables of one loop).
"""
from __future__ import annotations

import asyncio
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol

from game.rules import MatchLike, Options, View, new_match
from game.rules.events import Event, plain
from game.rules.said import said
from game.rules.wire import view_to_wire
from game.table import Update
from game.umpire import Refusal, Umpire, computer_player, computer_players, not_yours, rematch_seed
from game.wakeup import wake

if TYPE_CHECKING:
    from game.ai.player import Player

from . import messages as M
from .seating import Seat, Seating, Turned
from .seats import BOT, REMOTE, seat_number
from .turn_clock import TurnClock


class Conn(Protocol):
    """What the core reads and sets of a connection (the LAN's ``Conn``, the server's ``Peer``)."""

    seat: int | None
    nonce: bytes | None
    name: str
    address: str
    last_heard: float


@dataclass(frozen=True)
class TableTimes:
    """The timings the core goes by (a LAN host's ``HostLimits`` and a server table's
    ``ServerLimits`` give them): ``grace`` a dropped player's seat waits, the longest
    ``turn`` (0: none), a computer player's ``bot_deadline`` and the ``bot_delay`` a
    computer seat waits before it acts (for screens that show each move)."""

    grace: float
    turn: float
    bot_deadline: float
    bot_delay: float = 0.0


def table_match(options: Options, seed: int | None) -> MatchLike:
    """A networked table's match. Partners are who sit opposite as chosen in the lobby (no
    draw for partners moves people who already took their seats); the first dealer is random."""
    if options.game.draw_for_partners:
        return new_match(options, seed, seating=tuple(range(options.players)))
    return new_match(options, seed)


class TableCore:
    """The table of ``match`` with ``seating`` (its seats and door), played by ``times``;
    a person's seat the computer takes over is played at level ``expire_to``. ``seeded``: the
    first match was given its seed (each rematch then has the next one).

    ``send``, ``drop``: the transport's; ``log``: told every notice; ``local``: given every
    update for the seats played on the host's own screen (``seating.local_seats``);
    ``on_over``: called once each match ends.
    """

    def __init__(self, match: MatchLike, seating: Seating, *, times: TableTimes, expire_to: str,
                 seeded: bool, send: Callable[[Any, dict[str, Any]], None],
                 drop: Callable[[Any, str], None], log: Callable[[str], None] | None = None,
                 local: Callable[[Update], None] | None = None,
                 slots: asyncio.Semaphore | None = None, waits_for_people: bool = False,
                 on_over: Callable[[], None] | None = None) -> None:
        self.seating = seating
        self.seats = seating.seats
        self.local_seats = seating.local_seats
        self.times = times
        self.expire_to = expire_to
        self.seeded = seeded
        self.options = match.options
        self.umpire = Umpire(match, seating.people, self._bot_players(match),
                             deadline=times.bot_deadline)
        self._send, self._drop, self._log, self._local = send, drop, log, local
        self._slots = slots if slots is not None else asyncio.Semaphore(2)
        self._on_over = on_over
        self.waits_for_people = waits_for_people
        self.lock = threading.Lock()  # guards the match for readers on other threads
        self.started = not any(s.plan.kind == REMOTE for s in self.seats)
        self.over_at: float | None = None  # when the match ended
        self.closing = False
        now = time.monotonic()
        self.active_at = now  # a person last acted or sat down
        self.empty_since: float | None = now  # nobody connected since
        self.moves = 0  # actions applied (the server's metrics take and reset it)
        self.dirty = True  # changed since the transport last saved it
        self.thinking: asyncio.Task[None] | None = None
        self._turn = TurnClock()
        if self._local is not None and self.local_seats:
            self._local(Update("events", plain(self.match.start_events), self._local_views()))
            if not self.started:
                self._local(Update("notice", message=self.seating.waiting_text()))

    @property
    def match(self) -> MatchLike:
        """The match being played (the umpire's)."""
        return self.umpire.match

    @property
    def over(self) -> bool:
        return self.over_at is not None

    def conns(self) -> list[Any]:
        """The connections seated at the table now."""
        return [s.conn for s in self.seats if s.conn is not None]

    def _bot_players(self, match: MatchLike) -> dict[int, Player]:
        """A computer player for each computer seat, seeded for ``match``."""
        return computer_players(match, {s.index: s.plan.level for s in self.seats
                                        if s.plan.kind == BOT and s.plan.level is not None})

    def computer_for(self, seat: int, level: str | None = None) -> Player:
        """A computer player of ``level`` (the expiry level by default) for a person's seat."""
        return computer_player(self.match, seat, level or self.expire_to)

    def view(self, seat: int) -> View:
        with self.lock:
            return self.match.view(seat)

    # -- the door of the table ------------------------------------------------------------
    def hello(self, c: Any, msg: dict[str, Any]) -> bool:
        """Answer a connection's hello (the version, then the challenge); False: hang up."""
        answer = self.seating.hello(c, msg)
        self._send(c, answer)
        return answer["type"] == "challenge"

    def join(self, c: Any, msg: dict[str, Any]) -> bool:
        """The answer to the challenge: seated (True), or refused (False: hang up)."""
        verdict = self.seating.judge(c, msg, over=self.over)
        if isinstance(verdict, Turned):
            self._send(c, M.refuse(verdict.code, verdict.message))
            return False
        seat, resumed = verdict
        self._seat(c, seat, resumed)
        return True

    def _seat(self, c: Any, seat: Seat, resumed: bool) -> None:
        """Seat ``c``: the welcome, the seat's full current view, and the others told."""
        old = self.seating.seated(c, seat)
        if old is not None:  # an old connection the player has left behind
            self._send(old, M.closed(said("This seat was taken back with its key from another connection, so "
                                          "this one is closed.")))
            self._drop(old, said("was replaced"))
        now = time.monotonic()
        self.empty_since = None
        self.active_at = now
        self.dirty = True
        if self.match.to_act == seat.index:  # (back) at the table on their turn: full time
            self._turn.start(self.match.state_id, now)
        if seat.handed and not seat.removed:
            seat.handed = False
            self.umpire.person_plays(seat.index)
        self._send(c, M.welcome(seat.index, self.options.to_dict(), self.seating.names(), resumed,
                                round(self.times.grace)))
        with self.lock:
            m = self.match
            events = m.start_events if m.state_id == 0 and not resumed else []
            view = view_to_wire(m.view(seat.index))
        self._send(c, M.update("events", list(events), view, None, "", m.state_id))
        if resumed:
            text = said("{name} is back at seat {seat}.", name=seat.name, seat=seat_number(seat.index))
        else:
            text = said("{name} took seat {seat}.", name=seat.name, seat=seat_number(seat.index))
        self.notice(text, exclude=c)
        self.seats_changed()
        self._maybe_begin()
        self.advance()

    def left(self, c: Any, reason: str) -> Seat | None:
        """A seated connection is gone: its seat waits for its person (the grace), and the
        table is told. A finished match has no seat left to keep: the notice says only who
        left, and no grace runs (no computer takes the seat over)."""
        s = self.seating.left(c)
        if s is None:
            return None
        if not self.conns():
            self.empty_since = time.monotonic()
        self.dirty = True
        if self.over:
            self.notice(said("{name} (seat {seat}) {reason}.", name=s.name, seat=seat_number(s.index),
                             reason=reason), exclude=None)
        else:
            self.notice(said("{name} (seat {seat}) {reason}; the seat waits up to {wait} for them, then the "
                             "computer plays it until they are back.", name=s.name,
                             seat=seat_number(s.index), reason=reason,
                             wait=self.seating.grace_words()), exclude=None)
        self.seats_changed()
        return s

    # -- what the people do ---------------------------------------------------------------
    def act(self, c: Any, msg: dict[str, Any]) -> bool:
        """A seated connection's action: applied and told to everyone (True), or refused to
        it with the sentence that says why (False; the transport charges its budget)."""
        seat = c.seat
        assert seat is not None
        problem: str | None
        if msg["seat"] != seat:
            problem = not_yours(msg["seat"], (seat,))
        else:
            problem = self.person_acts(seat, msg["action"], msg["state_id"])
        if problem is None:
            return True
        self._send(c, M.update("refused", [], None, seat, problem, self.match.state_id))
        return False

    def act_local(self, seat: int, action: str, state_id: int | None) -> None:
        """An action of a person at the host's own screen; a refusal goes to its updates."""
        problem = self.person_acts(seat, action, state_id)
        if problem is not None and self._local is not None:
            self._local(Update("refused", seat=seat, message=problem))

    def person_acts(self, seat: int, action: str, state_id: int | None) -> str | None:
        """A person's action for their seat, here or far: applied and told to everyone, or
        the sentence that says why not (the match has not begun, or the umpire's ruling)."""
        if not self.started:
            return self.seating.waiting_text()
        try:
            with self.lock:
                events = self.umpire.act(seat, action, state_id)
        except Refusal as e:
            return e.args[0]
        self.active_at = time.monotonic()
        self._applied(seat, events)
        return None

    # -- telling the table ----------------------------------------------------------------
    def _local_views(self) -> dict[int, View]:
        return {s: self.match.view(s) for s in self.local_seats}

    def _maybe_begin(self) -> None:
        if not self.started and self.seating.all_come():
            self.started = True
            self._begin()

    def _begin(self) -> None:
        """Every seat is filled: tell everyone, with their view again, so a client whose
        earlier action was refused ("waiting for players") knows to choose now."""
        text = said("Every seat is filled: the match begins.")
        if self._log is not None:
            self._log(text)
        with self.lock:
            m = self.match
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, M.update("notice", [], view_to_wire(m.view(s.index)), None, text,
                                                m.state_id))
        if self._local is not None and self.local_seats:
            self._local(Update("notice", message=text))

    def seats_changed(self) -> None:
        """Send every client who sits where now (names, and who is away for how long)."""
        msg = self.seating.message()
        for c in self.conns():
            self._send(c, msg)
        if self._local is not None:
            wake()  # the host's own screen shows the names and who is away too

    def notice(self, message: str, exclude: Any = None) -> None:
        """Tell everyone at the table (but ``exclude``) ``message``."""
        if self._log is not None:
            self._log(message)
        for c in self.conns():
            if c is not exclude:
                self._send(c, M.update("notice", [], None, None, message, self.match.state_id))
        if self._local is not None and self.local_seats:
            self._local(Update("notice", message=message))

    def _applied(self, seat: int, events: list[Event]) -> None:
        """Tell every seat what an applied action caused, each with its own view."""
        self.moves += 1
        self.dirty = True
        wire_events = list(events)
        with self.lock:
            m = self.match
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, M.update("events", wire_events, view_to_wire(m.view(s.index)),
                                                seat, "", m.state_id))
            if self._local is not None and self.local_seats:
                self._local(Update("events", plain(events), self._local_views(), seat=seat))
        self.advance()

    # -- the computer seats ----------------------------------------------------------------
    def advance(self) -> None:
        """After any change: note the end, or start the computer seat to act thinking. A
        table that ``waits_for_people`` does not play on while nobody is connected."""
        if self.match.over:
            if self.over_at is None:
                self.over_at = time.monotonic()
                if self._on_over is not None:
                    self._on_over()
            return
        if not self.started or self.thinking is not None or self.closing:
            return
        if self.waits_for_people and not self.conns():
            return
        if self.umpire.to_think() is not None:
            self.thinking = asyncio.get_running_loop().create_task(self._think())

    async def _think(self, stand_in: Player | None = None) -> None:
        """Let the computer seat to act (or ``stand_in``, for one turn of a person's seat)
        decide on its thread, awaited (never waited for), and apply its decision unless the
        state is gone meanwhile."""
        thinking = None
        try:
            if self.times.bot_delay and stand_in is None:
                await asyncio.sleep(self.times.bot_delay)
            async with self._slots:
                if self.closing or (stand_in is None and self.umpire.to_think() is None):
                    return
                thinking = self.umpire.think(stand_in)
                try:
                    await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(
                        thinking.pending.future)), thinking.time_left + 0.05)
                except Exception:  # noqa: BLE001 - late or broken: the umpire falls back
                    pass
        except RuntimeError:  # the umpire's worker is closed: the table is closing
            self.umpire.cancel_thinking()
            return
        finally:
            self.thinking = None
            if thinking is not None and self.closing:
                self.umpire.cancel_thinking()
        if thinking is None or self.closing:
            return
        with self.lock:
            decided = self.umpire.decided(thinking)
        if decided is None:
            self.advance()  # someone acted meanwhile (the person, if this was a stand-in)
            return
        self._applied(*decided)

    # -- the clock ----------------------------------------------------------------------------
    def time_passes(self, now: float) -> None:
        """A few times a second: the grace of each away seat and the turn clock. A finished
        match has nothing left to play: no grace runs out, no turn is timed."""
        if self.over or self.closing:
            return
        for s in self.seating.expired(now):
            self._expire(s)
        self._turn_clock(now)

    def _expire(self, s: Seat) -> None:
        """The grace is over: the computer plays the seat until its person is back (their
        seat key still takes it back; nobody else can have it)."""
        s.handed = True
        self.dirty = True
        self.umpire.computer_plays(s.index, self.computer_for(s.index))
        self.notice(said("{name} is not back yet: the computer plays seat {seat} until they are.", name=s.name,
                         seat=seat_number(s.index)), exclude=None)
        self.seats_changed()
        self.advance()

    def _turn_clock(self, now: float) -> None:
        """A connected player who does not act within ``times.turn`` seconds: warn them at
        three quarters of it, then let the computer play that one turn (the seat stays
        theirs; the next turn has the full time again)."""
        m = self.match
        limit = self.times.turn
        if not self.started or m.to_act is None:
            return
        s = self.seats[m.to_act]
        due = self._turn.tick(m.state_id, now, limit, s.plan.kind == REMOTE and not s.handed
                              and s.conn is not None and self.thinking is None)
        if due is None:
            return
        assert s.conn is not None  # a person was to act, connected
        if due.warn_in is not None:
            self._send(s.conn, M.update("notice", [], None, None,
                                        said("Your turn: the computer plays it for you in {count} seconds.",
                                             count=due.warn_in), m.state_id))
        if due.stand_in:
            stand_in = self.computer_for(s.index)
            self.notice(said("{name} took longer than {count} seconds: the computer plays this turn for them.",
                             name=s.name or said("A player"), count=f"{limit:g}"), exclude=None)
            self.thinking = asyncio.get_running_loop().create_task(self._think(stand_in))

    # -- the host's calls -----------------------------------------------------------------------
    def hand_over(self, seat: int, level: str | None = None) -> None:
        """Let a computer play a person's seat while they are away (back when they are)."""
        s = self.seats[seat]
        if s.plan.kind != REMOTE or s.conn is not None or s.handed or not s.held:
            return
        s.handed = True
        self.dirty = True
        self.umpire.computer_plays(seat, self.computer_for(seat, level))
        self.notice(said("The computer plays seat {seat} until {name} is back.", seat=seat_number(seat),
                         name=s.name or said("a player")), exclude=None)
        self.seats_changed()
        self.advance()

    def remove(self, seat: int) -> None:
        """Send a person's seat's player away for good: the computer plays it for the rest
        of the match and their seat key opens nothing here any more."""
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
        self.dirty = True
        self.umpire.computer_plays(seat, self.computer_for(seat))
        self.notice(said("The host removed {name}: the computer plays seat {seat} for the rest of the match.",
                         name=s.name, seat=seat_number(seat)), exclude=None)
        s.name = said("computer ({level})", level=said(self.expire_to))
        self.seats_changed()
        self._maybe_begin()
        self.advance()

    def rematch(self) -> bool:
        """Once the match is over: a new one with the same rules and seats; every connected
        player is sent its first view as a ``rematch`` update, the host's screen likewise.
        False (nothing done) while the match is still being played."""
        if not self.over or self.closing:
            return False
        match = table_match(self.options, rematch_seed(self.match, self.seeded))
        with self.lock:
            self.umpire.rematch(match)
        for seat, player in self._bot_players(match).items():
            self.umpire.computer_plays(seat, player)
        self.over_at = None
        self.dirty = True
        self._turn.reset()
        text = said("The host started a rematch at this table: same seats, new cards.")
        if self._log is not None:
            self._log(text)
        start = list(self.match.start_events)
        with self.lock:
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, M.update("rematch", start, view_to_wire(self.match.view(s.index)),
                                                None, text, 0))
            if self._local is not None and self.local_seats:
                self._local(Update("rematch", plain(start), self._local_views(), message=text))
        self.seats_changed()
        self.advance()
        return True

    async def stop_thinking(self) -> None:
        """Call off the decision being made and wait until its task has ended."""
        self.closing = True
        task = self.thinking
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    def close(self) -> None:
        """The table is closing: stop thinking and let the computer players' thread go."""
        self.closing = True
        if self.thinking is not None:
            self.thinking.cancel()
        self.umpire.close()


__all__ = ["Conn", "TableCore", "TableTimes", "table_match"]
