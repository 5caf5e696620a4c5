"""The online client: ``OnlineTable``, a ``RemoteTable`` that reaches a table server
(``net.server``) over WebSocket, creating a table or finding one by its room code.

Everything after the table's challenge is the LAN client's (the seat key, reconnecting
after a drop, the updates); only the link (WebSocket binary frames, TLS for ``wss://``)
and the step between the hello and the challenge differ. A dropped connection, or a server
that restarts, is retried with the seat key for as long as the seat waits and after, as on
a LAN; a server answering "connection refused" a few times is not taken for a table that
is gone (it may be restarting).
"""
from __future__ import annotations

import asyncio
import ssl
from dataclasses import dataclass
from typing import Any, Callable
from urllib.parse import urlsplit

from game.rules import Options
from game.rules.said import Said, said, said_n
from game.table import Capabilities

from . import messages as M
from .client import NO_ROUTE, REFUSED, TIMED_OUT, RemoteTable, _Refused, token_key
from .framing import MAX_FRAME
from .server import wire as W
from .server.codes import is_loopback

EXAMPLE = "wss://euchre.example.org:8443"
RESTARTING = 1012  # the WebSocket close code of a server that stops to restart (net.server.app)


class ServerAddressError(ValueError):
    """A server address that cannot be used (the sentence says why)."""


@dataclass(frozen=True, slots=True)
class ServerAddress:
    url: str
    host: str
    port: int
    secure: bool


def parse_url(text: str) -> ServerAddress:
    """``wss://HOST:PORT`` (TLS), or ``ws://`` to this machine only; ``ServerAddressError``."""
    parts = urlsplit(text.strip())
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ServerAddressError(said("A server's address looks like {example}, not {typed}.",
                                      example=EXAMPLE, typed=text.strip()[:60]))
    secure = parts.scheme == "wss"
    if not secure and not is_loopback(parts.hostname):
        raise ServerAddressError(said("An address starting ws:// (without TLS) is only for a server "
                                      "on this machine: use wss://."))
    try:
        port = parts.port or (443 if secure else 80)
    except ValueError:
        raise ServerAddressError(said("The port in {typed} is not a port number.",
                                      typed=text.strip()[:60])) from None
    return ServerAddress(f"{parts.scheme}://{parts.netloc}", parts.hostname, port, secure)


