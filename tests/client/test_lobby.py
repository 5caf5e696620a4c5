"""The LAN lobby driven by real key events on a headless window, against hosts on 127.0.0.1."""
from __future__ import annotations

import time

import pygame

from game.client.scenes.lobby import ADDRESS, LobbyScene
from game.client.scenes.table_base import TableScene
from game.rules import Options
from net.client import RemoteTable
from net.host import Host, HostLimits
from net.host_table import HostTable
from net.seats import parse_seats

from .conftest import frames, key

PATIENCE = 30.0


def typed(text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def net_host(room: str | None, **kw) -> Host:
    from game.ai import LEVELS
    seats = parse_seats("remote,bot", 2, LEVELS, "random")
    return Host(Options(), seats, bind="127.0.0.1", port=0, room=room, seed=3,
                limits=HostLimits(heartbeat=0.5), **kw).start()


def run_until(app, cond, what: str):
    end = time.monotonic() + PATIENCE
    while time.monotonic() < end:
        frames(app)
        if cond():
            return
        time.sleep(0.01)
    raise AssertionError(f"gave up waiting for {what}")


def patient_play(monkeypatch):
    """``play_to_the_end`` bounded by wall-clock patience rather than a frame count: each
    frame also sleeps a moment, so the network threads (host, client) are never starved by
    a busy render loop on a loaded machine."""
    from . import test_match_play as tmp

    def frames_and_breathe(app, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            app.step(dt)
            time.sleep(0.001)

    monkeypatch.setattr(tmp, "frames", frames_and_breathe)
    monkeypatch.setattr(tmp, "MAX_FRAMES", int(PATIENCE * 2000))
    return tmp.play_to_the_end


def lobby_app(make_app):
    app = make_app(first_scene=lambda ctx: LobbyScene(ctx, port=0, discovery_port=0))
    frames(app)
    return app, app.stack.top


def test_join_by_typed_address_and_room_code(make_app):
    host = net_host("RM34")
    app, lobby = lobby_app(make_app)
    try:
        key(pygame.K_DOWN)
        key(pygame.K_DOWN)  # Host a table -> Variant -> Join by address
        key(pygame.K_RETURN)
        frames(app)
        assert lobby.mode == ADDRESS and lobby.wants_text
        typed(f"127.0.0.1:{host.port}")
        key(pygame.K_RETURN)
        typed("rm34")
        frames(app)
        key(pygame.K_RETURN)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the match scenes")
        table = app.stack.top.session.table
        assert isinstance(table, RemoteTable) and table.seat == 0 and table.human_seats == (0,)
        app.render()
    finally:
        host.close()
    run_until(app, lambda: app.stack.top.name == "title", "the title screen after the host left")
    assert "closed" in app.ctx.notices[0] or "host" in app.ctx.notices[0].lower()


def test_a_wrong_room_code_is_shown_and_the_player_can_try_again(make_app):
    host = net_host("RM34")
    app, lobby = lobby_app(make_app)
    try:
        key(pygame.K_DOWN)
        key(pygame.K_DOWN)
        key(pygame.K_RETURN)
        frames(app)
        typed(f"127.0.0.1:{host.port}")
        key(pygame.K_RETURN)
        typed("NOPE")
        frames(app)
        key(pygame.K_RETURN)
        run_until(app, lambda: "Wrong room code" in lobby.error, "the refusal")
        assert lobby.mode == ADDRESS and isinstance(app.stack.top, LobbyScene)
        app.render()
    finally:
        host.close()


def test_host_a_table_and_start_when_a_player_joins(make_app):
    app, lobby = lobby_app(make_app)
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    host = lobby.host
    assert host is not None and host.room and host.port and host.address == "127.0.0.1"
    app.render()  # the address, port and room code are on screen
    joiner = RemoteTable("127.0.0.1", host.port, "far", room=host.room.lower())
    try:
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the match to begin")
        table = app.stack.top.session.table
        assert isinstance(table, HostTable) and table.human_seats == (0,)
        assert joiner.status == "playing" and joiner.seat == 1
    finally:
        joiner.close()
        host.close()


def test_a_host_heard_on_the_network_is_listed_and_joined(make_app):
    app, lobby = lobby_app(make_app)
    host = net_host("K2K2", announce="127.0.0.1", discovery_port=lobby.discovery_port)
    try:
        run_until(app, lambda: any(it.key == "found:0" for it in lobby.menu.items), "the beacon")
        for _ in range(3):  # Host -> Variant -> Join -> the host heard
            key(pygame.K_DOWN)
        key(pygame.K_RETURN)
        frames(app)
        assert lobby.mode == ADDRESS and lobby.field == 1  # it needs a room code
        assert lobby.fields[0] == f"127.0.0.1:{host.port}"
        typed("K2K2")
        frames(app)
        key(pygame.K_RETURN)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the match scenes")
    finally:
        host.close()


def test_a_whole_lan_match_played_by_keys_on_the_host_screen(make_app, data_dir, monkeypatch):
    """Host from the lobby; a computer joins over 127.0.0.1; the person here plays by keys."""
    import threading

    from game.client.scenes.match_over import MatchOverScene
    from tests.net.helpers import BotSeat

    from .test_match_play import fast_settings

    play_to_the_end = patient_play(monkeypatch)
    fast_settings(data_dir)
    app, lobby = lobby_app(make_app)
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    host = lobby.host
    remote = BotSeat(RemoteTable("127.0.0.1", host.port, "far", room=host.room))
    stop = threading.Event()

    def far_side() -> None:
        while not stop.is_set() and not remote.over and not remote.closed:
            remote.step()
            time.sleep(0.002)

    worker = threading.Thread(target=far_side, daemon=True)
    worker.start()
    try:
        over = play_to_the_end(app, [])
        assert isinstance(over, MatchOverScene) and over.session.board.phase == "match_over"
        worker.join(timeout=PATIENCE)
        assert remote.over
        assert tuple(remote.table.seen.scores) == tuple(over.session.board.scores)
    finally:
        stop.set()
        host.close()


def test_a_whole_lan_match_played_by_keys_on_a_joining_screen(make_app, data_dir, monkeypatch):
    from game.client.scenes.match_over import MatchOverScene

    from .test_match_play import fast_settings

    play_to_the_end = patient_play(monkeypatch)
    fast_settings(data_dir)
    host = net_host(None)
    app, lobby = lobby_app(make_app)
    try:
        key(pygame.K_DOWN)
        key(pygame.K_DOWN)
        key(pygame.K_RETURN)  # Join by address
        frames(app)
        typed(f"127.0.0.1:{host.port}")
        key(pygame.K_RETURN)
        frames(app)
        key(pygame.K_RETURN)  # no room code
        over = play_to_the_end(app, [])
        assert isinstance(over, MatchOverScene)
        assert host.wait_over(PATIENCE)
        assert tuple(over.session.board.scores) == host.final_scores()
    finally:
        host.close()
