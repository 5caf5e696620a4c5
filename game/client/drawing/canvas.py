"""Where a scene draws: a ``Canvas`` in logical points over the window's own pixels.

A scene lays itself out in logical points (1280x720 wide, 720x1280 upright, or the window's
shape at that height or width) and draws on a Canvas, which puts logical point ``p`` at window
pixel ``origin + p * k``. Images are blitted as their maker makes them at scale ``k``
(``sharp.at_scale``): text glyphs by the font at the scaled size, cards at the scaled width.
Shapes go through ``draw`` (rects, lines, circles at the scaled size). So at 1920x1080 nothing
is upscaled, and at 1280x720 (``k == 1``, origin 0) a Canvas draws exactly as the Surface it
wraps.

``Target`` is what the drawing helpers accept: a Canvas, or a plain Surface (an image being
made, or a test drawing a scene onto a Surface of its own), drawn on at scale 1.
"""
from __future__ import annotations

from typing import Union

import pygame

from . import sharp

Point = tuple[float, float]


class Canvas:
    """``size`` logical points drawn at scale ``k`` onto ``target`` from pixel ``origin``.

    It answers the Surface calls scenes make (``blit``, ``fill``, ``get_size``, ``get_rect``,
    ``get_at``...) in logical points. ``area`` is the whole target in logical points: larger
    than ``get_rect()`` where a scene laid out for 1280x720 is shown in a window of another
    shape (the felt and the veils cover all of it)."""

    __slots__ = ("target", "k", "origin", "size", "_area")

    def __init__(self, target: pygame.Surface, k: float = 1.0, origin: Point = (0, 0),
                 size: tuple[int, int] | None = None) -> None:
        self.target = target
        self.k = k
        self.origin = origin
        if size is None:
            size = (round(target.get_width() / k), round(target.get_height() / k))
        self.size = size
        x0, y0 = self.to_logical((0, 0))
        x1, y1 = self.to_logical(target.get_size())
        self._area = pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def __repr__(self) -> str:
        return f"Canvas({self.size[0]}x{self.size[1]} at {self.k:.3f}, origin {self.origin})"

    @property
    def exact(self) -> bool:
        """Whether logical points are the target's pixels (scale 1, no offset)."""
        return self.k == 1.0 and self.origin == (0, 0)

    # -- mapping --------------------------------------------------------------------------
    def to_px(self, p: Point) -> tuple[int, int]:
        """The target pixel of logical point ``p``."""
        return (round(self.origin[0] + p[0] * self.k), round(self.origin[1] + p[1] * self.k))

    def rect_px(self, r: pygame.Rect | tuple) -> pygame.Rect:
        """The target pixels a logical rectangle covers (its edges rounded, so rectangles that
        touch still touch)."""
        r = pygame.Rect(r)
        x0, y0 = self.to_px(r.topleft)
        x1, y1 = self.to_px(r.bottomright)
        return pygame.Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The logical point at target pixel ``pos`` (the inverse of ``to_px``)."""
        return (round((pos[0] - self.origin[0]) / self.k), round((pos[1] - self.origin[1]) / self.k))

    def px(self, v: float) -> int:
        """A logical length in whole pixels (at least 1 if ``v`` is positive)."""
        return sharp.px(v, self.k)

    @property
    def area(self) -> pygame.Rect:
        """The whole target, in logical points."""
        return self._area.copy()

    # -- what a Surface answers -----------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **kw) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size)
        for name, value in kw.items():
            setattr(r, name, value)
        return r

    def get_at(self, pos: tuple[int, int]) -> pygame.Color:
        """The colour at logical point ``pos`` (the centre of its pixels)."""
        return self.target.get_at(self.to_px((pos[0] + 0.5, pos[1] + 0.5)) if not self.exact else pos)

    def blit(self, source: "pygame.Surface | Canvas", dest, area=None, special_flags: int = 0,
             anchor: str = "center") -> pygame.Rect:
        """Draw ``source`` (logical size) with its top-left at logical ``dest`` (a point or a
        rect); returns the logical rectangle drawn, clipped to the target as pygame does.
        ``anchor``: the edge kept where it falls if the image made at this scale is a pixel or
        two wider or narrower than ``source`` scaled (``put``): a line of text set flush left
        is blitted with "topleft", so its lines start at one x whatever their lengths."""
        layer = source.target if isinstance(source, Canvas) else None
        if self.exact and not isinstance(source, Canvas):
            return self.target.blit(source, dest, area, special_flags)
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        w, h = source.get_size() if area is None else pygame.Rect(area).size
        if layer is not None:
            img = layer if isinstance(source, Canvas) and source.k == self.k else \
                pygame.transform.smoothscale(layer, (self.px(source.size[0]), self.px(source.size[1])))
        else:
            assert isinstance(source, pygame.Surface)
            img = sharp.at_scale(source, self.k)
            alpha = source.get_alpha()
            if alpha is not None and img.get_alpha() != alpha:
                img.set_alpha(alpha)
        if area is None:
            self.put(img, pygame.Rect(round(x), round(y), w, h), special_flags, anchor)
        else:
            a = pygame.Rect(area)
            part = pygame.Rect(round(a.x * self.k), round(a.y * self.k), self.px(a.w), self.px(a.h))
            self.target.blit(img, self.to_px((x, y)), part, special_flags)
        return pygame.Rect(round(x), round(y), w, h).clip(self._area)

    def put(self, img: pygame.Surface, rect: pygame.Rect, special_flags: int = 0,
            anchor: str = "center") -> None:
        """Blit ``img``, already made at this scale, on logical ``rect``: its pixel size may
        differ from the rect's times ``k`` by a rounding (a line of text at the font's larger
        or smaller size, more so the longer it is), so it is placed by ``anchor`` (a
        pygame.Rect attribute): a left edge where the rect's left edge falls, a right edge
        where its right edge does, else centred. Lines set flush left (or right) stay flush,
        and a line whose words change keeps its anchored edge still."""
        w, h = img.get_size()
        x0, y0, k = self.origin[0], self.origin[1], self.k
        if "left" in anchor:
            x = round(x0 + rect.x * k)
        elif "right" in anchor:
            x = round(x0 + rect.right * k) - w
        else:
            x = round(x0 + (rect.x + rect.w / 2) * k - w / 2)
        if "top" in anchor:
            y = round(y0 + rect.y * k)
        elif "bottom" in anchor:
            y = round(y0 + rect.bottom * k) - h
        else:
            y = round(y0 + (rect.y + rect.h / 2) * k - h / 2)
        self.target.blit(img, (x, y), None, special_flags)

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        if self.exact:
            return self.target.fill(colour, rect, special_flags)
        r = self.target.get_rect() if rect is None else self.rect_px(rect)
        self.target.fill(colour, r, special_flags)
        return pygame.Rect(rect) if rect is not None else self.area

    def layer(self, size: tuple[int, int]) -> "Canvas":
        """A transparent Canvas of ``size`` logical points at this scale, to draw on and then blit."""
        surf = pygame.Surface((self.px(size[0]), self.px(size[1])), pygame.SRCALPHA)
        return Canvas(surf, self.k, (0, 0), (int(size[0]), int(size[1])))

    def set_alpha(self, alpha: int | None) -> None:
        self.target.set_alpha(alpha)


Target = Union[pygame.Surface, Canvas]


def scale_of(surface: Target) -> float:
    return surface.k if isinstance(surface, Canvas) else 1.0


def whole(surface: Target) -> pygame.Rect:
    """Everything ``surface`` shows, in its logical points (a Canvas's ``area``)."""
    return surface.area if isinstance(surface, Canvas) else surface.get_rect()


def on(surface: Target) -> Canvas:
    """``surface`` as a Canvas (a plain Surface: at scale 1)."""
    return surface if isinstance(surface, Canvas) else Canvas(surface)


def layer(surface: Target, size: tuple[int, int]) -> Canvas:
    """A transparent layer of ``size`` logical points, at ``surface``'s scale, to draw on and
    then blit with ``on(surface).blit(layer, where)``."""
    return on(surface).layer(size)
