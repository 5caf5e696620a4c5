"""Every message of the LAN protocol, with the schema each inbound one is checked against.

A message is a msgpack map with a ``"type"`` field. ``check_from_client`` and
``check_from_host`` return the map when it matches its schema exactly (no missing, extra or
mistyped fields) and raise ``ProtocolError`` otherwise. Builders (``hello``, ``act``,
``update``...) make the outbound maps, so both ends agree on one spelling.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from game.rules.event_check import shape_errors
from game.rules.said import Said, wire_words_ok, words_from_wire, words_to_wire

from .auth import CHAIN, DIGEST, NONCE

# 3: three-handed, defend alone and no ace no face (the view's ``lone_defender``, the
# host's options in the beacon).
# 4: the challenge and the join (room codes and seat keys never sent, ``net.auth``), the
# ``wait`` and ``removed`` refusals, rematches, who the computer plays for in ``seats``.
# 5: every event of a kind has the same keys (``game.rules.events``): ``first_dealer``
# always carries ``rounds`` (empty when nobody drew for the first deal).
#    Also Railroad Euchre: its options in ``Options.to_dict`` (call_for_best,
#    defender_calls_for_best, laps, slam; the 33-card deck), the call for partner's best
#    (``call best``, ``give JD``), its view fields and events.
# 6: Hasenpfeffer: its options in ``Options.to_dict`` (variant "hasenpfeffer", the 25-card
#    deck), the auction's actions (``bid 1`` .. ``bid 6``), the view's auction fields
#    (high_bid, high_bidder, auction_passed, forced_bid) and its events (bid, forced_bid,
#    auction_won, thrown_in, widow; a deal's and a hand_over's upcard nil).
#    Also Napoleon: its options (variants "napoleon" and "napoleon-3", the 28- and 24-card
#    decks, misere, wellington, blucher, rounds), its bids (``bid two`` .. ``bid blucher``),
#    its view fields (contract, nap_high_bid, deal_number, deals, winners) and events
#    (nap_deal, nap_bid, contract, nap_trump, settlement; every match_over's ``winners``).
# 7: Napoleon's full 52-card pack: the deck 52 in its ``Options``, the cards 33..52 (the twos
#    to the sixes, ``game.rules.cards``) in its views and events, their ``play 2C`` actions.
# 8: words as message ids: every sentence (``message`` of update, refuse and closed) and a
#    seat's name the host made (a computer's) cross as words (``game.rules.said``: the id,
#    its parts, the plural and count, the context and the English text), so each client
#    says them in its own language.
# A peer of another version is refused at hello (whose fields never change).
PROTOCOL_VERSION = 8
MAX_NAME = 32
MAX_TEXT = 400
MAX_ROOM = 16
MAX_TOKEN = 64
MAX_EVENTS = 64

# Refusal codes a welcome may be replaced by.
VERSION, FULL, ROOM, TOKEN, OVER = "version", "full", "room", "token", "over"
WAIT, REMOVED = "wait", "removed"
REFUSALS = (VERSION, FULL, ROOM, TOKEN, OVER, WAIT, REMOVED)
UPDATE_KINDS = ("events", "refused", "notice", "rematch")


class ProtocolError(ValueError):
    """A message that does not match the protocol; its connection is dropped."""


Check = Callable[[Any], bool]


def _int(lo: int = -2**31, hi: int = 2**31) -> Check:
    return lambda x: isinstance(x, int) and not isinstance(x, bool) and lo <= x <= hi


def _str(max_len: int) -> Check:
    return lambda x: isinstance(x, str) and len(x) <= max_len


def _opt(check: Check) -> Check:
    return lambda x: x is None or check(x)


def _is_bool(x: Any) -> bool:
    return isinstance(x, bool)


def _is_map(x: Any) -> bool:
    return isinstance(x, dict)


def _bin(size: int) -> Check:
    return lambda x: isinstance(x, bytes) and len(x) == size


def _flags(x: Any) -> bool:
    return isinstance(x, list) and len(x) <= 4 and all(isinstance(f, bool) for f in x)


def _events(x: Any) -> bool:
    """The engine's events, each of its kind's shape (``game.rules.events``; lists for the
    tuples, as msgpack gives them)."""
    return (isinstance(x, list) and len(x) <= MAX_EVENTS
            and all(not shape_errors(e, wire=True) for e in x))


def _name(x: Any) -> bool:
    """A seat's name: as its person typed it, or words the host made ("computer (hard)")."""
    return (isinstance(x, str) and len(x) <= MAX_NAME) or (isinstance(x, dict) and wire_words_ok(x))


