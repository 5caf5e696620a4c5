"""The LAN lobby driven by real key events on a headless window, against hosts on 127.0.0.1."""
from __future__ import annotations

import time

import pygame

from game.client.scenes.lobby import ADDRESS, LanPlan, LobbyScene
from game.client.scenes.table_base import TableScene
from game.rules import Options
from net.client import RemoteTable
from net.host import Host, HostLimits
from net.host_table import HostTable
from net.seats import parse_seats
from tests.net.helpers import BotSeat, wait_until

from .conftest import frames, key

PATIENCE = 30.0
LOOP_PLAN = LanPlan("127.0.0.1", "127.0.0.1", "127.0.0.1")  # host, announce, listen


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
    app = make_app(first_scene=lambda ctx: LobbyScene(ctx, port=0, discovery_port=0, plan=LOOP_PLAN))
    frames(app)
    return app, app.stack.top


def join_by_address(app, port: int, code: str = "") -> None:
    """Menu -> Join by address (Host, Game, Rules, Seats, Join), type 127.0.0.1:port, the room
    code (if any) and Enter: all by real key events."""
    for _ in range(4):
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    frames(app)
    typed(f"127.0.0.1:{port}")
    key(pygame.K_RETURN)
    if code:
        typed(code)
    frames(app)
    key(pygame.K_RETURN)


def test_join_by_typed_address_and_room_code(make_app):
    host = net_host("RM34")
    app, lobby = lobby_app(make_app)
    try:
        for _ in range(4):  # Host a table -> Game -> Rules -> Seats -> Join by address
            key(pygame.K_DOWN)
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
        join_by_address(app, host.port, "NOPE")
        run_until(app, lambda: "Wrong room code" in lobby.error, "the refusal")
        assert lobby.mode == ADDRESS and isinstance(app.stack.top, LobbyScene)
        # the focus is on the code, its text selected: typing replaces it
        assert lobby.field == 1 and lobby.selected and lobby.fields[1] == "NOPE"
        app.render()
        typed("rm34")
        frames(app)
        assert lobby.fields[1] == "rm34" and not lobby.selected
        key(pygame.K_RETURN)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the match after the right code")
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
        run_until(app, lambda: any(it.key == f"table:127.0.0.1:{host.port}" for it in lobby.menu.items),
                  "the beacon")
        for _ in range(5):  # Host -> Game -> Rules -> Seats -> Join -> the host heard
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
        join_by_address(app, host.port)
        over = play_to_the_end(app, [])
        assert isinstance(over, MatchOverScene)
        assert host.wait_over(PATIENCE)
        assert tuple(over.session.board.scores) == host.final_scores()
    finally:
        host.close()


def test_the_host_chooses_who_sits_in_each_seat(make_app):
    """Four-handed with one person joining: the partner and the other opponent are
    computers of levels chosen with real keys on the seats screen."""
    app, lobby = lobby_app(make_app)
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)  # Game: Two-handed -> Three-handed
    key(pygame.K_RIGHT)  # -> Four-handed
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)  # Seats
    frames(app)
    assert lobby.mode == "seats"
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)  # seat 4 (opponent): Person joining -> Computer (easy)
    key(pygame.K_RIGHT)
    key(pygame.K_UP)  # seat 3 (partner): Computer (hard) -> Computer (normal)
    key(pygame.K_LEFT)
    frames(app)
    app.render()
    assert lobby.setup.seat_choice["four-handed"] == ["remote", "bot:normal", "bot:easy"]
    key(pygame.K_ESCAPE)
    frames(app)
    assert lobby.mode == "menu" and "1 person joining, 2 computers" in lobby.menu.items[3].label
    for _ in range(3):
        key(pygame.K_UP)
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    host = lobby.host
    try:
        assert [str(s.plan) for s in host.seats] == ["local", "remote", "bot:normal", "bot:easy"]
        joiner = RemoteTable("127.0.0.1", host.port, "Bea", room=host.room)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the match to begin")
        session = app.stack.top.session
        assert [session.name(s) for s in range(4)] == ["Player", "Bea", "Computer (normal)",
                                                       "Computer (easy)"]
        joiner.close()
    finally:
        host.close()