class WsLink:
    """A connection to the server: one protocol message per WebSocket binary frame."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.received = 0
        self._out: asyncio.Queue[bytes] = asyncio.Queue()
        self._writer = asyncio.get_running_loop().create_task(self._write())
        self._closing = False

    @property
    def closing(self) -> bool:
        return self._closing

    def send(self, msg: dict[str, Any]) -> int:
        data = W.encode(msg)
        self._out.put_nowait(data)
        return len(data)

    async def _write(self) -> None:
        try:
            while True:
                data = await self._out.get()
                await self.ws.send(data)
        except Exception:  # noqa: BLE001 - the connection is gone; recv says so
            pass

    async def recv(self) -> dict[str, Any]:
        from websockets.exceptions import ConnectionClosed

        try:
            data = await self.ws.recv()
        except ConnectionClosed as e:
            code = e.rcvd.code if e.rcvd is not None else 1006
            if code == RESTARTING:
                raise ConnectionError(said("the server is restarting")) from None
            raise ConnectionError(said("the server closed the connection ({code})",
                                       code=code)) from None
        self.received += len(data)
        return W.check_from_server(W.decode(data))

    def close(self) -> None:
        self._closing = True
        asyncio.get_running_loop().create_task(self.aclose())

    async def aclose(self) -> None:
        """Send what is queued (up to a second), then close the WebSocket."""
        self._closing = True
        try:
            await asyncio.wait_for(self._drain(), 1.0)
        except asyncio.TimeoutError:
            pass
        self._writer.cancel()
        try:
            await asyncio.wait_for(self.ws.close(), 1.0)
        except Exception:  # noqa: BLE001 - gone already
            self.abort()

    async def _drain(self) -> None:
        while not self._out.empty() and not self._writer.done():
            await asyncio.sleep(0.01)

    def abort(self) -> None:
        self._closing = True
        self._writer.cancel()
        transport = getattr(self.ws, "transport", None)
        if transport is not None:
            transport.abort()


class OnlineTable(RemoteTable):
    """One seat at a table of the server at ``url``: ``room`` to find a table by its code,
    or ``create`` = (options, seat specs) to open one (its code then comes in ``room`` and
    through ``on_room``). ``ca``: a certificate file to trust (a server with a
    self-signed certificate); otherwise the system's."""

    gone_after = 0  # refused connections never mean the table is gone: a server restarts
    capabilities = Capabilities(seats=True, reconnects=True, served=True)

    def __init__(self, url: str, name: str = "Player", *, room: str | None = None,
                 create: tuple[Options, list[str]] | None = None, ca: str | None = None,
                 on_room: Callable[[str], None] | None = None, **kw: Any) -> None:
        self.server = parse_url(url)
        if (room is None) == (create is None):
            raise ValueError("give a room code to join, or the rules and seats to create")
        self._create = create
        self._on_room = on_room
        self._tls: ssl.SSLContext | None = None
        self._why_not: Said | None = None  # why the last connection failed, if it is known
        if self.server.secure:
            try:
                self._tls = ssl.create_default_context(cafile=ca or None)
            except (OSError, ssl.SSLError) as e:
                raise ServerAddressError(said(
                    "The certificate file {file} cannot be used ({error}).", file=ca,
                    error=getattr(e, "strerror", None) or str(e)[:80])) from None
        kw.setdefault("heartbeat", 10.0)
        kw.setdefault("dead_after", 30.0)
        super().__init__(self.server.host, self.server.port, name=name, room=room, **kw)

    @property
    def creating(self) -> bool:
        """This seat opened its table (rather than found it by a code)."""
        return self._create is not None

    def _say_bye(self) -> None:
        """Say bye and close the WebSocket properly before the client's loop stops."""
        async def bye() -> None:
            link = self._link
            if isinstance(link, WsLink):
                link.send(M.bye())
                await link.aclose()
            me = asyncio.current_task()
            for task in asyncio.all_tasks():
                if task is not me:
                    task.cancel()

        assert self._loop is not None
        self._loop.create_task(bye())

    async def _connect(self) -> Any:
        from websockets.asyncio.client import connect
        from websockets.exceptions import WebSocketException

        self._why_not = None
        try:
            ws = await connect(self.server.url, ssl=self._tls, compression=None,
                               max_size=MAX_FRAME, ping_interval=None, proxy=None,
                               open_timeout=self.connect_timeout)
        except WebSocketException as e:
            if not self.server.secure:  # most likely a server with a certificate
                self._why_not = said("what answers there does not speak plain WebSocket ({error}). "
                                     "If the server was started with a certificate, its address "
                                     "starts wss://.", error=str(e)[:80])
            else:
                self._why_not = said("what answers there is not a table server ({error}). Check "
                                     "the server's address.", error=str(e)[:80])
            raise ConnectionError(self._why_not) from None
        except ConnectionResetError:
            if self.server.secure and is_loopback(self.server.host):
                # A server on this machine without a certificate hangs up on TLS's hello.
                self._why_not = said("the server hung up at once. If it runs without a "
                                     "certificate (on this machine only), its address starts "
                                     "ws://, not wss://.")
            raise
        except ssl.SSLCertVerificationError:
            self._why_not = said("the server's certificate is not trusted, so nothing was sent. For "
                                 "a server with a certificate of its own making, give its "
                                 "certificate file with the server's address.")
            raise
        except ssl.SSLError as e:
            self._why_not = said("the secure connection to the server failed ({error}). Check that "
                                 "the address starts wss:// only if the server has a certificate.",
                                 error=e.reason or type(e).__name__)
            raise
        return WsLink(ws)

    # -- the words: a server, not a host --------------------------------------------------
    def _refused_words(self, where: str, why: str) -> str:
        return why  # the server's own sentence says what to do

    def _unjoined_words(self, where: str, why: str) -> str:
        if self.creating:
            return said("Could not create a table at {address}: {why}", address=self.server.url, why=why)
        return said("Could not join the table at {address}: {why}", address=self.server.url, why=why)

    def _not_back_words(self, why: str, code: str) -> str:
        if code == M.ROOM:  # the code was right: the table is gone (a restart without --state)
            return said("Your table is not at the server any more (it may have restarted without "
                        "keeping its tables), so this match is over. Create a new table.")
        return said("The server would not take you back: {why}", why=why)

    def _dropped_words(self, why: str) -> str:
        return said("The connection to the server dropped ({why}); trying to reconnect.", why=why)

    def _unreachable_words(self, where: str, minutes: int) -> str:
        return said_n("Could not reach the server at {address} for {count} minute, so you have "
                      "left the table: the computer plays your seat to the end of the match.",
                      "Could not reach the server at {address} for {count} minutes, so you have "
                      "left the table: the computer plays your seat to the end of the match.",
                      minutes, address=where)

    def _advice(self, e: Any) -> str:
        if self._why_not is not None:
            return self._why_not
        if e.reason == REFUSED:
            return said("nothing answers at that address. Check the server's address and that "
                        "the server is running.")
        if e.reason == TIMED_OUT:
            return said("no answer in time. Check the server's address and this machine's "
                        "connection to the internet.")
        if e.reason == NO_ROUTE:
            return said("there is no route to the server from here. Check this machine's "
                        "connection to the internet.")
        return said("could not connect ({error}). Check the server's address and this "
                    "machine's connection to the internet.", error=str(e)[:80])

    async def _opening(self) -> None:
        if self.room is not None:
            self._send(W.find(self.room))
            return
        assert self._create is not None
        options, seats = self._create
        self._send(W.create(options.to_dict(), list(seats)))
        msg = await self._answer()
        if msg["type"] != "created":
            raise _Refused(W.RULES, said("The server did not open the table."))
        self.room = msg["room"]
        self._key = token_key(self.address, self.port, self.room)
        if self._on_room is not None:
            self._on_room(msg["room"])


__all__ = ["OnlineTable", "ServerAddress", "ServerAddressError", "parse_url"]
