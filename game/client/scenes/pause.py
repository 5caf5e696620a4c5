"""The pause overlay: Resume, (hosting a LAN table: Players at the table), Settings, Rules, Quit to title,
Quit the game, drawn over the paused scene."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context
    from ..table.match_session import MatchSession


class PauseScene(Scene):
    name = "pause"
    transparent = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        items = [("resume", N_("Resume")), ("settings", N_("Settings")), ("rules", N_("Rules")),
                 ("title", N_("Quit to title")), ("quit", N_("Quit the game"))]
        paused = self.paused_session()
        if paused is not None and paused.host_controls:   # hosting a LAN table: its players
            from ..text.lan_words import PLAYERS
            items.insert(1, ("players", PLAYERS))
        if len(items) > 5:   # six rows: a little closer, still clear of the title and the hint
            self.menu = ui.Menu([ui.MenuItem(k, v) for k, v in items], 640, 190, width=340, height=50, gap=10)
        else:
            self.menu = ui.Menu([ui.MenuItem(k, v) for k, v in items], 640, 206, width=340, height=54, gap=12)

    def paused_session(self) -> "MatchSession | None":
        """The match beneath this menu, if any."""
        for scene in reversed(self.ctx.stack.scenes):
            session = getattr(scene, "session", None)
            if session is not None:
                return session
        return None

    def match_would_be_lost(self) -> bool:
        """A match goes on beneath and is not saved (a LAN match; or its save failed)."""
        s = self.paused_session()
        return (s is not None and s.match_over is None and s.board.phase != "match_over"
                and (s.store is None or s.save_failed))

    def quit_game(self) -> None:
        """Close the game; first ask if that ends a match that is not saved."""
        if not self.match_would_be_lost():
            self.ctx.request_quit()
            return
        from ..text.questions import QUIT_UNSAVED
        self.ctx.stack.push(self.ctx.scene("ask", QUIT_UNSAVED,
                                           lambda answer: self.ctx.request_quit() if answer == "quit" else None))

    def handle(self, intent: Intent) -> bool:
        if intent.act in (Act.BACK, Act.PAUSE):
            self.ctx.stack.pop()
            return True
        choice = self.menu.handle(intent)
        if choice == "resume":
            self.ctx.stack.pop()
        elif choice == "players":
            self.ctx.stack.push(self.ctx.scene("lan-players", self.paused_session()))
        elif choice == "settings":
            self.ctx.stack.push(self.ctx.scene("settings"))
        elif choice == "rules":   # open on the game being played
            from .rules import tab_of
            s = self.paused_session()
            self.ctx.stack.push(self.ctx.scene("rules", tab_of(s.options.variant)) if s is not None
                                else self.ctx.scene("rules"))
        elif choice == "title":
            self.ctx.stack.reset(self.ctx.scene("title"))
        elif choice == "quit":
            self.quit_game()
        return True

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        box = pygame.Rect(0, 0, 540, 570)
        box.center = (640, 360)
        return box

    def draw(self, surface: Target) -> None:
        ui.veil(surface, 160)
        box = self.content
        ui.panel(surface, box, alpha=255)     # opaque: the table's text never shows between the buttons
        ui.text(surface, self.ctx.fonts, _("Paused"), theme.SIZE_H1, theme.INK, (640, box.y + 30), "midtop",
                bold=True)
        self.menu.draw(surface, self.ctx.fonts)
        s = self.paused_session()
        if s is not None and s.store is not None and not self.match_would_be_lost():
            from ..text.questions import SAVED_NOTE
            ui.text(surface, self.ctx.fonts, _(SAVED_NOTE), theme.SIZE_SMALL, theme.INK, (640, box.bottom - 58),
                    "midbottom")
        hint = footer(self.ctx, ((MOVE, N_("choose")), (Act.CONFIRM, N_("select")), (Act.BACK, N_("resume"))))
        ui.text(surface, self.ctx.fonts, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 20), "midbottom")
