"""Letterbox mapping between the window and the 1280x720 logical surface, after real resizes."""
from __future__ import annotations

import pytest

from game.client.viewport import Viewport

from .conftest import frames, resize

ODD_SIZES = [(1001, 777), (333, 999), (1917, 1080), (641, 359), (799, 451), (2561, 1081)]


@pytest.mark.parametrize("size", ODD_SIZES)
def test_mapping_after_resize(make_app, size):
    app = make_app()
    resize(*size)
    frames(app)
    assert app.window.get_size() == size
    vp = app.viewport
    r = vp.rect
    ww, wh = size
    # Inside the window, touching two opposite edges, aspect kept to a pixel.
    assert r.x >= 0 and r.y >= 0 and r.right <= ww and r.bottom <= wh
    assert r.w == ww or r.h == wh
    assert abs(r.w / r.h - 1280 / 720) < 2 / min(r.w, r.h)
    assert abs(r.x - (ww - r.right)) <= 1 and abs(r.y - (wh - r.bottom)) <= 1
    # Corners map to the logical corners; bars map to nothing.
    assert vp.to_logical(r.topleft) == (0, 0)
    assert vp.to_logical((r.right - 1, r.bottom - 1)) == (1279, 719)
    if r.x > 0:
        assert vp.to_logical((r.x - 1, r.centery)) is None
    if r.y > 0:
        assert vp.to_logical((r.centerx, r.y - 1)) is None
    # Logical points survive a round trip through window pixels (to within the scale).
    tol = max(1, round(1 / vp.scale))
    for p in [(0, 0), (640, 360), (1279, 719), (123, 456), (1000, 50)]:
        back = vp.to_logical(vp.to_window(p))
        assert back is not None and abs(back[0] - p[0]) <= tol and abs(back[1] - p[1]) <= tol
    # The presented frame: bars are black, the content is the felt.
    if r.x > 1:
        assert tuple(app.window.get_at((0, wh // 2)))[:3] == (0, 0, 0)
    if r.y > 1:
        assert tuple(app.window.get_at((ww // 2, 0)))[:3] == (0, 0, 0)
    mid = app.window.get_at((r.x + r.w * 3 // 4, r.y + r.h - 3))
    assert mid.g > mid.r and mid.g > mid.b   # green felt, not a bar


def test_same_aspect_fills_window():
    vp = Viewport((800, 450))
    assert vp.rect.topleft == (0, 0) and vp.rect.size == (800, 450)
    assert vp.to_logical((799, 449)) == (1279, 719)
    assert vp.to_logical((400, 225)) == (640, 360)
