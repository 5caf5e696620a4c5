"""Who sits where at a LAN table: the seats and their people, who is away and for how long,
and who may sit down (the room code, the seat keys, the throttle of wrong guesses).

Everything here runs on the host's loop (``net.host``); the host tells the table what
changes. The order in which a join is judged is the security of the table: see ``judge``
and docs/PROTOCOL.md (Security).
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from game.rules.said import said, said_n

from . import messages as M
from .auth import NONCE, chain_follows, proof_holds, room_key
from .limits import HostLimits
from .seats import BOT, LOCAL, REMOTE, SeatPlan, seat_number, unique_name
from .throttle import GuessThrottle

if TYPE_CHECKING:
    from .connections import Conn


@dataclass(eq=False)
class Seat:
    """A seat. A remote one is its person's from the first join to the end of the table:
    ``link`` is the newest link of their seat key chain the host has seen (``count``)."""

    index: int
    plan: SeatPlan
    name: str = ""
    link: bytes | None = None
    count: int = 0
    conn: "Conn | None" = None
    away_since: float | None = None  # when the host last heard its person, while they are away
    handed: bool = False  # a remote seat played by the computer while its person is away
    removed: bool = False  # the host removed its person: the computer plays it for good
    ever_filled: bool = False
    sent: int = 0

    @property
    def held(self) -> bool:
        return self.link is not None


@dataclass(frozen=True, slots=True)
class Turned:
    """Not seated: the ``refuse`` code and the sentence for the person."""

    code: str
    message: str


class Seating:
    """The seats of a table (``seats``, one per ``SeatPlan``) and its door's judgement.

    ``room``: the code a new joiner must prove (None: no code); ``local_name``: the name of
    the person at the host's screen; ``clock``: the time the throttle goes by.
    """

    def __init__(self, plans: Sequence[SeatPlan], *, room: str | None, limits: HostLimits,
                 local_name: str = "host", clock: Callable[[], float] = time.monotonic) -> None:
        self.seats = [Seat(i, p) for i, p in enumerate(plans)]
        self.limits = limits
        self.room = room
        self.salt = secrets.token_bytes(NONCE)
        self._room_key = room_key(room, self.salt) if room else None
        self.guesses = GuessThrottle(limits.guesses, limits.guess_every, clock)
        for s in self.seats:
            if s.plan.kind == BOT:
                assert s.plan.level is not None  # a computer seat's plan has its level
                s.name = said("computer ({level})", level=said(s.plan.level))
            elif s.plan.kind == LOCAL:
                s.name = " ".join(local_name.split())[:M.MAX_NAME] or "host"

    # -- who sits where -------------------------------------------------------------------
    @property
    def local_seats(self) -> tuple[int, ...]:
        return tuple(s.index for s in self.seats if s.plan.kind == LOCAL)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people play, at the host's screen or over the LAN."""
        return tuple(s.index for s in self.seats if s.plan.kind != BOT)

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def away(self, now: float | None = None) -> dict[int, float]:
        """Seats whose person dropped and may still come back: seat -> seconds until the
        computer plays it (0 once it does, or the host handed it over)."""
        now = time.monotonic() if now is None else now
        return {s.index: 0.0 if s.handed else max(0.0, self.limits.grace - (now - s.away_since))
                for s in self.seats if s.away_since is not None}

    def standing_in(self) -> set[int]:
        """Remote seats the computer plays for now, until their person is back."""
        return {s.index for s in self.seats if s.handed and not s.removed}

    def remote_seats(self) -> tuple[int, ...]:
        """Seats played by people joining over the LAN who have taken them (removed ones
        not: the computer has those for good)."""
        return tuple(s.index for s in self.seats
                     if s.plan.kind == REMOTE and s.held and not s.removed)

    def open_seats(self) -> int:
        return sum(1 for s in self.seats if s.plan.kind == REMOTE and not s.held)

    def all_come(self) -> bool:
        """Every remote seat has had its person once: the match may begin."""
        return all(s.ever_filled for s in self.seats if s.plan.kind == REMOTE)

    def waiting_text(self) -> str:
        """Why the match has not begun (the refusal of an action until it does)."""
        missing = sum(1 for s in self.seats if s.plan.kind == REMOTE and not s.ever_filled)
        return said_n("Waiting for {count} more player to join before the match begins.",
                      "Waiting for {count} more players to join before the match begins.", missing)

    def message(self) -> dict[str, Any]:
        """The ``seats`` message: names, who is away for how long, whom the computer plays."""
        away, standing_in = self.away(), self.standing_in()
        return M.seats(self.names(),
                       [round(away[s.index]) if s.index in away else -1 for s in self.seats],
                       [s.index in standing_in for s in self.seats])

    def expired(self, now: float) -> list[Seat]:
        """Seats whose person has been away longer than the grace, not yet played by the
        computer."""
        return [s for s in self.seats if s.away_since is not None and not s.handed
                and now - s.away_since > self.limits.grace]

    def seated(self, c: "Conn", seat: Seat) -> "Conn | None":
        """``c`` holds ``seat`` now; returns the old connection it replaces, if any (its
        person left it behind), for the host to close."""
        old = seat.conn
        if old is not None:
            old.seat = None
        c.seat = seat.index
        seat.conn = c
        seat.away_since = None
        seat.ever_filled = True
        return old

    def left(self, c: "Conn") -> Seat | None:
        """``c`` is gone: its seat, if it held one, waits for its person from the last word
        heard (as the player's own countdown goes)."""
        if c.seat is None:
            return None
        s = self.seats[c.seat]
        if s.conn is not c:
            return None
        s.conn = None
        s.away_since = min(time.monotonic(), c.last_heard)
        return s

    def grace_words(self) -> str:
        g = self.limits.grace
        minutes, seconds = f"{g / 60:g}", f"{g:g}"
        return said("{count} minutes", count=minutes) if g >= 60 else said("{count} seconds", count=seconds)

    # -- who may sit down -----------------------------------------------------------------
    def hello(self, c: "Conn", msg: dict[str, Any]) -> dict[str, Any]:
        """The answer to a hello: the version first (a hello's fields are the same in every
        version), then the challenge: this connection's nonce and the table's salt."""
        if msg["version"] != M.PROTOCOL_VERSION:
            return M.refuse(M.VERSION, said(
                "This host speaks protocol version {ours} and your game speaks version {theirs}: install the "
                "same version of the game on both machines.", ours=M.PROTOCOL_VERSION, theirs=msg["version"]))
        c.name = msg["name"]
        c.nonce = secrets.token_bytes(NONCE)
        return M.challenge(c.nonce, self.salt, self.room is not None)

    def judge(self, c: "Conn", msg: dict[str, Any], over: bool) -> tuple[Seat, bool] | Turned:
        """Judge the answer to the challenge: the seat and whether it is taken back, or why
        not. In this order, so that nothing tells a right code or key from a wrong one
        before it is judged, and nothing is judged beyond the throttle: the throttle
        (whatever the answer and the table's state), then the seat key or the room code (a
        wrong one is charged to the address), then the table (``over``: the match ended)."""
        assert c.nonce is not None
        if not self.guesses.allowed(c.address):
            wait = max(1, round(self.guesses.wait(c.address) + 0.5))
            return Turned(M.WAIT, said(
                "Too many wrong room codes or seat keys from this machine: wait {count} seconds, then try again.",
                count=wait))
        if msg["seat"] is not None:  # coming back to a seat with its key
            seat = self.seats[msg["seat"] % len(self.seats)]
            if not (msg["seat"] < len(self.seats) and seat.plan.kind == REMOTE
                    and seat.link is not None
                    and chain_follows(seat.link, seat.count, msg["link"], msg["count"])):
                self.guesses.charge(c.address)
                return Turned(M.TOKEN, said(
                    "That seat key is not valid at this table (it was for another match): join again without it."))
            seat.link, seat.count = msg["link"], msg["count"]  # spent: the next one is due
            if seat.removed:
                return Turned(M.REMOVED, said(
                    "The host removed you from this table: the computer plays your seat for the rest of the match."))
            return seat, True
        if msg["count"] != 0:
            raise M.ProtocolError("a new seat's key starts at link 0")
        if self.room is not None and not proof_holds(
                self._room_key, msg["proof"], self.salt, c.nonce, msg["nonce"], None, 0,
                msg["link"]):
            self.guesses.charge(c.address)
            return Turned(M.ROOM, said(
                "Wrong room code: ask the host for the code shown on their screen and try again."))
        if over:
            return Turned(M.OVER, said("This match is over: ask the host to start a new one."))
        seat = next((s for s in self.seats if s.plan.kind == REMOTE and not s.held), None)
        if seat is None:
            return Turned(M.FULL, said(
                "The table is full: every seat is taken. Ask the host to make room, or host a table of your own."))
        seat.link, seat.count = msg["link"], 0
        spaced = " ".join(c.name.split())
        name = "".join(ch for ch in spaced if ch.isprintable()).strip()
        others = [s.name for s in self.seats if s is not seat and s.name]
        seat.name = unique_name(name[:M.MAX_NAME] or f"player {seat_number(seat.index)}",
                                others, M.MAX_NAME)
        return seat, False
