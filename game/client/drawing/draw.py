"""Shapes on a ``Target``, as ``pygame.draw`` draws them, in logical points: on a Canvas at its
scale (positions, sizes, line widths and corner radii times ``k``), so an edge is as sharp at
1920x1080 as at 1280x720; on a plain Surface exactly as pygame.draw. Each returns the logical
rectangle it touched."""
from __future__ import annotations

from typing import Sequence

import pygame

from .canvas import Canvas, Point, Target


def _back(surface: Canvas, r: pygame.Rect) -> pygame.Rect:
    x0, y0 = surface.to_logical(r.topleft)
    x1, y1 = surface.to_logical(r.bottomright)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def rect(surface: Target, colour, r, width: int = 0, border_radius: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas) or surface.exact:
        t = surface.target if isinstance(surface, Canvas) else surface
        return pygame.draw.rect(t, colour, r, width, border_radius=border_radius)
    return _back(surface, pygame.draw.rect(surface.target, colour, surface.rect_px(r), surface.px(width),
                                           border_radius=surface.px(border_radius)))


def line(surface: Target, colour, start: Point, end: Point, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas) or surface.exact:
        t = surface.target if isinstance(surface, Canvas) else surface
        return pygame.draw.line(t, colour, start, end, width)
    return _back(surface, pygame.draw.line(surface.target, colour, surface.to_px(start), surface.to_px(end),
                                           surface.px(width)))


def lines(surface: Target, colour, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas) or surface.exact:
        t = surface.target if isinstance(surface, Canvas) else surface
        return pygame.draw.lines(t, colour, closed, points, width)
    return _back(surface, pygame.draw.lines(surface.target, colour, closed, [surface.to_px(p) for p in points],
                                            surface.px(width)))


def polygon(surface: Target, colour, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas) or surface.exact:
        t = surface.target if isinstance(surface, Canvas) else surface
        return pygame.draw.polygon(t, colour, points, width)
    return _back(surface, pygame.draw.polygon(surface.target, colour, [surface.to_px(p) for p in points],
                                              surface.px(width)))


def circle(surface: Target, colour, centre: Point, radius: float, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas) or surface.exact:
        t = surface.target if isinstance(surface, Canvas) else surface
        return pygame.draw.circle(t, colour, centre, radius, width)
    return _back(surface, pygame.draw.circle(surface.target, colour, surface.to_px(centre),
                                             max(1, round(radius * surface.k)), surface.px(width)))
