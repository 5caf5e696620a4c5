"""The green felt table background: a soft radial light with a dark rim, made once per size."""
from __future__ import annotations

import random

import pygame

from ..drawing import sharp
from ..drawing.theme import FELT, FELT_DARK, FELT_LIGHT

KEPT_SIZES = 4
GRAIN_TILE = 241     # an odd size, so the tiles' seams fall nowhere in particular


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(a, b))
    return r, g, bl


class Felt:
    """Makes and caches felt surfaces by size."""

    def __init__(self) -> None:
        self._cache: dict[tuple[int, int], pygame.Surface] = {}
        self._tile: pygame.Surface | None = None

    def surface(self, size: tuple[int, int]) -> pygame.Surface:
        size = (int(size[0]), int(size[1]))
        surf = self._cache.get(size)
        if surf is None:
            if len(self._cache) >= KEPT_SIZES:    # a window being resized passes many sizes
                self._cache.clear()
            surf = self._make(size)
            self._cache[size] = sharp.remade_by(self, surf, lambda felt, k: felt.surface((round(size[0] * k),
                                                                                 round(size[1] * k))))
        return surf

    def _make(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        small = pygame.Surface((64, 36))
        small.fill(FELT_DARK)
        steps = 28
        for i in range(steps):  # concentric ellipses, dark rim to light centre
            t = i / (steps - 1)
            colour = _mix(FELT_DARK, FELT, min(1.0, t * 1.6)) if t < 0.62 else _mix(FELT, FELT_LIGHT, (t - 0.62) / 0.38)
            k = 1.25 - t
            r = pygame.Rect(0, 0, 64 * k * 1.15, 36 * k * 1.3)
            r.center = (32, 17)
            pygame.draw.ellipse(small, colour, r)
        surf = pygame.transform.smoothscale(small, (w, h))
        # A faint woven grain: deterministic speckles, lighter and darker, a tile laid over it all
        # (so a full-screen felt is made as fast as a small one).
        grain = self._grain()
        for x in range(0, w, GRAIN_TILE):
            for y in range(0, h, GRAIN_TILE):
                surf.blit(grain, (x, y))
        return surf.convert() if pygame.display.get_surface() else surf

    def _grain(self) -> pygame.Surface:
        if self._tile is None:
            rng = random.Random(7)
            self._tile = pygame.Surface((GRAIN_TILE, GRAIN_TILE), pygame.SRCALPHA)
            for _ in range(GRAIN_TILE * GRAIN_TILE // 40):
                x, y = rng.randrange(GRAIN_TILE), rng.randrange(GRAIN_TILE)
                self._tile.set_at((x, y), (255, 255, 255, 10) if rng.random() < 0.5 else (0, 0, 0, 16))
        return self._tile
