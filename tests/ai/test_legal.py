"""Every level picks only legal actions, in every variant and option, over many states
(three-handed, and the house rules defend alone and no ace, no face, included)."""
from __future__ import annotations

import itertools
import random

import pytest

from game.ai import EasyPlayer, HardPlayer, NormalPlayer, RandomPlayer, make_player
from game.rules import GAMES, Options, new_match
from game.rules.options import SPECS

VARIANT_OPTIONS = [
    dict(variant=v, deck=d, stick_the_dealer=s, turned_down_suit_allowed=t, rubbers=r)
    for v, d, s, t, r in itertools.product(("two-handed", "three-handed", "four-handed"),
                                           (24, 32, 25), (False, True), (False, True),
                                           (False, True))
    if not (r and v != "four-handed")
]
# The house rules: no ace, no face in every variant, defend alone in four-handed.
HOUSE_OPTIONS = [
    dict(variant=v, deck=d, no_ace_no_face=True, defend_alone=v == "four-handed")
    for v, d in itertools.product(("two-handed", "three-handed", "four-handed"), (24, 32, 25))
]


def _walk(options: Options, make, states: int, seed: int, phases: set | None = None) -> int:
    """Ask the bot at ``states`` states; mix in random moves so odd states come up. Every
    phase met is added to ``phases``."""
    rng = random.Random(seed)
    checked = 0
    m = new_match(options, seed=seed)
    bots = [make(seed * 7 + i) for i in range(m.n)]
    while checked < states:
        if m.over:
            m = new_match(options, seed=rng.getrandbits(32))
        seat = m.to_act
        view = m.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal, (str(action), [str(a) for a in view.legal])
        if phases is not None:
            phases.add(view.phase)
        checked += 1
        m.apply(action if rng.random() < 0.7 else rng.choice(view.legal))
    return checked


@pytest.mark.parametrize("opts", VARIANT_OPTIONS,
                         ids=lambda o: "-".join(str(v) for v in o.values()))
def test_easy_and_normal_always_legal(opts: dict) -> None:
    options = Options(**opts)
    assert _walk(options, EasyPlayer, 250, 11) == 250
    assert _walk(options, NormalPlayer, 250, 12) == 250


@pytest.mark.parametrize("opts", VARIANT_OPTIONS[::2],
                         ids=lambda o: "-".join(str(v) for v in o.values()))
def test_hard_always_legal(opts: dict) -> None:
    options = Options(**opts)
    assert _walk(options, lambda s: HardPlayer(s, samples=2), 60, 13) == 60


# Each value of each option in each game that takes it, from the specs (a new one is walked
# with no edit here).
EACH_OPTION = [{"variant": g.key, spec.key: v} for g in GAMES for spec in SPECS
               if spec.applies(g.key) for v in spec.values_for(g.key)[1:]]


@pytest.mark.parametrize("opts", EACH_OPTION, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_every_option_of_every_game_is_played_legally(opts: dict) -> None:
    options = Options(**opts)   # each level as the window seats it: the game's own players
    assert _walk(options, lambda s: make_player("easy", s), 120, 21) == 120
    assert _walk(options, lambda s: make_player("normal", s), 120, 22) == 120


def test_random_level_is_legal() -> None:
    assert _walk(Options(variant="four-handed"), RandomPlayer, 300, 14) == 300
    assert _walk(Options(variant="three-handed"), RandomPlayer, 300, 14) == 300


@pytest.mark.parametrize("opts", HOUSE_OPTIONS, ids=lambda o: f"{o['variant']}-{o['deck']}")
def test_every_level_is_legal_with_the_house_rules(opts: dict) -> None:
    # The redeal and the defence come up rarely in play (a hand with no ace and no face is
    # about one in 700 of 24 cards); random moves among the bots' call lone hands often.
    options = Options(**opts)
    phases: set = set()
    for i, make in enumerate((RandomPlayer, EasyPlayer, NormalPlayer)):
        assert _walk(options, make, 400, 31 + i, phases) == 400
    assert _walk(options, lambda s: HardPlayer(s, samples=2), 60, 34, phases) == 60
    assert "play" in phases
    if options.defend_alone:
        assert "defend" in phases


@pytest.mark.parametrize("level", [EasyPlayer, NormalPlayer, lambda s: HardPlayer(s, samples=3)])
def test_hint_matches_choice_and_gives_a_reason(level) -> None:
    m = new_match(Options(variant="four-handed", deck=25), seed=5)
    bot = level(3)
    for _ in range(120):
        if m.over:
            break
        view = m.view(m.to_act)
        action, reason = bot.hint(view)
        assert action in view.legal
        assert action == bot.choose(view)
        assert isinstance(reason, str) and reason and "\n" not in reason
        m.apply(action)


# Railroad (RULES §8.1): the call for partner's best, the lone defender's call, defend alone,
# laps and slams, with the 25- and 33-card decks.
RAILROAD_OPTIONS = [
    dict(variant="railroad", deck=d, call_for_best=c, defender_calls_for_best=dc,
         defend_alone=da, target=5, laps=c, slam=dc)
    for d, c, dc, da in itertools.product((25, 33), (True, False), (True, False), (True, False))
]


@pytest.mark.parametrize("opts", RAILROAD_OPTIONS, ids=lambda o: "-".join(
    f"{k}={v}" for k, v in o.items() if k not in ("variant", "target")))
def test_every_level_is_legal_in_railroad(opts: dict) -> None:
    options = Options(**opts)
    phases: set = set()
    for i, make in enumerate((RandomPlayer, EasyPlayer, NormalPlayer)):
        assert _walk(options, make, 300, 41 + i, phases) == 300
    assert _walk(options, lambda s: HardPlayer(s, samples=2), 50, 44, phases) == 50
    assert "play" in phases
    if options.call_for_best:
        assert {"call_best", "give_best", "best_discard"} <= phases
    if options.defend_alone:
        assert "defend" in phases
    if not options.call_for_best and not (options.defend_alone
                                          and options.defender_calls_for_best):
        assert not phases & {"call_best", "give_best", "best_discard"}


# Hasenpfeffer (RULES §8.2): the auction, naming trump, six tricks, each target.
@pytest.mark.parametrize("target", (10, 5))
def test_every_level_is_legal_in_hasenpfeffer(target: int) -> None:
    options = Options(variant="hasenpfeffer", target=target)
    phases: set = set()
    for i, make in enumerate((RandomPlayer, EasyPlayer, NormalPlayer)):
        assert _walk(options, make, 300, 51 + i, phases) == 300
    assert _walk(options, lambda s: HardPlayer(s, samples=2), 80, 54, phases) == 80
    assert {"auction", "name_trump", "play"} <= phases
