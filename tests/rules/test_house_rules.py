"""RULES §7.2 defend alone and §7.3 no ace, no face, each rule with a stacked deal."""
import pytest

from game.rules import IllegalAction, Options
from game.rules import cards as C
from game.rules.save import from_record, to_record
from game.rules.wire import view_from_wire, view_to_wire

from .helpers import of_type, play_out, run, stacked_match

FOUR = "four-handed"
# Dealer seat 3: seat 0 is at his left, seat 2 his partner, seats 0 and 1 his opponents.
HANDS = {0: "9H TS QS KS AS", 1: "9C TC QC KC AC", 2: "9D TD QD KD AD", 3: "JD JH TH QH KH"}


def four(**kw):
    return stacked_match(FOUR, 3, dict(HANDS), kw.pop("upcard", "AH"), **kw)


# ---------------------------------------------------------------- defend alone (§7.2)
def test_without_the_option_a_lone_hand_goes_straight_to_the_lead():
    m = four()
    run(m, "order alone", "discard TH")
    assert m.phase == "play" and m.to_act == 0


def test_after_the_dealers_discard_each_defender_from_the_makers_left_may_defend_alone():
    m = four(defend_alone=True)
    events = run(m, "order alone")
    assert m.phase == "discard"  # the dealer takes up and discards first
    events = run(m, "discard TH")
    assert m.phase == "defend" and m.to_act == 1 and of_type(events, "defence")
    assert [str(a) for a in m.legal_actions()] == ["pass", "defend alone"]
    run(m, "pass")
    assert m.phase == "defend" and m.to_act == 3
    events = run(m, "defend alone")
    ev = of_type(events, "defend_alone")[0]
    assert ev["seat"] == 3 and ev["sitting_out"] == 1
    v = m.view(0)
    assert v.lone_defender == 3 and set(v.out) == {2, 1}
    assert m.phase == "play" and m.to_act == 0


def test_the_first_defender_to_say_it_defends_alone_and_the_other_is_not_asked():
    m = four(defend_alone=True)
    run(m, "order alone", "discard TH", "defend alone")
    assert m.lone_defender == 1 and m.phase == "play"


def test_both_defenders_pass_and_the_lone_hand_is_played_as_usual():
    m = four(defend_alone=True)
    run(m, "order alone", "discard TH", "pass", "pass")
    assert m.phase == "play" and m.lone_defender == -1 and m.view(0).out == (2,)
    over = of_type(play_out(m), "hand_over")[0]
    assert over["lone_defender"] is None and over["points"] in (1, 2, 4)


def test_two_players_sit_out_and_each_trick_has_two_cards():
    m = four(defend_alone=True)
    run(m, "order alone", "discard TH", "pass", "defend alone")
    events = run(m, "play AS", "play JH")
    trick = of_type(events, "trick")[0]
    assert [s for s, _ in trick["cards"]] == [0, 3] and trick["winner"] == 3


def test_the_lead_is_the_first_active_player_at_the_dealers_left():
    # seat 1 goes alone; his partner is the dealer (seat 3), who sits out and does not take
    # up; seat 2 (the maker's left) defends alone, so seat 0 at the dealer's left sits out
    m = four(defend_alone=True)
    run(m, "pass", "order alone")
    assert m.phase == "defend" and m.to_act == 2 and m.upcard_state == "left"
    run(m, "defend alone")
    assert set(m.view(1).out) == {3, 0} and m.to_act == 1


def test_a_lone_defender_who_euchres_the_lone_maker_scores_four():
    m = four(defend_alone=True)  # seat 3 holds the top hearts and defends alone
    run(m, "order alone", "discard TH", "pass", "defend alone")
    over = of_type(play_out(m), "hand_over")[0]
    assert over["result"] == "euchred" and over["lone_defender"] == 3
    assert over["awards"] == (0, 4) and over["side"] == 1 and m.scores == [0, 4]


def test_a_lone_maker_who_beats_a_lone_defender_scores_by_the_lone_hand_rows():
    # seat 3 (dealer) goes alone with the top hearts: seat 0 defends alone and is marched
    m = four(defend_alone=True)
    run(m, "pass", "pass", "pass", "order alone", "discard TH")
    assert m.phase == "defend" and m.to_act == 0
    run(m, "defend alone")
    over = of_type(play_out(m), "hand_over")[0]
    assert over["result"] == "march" and over["awards"] == (0, 4)


