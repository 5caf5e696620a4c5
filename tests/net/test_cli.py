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
    rules = host.stdout.readline()   # the table's rules, printed next
    assert rules.startswith("rules: "), rules
    host.rules = rules.strip()  # type: ignore[attr-defined]
    return host, int(line.split(":")[-1].split()[0])


@pytest.mark.parametrize("variant,joiners,more,rules", [
    ("two-handed", 1, [], "to 10, 24 cards"),
    ("four-handed", 2, [], "to 10, 24 cards"),
    ("three-handed", 2, ["--seats", "remote,remote,bot:random", "--no-ace-no-face"],
     "to 10, 24 cards, no ace no face"),
    ("four-handed", 2, ["--seats", "remote,bot:random,remote,bot:random", "--defend-alone",
                        "--no-ace-no-face", "--target", "5"], "to 5, 24 cards, defend alone, no ace no face"),
], ids=["two-handed", "four-handed", "three-handed", "four-handed-house-rules"])
def test_headless_host_and_bots_play_a_match(variant, joiners, more, rules):
    host, port = start_host("--variant", variant, "--room", "ZX9Q", "--seed", "5", *more)
    try:
        clients = [main_py("--join", f"127.0.0.1:{port}", "--headless", "--bot", "random",
                           "--room", "zx9q", "--seed", str(i)) for i in range(joiners)]
        outs = [c.communicate(timeout=PATIENCE) for c in clients]
        host_out, host_err = host.communicate(timeout=PATIENCE)
    finally:
        host.kill()
    assert host.returncode == 0, host_err
    lines = host_out.strip().splitlines()
    assert host.rules == f"rules: {rules}"   # type: ignore[attr-defined]
    assert lines[-1].startswith("final score: ")
    scores = [int(s) for s in lines[-1].removeprefix("final score: ").split("-")]
    assert len(scores) == (3 if variant == "three-handed" else 2)
    assert max(scores) >= (5 if "5" in more else 10)
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
    (["--host", "--headless", "--variant", "three-handed", "--defend-alone"], "only in four-handed"),
    (["--host", "--headless", "--variant", "three-handed", "--seats", "remote,bot"], "names 2 seats"),
    (["--host", "--headless", "--turn-limit", "-5"], "at least 0"),
])
def test_bad_lan_arguments_are_one_line_errors(args, words):
    p = main_py(*args)
    out, err = p.communicate(timeout=PATIENCE)
    assert p.returncode == 2 and words in err and err.count("\n") == 1, err