def test_leaving_a_hosted_match_closes_the_table_and_hosting_again_works(make_app):
    from net.host import Host as NetHost

    app, lobby = lobby_app(make_app)
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    first = lobby.host
    joiner = BotSeat(RemoteTable("127.0.0.1", first.port, "far", room=first.room))
    run_until(app, lambda: (joiner.step(), isinstance(app.stack.top, TableScene))[1], "the match")
    assert not first.stopped and first._announcer is not None
    key(pygame.K_ESCAPE)  # pause
    frames(app)
    app.stack.top.menu.focus = app.stack.top.menu.index_of("title")
    key(pygame.K_RETURN)  # Quit to title
    frames(app)
    assert app.stack.top.name == "title"
    wait_until(lambda: first.stopped, "the host to stop")
    assert first._announcer is None  # beacons stopped too
    wait_until(lambda: (joiner.step(), joiner.closed)[1], "the joiner to be told")
    # Host again from a new lobby, with the port now taken by another program: a free one
    # is taken instead, and the player is told.
    squatter = NetHost(Options(), parse_seats("remote,bot", 2, {"random": None}, "random"),
                       bind="127.0.0.1", port=0).start()
    try:
        lobby2 = LobbyScene(app.ctx, port=squatter.port, discovery_port=0, plan=LOOP_PLAN)
        app.stack.push(lobby2)
        frames(app)
        key(pygame.K_RETURN)
        frames(app)
        assert lobby2.mode == "hosting" and lobby2.host.port != squatter.port
        assert f"Port {squatter.port} was in use" in lobby2.host.port_note
        assert any(f"Port {squatter.port} was in use" in line for line, _ in lobby2.join_lines(900))
        app.render()
        key(pygame.K_ESCAPE)  # stop hosting
        frames(app)
    finally:
        squatter.close()


def test_a_four_handed_joiner_sees_every_name_as_seats_fill_and_a_dropped_player(make_app):
    from game.ai import LEVELS
    from net.host import Host as NetHost

    host = NetHost(Options(variant="four-handed"),
                   parse_seats("remote,remote,bot,bot", 4, LEVELS, "random"), bind="127.0.0.1",
                   port=0, room=None, seed=5, limits=HostLimits(heartbeat=0.5, grace=60)).start()
    app, lobby = lobby_app(make_app)
    try:
        join_by_address(app, host.port)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the table")
        session = app.stack.top.session
        me = session.board.me
        other = 1 - me
        assert session.seat_status(other) == "waiting for a player"
        later = RemoteTable("127.0.0.1", host.port, "Dee")
        run_until(app, lambda: session.name(other) == "Dee", "the later joiner's name")
        assert session.seat_status(other) is None
        later._call(lambda: later._link.abort())  # Dee's cable is cut
        later._closing = True
        run_until(app, lambda: (session.seat_status(other) or "").startswith("reconnecting, "),
                  "Dee shown as reconnecting")
        assert session.seat_status(other).endswith("left")
        app.render()
    finally:
        host.close()


def test_a_lost_connection_shows_a_countdown_and_leave_goes_to_the_title(make_app):
    from tests.net.helpers import Cable

    host = net_host(None)
    cable = Cable(host.port)
    app, lobby = lobby_app(make_app)
    try:
        join_by_address(app, cable.port)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the table")
        table = app.stack.top.session.table
        cable.unplug()
        run_until(app, lambda: app.stack.top.name == "reconnecting", "the reconnecting screen")
        assert 100 < table.reconnect_left() <= 125  # the host's grace (120 s) and a little
        app.render()
        cable.plug()
        run_until(app, lambda: app.stack.top.name != "reconnecting", "the connection back")
        assert isinstance(app.stack.top, TableScene) and table.status == "playing"
        cable.unplug()
        run_until(app, lambda: app.stack.top.name == "reconnecting", "the second cut")
        key(pygame.K_ESCAPE)  # Leave
        frames(app)
        assert app.stack.top.name == "title"
        wait_until(lambda: table.status == "closed" or table._closing, "the table to close")
    finally:
        cable.close()
        host.close()


def asked_for_matches(monkeypatch) -> list[tuple]:
    """Record the LAN matches the lobby asks to put on screen (the table, this screen's seat,
    the names) instead of drawing them: these tests are about the lobby."""
    from game.client.scenes import lobby as lobby_module
    asked: list[tuple] = []
    monkeypatch.setattr(lobby_module, "start_lan_match", lambda ctx, table, seat, names: asked.append(
        (table, seat, list(names))))
    return asked


