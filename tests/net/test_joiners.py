"""Joiners that arrive at random moments never flood the host: a refused action waits for
the next view. Fifty four-handed tables on 127.0.0.1, two or three joiners each."""
from __future__ import annotations

import random
import time

from net.client import RemoteTable

from .helpers import LOOP, BotSeat, fast_limits, start_host

RUNS = 50
SPECS = ("remote,bot,remote,bot", "remote,remote,remote,bot", "bot,remote,remote,remote")


def test_joiners_started_at_random_offsets_all_finish_without_floods():
    rng = random.Random(20261130)
    refused_waiting = 0
    for run in range(RUNS):
        spec = SPECS[run % len(SPECS)]
        host = start_host("four-handed", spec, seed=run, limits=fast_limits(grace=10.0))
        try:
            n = spec.count("remote")
            offsets = sorted(rng.uniform(0.0, 0.25) for _ in range(n))
            t0 = time.monotonic()
            seats: list[BotSeat] = []
            end = t0 + 60
            while time.monotonic() < end:
                now = time.monotonic() - t0
                while len(seats) < n and offsets[len(seats)] <= now:
                    seats.append(BotSeat(RemoteTable(LOOP, host.port, f"j{len(seats)}"),
                                         seed=run * 10 + len(seats)))
                for s in seats:
                    s.step()
                if len(seats) == n and all(s.over or s.closed for s in seats):
                    break
                time.sleep(0.0005)
            for s in seats:
                assert s.closed is None, f"run {run}: {s.closed}"
                assert s.over, f"run {run}: a joiner never saw the match end"
                refused_waiting += sum(1 for u in s.updates
                                       if u.kind == "refused" and "Waiting for" in u.message)
                refusals = sum(1 for u in s.updates if u.kind == "refused")
                assert refusals <= 2, f"run {run}: {refusals} refused actions from one joiner"
            assert host.wait_over(10)
        finally:
            for s in seats:
                s.table.close()
            host.close()
    # The case this guards: a joiner whose turn came before the table was full.
    assert refused_waiting > 0
