"""Keyboard and mouse events become device-tagged intents."""
from __future__ import annotations

import pygame

from game.client.drawing.viewport import Viewport
from game.client.input.intents import Act, InputMapper


def kd(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_keys_and_mouse_map_to_intents():
    vp = Viewport.centred((640, 480), 0.5, pygame.Rect(0, 0, 1280, 720))   # felt above and below
    m = InputMapper(vp.to_logical)
    assert m.map(kd(pygame.K_UP))[0].act is Act.UP
    assert m.map(kd(pygame.K_3))[0].act is Act.SELECT_CARD and m.map(kd(pygame.K_3))[0].index == 2
    assert m.map(kd(pygame.K_h))[0].act is Act.HINT
    assert m.map(kd(pygame.K_ESCAPE))[0].act is Act.BACK
    assert m.map(kd(pygame.K_p))[0].act is Act.PAUSE
    assert m.map(kd(pygame.K_l))[0].act is Act.LAST_TRICK
    click = m.map(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(320, 240), button=1))[0]
    assert click.act is Act.CLICK and click.device == "mouse"
    assert abs(click.pos[0] - 640) <= 2 and abs(click.pos[1] - 360) <= 2
    above = m.map(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(320, 5), button=1))[0]   # above the layout
    assert above.pos is not None and above.pos[1] < 0
    wheel = m.map(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))[0]
    assert wheel.act is Act.SCROLL and wheel.amount > 0
    assert m.map(pygame.event.Event(pygame.TEXTINPUT, text="a")) == []


def test_text_mode():
    m = InputMapper(lambda p: p)
    m.text_mode = True
    assert m.map(pygame.event.Event(pygame.TEXTINPUT, text="é"))[0].text == "é"
    assert m.map(kd(pygame.K_BACKSPACE))[0].act is Act.ERASE
    assert m.map(kd(pygame.K_h)) == [] and m.map(kd(pygame.K_1)) == []
