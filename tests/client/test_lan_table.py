"""The host's say over a LAN table and a rematch, driven by real key events on a headless
window, against tables on 127.0.0.1: hand a seat to the computer, remove a player (from the
pause menu), and a rematch at the same table from the match-over screen (host and joiner)."""
from __future__ import annotations

import threading
import time

import pygame

from game.client.scenes.match_over import MatchOverScene
from game.client.scenes.table_base import TableScene
from game.client.text.lan_words import AWAIT_REMATCH, COMPUTER_PLAYS, REMATCH
from net.client import RemoteTable
from tests.net.helpers import BotSeat, wait_until

from .conftest import frames, key
from .test_lobby import PATIENCE, join_by_address, lobby_app, net_host, patient_play, run_until
from .test_match_play import fast_settings


def labels(scene) -> list[str]:
    return [it.label for it in scene.menu.items]


def hosting_with_far(app, lobby):
    """Host a two-handed table from the lobby (Enter); "far" joins; the match is on screen."""
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    host = lobby.host
    far = BotSeat(RemoteTable("127.0.0.1", host.port, "far", room=host.room))
    run_until(app, lambda: (far.step(), isinstance(app.stack.top, TableScene))[1], "the match")
    return host, far


def test_the_host_hands_an_absent_seat_over_then_removes_the_player_by_keys(make_app):
    app, lobby = lobby_app(make_app)
    host, far = hosting_with_far(app, lobby)
    try:
        session = app.stack.top.session
        seat = far.table.seat
        far.table._closing = True   # far's game dies: no goodbye
        far.table._call(lambda: far.table._link.abort())
        run_until(app, lambda: seat in host.away(), "the host to see far gone")
        key(pygame.K_ESCAPE)  # pause
        frames(app)
        pause = app.stack.top
        assert pause.name == "pause" and [it.key for it in pause.menu.items] == [
            "resume", "players", "settings", "rules", "title", "quit"]   # h4's Quit the game kept
        assert pause.menu.rects[-1].bottom < pause.content.bottom - 50   # six rows clear of the hint
        key(pygame.K_DOWN)
        key(pygame.K_RETURN)  # Players at the table
        frames(app)
        players = app.stack.top
        assert players.name == "lan-players"
        assert labels(players) == ["Let the computer play for far now", "Remove far", "Back"]
        key(pygame.K_RETURN)  # the computer plays far's seat until far is back
        run_until(app, lambda: labels(players) == ["Remove far", "Back"], "the seat handed over")
        assert host.standing_in() == {seat} and session.seat_status(seat) == COMPUTER_PLAYS
        key(pygame.K_RETURN)  # Remove far...
        frames(app)
        assert labels(players)[0] == "Select again to remove far for good"
        key(pygame.K_RETURN)  # ...for good
        run_until(app, lambda: labels(players) == ["Back"], "far removed")
        assert host.seat_names()[seat].startswith("computer") and host.remote_seats() == ()
        back = RemoteTable("127.0.0.1", host.port, "far", token=far.table.token)
        wait_until(lambda: back.status == "closed", "far's game to be told")
        assert "removed you" in [u.message for u in back.poll() if u.kind == "closed"][-1]
        key(pygame.K_ESCAPE)
        key(pygame.K_ESCAPE)
        frames(app)
        assert isinstance(app.stack.top, TableScene)
    finally:
        host.close()


def test_a_player_at_the_table_is_removed_and_told(make_app):
    app, lobby = lobby_app(make_app)
    host, far = hosting_with_far(app, lobby)
    try:
        key(pygame.K_ESCAPE)
        frames(app)
        key(pygame.K_DOWN)
        key(pygame.K_RETURN)
        frames(app)
        assert labels(app.stack.top) == ["Remove far", "Back"]  # at the table: no hand-over
        key(pygame.K_RETURN)
        frames(app)
        key(pygame.K_RETURN)
        frames(app)
        wait_until(lambda: (far.step(), far.closed)[1], "far to be told")
        assert "The host removed you" in far.closed
    finally:
        host.close()


def test_a_rematch_from_the_hosts_match_over_screen(make_app, data_dir, monkeypatch):
    play_to_the_end = patient_play(monkeypatch)
    fast_settings(data_dir)
    app, lobby = lobby_app(make_app)
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    host = lobby.host
    far = BotSeat(RemoteTable("127.0.0.1", host.port, "far", room=host.room))
    stop = threading.Event()

    def far_side() -> None:
        while not stop.is_set() and not far.closed:
            far.step()
            time.sleep(0.002)

    worker = threading.Thread(target=far_side, daemon=True)
    worker.start()
    try:
        over = play_to_the_end(app, [])
        assert isinstance(over, MatchOverScene) and labels(over)[0] == REMATCH
        key(pygame.K_RETURN)  # Rematch
        run_until(app, lambda: isinstance(app.stack.top, TableScene)
                  and app.stack.top.session is not over.session, "the rematch on screen")
        new = app.stack.top.session
        assert new.table is over.session.table and new.board.scores == (0, 0)
        wait_until(lambda: any(u.kind == "rematch" for u in far.updates), "far to be told")
        again = play_to_the_end(app, [])  # the whole second match, by keys
        assert isinstance(again, MatchOverScene) and again.session is new
        assert host.over and tuple(again.session.board.scores) == host.final_scores()
    finally:
        stop.set()
        host.close()


def test_a_joiner_waits_on_the_match_over_screen_and_the_rematch_comes_to_it(make_app, data_dir,
                                                                              monkeypatch):
    """The host begins the rematch the moment its match ends, and its computer seat plays
    on at once: the joiner's screen still shows the end of the first match first, then the
    second from its start, and nothing of one is taken for the other."""
    play_to_the_end = patient_play(monkeypatch)
    fast_settings(data_dir)
    host = net_host(None)
    app, lobby = lobby_app(make_app)

    def rematch_at_once() -> None:
        if host.wait_over(120):
            host.rematch()

    threading.Thread(target=rematch_at_once, daemon=True).start()
    try:
        join_by_address(app, host.port)
        over = play_to_the_end(app, [])
        assert isinstance(over, MatchOverScene) and REMATCH not in labels(over)
        assert over.session.match_over_line() == AWAIT_REMATCH
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the rematch on screen")
        assert app.stack.top.session.board.scores == (0, 0)
        again = play_to_the_end(app, [])
        assert isinstance(again, MatchOverScene) and again.session is not over.session
        assert host.wait_over(PATIENCE) and tuple(again.session.board.scores) == host.final_scores()
    finally:
        host.close()
