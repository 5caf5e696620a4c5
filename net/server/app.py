"""The table server: WebSocket connections in, tables on one event loop.

``TableServer`` holds every table of this process (by room code) and every connection. A
connection is counted and capped from its accept (``gate``: per address, per network and in
all, before any TLS or WebSocket handshake), judged at the door in words, says ``hello`` (the
protocol version), then ``create`` or ``find``; once at a table it speaks the LAN
protocol with it (``ServerTable``). Frames that are not the protocol, or more messages
(ping frames included) than the budget allows, cost that connection only: it is told why and closed, and its seat
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
from dataclasses import dataclass
from typing import Any, Callable

from game.rules import Options
from game.rules.said import said

from .. import messages as M
from ..framing import MAX_FRAME, FrameError
from ..seats import REMOTE, parse_seats
from . import snapshot
from . import wire as W
from .codes import CODE_LENGTH, is_loopback, network_of, new_code, shown, well_formed
from .gate import Gate, listen, open_files_cap
from .guesses import LocalGuesses, SharedGuesses
from .limits import ServerLimits
from .peer import Connection, Peer
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
    flooded: int = 0  # connections closed for sending more than their budget
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
        self.gate = Gate(lim, clock)  # every connection from its accept (per address, network)
        self.guesses: LocalGuesses | SharedGuesses = LocalGuesses(lim, clock)
        self.metrics = Metrics(time.monotonic())
        self.log = log or (lambda text: logging.getLogger("euchre.server").info(text))
        self._slots: asyncio.Semaphore | None = None
        self._server: Any = None
        self._ticker: asyncio.Task[None] | None = None
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
                self.guesses = SharedGuesses(self.store.r, self.limits)
            for data in await self.store.saved():
                self._adopt(data)
        lim = self.limits
        room = open_files_cap()  # never more connections than the process can open
        self.gate.max_open = min(lim.max_connections, room) if room else lim.max_connections
        sock = listen(bind, port, self.gate)
        more: dict[str, Any] = {"ssl_handshake_timeout": lim.tls_handshake} if tls else {}
        try:
            self._server = await serve(self._handle, sock=sock, ssl=tls, compression=None,
                                       max_size=MAX_FRAME, max_queue=4, ping_interval=None,
                                       process_request=self._http, logger=_QUIET,
                                       open_timeout=lim.ws_handshake, close_timeout=2,
                                       create_connection=Connection, **more)
        except BaseException:
            sock.close()
            raise
        self.port = sock.getsockname()[1]
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
    def health(self) -> dict[str, Any]:
        m = self.metrics
        for t in self.tables.values():  # moves since the last tick
            m.moves += t.moves
            t.moves = 0
        now = time.monotonic()
        g = self.gate
        return {"tables": len(self.tables), "connections": len(self.peers),
                "seated": sum(1 for p in self.peers if p.seat is not None),
                "accepted": g.total, "pending": g.total_pending,
                "refused_at_accept": g.refused, "evicted_pending": g.evicted,
                "flooded": m.flooded,
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

    def _door(self, address: str, entry: Any) -> str | None:
        """Why a new connection from ``address`` is not let in, or None. The gate let it
        in with one place more than this allows, so that one is told why."""
        lim, g = self.limits, self.gate
        if entry is None:  # not counted at the accept (closed under us)
            return said("The server is full just now: try again in a few minutes.")
        if len(self.peers) >= g.max_open:
            return said("The server is full just now: try again in a few minutes.")
        mine = entry.machine
        if g.open[mine] - 1 >= lim.per_machine:
            return said("The server has {count} connections from {address} already: close the other games "
                        "there and try again.", count=lim.per_machine, address=address)
        if g.pending[mine] - 1 >= lim.waiting_per_machine:
            return said("The server has {count} connections from {address} joining already: wait for them, "
                        "then try again.", count=lim.waiting_per_machine, address=address)
        if (g.net_open[entry.network] - 1 >= lim.per_network
                or g.net_pending[entry.network] - 1 >= lim.waiting_per_network):
            return said("The server has as many connections from the network of {address} as it "
                        "takes from one network: try again in a few minutes.", address=address)
        return None

    async def _handle(self, ws: Any) -> None:
        entry = self.gate.find(ws.remote_address)
        address = self._address(ws)
        if entry is not None and address != entry.host:  # forwarded by another process
            self.gate.rekey(entry, address)
        refusal = self._door(address, entry)
        if refusal is not None or entry is None:
            try:
                await ws.send(W.encode(M.closed(refusal or "")))
                await ws.close(1008, "refused")
            except Exception:  # noqa: BLE001 - gone already
                pass
            return
        now = time.monotonic()
        lim = self.limits
        peer = Peer(ws, address, entry.accepted, lim.out_cap, lim.budget, last_heard=now,
                    budget_at=now, entry=entry)
        ws.on_control = lambda: self._control(peer)
        self.peers.add(peer)
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
                    self._flooded(peer)
                    reason = said("sent too many messages")
                    break
                keep = await self._take(peer, msg, data)
                if isinstance(keep, _Upstream):
                    upstream = keep.ws
                    self.gate.seated(entry)
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

    def _control(self, peer: Peer) -> None:
        """A ping or pong frame from ``peer``: a message of its budget, as any other."""
        if peer.gone:
            return
        lim = self.limits
        peer.last_heard = time.monotonic()
        if not peer.spend(1.0, lim.budget, lim.budget_rate):
            self._send(peer, M.closed(said("The server dropped this connection: too many "
                                           "messages.")))
            self._flooded(peer)
            self._drop(peer, said("sent too many messages"))
            # websockets answers pings as it reads them: read no more of this one (what
            # was sent to it is still written, then the socket is closed)
            transport = getattr(peer.ws, "transport", None)
            if transport is not None:
                transport.close()

    def _flooded(self, peer: Peer) -> None:
        """``peer`` overdrew its budget: its machine is shut out at the accept a while,
        so a flooder that reconnects costs the server no handshakes meanwhile."""
        self.metrics.flooded += 1
        if self.limits.flood_shut > 0:
            self.gate.shut_out(peer.address, self.limits.flood_shut)

    def _send(self, peer: Peer, msg: dict[str, Any]) -> None:
        if not peer.send(msg) and not peer.gone:
            self._drop(peer, said("stopped reading what the server sends"))

    def _drop(self, peer: Peer, reason: str) -> None:
        """Hang up on ``peer`` from the server's side (its handler then ends)."""
        if peer.gone:
            return
        self._gone(peer, reason)
        asyncio.get_running_loop().create_task(peer.finish(1008, reason[:100]))

    def _gone(self, peer: Peer, reason: str) -> None:
        # (its places at the gate are given back when its socket is closed)
        if peer in self.peers:
            self.peers.discard(peer)
            t = peer.table
            if t is not None and peer.seat is not None:
                t.left(peer, reason)
        peer.gone = True

    # -- what a connection says -------------------------------------------------------------
    async def _take(self, peer: Peer, msg: dict[str, Any], raw: bytes) -> "bool | _Upstream":
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
            if self.store is not None:
                peer.hold()  # the welcome goes once the seat's key is saved
            seated = t.join(peer, msg)
            if seated:
                if peer.entry is not None:
                    self.gate.seated(peer.entry)
                if self.store is not None:
                    await self._save_table(t)
            peer.release()
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

    def _create(self, peer: Peer, msg: dict[str, Any]) -> bool:
        lim = self.limits
        mine = peer.machine
        net = network_of(mine)
        here = there = 0
        for t in self.tables.values():
            if t.machine == mine:
                here += 1
            if network_of(t.machine) == net:
                there += 1
        if here >= lim.tables_per_machine:
            self._send(peer, M.refuse(W.LIMIT, said(
                "This machine has {count} tables open at the server already: finish or leave "
                "one of them first.", count=lim.tables_per_machine)))
            return False
        if there >= lim.tables_per_network:
            self._send(peer, M.refuse(W.LIMIT, said(
                "The network of this machine has {count} tables open at the server already: "
                "finish or leave one of them first.", count=lim.tables_per_network)))
            return False
        if len(self.tables) >= lim.max_tables:
            self._send(peer, M.refuse(W.BUSY, said("The server has as many tables as it can hold "
                                                   "just now: try again in a few minutes.")))
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

    async def _find(self, peer: Peer, msg: dict[str, Any], raw: bytes) -> "bool | _Upstream":
        """The table of a room code: here, at its owner (forwarded), or taken over from
        its snapshot when its owner is gone; wrong codes slowed per address and network."""
        from ..auth import normal_code

        code = normal_code(msg["room"])
        if not well_formed(code):
            self._send(peer, M.refuse(M.ROOM, said("That is not a room code: a code has {count} "
                                                   "letters and digits, such as {example}.",
                                                   count=CODE_LENGTH, example="K7QMX4-PAB2Z9")))
            return False
        addr = peer.address
        wait = await self.guesses.wait(addr)
        if wait > 0:
            # Told to wait, and shut out at the accept until then: a guesser that goes on
            # costs the server an accept and a reset each time, no handshake.
            wait = max(wait, self.limits.guess_every)
            self.gate.shut_out(addr, wait)
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
            await self.guesses.charge(addr)
            self._send(peer, M.refuse(M.ROOM, said("No table has that room code: check it with "
                                                   "whoever gave it to you.")))
            return False
        peer.table = t
        return t.challenge(peer, peer.hello or {})

    def _adopt(self, data: dict[str, Any]) -> ServerTable | None:
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
        self.gate.sweep()
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

    async def _save_table(self, t: ServerTable) -> None:
        """Save ``t`` now (a seat was taken or taken back: its key's newest link is kept
        before the player is welcomed, so no restart loses the seat)."""
        assert self.store is not None
        t.dirty = False
        try:
            await self.store.save(t.code, snapshot.dump(t))
        except Exception as e:  # noqa: BLE001 - the tick tries again
            t.dirty = True
            self.log(f"could not save a table ({type(e).__name__}: {e})")

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
