"""The Table: the one seam between the screen and a game, and the local kind of it.

Scenes talk only to a Table. A ``LocalTable`` runs the rules engine in this process with
computer seats thinking off the main thread; a remote table (``net``) speaks the LAN
protocol to a host. Both give the same stream of ``Update`` values.

Pull model: the table never runs ahead of the screen. A computer seat starts thinking
only once every earlier update has been taken with ``poll()``, so the client can animate
each update before asking for the next. Nothing here blocks: ``poll`` and ``act`` return
at once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Protocol

from game.ai.worker import BotWorker, Pending
from game.rules import Action, IllegalAction, Match, Options, View
from game.rules.events import Event, plain
from game.rules.save import from_record, to_record

THINK_DEADLINE_S = 2.0  # a computer seat answers within this, or a safe legal move is made


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
    events: tuple[dict, ...] = ()
    views: dict[int, View] = field(default_factory=dict)
    seat: int | None = None
    message: str = ""


class Table(Protocol):
    """What every table offers the scenes."""

    options: Options
    human_seats: tuple[int, ...]  # seats decided by people on this screen

    def poll(self) -> list[Update]: ...

    def view(self, seat: int) -> View: ...

    def act(self, seat: int, action: Action | str) -> None: ...

    def close(self) -> None: ...


class LocalTable:
    """A match run in this process. ``players``: seat -> computer player for bot seats.

    ``on_change(match)`` is called after every applied action (the client autosaves there).
    """

    def __init__(self, match: Match, human_seats: tuple[int, ...], players: dict,
                 on_change: Callable[[Match], None] | None = None) -> None:
        self.match = match
        self.options = match.options
        self.human_seats = tuple(human_seats)
        self.players = dict(players)
        missing = set(range(match.n)) - set(self.human_seats) - set(self.players)
        if missing:
            raise ValueError(f"seats {sorted(missing)} have neither a person nor a computer player")
        self.on_change = on_change
        self._pending: list[Update] = [Update("events", plain(match.start_events), self._views())]
        self._worker = BotWorker()
        self._thinking: Pending | None = None
        self._thinking_seat: int | None = None
        self._closed = False
        self._undo_points: list[int] = []  # state ids just before each human action
        self._hand_start = match.state_id  # the state id once this hand was dealt

    @classmethod
    def new(cls, options: Options, human_seats: tuple[int, ...], levels: dict[int, str],
            seed: int | None = None, on_change=None) -> "LocalTable":
        from game.ai import make_player

        match = Match(options, seed)
        players = {s: make_player(lvl, (match.seed + 7919 * s) & (2**63 - 1))
                   for s, lvl in levels.items()}
        return cls(match, human_seats, players, on_change)

    @classmethod
    def resume(cls, record: dict, human_seats: tuple[int, ...], levels: dict[int, str],
               on_change=None) -> "LocalTable":
        """Continue a saved match (``game.rules.save`` record); raises ``SaveError``."""
        from game.ai import make_player

        points: list[int] = []
        hand_start = 0

        def replayed(seat: int | None, before: int, events: list[Event]) -> None:
            nonlocal hand_start
            if seat in human_seats:
                points.append(before)   # as ``act`` would have noted it
            if any(e["type"] == "deal" for e in events):
                hand_start = before + 1

        match = from_record(record, on_action=replayed)
        players = {s: make_player(lvl, (match.seed + 7919 * s + match.state_id) & (2**63 - 1))
                   for s, lvl in levels.items()}
        table = cls(match, human_seats, players, on_change)
        table._undo_points, table._hand_start = points, hand_start   # undo survives Continue
        table._pending = [Update("events", (), table._views())]
        return table

    def _views(self) -> dict[int, View]:
        return {s: self.match.view(s) for s in self.human_seats}

    def view(self, seat: int) -> View:
        return self.match.view(seat)

    def record(self) -> dict:
        return to_record(self.match)

    def act(self, seat: int, action: Action | str) -> None:
        """A person on this screen acts for ``seat``; the result comes from ``poll``."""
        if self._closed:
            return
        if seat not in self.human_seats:
            self._pending.append(Update("refused", seat=seat,
                                        message="that seat is not yours to play"))
            return
        before = self.match.state_id
        try:
            events = self.match.apply(action, seat=seat)
        except IllegalAction as e:
            self._pending.append(Update("refused", seat=seat, message=str(e)))
            return
        self._undo_points.append(before)
        self._applied(seat, events)

    @property
    def can_undo(self) -> bool:
        """Undo is for one person against the computer only, never with other people, and
        only for a bid or card of the hand being played."""
        return (len(self.human_seats) == 1 and bool(self._undo_points)
                and self._undo_points[-1] >= self._hand_start and not self.match.over)

    def undo(self) -> bool:
        """Take back the last bid or card of the person at this screen this hand (and what
        the computer did since). Returns False when there is nothing to undo."""
        if not self.can_undo:
            return False
        point = self._undo_points.pop()
        record = to_record(self.match)
        record["actions"] = record["actions"][:point]
        self._cancel_thinking()  # a decision in flight is for a state that is gone
        self.match = from_record(record)
        self._pending = [Update("reset", (), self._views())]
        if self.on_change:
            self.on_change(self.match)
        return True

    def _applied(self, seat: int, events: list[Event]) -> None:
        if any(e["type"] == "deal" for e in events):
            self._hand_start = self.match.state_id
        self._pending.append(Update("events", plain(events), self._views(), seat=seat))
        if self.on_change:
            self.on_change(self.match)

    def news_due(self) -> float | None:
        """Seconds until ``poll`` may have news that no thread wakes the screen for: a thinking
        computer's deadline (its answer itself calls ``game.wakeup.wake``). None: nothing due."""
        t = self._thinking
        return t.time_left if t is not None else None

    def thinking_seat(self) -> int | None:
        """The computer seat now thinking, if any (the client may show it)."""
        return self._thinking_seat if self._thinking else None

    def _cancel_thinking(self) -> None:
        if self._thinking is not None:
            self._thinking.cancel()
        self._thinking, self._thinking_seat = None, None

    def poll(self) -> list[Update]:
        """Updates since the last poll; starts or collects computer players' thinking."""
        if self._closed:
            return []
        out, self._pending = self._pending, []
        t = self._thinking
        if t is not None and t.done():
            seat = self._thinking_seat
            assert seat is not None  # set with _thinking
            self._thinking, self._thinking_seat = None, None
            action = t.result()  # the bot's legal answer, or a safe one after the deadline
            if self.match.to_act != seat or not self.match.is_legal(action):
                action = self.match.legal_actions()[0]  # never stall the match
            self._applied(seat, self.match.apply(action, seat=seat))
            out += self._pending
            self._pending = []
        if not out and self._thinking is None:
            seat = self.match.to_act
            if seat is not None and seat in self.players:
                self._thinking = self._worker.submit(self.players[seat], self.match.view(seat),
                                                     THINK_DEADLINE_S)
                self._thinking_seat = seat
        return out

    def close(self) -> None:
        self._closed = True
        self._cancel_thinking()
        self._worker.close()
