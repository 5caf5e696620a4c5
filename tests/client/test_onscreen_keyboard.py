"""The on-screen keyboard: a real SDL virtual controller types a name and an address."""
from __future__ import annotations

import pygame

from game.client.scenes.lobby import LanPlan, LobbyScene
from game.client.scenes.onscreen_keyboard import SPECIAL, OnScreenKeyboard, key_rect
from game.client.scenes.settings import SettingsScene
from game.client.text.keyboard_layouts import LAYERS, shifted

from .conftest import click, frames
from .virtual_pad import DOWN, LEFT, RIGHT, START, UP, A, B, X, Y


def press(app, pad, *buttons: int) -> None:
    for b in buttons:
        pad.press(b)
    frames(app)


def name_keyboard(make_app, virtual_pads):
    """An app showing Settings with the on-screen keyboard open on the player's name."""
    app = make_app()
    pad = virtual_pads()
    frames(app)
    settings = SettingsScene(app.ctx)
    app.stack.push(settings)
    settings.focus = settings.index_of("player_name")
    press(app, pad, A)
    assert isinstance(app.stack.top, OnScreenKeyboard)
    return app, settings


def test_a_controller_types_a_new_player_name(make_app, virtual_pads, data_dir):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    settings = SettingsScene(app.ctx)
    app.stack.push(settings)
    press(app, pad, *[DOWN] * settings.index_of("player_name"))
    press(app, pad, A)                              # edit the name: the keyboard opens
    kb = app.stack.top
    assert isinstance(kb, OnScreenKeyboard) and settings.editing
    press(app, pad, *[B] * len("Player"))           # B erases, one letter a press
    assert settings.draft == ""
    press(app, pad, DOWN, DOWN, *[RIGHT] * 4, A)    # q -> a -> z row, 4 right: B (a capital first)
    press(app, pad, UP, UP, *[RIGHT] * 4, A)        # back up to the q row, 4 more right: o
    assert settings.draft == "Bo"
    press(app, pad, START)                          # done
    assert app.ctx.settings.player_name == "Bo"
    assert app.stack.top is settings and not settings.editing
    assert '"player_name": "Bo"' in (data_dir / "settings.json").read_text()


def test_the_keyboard_and_mouse_still_work_while_it_is_open(make_app, virtual_pads):
    app, settings = name_keyboard(make_app, virtual_pads)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    frames(app)
    assert settings.draft == "Playerx"
    click(app, key_rect(1, 0).center)               # a click on a key presses it
    frames(app)
    assert settings.draft == "Playerxq"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                         scancode=0))
    frames(app)                                     # Esc: the scene stops editing ...
    assert not settings.editing and app.stack.top is settings   # ... and the keyboard goes
    assert app.ctx.settings.player_name == "Player"


