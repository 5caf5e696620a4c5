"""What a list of option rows (settings, a new game's setup) makes of one intent.

Up/Down move the focus over rows that are greyed out, and stop at the first and the last row
(no wrapping round: a held key or stick never lands back at the top). Left/Right change the
focused row; Back leaves. With ``acts`` given, a value is changed only by Left/Right or a click
on its arrows: Confirm on a value row moves on to the next row (Enter, Enter... walks down to
Start, changing nothing), on a row that does something (Start, Back, a name to type) it
activates it; a click on a value row elsewhere than its arrows focuses it, on a row that does
something activates it. Without ``acts`` every row is activated by Confirm or a click (a greyed
row takes neither).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from ..input.intents import Act, Intent


def row_arrows(row: pygame.Rect, value_width: int, inset: int) -> tuple[pygame.Rect, pygame.Rect]:
    """A row's change arrows, 40 wide: the left one ``value_width`` from the row's right end,
    the right one at the end; ``inset`` above and below."""
    return (pygame.Rect(row.right - value_width, row.y + inset, 40, row.h - 2 * inset),
            pygame.Rect(row.right - 52, row.y + inset, 40, row.h - 2 * inset))


def arrow_side(arrows: tuple[pygame.Rect, pygame.Rect], pos: tuple[int, int]) -> int:
    """-1 or 1 when ``pos`` is on the left or right arrow, else 0."""
    left, right = arrows
    return -1 if left.collidepoint(pos) else (1 if right.collidepoint(pos) else 0)


class RowIntent(NamedTuple):
    focus: int  # the row focused afterwards
    what: str  # "back", "change" (by ``step``), "activate", "point" or "" (not for the rows)
    step: int = 0


def next_row(focus: int, step: int, count: int, enabled: Callable[[int], bool]) -> int:
    """The next row from ``focus`` in direction ``step`` that is not greyed; ``focus`` itself
    at either end (the focus stops there)."""
    nxt = focus + step
    while 0 <= nxt < count:
        if enabled(nxt):
            return nxt
        nxt += step
    return focus


def row_intent(intent: Intent, focus: int, count: int, row_rect: Callable[[int], pygame.Rect],
               arrow_at: Callable[[int, tuple[int, int]], int],
               enabled: Callable[[int], bool] = lambda i: True,
               acts: Callable[[int], bool] | None = None) -> RowIntent:
    """``arrow_at(i, pos)``: -1 or 1 when ``pos`` is on row ``i``'s left or right arrow, else 0;
    ``enabled(i)``: False for a greyed row, which the focus passes over; ``acts(i)``: True for
    a row that does something when chosen, False for a value row (None: every row acts)."""
    act = intent.act
    does = acts if acts is not None else (lambda i: True)
    if act is Act.BACK:
        return RowIntent(focus, "back")
    if act in (Act.UP, Act.DOWN):
        return RowIntent(next_row(focus, -1 if act is Act.UP else 1, count, enabled), "point")
    if act in (Act.LEFT, Act.RIGHT):
        return RowIntent(focus, "change", -1 if act is Act.LEFT else 1)
    if act is Act.CONFIRM:
        if does(focus):
            return RowIntent(focus, "activate")
        return RowIntent(next_row(focus, 1, count, enabled), "point")
    if act in (Act.POINT, Act.CLICK) and intent.pos is not None:
        for i in range(count):
            if row_rect(i).collidepoint(intent.pos) and enabled(i):
                if act is Act.POINT:
                    return RowIntent(i, "point")
                step = arrow_at(i, intent.pos)
                if step:
                    return RowIntent(i, "change", step)
                return RowIntent(i, "activate") if does(i) else RowIntent(i, "point")
    return RowIntent(focus, "")
