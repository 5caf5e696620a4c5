"""Sharp at every window size, no bars at any shape, and the new-game setup, the hand review
and the draw for partners laid out upright in a tall window: through the real app."""
from __future__ import annotations

import pygame

from game.client.drawing.theme import PORTRAIT_SIZE
from game.client.gallery import states as gs
from game.client.scenes.base import Scene
from game.client.scenes.draw_partners import DrawScene
from game.client.scenes.review import ReviewScene
from game.client.scenes.setup import ARROW_DX, UPRIGHT_ROWS, SetupScene
from game.client.scenes.trick import TrickScene
from game.rules import Options

from .conftest import click, frames, key

LABEL = "Crisp words 10♠ J♥"
AT, SIZE, INK = (100, 200), 25, (255, 255, 255)


class LabelScene(Scene):
    """One line of text on black, drawn as every scene draws words (``ui.text``)."""

    name = "label"

    def draw(self, surface) -> None:
        from game.client import ui
        surface.fill((0, 0, 0))
        ui.text(surface, self.ctx.fonts, LABEL, SIZE, INK, AT)


def same_pixels(window: pygame.Surface, img: pygame.Surface, at: tuple[int, int], inset: float = 0.0,
                background=(0, 0, 0)) -> float:
    """The share of ``img``'s pixels (less ``inset`` of each side) that the window shows exactly
    at ``at``, ``img`` drawn over ``background``."""
    w, h = img.get_size()
    flat = pygame.Surface((w, h))
    flat.fill(background)
    flat.blit(img, (0, 0))
    dx, dy = round(w * inset), round(h * inset)
    points = [(x, y) for x in range(dx, w - dx) for y in range(dy, h - dy)]
    same = sum(window.get_at((at[0] + x, at[1] + y)) == flat.get_at((x, y)) for x, y in points)
    return same / len(points)


def test_words_at_1920x1080_are_the_fonts_glyphs_at_the_scaled_size(make_app):
    """At 1.5 times the layout, a label's pixels are the font's own at 1.5 times the size (not
    the 1280x720 picture scaled up): every pixel of the line is what that font draws, and the
    line is 1.5 times as tall in window pixels."""
    app = make_app((1920, 1080), first_scene=LabelScene)
    frames(app)
    fonts = app.ctx.fonts
    big = fonts.get(round(SIZE * 1.5)).render(LABEL, True, INK)
    at = (round(AT[0] * 1.5), round(AT[1] * 1.5))     # its top left where the layout's falls
    assert same_pixels(app.window, big, at) == 1.0
    ink = pygame.mask.from_threshold(app.window, INK, (60, 60, 60, 255)).get_bounding_rects()
    tall = max(r.bottom for r in ink) - min(r.top for r in ink)
    glyphs = big.get_bounding_rect()
    assert tall == glyphs.h                     # as tall as the big font's glyphs, to the pixel


def test_lines_set_flush_stay_flush_at_every_scale():
    """A line's glyphs at the scaled size are not exactly the layout's width times the scale,
    the longer the line the more: lines set flush left (or right) at one x still share that
    edge to the pixel at 800x450, upright 720x1280 and 1920x1080, so a column of lines is
    straight and a line whose words change does not move."""
    from game.client import ui
    from game.client.drawing.canvas import Canvas
    from game.client.drawing.fonts import Fonts
    pygame.font.init()
    fonts = Fonts()
    lines = {"topleft": ["Hands", "Hands played", "Hands made (as makers)",
                         "Hands: one bar a match, the taller, the more points between"],
             "midright": ["1", "21", "2 / 1 / 1", "one bar a match: the taller, the more points 1"]}
    for size in ((800, 450), (720, 1280), (1920, 1080)):
        k = min(size[0] / 1280, size[1] / 720)
        for anchor, words in lines.items():
            edges = set()
            for s in words:
                window = pygame.Surface(size, pygame.SRCALPHA)
                ui.text(Canvas(window, k), fonts, s, 21, INK, (600, 100), anchor)
                ink = window.get_bounding_rect()
                edges.add(ink.left if anchor == "topleft" else ink.right)
            assert len(edges) == 1, (size, anchor, edges)


def test_the_tables_lines_set_flush_stay_flush_at_every_scale():
    """The same for the lines the table and its overlays draw (the score panel's, the info
    panel's, the review's, through ``TextCache``): each line's first letter at one x, not
    the longer lines a pixel or two to the right."""
    from types import SimpleNamespace

    from game.client.drawing.canvas import Canvas
    from game.client.drawing.fonts import Fonts
    from game.client.table.table_painter import TextCache
    pygame.font.init()
    text = TextCache(SimpleNamespace(fonts=Fonts()))   # type: ignore[arg-type]
    lines = {"topleft": ["Bob", "Bob bid three; the first lead made spades trump.",
                         "Bob has 3 tricks: three made, the hand stops. You, Ann and Cy each pay Bob 3."],
             "topright": ["3", "Bob 3", "Tricks: Bob 3 · the others 0 · and a good deal more words 3"]}
    for size in ((800, 450), (720, 1280), (1920, 1080)):
        k = min(size[0] / 1280, size[1] / 720)
        for anchor, words in lines.items():
            edges = set()
            for s in words:
                window = pygame.Surface(size, pygame.SRCALPHA)
                text.draw(Canvas(window, k), s, 22, INK, (600, 100), anchor)
                ink = window.get_bounding_rect()
                edges.add(ink.left if anchor == "topleft" else ink.right)
            assert len(edges) == 1, (size, anchor, edges)


