"""Napoleon's statistics say each bid by its name ("three: 1/1", "Nap: 1/0"), not by its
number of tricks, and the lines fit beside their labels in every language."""
from __future__ import annotations

import pygame
import pytest

from game.client import ui
from game.client.gallery import napoleon as gallery_napoleon
from game.client.scenes.stats import nap_lines
from game.client.text.translate import LANGUAGES


def test_each_bid_is_said_by_its_name(make_app):
    app = make_app()
    gallery_napoleon.stats(app.ctx)
    p = app.ctx.stats.profile(app.ctx.settings.player_name)
    lines = dict(nap_lines(p))
    assert lines["By size (made/failed)"] == "two: 1/0 · three: 1/1 · four: 1/0"
    assert lines["Nap, misère (made/failed)"] == "misère: 0/1 · Nap: 1/0"


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES])
def test_the_bids_lines_fit_beside_their_labels(make_app, language):
    app = make_app(language=language)
    scene = gallery_napoleon.stats(app.ctx)[-1]
    app.stack.reset(scene)
    p = app.ctx.stats.profile(app.ctx.settings.player_name)
    ui.TEXTS = []
    try:
        scene.draw(pygame.Surface((1280, 720)))   # the layout 800x450 shows smaller
        drawn = list(ui.TEXTS)
    finally:
        ui.TEXTS = None
    for label, value in nap_lines(p)[1:]:
        [(_l, at)] = [(w, r) for w, r, _s, _i in drawn if w == label]   # the label whole, not cut short
        [(_v, right)] = [(w, r) for w, r, _s, _i in drawn if w == value]
        assert at.right + 12 <= right.x and right.right <= 640, (label, value)
