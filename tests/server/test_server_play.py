"""Whole matches at the table server over real loopback sockets: every game of the registry,
TLS with a certificate made here, and the command lines (``--server``, ``--online``)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from game.rules.games import GAMES

from .helpers import BotSeat, ServerThread, fast, make_cert, online, play_out, wait_until

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tls(tmp_path):
    return make_cert(tmp_path)


def fill(server, variant, seats=None, seed=1):
    """The creator's table and a joiner for each other remote seat, each driven by a bot."""
    codes = []
    first = online(server, variant=variant, seats=seats, name="Ann", on_room=codes.append)
    bots = [BotSeat(first, seed)]
    wait_until(lambda: codes, "the room code")
    spec = seats or []
    from game.rules import Options

    spec = seats or list(Options(variant=variant).game.lan_seats)
    for i in range(sum(1 for s in spec if s == "remote") - 1):
        bots.append(BotSeat(online(server, room=codes[0], name=f"P{i}"), seed + i + 1))
    return codes[0], bots


@pytest.mark.parametrize("game", [g.key for g in GAMES])
def test_every_game_is_played_to_the_end_at_the_server(game):
    server = ServerThread()
    try:
        code, bots = fill(server, game)
        assert len(code.replace("-", "")) == 12
        play_out(bots)
        scores = {tuple(b.final.scores) for b in bots}
        assert len(scores) == 1  # everyone saw the same end
        for b in bots:
            b.table.close()
        assert server.server.health()["moves"] >= 0
    finally:
        server.stop()


def test_a_finished_table_closes_when_its_players_have_gone_and_plays_no_seat_for_them():
    server = ServerThread(fast(grace=0.3))
    try:
        code, bots = fill(server, "two-handed", seats=["remote", "remote"])
        play_out(bots)
        assert server.server.tables                     # the final score is there to be read
        bots[0].table.close()
        time.sleep(1.0)                                 # longer than the seat's grace
        assert server.server.tables                     # one player still reads it
        bots[1].table.close()
        wait_until(lambda: not server.server.tables, "the finished table closed", patience=10)
        assert not any("not back yet" in line or "computer plays" in line for line in server.logged), \
            [line for line in server.logged if "computer" in line]
    finally:
        server.stop()


def test_four_people_over_tls_with_a_certificate_made_here(tls):
    server = ServerThread(tls=tls)
    try:
        code, bots = fill(server, "four-handed", ["remote"] * 4)
        assert len(bots) == 4
        play_out(bots)
        assert {b.table.seat for b in bots} == {0, 1, 2, 3}
        names = bots[0].table.seat_names()
        assert "Ann" in names and "P2" in names
    finally:
        server.stop()


def test_a_game_that_does_not_trust_the_certificate_does_not_join(tls):
    server = ServerThread(tls=tls)
    try:
        from game.rules import Options
        from net.online import OnlineTable

        t = OnlineTable(server.url, "Eve", create=(Options(), ["remote", "bot"]),
                        reconnect_for=1.0)
        b = BotSeat(t)
        wait_until(lambda: (b.step(), b.closed)[1], "the refusal")
        assert b.closed.startswith(f"Could not create a table at {server.url}: ")
        assert "certificate is not trusted" in b.closed
        assert not server.server.tables
    finally:
        server.stop()


def test_plain_websocket_is_refused_off_loopback():
    import asyncio

    from net.server.app import TableServer

    with pytest.raises(ValueError, match="refusing to serve plain WebSocket on 0.0.0.0"):
        asyncio.run(TableServer().start("0.0.0.0", 0))
    out = subprocess.run([sys.executable, "main.py", "--server", "--bind", "0.0.0.0",
                          "--port", "0"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "refusing to serve plain WebSocket" in out.stderr


def test_the_command_lines_create_join_and_say_the_score(tls, tmp_path):
    cert, key = tls
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    srv = subprocess.Popen([sys.executable, "main.py", "--server", "--port", "0", "--cert", cert,
                            "--key", key, "--state", str(tmp_path / "state")], cwd=ROOT,
                           stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = srv.stdout.readline()
        assert line.startswith("serving tables on wss://127.0.0.1:"), line
        url = line.split()[3]
        port = int(url.rsplit(":", 1)[1])
        base = [sys.executable, "main.py", "--online", url, "--ca", cert, "--headless",
                "--bot", "random"]
        creator = subprocess.Popen(base + ["--create", "--variant", "four-handed", "--seats",
                                           "remote,bot:easy,remote,bot"],
                                   cwd=ROOT, stdout=subprocess.PIPE, text=True, env=env)
        first = creator.stdout.readline()
        assert first.startswith("room: "), first
        code = first.split()[1]
        joiner = subprocess.run(base + ["--join", code.lower()], cwd=ROOT, capture_output=True,
                                text=True, timeout=120, env=env)
        rest = creator.communicate(timeout=120)[0]
        assert creator.returncode == 0 and joiner.returncode == 0, joiner.stderr
        assert joiner.stdout.strip().startswith("final score: ")
        assert rest.strip() == joiner.stdout.strip()
        # health, from this machine only
        import ssl

        ctx = ssl.create_default_context(cafile=cert)
        with urllib.request.urlopen(f"https://127.0.0.1:{port}/health", context=ctx,
                                    timeout=10) as r:
            health = json.loads(r.read())
        assert health["moves"] > 20 and "connections" in health and "tables" in health
    finally:
        srv.terminate()
        srv.wait(30)
    assert srv.returncode == 0


def test_a_metrics_line_is_logged_every_interval():
    from .helpers import fast

    server = ServerThread(fast(metrics_every=1.0))
    try:
        code, bots = fill(server, "two-handed")
        wait_until(lambda: any("moves/s" in line for line in server.logged), "a metrics line")
        line = next(x for x in server.logged if "moves/s" in x)
        assert line.startswith("tables 1, connections 1")
        for b in bots:
            b.table.close()
        time.sleep(0.1)
    finally:
        server.stop()


def test_an_idle_player_is_warned_then_the_computer_plays_that_turn():
    """The turn limit at the server (the LAN host's clock, ``net.turn_clock``): warned,
    then played for, and the seat stays theirs."""
    from game.rules import Options

    from .helpers import RawWs, fast

    server = ServerThread(fast(turn=0.8))
    c = RawWs(server.url)
    try:
        w = c.join(create={"type": "create", "options": Options(variant="two-handed").to_dict(),
                           "seats": ["remote", "bot"]}, name="ann")
        assert w["type"] == "welcome", w
        notes: list[str] = []
        end = time.monotonic() + 30
        while time.monotonic() < end:
            m = c.recv()
            if m["type"] == "ping":  # answered, but ann never acts
                c.send({"type": "pong", "stamp": m["stamp"]})
            elif m["type"] == "update" and m["kind"] == "notice":
                notes.append(m["message"])
            elif m["type"] == "update" and m["kind"] == "events" and m["seat"] == w["seat"]:
                break  # an action was applied for ann's seat
        else:
            raise AssertionError(f"nobody played ann's turn: {notes}")
        warn = [n for n in notes if n.startswith("Your turn: the computer plays it for you")]
        took = [n for n in notes if "ann took longer than 0.8 seconds" in n]
        assert warn and took, notes
        assert notes.index(warn[0]) < notes.index(took[0])
        t = next(iter(server.server.tables.values()))
        s = t.seats[w["seat"]]
        assert s.conn is not None and not s.handed and s.name == "ann"
    finally:
        c.close()
        server.stop()
