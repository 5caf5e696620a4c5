"""Hasenpfeffer (RULES §8.2) on stacked deals: the deal and the widow, the auction, the
forced Joker bid and the throw-in, naming trump, six tricks, the score below zero and the
game's end."""
from __future__ import annotations

import pytest

from game.rules import IllegalAction, Options, new_match
from game.rules import cards as C
from game.rules.hasenpfeffer import AUCTION, NAME_TRUMP, stack_hasenpfeffer
from game.rules.save import from_record, to_record

from .helpers import hand_text, of_type, run

# Dealer 3: seat 0 bids first. Seat 0 holds the six best hearts (the Joker, both bowers).
HANDS = {0: "JK JH JD AH KH QH", 1: "AS KS QS JS TS 9S", 2: "AC KC QC JC TC 9C",
         3: "AD KD QD TD 9D TH"}
NO_JOKER = {0: "9H JH JD AH KH QH", 1: "AS KS QS JS TS 9S", 2: "AC KC QC JC TC 9C",
            3: "AD KD QD TD 9D TH"}


def match(*deals, dealer: int = 3, target: int = 10):
    stacked = [stack_hasenpfeffer(dealer, HANDS, "9H") if d is None else d for d in deals] \
        or [stack_hasenpfeffer(dealer, HANDS, "9H")]
    return new_match(Options(variant="hasenpfeffer", target=target), seed=1, stacked=stacked,
                     first_dealer=dealer, seating=(0, 1, 2, 3))


def play_all(m) -> list[dict]:
    events: list[dict] = []
    start = m.hands_scored
    while m.hands_scored == start and not m.over:
        events += m.apply(m.legal_actions()[0])
    return events


def test_six_cards_each_in_packets_of_three_from_the_dealers_left_and_a_widow():
    st = stack_hasenpfeffer(3, HANDS, "9H")
    assert C.text(st.order[0]) == "JK" and [C.text(c) for c in st.order[3:6]] == ["AS", "KS", "QS"]
    assert C.text(st.order[-1]) == "9H" and len(st.order) == 25
    m = match()
    deal = m.start_events[-1]
    assert deal["type"] == "deal" and deal["packets"] == (3, 3) and deal["upcard"] is None
    for seat, cards in HANDS.items():
        assert hand_text(m, seat) == set(cards.split())
        v = m.view(seat)
        assert len(v.hand) == 6 and C.parse("9H") not in v.hand and v.upcard is None
    assert m.phase == AUCTION and m.to_act == 0


def test_the_match_opens_with_the_draw_for_partners():
    m = new_match(Options(variant="hasenpfeffer"), seed=5)
    assert m.start_events[0]["type"] == "draw_for_partners"
    assert m.options.deck == 25 and m.options.target == 10


def test_the_options_of_the_upcard_games_and_other_decks_are_refused():
    with pytest.raises(ValueError, match="25 cards"):
        Options(variant="hasenpfeffer", deck=24)
    for key in ("stick_the_dealer", "no_ace_no_face", "rubbers", "defend_alone"):
        with pytest.raises(ValueError, match="played only in"):
            Options(variant="hasenpfeffer", **{key: True})
    assert [Options(variant="hasenpfeffer", target=t).target for t in (5, 7)] == [5, 7]


def test_each_bids_higher_than_the_bid_before_or_passes_and_a_lower_bid_is_refused_in_words():
    m = match()
    assert [str(a) for a in m.legal_actions()] == ["pass"] + [f"bid {n}" for n in range(1, 7)]
    ev = run(m, "bid 3")
    assert ev == [{"type": "bid", "seat": 0, "tricks": 3}]
    assert m.to_act == 1 and [str(a) for a in m.legal_actions()] == ["pass", "bid 4", "bid 5", "bid 6"]
    before, view = m.state_id, m.view(1)
    for low in ("bid 3", "bid 1"):
        with pytest.raises(IllegalAction, match="You must bid more than three"):
            m.apply(low)
    with pytest.raises(IllegalAction, match="auction"):
        m.apply("name H")
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply("bid 5", seat=2)
    assert m.state_id == before and m.view(1) == view
    v = m.view(2)
    assert (v.high_bid, v.high_bidder, v.auction_passed, v.bids) == (3, 0, (), ((0, "bid 3"),))


