"""The throttles of wrong room codes, per address and per network (``codes.group``): in
this process (``LocalGuesses``, ``net.throttle.GuessThrottle``'s token buckets), or in the
Valkey/Redis of a shared table directory (``SharedGuesses``), so that N processes behind
one address allow what one does, not N times the guesses.

Both answer the same two questions: ``wait(address)``, the seconds until a guess from
``address`` may be judged (0: now), and ``charge(address)``, a wrong one was judged.
"""
from __future__ import annotations

import time
from typing import Any, Callable

from ..throttle import GuessThrottle
from .codes import group
from .limits import ServerLimits
from .store import PREFIX


class LocalGuesses:
    def __init__(self, limits: ServerLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.address = GuessThrottle(limits.guesses, limits.guess_every, clock)
        self.network = GuessThrottle(limits.network_guesses, limits.network_guess_every, clock)

    async def wait(self, address: str) -> float:
        net = group(address)
        if self.address.allowed(address) and self.network.allowed(net):
            return 0.0
        return max(self.address.wait(address), self.network.wait(net), 1e-3)

    async def charge(self, address: str) -> None:
        self.address.charge(address)
        self.network.charge(group(address))


# Two token buckets (the address's, the network's) in one call. KEYS: the two buckets.
# ARGV: now, then burst and seconds per token of each, then 1 to charge one token of each
# (0: only ask). Returns the seconds to wait as a string (0 when a guess may be judged).
# A bucket is a hash {t: tokens, at: when}; it expires once it would be full again.
BUCKETS = """
local now = tonumber(ARGV[1])
local charge = ARGV[6] == '1'
local wait = 0
for i = 1, 2 do
  local burst, every = tonumber(ARGV[2 * i]), tonumber(ARGV[2 * i + 1])
  local got = redis.call('HMGET', KEYS[i], 't', 'at')
  local tokens = burst
  if got[1] then
    tokens = math.min(burst, tonumber(got[1]) + (now - tonumber(got[2])) / every)
  end
  if charge then
    tokens = tokens - 1
    redis.call('HSET', KEYS[i], 't', tostring(tokens), 'at', tostring(now))
    redis.call('EXPIRE', KEYS[i], math.ceil((burst - tokens) * every) + 1)
  elseif tokens < 1 then
    wait = math.max(wait, (1 - tokens) * every)
  end
end
return tostring(wait)
"""


class SharedGuesses:
    """The same buckets in Valkey/Redis (``redis``: the shared store's client), on the
    wall clock (the processes' ``time.monotonic`` clocks are not the same clock)."""

    def __init__(self, redis: Any, limits: ServerLimits,
                 clock: Callable[[], float] = time.time) -> None:
        self.limits, self.clock = limits, clock
        self._script = redis.register_script(BUCKETS)

    async def _call(self, address: str, charge: bool) -> float:
        lim = self.limits
        keys = [PREFIX + "guess:a:" + address, PREFIX + "guess:n:" + group(address)]
        args = [repr(self.clock()), lim.guesses, repr(lim.guess_every), lim.network_guesses,
                repr(lim.network_guess_every), 1 if charge else 0]
        got = await self._script(keys=keys, args=args)
        return float(got.decode() if isinstance(got, bytes) else got)

    async def wait(self, address: str) -> float:
        return await self._call(address, False)

    async def charge(self, address: str) -> None:
        await self._call(address, True)
