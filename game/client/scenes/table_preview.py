"""A still table with sample cards and markers, to judge card art and layout in place (no rules)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.cards import parse_many, parse
from game.rules.markers import markers

from .. import theme, ui
from ..card_art import Look
from ..intents import Act, Intent
from ..marker_art import MarkerArt
from ..suit_shapes import draw_suit
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

SAMPLE_HAND = parse_many("JH JD AH KS 9C")
SAMPLE_LOOKS = (Look.HIGHLIGHT, Look.NORMAL, Look.NORMAL, Look.DIM, Look.DIM)


class TablePreviewScene(Scene):
    """Sample cards only; nothing here decides anything about the game."""

    name = "table-preview"

    def __init__(self, ctx: Context, target: int = 10, scores: tuple[int, int] = (7, 4)) -> None:
        super().__init__(ctx)
        self.target = target
        self.scores = scores
        self.markers = MarkerArt(ctx.cards, ctx.fonts)

    def handle(self, intent: Intent) -> bool:
        from .pause import PauseScene
        if intent.act in (Act.PAUSE, Act.BACK):
            self.ctx.stack.push(PauseScene(self.ctx))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.felt.surface(surface.get_size()), (0, 0))
        s = self.ctx.settings
        f = self.ctx.fonts
        width = 132 if s.large_cards else 112
        # Opponent's hand, face down, top centre.
        back = self.ctx.cards.back(84)
        for i in range(5):
            surface.blit(back, (640 - 2.5 * 56 + i * 56 - 14, 24))
        ui.text(surface, f, "Opponent", theme.SIZE_SMALL, theme.INK_MUTED, (640, 152), "midtop")
        # Stock and upcard in the middle.
        for k in range(3):
            surface.blit(self.ctx.cards.back(100), (500 + k * 2, 250 - k * 2))
        up = self.ctx.cards.face(parse("QH"), 100, four_colour=s.four_colour)
        surface.blit(up, (640, 246))
        ui.text(surface, f, "upcard", theme.SIZE_SMALL, theme.INK_MUTED, (690, 392), "midtop")
        # Trump badge.
        badge = pygame.Rect(840, 270, 200, 64)
        ui.panel(surface, badge, alpha=200, radius=12)
        ui.text(surface, f, "Trump", theme.SIZE_SMALL, theme.INK_MUTED, (badge.x + 18, badge.centery), "midleft")
        pygame.draw.circle(surface, (250, 248, 240), (badge.right - 42, badge.centery), 22)
        draw_suit(surface, 2, (badge.right - 42, badge.centery + 1), 28, (200, 28, 44))
        # Your hand, bottom centre: the focused card raised and gold-edged, unplayable ones dimmed.
        gap = width + 14
        x0 = 640 - (5 * gap - 14) // 2
        for i, (c, look) in enumerate(zip(SAMPLE_HAND, SAMPLE_LOOKS)):
            face = self.ctx.cards.face(c, width, four_colour=s.four_colour, look=look)
            y = 720 - face.get_height() - (40 if look is Look.HIGHLIGHT else 18)
            surface.blit(face, (x0 + i * gap, y))
        ui.text(surface, f, s.player_name, theme.SIZE_SMALL, theme.INK, (x0 - 20, 700), "bottomright")
        # Score markers, left edge.
        for row, (label, score, suit) in enumerate((("Opponent", self.scores[1], 3), ("You", self.scores[0], 2))):
            y = 40 + row * 240
            ui.text(surface, f, label, theme.SIZE_SMALL, theme.INK, (28, y))
            m = self.markers.surface(markers(score, self.target), 74, suit, score=score,
                                     four_colour=s.four_colour)
            surface.blit(m, (18, y + 28))
        ui.text(surface, f, f"Game to {self.target}", theme.SIZE_SMALL, theme.INK_MUTED, (28, 520))
        prompt = pygame.Rect(0, 0, 420, 48)
        prompt.center = (1040, 470)
        ui.panel(surface, prompt, alpha=210, radius=24, edge=theme.GOLD)
        ui.text(surface, f, "Your turn: follow suit", theme.SIZE_BODY, theme.INK, prompt.center, "center")
