"""``python main.py --server``: run the table server until stopped (SIGTERM or Ctrl+C
saves every table, so a restarted server carries them on)."""
from __future__ import annotations

import asyncio
import gc
import logging
import signal
import ssl
import sys
from typing import Callable, TextIO

from .app import TableServer, plain_refusal, tls_context
from .codes import is_loopback
from .limits import ServerLimits
from .store import FileStore, SharedStore

# The server's own full collections of garbage cycles: every 10 minutes, or sooner once this
# many connections have ended since the last (a closed connection is such a cycle).
COLLECT_EVERY = 600.0
COLLECT_AFTER = 1000


def run_server(*, bind: str, port: int, cert: str | None, key: str | None,
               state: str | None = None, redis: str | None = None, me: str | None = None,
               limits: ServerLimits | None = None, out: TextIO = sys.stdout) -> int:
    """Serve until a signal; print where, then a metrics line a minute. Exit code."""
    if (cert is None) != (key is None):
        print("main.py: error: --cert and --key go together", file=sys.stderr)
        return 2
    if cert is None and not is_loopback(bind):
        print(f"main.py: error: {plain_refusal(bind)}", file=sys.stderr)
        return 2
    try:
        tls = tls_context(cert, key) if cert is not None and key is not None else None
    except (OSError, ValueError) as e:
        print(f"main.py: error: cannot use the certificate {cert} with the key {key} ({e})",
              file=sys.stderr)
        return 2

    def log(text: str) -> None:
        try:
            print(f"server: {text}", file=out, flush=True)
        except (BrokenPipeError, ValueError):
            pass  # nobody reads the log any more: the tables go on

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    return asyncio.run(_serve(bind, port, tls, state, redis, me, limits, log, out))


async def _serve(bind: str, port: int, tls: ssl.SSLContext | None, state: str | None,
                 redis: str | None, me: str | None, limits: ServerLimits | None,
                 log: Callable[[str], None], out: TextIO) -> int:
    store: FileStore | SharedStore | None = None
    if redis is not None:
        if not me:
            print("main.py: error: --redis needs --me URL: where the other processes reach "
                  "this one (e.g. ws://127.0.0.1:8701)", file=sys.stderr)
            return 2
        store = SharedStore(redis, me)
    elif state is not None:
        store = FileStore(state)
    server = TableServer(limits, store=store, me=me or "", log=log)
    try:
        await server.start(bind, port, tls)
    except OSError as e:
        print(f"main.py: error: cannot serve on {bind}:{port} ({e})", file=sys.stderr)
        return 1
    scheme = "wss" if tls is not None else "ws"
    print(f"serving tables on {scheme}://{bind}:{server.port} "
          f"(health: http{'s' if tls else ''}://{bind}:{server.port}/health from this machine)",
          file=out, flush=True)
    collector = asyncio.get_running_loop().create_task(_collect_on_schedule(server))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    log(f"stopping: {len(server.tables)} tables saved" if store is not None
        else "stopping")
    collector.cancel()
    await server.stop(restarting=store is not None)
    return 0


async def _collect_on_schedule(server: TableServer, every: float = COLLECT_EVERY,
                               after: int = COLLECT_AFTER, check: float = 10.0) -> None:
    """Look for garbage cycles on the server's schedule instead of when Python would.

    Python's full collection walks every object the process holds; with a thousand tables
    and their connections that is a few hundred thousand objects and up to a few hundred
    milliseconds with the loop stopped, which Python would do every minute or two. Here
    the young generations are collected as usual (cheap), what was loaded at the start is
    never walked again (``gc.freeze``), and the full walk happens every ``every`` seconds,
    or sooner when ``after`` connections have ended since the last one, so a table feels it
    seldom and the garbage of closed connections stays bounded (what has no cycle is freed
    at once, as always)."""
    gc.collect()
    gc.freeze()
    before = gc.get_threshold()
    gc.set_threshold(before[0], before[1], 1 << 30)  # never by itself: below, on the schedule
    last, ended = asyncio.get_running_loop().time(), 0
    try:
        while True:
            await asyncio.sleep(min(every, check))
            now = asyncio.get_running_loop().time()
            gone = server.metrics.connections_total - len(server.peers)
            if now - last >= every or gone - ended >= after:
                gc.collect()
                last, ended = now, gone
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()
