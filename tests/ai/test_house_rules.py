"""The house rules on stacked deals: no ace, no face (redeal or keep) and defend alone."""
from __future__ import annotations

import pytest

from game.ai import EasyPlayer, HardPlayer, NormalPlayer, RandomPlayer, make_player
from tests.rules.helpers import of_type, run, stacked_match

LEVELS = [pytest.param(lambda s=1: EasyPlayer(s), id="easy"),
          pytest.param(lambda s=1: NormalPlayer(s), id="normal"),
          pytest.param(lambda s=1: HardPlayer(s, samples=24), id="hard")]

JUNK = "9C TC 9D TS 9S"


@pytest.mark.parametrize("make", LEVELS)
@pytest.mark.parametrize("variant, dealer, seat", [("two-handed", 1, 0), ("two-handed", 0, 0),
                                                   ("three-handed", 2, 1),
                                                   ("four-handed", 3, 2)])
def test_every_level_asks_for_a_redeal_of_junk(make, variant, dealer, seat) -> None:
    m = stacked_match(variant, dealer, {seat: JUNK}, "AH", no_ace_no_face=True)
    assert m.phase == "redeal" and m.to_act == seat
    action, reason = make().hint(m.view(seat))
    assert str(action) == "redeal", reason
    assert reason.startswith("Ask for a redeal: no ace and no face card (9♣, 10♣, 9♦, 9♠ and 10♠)")
    events = m.apply(action)
    assert [e["type"] for e in events] == ["redeal", "deal"] and events[1]["dealer"] == dealer


@pytest.mark.parametrize("make", LEVELS[1:])
def test_the_two_handed_dealer_keeps_junk_with_the_right_bower_turned_up(make) -> None:
    # Nine and ten of hearts with the J♥ turned up: taking it up gives three trumps headed
    # by the right bower, worth more than a new hand (docs/ai.md).
    m = stacked_match("two-handed", 0, {0: "9H TH 9C TS 9D"}, "JH", no_ace_no_face=True)
    assert m.to_act == 0 and m.phase == "redeal"
    action, reason = make().hint(m.view(0))
    assert str(action) == "keep", reason
    assert reason == ("Keep this hand: you deal, and with the J♥ you would take up, hearts "
                      "would give you three trumps (right bower, 10♥, 9♥)")
    # the same hand with the jack of another suit up, or not as the dealer: a redeal
    other = stacked_match("two-handed", 0, {0: "9H TH 9C TS 9D"}, "JC", no_ace_no_face=True)
    assert str(make().choose(other.view(0))) == "redeal"
    left = stacked_match("two-handed", 1, {0: "9H TH 9C TS 9D"}, "JH", no_ace_no_face=True)
    assert str(make().choose(left.view(0))) == "redeal"


def test_the_easy_level_asks_for_a_redeal_of_every_junk_hand() -> None:
    m = stacked_match("two-handed", 0, {0: "9H TH 9C TS 9D"}, "JH", no_ace_no_face=True)
    assert str(EasyPlayer(1).choose(m.view(0))) == "redeal"


# Four-handed, dealer 3, hearts turned up. Seat 0 goes alone on three middling trumps; seat 1,
# at the maker's left, holds the three best trumps: the euchre is certain.
LONE = {0: "KH QH TH AS AD", 1: "JH JD AH 9S TS", 2: "9C TC QC KC 9D", 3: "AC JC KS QS TD"}


def _lone(hands=LONE):
    m = stacked_match("four-handed", 3, hands, "9H", defend_alone=True)
    run(m, "order alone", "discard TD")
    assert m.phase == "defend" and m.to_act == 1
    return m


@pytest.mark.parametrize("make", LEVELS)
def test_a_defender_with_the_best_trumps_defends_alone_against_a_weak_lone_hand(make) -> None:
    m = _lone()
    action, reason = make().hint(m.view(1))
    assert str(action) == "defend alone", reason
    assert reason.startswith("Defend alone:")


def test_the_normal_reason_names_the_sure_tricks() -> None:
    _action, reason = NormalPlayer(1).hint(_lone().view(1))
    assert reason == ("Defend alone: your right bower, left bower and A♥ are the best trumps "
                      "out, so the euchre is certain, and alone it scores four")


@pytest.mark.parametrize("make", LEVELS)
def test_a_weak_defender_passes_and_leaves_it_to_the_partner(make) -> None:
    weak = dict(LONE)
    weak[1], weak[3] = LONE[3], LONE[1]   # the best trumps go to the dealer, at the maker's right
    m = stacked_match("four-handed", 3, weak, "9H", defend_alone=True)
    run(m, "order alone", "discard 9S")
    assert m.phase == "defend" and m.to_act == 1
    action, reason = make().hint(m.view(1))
    assert str(action) == "pass", reason
    assert "partner" in reason
    m.apply(action)
    assert m.to_act == 3   # the partner answers next, and defends alone
    assert str(make().choose(m.view(3))) == "defend alone"


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_the_lone_hand_against_the_lone_defender_is_played_out(level) -> None:
    # Two seats out: every level plays the two-player hand to its end, legally; the lone
    # defender's three best trumps take three tricks whatever is played: 4 points.
    m = _lone()
    m.apply("defend alone")
    assert m.view(0).out == (2, 3)
    bots = [make_player(level, s, reproducible=True) for s in range(4)]
    events: list[dict] = []
    while not of_type(events, "hand_over"):
        seat = m.to_act
        assert seat in (0, 1)
        view = m.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        events += m.apply(action)
    over = of_type(events, "hand_over")[0]
    assert over["result"] == "euchred" and over["lone_defender"] == 1
    assert over["awards"] == (0, 4)
    assert all(len(cards) == 2 for _w, cards in over["played"])


def test_random_answers_the_new_questions_legally() -> None:
    m = _lone()
    assert RandomPlayer(1).choose(m.view(1)) in m.view(1).legal
    j = stacked_match("three-handed", 2, {1: JUNK}, "AH", no_ace_no_face=True)
    assert RandomPlayer(1).choose(j.view(1)) in j.view(1).legal
