"""Couch play: "Pass to <name>" hides every hand until the next person confirms they have the screen."""
from __future__ import annotations

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.controllers import pad_number
from ..input.intents import Act, Intent
from ..input.prompts import prompt_label
from ..text.translate import _
from .base import Scene
from .table_base import too_soon


class PassScene(Scene):
    name = "pass"
    portrait = True      # centred on whatever screen the table uses

    def __init__(self, ctx, session) -> None:
        super().__init__(ctx)
        self.session = session
        self.seat = session.board.to_act
        name = session.name(self.seat) if self.seat is not None else ""
        pattern, room = _("I'm {name}: show my cards"), 440   # (clear of the focus mark)
        size = ui.size_to_fit(ctx.fonts, pattern.replace("{name}", name), theme.SIZE_BODY, room, bold=True)
        ready = ui.fit_pattern(ctx.fonts, pattern, [name], size, room, bold=True)
        self.menu = ui.Menu([ui.MenuItem("ready", ready)], 640, 420, width=520, height=58, size=size)

    def enter(self) -> None:
        self._started = False

    def update(self, dt: float) -> None:
        """Buzz the next person's controller once, or pause if it is unplugged."""
        w, h = self.ctx.screen
        self.menu.rects[0].center = (w // 2, h // 2 + 80)
        if not self._started and self.seat is not None and self.ctx.stack.top is self:
            from ..input.pad_turns import start_turn
            self._started = start_turn(self.ctx, self.session.seating.seats[self.seat].device)

    def next_frame(self) -> float | None:
        return None   # still until the next person confirms

    def pause_on_unplug(self, device: str) -> bool:
        from ..input.pad_turns import unplug_pauses
        bound = self.session.seating.seats[self.seat].device if self.seat is not None else None
        return unplug_pauses(self.ctx, device, bound, self.seat is not None)

    def device_replaced(self, lost: str, by: str) -> None:
        from ..input.table_input import rebind
        rebind(self.session, lost, by)

    def handle(self, intent: Intent) -> bool:
        if intent.act is Act.PAUSE or intent.act is Act.BACK:
            self.ctx.stack.push(self.ctx.scene("pause"))
            return True
        if too_soon(self.session, intent):   # meant for the animation before: the next person is not here yet
            return True
        if self.seat is not None and not self.session.seating.may_act(self.seat, intent.device):
            return False
        if self.menu.handle(intent) == "ready":
            if self.seat is not None:
                self.session.reveal(self.seat)
            self.ctx.stack.pop()
            return True
        return intent.act is not Act.POINT

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        ui.veil(surface, 90)
        f = self.ctx.fonts
        name = self.session.name(self.seat) if self.seat is not None else ""
        w, h = surface.get_size()
        cx = w // 2
        box = pygame.Rect(0, 0, min(760, w - 32), 380)
        box.center = (cx, h // 2 - 20)
        ui.panel(surface, box, alpha=235, edge=theme.GOLD)
        ui.text(surface, f, ui.fit_pattern(f, _("Pass to {name}"), [name], theme.SIZE_H1, box.w - 40, bold=True),
                theme.SIZE_H1, theme.GOLD, (cx, box.y + 40), "midtop", bold=True)
        look_away = _("Everyone else, look away. {name}, take the screen and confirm when only you can see "
                      "it.").format(name=name)
        for i, line in enumerate(ui.wrap(f, look_away, theme.SIZE_BODY, box.w - 100)):
            ui.text(surface, f, line, theme.SIZE_BODY, theme.INK, (cx, box.y + 118 + i * 34), "midtop")
        self.menu.draw(surface, f)
        press = self.press_line()
        if press is not None:
            ui.text(surface, f, press, theme.SIZE_SMALL, theme.INK_MUTED, (cx, box.bottom - 16), "midbottom")

    def press_line(self) -> str | None:
        """"Ana: press A on Controller 2" when a controller plays the seat to act."""
        device = self.session.seating.seats[self.seat].device if self.seat is not None else None
        n = pad_number(device) if device else None
        if n is None or self.seat is None:
            return None
        return _("{name}: press {button} on Controller {number}").format(
            name=self.session.name(self.seat), button=prompt_label(self.ctx, Act.CONFIRM, device), number=n)
