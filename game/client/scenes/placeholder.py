"""A "coming soon" screen for menu entries that are not wired up yet."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class PlaceholderScene(Scene):
    name = "placeholder"

    def __init__(self, ctx: Context, title: str) -> None:
        super().__init__(ctx)
        self.title = title
        self.menu = ui.Menu([ui.MenuItem("back", N_("Back"))], 640, 440, width=300)

    def handle(self, intent: Intent) -> bool:
        if intent.act is Act.BACK or self.menu.handle(intent) == "back":
            self.ctx.stack.pop()
            return True
        return intent.act is not Act.POINT

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        box = pygame.Rect(0, 0, 720, 360)
        box.center = (640, 360)
        ui.panel(surface, box)
        f = self.ctx.fonts
        ui.text(surface, f, _(self.title), theme.SIZE_H1, theme.INK, (640, box.y + 50), "midtop", bold=True)
        ui.text(surface, f, _("Coming soon"), theme.SIZE_H2, theme.GOLD, (640, box.y + 124), "midtop")
        ui.text(surface, f, _("This part of the game is still being built."), theme.SIZE_BODY, theme.INK_MUTED,
                (640, box.y + 180), "midtop")
        self.menu.draw(surface, f)
