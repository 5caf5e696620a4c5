"""RULES §3: Four-Handed partnership Euchre, each rule with a stacked deal."""
import random

import pytest

from game.rules import IllegalAction, Match, Options
from game.rules import cards as C
from game.rules.deal import MIN_CUT, draw_for_partners, draw_value

from .helpers import hand_text, of_type, run, stacked_match

FOUR = "four-handed"
# Dealer seat 3: seat 0 is at his left, seat 2 his partner, seat 1 and 0 his opponents.
HANDS = {0: "9H TS QS KS AS", 1: "9C TC QC KC AC", 2: "9D TD QD KD AD", 3: "JD JH TH QH KH"}


def four(**kw):
    return stacked_match(FOUR, 3, dict(HANDS), kw.pop("upcard", "AH"), **kw)


class _StackedRng(random.Random):
    """A Random whose shuffles put the pack in a chosen order (top = last element)."""

    def __init__(self, draws: list[str]):
        super().__init__(0)
        self._draws = [C.parse(x) for x in draws]

    def shuffle(self, x):
        wanted = list(reversed(self._draws))  # pop() takes from the end
        rest = [c for c in x if c not in wanted]
        x[:] = rest + wanted


def test_draw_ranking_is_king_high_down_to_ace_low():
    order = [draw_value(C.parse(t)) for t in "KC QC JC TC 9C 8C 7C AC".split()]
    assert order == sorted(order, reverse=True)


def test_draw_two_lowest_play_the_two_highest_and_the_lowest_deals():
    # players 0..3 draw K, 9, A, Q: the low side is players 2 (A) and 1 (9)
    d = draw_for_partners(24, _StackedRng(["KC", "9D", "AH", "QS"]))
    seat = {p: d.seating.index(p) for p in range(4)}
    assert (seat[2] - seat[1]) % 4 == 2 and (seat[0] - seat[3]) % 4 == 2
    assert d.seating[d.dealer] == 2 and d.seating[0] == 0


def test_draw_ties_that_matter_are_drawn_again_by_the_tied_players():
    # players 1 and 2 tie on 9 at the partnership boundary; they redraw: 1 gets K, 2 gets J
    d = draw_for_partners(24, _StackedRng(["KC", "9D", "9H", "AS", "KD", "JC"]))
    assert len(d.rounds) == 2 and {p for p, _ in d.rounds[1]} == {1, 2}
    seat = {p: d.seating.index(p) for p in range(4)}
    assert (seat[3] - seat[2]) % 4 == 2  # A (3) with the lower redraw (2)
    assert d.seating[d.dealer] == 3


def test_draw_tie_that_does_not_matter_is_not_redrawn():
    d = draw_for_partners(24, _StackedRng(["KC", "KD", "9H", "AS"]))  # the two highest tie
    assert len(d.rounds) == 1


def test_draw_tie_for_lowest_is_redrawn_to_find_the_dealer():
    d = draw_for_partners(24, _StackedRng(["AC", "AD", "KH", "KS", "9C", "TC"]))
    assert {p for p, _ in d.rounds[1]} == {0, 1}
    assert d.seating[d.dealer] == 0  # player 0 redrew the 9, lower than player 1's 10


def test_a_four_handed_match_starts_with_the_draw_for_partners():
    m = Match(Options(variant=FOUR), seed=11)
    ev = m.start_events[0]
    assert ev["type"] == "draw_for_partners" and ev["dealer"] == m.dealer
    assert sorted(m.seating) == [0, 1, 2, 3] and m.seating[0] == 0


def test_the_cut_leaves_at_least_four_cards_in_each_packet():
    for s in range(200):
        cut = Match(Options(variant=FOUR), seed=s).start_events[-1]["cut"]
        seat, at = cut
        assert MIN_CUT <= at <= 24 - MIN_CUT
    m = Match(Options(variant=FOUR), seed=5)
    assert m.start_events[-1]["cut"][0] == (m.dealer - 1) % 4  # the dealer's right cuts


def test_deal_goes_clockwise_from_the_dealers_left_in_packets_leaving_four_in_the_stock():
    from game.rules.deal import StackedDeal
    order = tuple(C.deck(24))
    m = Match(Options(variant=FOUR), seed=1, stacked=[StackedDeal(order, (3, 2))],
              first_dealer=3, seating=(0, 1, 2, 3))
    assert [tuple(C.cards_of(m.hands[s])) for s in range(4)] == [
        order[0:3] + order[12:14], order[3:6] + order[14:16],
        order[6:9] + order[16:18], order[9:12] + order[18:20]]
    assert len(m.stock) == 4 and m.upcard == order[20]
    m = Match(Options(variant=FOUR), seed=1, stacked=[StackedDeal(order, (2, 3))],
              first_dealer=3, seating=(0, 1, 2, 3))
    assert tuple(C.cards_of(m.hands[0])) == order[0:2] + order[8:11]


