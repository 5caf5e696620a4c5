"""The engine's API: views hide what they must, illegal actions change nothing, replays."""
import json
import random

import msgpack
import pytest

from game.rules import ACTIONS, Action, IllegalAction, Match, Options
from game.rules import cards as C
from game.rules.save import SaveError, from_record, to_record
from game.rules.wire import view_from_wire, view_to_wire

from .helpers import run, stacked_match


def random_match(options: Options, seed: int, steps: int) -> Match:
    m = Match(options, seed)
    r = random.Random(seed)
    for _ in range(steps):
        if m.over:
            break
        m.apply(r.choice(m.legal_actions()))
    return m


def test_every_action_has_a_text_form_that_parses_back():
    for a in ACTIONS:
        assert Action.parse(str(a)) is a
    with pytest.raises(ValueError, match="not an action"):
        Action.parse("bid 7")


def test_view_shows_own_hand_only_and_counts_of_others():
    m = stacked_match("four-handed", 3, {0: "9H TS QS KS AS", 1: "9C TC QC KC AC"}, "AH")
    v = m.view(0)
    assert {C.text(c) for c in v.hand} == {"9H", "TS", "QS", "KS", "AS"}
    assert v.hand_sizes == (5, 5, 5, 5) and v.upcard == C.parse("AH")
    assert not hasattr(v, "stock") and not hasattr(v, "hands")


def test_dealers_discard_is_seen_by_the_dealer_only():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "pass", "order", "discard 9D")
    assert m.view(1).discard == C.parse("9D")
    assert m.view(0).discard is None


def test_an_illegal_action_raises_naming_the_rule_and_changes_nothing():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9S TD QD KD"}, "AH")
    run(m, "order", "leave", "play AS")
    before, views = to_record(m), [m.view(s) for s in (0, 1)]
    with pytest.raises(IllegalAction, match="must follow spades"):
        m.apply("play KD")
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.apply("play AH")
    with pytest.raises(IllegalAction, match="cannot name a suit now"):
        m.apply("name C")
    assert to_record(m) == before and [m.view(s) for s in (0, 1)] == views


def test_acting_out_of_turn_is_refused():
    m = Match(Options(), seed=4)
    other = 1 - m.to_act
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply("pass", seat=other)


@pytest.mark.parametrize("variant", ["two-handed", "four-handed"])
def test_a_match_is_defined_by_options_seed_and_actions(variant):
    opts = Options(variant=variant, deck=25)
    a = random_match(opts, 99, 150)
    b = random_match(opts, 99, 150)
    assert to_record(a) == to_record(b)
    assert [a.view(s) for s in range(a.n)] == [b.view(s) for s in range(b.n)]


@pytest.mark.parametrize("variant", ["two-handed", "four-handed"])
def test_save_and_replay_give_the_same_state(variant):
    m = random_match(Options(variant=variant, stick_the_dealer=True), 12, 120)
    rec = json.loads(json.dumps(to_record(m)))
    again = from_record(rec)
    assert [again.view(s) for s in range(m.n)] == [m.view(s) for s in range(m.n)]
    assert again.rng.getstate() == m.rng.getstate()


def test_a_stacked_match_saves_and_replays():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "pass", "order", "discard 9D")
    again = from_record(json.loads(json.dumps(to_record(m))))
    assert again.view(1) == m.view(1)


def test_a_replay_tells_who_made_each_action_and_what_it_caused():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "pass", "order", "discard 9D")
    heard = []
    from_record(to_record(m), on_action=lambda seat, before, events: heard.append(
        (seat, before, [e["type"] for e in events])))
    assert [(seat, before) for seat, before, _ in heard] == [(0, 0), (1, 1), (1, 2)]
    assert heard[0][2] == ["pass"] and "discard" in heard[2][2]


@pytest.mark.parametrize("bad, why", [
    ("nonsense", "not a saved euchre match"),
    ({"format": "euchre-match", "version": 99}, "unknown version"),
    ({"format": "euchre-match", "version": 1, "options": {"deck": 13}, "seed": 1,
      "actions": []}, "damaged"),
    ({"format": "euchre-match", "version": 1, "options": {}, "seed": "x", "actions": []},
     "seed"),
    ({"format": "euchre-match", "version": 1, "options": {}, "seed": 1,
      "actions": ["play ZZ"]}, "damaged at action 1"),
])
def test_a_damaged_save_gives_a_clear_error(bad, why):
    with pytest.raises(SaveError, match=why):
        from_record(bad)


def test_a_save_with_an_illegal_action_is_refused_at_that_action():
    m = random_match(Options(), 5, 10)
    rec = to_record(m)
    rec["actions"].append("play JK")
    with pytest.raises(SaveError, match=f"action {len(rec['actions'])}"):
        from_record(rec)


def test_views_round_trip_through_msgpack_and_malformed_views_are_refused():
    m = random_match(Options(variant="four-handed"), 8, 30)
    for s in range(4):
        w = msgpack.unpackb(msgpack.packb(view_to_wire(m.view(s))), use_list=False)
        assert view_from_wire(w) == m.view(s)
    w = view_to_wire(m.view(0))
    for field, bad in [("hand", "x"), ("seat", True), ("legal", ["fly"]), ("scores", [1.5])]:
        broken = dict(w, **{field: bad})
        with pytest.raises(ValueError, match=field):
            view_from_wire(broken)
    with pytest.raises(ValueError):
        view_from_wire({**w, "extra": 1})


def test_clone_is_independent():
    m = random_match(Options(variant="four-handed"), 3, 20)
    c = m.clone()
    c.apply(c.legal_actions()[0])
    assert c.state_id == m.state_id + 1 and to_record(m) != to_record(c)
    m.apply(m.legal_actions()[0])
    assert to_record(m) == to_record(c)
