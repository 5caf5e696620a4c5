"""The umpire: the one authority over a match, whether it is played on this screen or on the LAN.

Whoever holds a match holds it through an ``Umpire`` (``game.table.LocalTable`` for a match
on this screen, ``net.host.Host`` for a LAN table). The umpire

- rules on every person's action: applied, or refused with a sentence that says why
  (``Refusal``; the words are below), the match left exactly as it was;
- refuses an action chosen on an earlier state of the table (the stale-move check by
  ``state_id``), so an action is never applied to a state its player did not see;
- lets the computer seats decide, each on a thread of its own (``game.ai.worker.BotWorker``)
  within ``THINK_DEADLINE_S``; a late or broken computer player is answered by the
  ``normal`` level's move on the same view, and a decision made for a state that is gone
  is dropped (``Thinking``);
- seeds the computer players (``player_seed``) and each rematch (``rematch_seed``);
- keeps the undo points: the state just before each person's action, for undo against the
  computer (``can_undo``, ``undo``), rebuilt from a saved record on ``resume``.

It is not thread-safe: its holder calls it from one thread (the render loop for a
``LocalTable``, the host's loop for a ``Host``). Only the computer players think elsewhere.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from game.ai.worker import BotWorker, Cancelled, Pending
from game.rules import Action, IllegalAction, MatchLike, Options, new_match
from game.rules.events import Event
from game.rules.said import N_, Said, reworded, said
from game.rules.save import from_record, to_record

if TYPE_CHECKING:
    from game.ai.player import Player

THINK_DEADLINE_S = 2.0   # a computer seat answers within this, or the normal level's move is made
SEED_MASK = 2**63 - 1

# -- the words of a refusal (full sentences; a person reads them) -------------------------
COMPUTER_PLAYS_IT = N_("The computer is playing this seat for now.")
NOT_AN_ACTION = N_("That is not an action.")
NOT_CONNECTED = N_("Not connected to a table: wait until you are.")
NOT_ACCEPTED = N_("That was not accepted.")


def seat_number(index: int) -> int:
    """The number a player reads for the seat of ``index``: players count seats from 1 (the
    protocol, the seat specs and the code count them from 0)."""
    return index + 1


def not_yours(seat: int, yours: Iterable[int] = ()) -> str:
    """Refused: ``seat`` is not played by whoever asked; naming their seat when they have one."""
    mine = tuple(yours)
    if len(mine) == 1:
        return said("Seat {seat} is not yours: you play seat {mine}.", seat=seat_number(seat),
                    mine=seat_number(mine[0]))
    return said("Seat {seat} is not yours to play.", seat=seat_number(seat))


def stale(chosen: int, now: int) -> str:
    """Refused: the action was chosen on state ``chosen`` and the table is at ``now``."""
    return said("That action was chosen on an earlier state of the table ({chosen}, now {now}): "
                "look again and choose.", chosen=chosen, now=now)


def sentence(reason: str) -> str:
    """An engine's reason as a refusal: "must follow hearts: ..." -> "You must follow hearts: ...".
    A reason made from a pattern (``Said``) keeps it, so a screen can say it in its language."""
    m = reason.strip()
    if not m:
        return NOT_ACCEPTED
    if m.split()[0] in ("must", "cannot", "may"):
        m = "You " + m
    m = m[0].upper() + m[1:]
    m = m if m.endswith((".", "!", "?")) else m + "."
    return reworded(reason, m) if isinstance(reason, Said) else m


class Refusal(Exception):
    """An action was not accepted; ``str()`` is the sentence that says why. Nothing changed."""


# -- seeds --------------------------------------------------------------------------------
def player_seed(match: MatchLike, seat: int) -> int:
    """The seed of the computer player who takes ``seat`` now: the same match, seat and
    state always give the same player (a new match, a continued one, a seat handed over)."""
    return (match.seed + 7919 * seat + match.state_id) & SEED_MASK


def computer_player(match: MatchLike, seat: int, level: str) -> "Player":
    """A computer player of ``level`` who takes ``seat`` now, seeded by ``player_seed``."""
    from game.ai import make_player

    return make_player(level, player_seed(match, seat))


def computer_players(match: MatchLike, levels: dict[int, str]) -> dict[int, "Player"]:
    """A computer player of each seat's level, seeded for this match as it stands."""
    return {s: computer_player(match, s, level) for s, level in levels.items()}