def test_the_auction_goes_round_until_the_others_have_passed_after_a_bid_and_a_passer_is_skipped():
    m = match()
    run(m, "bid 3", "bid 4", "pass", "pass")
    assert m.phase == AUCTION and m.to_act == 0          # round again: the 3-bidder may raise
    run(m, "bid 5")
    assert m.to_act == 1                                  # seats 2 and 3 have passed: skipped
    ev = run(m, "pass")
    assert of_type(ev, "auction_won") == [{"type": "auction_won", "seat": 0, "tricks": 5,
                                           "forced": False}]
    assert m.phase == NAME_TRUMP and m.to_act == 0
    assert m.view(0).auction_passed == (2, 3, 1)


def test_the_last_bidder_wins_when_the_three_before_him_passed():
    m = match()
    ev = run(m, "pass", "pass", "pass", "bid 1")
    assert m.phase == NAME_TRUMP and m.to_act == 3 and of_type(ev, "auction_won")[0]["tricks"] == 1


def test_a_bid_of_six_ends_the_auction_at_once():
    m = match()
    ev = run(m, "pass", "bid 6")
    assert m.phase == NAME_TRUMP and m.to_act == 1 and of_type(ev, "auction_won")[0]["seat"] == 1


def test_nobody_bids_the_joker_holder_shows_it_and_must_bid_three():
    m = match()
    ev = run(m, "pass", "pass", "pass", "pass")
    assert of_type(ev, "forced_bid") == [{"type": "forced_bid", "seat": 0, "tricks": 3}]
    assert m.phase == NAME_TRUMP and m.to_act == 0
    v = m.view(2)
    assert v.forced_bid and v.high_bid == 3 and v.high_bidder == 0
    run(m, "name H")
    ev = play_all(m)
    widow = of_type(ev, "widow")[0]
    assert widow == {"type": "widow", "card": C.parse("9H"), "bidder": 0, "bid": 3,
                     "forced": True, "made": True}


def test_nobody_bids_and_the_joker_is_the_widow_the_hand_is_thrown_in():
    m = match(stack_hasenpfeffer(3, NO_JOKER, "JK"))
    ev = run(m, "pass", "pass", "pass", "pass")
    assert ev[4] == {"type": "thrown_in", "dealer": 3, "widow": C.JOKER}
    assert ev[5]["type"] == "deal" and ev[5]["dealer"] == 0 and ev[5]["hand"] == 1
    assert m.phase == AUCTION and m.to_act == 1 and m.scores == [0, 0]


def test_the_high_bidder_names_any_suit_and_leads():
    m = match()
    run(m, "pass", "pass", "bid 2", "pass")
    assert m.to_act == 2 and {str(a) for a in m.legal_actions()} == {"name C", "name D",
                                                                      "name H", "name S"}
    with pytest.raises(IllegalAction, match="going alone"):
        m.apply("name S alone")
    with pytest.raises(IllegalAction, match="name trump"):
        m.apply("bid 3")
    ev = run(m, "name S")
    assert ev[0] == {"type": "name", "seat": 2, "suit": C.SPADES, "alone": False, "word": "name"}
    assert ev[1]["type"] == "trump" and ev[1]["maker"] == 2
    assert ev[2] == {"type": "lead", "seat": 2, "trick": 1}
    assert m.to_act == 2 and m.trump == C.SPADES


def test_follow_suit_with_the_joker_and_the_left_bower_as_trumps_over_six_tricks():
    m = match()
    run(m, "bid 2", "pass", "pass", "pass", "name H", "play JK")
    run(m, "play 9S")        # seat 1: no trump
    run(m, "play 9C")        # seat 2: no trump
    with pytest.raises(IllegalAction, match="^the Joker is the highest trump, so trump was led: "
                                            "must follow hearts — you hold 10♥$"):
        m.apply("play AD")   # seat 3 holds the ten of hearts
    ev = run(m, "play TH")
    assert of_type(ev, "trick")[0]["winner"] == 0
    run(m, "play JD")        # the left bower leads: trump
    assert m.led == C.HEARTS and m.view(1).led_suit == C.HEARTS
    ev = play_all(m)
    assert len(of_type(ev, "trick")) == 5 and m.hands_scored == 1   # six in all


