"""The host rules as a table on this screen does (``game.umpire``): a late computer player
is answered by the normal level's move, and the host's own screen is refused an action
chosen on an earlier state."""
from __future__ import annotations

import threading

from game.ai import LEVELS
from game.ai.normal import NormalPlayer
from game.rules import Options
from net.host import Host
from net.host_table import HostTable
from net.seats import parse_seats

from .helpers import LOOP, fast_limits, start_host, wait_until


class Slow:
    name = "slow"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, view):
        self.release.wait(10)
        return view.legal[-1]


def test_a_late_computer_player_at_the_host_plays_the_normal_levels_move():
    host = Host(Options(), parse_seats("local,bot", 2, LEVELS, "random"), bind=LOOP, seed=4,
                limits=fast_limits(bot_deadline=0.1))
    slow = Slow()
    host.umpire.computer_plays(1, slow)   # before the host's loop runs: every decision is slow
    host.start()
    table = HostTable(host)
    try:
        table.poll()
        if host.match.to_act == 0:
            table.act(0, table.view(0).legal[0])
            wait_until(lambda: host.match.to_act == 1, "the computer's turn")
        view = host.match.view(1)
        state = view.state_id
        wait_until(lambda: host.match.state_id > state, "the computer's move")
        assert host.record()["actions"][state] == str(NormalPlayer().choose(view))
    finally:
        slow.release.set()
        table.close()


def test_the_hosts_screen_is_refused_an_action_on_an_earlier_state():
    host = start_host("two-handed", "local,local")
    table = HostTable(host)
    try:
        table.poll()
        v = table.view(host.match.to_act)
        table.act(v.seat, v.legal[0], v.state_id + 3)
        got = wait_until(lambda: [u for u in table.poll() if u.kind == "refused"], "the refusal")
        assert "earlier state" in got[0].message and host.match.state_id == v.state_id
        table.act(v.seat, v.legal[0], v.state_id)
        wait_until(lambda: host.match.state_id == v.state_id + 1, "the action applied")
    finally:
        table.close()


def test_lan_tables_say_what_they_can_do():
    from game.table import Capabilities
    from net.client import RemoteTable

    from .helpers import BotSeat

    host = start_host("two-handed", "local,remote")
    table = HostTable(host)
    far = BotSeat(RemoteTable(LOOP, host.port, "far"))
    try:
        assert table.capabilities == Capabilities(seats=True, hosts=True)
        assert far.table.capabilities == Capabilities(seats=True, reconnects=True)
        assert table.record() is None and not table.can_undo and not table.undo()
        wait_until(lambda: (far.step(), far.table.status == "playing")[1], "far seated")
        assert far.table.options == host.options and far.table.remote_seats() == ()
        wait_until(lambda: table.seat_names()[1] == "far", "far's name at the host")
        assert far.table.thinking_seat() is None and table.reconnect_left() is None
    finally:
        far.table.close()
        table.close()
