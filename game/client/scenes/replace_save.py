"""Asked before a new match takes the place of the saved one: keep it (the default) or start anew."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

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
    from ..table.autosave import SavedMatch

BOX = pygame.Rect(0, 0, 760, 430)
BOX.center = (640, 360)


class ReplaceSaveScene(Scene):
    """Over the setup. "Keep my match" (focused) calls ``keep`` (the setup remembers the
    options just chosen as the next match's) and goes to the title screen, where Continue
    picks the match up; "Start a new match" calls ``start_new``, which replaces the save;
    Back returns to the setup. Nothing is lost unless the player chooses it."""

    name = "replace-save"
    transparent = True

    def __init__(self, ctx: "Context", saved: "SavedMatch | None", start_new: Callable[[], None],
                 keep: Callable[[], None] = lambda: None) -> None:
        super().__init__(ctx)
        self.saved = saved
        self.start_new = start_new
        self.keep = keep
        self.menu = ui.Menu([ui.MenuItem("keep", N_("Keep my match")), ui.MenuItem("new", N_("Start a new match"))],
                            640, BOX.bottom - 170, width=360, height=52, gap=12)

    def handle(self, intent: Intent) -> bool:
        if intent.act is Act.BACK:
            self.ctx.stack.pop()
            return True
        choice = self.menu.handle(intent)
        if choice == "keep":
            self.keep()
            self.ctx.stack.reset(self.ctx.scene("title"))
        elif choice == "new":
            self.ctx.stack.pop()
            self.start_new()
        return True   # nothing reaches the setup beneath

    def draw(self, surface: Target) -> None:
        ui.veil(surface, 170)
        ui.panel(surface, BOX, alpha=255, edge=theme.GOLD)
        f = self.ctx.fonts
        ui.text(surface, f, _("You have a match saved"), theme.SIZE_H1, theme.INK, (640, BOX.y + 26), "midtop",
                bold=True)
        lines = self.saved.lines() if self.saved is not None else (_("A match you have not finished."), "")
        w = BOX.w - 60
        ui.text(surface, f, ui.fit(f, lines[0], theme.SIZE_BODY - 2, w), theme.SIZE_BODY - 2, theme.GOLD,
                (640, BOX.y + 96), "midtop", bold=True)
        if lines[1]:
            ui.text(surface, f, ui.fit(f, lines[1], theme.SIZE_SMALL, w), theme.SIZE_SMALL, theme.INK,
                    (640, BOX.y + 132), "midtop")
        from ..text.questions import REPLACE_SAVE_LINES
        for i, line in enumerate(REPLACE_SAVE_LINES):
            ui.text(surface, f, _(line), theme.SIZE_SMALL, theme.INK_MUTED, (640, BOX.y + 178 + 28 * i), "midtop")
        self.menu.draw(surface, f)
        hint = footer(self.ctx, ((MOVE, N_("choose")), (Act.CONFIRM, N_("select")),
                                 (Act.BACK, N_("back to the setup"))))
        ui.text(surface, f, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, BOX.bottom - 20), "midbottom")