def test_defend_alone_is_only_answered_in_its_turn_and_only_with_the_option():
    m = four()
    run(m, "order alone", "discard TH")
    with pytest.raises(IllegalAction, match="not played in this match"):
        m.apply("defend alone")
    m = four(defend_alone=True)
    with pytest.raises(IllegalAction, match="opponent goes alone"):
        m.apply("defend alone")
    with pytest.raises(ValueError, match="four-handed"):
        Options(variant="two-handed", defend_alone=True)


def test_a_defended_hand_saves_replays_and_travels_on_the_wire():
    m = four(defend_alone=True)
    run(m, "order alone", "discard TH", "pass", "defend alone", "play AS")
    again = from_record(to_record(m))
    assert again.view(3) == m.view(3) and again.lone_defender == 3
    assert view_from_wire(view_to_wire(m.view(0))) == m.view(0)


# ---------------------------------------------------------------- no ace, no face (§7.3)
JUNK = {0: "7C 8C 9C TC 7D", 1: "AS KS QS JS TS", 2: "8D 9D TD 7H 8H", 3: "AH KH QH JH AD"}


def junk(**kw):
    return stacked_match(FOUR, 3, dict(JUNK), kw.pop("upcard", "KD"), deck=32, **kw)


def test_without_the_option_nobody_is_offered_a_redeal():
    assert junk().phase == "round1"


def test_each_player_with_no_ace_and_no_face_is_offered_a_redeal_in_bidding_order():
    m = junk(no_ace_no_face=True)
    assert m.phase == "redeal" and m.to_act == 0
    assert [str(a) for a in m.legal_actions()] == ["redeal", "keep"]
    events = run(m, "keep")  # declining is final for this deal
    assert of_type(events, "keep")[0]["seat"] == 0 and m.to_act == 2 and m.phase == "redeal"
    run(m, "keep")
    assert m.phase == "round1" and m.to_act == 0 and m.bids == []


def test_a_redeal_is_dealt_again_by_the_same_dealer_from_a_new_shuffle():
    m = junk(no_ace_no_face=True)
    before = [list(C.cards_of(h)) for h in m.hands]
    events = run(m, "keep", "redeal")
    assert of_type(events, "redeal")[0] == {"type": "redeal", "seat": 2, "dealer": 3}
    deal = of_type(events, "deal")[0]
    assert deal["dealer"] == 3 and deal["hand"] == 1 and deal["deal"] == 2
    assert m.dealer == 3 and m.hands_scored == 0 and m.scores == [0, 0]
    assert [list(C.cards_of(h)) for h in m.hands] != before


def test_the_dealer_is_judged_on_his_five_cards_not_the_upcard():
    hands = {3: "7C 8C 9C TC 7D", 0: "AS KS QS JS TS", 1: "AD KD QD JD AH", 2: "AC KC QC JC KH"}
    m = stacked_match(FOUR, 3, hands, "JH", deck=32, no_ace_no_face=True)
    assert m.phase == "redeal" and m.to_act == 3  # the dealer, last in bidding order


def test_a_joker_counts_as_a_face_card():
    hands = {0: "JK 9C TC 9D TD"}
    m = stacked_match(FOUR, 3, hands, "9H", deck=25, no_ace_no_face=True)
    assert m.phase != "redeal" or m.to_act != 0


def test_the_redeal_comes_before_the_dealer_names_a_joker_upcards_suit():
    hands = {0: "9C TC 9D TD 9S"}
    m = stacked_match(FOUR, 3, hands, "JK", deck=25, no_ace_no_face=True)
    assert m.phase == "redeal" and m.to_act == 0
    run(m, "keep")
    assert m.phase == "joker_suit" and m.to_act == 3


@pytest.mark.parametrize("variant,players", [("two-handed", 2), ("three-handed", 3)])
def test_every_variant_offers_the_redeal(variant, players):
    hands = {s: "9C TC 9D TD 9S" if s == 0 else h for s, h in
             {0: "", 1: "AS KS QS JS TS", 2: "AH KH QH JH AD"}.items() if s < players}
    m = stacked_match(variant, players - 1, hands, "KD", no_ace_no_face=True)
    assert m.phase == "redeal" and m.to_act == 0
    run(m, "redeal")
    assert m.dealer == players - 1 and m.hands_scored == 0


def test_redeal_and_keep_are_refused_out_of_turn():
    m = junk()
    with pytest.raises(IllegalAction, match="redeal may be asked only"):
        m.apply("redeal")


def test_a_redeal_saves_and_replays():
    m = junk(no_ace_no_face=True)
    run(m, "keep", "redeal")
    again = from_record(to_record(m))
    assert again.view(0) == m.view(0) and again.deals_made == 2
