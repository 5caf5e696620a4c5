"""Over a LAN match whose connection to the host dropped: a countdown while the game
reconnects by itself, and a Leave choice."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer
from ..table.lan_session import COUNTDOWN_STEP
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class ReconnectingScene(Scene):
    """Closes itself when the connection is back (or the table gave up and closed: the match
    beneath then says why). Leave closes the table and goes to the title screen."""

    name = "reconnecting"
    transparent = True

    def __init__(self, ctx: "Context", session: Any) -> None:
        super().__init__(ctx)
        self.session = session
        self.menu = ui.Menu([ui.MenuItem("leave", N_("Leave the table"))], 640, 410, width=340,
                            height=54)

    def next_frame(self) -> float | None:
        return COUNTDOWN_STEP   # "kept for 1:45 more" counts down; being back is news

    def update(self, dt: float) -> None:
        if self.session.reconnect_left() is None and self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def handle(self, intent: Intent) -> bool:
        if intent.act is Act.BACK or self.menu.handle(intent) == "leave":
            self.ctx.stack.reset(self.ctx.scene("title"))  # the table is closed with the match
        return True

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        box = pygame.Rect(0, 0, 760, 330)
        box.center = (640, 370)
        return box

    def draw(self, surface: Target) -> None:
        ui.veil(surface, 170)
        f = self.ctx.fonts
        box = self.content
        ui.panel(surface, box, alpha=255, edge=theme.WARNING)
        lost = _("Connection to the server lost") if getattr(self.session, "served", False) \
            else _("Connection to the host lost")
        ui.text(surface, f, lost, theme.SIZE_H2, theme.INK,
                (640, box.y + 30), "midtop", bold=True)
        left = self.session.reconnect_left()
        from ..table.lan_session import clock
        from ..text.lan_words import reconnect_lines
        line, note = ((_("Reconnecting…"), _("The match goes on from here when the connection is back."))
                      if left is None else reconnect_lines(left, clock(left)))
        ui.text(surface, f, line, theme.SIZE_BODY, theme.GOLD, (640, box.y + 92), "midtop")
        ui.text(surface, f, note, theme.SIZE_SMALL, theme.INK_MUTED, (640, box.y + 140), "midtop")
        self.menu.draw(surface, f)
        hint = footer(self.ctx, ((Act.CONFIRM, N_("leave")),))
        ui.text(surface, f, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 22),
                "midbottom")