def test_made_scores_a_point_a_trick_taken_and_the_other_side_nothing():
    m = match()
    run(m, "bid 4", "pass", "pass", "pass", "name H")
    ev = play_all(m)
    over = of_type(ev, "hand_over")[0]
    assert over["result"] == "made" and over["tricks"] == (6, 0) and over["awards"] == (6, 0)
    assert over["points"] == 6 and over["side"] == 0 and over["upcard"] is None
    assert m.scores == [6, 0]
    assert of_type(ev, "widow")[0]["made"] is True
    assert ev.index(of_type(ev, "widow")[0]) < ev.index(over)


def test_failed_subtracts_the_bid_below_zero_and_the_other_side_scores_nothing():
    # Seat 1 bids six in spades; seat 0's Joker must take a trick whenever it falls.
    m = match()
    run(m, "pass", "bid 6", "name S")
    ev = play_all(m)
    over = of_type(ev, "hand_over")[0]
    assert over["result"] == "euchred" and over["awards"] == (0, -6) and over["points"] == -6
    assert m.scores == [0, -6] and over["scores"] == (0, -6)
    assert of_type(ev, "widow")[0] == {"type": "widow", "card": C.parse("9H"), "bidder": 1,
                                       "bid": 6, "forced": False, "made": False}
    assert m.dealer == 0 and m.phase == AUCTION and m.to_act == 1


def test_a_side_below_zero_climbs_back_and_the_first_side_to_the_target_wins():
    m = match(stack_hasenpfeffer(3, HANDS, "9H"), stack_hasenpfeffer(0, {1: HANDS[0]}, "9H"),
              stack_hasenpfeffer(1, {2: HANDS[0]}, "9H"), target=7)
    run(m, "pass", "bid 6", "name S")
    play_all(m)
    assert m.scores == [0, -6]
    run(m, "bid 1", "pass", "pass", "pass", "name H")   # seat 1, the Joker and hearts
    play_all(m)
    assert m.scores == [0, 0]
    run(m, "bid 6", "name H")                            # seat 2: six tricks, game to 7? 6
    play_all(m)
    assert m.scores == [6, 0] and not m.over
    assert m.hands_scored == 3


def test_the_game_ends_when_a_side_reaches_the_target():
    m = match(target=5)
    run(m, "bid 5", "pass", "pass", "pass", "name H")
    ev = play_all(m)
    assert m.over and m.winner == 0 and ev[-1]["type"] == "match_over"
    assert ev[-1]["scores"] == (6, 0)


def test_the_widow_is_in_no_view_and_no_event_until_the_hands_end():
    m = match()
    widow = C.parse("9H")
    events = list(m.start_events) + run(m, "bid 2", "pass", "pass", "pass", "name H")
    while m.hands_scored == 0:
        for s in range(4):
            assert widow not in m.view(s).hand
        events += m.apply(m.legal_actions()[0])
    end = next(i for i, e in enumerate(events) if e["type"] == "widow")
    for e in events[:end]:
        assert widow not in [v for k, v in e.items() if k in ("card", "widow", "upcard")]


def test_a_saved_match_replays_into_the_same_state():
    m = new_match(Options(variant="hasenpfeffer", target=5), seed=11)
    for _ in range(40):
        m.apply(m.legal_actions()[0])
    again = from_record(to_record(m))
    assert type(again) is type(m) and again.view(0) == m.view(0)
    clone = m.clone()
    clone.apply(clone.legal_actions()[0])
    assert m.state_id == 40 and clone.state_id == 41 and type(clone) is type(m)


def test_the_modules_example_holds():
    import doctest
    import importlib
    assert doctest.testmod(importlib.import_module("game.rules.hasenpfeffer")).failed == 0
