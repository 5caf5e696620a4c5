"""Score markers: every arrangement leaves exactly the right pips of the lower card in view."""
from __future__ import annotations

import pygame
import pytest

from game.client.art.card_art import BACK_MAIN, BLACK, CardArt
from game.client.art.marker_art import (
    SQUARED,
    MarkerArt,
    pip_visibility,
    pose_for,
    visible_pip_count,
)
from game.client.art.pip_layout import pip_positions
from game.client.drawing.fonts import Fonts
from game.rules.markers import markers


@pytest.mark.parametrize("target", [5, 7, 10])
def test_every_score_shows_its_pips(target):
    for score in range(target):
        m = markers(score, target)
        pose = pose_for(m)
        if m.pips_showing == 0:
            assert pose == SQUARED
            continue
        assert visible_pip_count(m.bottom, pose) == m.pips_showing
        # Every pip is clearly in or out: no pip is cut by the top card's edge.
        assert None not in pip_visibility(m.bottom, pose, margin=0.01)


@pytest.fixture(scope="module")
def art() -> MarkerArt:
    pygame.font.init()
    fonts = Fonts()
    return MarkerArt(CardArt(fonts), fonts)


def test_canvas_is_fixed_and_cached(art):
    sizes = {art.surface(markers(s, 10), 60, 2, score=s).get_size() for s in range(10)}
    assert sizes == {MarkerArt.canvas_size(60)}
    assert art.surface(markers(3, 10), 60, 2, score=3) is art.surface(markers(3, 10), 60, 2, score=3)


def pip_pixel(art, score, target, index, width=120):
    """Colour of the rendered marker at the centre of the lower card's pip ``index``."""
    surf = art.surface(markers(score, target), width, 3)   # spades: black pips on a red back
    pad = round(width * 0.16)
    h = round(width * 1.4)
    pip = pip_positions(markers(score, target).bottom)[index]
    return surf.get_at((round(pad + pip.x * width), round(pad + pip.y * h)))


def near(c, ref, tol=40):
    return all(abs(a - b) <= tol for a, b in zip(tuple(c)[:3], ref))


def test_rendered_pips_match_the_geometry(art):
    # Score 1 of 5: the 4 face down on the 3; the top pip of the 3 shows, the others are under the back.
    assert near(pip_pixel(art, 1, 5, 0), BLACK)
    assert not near(pip_pixel(art, 1, 5, 1), BLACK) and not near(pip_pixel(art, 1, 5, 2), BLACK)
    # Score 3 of 10: three pips of the 4 show, the fourth is under the top card's back.
    shown = [near(pip_pixel(art, 3, 10, i), BLACK) for i in range(4)]
    assert shown == [True, True, True, False]
    assert near(pip_pixel(art, 3, 10, 3), BACK_MAIN, 60)
    # Score 1 of 10: the turned card leaves only the top-left pip of the 4.
    assert [near(pip_pixel(art, 1, 10, i), BLACK) for i in range(4)] == [True, False, False, False]


@pytest.mark.parametrize("score", [-6, -12, -30])
def test_a_score_below_zero_beside_the_markers_is_not_cut_at_the_edge(art, score):
    """Hasenpfeffer's −12 is drawn whole in the column beside the cards (a little smaller)."""
    for width in (40, 60, 96):
        surf = art.surface(markers(score, 10), width, 2, score=score)
        right = surf.get_width() - 1
        assert all(surf.get_at((right, y)).a == 0 for y in range(surf.get_height())), (score, width)
