"""RULES §2: Two-Handed Euchre, each rule with a stacked deal."""
import pytest

from game.rules import IllegalAction, Match, Options, stack
from game.rules import cards as C

from .helpers import hand_text, of_type, run, stacked_match

TWO = "two-handed"


def test_two_players_and_default_target_of_ten():
    m = Match(Options(), seed=3)
    assert m.n == 2 and m.options.target == 10 and m.options.variant == TWO


def test_first_dealer_is_chosen_at_random():
    dealers = {Match(Options(), seed=s).dealer for s in range(40)}
    assert dealers == {0, 1}
    m = Match(Options(), seed=3)
    assert m.start_events[0] == {"type": "first_dealer", "dealer": m.dealer, "rounds": ()}


def test_deal_is_five_cards_each_in_packets_of_three_then_two_starting_left_of_dealer():
    order = C.parse_many("9C TC JC 9D TD 9H TH JD QD QC KC AC KD AD QH KH AH 9S TS JS QS KS AS JH")
    from game.rules.deal import StackedDeal
    m = Match(Options(), seed=1, stacked=[StackedDeal(tuple(order), (3, 2))], first_dealer=1)
    # non-dealer (seat 0) gets the first packet of 3, the dealer 3, then 2 each
    assert hand_text(m, 0) == {"9C", "TC", "JC", "TH", "JD"}
    assert hand_text(m, 1) == {"9D", "TD", "9H", "QD", "QC"}
    assert C.text(m.upcard) == "KC" and len(m.stock) == 14


def test_deal_in_packets_of_two_then_three_uses_the_same_pattern_for_both():
    order = C.parse_many("9C TC JC 9D TD 9H TH JD QD QC KC AC KD AD QH KH AH 9S TS JS QS KS AS JH")
    from game.rules.deal import StackedDeal
    m = Match(Options(), seed=1, stacked=[StackedDeal(tuple(order), (2, 3))], first_dealer=1)
    assert hand_text(m, 0) == {"9C", "TC", "TD", "9H", "TH"}
    assert hand_text(m, 1) == {"JC", "9D", "JD", "QD", "QC"}
    assert m.start_events[-1]["packets"] == (2, 3)


def test_random_packets_are_3_2_or_2_3_and_options_fix_them():
    seen = {Match(Options(), seed=s).start_events[-1]["packets"] for s in range(30)}
    assert seen == {(3, 2), (2, 3)}
    assert {Match(Options(packets="2-3"), seed=s).start_events[-1]["packets"]
            for s in range(10)} == {(2, 3)}


def test_the_deal_alternates():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "pass", "pass", "pass", "pass")
    assert m.dealer == 0
    run(m, "pass", "pass", "pass", "pass")
    assert m.dealer == 1


def test_non_dealer_orders_it_up_and_the_dealer_may_take_the_upcard_and_discard():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    ev = run(m, "order")
    assert of_type(ev, "order")[0]["word"] == "order it up"
    assert m.trump == C.HEARTS and m.maker == 0 and m.phase == "pickup" and m.to_act == 1
    run(m, "take")
    assert "AH" in hand_text(m, 1) and m.phase == "discard"
    run(m, "discard 9D")
    assert hand_text(m, 1) == {"JD", "TD", "QD", "KD", "AH"} and m.phase == "play"


def test_two_handed_dealer_may_decline_the_pickup_and_the_upcard_suit_is_still_trump():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    ev = run(m, "order", "leave")
    assert of_type(ev, "leave") and m.upcard_state == "left"
    assert m.trump == C.HEARTS and m.phase == "play" and "AH" not in hand_text(m, 1)


def test_dealer_accepts_after_a_pass_takes_the_upcard_and_discards():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    ev = run(m, "pass", "order")
    assert of_type(ev, "order")[0]["word"] == "take it up"   # the dealer's word in every game
    assert m.maker == 1 and m.phase == "discard" and "AH" in hand_text(m, 1)
    assert [a.kind for a in m.legal_actions()] == ["discard"] * 6