def test_hosting_three_handed_with_the_house_rules_by_keys(make_app, monkeypatch):
    """Game: Three-handed; Rules: no ace, no face on (rubbers and defend alone are not
    three-handed's: no rows for them); Seats: each seat but yours a person joining or a computer;
    the host plays those rules, the joiner is told them, and the match is asked for."""
    asked = asked_for_matches(monkeypatch)
    app, lobby = lobby_app(make_app)
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)  # Game: Two-handed -> Three-handed
    frames(app)
    assert lobby.menu.items[1].label == "Game: Three-handed"
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)  # Rules
    frames(app)
    assert lobby.mode == "rules"
    assert "rubbers" not in lobby.rules.row_keys() and "defend_alone" not in lobby.rules.row_keys()
    for _ in range(4):  # Deck -> Game to, Stick, Turned-down, No ace, no face
        key(pygame.K_DOWN)
    frames(app)
    assert lobby.rules.row_keys()[lobby.rule_rows.focus] == "no_ace_no_face"
    key(pygame.K_RIGHT)
    frames(app)
    app.render()
    key(pygame.K_ESCAPE)  # done
    frames(app)
    assert lobby.mode == "menu" and "no ace, no face" in lobby.menu.items[2].label
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)  # Seats
    frames(app)
    assert lobby.mode == "seats" and lobby.setup.seat_choice["three-handed"] == ["remote", "remote"]
    key(pygame.K_DOWN)
    key(pygame.K_LEFT)  # seat 3 (on your right): Person joining -> Computer (hard)
    frames(app)
    app.render()
    key(pygame.K_ESCAPE)
    frames(app)
    assert "1 person joining, 1 computer" in lobby.menu.items[3].label
    for _ in range(3):
        key(pygame.K_UP)
    key(pygame.K_RETURN)  # Host a table
    frames(app)
    host = lobby.host
    joiner = None
    try:
        assert lobby.mode == "hosting"
        assert host.options == Options(variant="three-handed", no_ace_no_face=True)
        assert [str(s.plan) for s in host.seats] == ["local", "remote", "bot:hard"]
        app.render()
        joiner = RemoteTable("127.0.0.1", host.port, "Bea", room=host.room)
        run_until(app, lambda: bool(asked), "the match to be asked for")
        table, seat, names = asked[0]
        assert isinstance(table, HostTable) and seat == 0 and table.options == host.options
        assert names == ["Player", "Bea", "computer (hard)"]
        wait_until(lambda: joiner.status == "playing", "the joiner seated")
        assert joiner.options == host.options and joiner.seat == 1
        # the rules are the next match's defaults
        s = app.ctx.settings
        assert (s.rules_variant, s.rules) == ("three-handed", {"no_ace_no_face": True})
        table.close()
    finally:
        if joiner is not None:
            joiner.close()
        host.close()


def test_the_tables_heard_show_their_game_and_rules_and_a_joiner_gets_them(make_app, monkeypatch):
    from game.ai import LEVELS
    asked = asked_for_matches(monkeypatch)
    app, lobby = lobby_app(make_app)
    rules = Options(variant="four-handed", target=7, defend_alone=True, no_ace_no_face=True)
    host = Host(rules, parse_seats("remote,bot,bot,bot", 4, LEVELS, "random"), bind="127.0.0.1", port=0,
                room=None, seed=3, announce="127.0.0.1", discovery_port=lobby.discovery_port,
                limits=HostLimits(heartbeat=0.5)).start()
    try:
        heard = f"table:127.0.0.1:{host.port}"
        run_until(app, lambda: any(it.key == heard for it in lobby.menu.items), "the beacon")
        item = lobby.menu.items[lobby.menu.index_of(heard)]
        assert "Four-handed" in item.label and "127.0.0.1" in item.label
        assert lobby.heard_detail() == ""  # nothing said until a table is focused
        for _ in range(5):  # Host -> Game -> Rules -> Seats -> Join -> the host heard
            key(pygame.K_DOWN)
        frames(app)
        assert lobby.heard_detail() == ("Euchre table: Four-handed · game to 7 · 24 cards · "
                                        "defend alone · no ace, no face")
        app.render()
        key(pygame.K_RETURN)  # no room code: join at once
        run_until(app, lambda: bool(asked), "the match to be asked for")
        table = asked[0][0]
        assert isinstance(table, RemoteTable) and table.options == rules
        first = wait_until(lambda: [u for u in table.poll() if u.views], "the first view")[0]
        assert first.views[table.seat].options == rules        # and in every view
        table.close()
    finally:
        host.close()


