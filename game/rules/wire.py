"""Views and events as plain values (dicts, lists, ints, strings) for saves and the network.

``view_to_wire`` / ``view_from_wire`` round-trip a ``View``; ``view_from_wire`` checks
every field against its annotation in ``View`` (the one place a field is declared) and
raises ``ValueError`` on anything malformed, so a peer's bytes can never build a broken view.
"""
from __future__ import annotations

import functools
import types
from dataclasses import fields
from typing import Any, Callable, Union, get_args, get_origin, get_type_hints

from .actions import Action
from .options import Options
from .view import View

# What a value of each annotation is on the wire, read off the ``View``'s own fields (a field
# is declared once, there): msgpack gives lists for tuples, an action goes as its text, the
# options as their map.
_HINTS: dict[str, Any] = get_type_hints(View)
_VIEW_FIELDS = tuple(f.name for f in fields(View))
# The fields view_to_wire sends otherwise than as they are: the options as their map, the
# actions as their text.
_OPTIONS_FIELDS = tuple(name for name in _VIEW_FIELDS if _HINTS[name] is Options)
_ACTIONS_FIELDS = tuple(name for name in _VIEW_FIELDS if get_origin(_HINTS[name]) is tuple
                        and get_args(_HINTS[name]) == (Action, Ellipsis))


@functools.lru_cache(maxsize=256)
def _options_wire(options: Options) -> dict[str, Any]:
    """``options.to_dict()``, made once per rules (a server sends thousands of views)."""
    return options.to_dict()


def view_to_wire(v: View) -> dict[str, Any]:
    d: dict[str, Any] = {name: getattr(v, name) for name in _VIEW_FIELDS}
    for name in _OPTIONS_FIELDS:   # (in its place: the map keeps the fields' order)
        d[name] = dict(_options_wire(d[name]))
    for name in _ACTIONS_FIELDS:
        d[name] = [str(a) for a in d[name]]
    return d


Read = Callable[[object], Any]   # a wire value -> the field's value; ValueError if malformed


def _int(x: object) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError("expected a whole number")
    return x


def _bool(x: object) -> bool:
    if not isinstance(x, bool):
        raise ValueError("expected true or false")
    return x


def _str(x: object) -> str:
    if not isinstance(x, str):
        raise ValueError("expected text")
    return x


def _action(x: object) -> Action:
    if not isinstance(x, str):
        raise ValueError("expected an action's text")
    return Action.parse(x)


def _options(x: object) -> Options:
    if not isinstance(x, dict):
        raise ValueError("expected a map")
    return Options.from_dict(x)


_READS: dict[Any, Read] = {int: _int, bool: _bool, str: _str, Action: _action, Options: _options}


def _reader(tp: Any) -> Read:
    """How a field annotated ``tp`` is read from the wire: the kinds a ``View`` uses (int,
    bool, str, ``Action``, ``Options``, ``X | None``, ``tuple[X, ...]`` and fixed tuples, from
    a list or a tuple)."""
    if tp in _READS:
        return _READS[tp]
    origin, args = get_origin(tp), get_args(tp)
    if origin is Union or origin is types.UnionType:
        others = [a for a in args if a is not type(None)]
        if len(others) == 1 and len(args) == 2:
            inner = _reader(others[0])

            def optional(x: object) -> Any:
                return None if x is None else inner(x)
            return optional
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = _reader(args[0])

        def each(x: object) -> tuple[Any, ...]:
            if not isinstance(x, (list, tuple)):
                raise ValueError("expected a list")
            return tuple(item(i) for i in x)
        return each
    if origin is tuple and Ellipsis not in args:
        items = [_reader(a) for a in args]

        def fixed(x: object) -> tuple[Any, ...]:
            if not isinstance(x, (list, tuple)) or len(x) != len(items):
                raise ValueError(f"expected a list of {len(items)}")
            return tuple(read(i) for read, i in zip(items, x))
        return fixed
    raise TypeError(f"a View field's annotation the wire does not read: {tp!r}")


_FIELD_READS: tuple[tuple[str, Read], ...] = tuple(
    (name, _reader(_HINTS[name])) for name in _VIEW_FIELDS)


def view_from_wire(d: object) -> View:
    """A ``View`` from its wire form; ``ValueError`` naming the field if malformed."""
    if not isinstance(d, dict):
        raise ValueError("a view must be a map")
    kwargs: dict[str, Any] = {}
    for name, read in _FIELD_READS:
        if name not in d:
            raise ValueError(f"the view has no {name!r}")
        try:
            kwargs[name] = read(d[name])
        except (ValueError, TypeError) as e:
            raise ValueError(f"bad view field {name!r}: {e}") from None
    extra = set(d) - set(kwargs)
    if extra:
        raise ValueError(f"the view has unknown fields: {', '.join(sorted(map(str, extra)))}")
    return View(**kwargs)
