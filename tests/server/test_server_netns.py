"""The table server across network namespaces: a server "on the internet" and two homes
that cannot reach each other, each reaching the server over a link of its own. One home
creates a table, the other joins by its code, and a whole match is played over TLS, with
the joiner's link cut long enough for the server to drop it, and the joiner's game killed
and started again: both times it comes back to its seat.

Needs root and ``ip netns``; skipped with the reason otherwise. Private addresses, no
route out; the namespaces are deleted after the test.
"""
from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest

from bench.netns import HOME_IPS, SERVER_IPS, in_ns, link, star

from ..net.namespaces import Machine, made_or_skipped
from .helpers import make_cert

PORT = 8443


@pytest.fixture
def net():
    yield from made_or_skipped(star)


class Log:
    """A process's output, read line by line as it comes."""

    def __init__(self, p: subprocess.Popen) -> None:
        self.p, self.lines = p, []

    def wait_for(self, text: str, patience: float = 120) -> str:
        end = time.monotonic() + patience
        for line in self.lines:
            if text in line:
                return line
        while time.monotonic() < end:
            line = self.p.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            if text in line:
                return line
        raise AssertionError(f"no line with {text!r} in: {''.join(self.lines)[-2000:]}")


def test_two_homes_play_a_match_through_the_server_with_a_cut_and_a_kill(net, tmp_path):
    server_ns, home_a, home_b, links = net
    cert, key = make_cert(tmp_path, SERVER_IPS)
    # the homes cannot reach each other
    probe = subprocess.run(in_ns(home_a, [sys.executable, "-c",
                                          "import socket; socket.create_connection("
                                          f"('{HOME_IPS[1]}', 9), 2)"]),
                           capture_output=True, text=True, timeout=30)
    assert probe.returncode != 0 and ("unreachable" in probe.stderr or "Error" in probe.stderr)
    machines = there, a, b = (Machine(server_ns, None), Machine(home_a, tmp_path / "a"),
                              Machine(home_b, tmp_path / "b"))
    try:
        server = there.main_py("--server", "--bind", "0.0.0.0", "--port", str(PORT),
                               "--cert", cert, "--key", key, "--dead-after", "5")
        slog = Log(server)
        slog.wait_for("serving tables on wss://0.0.0.0:8443")
        play = ["--headless", "--bot", "random", "--pace", "0.25", "--ca", cert]
        ann = a.main_py("--online", f"wss://{SERVER_IPS[0]}:{PORT}", *play, "--name", "Ann",
                        "--create", "--variant", "four-handed", "--seats",
                        "remote,bot:easy,remote,bot:easy")
        alog = Log(ann)
        code = alog.wait_for("room: ").split()[1]
        join = ["--online", f"wss://{SERVER_IPS[1]}:{PORT}", *play, "--name", "Bob",
                "--join", code]
        bob = b.main_py(*join)
        slog.wait_for("Bob took seat 3")
        time.sleep(2)
        link(links[1], up=False)  # Bob's line is cut...
        slog.wait_for("Bob (seat 3) stopped answering", patience=30)
        time.sleep(1)
        link(links[1], up=True)  # ...and mended: his game comes back by itself
        slog.wait_for("Bob is back at seat 3", patience=60)
        time.sleep(1)
        bob.send_signal(signal.SIGKILL)  # his game is killed...
        bob.communicate()
        slog.wait_for("Bob (seat 3) lost the connection")
        bob = b.main_py(*join)  # ...and started again with the same command
        slog.wait_for("Bob is back at seat 3", patience=60)
        a_out, a_err = ann.communicate(timeout=180)
        b_out, b_err = bob.communicate(timeout=180)
        assert ann.returncode == 0, a_err
        assert bob.returncode == 0, b_err
        a_score = a_out.strip().splitlines()[-1]
        assert a_score.startswith("final score: ")
        assert b_out.strip().splitlines()[-1] == a_score
    finally:
        for m in machines:
            m.stop()
