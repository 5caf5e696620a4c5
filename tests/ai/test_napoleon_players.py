"""Napoleon's computer players (RULES §8.3): legal and explained at every level, on
stacked deals the decisions a player should make, and hard's choices reproducible."""
from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, make_player
from game.rules import Options, new_match
from tests.rules.test_napoleon import nap, run


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("variant,extra", [("napoleon", {}), ("napoleon-3", {}),
                                           ("napoleon", {"wellington": True, "blucher": True,
                                                         "misere": False}),
                                           ("napoleon", {"deck": 52}), ("napoleon-3", {"deck": 52})])
def test_every_level_plays_whole_matches_legally_with_reasons(level, variant, extra):
    hard_matches = 1 if "deck" in extra else 2   # the full pack: one match (the suite's time)
    for seed in range(hard_matches if level == "hard" else 4):
        m = new_match(Options(variant=variant, **extra), seed)
        players = [make_player(level, seed * 10 + s, reproducible=True) for s in range(m.n)]
        while not m.over:
            v = m.view(m.to_act)
            action, reason = players[m.to_act].hint(v)
            assert action in v.legal and reason and not reason.endswith(".")
            assert "%" not in reason            # in a player's words, no computed figures
            m.apply(action)
        assert sum(m.scores) == 0


NAP_HAND = {0: "AH KH QH JH TH"}


@pytest.mark.parametrize("deck", [None, 52])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_all_five_top_trumps_bid_nap_and_lead_trump(level, deck):
    m = nap(dealer=3, hands=NAP_HAND, deck=deck)
    bot = make_player(level, 1, reproducible=True)
    action, _ = bot.hint(m.view(0))
    assert str(action) == "bid nap"
    run(m, "bid nap")
    action, reason = bot.hint(m.view(0))
    assert action.card >> 3 == 2                      # a heart: hearts become trump


def test_over_a_nap_with_a_sure_hand_hard_bids_wellington():
    m = nap(dealer=3, hands={1: "AS KS QS JS TS"}, wellington=True)
    run(m, "bid nap")
    action, _ = make_player("hard", 1, reproducible=True).hint(m.view(1))
    assert str(action) == "bid wellington"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_hand_of_low_cards_in_short_suits_is_not_bid_high(level):
    m = nap(dealer=3, hands={0: "8C 9D 8H TS 9S"})
    action, _ = make_player(level, 1, reproducible=True).hint(m.view(0))
    assert str(action) in ("pass", "bid misere")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_full_packs_twos_to_sixes_are_no_tricks_to_bid(level):
    m = nap(dealer=3, hands={0: "2C 4D 3H 5S 2S"}, deck=52)
    action, reason = make_player(level, 1, reproducible=True).hint(m.view(0))
    assert str(action) in ("pass", "bid misere"), reason


def test_normal_ducks_with_a_six_under_the_seven_in_misere():
    m = nap(dealer=3, hands={0: "6H 2C 3D 4S 5S", 1: "7H AC KC QC JC", 2: "8H AS KS QS JS",
                             3: "9H AD KD QD JD"}, deck=52)
    run(m, "bid misere", "pass", "pass", "pass", "play 2C", "play AC", "play AS", "play AD")
    run(m, "play 7H", "play 8H", "play 9H")   # seat 1 won and leads the seven of hearts
    action, _ = make_player("normal", 1).hint(m.view(0))
    assert str(action) == "play 6H"           # under every heart played: the bidder is safe


def test_normal_opponent_does_not_overtake_a_fellow_opponent_after_the_bidder():
    # seat 1 bids two and leads 9C; seat 2 wins with AC; seat 3 should not spend his KC
    m = nap(dealer=0, hands={1: "9C AH KH QH JH", 2: "AC 8D 9D TD JD", 3: "KC 8C QD KD AD",
                             0: "TC JC 8S 9S TS"})
    run(m, "bid two", "pass", "pass", "pass", "play 9C", "play AC")
    action, reason = make_player("normal", 1).hint(m.view(3))
    assert str(action) == "play 8C" and "low" in reason


def test_normal_misere_bidder_plays_under_the_winning_card():
    m = nap(dealer=3, hands={0: "8C 9C 8D 8S 9S", 1: "AC KC QC JC TC", 2: "AH KH QH JH TH",
                             3: "AD KD QD JD TD"})
    run(m, "bid misere", "pass", "pass", "pass", "play 8D", "play AC", "play AH", "play TD")
    # seat 3 won (10♦ led suit); seat 3 leads; say KD: the bidder must duck
    run(m, "play KD")
    v = m.view(0)
    action, _ = make_player("normal", 1).hint(v)
    # no diamond left: any card; a misère bidder throws his highest card
    assert str(action) == "play 9S"


def test_hard_is_reproducible_from_its_seed():
    rng = random.Random(3)
    m = new_match(Options(variant="napoleon"), 8)
    for _ in range(6):
        m.apply(rng.choice(m.legal_actions()))
    v = m.view(m.to_act)
    a = make_player("hard", 5, reproducible=True).hint(v)
    b = make_player("hard", 5, reproducible=True).hint(v)
    assert a == b
