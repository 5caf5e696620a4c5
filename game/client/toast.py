"""A short message at the top of the screen (a controller came or went), drawn over every scene."""
from __future__ import annotations

from typing import Callable

import pygame

from . import ui
from .drawing import theme
from .drawing.canvas import Target, layer, on
from .drawing.fonts import Fonts

SHOW_SECONDS = 3.0
FADE_SECONDS = 0.5


class Toast:
    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0

    def show(self, text: str) -> None:
        self.text = text
        self.left = SHOW_SECONDS

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def next_frame(self) -> float | None:
        """Frames while it fades; before that, when the fading starts; None when not shown."""
        if self.left <= 0 or not self.text:
            return None
        return max(0.0, self.left - FADE_SECONDS)

    def draw(self, surface: Target, fonts: Fonts,
             place: Callable[[tuple[int, int]], pygame.Rect] | None = None) -> pygame.Rect | None:
        """Draw at the top middle, or where ``place(size)`` says (a table finds it a clear spot)."""
        if self.left <= 0 or not self.text:
            return None
        img = fonts.render(self.text, theme.SIZE_SMALL, theme.INK)
        box = img.get_rect().inflate(40, 20)
        box.midtop = (surface.get_width() // 2, 12)     # clear of the player's own hand at the bottom
        if place is not None:
            box = place(box.size)
        sheet = layer(surface, box.size)
        ui.panel(sheet, sheet.get_rect(), alpha=235, radius=box.h // 2)
        sheet.blit(img, img.get_rect(center=sheet.get_rect().center))
        sheet.set_alpha(round(255 * min(1.0, self.left / FADE_SECONDS)))
        on(surface).blit(sheet, box)
        return box
