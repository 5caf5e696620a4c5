"""A client written from docs/PROTOCOL.md alone: every constant it speaks with (the version,
the framing, the messages' fields, the labels, sizes and byte encodings of the room code's
proof and the seat key, the view's fields) is read out of the document, and none from
``net/``. It joins a real host on 127.0.0.1 with a room code, plays legal actions to the end
of a short match, and comes back to its seat once with the next link of its key; so the
test fails when the document says something the host does not do.

Only the host is the project's (``net.host.Host``); the client below uses the standard
library and msgpack.
"""
from __future__ import annotations

import hashlib
import hmac
import random
import re
import secrets
import socket
import struct
import time
from dataclasses import dataclass
from pathlib import Path

import msgpack
import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"
ROOM = "k7q2-mx4p"   # typed as a person might: lower case, a dash (the document says both go)


def one(pattern: str, text: str, flags: int = re.M) -> re.Match:
    found = list(re.finditer(pattern, text, flags))
    assert len(found) == 1, f"the document should say {pattern!r} once, not {len(found)} times"
    return found[0]


def section(text: str, heading: str) -> str:
    """The text under ``heading`` up to the next heading of its level or above."""
    m = one(rf"^(#+) {re.escape(heading)}\n", text)
    level = len(m.group(1))
    rest = text[m.end():]
    end = re.search(rf"^#{{1,{level}}} ", rest, re.M)
    return rest[:end.start()] if end else rest


def message_fields(table: str) -> dict[str, list[str]]:
    """type -> its fields, from a table of messages (``| `type` | `field` int, ... |``)."""
    out = {}
    for m in re.finditer(r"^\| `(\w+)`\s*\| ([^|]*) \|", table, re.M):
        out[m.group(1)] = re.findall(
            r"`(\w+)` (?=int|text|nil|bool|map|list|one of|\d+ bytes|`|\[)", m.group(2))
    return out


@dataclass
class Spec:
    """What the document says a client needs."""

    version: int
    header: struct.Struct
    client: dict[str, list[str]]
    host: dict[str, list[str]]
    nonce: int
    scrypt_label: bytes
    scrypt: dict[str, int]
    removed: str
    proof_label: bytes
    proof_parts: list[str]
    seat: struct.Struct
    nil_seat: int
    count: struct.Struct
    step_label: bytes
    secret: int
    chain: int
    view: list[str]
    events: list[str]


def read_spec() -> Spec:
    doc = DOC.read_text(encoding="utf-8")
    versions = {
        "the title": one(r"^# The Euchre LAN protocol \(version (\d+)\)$", doc),
        "Versions": one(r"`PROTOCOL_VERSION` \(`net/messages\.py`\) is (\d+)\.", doc),
        "the beacon": one(r'\{"type": "beacon", "version": (\d+),', doc),
        "Online": one(r"The protocol version is the LAN's \((\d+)\)", doc),
        "Online's LAN peers": one(r"LAN host or joiner of version (\d+) never", doc),
    }
    said = {where: int(m.group(1)) for where, m in versions.items()}
    assert len(set(said.values())) == 1, f"the document names several versions: {said}"
    framing = one(r"a (\d+)-byte (big|little)-endian unsigned length", doc)
    width = {"1": "B", "2": "H", "4": "I", "8": "Q"}[framing.group(1)]
    messages = section(doc, "Messages")
    client = message_fields(messages.split("Host to client:")[0])
    host = message_fields(messages.split("Host to client:")[1])
    join = section(doc, "The challenge and the join, byte for byte")
    k = one(r'^K\s+= scrypt\(password = CODE, salt = "([^"]*)" \|\| salt, N = (\d+), '
            r"r = (\d+), p = (\d+), dklen = (\d+)\)$", join)
    code = one(r"^CODE\s+= the room code as typed, upper-cased, with every (.*) taken out", join)
    removed = "".join(re.findall(r'"(.)"', code.group(1))) + ("\t" if "tab" in code.group(1) else "")
    proof = one(r'^proof\s+= HMAC-SHA256\(key = K, "([^"]*)" \|\| (.*)\)$', join)
    seat = one(r"^SEAT\s+= (\d+) byte: .*, (\d+) when it is nil", join)
    count = one(r"^COUNT\s+= (\d+) bytes, (big|little)-endian unsigned", join)
    step = one(r'^H\(x\)\s+= SHA-256\("([^"]*)" \|\| x\)$', join)
    secret = one(r"^secret\s+= (\d+) random bytes", join)
    chain = one(r"^link k\s+= H applied (\d+) - k times to secret", join)
    nonce = one(r"`nonce` (\d+) bytes", messages.split("Host to client:")[0])

    def fmt(m: re.Match) -> struct.Struct:
        size = {"1": "B", "2": "H", "4": "I"}[m.group(1)]
        return struct.Struct((">" if m.lastindex > 1 and m.group(2) == "big" else "<") + size)

    view = re.findall(r"^\| `(\w+)` \| [^|]+ \| [^|]+ \|$", section(doc, "The view"), re.M)
    events = re.findall(r"^\| `(\w+)` \| \| \| ", section(doc, "Events"), re.M)
    return Spec(
        version=said["the title"],
        header=struct.Struct((">" if framing.group(2) == "big" else "<") + width),
        client=client, host=host, nonce=int(nonce.group(1)),
        scrypt_label=k.group(1).encode("ascii"),
        scrypt={"n": int(k.group(2)), "r": int(k.group(3)), "p": int(k.group(4)),
                "dklen": int(k.group(5))},
        removed=removed, proof_label=proof.group(1).encode("ascii"),
        proof_parts=[p.strip() for p in proof.group(2).split("||")],
        seat=struct.Struct(">B") if seat.group(1) == "1" else struct.Struct(">H"),
        nil_seat=int(seat.group(2)), count=fmt(count),
        step_label=step.group(1).encode("ascii"), secret=int(secret.group(1)),
        chain=int(chain.group(1)), view=view, events=events)