def test_cards_at_1920x1080_are_made_at_the_scaled_width(make_app):
    """The cards of my hand on the table at 1920x1080 are CardArt's faces made 150 wide (the
    layout's 100 times 1.5), pixel for pixel over each card's face."""
    app = make_app((1920, 1080))
    session = gs.reach(app.ctx, Options(variant="four-handed", target=10), gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app, 2)
    scene, lay = app.stack.top, session.layout
    assert app.ctx.screen == (1280, 720) and app.viewport.scale == 1.5
    looks, focus = scene.looks()
    hand = session.board.hand
    for card, look, r in zip(hand, looks, lay.hand_rects(len(hand), focus)):
        big = app.ctx.cards.face(card, round(lay.hand_width * 1.5), four_colour=app.ctx.settings.four_colour,
                                 look=look)
        at = (round(r.centerx * 1.5 - big.get_width() / 2), round(r.centery * 1.5 - big.get_height() / 2))
        assert same_pixels(app.window, big, at, inset=0.12) == 1.0, card


def test_a_4_3_window_has_no_bars_and_the_table_takes_its_shape(make_app):
    """At 800x600 the table is laid out on a 1280x960 screen: my hand at the bottom of the
    window, the top hand at its top, felt to every edge."""
    app = make_app((800, 600))
    session = gs.reach(app.ctx, Options(variant="four-handed", target=10), gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app, 2)
    assert app.ctx.screen == (1280, 960) and app.viewport.rect == pygame.Rect(0, 0, 800, 600)
    lay = session.layout
    hand = lay.hand_rects(len(session.board.hand))
    assert max(r.bottom for r in hand) >= 960 - 20 and lay.backs_rect("top", 5).top <= 30
    w, h = app.window.get_size()
    for x, y in ((0, h // 2), (w - 1, h // 2), (w // 2, 0), (0, 0), (w - 1, h - 1), (w // 4, h - 1)):
        c = app.window.get_at((x, y))
        assert c.g > c.r and c.g > c.b and c.g > 20, (x, y, c)     # felt, not a black bar
    # a click on a playable card plays it
    i = next(i for i, c in enumerate(session.board.hand) if c in app.stack.top.playable())
    n = len(session.board.hand)
    click(app, app.stack.top.card_rects()[i].center)
    frames(app, 2)
    assert len(session.board.hand) == n - 1


TALL = (450, 800)


def lower_third_shows_cards(window: pygame.Surface) -> bool:
    """Card faces (near white) in the lower third of the window: the layout reaches down there."""
    w, h = window.get_size()
    return any(min(tuple(window.get_at((x, y)))[:3]) > 235 for x in range(0, w, 3) for y in range(2 * h // 3, h, 3))


def test_setup_in_a_tall_window_is_upright_and_takes_clicks(make_app):
    app = make_app(TALL)
    app.stack.push(SetupScene(app.ctx))
    frames(app, 2)
    setup = app.stack.top
    assert app.ctx.screen == PORTRAIT_SIZE and app.viewport.rect == pygame.Rect((0, 0), TALL)
    rows = setup.rows()
    rects = [setup.row_rect(i) for i in range(len(rows))]
    screen = pygame.Rect((0, 0), PORTRAIT_SIZE)
    assert all(screen.contains(r) for r in rects)
    assert min(r.w for r in rects) >= 640                    # as wide as the screen
    # and down most of it, not a strip: the rows reach the lower quarter, or (a game with
    # fewer rows, two-handed) each is as tall as an upright row may be
    assert rects[-1].bottom > 0.75 * PORTRAIT_SIZE[1] or min(r.h for r in rects) == UPRIGHT_ROWS.stop - 1
    i = rows.index("target")
    before = setup.label_value("target")[1]
    click(app, (setup.value_x(i) + ARROW_DX, setup.row_rect(i).bottom - 20))   # its right arrow
    frames(app)
    assert setup.label_value("target")[1] != before
    click(app, setup.row_rect(rows.index("start")).center)
    frames(app, 3)
    assert app.stack.top is not setup                       # the match started


def test_review_in_a_tall_window_is_upright(make_app):
    app = make_app(TALL)
    session = gs.reach(app.ctx, Options(variant="four-handed", target=10), gs.scored, gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    app.stack.push(ReviewScene(app.ctx, session))
    frames(app, 2)
    review = app.stack.top
    assert app.ctx.screen == PORTRAIT_SIZE and app.viewport.rect == pygame.Rect((0, 0), TALL)
    assert review.back_button().bottom > 0.9 * PORTRAIT_SIZE[1]
    assert lower_third_shows_cards(app.window)               # the tricks, under the hands
    click(app, review.back_button().center)
    frames(app)
    assert app.stack.top is not review


def test_the_draw_for_partners_in_a_tall_window_is_upright(make_app):
    app = make_app(TALL)
    session = gs.reach(app.ctx, Options(variant="four-handed", target=10), lambda s: s.stage == "draw")
    app.stack.reset(DrawScene(app.ctx, session))
    frames(app, 2)
    scene = app.stack.top
    assert app.ctx.screen == PORTRAIT_SIZE and app.viewport.rect == pygame.Rect((0, 0), TALL)
    deal = scene.menu.rect_of("deal")
    assert pygame.Rect((0, 0), PORTRAIT_SIZE).contains(deal) and deal.y > PORTRAIT_SIZE[1] / 2
    w, h = app.window.get_size()
    faces = [y for y in range(0, h, 2) for x in range(0, w, 3) if min(tuple(app.window.get_at((x, y)))[:3]) > 235]
    assert faces and max(faces) - min(faces) > 40            # the drawn cards, large, not in a thin strip
    key(pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is not scene
