"""A question over the scene beneath, asked before something is left or changed for good:
"Leave the lesson?", "Quit the game?", "Keep your statistics?" (the words: ``text/questions.py``)."""
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
    from ..text.questions import Question

WIDTH = 780
LINE = 30
BUTTON_H, BUTTON_GAP = 52, 12


class AskScene(Scene):
    """The answers are a menu, the first (the safe one) focused; Back, and Pause (Start pressed
    again), give the question's ``back`` answer. An answer takes the question away, then calls
    ``answer(key)``; nothing reaches the scene beneath while it is asked."""

    name = "ask"
    transparent = True

    def __init__(self, ctx: "Context", question: "Question", answer: Callable[[str], None]) -> None:
        super().__init__(ctx)
        self.question = question
        self.answer = answer
        self.lines = [part for line in question.lines
                      for part in ui.wrap(ctx.fonts, _(line), theme.SIZE_SMALL, WIDTH - 60)]
        n = len(question.answers)
        h = 96 + LINE * len(self.lines) + 24 + n * (BUTTON_H + BUTTON_GAP) + 56
        self.box = pygame.Rect(0, 0, WIDTH, h)
        self.box.center = (640, 360)
        top = self.box.y + 96 + LINE * len(self.lines) + 24
        self.menu = ui.Menu([ui.MenuItem(k, label) for k, label in question.answers], 640, top,
                            width=420, height=BUTTON_H, gap=BUTTON_GAP)

    @property
    def title(self) -> str:
        return _(self.question.title)

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        return self.box

    def handle(self, intent: Intent) -> bool:
        if intent.act in (Act.BACK, Act.PAUSE):
            self._give(self.question.back)
            return True
        if intent.act in (Act.LEFT, Act.RIGHT):   # a pad's stick or d-pad sideways moves too
            intent = Intent(Act.UP if intent.act is Act.LEFT else Act.DOWN, intent.device)
        choice = self.menu.handle(intent)
        if choice is not None:
            self._give(choice)
        return True

    def _give(self, key: str) -> None:
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.answer(key)

    def draw(self, surface: Target) -> None:
        scenes = self.ctx.stack.scenes
        over_overlay = self in scenes and scenes.index(self) > 0 and scenes[scenes.index(self) - 1].transparent
        ui.veil(surface, 90 if over_overlay else 170)   # over the pause menu: it is veiled already
        box = self.box
        ui.panel(surface, box, alpha=255, edge=theme.GOLD)
        f = self.ctx.fonts
        ui.text(surface, f, _(self.question.title), theme.SIZE_H1, theme.INK, (640, box.y + 26), "midtop", bold=True)
        for i, line in enumerate(self.lines):
            ui.text(surface, f, line, theme.SIZE_SMALL, theme.INK, (640, box.y + 96 + LINE * i), "midtop")
        self.menu.draw(surface, f)
        hint = footer(self.ctx, ((MOVE, N_("choose")), (Act.CONFIRM, N_("select")),
                                 (Act.BACK, self.question.back_words)))
        ui.text(surface, f, ui.fit(f, hint, theme.SIZE_SMALL, box.w - 40), theme.SIZE_SMALL, theme.INK_MUTED,
                (640, box.bottom - 20), "midbottom")
