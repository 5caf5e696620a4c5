"""The client: ``RemoteTable``, a Table that plays one seat at a LAN host.

All I/O runs on an asyncio loop in a daemon thread; what arrives is handed to the screen
through a queue, so ``poll()`` and ``act()`` return at once and the render loop never waits
on the network. The host's bytes are checked (frame, schema, view) before use; anything
malformed drops the connection and closes the table with a message (a broken host is not retried; a lost
connection is, with the resume token).
"""
from __future__ import annotations

import asyncio
import errno
import queue
import secrets
import threading
import time
from typing import Any, Callable, Protocol, TypeVarTuple

from game.rules import Action, Options, View
from game.rules.said import said, said_n
from game.rules.wire import view_from_wire
from game.table import Capabilities, Table, Update
from game.umpire import NOT_AN_ACTION, NOT_CONNECTED, not_yours
from game.wakeup import Inbox, wake

from . import messages as M
from .auth import NONCE, SeatKey, join_proof, normal_code, room_key
from .framing import HEADER, FrameError, decode_payload, encode, frame_length
from .seats import seat_number

CONNECTING, PLAYING, CLOSED = "connecting", "playing", "closed"
_Ts = TypeVarTuple("_Ts")

KEEP_TRYING = 600.0  # after the grace (the computer plays the seat): keep trying this long
GONE_AFTER = 3  # refused connections in a row: nothing listens there, the host's game is gone


class Link(Protocol):
    """One connection to a table, whatever carries it: ``send`` a message (returns the bytes
    it took), ``recv`` the next checked message, ``close``. ``TcpLink`` on a LAN; the online
    client's WebSocket link (``net.online``)."""

    @property
    def closing(self) -> bool: ...

    def send(self, msg: dict[str, Any]) -> int: ...

    async def recv(self) -> dict[str, Any]: ...

    def close(self) -> None: ...

    def abort(self) -> None:
        """Cut the connection at once, as a pulled cable would (tests)."""


