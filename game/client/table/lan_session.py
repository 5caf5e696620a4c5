"""A match over a LAN table: names as seats fill, players who dropped, a lost connection,
the host's say over its players, and a rematch at the same table.

Only the lobby starts one (``start_lan_match``). The table is a ``net`` Table (the host's own
``HostTable`` or a joiner's ``RemoteTable``); this module reads it through the ``Table``
protocol, whose ``capabilities`` say what it can do: both name the seats and who is away
(``seats``), a joiner's may be reconnecting (``reconnects``), the host's has its say over
the table (``hosts``: ``remove_player()``, ``hand_to_computer()``, ``rematch()``). A rematch
comes as an update of kind "rematch" (its new match's first view): the table then goes on
under a new session.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.said import said
from game.table import Update

from ..settings import name_shown
from ..text.lan_words import COMPUTER_PLAYS
from ..text.translate import N_, _, tr
from .match_session import MatchSession
from .seats import COMPUTER, PERSON, Seating, SeatPlan

if TYPE_CHECKING:
    from game.table import Table

    from ..context import Context

OPEN_SEAT = N_("Open seat")
COUNTDOWN_STEP = 0.25   # seconds between redraws of a "1:45 left" countdown on a still screen


def clock(seconds: float) -> str:
    """1:45 for 105 seconds."""
    s = max(0, int(seconds + 0.5))
    return f"{s // 60}:{s % 60:02d}"


def _shown(name: str) -> str:
    """A seat's name as the table shows it: "Computer (hard)", at most 24 characters."""
    return (name[:1].upper() + name[1:])[:24]


def lan_seating(names: list[str], me: int, my_name: str, players: int) -> Seating:
    """The person here in seat ``me``, by the name the host gave him (it tells apart two
    players who asked for the same name); every other seat by the name the host gives it."""
    return Seating(tuple(
        SeatPlan(PERSON, (names[me] if me < len(names) else "") or my_name) if i == me else
        SeatPlan(COMPUTER, _shown(tr(names[i]) if i < len(names) and names[i] else _(OPEN_SEAT)), "lan")
        for i in range(players)))


