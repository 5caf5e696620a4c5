"""Length-prefixed msgpack frames: a 4-byte big-endian length, then one msgpack map.

Frames are capped at ``MAX_FRAME`` bytes of payload. ``encode`` builds a frame;
``decode_payload`` turns one payload into a map or raises ``FrameError``; ``FrameDecoder``
cuts a byte stream into messages and refuses to go on once it has failed (a connection
whose decoder failed is dropped, never resynchronised).
"""
from __future__ import annotations

import struct
from typing import Any

import msgpack

MAX_FRAME = 64 * 1024
HEADER = struct.Struct(">I")


class FrameError(ValueError):
    """Bytes that are not a valid frame; the connection they came on must be dropped."""


def encode(message: dict[str, Any]) -> bytes:
    """One frame holding ``message``; ``FrameError`` if it would exceed ``MAX_FRAME``."""
    payload = msgpack.packb(message, use_bin_type=True)
    if len(payload) > MAX_FRAME:
        raise FrameError(f"a message of {len(payload)} bytes is over the {MAX_FRAME}-byte cap")
    return HEADER.pack(len(payload)) + payload


def frame_length(header: bytes) -> int:
    """The payload length a 4-byte header announces; ``FrameError`` if it is 0 or too big."""
    (n,) = HEADER.unpack(header)
    if n == 0:
        raise FrameError("an empty frame")
    if n > MAX_FRAME:
        raise FrameError(f"a frame of {n} bytes is over the {MAX_FRAME}-byte cap")
    return n


def _no_ext(code: int, data: bytes) -> object:
    raise FrameError(f"msgpack extension type {code} is not part of the protocol")


def decode_payload(payload: bytes) -> dict[str, Any]:
    """The map in one frame's payload; ``FrameError`` on anything else."""
    try:
        obj = msgpack.unpackb(payload, raw=False, use_list=True, strict_map_key=True,
                              ext_hook=_no_ext, timestamp=0)
    except FrameError:
        raise
    except Exception as e:  # msgpack raises many kinds: all mean "not a frame"
        raise FrameError(f"undecodable frame ({type(e).__name__})") from None
    if not isinstance(obj, dict):
        raise FrameError("a frame must hold a map")
    return obj


class FrameDecoder:
    """Feed bytes, get whole messages. After one error it raises on every call."""

    def __init__(self) -> None:
        self._buf = bytearray()
        self.failed = False

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        if self.failed:
            raise FrameError("this decoder already failed; drop the connection")
        self._buf += data
        out: list[dict[str, Any]] = []
        try:
            while len(self._buf) >= HEADER.size:
                n = frame_length(bytes(self._buf[:HEADER.size]))
                if len(self._buf) < HEADER.size + n:
                    break
                payload = bytes(self._buf[HEADER.size:HEADER.size + n])
                del self._buf[:HEADER.size + n]
                out.append(decode_payload(payload))
        except FrameError:
            self.failed = True
            raise
        return out

    @property
    def pending(self) -> int:
        """Bytes held that do not yet make a whole frame."""
        return len(self._buf)
