"""One table of the server: the seating and the umpire, as a LAN host has them.

A ``ServerTable`` is what ``net.host.Host`` is for a LAN, without a loop, a socket or a
screen of its own: every table of the server runs on the server's one event loop, and the
computer players think on threads (``game.umpire``), awaited, never waited for. Who may
sit down is the LAN's seating (``net.seating``: the challenge, the seat keys as hash
chains, the throttle of wrong keys); the room code was judged already by the server when
the table was found (``TableServer``), so the seating asks no proof of it.
"""
from __future__ import annotations

import asyncio
import time
from typing import Any, Callable, Sequence

from game.rules import Match, Options
from game.rules.events import Event
from game.rules.said import said
from game.rules.wire import view_to_wire
from game.umpire import Refusal, Umpire, computer_player, computer_players, not_yours

from .. import messages as M
from ..host import _lan_match
from ..seating import Seat, Seating, Turned
from ..seats import BOT, REMOTE, SeatPlan, seat_number
from ..turn_clock import TurnClock
from .limits import ServerLimits
from .peer import Peer


class ServerTable:
    """The table of room ``code``: ``options``, one ``SeatPlan`` per seat, its creator's
    ``machine`` (for the tables-per-address cap). ``send(peer, msg)``, ``drop(peer,
    reason)``: the server's; ``slots``: how many computer decisions may be made at once
    across the server."""

    def __init__(self, code: str, options: Options, plans: Sequence[SeatPlan], *,
                 limits: ServerLimits, machine: str, send: Callable[[Peer, dict], None],
                 drop: Callable[[Peer, str], None], slots: asyncio.Semaphore,
                 seed: int | None = None, match: Match | None = None,
                 log: Callable[[str], None] | None = None) -> None:
        from game.ai import STRONGEST

        self.code, self.machine, self.limits = code, machine, limits
        self.plans = tuple(plans)
        self.seeded = seed is not None
        match = match if match is not None else _lan_match(options, seed)
        self.options = match.options
        if len(self.plans) != match.n:
            raise ValueError(f"{len(self.plans)} seats for a {match.n}-player game")
        self.expire_to = STRONGEST
        self.seating = Seating(self.plans, room=None, limits=limits.for_table())
        self.seats = self.seating.seats
        self.umpire = Umpire(match, self.seating.people, self._bots(match),
                             deadline=limits.bot_deadline)
        self._send, self._drop, self._slots, self._log = send, drop, slots, log
        self.started = not any(p.kind == REMOTE for p in self.plans)
        self.over_at: float | None = None
        self.closed = False
        now = time.monotonic()
        self.active_at = now  # a person last acted or sat down
        self.empty_since: float | None = now  # nobody connected since
        self.moves = 0  # actions applied, for the server's metrics
        self.dirty = True  # changed since last saved
        self._thinking: asyncio.Task | None = None
        self._turn = TurnClock()

    @property
    def match(self) -> Match:
        return self.umpire.match

    def _bots(self, match: Match) -> dict:
        return computer_players(match, {s.index: s.plan.level for s in self.seats
                                        if s.plan.kind == BOT and s.plan.level is not None})

    def peers(self) -> list[Peer]:
        return [s.conn for s in self.seats if s.conn is not None]  # type: ignore[misc]

    # -- the door of the table ----------------------------------------------------------
    def challenge(self, peer: Peer, hello: dict) -> bool:
        """The table's challenge to a connection that found it (its hello said already)."""
        answer = self.seating.hello(peer, hello)  # type: ignore[arg-type]
        self._send(peer, answer)
        return answer["type"] == "challenge"

    def join(self, peer: Peer, msg: dict) -> bool:
        """The answer to the challenge: seated, or refused (False: hang up)."""
        verdict = self.seating.judge(peer, msg, over=self.over_at is not None)  # type: ignore[arg-type]
        if isinstance(verdict, Turned):
            self._send(peer, M.refuse(verdict.code, verdict.message))
            return False
        seat, resumed = verdict
        old = self.seating.seated(peer, seat)  # type: ignore[arg-type]
        if old is not None:
            self._send(old, M.closed(said("This seat was taken back with its key from another "  # type: ignore[arg-type]
                                          "connection, so this one is closed.")))
            self._drop(old, said("was replaced"))  # type: ignore[arg-type]
        peer.table = self
        self.empty_since = None
        self.active_at = time.monotonic()
        self.dirty = True
        if self.match.to_act == seat.index:
            self._turn.start(self.match.state_id, time.monotonic())
        if seat.handed and not seat.removed:
            seat.handed = False
            self.umpire.person_plays(seat.index)
        self._send(peer, M.welcome(seat.index, self.options.to_dict(), self.seating.names(),
                                   resumed, round(self.limits.grace)))
        m = self.match
        events = m.start_events if m.state_id == 0 and not resumed else []
        self._send(peer, M.update("events", list(events), view_to_wire(m.view(seat.index)),
                                  None, "", m.state_id))
        words = "{name} is back at seat {seat}." if resumed else "{name} took seat {seat}."
        self._notice(said(words, name=seat.name, seat=seat_number(seat.index)), exclude=peer)
        self._seats_changed()
        if not self.started and self.seating.all_come():
            self.started = True
            self._begin()
        self._advance()
        return True

    def left(self, peer: Peer, reason: str) -> None:
        """A seated connection is gone: its seat waits for its person."""
        s = self.seating.left(peer)  # type: ignore[arg-type]
        peer.table = None
        if s is None:
            return
        if not self.peers():
            self.empty_since = time.monotonic()
        self.dirty = True
        if self.over_at is not None:   # the match is over: no seat to keep
            self._notice(said("{name} (seat {seat}) {reason}.", name=s.name, seat=seat_number(s.index),
                              reason=reason), exclude=None)
        else:
            self._notice(said("{name} (seat {seat}) {reason}; the seat waits up to {wait} for them, then the "
                              "computer plays it until they are back.", name=s.name,
                              seat=seat_number(s.index), reason=reason,
                              wait=self.seating.grace_words()), exclude=None)
        self._seats_changed()

    # -- a seated connection's messages -----------------------------------------------------
    def act(self, peer: Peer, msg: dict) -> bool:
        """A person's action; False if it was refused (the server charges the budget)."""
        seat = peer.seat
        assert seat is not None
        problem: str | None
        if msg["seat"] != seat:
            problem = not_yours(msg["seat"], (seat,))
        elif not self.started:
            problem = self.seating.waiting_text()
        else:
            try:
                events = self.umpire.act(seat, msg["action"], msg["state_id"])
            except Refusal as e:
                problem = str(e)
            else:
                self.active_at = time.monotonic()
                self._applied(seat, events)
                return True
        self._send(peer, M.update("refused", [], None, seat, problem, self.match.state_id))
        return False

    # -- the match ------------------------------------------------------------------------
    def _begin(self) -> None:
        text = said("Every seat is filled: the match begins.")
        m = self.match
        for s in self.seats:
            if s.conn is not None:
                self._send(s.conn, M.update("notice", [], view_to_wire(m.view(s.index)),  # type: ignore[arg-type]
                                            None, text, m.state_id))

    def _seats_changed(self) -> None:
        msg = self.seating.message()
        for p in self.peers():
            self._send(p, msg)

    def _notice(self, message: str, exclude: Peer | None) -> None:
        if self._log is not None:
            self._log(f"table {self.code[:4]}…: {message}")
        for p in self.peers():
            if p is not exclude:
                self._send(p, M.update("notice", [], None, None, message, self.match.state_id))

    def _applied(self, seat: int, events: list[Event]) -> None:
        """Tell every seat what an action caused, each with its own view."""
        m = self.match
        self.moves += 1
        self.dirty = True
        wire_events = list(events)
        for s in self.seats:
            if s.conn is not None:
                self._send(s.conn, M.update("events", wire_events, view_to_wire(m.view(s.index)),  # type: ignore[arg-type]
                                            seat, "", m.state_id))
        self._advance()

    def _advance(self) -> None:
        """After any change: note the end, or start the computer seat to act thinking. A
        table nobody is connected to waits (its computers do not play the match alone)."""
        if self.match.over:
            if self.over_at is None:
                self.over_at = time.monotonic()
            return
        if (not self.started or self._thinking is not None or self.closed
                or not self.peers()):
            return
        if self.umpire.to_think() is not None:
            self._thinking = asyncio.get_running_loop().create_task(self._think())

    async def _think(self, stand_in: Any = None) -> None:
        thinking = None
        try:
            async with self._slots:
                if self.closed or (stand_in is None and self.umpire.to_think() is None):
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
            self._thinking = None
        if thinking is None or self.closed:
            return
        decided = self.umpire.decided(thinking)
        if decided is None:
            self._advance()
            return
        self._applied(*decided)

    # -- the server's clock ---------------------------------------------------------------
    def tick(self, now: float) -> str | None:
        """The grace, the turn limit and the table's own end; returns why the table is to
        close, or None. A finished table has nothing left to play: no seat's grace runs out
        (no computer takes it over), and it closes once everyone has gone, or after a while."""
        lim = self.limits
        if self.over_at is not None:
            if now - self.over_at > lim.after_over or not self.peers():
                return said("The match is over. Thanks for playing.")
            return None
        for s in self.seating.expired(now):
            self._expire(s)
        self._turn_clock(now)
        if self.empty_since is not None and now - self.empty_since > lim.abandoned:
            return said("Nobody was at the table, so the server closed it.")
        if now - self.active_at > lim.idle:
            return said("Nobody played at this table for {count} minutes, so the server closed it.",
                        count=format(lim.idle / 60, "g"))
        return None

    def _expire(self, s: Seat) -> None:
        s.handed = True
        self.dirty = True
        self.umpire.computer_plays(s.index, computer_player(self.match, s.index, self.expire_to))
        self._notice(said("{name} is not back yet: the computer plays seat {seat} until they are.",
                          name=s.name, seat=seat_number(s.index)), exclude=None)
        self._seats_changed()
        self._advance()

    def _turn_clock(self, now: float) -> None:
        m = self.match
        limit = self.limits.turn
        if not self.started or m.over or self.closed or m.to_act is None:
            return
        s = self.seats[m.to_act]
        due = self._turn.tick(m.state_id, now, limit, s.plan.kind == REMOTE and not s.handed
                              and s.conn is not None and self._thinking is None)
        if due is None:
            return
        if due.warn_in is not None:
            self._send(s.conn, M.update("notice", [], None, None,  # type: ignore[arg-type]
                                        said("Your turn: the computer plays it for you in {count} seconds.",
                                             count=due.warn_in),
                                        m.state_id))
        if due.stand_in:
            stand_in = computer_player(m, s.index, self.expire_to)
            self._notice(said("{name} took longer than {count} seconds: the computer plays this turn for them.",
                              name=s.name or said("A player"), count=f"{limit:g}"), exclude=None)
            self._thinking = asyncio.get_running_loop().create_task(self._think(stand_in))

    def close(self) -> None:
        """Stop thinking; the server tells the peers and hangs up."""
        self.closed = True
        if self._thinking is not None:
            self._thinking.cancel()
        self.umpire.close()
