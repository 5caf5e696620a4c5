"""The registry of games and the option specs: consistent, and what Options checks."""
import doctest

import pytest

import game.rules.games as games_module
import game.rules.options as options_module
from game.rules import GAMES, Options, game
from game.rules.options import SPECS


def test_doctests():
    for module in (games_module, options_module):
        assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize("g", GAMES, ids=lambda g: g.key)
def test_game_defaults_make_valid_options(g):
    o = Options(variant=g.key)
    assert o.game is g and o.players == g.players and o.sides == g.sides
    for spec in SPECS:
        assert getattr(o, spec.key) == spec.default_for(g.key)
        for v in spec.values_for(g.key):
            Options(variant=g.key, **{spec.key: v})


@pytest.mark.parametrize("g", GAMES, ids=lambda g: g.key)
def test_partners_sit_opposite_or_alone(g):
    for seat in range(g.players):
        p = g.partner(seat)
        assert g.side_of(p) == g.side_of(seat) and g.partner(p) == seat
        assert (p == seat) == (not g.partners)


def test_an_option_of_another_game_is_refused_with_its_rule():
    with pytest.raises(ValueError, match="only in four-handed"):
        Options(variant="three-handed", rubbers=True)
    with pytest.raises(ValueError, match="no game 'five-handed'"):
        game("five-handed")


def test_every_spec_has_words_for_every_value():
    for spec in SPECS:
        assert spec.values and set(spec.all_values) <= set(spec.words), spec.key
