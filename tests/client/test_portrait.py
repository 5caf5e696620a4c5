"""A window taller than wide lays the table out upright (a 720x1280 logical surface) instead of
letterboxing the wide table into a thin strip; other screens stay wide; overlays over an upright
table are shown as large as fits and still take clicks."""
from __future__ import annotations

import pygame

from game.client.drawing.theme import LOGICAL_SIZE, PORTRAIT_SIZE
from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.trick import TrickScene
from game.rules import Options

from .conftest import click, frames, key, resize

NARROW = (450, 800)


def test_a_table_in_a_tall_window_is_laid_out_upright(make_app):
    app = make_app(NARROW)
    session = gs.reach(app.ctx, Options(variant="four-handed", target=10), gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app, 2)
    assert app.ctx.screen == PORTRAIT_SIZE and app.logical.get_size() == PORTRAIT_SIZE
    view = app.viewport.rect
    assert view.size == NARROW                           # the whole window, no bars
    assert app.viewport.scale > 1.5 * (450 / 1280)       # words and cards much larger than letterboxed
    lay = session.layout
    assert lay.portrait and all(pygame.Rect((0, 0), PORTRAIT_SIZE).contains(r)
                                for r in lay.hand_rects(len(session.board.hand), 0))
    # A click on a playable card plays it.
    scene = app.stack.top
    n = len(session.board.hand)
    i = next(i for i, c in enumerate(session.board.hand) if c in scene.playable())
    click(app, scene.card_rects()[i].center)
    frames(app, 2)
    assert len(session.board.hand) == n - 1


def test_turning_the_window_turns_the_table_and_other_screens_stay_wide(make_app):
    app = make_app()
    frames(app)
    assert app.ctx.screen == LOGICAL_SIZE                # the title screen
    resize(*NARROW)
    frames(app, 2)
    assert app.viewport.logical == LOGICAL_SIZE          # still laid out wide, in the middle of felt
    assert app.viewport.rect.w == 450 and app.viewport.rect.h < 300
    session = gs.reach(app.ctx, Options(variant="two-handed", target=10), gs.my_turn_in("round1"))
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app, 2)
    assert app.ctx.screen == PORTRAIT_SIZE
    rects = app.stack.top.row.rects
    assert rects and all(r.right <= PORTRAIT_SIZE[0] for r in rects)   # the bid buttons laid out upright
    resize(1280, 720)
    frames(app, 2)
    assert app.ctx.screen == LOGICAL_SIZE
    assert app.stack.top.row.rects[0].bottom == 540      # and wide again


def test_a_card_in_flight_follows_the_table_when_the_window_turns(make_app):
    app = make_app()
    session = gs.reach(app.ctx, Options(variant="two-handed", target=10), gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    card = next(c for c in session.board.hand if c in app.stack.top.playable())
    from game.rules.cards import text
    session.act(session.board.me, f"play {text(card)}")
    for _ in range(100):
        frames(app)
        step = session.timeline.current
        if step is not None and step.flights and step.flights[0].card == card:
            break
    flight = session.timeline.current.flights[0]
    assert flight.at(1.0)[0] == session.layout.trick_spot("bottom")
    resize(*NARROW)
    frames(app)
    assert app.ctx.screen == PORTRAIT_SIZE
    assert flight.at(1.0)[0] == session.layout.trick_spot("bottom") != (640, 392)   # aimed at its new place


def test_an_overlay_over_an_upright_table_is_fitted_and_takes_clicks(make_app):
    app = make_app(NARROW)
    session = gs.reach(app.ctx, Options(variant="four-handed", target=10), gs.scored, gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app, 2)
    score = app.stack.top
    assert score.name == "score" and app.ctx.screen == PORTRAIT_SIZE
    table = app.viewport_for(app.stack.visible()[0])
    vp = app.viewport
    k = vp.scale / table.scale
    assert 0.8 < k <= 1.0                                # the panel nearly full size, not 0.56
    shown = pygame.Rect(vp.to_window(score.content.topleft), (round(score.content.w * vp.scale),
                                                              round(score.content.h * vp.scale)))
    assert pygame.Rect((0, 0), NARROW).contains(shown)
    # A click on the panel's Continue button (in the overlay's own 1280x720 points) goes on.
    session.marker_anim.clear()      # (a click during the markers' change only ends it)
    click(app, score.menu.rect_of("continue").center)
    frames(app, 2)
    assert app.stack.top is not score
    # Pause over the upright table: the menu is shown at full size.
    key(pygame.K_p)
    frames(app)
    assert app.stack.top.name == "pause"
    assert app.viewport.scale == table.scale
