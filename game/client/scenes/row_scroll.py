"""A list of rows that may be longer than the screen holds (the new-game setup, a LAN host's
rules): which rows are in view, kept round the focus, what the wheel and the page keys do,
and the marks that say more rows lie above or below.

The focused row is always in view: Up/Down move the focus and the view follows it; the wheel
(a row a notch) and the page keys (a view at a time) move the view, and the focus comes
along to the nearest row still in view. A row out of view has no place on the screen (an
empty rectangle), so a click never reaches it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent

NO_RECT = pygame.Rect(0, 0, 0, 0)   # a row scrolled out of view
WHEEL_LINES = 3                     # the lines of a wheel's notch (``InputMapper``): a row
MARK_DX = 22                        # the marks' middle, right of the rows' right edge


@dataclass(frozen=True, slots=True)
class RowView:
    """Rows ``top`` .. ``top + shown - 1`` of ``count`` are in view."""

    top: int
    shown: int
    count: int

    @property
    def above(self) -> bool:
        return self.top > 0

    @property
    def below(self) -> bool:
        return self.top + self.shown < self.count

    @property
    def scrolls(self) -> bool:
        return self.shown < self.count

    def holds(self, i: int) -> bool:
        return self.top <= i < self.top + self.shown


class RowScroll:
    """Where a list of rows is scrolled to: ``top``, its first row in view."""

    def __init__(self) -> None:
        self.top = 0

    def view(self, focus: int, count: int, room: int) -> RowView:
        """What is in view with ``room`` rows of space: from ``top`` as scrolled, moved just
        enough that the row ``focus`` is in view, within the list. (Changes nothing.)"""
        shown = max(1, min(count, room))
        top = min(max(self.top, focus - shown + 1), focus)
        return RowView(max(0, min(top, count - shown)), shown, count)

    def follow(self, focus: int, count: int, room: int) -> None:
        """Keep the view where it is, as far as the focus stays in it."""
        self.top = self.view(focus, count, room).top

    def wheel(self, intent: Intent, focus: int, count: int, room: int) -> int | None:
        """The wheel (``Act.SCROLL``) or a page key (``Act.PAGE``): scroll, and return the focus
        afterwards (the nearest row in view if it was scrolled out). None for another intent."""
        if intent.act not in (Act.SCROLL, Act.PAGE) or not intent.amount:
            return None
        now = self.view(focus, count, room)
        rows = now.shown * abs(intent.amount) if intent.act is Act.PAGE else max(1, abs(intent.amount) // WHEEL_LINES)
        step = rows if intent.amount > 0 else -rows
        self.top = max(0, min(now.top + step, count - now.shown))
        return min(max(focus, self.top), self.top + now.shown - 1)


def draw_marks(surface: Target, first: pygame.Rect, last: pygame.Rect, above: bool, below: bool,
               x: int | None = None) -> None:
    """A gold arrow beside the first row in view while rows lie above it, and beside the last
    while rows lie below (``x``: the arrows' middle; default just right of the rows)."""
    x = first.right + MARK_DX if x is None else x
    if above:
        cy = first.centery
        draw.polygon(surface, theme.GOLD, [(x - 9, cy + 6), (x + 9, cy + 6), (x, cy - 8)])
    if below:
        cy = last.centery
        draw.polygon(surface, theme.GOLD, [(x - 9, cy - 6), (x + 9, cy - 6), (x, cy + 8)])
