"""LAN discovery on 127.0.0.1: a host's beacons are listed; junk datagrams are ignored."""
from __future__ import annotations

import socket

import msgpack

from net.discovery import Listener, beacon, parse_beacon

from .helpers import LOOP, start_host, wait_until


def test_a_hosts_beacon_is_heard_and_listed():
    listener = Listener(port=0, bind=LOOP)
    host = start_host("four-handed", room="K7K7", announce=LOOP,
                      discovery_port=listener.port)
    try:
        found = wait_until(lambda: listener.poll(), "a beacon")
        info = found[0]
        assert (info.address, info.port) == (LOOP, host.port)
        assert info.variant == "four-handed" and info.open_seats == 2 and info.room is True
    finally:
        host.close()
        listener.close()


def test_junk_datagrams_are_ignored_and_poll_never_blocks():
    listener = Listener(port=0, bind=LOOP, keep=60)
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        assert listener.poll() == []
        for junk in (b"", b"\xc1", msgpack.packb({"type": "beacon"}), b"x" * 2000,
                     msgpack.packb([1, 2]), beacon("n", 0, "two-handed", 1, False)):
            s.sendto(junk, (LOOP, listener.port))
        s.sendto(beacon("real", 4000, "two-handed", 1, False), (LOOP, listener.port))
        found = wait_until(lambda: listener.poll(), "the real beacon")
        assert [h.name for h in found] == ["real"]
    finally:
        s.close()
        listener.close()


def test_old_hosts_drop_off_the_list():
    info = parse_beacon(beacon("a", 5000, "two-handed", 0, True), "10.0.0.9", now=100.0)
    assert info is not None and info.room and info.open_seats == 0
    listener = Listener(port=0, bind=LOOP, keep=5)
    try:
        listener._hosts[(info.address, info.port)] = info
        assert listener.poll(now=104.0) == [info]
        assert listener.poll(now=106.0) == []
    finally:
        listener.close()
