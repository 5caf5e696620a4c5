"""Font loading from the bundled DejaVu files, cached per (size, bold), with a fallback."""
from __future__ import annotations

from pathlib import Path

import pygame

from . import sharp

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


class Fonts:
    """Hands out pygame fonts by size; falls back to pygame's default font if a file is missing."""

    def __init__(self, font_dir: Path = FONT_DIR) -> None:
        self._dir = font_dir
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}
        if not pygame.font.get_init():
            pygame.font.init()

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (max(4, int(size)), bold)
        font = self._cache.get(key)
        if font is None:
            path = self._dir / (BOLD if bold else REGULAR)
            try:
                font = pygame.font.Font(path, key[0])
            except (OSError, FileNotFoundError):
                font = pygame.font.Font(None, int(key[0] * 1.3))
                font.set_bold(bold)
            self._cache[key] = font
        return font

    def render(self, text: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        """One line of text; drawn on a larger Canvas, its glyphs are the font's at the larger size."""
        return sharp.remade(self.get(size, bold).render(text, True, colour),
                            lambda k: self.get(round(size * k), bold).render(text, True, colour))
