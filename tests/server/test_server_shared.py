"""Two server processes sharing one table directory in a real redis-server: a code made on
one is joined through the other (forwarded to the table's owner), and when the owner is
killed the other takes the table over from its snapshot and the players come back to it.
Between the players and the processes stands a stand-in for a load balancer: one address
that sends each connection to the next process that answers."""
from __future__ import annotations

import asyncio
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from .helpers import BotSeat, online, play_out, wait_until

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None,
                                reason="redis-server is not installed (apt-get install "
                                       "redis-server; .ci/run installs it when root)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis(tmp_path):
    port = free_port()
    p = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                          "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        wait_until(lambda: _answers(port), "redis-server to listen")
        yield url
    finally:
        p.terminate()
        p.wait(10)


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), 0.2):
            return True
    except OSError:
        return False


def server_process(redis_url: str, port: int) -> subprocess.Popen:
    me = f"ws://127.0.0.1:{port}"
    p = subprocess.Popen([sys.executable, "main.py", "--server", "--port", str(port),
                          "--redis", redis_url, "--me", me], cwd=ROOT, stdout=subprocess.PIPE,
                         text=True, env=dict(os.environ, PYTHONUNBUFFERED="1"))
    assert p.stdout.readline().startswith("serving tables on ws://127.0.0.1:")
    return p


class Balancer:
    """One address in front of the processes: each new connection goes to the next
    process in turn, or the one after if that one does not answer."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.turn = 0
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.server = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._conn, "127.0.0.1", 0), self.loop).result(10)
        self.port = self.server.sockets[0].getsockname()[1]

    async def _conn(self, r, w) -> None:
        for i in range(len(self.ports)):
            port = self.ports[(self.turn + i) % len(self.ports)]
            try:
                ur, uw = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                continue
            self.turn += 1
            await asyncio.gather(self._pipe(r, uw), self._pipe(ur, w))
            return
        w.close()

    @staticmethod
    async def _pipe(r, w) -> None:
        try:
            while data := await r.read(65536):
                w.write(data)
                await w.drain()
        except OSError:
            pass
        finally:
            w.close()


class Url:
    def __init__(self, url: str) -> None:
        self.url, self.tls = url, None


def test_a_code_made_on_one_process_is_joined_through_another_and_outlives_it(redis):
    a_port, b_port = free_port(), free_port()
    a = server_process(redis, a_port)
    b = server_process(redis, b_port)
    lb = Balancer([a_port, b_port])
    front = Url(f"ws://127.0.0.1:{lb.port}")
    try:
        codes: list[str] = []
        ann = BotSeat(online(front, seats=["remote", "bot:random", "remote", "bot:random"],
                             variant="four-handed", name="Ann", on_room=codes.append), 1)
        wait_until(lambda: (ann.step(), codes)[1], "the room code")  # made on A
        bob = BotSeat(online(front, room=codes[0], name="Bob"), 2)  # through B, forwarded
        play_out([ann, bob], until=lambda: bob.table.seen is not None
                 and bob.table.seen.state_id > 12)
        time.sleep(2.5)  # a save of the table in the directory (every 2 s)
        a.send_signal(signal.SIGKILL)  # the table's owner dies
        a.wait(10)
        play_out([ann, bob], patience=120)  # B takes the table over; both come back
        assert ann.final.scores == bob.final.scores
        assert any("Back at the table" in u.message for u in ann.updates)
        assert any("Back at the table" in u.message for u in bob.updates)
        import json
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{b_port}/health", timeout=10) as r:
            health = json.loads(r.read())
        assert health["forwarded"] >= 1 and health["adopted"] == 1, health
    finally:
        for p in (a, b):
            if p.poll() is None:
                p.terminate()
                p.wait(20)
    out = b.stdout.read()
    assert b.returncode == 0, out


def test_wrong_codes_are_slowed_across_the_processes(redis):
    """The guessing throttles are kept in the shared directory: five wrong codes at one
    process leave the same address nothing more at the other."""
    from net import messages as M
    from net.server.codes import new_code

    from .helpers import RawWs

    def find(port: int, source: str) -> dict:
        ws = RawWs(f"ws://127.0.0.1:{port}", source=source)
        try:
            return ws.join(room=new_code())
        finally:
            ws.close()

    a_port, b_port = free_port(), free_port()
    a = server_process(redis, a_port)
    b = server_process(redis, b_port)
    try:
        assert [find(a_port, "127.0.0.2")["code"] for _ in range(5)] == [M.ROOM] * 5
        slowed = find(b_port, "127.0.0.2")
        assert slowed["code"] == M.WAIT, slowed
        assert find(b_port, "127.0.0.3")["code"] == M.ROOM  # another address is not
    finally:
        for p in (a, b):
            p.terminate()
            p.wait(20)
