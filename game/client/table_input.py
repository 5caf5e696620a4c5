"""Controller extras at the table: last trick, hints, and moving a seat to another device."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import Action

from .words import card_words

if TYPE_CHECKING:
    from .context import Context
    from .match_session import MatchSession


def last_trick(session: "MatchSession") -> tuple[int, tuple[tuple[int, int], ...]] | None:
    """The last completed trick this hand, else the last of the previous hand, else None."""
    table = session.table
    if table is None:
        return None
    view = table.view(session.board.me)
    if view.tricks:
        return view.tricks[-1]
    before = session.hand_view
    if before is not None and before.tricks:
        return before.tricks[-1]
    return None


def show_last_trick(ctx: "Context", session: "MatchSession") -> None:
    from .scenes.last_trick import LastTrickScene
    ctx.stack.push(LastTrickScene(ctx, last_trick(session), session.name))


def hint(session: "MatchSession") -> tuple[Action, str] | None:
    """What a computer player would do in the seat to act on this screen, and why (None if nothing)."""
    from game.ai import make_player

    from .match_start import default_level
    table = session.table
    if table is None:
        return None
    view = table.view(session.board.me)
    if not view.legal:
        return None
    return make_player(default_level()).hint(view)


def hint_words(action: Action, reason: str) -> str:
    """E.g. "Hint: play J♥. Any legal move will do."."""
    if action.kind in ("play", "discard"):
        what = f"{action.kind} {card_words(action.card)}"
    else:
        what = str(action)
    return f"Hint: {what}. {reason}".strip()


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
