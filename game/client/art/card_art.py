"""Playing cards drawn by our own code: faces, courts, Joker, back, low marker cards; cached."""
from __future__ import annotations

import enum
import math
from typing import Callable

import pygame

from game.rules.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    JACK,
    JOKER,
    KING,
    QUEEN,
    RANK_PRETTY,
    SPADES,
    is_card,
    is_red,
    rank_of,
    suit_of,
    value_of,
)

from ..drawing import sharp
from ..drawing.fonts import Fonts
from ..drawing.kept import Kept
from .court_art import draw_court_half, draw_joker
from .pip_layout import pip_positions, pip_size
from .suit_shapes import draw_suit

SUPERSAMPLE = 3
CARDS_KEPT = 1024      # card images kept: every card in a few looks at the widths met lately
ASPECT = 1.4          # height / width, a poker card is 2.5" x 3.5"
FACE = (252, 250, 243)
EDGE = (140, 140, 136)
RED = (200, 28, 44)
BLACK = (24, 24, 30)
GREEN = (18, 124, 58)      # four-colour clubs
BLUE = (26, 82, 196)       # four-colour diamonds
BACK_MAIN = (138, 26, 40)
BACK_LINE = (178, 58, 70)
BACK_GOLD = (232, 196, 110)
HIGHLIGHT = (255, 204, 60)