def _seat_names(x: Any) -> bool:
    return isinstance(x, list) and len(x) <= 4 and all(_name(n) for n in x)


def _away(x: Any) -> bool:
    return (isinstance(x, list) and len(x) <= 4
            and all(isinstance(n, int) and not isinstance(n, bool) and -1 <= n <= 86400
                    for n in x))


_STAMP = _int(0, 2**62)
_NONCE, _DIGEST = _bin(NONCE), _bin(DIGEST)

# Host -> client and client -> host schemas: type -> {field: check}.
FROM_CLIENT: dict[str, dict[str, Check]] = {
    # First message on a connection; its fields never change, so every version can refuse
    # every other one. Since version 4 ``room`` and ``token`` are nil (see "join").
    "hello": {"version": _int(), "name": _str(MAX_NAME), "room": _opt(_str(MAX_ROOM)),
              "token": _opt(_str(MAX_TOKEN))},
    # The answer to the challenge. A new seat: ``seat`` nil, ``count`` 0, ``link`` the end
    # of the joiner's seat key chain. Coming back: ``seat``, ``count`` and that link of the
    # chain. ``proof``: ``net.auth.join_proof`` with the room code (nil when no code is
    # needed, and when coming back).
    "join": {"nonce": _NONCE, "proof": _opt(_DIGEST), "seat": _opt(_int(0, 3)),
             "count": _int(0, CHAIN - 1), "link": _DIGEST},
    # An intention: ``action`` in its text form ("play JD"), made on state ``state_id``.
    "act": {"seat": _int(0, 3), "action": _str(40), "state_id": _int(0, 2**31)},
    "ping": {"stamp": _STAMP},
    "pong": {"stamp": _STAMP},
    "bye": {},
}

FROM_HOST: dict[str, dict[str, Check]] = {
    # The answer to a hello of this version: this connection's nonce, the table's salt,
    # and whether a room code is needed.
    "challenge": {"nonce": _NONCE, "salt": _NONCE, "room": _is_bool},
    # ``grace``: how many seconds a dropped player's seat waits for them before the
    # computer plays it (until they are back).
    "welcome": {"version": _int(), "seat": _int(0, 3), "options": _is_map,
                "names": _seat_names, "resumed": _is_bool, "grace": _int(0, 86400)},
    # Who sits where, sent whenever a seat fills, empties or is taken back: each seat's
    # name ("" while open), for a player who dropped the seconds their seat still waits
    # for them (-1: at the table, 0: waits no more), and whether the computer plays it.
    "seats": {"names": _seat_names, "away": _away, "computer": _flags},
    "refuse": {"code": lambda x: x in REFUSALS, "message": wire_words_ok},
    # What happened; ``view`` is this seat's view after it (None for refused/notice).
    "update": {"kind": lambda x: x in UPDATE_KINDS, "events": _events, "view": _opt(_is_map),
               "seat": _opt(_int(0, 3)), "message": wire_words_ok, "state_id": _int(0, 2**31)},
    "ping": {"stamp": _STAMP},
    "pong": {"stamp": _STAMP},
    "closed": {"message": wire_words_ok},
}

# The fields that carry words (``wire_words_ok``) and names (``_name``), by message type:
# a client reads them back as ``Said`` (``check_from_host``), to say in its own language.
WORDS = {"update": "message", "refuse": "message", "closed": "message"}
NAMES = {"welcome": "names", "seats": "names"}