class LanSession(MatchSession):
    """No autosave; the seats' names follow the host; back to the title if the table closes;
    while the connection to the host is lost, a "reconnecting" screen covers the table."""

    closed_message: str | None = None

    def __init__(self, ctx: "Context", table: "Table", me: int, names: list[str],
                 first: "list[Update] | None" = None) -> None:
        self._names = list(names)
        super().__init__(ctx, lan_seating(self._names, me, name_shown(ctx.settings.player_name),
                                          table.options.players), None)
        self._first = list(first or ())  # a rematch's first updates, taken before any polled
        # A rematch that came while this match was still shown, and all that came after it.
        self._rematch: list[Update] = []
        self.rematched = False
        self.table_closed = False  # after the match: the host closed the table
        # This screen hosts the table: it may hand seats over, remove players, rematch.
        self.host_controls = table.capabilities.hosts
        self.can_rematch = self.host_controls
        self.served = table.capabilities.served   # at a table server (online), not a host
        self.attach(table)

    def rematch(self) -> None:
        """(The host, once the match is over.) Start another at this table, same seats."""
        if self.can_rematch and self.table is not None:
            self.rematched, self.can_rematch = True, False
            self.table.rematch()

    def after_match(self) -> None:
        """While the match-over screen shows: follow the table, so that a rematch the host
        starts is put on screen here, and the table closing is known."""
        if self.table is None:
            return
        updates, self._rematch = [*self._rematch, *self.table.poll()], []
        for i, u in enumerate(updates):
            if u.kind == "rematch":  # it and what came after it belong to the new match
                start_rematch(self.ctx, self.table, self.board.me, updates[i:])
                return
            if u.kind == "closed":
                self.table_closed = True

    def match_over_line(self) -> str | None:
        """What the match-over screen says of the table: a joiner may get a rematch."""
        from ..text.lan_words import AWAIT_REMATCH, SERVER_CLOSED, TABLE_CLOSED
        if self.served:   # a table server's: it holds no rematch
            return _(SERVER_CLOSED) if self.table_closed else None
        if self.table_closed:
            return _(TABLE_CLOSED)
        return None if self.host_controls else _(AWAIT_REMATCH)

    def _take(self, u: "Update") -> None:
        if u.kind == "closed":
            self.closed_message = u.message or said("The table was closed.")
        if u.kind == "rematch" or self._rematch:  # the next match's: once this one's end is
            self._rematch.append(u)                 # shown (``after_match``)
            return
        super()._take(u)

    def stats_name(self, seat: int) -> str:
        """The player's own name (Settings), not the one the host gave to tell two players
        apart ("Player 2"): the statistics are theirs whatever the table called them."""
        return self.ctx.settings.player_name if seat == self.board.me else super().stats_name(seat)

    def seat_status(self, seat: int) -> str | None:
        """"reconnecting, 1:45 left" for a player whose connection dropped (their seat waits
        that long), "the computer plays for now" once it plays their seat until they are
        back, "waiting for a player" for a seat nobody has taken yet."""
        if self.table is None:
            return None
        if seat in self.table.standing_in():
            return _(COMPUTER_PLAYS)
        left = self.table.away().get(seat)
        if left is not None:
            return _("reconnecting, {time} left").format(time=clock(left))
        if seat != self.board.me and seat < len(self._names) and not self._names[seat]:
            return _("waiting for a player")
        return None

    def next_frame(self) -> float | None:
        """As a match on this screen, and while a seat shows "reconnecting, 1:45 left", its clock."""
        due = super().next_frame()
        if self.table is not None and self.table.away():
            return COUNTDOWN_STEP if due is None else min(due, COUNTDOWN_STEP)
        return due

    def update(self, dt: float) -> None:
        if self._first and self.timeline.idle:  # as if polled: all at once, in order
            first, self._first = self._first, []
            for u in first:
                self._take(u)
        super().update(dt)
        if self.table is not None and self.table.capabilities.seats:
            now = self.table.seat_names()
            if now != self._names:
                self._names = list(now)
                self.seating = lan_seating(self._names, self.board.me, name_shown(self.ctx.settings.player_name),
                                           self.players)
        if self.closed_message is None and self.reconnect_left() is not None \
                and not any(s.name == "reconnecting" for s in self.ctx.stack.scenes):
            self.ctx.stack.push(self.ctx.scene("reconnecting", self))
        # Only once everything before the closing has been shown: if that was the end of
        # the match, the match-over screen stays (the table closing then is expected).
        if self.closed_message is not None and self.timeline.idle and self.match_over is None \
                and self.board.phase != "match_over":
            self.ctx.notices.insert(0, self.closed_message)
            self.closed_message = None
            self.ctx.stack.reset(self.ctx.scene("title"))


def start_lan_match(ctx: "Context", table: "Table", me: int, names: list[str]) -> None:
    """Put a LAN table on screen: the person here plays seat ``me``. The table stays open as
    long as a scene shows a match at it (this one, or a rematch); leaving it by any way
    (quit to title, the match-over screen's choices, closing the window) closes it, so a
    host never keeps serving a match that nobody is showing, and its beacons stop."""
    from .match_start import start
    session = LanSession(ctx, table, me, names)
    start(ctx, session)
    def showing(scene: object) -> bool:   # any scene may be on the stack; a table's has a session
        s = getattr(scene, "session", None)
        return s is not None and s.table is table
    ctx.stack.hold(showing, table.close)


def start_rematch(ctx: "Context", table: "Table", me: int, updates: "list[Update]") -> None:
    """The host began a rematch at ``table``: show it from ``updates``, the rematch's first
    and any that came after it (the table stays held: the new match's scenes use it too)."""
    from .match_start import start
    names = table.seat_names()
    first, rest = updates[0], updates[1:]
    start(ctx, LanSession(ctx, table, me, names,
                          first=[Update("events", first.events, first.views), *rest]))
