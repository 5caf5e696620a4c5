"""Controller extras at the table: the last trick, and moving a seat to another device."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..context import Context
    from ..table.match_session import MatchSession


def last_trick(session: "MatchSession") -> tuple[int, tuple[tuple[int, int], ...]] | None:
    """The last completed trick this hand, else the last of the previous hand, else None."""
    table = session.table
    if table is None:
        return None
    view = table.view(session.board.me)
    if view.tricks:
        return view.tricks[-1]
    if session.hands and session.hands[-1].tricks:
        _leader, winner, plays = session.hands[-1].tricks[-1]
        return winner, plays
    return None


def has_last_trick(session: "MatchSession") -> bool:
    """Whether the table shows a trick taken this hand or a hand before (so the last trick is
    worth offering); from the board, as cheap as a frame needs."""
    return any(session.board.tricks_won) or bool(session.hands)


def show_last_trick(ctx: "Context", session: "MatchSession") -> None:
    from ..scenes.last_trick import LastTrickScene
    ctx.stack.push(LastTrickScene(ctx, last_trick(session), session.name))


def rebind(session: "MatchSession", lost: str, by: str) -> None:
    """The player of ``lost``'s seat goes on with ``by`` (a controller), or unbound (keyboard)."""
    seating = session.seating
    for seat, plan in enumerate(seating.seats):
        if plan.device == lost:
            taken = any(p.device == by for p in seating.seats)
            keep = by if by not in ("keyboard", "mouse") and not taken else None
            session.seating = seating.bind(seat, keep)
            session.save()
            return
