"""The Scene base class: lifecycle hooks, input, update and draw."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..drawing.canvas import Target
from ..input.intents import Intent

if TYPE_CHECKING:
    from ..context import Context


class Scene:
    """One screen. Subclasses override what they need.

    Lifecycle, called by the stack: ``enter`` when pushed, ``pause`` when another scene
    covers it, ``resume`` when it is on top again, ``exit`` when removed. ``handle``
    gets intents only while the scene is on top and returns True if it used the intent.
    ``update(dt)`` advances time (seconds). ``draw(surface)`` paints, in logical points, on a
    Canvas over the window (``canvas.py``): 1280x720 points in the middle of the window, or
    for a ``portrait`` scene the whole screen, ``ctx.screen`` (720x1280 in a tall window, or
    the window's own shape), and never changes state. A ``transparent`` scene is an overlay:
    the scenes beneath it are drawn first.
    """

    transparent: bool = False
    portrait: bool = False        # lays itself out for ctx.screen, any shape, upright in a tall window
    content: pygame.Rect | None = None   # an overlay's part of its 1280x720 points (shown fitted when
                                         # it lies over a portrait table); None: all of it
    wants_text: bool = False      # True while the scene takes typed text (name entry)
    name: str = "scene"

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx

    # -- a portrait scene's shape ----------------------------------------------------------
    @property
    def upright(self) -> bool:
        """Whether the screen is taller than wide, so a portrait scene lays itself out upright."""
        w, h = self.ctx.screen
        return h > w

    def layout_origin(self) -> tuple[int, int]:
        """Where a 1280x720 layout's (0, 0) lies with the screen's extra room shared out on
        both sides (720x1280 upright)."""
        w, h = self.ctx.screen
        lw, lh = (720, 1280) if self.upright else (1280, 720)
        return ((w - lw) // 2, (h - lh) // 2)

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle(self, intent: Intent) -> bool:
        return False

    def typing(self) -> tuple[str, str]:
        """While ``wants_text``: what is being typed and the text so far, e.g. ("Name", "Ann"),
        shown by the on-screen keyboard."""
        return "", ""

    def pause_on_unplug(self, device: str) -> bool:
        """Whether unplugging controller ``device`` should pause here. By default: the one in use.

        Game scenes override this: the pad of the seat whose turn it is.
        """
        return device == self.ctx.last_device

    def device_replaced(self, lost: str, by: str) -> None:
        """Controller ``lost`` was unplugged and the player goes on with ``by`` instead (the
        keyboard, or another controller): a game scene moves that seat's binding. Default: nothing."""

    def update(self, dt: float) -> None: ...

    def next_frame(self) -> float | None:
        """Seconds until this scene, on top, looks different if no input and no news come: 0.0
        while it moves (drawn at 60 fps), later for a timer (a caret, a notice that goes),
        None when only input or news change it (the loop then sleeps). A scene that moves or
        keeps time in ``update`` says so here (tests/client/test_idle.py checks each one has)."""
        return None

    def draw(self, surface: Target) -> None: ...
