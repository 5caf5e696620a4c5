"""The title screen as a newcomer sees it: the "New to Euchre?" callout leaves the card fan
clear, and a greyed Continue is told apart from the items that can be chosen."""
from __future__ import annotations

import pygame

from game.client import ui
from game.client.scenes.title import TitleScene

from .conftest import frames


def luminance(c: pygame.Color) -> float:
    return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b


def test_the_new_to_euchre_callout_covers_none_of_the_card_fan(make_app, monkeypatch):
    app = make_app()
    frames(app)
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.offer        # offered to a newcomer
    boxes: list[pygame.Rect] = []
    real = ui.panel

    def panel(surface, rect, *a, **kw):
        boxes.append(pygame.Rect(rect))
        return real(surface, rect, *a, **kw)
    monkeypatch.setattr(ui, "panel", panel)
    title._draw_offer(pygame.Surface((1280, 720)))
    assert len(boxes) == 1
    box = boxes[0]
    whole = pygame.mask.Mask(box.size, fill=True)
    for t in (0.0, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2.1, 2.4):     # the fan bobs: every phase of it
        title.time = t
        fan = pygame.Surface((1280, 720), pygame.SRCALPHA)
        title._draw_fan(fan)
        assert pygame.mask.from_surface(fan, 10).overlap(whole, box.topleft) is None, (t, box)


def test_a_greyed_continue_is_told_apart_from_what_can_be_chosen(make_app):
    """With no saved match Continue is greyed: its words are clearly dimmer than those of an
    item that can be chosen (not a shade off them)."""
    app = make_app()
    frames(app)
    menu = app.stack.top.menu
    assert menu.items[menu.index_of("continue")].greyed and menu.items[menu.focus].key == "new"
    surface = pygame.Surface((1280, 720))
    surface.fill((24, 98, 60))
    menu.draw(surface, app.ctx.fonts)

    def brightest(key: str) -> float:
        r = menu.rect_of(key)
        return max(luminance(surface.get_at((x, y))) for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom))
    assert brightest("continue") < 0.65 * brightest("couch")
