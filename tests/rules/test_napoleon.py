"""Napoleon (RULES §8.3) on stacked deals, one test per rule, and properties of random
matches checked against a small reference of their own."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import IllegalAction, Options, new_match
from game.rules import cards as C
from game.rules.deal import StackedDeal
from game.rules.napoleon import NapoleonMatch


def order_for(players: int, dealer: int, hands: dict[int, str], deck: int,
              packets=(3, 2)) -> StackedDeal:
    """A deck order that deals ``hands`` (seat -> five cards) from the dealer's left in
    ``packets``; unnamed seats get the first cards left over."""
    given_cards = {s: C.parse_many(h) for s, h in hands.items()}
    used = {c for h in given_cards.values() for c in h}
    rest = [c for c in C.deck(deck) if c not in used]
    full = {s: given_cards.get(s) or [rest.pop(0) for _ in range(5)] for s in range(players)}
    order, taken = [], {s: 0 for s in range(players)}
    for size in packets:
        for i in range(players):
            s = (dealer + 1 + i) % players
            order += full[s][taken[s]:taken[s] + size]
            taken[s] += size
    return StackedDeal(tuple(order + rest), packets)


def nap(players: int = 4, dealer: int = 3, hands: dict[int, str] | None = None,
        more: int = 0, **options) -> NapoleonMatch:
    variant = "napoleon" if players == 4 else "napoleon-3"
    opts = Options(variant=variant, **options)
    deals = [order_for(players, dealer, hands or {}, opts.deck)]
    deals += [order_for(players, (dealer + 1 + i) % players, {}, opts.deck) for i in range(more)]
    m = new_match(opts, 1, stacked=deals, first_dealer=dealer)
    assert isinstance(m, NapoleonMatch)
    return m


def run(m, *actions: str) -> list:
    out = []
    for a in actions:
        out += m.apply(a)
    return out


def refused(m, action: str, words: str) -> None:
    before = (m.state_id, m.view(m.to_act), list(m.history))
    with pytest.raises(IllegalAction) as e:
        m.apply(action)
    assert words in str(e.value)
    assert (m.state_id, m.view(m.to_act), list(m.history)) == before   # nothing changes


# ------------------------------------------------------------------ the deal
@pytest.mark.parametrize("players,deck,low", [(4, 28, "8"), (3, 24, "9")])
def test_five_cards_each_from_the_short_pack_the_rest_unused(players, deck, low):
    m = new_match(Options(variant="napoleon" if players == 4 else "napoleon-3"), 5)
    assert m.options.deck == deck and m.n == players
    hands = [m.view(s).hand for s in range(players)]
    assert all(len(h) == 5 for h in hands)
    held = [c for h in hands for c in h]
    assert len(set(held)) == 5 * players and set(held) <= set(C.deck(deck))
    assert min(c & 7 for c in C.deck(deck)) == C.RANK_LETTERS.index(low)
    assert m.view(0).upcard is None and m.view(0).upcard_state == "none"


def test_the_deal_is_in_packets_of_three_then_two_from_the_dealers_left():
    deck = C.deck(28)
    m = new_match(Options(variant="napoleon"), 1,
                  stacked=[StackedDeal(tuple(deck), (3, 2))], first_dealer=1)
    # seat 2 (the dealer's left) gets the first three cards, then seat 3, 0, 1; then twos
    assert set(m.view(2).hand) == set(deck[0:3]) | set(deck[12:14])
    assert set(m.view(1).hand) == set(deck[9:12]) | set(deck[18:20])
    m2 = new_match(Options(variant="napoleon"), 1,
                   stacked=[StackedDeal(tuple(deck), (2, 3))], first_dealer=1)
    assert set(m2.view(2).hand) == set(deck[0:2]) | set(deck[8:11])
    assert m.start_events[1]["type"] == "nap_deal" and m.start_events[1]["deals"] == 8


# ------------------------------------------------------------------ the full pack (option)
@pytest.mark.parametrize("variant,players", [("napoleon", 4), ("napoleon-3", 3)])
def test_the_full_52_card_pack_five_each_the_rest_unused(variant, players):
    m = new_match(Options(variant=variant, deck=52), 7)
    assert m.options.deck == 52 and len(C.deck(52)) == 52 and C.JOKER not in C.deck(52)
    hands = [m.view(s).hand for s in range(players)]
    held = [c for h in hands for c in h]
    assert all(len(h) == 5 for h in hands) and len(set(held)) == 5 * players
    assert set(held) <= set(C.deck(52))
    assert {C.text(c)[0] for c in C.deck(52)} == set("23456789TJQKA")


def test_a_52_card_pack_is_refused_where_the_game_does_not_have_it():
    for variant in ("two-handed", "four-handed", "railroad", "hasenpfeffer"):
        with pytest.raises(ValueError, match="a deck of 52 cards is played only in Napoleon"):
            Options(variant=variant, deck=52)
    with pytest.raises(ValueError, match="the deck has 28 or 52 cards, not 32"):
        Options(variant="napoleon", deck=32)


FULL = {0: "2H 6H AS 3C 4D", 1: "5H 7H 2S 8D 5D", 2: "3H KH 6S 2C 6D", 3: "4H QS 3S TC 2D"}


def test_the_twos_to_sixes_follow_suit_and_the_highest_card_wins():
    m = nap(dealer=3, hands=FULL, deck=52)
    assert [C.text(c) for c in m.view(0).hand] == ["3C", "4D", "2H", "6H", "AS"]  # by suit
    run(m, "bid two", "pass", "pass", "pass")
    ev = run(m, "play 2H")                          # hearts trump, led with the two
    assert ev[-1] == {"type": "nap_trump", "seat": 0, "suit": C.HEARTS}
    refused(m, "play 2S", "must follow hearts: you hold 5♥, 7♥")
    ev = run(m, "play 5H", "play 3H", "play 4H")
    assert ev[-1]["type"] == "trick" and ev[-1]["winner"] == 1     # 5♥ the highest
    # seat 1 leads spades: 2♠; the six over the three and the two, the ace over all
    ev = run(m, "play 2S", "play 6S", "play 3S", "play AS")
    assert ev[-1]["winner"] == 0
    ev = run(m, "play 4D", "play 5D", "play 6D", "play 2D")
    assert ev[-1]["winner"] == 2                    # 6♦ over 5♦, 4♦ and 2♦
    # seat 2 leads 2♣; seat 3 covers with the ten, seat 0 the three; seat 1 has no club and
    # trumps it with the seven
    ev = run(m, "play 2C", "play TC", "play 3C", "play 7H")
    assert ev[-1]["winner"] == 1 and ev[-1]["cards"][-1] == (1, C.parse("7H"))


def test_a_low_trump_beats_an_ace_of_another_suit():
    m = nap(dealer=3, hands={0: "2S 3S 4S 5S 6S", 1: "AH KH QH JH TH", 2: "AD KD QD JD TD",
                             3: "AC KC QC JC TC"}, deck=52)
    run(m, "bid nap", "play 6S", "play AH", "play AD", "play AC")   # nothing over a Nap
    assert m.tricks[-1][0] == 0 and m.trump == C.SPADES


def test_a_52_card_match_is_replayed_from_its_seed_and_actions():
    opts = Options(variant="napoleon", deck=52)
    a = new_match(opts, 9)
    rng = random.Random(1)
    while not a.over:
        a.apply(rng.choice(a.legal_action_ids()))
    b = new_match(opts, 9)
    for aid in a.history:
        b.apply(aid)
    assert b.scores == a.scores and b.over


# ------------------------------------------------------------------ the bidding
def test_one_round_of_bidding_from_the_dealers_left_each_higher():
    m = nap(dealer=3)
    assert m.to_act == 0 and [str(a) for a in m.legal_actions()] == [
        "pass", "bid two", "bid three", "bid misere", "bid four", "bid nap"]
    ev = run(m, "bid two")
    assert ev == [{"type": "nap_bid", "seat": 0, "bid": "two"}] and m.to_act == 1
    refused(m, "bid two", "you must bid more than two")
    run(m, "bid three")
    refused(m, "bid two", "you must bid more than three")
    run(m, "pass")
    ev = run(m, "bid four")   # the dealer bids last
    assert [e["type"] for e in ev] == ["nap_bid", "contract", "lead"]
    assert ev[1] == {"type": "contract", "bidder": 3, "bid": "four"}
    assert m.phase == "play" and m.to_act == 3 and m.view(0).contract == "four"
    assert m.view(0).bids == ((0, "bid two"), (1, "bid three"), (2, "pass"), (3, "bid four"))


def test_misere_ranks_between_three_and_four_and_is_an_option():
    m = nap()
    run(m, "bid three")
    assert "bid misere" in [str(a) for a in m.legal_actions()]
    run(m, "bid misere")
    assert [str(a) for a in m.legal_actions()] == ["pass", "bid four", "bid nap"]
    refused(m, "bid three", "you must bid more than misère")
    off = nap(misere=False)
    refused(off, "bid misere", "misère is not played in this match")
    assert "bid misere" not in [str(a) for a in off.legal_actions()]


def test_wellington_only_over_a_nap_and_blucher_only_over_a_wellington():
    m = nap(wellington=True, blucher=True)
    refused(m, "bid wellington", "Wellington may be bid only over a Nap")
    run(m, "bid nap")
    refused(m, "bid blucher", "Blücher may be bid only over a Wellington")
    assert [str(a) for a in m.legal_actions()] == ["pass", "bid wellington"]
    run(m, "bid wellington")
    assert [str(a) for a in m.legal_actions()] == ["pass", "bid blucher"]
    ev = run(m, "bid blucher")      # nothing higher is left: the bidding ends at once
    assert ev[-2] == {"type": "contract", "bidder": 2, "bid": "blucher"}
    off = nap()
    run(off, "bid nap")
    assert off.phase == "play" and off.maker == 0      # Wellington off: nothing over a Nap
    refused(nap(), "bid wellington", "Wellington is not played in this match")


def test_all_pass_throws_the_hand_in_and_the_next_player_deals():
    m = nap(dealer=3, more=1)
    ev = run(m, "pass", "pass", "pass", "pass")
    assert [e["type"] for e in ev][-2:] == ["all_passed", "nap_deal"]
    assert ev[-2] == {"type": "all_passed", "dealer": 3}
    assert m.dealer == 0 and m.to_act == 1 and m.deals_made == 2 and m.hands_scored == 0
    assert ev[-1]["hand"] == 1 and ev[-1]["deal"] == 2


def test_bidding_out_of_turn_or_playing_while_bidding_is_refused():
    m = nap()
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply("bid two", seat=2)
    refused(m, "play " + C.text(m.view(0).hand[0]), "it is the bidding")


# ------------------------------------------------------------------ the play
HANDS = {0: "AH KH QH JH TH", 1: "9H AC KC QC JC", 2: "8H AS KS QS JS", 3: "AD KD QD JD TD"}


def test_the_bidder_leads_and_his_first_card_sets_trump():
    m = nap(dealer=3, hands=HANDS)
    run(m, "pass", "bid two", "pass", "pass")
    assert m.to_act == 1 and m.trump == -1
    ev = run(m, "play AC")
    assert ev == [{"type": "play", "seat": 1, "card": C.parse("AC")},
                  {"type": "nap_trump", "seat": 1, "suit": C.CLUBS}]
    assert m.view(3).trump == C.CLUBS


def test_follow_suit_if_able_otherwise_any_card_and_no_bowers():
    m = nap(dealer=3, hands=HANDS)
    run(m, "pass", "bid two", "pass", "pass", "play 9H")    # hearts trump, 9H led
    assert m.trump == C.HEARTS
    refused(m, "play AS", "must follow hearts: you hold 8♥")   # seat 2 holds one heart
    run(m, "play 8H")
    # seat 3 has no heart: any card; the jack of diamonds is no trump (no bowers)
    assert len(m.legal_actions()) == 5
    ev = run(m, "play JD", "play AH")
    assert ev[-1]["type"] == "trick" and ev[-1]["winner"] == 0    # highest trump


def test_the_highest_card_of_the_suit_led_wins_without_trump():
    m = nap(dealer=3, hands={0: "AH KH QH JH TH", 1: "9C AD 8S 9S TS", 2: "8C AS KS QS JS",
                             3: "TC KD QD JD TD"})
    run(m, "pass", "bid two", "pass", "pass", "play 9C", "play 8C", "play TC", "play AH")
    assert m.tricks[-1][0] == 3      # 10♣ over 9♣ and 8♣; the ace of hearts is no trump


def test_misere_is_played_at_no_trump_and_lost_at_the_first_trick_taken():
    m = nap(dealer=3, hands={0: "9H 8C 8D 8S 9C", 1: "AH AC KC QC JC", 2: "8H AS KS QS JS",
                             3: "AD KD QD JD TD"})
    run(m, "bid misere", "pass", "pass", "pass")
    ev = run(m, "play 9H")
    assert [e["type"] for e in ev] == ["play"] and m.trump == -1
    ev = run(m, "play AH", "play 8H", "play AD")
    assert ev[-1]["winner"] == 1 and m.phase == "play"     # seat 1 took it: misère lives
    ev = run(m, "play JC", "play KS", "play KD", "play 9C")
    assert ev[-1]["winner"] == 1
    run(m, "play QC", "play QS", "play QD", "play 8C")
    assert m.phase == "play"
    m2 = nap(dealer=3, hands={0: "AH 8C 8D 8S 9C", 1: "9H AC KC QC JC", 2: "8H AS KS QS JS",
                              3: "AD KD QD JD TD"}, more=1)
    run(m2, "bid misere", "pass", "pass", "pass")
    ev = run(m2, "play AH", "play 9H", "play 8H", "play AD")
    settle = next(e for e in ev if e["type"] == "settlement")
    assert settle["made"] is False and settle["trump"] is None and len(settle["played"]) == 1
    assert settle["payments"] == (-9, 3, 3, 3)


def test_the_hand_stops_as_soon_as_its_result_is_certain():
    # a Nap is lost at the first trick the bidder does not take
    m = nap(dealer=3, hands=HANDS, more=1)
    run(m, "pass", "pass", "bid nap")      # nothing over a Nap: the bidding ends
    assert m.phase == "play" and m.to_act == 2
    ev = run(m, "play 8H", "play AD", "play AH", "play 9H")
    settles = [e for e in ev if e["type"] == "settlement"]
    assert settles and settles[0]["made"] is False and len(settles[0]["played"]) == 1
    assert settles[0]["payments"] == (5, 5, -15, 5) and m.deals_made == 2
    # a bid of two is made as soon as the bidder has two tricks
    m = nap(dealer=3, hands=HANDS, more=1)
    run(m, "bid two", "pass", "pass", "pass")
    run(m, "play AH", "play 9H", "play 8H", "play TD")
    ev = run(m, "play KH", "play AC", "play AS", "play AD")
    s = next(e for e in ev if e["type"] == "settlement")
    assert s["made"] and len(s["played"]) == 2 and s["payments"] == (6, -2, -2, -2)
    assert m.scores == [6, -2, -2, -2] and m.phase == "bid" and m.dealer == 0


SETTLE = [("two", 2, 2), ("three", 3, 3), ("misere", 3, 3), ("four", 4, 4), ("nap", 10, 5),
          ("wellington", 20, 10), ("blucher", 30, 15)]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("bid,won,lost", SETTLE)
def test_the_bidder_settles_with_each_opponent(players, bid, won, lost):
    from game.rules.napoleon import BIDS, settlement
    b = BIDS.index(bid)
    made = settlement(players, 1, b, True)
    assert made[1] == won * (players - 1) and all(made[s] == -won for s in range(players)
                                                   if s != 1)
    lost_ = settlement(players, 1, b, False)
    assert lost_[1] == -lost * (players - 1) and all(lost_[s] == lost for s in range(players)
                                                     if s != 1)
    assert sum(made) == sum(lost_) == 0


def test_a_wellington_made_in_a_three_handed_match():
    m = nap(players=3, dealer=2, hands={1: "AH KH QH JH TH"}, wellington=True, more=1)
    run(m, "bid nap", "bid wellington")      # nothing over it (Blücher off): the bidding ends
    assert m.maker == 1 and m.contract == 5
    ev = []
    while m.phase == "play":
        ev += m.apply(m.legal_actions()[-1] if m.to_act == 1 else m.legal_actions()[0])
    s = next(e for e in ev if e["type"] == "settlement")
    assert s["made"] and s["payments"] == (-20, 40, -20) and s["tricks"][1] == 5


# ------------------------------------------------------------------ the match
@pytest.mark.parametrize("rounds", [2, 3, 4])
@pytest.mark.parametrize("variant", ["napoleon", "napoleon-3"])
def test_a_fixed_number_of_deals_each_dealing_alike(variant, rounds):
    m = new_match(Options(variant=variant, rounds=rounds), rounds)
    rng = random.Random(rounds)
    dealers = [m.start_events[1]["dealer"]]
    last = []
    while not m.over:
        last = m.apply(rng.choice(m.legal_actions()))
        dealers += [e["dealer"] for e in last if e["type"] == "nap_deal"]
    assert len(dealers) == rounds * m.n
    assert all(dealers.count(s) == rounds for s in range(m.n))
    end = last[-1]
    assert end["type"] == "match_over" and sum(end["scores"]) == 0
    top = max(end["scores"])
    assert end["winners"] == tuple(s for s in range(m.n) if end["scores"][s] == top)
    assert m.legal_actions() == [] and m.view(0).winners == end["winners"]


def test_equal_totals_share_the_win():
    from game.rules.napoleon import winners_of
    assert winners_of([4, 4, -8]) == (0, 1) and winners_of([0, 0, 0, 0]) == (0, 1, 2, 3)
    m = nap(dealer=3, more=7, rounds=2)
    while not m.over:
        m.apply("pass")
    assert m.winners == (0, 1, 2, 3) and m.winner is None and m.scores == [0, 0, 0, 0]


def test_the_match_is_replayed_from_its_seed_and_actions():
    opts = Options(variant="napoleon-3", wellington=True, blucher=True)
    a = new_match(opts, 42)
    rng = random.Random(0)
    while not a.over:
        a.apply(rng.choice(a.legal_action_ids()))
    b = new_match(opts, 42)
    for aid in a.history:
        b.apply(aid)
    assert b.scores == a.scores and b.over and b.clone().scores == a.scores


# ------------------------------------------------------------------ properties
def ref_suit(c):
    """The reference reads a card by its text form, not its id: its suit (C D H S)."""
    return "CDHS".index(C.text(c)[1])


def ref_rank(c):
    return "23456789TJQKA".index(C.text(c)[0])


def ref_winner(trick, trump):
    """The reference: sort the trick's cards by (is trump, follows the lead, rank)."""
    led = ref_suit(trick[0][1])
    return max(trick, key=lambda sc: (ref_suit(sc[1]) == trump, ref_suit(sc[1]) == led,
                                      ref_rank(sc[1])))[0]


