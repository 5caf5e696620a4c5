"""The pause overlay: Resume, Settings, Rules, Quit to title, drawn over the paused scene."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme, ui
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class PauseScene(Scene):
    name = "pause"
    transparent = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        items = [("resume", "Resume"), ("settings", "Settings"), ("rules", "Rules"), ("title", "Quit to title")]
        self.session = next((s.session for s in reversed(ctx.stack.scenes) if hasattr(s, "session")), None)
        if getattr(self.session, "host_controls", False):   # hosting a LAN table: its players
            from ..text.lan_words import PLAYERS
            items.insert(1, ("players", PLAYERS))
        top = 282 - (len(items) - 4) * 48
        self.menu = ui.Menu([ui.MenuItem(k, v) for k, v in items], 640, top, width=340, height=54, gap=12)

    def handle(self, intent: Intent) -> bool:
        if intent.act in (Act.BACK, Act.PAUSE):
            self.ctx.stack.pop()
            return True
        choice = self.menu.handle(intent)
        if choice == "resume":
            self.ctx.stack.pop()
        elif choice == "players":
            self.ctx.stack.push(self.ctx.scene("lan-players", self.session))
        elif choice == "settings":
            self.ctx.stack.push(self.ctx.scene("settings"))
        elif choice == "rules":
            self.ctx.stack.push(self.ctx.scene("rules"))
        elif choice == "title":
            self.ctx.stack.reset(self.ctx.scene("title"))
        return True

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        box = pygame.Rect(0, 0, 540, 480)
        box.center = (640, 370)
        return box

    def draw(self, surface: pygame.Surface) -> None:
        ui.veil(surface, 160)
        box = self.content
        ui.panel(surface, box, alpha=255)     # opaque: the table's text never shows between the buttons
        ui.text(surface, self.ctx.fonts, "Paused", theme.SIZE_H1, theme.INK, (640, box.y + 36), "midtop", bold=True)
        self.menu.draw(surface, self.ctx.fonts)
        hint = footer(self.ctx, ((MOVE, "choose"), (Act.CONFIRM, "select"), (Act.BACK, "resume")))
        ui.text(surface, self.ctx.fonts, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 22), "midbottom")
