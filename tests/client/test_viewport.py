"""The window drawn at its own resolution: the scale and logical screen a window of any size
gets, the mapping both ways after real resizes, and no bars: the window's edges are felt."""
from __future__ import annotations

import math

import pytest

from game.client.drawing.viewport import Viewport, screen_size, window_scale

from .conftest import frames, resize

ODD_SIZES = [(1001, 777), (333, 999), (1917, 1080), (641, 359), (799, 451), (2561, 1081), (800, 600)]


def felt(colour) -> bool:
    return colour.g > colour.r and colour.g > colour.b and colour.g > 20


@pytest.mark.parametrize("size", ODD_SIZES)
def test_mapping_after_resize(make_app, size):
    app = make_app()
    resize(*size)
    frames(app)
    assert app.window.get_size() == size
    vp = app.viewport                 # the title screen: a 1280x720 layout
    r = vp.rect
    ww, wh = size
    # The layout at the window's scale, in the middle, touching two opposite edges.
    assert vp.logical == (1280, 720) and vp.scale == pytest.approx(min(ww / 1280, wh / 720))
    assert r.x >= 0 and r.y >= 0 and r.right <= ww and r.bottom <= wh
    assert r.w == ww or r.h == wh
    assert abs(r.x - (ww - r.right)) <= 1 and abs(r.y - (wh - r.bottom)) <= 1
    # Corners map to the logical corners (to within a pixel's worth of points).
    tol = max(1, math.ceil(1 / vp.scale))
    for pixel, point in (((r.x, r.y), (0, 0)), ((r.right - 1, r.bottom - 1), (1279, 719))):
        got = vp.to_logical(pixel)
        assert got is not None and abs(got[0] - point[0]) <= tol and abs(got[1] - point[1]) <= tol
    # Logical points survive a round trip through window pixels (exactly, at a scale of 1 or more).
    for p in [(0, 0), (640, 360), (1279, 719), (123, 456), (1000, 50)]:
        back = vp.to_logical(vp.to_window(p))
        assert back is not None and abs(back[0] - p[0]) <= tol - (vp.scale >= 1) and abs(back[1] - p[1]) <= tol
    # No bars: the window's edges and corners are felt, not black.
    for x, y in ((0, wh // 2), (ww - 1, wh // 2), (ww // 2, 0), (ww // 2, wh - 1), (0, 0), (ww - 1, wh - 1)):
        assert felt(app.window.get_at((x, y))), (x, y, app.window.get_at((x, y)))


def test_the_screen_takes_the_windows_shape():
    assert window_scale((1920, 1080), (1280, 720)) == 1.5 and screen_size((1920, 1080), (1280, 720)) == (1280, 720)
    assert screen_size((800, 600), (1280, 720)) == (1280, 960)          # 4:3: taller
    assert screen_size((2560, 1080), (1280, 720)) == (1707, 720)        # 21:9: wider
    assert screen_size((450, 800), (720, 1280)) == (720, 1280)
    assert screen_size((600, 800), (720, 1280)) == (960, 1280)


def test_same_aspect_fills_window():
    vp = Viewport.filling((800, 450))
    assert vp.rect.topleft == (0, 0) and vp.rect.size == (800, 450) and vp.logical == (1280, 720)
    assert vp.to_logical((799, 449)) == (1279, 719)
    assert vp.to_logical((400, 225)) == (640, 360)