def test_ordering_up_ends_the_bidding_and_makes_the_upcard_suit_trump():
    m = stacked_match(TWO, 0, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "order")
    assert m.trump == C.HEARTS and m.maker == 1 and m.to_act == 0 and m.phase == "pickup"


def test_both_pass_turns_the_upcard_down_and_the_second_round_starts_with_the_non_dealer():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    ev = run(m, "pass", "pass")
    assert of_type(ev, "turn_down") and m.upcard_state == "down"
    assert m.phase == "round2" and m.to_act == 0 and m.turned_down_suit == C.HEARTS


def test_the_suit_turned_down_may_not_be_named():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "pass", "pass")
    assert "name H" not in {str(a) for a in m.legal_actions()}
    with pytest.raises(IllegalAction, match="hearts was turned down"):
        m.apply("name H")


def test_option_the_suit_turned_down_may_be_named():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH",
                      turned_down_suit_allowed=True)
    run(m, "pass", "pass", "name H")
    assert m.trump == C.HEARTS and m.maker == 0


def test_naming_a_suit_in_the_second_round_makes_trump_and_the_namer_is_maker():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    ev = run(m, "pass", "pass", "pass", "name D")
    assert m.trump == C.DIAMONDS and m.maker == 1 and of_type(ev, "name")[0]["word"] == "next"
    assert m.phase == "play" and m.to_act == 0


def test_all_pass_twice_throws_in_and_the_other_player_deals():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    ev = run(m, "pass", "pass", "pass", "pass")
    assert of_type(ev, "all_passed") and of_type(ev, "deal")
    assert m.dealer == 0 and m.phase == "round1" and m.to_act == 1
    assert m.scores == [0, 0] and m.hands_scored == 0


def test_stick_the_dealer_the_dealer_may_not_pass_in_the_second_round():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH",
                      stick_the_dealer=True)
    run(m, "pass", "pass", "pass")
    assert m.to_act == 1 and "pass" not in {str(a) for a in m.legal_actions()}
    with pytest.raises(IllegalAction, match="stick the dealer"):
        m.apply("pass")
    run(m, "name S")
    assert m.trump == C.SPADES and m.maker == 1


def test_going_alone_is_not_part_of_two_handed():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    assert "order alone" not in {str(a) for a in m.legal_actions()}
    with pytest.raises(IllegalAction, match="four-handed"):
        m.apply("order alone")


def test_the_non_dealer_leads_and_the_trick_winner_leads_next():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    run(m, "order", "leave")
    assert m.to_act == 0
    ev = run(m, "play AS", "play 9D")  # seat 1 has no spade: any card
    assert of_type(ev, "trick")[0]["winner"] == 0 and m.to_act == 0
    ev = run(m, "play 9H", "play JD")  # left bower wins the trump lead
    assert of_type(ev, "trick")[0]["winner"] == 1 and m.to_act == 1


def test_must_follow_suit_when_able():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9S TD QD KD"}, "AH")
    run(m, "order", "leave", "play AS")
    assert [str(a) for a in m.legal_actions()] == ["play 9S"]
    with pytest.raises(IllegalAction, match="must follow spades"):
        m.apply("play KD")


def _play_out(m, seat0, seat1):
    """Play the two hands in the given orders (the leader alternates as tricks are won)."""
    order = {0: list(seat0.split()), 1: list(seat1.split())}
    events = []
    while m.phase == "play":
        events += m.apply("play " + order[m.to_act].pop(0))
    return events


def test_maker_with_three_or_four_tricks_scores_one():
    m = stacked_match(TWO, 1, {0: "JH JD AH TS 9S", 1: "KH 9D TD QS AS"}, "9H")
    run(m, "order", "leave")
    ev = _play_out(m, "JH JD AH TS 9S", "KH 9D TD QS AS")
    ho = of_type(ev, "hand_over")[0]
    assert ho["result"] == "made" and ho["tricks"] == (3, 2) and ho["points"] == 1
    assert m.scores == [1, 0]


