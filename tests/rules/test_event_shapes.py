"""Every event has its kind's declared shape (game/rules/events.py), and docs/PROTOCOL.md's
table of events is the one the declarations make.

The property plays random matches of every game in the registry with options drawn from
the option specs, and checks every event (the start events too) against its shape, as the
engine makes it and as msgpack carries it; that no event says "none" with -1; and that
every seat an event names is a seat of the match.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated, Any, Literal, TypedDict, Union, get_args, get_origin

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import GAMES, Options, new_match
from game.rules import actions as A
from game.rules import event_check as C
from game.rules import events as E
from game.rules.event_check import fits, shape_errors
from game.rules.events import EVENT_SHAPES, Bounds
from game.rules.options import SPEC, SPECS

PROTOCOL = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"
BEGIN, END = "<!-- events: python -m game.rules.event_check --markdown -->\n", "<!-- end of events -->"


# ---------------------------------------------------------------- the declarations
def test_every_kind_declared_in_the_module_is_an_event():
    declared = {obj for obj in vars(E).values()
                if isinstance(obj, type) and obj.__module__ == E.__name__
                and hasattr(obj, "__required_keys__")}
    assert declared == set(get_args(E.Event)) == set(EVENT_SHAPES.values())


@pytest.mark.parametrize("kind", sorted(EVENT_SHAPES))
def test_each_kind_is_named_by_its_type_and_says_what_each_key_means(kind):
    cls = EVENT_SHAPES[kind]
    hints = E.KEY_TYPES[cls]
    assert hints["type"] == Literal[kind]
    assert cls.__total__ and set(cls.__required_keys__) == set(hints)
    when, keys = C.explained(cls)
    assert when, f"{kind}: say when it comes in the docstring's first paragraph"
    assert set(keys) == set(hints) - {"type"}, f"{kind}: one 'key: meaning' line per key"
    assert all(keys.values())


def doc_table() -> str:
    text = PROTOCOL.read_text(encoding="utf-8")
    assert BEGIN in text and END in text, "docs/PROTOCOL.md has lost the events table's markers"
    return text.split(BEGIN, 1)[1].split(END, 1)[0]


def test_the_protocol_doc_has_the_table_the_declarations_make():
    assert doc_table() == C.markdown(), (
        "docs/PROTOCOL.md's events table is out of date: paste the output of "
        "`python -m game.rules.event_check --markdown` between its markers")


def test_the_doc_table_lists_exactly_each_kind_with_exactly_its_keys():
    listed: dict[str, list[str]] = {}
    kind = ""
    for line in doc_table().splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0]:
            kind = cells[0].strip("`")
            listed[kind] = []
        else:
            listed[kind].append(cells[1].strip("`"))
    assert listed == {k: [key for key in E.KEY_TYPES[cls] if key != "type"]
                      for k, cls in EVENT_SHAPES.items()}


def test_the_table_is_printed_by_the_module():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "game.rules.event_check", "--markdown"],
                         capture_output=True, text=True, check=True,
                         cwd=PROTOCOL.parents[1]).stdout
    assert out == C.markdown() and out.startswith("| event | key | type | meaning |")


# ---------------------------------------------------------------- the checker
def test_an_event_of_its_shape_passes_and_each_fault_is_named():
    play = {"type": "play", "seat": 1, "card": 32}
    assert shape_errors(play) == []
    assert shape_errors({**play, "seat": -1}) == ["play: 'seat' is not seat: -1"]
    assert shape_errors({**play, "card": 52}) == [] and shape_errors({**play, "card": 53}) == [
            "play: 'card' is not card: 53"]
    assert shape_errors({**play, "seat": True}) == ["play: 'seat' is not seat: True"]
    assert shape_errors({"type": "play", "seat": 1}) == ["play: no 'card'"]
    assert shape_errors({**play, "hidden": 3}) == ["play: unexpected 'hidden'"]
    assert shape_errors({**play, "type": "peek"}) == ["no event type 'peek'"]
    assert shape_errors({"seat": 1}) == ["no event type 'None'"]
    assert shape_errors([play]) == ["an event is a map"]


def test_none_is_none_and_lists_stand_for_tuples_only_on_the_wire():
    trump = {"type": "trump", "suit": 2, "maker": 0, "alone": False, "sitting_out": None}
    assert shape_errors(trump) == []
    assert shape_errors({**trump, "sitting_out": -1}) == [
        "trump: 'sitting_out' is not seat or nil: -1"]
    trick = {"type": "trick", "number": 1, "winner": 0, "cards": ((0, 1), (1, 9))}
    assert shape_errors(trick) == []
    listed = {**trick, "cards": [[0, 1], [1, 9]]}
    assert shape_errors(listed) and shape_errors(listed, wire=True) == []
    assert shape_errors({**trick, "cards": ((0, 1, 2),)}, wire=True)


def test_the_checker_knows_every_annotation_the_events_may_use():
    class Inner(TypedDict):
        a: int

    assert fits(1, Literal[1, "x"]) and fits("x", Literal[1, "x"]) and not fits(True, Literal[1])
    assert fits(None, Union[int, None]) and fits(3, int | None) and not fits("3", int | None)
    assert fits([1, 2], list[int]) and not fits((1, 2), list[int])
    assert fits({"k": 1}, dict[str, int]) and not fits({"k": "1"}, dict[str, int])
    assert fits({"a": 1}, Inner) and not fits({"a": 1, "b": 2}, Inner)
    assert fits(5, Annotated[int, Bounds("n", 0, 5)]) and not fits(6, Annotated[int, Bounds("n", 0, 5)])
    assert fits(object(), Any) and fits(False, bool) and not fits(0, bool)
    with pytest.raises(TypeError):
        fits(1.5, float)


# ---------------------------------------------------------------- random matches
def bounded(value: Any, tp: Any):
    """The (word, number) of every whole number ``value`` holds that its annotation names
    ("seat", "card"...), as the annotation ``tp`` declares it."""
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        for b in tp.__metadata__:
            if isinstance(b, Bounds):
                yield b.word, value
    elif origin is Union or (origin is not None and origin.__name__ == "UnionType"):
        for t in args:
            if fits(value, t, True):
                yield from bounded(value, t)
                break
    elif origin is tuple:
        items = [args[0]] * len(value) if len(args) == 2 and args[1] is Ellipsis else args
        for x, t in zip(value, items):
            yield from bounded(x, t)


def numbers(value: Any):
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, (tuple, list)):
        for x in value:
            yield from numbers(x)


def events_of(options: Options, seed: int) -> tuple[int, list]:
    """Every event of a match played with random legal actions, start events first."""
    m = new_match(options, seed)
    rng = random.Random(seed)
    out = list(m.start_events)
    while not m.over:
        out += m.apply(random_choice(m.legal_action_ids(), rng))
    return m.n, out


def random_choice(legal: list[int], rng: random.Random) -> int:
    """Any legal action; in an auction for tricks (Hasenpfeffer) mostly a pass or the
    lowest bid, less often as the bids rise, so that random bidders do not sink below zero
    forever."""
    bids = [a for a in legal if A.BID < a <= A.BID + A.MAX_BID]
    if not bids:
        return rng.choice(legal)
    r = rng.random()
    low = min(bids) - A.BID
    return rng.choice(bids) if r < 0.03 else min(bids) if r * low < 0.5 else A.PASS


# Scores and awards, which go below zero in Hasenpfeffer (RULES §8.2), and Napoleon's payments
# and running totals (RULES §8.3): the only numbers that may be negative (no -1 for none).
SIGNED = {"scores", "awards", "points", "payments"}


def check_match(options: Options, seed: int) -> set[str]:
    players, events = events_of(options, seed)
    assert events[0]["type"] in ("first_dealer", "draw_for_partners")
    assert events[-1]["type"] == "match_over"
    for e in events:
        assert shape_errors(e) == [], e
        assert all(n >= 0 for n in numbers([v for k, v in e.items() if k not in SIGNED])), \
            f"-1 for none in {e}"
        for key, tp in E.KEY_TYPES[EVENT_SHAPES[e["type"]]].items():
            for word, n in bounded(e[key], tp):
                if word == "seat":
                    assert n < players, f"{key}: no seat {n} in a {players}-player match: {e}"
    wire = msgpack.unpackb(msgpack.packb(events), raw=False)
    assert all(shape_errors(e, wire=True) == [] for e in wire)
    return {e["type"] for e in events}


# The kinds every match of a game's match class makes.
ALWAYS = {"euchre": {"deal", "play", "trick", "hand_over", "match_over"},
          "hasenpfeffer": {"deal", "play", "trick", "hand_over", "match_over"},
          "napoleon": {"nap_deal", "nap_bid", "play", "trick", "settlement", "match_over"}}


def every_value():
    """Each game with each value of each option it takes, the others at their defaults."""
    for g in GAMES:
        for spec in SPECS:
            for value in spec.values_for(g.key)[1:]:
                yield pytest.param(g.key, {spec.key: value}, id=f"{g.key}-{spec.key}-{value}")
        yield pytest.param(g.key, {}, id=f"{g.key}-defaults")


@pytest.mark.parametrize("variant,chosen", list(every_value()))
def test_every_event_of_a_match_with_each_option_has_its_shape(variant, chosen):
    seen: set[str] = set()
    for seed in range(4):
        seen |= check_match(Options(variant=variant, **chosen), seed)
    assert ALWAYS[Options(variant=variant).game.match] <= seen


@st.composite
def options(draw):
    game = draw(st.sampled_from(GAMES))
    return Options(variant=game.key, **{spec.key: draw(st.sampled_from(spec.values_for(game.key)))
                                        for spec in SPECS})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options(), st.integers(0, 2**32))
def test_every_event_of_random_matches_in_every_game_has_its_shape(opts, seed):
    check_match(opts, seed)


def test_random_matches_with_every_house_rule_make_every_kind_of_event():
    """So the matches above meet every kind: each game with every house rule on but stick the
    dealer (which throws no hand in), with the Joker or the 32 cards (more hands without an
    ace or a face; Railroad: its 33 cards, the Joker with them, and a game to 5 for a slam)."""
    seen: set[str] = set()
    for g in GAMES:
        on = {s.key: True for s in SPECS if s.boolean and s.applies(g.key)}
        on["stick_the_dealer"] = False
        decks = [d for d in (25, 32, 33) if d in SPEC["deck"].values_for(g.key)] or [
            SPEC["deck"].default_for(g.key)] * 2   # Napoleon: its one deck
        for seed in range(8):
            seen |= check_match(Options(variant=g.key, deck=decks[seed % len(decks)], **on), seed)
        if on.get("slam"):   # a slam (a game won to nil) is likelier in a short game
            seen |= check_match(Options(variant=g.key, target=5, **on), 0)
    seen |= thrown_in_kinds()
    assert seen == set(EVENT_SHAPES), set(EVENT_SHAPES) - seen


def thrown_in_kinds() -> set[str]:
    """Hasenpfeffer's throw-in (nobody bids and the Joker is the widow), rare at random, on
    a stacked deal: its events have their shapes."""
    from game.rules.hasenpfeffer import stack_hasenpfeffer
    deal = stack_hasenpfeffer(3, {}, "JK")
    m = new_match(Options(variant="hasenpfeffer"), 1, stacked=[deal], first_dealer=3,
                  seating=(0, 1, 2, 3))
    events = [e for _ in range(4) for e in m.apply("pass")]
    assert all(shape_errors(e) == [] for e in events)
    return {e["type"] for e in events}


def test_a_hand_is_told_as_its_events_say():
    # a concrete four-handed match: the shapes hold for a lone hand defended alone
    from tests.rules.helpers import run, stacked_match
    m = stacked_match("four-handed", 3, {0: "JH JD AH KH QH", 1: "9C TC JC 9S TS"}, "9H",
                      defend_alone=True)
    events = run(m, "order alone")
    events += m.apply(m.legal_actions()[0])   # the dealer discards
    events += run(m, "defend alone")
    kinds = [e["type"] for e in events]
    assert kinds == ["order", "trump", "take_up", "discard", "defence", "defend_alone", "lead"]
    assert all(shape_errors(e) == [] for e in events)
    assert events[1]["sitting_out"] == 2 and events[5] == {
        "type": "defend_alone", "seat": 1, "sitting_out": 3}
    while m.hands_scored == 0:
        events += m.apply(m.legal_actions()[0])
    over = events[-2] if events[-1]["type"] == "deal" else events[-1]
    assert over["type"] == "hand_over" and shape_errors(over) == []
    assert over["lone_defender"] == 1 and over["sitting_out"] == 2 and over["alone"]
