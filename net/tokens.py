"""Resume tokens kept on disk, by host and room, so a restarted game gets its seat back.

One small JSON file in the user's data directory (``lan-tokens.json``). A token is only
good at the table that gave it, for as long as the host keeps the seat. Each token is
kept with the process that holds it, named by its id and the time it started (an id alone
is not a process: a killed game's id still names it until it is reaped, a zombie, and the
system gives ids again): a game started again finds the token of one that is no longer
running, never one still at the table (so two games on one machine at one table keep their
own seats). Entries older than a day are dropped when the file is written; a
damaged file is set aside and treated as empty (the worst case is joining afresh).

A key names the host's address and port and the room code (``net.client.token_key``), so
the lobby can offer to go back to a table (``kept()``) without the code being typed again:
the file holds secrets, so only its owner may read it (mode 0600).
"""
from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import jsonfile

FILE_NAME = "lan-tokens.json"
ONLINE_FILE_NAME = "online-tokens.json"  # the table server's seats: never offered in the LAN lobby
KEEP_SECONDS = 24 * 3600.0


STARTED_WITHIN = 1.0   # seconds: a process's start time as read again (the clock it is told by may drift)


def _started(pid: int) -> float | None:
    """When process ``pid`` started (``time.time()`` seconds), or None when no process runs
    under that id: none has it, or it has ended and is not reaped yet (a zombie)."""
    import psutil

    try:
        p = psutil.Process(pid)
        if p.status() in (psutil.STATUS_ZOMBIE, psutil.STATUS_DEAD):
            return None
        return p.create_time()
    except psutil.NoSuchProcess:
        return None


def _me() -> tuple[int, float | None]:
    pid = os.getpid()
    try:
        return pid, _started(pid)
    except Exception:  # noqa: BLE001 - cannot tell when we started: kept by id alone
        return pid, None


def _same(a: float | None, b: float | None) -> bool:
    return a is None or b is None or abs(a - b) <= STARTED_WITHIN


def _running(entry: dict[str, Any]) -> bool:
    """The game that kept ``entry`` is still running: its process id names a process that
    runs (not a zombie) and started when it did (not another that was given the id since)."""
    pid = entry["pid"]
    if pid == os.getpid():
        return False  # our own (or of a game before us that had our id): ours to use
    try:
        started = _started(pid)
    except Exception:  # noqa: BLE001 - cannot tell: assume it runs (join afresh, never steal)
        return True
    return started is not None and _same(started, entry.get("started"))


def _secret(token: str) -> str:
    """The seat key a token is a link of (``net.auth.SeatKey.text``: its secret, first)."""
    return token.partition(":")[0]


@dataclass(frozen=True, slots=True)
class KeptSeat:
    """A table this machine holds a seat at: where it is, its room code, when the token came."""

    address: str
    port: int
    room: str | None
    saved: float

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def parse_key(key: str) -> tuple[str, int, str | None] | None:
    """(address, port, room) from a key made by ``net.client.token_key``, or None."""
    where, slash, room = key.partition("/")
    address, colon, port = where.rpartition(":")
    if not slash or not colon or not address or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return address, int(port), room or None


class TokenFile:
    """A ``net.client.TokenStore`` in ``directory/lan-tokens.json``; safe across threads."""

    def __init__(self, directory: Path | str, name: str = FILE_NAME) -> None:
        self.path = Path(directory) / name
        self._lock = threading.Lock()

    def _read(self) -> dict[str, list[dict[str, Any]]]:
        raw, _message = jsonfile.read(self.path, "the LAN seat tokens")
        if not isinstance(raw, dict):
            return {}
        now = time.time()
        out: dict[str, list[dict[str, Any]]] = {}
        for key, entries in raw.items():
            if not isinstance(entries, list):
                continue
            good = [e for e in entries if isinstance(e, dict) and isinstance(e.get("token"), str)
                    and isinstance(e.get("saved"), (int, float)) and type(e.get("pid")) is int
                    and isinstance(e.get("started", 0.0), (int, float))
                    and now - e["saved"] <= KEEP_SECONDS]
            if good:
                out[key] = good
        return out

    def get(self, key: str) -> str | None:
        """The newest token kept for ``key`` whose game is not running any more."""
        with self._lock:
            entries = self._read().get(key, [])
        free = [e for e in entries if not _running(e)]
        return max(free, key=lambda e: e["saved"])["token"] if free else None

    def kept(self) -> list[KeptSeat]:
        """Every table with a token no running game holds (a seat to go back to), newest first."""
        with self._lock:
            data = self._read()
        out = []
        for key, entries in data.items():
            where = parse_key(key)
            free = [e["saved"] for e in entries if not _running(e)]
            if where is not None and free:
                out.append(KeptSeat(*where, max(free)))
        return sorted(out, key=lambda k: -k.saved)

    def put(self, key: str, token: str) -> None:
        """Keep ``token`` for ``key`` as this process's. It takes the place of the same seat
        key's older links, whichever game kept them (each was used: no game can come back
        with one, and one that tried would be refused and forget this one)."""
        pid, started = _me()

        def mine(e: dict[str, Any]) -> bool:   # kept by this very process (not one before it with its id)
            return e["pid"] == pid and _same(e.get("started"), started)

        with self._lock:
            data = self._read()
            entries = [e for e in data.get(key, [])
                       if _secret(e["token"]) != _secret(token) and not mine(e)]
            entry: dict[str, Any] = {"token": token, "saved": time.time(), "pid": pid}
            if started is not None:
                entry["started"] = started
            entries.append(entry)
            data[key] = entries
            jsonfile.write_atomic(self.path, data, private=True)

    def forget(self, key: str, token: str) -> None:
        with self._lock:
            data = self._read()
            entries = [e for e in data.get(key, []) if _secret(e["token"]) != _secret(token)]
            if entries:
                data[key] = entries
            else:
                data.pop(key, None)
            jsonfile.write_atomic(self.path, data, private=True)
