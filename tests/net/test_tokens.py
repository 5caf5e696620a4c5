"""Resume tokens on disk: a game started again gets its seat back at once; a token from an
earlier match is dropped and the join goes on; two games on one machine keep their seats."""
from __future__ import annotations

import json
import os

from net.client import RemoteTable, token_key
from net.tokens import TokenFile

from .helpers import LOOP, BotSeat, fast_limits, play_out, start_host, wait_until


def held_by(entry: dict, pid: int, started: float | None = None) -> None:
    """Make a kept ``entry`` that of process ``pid`` (started when it did, unless told)."""
    import psutil

    entry["pid"] = pid
    try:
        entry["started"] = psutil.Process(pid).create_time() if started is None else started
    except psutil.NoSuchProcess:
        entry["started"] = 1.0 if started is None else started


def crash(table: RemoteTable) -> None:
    """The game dies: no goodbye, the connection just ends, the process's memory is gone."""
    table._closing = True
    table._call(lambda: table._link.abort())


def test_a_restarted_game_is_seated_again_with_its_kept_token(tmp_path):
    store = TokenFile(tmp_path)
    host = start_host("two-handed", room="AB12", limits=fast_limits(grace=30.0))
    try:
        first = BotSeat(RemoteTable(LOOP, host.port, "ann", room="ab12", tokens=store))
        play_out([first], until=lambda: first.table.seen is not None and
                 first.table.seen.hand_number >= 1)
        key = token_key(LOOP, host.port, "ab12")
        assert store.get(key) == first.table.token
        crash(first.table)
        wait_until(lambda: host.away(), "the host to see the seat empty")
        again = BotSeat(RemoteTable(LOOP, host.port, "ann", room="AB12", tokens=TokenFile(tmp_path)))
        play_out([again])
        assert again.table.seat == first.table.seat
        notices = [u.message for u in again.updates if u.kind == "notice"]
        assert any("Back at the table" in n for n in notices), notices
        assert again.closed is None and host.wait_over(10)
        assert store.get(key) == again.table.token  # a rematch may follow at this table
        host.close()
        wait_until(lambda: again.table.status == "closed", "the table to close")
        assert store.get(key) is None  # the table is gone: nothing to come back to
    finally:
        host.close()


def test_a_token_the_host_does_not_know_is_dropped_and_the_join_goes_on(tmp_path):
    store = TokenFile(tmp_path)
    host = start_host("two-handed")
    try:
        key = token_key(LOOP, host.port, None)
        store.put(key, "from-an-earlier-match")
        s = BotSeat(RemoteTable(LOOP, host.port, "ann", tokens=store))
        wait_until(lambda: (s.step(), s.table.seat is not None)[1], "a seat")
        assert s.closed is None and s.table.token != "from-an-earlier-match"
        assert store.get(key) == s.table.token
    finally:
        host.close()


def test_a_token_held_by_a_running_game_is_not_taken_by_another(tmp_path):
    """Two games on one machine at one table: the second never takes the first's seat."""
    store = TokenFile(tmp_path)
    key = "h:1/"
    store.put(key, "mine")
    data = json.loads(store.path.read_text())
    held_by(data[key][0], os.getppid())  # held by another process that is still running
    store.path.write_text(json.dumps(data))
    assert store.get(key) is None
    held_by(data[key][0], 2**22 + 12345)  # no such process any more: free to take back
    store.path.write_text(json.dumps(data))
    assert store.get(key) == "mine"
    # The id names a running process, but one that started after the game that kept the
    # token (the system gave the id again): that game is gone, the token is free.
    held_by(data[key][0], os.getppid())
    data[key][0]["started"] -= 3600
    store.path.write_text(json.dumps(data))
    assert store.get(key) == "mine"


def test_a_damaged_token_file_is_set_aside_and_counts_as_empty(tmp_path):
    store = TokenFile(tmp_path)
    store.path.write_text("{not json")
    assert store.get("h:1/") is None
    store.put("h:1/", "t")
    assert store.get("h:1/") == "t"
    assert any(p.name.startswith("lan-tokens.corrupt-") for p in tmp_path.iterdir())


