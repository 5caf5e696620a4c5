"""Where a scene's logical points lie in the window: the scale and the screen a window of any
size gets, and the mapping both ways.

A window is drawn at its own resolution. Its scale ``k`` is how many pixels a logical point
takes: the largest at which the base layout (1280x720, or 720x1280 for a scene laid out upright
in a tall window) fits, so at 1920x1080 ``k`` is 1.5. The logical screen is the window at that
scale: the base size, longer on one side when the window's shape differs (1280x960 at 800x600).
A scene that lays itself out for any screen (the table scenes: ``portrait``) fills it; one laid
out for 1280x720 is drawn at the same scale in the middle, over felt that fills the window (an
overlay over an upright table: its ``content`` as large as fits). No bars either way.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .canvas import Canvas
from .theme import LOGICAL_SIZE

FIT_MARGIN = 8     # a landscape overlay fitted into an upright screen keeps this far from its edges


def window_scale(window: tuple[int, int], base: tuple[int, int]) -> float:
    """Pixels per logical point: the largest scale at which ``base`` fits the window."""
    return min(window[0] / base[0], window[1] / base[1])


def screen_size(window: tuple[int, int], base: tuple[int, int]) -> tuple[int, int]:
    """The window in logical points at its scale: ``base``, longer on one side."""
    k = window_scale(window, base)
    return (max(base[0], round(window[0] / k)), max(base[1], round(window[1] / k)))


@dataclass(frozen=True, slots=True)
class Viewport:
    """A scene's ``logical`` points drawn at ``scale`` pixels each from window pixel ``origin``."""

    window: tuple[int, int]
    logical: tuple[int, int] = LOGICAL_SIZE
    scale: float = 1.0
    origin: tuple[int, int] = (0, 0)

    @classmethod
    def filling(cls, window: tuple[int, int], base: tuple[int, int] = LOGICAL_SIZE) -> "Viewport":
        """The whole window as a screen of ``screen_size`` points (for a scene that lays itself
        out for any screen)."""
        return cls(window, screen_size(window, base), window_scale(window, base))

    @classmethod
    def centred(cls, window: tuple[int, int], scale: float, content: pygame.Rect,
                logical: tuple[int, int] = LOGICAL_SIZE) -> "Viewport":
        """``logical`` points at ``scale``, placed so that ``content``'s centre is the window's."""
        ox = round(window[0] / 2 - content.centerx * scale)
        oy = round(window[1] / 2 - content.centery * scale)
        return cls(window, logical, scale, (ox, oy))

    @property
    def rect(self) -> pygame.Rect:
        """The window pixels the logical rectangle covers (the window's part the layout uses)."""
        k = self.scale
        x0, y0 = self.origin
        return pygame.Rect(x0, y0, round(self.logical[0] * k), round(self.logical[1] * k)).clip(
            pygame.Rect((0, 0), self.window))

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The logical point a window pixel shows (None outside the window). Points beyond the
        layout (the felt round a 1280x720 screen in a window of another shape) are returned as
        they are: they hit nothing."""
        x, y = pos
        if not (0 <= x < self.window[0] and 0 <= y < self.window[1]):
            return None
        k = self.scale
        return (int((x + 0.5 - self.origin[0]) // k), int((y + 0.5 - self.origin[1]) // k))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window pixel showing logical point ``pos`` (the inverse of ``to_logical``)."""
        k = self.scale
        x = int(self.origin[0] + (pos[0] + 0.5) * k)
        y = int(self.origin[1] + (pos[1] + 0.5) * k)
        return (min(self.window[0] - 1, max(0, x)), min(self.window[1] - 1, max(0, y)))

    def canvas(self, window: pygame.Surface) -> Canvas:
        """A Canvas drawing this viewport's points onto the window's pixels."""
        return Canvas(window, self.scale, self.origin, self.logical)
