"""The overlay shown when a controller in use is unplugged: wait for it, or go on with another device."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.controllers import Pad, pad_number
from ..input.intents import Act, Intent
from ..input.prompts import ANY_PAD, prompt_label
from ..text.translate import _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class PadLostScene(Scene):
    """Pauses whatever is beneath (it gets no input and no time) until the pad is back,
    or Confirm is pressed on another device, which then takes over the lost pad's seat.
    """

    name = "pad-lost"
    transparent = True

    def __init__(self, ctx: Context, pad: Pad) -> None:
        super().__init__(ctx)
        self.waiting: list[Pad] = [pad]

    @property
    def devices(self) -> list[str]:
        return [p.device for p in self.waiting]

    def add(self, pad: Pad) -> None:
        if pad.device not in self.devices:
            self.waiting.append(pad)

    def plugged_in(self, device: str) -> None:
        """A waited-for pad is back: stop waiting for it, and close when none is missing."""
        self.waiting = [p for p in self.waiting if p.device != device]
        if not self.waiting and self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def message(self) -> str:
        other = next((p.device for p in (self.ctx.pads.pads if self.ctx.pads else [])
                      if p.device not in self.devices), None)
        keys = prompt_label(self.ctx, Act.CONFIRM, "keyboard")
        confirm = f"{keys}/{prompt_label(self.ctx, Act.CONFIRM, other or ANY_PAD)}"
        numbers = [str(p.number) for p in self.waiting]
        if len(numbers) == 1 and not self.waiting[0].name:    # never seen since the game started
            return _("Controller {number} is not connected — plug it in or press {button} on another device").format(
                number=numbers[0], button=confirm)
        if len(numbers) == 1:
            return _("Controller {number} was unplugged — plug it back in or press {button} on another device").format(
                number=numbers[0], button=confirm)
        listed = _("{names} and {last}").format(names=_(", ").join(numbers[:-1]), last=numbers[-1])
        return _("Controllers {numbers} were unplugged — plug them back in or press {button} on another device").format(
            numbers=listed, button=confirm)

    def handle(self, intent: Intent) -> bool:
        if intent.act is Act.CONFIRM and intent.device not in self.devices:
            self._go_on_with(intent.device)
            self.ctx.stack.pop()
        return True    # nothing else reaches the paused scene

    def _go_on_with(self, device: str) -> None:
        """The device that pressed Confirm takes the first lost pad's seat (a keyboard just frees it);
        the scene beneath hears of it through ``device_replaced``."""
        seats = self.ctx.seats
        scenes = self.ctx.stack.scenes
        beneath = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None
        for i, pad in enumerate(self.waiting):
            seat = seats.leave(pad.device)
            if seat is not None and i == 0 and pad_number(device) is not None and seats.seat_of(device) is None:
                seats.hand_over(seat, device)
            if beneath is not None:
                beneath.device_replaced(pad.device, device if i == 0 else "keyboard")

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        lines = ui.wrap(self.ctx.fonts, self.message(), theme.SIZE_BODY, 740)
        box = pygame.Rect(0, 0, 820, 140 + 36 * len(lines))
        box.center = (640, 360)
        return box

    def draw(self, surface: Target) -> None:
        ui.veil(surface, 170)
        f = self.ctx.fonts
        lines = ui.wrap(f, self.message(), theme.SIZE_BODY, 740)
        box = self.content
        ui.panel(surface, box, alpha=255, edge=theme.WARNING)   # opaque, like the pause menu
        ui.text(surface, f, _("Paused"), theme.SIZE_H1, theme.INK, (640, box.y + 28), "midtop", bold=True)
        for i, line in enumerate(lines):
            ui.text(surface, f, line, theme.SIZE_BODY, theme.WARNING, (640, box.y + 110 + i * 36), "midtop")
