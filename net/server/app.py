"""The table server: WebSocket connections in, tables on one event loop.

``TableServer`` holds every table of this process (by room code) and every connection. A
connection is judged at the door (caps per address and in all), says ``hello`` (the
protocol version), then ``create`` or ``find``; once at a table it speaks the LAN
protocol with it (``ServerTable``). Frames that are not the protocol, or more messages
than the budget allows, cost that connection only: it is told why and closed, and its seat
waits for its person as after a cut cable.

One task ticks every table and connection once a second: the grace and turn limits, the
heartbeats, idle tables closed, changed tables saved (``store``), a metrics line a minute
(``Metrics``), the leases of a shared directory renewed.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import ssl
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable

from game.rules import Options
from game.rules.said import said

from .. import messages as M
from ..framing import MAX_FRAME, FrameError
from ..seats import REMOTE, parse_seats
from ..throttle import GuessThrottle
from . import snapshot
from . import wire as W
from .codes import CODE_LENGTH, group, is_loopback, machine, new_code, shown, well_formed
from .limits import ServerLimits
from .peer import Peer
from .store import LEASE, FileStore, SharedStore
from .table import ServerTable

FORWARDED_FOR = "X-Euchre-Forwarded-For"
FORWARD_PROOF = "X-Euchre-Forward-Proof"
RESTARTING = 1012  # WebSocket close code: the service is restarting (come back)


@dataclass
class Metrics:
    """What the health endpoint and the log line say."""

    started: float
    moves: int = 0
    connections_total: int = 0
    refused_frames: int = 0
    forwarded: int = 0
    adopted: int = 0
    last_moves: int = 0
    last_at: float = 0.0


class TableServer:
    """Tables reached over WebSocket. ``store``: where tables are saved (``FileStore``,
    ``SharedStore``, or None: kept in memory only). ``me``: this process's address for
    the others (with a shared store). ``clock``: the time the guessing throttles go by."""

    def __init__(self, limits: ServerLimits | None = None, *,
                 store: FileStore | SharedStore | None = None, me: str = "",
                 log: Callable[[str], None] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = lim = limits or ServerLimits()
        self.store = store
        self.me = me
        self.tables: dict[str, ServerTable] = {}
        self.peers: set[Peer] = set()
        self._per_machine: Counter[str] = Counter()  # connections by machine (codes.machine)
        self._waiting: set[Peer] = set()  # connections not at a table yet (nor forwarded)
        self.guesses = GuessThrottle(lim.guesses, lim.guess_every, clock)
        self.network_guesses = GuessThrottle(lim.network_guesses, lim.network_guess_every, clock)
        self.metrics = Metrics(time.monotonic())
        self.log = log or (lambda text: logging.getLogger("euchre.server").info(text))
        self._slots: asyncio.Semaphore | None = None
        self._server: Any = None
        self._ticker: asyncio.Task | None = None
        self._secret = ""
        self._stopping = False
        self._stop_code = 1001  # the close code while stopping (``stop``)
        self.port = 0

    # -- running --------------------------------------------------------------------------
    async def start(self, bind: str = "127.0.0.1", port: int = 0,
                    tls: ssl.SSLContext | None = None) -> "TableServer":
        """Listen on ``bind``:``port`` (port 0: any free one; ``port`` says which)."""
        from websockets.asyncio.server import serve

        if tls is None and not is_loopback(bind):
            raise ValueError(plain_refusal(bind))
        self._slots = asyncio.Semaphore(self.limits.thinking)
        if self.store is not None:
            if isinstance(self.store, SharedStore):
                self._secret = await self.store.secret()
            for data in await self.store.saved():
                self._adopt(data)
        self._server = await serve(self._handle, bind, port, ssl=tls, compression=None,
                                   max_size=MAX_FRAME, max_queue=4, ping_interval=None,
                                   process_request=self._http, logger=_QUIET,
                                   open_timeout=self.limits.handshake,
                                   close_timeout=2)
        self.port = self._server.sockets[0].getsockname()[1]
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        return self

    async def stop(self, restarting: bool = True) -> None:
        """Save every table and hang up. ``restarting``: the players' games reconnect by
        themselves when the server is back (no table is closed)."""
        self._stopping = True  # no message is taken from here on: what is saved is all
        self._stop_code = RESTARTING if restarting else 1001
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close(close_connections=False)
        for t in list(self.tables.values()):
            t.close()
        await self._save(everything=True)
        peers = list(self.peers)
        await asyncio.gather(*(p.finish(RESTARTING if restarting else 1001,
                                        "the server is restarting") for p in peers),
                             return_exceptions=True)
        for p in peers:  # whoever did not answer the close in time
            transport = getattr(p.ws, "transport", None)
            if transport is not None:
                transport.abort()
        if self._server is not None:
            await self._server.wait_closed()
        if self.store is not None:
            await self.store.close()

    async def serve_forever(self) -> None:
        assert self._server is not None
        await self._server.wait_closed()

    # -- health ---------------------------------------------------------------------------
    def health(self) -> dict:
        m = self.metrics
        for t in self.tables.values():  # moves since the last tick
            m.moves += t.moves
            t.moves = 0
        now = time.monotonic()
        return {"tables": len(self.tables), "connections": len(self.peers),
                "seated": sum(1 for p in self.peers if p.seat is not None),
                "moves": m.moves, "moves_per_s": round(self._rate(now), 2),
                "uptime_s": round(now - m.started), "refused_frames": m.refused_frames,
                "forwarded": m.forwarded, "adopted": m.adopted}

    def _rate(self, now: float) -> float:
        m = self.metrics
        span = now - (m.last_at or m.started)
        return (m.moves - m.last_moves) / span if span > 0 else 0.0

    def _http(self, connection: Any, request: Any) -> Any:
        """``GET /health`` from this machine: the metrics as JSON; any other plain HTTP
        request is left to the WebSocket handshake (which refuses it)."""
        if request.path.split("?")[0] != "/health":
            return None
        peer = connection.remote_address
        if peer is None or not is_loopback(str(peer[0])):
            return connection.respond(404, "Not found\n")
        response = connection.respond(200, json.dumps(self.health()) + "\n")
        response.headers["Content-Type"] = "application/json"
        return response

    # -- the door -------------------------------------------------------------------------
    def _address(self, ws: Any) -> str:
        """Where a connection comes from; another process of this server that forwards a
        connection says where it came from, with the processes' shared secret."""
        peer = ws.remote_address
        address = str(peer[0]) if peer else "?"
        headers = ws.request.headers if ws.request is not None else {}
        said = headers.get(FORWARDED_FOR)
        if said and self._secret and hmac.compare_digest(
                headers.get(FORWARD_PROOF, ""), forward_proof(self._secret, said)):
            return said
        return address

    def _door(self, address: str) -> str | None:
        """Why a new connection from ``address`` is not let in, or None."""
        lim = self.limits
        if len(self.peers) >= lim.max_connections:
            return said("The server is full just now: try again in a few minutes.")
        mine = machine(address)
        if self._per_machine[mine] >= lim.per_machine:
            return said("The server has {count} connections from {address} already: close the other games "
                        "there and try again.", count=lim.per_machine, address=address)
        if sum(1 for p in self._waiting if p.machine == mine) >= lim.waiting_per_machine:
            return said("The server has {count} connections from {address} joining already: wait for them, "
                        "then try again.", count=lim.waiting_per_machine, address=address)
        return None

    async def _handle(self, ws: Any) -> None:
        address = self._address(ws)
        refusal = self._door(address)
        if refusal is not None:
            try:
                await ws.send(W.encode(M.closed(refusal)))
                await ws.close(1008, "refused")
            except Exception:  # noqa: BLE001 - gone already
                pass
            return
        now = time.monotonic()
        lim = self.limits
        peer = Peer(ws, address, now, lim.out_cap, lim.budget, last_heard=now, budget_at=now)
        self.peers.add(peer)
        self._per_machine[peer.machine] += 1
        self._waiting.add(peer)
        self.metrics.connections_total += 1
        reason = said("left the table")
        upstream: Any = None
        try:
            async for data in ws:
                if self._stopping:
                    break
                peer.last_heard = time.monotonic()
                peer.received += len(data)
                if upstream is not None:  # forwarded to the table's own process
                    await upstream.send(data)
                    continue
                msg = W.check_from_client(W.decode(data))
                # Every message but an action costs the budget (an applied action is paid
                # for by the game: one a turn); a refused action costs more.
                if msg["type"] != "act" and not peer.spend(1.0, lim.budget, lim.budget_rate):
                    self._send(peer, M.closed(said("The server dropped this connection: too many "
                                                   "messages.")))
                    reason = said("sent too many messages")
                    break
                keep = await self._take(peer, msg, data)
                if isinstance(keep, _Upstream):
                    upstream = keep.ws
                    self._waiting.discard(peer)
                    continue
                if not keep:
                    break
        except (FrameError, M.ProtocolError) as e:
            self.metrics.refused_frames += 1
            reason = said("sent something that is not the protocol ({error})", error=str(e))
            self._send(peer, M.closed(said("The server dropped this connection: {why}.", why=str(e))))
        except Exception as e:  # noqa: BLE001 - a lost connection, or a bug: it costs this one
            from websockets.exceptions import ConnectionClosed

            reason = (said("lost the connection") if isinstance(e, (ConnectionClosed, OSError))
                      else said("was dropped after an error on the server ({error})",
                                error=type(e).__name__))
            if not isinstance(e, (ConnectionClosed, OSError)):
                logging.getLogger("euchre.server").exception("a connection failed")
        finally:
            if upstream is not None:
                await upstream.close()
            self._gone(peer, reason)
            # A message that came as the server stopped ends its loop here: the close still
            # says why (restarting: come back), as ``stop`` says it to the others.
            await peer.finish(self._stop_code if self._stopping else 1000)

    def _send(self, peer: Peer, msg: dict) -> None:
        if not peer.send(msg) and not peer.gone:
            self._drop(peer, said("stopped reading what the server sends"))

    def _drop(self, peer: Peer, reason: str) -> None:
        """Hang up on ``peer`` from the server's side (its handler then ends)."""
        if peer.gone:
            return
        self._gone(peer, reason)
        asyncio.get_running_loop().create_task(peer.finish(1008, reason[:100]))

    def _gone(self, peer: Peer, reason: str) -> None:
        self._waiting.discard(peer)
        if peer in self.peers:
            self.peers.discard(peer)
            self._per_machine[peer.machine] -= 1
            if not self._per_machine[peer.machine]:
                del self._per_machine[peer.machine]
            t = peer.table
            if t is not None and peer.seat is not None:
                t.left(peer, reason)
        peer.gone = True

    # -- what a connection says -------------------------------------------------------------
    async def _take(self, peer: Peer, msg: dict, raw: bytes) -> "bool | _Upstream":
        kind = msg["type"]
        t = peer.table
        if not peer.said_hello:
            if kind != "hello":
                raise M.ProtocolError("the first message must be a hello")
            if msg["version"] != M.PROTOCOL_VERSION:
                self._send(peer, M.refuse(M.VERSION, said(
                    "This server speaks protocol version {ours} and your game speaks version "
                    "{theirs}: update the game to play here.", ours=M.PROTOCOL_VERSION,
                    theirs=msg["version"])))
                return False
            peer.said_hello, peer.name = True, msg["name"]
            peer.hello, peer.hello_raw = msg, raw
            return True
        if t is None:
            if kind == "create":
                return self._create(peer, msg)
            if kind == "find":
                return await self._find(peer, msg, raw)
            raise M.ProtocolError("after the hello, say create or find")
        if peer.seat is None:
            if kind != "join":
                raise M.ProtocolError("the answer to the challenge must be a join")
            seated = t.join(peer, msg)
            if seated:
                self._waiting.discard(peer)
            return seated
        if kind == "act":
            if not t.act(peer, msg):
                if not peer.spend(self.limits.refusal_cost, self.limits.budget,
                                  self.limits.budget_rate):
                    self._send(peer, M.closed(said("The server dropped this connection: too many "
                                                   "refused actions.")))
                    return False
            return True
        if kind == "ping":
            self._send(peer, M.pong(msg["stamp"]))
            return True
        if kind == "pong":
            return True
        if kind == "bye":
            self._gone(peer, said("left the table"))
            return False
        raise M.ProtocolError(f"{kind} was already said on this connection")

    def _create(self, peer: Peer, msg: dict) -> bool:
        lim = self.limits
        mine = peer.machine
        if len(self.tables) >= lim.max_tables:
            self._send(peer, M.refuse(W.BUSY, said("The server has as many tables as it can hold "
                                                   "just now: try again in a few minutes.")))
            return False
        if sum(1 for t in self.tables.values() if t.machine == mine) >= lim.tables_per_machine:
            self._send(peer, M.refuse(W.LIMIT, said(
                "This machine has {count} tables open at the server already: finish or leave "
                "one of them first.", count=lim.tables_per_machine)))
            return False
        try:
            from game.ai import LEVELS, STRONGEST

            options = Options.from_dict(msg["options"])
            plans = parse_seats(",".join(msg["seats"]), options.players, LEVELS, STRONGEST,
                                allow_local=False)
            if not any(p.kind == REMOTE for p in plans):
                raise ValueError("at least one seat must be for a person (remote)")
        except (ValueError, KeyError, TypeError) as e:
            self._send(peer, M.refuse(W.RULES, said("The server cannot open that table: {why}",
                                                    why=str(e)[:200])))
            return False
        code = new_code()
        while code in self.tables:
            code = new_code()
        t = self._table(code, options, plans, mine)
        self.tables[code] = t
        if isinstance(self.store, SharedStore):
            asyncio.get_running_loop().create_task(self.store.claim(code))
        self._send(peer, W.created(shown(code)))
        peer.table = t
        return t.challenge(peer, peer.hello or {})

    def _table(self, code: str, options: Options, plans: Any, mine: str) -> ServerTable:
        assert self._slots is not None
        return ServerTable(code, options, plans, limits=self.limits, machine=mine,
                           send=self._send, drop=self._drop, slots=self._slots, log=self.log)

    async def _find(self, peer: Peer, msg: dict, raw: bytes) -> "bool | _Upstream":
        """The table of a room code: here, at its owner (forwarded), or taken over from
        its snapshot when its owner is gone; wrong codes slowed per address and network."""
        from ..auth import normal_code

        code = normal_code(msg["room"])
        if not well_formed(code):
            self._send(peer, M.refuse(M.ROOM, said("That is not a room code: a code has {count} "
                                                   "letters and digits, such as {example}.",
                                                   count=CODE_LENGTH, example="K7QMX4-PAB2Z9")))
            return False
        addr, net = peer.address, group(peer.address)
        if not (self.guesses.allowed(addr) and self.network_guesses.allowed(net)):
            wait = max(self.guesses.wait(addr), self.network_guesses.wait(net))
            self._send(peer, M.refuse(M.WAIT, said(
                "Too many wrong room codes from this network: wait {count} seconds, then try "
                "again.", count=max(1, round(wait + 0.5)))))
            return False
        t = self.tables.get(code)
        if t is None and isinstance(self.store, SharedStore):
            owner = await self.store.owner(code)
            if owner is not None and owner != self.me:
                up = await self._forward(peer, owner, raw)
                if up is not None:
                    return up
            data = await self.store.snapshot(code)
            if data is not None:
                if owner == self.me or await self.store.claim(code):
                    t = self.tables.get(code) or self._adopt(data)
                else:  # its owner cannot be reached but its lease has not run out yet
                    self._send(peer, M.refuse(M.WAIT, said(
                        "The table is moving to another server: wait {count} seconds, then try "
                        "again.", count=LEASE)))
                    return False
        if t is None or t.closed:
            self.guesses.charge(addr)
            self.network_guesses.charge(net)
            self._send(peer, M.refuse(M.ROOM, said("No table has that room code: check it with "
                                                   "whoever gave it to you.")))
            return False
        peer.table = t
        return t.challenge(peer, peer.hello or {})

    def _adopt(self, data: dict) -> ServerTable | None:
        """Carry on a saved table (after a restart, or its owner died)."""
        assert self._slots is not None
        try:
            t = snapshot.load(data, limits=self.limits, send=self._send, drop=self._drop,
                              slots=self._slots, log=self.log)
        except (ValueError, KeyError, TypeError) as e:
            self.log(f"a saved table could not be read ({type(e).__name__}: {e})")
            return None
        self.tables[t.code] = t
        self.metrics.adopted += 1
        return t

    async def _forward(self, peer: Peer, owner: str, find_raw: bytes) -> "_Upstream | None":
        """Relay this connection to the process that owns its table; None if it cannot
        be reached (its lease will run out and the table be taken over)."""
        from websockets.asyncio.client import connect

        headers = {FORWARDED_FOR: peer.address,
                   FORWARD_PROOF: forward_proof(self._secret, peer.address)}
        try:
            up = await asyncio.wait_for(connect(owner, additional_headers=headers,
                                                compression=None, max_size=MAX_FRAME,
                                                ping_interval=None, proxy=None), 3.0)
        except Exception:  # noqa: BLE001 - the owner is gone: take the table over
            return None
        await up.send(peer.hello_raw)
        await up.send(find_raw)
        self.metrics.forwarded += 1

        async def down() -> None:
            try:
                async for data in up:
                    if not isinstance(data, bytes) or not peer.send_raw(data):
                        break
            except Exception:  # noqa: BLE001 - the owner hung up
                pass
            if not peer.gone:
                self._drop(peer, said("lost the connection"))

        peer.relay = asyncio.get_running_loop().create_task(down())
        return _Upstream(up)

    # -- the clock ------------------------------------------------------------------------
    async def _tick(self) -> None:
        lim = self.limits
        last_save = last_metrics = last_lease = time.monotonic()
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            try:
                self._tick_once(now)
                if self.store is not None and now - last_save >= lim.save_every:
                    last_save = now
                    await self._save()
                if isinstance(self.store, SharedStore) and now - last_lease >= LEASE / 3:
                    last_lease = now
                    for code in await self.store.renew(list(self.tables)):
                        self._lost_table(code)
                if lim.metrics_every and now - last_metrics >= lim.metrics_every:
                    last_metrics = now
                    self._log_metrics(now)
            except Exception:  # noqa: BLE001 - the clock must go on
                logging.getLogger("euchre.server").exception("the server's tick failed")

    def _tick_once(self, now: float) -> None:
        lim = self.limits
        for p in list(self.peers):
            if p.seat is None and now - p.opened > lim.handshake and p.relay is None:
                self._send(p, M.closed(said("The server dropped this connection: it did not join "
                                            "a table in time.")))
                self._drop(p, "did not join a table in time")
            elif now - p.last_heard > lim.dead_after:
                self._drop(p, said("stopped answering"))
            elif (p.seat is not None and now - p.last_ping >= lim.heartbeat
                  and now - p.last_heard >= lim.heartbeat):
                # only a connection silent for a heartbeat is asked: one that plays, or
                # pings itself as the online client does, has just shown it is there
                p.last_ping = now
                self._send(p, M.ping(int(now * 1000)))
        for code, t in list(self.tables.items()):
            why = t.tick(now)
            self.metrics.moves += t.moves
            t.moves = 0
            if why is not None:
                self._close_table(code, why)

    def _close_table(self, code: str, message: str) -> None:
        t = self.tables.pop(code, None)
        if t is None:
            return
        t.close()
        for p in t.peers():
            self._send(p, M.closed(message))
            p.table = None
            p.seat = None
            self._drop(p, "the table closed")
        if self.store is not None:
            asyncio.get_running_loop().create_task(self.store.delete(code))

    def _lost_table(self, code: str) -> None:
        """Another process took this table over while this one could not renew its lease:
        its players are sent there (they reconnect, and are forwarded)."""
        t = self.tables.pop(code, None)
        if t is None:
            return
        t.close()
        for p in t.peers():
            p.table, p.seat = None, None
            self._drop(p, "the table moved to another process")

    async def _save(self, everything: bool = False) -> None:
        if self.store is None:
            return
        for code, t in list(self.tables.items()):
            if t.dirty or everything:
                t.dirty = False
                try:
                    await self.store.save(code, snapshot.dump(t))
                except Exception as e:  # noqa: BLE001 - try again next time
                    t.dirty = True
                    self.log(f"could not save a table ({type(e).__name__}: {e})")

    def _log_metrics(self, now: float) -> None:
        h = self.health()
        self.metrics.last_moves, self.metrics.last_at = self.metrics.moves, now
        self.log(f"tables {h['tables']}, connections {h['connections']} "
                 f"({h['seated']} seated), {h['moves_per_s']} moves/s")


@dataclass
class _Upstream:
    ws: Any


def forward_proof(secret: str, address: str) -> str:
    return hmac.new(secret.encode(), b"forwarded " + address.encode(), hashlib.sha256).hexdigest()


def plain_refusal(bind: str) -> str:
    return (f"refusing to serve plain WebSocket on {bind}: anyone on the way could read and "
            "change what players send. Give --cert FILE --key FILE for TLS, or bind "
            "127.0.0.1 behind a TLS proxy.")


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert, key)
    return ctx


_QUIET = logging.getLogger("euchre.server.websockets")
_QUIET.setLevel(logging.CRITICAL)

__all__ = ["TableServer", "forward_proof", "plain_refusal", "tls_context"]
