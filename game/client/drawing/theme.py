"""Colours, the type scale and the logical screen size shared by every scene."""
from __future__ import annotations

from typing import Final

LOGICAL_SIZE: Final = (1280, 720)
PORTRAIT_SIZE: Final = (720, 1280)    # a table scene in a window taller than wide

Colour = tuple[int, int, int]

FELT: Final[Colour] = (24, 98, 60)
FELT_DARK: Final[Colour] = (10, 52, 32)
FELT_LIGHT: Final[Colour] = (38, 124, 78)
INK: Final[Colour] = (246, 241, 226)          # main text on felt
INK_MUTED: Final[Colour] = (196, 214, 200)    # secondary text on felt
INK_DARK: Final[Colour] = (24, 28, 30)        # text on light panels
INK_GREYED: Final[Colour] = (122, 142, 128)   # a menu item that cannot be chosen now (Continue, no save)
GOLD: Final[Colour] = (236, 194, 84)          # focus and accents
GOLD_DARK: Final[Colour] = (150, 112, 30)
PANEL: Final[Colour] = (14, 40, 28)           # menu panels over felt
PANEL_EDGE: Final[Colour] = (70, 130, 96)
WARNING: Final[Colour] = (250, 208, 120)
DANGER: Final[Colour] = (226, 92, 80)

# Type scale (pixel sizes on the 1280x720 logical surface).
SIZE_DISPLAY: Final = 84
SIZE_H1: Final = 46
SIZE_H2: Final = 32
SIZE_BODY: Final = 25
SIZE_SMALL: Final = 20
