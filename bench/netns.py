"""Two network namespaces joined by a veth pair: two "machines" on one private network.

Used by ``bench/net.py --veth`` and the namespace tests. Needs root and iproute2's ``ip``.
Nothing leaves the pair: the addresses are private, there is no route out, and both
namespaces are deleted on exit.
"""
from __future__ import annotations

import contextlib
import subprocess
import uuid
from typing import Iterator

HOST_IP, CLIENT_IP, BROADCAST = "10.213.77.1", "10.213.77.2", "10.213.77.255"


class NamespaceError(RuntimeError):
    """The namespaces could not be made here (not root, no iproute2, no kernel support)."""


def ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True, timeout=30)


@contextlib.contextmanager
def veth_pair() -> Iterator[tuple[str, str]]:
    """(host namespace, client namespace): HOST_IP and CLIENT_IP on one /24 with BROADCAST."""
    tag = uuid.uuid4().hex[:6]
    a, b = f"euchre-h-{tag}", f"euchre-c-{tag}"
    made: list[str] = []
    try:
        try:
            for ns in (a, b):
                ip("netns", "add", ns)
                made.append(ns)
            ip("link", "add", f"vh{tag}", "netns", a, "type", "veth", "peer", "name",
               f"vc{tag}", "netns", b)
        except (subprocess.CalledProcessError, OSError) as e:
            raise NamespaceError(str(getattr(e, "stderr", "") or e).strip()[:120]) from None
        ip("-n", a, "addr", "add", f"{HOST_IP}/24", "broadcast", BROADCAST, "dev", f"vh{tag}")
        ip("-n", b, "addr", "add", f"{CLIENT_IP}/24", "broadcast", BROADCAST, "dev", f"vc{tag}")
        for ns, dev in ((a, f"vh{tag}"), (b, f"vc{tag}")):
            ip("-n", ns, "link", "set", dev, "up")
            ip("-n", ns, "link", "set", "lo", "up")
        yield a, b
    finally:
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=30)


def in_ns(ns: str | None, argv: list[str]) -> list[str]:
    """``argv`` run inside namespace ``ns`` (as is when ``ns`` is None)."""
    return argv if ns is None else ["ip", "netns", "exec", ns, *argv]


SERVER_IPS = ("10.213.78.1", "10.213.79.1")  # the server as each home reaches it
HOME_IPS = ("10.213.78.2", "10.213.79.2")


@contextlib.contextmanager
def star() -> Iterator[tuple[str, str, str, list[tuple[str, str]]]]:
    """(server namespace, home 1, home 2, links): each home joined to the server by a veth
    pair of its own (SERVER_IPS[i] on the server's side, HOME_IPS[i] on the home's), and no
    way from one home to the other (the server's namespace forwards nothing). ``links``:
    (namespace, device) of each home's end, to cut and mend with ``link``."""
    tag = uuid.uuid4().hex[:6]
    names = [f"euchre-s-{tag}", f"euchre-a-{tag}", f"euchre-b-{tag}"]
    made: list[str] = []
    links: list[tuple[str, str]] = []
    try:
        try:
            for ns in names:
                ip("netns", "add", ns)
                made.append(ns)
            for i, home in enumerate(names[1:]):
                ip("link", "add", f"vs{i}{tag}", "netns", names[0], "type", "veth", "peer",
                   "name", f"vh{i}{tag}", "netns", home)
        except (subprocess.CalledProcessError, OSError) as e:
            raise NamespaceError(str(getattr(e, "stderr", "") or e).strip()[:120]) from None
        for i, home in enumerate(names[1:]):
            ip("-n", names[0], "addr", "add", f"{SERVER_IPS[i]}/24", "dev", f"vs{i}{tag}")
            ip("-n", home, "addr", "add", f"{HOME_IPS[i]}/24", "dev", f"vh{i}{tag}")
            ip("-n", names[0], "link", "set", f"vs{i}{tag}", "up")
            ip("-n", home, "link", "set", f"vh{i}{tag}", "up")
            links.append((home, f"vh{i}{tag}"))
        for ns in names:
            ip("-n", ns, "link", "set", "lo", "up")
        subprocess.run(["ip", "netns", "exec", names[0], "sysctl", "-qw",
                        "net.ipv4.ip_forward=0"], capture_output=True, timeout=30)
        yield names[0], names[1], names[2], links
    finally:
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=30)


def link(where: tuple[str, str], up: bool) -> None:
    """Cut (``up`` False) or mend a home's link to the server."""
    ip("-n", where[0], "link", "set", where[1], "up" if up else "down")