def rematch_seed(match: MatchLike, seeded: bool) -> int | None:
    """The seed of the match after ``match`` at the same table: the next one when the first
    was given (a run that can be played again), else a fresh random one (None)."""
    return (match.seed + 1) & SEED_MASK if seeded else None


# -- a decision being made ------------------------------------------------------------------
@dataclass(eq=False)
class Thinking:
    """A computer player deciding for ``seat`` on state ``state_id`` (``stand_in``: for one
    turn of a person's seat). ``done()`` never blocks; ``answer()`` does (up to the deadline),
    for a thread that waits on it."""

    seat: int
    state_id: int
    pending: Pending
    stand_in: bool = False

    def done(self) -> bool:
        return self.pending.done()

    @property
    def time_left(self) -> float:
        return self.pending.time_left

    def answer(self) -> Action | None:
        """The player's action, or the normal level's once the deadline has passed; None if
        the decision was called off. Blocks until one of them."""
        try:
            return self.pending.result(wait=True)
        except Cancelled:
            return None


class Umpire:
    """The authority over ``match``: ``people`` are the seats people play (on this screen or
    far away), ``computers`` the computer player of every other seat, and of a person's
    seat while the computer plays it for them (``computer_plays``).
    """

    def __init__(self, match: MatchLike, people: Iterable[int], computers: dict[int, "Player"],
                 *, deadline: float = THINK_DEADLINE_S) -> None:
        self.match = match
        self.people = tuple(people)
        self.computers = dict(computers)
        missing = set(range(match.n)) - set(self.people) - set(self.computers)
        if missing:
            raise ValueError(f"seats {sorted(missing)} have neither a person nor a computer player")
        self.deadline = deadline
        self.thinking: Thinking | None = None
        self.undo_points: list[int] = []   # state ids just before each person's action
        self.hand_start = match.state_id    # the state id once the hand being played was dealt
        self._worker = BotWorker()

    @classmethod
    def new(cls, options: Options, people: Iterable[int], levels: dict[int, str],
            seed: int | None = None, *, deadline: float = THINK_DEADLINE_S) -> "Umpire":
        """A new match of ``options`` with computer players of ``levels`` (seat -> level)."""
        match = new_match(options, seed)
        return cls(match, people, computer_players(match, levels), deadline=deadline)

    @classmethod
    def resume(cls, record: dict[str, Any], people: Iterable[int], levels: dict[int, str],
               *, deadline: float = THINK_DEADLINE_S) -> "Umpire":
        """Continue a saved match (``game.rules.save`` record; raises ``SaveError``), with
        its undo points as they were when it was saved."""
        people = tuple(people)
        points: list[int] = []
        hand_start = 0

        def replayed(seat: int | None, before: int, events: list[Event]) -> None:
            nonlocal hand_start
            if seat in people:
                points.append(before)   # as ``act`` would have noted it
            if any(e["type"] == "deal" for e in events):
                hand_start = before + 1

        match = from_record(record, on_action=replayed)
        umpire = cls(match, people, computer_players(match, levels), deadline=deadline)
        umpire.undo_points, umpire.hand_start = points, hand_start
        return umpire

    # -- a person acts ----------------------------------------------------------------------
    def act(self, seat: int, action: Action | str, state_id: int | None = None) -> list[Event]:
        """A person's action for ``seat``, chosen on state ``state_id`` (None: not said).
        Returns the events it caused; raises ``Refusal`` (nothing changed): the computer
        plays that seat now, the state is not the one it was chosen on, or the rules do
        not allow it (the engine's reason, which names only the acting seat's cards)."""
        m = self.match
        if seat in self.computers:
            raise Refusal(COMPUTER_PLAYS_IT)
        if state_id is not None and state_id != m.state_id:
            raise Refusal(stale(state_id, m.state_id))
        before = m.state_id
        try:
            events = m.apply(action, seat=seat)
        except IllegalAction as e:   # (text that is no action at all too: the rules say so)
            raise Refusal(sentence(e.args[0] if e.args and isinstance(e.args[0], str) else str(e))) from None
        self.undo_points.append(before)
        self._applied(events)
        return events

    def _applied(self, events: list[Event]) -> None:
        if any(e["type"] == "deal" for e in events):
            self.hand_start = self.match.state_id

    # -- the computer seats -------------------------------------------------------------------
    def computer_plays(self, seat: int, player: "Player") -> None:
        """The computer plays ``seat`` from now on (a person's seat: until ``person_plays``)."""
        self.computers[seat] = player

    def person_plays(self, seat: int) -> None:
        """``seat``'s person plays it again (they are back at the table)."""
        self.computers.pop(seat, None)

    def to_think(self) -> int | None:
        """The computer seat to act now, if nothing is thinking yet."""
        seat = self.match.to_act
        if self.thinking is not None or seat is None or seat not in self.computers:
            return None
        return seat

    def think(self, stand_in: "Player | None" = None) -> Thinking:
        """Start the seat to act's computer player deciding (``stand_in``: a computer player
        deciding one turn of a person's seat, whose own action still counts if it comes
        first). Collect it with ``decided`` once ``done()``."""
        m = self.match
        seat = m.to_act
        if seat is None or self.thinking is not None:
            raise RuntimeError("no seat is to act, or one is already thinking")
        player = stand_in if stand_in is not None else self.computers[seat]
        pending = self._worker.submit(player, m.view(seat), self.deadline)
        self.thinking = Thinking(seat, m.state_id, pending, stand_in is not None)
        return self.thinking

    def decided(self, thinking: Thinking | None = None) -> tuple[int, list[Event]] | None:
        """Apply the decision being made (``thinking``, if given, must be it) once it is
        ``done()``: (seat, events). None while it is not done, when there is none, or when
        it is for a state that is gone (someone acted meanwhile, the match was put back,
        the seat's person is back). Never stalls the match: an answer that is not legal
        gives way to the first legal action."""
        t = self.thinking
        if t is None or (thinking is not None and thinking is not t) or not t.done():
            return None
        self.thinking = None
        if t.pending.cancelled:
            return None
        m = self.match
        if (m.state_id != t.state_id or m.to_act != t.seat
                or not (t.stand_in or t.seat in self.computers)):
            t.pending.cancel()
            return None
        action = t.pending.result()
        if not m.is_legal(action):
            action = m.legal_actions()[0]
        events = m.apply(action, seat=t.seat)
        self._applied(events)
        return t.seat, events

    def cancel_thinking(self) -> None:
        """Call off the decision being made; its answer, if it ever comes, is ignored."""
        if self.thinking is not None:
            self.thinking.pending.cancel()
        self.thinking = None

    # -- undo ----------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """Undo is for one person against the computer only, never with other people, and
        only for a bid or card of the hand being played."""
        return (len(self.people) == 1 and bool(self.undo_points)
                and self.undo_points[-1] >= self.hand_start and not self.match.over)

    def undo(self) -> bool:
        """Take back the person's last bid or card this hand (and what the computer did
        since). False when there is nothing to undo."""
        if not self.can_undo:
            return False
        point = self.undo_points.pop()
        record = to_record(self.match)
        record["actions"] = record["actions"][:point]
        self.cancel_thinking()   # a decision in flight is for a state that is gone
        self.match = from_record(record)
        return True

    # -- another match at the same table -------------------------------------------------------
    def rematch(self, match: MatchLike) -> None:
        """Umpire ``match`` from now on (a rematch at the same table); the computer seats
        keep their players until their holder gives them new ones (``computer_plays``)."""
        self.cancel_thinking()
        self.match = match
        self.undo_points, self.hand_start = [], match.state_id

    def close(self) -> None:
        self.cancel_thinking()
        self._worker.close()


__all__ = ["COMPUTER_PLAYS_IT", "NOT_ACCEPTED", "NOT_AN_ACTION", "NOT_CONNECTED",
           "THINK_DEADLINE_S", "Refusal", "Thinking", "Umpire", "computer_player", "computer_players",
           "not_yours", "player_seed", "rematch_seed", "seat_number", "sentence", "stale"]
