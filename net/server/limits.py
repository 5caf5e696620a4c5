"""The table server's timings and caps (``ServerLimits``); tests shrink them."""
from __future__ import annotations

from dataclasses import dataclass

from game.umpire import THINK_DEADLINE_S

from ..limits import HostLimits


@dataclass
class ServerLimits:
    # a table's seats, as on a LAN (``net.limits.HostLimits``)
    grace: float = 120.0  # a dropped player's seat waits this long; then the computer plays it
    turn: float = 120.0  # a connected player's longest turn; then the computer plays it
    bot_deadline: float = THINK_DEADLINE_S
    # connections
    heartbeat: float = 10.0  # the server pings each connection this often...
    dead_after: float = 30.0  # ...and drops one it heard nothing from for this long
    handshake: float = 10.0  # a connection must be at a table this soon (from its accept)
    tls_handshake: float = 5.0  # ...its TLS handshake done this soon...
    ws_handshake: float = 5.0  # ...and its WebSocket handshake this soon after
    budget: float = 60.0  # messages a connection may send at once...
    budget_rate: float = 10.0  # ...and how many a second it earns back
    refusal_cost: float = 5.0  # a refused action costs this many messages of the budget
    flood_shut: float = 5.0  # an overdrawn connection's address is refused this long
    out_cap: int = 256 * 1024  # bytes queued to one connection before it is dropped
    # connections, counted from their accept (``gate``): in all (and at most what the
    # open-file limit leaves room for), per address (an IPv6 /64), per network (an IPv4
    # /24, an IPv6 /48); "waiting": accepted and not seated at a table yet
    max_connections: int = 20000
    max_pending: int = 1024  # waiting in all (the busiest network's oldest makes room)
    per_machine: int = 32  # connections from one address at once...
    waiting_per_machine: int = 8  # ...of which waiting
    per_network: int = 256  # connections from one network at once...
    waiting_per_network: int = 32  # ...of which waiting
    # tables
    max_tables: int = 5000
    tables_per_machine: int = 4  # open tables created from one address...
    tables_per_network: int = 16  # ...and from one network (/24, /48)
    idle: float = 900.0  # a table nobody has acted at for this long is closed
    abandoned: float = 600.0  # a table with nobody connected for this long is closed
    after_over: float = 120.0  # a finished table is closed this long after its last hand
    # guessing: wrong room codes and seat keys
    guesses: int = 5  # judged at once from one address...
    guess_every: float = 12.0  # ...then one more each this many seconds (<= 10 a minute)
    network_guesses: int = 20  # ...and from one network (/24, /48) at once...
    network_guess_every: float = 3.0  # ...then one more each this many seconds
    # computer players: decisions made at once, each on a thread of its own
    thinking: int = 4
    # health
    metrics_every: float = 60.0  # a metrics log line this often (0: none)
    save_every: float = 2.0  # tables that changed are saved this often (with a store)

    def for_table(self) -> HostLimits:
        """The LAN host's limits a table's seating goes by."""
        return HostLimits(grace=self.grace, turn=self.turn, bot_deadline=self.bot_deadline,
                          guesses=self.guesses, guess_every=self.guess_every,
                          heartbeat=self.heartbeat, dead_after=self.dead_after)
