"""The headless CLI end to end, as subprocesses on 127.0.0.1."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PATIENCE = 120


def main_py(*args: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def start_host(*args: str) -> tuple[subprocess.Popen, int]:
    host = main_py("--host", "--headless", "--bind", "127.0.0.1", "--no-announce", "--port", "0",
                   *args)
    line = host.stdout.readline()
    assert line.startswith("hosting "), (line, host.stderr.read() if host.poll() else "")
    return host, int(line.split(":")[-1].split()[0])


@pytest.mark.parametrize("variant,joiners", [("two-handed", 1), ("four-handed", 2)])
def test_headless_host_and_bots_play_a_match(variant, joiners):
    host, port = start_host("--variant", variant, "--room", "ZX9Q", "--seed", "5")
    try:
        clients = [main_py("--join", f"127.0.0.1:{port}", "--headless", "--bot", "random",
                           "--room", "zx9q", "--seed", str(i)) for i in range(joiners)]
        outs = [c.communicate(timeout=PATIENCE) for c in clients]
        host_out, host_err = host.communicate(timeout=PATIENCE)
    finally:
        host.kill()
    assert host.returncode == 0, host_err
    lines = host_out.strip().splitlines()
    assert lines[-1].startswith("final score: ")
    a, b = map(int, lines[-1].removeprefix("final score: ").split("-"))
    assert max(a, b) >= 10
    for c, (out, err) in zip(clients, outs):
        assert c.returncode == 0, err
        assert out.strip() == lines[-1]  # everyone agrees on the score


def test_a_refused_join_exits_non_zero_with_the_reason():
    host, port = start_host("--room", "ZX9Q")
    try:
        bad = main_py("--join", f"127.0.0.1:{port}", "--headless", "--bot", "random",
                      "--room", "NOPE")
        out, err = bad.communicate(timeout=PATIENCE)
        assert bad.returncode != 0
        assert "Wrong room code" in err and err.count("\n") == 1
    finally:
        host.kill()
        host.communicate()


def test_turn_limit_reaches_the_headless_host():
    from .helpers import RawClient

    host, port = start_host("--turn-limit", "1", "--seed", "3")
    try:
        c = RawClient(port)
        assert c.hello("ann")["type"] == "welcome"
        note = c.recv_until(lambda m: "took longer than" in m.get("message", ""))
        assert "ann took longer than 1 seconds" in note["message"]
    finally:
        host.kill()
        host.communicate()


@pytest.mark.parametrize("args,words", [
    (["--host", "--headless", "--seats", "remote,bot,bot"], "names 3 seats"),
    (["--host", "--headless", "--seats", "local,bot"], "no screen"),
    (["--host", "--headless", "--seats", "remote,bot:genius"], "no computer level"),
    (["--join", "nowhere", "--headless", "--bot", "random"], "HOST:PORT"),
    (["--join", "127.0.0.1:1", "--headless"], "--bot"),
    (["--host", "--join", "127.0.0.1:1", "--headless"], "not both"),
    (["--host", "--headless", "--port", "70000"], "65535"),
    (["--host", "--headless", "--turn-limit", "-5"], "at least 0"),
])
def test_bad_lan_arguments_are_one_line_errors(args, words):
    p = main_py(*args)
    out, err = p.communicate(timeout=PATIENCE)
    assert p.returncode == 2 and words in err and err.count("\n") == 1, err
