"""On-screen button names that follow the device last used: keys, A/B/X/Y, or ✕/○/□/△."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..text.translate import N_, _
from .controllers import Style, pad_number
from .intents import MOVES, Act

if TYPE_CHECKING:
    from ..context import Context

KEYBOARD = "keyboard"
MOVE = "move"          # the pseudo-action "move the focus" (arrows / d-pad)
ANY_PAD = "pad0"       # a device tag for "a controller of unknown make" (Xbox-style names)

_LABELS: dict[str, dict[Act | str, str]] = {
    KEYBOARD: {
        Act.CONFIRM: "Enter", Act.BACK: "Esc", Act.PAUSE: "P", Act.HINT: "H", Act.LAST_TRICK: "L",
        Act.PREV_CARD: N_("Left"), Act.NEXT_CARD: N_("Right"), Act.SELECT_CARD: "1-9",
        Act.UP: N_("Up"), Act.DOWN: N_("Down"), Act.LEFT: N_("Left"), Act.RIGHT: N_("Right"), MOVE: N_("Arrows"),
        Act.PAGE: N_("Page keys"), Act.UNDO: "U", Act.REVIEW: "R", Act.STATS: "S",
    },
    Style.XBOX.value: {
        Act.CONFIRM: "A", Act.BACK: "B", Act.PAUSE: "Start", Act.HINT: "Y", Act.LAST_TRICK: "X",
        Act.PREV_CARD: "LB", Act.NEXT_CARD: "RB", Act.UNDO: "View", Act.REVIEW: "RT",
        Act.UP: N_("Up"), Act.DOWN: N_("Down"), Act.LEFT: N_("Left"), Act.RIGHT: N_("Right"), MOVE: N_("D-pad"),
    },
    Style.PLAYSTATION.value: {
        Act.CONFIRM: "✕", Act.BACK: "○", Act.PAUSE: "Options", Act.HINT: "△", Act.LAST_TRICK: "□",
        Act.PREV_CARD: "L1", Act.NEXT_CARD: "R1", Act.UNDO: "Share", Act.REVIEW: "R2",
        Act.UP: N_("Up"), Act.DOWN: N_("Down"), Act.LEFT: N_("Left"), Act.RIGHT: N_("Right"), MOVE: N_("D-pad"),
    },
    Style.NINTENDO.value: {   # SDL maps Nintendo pads by their printed labels by default
        Act.CONFIRM: "A", Act.BACK: "B", Act.PAUSE: "+", Act.HINT: "Y", Act.LAST_TRICK: "X",
        Act.PREV_CARD: "L", Act.NEXT_CARD: "R", Act.UNDO: "−", Act.REVIEW: "ZR",
        Act.UP: N_("Up"), Act.DOWN: N_("Down"), Act.LEFT: N_("Left"), Act.RIGHT: N_("Right"), MOVE: N_("D-pad"),
    },
}
# The other PlayStation pads differ in the two small buttons only.
_LABELS[Style.PLAYSTATION5.value] = {**_LABELS[Style.PLAYSTATION.value], Act.UNDO: "Create"}
_LABELS[Style.PLAYSTATION3.value] = {**_LABELS[Style.PLAYSTATION.value], Act.UNDO: "Select", Act.PAUSE: "Start"}


def style_of_device(ctx: "Context", device: str | None = None) -> str:
    """"keyboard" or a controller's ``Style`` value ("xbox", "playstation", "playstation5",
    "playstation3", "nintendo") for ``device`` (default: the one used last)."""
    device = ctx.last_device if device is None else device
    if pad_number(device) is None:
        return KEYBOARD
    pads = ctx.pads
    style = pads.style_of(device) if pads is not None else None
    return style.value if style is not None else Style.XBOX.value


def prompt_label(ctx: "Context", act: Act | str, device: str | None = None) -> str:
    """The name of the button for ``act`` on ``device`` (default: the device used last).

    ``prompt_label(ctx, Act.CONFIRM)`` is "Enter", "A" or "✕"; pass ``MOVE`` for the arrows/d-pad.
    """
    labels = _LABELS[style_of_device(ctx, device)]
    if act in labels:
        return _(labels[act])
    if act in MOVES:
        return _(labels[MOVE])
    return _(_LABELS[KEYBOARD].get(act, str(act)))


def using_pad(ctx: "Context") -> bool:
    return pad_number(ctx.last_device) is not None


def footer(ctx: "Context", pairs: Iterable[tuple[Act | str, str]], sep: str = "  ·  ") -> str:
    """A hint line such as "Up/Down choose  ·  Enter select  ·  Esc back" in the current device's
    names; ``what``: English ids (N_) or words already said, shown with _()."""
    # Translators: a button's name and what it does, in a screen's footer ("Enter select").
    return sep.join(_("{button} {does}").format(button=prompt_label(ctx, act), does=_(what))
                    for act, what in pairs)
