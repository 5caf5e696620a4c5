"""Two machines of their own, with the product's defaults: two network namespaces joined by
a veth pair, each running the game as shipped (no --bind, no --announce, no settings).

Needs root and ``ip netns``; skipped with the reason otherwise. Everything stays inside the
namespaces these tests make (private addresses, no route out), and they are deleted after
each test. The defaults are only ever used in here: every other network test passes
127.0.0.1 and sends no beacons.
"""
from __future__ import annotations

import json
import random
import signal
import subprocess
import time

import pytest

from bench.netns import HOST_IP, veth_pair
from game.rules import Options

from .namespaces import Machine, made_or_skipped

PORT = 47100  # the default
PATIENCE = 180


@pytest.fixture
def namespaces():
    yield from made_or_skipped(veth_pair)


@pytest.fixture
def machines(namespaces, tmp_path):
    a, b = Machine(namespaces[0], tmp_path / "host-home"), Machine(namespaces[1],
                                                                   tmp_path / "joiner-home")
    try:
        yield a, b
    finally:
        a.stop()
        b.stop()


def read_line(p: subprocess.Popen, starts: str, lines: list[str] | None = None) -> str:
    """The first line of ``p``'s output that starts with ``starts`` (others kept in lines)."""
    while True:
        line = p.stdout.readline()
        if not line:
            raise AssertionError(f"no line starting {starts!r}; stderr: {p.stderr.read()}")
        if lines is not None:
            lines.append(line)
        if line.startswith(starts):
            return line.strip()


def discover(joiner: Machine, patience: float = 45) -> list[dict]:
    end = time.monotonic() + patience
    tries = 0
    while time.monotonic() < end:
        p = joiner.main_py("--discover", "3", "--json")
        out, err = p.communicate(timeout=60)
        tries += 1
        assert p.returncode == 0, err
        found = json.loads(out)
        if found:
            return found
    raise AssertionError(f"no table heard from the other machine in {tries} tries of 3 s")


def final(p: subprocess.Popen) -> tuple[str, str]:
    out, err = p.communicate(timeout=PATIENCE)
    assert p.returncode == 0, err
    return out.strip().splitlines()[-1], err


LOBBY_HOST = """
import os, sys, time
import pygame
from game.client.app import App
from tests.client import test_match_play as play
from tests.client.conftest import frames, key

def breathe(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)
        time.sleep(0.0005)

play.frames = breathe
play.MAX_FRAMES = 200000
app = App((1280, 720))        # the player's own data directory: no settings.json at all
frames(app)
for _ in range(2):            # New game -> Couch game -> LAN game
    key(pygame.K_DOWN)
key(pygame.K_RETURN)
frames(app)
lobby = app.stack.top
assert lobby.name == "lobby", lobby.name
key(pygame.K_RETURN)          # Host a table
frames(app)
host = lobby.host
print("ROOM", host.room, flush=True)
print("JOIN", " ".join(host.addresses()), flush=True)
over = play.play_to_the_end(app, [])
print("final score: %d-%d" % tuple(over.session.board.scores), flush=True)
"""


def test_defaults_a_table_hosted_from_the_lobby_is_found_and_played(machines):
    """A person hosts from the lobby of a window (no settings file), another machine finds
    the table through discovery and joins it; the whole match is played to the end."""
    host_m, join_m = machines
    host = host_m.run("-c", LOBBY_HOST)
    room = read_line(host, "ROOM ").split()[1]
    assert read_line(host, "JOIN ").split()[1:] == [f"{HOST_IP}:{PORT}"]
    found = discover(join_m)
    assert [(t["address"], t["port"], t["room_code"], t["open_seats"]) for t in found] == [
        (HOST_IP, PORT, True, 1)]
    assert found[0]["name"] == "Player's table"
    joiner = join_m.main_py("--join", f"{found[0]['address']}:{found[0]['port']}", "--headless",
                            "--bot", "random", "--room", room.lower(), "--name", "Far")
    score, _ = final(joiner)
    assert final(host)[0] == score


