"""Whole matches over real sockets on 127.0.0.1: both variants, and the host's own screen."""
from __future__ import annotations

import time

import pytest

from net.client import RemoteTable
from net.host_table import HostTable

from .helpers import LOOP, BotSeat, play_out, start_host, wait_until


@pytest.mark.parametrize("variant", ["two-handed", "four-handed"])
def test_whole_match(variant):
    host = start_host(variant, room="QR7K")
    try:
        n_remote = 1 if variant == "two-handed" else 2
        seats = [BotSeat(RemoteTable(LOOP, host.port, f"bot{i}", room="qr7k"), seed=i)
                 for i in range(n_remote)]
        play_out(seats)
        assert host.wait_over(10)
        final = host.final_scores()
        target = host.options.target
        assert max(final) >= target
        for s in seats:
            last = s.table.seen
            assert last is not None and last.phase == "match_over"
            assert tuple(last.scores) == final
            assert s.table.human_seats == (s.table.seat,)
        assert sorted(s.table.seat for s in seats) == ([0] if n_remote == 1 else [0, 2])
    finally:
        host.close()


def test_host_screen_plays_through_the_table_protocol():
    """A 'local' seat at the host plays via HostTable with the same calls as LocalTable."""
    from game.ai import make_player

    host = start_host("two-handed", "local,remote")
    table = HostTable(host)
    bot = make_player("random", 3)
    try:
        assert table.human_seats == (0,)
        first = table.poll()
        assert first and first[0].kind == "events" and 0 in first[0].views
        # before the remote seat is filled, an action is refused and nothing changes
        v = table.view(0)
        if v.to_act == 0:
            table.act(0, v.legal[0])
            got = []
            end = time.monotonic() + 10
            while not any(u.kind == "refused" for u in got) and time.monotonic() < end:
                got += table.poll()
                time.sleep(0.01)
            assert any(u.kind == "refused" and "Waiting" in u.message for u in got)
        with pytest.raises(ValueError):
            table.view(1)  # the host's screen may not look at the remote seat
        remote = BotSeat(RemoteTable(LOOP, host.port, "far"))
        over = False
        acted = None  # the refused action above must be made again
        end = time.monotonic() + 60
        while not (over and remote.over) and time.monotonic() < end:
            remote.step()
            for u in table.poll():
                assert u.kind != "closed"
                if u.kind == "refused":  # e.g. still waiting for the remote seat: try again
                    acted = None
                if any(e.get("type") == "match_over" for e in u.events):
                    over = True
            v = table.view(0)
            if not over and v.to_act == 0 and v.legal and acted != v.state_id:
                acted = v.state_id
                table.act(0, bot.choose(v))
            time.sleep(0.002)
        assert over and remote.over
        assert tuple(table.view(0).scores) == tuple(remote.table.seen.scores)
    finally:
        table.close()
    seen: list = []
    wait_until(lambda: (seen.extend(table.poll() + remote.table.poll()),
                        sum(u.kind == "closed" for u in seen) == 2)[1], "both tables closing")
