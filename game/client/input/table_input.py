"""Controller extras at the table: the last trick, and moving a seat to another device."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .controllers import pad_number

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
    """The player of ``lost``'s seat goes on with ``by``: a controller takes the seat (even one
    that plays a seat already: it is passed between the two, as the pass screen asks); the
    keyboard or mouse leaves the seat unbound, for any device free to play it. The table says so."""
    from ..text.controller_words import seat_taken_over, seat_to_keyboard
    seating = session.seating
    for seat, plan in enumerate(seating.seats):
        if plan.device == lost:
            number = pad_number(by)
            also = number is not None and any(p.device == by for p in seating.seats)
            session.seating = seating.bind(seat, by if number is not None else None)
            session.save()
            if also and number is not None:
                session.show_toast(seat_taken_over(number, session.name(seat)))
            elif number is None:
                session.show_toast(seat_to_keyboard(session.name(seat)))
            return
