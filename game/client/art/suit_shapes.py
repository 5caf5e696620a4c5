"""The four suit symbols as vector shapes (polygons and circles), drawn at any size and angle."""
from __future__ import annotations

import math

from game.rules.cards import CLUBS, DIAMONDS, HEARTS, SPADES

from ..drawing import draw
from ..drawing.canvas import Target

Point = tuple[float, float]


def _heart_outline(n: int = 72) -> tuple[Point, ...]:
    """A heart in a unit box centred on (0, 0), point down, from the classic parametric curve."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return _normalise(pts)


def _normalise(pts: list[Point]) -> tuple[Point, ...]:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    span = max(max(xs) - min(xs), max(ys) - min(ys))
    return tuple(((x - cx) / span, (y - cy) / span) for x, y in pts)


def _diamond_outline(n: int = 16) -> tuple[Point, ...]:
    """A diamond with slightly inward-curving sides."""
    corners = [(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)]
    pts: list[Point] = []
    for i in range(4):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 4]
        mx, my = (x0 + x1) / 2 * 0.9, (y0 + y1) / 2 * 0.9   # control point pulled to the centre
        for k in range(n):
            t = k / n
            pts.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1,
                        (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1))
    return tuple(pts)


HEART = _heart_outline()
# The spade: an upside-down heart, a little narrower, raised to leave room for the stem.
SPADE_BODY = tuple((x * 0.98, -y * 0.86 - 0.09) for x, y in HEART)
SPADE_STEM = ((0.0, 0.05), (0.07, 0.32), (0.19, 0.5), (-0.19, 0.5), (-0.07, 0.32))
DIAMOND = _diamond_outline()
CLUB_LOBES = ((0.0, -0.25, 0.235), (-0.245, 0.08, 0.235), (0.245, 0.08, 0.235))  # (x, y, r)
CLUB_STEM = ((0.0, -0.02), (0.07, 0.3), (0.19, 0.5), (-0.19, 0.5), (-0.07, 0.3))


def draw_suit(surface: Target, suit: int, centre: tuple[float, float], size: float,
              colour: tuple[int, int, int], flip: bool = False) -> None:
    """Draw a suit symbol ``size`` pixels tall centred on ``centre``; ``flip`` turns it upside down."""
    cx, cy = centre
    k = -size if flip else size

    def pt(p: Point) -> tuple[float, float]:
        return (cx + p[0] * k, cy + p[1] * k)

    if suit == HEARTS:
        draw.polygon(surface, colour, [pt(p) for p in HEART])
    elif suit == DIAMONDS:
        draw.polygon(surface, colour, [pt(p) for p in DIAMOND])
    elif suit == SPADES:
        draw.polygon(surface, colour, [pt(p) for p in SPADE_BODY])
        draw.polygon(surface, colour, [pt(p) for p in SPADE_STEM])
    elif suit == CLUBS:
        for x, y, r in CLUB_LOBES:
            draw.circle(surface, colour, pt((x, y)), r * size)
        draw.circle(surface, colour, pt((0.0, 0.0)), 0.12 * size)
        draw.polygon(surface, colour, [pt(p) for p in CLUB_STEM])
    else:
        raise ValueError(f"not a suit: {suit}")