def test_a_joiner_who_kept_a_name_already_taken_is_shown_the_name_the_host_gave_him(make_app):
    from game.ai import LEVELS
    from net.host import Host as NetHost

    host = NetHost(Options(variant="three-handed"),
                   parse_seats("remote,remote,bot", 3, LEVELS, "random"), bind="127.0.0.1",
                   port=0, room=None, seed=5, limits=HostLimits(heartbeat=0.5)).start()
    app, lobby = lobby_app(make_app)
    mine = app.ctx.settings.player_name
    first = RemoteTable("127.0.0.1", host.port, mine)
    try:
        wait_until(lambda: first.poll() is not None and first.seat is not None, "the first joiner")
        join_by_address(app, host.port)
        # the table, or first the draw for the first deal if the joiner saw the match begin
        run_until(app, lambda: getattr(app.stack.top, "session", None) is not None, "the table")
        session = app.stack.top.session
        me = session.board.me
        run_until(app, lambda: session.name(me) == f"{mine} 2", "my name from the host")
        assert session.name(first.seat) == mine
    finally:
        first.close()
        host.close()


def fake_tables(port: int, count: int, source: str, first_port: int = 5000) -> None:
    """``count`` fake tables announced once each from one machine (another loopback address)."""
    import socket

    from net.discovery import beacon
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.bind((source, 0))
        for i in range(count):
            s.sendto(beacon(f"Free cards {i}", first_port + i, "two-handed", 1, False), ("127.0.0.1", port))
    finally:
        s.close()


def test_forty_fake_tables_from_one_machine_leave_the_real_one_listed_and_the_focus_stays(make_app,
                                                                                      monkeypatch):
    from net.discovery import PER_ADDRESS

    asked = asked_for_matches(monkeypatch)
    app, lobby = lobby_app(make_app)
    fake_tables(lobby.discovery_port, 40, "127.0.0.9")
    host = net_host(None, announce="127.0.0.1", discovery_port=lobby.discovery_port)
    real = f"table:127.0.0.1:{host.port}"
    try:
        run_until(app, lambda: any(it.key == real for it in lobby.menu.items), "the real table")
        keys = [it.key for it in lobby.menu.items]
        assert sum(k.startswith("table:127.0.0.9:") for k in keys) == PER_ADDRESS
        assert "unlisted:127.0.0.9" in keys and "36 more tables from 127.0.0.9" in lobby.menu.items[
            keys.index("unlisted:127.0.0.9")].label
        for _ in range(5 + keys.index(real) - lobby._fixed):  # Host, Game, Rules, Seats, Join, tables...
            key(pygame.K_DOWN)
        frames(app)
        assert lobby.menu.items[lobby.menu.focus].key == real
        row = lobby.menu.rects[lobby.menu.focus]
        assert row.w and row.bottom <= 598 and lobby.scroll > 0   # scrolled to it, in view
        assert lobby.heard_detail().startswith("Euchre table")
        app.render()
        # More fakes from another machine, and the real table heard again: nothing moves.
        fake_tables(lobby.discovery_port, 40, "127.0.0.10")
        run_until(app, lambda: "unlisted:127.0.0.10" in [it.key for it in lobby.menu.items], "the second flood")
        assert lobby.menu.items[lobby.menu.focus].key == real
        assert lobby.menu.rects[lobby.menu.focus] == row
        key(pygame.K_RETURN)  # no room code: join at once
        run_until(app, lambda: bool(asked), "the match to be asked for")
        assert asked[0][0].port == host.port
        asked[0][0].close()
    finally:
        host.close()


def test_the_tables_heard_scroll_by_wheel_and_page_keys_and_the_list_says_when_none_is_heard(make_app):
    from game.client.text.lan_words import NONE_HERE, SEARCHING_HERE

    app, lobby = lobby_app(make_app)
    assert lobby.list_status() == SEARCHING_HERE and lobby.list_heading()[1] == ""
    app.render()
    frames(app, 200)  # over three seconds without a beacon
    assert lobby.list_status() == NONE_HERE
    for i in range(4):  # four machines with two tables each
        fake_tables(lobby.discovery_port, 2, f"127.0.0.{20 + i}")
    run_until(app, lambda: len(lobby.hosts) == 8, "eight tables")
    assert lobby.list_status() == "" and lobby.list_heading()[1] == f"1–{lobby.list_rows} of 8"
    first = [lobby.menu.items[i].key for i in lobby.in_view()]
    pos = app.viewport.to_window(lobby.menu.rects[lobby.in_view()[0]].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                         precise_y=-1.0, which=0, touch=False))
    frames(app)
    assert lobby.scroll == 1 and [lobby.menu.items[i].key for i in lobby.in_view()] == first[1:] + [
        lobby.menu.items[lobby._fixed + lobby.list_rows].key]
    key(pygame.K_PAGEDOWN)
    frames(app)
    assert lobby.scroll == 8 - lobby.list_rows and lobby.list_heading()[1].endswith("–8 of 8")
    app.render()
    key(pygame.K_PAGEUP)
    frames(app)
    assert lobby.scroll == 0
    del pos


