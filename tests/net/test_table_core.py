"""The one table core: the LAN host and the table server run their tables on it, so a
table behaves alike on both (here: what a finished table does when a player leaves), and
neither carries a copy of the other."""
from __future__ import annotations

import ast
import time
from pathlib import Path

from net.client import RemoteTable

from .helpers import LOOP, BotSeat, fast_limits, play_out, start_host, wait_until

NET = Path(__file__).resolve().parents[2] / "net"


def test_a_finished_lan_table_plays_no_seat_for_a_player_who_left():
    """As at the server (tests/server/test_server_play.py): once the match is over, a
    player who leaves is told as gone, and no grace runs out into the computer's hands."""
    logged: list[str] = []
    host = start_host("two-handed", "remote,remote", limits=fast_limits(grace=0.3),
                      log=logged.append)
    try:
        bots = [BotSeat(RemoteTable(LOOP, host.port, name), seed=i)
                for i, name in enumerate(("ann", "bob"))]
        play_out(bots)
        assert host.wait_over(10)
        bots[0].table.close()
        wait_until(lambda: any("ann" in line and "(seat" in line for line in logged),
                   "the host to tell ann left")
        time.sleep(1.0)  # longer than the seat's grace
        left = [line for line in logged if "ann" in line and "(seat" in line]
        assert left and "waits" not in left[-1], left   # no grace promised for a finished match
        assert not any("not back yet" in line or "computer plays" in line for line in logged), logged
        assert 0 not in host.standing_in() and 1 not in host.standing_in()
        bots[1].table.close()
    finally:
        host.close()


def _imports(path: Path) -> list[tuple[str, str]]:
    """(module, name) for every ``from module import name`` of a file, relative ones made
    absolute from ``net``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(NET.parent).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            out += [(base, a.name) for a in node.names]
    return out


def test_the_server_takes_nothing_private_from_the_lan_host():
    """The server's tables are the core's, not the host's: no private name of the LAN host
    (nor any module's private name across the package) is imported by net/server."""
    for path in sorted((NET / "server").glob("*.py")):
        for module, name in _imports(path):
            assert module != "net.host", f"{path.name} imports {name} from net.host"
            assert not name.startswith("_") or name == "__future__", \
                f"{path.name} imports the private {module}.{name}"
