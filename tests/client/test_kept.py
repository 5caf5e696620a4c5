"""The client's caches of fonts and images stay within their bounds, and let go of what they
made when they go."""
from __future__ import annotations

import gc
import weakref

from game.client.art import card_art
from game.client.art.card_art import CardArt
from game.client.drawing import sharp
from game.client.drawing.fonts import FONTS_KEPT, Fonts
from game.client.drawing.kept import Kept


def test_kept_keeps_the_last_used_up_to_its_bound():
    k: Kept[int, str] = Kept(3)
    for i in range(5):
        k.put(i, str(i))
    assert list(k) == [2, 3, 4]
    assert k.get(2) == "2"          # used: kept over 3
    k.put(5, "5")
    assert list(k) == [4, 2, 5] and len(k) == 3


def test_card_art_and_fonts_stay_within_their_bounds(monkeypatch):
    monkeypatch.setattr(card_art, "CARDS_KEPT", 40)
    fonts = Fonts()
    art = CardArt(fonts)
    for width in range(40, 60):
        for c in range(4):
            art.face(c, width)
        fonts.get(width)
    assert art.cache_size() <= 40
    assert len(fonts._cache) <= FONTS_KEPT


def test_lines_and_card_art_are_let_go():
    fonts = Fonts(language="ja")
    before = len(sharp._makers)
    for i in range(50):
        fonts.render(f"line {i}", 20, (0, 0, 0))
    art = CardArt(fonts)
    art.face(0, 90)
    gone = weakref.ref(art)
    del art
    gc.collect()
    assert gone() is None
    assert len(sharp._makers) <= before
