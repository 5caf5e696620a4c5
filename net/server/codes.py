"""Room codes of the table server and the address groups it counts and slows by.

A code is ``CODE_LENGTH`` symbols of the LAN alphabet from ``secrets`` (60 bits), shown in
two halves (``shown``). With at most 10 judged guesses a minute from one address, the
expected time to hit any one of 1,000 open tables from 100,000 addresses guessing without
rest is about 1,100 years (``guess_years``); the slowing is also counted per network
(``group``), so a block of addresses counts for less than as many machines.
"""
from __future__ import annotations

import ipaddress

from ..auth import ROOM_ALPHABET, new_room_code, normal_code

CODE_LENGTH = 12  # 32**12 = 2**60 codes


def new_code() -> str:
    return new_room_code(CODE_LENGTH)


def shown(code: str) -> str:
    """``K7QMX-4PAB2``: a code in two halves, easier to read out."""
    code = normal_code(code)
    half = (len(code) + 1) // 2
    return f"{code[:half]}-{code[half:]}" if len(code) > 5 else code


def well_formed(text: str) -> bool:
    """Could ``text`` be a code at all (so a typo is not charged as a guess)?"""
    code = normal_code(text)
    return len(code) == CODE_LENGTH and all(ch in ROOM_ALPHABET for ch in code)


def group(address: str) -> str:
    """The network an address belongs to for the counts per network: an IPv4 /24 or an
    IPv6 /48 (one home or one small provider's customer)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    bits = 24 if ip.version == 4 else 48
    return str(ipaddress.ip_network(f"{ip}/{bits}", strict=False))


def machine(address: str) -> str:
    """The unit the per-address caps count: an IPv4 address, or an IPv6 /64 (one home
    usually holds a whole /64, so counting single IPv6 addresses would count nothing)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def network_of(mine: str) -> str:
    """The network (``group``) of a machine as ``machine`` names it (an address, or an
    IPv6 /64)."""
    if "/" in mine:
        try:
            net = ipaddress.ip_network(mine, strict=False)
        except ValueError:
            return mine
        return str(net.supernet(new_prefix=48)) if net.prefixlen > 48 else str(net)
    return group(mine)


def is_loopback(address: str) -> bool:
    """True for an address only this machine can reach (127.0.0.0/8, ::1, "localhost")."""
    if address in ("localhost", ""):
        return address == "localhost"
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


def guess_years(per_minute: float, addresses: int, tables: int) -> float:
    """Expected years to hit any of ``tables`` codes guessing at ``per_minute`` per address."""
    space = len(ROOM_ALPHABET) ** CODE_LENGTH
    return space / tables / 2 / (per_minute * addresses) / (60 * 24 * 365.25)
