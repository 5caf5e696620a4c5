"""Helpers for the table server's tests: a self-signed certificate made here, a server on
127.0.0.1 on a loop of its own thread, online bots, and a raw WebSocket client."""
from __future__ import annotations

import asyncio
import datetime
import ipaddress
import secrets
import shutil
import subprocess
import threading
from pathlib import Path

import msgpack

from game.rules import Options
from net import messages as M
from net.auth import NONCE, SeatKey
from net.online import OnlineTable
from net.server import wire as W
from net.server.app import TableServer, tls_context
from net.server.limits import ServerLimits

from ..net.helpers import PATIENCE, BotSeat, play_out, wait_until

__all__ = ["BotSeat", "PATIENCE", "RawWs", "ServerThread", "fast", "make_cert", "online",
           "play_out", "wait_until"]


def make_cert(directory: Path, ips: tuple[str, ...] = ("127.0.0.1",)) -> tuple[str, str]:
    """A self-signed certificate for ``ips`` and localhost: (cert file, key file)."""
    cert, key = directory / "cert.pem", directory / "key.pem"
    try:
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID
    except ImportError:
        assert shutil.which("openssl"), "neither the cryptography package nor openssl"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                        "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(key), "-out",
                        str(cert), "-days", "1", "-subj", "/CN=localhost", "-addext",
                        "subjectAltName=DNS:localhost," + ",".join(f"IP:{a}" for a in ips)],
                       check=True, capture_output=True)
        return str(cert), str(key)
    k = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.timezone.utc)
    c = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
         .public_key(k.public_key()).serial_number(x509.random_serial_number())
         .not_valid_before(now - datetime.timedelta(minutes=5))
         .not_valid_after(now + datetime.timedelta(days=1))
         .add_extension(x509.SubjectAlternativeName([
             x509.DNSName("localhost"), *(x509.IPAddress(ipaddress.ip_address(a))
                                          for a in ips)]),
             critical=False)
         .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
         .sign(k, hashes.SHA256()))
    key.write_bytes(k.private_bytes(serialization.Encoding.PEM,
                                    serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption()))
    cert.write_bytes(c.public_bytes(serialization.Encoding.PEM))
    return str(cert), str(key)


def fast(**kw) -> ServerLimits:
    base = dict(grace=30.0, heartbeat=0.5, dead_after=5.0, handshake=5.0, metrics_every=0)
    base.update(kw)
    return ServerLimits(**base)


class ServerThread:
    """A ``TableServer`` on 127.0.0.1 (TLS when ``tls`` is a (cert, key) pair)."""

    def __init__(self, limits: ServerLimits | None = None, *, tls=None, store=None,
                 port: int = 0, clock=None) -> None:
        self.loop = asyncio.new_event_loop()
        self.tls = tls
        kw = {"clock": clock} if clock is not None else {}
        self.logged: list[str] = []
        self.server = TableServer(limits or fast(), store=store, log=self.logged.append, **kw)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        ctx = tls_context(*tls) if tls else None
        self.run(self.server.start("127.0.0.1", port, ctx))
        self.port = self.server.port
        self.url = f"{'wss' if tls else 'ws'}://127.0.0.1:{self.port}"

    def run(self, coro, timeout: float = PATIENCE):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def call(self, fn, *args):
        async def go():
            return fn(*args)
        return self.run(go())

    def stop(self, restarting: bool = True) -> None:
        try:
            self.run(self.server.stop(restarting))
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)


def online(server: ServerThread, *, room=None, variant="two-handed", seats=None,
           name="Player", **kw) -> OnlineTable:
    create = None
    if room is None:
        options = Options(variant=variant)
        create = (options, seats or list(options.game.lan_seats))
    ca = server.tls[0] if server.tls else None
    return OnlineTable(server.url, name, room=room, create=create, ca=ca, **kw)


class RawWs:
    """A blocking WebSocket client speaking the online protocol by hand; keeps every frame
    the server sent (``frames``)."""

    def __init__(self, url: str, ca: str | None = None, source: str | None = None) -> None:
        import ssl

        from websockets.sync.client import connect

        ctx = ssl.create_default_context(cafile=ca) if url.startswith("wss") else None
        import socket
        from urllib.parse import urlsplit

        where = urlsplit(url)
        sock = socket.create_connection((where.hostname, where.port), PATIENCE,
                                        source_address=(source, 0) if source else None)
        self.ws = connect(url, sock=sock, ssl=ctx, compression=None, proxy=None,
                          open_timeout=PATIENCE, ping_interval=None).__enter__()
        self.frames: list[bytes] = []
        self.key: SeatKey | None = None

    def send(self, msg: dict) -> None:
        self.ws.send(msgpack.packb(msg, use_bin_type=True))

    def recv(self, timeout: float = PATIENCE) -> dict:
        data = self.ws.recv(timeout)
        assert isinstance(data, bytes), data
        self.frames.append(data)
        return W.check_from_server(msgpack.unpackb(data, raw=False))   # its words read back

    def recv_type(self, kind: str, timeout: float = PATIENCE) -> dict:
        while True:
            m = self.recv(timeout)
            if m["type"] == kind:
                return m

    def join(self, room: str | None = None, create: dict | None = None,
             key: SeatKey | None = None, name: str = "raw") -> dict:
        """hello, find or create, the join; the server's answer (welcome, refuse, closed)."""
        self.send(M.hello(name))
        self.send(create if create is not None else {"type": "find", "room": room})
        msg = self.recv()
        if msg["type"] == "created":
            self.room = msg["room"]
            msg = self.recv()
        if msg["type"] != "challenge":
            return msg
        nonce = secrets.token_bytes(NONCE)
        if key is not None:
            nxt = key.next()
            self.send(M.join(nonce, None, nxt.seat, nxt.used, nxt.link()))
        else:
            nxt = SeatKey.new()
            self.send(M.join(nonce, None, None, 0, nxt.link()))
        reply = self.recv()
        if reply["type"] == "welcome":
            self.key = nxt.at(reply["seat"])
        return reply

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:  # noqa: BLE001
            pass
