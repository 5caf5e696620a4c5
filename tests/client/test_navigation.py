"""Title menu navigation with real posted keyboard and mouse events, overlays and quitting."""
from __future__ import annotations

import pygame

from game.client.drawing import theme
from game.client.scenes.pause import PauseScene
from game.client.scenes.rules import RulesScene
from game.client.scenes.settings import SettingsScene
from game.client.scenes.title import TitleScene

from .conftest import PausableScene, click, frames, key, resize


def test_keyboard_reaches_settings_and_back(make_app):
    app = make_app()
    assert isinstance(app.stack.top, TitleScene)
    for _ in range(4):  # New game -> Couch, LAN, Online game -> Settings (Continue is greyed)
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, SettingsScene)
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert len(app.stack) == 1


def test_keyboard_reaches_rules_and_scrolls(make_app):
    app = make_app()
    for _ in range(5):
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    frames(app)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.max_scroll > 0
    key(pygame.K_PAGEDOWN)
    frames(app, 30)
    assert rules.scroll > 100
    key(pygame.K_RIGHT)
    frames(app)
    assert rules.variant == "three-handed" and rules.scroll == 0


def test_up_wraps_to_quit_and_enter_quits(make_app):
    app = make_app()
    key(pygame.K_UP)
    key(pygame.K_RETURN)
    assert app.step(1 / 60) is False
    assert app.running is False


def test_lan_entry_opens_the_lobby_and_back_returns(make_app, data_dir):
    from game.client.scenes.lobby import LobbyScene

    (data_dir / "settings.json").write_text('{"lan_reach": "machine"}')  # listen on loopback
    app = make_app()
    for _ in range(2):  # New game -> Couch game -> LAN game
        key(pygame.K_DOWN)
    key(pygame.K_SPACE)
    frames(app)
    assert isinstance(app.stack.top, LobbyScene)
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_mouse_click_after_odd_resize_reaches_rules(make_app):
    app = make_app()
    resize(1001, 777)
    frames(app)
    assert app.window.get_size() == (1001, 777)
    title = app.stack.top
    click(app, title.menu.rect_of("rules").center)
    frames(app)
    assert isinstance(app.stack.top, RulesScene)


def test_mouse_hover_moves_focus_and_focus_is_drawn(make_app):
    app = make_app((800, 450))
    title = app.stack.top
    target = title.menu.rect_of("lan")
    pos = app.viewport.to_window(target.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    assert title.menu.items[title.menu.focus].key == "lan"
    # The focused button is filled with the focus colour on the logical surface.
    assert tuple(app.logical.get_at((target.right - 20, target.centery)))[:3] == theme.GOLD
    other = title.menu.rect_of("quit")
    assert tuple(app.logical.get_at((other.right - 20, other.centery)))[:3] != theme.GOLD


def test_click_in_letterbox_bar_does_nothing(make_app):
    app = make_app((1280, 1000))   # bars above and below
    rect = app.viewport.rect
    assert rect.y > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, rect.y // 2), button=1))
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_pause_overlay_draws_scene_beneath_and_quits_to_title(make_app):
    app = make_app(first_scene=PausableScene)
    frames(app)
    before = app.logical.get_at((30, 600))
    key(pygame.K_p)
    frames(app)
    assert isinstance(app.stack.top, PauseScene)
    assert [type(s) for s in app.stack.visible()] == [PausableScene, PauseScene]
    after = app.logical.get_at((30, 600))
    assert sum(after[:3]) < sum(before[:3])      # the table is still drawn, darkened by the veil
    assert sum(after[:3]) > 0
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)   # Settings from the pause menu
    frames(app)
    assert isinstance(app.stack.top, SettingsScene)
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, PauseScene)
    for _ in range(2):
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)   # Quit to title
    frames(app)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_f11_and_alt_enter_toggle_fullscreen(make_app):
    app = make_app()
    key(pygame.K_F11)
    frames(app)
    assert app.fullscreen
    key(pygame.K_RETURN, pygame.KMOD_LALT)
    frames(app)
    assert not app.fullscreen
    assert app.window.get_size() == (1280, 720)
    assert isinstance(app.stack.top, TitleScene)   # Alt+Enter did not choose a menu item


def test_run_loop_ends_on_window_close(make_app):
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()   # returns instead of looping forever
    assert app.running is False


def test_couch_setup_footer_names_what_enter_does_on_the_focused_row(make_app):
    from game.client.scenes.setup import SetupScene

    app = make_app()
    key(pygame.K_DOWN)                       # New game -> Couch game
    key(pygame.K_RETURN)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.couch
    assert setup.rows()[setup.focus] == "variant"
    assert "Enter next" in setup._hint() and "name" not in setup._hint()
    assert setup._hint() == "Up/Down choose  ·  Left/Right change  ·  Enter next row  ·  Esc back"  # as Settings
    while setup.rows()[setup.focus] != "player1":
        key(pygame.K_DOWN)
        frames(app)
    assert "Enter type a person's name" in setup._hint()
    key(pygame.K_RETURN)                     # the footer was right: Enter edits the name
    frames(app)
    assert setup.editing == 1
    assert setup._hint() == "Type a name  ·  Enter keep it  ·  Esc cancel"   # as Settings says it
    key(pygame.K_ESCAPE)
    key(pygame.K_DOWN)
    frames(app)
    assert setup.rows()[setup.focus] == "start" and "Enter start" in setup._hint()


def test_new_game_footer_says_enter_types_your_name_on_your_row(make_app):
    app = make_app()
    key(pygame.K_RETURN)                     # New game
    frames(app)
    setup = app.stack.top
    setup.focus = setup.rows().index("player0")
    frames(app)
    assert "Enter type your name" in setup._hint() and "Left/Right" not in setup._hint()
