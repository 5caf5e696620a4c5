"""The Table: the one seam between the screen and a game, and the local kind of it.

Scenes talk only to a Table. A ``LocalTable`` runs the rules engine in this process with
computer seats thinking off the main thread; a remote table (``net``) speaks the LAN
protocol to a host. Both give the same stream of ``Update`` values.

Both authorities, this one and the LAN host, rule through a ``game.umpire.Umpire``.

Pull model: the table never runs ahead of the screen. A computer seat starts thinking
only once every earlier update has been taken with ``poll()``, so the client can animate
each update before asking for the next. Nothing here blocks: ``poll`` and ``act`` return
at once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Protocol

from game.rules import Action, MatchLike, Options, View
from game.rules.events import Event, plain
from game.rules.save import to_record
from game.umpire import THINK_DEADLINE_S, Refusal, Umpire, not_yours

if TYPE_CHECKING:
    from game.ai.player import Player


@dataclass(frozen=True, slots=True)
class Update:
    """Something that happened at the table.

    ``kind``: "events" (an action was applied: ``events`` are what it caused, ``seat`` who
    acted), "reset" (the match was put back, e.g. by undo: redraw from ``views`` without
    animating), "refused" (an action of ``seat`` was not accepted: ``message`` says why; nothing
    changed), "notice" (a message to show, e.g. a peer left), "closed" (the table is gone).
    ``views``: the latest view of each seat played on this screen, after this update.
    """

    kind: str
    events: tuple[Event, ...] = ()   # each of its declared shape (game.rules.events)
    views: dict[int, View] = field(default_factory=dict)
    seat: int | None = None
    message: str = ""


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a table can do beyond ``poll``/``act``/``view``/``close``. Every ``Table`` has
    every call below; the ones of what it cannot do answer no (``Table``'s defaults)."""

    saves: bool = False        # record(): the match as a save record, for the autosave
    undo: bool = False         # can_undo, undo(): a person's bid or card taken back
    thinking: bool = False     # thinking_seat(), news_due(): computer seats think on this machine
    seats: bool = False        # seat_names(), away(), standing_in(): people come and go (LAN)
    reconnects: bool = False   # reconnect_left(): the connection to the host may drop and come back
    hosts: bool = False        # remote_seats(), hand_to_computer(), remove_player(), rematch()
    served: bool = False       # a table server's (online play): no host to speak of, no rematch


NOTHING_MORE = Capabilities()


class Table(Protocol):
    """What every table offers the scenes. A table subclasses it, sets ``capabilities`` and
    overrides the calls of what it can do; the others keep the defaults here."""

    options: Options
    human_seats: tuple[int, ...]  # seats decided by people on this screen
    capabilities: Capabilities = NOTHING_MORE

    def poll(self) -> list[Update]: ...

    def view(self, seat: int) -> View: ...

    def act(self, seat: int, action: Action | str, state_id: int | None = None) -> None:
        """``seat``'s person chose ``action`` on state ``state_id`` (its view's; None: not
        said): an action for any other state is refused as stale. The answer comes from
        ``poll``."""

    def close(self) -> None: ...

    # -- saves ----------------------------------------------------------------------------
    def record(self) -> dict[str, Any] | None:
        """The match so far as a save record (``game.rules.save``); None: not kept here."""
        return None

    # -- undo -----------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """Whether ``undo`` would take something back now."""
        return False

    def undo(self) -> bool:
        """Take back the last bid or card of the person here; False: nothing taken back."""
        return False

    # -- thinking -------------------------------------------------------------------------
    def thinking_seat(self) -> int | None:
        """The computer seat now thinking, if any (the screen may show it)."""
        return None

    def news_due(self) -> float | None:
        """Seconds until ``poll`` may have news that no thread wakes the screen for."""
        return None

    # -- seats that people come to and leave (LAN) ----------------------------------------
    def seat_names(self) -> list[str]:
        """Each seat's player as the table names them ("" for a seat still open)."""
        return []

    def away(self) -> dict[int, float]:
        """Seats whose person dropped and may come back: seat -> seconds their seat waits."""
        return {}

    def standing_in(self) -> set[int]:
        """Seats the computer plays for now, until their person is back."""
        return set()

    def reconnect_left(self) -> float | None:
        """While the connection is lost and retried: seconds until the computer plays this
        screen's seat; None while connected (or with no connection at all)."""
        return None

    # -- the host's say over its table ------------------------------------------------------
    def remote_seats(self) -> tuple[int, ...]:
        """The seats people joined over the LAN (the ones the host can hand over or free)."""
        return ()

    def hand_to_computer(self, seat: int, level: str | None = None) -> None:
        """Let a computer play a remote seat whose person is away (until they come back)."""
        return None

    def remove_player(self, seat: int) -> None:
        """Send a remote seat's person away for good; the computer plays it from now on."""
        return None

    def rematch(self) -> None:
        """Once the match is over, another at this table with the same seats."""
        return None


