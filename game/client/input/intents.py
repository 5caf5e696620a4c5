"""Device input turned into intents: what the player means, tagged with the device it came from."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable

import pygame


class Act(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    PAUSE = "pause"
    HINT = "hint"
    UNDO = "undo"                 # take back your last bid or card (against the computer)
    REVIEW = "review"             # the last hand, as it was played
    STATS = "stats"               # your statistics
    SELECT_CARD = "select_card"   # index = card position 0..
    CLICK = "click"               # pos = logical point
    POINT = "point"               # pos = logical point (hover)
    SCROLL = "scroll"             # amount = lines, positive scrolls down
    PAGE = "page"                 # amount = pages, positive scrolls down
    TEXT = "text"                 # text = typed characters
    ERASE = "erase"               # delete one typed character
    PREV_CARD = "prev_card"       # step the focus one card left in the hand (shoulder button)
    NEXT_CARD = "next_card"       # step the focus one card right in the hand
    LAST_TRICK = "last_trick"     # show the last trick played


MOVES = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)


KEYBOARD = "keyboard"
MOUSE = "mouse"


@dataclass(frozen=True, slots=True)
class Intent:
    """One thing a player means. ``device`` is "keyboard", "mouse" or a controller tag ("pad1", ...)."""

    act: Act
    device: str = "keyboard"
    index: int = -1
    pos: tuple[int, int] | None = None
    amount: int = 0
    text: str = ""


_KEYS: dict[int, Act] = {
    pygame.K_UP: Act.UP,
    pygame.K_DOWN: Act.DOWN,
    pygame.K_LEFT: Act.LEFT,
    pygame.K_RIGHT: Act.RIGHT,
    pygame.K_RETURN: Act.CONFIRM,
    pygame.K_KP_ENTER: Act.CONFIRM,
    pygame.K_SPACE: Act.CONFIRM,
    pygame.K_ESCAPE: Act.BACK,
    pygame.K_BACKSPACE: Act.BACK,
    pygame.K_p: Act.PAUSE,
    pygame.K_PAUSE: Act.PAUSE,
    pygame.K_h: Act.HINT,
    pygame.K_u: Act.UNDO,
    pygame.K_r: Act.REVIEW,
    pygame.K_s: Act.STATS,
    pygame.K_l: Act.LAST_TRICK,
}
_TEXT_MODE_KEYS: dict[int, Act] = {
    pygame.K_RETURN: Act.CONFIRM,
    pygame.K_KP_ENTER: Act.CONFIRM,
    pygame.K_ESCAPE: Act.BACK,
    pygame.K_BACKSPACE: Act.ERASE,
    pygame.K_UP: Act.UP,
    pygame.K_DOWN: Act.DOWN,
}
_CARD_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}


class InputMapper:
    """Turns pygame events into intents. ``to_logical`` maps window pixels to the logical surface."""

    def __init__(self, to_logical: Callable[[tuple[int, int]], tuple[int, int] | None]) -> None:
        self._to_logical = to_logical
        self.text_mode = False

    def map(self, event: pygame.event.Event) -> list[Intent]:
        t = event.type
        if t == pygame.KEYDOWN:
            if self.text_mode:
                act = _TEXT_MODE_KEYS.get(event.key)
                return [Intent(act, "keyboard")] if act else []
            if event.key in _CARD_KEYS:
                return [Intent(Act.SELECT_CARD, "keyboard", index=_CARD_KEYS[event.key])]
            if event.key == pygame.K_PAGEDOWN:
                return [Intent(Act.PAGE, "keyboard", amount=1)]
            if event.key == pygame.K_PAGEUP:
                return [Intent(Act.PAGE, "keyboard", amount=-1)]
            act = _KEYS.get(event.key)
            return [Intent(act, "keyboard")] if act else []
        if t == pygame.TEXTINPUT and self.text_mode:
            return [Intent(Act.TEXT, "keyboard", text=event.text)]
        if t == pygame.MOUSEMOTION and not any(event.rel):
            return []   # not a move: SDL telling where a resting pointer is after the window changed
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            pos = self._to_logical(event.pos)
            if pos is None:
                return []
            if t == pygame.MOUSEMOTION:
                return [Intent(Act.POINT, "mouse", pos=pos)]
            if event.button == 1:
                return [Intent(Act.CLICK, "mouse", pos=pos)]
            if event.button == 3:
                return [Intent(Act.BACK, "mouse", pos=pos)]
            return []
        if t == pygame.MOUSEWHEEL:
            return [Intent(Act.SCROLL, "mouse", amount=-int(event.y) * 3)] if event.y else []
        return []
