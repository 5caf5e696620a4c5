"""Saving and replaying a match as (options, seed, actions): the save and replay format.

A record is a plain dict that JSON and msgpack can carry::

    {"format": "euchre-match", "version": 1, "options": {...}, "seed": 7,
     "actions": ["pass", "order", "discard 9C", "play JD", ...]}

plus ``first_dealer``/``seating``/``stacked`` when the match was made with them.
"""
from __future__ import annotations

from typing import Any, Callable, Unpack

from . import cards as C
from .actions import ACTIONS
from .deal import StackedDeal
from .errors import IllegalAction
from .events import Event
from .options import Options
from .protocol import MatchArgs, MatchLike

FORMAT, VERSION = "euchre-match", 1


def new_match(options: Options, seed: int, **kwargs: Unpack[MatchArgs]) -> MatchLike:
    """A match of the class its game declares (``game.rules.new_match``)."""
    from . import new_match as made
    return made(options, seed, **kwargs)


class SaveError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong."""


def to_record(m: MatchLike) -> dict[str, Any]:
    rec = {"format": FORMAT, "version": VERSION, "options": m.options.to_dict(),
           "seed": m.seed, "actions": [str(ACTIONS[i]) for i in m.history]}
    if m.fixed_first_dealer is not None:
        rec["first_dealer"] = m.fixed_first_dealer
    if m.fixed_seating is not None:
        rec["seating"] = list(m.fixed_seating)
    if m.stacked:
        rec["stacked"] = [{"order": " ".join(C.text(c) for c in s.order),
                           "packets": list(s.packets)} for s in m.stacked]
    return rec


def from_record(rec: object,
                on_action: Callable[[int | None, int, list[Event]], None] | None = None) -> MatchLike:
    """Replay a record into a match; raises ``SaveError`` if it is not a valid record.

    ``on_action(seat, before, events)``, if given, hears each replayed action: the seat that
    made it, the state id just before it, and the events it caused.
    """
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        raise SaveError("this is not a saved euchre match")
    if rec.get("version") != VERSION:
        raise SaveError(f"saved by an unknown version ({rec.get('version')!r}) of the game")
    try:
        options = Options.from_dict(dict(rec["options"]))
        seed = rec["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError("the saved seed is not a whole number")
        stacked = [StackedDeal(tuple(C.parse_many(s["order"])), tuple(s["packets"]))
                   for s in rec.get("stacked", [])]
        seating = rec.get("seating")
        m = new_match(options, seed, stacked=stacked, first_dealer=rec.get("first_dealer"),
                      seating=tuple(seating) if seating is not None else None)
        actions = rec["actions"]
        if not isinstance(actions, list):
            raise SaveError("the saved actions are not a list")
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError) as e:
        raise SaveError(f"the saved match is damaged: {e}") from e
    for i, text in enumerate(actions):
        seat, before = m.to_act, m.state_id
        try:
            events = m.apply(text)
        except (IllegalAction, ValueError, TypeError) as e:
            raise SaveError(f"the saved match is damaged at action {i + 1} ({text!r}): {e}") from e
        if on_action is not None:
            on_action(seat, before, events)
    return m


def replay(options: Options, seed: int, actions: list[str],
           **kwargs: Unpack[MatchArgs]) -> MatchLike:
    """A match made with ``options`` and ``seed`` after ``actions`` (text forms)."""
    m = new_match(options, seed, **kwargs)
    for a in actions:
        m.apply(a)
    return m
