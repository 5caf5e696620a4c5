"""Properties over thousands of random matches in every variant and option.

The checks use their own small reference rules (written here from RULES.md, not taken
from the engine) so that a wrong table in the engine cannot agree with itself.
"""
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import Match, Options
from game.rules import cards as C


@st.composite
def options(draw):
    variant = draw(st.sampled_from(["two-handed", "four-handed"]))
    return Options(
        variant=variant,
        deck=draw(st.sampled_from([24, 32, 25])),
        target=draw(st.sampled_from([5, 7, 10])),
        stick_the_dealer=draw(st.booleans()),
        turned_down_suit_allowed=draw(st.booleans()),
        rubbers=draw(st.booleans()) if variant == "four-handed" else False,
        packets=draw(st.sampled_from(["either", "3-2", "2-3"])),
    )


def ref_suit(card: int, trump: int) -> str:
    """Reference effective suit: the Joker and both jacks of trump's colour are trumps."""
    t = C.text(card)
    if t == "JK":
        return "T"
    colour_mate = {"C": "S", "S": "C", "D": "H", "H": "D"}
    ts = C.SUIT_LETTERS[trump]
    if t[1] == ts or (t[0] == "J" and t[1] == colour_mate[ts]):
        return "T"
    return t[1]


def ref_points(maker_tricks: int, alone: bool) -> tuple[str, int]:
    if maker_tricks == 5:
        return "maker", 4 if alone else 2
    if maker_tricks >= 3:
        return "maker", 1
    return "defender", 2


def check_deck_conserved(m: Match):
    cards = Counter()
    for h in m.hands:
        cards.update(C.cards_of(h))
    for _, t in m.tricks:
        cards.update(c for _, c in t)
    cards.update(c for _, c in m.trick)
    stock = list(m.stock)
    if m.upcard_state == "taken":
        stock.remove(m.upcard)
    cards.update(stock)
    if m.discarded >= 0:
        cards[m.discarded] += 1
    assert cards == Counter(C.deck(m.options.deck)), "the deck is not conserved"


def check_views(m: Match):
    played = {c for _, t in m.tricks for _, c in t} | {c for _, c in m.trick}
    for s in range(m.n):
        v = m.view(s)
        assert set(v.hand) == set(C.cards_of(m.hands[s]))
        assert v.hand_sizes == tuple(h.bit_count() for h in m.hands)
        assert v.discard is None or (s == m.dealer and v.discard == m.discarded)
        shown = set(v.hand) | {c for _, c in v.trick} | {c for _, t in v.tricks for _, c in t}
        shown |= {v.upcard} if v.upcard is not None else set()
        shown |= {v.discard} if v.discard is not None else set()
        others = {c for o in range(m.n) if o != s for c in C.cards_of(m.hands[o])}
        hidden = others - played - ({m.upcard} if m.upcard_state in ("taken", "left") else set())
        assert not (shown & hidden), f"seat {s} sees hidden cards"
        stock_below = set(m.stock[1:])
        assert not (shown & stock_below), f"seat {s} sees the stock"
        assert (v.legal != ()) == (s == m.to_act)


def play_and_check(opts: Options, seed: int, full_checks: bool) -> Match:
    m = Match(opts, seed)
    r = random.Random(seed)
    target = opts.target
    while not m.over:
        assert max(m.scores) < target, "the match goes on after a side reached the target"
        seat = m.to_act
        legal = m.legal_actions()
        assert legal, "the seat to act has no legal action"
        action = r.choice(legal)
        if action.kind == "play":
            hand = C.cards_of(m.hands[seat])
            assert action.card in hand
            if m.trick:
                led = ref_suit(m.trick[0][1], m.trump)
                can_follow = any(ref_suit(c, m.trump) == led for c in hand)
                if can_follow:
                    assert ref_suit(action.card, m.trump) == led, "a card that did not follow"
            # every card the reference allows is offered, and no other
            ref_legal = {c for c in hand if not m.trick or not any(
                ref_suit(x, m.trump) == ref_suit(m.trick[0][1], m.trump) for x in hand)
                or ref_suit(c, m.trump) == ref_suit(m.trick[0][1], m.trump)}
            assert {a.card for a in legal} == ref_legal
        scores_before = list(m.scores)
        maker, alone, trump = m.maker, m.alone, m.trump
        tricks_before = list(m.tricks)
        events = m.apply(action)
        for e in events:
            if e["type"] == "trick":
                cards = e["cards"]
                led = ref_suit(cards[0][1], trump)

                def strength(card, trump=trump, led=led):
                    order = "789TJQKA"
                    t = C.text(card)
                    if ref_suit(card, trump) == "T":
                        if t == "JK":
                            return 300
                        if t[0] == "J":
                            return 290 if t[1] == C.SUIT_LETTERS[trump] else 280
                        return 200 + order.index(t[0])
                    return 100 + order.index(t[0]) if ref_suit(card, trump) == led else 0
                best = max(cards, key=lambda sc: strength(sc[1]))
                assert e["winner"] == best[0], "the wrong seat won the trick"
            if e["type"] == "hand_over":
                all_tricks = tricks_before + [(e2["winner"], e2["cards"]) for e2 in events
                                              if e2["type"] == "trick"]
                maker_tricks = sum(1 for w, _ in all_tricks if w % 2 == maker % 2)
                who, pts = ref_points(maker_tricks, alone)
                side = maker % 2 if who == "maker" else 1 - maker % 2
                assert (e["side"], e["points"]) == (side, pts), "scores off the table"
                expect = list(scores_before)
                expect[side] += pts
                assert list(e["scores"]) == expect
                reached = expect[side] >= target
                assert reached == any(x["type"] in ("game_over", "match_over") for x in events)
        if full_checks:
            check_deck_conserved(m)
            check_views(m)
    assert max(m.scores) >= target or opts.rubbers
    assert m.scores[m.winner] >= target
    return m


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options(), seed=st.integers(0, 2**63 - 1))
def test_random_matches_conserve_the_deck_hide_cards_and_follow_the_tables(opts, seed):
    play_and_check(opts, seed, full_checks=True)


@settings(max_examples=2500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options(), seed=st.integers(0, 2**63 - 1))
def test_thousands_of_random_matches_play_legally_score_by_the_tables_and_end_at_the_target(
        opts, seed):
    play_and_check(opts, seed, full_checks=False)
