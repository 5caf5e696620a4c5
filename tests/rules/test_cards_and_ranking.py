"""RULES §1: cards and ranking, each rule with a stacked deal."""
import pytest

from game.rules import IllegalAction
from game.rules import cards as C
from game.rules.tricks import winning_index

from .helpers import hand_text, of_type, run, stacked_match


def test_deck_of_24_is_nine_to_ace_of_each_suit():
    d = C.deck(24)
    assert len(d) == 24 and len(set(d)) == 24
    assert {C.text(c)[0] for c in d} == set("9TJQKA")


def test_deck_of_32_adds_sevens_and_eights():
    d = C.deck(32)
    assert len(d) == 32 and {C.text(c)[0] for c in d} == set("789TJQKA")


def test_deck_of_25_is_24_plus_the_joker():
    d = C.deck(25)
    assert len(d) == 25 and C.JOKER in d and set(d) - {C.JOKER} == set(C.deck(24))


def test_the_full_pack_is_two_to_ace_of_each_suit_and_keeps_every_euchre_id():
    d = C.deck(52)
    assert len(d) == 52 and len(set(d)) == 52 and C.JOKER not in d
    assert {C.text(c)[0] for c in d} == set("23456789TJQKA")
    assert set(C.deck(32)) <= set(d)                 # the 7 to A are the same ids
    assert [C.card(r, C.HEARTS) for r in (C.SEVEN, C.ACE)] == [16, 23]
    low = [c for c in d if c >= C.LOW]
    assert {C.text(c)[0] for c in low} == set("23456") and len(low) == 20
    for s in C.SUITS:   # a suit's cards by height, aces high, and its mask holds them all
        suit = [c for c in d if C.suit_of(c) == s]
        assert [C.text(c)[0] for c in sorted(suit, key=C.value_of)] == list("23456789TJQKA")
        assert C.cards_of(C.SUIT_MASKS[s]) == sorted(suit)
    assert C.pretty(C.parse("2S")) == "2♠" and C.pretty(C.parse("6d")) == "6♦"
    assert C.rank_of(C.parse("2C")) == C.TWO and C.RANK_NAMES[C.SIX] == "six"
    assert [C.text(c) for c in C.in_order(C.mask(C.parse_many("AC 2D 7C 6C JK")))] == [
        "JK", "6C", "7C", "AC", "2D"]


def test_a_hand_of_the_full_pack_is_shown_by_suit_high_to_low():
    from game.rules.tricks import display_order
    hand = C.parse_many("2H 7H AH 3C 6C JD")
    assert [C.text(c) for c in display_order(hand)] == ["6C", "3C", "AH", "7H", "2H", "JD"]
    assert [C.text(c) for c in display_order(hand, C.HEARTS)] == [
        "6C", "3C", "JD", "AH", "7H", "2H"]


def test_card_text_form_round_trips_for_every_card():
    for c in C.deck(32) + [C.JOKER]:
        assert C.parse(C.text(c)) == c
    assert C.parse("10h") == C.parse("TH") and C.pretty(C.parse("JD")) == "J♦"
    with pytest.raises(ValueError, match="not a card"):
        C.parse("1X")


def trick(trump: str, cards: str) -> str:
    played = C.parse_many(cards)
    return C.text(played[winning_index(played, C.parse_suit(trump))])


def test_trump_order_right_bower_left_bower_then_ace_down():
    # clubs trump: J♣ right bower, J♠ left bower, A♣ third (RULES §1 example)
    assert trick("C", "AC JS JC") == "JC"
    assert trick("C", "AC JS KC") == "JS"
    assert trick("C", "9C AC KC QC TC") == "AC"
    assert trick("C", "9C TC") == "TC"


def test_joker_is_the_highest_trump_whatever_trump_is():
    for trump in "CDHS":
        right = "J" + trump
        assert trick(trump, f"{right} JK") == "JK"
    assert trick("H", "AS JK") == "JK"  # a Joker played to a spade lead trumps it


