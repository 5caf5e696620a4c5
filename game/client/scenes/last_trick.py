"""An overlay that shows the last trick played: who played which card, and who took it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from .. import ui
from ..art.card_art import Look
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer
from ..text.translate import N_, _
from ..text.words import by_name
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

Trick = tuple[int, Sequence[tuple[int, int]]]     # (winner seat, ((seat, card), ...) in play order
CARD_W = 130


class LastTrickScene(Scene):
    """Any button closes it; the game beneath waits (it gets no input and no time meanwhile)."""

    name = "last-trick"
    transparent = True

    def __init__(self, ctx: Context, trick: Trick | None, name_of: Callable[[int], str]) -> None:
        super().__init__(ctx)
        self.trick = trick
        self.name_of = name_of

    def handle(self, intent: Intent) -> bool:
        if intent.act not in (Act.POINT, Act.TEXT):
            self.ctx.stack.pop()
        return True

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        plays = list(self.trick[1]) if self.trick else []
        box = pygame.Rect(0, 0, max(560, len(plays) * (CARD_W + 30) + 80), 400)
        box.center = (640, 350)
        return box

    def draw(self, surface: Target) -> None:
        ui.veil(surface, 150)
        f = self.ctx.fonts
        plays = list(self.trick[1]) if self.trick else []
        box = self.content
        ui.panel(surface, box, alpha=255)   # opaque: the turn prompt beneath showed through
        ui.text(surface, f, _("Last trick"), theme.SIZE_H2, theme.INK, (640, box.y + 24), "midtop", bold=True)
        if not plays or self.trick is None:
            ui.text(surface, f, _("No trick has been played yet this hand."), theme.SIZE_BODY, theme.INK_MUTED,
                    (640, box.centery), "center")
        else:
            winner = self.trick[0]
            left = 640 - (len(plays) * (CARD_W + 30) - 30) // 2
            for i, (seat, c) in enumerate(plays):
                look = Look.HIGHLIGHT if seat == winner else Look.NORMAL
                face = self.ctx.cards.face(c, CARD_W, four_colour=self.ctx.settings.four_colour, look=look)
                x = left + i * (CARD_W + 30)
                surface.blit(face, (x, box.y + 84))
                colour = theme.GOLD if seat == winner else theme.INK
                ui.text(surface, f, self.name_of(seat), theme.SIZE_SMALL, colour,
                        (x + CARD_W // 2, box.y + 94 + face.get_height()), "midtop", bold=seat == winner)
            ui.text(surface, f, by_name(self.name_of(winner), N_("You took it"), N_("{name} took it")),
                    theme.SIZE_BODY,
                    theme.GOLD,
                    (640, box.bottom - 62), "midtop")
        ui.text(surface, f, footer(self.ctx, ((Act.CONFIRM, N_("close")),)), theme.SIZE_SMALL, theme.INK_MUTED,
                (box.right - 20, box.bottom - 14), "bottomright")
