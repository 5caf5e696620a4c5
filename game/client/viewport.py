"""Letterboxing: where the logical surface (1280x720, or 720x1280 upright) sits in any window, both ways."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .theme import LOGICAL_SIZE


@dataclass(frozen=True, slots=True)
class Viewport:
    """The largest aspect-kept rectangle of the logical surface that fits the window, centred."""

    window: tuple[int, int]
    logical: tuple[int, int] = LOGICAL_SIZE

    @property
    def scale(self) -> float:
        ww, wh = self.window
        lw, lh = self.logical
        return min(ww / lw, wh / lh)

    @property
    def rect(self) -> pygame.Rect:
        ww, wh = self.window
        lw, lh = self.logical
        s = self.scale
        w = max(1, min(ww, round(lw * s)))
        h = max(1, min(wh, round(lh * s)))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """A window pixel as a logical point, or None if it falls in the letterbox bars."""
        r = self.rect
        x, y = pos
        if not r.collidepoint(x, y):
            return None
        lw, lh = self.logical
        # Linear from first to last pixel, so the window's content corners are the logical corners.
        lx = round((x - r.x) * (lw - 1) / max(1, r.w - 1))
        ly = round((y - r.y) * (lh - 1) / max(1, r.h - 1))
        return (min(lw - 1, max(0, lx)), min(lh - 1, max(0, ly)))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A logical point as the nearest window pixel (the inverse of ``to_logical``)."""
        r = self.rect
        lw, lh = self.logical
        return (r.x + round(pos[0] * (r.w - 1) / (lw - 1)), r.y + round(pos[1] * (r.h - 1) / (lh - 1)))

    def present(self, logical: pygame.Surface, window: pygame.Surface, bars: tuple[int, int, int] = (0, 0, 0)) -> None:
        """Scale the logical surface into the window with smoothscale; fill the bars."""
        r = self.rect
        window.fill(bars)
        if r.size == logical.get_size():
            window.blit(logical, r)
        else:
            window.blit(pygame.transform.smoothscale(logical, r.size), r)
