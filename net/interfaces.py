"""This machine's LAN addresses: each up, non-loopback IPv4 interface with its broadcast address.

``psutil`` enumerates the interfaces, because it says whether each one is up and gives its
broadcast address on Windows, macOS and Linux alike (see README, "Packages"). If it is
missing or fails, the answer is empty and callers fall back (the host then announces to
the limited broadcast address ``255.255.255.255``).
"""
from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

LIMITED_BROADCAST = "255.255.255.255"


@dataclass(frozen=True, slots=True)
class Interface:
    """One IPv4 address of this machine: ``name`` (eth0, Wi-Fi...), ``address``, and
    ``broadcast`` (None on a point-to-point link such as a VPN, where nothing is broadcast)."""

    name: str
    address: str
    broadcast: str | None


def lan_interfaces() -> list[Interface]:
    """Every up, non-loopback IPv4 address of this machine, in a stable order."""
    try:
        import psutil

        addrs = psutil.net_if_addrs()
        stats = psutil.net_if_stats()
    except Exception:  # noqa: BLE001 - no psutil, or the system refused: no list
        return []
    found = []
    for name in sorted(addrs):
        st = stats.get(name)
        if st is None or not st.isup:
            continue
        for a in addrs[name]:
            if a.family != socket.AF_INET:
                continue
            try:
                ip = ipaddress.IPv4Address(a.address)
            except ValueError:
                continue
            if ip.is_loopback or ip.is_unspecified:
                continue
            found.append(Interface(name, a.address, _broadcast(a.address, a.netmask,
                                                               a.broadcast, a.ptp)))
    return found


def _broadcast(address: str, netmask: str | None, broadcast: str | None,
               ptp: str | None) -> str | None:
    if ptp:
        return None
    if broadcast:
        return broadcast
    if not netmask:
        return None
    try:
        net = ipaddress.IPv4Network(f"{address}/{netmask}", strict=False)
    except ValueError:
        return None
    return None if net.prefixlen >= 31 else str(net.broadcast_address)


def broadcast_addresses(interfaces: list[Interface] | None = None) -> list[str]:
    """Where LAN beacons go: each interface's broadcast address, or the limited broadcast
    address when no interface could be listed."""
    found = lan_interfaces() if interfaces is None else interfaces
    out = list(dict.fromkeys(i.broadcast for i in found if i.broadcast))
    return out or ([] if found else [LIMITED_BROADCAST])


def addresses_to_type(bind: str, port: int,
                      interfaces: list[Interface] | None = None) -> list[str]:
    """What a joiner types to reach a host listening on ``bind``:``port``: each LAN
    address with the port when it listens on every interface, else the one address."""
    if bind in ("", "0.0.0.0"):
        found = lan_interfaces() if interfaces is None else interfaces
        listed = list(dict.fromkeys(f"{i.address}:{port}" for i in found))
        return listed or [f"127.0.0.1:{port}"]
    return [f"{bind}:{port}"]
