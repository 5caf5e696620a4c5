"""RULES §7.1: Three-handed ("cutthroat") Euchre, each rule with a stacked deal."""
import pytest

from game.rules import IllegalAction, Match, Options
from game.rules import cards as C
from game.rules.deal import draw_for_dealer
from game.rules.scoring import three_handed_winner
from game.rules.wire import view_from_wire, view_to_wire

from .helpers import hand_text, of_type, play_out, run, stacked_match
from .test_four_handed import _StackedRng

THREE = "three-handed"
# Dealer seat 2: seat 0 is at his left and bids and leads first, then seat 1, then seat 2.
HANDS = {0: "JH JD AH KH QH", 1: "9C TC QC KC AC", 2: "9S TS QS KS AS"}


def three(hands=None, upcard="9H", **kw) -> Match:
    return stacked_match(THREE, 2, dict(hands or HANDS), upcard, **kw)


def test_three_seats_five_cards_each_and_a_stock_of_nine_from_the_24_card_deck():
    m = Match(Options(variant=THREE), seed=3)
    assert m.n == 3 and [h.bit_count() for h in m.hands] == [5, 5, 5]
    assert len(m.stock) == 24 - 15
    assert len(m.view(0).scores) == 3 and m.view(1).side == 1


@pytest.mark.parametrize("deck,stock", [(24, 9), (32, 17), (25, 10)])
def test_every_deck_deals_five_each_and_leaves_the_rest_as_the_stock(deck, stock):
    m = Match(Options(variant=THREE, deck=deck), seed=11)
    assert len(m.stock) == stock


def test_deal_starts_at_the_dealers_left_in_the_same_packets_for_everyone():
    m = three(packets=(2, 3))
    ev = m.start_events[-1]
    assert ev["packets"] == (2, 3) and ev["cut"] is None  # no cut in three-handed
    assert hand_text(m, 0) == set(HANDS[0].split())


def test_first_dealer_is_the_lowest_card_drawn():
    # seats draw K, A, Q: the ace is lowest
    d = draw_for_dealer(24, 3, _StackedRng(["KC", "AD", "QH"]))
    assert d.dealer == 1 and len(d.rounds) == 1


def test_a_tie_for_lowest_is_drawn_again_by_the_tied_players_only():
    d = draw_for_dealer(24, 3, _StackedRng(["9C", "KD", "9H", "JS", "TC"]))
    assert len(d.rounds) == 2 and {p for p, _ in d.rounds[1]} == {0, 2}
    assert d.dealer == 2  # in the second draw the ten is lower than the jack


def test_a_tie_that_does_not_matter_is_not_drawn_again():
    d = draw_for_dealer(24, 3, _StackedRng(["KC", "KD", "9H"]))
    assert len(d.rounds) == 1 and d.dealer == 2


def test_a_match_without_a_fixed_dealer_draws_for_it_and_says_so():
    m = Match(Options(variant=THREE), seed=5)
    ev = m.start_events[0]
    assert ev["type"] == "first_dealer" and ev["rounds"] and ev["dealer"] == m.dealer


def test_a_match_with_its_dealer_fixed_says_so_with_no_draw():
    ev = Match(Options(variant=THREE), seed=5, first_dealer=2).start_events[0]
    assert ev == {"type": "first_dealer", "dealer": 2, "rounds": ()}


def test_the_deal_passes_to_the_left():
    m = three()
    run(m, "pass", "pass", "pass", "pass", "pass", "pass")  # everyone passes twice
    assert m.dealer == 0 and m.to_act == 1


def test_first_round_from_the_dealers_left_order_it_up_and_the_dealer_takes_it_up():
    m = three()
    assert m.to_act == 0 and [str(a) for a in m.legal_actions()] == ["pass", "order"]
    events = run(m, "order")
    order = of_type(events, "order")[0]
    assert order["word"] == "order it up" and m.trump == C.parse_suit("H")
    # the dealer takes the upcard and discards one card face down
    assert m.phase == "discard" and m.to_act == 2 and m.upcard_state == "taken"
    run(m, "discard 9S")
    assert m.phase == "play" and m.to_act == 0
    assert m.view(0).discard is None and m.view(2).discard == C.parse("9S")


def test_the_dealer_says_take_it_up():
    m = three()
    events = run(m, "pass", "pass", "order")
    assert of_type(events, "order")[0]["word"] == "take it up" and m.phase == "discard"


def test_there_is_no_going_alone_call_the_maker_always_plays_alone():
    m = three()
    with pytest.raises(IllegalAction, match="always plays alone"):
        m.apply("order alone")
    run(m, "pass", "pass", "pass")
    assert "name C alone" not in {str(a) for a in m.legal_actions()}
    run(m, "name C")
    assert m.maker == 0 and not m.alone and m.sitting_out == -1
    assert m.phase == "play" and m.to_act == 0


def test_second_round_turned_down_suit_and_next_cross_words():
    m = three()
    run(m, "pass", "pass", "pass")
    assert m.upcard_state == "down" and m.phase == "round2" and m.to_act == 0
    with pytest.raises(IllegalAction, match="turned down"):
        m.apply("name H")
    ev = of_type(run(m, "name D"), "name")[0]
    assert ev["word"] == "next"


