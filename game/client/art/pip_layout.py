"""Where the pips sit on a number card, as fractions of the card's width and height."""
from __future__ import annotations

from typing import NamedTuple

COL_L, COL_M, COL_R = 0.31, 0.5, 0.69
WIDE_INSET = 0.025   # 7 to 10 pull their columns in a little, clear of the corner index
                     # (4 to 6 too on a card with its corner indices: the twos to sixes)
TOP, BOTTOM = 0.2, 0.8


class Pip(NamedTuple):
    x: float        # fraction of card width
    y: float        # fraction of card height
    flipped: bool   # drawn upside down (lower half of the card)


def _pip(x: float, y: float) -> Pip:
    return Pip(x, y, y > 0.5 + 1e-9)


def _rows(n: int) -> list[float]:
    return [TOP + (BOTTOM - TOP) * i / (n - 1) for i in range(n)]


def pip_positions(count: int, indexed: bool = False) -> tuple[Pip, ...]:
    """Pip centres for a card with ``count`` pips (1 = ace, 2 to 10); ``indexed``: the card
    has its corner indices (a card of the pack, not a score marker), which the pips of two
    columns keep clear of."""
    mid = (TOP + BOTTOM) / 2
    if count == 1:
        pts = [(COL_M, mid)]
    elif count == 2:
        pts = [(COL_M, TOP), (COL_M, BOTTOM)]
    elif count == 3:
        pts = [(COL_M, TOP), (COL_M, mid), (COL_M, BOTTOM)]
    elif count == 4:
        pts = [(c, r) for r in (TOP, BOTTOM) for c in (COL_L, COL_R)]
    elif count == 5:
        pts = [(c, r) for r in (TOP, BOTTOM) for c in (COL_L, COL_R)] + [(COL_M, mid)]
    elif count in (6, 7, 8):
        pts = [(c, r) for r in (TOP, mid, BOTTOM) for c in (COL_L, COL_R)]
        if count >= 7:
            pts.append((COL_M, (TOP + mid) / 2))
        if count == 8:
            pts.append((COL_M, (mid + BOTTOM) / 2))
    elif count in (9, 10):
        rows = _rows(4)
        pts = [(c, r) for r in rows for c in (COL_L, COL_R)]
        if count == 9:
            pts.append((COL_M, mid))
        else:
            pts += [(COL_M, (rows[0] + rows[1]) / 2), (COL_M, (rows[2] + rows[3]) / 2)]
    else:
        raise ValueError(f"no pip layout for {count} pips")
    if count >= 7 or (indexed and count >= 4):
        pts = [(x + (WIDE_INSET if x < COL_M else -WIDE_INSET if x > COL_M else 0.0), y) for x, y in pts]
    return tuple(_pip(x, y) for x, y in pts)


def pip_size(count: int, indexed: bool = False) -> float:
    """Pip height as a fraction of card width (``indexed`` as for ``pip_positions``)."""
    if count == 1:
        return 0.5
    if count == 4 and indexed:
        return 0.21
    if count <= 4:
        return 0.23
    if count <= 6:
        return 0.2
    return 0.175