def test_plain_suit_order_ace_king_queen_jack_ten_nine_eight_seven():
    assert trick("H", "JC QC") == "QC"
    assert trick("H", "JC TC") == "JC"  # a plain jack ranks between queen and ten
    assert trick("H", "7S 8S") == "8S"
    assert trick("H", "9S AS KS") == "AS"


def test_off_suit_card_never_wins_and_any_trump_beats_plain_cards():
    assert trick("H", "9S AC") == "9S"
    assert trick("H", "AS 9H") == "9H"


def test_left_bower_belongs_to_trump_and_its_printed_suit_has_one_card_fewer():
    trump = C.HEARTS
    jd = C.parse("JD")
    assert C.effective_suit(jd, trump) == C.HEARTS
    assert C.effective_suit(C.parse("JH"), trump) == C.HEARTS
    diamonds = [c for c in C.deck(24) if C.effective_suit(c, trump) == C.DIAMONDS]
    hearts = [c for c in C.deck(24) if C.effective_suit(c, trump) == C.HEARTS]
    assert len(diamonds) == 5 and len(hearts) == 7


def _two_handed_play_hearts_trump(seat0: str, seat1: str):
    # Dealer seat 1; seat 0 orders up hearts (upcard AH), dealer leaves it; seat 0 leads.
    m = stacked_match("two-handed", 1, {0: seat0, 1: seat1}, "AH")
    run(m, "order", "leave")
    assert m.phase == "play" and m.to_act == 0
    return m


def test_left_bower_must_follow_a_trump_lead():
    m = _two_handed_play_hearts_trump("9H TS QS KS AS", "JD 9D TD QD KD")
    run(m, "play 9H")
    # seat 1's only trump is the left bower J♦: it must be played
    assert [str(a) for a in m.legal_actions()] == ["play JD"]
    with pytest.raises(IllegalAction, match="must follow hearts"):
        m.apply("play 9D")


def test_left_bower_may_not_follow_its_printed_suit():
    m = _two_handed_play_hearts_trump("AD TS QS KS AS", "JD 9D TC QC KC")
    run(m, "play AD")
    assert {str(a) for a in m.legal_actions()} == {"play 9D"}
    with pytest.raises(IllegalAction, match=r"must follow diamonds; J♦ is a trump this hand"):
        m.apply("play JD")


def test_left_bower_void_in_printed_suit_may_trump_and_wins_as_trump():
    m = _two_handed_play_hearts_trump("AD TS QS KS AS", "JD 9C TC QC KC")
    run(m, "play AD")
    assert "play JD" in {str(a) for a in m.legal_actions()}
    ev = run(m, "play JD")
    assert of_type(ev, "trick")[0]["winner"] == 1


def test_a_led_left_bower_is_a_trump_lead():
    m = _two_handed_play_hearts_trump("JD TS QS KS AS", "9H 9D TC QC KC")
    run(m, "play JD")
    # seat 1 holds a diamond and a heart: the lead was trump, so the heart must follow
    assert [str(a) for a in m.legal_actions()] == ["play 9H"]
    with pytest.raises(IllegalAction, match="trump"):
        m.apply("play 9D")


def test_joker_must_follow_a_trump_lead_and_cannot_follow_a_plain_lead():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JK 9C TC QC KC"}, "AH",
                      deck=25)
    run(m, "order", "leave", "play 9H")
    assert [str(a) for a in m.legal_actions()] == ["play JK"]
    m = stacked_match("two-handed", 1, {0: "9C TS QS KS AS", 1: "JK TC QD KD AD"}, "AH",
                      deck=25)
    run(m, "order", "leave", "play 9C")
    assert [str(a) for a in m.legal_actions()] == ["play TC"]


def test_32_card_deck_deals_sevens_and_eights_and_leaves_a_22_card_stock():
    m = stacked_match("two-handed", 1, {0: "7H 8H 7S 8S 7C", 1: "8C 7D 8D 9D TD"}, "AH",
                      deck=32)
    assert hand_text(m, 0) == {"7H", "8H", "7S", "8S", "7C"}
    assert len(m.stock) == 22 and C.text(m.upcard) == "AH"