def test_maker_taking_all_five_marches_for_two():
    m = stacked_match(TWO, 1, {0: "JH JD AH KH QH", 1: "9D TD QS AS KS"}, "9H")
    run(m, "order", "leave")
    ev = _play_out(m, "JH JD AH KH QH", "9D TD QS AS KS")
    ho = of_type(ev, "hand_over")[0]
    assert ho["result"] == "march" and ho["points"] == 2 and m.scores == [2, 0]


def test_maker_with_fewer_than_three_tricks_is_euchred_and_the_defender_scores_two():
    m = stacked_match(TWO, 1, {0: "9H TH 9S TS 9C", 1: "JC JS KC QC AH"}, "AC")
    run(m, "order", "leave")  # seat 0 orders clubs up with a weak hand
    ev = _play_out(m, "9H 9C TH 9S TS", "AH JC JS KC QC")
    ho = of_type(ev, "hand_over")[0]
    assert ho["result"] == "euchred" and ho["side"] == 1 and ho["points"] == 2
    assert m.scores == [0, 2]


def test_joker_as_upcard_the_dealer_names_its_suit_and_it_is_offered_as_that_suit():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "JK", deck=25)
    assert m.phase == "joker_suit" and m.to_act == 1
    ev = run(m, "joker D")
    assert of_type(ev, "joker_suit")[0]["suit"] == C.DIAMONDS
    assert m.phase == "round1" and m.to_act == 0
    run(m, "pass", "order")  # the dealer accepts diamonds and takes the Joker
    assert m.trump == C.DIAMONDS and "JK" in hand_text(m, 1)
    run(m, "discard 9D")


def test_joker_named_suit_is_the_turned_down_suit_when_all_pass():
    m = stacked_match(TWO, 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "JK", deck=25)
    run(m, "joker S", "pass", "pass")
    assert m.turned_down_suit == C.SPADES
    assert "name S" not in {str(a) for a in m.legal_actions()}


def test_the_match_ends_exactly_when_a_side_reaches_the_target():
    hands = {0: "JH JD AH KH QH", 1: "9D TD QS AS KS"}
    more = [stack(2, d, hands, "9H") for d in (0, 1, 0, 1)]
    m = stacked_match(TWO, 1, hands, "9H", more=more, target=5)
    seat0 = "JH JD AH KH QH"
    for _ in range(3):  # three marches: 2, 4, 6
        if m.dealer == 1:
            run(m, "order", "leave")
        else:
            run(m, "pass", "order", "discard 9H")
        while m.phase == "play":
            mine = m.to_act == 0
            legal = m.legal_actions()
            pick = next(a for a in legal if C.text(a.card) in seat0.split()) if mine else legal[0]
            m.apply(pick)
        if m.over:
            break
    assert m.over and m.winner == 0 and m.scores[0] >= 5 and m.hands_scored == 3
    assert m.legal_actions() == [] and m.to_act is None
    with pytest.raises(IllegalAction, match="over"):
        m.apply("pass")


def test_hand_over_carries_the_public_record_of_the_hand_for_review():
    m = stacked_match(TWO, 1, {0: "JH JD AH KH QH", 1: "9D TD QS AS KS"}, "9H")
    run(m, "order", "leave")
    ev = _play_out(m, "JH JD AH KH QH", "9D TD QS AS KS")
    ho = of_type(ev, "hand_over")[0]
    assert ho["bids"] == ((0, "order"), (1, "leave")) and ho["dealer"] == 1
    assert ho["trump"] == C.HEARTS and ho["upcard"] == C.parse("9H")
    assert [C.text(c) for _, t in ho["played"] for s, c in t if s == 0] == \
        "JH JD AH KH QH".split()
