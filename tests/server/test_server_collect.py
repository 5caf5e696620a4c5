"""The server collects garbage cycles on its own schedule (``net.server.serve``)."""
from __future__ import annotations

import asyncio
import gc
from types import SimpleNamespace

from net.server.serve import _collect_on_schedule


def server_stub() -> SimpleNamespace:
    return SimpleNamespace(metrics=SimpleNamespace(connections_total=0), peers=set())


def collections_made(server, meanwhile, **kw) -> int:
    """Full collections the collector makes while ``meanwhile()`` runs (its first, at the
    start, too); the collector is stopped after it."""
    made = []
    real = gc.collect

    def counted(*a):
        made.append(a)
        return real(*a)

    async def go():
        task = asyncio.get_running_loop().create_task(_collect_on_schedule(server, **kw))
        await meanwhile()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)

    before = gc.get_threshold()
    gc.collect = counted
    try:
        asyncio.run(go())
    finally:
        gc.collect = real
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0  # as it found them
    return len(made)


def test_a_full_collection_on_the_schedule_and_none_by_itself_between():
    server = server_stub()
    assert collections_made(server, lambda: asyncio.sleep(0.3), every=100.0, check=0.02) == 1
    assert collections_made(server, lambda: asyncio.sleep(0.5), every=0.1, check=0.02) >= 2


def test_ended_connections_bring_the_collection_forward():
    def churn(server):
        async def go():
            await asyncio.sleep(0.5)  # the collector's first collection is done
            for _ in range(3):
                server.metrics.connections_total += 10  # ten more came and went
                await asyncio.sleep(0.3)
        return go

    server = server_stub()
    assert collections_made(server, churn(server), every=100.0, after=10, check=0.02) >= 3
    server = server_stub()
    assert collections_made(server, churn(server), every=100.0, after=1000, check=0.02) == 1
