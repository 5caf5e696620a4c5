"""Views and events as plain values (dicts, lists, ints, strings) for saves and the network.

``view_to_wire`` / ``view_from_wire`` round-trip a ``View``; ``view_from_wire`` checks
every field's type and raises ``ValueError`` on anything malformed, so a peer's bytes
can never build a broken view.
"""
from __future__ import annotations

import functools
from dataclasses import fields
from typing import Any

from .actions import Action
from .options import Options
from .view import View

_INT, _BOOL, _STR = "int", "bool", "str"
_OPT_INT = "int|None"
_SHAPES = {
    "seat": _INT, "phase": _STR, "to_act": _OPT_INT, "dealer": _INT, "hand": "ints",
    "hand_sizes": "ints", "upcard": _OPT_INT, "upcard_state": _STR, "proposed_suit": _INT,
    "turned_down_suit": _INT, "trump": _INT, "maker": _INT, "alone": _BOOL,
    "sitting_out": _INT, "lone_defender": _INT, "bids": "bids", "trick": "pairs", "led_suit": _INT,
    "tricks": "tricks", "tricks_won": "ints", "scores": "ints", "at_the_bridge": "bools",
    "hand_number": _INT, "game_number": _INT, "games_won": "ints", "rubber_points": "ints",
    "winner": _OPT_INT, "discard": _OPT_INT, "legal": "actions", "state_id": _INT,
    "seating": "ints", "best_calls": "ints", "best_passed": _OPT_INT, "best_received": _OPT_INT,
    "best_discard": _OPT_INT, "high_bid": _INT, "high_bidder": _INT, "auction_passed": "ints",
    "forced_bid": _BOOL,
    # Napoleon (RULES §8.3)
    "contract": _STR, "nap_high_bid": _STR, "deal_number": _INT, "deals": _INT, "winners": "ints",
}


_VIEW_FIELDS = tuple(f.name for f in fields(View))


@functools.lru_cache(maxsize=256)
def _options_wire(options: Options) -> dict:
    """``options.to_dict()``, made once per rules (a server sends thousands of views)."""
    return options.to_dict()


def view_to_wire(v: View) -> dict:
    d: dict[str, Any] = {}
    for name in _VIEW_FIELDS:
        val = getattr(v, name)
        if name == "options":
            d[name] = dict(_options_wire(val))
        elif name == "legal":
            d[name] = [str(a) for a in val]
        else:
            d[name] = val
    return d


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ints(x) -> tuple[int, ...]:
    if not isinstance(x, (list, tuple)) or not all(_is_int(i) for i in x):
        raise ValueError("expected a list of whole numbers")
    return tuple(x)


def _pairs(x) -> tuple[tuple[int, int], ...]:
    if not isinstance(x, (list, tuple)):
        raise ValueError("expected a list of pairs")
    out = []
    for p in x:
        p = _ints(p)
        if len(p) != 2:
            raise ValueError("expected pairs")
        out.append(p)
    return tuple(out)


def _convert(shape: str, x):
    if shape == _INT:
        if not _is_int(x):
            raise ValueError("expected a whole number")
        return x
    if shape == _OPT_INT:
        return None if x is None else _convert(_INT, x)
    if shape == _BOOL:
        if not isinstance(x, bool):
            raise ValueError("expected true or false")
        return x
    if shape == _STR:
        if not isinstance(x, str):
            raise ValueError("expected text")
        return x
    if shape == "ints":
        return _ints(x)
    if shape == "bools":
        if not isinstance(x, (list, tuple)) or not all(isinstance(b, bool) for b in x):
            raise ValueError("expected a list of true/false")
        return tuple(x)
    if shape == "pairs":
        return _pairs(x)
    if shape == "bids":
        if not isinstance(x, (list, tuple)):
            raise ValueError("expected a list of bids")
        bids: list[tuple[int, str]] = []
        for b in x:
            if (not isinstance(b, (list, tuple)) or len(b) != 2 or not _is_int(b[0])
                    or not isinstance(b[1], str)):
                raise ValueError("expected (seat, bid) pairs")
            bids.append((b[0], b[1]))
        return tuple(bids)
    if shape == "tricks":
        if not isinstance(x, (list, tuple)):
            raise ValueError("expected a list of tricks")
        tricks: list[tuple[int, tuple[tuple[int, int], ...]]] = []
        for t in x:
            if not isinstance(t, (list, tuple)) or len(t) != 2 or not _is_int(t[0]):
                raise ValueError("expected (winner, cards) tricks")
            tricks.append((t[0], _pairs(t[1])))
        return tuple(tricks)
    if shape == "actions":
        if not isinstance(x, (list, tuple)) or not all(isinstance(a, str) for a in x):
            raise ValueError("expected a list of actions")
        return tuple(Action.parse(a) for a in x)
    raise AssertionError(shape)


def view_from_wire(d: object) -> View:
    """A ``View`` from its wire form; ``ValueError`` naming the field if malformed."""
    if not isinstance(d, dict):
        raise ValueError("a view must be a map")
    kwargs: dict[str, Any] = {}
    for f in fields(View):
        if f.name not in d:
            raise ValueError(f"the view has no {f.name!r}")
        try:
            if f.name == "options":
                if not isinstance(d[f.name], dict):
                    raise ValueError("expected a map")
                kwargs[f.name] = Options.from_dict(d[f.name])
            else:
                kwargs[f.name] = _convert(_SHAPES[f.name], d[f.name])
        except (ValueError, TypeError) as e:
            raise ValueError(f"bad view field {f.name!r}: {e}") from None
    extra = set(d) - set(kwargs)
    if extra:
        raise ValueError(f"the view has unknown fields: {', '.join(sorted(map(str, extra)))}")
    return View(**kwargs)
