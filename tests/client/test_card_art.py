"""Card art: caching, shapes, colours, and the dimmed and highlighted looks."""
from __future__ import annotations

import pygame
import pytest

from game.client.art.card_art import BLACK, BLUE, GREEN, HIGHLIGHT, RED, CardArt, Look, card_size
from game.client.drawing.fonts import Fonts
from game.rules.cards import ACE, CLUBS, DIAMONDS, HEARTS, JOKER, SPADES, card, deck


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.font.init()
    return CardArt(Fonts())


def close(c, ref, tol=40) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(tuple(c)[:3], ref))


def test_cache_returns_the_same_surface(art):
    a = art.face(card(ACE, HEARTS), 100)
    assert art.face(card(ACE, HEARTS), 100) is a
    assert art.face(card(ACE, HEARTS), 101) is not a
    assert art.face(card(ACE, HEARTS), 100, look=Look.DIM) is not a
    assert art.face(card(ACE, HEARTS), 100, four_colour=True) is not a
    assert art.back(80) is art.back(80)
    assert art.low(4, SPADES, 60) is art.low(4, SPADES, 60)


def test_every_card_draws_at_card_proportions(art):
    for c in deck(52) + [JOKER]:    # the full pack's twos to sixes among them
        s = art.face(c, 90)
        assert s.get_size() == card_size(90) == (90, 126)
    for pips in (3, 4, 6):
        for suit in range(4):
            assert art.low(pips, suit, 50).get_size() == (50, 70)
    with pytest.raises(ValueError):
        art.face(53, 90)


def test_the_twos_to_sixes_have_their_pips_clear_of_the_corner_index(art):
    from game.client.art.pip_layout import pip_positions, pip_size
    from game.rules.cards import FIVE, SIX, TWO
    for count in range(2, 11):
        pips = pip_positions(count, indexed=True)
        assert len(pips) == count
        half = pip_size(count, indexed=True) / 2     # of the card's width
        for p in pips:   # the corner index: 0.025..0.225 of the width, 0.025..0.265 of the height
            assert p.x - half > 0.225 or (p.y * 1.4 - half) / 1.4 > 0.265
    faces = {pygame.image.tobytes(art.face(card(r, SPADES), 80), "RGBA")
             for r in range(TWO, SIX + 1)}
    assert len(faces) == 5
    centre = art.face(card(FIVE, HEARTS), 120)
    assert close(centre.get_at((60, 84)), RED)     # the five's middle pip


def test_rounded_corners_are_transparent(art):
    s = art.face(card(ACE, SPADES), 120)
    assert s.get_at((0, 0)).a < 60
    assert s.get_at((60, 3)).a > 245 and s.get_at((60, 80)).a == 255


def test_ace_centre_pip_colour_and_four_colour_deck(art):
    centre = lambda s: s.get_at((s.get_width() // 2, s.get_height() // 2))  # noqa: E731
    assert close(centre(art.face(card(ACE, HEARTS), 120)), RED)
    assert close(centre(art.face(card(ACE, CLUBS), 120)), BLACK)
    assert close(centre(art.face(card(ACE, CLUBS), 120, four_colour=True)), GREEN)
    assert close(centre(art.face(card(ACE, DIAMONDS), 120, four_colour=True)), BLUE)
    assert close(centre(art.face(card(ACE, DIAMONDS), 120)), RED)


def test_dim_is_darker_and_highlight_has_a_gold_edge(art):
    c = card(ACE, HEARTS)
    normal, dim, hi = (art.face(c, 100, look=lk) for lk in (Look.NORMAL, Look.DIM, Look.HIGHLIGHT))
    p = (20, 70)  # plain card face
    assert sum(tuple(dim.get_at(p))[:3]) < sum(tuple(normal.get_at(p))[:3]) - 100
    assert close(hi.get_at((50, 2)), HIGHLIGHT, 30)
    assert not close(normal.get_at((50, 2)), HIGHLIGHT, 30)


def test_court_cards_differ_by_rank(art):
    from game.rules.cards import JACK, KING, QUEEN
    faces = [pygame.image.tobytes(art.face(card(r, HEARTS), 80), "RGBA") for r in (JACK, QUEEN, KING)]
    assert len(set(faces)) == 3


def test_index_faces_show_a_large_suit_that_tells_spades_from_clubs_when_small(art):
    from game.rules.cards import QUEEN
    for c in deck(52) + [JOKER]:
        assert art.index_face(c, 54).get_size() == card_size(54)
    assert art.index_face(card(QUEEN, SPADES), 54) is art.index_face(card(QUEEN, SPADES), 54)
    with pytest.raises(ValueError):
        art.index_face(53, 54)
    suit_centre = lambda s: s.get_at((s.get_width() // 2, round(s.get_height() * 0.7)))  # noqa: E731
    for suit, ink in ((SPADES, BLACK), (HEARTS, RED), (CLUBS, BLACK), (DIAMONDS, RED)):
        assert close(suit_centre(art.index_face(card(QUEEN, suit), 54)), ink)
    assert close(suit_centre(art.index_face(card(QUEEN, CLUBS), 54, four_colour=True)), GREEN)
    # Shrunk as a 1280x720 screen is to 800x450, Q♠ and Q♣ still differ in many pixels
    # (full faces this small differ in about 6, their corner suits being a few pixels).
    small = [pygame.transform.smoothscale(art.index_face(card(QUEEN, s), 54), (34, 48)) for s in (SPADES, CLUBS)]
    differ = sum(1 for x in range(34) for y in range(48)
                 if not close(small[0].get_at((x, y)), tuple(small[1].get_at((x, y)))[:3], 60))
    assert differ >= 20
