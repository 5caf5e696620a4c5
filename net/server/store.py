"""Where the server keeps its tables between moves: a directory of snapshots for one
process, or a table directory in Valkey/Redis shared by several.

``FileStore``: one JSON file a table (``--state DIR``), read back when the server starts
again. ``SharedStore``: Valkey/Redis (``--redis URL``) holds, for every table, its snapshot
and its owner (the process that runs it, on a lease the owner renews); a process that is
asked for a table another owns forwards the connection there, and one asked for a table
whose owner's lease ran out (the process died) takes it over from its snapshot
(docs/ARCHITECTURE.md, "Beyond one process").
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game import jsonfile

PREFIX = "euchre:"
LEASE = 10  # seconds an owner's claim on a table lasts unless renewed


# Keep a lease that is ours, take one that ran out, never one another process holds.
RENEW = """
local v = redis.call('GET', KEYS[1])
if v == ARGV[1] then redis.call('EXPIRE', KEYS[1], ARGV[2]) return 1 end
if not v and redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then return 1 end
return 0
"""


class FileStore:
    """Snapshots in ``directory`` (made private to the server's user: they hold seat keys'
    newest links, which cannot be used again, but are nobody else's business)."""

    shared = False

    def __init__(self, directory: Path | str) -> None:
        self.dir = Path(directory)
        self.dir.mkdir(parents=True, exist_ok=True)
        os.chmod(self.dir, 0o700)

    async def save(self, code: str, data: dict[str, Any]) -> None:
        jsonfile.write_atomic(self.dir / f"{code}.json", data, private=True)

    async def delete(self, code: str) -> None:
        try:
            (self.dir / f"{code}.json").unlink()
        except FileNotFoundError:
            pass

    async def saved(self) -> list[dict[str, Any]]:
        out = []
        for p in sorted(self.dir.glob("*.json")):
            raw, _ = jsonfile.read(p, "a saved table")
            if isinstance(raw, dict):
                out.append(raw)
        return out

    async def close(self) -> None:
        pass


class SharedStore:
    """The table directory in Valkey/Redis at ``url``; this process is ``me`` (the URL the
    other processes reach it at, for forwarding)."""

    shared = True

    def __init__(self, url: str, me: str) -> None:
        import redis.asyncio as aioredis

        self.r: Any = aioredis.from_url(url)
        self.me = me
        self._renew = self.r.register_script(RENEW)

    async def save(self, code: str, data: dict[str, Any]) -> None:
        await self.r.set(PREFIX + "snap:" + code, json.dumps(data))

    async def delete(self, code: str) -> None:
        await self.r.delete(PREFIX + "snap:" + code, PREFIX + "owner:" + code)

    async def saved(self) -> list[dict[str, Any]]:
        return []  # a shared store's tables are taken over one at a time, when asked for

    async def claim(self, code: str) -> bool:
        """Own ``code`` (a new table, or one whose owner's lease ran out)."""
        return bool(await self.r.set(PREFIX + "owner:" + code, self.me, nx=True, ex=LEASE))

    async def owner(self, code: str) -> str | None:
        v = await self.r.get(PREFIX + "owner:" + code)
        return v.decode() if v is not None else None

    async def snapshot(self, code: str) -> dict[str, Any] | None:
        v = await self.r.get(PREFIX + "snap:" + code)
        if v is None:
            return None
        try:
            data = json.loads(v)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    async def renew(self, codes: list[str]) -> list[str]:
        """Renew this process's leases on ``codes`` (or claim again one that ran out while
        the directory could not be reached); returns those another process holds now."""
        if not codes:
            return []
        async with self.r.pipeline(transaction=False) as p:
            for code in codes:
                await self._renew(keys=[PREFIX + "owner:" + code], args=[self.me, LEASE],
                                  client=p)
            got = await p.execute()
        return [code for code, ok in zip(codes, got) if not ok]

    async def secret(self) -> str:
        """The processes' shared secret, so an owner trusts the address a forwarding
        process says a connection comes from (made by the first process to ask)."""
        import secrets

        await self.r.set(PREFIX + "secret", secrets.token_hex(16), nx=True)
        v = await self.r.get(PREFIX + "secret")
        return v.decode()

    async def close(self) -> None:
        await self.r.aclose()