def test_join_by_address_with_a_controller(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    lobby = LobbyScene(app.ctx, port=0, discovery_port=0,
                       plan=LanPlan("127.0.0.1", "127.0.0.1", "127.0.0.1"))
    app.stack.push(lobby)
    lobby.mode, lobby.field = "address", 0
    press(app, pad, UP)                             # any pad button brings up the keyboard
    kb = app.stack.top
    assert isinstance(kb, OnScreenKeyboard)
    press(app, pad, UP, A, RIGHT, A)                # from q up to 1, type 1; right: 2
    press(app, pad, DOWN, DOWN, DOWN, *[LEFT] * 4, A)   # . on the z row (col 7), 2 left of 2's col
    assert lobby.fields[0] == "12." and kb.target.typing() == ("Address (host:port)", "12.")
    press(app, pad, START)                          # done with the address: on to the code
    assert lobby.field == 1 and app.stack.top is kb
    assert kb.target.typing() == ("Room code", "")
    press(app, pad, DOWN, A)                        # straight down from . to Cancel
    assert lobby.mode == "menu"
    assert app.stack.top is lobby


def test_the_keyboard_is_docked_and_no_row_above_it_looks_cut(make_app, virtual_pads):
    """The sheet sits on the bottom edge, and what is just above its top edge has sunk into the
    dark, so the settings row it covers half of is not left sliced in two."""
    from game.client.scenes.onscreen_keyboard import PANEL
    app, settings = name_keyboard(make_app, virtual_pads)
    app.render()
    assert PANEL.bottom == app.logical.get_height() and PANEL.width == app.logical.get_width()
    just_above = [sum(tuple(app.logical.get_at((x, PANEL.y - dy)))[:3])
                  for x in range(100, 1200, 4) for dy in (2, 6, 10)]
    assert max(just_above) < 40
    top = [sum(tuple(app.logical.get_at((x, 160)))[:3]) for x in range(140, 400, 2)]
    assert max(top) > 100                           # the rows well above are dimmed, still there


def go_to(app, pad, kb, row: int, col: int) -> None:
    """Move the keyboard's focus with the d-pad: to the row, then along it."""
    for _ in range(12):
        if kb.row == row:
            break
        press(app, pad, DOWN)
    for _ in range(14):
        if kb.col == col:
            break
        press(app, pad, RIGHT)
    assert (kb.row, kb.col) == (row, col)


def press_special(app, pad, kb, name: str) -> None:
    row = len(kb.rows())
    go_to(app, pad, kb, row, [k for k, _ in SPECIAL].index(name))
    press(app, pad, A)


def type_on_pad(app, pad, kb, text: str) -> None:
    """Type ``text`` on the on-screen keyboard with the d-pad and A only: switch to the
    layer holding each character, set Shift for it, go to its key and press A."""
    for ch in text:
        if ch == " ":
            press_special(app, pad, kb, "space")
            continue
        where = [(li, r, c) for li, layer in enumerate(LAYERS) for r, keys in enumerate(layer.rows)
                 for c, k in enumerate(keys) if ch in (k, shifted(k))]
        assert where, f"{ch!r} is on no layer of the keyboard"
        layer, row, col = where[0]
        for _ in range(len(LAYERS)):
            if kb.layer == layer:
                break
            press_special(app, pad, kb, "layer")
        key_char = LAYERS[layer].rows[row][col]
        if (ch != key_char) != kb.shift:
            press_special(app, pad, kb, "shift")
        go_to(app, pad, kb, row, col)
        press(app, pad, A)


def test_a_name_with_an_apostrophe(make_app, virtual_pads):
    app, settings = name_keyboard(make_app, virtual_pads)
    pad = virtual_pads.made[0]
    kb = app.stack.top
    press(app, pad, *[B] * len("Player"))
    type_on_pad(app, pad, kb, "O'Neil")
    assert settings.draft == "O'Neil"
    press(app, pad, START)
    assert app.ctx.settings.player_name == "O'Neil"


def test_names_with_accented_letters_and_their_capitals(make_app, virtual_pads):
    app, settings = name_keyboard(make_app, virtual_pads)
    pad = virtual_pads.made[0]
    kb = app.stack.top
    press(app, pad, *[B] * len("Player"))
    type_on_pad(app, pad, kb, "Åsa Łęcka-Jääskö")
    assert settings.draft == "Åsa Łęcka-Jääskö"
    press(app, pad, START)
    assert app.ctx.settings.player_name == "Åsa Łęcka-Jääskö"


def test_the_layers_hold_the_letters_of_the_languages_near_by():
    letters = "àáâäãåéèêëíìîïñóòôöõúùûüçßøæœÿýđłńśźżąęčřšžťďňůőűğşıăâîșț"
    keys = {k for layer in LAYERS for row in layer.rows for k in row}
    assert set(letters) <= keys and "'" in keys
    capitals = {shifted(k) for k in keys}
    assert set("ÀÅÄÖÉÈÑÇØÆŁŚŻ") <= capitals and shifted("ß") == "ß"   # no "SS" on one key
    assert all(len(layer.rows) == len(LAYERS[0].rows) for layer in LAYERS)


def test_x_is_shift_and_y_the_next_layer_of_letters(make_app, virtual_pads):
    app, settings = name_keyboard(make_app, virtual_pads)
    pad = virtual_pads.made[0]
    kb = app.stack.top
    go_to(app, pad, kb, 0, 0)                       # on the 1 key
    press(app, pad, Y)
    assert kb.layer == 1 and kb.key_at(0, 0) == "à"
    press(app, pad, X, A)                           # Shift, then type: a capital
    assert settings.draft == "PlayerÀ" and not kb.shift
    press(app, pad, Y, Y)                           # round the layers to the letters again
    assert kb.layer == 0 and kb.key_at(0, 0) == "1"