def _check(msg: object, schemas: dict[str, dict[str, Check]]) -> dict[str, Any]:
    if not isinstance(msg, dict):
        raise ProtocolError("a message must be a map")
    kind = msg.get("type")
    schema = schemas.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError(f"unknown message type {str(kind)[:20]!r}")
    fields = set(msg) - {"type"}
    if fields != set(schema):
        missing, extra = set(schema) - fields, fields - set(schema)
        raise ProtocolError(f"{kind}: missing {sorted(missing)}, unexpected "
                            f"{sorted(str(e)[:20] for e in extra)}")
    for name, check in schema.items():
        if not check(msg[name]):
            raise ProtocolError(f"{kind}: bad field {name!r}")
    return msg


def check_from_client(msg: object) -> dict[str, Any]:
    """A message a host received, checked; ``ProtocolError`` if it is not one."""
    return _check(msg, FROM_CLIENT)


def check_from_host(msg: object) -> dict[str, Any]:
    """A message a client received, checked (``ProtocolError`` if it is not one), its words
    and names read back (``read_words``)."""
    return read_words(_check(msg, FROM_HOST))


def read_words(msg: dict[str, Any]) -> dict[str, Any]:
    """A checked message with its words as ``Said`` (English text that keeps its id and
    parts), and its names as text (a name the host made, such as a computer's, a ``Said``)."""
    kind = msg["type"]
    if kind in WORDS:
        msg[WORDS[kind]] = words_from_wire(msg[WORDS[kind]])
    elif kind in NAMES:
        msg[NAMES[kind]] = [words_from_wire(n) if isinstance(n, dict) else n for n in msg[NAMES[kind]]]
    return msg


def _names(names: Sequence[str]) -> list[str | dict[str, Any] | None]:
    """Seat names for the wire: a ``Said`` (a name the host made) as words, typed names as text."""
    return [words_to_wire(n) if isinstance(n, Said) and n else n for n in names]


# ---------------------------------------------------------------- builders
def hello(name: str, room: str | None = None, token: str | None = None,
          version: int = PROTOCOL_VERSION) -> dict[str, Any]:
    return {"type": "hello", "version": version, "name": name[:MAX_NAME], "room": room,
            "token": token}


def join(nonce: bytes, proof: bytes | None, seat: int | None, count: int, link: bytes) -> dict[str, Any]:
    return {"type": "join", "nonce": nonce, "proof": proof, "seat": seat, "count": count,
            "link": link}


def challenge(nonce: bytes, salt: bytes, room: bool) -> dict[str, Any]:
    return {"type": "challenge", "nonce": nonce, "salt": salt, "room": room}


def act(seat: int, action: str, state_id: int) -> dict[str, Any]:
    return {"type": "act", "seat": seat, "action": action, "state_id": state_id}


def ping(stamp: int) -> dict[str, Any]:
    return {"type": "ping", "stamp": stamp}


def pong(stamp: int) -> dict[str, Any]:
    return {"type": "pong", "stamp": stamp}


def bye() -> dict[str, Any]:
    return {"type": "bye"}


def welcome(seat: int, options: dict[str, Any], names: list[str], resumed: bool, grace: int) -> dict[str, Any]:
    return {"type": "welcome", "version": PROTOCOL_VERSION, "seat": seat, "options": options,
            "names": _names(names), "resumed": resumed, "grace": grace}


def seats(names: list[str], away: list[int], computer: list[bool]) -> dict[str, Any]:
    return {"type": "seats", "names": _names(names), "away": away, "computer": computer}


def refuse(code: str, message: str) -> dict[str, Any]:
    return {"type": "refuse", "code": code, "message": words_to_wire(message)}


def update(kind: str, events: Sequence[Mapping[str, Any]], view: dict[str, Any] | None, seat: int | None,
           message: str, state_id: int) -> dict[str, Any]:
    return {"type": "update", "kind": kind, "events": list(events), "view": view, "seat": seat,
            "message": words_to_wire(message), "state_id": state_id}


def closed(message: str) -> dict[str, Any]:
    return {"type": "closed", "message": words_to_wire(message)}