def test_a_restarted_game_offers_to_rejoin_its_table_without_the_room_code(make_app, data_dir, monkeypatch):
    """The game held a seat at a table with a room code and died; started again, the LAN menu
    offers "Rejoin the table" first, and Enter gets the same seat back: no code typed."""
    from net.tokens import TokenFile
    from tests.net.test_tokens import crash

    asked = asked_for_matches(monkeypatch)
    host = net_host("RM34", announce="127.0.0.1", discovery_port=0)
    try:
        first = BotSeat(RemoteTable("127.0.0.1", host.port, "Ann", room="rm34", tokens=TokenFile(data_dir)))
        wait_until(lambda: (first.step(), first.table.seat is not None and host.started)[1], "the first seat")
        crash(first.table)
        wait_until(lambda: host.away(), "the host to see the seat empty")
        app, lobby = lobby_app(make_app)   # the game started again
        item = lobby.menu.items[lobby.menu.focus]
        assert item.key == "rejoin" and item.label == f"Rejoin the table at 127.0.0.1:{host.port}"
        app.render()
        key(pygame.K_RETURN)
        run_until(app, lambda: bool(asked), "the seat back")
        table, seat, _names = asked[0]
        assert seat == first.table.seat and table.room.upper() == "RM34"
        notices = wait_until(lambda: [u.message for u in table.poll() if u.kind == "notice"], "the notice")
        assert any("Back at the table" in n for n in notices), notices
        table.close()
    finally:
        host.close()


def test_statistics_are_kept_under_the_players_own_name_not_the_one_the_host_gave(make_app, data_dir):
    """The name is taken at the table, so the host calls this player "Player 2"; the hand
    played by keys counts for "Player", the name of this game's settings."""
    import threading

    from game.ai import LEVELS
    from net.host import Host as NetHost

    from .test_match_play import fast_settings

    fast_settings(data_dir)
    host = NetHost(Options(variant="three-handed"),
                   parse_seats("remote,remote,bot", 3, LEVELS, "random"), bind="127.0.0.1",
                   port=0, room=None, seed=5, limits=HostLimits(heartbeat=0.5)).start()
    app, lobby = lobby_app(make_app)
    mine = app.ctx.settings.player_name
    first = BotSeat(RemoteTable("127.0.0.1", host.port, mine))
    stop = threading.Event()

    def far_side() -> None:
        while not stop.is_set() and not first.over and not first.closed:
            first.step()
            time.sleep(0.002)
    worker = threading.Thread(target=far_side, daemon=True)
    worker.start()
    try:
        wait_until(lambda: first.table.seat is not None, "the first joiner")
        join_by_address(app, host.port)
        end = time.monotonic() + PATIENCE * 4
        while not app.ctx.stats.profile(mine).hands:
            assert time.monotonic() < end, "gave up waiting for a hand to be counted"
            frames(app)
            time.sleep(0.001)
            top = app.stack.top
            session = getattr(top, "session", None)
            if top.name in ("score", "draw"):
                key(pygame.K_RETURN)
            elif session is not None and session.my_turn and top.name == "bid":
                key(pygame.K_1 if session.board.phase == "discard" else pygame.K_RETURN)
            elif session is not None and session.my_turn and top.name == "trick":
                ok = top.playable()
                key(pygame.K_1 + next(i for i, c in enumerate(session.board.hand) if c in ok))
        session = app.stack.top.session
        assert session.name(session.board.me) == f"{mine} 2"
        assert f"{mine} 2" not in app.ctx.stats.profiles
        from game.stats import StatsStore
        assert StatsStore(data_dir).profile(mine).hands == 1   # saved, under the player's name
    finally:
        stop.set()
        host.close()
