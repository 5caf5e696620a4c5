"""Every test keeps the user's files (settings, saves, LAN seat tokens) in a directory of its
own, and no test in this process reaches the real network: a host must listen on loopback
and beacons may only go to loopback (the product's defaults are tested only inside network
namespaces, in subprocesses: tests/net/test_netns.py)."""
from __future__ import annotations

import ipaddress

import pytest


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path_factory, monkeypatch):
    """$EUCHRE_DATA_DIR points at a fresh directory, for this process and the ones it starts."""
    d = tmp_path_factory.mktemp("euchre-data")
    monkeypatch.setenv("EUCHRE_DATA_DIR", str(d))
    return d


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return address == "localhost"


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    """Fail a test that would host on, or announce to, anything but this machine."""
    from net import discovery, host

    real_destinations = discovery.Announcer.destinations
    real_start = host.Host.start
    real_listener = discovery.Listener.__init__
    sent_out: list[str] = []  # beacons go from a thread of their own: checked at the end

    def destinations(self):
        out = real_destinations(self)
        bad = [d for d in out if not _loopback(d)]
        sent_out.extend(bad)
        return [d for d in out if _loopback(d)]

    def start(self):
        assert _loopback(self.bind), f"a test tried to host on {self.bind!r}: pass 127.0.0.1"
        return real_start(self)

    def listener(self, port=discovery.DISCOVERY_PORT, bind="", keep=5.0):
        assert _loopback(bind), f"a test tried to listen for beacons on {bind!r}: pass 127.0.0.1"
        real_listener(self, port, bind, keep)

    monkeypatch.setattr(discovery.Announcer, "destinations", destinations)
    monkeypatch.setattr(discovery.Listener, "__init__", listener)
    monkeypatch.setattr(host.Host, "start", start)
    yield
    assert not sent_out, f"a test tried to send beacons to {sorted(set(sent_out))}: pass 127.0.0.1"
