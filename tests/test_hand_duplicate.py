"""Duplicate single deals (game.hand_duplicate), the quick comparison used for tuning."""
import functools

import pytest

from game.ai.easy import EasyPlayer
from game.ai.normal import NormalPlayer
from game.ai.player import RandomPlayer
from game.hand_duplicate import duplicate_hands
from game.rules import Options


@pytest.mark.parametrize("variant", ["two-handed", "four-handed"])
def test_swapping_the_players_negates_every_deal(variant):
    opts = Options(variant=variant)
    ab = duplicate_hands(opts, 25, 11, (NormalPlayer, RandomPlayer))
    ba = duplicate_hands(opts, 25, 11, (RandomPlayer, NormalPlayer))
    assert ba.diffs == tuple(-x for x in ab.diffs)
    assert ab.differing > 0


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_a_player_against_itself_scores_zero_on_every_deal(variant):
    same = duplicate_hands(Options(variant=variant), 20, 5, (NormalPlayer, NormalPlayer))
    assert same.diffs == (0.0,) * 20 and same.differing == 0 and same.ci95() == (0.0, 0.0)


def test_the_stronger_player_comes_out_ahead_with_an_interval_above_zero():
    hd = duplicate_hands(Options(variant="four-handed"), 150, 2, (EasyPlayer, RandomPlayer))
    low, high = hd.ci95()
    assert 0 < low <= hd.mean <= high


def test_three_handed_the_stronger_player_comes_out_ahead_in_every_seat():
    # A in each seat against two B players; the figure is A's points less the mean of theirs.
    opts = Options(variant="three-handed")
    hd = duplicate_hands(opts, 60, 2, (NormalPlayer, RandomPlayer))
    low, _high = hd.ci95()
    assert low > 0 and hd.differing > 0
    worse = duplicate_hands(opts, 60, 2, (RandomPlayer, NormalPlayer))
    assert worse.mean < 0


def test_processes_give_the_same_figures_as_one():
    makers = (functools.partial(NormalPlayer), RandomPlayer)
    opts = Options(variant="two-handed")
    assert duplicate_hands(opts, 12, 4, makers, jobs=2) == duplicate_hands(opts, 12, 4, makers)



@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_against_a_third_player_is_the_difference_of_the_two_comparisons(variant):
    # Normal and easy each play the same deals against random: the figure per deal is
    # (normal vs random) minus (easy vs random).
    opts = Options(variant=variant)
    both = duplicate_hands(opts, 20, 7, (NormalPlayer, EasyPlayer), against=RandomPlayer)
    nr = duplicate_hands(opts, 20, 7, (NormalPlayer, RandomPlayer))
    er = duplicate_hands(opts, 20, 7, (EasyPlayer, RandomPlayer))
    assert both.diffs == pytest.approx(tuple(a - b for a, b in zip(nr.diffs, er.diffs)))
    assert both.differing > 0
    same = duplicate_hands(opts, 10, 7, (NormalPlayer, NormalPlayer), against=RandomPlayer)
    assert same.differing == 0
