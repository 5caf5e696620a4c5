"""Room codes and seat keys: what lets a person join a table and take their seat back,
without either ever crossing the network in a form someone listening could use again.

Only the standard library's ``hashlib``, ``hmac`` and ``secrets`` (docs/PROTOCOL.md,
"Security", gives the threat model and the figures).

- A **room code** (8 characters from ``ROOM_ALPHABET``, 40 bits) is never sent. The host
  gives each connection a fresh nonce and its table's salt; the joiner answers
  ``join_proof``: an HMAC keyed by ``room_key(code, salt)`` (scrypt: slow to test, so a
  recorded join cannot be brute-forced within a match) over both nonces and what it asks.
- A **seat key** is a hash chain (the S/KEY one-time passwords, RFC 1760): the joiner keeps
  a random secret and gives the host only ``chain_key(secret, 0)``, the end of the chain.
  To come back it reveals the link before the last one the host holds
  (``chain_key(secret, count)``, count 1, 2, 3...); the host checks it hashes to what it
  holds (``chain_follows``) and keeps it. A link once revealed is spent: replaying it, or
  anything older, gets nothing, and nothing the host holds or was sent leads forward.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import struct
from dataclasses import dataclass

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # 32 symbols: no 0/O or 1/I to misread
ROOM_LENGTH = 8  # 32**8 = 2**40 codes
NONCE = 16  # bytes of each side's nonce and of the table's salt
DIGEST = 32  # bytes of an HMAC-SHA256, a proof or a chain link
CHAIN = 4096  # links in a seat key: this many comebacks in one match
# scrypt for the room key: about 16 MiB and 50 ms once per joiner, so each guess tried
# against a recorded join costs the same.
SCRYPT = {"n": 2**14, "r": 8, "p": 1}


def new_room_code(length: int = ROOM_LENGTH) -> str:
    """A code a joiner must give, read aloud from the host's screen (``shown_code``)."""
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(length))


def normal_code(text: str | None) -> str:
    """A room code as compared: upper case, without the spaces and dashes it is shown with."""
    return "".join(ch for ch in (text or "").upper() if ch not in " -\t")


def shown_code(code: str) -> str:
    """``K7QM-4XPA``: an eight-character code in two halves, easier to read out."""
    return f"{code[:4]}-{code[4:]}" if len(code) == 8 else code


def room_key(code: str, salt: bytes) -> bytes:
    """The key a room code gives at the table with ``salt`` (slow on purpose)."""
    return hashlib.scrypt(normal_code(code).encode(), salt=b"euchre room " + salt,
                          dklen=DIGEST, **SCRYPT)


def join_proof(key: bytes, salt: bytes, host_nonce: bytes, client_nonce: bytes,
               seat: int | None, count: int, link: bytes) -> bytes:
    """The answer to the host's challenge that proves the code: bound to this connection's
    nonces and to what the join asks (so it can be neither replayed nor moved to another
    request)."""
    fields = struct.pack(">BI", 255 if seat is None else seat, count)
    return hmac.new(key, b"euchre join" + salt + host_nonce + client_nonce + fields + link,
                    hashlib.sha256).digest()


def proof_holds(key: bytes | None, proof: bytes | None, salt: bytes, host_nonce: bytes,
                client_nonce: bytes, seat: int | None, count: int, link: bytes) -> bool:
    """``proof`` is ``join_proof(key, ...)`` of the same fields (compared in constant time)."""
    if key is None or proof is None:
        return False
    return hmac.compare_digest(
        join_proof(key, salt, host_nonce, client_nonce, seat, count, link), proof)


def _step(link: bytes) -> bytes:
    return hashlib.sha256(b"euchre seat " + link).digest()


def chain_key(secret: bytes, count: int) -> bytes:
    """Link ``count`` of the chain of ``secret``: 0 is its end, given when the seat is
    taken; each comeback reveals the next one down."""
    if not 0 <= count < CHAIN:
        raise ValueError(f"a seat key has links 0 to {CHAIN - 1}")
    link = secret
    for _ in range(CHAIN - count):
        link = _step(link)
    return link


def chain_follows(held: bytes, held_count: int, link: bytes, count: int) -> bool:
    """``link`` is link ``count`` of the chain whose link ``held_count`` is ``held``: it
    hashes to it in ``count - held_count`` steps (later links only: a spent one never)."""
    if not held_count < count < CHAIN or len(link) != DIGEST:
        return False
    for _ in range(count - held_count):
        link = _step(link)
    return hmac.compare_digest(link, held)


@dataclass(frozen=True, slots=True)
class SeatKey:
    """A joiner's own key to its seat: the chain's secret, the last link used and the seat
    (-1 until the host has given one).

    ``text()`` is what is kept on disk (``net.tokens``); ``next()`` the key for one more
    comeback. Only its holder can make a link later than the host has seen."""

    secret: bytes
    used: int = 0
    seat: int = -1

    @classmethod
    def new(cls) -> "SeatKey":
        return cls(secrets.token_bytes(DIGEST))

    @classmethod
    def parse(cls, text: str | None) -> "SeatKey | None":
        """The key in ``text`` (from ``text()``), or None if it is not one."""
        parts = (text or "").split(":")
        try:
            secret, used, seat = bytes.fromhex(parts[0]), int(parts[1]), int(parts[2])
        except (ValueError, IndexError):
            return None
        if len(parts) != 3 or len(secret) != DIGEST or not 0 <= used < CHAIN \
                or not -1 <= seat <= 3:
            return None
        return cls(secret, used, seat)

    def text(self) -> str:
        return f"{self.secret.hex()}:{self.used}:{self.seat}"

    def at(self, seat: int) -> "SeatKey":
        return SeatKey(self.secret, self.used, seat)

    def next(self) -> "SeatKey":
        return SeatKey(self.secret, self.used + 1, self.seat)

    def link(self) -> bytes:
        return chain_key(self.secret, self.used)

    @property
    def usable(self) -> bool:
        """True when it names a seat and has a comeback left (``CHAIN`` - 1 in a match)."""
        return self.seat >= 0 and self.used < CHAIN - 1


def guess_years(per_minute: float, addresses: int = 1, length: int = ROOM_LENGTH) -> float:
    """Expected years to hit a code by guessing online at ``per_minute`` per address."""
    return len(ROOM_ALPHABET) ** length / 2 / (per_minute * addresses) / (60 * 24 * 365.25)