class TcpLink:
    """A LAN connection: length-prefixed msgpack frames (``net.framing``) over TCP."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.received = 0

    @property
    def closing(self) -> bool:
        return self.writer.transport.is_closing()

    def send(self, msg: dict[str, Any]) -> int:
        data = encode(msg)
        self.writer.write(data)
        return len(data)

    async def recv(self) -> dict[str, Any]:
        header = await self.reader.readexactly(HEADER.size)
        n = frame_length(header)
        payload = await self.reader.readexactly(n)
        self.received += HEADER.size + n
        return M.check_from_host(decode_payload(payload))

    def close(self) -> None:
        self.writer.close()

    def abort(self) -> None:
        self.writer.transport.abort()


class TokenStore(Protocol):
    """Where a client keeps its resume tokens (``net.tokens.TokenFile``): by host and room."""

    def get(self, key: str) -> str | None: ...

    def put(self, key: str, token: str) -> None: ...

    def forget(self, key: str, token: str) -> None: ...


def token_key(address: str, port: int, room: str | None) -> str:
    """The key a seat's resume token is kept under: the host's address and port, and room."""
    return f"{address.strip().lower()}:{port}/{normal_code(room)}"


class _Refused(Exception):
    """The host said no to our hello; the message is the host's sentence."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class _Lost(Exception):
    """The connection ended without the host saying goodbye; ``reason`` is one of
    REFUSED, TIMED_OUT, NO_ROUTE or "" (see ``_advice``)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


class _Broken(Exception):
    """The host sent something that is not the protocol."""


class _HostClosed(Exception):
    """The host said the table is closed."""


class _TurnedAway(Exception):
    """The host closed the door before welcoming us (too many connections just now)."""


class RemoteTable(Table):
    """A Table for one seat at the host ``address``:``port``.

    Non-blocking from the first call: the constructor only starts the I/O thread.
    ``status`` goes "connecting" -> "playing" -> "closed". Once playing, ``seat``,
    ``options``, ``human_seats`` (just this seat), ``token`` and ``names`` are set.
    Updates are ``game.table.Update`` values: "events" with this seat's view, "refused",
    "notice" (someone joined, left, the connection dropped and is being retried), and one
    final "closed" whose message says what happened (refused at the door, host gone...)
    and what to do; ``refusal`` then holds the host's refusal code (``net.messages``), if
    it was one. ``token``: resume a seat held before. ``tokens``: a ``TokenStore``; the
    seat's token is kept there on every welcome and looked up when ``token`` is not
    given, so a game that was killed and started again gets its seat back (a token the
    host no longer knows is dropped and the join goes on without it).

    After a dropped connection the client keeps trying for ``reconnect_for`` seconds, by
    default as long as the host said it keeps the seat (its grace period);
    ``reconnect_left()`` says how long is left while it tries. ``seat_names()`` and
    ``away()`` are who sits where, as the host last said.
    """

    capabilities = Capabilities(seats=True, reconnects=True)

    def __init__(self, address: str, port: int, name: str = "Player", room: str | None = None,
                 token: str | None = None, *, heartbeat: float = 2.0,
                 dead_after: float = 8.0, connect_timeout: float = 5.0,
                 reconnect_for: float | None = None, tokens: TokenStore | None = None) -> None:
        self.address, self.port, self.name, self.room = address, port, name, room
        self._tokens = tokens
        self._key = token_key(address, port, room)
        self._stored = token is None and tokens is not None
        kept = tokens.get(self._key) if token is None and tokens is not None else token
        # This player's key to its seat (``net.auth``): never sent, only its links.
        self.seat_key: SeatKey | None = SeatKey.parse(kept)
        self._room_keys: dict[bytes, bytes] = {}  # the table's salt -> the room code's key
        self.heartbeat, self.dead_after = heartbeat, dead_after
        self.connect_timeout, self.reconnect_for = connect_timeout, reconnect_for
        self.status = CONNECTING
        self.refusal: str | None = None
        self.answered = False  # the host has said something: a table of this game is there
        self.seat: int | None = None
        self._options: Options | None = None
        self.human_seats: tuple[int, ...] = ()
        self.names: list[str] = []
        self.grace = 15.0  # the host's grace period, from its welcome
        self._away: dict[int, float] = {}  # seat -> when its seat stops waiting (monotonic)
        self._computer: set[int] = set()  # seats the computer plays until their person is back
        self._give_up: float | None = None  # while reconnecting: when to stop trying
        self._seat_until = 0.0  # while reconnecting: when the host gives our seat to the computer
        self.bytes_sent = 0
        self.bytes_received = 0
        self.sessions = 0  # welcomes so far (a comeback is a new session)
        self._latest: View | None = None  # newest view from the host (I/O thread writes)
        self._seen: View | None = None  # newest view handed out by poll (screen's state)
        self._inbox: queue.SimpleQueue[Update] = Inbox()   # each update put in wakes the screen's loop
        self._loop: asyncio.AbstractEventLoop | None = None
        self._link: Link | None = None
        self._closing = False
        self._in_session = False
        self._last_heard = 0.0
        # The last action sent and the state it was for (I/O thread only): if the
        # connection drops before the host takes it, it is sent again on resuming.
        self._unanswered: tuple[int, str, int] | None = None
        self._resent: tuple[object, tuple[int, int]] | None = None   # (link, (seat, state)) sent again
        self._unanswered_on: object | None = None   # the link it went out on (None: it did not)
        self._resuming = False  # a resumed welcome came and its first view is still to come
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="euchre-client")
        self._thread.start()
        self._started.wait()

    @property
    def options(self) -> Options:  # type: ignore[override]
        """The table's rules, from the host's welcome (``ValueError`` before it)."""
        if self._options is None:
            raise ValueError("not at a table yet: its rules come with the host's welcome")
        return self._options

    @property
    def kept_under(self) -> str:
        """The key its seat's token is kept under in ``tokens`` (``token_key``)."""
        return self._key

    @property
    def token(self) -> str | None:
        """The seat key as kept on disk (``SeatKey.text``), or None before a seat."""
        k = self.seat_key
        return k.text() if k is not None and k.seat >= 0 else None

    @property
    def seen(self) -> View | None:
        """The newest view of this seat handed out by ``poll``/``wait`` (what the screen knows)."""
        return self._seen

    # ------------------------------------------------------------ the Table protocol
    def poll(self) -> list[Update]:
        """Updates since the last call; never waits."""
        out: list[Update] = []
        while True:
            try:
                u = self._inbox.get_nowait()
            except queue.Empty:
                break
            out.append(u)
        self._note_seen(out)
        return out

    def wait(self, timeout: float) -> list[Update]:
        """Like ``poll`` but waits up to ``timeout`` s for something (headless use only)."""
        try:
            first = self._inbox.get(timeout=timeout)
        except queue.Empty:
            return []
        self._note_seen([first])
        return [first] + self.poll()

    def view(self, seat: int) -> View:
        """The newest view of this table's seat."""
        if seat != self.seat or self._latest is None:
            raise ValueError(f"seat {seat} is not played on this screen")
        return self._latest

    def act(self, seat: int, action: Action | str, state_id: int | None = None) -> None:
        """Send an intention for this seat, chosen on state ``state_id`` (by default the
        newest view handed out by ``poll``); the answer comes through ``poll``."""
        text = str(action)
        if self.status != PLAYING or self._seen is None:
            self._inbox.put(Update("refused", seat=seat, message=NOT_CONNECTED))
            return
        if seat != self.seat:
            self._inbox.put(Update("refused", seat=seat, message=not_yours(seat, self.human_seats)))
            return
        if len(text) > 40:
            self._inbox.put(Update("refused", seat=seat, message=NOT_AN_ACTION))
            return
        self._call(self._send_act, seat, text,
                   self._seen.state_id if state_id is None else state_id)

    def close(self) -> None:
        """Leave the table (the host keeps the seat for the grace period). Returns at once."""
        if self._closing:
            return
        self._closing = True
        self._call(self._say_bye)

    def seat_names(self) -> list[str]:
        """Each seat's player as the host last said ("" for a seat still open)."""
        return list(self.names)

    def away(self) -> dict[int, float]:
        """Other seats whose person dropped and may come back: seat -> seconds left until
        the computer plays it (0 once it does)."""
        now = time.monotonic()
        return {s: max(0.0, t - now) for s, t in self._away.items()}

    def standing_in(self) -> set[int]:
        """Other seats the computer plays for now, until their person is back."""
        return set(self._computer)

    def reconnect_left(self) -> float | None:
        """While the connection is lost and being retried: seconds until the host lets the
        computer play this seat (0 once it does: it still waits for us, and this client
        keeps trying); None while connected. Counted, like the host's, from the last word
        heard, so both show the same time."""
        if self._give_up is None or self.status == CLOSED:
            return None
        return max(0.0, self._seat_until - time.monotonic())

    def _keep_token(self) -> None:
        if self._tokens is not None and self.token is not None:
            try:
                self._tokens.put(self._key, self.token)
            except OSError:
                pass  # the seat still works; only a restart would not find it

    def _forget_token(self) -> None:
        if self._tokens is not None and self.token is not None:
            try:
                self._tokens.forget(self._key, self.token)
            except OSError:
                pass

    # ------------------------------------------------------------ helpers
    def _note_seen(self, updates: list[Update]) -> None:
        for u in updates:
            if self.seat is not None and self.seat in u.views:
                self._seen = u.views[self.seat]

    def _call(self, fn: Callable[[*_Ts], object], *args: *_Ts) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass

    def _put(self, update: Update) -> None:
        self._inbox.put(update)

    def _close_with(self, message: str, keep_token: bool = False) -> None:
        if self.status != CLOSED:
            if not keep_token:  # first: whoever sees the table closed sees it forgotten
                self._forget_token()
            self.status = CLOSED
            self._give_up = None
            self._put(Update("closed", message=message))

    def _send(self, msg: dict[str, Any]) -> None:
        link = self._link
        if link is None or link.closing:
            return
        self.bytes_sent += link.send(msg)

    def _send_act(self, seat: int, text: str, state_id: int) -> None:
        if (self._resent is not None and self._resent[0] is self._link
                and self._resent[1] == (seat, state_id)):
            # this seat's action for this state went out on resuming (sent again, or chosen
            # on the old view before the resumed one came): that one stands; a second for the
            # same state would only come back refused once the first is taken
            return
        self._unanswered = (seat, text, state_id)
        link = self._link
        self._unanswered_on = link if link is not None and not link.closing else None
        if self._resuming:   # chosen on the old view, back before the resumed one came: it stands
            self._resent = (link, (seat, state_id))
        self._send(M.act(seat, text, state_id))

    def _say_bye(self) -> None:
        self._send(M.bye())
        if self._link is not None:
            self._link.close()
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    # ------------------------------------------------------------ the I/O thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._started.set()
        try:
            loop.run_until_complete(self._main())
        except asyncio.CancelledError:
            pass
        finally:
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            if pending:  # let cancelled tasks finish before the loop goes
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.close()

    async def _main(self) -> None:
        where = f"{self.address}:{self.port}"
        tries = refused = 0
        while not self._closing:
            try:
                await self._session()
            except _Refused as e:
                give_up = self._give_up
                coming_back = give_up is not None
                if e.code == M.TOKEN and self._stored and not coming_back:
                    # A key kept from an earlier match at this address: join afresh.
                    self._forget_token()
                    self.seat_key, self._stored = None, False
                    continue
                if e.code == M.WAIT and give_up is not None and time.monotonic() < give_up:
                    await asyncio.sleep(2.0)  # this machine's wrong codes: wait them out
                    continue
                self.refusal = e.code
                if not coming_back:
                    # (a key kept for a room code no table has now, or a match that is
                    # over, is no key to a seat any more)
                    self._close_with(self._refused_words(where, _said(e)),
                                     keep_token=e.code not in (M.TOKEN, M.REMOVED, M.ROOM, M.OVER))
                else:
                    self._close_with(self._not_back_words(_said(e), e.code), keep_token=e.code == M.WAIT)
                return
            except _HostClosed as e:
                self._close_with(_said(e) or said("The host closed the table."))
                return
            except _TurnedAway as e:
                refused = 0
                if self._give_up is None:  # joining: say so; the player can try again
                    self._close_with(_said(e), keep_token=True)
                    return
                if time.monotonic() > self._give_up:  # coming back: try while the seat waits
                    self._close_with(said("Could not get back to the table at {address}: {why}", address=where,
                                          why=_said(e)), keep_token=True)
                    return
                await asyncio.sleep(0.5)
            except _Broken as e:
                self._close_with(said("The host at {address} sent something unreadable ({why}), so the connection "
                                      "was dropped. Return to the title screen; the host may run another version "
                                      "of the game.", address=where, why=_said(e)))
                return
            except _Lost as e:
                now = time.monotonic()
                if self._in_session:  # we were at the table: try to get back in
                    tries = refused = 0
                    self._seat_until = self._last_heard + self.grace
                    self._give_up = (now + self.reconnect_for if self.reconnect_for is not None
                                     else self._last_heard + self.grace + KEEP_TRYING)
                    self._put(Update("notice", message=self._dropped_words(_said(e))))
                elif self._give_up is None:
                    self._close_with(self._unjoined_words(where, self._advice(e)), keep_token=True)
                    return
                refused = refused + 1 if e.reason == REFUSED else 0
                if self.gone_after and refused >= self.gone_after:
                    # The host's machine answers, but nothing listens on the table's port:
                    # its game was closed or stopped, and the match with it.
                    self._close_with(said("The host's game at {address} is not running any more (it was closed or "
                                          "it stopped), so this match is over. Return to the title screen and join "
                                          "or host a new table.", address=where))
                    return
                if now > self._give_up:
                    minutes = max(1, round((now - self._seat_until + self.grace) / 60))
                    self._close_with(self._unreachable_words(where, minutes), keep_token=True)
                    return
                tries += 1
                await asyncio.sleep(min(2.0, 0.2 * 1.5 ** tries))  # back off, up to 2 s

    def _unjoined_words(self, where: str, why: str) -> str:
        """Why the first connection to the table failed."""
        return said("Could not join the table at {address}: {why}", address=where, why=why)

    gone_after = GONE_AFTER  # refused connections in a row that mean the table is gone (0: never)

    # What the player is told, where an online table says it otherwise (``net.online``).
    def _refused_words(self, where: str, why: str) -> str:
        return said("The host at {address} refused to seat you: {why}", address=where, why=why)

    def _not_back_words(self, why: str, code: str) -> str:
        return said("The host would not take you back: {why}", why=why)

    def _dropped_words(self, why: str) -> str:
        return said("The connection to the host dropped ({why}); trying to reconnect.", why=why)

    def _unreachable_words(self, where: str, minutes: int) -> str:
        return said_n("Could not reach the host at {address} for {count} minute. The computer "
                      "is playing your seat: once the network is back, join the table again "
                      "from the LAN lobby to take it back.",
                      "Could not reach the host at {address} for {count} minutes. The "
                      "computer is playing your seat: once the network is back, join the "
                      "table again from the LAN lobby to take it back.", minutes, address=where)

    def _advice(self, e: "_Lost") -> str:
        """Why joining found no table, with what to try."""
        return _advice(e.reason, self.port)

    async def _connect(self) -> Link:
        """Open a connection to the table (raises ``OSError`` or a timeout)."""
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(self.address, self.port), self.connect_timeout)
        return TcpLink(reader, writer)

    async def _opening(self) -> None:
        """Between the hello and the challenge: nothing on a LAN (the host is the table);
        the online client says which table it wants here."""

    async def _session(self) -> None:
        """One connection: hello, challenge, join, welcome, then updates until it ends
        (raises why)."""
        self._in_session = False
        try:
            link = await self._connect()
        except (OSError, asyncio.TimeoutError) as e:
            raise _Lost(_why(e), _reason(e)) from None
        self._link = link
        heart = None
        try:
            self._send(M.hello(self.name))
            await self._opening()
            msg = await self._answer()
            if msg["type"] != "challenge":
                raise M.ProtocolError("the host did not answer the hello with a challenge")
            await self._join(msg)
            msg = await self._answer()
            if msg["type"] != "welcome":
                raise M.ProtocolError("the host did not welcome us")
            self._welcome(msg)
            heart = asyncio.create_task(self._heartbeat(link))
            while True:
                msg = await self._read()
                self._last_heard = time.monotonic()
                kind = msg["type"]
                if kind == "update":
                    self._update(msg)
                elif kind == "ping":
                    self._send(M.pong(msg["stamp"]))
                elif kind == "seats":
                    self._seats(msg)
                elif kind == "closed":
                    raise _HostClosed(msg["message"])
                elif kind in ("welcome", "refuse", "challenge"):
                    raise M.ProtocolError(f"the host sent a second {kind}")
        except (FrameError, M.ProtocolError, ValueError, TypeError) as e:
            raise _Broken(str(e)) from None
        except (asyncio.IncompleteReadError, ConnectionError, OSError,
                asyncio.TimeoutError) as e:
            raise _Lost(_why(e), _reason(e)) from None
        finally:
            if heart is not None:
                heart.cancel()
            link.close()
            self._link = None

    async def _answer(self) -> dict[str, Any]:
        """The host's next message during the handshake; a refusal or a closed door raised."""
        msg = await asyncio.wait_for(self._read(), self.connect_timeout)
        self.answered = True
        if msg["type"] == "refuse":
            raise _Refused(msg["code"], msg["message"])
        if msg["type"] == "closed":
            raise _TurnedAway(msg["message"])
        return msg

    async def _join(self, challenge: dict[str, Any]) -> None:
        """Answer the challenge: the next link of our seat key to come back, or a new
        key's end and the room code's proof to take a seat (``net.auth``)."""
        nonce = secrets.token_bytes(NONCE)
        key = self.seat_key
        if key is not None and key.usable:
            key = self.seat_key = key.next()
            self._keep_token()  # kept before it is sent: a link is never used twice
            self._send(M.join(nonce, None, key.seat, key.used, key.link()))
            return
        key = self.seat_key = SeatKey.new()
        link = key.link()
        proof = None
        if challenge["room"]:
            if not normal_code(self.room):
                raise _Refused(M.ROOM, said("This table needs a room code: ask the host for the code shown on their "
                                            "screen and type it in."))
            salt = challenge["salt"]
            if salt not in self._room_keys:  # slow on purpose: once per table, off this loop
                self._room_keys[salt] = await asyncio.get_running_loop().run_in_executor(
                    None, room_key, self.room or "", salt)
            proof = join_proof(self._room_keys[salt], salt, challenge["nonce"], nonce, None, 0,
                               link)
        self._send(M.join(nonce, proof, None, 0, link))

    async def _read(self) -> dict[str, Any]:
        link = self._link
        if link is None:
            raise ConnectionError("not connected")
        before = getattr(link, "received", 0)
        msg = await link.recv()
        self.bytes_received += getattr(link, "received", 0) - before
        return msg

    async def _heartbeat(self, link: Link) -> None:
        self._last_heard = time.monotonic()
        while True:
            await asyncio.sleep(self.heartbeat)
            if time.monotonic() - self._last_heard > self.dead_after:
                link.close()  # the reader then ends with a lost connection
                return
            self._send(M.ping(int(time.monotonic() * 1000)))

    def _welcome(self, msg: dict[str, Any]) -> None:
        options = Options.from_dict(msg["options"])
        if self.seat is not None and msg["seat"] != self.seat:
            raise M.ProtocolError("the host gave back a different seat")
        key = self.seat_key
        if key is None or (msg["resumed"] and key.seat != msg["seat"]):
            raise M.ProtocolError("the host welcomed us to a seat we did not ask for")
        self.seat_key = key.at(msg["seat"])
        self._options = options
        self.seat = msg["seat"]
        self.human_seats = (msg["seat"],)
        self.names = list(msg["names"])
        self.grace = float(msg["grace"])
        self.status = PLAYING
        self.sessions += 1
        self._in_session = True
        self._give_up = None
        self._keep_token()
        self._resuming = bool(msg["resumed"])
        if msg["resumed"]:
            self._put(Update("notice", message=said("Back at the table as seat {seat}.", seat=seat_number(self.seat))))

    def _seats(self, msg: dict[str, Any]) -> None:
        now = time.monotonic()
        self.names = list(msg["names"])
        self._away = {i: now + left for i, left in enumerate(msg["away"])
                      if left >= 0 and i != self.seat}
        self._computer = {i for i, f in enumerate(msg["computer"]) if f and i != self.seat}
        wake()   # names and who is away are shown: news for the screen

    def _update(self, msg: dict[str, Any]) -> None:
        views: dict[int, View] = {}
        v: View | None = None
        if msg["view"] is not None:
            v = view_from_wire(msg["view"])
            if v.seat != self.seat:
                raise M.ProtocolError("the host sent another seat's view")
            views[v.seat] = v
            self._latest = v
        events = tuple(msg["events"])
        self._put(Update(msg["kind"], events, views, msg["seat"], msg["message"]))
        if msg["kind"] in ("refused", "rematch"):
            self._unanswered = self._resent = None   # (a refused resend: the player chooses again)
        elif v is not None:
            self._after_view(v)

    def _after_view(self, v: View) -> None:
        """An action sent just before the connection dropped may never have reached the
        host: if the first view after resuming is still the state it was for, send it again
        (the host takes an action only for the state it names, so this cannot act twice)."""
        resuming, self._resuming = self._resuming, False
        pending = self._unanswered
        if pending is None:
            return
        seat, text, state_id = pending
        if v.state_id != state_id:
            self._unanswered = None
        elif resuming and v.to_act == seat and self._unanswered_on is not self._link:
            # (one chosen again between the welcome and this view went out already)
            self._resent = (self._link, (seat, state_id))
            self._unanswered_on = self._link
            self._send(M.act(seat, text, state_id))


