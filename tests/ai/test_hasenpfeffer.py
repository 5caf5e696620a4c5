"""Computer players in Hasenpfeffer (RULES §8.2) on stacked deals: how many tricks to bid,
the Joker's holder bidding before he is forced to, naming trump, hard's play over six
tricks; every choice with its reason."""
from __future__ import annotations

import pytest

from game.ai import EasyPlayer, HardPlayer, NormalPlayer
from game.ai.auction import best_suit, count_tricks
from game.rules import Options, new_match
from game.rules import cards as C
from game.rules.hasenpfeffer import stack_hasenpfeffer

STRONG = "JK JH JD AH KH AS"          # the three best trumps in hearts and a side ace
WEAK = "9C TC 9D TD 9S QS"


def match(hands: dict, dealer: int = 3):
    deal = stack_hasenpfeffer(dealer, hands, None)
    return new_match(Options(variant="hasenpfeffer"), seed=1, stacked=[deal],
                     first_dealer=dealer, seating=(0, 1, 2, 3))


LEVELS = [EasyPlayer(1), NormalPlayer(1), HardPlayer(1, samples=8)]


def test_the_count_values_the_joker_and_the_bowers_and_finds_the_best_suit():
    hand = C.parse_many(STRONG)
    assert best_suit(hand)[0] == C.HEARTS
    assert count_tricks(hand, C.HEARTS) > 3.5 > count_tricks(C.parse_many(WEAK), C.CLUBS)


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.name)
def test_a_strong_hand_bids_and_names_its_suit_a_weak_one_passes(bot):
    m = match({0: STRONG, 1: WEAK})
    action, why = bot.hint(m.view(0))
    assert action.kind == "bid" and why.startswith("Bid ")
    m.apply(action)
    if bot.name != "hard":   # hard plays a close bid out on sampled deals (below)
        action, why = bot.hint(m.view(1))
        assert str(action) == "pass" and why.startswith("Pass")
    while m.phase == "auction":
        m.apply("pass")
    action, why = bot.hint(m.view(0))
    assert str(action) == "name H" and "hearts" in why


@pytest.mark.parametrize("bot", LEVELS[1:], ids=lambda b: b.name)
def test_normal_and_hard_raise_by_one_and_leave_their_partners_bid_alone(bot):
    m = match({0: STRONG, 2: "JS JC AS KS QS AD".replace("AS", "TS")})
    m.apply("bid 1")
    m.apply("pass")
    action, why = bot.hint(m.view(2))
    assert str(action) == "pass" and "partner" in why
    m2 = match({0: WEAK, 1: STRONG})
    m2.apply("bid 1")
    action, why = bot.hint(m2.view(1))
    assert str(action) == "bid 2"


def test_hard_plays_a_close_bid_out_on_sampled_deals_and_says_so():
    m = match({1: "9H TH AS KC TD QS"})
    m.apply("bid 2")
    action, why = HardPlayer(1, samples=8).hint(m.view(1))
    assert "likely deals" in why and action.kind in ("bid", "pass")


def test_the_jokers_holder_bids_before_he_is_made_to_bid_three():
    m = match({0: "JK 9C TC 9D TD 9S"})
    action, why = NormalPlayer(1).hint(m.view(0))
    assert str(action) == "bid 1" and "Joker" in why


def test_the_forced_bidder_names_trump_and_says_why():
    m = match({0: "JK 9C TC 9D TD 9S"})
    for _ in range(4):
        m.apply("pass")
    assert m.view(0).forced_bid
    action, why = NormalPlayer(1).hint(m.view(0))
    assert action.kind == "name" and "must take three" in why


def test_hard_plays_out_six_tricks_legally_and_keeps_the_joker_with_the_forced_bidder():
    m = match({0: "JK 9C TC 9D TD 9S"})
    for _ in range(4):
        m.apply("pass")
    m.apply("name C")
    bot = HardPlayer(2, samples=6)
    while m.hands_scored == 0:
        v = m.view(m.to_act)
        action, why = bot.hint(v)
        assert action in v.legal and why
        m.apply(action)
    assert m.hands_scored == 1


def test_every_levels_reasons_in_the_auction_name_the_hand_never_a_figure():
    import re
    m = new_match(Options(variant="hasenpfeffer"), seed=4)
    bots = [EasyPlayer(1), NormalPlayer(2), HardPlayer(3, samples=4), NormalPlayer(4)]
    seen = 0
    while m.hands_scored < 4 and not m.over:
        v = m.view(m.to_act)
        action, why = bots[v.seat].hint(v)
        assert action in v.legal and why and "\n" not in why
        if v.phase in ("auction", "name_trump"):
            seen += 1
            assert not re.search(r"\d\.\d|%", why), why
            assert why.split(":")[0] in ("Pass", f"Bid {why.split()[1].rstrip(':')}") or \
                why.startswith("Name ")
        m.apply(action)
    assert seen >= 8
