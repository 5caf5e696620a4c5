"""Host and client on two machines of their own: two network namespaces joined by a veth pair.

Needs root and ``ip netns``; skipped with the reason otherwise. Everything stays inside the
two namespaces this test makes (private addresses, no route out), and both are deleted at
the end. The joiner finds the host by its broadcast beacon inside the namespaces.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import uuid

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOST_IP, CLIENT_IP, BROADCAST = "10.213.77.1", "10.213.77.2", "10.213.77.255"
PATIENCE = 120

LISTEN = """
import sys, time
from net.discovery import Listener
listener = Listener(bind="")
end = time.monotonic() + 60
while time.monotonic() < end:
    found = listener.poll()
    if found:
        print(f"{found[0].address}:{found[0].port}", flush=True)
        sys.exit(0)
    time.sleep(0.05)
sys.exit(1)
"""


def ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True, timeout=30)


@pytest.fixture
def namespaces():
    if shutil.which("ip") is None:
        pytest.skip("the 'ip' tool (iproute2) is not installed")
    tag = uuid.uuid4().hex[:6]
    a, b = f"euchre-h-{tag}", f"euchre-c-{tag}"
    made: list[str] = []
    try:
        try:
            ip("netns", "add", a)
            made.append(a)
            ip("netns", "add", b)
            made.append(b)
        except (subprocess.CalledProcessError, PermissionError) as e:
            pytest.skip(f"cannot make network namespaces here ({getattr(e, 'stderr', e)!s:.80})")
        ip("link", "add", f"vh{tag}", "netns", a, "type", "veth", "peer", "name", f"vc{tag}",
           "netns", b)
        ip("-n", a, "addr", "add", f"{HOST_IP}/24", "broadcast", BROADCAST, "dev", f"vh{tag}")
        ip("-n", b, "addr", "add", f"{CLIENT_IP}/24", "broadcast", BROADCAST, "dev", f"vc{tag}")
        for ns, dev in ((a, f"vh{tag}"), (b, f"vc{tag}")):
            ip("-n", ns, "link", "set", dev, "up")
            ip("-n", ns, "link", "set", "lo", "up")
        yield a, b
    finally:
        for ns in made:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=30)


def in_ns(ns: str, *args: str) -> subprocess.Popen:
    return subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, *args], cwd=ROOT,
                            text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_host_and_client_in_two_namespaces(namespaces):
    host_ns, client_ns = namespaces
    listener = in_ns(client_ns, "-c", LISTEN)
    host = in_ns(host_ns, "main.py", "--host", "--headless", "--bind", HOST_IP, "--port", "0",
                 "--room", "NS42", "--announce", BROADCAST)
    client = None
    try:
        found, err = listener.communicate(timeout=PATIENCE)
        assert listener.returncode == 0, f"no beacon heard in the client namespace: {err}"
        address = found.strip()
        assert address.startswith(HOST_IP + ":")
        client = in_ns(client_ns, "main.py", "--join", address, "--headless", "--bot", "random",
                       "--room", "NS42")
        out, err = client.communicate(timeout=PATIENCE)
        assert client.returncode == 0, err
        host_out, host_err = host.communicate(timeout=PATIENCE)
        assert host.returncode == 0, host_err
        assert out.strip().startswith("final score: ")
        assert out.strip() == host_out.strip().splitlines()[-1]
    finally:
        for p in (listener, host, client):
            if p is None:
                continue
            p.kill()
            p.communicate()
