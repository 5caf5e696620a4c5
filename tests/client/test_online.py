"""The Online game screen driven by real key events on a headless window, against a real
table server on 127.0.0.1 (in this process, plain WebSocket on loopback): the server's
address typed and kept, a table created with its room code shown, others joining by the
code, the match on the table scenes; a wrong code, a server that does not answer and a
certificate not trusted each said in a sentence, nothing typed lost."""
from __future__ import annotations

import socket

import pygame
import pytest

from game.client.scenes.online import CODE_FORM, ROOM, TYPING, OnlineScene, server_url
from game.client.scenes.table_base import TableScene
from net.auth import normal_code
from net.online import OnlineTable
from tests.net.helpers import BotSeat
from tests.server.helpers import ServerThread, make_cert

from .conftest import frames, key
from .test_lobby import run_until, typed


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.stop()


def online_app(make_app, url: str = "", ca: str = ""):
    """The title screen, then Online game chosen by keys (New game is focused: Couch, LAN,
    Online below it)."""
    app = make_app()
    if url or ca:
        app.ctx.change_settings(app.ctx.settings.with_(server_address=url, server_ca=ca))
    frames(app)
    for _ in range(3):
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, OnlineScene)
    return app, scene


def focus(scene: OnlineScene) -> str:
    return scene.menu.items[scene.menu.focus].key


def test_the_server_address_is_typed_kept_and_a_table_created_is_joined_by_its_code(make_app, server):
    app, scene = online_app(make_app)
    # No server yet: the screen says how to get one, Create and Join wait for it.
    assert focus(scene) == "server" and scene.menu.items[0].greyed
    app.render()
    key(pygame.K_RETURN)
    frames(app)
    assert scene.mode == TYPING and scene.wants_text
    typed(f"127.0.0.1:{server.port}")   # no scheme: a server on this machine is ws://
    key(pygame.K_RETURN)                # on to the certificate file, left empty
    key(pygame.K_RETURN)
    frames(app)
    assert app.ctx.settings.server_address == f"ws://127.0.0.1:{server.port}"
    assert focus(scene) == "host" and not scene.menu.items[0].greyed
    people = scene.setup.seat_choice[scene.variant].count("remote")
    key(pygame.K_RETURN)   # Create a table
    run_until(app, lambda: scene.mode == ROOM, "the room code")
    code = scene.created_room
    assert normal_code(code) in server.server.tables and len(normal_code(code)) == 12
    app.render()   # the code, large, and the seats waiting
    joiners = [BotSeat(OnlineTable(server.url, f"Guest {i + 1}", room=code.lower()))
               for i in range(people)]
    try:
        run_until(app, lambda: (any(b.step() for b in joiners), isinstance(app.stack.top, TableScene))[1],
                  "the match on the table scenes")
        table = app.stack.top.session.table
        assert isinstance(table, OnlineTable) and table.seat == 0
        assert all(table.seat_names())
        app.render()
    finally:
        for b in joiners:
            b.table.close()


def test_a_wrong_code_is_said_and_kept_to_fix(make_app, server):
    app, scene = online_app(make_app, server.url)
    for _ in range(4):   # Create, Game, Rules, Seats, Join by code
        key(pygame.K_DOWN)
    frames(app)
    assert focus(scene) == "join"
    key(pygame.K_RETURN)
    frames(app)
    assert scene.mode == TYPING and scene.form == CODE_FORM
    typed("K7QMX4-PAB2Z9")
    key(pygame.K_RETURN)
    run_until(app, lambda: "No table has that room code" in scene.error, "the refusal")
    assert scene.mode == TYPING and scene.form == CODE_FORM and scene.selected
    assert scene.texts["code"] == "K7QMX4-PAB2Z9"
    app.render()
    # The server's words came as words (their ids and parts): said in every language.
    from game.client.text import translate
    english = str(scene.error)
    try:
        for code in ("id", "mk", "fi", "ja"):
            translate.use(code)
            assert translate.tr(scene.error) != english, code
    finally:
        translate.use("en")


def test_a_server_that_does_not_answer_is_said_and_the_setting_stays(make_app):
    with socket.socket() as s:   # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"ws://127.0.0.1:{port}"
    app, scene = online_app(make_app, url)
    key(pygame.K_RETURN)   # Create a table
    run_until(app, lambda: scene.error != "", "the sentence")
    assert "nothing answers at that address" in scene.error and scene.mode == "menu"
    assert scene.error.startswith(f"Could not create a table at {url}: ")   # not "join"
    assert app.ctx.settings.server_address == url
    assert scene.menu.items[scene.menu.index_of("server")].label == f"Server: {url}"   # ws:// said
    app.render()


def test_a_certificate_not_trusted_is_said_and_trusted_once_its_file_is_given(make_app, tmp_path):
    cert, key_file = make_cert(tmp_path)
    server = ServerThread(tls=(cert, key_file))
    try:
        app, scene = online_app(make_app, f"wss://127.0.0.1:{server.port}")
        key(pygame.K_RETURN)
        run_until(app, lambda: scene.error != "", "the sentence")
        assert "certificate is not trusted" in scene.error
        assert not server.server.tables
        app.ctx.change_settings(app.ctx.settings.with_(server_ca=cert))
        key(pygame.K_RETURN)
        run_until(app, lambda: scene.mode == ROOM, "the table opened once the certificate is trusted")
    finally:
        if scene.remote is not None:
            scene.remote.close()
        server.stop()


