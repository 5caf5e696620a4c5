"""Partner sense on stacked deals, for the normal and hard levels (hard over several seeds, so
a pass is not luck): no lone hand when a partnered call wins the game, the classic calls,
the bower led to a partner who called, ducking so the partner takes the euchre; and the
lone-hand figures of ``--sim --json``.

Two-handed has no partner and no lone hands: its analogue here is the maker leading the
right bower after calling trump (docs/ai.md, partner sense, says which items apply where).
"""
from __future__ import annotations

import pytest

from game.ai import HardPlayer, NormalPlayer
from game.rules import Options
from game.sim import simulate, simulate_duplicate
from tests.rules.helpers import run, stacked_match

SEEDS = (1, 2, 3)
N = 1 + len(SEEDS)   # normal and each hard player


def players():
    """``normal``, and ``hard`` on fixed samples with each seed."""
    yield NormalPlayer(1)
    for seed in SEEDS:
        yield HardPlayer(seed, samples=24)


def choices(m, seat: int) -> list[str]:
    view = m.view(seat)
    return [str(p.choose(view)) for p in players()]


# Four-handed, dealer 3: seat 0 holds both bowers, the ace and king of hearts and the A♠.
LONE = {0: "JH JD AH KH AS", 1: "QS KS 9C TC QD", 2: "TS 9S JC QC KD", 3: "TH QH AC KC 9D"}


def test_no_lone_hand_when_a_partnered_call_wins_the_game() -> None:
    m = stacked_match("four-handed", 3, LONE, "9H")
    assert choices(m, 0) == ["order alone"] * N   # from 0-0 the hand is a lone hand
    for scores in ((8, 0), (9, 7)):   # a march with the partner (2 points) wins the game
        m.scores = list(scores)
        assert choices(m, 0) == ["order"] * N
    # The same in the second round: the T♦ turned down, seat 0 names hearts.
    m2 = stacked_match("four-handed", 3, LONE, "TD")
    run(m2, "pass", "pass", "pass", "pass")
    m2.scores = [8, 9]
    assert choices(m2, 0) == ["name H"] * N


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_right_bower_two_trumps_and_an_ace_order_it_up(seat) -> None:
    # The weakest such hand: right bower, ten and nine, a lone ace, a small card; the Q♥ up.
    m = stacked_match("four-handed", 3, {seat: "JH TH 9H AS 9C"}, "QH")
    run(m, *["pass"] * seat)
    got = choices(m, seat)
    if seat == 3:   # the dealer takes it up: four trumps and the ace, alone or not
        assert all(c.startswith("order") for c in got), got
    else:           # order it up (seats 0 and 2) or assist (seat 1, the dealer's partner)
        assert got == ["order"] * N


def test_dealers_partner_assists_with_right_bower_king_and_ten() -> None:
    m = stacked_match("four-handed", 3, {1: "JH KH TH 9C QS"}, "9H")
    run(m, "pass")
    assert choices(m, 1) == ["order"] * N


# Seat 2 (seat 0's partner) makes hearts; seat 0 leads the first trick.
RIGHT = {0: "JH AS 9C TC 9D", 1: "QS KS AC QC QD", 2: "AH KH TH KC AD", 3: "JD 9S TS JC KD"}
LEFT = {0: "JD 9H AS 9C 9D", 1: "QS KS AC QC QD", 2: "JH AH TH KC AD", 3: "KH 9S TS JC KD"}


def test_leads_the_right_bower_to_a_partner_who_ordered() -> None:
    m = stacked_match("four-handed", 3, RIGHT, "9H")
    run(m, "pass", "pass", "order", "discard KD")
    assert m.to_act == 0 and m.maker == 2
    assert choices(m, 0) == ["play JH"] * N
    assert "right bower" in NormalPlayer(1).hint(m.view(0))[1]


def test_leads_the_left_bower_to_a_partner_who_called() -> None:
    m = stacked_match("four-handed", 3, LEFT, "QH")
    run(m, "pass", "pass", "order", "discard KD")
    assert choices(m, 0) == ["play JD"] * N
    assert "partner called trump" in NormalPlayer(1).hint(m.view(0))[1]
    # Named in the second round (the Q♦ turned down).
    m2 = stacked_match("four-handed", 3, {**LEFT, 1: "QS KS AC QC TD", 3: "KC 9S TS JC KD",
                                          2: "JH AH TH KH AD"}, "QD")
    run(m2, *["pass"] * 6, "name H")
    assert m2.to_act == 0 and m2.maker == 2
    assert choices(m2, 0) == ["play JD"] * N


def test_two_handed_maker_leads_the_right_bower() -> None:
    m = stacked_match("two-handed", 0, {1: "JH 9H TH AS KC", 0: "QC KD 9D TD QS"}, "QH")
    run(m, "order", "take", "discard 9D")
    assert choices(m, 1) == ["play JH"] * N


def test_defender_ducks_so_the_partner_takes_the_euchre() -> None:
    # Hearts made by seat 1; the defenders (0 and 2) have one trick and need the last two.
    # Seat 2 leads the A♠; seat 0 holds the right bower (a trick whenever it is played) and
    # the 9♦: taking over with the bower leaves the 9♦ to lose the last trick.
    m = stacked_match("four-handed", 3, {0: "JH 9H QD TC 9D", 1: "AD QH KH 9S JS",
                                         2: "AS KS KD JC 9C", 3: "TD QS TS QC AC"}, "TH")
    run(m, "pass", "order", "discard AC",
        "play QD", "play AD", "play KD", "play TD",
        "play KH", "play JC", "play TH", "play 9H",     # seat 2 shows no trump
        "play 9S", "play KS", "play TS", "play TC",
        "play AS", "play QS")
    assert m.to_act == 0 and m.tricks_won == [0, 2, 1, 0]
    assert choices(m, 0) == ["play 9D"] * N
    assert "partner is winning" in NormalPlayer(1).hint(m.view(0))[1]


def test_sim_json_gives_the_lone_hand_rate_and_success() -> None:
    options = Options(variant="four-handed")
    for j in (simulate(options, 4, 7, ("normal", "normal")).to_json(),
              simulate_duplicate(options, 2, 7, ("normal", "normal")).to_json()):
        assert j["lone_hands"] > 0   # normal calls a few on these deals
        assert j["lone_hand_rate"] == round(j["lone_hands"] / j["hands"], 4)
        assert j["lone_hand_success"] == round(j["lone_hands_made"] / j["lone_hands"], 4)
        assert j["lone_hand_march_share"] == round(j["lone_hands_marched"] / j["lone_hands"], 4)
        assert j["lone_hands_marched"] <= j["lone_hands_made"] <= j["lone_hands"]