class LocalTable(Table):
    """A match run in this process. ``players``: seat -> computer player for bot seats.

    ``on_change(match)`` is called after every applied action (the client autosaves there).
    The rulings, the computer seats' thinking and undo are the umpire's (``game.umpire``).
    """

    capabilities = Capabilities(saves=True, undo=True, thinking=True)

    def __init__(self, match: MatchLike, human_seats: tuple[int, ...], players: dict[int, Player],
                 on_change: Callable[[MatchLike], None] | None = None, *,
                 umpire: Umpire | None = None) -> None:
        self.umpire = umpire or Umpire(match, human_seats, players)
        self.options = self.match.options
        self.human_seats = self.umpire.people
        self.on_change = on_change
        self._pending: list[Update] = [Update("events", plain(self.match.start_events),
                                              self._views())]
        self._closed = False

    @classmethod
    def new(cls, options: Options, human_seats: tuple[int, ...], levels: dict[int, str],
            seed: int | None = None,
            on_change: Callable[[MatchLike], None] | None = None) -> "LocalTable":
        u = Umpire.new(options, human_seats, levels, seed)
        return cls(u.match, u.people, u.computers, on_change, umpire=u)

    @classmethod
    def resume(cls, record: dict[str, Any], human_seats: tuple[int, ...], levels: dict[int, str],
               on_change: Callable[[MatchLike], None] | None = None) -> "LocalTable":
        """Continue a saved match (``game.rules.save`` record); raises ``SaveError``.
        Undo survives Continue: the umpire rebuilds its points from the record."""
        u = Umpire.resume(record, human_seats, levels)
        table = cls(u.match, u.people, u.computers, on_change, umpire=u)
        table._pending = [Update("events", (), table._views())]
        return table

    @property
    def match(self) -> MatchLike:
        return self.umpire.match

    @property
    def players(self) -> dict[int, Player]:
        """Seat -> the computer player of that seat."""
        return self.umpire.computers

    def _views(self) -> dict[int, View]:
        return {s: self.match.view(s) for s in self.human_seats}

    def view(self, seat: int) -> View:
        return self.match.view(seat)

    def record(self) -> dict[str, Any]:
        return to_record(self.match)

    def act(self, seat: int, action: Action | str, state_id: int | None = None) -> None:
        """A person on this screen acts for ``seat`` (on state ``state_id``, if said); the
        result comes from ``poll``."""
        if self._closed:
            return
        if seat not in self.human_seats:
            self._pending.append(Update("refused", seat=seat,
                                        message=not_yours(seat, self.human_seats)))
            return
        try:
            events = self.umpire.act(seat, action, state_id)
        except Refusal as e:   # (the sentence itself, a Said: the screen says it in its language)
            self._pending.append(Update("refused", seat=seat, message=e.args[0]))
            return
        self._applied(seat, events)

    @property
    def can_undo(self) -> bool:
        """Undo is for one person against the computer only, never with other people, and
        only for a bid or card of the hand being played."""
        return self.umpire.can_undo

    def undo(self) -> bool:
        """Take back the last bid or card of the person at this screen this hand (and what
        the computer did since). Returns False when there is nothing to undo."""
        if not self.umpire.undo():
            return False
        self._pending = [Update("reset", (), self._views())]
        if self.on_change:
            self.on_change(self.match)
        return True

    def _applied(self, seat: int, events: list[Event]) -> None:
        self._pending.append(Update("events", plain(events), self._views(), seat=seat))
        if self.on_change:
            self.on_change(self.match)

    def news_due(self) -> float | None:
        """Seconds until ``poll`` may have news that no thread wakes the screen for: a thinking
        computer's deadline (its answer itself calls ``game.wakeup.wake``). None: nothing due."""
        t = self.umpire.thinking
        return t.time_left if t is not None else None

    def thinking_seat(self) -> int | None:
        """The computer seat now thinking, if any (the client may show it)."""
        t = self.umpire.thinking
        return t.seat if t is not None else None

    def poll(self) -> list[Update]:
        """Updates since the last poll; starts or collects computer players' thinking."""
        if self._closed:
            return []
        out, self._pending = self._pending, []
        decided = self.umpire.decided()   # None while it thinks (or it thought for nothing)
        if decided is not None:
            self._applied(*decided)
            out += self._pending
            self._pending = []
        if not out and self.umpire.to_think() is not None:
            self.umpire.think()
        return out

    def close(self) -> None:
        self._closed = True
        self.umpire.close()


__all__ = ["NOTHING_MORE", "THINK_DEADLINE_S", "Capabilities", "LocalTable", "Table", "Update"]
