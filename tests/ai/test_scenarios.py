"""Classic decisions on stacked deals, for the normal and hard levels."""
from __future__ import annotations

import pytest

from game.ai import HardPlayer, NormalPlayer
from game.rules import cards as C
from tests.rules.helpers import run, stacked_match

BOTS = [pytest.param(lambda: NormalPlayer(1), id="normal"),
        pytest.param(lambda: HardPlayer(1, samples=24), id="hard")]

# Four-handed, dealer 3, hearts turned up; seats 0 & 2 play seats 1 & 3.
FOUR = dict(hands={0: "KS QS TC 9C 9D", 1: "AS TS KH TD KD", 2: "9S JS JD AD QC",
                   3: "JH AH AC KC QD"}, upcard="9H")


def _four(**kw):
    return stacked_match("four-handed", 3, FOUR["hands"], FOUR["upcard"], **kw)


@pytest.mark.parametrize("make", BOTS)
def test_maker_with_both_bowers_leads_trump(make) -> None:
    m = stacked_match("two-handed", 0, {1: "JH JD 9H AC 9S", 0: "QC KC 9D TD QS"}, "TH")
    run(m, "order", "take", "discard 9D")
    action, reason = make().hint(m.view(1))
    assert str(action) == "play JH"
    assert "right bower" in reason or make().__class__ is HardPlayer


@pytest.mark.parametrize("make", BOTS)
def test_last_player_wins_as_cheaply_as_possible(make) -> None:
    m = _four()
    run(m, "order", "discard QD", "play KS", "play TS", "play 9S")
    assert m.to_act == 3
    action, reason = make().hint(m.view(3))
    assert str(action) == "play 9H", reason


@pytest.mark.parametrize("make", BOTS)
def test_no_trumping_of_partners_certain_winner(make) -> None:
    m = _four()
    run(m, "order", "discard QD", "play QS", "play AS", "play 9S")
    assert m.to_act == 3
    action, reason = make().hint(m.view(3))
    assert C.effective_suit(action.card, m.trump) != m.trump, reason
    assert str(action) == "play KC"


@pytest.mark.parametrize("make", BOTS)
def test_weak_dealer_turns_it_down(make) -> None:
    m = stacked_match("four-handed", 3, {3: "9C TD 9D QC TS"}, "9H")
    run(m, "pass", "pass", "pass")
    action, reason = make().hint(m.view(3))
    assert str(action) == "pass"
    assert "Turn it down" in reason
    m2 = stacked_match("two-handed", 0, {0: "9C TD 9D QC TS"}, "9H")
    run(m2, "pass")
    assert str(make().choose(m2.view(0))) == "pass"


@pytest.mark.parametrize("make", BOTS)
def test_stick_the_dealer_names_a_sensible_suit(make) -> None:
    m = stacked_match("two-handed", 0, {0: "KH QH TH 9C TS", 1: "9D TD QD KC AC"}, "9S",
                      stick_the_dealer=True)
    run(m, "pass", "pass", "pass")
    assert m.phase == "round2" and m.to_act == 0
    view = m.view(0)
    assert all(a.kind != "pass" for a in view.legal)
    action, reason = make().hint(view)
    assert str(action) == "name H"
    assert "Stick the dealer" in reason


@pytest.mark.parametrize("make", BOTS)
def test_strong_hand_orders_it_up(make) -> None:
    m = stacked_match("two-handed", 0, {1: "JH JD AH KH AC"}, "9H")
    action = make().choose(m.view(1))
    assert str(action) in ("order", "order alone")


def test_partner_of_maker_leads_trump_back() -> None:
    # Seat 2 made hearts (named in the second round); seat 2's partner, seat 0, leads.
    m = stacked_match("four-handed", 3, {0: "9H AC KC QS 9D", 2: "JH JD AH KH TS",
                                         1: "AS KS TD 9S QC", 3: "KD AD 9C TC JC"}, "QD")
    run(m, "pass", "pass", "pass", "pass", "pass", "pass", "name H")
    assert m.to_act == 0 and m.trump == C.HEARTS
    action, reason = NormalPlayer(1).hint(m.view(0))
    assert str(action) == "play 9H", reason
    assert "partner" in reason