REF_PAY = {"two": (2, 2), "three": (3, 3), "misere": (3, 3), "four": (4, 4), "nap": (10, 5),
           "wellington": (20, 10), "blucher": (30, 15)}
REF_NEED = {"two": 2, "three": 3, "four": 4, "nap": 5, "wellington": 5, "blucher": 5}
ORDER = ["two", "three", "misere", "four", "nap", "wellington", "blucher"]


def ref_over(bid, bidder_tricks, played):
    if bid == "misere":
        return bidder_tricks > 0 or played == 5
    need = REF_NEED[bid]
    return bidder_tricks >= need or played - bidder_tricks > 5 - need


@st.composite
def nap_options(draw):
    return Options(variant=draw(st.sampled_from(["napoleon", "napoleon-3"])),
                   misere=draw(st.booleans()), wellington=draw(st.booleans()),
                   blucher=draw(st.booleans()), rounds=draw(st.sampled_from([2, 3, 4])),
                   packets=draw(st.sampled_from(["either", "3-2", "2-3"])),
                   deck=draw(st.sampled_from([None, 52])))   # the game's short pack or all


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nap_options(), st.integers(0, 2**32))
def test_random_matches_agree_with_the_reference(opts, seed):
    m = new_match(opts, seed)
    rng = random.Random(seed)
    n = m.n
    totals = [0] * n
    deals = 1
    while not m.over:
        seat = m.to_act
        v = m.view(seat)
        # each seat sees only its own hand: the others' as counts
        assert all(len(m.view(s).hand) == v.hand_sizes[s] for s in range(n))
        held = [c for s in range(n) for c in m.view(s).hand]
        played = [c for _, t in v.tricks for _, c in t] + [c for _, c in v.trick]
        assert len(set(held + played)) == len(held + played) == 5 * n   # the cards conserved
        assert set(held + played) <= set(C.deck(opts.deck))             # of the match's pack
        legal = m.legal_actions()
        if m.phase == "bid":
            high = max((ORDER.index(b.split()[1]) for _, b in v.bids if b != "pass"),
                       default=-1)
            for a in legal:
                if a.kind == "bid":
                    i = ORDER.index(a.bid)
                    assert i > high
                    assert a.bid != "misere" or opts.misere
                    assert a.bid != "wellington" or (opts.wellington and high == 4)
                    assert a.bid != "blucher" or (opts.blucher and high == 5)
        else:
            if v.led_suit >= 0 and any(ref_suit(c) == v.led_suit for c in v.hand):
                assert all(ref_suit(a.card) == v.led_suit for a in legal)
            else:
                assert len(legal) == len(v.hand)
        action = rng.choice(legal)
        events = m.apply(action)
        for e in events:
            if e["type"] == "trick":
                trump = m.trump if m.phase == "play" else None
                if trump is not None:
                    assert e["winner"] == ref_winner(e["cards"], trump)
            if e["type"] == "settlement":
                bid, bidder = e["bid"], e["bidder"]
                trump = -1 if e["trump"] is None else e["trump"]
                first = e["played"][0][1][0]
                assert first[0] == bidder
                assert (e["trump"] is None) == (bid == "misere")
                assert bid == "misere" or trump == ref_suit(first[1])
                counted = [0] * n
                for i, (w, t) in enumerate(e["played"]):
                    assert w == ref_winner(t, trump)
                    counted[w] += 1
                    # it stops exactly when the result is certain
                    assert ref_over(bid, counted[bidder], i + 1) == (i + 1 == len(e["played"]))
                assert tuple(counted) == e["tricks"]
                made = (counted[bidder] == 0) if bid == "misere" else (
                    counted[bidder] >= REF_NEED[bid])
                assert e["made"] == made
                won, lost = REF_PAY[bid]
                for s in range(n):
                    want = (won * (n - 1) if made else -lost * (n - 1)) if s == bidder else (
                        -won if made else lost)
                    assert e["payments"][s] == want
                    totals[s] += want
                assert e["scores"] == tuple(totals) and sum(totals) == 0
            if e["type"] == "nap_deal":
                deals += 1
    assert deals == opts.rounds * n
    assert m.scores == totals
    assert m.winners == tuple(s for s in range(n) if totals[s] == max(totals))
