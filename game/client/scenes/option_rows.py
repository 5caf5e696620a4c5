"""What a list of option rows (settings, a new game's setup) makes of one intent.

Up/Down move the focus (wrapping, over rows that are greyed out), Left/Right change the
focused row, Confirm activates it, Back leaves; pointing focuses a row and a click on one of
its arrows changes it, anywhere else on it activates it (a greyed row takes neither).
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


def row_intent(intent: Intent, focus: int, count: int, row_rect: Callable[[int], pygame.Rect],
               arrow_at: Callable[[int, tuple[int, int]], int],
               enabled: Callable[[int], bool] = lambda i: True) -> RowIntent:
    """``arrow_at(i, pos)``: -1 or 1 when ``pos`` is on row ``i``'s left or right arrow, else 0;
    ``enabled(i)``: False for a greyed row, which the focus passes over."""
    act = intent.act
    if act is Act.BACK:
        return RowIntent(focus, "back")
    if act in (Act.UP, Act.DOWN):
        step = -1 if act is Act.UP else 1
        nxt = focus
        for _ in range(count):
            nxt = (nxt + step) % count
            if enabled(nxt):
                break
        return RowIntent(nxt, "point")
    if act in (Act.LEFT, Act.RIGHT):
        return RowIntent(focus, "change", -1 if act is Act.LEFT else 1)
    if act is Act.CONFIRM:
        return RowIntent(focus, "activate")
    if act in (Act.POINT, Act.CLICK) and intent.pos is not None:
        for i in range(count):
            if row_rect(i).collidepoint(intent.pos) and enabled(i):
                if act is Act.POINT:
                    return RowIntent(i, "point")
                step = arrow_at(i, intent.pos)
                return RowIntent(i, "change", step) if step else RowIntent(i, "activate")
    return RowIntent(focus, "")