def test_an_address_typed_becomes_a_url():
    assert server_url("euchre.example.org:8443") == "wss://euchre.example.org:8443"
    assert server_url("127.0.0.1:9000") == "ws://127.0.0.1:9000"
    assert server_url("wss://a.example:1") == "wss://a.example:1"
    assert server_url("  ") == ""


def test_a_controller_joins_by_code_on_the_on_screen_keyboard(make_app, virtual_pads, server):
    from game.client.scenes.onscreen_keyboard import OnScreenKeyboard
    from game.rules import Options

    from .test_onscreen_keyboard import press, type_on_pad
    from .virtual_pad import DOWN, START, A

    creator = BotSeat(OnlineTable(server.url, "Host", create=(Options(variant="two-handed"),
                                                              ["remote", "remote"])))
    try:
        from tests.net.helpers import wait_until
        wait_until(lambda: (creator.step(), creator.table.room)[1], "the creator's room code")
        app = make_app()
        app.ctx.change_settings(app.ctx.settings.with_(server_address=server.url))
        pad = virtual_pads()
        frames(app)
        press(app, pad, DOWN, DOWN, DOWN, A)   # New game -> Couch, LAN, Online game
        scene = app.stack.top
        assert isinstance(scene, OnlineScene)
        press(app, pad, *[DOWN] * 4, A)        # Create, Game, Rules, Seats -> Join by code
        kb = app.stack.top
        assert isinstance(kb, OnScreenKeyboard) and scene.form == CODE_FORM
        code = normal_code(creator.table.room).lower()
        type_on_pad(app, pad, kb, code)
        assert scene.texts["code"] == code
        press(app, pad, START)                 # done: join
        run_until(app, lambda: (creator.step(), isinstance(app.stack.top, TableScene))[1],
                  "the match, joined with a controller")
        assert app.stack.top.session.table.seat == 1
    finally:
        creator.table.close()


def test_a_window_gone_from_its_table_takes_its_seat_back_with_the_key_it_kept(make_app, server):
    """A table created in one window, the window gone without a word (a crash); a new one with
    the same data directory offers "Rejoin the table" first, and Enter takes the same seat back,
    the code shown again while the seats fill, then the match."""
    from tests.net.test_tokens import crash

    app, scene = online_app(make_app, server.url)
    assert "rejoin" not in [it.key for it in scene.menu.items]
    key(pygame.K_RETURN)   # Create a table (two-handed: one seat for a person joining)
    run_until(app, lambda: scene.mode == ROOM, "the room code")
    code, first = scene.created_room, scene.remote
    seat = first.seat
    crash(first)
    run_until(app, lambda: any(t.seating.away() for t in list(server.server.tables.values())),
              "the server to see the seat empty")
    app, scene = online_app(make_app, server.url)   # the game started again
    item = scene.menu.items[scene.menu.focus]
    assert item.key == "rejoin" and item.label == f"Rejoin the table {code}"
    app.render()
    key(pygame.K_RETURN)
    run_until(app, lambda: scene.mode == ROOM, "the seat back, its code shown again")
    assert scene.remote.seat == seat and scene.created_room == code
    joiner = BotSeat(OnlineTable(server.url, "Guest", room=code))
    try:
        run_until(app, lambda: (joiner.step(), isinstance(app.stack.top, TableScene))[1], "the match")
        table = app.stack.top.session.table
        assert table.seat == seat and table.room is not None
        table.close()
    finally:
        joiner.table.close()


def test_a_kept_key_whose_table_is_gone_is_forgotten_and_said(make_app, data_dir):
    """The server restarted without keeping its tables: Rejoin says the table is not there any
    more and that the key is forgotten; the menu offers it no more."""
    from game.rules import Options
    from net.tokens import ONLINE_FILE_NAME, TokenFile
    from tests.net.test_tokens import crash
    from tests.server.helpers import wait_until

    server = ServerThread()
    port = server.port
    try:
        first = BotSeat(OnlineTable(server.url, "Ann", create=(Options(variant="two-handed"), ["remote", "remote"]),
                                    tokens=TokenFile(data_dir, ONLINE_FILE_NAME)))
        wait_until(lambda: (first.step(), first.table.seat is not None)[1], "the first seat")
        crash(first.table)
    finally:
        server.stop()
    server = ServerThread(port=port)   # started again, its tables gone
    try:
        app, scene = online_app(make_app, server.url)
        assert scene.menu.items[scene.menu.focus].key == "rejoin"
        key(pygame.K_RETURN)
        run_until(app, lambda: scene.error != "", "the sentence")
        assert "That table is not there any more" in scene.error and "forgotten" in scene.error
        assert scene.mode == "menu" and "rejoin" not in [it.key for it in scene.menu.items]
        assert not TokenFile(data_dir, ONLINE_FILE_NAME).kept()
        app.render()
        from game.client.text import translate
        try:
            for lang in ("id", "mk", "fi", "ja"):
                translate.use(lang)
                assert translate.tr(scene.error) != str(scene.error), lang
        finally:
            translate.use("en")
    finally:
        server.stop()


def test_seats_chosen_stay_when_the_menu_is_left_and_opened_again(make_app):
    app, scene = online_app(make_app, "ws://127.0.0.1:9")
    game = scene.variant
    scene.setup.seat_choice[game][0] = "bot:easy"
    key(pygame.K_ESCAPE)
    frames(app)
    assert not isinstance(app.stack.top, OnlineScene)
    key(pygame.K_RETURN)
    frames(app)
    again = app.stack.top
    assert isinstance(again, OnlineScene) and again is not scene
    assert again.variant == game and again.setup.seat_choice[game][0] == "bot:easy"
    assert "1 computer" in again.menu.items[again.menu.index_of("seats")].label
