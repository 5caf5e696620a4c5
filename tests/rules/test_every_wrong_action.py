"""Every wrong action, in every game of the registry and every phase random legal play
reaches, is refused with a sentence and changes nothing: through the rules' public API
(``new_match(...).apply``) and through the umpire (``Umpire.act``), never another
exception (a ``KeyError`` from the rules once dropped a LAN player on ``bid 3``).

Seeded random play, bounded in matches, steps and actions tried, so it runs in seconds.
"""
from __future__ import annotations

import random

import pytest

from game.rules import ACTIONS, IllegalAction, Options, explain, new_match
from game.rules import actions as A
from game.rules.games import GAMES
from game.rules.options import SPECS
from game.rules.save import to_record
from game.umpire import Refusal, Umpire

# Texts that are no action, or the action of another game, or nearly one.
GARBAGE = ("", " ", "bid", "bid 0", "bid 3", "bid 7", "bid 3 alone", "bid nap", "bid twelve",
           "play", "play ZZ", "play 2H", "play JD JD", "discard 2H", "give 2H", "give",
           "name", "name X", "name H alone alone", "joker H alone", "order alone alone",
           "call", "defend", "pass pass", "\x00", "a" * 40, "play J\u2666", "dance a jig")
NOT_TEXT = (None, -1, 10**9, 3.5, True, b"pass", ["pass"], {"action": "pass"})
STEPS = 200          # legal actions played per match at most
FULL_TRIES = 3       # the first visits of a phase try every action there is
SAMPLE = 12          # later states try this many, drawn at random


def options_of(key: str, rng: random.Random) -> Options:
    """The game with each of its options drawn at random (its defaults where the draw is not
    a valid match), played to a low target so a match ends within the steps."""
    for _ in range(20):
        chosen = {s.key: rng.choice(s.values_for(key)) for s in SPECS if s.applies(key)}
        if "target" in chosen:
            chosen["target"] = min(next(s for s in SPECS if s.key == "target").values_for(key))
        try:
            return Options(variant=key, **chosen)
        except ValueError:
            continue
    return Options(variant=key)


def parsed(action) -> int | None:
    """The id ``action`` names (an action, or the text of one), None for anything else."""
    if any(action is a for a in ACTIONS):
        return action.id
    if isinstance(action, str):
        try:
            return A.parse_id(action)
        except ValueError:
            return None
    return None


def tries(m, rng: random.Random, full: bool) -> list:
    every = list(ACTIONS) + list(GARBAGE) + list(NOT_TEXT)
    return every if full else rng.sample(every, SAMPLE)


def refused_by_the_rules(m, action, seat) -> None:
    state = (m.state_id, m.phase, m.to_act)
    with pytest.raises(IllegalAction) as e:
        m.apply(action, seat)
    assert (m.state_id, m.phase, m.to_act) == state, action
    sentence = e.value.args[0] if e.value.args else ""
    assert isinstance(sentence, str) and sentence.strip(), action


def refused_by_the_umpire(u: Umpire, action, seat, state_id) -> None:
    m = u.match
    state = (m.state_id, m.phase, m.to_act, len(u.undo_points))
    with pytest.raises(Refusal) as e:
        u.act(seat, action, state_id)
    assert u.match is m and (m.state_id, m.phase, m.to_act, len(u.undo_points)) == state, action
    assert str(e.value).strip(), action


def everything(m) -> tuple:
    """The whole state as the outside can see it: the save record and every seat's view."""
    return m.state_id, to_record(m), [m.view(s) for s in range(m.n)]


def test_every_kind_of_action_has_its_verb():
    assert {a.kind for a in ACTIONS} <= set(explain._VERB)


# The phases random play must have reached in each game (a rarer one, as the redeal of no
# ace, no face or the Joker turned up, by a match whose seed opens with it).
EUCHRE = {"round1", "round2", "discard", "play", "match_over"}
REACHED = {"two-handed": EUCHRE | {"pickup", "redeal"}, "three-handed": EUCHRE | {"redeal"},
           "four-handed": EUCHRE | {"redeal", "defend"},
           "railroad": EUCHRE | {"redeal", "defend", "joker_suit", "call_best", "give_best",
                                 "best_discard"},
           "hasenpfeffer": {"auction", "name_trump", "play", "match_over"},
           "napoleon": {"bid", "play", "match_over"}, "napoleon-3": {"bid", "play", "match_over"}}
BIDDING = {"round1", "round2", "auction", "bid"}


def matches(key: str):
    """A match of the game's default options and one of random options, one played out to
    its end, then one for each rarer phase a match can open with (the first of the seeds
    0-399 whose match does)."""
    yield random.Random(f"{key}/0"), new_match(Options(variant=key), 0)
    yield random.Random(f"{key}/1"), new_match(options_of(key, random.Random(1)), 1)
    rng = random.Random(f"{key}/over")
    m = new_match(options_of(key, rng), 7)
    for _ in range(20_000):
        if m.over:
            break
        m.apply(play_on(m, rng))
    yield rng, m
    for opening in ("redeal", "joker_suit"):
        for seed in range(400):
            m = new_match(options_of(key, random.Random(seed)), seed)
            if m.phase == opening:
                yield random.Random(f"{key}/{opening}"), m
                break


def play_on(m, rng: random.Random):
    """A legal action, passing more often than not while bidding (so the second round and
    the thrown-in hand come too)."""
    legal = m.legal_actions()
    if m.phase in BIDDING and legal[0].kind == "pass" and rng.random() < 0.6:
        return legal[0]
    return rng.choice(legal)


@pytest.mark.parametrize("key", [g.key for g in GAMES])
def test_every_wrong_action_is_refused_with_a_sentence_and_changes_nothing(key):
    phases: dict[str, int] = {}
    for rng, m in matches(key):
        u = Umpire(m, range(m.n), {})
        try:
            for _ in range(STEPS):
                seen = phases.get(m.phase, 0)
                phases[m.phase] = seen + 1
                legal = set(m.legal_action_ids())
                before = everything(m)
                for action in tries(m, rng, seen < FULL_TRIES):
                    if parsed(action) in legal:
                        continue
                    refused_by_the_rules(m, action, None)
                    refused_by_the_umpire(u, action, m.to_act if m.to_act is not None else 0,
                                          m.state_id)
                # A seat not to act, and an action chosen on another state, whatever it is.
                if m.to_act is not None:
                    other = (m.to_act + 1) % m.n
                    action = rng.choice(list(ACTIONS) + list(GARBAGE))
                    if parsed(action) not in legal:
                        refused_by_the_rules(m, action, other)
                    refused_by_the_umpire(u, action, other, m.state_id)
                    refused_by_the_umpire(u, rng.choice(m.legal_actions()), m.to_act,
                                          m.state_id + 1)
                assert everything(m) == before
                if m.over:
                    break
                u.act(m.to_act, play_on(m, rng), m.state_id)
        finally:
            u.close()
    assert REACHED[key] <= set(phases), phases
