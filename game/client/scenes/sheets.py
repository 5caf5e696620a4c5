"""Sheets for looking at the art: every card of the deck, and every score-marker arrangement."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cards import JOKER, SUITS, card, deck
from game.rules.markers import markers

from .. import ui
from ..art.card_art import Look
from ..art.marker_art import MarkerArt
from ..drawing import theme
from ..drawing.canvas import Target
from ..text.translate import _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class CardSheetScene(Scene):
    name = "cards"

    def __init__(self, ctx: Context, four_colour: bool = False) -> None:
        super().__init__(ctx)
        self.four_colour = four_colour

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        art, f, fc = self.ctx.cards, self.ctx.fonts, self.four_colour
        title = _("The 25-card deck — four colours") if fc else _("The 25-card deck")
        ui.text(surface, f, title, theme.SIZE_H2, theme.INK, (36, 14), bold=True)
        w, step = 84, 94
        x0, y0, row_h = 36, 66, 128
        full = deck(25)
        rows = [full[:12] + [JOKER], full[12:24]]
        for r, cards in enumerate(rows):
            for i, c in enumerate(cards):
                surface.blit(art.face(c, w, four_colour=fc), (x0 + i * step, y0 + r * row_h))
        surface.blit(art.back(w), (x0 + 12 * step, y0 + row_h))
        # Third row: 7s and 8s of the 32-card deck, then the looks: highlighted, dimmed, dimmed back.
        y = y0 + 2 * row_h
        sevens = [card(r, s) for s in SUITS for r in (0, 1)]
        for i, c in enumerate(sevens):
            surface.blit(art.face(c, w, four_colour=fc), (x0 + i * step, y))
        surface.blit(art.face(full[5], w, four_colour=fc, look=Look.HIGHLIGHT), (x0 + 8 * step + 20, y))
        surface.blit(art.face(full[10], w, four_colour=fc, look=Look.DIM), (x0 + 9 * step + 20, y))
        surface.blit(art.face(JOKER, w, look=Look.HIGHLIGHT), (x0 + 10 * step + 20, y))
        surface.blit(art.back(w, look=Look.DIM), (x0 + 11 * step + 20, y))
        # Fourth row: the low marker cards 3, 4, 6 of each suit.
        y += row_h
        for i, (s, pips) in enumerate((s, p) for s in SUITS for p in (3, 4, 6)):
            surface.blit(art.low(pips, s, w, four_colour=fc), (x0 + i * step, y))
        ui.text(surface, f, _("7s and 8s (32-card deck)  ·  highlighted, dimmed  ·  low cards 3, 4, 6 for the score"),
                theme.SIZE_SMALL, theme.INK_MUTED, (x0, 704), "bottomleft")


class MarkerSheetScene(Scene):
    name = "markers"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.art = MarkerArt(ctx.cards, ctx.fonts)

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        ui.text(surface, f, _("Score markers: the pips you can see are the score"), theme.SIZE_H2, theme.INK,
                (36, 14), bold=True)
        width = 72
        cw, ch = MarkerArt.canvas_size(width)
        y = 70
        for target, suit in ((5, 2), (10, 3)):
            heading = _("Game to 5: a 3 and a 4") if target == 5 else \
                _("Game to {target}: a 4 and a 6").format(target=target)
            ui.text(surface, f, heading, theme.SIZE_SMALL, theme.GOLD, (40, y))
            y += 30
            for score in range(target):
                col, row = score % 5, score // 5
                img = self.art.surface(markers(score, target), width, suit, score=score,
                                       four_colour=self.ctx.settings.four_colour)
                surface.blit(img, (36 + col * (cw + 34), y + row * (ch + 6)))
            y += ((target + 4) // 5) * (ch + 6) + 8