def test_turned_down_suit_option_and_stick_the_dealer():
    m = three(turned_down_suit_allowed=True, stick_the_dealer=True)
    run(m, "pass", "pass", "pass", "pass", "pass")
    legal = {str(a) for a in m.legal_actions()}
    assert "pass" not in legal and "name H" in legal


def test_all_pass_twice_and_the_next_dealer_deals():
    m = three()
    events = run(m, *["pass"] * 6)
    assert of_type(events, "all_passed") and m.dealer == 0 and m.scores == [0, 0, 0]


def test_tricks_have_three_cards_the_left_leads_and_the_winner_leads_next():
    m = three()
    run(m, "order", "discard 9S")
    events = run(m, "play JH", "play 9C", "play 9H")
    trick = of_type(events, "trick")[0]
    assert len(trick["cards"]) == 3 and trick["winner"] == 0 and m.to_act == 0


def test_maker_march_scores_three():
    m = three()  # seat 0 holds both bowers, A K Q of hearts: all five tricks
    run(m, "order", "discard 9S")
    over = of_type(play_out(m), "hand_over")[0]
    assert over["result"] == "march" and over["awards"] == (3, 0, 0) and m.scores == [3, 0, 0]
    assert over["side"] == 0 and over["points"] == 3 and over["tricks"] == (5, 0, 0)


def test_maker_with_three_or_four_tricks_scores_one():
    # seat 1 names clubs holding A K Q 10 9; seat 2 holds the right bower and takes one trick
    hands = {0: "JH JD 9H TH QH", 1: "9C TC QC KC AC", 2: "JC TS QS KS AS"}
    m = three(hands, upcard="KH")
    run(m, "pass", "pass", "pass", "pass", "name C")
    events = run(m, "play JH", "play 9C", "play JC",  # the right bower wins
                 "play AS", "play JD", "play TC",  # seat 1 trumps the spade
                 "play AC", "play TS", "play 9H", "play KC", "play QS", "play TH",
                 "play QC", "play KS", "play QH")
    over = of_type(events, "hand_over")[0]
    assert over["maker"] == 1 and over["maker_tricks"] == 4 and over["tricks"] == (0, 4, 1)
    assert over["result"] == "made" and over["awards"] == (0, 1, 0) and m.scores == [0, 1, 0]


def test_a_euchred_maker_gives_two_points_to_each_of_the_other_two():
    m = three()
    run(m, "pass", "pass", "pass", "pass", "name S")  # seat 1 names spades holding none
    events = play_out(m)
    over = of_type(events, "hand_over")[0]
    assert over["maker"] == 1 and over["result"] == "euchred" and over["awards"] == (2, 0, 2)
    assert over["side"] is None and m.scores == [2, 0, 2]


def test_game_end_the_player_with_the_most_at_the_target_wins():
    assert three_handed_winner([10, 4, 7], 10) == 0
    assert three_handed_winner([9, 4, 7], 10) is None
    assert three_handed_winner([11, 12, 2], 10) == 1
    # two level on the most: play goes on
    assert three_handed_winner([10, 10, 2], 10) is None
    assert three_handed_winner([12, 12, 11], 10) is None


def test_a_euchre_that_brings_two_players_level_at_the_target_plays_on():
    m = three(target=5)
    m.scores = [3, 0, 3]
    run(m, "pass", "pass", "pass", "pass", "name S")
    events = play_out(m)
    assert m.scores == [5, 0, 5] and not m.over and not of_type(events, "match_over")
    assert m.phase in ("round1", "joker_suit", "redeal")


def test_a_march_to_the_target_wins_the_match_for_the_maker():
    m = three(target=5)
    m.scores = [2, 4, 4]
    run(m, "order", "discard 9S")
    events = play_out(m)
    over = of_type(events, "match_over")[0]
    assert m.over and over["winner"] == 0 and m.winner == 0 and m.scores == [5, 4, 4]


def test_no_bridge_in_three_handed():
    m = three(target=5)
    m.scores = [4, 0, 1]
    assert m.view(0).at_the_bridge == (False, False, False)


def test_joker_upcard_the_dealer_names_its_suit_first():
    m = three(deck=25, upcard="JK")
    assert m.phase == "joker_suit" and m.to_act == 2
    run(m, "joker C")
    assert m.phase == "round1" and m.to_act == 0 and m.proposed_suit == C.parse_suit("C")


def test_views_hide_the_other_hands_and_travel_on_the_wire():
    m = three()
    v = m.view(1)
    assert v.hand_sizes == (5, 5, 5) and set(map(C.text, v.hand)) == set(HANDS[1].split())
    assert view_from_wire(view_to_wire(v)) == v


def test_rubbers_and_defend_alone_are_refused_in_three_handed():
    with pytest.raises(ValueError, match="rubbers"):
        Options(variant=THREE, rubbers=True)
    with pytest.raises(ValueError, match="four-handed"):
        Options(variant=THREE, defend_alone=True)
