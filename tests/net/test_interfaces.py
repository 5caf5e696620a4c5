"""Which addresses a host shows and where its beacons go, from a made-up list of interfaces."""
from __future__ import annotations

import socket
import sys
import types
from collections import namedtuple

from net import interfaces as I

Addr = namedtuple("Addr", "family address netmask broadcast ptp")
Stats = namedtuple("Stats", "isup")


def fake_psutil(monkeypatch, addrs: dict, up: dict) -> None:
    mod = types.SimpleNamespace(net_if_addrs=lambda: addrs,
                                net_if_stats=lambda: {n: Stats(u) for n, u in up.items()})
    monkeypatch.setitem(sys.modules, "psutil", mod)


def test_up_non_loopback_ipv4_addresses_with_their_broadcast(monkeypatch):
    fake_psutil(monkeypatch, {
        "lo": [Addr(socket.AF_INET, "127.0.0.1", "255.0.0.0", None, None)],
        "wlan0": [Addr(socket.AF_INET, "192.168.1.20", "255.255.255.0", "192.168.1.255", None),
                  Addr(socket.AF_INET6, "fe80::1", None, None, None)],
        "eth0": [Addr(socket.AF_INET, "10.0.5.7", "255.255.0.0", None, None)],  # no broadcast given
        "eth1": [Addr(socket.AF_INET, "172.16.0.9", "255.255.255.0", "172.16.0.255", None)],
        "tun0": [Addr(socket.AF_INET, "10.8.0.2", "255.255.255.255", None, "10.8.0.1")],
    }, {"lo": True, "wlan0": True, "eth0": True, "eth1": False, "tun0": True})
    found = I.lan_interfaces()
    assert [(i.name, i.address, i.broadcast) for i in found] == [
        ("eth0", "10.0.5.7", "10.0.255.255"), ("tun0", "10.8.0.2", None),
        ("wlan0", "192.168.1.20", "192.168.1.255")]
    assert I.broadcast_addresses(found) == ["10.0.255.255", "192.168.1.255"]
    assert I.addresses_to_type("0.0.0.0", 47100, found) == [
        "10.0.5.7:47100", "10.8.0.2:47100", "192.168.1.20:47100"]
    assert I.addresses_to_type("127.0.0.1", 47100, found) == ["127.0.0.1:47100"]
    assert I.addresses_to_type("192.168.1.20", 5000, found) == ["192.168.1.20:5000"]


def test_without_psutil_the_limited_broadcast_is_used(monkeypatch):
    monkeypatch.setitem(sys.modules, "psutil", None)  # import fails
    assert I.lan_interfaces() == []
    assert I.broadcast_addresses() == [I.LIMITED_BROADCAST]
    assert I.addresses_to_type("0.0.0.0", 47100) == ["127.0.0.1:47100"]
