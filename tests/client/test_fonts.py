"""Fonts load from the bundled files, and fall back to pygame's default font if they are missing."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.client.drawing.fonts import BOLD, FONT_DIR, REGULAR, Fonts


def test_bundled_fonts_and_licence_are_present():
    assert (FONT_DIR / REGULAR).stat().st_size > 100_000
    assert (FONT_DIR / BOLD).stat().st_size > 100_000
    assert "Bitstream" in (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_cached_and_fallback(tmp_path: Path):
    pygame.font.init()
    f = Fonts()
    assert f.get(20) is f.get(20) and f.get(20) is not f.get(20, bold=True)
    missing = Fonts(tmp_path)   # no font files here
    img = missing.render("Euchre", 24, (255, 255, 255))
    assert img.get_width() > 20
