"""Helpers for LAN tests: a host on 127.0.0.1, bots driving RemoteTables, a raw capture client."""
from __future__ import annotations

import contextlib
import functools
import secrets
import signal
import socket
import threading
import time

from game.ai import LEVELS, make_player
from game.rules import Options
from net import messages as M
from net.auth import NONCE, SeatKey, join_proof, room_key
from net.client import RemoteTable
from net.framing import FrameDecoder, encode
from net.headless import SeatBot
from net.host import Host, HostLimits
from net.seats import default_spec, parse_seats

LOOP = "127.0.0.1"
cached_room_key = functools.lru_cache(maxsize=64)(room_key)  # scrypt once per code and table
PATIENCE = 30.0  # how long a test waits for something that must happen (not a timing check)


@contextlib.contextmanager
def deadline(seconds: float, what: str):
    """Fail with ``TimeoutError`` if the block takes longer than ``seconds``: a test that
    waits on sockets and threads can never hang the suite (no pytest plugin needed; the
    main thread only, where pytest runs the tests)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def late(signum, frame):
        raise TimeoutError(f"{what}: not done within {seconds:g} s")

    before = signal.signal(signal.SIGALRM, late)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


def fast_limits(**kw) -> HostLimits:
    base = dict(grace=30.0, heartbeat=0.2, dead_after=3.0, handshake=3.0, frame=3.0)
    base.update(kw)
    return HostLimits(**base)


def start_host(variant: str = "two-handed", spec: str | None = None, *, room=None, seed=11,
               limits: HostLimits | None = None, defend_alone: bool | None = None,
               no_ace_no_face: bool | None = None, deck: int | None = None, **kw) -> Host:
    rules = {k: v for k, v in (("defend_alone", defend_alone),
                               ("no_ace_no_face", no_ace_no_face), ("deck", deck))
             if v is not None}
    options = Options(variant=variant, **rules)  # the game's defaults for the rest
    spec = spec or default_spec(options.game)
    seats = parse_seats(spec, options.players, LEVELS, "random")
    return Host(options, seats, bind=LOOP, port=0, room=room, seed=seed,
                limits=limits or fast_limits(), **kw).start()


def wait_until(cond, what: str, patience: float = PATIENCE, step: float = 0.01):
    end = time.monotonic() + patience
    while time.monotonic() < end:
        v = cond()
        if v:
            return v
        time.sleep(step)
    raise AssertionError(f"gave up waiting for {what}")


class BotSeat(SeatBot):
    """Drives one RemoteTable with a random bot (``net.headless.SeatBot``); call ``step()``
    in a loop. ``updates``: everything the table handed out."""

    def __init__(self, table: RemoteTable, seed: int = 1) -> None:
        super().__init__(table, make_player("random", seed))
        self.updates: list = []

    def step(self) -> None:
        got = self.table.poll()
        self.updates += got
        self.take(got)
        super().step()


def play_out(seats: list[BotSeat], patience: float = 60.0, until=None) -> None:
    """Step the bots until each saw the match end (or ``until()`` holds)."""
    end = time.monotonic() + patience
    while time.monotonic() < end:
        for s in seats:
            s.step()
        if until is not None and until():
            return
        if until is None and all(s.over for s in seats):
            return
        closed = [s.closed for s in seats if s.closed and not s.over]
        if closed:
            raise AssertionError(f"a table closed before the end: {closed}")
        time.sleep(0.002)
    raise AssertionError("the match did not finish")


class RawClient:
    """A blocking socket speaking frames by hand; keeps every byte the host sent, and
    (``sent``) every byte it sent. ``source``: the loopback address to connect from
    (127.0.0.2, 127.0.0.3... are this machine too), for tests of several machines."""

    def __init__(self, port: int, host: str = LOOP, source: str | None = None,
                 rcvbuf: int = 0) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        if source:
            self.sock.bind((source, 0))
        self.sock.settimeout(PATIENCE)
        self.sock.connect((host, port))
        self.captured = bytearray()
        self.sent = bytearray()
        self.decoder = FrameDecoder()
        self.inbox: list[dict] = []
        self.key: SeatKey | None = None  # after a welcome: this client's seat key
        self.challenge: dict | None = None

    def send(self, msg: dict) -> None:
        self.send_raw(encode(msg))

    def send_raw(self, data: bytes) -> None:
        self.sent += data
        self.sock.sendall(data)

    def hello(self, name="raw", room=None, key: SeatKey | None = None,
              version=M.PROTOCOL_VERSION) -> dict:
        """The whole handshake as ``RemoteTable`` does it: hello, then the join that answers
        the challenge (coming back with the next link of ``key``, or a new seat with the
        room code's proof); the host's last answer (welcome, refuse or closed)."""
        self.send(M.hello(name, None, None, version))
        msg = self.recv()
        if msg["type"] != "challenge":
            return msg
        self.challenge = msg
        self.send(self.join(msg, room, key))
        reply = self.recv()
        if reply["type"] == "welcome":
            self.key = (key.next() if key is not None else self._fresh).at(reply["seat"])
        return reply

    def join(self, challenge: dict, room: str | None, key: SeatKey | None) -> dict:
        nonce = secrets.token_bytes(NONCE)
        if key is not None:
            nxt = key.next()
            return M.join(nonce, None, nxt.seat, nxt.used, nxt.link())
        self._fresh = SeatKey.new()
        link = self._fresh.link()
        proof = None
        if room is not None:
            proof = join_proof(cached_room_key(room, challenge["salt"]), challenge["salt"],
                               challenge["nonce"], nonce, None, 0, link)
        return M.join(nonce, proof, None, 0, link)

    def try_recv(self, wait: float = 0.01) -> dict | None:
        """The next message, or None if none comes within ``wait`` seconds."""
        self.sock.settimeout(wait)
        try:
            return self.recv()
        except TimeoutError:
            return None
        finally:
            self.sock.settimeout(PATIENCE)

    def recv(self) -> dict:
        """The next message (ping answered and skipped); raises ConnectionError at the end."""
        while True:
            while self.inbox:
                msg = self.inbox.pop(0)
                if msg["type"] == "ping":
                    self.send(M.pong(msg["stamp"]))
                    continue
                if msg["type"] == "pong":
                    continue
                return M.check_from_host(msg)
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError("the host closed the connection")
            self.captured += data
            self.inbox += self.decoder.feed(data)

    def recv_until(self, pred) -> dict:
        while True:
            msg = self.recv()
            if pred(msg):
                return msg

    def closed_by_host(self) -> bool:
        """True once the host has closed the connection (reads and drops the rest)."""
        try:
            while True:
                data = self.sock.recv(65536)
                if not data:
                    return True
                self.captured += data
        except (ConnectionError, OSError):
            return True

    def close(self) -> None:
        self.sock.close()

    def __del__(self) -> None:
        self.sock.close()


class Cable:
    """A TCP relay on 127.0.0.1 between clients and a host that a test can unplug: while
    unplugged, every relayed connection is cut and new ones go nowhere, as over a network
    that is down (nothing ever answers them); ``unplug(refuse=True)`` refuses them at once
    instead, as a machine does where nothing listens on the port any more."""

    def __init__(self, target_port: int) -> None:
        import threading

        self.target = (LOOP, target_port)
        self.plugged = threading.Event()
        self.plugged.set()
        self._socks: list[socket.socket] = []
        self._void: list[socket.socket] = []  # connections made while unplugged: unanswered
        # What an eavesdropper on the wire hears: each relayed connection's bytes, both ways.
        self.upstream: list[bytearray] = []  # client -> host
        self.downstream: list[bytearray] = []  # host -> client
        self.refuse = False
        self._lock = threading.Lock()
        self.server = socket.create_server((LOOP, 0))
        self.port = self.server.getsockname()[1]
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        import threading

        while not self._closed:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            if not self.plugged.is_set():
                if self.refuse:
                    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                    b"\x01\x00\x00\x00\x00\x00\x00\x00")
                    conn.close()  # a reset: like a refused connection
                else:
                    with self._lock:
                        self._void.append(conn)  # held, never answered
                continue
            try:
                up = socket.create_connection(self.target, timeout=5)
            except OSError:
                conn.close()
                continue
            heard = (bytearray(), bytearray())
            with self._lock:
                self._socks += [conn, up]
                self.upstream.append(heard[0])
                self.downstream.append(heard[1])
            for a, b, log in ((conn, up, heard[0]), (up, conn, heard[1])):
                threading.Thread(target=self._pipe, args=(a, b, log), daemon=True).start()

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket, log: bytearray) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                log += data
                dst.sendall(data)
        except OSError:
            pass
        for s in (src, dst):
            try:
                s.close()
            except OSError:
                pass

    def unplug(self, refuse: bool = False) -> None:
        self.refuse = refuse
        self.plugged.clear()
        with self._lock:
            socks, self._socks = self._socks, []
        for s in socks:
            try:
                s.shutdown(socket.SHUT_RDWR)
                s.close()
            except OSError:
                pass

    def plug(self) -> None:
        self.plugged.set()
        with self._lock:
            void, self._void = self._void, []
        for s in void:
            s.close()

    def close(self) -> None:
        self._closed = True
        self.unplug()
        self.plug()
        self.server.close()


class Churn:
    """Addresses that each hold one connection at a host's door and open it again when it is
    closed (a hostile machine with many addresses: 127.0.0.2... are this machine too). Each
    connection says hello (so it looks like a joiner about to answer its challenge), then
    waits. ``closed``: connections the host closed; ``refused``: of them, the ones closed
    before their hello was answered. From a thread of its own; ``stop()`` ends it."""

    def __init__(self, port: int, sources: list[str], pause: float = 0.005) -> None:
        self.port, self.sources, self.pause = port, sources, pause
        self.closed = self.refused = self.opened = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="churn")

    def start(self) -> "Churn":
        self._thread.start()
        return self

    def _run(self) -> None:
        import asyncio

        async def hold(source: str) -> None:
            while not self._stop.is_set():
                try:
                    reader, writer = await asyncio.open_connection(LOOP, self.port, local_addr=(source, 0))
                except OSError:
                    await asyncio.sleep(0.05)
                    continue
                self.opened += 1
                writer.write(encode(M.hello("churn", None, None)))
                answered = False
                try:
                    while not self._stop.is_set():
                        try:
                            data = await asyncio.wait_for(reader.read(4096), 0.2)
                        except asyncio.TimeoutError:
                            continue
                        if not data:
                            break
                        answered = answered or b"challenge" in data
                except OSError:
                    pass
                finally:
                    writer.close()
                if not self._stop.is_set():
                    self.closed += 1
                    self.refused += not answered
                await asyncio.sleep(self.pause)

        async def main() -> None:
            tasks = [asyncio.create_task(hold(s)) for s in self.sources]
            while not self._stop.is_set():
                await asyncio.sleep(0.05)
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run(main())

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
