"""What every game's match is to the code that plays it: ``MatchLike``.

The umpire, the tables (local, the LAN host's, the table server's), saves, the simulator
and the computer players' search know a match only through this protocol, so a game with
a match class of its own (``NapoleonMatch``, which shares no code with Euchre's ``Match``)
is played without being taken for Euchre's. ``game.rules.new_match`` returns one; mypy
checks each match class against it (``_: type[MatchLike] = ...`` at the end of the class's
module).

A match is fully defined by (options, seed, actions) and changed only by ``apply``; its
events are the declared shapes of ``game.rules.events``; what a seat may know is its
``view``.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol, TypedDict

from .actions import Action
from .deal import StackedDeal
from .events import Event
from .options import Options
from .view import View


class MatchArgs(TypedDict, total=False):
    """The keyword arguments every match class takes besides (options, seed): deals to use
    in order before shuffling, the first dealer and the seating (what the draws would decide)."""

    stacked: Iterable[StackedDeal]
    first_dealer: int | None
    seating: tuple[int, ...] | None


class MatchLike(Protocol):
    """A match of any game, as its players' umpire and tables use it.

    The facts are read-only here (each class keeps them as it likes: attributes or
    properties); ``to_act`` is None once the match is over.
    """

    # -- how it was made (a save records these, a rematch reuses them) ---------------------
    @property
    def options(self) -> Options: ...
    @property
    def seed(self) -> int: ...
    @property
    def stacked(self) -> tuple[StackedDeal, ...]: ...
    @property
    def fixed_first_dealer(self) -> int | None: ...
    @property
    def fixed_seating(self) -> tuple[int, ...] | None: ...
    @property
    def history(self) -> Sequence[int]: ...      # the ids of the actions applied so far
    # -- who plays ---------------------------------------------------------------------------
    @property
    def n(self) -> int: ...                      # players
    @property
    def sides(self) -> int: ...                  # scores kept: one per side (or per player)
    @property
    def seating(self) -> tuple[int, ...]: ...    # the player at each seat

    def partner(self, seat: int) -> int: ...
    def side_of(self, seat: int) -> int: ...

    # -- where it stands ---------------------------------------------------------------------
    @property
    def phase(self) -> str: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def dealer(self) -> int: ...
    @property
    def state_id(self) -> int: ...               # how many actions have been applied
    @property
    def hands_scored(self) -> int: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def over(self) -> bool: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def winners(self) -> tuple[int, ...]: ...    # equal totals share (Napoleon)
    @property
    def start_events(self) -> Sequence[Event]: ...   # the draw and the first deal

    # -- playing it --------------------------------------------------------------------------
    def legal_action_ids(self) -> list[int]: ...
    def legal_actions(self) -> list[Action]: ...
    def is_legal(self, action: Action | int | str) -> bool: ...
    def apply(self, action: Action | int | str, seat: int | None = None) -> list[Event]: ...
    def view(self, seat: int) -> View: ...
    def clone(self) -> MatchLike: ...
