"""The client: ``RemoteTable``, a Table that plays one seat at a LAN host.

All I/O runs on an asyncio loop in a daemon thread; what arrives is handed to the screen
through a queue, so ``poll()`` and ``act()`` return at once and the render loop never waits
on the network. The host's bytes are checked (frame, schema, view) before use; anything
malformed drops the connection and closes the table with a message (a broken host is not retried; a lost
connection is, with the resume token).
"""
from __future__ import annotations

import asyncio
import queue
import threading
import time

from game.rules import Action, Options, View
from game.rules.wire import view_from_wire
from game.table import Update

from . import messages as M
from .framing import HEADER, FrameError, decode_payload, encode, frame_length

CONNECTING, PLAYING, CLOSED = "connecting", "playing", "closed"


class _Refused(Exception):
    """The host said no to our hello; the message is the host's sentence."""


class _Lost(Exception):
    """The connection ended without the host saying goodbye."""


class _Broken(Exception):
    """The host sent something that is not the protocol."""


class _HostClosed(Exception):
    """The host said the table is closed."""


class _TurnedAway(Exception):
    """The host closed the door before welcoming us (too many connections just now)."""


class RemoteTable:
    """A Table for one seat at the host ``address``:``port``.

    Non-blocking from the first call: the constructor only starts the I/O thread.
    ``status`` goes "connecting" -> "playing" -> "closed". Once playing, ``seat``,
    ``options``, ``human_seats`` (just this seat), ``token`` and ``names`` are set.
    Updates are ``game.table.Update`` values: "events" with this seat's view, "refused",
    "notice" (someone joined, left, the connection dropped and is being retried), and one
    final "closed" whose message says what happened (refused at the door, host gone...)
    and what to do. ``token``: resume a seat held before (after a crash or restart).
    """

    def __init__(self, address: str, port: int, name: str = "Player", room: str | None = None,
                 token: str | None = None, *, heartbeat: float = 2.0,
                 dead_after: float = 8.0, connect_timeout: float = 5.0,
                 reconnect_for: float = 15.0) -> None:
        self.address, self.port, self.name, self.room = address, port, name, room
        self.token = token
        self.heartbeat, self.dead_after = heartbeat, dead_after
        self.connect_timeout, self.reconnect_for = connect_timeout, reconnect_for
        self.status = CONNECTING
        self.seat: int | None = None
        self.options: Options | None = None
        self.human_seats: tuple[int, ...] = ()
        self.names: list[str] = []
        self.bytes_sent = 0
        self.bytes_received = 0
        self._latest: View | None = None  # newest view from the host (I/O thread writes)
        self._seen: View | None = None  # newest view handed out by poll (screen's state)
        self._inbox: queue.SimpleQueue[Update] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._closing = False
        self._in_session = False
        self._last_heard = 0.0
        # The last action sent and the state it was for (I/O thread only): if the
        # connection drops before the host takes it, it is sent again on resuming.
        self._unanswered: tuple[int, str, int] | None = None
        self._resuming = False  # a resumed welcome came and its first view is still to come
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="euchre-client")
        self._thread.start()
        self._started.wait()

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

    def act(self, seat: int, action: Action | str) -> None:
        """Send an intention for this seat; the answer comes through ``poll``."""
        text = str(action)
        if self.status != PLAYING or self._seen is None:
            self._inbox.put(Update("refused", seat=seat,
                                   message="Not connected to a table: wait until you are."))
            return
        if seat != self.seat:
            self._inbox.put(Update("refused", seat=seat,
                                   message=f"Seat {seat} is not yours: you play seat {self.seat}."))
            return
        if len(text) > 40:
            self._inbox.put(Update("refused", seat=seat, message="That is not an action."))
            return
        self._call(self._send_act, seat, text, self._seen.state_id)

    def close(self) -> None:
        """Leave the table (the host keeps the seat for the grace period). Returns at once."""
        if self._closing:
            return
        self._closing = True
        self._call(self._say_bye)

    # ------------------------------------------------------------ helpers
    def _note_seen(self, updates: list[Update]) -> None:
        for u in updates:
            if self.seat is not None and self.seat in u.views:
                self._seen = u.views[self.seat]

    def _call(self, fn, *args) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass

    def _put(self, update: Update) -> None:
        self._inbox.put(update)

    def _close_with(self, message: str) -> None:
        if self.status != CLOSED:
            self.status = CLOSED
            self._put(Update("closed", message=message))

    def _send(self, msg: dict) -> None:
        w = self._writer
        if w is None or w.transport.is_closing():
            return
        data = encode(msg)
        w.write(data)
        self.bytes_sent += len(data)

    def _send_act(self, seat: int, text: str, state_id: int) -> None:
        self._unanswered = (seat, text, state_id)
        self._send(M.act(seat, text, state_id))

    def _say_bye(self) -> None:
        self._send(M.bye())
        if self._writer is not None:
            self._writer.close()
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
        give_up: float | None = None  # while reconnecting: when to stop trying
        while not self._closing:
            try:
                await self._session()
            except _Refused as e:
                if give_up is None:
                    self._close_with(f"The host at {where} refused to seat you: {e}")
                else:
                    self._close_with(f"The host would not take you back: {e}")
                return
            except _HostClosed as e:
                self._close_with(str(e) or "The host closed the table.")
                return
            except _TurnedAway as e:
                if give_up is None:  # joining: say so; the player can try again
                    self._close_with(str(e))
                    return
                if time.monotonic() > give_up:  # coming back: keep trying while the seat waits
                    self._close_with(f"Could not get back to the table at {where}: {e}")
                    return
                await asyncio.sleep(0.5)
            except _Broken as e:
                self._close_with(f"The host at {where} sent something unreadable ({e}), so the "
                                 "connection was dropped. Return to the title screen; the host "
                                 "may run another version of the game.")
                return
            except _Lost as e:
                now = time.monotonic()
                if self._in_session:  # we were at the table: try to get back in
                    give_up = now + self.reconnect_for
                    self._put(Update("notice", message=f"The connection to the host dropped "
                                                       f"({e}); trying to reconnect."))
                elif give_up is None:
                    self._close_with(f"Could not join the table at {where} ({e}). Check the "
                                     "address and that the host is running, then try again.")
                    return
                if now > give_up:
                    self._close_with(f"The host at {where} has gone away and did not come "
                                     "back. Return to the title screen and join or host a "
                                     "new table.")
                    return
                await asyncio.sleep(0.2)

    async def _session(self) -> None:
        """One connection: hello, welcome, then updates until it ends (raises why)."""
        self._in_session = False
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(self.address, self.port), self.connect_timeout)
        except (OSError, asyncio.TimeoutError) as e:
            raise _Lost(_why(e)) from None
        self._writer = writer
        heart = None
        try:
            self._send(M.hello(self.name, self.room, self.token))
            msg = await asyncio.wait_for(self._read(reader), self.connect_timeout)
            if msg["type"] == "refuse":
                raise _Refused(msg["message"])
            if msg["type"] == "closed":
                raise _TurnedAway(msg["message"])
            if msg["type"] != "welcome":
                raise M.ProtocolError("the host did not welcome us")
            self._welcome(msg)
            heart = asyncio.create_task(self._heartbeat(writer))
            while True:
                msg = await self._read(reader)
                self._last_heard = time.monotonic()
                kind = msg["type"]
                if kind == "update":
                    self._update(msg)
                elif kind == "ping":
                    self._send(M.pong(msg["stamp"]))
                elif kind == "closed":
                    raise _HostClosed(msg["message"])
                elif kind in ("welcome", "refuse"):
                    raise M.ProtocolError("the host sent a second welcome")
        except (FrameError, M.ProtocolError, ValueError, TypeError) as e:
            raise _Broken(str(e)) from None
        except (asyncio.IncompleteReadError, ConnectionError, OSError,
                asyncio.TimeoutError) as e:
            raise _Lost(_why(e)) from None
        finally:
            if heart is not None:
                heart.cancel()
            writer.close()
            self._writer = None

    async def _read(self, reader: asyncio.StreamReader) -> dict:
        header = await reader.readexactly(HEADER.size)
        n = frame_length(header)
        payload = await reader.readexactly(n)
        self.bytes_received += HEADER.size + n
        return M.check_from_host(decode_payload(payload))

    async def _heartbeat(self, writer: asyncio.StreamWriter) -> None:
        self._last_heard = time.monotonic()
        while True:
            await asyncio.sleep(self.heartbeat)
            if time.monotonic() - self._last_heard > self.dead_after:
                writer.close()  # the reader then ends with a lost connection
                return
            self._send(M.ping(int(time.monotonic() * 1000)))

    def _welcome(self, msg: dict) -> None:
        options = Options.from_dict(msg["options"])
        if self.seat is not None and msg["seat"] != self.seat:
            raise M.ProtocolError("the host gave back a different seat")
        self.options = options
        self.seat = msg["seat"]
        self.human_seats = (msg["seat"],)
        self.token = msg["token"]
        self.names = list(msg["names"])
        self.status = PLAYING
        self._in_session = True
        self._resuming = bool(msg["resumed"])
        if msg["resumed"]:
            self._put(Update("notice", message=f"Back at the table as seat {self.seat}."))

    def _update(self, msg: dict) -> None:
        views: dict[int, View] = {}
        if msg["view"] is not None:
            v = view_from_wire(msg["view"])
            if v.seat != self.seat:
                raise M.ProtocolError("the host sent another seat's view")
            views[v.seat] = v
            self._latest = v
        self._put(Update(msg["kind"], tuple(msg["events"]), views, msg["seat"], msg["message"]))
        if msg["kind"] == "refused":
            self._unanswered = None
        elif msg["view"] is not None:
            self._after_view(views[self.seat])

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
        elif resuming and v.to_act == seat:
            self._send(M.act(seat, text, state_id))


def _why(e: BaseException) -> str:
    if isinstance(e, asyncio.TimeoutError):
        return "no answer in time"
    if isinstance(e, ConnectionRefusedError):
        return "connection refused"
    if isinstance(e, asyncio.IncompleteReadError):
        return "the connection closed"
    return str(e) or type(e).__name__


__all__ = ["CLOSED", "CONNECTING", "PLAYING", "RemoteTable"]