class DocClient:
    """A blocking client that knows only ``Spec``."""

    def __init__(self, spec: Spec, port: int) -> None:
        self.spec = spec
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=20)
        self.buffer = b""
        self.secret = secrets.token_bytes(spec.secret)
        self.count = 0
        self.seat: int | None = None

    # -- frames and messages -------------------------------------------------------------
    def send(self, kind: str, **values) -> None:
        fields = self.spec.client[kind]
        assert set(values) == set(fields), (kind, sorted(values), fields)
        payload = msgpack.packb({"type": kind, **{f: values[f] for f in fields}},
                                use_bin_type=True)
        self.sock.sendall(self.spec.header.pack(len(payload)) + payload)

    def recv(self) -> dict:
        """The next message from the host, its fields checked against the document's; a
        ping is answered as the document says."""
        while True:
            while len(self.buffer) < self.spec.header.size:
                self._read()
            (n,) = self.spec.header.unpack(self.buffer[:self.spec.header.size])
            while len(self.buffer) < self.spec.header.size + n:
                self._read()
            payload = self.buffer[self.spec.header.size:self.spec.header.size + n]
            self.buffer = self.buffer[self.spec.header.size + n:]
            msg = msgpack.unpackb(payload, raw=False)
            kind = msg["type"]
            assert kind in self.spec.host, f"the document has no message {kind!r}"
            assert sorted(set(msg) - {"type"}) == sorted(self.spec.host[kind]), (kind, msg)
            if kind == "ping":
                self.send("pong", stamp=msg["stamp"])
                continue
            if kind != "pong":
                return msg

    def _read(self) -> None:
        data = self.sock.recv(65536)
        if not data:
            raise ConnectionError("the host closed the connection")
        self.buffer += data

    # -- the room code and the seat key -------------------------------------------------
    def link(self, k: int) -> bytes:
        x = self.secret
        for _ in range(self.spec.chain - k):
            x = hashlib.sha256(self.spec.step_label + x).digest()
        return x

    def proof(self, code: str, challenge: dict, nonce: bytes, seat: int | None, count: int,
              link: bytes) -> bytes:
        s = self.spec
        typed = "".join(ch for ch in code.upper() if ch not in s.removed)
        key = hashlib.scrypt(typed.encode("utf-8"), salt=s.scrypt_label + challenge["salt"],
                             **s.scrypt)
        parts = {"salt": challenge["salt"], "host nonce": challenge["nonce"],
                 "joiner nonce": nonce, "SEAT": s.seat.pack(s.nil_seat if seat is None else seat),
                 "COUNT": s.count.pack(count), "link": link}
        return hmac.new(key, s.proof_label + b"".join(parts[p] for p in s.proof_parts),
                        hashlib.sha256).digest()

    def join(self, code: str | None, name: str = "Doc") -> dict:
        """hello, the challenge, the join (a new seat, or the next link of the seat's key):
        the host's answer."""
        self.send("hello", version=self.spec.version, name=name, room=None, token=None)
        challenge = self.recv()
        assert challenge["type"] == "challenge", challenge
        nonce = secrets.token_bytes(self.spec.nonce)
        if self.seat is None:
            link = self.link(0)
            proof = (self.proof(code, challenge, nonce, None, 0, link)
                     if challenge["room"] and code is not None else None)
            self.send("join", nonce=nonce, proof=proof, seat=None, count=0, link=link)
        else:
            self.count += 1
            self.send("join", nonce=nonce, proof=None, seat=self.seat, count=self.count,
                      link=self.link(self.count))
        answer = self.recv()
        if answer["type"] == "welcome":
            self.seat = answer["seat"]
        return answer

    def close(self) -> None:
        self.sock.close()


