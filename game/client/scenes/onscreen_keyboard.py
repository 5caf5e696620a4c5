"""The on-screen keyboard: typing a name, an address or a room code with only a controller.

It opens over any scene that takes typed text (``wants_text``) as soon as a controller is
used there, and types into that scene by handing it the same intents a keyboard would
(text, erase, confirm, back). Its keys are data (``text/keyboard_layouts.py``): layers of
letters, the next one shown by a key or Y; X is Shift. It closes when the scene stops
taking text. Keyboard and mouse input pass through to the scene beneath; a click on a key
presses it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.controllers import pad_number
from ..input.intents import Act, Intent
from ..input.prompts import prompt_label
from ..text.keyboard_layouts import (
    LAYERS,
    PAD_WORDS,
    ROWS_PER_LAYER,
    SPECIAL,
    Layer,
    layers_for,
    shifted,
)
from ..text.translate import _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

# A sheet docked to the bottom edge, full width, over a heavily dimmed scene: it reads as a
# keyboard tray rather than a box that happens to cut through the rows of the scene beneath.
PANEL_H = 382
PANEL = pygame.Rect(0, 720 - PANEL_H, 1280, PANEL_H)
VEIL = 190                     # the scene beneath recedes (its own field is echoed on the sheet)
FADE = 110                     # ... and fades to dark just above the sheet, so no row looks cut
KEY_W, KEY_H, GAP = 76, 50, 8
GRID_W = 10 * KEY_W + 9 * GAP        # ten keys of KEY_W; a layer with more columns has narrower keys
GRID_LEFT = PANEL.centerx - GRID_W // 2
GRID_TOP = PANEL.y + 84
PAD_KEYS = (Act.CONFIRM, Act.BACK, Act.LAST_TRICK, Act.HINT, Act.PAUSE)   # what PAD_WORDS name
_shade: list[pygame.Surface] = []   # made once, on the first frame the keyboard shows


def _fade_above(surface: Target, rect: pygame.Rect) -> None:
    """A shadow rising from the sheet's top edge: whatever is just above it sinks into the dark."""
    if not _shade:
        shade = pygame.Surface((rect.w, FADE), pygame.SRCALPHA)
        for y in range(FADE):
            shade.fill((0, 0, 0, 250 * y // (FADE - 1)), pygame.Rect(0, y, rect.w, 1))
        _shade.append(shade)
    surface.blit(_shade[0], (rect.x, rect.y - FADE))


def key_rect(row: int, col: int, layer: Layer = LAYERS[0]) -> pygame.Rect:
    """Where the key at (row, col) of ``layer`` is drawn (logical pixels); the bottom row
    (``row == ROWS_PER_LAYER``) holds the SPECIAL keys."""
    y = GRID_TOP + row * (KEY_H + GAP)
    if row < ROWS_PER_LAYER:
        columns = max(10, *map(len, layer.rows))      # as wide as ten keys, or a longer row
        w = min(KEY_W, (PANEL.w - 48 - (columns - 1) * GAP) // columns)
        left = PANEL.centerx - (columns * w + (columns - 1) * GAP) // 2
        return pygame.Rect(left + col * (w + GAP), y, w, KEY_H)
    w = (GRID_W - (len(SPECIAL) - 1) * GAP) // len(SPECIAL)
    return pygame.Rect(GRID_LEFT + col * (w + GAP), y, w, KEY_H)


class OnScreenKeyboard(Scene):
    name = "keyboard"
    transparent = True

    def __init__(self, ctx: "Context", target: Scene, device: str) -> None:
        super().__init__(ctx)
        self.target = target
        self.device = device  # the controller that opened it: its buttons are named
        self.row, self.col = 1, 0
        self.layers = layers_for(ctx.language)   # the language's own letters first
        self.layer = 0                        # which of the layers is shown
        self.shift = not target.typing()[1]   # a capital for the first letter of a name
        self.time = 0.0

    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.target.wants_text

    def rows(self) -> tuple[str, ...]:
        """The character rows of the layer shown."""
        return self.layers[self.layer].rows

    def cols(self, row: int) -> int:
        return len(self.rows()[row]) if row < ROWS_PER_LAYER else len(SPECIAL)

    def key_at(self, row: int, col: int) -> str:
        """The key's action: one character, or shift/layer/space/erase/cancel/done."""
        if row < ROWS_PER_LAYER:
            ch = self.rows()[row][col]
            return shifted(ch) if self.shift else ch
        return SPECIAL[col][0]

    def word_on(self, row: int, col: int) -> str:
        """What is written on a key."""
        if row < ROWS_PER_LAYER:
            return self.key_at(row, col)
        key, word = SPECIAL[col]
        return self.layers[(self.layer + 1) % len(self.layers)].label if key == "layer" else _(word)

    # -- input --------------------------------------------------------------------------
    def _forward(self, intent: Intent) -> None:
        self.target.handle(intent)
        if not self.target.wants_text and self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def press(self, key: str, device: str) -> None:
        if key == "shift":
            self.shift = not self.shift
        elif key == "layer":       # the next layer: other letters in the same places
            self.layer = (self.layer + 1) % len(self.layers)
            if self.row < ROWS_PER_LAYER:
                self.col = min(self.col, self.cols(self.row) - 1)
        elif key == "space":
            self._forward(Intent(Act.TEXT, device, text=" "))
        elif key == "erase":
            self._forward(Intent(Act.ERASE, device))
            if not self.target.typing()[1]:
                self.shift = True
        elif key == "cancel":
            self._forward(Intent(Act.BACK, device))
        elif key == "done":
            self._forward(Intent(Act.CONFIRM, device))
        else:
            self._forward(Intent(Act.TEXT, device, text=key))
            if key.isalpha():
                self.shift = False

    def _move(self, act: Act) -> None:
        rows = ROWS_PER_LAYER + 1
        if act in (Act.UP, Act.DOWN):
            old = self.cols(self.row)
            self.row = (self.row + (1 if act is Act.DOWN else -1)) % rows
            # Keep roughly the same place across the wider bottom keys.
            self.col = min(self.col * self.cols(self.row) // old, self.cols(self.row) - 1)
        else:
            self.col = (self.col + (1 if act is Act.RIGHT else -1)) % self.cols(self.row)

    def handle(self, intent: Intent) -> bool:
        act = intent.act
        if pad_number(intent.device) is None:   # keyboard and mouse: the scene beneath
            if act is Act.CLICK and intent.pos is not None and PANEL.collidepoint(intent.pos):
                for r in range(ROWS_PER_LAYER + 1):
                    for c in range(self.cols(r)):
                        if key_rect(r, c, self.layers[self.layer]).collidepoint(intent.pos):
                            self.row, self.col = r, c
                            self.press(self.key_at(r, c), intent.device)
                return True
            if act is Act.POINT:
                return False
            self._forward(intent)
            return True
        if act in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            self._move(act)
        elif act is Act.CONFIRM:
            self.press(self.key_at(self.row, self.col), intent.device)
        elif act is Act.BACK:
            self.press("erase", intent.device)
        elif act is Act.PAUSE:
            self.press("done", intent.device)
        elif act is Act.LAST_TRICK:          # X / □: Shift, wherever the focus is
            self.press("shift", intent.device)
        elif act is Act.HINT:                # Y / △: the next layer of letters
            self.press("layer", intent.device)
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        self.target.update(dt)

    def next_frame(self) -> float | None:
        return ui.next_blink(self.time)   # the caret

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        f = self.ctx.fonts
        ui.veil(surface, VEIL)
        _fade_above(surface, PANEL)
        # Opaque, and drawn past the bottom edge so only the top corners are rounded: docked.
        ui.panel(surface, pygame.Rect(-2, PANEL.y, PANEL.w + 4, PANEL.h + 20), alpha=255,
                 radius=16, edge=theme.GOLD)
        label, typed = self.target.typing()
        caret = "_" if ui.caret_shown(self.time) else " "
        label = _(label)
        ui.text(surface, f, _("{label}: {typed}").format(label=label, typed=typed + caret) if label
                else f"{typed}{caret}",
                theme.SIZE_BODY, theme.INK, (GRID_LEFT, PANEL.y + 28), "midleft", bold=True)
        for r in range(ROWS_PER_LAYER + 1):
            for c in range(self.cols(r)):
                rect = key_rect(r, c, self.layers[self.layer])
                focused = (r, c) == (self.row, self.col)
                on = r == ROWS_PER_LAYER and SPECIAL[c][0] == "shift" and self.shift
                fill = theme.GOLD if focused else ((60, 96, 72) if on else (30, 62, 44))
                draw.rect(surface, fill, rect, border_radius=8)
                draw.rect(surface, theme.GOLD if focused or on else theme.PANEL_EDGE, rect, 2,
                                 border_radius=8)
                word = self.word_on(r, c)
                ui.text(surface, f, word, theme.SIZE_BODY if r < ROWS_PER_LAYER else theme.SIZE_SMALL,
                        theme.INK_DARK if focused else theme.INK, rect.center, "center", bold=True)
        hints = "  ·  ".join(f"{prompt_label(self.ctx, act, self.device)} {_(what)}" for act, what in
                             zip(PAD_KEYS, PAD_WORDS))
        ui.text(surface, f, hints, theme.SIZE_SMALL, theme.INK_MUTED,
                (PANEL.centerx, PANEL.y + 62), "center")


__all__ = ["OnScreenKeyboard", "key_rect", "SPECIAL"]