REFUSED, TIMED_OUT, NO_ROUTE = "refused", "timed out", "no route"


def _reason(e: BaseException) -> str:
    if isinstance(e, ConnectionRefusedError):
        return REFUSED
    if isinstance(e, (asyncio.TimeoutError, TimeoutError)):
        return TIMED_OUT
    if isinstance(e, OSError) and e.errno in (errno.EHOSTUNREACH, errno.ENETUNREACH,
                                               errno.EADDRNOTAVAIL):
        return NO_ROUTE
    return ""


def _advice(reason: str, port: int) -> str:
    """What went wrong joining, in plain words, with what to try."""
    if reason == REFUSED:
        return said("the connection was refused. Is the table still open, and is the host set to let this "
                    "network join (Settings: Who can join)? Is port {port} allowed through the host's firewall?",
                    port=port)
    if reason == TIMED_OUT:
        return said("no answer in time. Check the address, that both machines are on the same network, and that "
                    "the host's firewall lets port {port} through.", port=port)
    if reason == NO_ROUTE:
        return said("there is no route to that address from here. Check that this machine is on the same network "
                    "as the host (Wi-Fi or cable) and the address is right.")
    return said("could not connect. Check the address and that the host is running, then try again.")


def _why(e: BaseException) -> str:
    if isinstance(e, asyncio.TimeoutError):
        return said("no answer in time")
    if isinstance(e, ConnectionRefusedError):
        return said("connection refused")
    if isinstance(e, asyncio.IncompleteReadError):
        return said("the connection closed")
    return _said(e) or type(e).__name__  # a link's own words (a ``Said``) kept, to be translated


def _said(e: BaseException) -> str:
    """An exception's words as made (a ``Said`` keeps its pattern for the screen)."""
    return e.args[0] if e.args and isinstance(e.args[0], str) else str(e)


__all__ = ["CLOSED", "CONNECTING", "PLAYING", "Link", "RemoteTable", "TcpLink", "TokenStore",
           "token_key"]
