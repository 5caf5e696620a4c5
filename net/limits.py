"""The timings and caps of a LAN table (``HostLimits``): its connections, seats and computer seats."""
from __future__ import annotations

from dataclasses import dataclass

from game.umpire import THINK_DEADLINE_S


@dataclass
class HostLimits:
    """Timings and caps of the host; tests shrink them."""

    grace: float = 120.0  # how long a dropped player's seat waits; then the computer plays it
    heartbeat: float = 2.0  # ping every this many seconds
    dead_after: float = 8.0  # drop a peer heard nothing from for this long
    handshake: float = 10.0  # a hello must arrive this soon after connecting
    frame: float = 10.0  # a frame once begun must be complete this soon
    idle_budget: float = 100.0  # pings, pongs and refused actions a client may burst...
    idle_rate: float = 50.0  # ...and how many per second it earns back
    bot_delay: float = 0.0  # a computer seat waits this long before acting (for screens)
    bot_deadline: float = THINK_DEADLINE_S  # a computer player's longest think (game.umpire)
    max_connections: int = 64
    per_address: int = 4  # connections from one address not (yet) holding a seat
    door_rest: float = 10.0  # an address closed to make room may not make room itself this long
    guesses: int = 5  # wrong room codes or seat keys judged at once from one address...
    guess_every: float = 12.0  # ...and one more each this many seconds (<= 10 a minute)
    out_cap: int = 1 << 20  # bytes waiting to go to one client before it is dropped
    sndbuf: int = 256 * 1024  # the system's send buffer per client (bounds memory with out_cap)
    turn: float = 120.0  # a connected player's longest turn; then the computer plays it (0: none)
