"""The new-game setup and a LAN host's rules show the rows of the game chosen, and where they do
not fit (Railroad: the Game row, eleven options, four players and Start) the list scrolls: the
focused row always in view, Up/Down scrolling with the focus, the wheel and the page keys
scrolling the view, clicks reaching only rows in view, marks while rows lie above or below.
All through real key, wheel and mouse events, at every gallery size."""
from __future__ import annotations

import pygame
import pytest

from game.client.gallery import SIZES
from game.client.scenes.lobby import RULES, LobbyScene
from game.client.scenes.row_scroll import MARK_DX
from game.client.scenes.rule_rows import VARIANTS
from game.client.scenes.setup import ARROW_DX, SetupScene
from game.client.scenes.title import TitleScene
from game.rules import BY_KEY, GAMES
from game.rules.options import SPECS

from .conftest import click, frames, key

RAILROAD = next(g for g in GAMES if any(s.games == (g.key,) for s in SPECS))   # the game with options of its own


def wheel(app, notches: int) -> None:
    """The wheel turned ``notches`` towards the player (down the list), the pointer over the window."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-notches, flipped=False,
                                         precise_x=0.0, precise_y=float(-notches)))
    frames(app)


def new_game(make_app, size) -> tuple:
    app = make_app(size)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.menu.focus = title.menu.index_of("new")
    key(pygame.K_RETURN)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return app, setup


def to_game(app, setup: SetupScene, key_name: str) -> None:
    """Right on the Game row until ``key_name`` is chosen."""
    for _ in GAMES:
        if setup.variant == key_name:
            return
        key(pygame.K_RIGHT)
        frames(app)
    raise AssertionError(f"never reached {key_name}")


def on_screen(app, r: pygame.Rect) -> bool:
    w, h = app.ctx.screen
    return r.w > 0 and r.top >= 0 and r.bottom <= h and r.left >= 0 and r.right <= w


def test_changing_the_game_changes_the_rows_and_the_focus_stays_on_the_game_row(make_app):
    app, setup = new_game(make_app, (1280, 720))
    for g in (BY_KEY[k] for k in VARIANTS):   # the games the Game row offers
        to_game(app, setup, g.key)
        assert setup.rows()[setup.focus] == "variant"
        options = setup.rows()[1:-1 - g.players]
        assert options == [s.key for s in SPECS if s.row and s.applies(g.key)], g.key
    to_game(app, setup, RAILROAD.key)
    assert {"call_for_best", "defender_calls_for_best", "laps", "slam"} <= set(setup.rows())
    key(pygame.K_RIGHT)                     # the next game: Railroad's own rows are gone
    frames(app)
    assert setup.rows()[setup.focus] == "variant" and "laps" not in setup.rows()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_railroad_setup_keeps_the_focus_in_view_down_and_up(make_app, size):
    app, setup = new_game(make_app, size)
    to_game(app, setup, RAILROAD.key)
    rows = setup.rows()
    assert len(rows) == 1 + 11 + 4 + 1
    seen_marks = set()
    for step in [pygame.K_DOWN] * (len(rows) - 1) + [pygame.K_UP] * (len(rows) - 1):
        view = setup.row_view()
        assert view.holds(setup.focus) and on_screen(app, setup.row_rect(setup.focus))
        for i in range(len(rows)):   # a row in view is on the screen; one out of view nowhere
            assert on_screen(app, setup.row_rect(i)) if view.holds(i) else setup.row_rect(i).w == 0
        seen_marks.add((view.above, view.below))
        app.render()
        key(step)
        frames(app)
    assert setup.focus == 0
    if setup.row_view().scrolls:   # the list went from the top to Start and back
        assert {(False, True), (True, False)} <= seen_marks
    else:                          # it fits: no marks ever
        assert seen_marks == {(False, False)}
    # 800x600 gives the wide layout the screen's whole height: Railroad's rows fit there
    assert setup.row_view().scrolls == (size != (800, 600))


def test_the_wheel_scrolls_the_rows_and_a_click_reaches_only_a_row_in_view(make_app):
    app, setup = new_game(make_app, (1280, 720))
    to_game(app, setup, RAILROAD.key)
    rows = setup.rows()
    top_row = setup.row_rect(0)
    wheel(app, 2)                                    # two rows down: the focus comes along
    view = setup.row_view()
    assert view.top == 2 and setup.focus == 2 and view.above and view.below
    assert setup.row_rect(0).w == 0 and setup.row_rect(2).topleft == top_row.topleft
    # a click where the Game row was hits the row now there, never the Game row
    click(app, (setup.value_x(2) + ARROW_DX, top_row.centery))
    frames(app)
    assert setup.variant == RAILROAD.key and setup.focus == 2
    assert setup.options().target == 5               # Game to: 10 -> 5 by its right arrow
    wheel(app, 99)                                   # to the end: Start in view, the focus on the first row in view
    view = setup.row_view()
    assert view.below is False and view.holds(len(rows) - 1) and setup.focus == view.top
    wheel(app, -99)                                  # back to the top: the focus, still in view, stays
    assert setup.row_view().top == 0 and setup.focus == view.top
    key(pygame.K_PAGEDOWN)                           # a page at a time, too
    frames(app)
    assert setup.row_view().top == setup.row_view().count - setup.row_view().shown


def test_the_marks_are_drawn_beside_the_rows_while_more_lie_above_or_below(make_app):
    app, setup = new_game(make_app, (1280, 720))
    to_game(app, setup, RAILROAD.key)
    wheel(app, 2)

    def gold_at(r: pygame.Rect) -> bool:
        app.render()
        x, y = app.viewport.to_window((r.right + MARK_DX, r.centery))
        c = app.window.get_at((x, y))
        return c.r > 200 and c.g > 150 and c.b < 140   # theme.GOLD, not the felt
    view = setup.row_view()
    assert gold_at(setup.row_rect(view.top)) and gold_at(setup.row_rect(view.top + view.shown - 1))
    wheel(app, -2)
    view = setup.row_view()
    assert not gold_at(setup.row_rect(view.top)) and gold_at(setup.row_rect(view.top + view.shown - 1))


def test_a_hosts_railroad_rules_scroll_by_keys_wheel_and_clicks(make_app):
    app = make_app(first_scene=lambda ctx: LobbyScene(ctx, listen=False))
    frames(app)
    lobby = app.stack.top
    key(pygame.K_DOWN)                               # Host -> Game
    for _ in GAMES:
        if lobby.game == RAILROAD:
            break
        key(pygame.K_RIGHT)
        frames(app)
    assert lobby.game == RAILROAD
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                             # Rules
    frames(app)
    assert lobby.mode == RULES
    keys = lobby.rules.row_keys()
    assert keys[-4:] == ("call_for_best", "defender_calls_for_best", "laps", "slam")
    for _ in keys:                                   # down to Done: the focus always in view
        key(pygame.K_DOWN)
        frames(app)
        assert lobby.rule_rows.rect(lobby.rule_rows.focus).w and lobby.rule_rows.view().holds(lobby.rule_rows.focus)
    assert lobby.rule_rows.focus == len(keys) and lobby.rule_rows.view().above
    assert lobby.rule_rows.rect(0).w == 0                 # Deck scrolled out of view
    slam = keys.index("slam")
    _left, right = lobby.rule_rows.arrows(slam)
    click(app, right.center)                         # Slam off by its right arrow
    frames(app)
    assert lobby.rule_rows.focus == slam and lobby.rules.options().slam is False
    wheel(app, -99)                                  # back to the top: the focus comes along
    assert lobby.rule_rows.view().top == 0 and lobby.rule_rows.view().holds(lobby.rule_rows.focus)
    assert lobby.rule_rows.rect(slam).w == 0
    app.render()
    key(pygame.K_ESCAPE)
    frames(app)
    assert lobby.mode == "menu" and "slams" not in lobby.setup.rules_summary()
