"""The online messages: the LAN protocol's maps (``net.messages``), one per WebSocket
binary frame, and what the server adds (docs/PROTOCOL.md, "Online").

A frame's payload is the msgpack map a LAN frame carries after its length (WebSocket frames
carry their own length). A connection says ``hello`` as on a LAN, then which table it
wants: ``create`` (a new one, with its rules and seats; answered ``created`` with the room
code) or ``find`` (a room code). From the table's ``challenge`` on, everything is the LAN
protocol: ``join``, ``welcome``, ``update``, ``seats``, ``act``, ``ping``/``pong``, ``bye``.
"""
from __future__ import annotations

from typing import Any

import msgpack

from .. import messages as M
from ..framing import MAX_FRAME, FrameError, decode_payload

# Refusals the server adds to the LAN's (``net.messages.REFUSALS``).
LIMIT, RULES, BUSY = "limit", "rules", "busy"
REFUSALS = M.REFUSALS + (LIMIT, RULES, BUSY)
MAX_SPEC = 16  # characters of one seat's entry ("bot:expert")


def _seat_specs(x: Any) -> bool:
    return (isinstance(x, list) and 2 <= len(x) <= 4
            and all(isinstance(s, str) and len(s) <= MAX_SPEC for s in x))


FROM_CLIENT: dict[str, dict[str, M.Check]] = {
    **M.FROM_CLIENT,
    # A new table: ``options`` as ``Options.to_dict`` gives them, ``seats`` one entry per
    # seat as ``net.seats`` spells them (remote, bot, bot:LEVEL); the creator takes the
    # first remote seat with the join that follows.
    "create": {"options": lambda x: isinstance(x, dict) and len(x) <= 32, "seats": _seat_specs},
    # The table of a room code (as typed: case, spaces and dashes do not matter).
    "find": {"room": M._str(M.MAX_ROOM + 8)},
}

FROM_SERVER: dict[str, dict[str, M.Check]] = {
    **M.FROM_HOST,
    "refuse": {"code": lambda x: x in REFUSALS, "message": M.wire_words_ok},
    # The code of the table just made: say it to the others; the table's challenge follows.
    "created": {"room": M._str(M.MAX_ROOM + 8)},
}


def check_from_client(msg: object) -> dict[str, Any]:
    return M._check(msg, FROM_CLIENT)


def check_from_server(msg: object) -> dict[str, Any]:
    """A message from the server, checked, its words read back (``net.messages.read_words``)."""
    return M.read_words(M._check(msg, FROM_SERVER))


def encode(message: dict[str, Any]) -> bytes:
    """One frame's payload; ``FrameError`` over the cap."""
    data = msgpack.packb(message, use_bin_type=True)
    if len(data) > MAX_FRAME:
        raise FrameError(f"a message of {len(data)} bytes is over the {MAX_FRAME}-byte cap")
    return data


def decode(data: bytes | str) -> dict[str, Any]:
    """The map in one frame; ``FrameError`` for a text frame or anything but one map."""
    if isinstance(data, str):
        raise FrameError("text frames are not part of the protocol: send binary frames")
    return decode_payload(data)


def create(options: dict[str, Any], seats: list[str]) -> dict[str, Any]:
    return {"type": "create", "options": options, "seats": seats}


def find(room: str) -> dict[str, Any]:
    return {"type": "find", "room": room}


def created(room: str) -> dict[str, Any]:
    return {"type": "created", "room": room}