def test_the_tables_a_seat_is_kept_at_are_known_with_their_room_code_and_only_the_owner_reads_them(tmp_path):
    import stat

    from net.tokens import parse_key

    store = TokenFile(tmp_path)
    older, newer = token_key("192.168.1.20", 47100, "k7q2"), token_key("10.0.0.7", 47102, None)
    store.put(older, "a")
    store.put(newer, "b")
    data = json.loads(store.path.read_text())
    data[older][0]["saved"] -= 60
    data["nonsense"] = [{"token": "c", "saved": data[newer][0]["saved"], "pid": 1}]
    store.path.write_text(json.dumps(data))
    kept = store.kept()
    assert [(k.address, k.port, k.room) for k in kept] == [("10.0.0.7", 47102, None),
                                                         ("192.168.1.20", 47100, "K7Q2")]
    assert kept[1].where == "192.168.1.20:47100"
    # the room code read back makes the same key, so the token is found again
    assert token_key(kept[1].address, kept[1].port, kept[1].room) == older
    assert parse_key("h:1/") == ("h", 1, None) and parse_key("no-port/") is None
    store.put(older, "a2")
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    # held by a game still running: not offered
    data = json.loads(store.path.read_text())
    for entries in data.values():
        for e in entries:
            held_by(e, os.getppid())
    store.path.write_text(json.dumps(data))
    assert store.kept() == []


def test_a_newer_link_of_a_seat_key_takes_the_place_of_the_older_ones_whoever_kept_them(tmp_path):
    """A game that crashed kept link 0; a game started again came back with link 1 and is
    still running. A third game must not find link 0 (used: the host would refuse it, and the
    forgetting would take the running game's link with it)."""
    store = TokenFile(tmp_path)
    key = "h:1/AB12"
    store.put(key, "s3cr3t:0:0")
    data = json.loads(store.path.read_text())
    held_by(data[key][0], 2**22 + 12345)   # the game that crashed
    store.path.write_text(json.dumps(data))
    assert store.get(key) == "s3cr3t:0:0"
    store.put(key, "s3cr3t:1:0")           # the game started again, back at its seat
    data = json.loads(store.path.read_text())
    assert [e["token"] for e in data[key]] == ["s3cr3t:1:0"]
    held_by(data[key][0], os.getppid())     # ... and still running
    store.path.write_text(json.dumps(data))
    assert store.get(key) is None and store.kept() == []
    held_by(data[key][0], 2**22 + 12345)
    store.path.write_text(json.dumps(data))
    store.forget(key, "s3cr3t:2:0")        # the host no longer knows the key: every link goes
    assert store.get(key) is None


def test_a_headless_player_killed_and_started_again_at_once_comes_back_to_its_seat(tmp_path):
    """Two processes: the first is killed (not yet reaped: its id still names a process,
    a zombie) and the same command is started again a moment later, with the same data
    directory. It comes back to its seat instead of joining afresh and being refused."""
    import subprocess
    import sys

    import psutil

    from .test_cli import ROOT

    notes: list[str] = []
    host = start_host("two-handed", "remote,bot", room="AB12", log=notes.append,
                      limits=fast_limits(grace=30.0, bot_delay=0.3))
    env = dict(os.environ, EUCHRE_DATA_DIR=str(tmp_path))
    command = [sys.executable, "main.py", "--join", f"{LOOP}:{host.port}", "--headless",
               "--bot", "random", "--room", "AB12", "--name", "ann"]
    procs: list[subprocess.Popen] = []

    def player() -> subprocess.Popen:
        procs.append(subprocess.Popen(command, cwd=ROOT, env=env, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE))
        return procs[-1]

    try:
        first = player()
        wait_until(lambda: any("took seat" in n for n in notes), "the first game's seat")
        wait_until(lambda: TokenFile(tmp_path).kept() == [] and (tmp_path / "lan-tokens.json").exists(),
                   "its token kept (held by the running game)")
        first.kill()   # not waited on: its id stays taken until it is reaped
        wait_until(lambda: psutil.Process(first.pid).status() == psutil.STATUS_ZOMBIE, "a zombie")
        wait_until(lambda: host.away(), "the host to see the seat empty")
        again = player()
        wait_until(lambda: any("is back at seat" in n for n in notes) or again.poll() is not None,
                   "the second game at the table")
        assert again.poll() is None, again.communicate(timeout=10)
        assert any("ann is back at seat 1" in n for n in notes), notes
    finally:
        host.close()
        for p in procs:
            p.kill()
            p.communicate(timeout=30)
