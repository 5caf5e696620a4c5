"""Three-handed ("cutthroat") decisions on stacked deals: the maker plays alone against the
other two, so a call needs three tricks by itself, and the two defenders play together."""
from __future__ import annotations

import dataclasses

import pytest

from game.ai import EasyPlayer, HardPlayer, NormalPlayer
from game.rules import cards as C
from tests.rules.helpers import run, stacked_match

BOTS = [pytest.param(lambda s=1: NormalPlayer(s), id="normal"),
        pytest.param(lambda s=1: HardPlayer(s, samples=24), id="hard")]

# Two trumps with the ace, another ace: the other player's trumps, or a partner, make it a
# bid in two- and four-handed play; alone against two it is weak.
WEAK = "AH KH 9H AC 9S"


def test_hard_does_not_order_up_a_weak_hand_against_two() -> None:
    three = stacked_match("three-handed", 2, {0: WEAK}, "TH")
    for seed in range(5):
        assert str(HardPlayer(seed, samples=24).choose(three.view(0))) == "pass", seed
        # ... and neither does the previous hard, which searched the bid on sampled deals
        searched = HardPlayer(seed, samples=24, bidding="search").choose(three.view(0))
        assert str(searched) == "pass", seed
    # With the right bower for the 9H the three-handed players order it up.
    strong = stacked_match("three-handed", 2, {0: "JH AH KH AC 9S"}, "TH")
    assert str(HardPlayer(1, samples=24).choose(strong.view(0))).startswith("order")
    action, reason = NormalPlayer(1).hint(three.view(0))
    assert str(action) == "pass" and reason.startswith("Pass: hearts would give you")


@pytest.mark.parametrize("make", BOTS + [pytest.param(lambda s=1: EasyPlayer(s), id="easy")])
def test_a_strong_hand_orders_it_up_and_the_dealer_takes_it_up(make) -> None:
    m = stacked_match("three-handed", 2, {0: "JH JD AH KH AC"}, "9H")
    action, reason = make().hint(m.view(0))
    assert str(action) == "order", reason
    assert "partner" not in reason
    m.apply(action)
    assert m.phase == "discard" and m.to_act == 2   # the dealer takes it up and discards
    assert make().choose(m.view(2)).kind == "discard"


def test_the_normal_bid_says_the_maker_plays_alone() -> None:
    m = stacked_match("three-handed", 2, {0: "JH KH 9H AC 9S"}, "TH")
    action, reason = NormalPlayer(1).hint(m.view(0))
    assert str(action) == "order"
    assert reason.startswith("Order it up: hearts would give you three trumps (right bower, K♥, 9♥)")
    assert reason.endswith("strong enough to play alone against the other two")


def test_a_borderline_hand_is_bid_when_another_player_is_one_point_from_winning() -> None:
    m = stacked_match("three-handed", 2, {0: "JH AH 9H KC 9S"}, "TH")
    view = m.view(0)
    bot = NormalPlayer(1)
    assert str(bot.choose(view)) == "pass"
    late = dataclasses.replace(view, scores=(3, 9, 4))
    action, reason = bot.hint(late)
    assert str(action) == "order"
    assert "another player is one point from winning" in reason
    # ... and a strong bid is held back when a euchre would hand the game to another player
    strong = stacked_match("three-handed", 2, {0: "JH KH 9H AC 9S"}, "TH").view(0)
    assert str(bot.choose(strong)) == "order"
    assert str(bot.choose(dataclasses.replace(strong, scores=(3, 8, 4)))) == "pass"


# Dealer 2; seat 1 makes hearts; seats 0 and 2 defend together. Seat 0 leads the A♠, the
# maker follows with the 9♠, and the dealer, void in spades, holds trumps and a club.
DEFENCE = {0: "AS KS QC 9D TD", 1: "JH JD AH 9S TC", 2: "KH QH AC KD QD"}


def _defence():
    m = stacked_match("three-handed", 2, DEFENCE, "9H")
    run(m, "pass", "order", "discard QD", "play AS", "play 9S")
    assert m.to_act == 2 and m.maker == 1
    return m


@pytest.mark.parametrize("make", BOTS)
def test_a_defender_does_not_trump_the_other_defenders_winning_trick(make) -> None:
    m = _defence()
    action, reason = make().hint(m.view(2))
    assert C.effective_suit(action.card, m.trump) != m.trump, reason
    assert str(action) in ("play KD", "play AC")


def test_the_reason_names_the_other_defender_not_a_partner() -> None:
    action, reason = NormalPlayer(1).hint(_defence().view(2))
    assert reason.startswith("The other defender's A♠ wins the trick: don't trump it")
    assert "partner" not in reason


@pytest.mark.parametrize("make", BOTS)
def test_the_last_defender_trumps_the_makers_ace(make) -> None:
    # Seat 0 makes hearts and leads the A♠; seat 1 follows low; the dealer, void in spades,
    # trumps it as cheaply as he can.
    m = stacked_match("three-handed", 2, {0: "JH JD AH AS 9C", 1: "9S TS QC KC 9D",
                                          2: "KH QH AC KD QD"}, "9H")
    run(m, "order", "discard QD", "play AS", "play 9S")
    assert m.to_act == 2 and m.maker == 0
    action, reason = make().hint(m.view(2))
    assert str(action) == "play 9H", reason


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_whole_three_handed_hand_ends_with_the_three_handed_score(level) -> None:
    from game.ai import make_player

    m = stacked_match("three-handed", 2, DEFENCE, "9H")
    bots = [make_player(level, s, reproducible=True) for s in range(3)]
    events: list[dict] = []
    while not any(e["type"] == "hand_over" for e in events):
        events += m.apply(bots[m.to_act].choose(m.view(m.to_act)))
    over = next(e for e in events if e["type"] == "hand_over")
    maker, awards = over["maker"], over["awards"]
    assert sum(over["tricks"]) == 5 and len(awards) == 3
    if over["result"] == "euchred":
        assert awards[maker] == 0 and all(awards[s] == 2 for s in range(3) if s != maker)
    else:
        assert awards[maker] == (3 if over["result"] == "march" else 1)