def test_the_deal_passes_to_the_left():
    m = four()
    run(m, *["pass"] * 8)
    assert m.dealer == 0
    run(m, *["pass"] * 8)
    assert m.dealer == 1


def test_first_round_starts_left_of_the_dealer_with_order_up_assist_and_take_it_up():
    m = four()
    assert m.to_act == 0
    assert of_type(run(m, "order"), "order")[0]["word"] == "order it up"
    m = four()  # seat 1 is the dealer's partner (partners sit opposite: 1 and 3)
    assert of_type(run(m, "pass", "order"), "order")[0]["word"] == "assist"
    m = four()
    assert of_type(run(m, "pass", "pass", "order"), "order")[0]["word"] == "order it up"
    m = four()
    assert of_type(run(m, "pass", "pass", "pass", "order"), "order")[0]["word"] == "take it up"


def test_when_the_upcard_is_accepted_the_dealer_must_exchange_it_for_a_card():
    m = four()
    run(m, "order")
    assert m.phase == "discard" and m.to_act == 3 and "AH" in hand_text(m, 3)
    with pytest.raises(IllegalAction, match="must take up"):
        m.apply("leave")
    run(m, "discard TH")
    assert hand_text(m, 3) == {"JD", "JH", "QH", "KH", "AH"} and m.discarded == C.parse("TH")
    assert m.phase == "play" and m.to_act == 0


def test_the_dealer_turns_it_down_and_the_second_round_starts_left_of_the_dealer():
    m = four()
    ev = run(m, "pass", "pass", "pass", "pass")
    assert of_type(ev, "turn_down")[0]["seat"] == 3
    assert m.phase == "round2" and m.to_act == 0 and m.upcard_state == "down"


def test_second_round_naming_next_and_crossing_it():
    m = four()
    ev = run(m, *["pass"] * 4, "name D")
    assert of_type(ev, "name")[0]["word"] == "next"
    m = four()
    ev = run(m, *["pass"] * 4, "pass", "name S")
    assert of_type(ev, "name")[0]["word"] == "cross" and m.maker == 1


def test_second_round_the_rejected_suit_may_not_be_named():
    m = four()
    run(m, *["pass"] * 4)
    with pytest.raises(IllegalAction, match="turned down"):
        m.apply("name H")


def test_all_four_pass_twice_and_the_next_dealer_deals():
    m = four()
    ev = run(m, *["pass"] * 8)
    assert of_type(ev, "all_passed") and m.dealer == 0 and m.phase == "round1" and m.to_act == 1


def test_stick_the_dealer_four_handed():
    m = four(stick_the_dealer=True)
    run(m, *["pass"] * 7)
    assert m.to_act == 3 and "pass" not in {str(a) for a in m.legal_actions()}
    run(m, "name C")
    assert m.trump == C.CLUBS and m.maker == 3


def test_going_alone_the_partner_lays_his_cards_down_and_tricks_have_three_cards():
    m = four()
    ev = run(m, "pass", "order alone")  # seat 1 assists alone: his partner, the dealer, sits out
    tr = of_type(ev, "trump")[0]
    assert tr["alone"] and tr["sitting_out"] == 3 and m.sitting_out == 3
    # the dealer (seat 3) sits out, so nobody takes up; play starts at the dealer's left
    assert m.upcard_state == "left" and m.phase == "play" and m.to_act == 0
    run(m, "play 9H", "play 9C", "play 9D")
    assert len(m.tricks) == 1 and all(seat != 3 for seat, _ in m.tricks[0][1])


def test_dealer_does_not_take_up_when_his_partner_goes_alone():
    m = four()
    ev = run(m, "pass", "order alone")  # seat 1, the dealer's partner, assists alone
    assert of_type(ev, "order")[0]["word"] == "assist"
    assert not of_type(ev, "take_up") and "AH" not in hand_text(m, 3)
    assert m.sitting_out == 3 and m.phase == "play"


def test_dealer_takes_up_when_an_opponent_goes_alone():
    m = four()
    run(m, "order alone")  # seat 0 (an opponent) alone: his partner seat 2 sits out
    assert m.sitting_out == 2 and m.phase == "discard" and m.to_act == 3


