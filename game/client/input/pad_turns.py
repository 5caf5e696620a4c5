"""What a controller does when its player's turn comes: buzz, or pause if it has been unplugged."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .controllers import Pad, Style, pad_number

if TYPE_CHECKING:
    from ..context import Context


def turn_pad(ctx: "Context", bound: str | None) -> str | None:
    """The controller that plays a person's turn: the one bound to the seat, else (one player,
    nothing bound) the controller used last. None when the keyboard or mouse plays it."""
    if bound is not None:
        return bound if pad_number(bound) is not None else None
    return ctx.last_device if pad_number(ctx.last_device) is not None else None


def start_turn(ctx: "Context", bound: str | None) -> bool:
    """Call once when a person's turn begins, with the device bound to that seat (or None).

    Buzzes that player's controller (if rumble is on and it can). If the seat's own
    controller is unplugged, pauses with the "plug it back in" overlay and returns False.
    """
    pad = turn_pad(ctx, bound)
    if pad is None or ctx.pads is None:
        return True
    if not ctx.pads.is_connected(pad):
        lost = ctx.pads.lost(pad)
        if lost is None and bound is None:
            return True      # an unbound pad that has gone: the keyboard plays on
        if lost is None:     # bound to a pad this run has never seen (a continued couch match)
            lost = Pad(pad_number(pad) or 0, "", "", Style.XBOX)
        from ..scenes.pad_lost import PadLostScene
        top = ctx.stack.top
        if isinstance(top, PadLostScene):
            top.add(lost)
        else:
            ctx.stack.push(PadLostScene(ctx, lost))
        return False
    ctx.pads.rumble(pad)
    return True


def unplug_pauses(ctx: "Context", device: str, to_act_bound: str | None, to_act_is_person: bool) -> bool:
    """Whether unplugging ``device`` should pause a game: it is the controller that plays the
    turn now (bound to the seat to act, or the one in use when that seat has no binding)."""
    if not to_act_is_person:
        return False
    if to_act_bound is not None:
        return device == to_act_bound
    return device == ctx.last_device
