"""Checking an event against its declared kind (``game.rules.events``), and the table of the
kinds for docs/PROTOCOL.md: ``python -m game.rules.event_check --markdown``.

The LAN client checks every event it is sent with ``shape_errors(e, wire=True)``; the tests
check every event of random matches with it."""
from __future__ import annotations

import inspect
import re
import sys
import types
from typing import (
    Annotated,
    Any,
    Callable,
    Literal,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

from .events import EVENT_SHAPES, KEY_TYPES, Bounds


# ---------------------------------------------------------------- checking an event
def shape_errors(event: object, *, wire: bool = False) -> list[str]:
    """What keeps ``event`` from being an event of its kind ([] when it is one): an unknown
    ``type``, a missing or extra key, a value not of its declared type (or out of range).
    ``wire``: as read from msgpack, where lists stand for the tuples."""
    if not isinstance(event, dict):
        return ["an event is a map"]
    kind = event.get("type")
    cls = EVENT_SHAPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        return [f"no event type {str(kind)[:20]!r}"]
    hints = KEY_TYPES[cls]
    if event.keys() == hints.keys():
        for key, check in _KEY_CHECKS[cls]:
            if not check(event[key], wire):
                break
        else:
            return []
    errors = [f"{kind}: no {key!r}" for key in hints if key not in event]
    errors += [f"{kind}: unexpected {str(key)[:20]!r}" for key in event if key not in hints]
    errors += [f"{kind}: {key!r} is not {describe(tp)}: {event[key]!r}"[:200]
               for key, tp in hints.items() if key in event and not fits(event[key], tp, wire)]
    return errors


def fits(value: Any, tp: Any, wire: bool = False) -> bool:
    """Whether ``value`` is of the annotation ``tp`` (the kinds the events use: int, bool,
    str, None, Literal, unions, tuples, lists, dicts, Annotated bounds, nested TypedDicts)."""
    return checker(tp)(value, wire)


Check = Callable[[Any, bool], bool]   # (value, wire) -> whether it fits
_CHECKS: dict[Any, Check] = {}


def checker(tp: Any) -> Check:
    """The check of one annotation, made once (an event is checked key by key)."""
    check = _CHECKS.get(tp)
    if check is None:
        check = _CHECKS[tp] = _made(tp)
    return check


def _made(tp: Any) -> Check:
    origin, args = get_origin(tp), get_args(tp)
    if tp is Any:
        return lambda v, w: True
    if tp is None or tp is type(None):
        return lambda v, w: v is None
    if tp is bool:
        return lambda v, w: v.__class__ is bool
    if tp is int:
        return lambda v, w: v.__class__ is int or (isinstance(v, int) and v.__class__ is not bool)
    if tp is str:
        return lambda v, w: isinstance(v, str)
    if origin is Annotated:
        base = checker(args[0])
        bounds = [b for b in tp.__metadata__ if isinstance(b, Bounds)]
        if not bounds:
            return base
        lo, hi = max(b.lo for b in bounds), min(b.hi for b in bounds)
        return lambda v, w: base(v, w) and lo <= v <= hi
    if origin is Literal:
        allowed = {(a.__class__, a) for a in args}
        classes = {a.__class__ for a in args}
        return lambda v, w: v.__class__ in classes and (v.__class__, v) in allowed
    if origin is Union or origin is types.UnionType:
        options = [checker(t) for t in args]
        return lambda v, w: any(c(v, w) for c in options)
    if origin is tuple:
        def sequence(v: Any, w: bool) -> bool:
            return v.__class__ is tuple or (w and v.__class__ is list)
        if len(args) == 2 and args[1] is Ellipsis:
            item = checker(args[0])

            def each(v: Any, w: bool) -> bool:
                if not sequence(v, w):
                    return False
                for x in v:
                    if not item(x, w):
                        return False
                return True
            return each
        items = [checker(t) for t in args]
        return lambda v, w: (sequence(v, w) and len(v) == len(items)
                             and all(c(x, w) for c, x in zip(items, v)))
    if origin is list:
        item = checker(args[0])
        return lambda v, w: isinstance(v, list) and all(item(x, w) for x in v)
    if origin is dict:
        key, val = checker(args[0]), checker(args[1])
        return lambda v, w: isinstance(v, dict) and all(
            key(a, w) and val(b, w) for a, b in v.items())
    if is_typeddict(tp):
        keys = {k: checker(t) for k, t in get_type_hints(tp, include_extras=True).items()}
        return lambda v, w: (isinstance(v, dict) and v.keys() == keys.keys()
                             and all(c(v[k], w) for k, c in keys.items()))
    raise TypeError(f"an event annotation this checker does not know: {tp!r}")


_KEY_CHECKS: dict[type, list[tuple[str, Check]]] = {
    cls: [(key, checker(tp)) for key, tp in hints.items()] for cls, hints in KEY_TYPES.items()}


# ---------------------------------------------------------------- the table for the docs
def describe(tp: Any) -> str:
    """An annotation in the protocol's words: int, bool, text, nil, list of ..., [a, b]."""
    origin = get_origin(tp)
    if tp is None or tp is type(None):
        return "nil"
    if tp in (int, bool):
        return tp.__name__
    if tp is str:
        return "text"
    if origin is Annotated:
        base, *extras = get_args(tp)
        words = [b.word for b in extras if isinstance(b, Bounds)]
        return words[0] if words else describe(base)
    if origin is Literal:
        vals = [f'"{v}"' if isinstance(v, str) else str(v) for v in get_args(tp)]
        return vals[0] if len(vals) == 1 else ", ".join(vals[:-1]) + " or " + vals[-1]
    if origin is Union or origin is types.UnionType:
        return " or ".join(describe(t) for t in get_args(tp))
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return f"list of {describe(args[0])}"
        return "[" + ", ".join(describe(t) for t in args) + "]"
    if origin is list:
        return f"list of {describe(get_args(tp)[0])}"
    if origin is dict:
        return "map"
    return getattr(tp, "__name__", str(tp))


def explained(cls: type) -> tuple[str, dict[str, str]]:
    """A kind's docstring: when it comes (its first paragraph) and what each key means."""
    doc = inspect.cleandoc(cls.__doc__ or "")
    head, _, rest = doc.partition("\n\n")
    keys: dict[str, str] = {}
    key = ""
    for line in rest.splitlines():
        name, colon, text = line.partition(": ")
        if colon and not line.startswith(" ") and name.isidentifier():
            key = name
            keys[key] = text.strip()
        elif key and line.strip():
            keys[key] += " " + line.strip()
    return " ".join(head.split()), keys


def markdown() -> str:
    """The table of events for docs/PROTOCOL.md: a row for each kind, then one per key (in
    the protocol's words: None is nil there)."""
    rows = ["| event | key | type | meaning |", "|-------|-----|------|---------|"]
    for kind, cls in EVENT_SHAPES.items():
        when, keys = explained(cls)
        rows.append(f"| `{kind}` | | | {_nil(when)} |")
        for key, tp in KEY_TYPES[cls].items():
            if key != "type":
                rows.append(f"| | `{key}` | {describe(tp)} | {_nil(keys.get(key, ''))} |")
    return "\n".join(rows) + "\n"


def _nil(text: str) -> str:
    return re.sub(r"\bNone\b", "nil", text)


if __name__ == "__main__":
    if sys.argv[1:] != ["--markdown"]:
        sys.exit("usage: python -m game.rules.event_check --markdown")
    sys.stdout.write(markdown())