class Look(enum.Enum):
    NORMAL = "normal"
    DIM = "dim"              # unplayable: greyed and darkened
    HIGHLIGHT = "highlight"  # focused / playable: gold edge


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card drawn ``width`` pixels wide."""
    return (int(width), round(width * ASPECT))


def suit_colour(suit: int, four_colour: bool = False) -> tuple[int, int, int]:
    if four_colour and suit == CLUBS:
        return GREEN
    if four_colour and suit == DIAMONDS:
        return BLUE
    return RED if is_red(suit) else BLACK


class CardArt:
    """Draws and caches card surfaces. Same key, same Surface object (treat it as read-only)."""

    def __init__(self, fonts: Fonts) -> None:
        self._fonts = fonts
        self._cache: Kept[tuple, pygame.Surface] = Kept(CARDS_KEPT)

    # -- public -------------------------------------------------------------------------
    def face(self, card: int, width: int, *, four_colour: bool = False, look: Look = Look.NORMAL) -> pygame.Surface:
        """The face of ``card`` (an int from game.rules.cards: 2 to A of a suit, or JOKER)."""
        if not is_card(card):
            raise ValueError(f"not a card: {card!r}")
        key = ("face", card, int(width), four_colour, look)
        return self._cached(key, lambda: self._render_face(card, int(width), four_colour, look),
                            lambda art, k: art.face(card, round(width * k), four_colour=four_colour, look=look))

    def index_face(self, card: int, width: int, *, four_colour: bool = False,
                   look: Look = Look.NORMAL) -> pygame.Surface:
        """``card`` as only a large rank over a large suit, card-sized: for small cards, where
        a full face's corner index is too small to tell spades from clubs."""
        if not is_card(card):
            raise ValueError(f"not a card: {card!r}")
        key = ("index", card, int(width), four_colour, look)
        again = lambda art, k: art.index_face(card, round(width * k), four_colour=four_colour, look=look)  # noqa: E731
        if card == JOKER:
            return self._cached(key, lambda: self._render(int(width), look, self._paint_big_joker), again)
        rank, suit = rank_of(card), suit_of(card)
        ink = suit_colour(suit, four_colour)
        return self._cached(key, lambda: self._render(
            int(width), look, lambda s, w, h: self._paint_big_index(s, w, h, RANK_PRETTY[rank], suit, ink)), again)

    def back(self, width: int, *, look: Look = Look.NORMAL) -> pygame.Surface:
        key = ("back", int(width), look)
        return self._cached(key, lambda: self._render(int(width), look, self._paint_back),
                            lambda art, k: art.back(round(width * k), look=look))

    def low(self, pips: int, suit: int, width: int, *, four_colour: bool = False, indices: bool = True,
            look: Look = Look.NORMAL) -> pygame.Surface:
        """A low pip card (3, 4 or 6 — any count with a pip layout) used as a score marker
        (a card of the full pack's twos to sixes is a ``face``)."""
        pip_positions(pips)  # validates
        key = ("low", pips, suit, int(width), four_colour, indices, look)
        ink = suit_colour(suit, four_colour)
        return self._cached(key, lambda: self._render(
            int(width), look, lambda s, w, h: self._paint_pips(s, w, h, str(pips), pips, suit, ink, indices)),
            lambda art, k: art.low(pips, suit, round(width * k), four_colour=four_colour, indices=indices, look=look))

    def cache_size(self) -> int:
        return len(self._cache)

    # -- rendering ----------------------------------------------------------------------
    def _cached(self, key: tuple, make, again: Callable[[CardArt, float], pygame.Surface]) -> pygame.Surface:
        """The card for ``key``, made once; ``again(art, k)``: the same card ``k`` times as wide,
        for a larger window (``sharp``; the card art held weakly)."""
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache.put(key, sharp.remade_by(self, make(), again))
        return surf

    def _render_face(self, card: int, width: int, four_colour: bool, look: Look) -> pygame.Surface:
        if card == JOKER:
            return self._render(width, look, self._paint_joker)
        rank, suit = rank_of(card), suit_of(card)
        ink = suit_colour(suit, four_colour)
        label = RANK_PRETTY[rank]
        if rank in (JACK, QUEEN, KING):
            return self._render(width, look, lambda s, w, h: self._paint_court(s, w, h, label, rank, suit, ink))
        pips = 1 if rank == ACE else value_of(card)   # 2 .. 10
        return self._render(width, look, lambda s, w, h: self._paint_pips(s, w, h, label, pips, suit, ink, True))

    def _render(self, width: int, look: Look, paint) -> pygame.Surface:
        """Paint at SUPERSAMPLE x size onto a rounded card, apply the look, scale down smoothly."""
        w, h = card_size(max(8, width))
        big_w, big_h = w * SUPERSAMPLE, h * SUPERSAMPLE
        big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        big.fill((*EDGE, 0))
        radius = round(big_w * 0.075)
        pygame.draw.rect(big, (*EDGE, 255), big.get_rect(), border_radius=radius)
        edge = max(SUPERSAMPLE, round(big_w * 0.012))
        pygame.draw.rect(big, (*FACE, 255), big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=radius - edge)
        paint(big, big_w, big_h)
        if look is Look.HIGHLIGHT:
            t = max(2 * SUPERSAMPLE, round(big_w * 0.045))
            pygame.draw.rect(big, (*HIGHLIGHT, 255), big.get_rect(), t, border_radius=radius)
        small = pygame.transform.smoothscale(big, (w, h))
        # smoothscale's filter leaves opaque areas at alpha 253; lift them back to fully opaque.
        small.fill((0, 0, 0, 3), special_flags=pygame.BLEND_RGBA_ADD)
        if look is Look.DIM:
            small.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            small.fill((40, 40, 40), special_flags=pygame.BLEND_RGB_ADD)
        return small

    def _index(self, s: pygame.Surface, w: int, h: int, label: str, suit: int | None, ink) -> None:
        """Rank and small suit in the top-left corner, and the same turned round in the bottom-right."""
        size = round(w * (0.16 if len(label) == 1 else 0.14))
        text = self._fonts.get(size, bold=True).render(label, True, ink)
        if len(label) > 1:  # "10": squeeze so it fits the corner column
            text = pygame.transform.smoothscale(text, (round(w * 0.15), text.get_height()))
        corner = pygame.Surface((round(w * 0.2), round(h * 0.24)), pygame.SRCALPHA)
        cw = corner.get_width()
        corner.blit(text, text.get_rect(midtop=(cw / 2, round(h * 0.012))))
        if suit is not None:
            draw_suit(corner, suit, (cw / 2, h * 0.012 + text.get_height() + w * 0.055), w * 0.11, ink)
        x0, y0 = round(w * 0.025), round(h * 0.025)
        s.blit(corner, (x0, y0))
        s.blit(pygame.transform.rotate(corner, 180), (w - x0 - cw, h - y0 - corner.get_height()))

    def _paint_big_index(self, s: pygame.Surface, w: int, h: int, label: str, suit: int, ink) -> None:
        text = self._fonts.get(round(w * 0.56), bold=True).render(label, True, ink)
        if text.get_width() > w * 0.84:   # "10"
            text = pygame.transform.smoothscale(text, (round(w * 0.84), text.get_height()))
        s.blit(text, text.get_rect(midtop=(w / 2, round(h * 0.04))))
        draw_suit(s, suit, (w / 2, h * 0.7), w * 0.56, ink)

    def _paint_big_joker(self, s: pygame.Surface, w: int, h: int) -> None:
        ink = (120, 30, 120)
        text = self._fonts.get(round(w * 0.3), bold=True).render("Joker", True, ink)
        if text.get_width() > w * 0.86:
            text = pygame.transform.smoothscale(text, (round(w * 0.86), text.get_height()))
        s.blit(text, text.get_rect(midtop=(w / 2, round(h * 0.08))))
        cx, cy, r = w / 2, h * 0.64, w * 0.34
        star = [(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                 cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
        pygame.draw.polygon(s, (226, 176, 52), star)
        pygame.draw.polygon(s, ink, star, max(2, round(w * 0.03)))

    def _paint_pips(self, s: pygame.Surface, w: int, h: int, label: str, pips: int, suit: int, ink,
                    indices: bool) -> None:
        if indices:
            self._index(s, w, h, label, suit, ink)
        size = w * pip_size(pips, indices)
        for pip in pip_positions(pips, indices):
            draw_suit(s, suit, (pip.x * w, pip.y * h), size, ink, flip=pip.flipped)
        if pips == 1 and suit == SPADES:  # the traditional ornate ace of spades ring
            pygame.draw.circle(s, ink, (w / 2, h / 2), w * 0.33, max(2, round(w * 0.012)))

    def _panel(self, w: int, h: int) -> pygame.Rect:
        return pygame.Rect(round(w * 0.2), round(h * 0.085), round(w * 0.6), round(h * 0.83))

    def _paint_court(self, s: pygame.Surface, w: int, h: int, label: str, rank: int, suit: int, ink) -> None:
        self._index(s, w, h, label, suit, ink)
        panel = self._panel(w, h)
        tint = tuple(min(255, round(c * 0.1 + 244 * 0.9)) for c in ink)
        pygame.draw.rect(s, tint, panel)
        half = pygame.Surface((panel.w, panel.h // 2), pygame.SRCALPHA)
        draw_court_half(half, rank, suit, ink)
        s.blit(half, panel.topleft)
        s.blit(pygame.transform.rotate(half, 180), (panel.x, panel.y + panel.h - half.get_height()))
        pygame.draw.line(s, ink, (panel.x, panel.centery), (panel.right - 1, panel.centery), max(1, round(w * 0.008)))
        pygame.draw.rect(s, ink, panel, max(2, round(w * 0.014)))
        pygame.draw.rect(s, (226, 176, 52), panel.inflate(-round(w * 0.03), -round(w * 0.03)), max(1, round(w * 0.006)))

    def _paint_joker(self, s: pygame.Surface, w: int, h: int) -> None:
        ink = (120, 30, 120)
        font = self._fonts.get(round(w * 0.1), bold=True)
        letters = [font.render(ch, True, ink) for ch in "JOKER"]
        col = pygame.Surface((round(w * 0.14), round(h * 0.42)), pygame.SRCALPHA)
        y = 0
        for glyph in letters:
            col.blit(glyph, glyph.get_rect(midtop=(col.get_width() / 2, y)))
            y += round(glyph.get_height() * 0.82)
        x0, y0 = round(w * 0.04), round(h * 0.035)
        s.blit(col, (x0, y0))
        s.blit(pygame.transform.rotate(col, 180), (w - x0 - col.get_width(), h - y0 - col.get_height()))
        panel = self._panel(w, h)
        pygame.draw.rect(s, (248, 240, 250), panel)
        fig = pygame.Surface((panel.w, round(panel.h * 0.72)), pygame.SRCALPHA)
        draw_joker(fig, ink)
        s.blit(fig, (panel.x, panel.y + round(panel.h * 0.04)))
        # A star under the figure.
        cx, cy, r = panel.centerx, panel.y + panel.h * 0.86, panel.w * 0.12
        star = [(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                 cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
        pygame.draw.polygon(s, (226, 176, 52), star)
        pygame.draw.rect(s, ink, panel, max(2, round(w * 0.014)))

    def _paint_back(self, s: pygame.Surface, w: int, h: int) -> None:
        margin = round(w * 0.06)
        inner = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        pygame.draw.rect(s, BACK_MAIN, inner, border_radius=round(w * 0.035))
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, round(w * 0.09))
        lw = max(1, round(w * 0.012))
        for k in range(-inner.h, inner.w + inner.h, step):  # a diagonal lattice
            pygame.draw.line(pattern, BACK_LINE, (k, 0), (k + inner.h, inner.h), lw)
            pygame.draw.line(pattern, BACK_LINE, (k, inner.h), (k + inner.h, 0), lw)
        s.blit(pattern, inner.topleft)
        pygame.draw.rect(s, BACK_GOLD, inner, max(2, round(w * 0.015)), border_radius=round(w * 0.035))
        # Centre medallion with the four suits.
        cx, cy = w / 2, h / 2
        rx, ry = w * 0.26, w * 0.3
        medal = pygame.Rect(0, 0, 2 * rx, 2 * ry)
        medal.center = (round(cx), round(cy))
        pygame.draw.ellipse(s, BACK_MAIN, medal)
        pygame.draw.ellipse(s, BACK_GOLD, medal, max(2, round(w * 0.015)))
        d = w * 0.13
        for suit, (dx, dy) in zip(range(4), ((0, -1), (1, 0), (0, 1), (-1, 0))):
            draw_suit(s, suit, (cx + dx * d, cy + dy * d * 1.15), w * 0.11, BACK_GOLD)