def test_lead_passes_to_the_next_active_player_when_the_dealers_left_sits_out():
    m = four()
    run(m, *["pass"] * 4, "pass", "pass", "name C alone")  # seat 2 names clubs alone
    assert m.sitting_out == 0
    assert m.to_act == 1  # seat 0 (dealer's left) sits out: the next player leads
    m = four()
    run(m, "pass", "pass", "pass", "pass", "pass", "pass", "pass", "name S alone")
    # the dealer (3) alone: his partner (1) sits out; the dealer's left (0) still leads
    assert m.sitting_out == 1 and m.to_act == 0


def _play_hand(m, plays: dict):
    """Each seat plays the first card of its priority list that is legal."""
    prio = {seat: [C.parse(c) for c in p.split()] for seat, p in plays.items()}
    events = []
    while m.phase == "play":
        legal = {a.card for a in m.legal_actions()}
        card = next(c for c in prio[m.to_act] if c in legal)
        events += m.apply(f"play {C.text(card)}")
    return of_type(events, "hand_over")[0]


# Dealer seat 3, upcard T♥. Seat 0 holds five of J♥ J♦ A♥ K♥ Q♥ 9♥ J♣ J♠.
SUITED = {1: "9C TC QC KC AC", 2: "9D TD QD KD AD", 3: "9S TS QS KS AS"}
PRIORITY = {1: "9C TC QC AC KC", 2: "9D TD QD KD AD", 3: "TH TS QS KS AS 9S"}


def _hearts_ordered(maker_hand: str, alone: bool):
    m = stacked_match(FOUR, 3, {0: maker_hand, **SUITED}, "TH")
    run(m, "order alone" if alone else "order", "discard 9S")
    return m, _play_hand(m, {0: maker_hand, **PRIORITY})


def _clubs_named(alone: bool):
    # Seat 0 names clubs holding none; seat 1 holds every club but the bowers' partner.
    hand = "JH JD AH KH QH"
    m = stacked_match(FOUR, 3, {0: hand, **SUITED}, "TH")
    run(m, *["pass"] * 4, "name C alone" if alone else "name C")
    return m, _play_hand(m, {0: hand, **PRIORITY})


def test_partnership_march_scores_two():
    m, ho = _hearts_ordered("JH JD AH KH QH", alone=False)
    assert ho["result"] == "march" and ho["points"] == 2 and ho["side"] == 0
    assert m.scores == [2, 0]


def test_lone_march_scores_four():
    m, ho = _hearts_ordered("JH JD AH KH QH", alone=True)
    assert ho["result"] == "march" and ho["alone"] and ho["points"] == 4 and m.scores == [4, 0]


def test_partnership_making_three_or_four_scores_one():
    m, ho = _hearts_ordered("JH JD AH JC JS", alone=False)
    # J♥ J♦ A♥ win; J♣ loses to A♣, J♠ to K♣ led by seat 1
    assert ho["result"] == "made" and ho["tricks"] == (3, 2) and ho["points"] == 1
    assert m.scores == [1, 0]


def test_lone_hand_making_three_or_four_scores_one():
    m, ho = _hearts_ordered("JH JD AH KH JS", alone=True)
    assert ho["result"] == "made" and ho["tricks"] == (4, 1) and ho["points"] == 1


def test_makers_euchred_give_the_defenders_two():
    m, ho = _clubs_named(alone=False)
    assert ho["result"] == "euchred" and ho["points"] == 2 and ho["side"] == 1
    assert m.scores == [0, 2]


def test_lone_hand_euchred_gives_the_defenders_two():
    m, ho = _clubs_named(alone=True)
    assert ho["alone"] and ho["result"] == "euchred" and ho["points"] == 2 and ho["side"] == 1
    assert m.scores == [0, 2]


def test_at_the_bridge_in_a_five_point_game():
    from game.rules.scoring import at_the_bridge
    assert at_the_bridge((4, 2), 5) == (True, False)
    assert at_the_bridge((4, 3), 5) == (False, False)
    assert at_the_bridge((0, 4), 5) == (False, True)
    assert at_the_bridge((4, 2), 10) == (False, False)


@pytest.mark.parametrize("target", [5, 7, 10])
def test_targets_five_seven_and_ten(target):
    m = Match(Options(variant=FOUR, target=target), seed=target)
    r = random.Random(target)
    while not m.over:
        m.apply(r.choice(m.legal_actions()))
    assert max(m.scores) >= target and m.scores[m.winner] >= target
    assert m.scores[1 - m.winner] < target
