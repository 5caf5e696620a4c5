"""Resume tokens kept on disk, by host and room, so a restarted game gets its seat back.

One small JSON file in the user's data directory (``lan-tokens.json``). A token is only
good at the table that gave it, for as long as the host keeps the seat. Each token is
kept with the process that holds it: a game started again finds the token of one that is
no longer running, never one still at the table (so two games on one machine at one table
keep their own seats). Entries older than a day are dropped when the file is written; a
damaged file is set aside and treated as empty (the worst case is joining afresh).
"""
from __future__ import annotations

import os
import threading
import time
from pathlib import Path

from game import jsonfile

FILE_NAME = "lan-tokens.json"
KEEP_SECONDS = 24 * 3600.0


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own: ours to use
    try:
        import psutil

        return bool(psutil.pid_exists(pid))
    except Exception:  # noqa: BLE001 - cannot tell: assume it runs (join afresh, never steal)
        return True


class TokenFile:
    """A ``net.client.TokenStore`` in ``directory/lan-tokens.json``; safe across threads."""

    def __init__(self, directory: Path | str) -> None:
        self.path = Path(directory) / FILE_NAME
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

    def put(self, key: str, token: str) -> None:
        """Keep ``token`` for ``key`` as this process's."""
        pid = os.getpid()
        with self._lock:
            data = self._read()
            entries = [e for e in data.get(key, []) if e["token"] != token and e["pid"] != pid]
            entries.append({"token": token, "saved": time.time(), "pid": pid})
            data[key] = entries
            jsonfile.write_atomic(self.path, data)

    def forget(self, key: str, token: str) -> None:
        with self._lock:
            data = self._read()
            entries = [e for e in data.get(key, []) if e["token"] != token]
            if entries:
                data[key] = entries
            else:
                data.pop(key, None)
            jsonfile.write_atomic(self.path, data)