def test_defaults_a_headless_host_is_discovered_and_joined(machines):
    host_m, join_m = machines
    host = host_m.main_py("--host", "--headless")  # defaults: every interface, beacons on
    hosting = read_line(host, "hosting ")
    assert f"{HOST_IP}:{PORT}" in hosting and "127.0.0.1" not in hosting
    found = discover(join_m)
    assert found == [{"address": HOST_IP, "port": PORT, "name": "Euchre table",
                      "variant": "two-handed", "open_seats": 1, "away_seats": 0, "room_code": False,
                      "compatible": True, "options": Options().to_dict()}]
    joiner = join_m.main_py("--join", f"{HOST_IP}:{PORT}", "--headless", "--bot", "random")
    score, _ = final(joiner)
    assert score.startswith("final score: ")
    assert final(host)[0] == score
    # The table was full, then over: the beacons stopped (nothing heard any more).
    p = join_m.main_py("--discover", "2", "--json")
    assert json.loads(p.communicate(timeout=60)[0]) == []


@pytest.mark.parametrize("variant, seats", [("hasenpfeffer", "remote,bot,bot,bot"),
                                            ("napoleon-3", "remote,bot,bot")])
def test_defaults_the_bidding_games_are_discovered_and_played_across_machines(machines, variant, seats):
    """Hasenpfeffer and Napoleon for three hosted with the defaults on one machine, found
    and played to the end from the other (their auctions, widows and settlements on a LAN)."""
    host_m, join_m = machines
    host = host_m.main_py("--host", "--headless", "--variant", variant, "--seats", seats)
    assert f"{HOST_IP}:{PORT}" in read_line(host, "hosting ")
    found = discover(join_m)
    assert [(t["variant"], t["open_seats"], t["compatible"]) for t in found] == [(variant, 1, True)]
    joiner = join_m.main_py("--join", f"{HOST_IP}:{PORT}", "--headless", "--bot", "normal")
    score, _ = final(joiner)
    assert score.startswith("final score: ")
    assert final(host)[0] == score


def test_a_killed_joiner_started_again_gets_its_seat_back(machines):
    host_m, join_m = machines
    host = host_m.main_py("--host", "--headless", "--seats", "remote,bot:hard")
    read_line(host, "hosting ")
    discover(join_m)
    command = ("--join", f"{HOST_IP}:{PORT}", "--headless", "--bot", "random", "--name", "Ann")
    first = join_m.main_py(*command)
    seen: list[str] = []
    read_line(host, "host: Every seat is filled", seen)
    # As soon as the game has kept its token (a whole match between two fast computer players
    # can take under two seconds, and it must still be on when the game comes back).
    tokens = join_m.home / "lan-tokens.json"
    end = time.monotonic() + 30
    while not (tokens.exists() and f"{HOST_IP}:{PORT}/" in tokens.read_text()):
        assert time.monotonic() < end, "the joiner never kept its token"
        time.sleep(0.005)
    first.send_signal(signal.SIGKILL)
    first.communicate()
    read_line(host, "host: Ann (seat 1) lost the connection", seen)
    # The table is announced again while Ann's seat waits, so her game can find it.
    assert [(t["open_seats"], t["away_seats"]) for t in discover(join_m)] == [(0, 1)]
    again = join_m.main_py(*command)
    read_line(host, "host: Ann is back at seat 1", seen)
    score, _ = final(again)
    assert final(host)[0] == score
    assert not any("did not come back" in line for line in seen)


def test_joiners_at_random_moments_all_finish(machines):
    host_m, join_m = machines
    rng = random.Random(7)
    for run in range(3):
        spec = ("remote,bot:normal,remote,bot:normal", "remote,remote,remote,bot:normal")[run % 2]
        host = host_m.main_py("--host", "--headless", "--variant", "four-handed", "--seats",
                              spec, "--seed", str(run))
        read_line(host, "hosting ")
        joiners = []
        for i in range(spec.count("remote")):
            time.sleep(rng.uniform(0.1, 1.5))
            joiners.append(join_m.main_py("--join", f"{HOST_IP}:{PORT}", "--headless", "--bot",
                                          "random", "--name", f"J{i}", "--seed", str(i)))
        scores = {final(j)[0] for j in joiners}
        host_score, _ = final(host)
        assert scores == {host_score}
