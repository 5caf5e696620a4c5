"""Resume tokens kept on disk, by host and room, so a restarted game gets its seat back.

One small JSON file in the user's data directory (``lan-tokens.json``). A token is only
good at the table that gave it, for as long as the host keeps the seat. Each token is
kept with the process that holds it: a game started again finds the token of one that is
no longer running, never one still at the table (so two games on one machine at one table
keep their own seats). Entries older than a day are dropped when the file is written; a
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

from game import jsonfile

FILE_NAME = "lan-tokens.json"
ONLINE_FILE_NAME = "online-tokens.json"  # the table server's seats: never offered in the LAN lobby
KEEP_SECONDS = 24 * 3600.0


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own: ours to use
    try:
        import psutil

        return bool(psutil.pid_exists(pid))
    except Exception:  # noqa: BLE001 - cannot tell: assume it runs (join afresh, never steal)
        return True


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

    def _read(self) -> dict[str, list[dict]]:
        raw, _message = jsonfile.read(self.path, "the LAN seat tokens")
        if not isinstance(raw, dict):
            return {}
        now = time.time()
        out: dict[str, list[dict]] = {}
        for key, entries in raw.items():
            if not isinstance(entries, list):
                continue
            good = [e for e in entries if isinstance(e, dict) and isinstance(e.get("token"), str)
                    and isinstance(e.get("saved"), (int, float)) and type(e.get("pid")) is int
                    and now - e["saved"] <= KEEP_SECONDS]
            if good:
                out[key] = good
        return out

    def get(self, key: str) -> str | None:
        """The newest token kept for ``key`` whose game is not running any more."""
        with self._lock:
            entries = self._read().get(key, [])
        free = [e for e in entries if not _running(e["pid"])]
        return max(free, key=lambda e: e["saved"])["token"] if free else None

    def kept(self) -> list[KeptSeat]:
        """Every table with a token no running game holds (a seat to go back to), newest first."""
        with self._lock:
            data = self._read()
        out = []
        for key, entries in data.items():
            where = parse_key(key)
            free = [e["saved"] for e in entries if not _running(e["pid"])]
            if where is not None and free:
                out.append(KeptSeat(*where, max(free)))
        return sorted(out, key=lambda k: -k.saved)

    def put(self, key: str, token: str) -> None:
        """Keep ``token`` for ``key`` as this process's. It takes the place of the same seat
        key's older links, whichever game kept them (each was used: no game can come back
        with one, and one that tried would be refused and forget this one)."""
        pid = os.getpid()
        with self._lock:
            data = self._read()
            entries = [e for e in data.get(key, []) if _secret(e["token"]) != _secret(token) and e["pid"] != pid]
            entries.append({"token": token, "saved": time.time(), "pid": pid})
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
