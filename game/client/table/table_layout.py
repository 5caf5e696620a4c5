"""Where things lie on the 1280x720 table: hands, trick spots, stock, labels, bubbles by place."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..art.card_art import card_size

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
HAND_MARGIN = 12
FOCUS_RAISE = 22


def place_of(seat: int, me: int, players: int) -> str:
    """The screen place of ``seat`` when ``me`` sits at the bottom; play goes clockwise."""
    rel = (seat - me) % players
    if players == 2:
        return BOTTOM if rel == 0 else TOP
    return (BOTTOM, LEFT, TOP, RIGHT)[rel]


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Positions for a table of ``players``; ``large`` follows the larger-cards setting."""

    players: int
    large: bool = False

    # -- sizes --------------------------------------------------------------------------
    @property
    def hand_width(self) -> int:
        return 116 if self.large else 100

    @property
    def back_width(self) -> int:
        return 62

    @property
    def trick_width(self) -> int:
        return 92 if self.players == 2 else 84

    @property
    def stock_width(self) -> int:
        return 84

    # -- my hand ------------------------------------------------------------------------
    def hand_rects(self, count: int, focus: int | None = None) -> list[pygame.Rect]:
        """Rects of the bottom hand's cards, left to right (the focused one raised)."""
        w, h = card_size(self.hand_width)
        gap = w + 10
        if count > 1 and gap * (count - 1) + w > 760:
            gap = (760 - w) // (count - 1)
        total = gap * (count - 1) + w if count else 0
        x0 = 640 - total // 2
        y = 720 - h - HAND_MARGIN
        return [pygame.Rect(x0 + i * gap, y - (FOCUS_RAISE if i == focus else 0), w, h)
                for i in range(count)]

    # -- other hands (face down) ----------------------------------------------------------
    def back_centres(self, place: str, count: int) -> list[tuple[float, float]]:
        """Centres of a face-down hand's cards at ``place`` (left/right hands stand sideways)."""
        step = 30
        span = step * (count - 1)
        if place == TOP:
            return [(640 - span / 2 + i * step, 64) for i in range(count)]
        if place == LEFT:
            return [(70, 330 - span / 2 + i * step) for i in range(count)]
        if place == RIGHT:
            return [(1210, 330 - span / 2 + i * step) for i in range(count)]
        return [(r.centerx, r.centery) for r in self.hand_rects(count)]

    def hand_centre(self, place: str) -> tuple[float, float]:
        return {BOTTOM: (640, 640), TOP: (640, 64), LEFT: (70, 330), RIGHT: (1210, 330)}[place]

    def label_pos(self, place: str) -> tuple[tuple[int, int], str]:
        """Where a player's name goes, and the text anchor."""
        return {BOTTOM: ((30, 706), "bottomleft"), TOP: ((640, 124), "midtop"),
                LEFT: ((70, 436), "midtop"), RIGHT: ((1210, 436), "midtop")}[place]

    def bubble_pos(self, place: str) -> tuple[int, int]:
        """The point a speech bubble comes from for a player at ``place``."""
        return {BOTTOM: (110, 598), TOP: (820, 60), LEFT: (150, 210), RIGHT: (1130, 210)}[place]

    # -- middle -------------------------------------------------------------------------
    def trick_spot(self, place: str) -> tuple[int, int]:
        if self.players == 2:
            return {BOTTOM: (640, 392), TOP: (640, 262)}.get(place, (640, 330))
        return {BOTTOM: (640, 410), TOP: (640, 236), LEFT: (536, 323), RIGHT: (744, 323)}[place]

    @property
    def stock_centre(self) -> tuple[int, int]:
        return (300, 330)

    @property
    def upcard_centre(self) -> tuple[int, int]:
        return (392, 330)

    centre = (640, 330)

    def keep_clear(self) -> list[pygame.Rect]:
        """What a floating note (a hint) must not cover: the stock and upcard with their labels,
        and the hands and names at the sides."""
        w, h = card_size(self.stock_width)
        stock = pygame.Rect(0, 0, w + 6, h + 6)
        stock.center = self.stock_centre
        up = pygame.Rect(0, 0, w, h)
        up.center = self.upcard_centre
        table = stock.union(up)
        table.h += 40    # "stock" and "upcard" below
        out = [table.inflate(16, 0)]
        if self.players == 4:
            for place in (LEFT, RIGHT):
                cx, _ = self.hand_centre(place)
                out.append(pygame.Rect(cx - 90, 230, 180, 280))   # cards, name and badges
        return out


def clear_of(box: pygame.Rect, blockers: list[pygame.Rect], bounds: pygame.Rect, gap: int = 12) -> pygame.Rect:
    """``box`` moved sideways as little as it takes to cover none of ``blockers`` while staying
    inside ``bounds``; unmoved if no such place is found."""
    if not any(box.colliderect(b) for b in blockers):
        return box
    xs = sorted({b.right + gap for b in blockers} | {b.left - gap - box.w for b in blockers},
                key=lambda x: abs(x - box.x))
    for x in xs:
        moved = box.move(x - box.x, 0)
        if bounds.contains(moved) and not any(moved.colliderect(b) for b in blockers):
            return moved
    return box