def play(client: DocClient, spec: Spec, rng: random.Random, until) -> tuple[dict, int]:
    """Act on every view whose seat is to act, with one of its legal actions, until
    ``until(update)``; (that update, how many actions were sent)."""
    acted: int | None = None
    sent = 0
    end = time.monotonic() + 60
    while time.monotonic() < end:
        msg = client.recv()
        if msg["type"] == "closed":
            raise AssertionError(f"closed: {msg['message']}")
        if msg["type"] != "update":
            continue
        assert msg["kind"] != "refused", msg["message"]
        if until(msg):
            return msg, sent
        view = msg["view"]
        if view is None:
            continue
        assert sorted(view) == sorted(spec.view), "the view's fields are not the document's"
        if view["to_act"] == view["seat"] and view["legal"] and view["state_id"] != acted:
            acted = view["state_id"]
            client.send("act", seat=view["seat"], action=rng.choice(view["legal"]),
                        state_id=view["state_id"])
            sent += 1
    raise AssertionError("the match did not end in time")


@pytest.fixture
def host():
    from game.rules import Options
    from net.host import Host
    from net.seats import parse_seats

    from .helpers import fast_limits

    h = Host(Options(variant="two-handed", target=5), parse_seats("remote,bot", 2, ("random",), "random"),
             bind="127.0.0.1", port=0, room=ROOM, seed=3, announce=None,
             limits=fast_limits()).start()
    yield h
    h.close()


def test_the_document_names_what_a_client_needs():
    spec = read_spec()
    for kind in ("hello", "join", "act", "ping", "pong", "bye"):
        assert kind in spec.client, kind
    for kind in ("challenge", "welcome", "seats", "refuse", "update", "ping", "closed"):
        assert kind in spec.host, kind
    for field in ("seat", "phase", "to_act", "hand", "legal", "state_id", "options"):
        assert field in spec.view, field
    assert "match_over" in spec.events


def test_a_client_built_from_the_document_joins_plays_to_the_end_and_comes_back(host):
    spec = read_spec()
    rng = random.Random(5)
    first = DocClient(spec, host.port)
    welcome = first.join(ROOM)
    assert welcome["type"] == "welcome" and welcome["version"] == spec.version, welcome
    seat = welcome["seat"]
    # A few actions, then the connection is cut and the seat taken back with the next link.
    got, sent = play(first, spec, rng, until=lambda u: u["kind"] == "events" and u["seat"] == seat
                     and u["state_id"] >= 6)
    first.close()
    again = DocClient(spec, host.port)
    again.secret, again.seat = first.secret, first.seat   # the key kept on disk
    end = time.monotonic() + 20
    while True:   # the host may not have seen the first connection end yet: try again
        answer = again.join(None)
        if answer["type"] == "welcome" or time.monotonic() > end:
            break
        again.close()
        fresh = DocClient(spec, host.port)
        fresh.secret, fresh.seat, fresh.count = again.secret, again.seat, again.count
        again = fresh
        time.sleep(0.05)
    assert answer["type"] == "welcome" and answer["resumed"] and answer["seat"] == seat, answer
    over, more = play(again, spec, rng, until=lambda u: any(
        e["type"] == "match_over" for e in u["events"]))
    assert sent + more > 5
    assert max(over["view"]["scores"]) >= 5 and over["view"]["phase"] == "match_over"
    again.close()


def test_the_caps_the_documents_give_are_the_code_s():
    """The door's and the beacon list's caps, as docs/PROTOCOL.md and the README say them,
    are the ones the code keeps (``HostLimits``, ``net.discovery``)."""
    from net import discovery
    from net.limits import HostLimits

    doc = DOC.read_text(encoding="utf-8")
    readme = (DOC.parents[1] / "README.md").read_text(encoding="utf-8")
    limits = HostLimits()
    door = one(r"may\s+number at most (\d+) from one address \(`per_address`\) and at most (\d+) "
               r"less one per seat in\s+all \(`max_connections`", doc)
    assert (int(door.group(1)), int(door.group(2))) == (limits.per_address, limits.max_connections)
    said = one(r"One address may hold at most (\d+) connections that have no seat yet, and all"
               r"\s+of them together at most (\d+) less one for each seat", readme)
    assert (int(said.group(1)), int(said.group(2))) == (limits.per_address, limits.max_connections)
    heard = one(r"a listener keeps at most (\d+) tables from one address and (\d+) in all", doc)
    assert (int(heard.group(1)), int(heard.group(2))) == (discovery.PER_ADDRESS, discovery.MAX_TABLES)
    assert int(one(r"The datagram is one msgpack map \(at most (\d+) bytes\)", doc).group(1)) \
        == discovery.BEACON_MAX
    words = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8}
    listed = one(r"At most (\w+) tables are listed\s+from one address", readme).group(1)
    assert words[listed] == discovery.PER_ADDRESS
