"""Alpha-mu card play: it does not count on guessing right in every deal (strategy fusion),
it is PIMC when it searches one turn, and it plays only legal cards."""
from __future__ import annotations

import random

import pytest

from game.ai import HardPlayer, NormalPlayer
from game.ai.alphamu import AlphaMu, pareto, search_card_alphamu
from game.ai.knowledge import knowledge
from game.ai.search import search_card
from game.rules import Match, Options
from game.rules import cards as C
from game.rules.match import PLAY

SPADES = 3


def _hand(text: str) -> int:
    return C.mask([C.parse(t) for t in text.split()])


def _deals(mine: str, *others: str) -> list[tuple[int, int]]:
    """Two-handed deals: this seat (0) holds ``mine``, the other player each of ``others``."""
    return [(_hand(mine), _hand(o)) for o in others]


def _tally(v: tuple[int, ...]) -> float:
    return float(sum(v))


def _named(values: dict[int, float]) -> dict[str, float]:
    return {C.text(c): v for c, v in values.items()}


def test_pareto_keeps_only_vectors_nothing_beats() -> None:
    assert sorted(pareto([(1, 0), (0, 1), (1, 1), (0, 0), (1, 1)])) == [(1, 1)]
    assert sorted(pareto([(2, 0, 1), (0, 2, 1), (1, 0, 1), (0, 0, 2)])) == [
        (0, 0, 2), (0, 2, 1), (2, 0, 1)]


def test_a_discard_that_only_postpones_a_guess_is_not_worth_two_kings() -> None:
    # Spades are trump; the other player led the 10 of spades and holds the 9 of spades
    # and a queen: of diamonds in one deal, of hearts in the other. This seat, void in
    # trump, holds K♥ K♦ 7♣ and needs one trick. It discards now and again on the 9♠, then
    # the queen is led: only the king of the queen's suit wins. Discarding the 7♣ keeps
    # both kings for now, but on the 9♠ one king must go, with nothing seen that tells the
    # deals apart. PIMC keeps the right king in each deal and counts the trick twice.
    deals = _deals("KH KD 7C", "9S QD", "9S QH")
    search = AlphaMu(deals, SPADES, (), (0, 1), 0, 1, 2)
    led = ((1, C.parse("TS")),)
    assert _named(search.values(led, 1, _tally)) == {"7C": 2.0, "KD": 1.0, "KH": 1.0}
    assert _named(search.values(led, 3, _tally)) == {"7C": 1.0, "KD": 1.0, "KH": 1.0}


def test_alpha_mu_changes_the_card_where_pimc_counts_on_a_guess() -> None:
    # Spades are trump; this seat leads from A♦ 10♣ A♠ A♣ with six possible hands for the
    # other player; one step of the score at two tricks, another at all four. PIMC leads
    # the A♦ (it would pick the right continuation deal by deal); played with one plan for
    # all six deals it is the worst lead, and the other three are worth more.
    deals = _deals("AD TC AS AC", "9D JD QH JS", "9D TD QH 9S", "9D TD JD TS",
                   "TD QH TS JS", "9D TD 9S JS", "9D QH AH JS")
    search = AlphaMu(deals, SPADES, (), (0, 1), 0, 2, 4)
    pimc = _named(search.values((), 1, _tally))
    alphamu = _named(search.values((), 4, _tally))
    assert pimc == {"TC": 5.0, "AC": 5.0, "AD": 6.0, "AS": 5.0}
    assert max(pimc, key=pimc.__getitem__) == "AD"
    assert alphamu == {"TC": 5.0, "AC": 5.0, "AD": 4.0, "AS": 5.0}


def _play_views(variant: str, seed: int, deals: int) -> list:
    """Views of every card decision with a choice, over ``deals`` hands of normal play."""
    views = []
    for d in range(deals):
        m = Match(Options(variant=variant), seed * 100 + d)
        bot = NormalPlayer(d)
        over = False
        while not over:
            seat = m.to_act
            view = m.view(seat)
            if view.phase == PLAY and sum(a.kind == "play" for a in view.legal) > 1:
                views.append(view)
            over = any(e["type"] == "hand_over" for e in m.apply(bot.choose(view)))
    return views


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_one_turn_of_alpha_mu_is_pimc(variant: str) -> None:
    views = _play_views(variant, 3, 4)
    assert len(views) > 20
    for i, view in enumerate(views):
        k = knowledge(view)
        pimc = search_card(view, k, random.Random(i), samples=12, budget_s=9.0,
                           max_samples=12)
        am = search_card_alphamu(view, k, random.Random(i), samples=12, depth=1)
        assert am.card == pimc.card
        assert am.values == pytest.approx(pimc.values, abs=1e-9)


@pytest.mark.parametrize("variant", ["two-handed", "four-handed"])
def test_alpha_mu_is_never_worth_more_than_pimc(variant: str) -> None:
    # One plan for every deal can do no better than the best plan deal by deal.
    views = [v for v in _play_views(variant, 5, 6) if len(v.hand) <= 3]
    assert views
    for i, view in enumerate(views):
        k = knowledge(view)
        cards = [a.card for a in view.legal if a.kind == "play"]
        pimc = search_card_alphamu(view, k, random.Random(i), samples=8, depth=1)
        am = search_card_alphamu(view, k, random.Random(i), samples=8, depth=3)
        assert am.card in cards
        assert all(am.values[c] <= pimc.values[c] + 1e-9 for c in cards)


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_hard_with_alpha_mu_plays_legal_cards(variant: str) -> None:
    for seed in range(3):
        m = Match(Options(variant=variant), seed)
        bots = [HardPlayer(seed * 10 + s, samples=6, play_search="alphamu") for s in range(m.n)]
        over = False
        while not over:
            view = m.view(m.to_act)
            action = bots[m.to_act].choose(view)
            assert action in view.legal
            over = any(e["type"] == "hand_over" for e in m.apply(action))


def test_hard_refuses_an_unknown_card_search() -> None:
    with pytest.raises(ValueError):
        HardPlayer(1, play_search="guess")
