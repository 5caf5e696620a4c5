"""Properties over thousands of random matches in every variant and option.

The checks use their own small reference rules (written here from RULES.md, not taken
from the engine) so that a wrong table in the engine cannot agree with itself.
"""
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import GAMES, Match, Options
from game.rules import cards as C
from game.rules.options import SPECS

EUCHRE_GAMES = [g.key for g in GAMES if g.match == "euchre"]


@st.composite
def options(draw, variants=tuple(EUCHRE_GAMES)):
    """Any game, and each option at any value it may take in that game (from the specs: a
    new game or option is drawn with no edit here)."""
    variant = draw(st.sampled_from(variants))
    return Options(variant=variant, **{spec.key: draw(st.sampled_from(spec.values_for(variant)))
                                       for spec in SPECS})


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


def ref_points(maker_tricks: int, alone: bool, defended_alone: bool) -> tuple[str, int]:
    if maker_tricks == 5:
        return "maker", 4 if alone else 2
    if maker_tricks >= 3:
        return "maker", 1
    return "defender", 4 if defended_alone else 2


def ref_awards_three(maker: int, maker_tricks: int) -> tuple[int, ...]:
    """RULES §7.1: 1 for 3-4 tricks, 3 for a march, euchred 2 to each of the other two."""
    if maker_tricks >= 3:
        return tuple((3 if maker_tricks == 5 else 1) if s == maker else 0 for s in range(3))
    return tuple(0 if s == maker else 2 for s in range(3))


def ref_over(scores: list[int], target: int, three: bool) -> bool:
    """Whether the game ends: two sides at the target; three players one alone on the most."""
    top = max(scores)
    return top >= target and (not three or scores.count(top) == 1)


def no_ace_no_face(hand: list[int]) -> bool:
    return all(C.text(c) != "JK" and C.text(c)[0] not in "AKQJ" for c in hand)


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
    cards.update(m.best_discards.values())   # Railroad: the lone players' discards
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
        shown |= {c for c in (v.best_passed, v.best_received, v.best_discard) if c is not None}
        others = {c for o in range(m.n) if o != s for c in C.cards_of(m.hands[o])}
        # Railroad: the card this seat passed to its lone partner is his now, and it knows it
        mine = {m.best_passed[s]} if s in m.best_passed else set()
        hidden = others - played - mine - (
            {m.upcard} if m.upcard_state in ("taken", "left") else set())
        # another seat's discard after an exchange, and the dealer's, are nobody else's
        # (unless it is the upcard, which everyone saw)
        hidden |= {c for seat, c in m.best_discards.items() if seat != s and c != m.upcard} - mine
        if s != m.dealer and m.discarded >= 0 and m.discarded != m.upcard:
            hidden.add(m.discarded)
        assert not (shown & hidden), f"seat {s} sees hidden cards"
        # only the two players of an exchange see its cards: the passer what he passed,
        # the lone player what he received and what he discarded
        lone_partner = (s + 2) % 4 if m.n == 4 else s
        assert v.best_passed == m.best_passed.get(s)
        assert v.best_received == (m.best_passed.get(lone_partner) if m.n == 4 else None)
        assert v.best_discard == m.best_discards.get(s)
        assert v.best_calls == tuple(m.best_calls)
        stock_below = set(m.stock[1:])
        assert not (shown & stock_below), f"seat {s} sees the stock"
        assert (v.legal != ()) == (s == m.to_act)


def action_kinds(legal) -> set[str]:
    return {a.kind for a in legal}


def check_game_over(opts: Options, e: dict, games_won: list[int], m: Match,
                    events: list[dict]) -> None:
    """A rubber's game (RULES §4, §8.1): rubber points by the loser's score, a slam (losers
    at 0) counts two games, laps carry the winner's points beyond the target."""
    w, scores = e["winner"], e["scores"]
    loser = scores[1 - w]
    assert scores[w] >= opts.target > loser
    assert e["rubber_points"] == (3 if loser <= 0 else 2 if loser <= 2 else 1)
    slam = opts.slam and loser == 0
    games_won[w] += 2 if slam else 1
    assert list(e["games_won"]) == games_won
    slams = [x for x in events if x["type"] == "slam"]
    assert slams == ([{"type": "slam", "winner": w, "games_won": e["games_won"]}]
                     if slam else [])
    carried = [max(x - opts.target, 0) if opts.laps else 0 for x in scores]
    laps = [x["carried"] for x in events if x["type"] == "laps"]
    if not m.over:
        assert m.scores == carried and max(games_won) < 2
        assert laps == ([tuple(carried)] if any(carried) else [])
    else:
        assert not laps


def play_and_check(opts: Options, seed: int, full_checks: bool) -> Match:
    m = Match(opts, seed)
    r = random.Random(seed)
    target = opts.target
    three = opts.variant == "three-handed"
    asked: set[int] = set()
    games_won = [0, 0]
    while not m.over:
        assert not ref_over(list(m.scores), target, three), "the match goes on after its end"
        seat = m.to_act
        legal = m.legal_actions()
        assert legal, "the seat to act has no legal action"
        if m.phase == "redeal":
            assert opts.no_ace_no_face and no_ace_no_face(C.cards_of(m.hands[seat]))
            asked.add(seat)
        if m.phase == "round1" and not m.bids:  # the bidding opens: every such player asked
            eligible = {s for s in range(m.n) if no_ace_no_face(C.cards_of(m.hands[s]))}
            assert asked == (eligible if opts.no_ace_no_face else set())
        if m.phase == "defend":
            assert opts.defend_alone and m.alone and seat % 2 != m.maker % 2
        if m.phase == "call_best":   # a lone maker, or a lone defender, when the rules say
            assert (seat == m.maker and m.alone and opts.call_for_best) or (
                seat == m.lone_defender and opts.defender_calls_for_best)
        if m.phase == "give_best":   # the partner of the lone player who just called
            assert m.best_calls and seat == (m.best_calls[-1] + 2) % 4
            assert seat in m.view(0).out and action_kinds(legal) == {"give"}
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
        out = set(m.view(0).out)
        tricks_before = list(m.tricks)
        events = m.apply(action)
        for e in events:
            if e["type"] in ("deal", "redeal"):
                asked = set()
            if e["type"] == "play":
                assert e["seat"] not in out, "a player sitting out played a card"
            if e["type"] == "trick":
                cards = e["cards"]
                assert len(cards) == m.n - len(out), "a trick with the wrong number of cards"
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
                if three:
                    maker_tricks = sum(1 for w, _ in all_tricks if w == maker)
                    awards = ref_awards_three(maker, maker_tricks)
                else:
                    maker_tricks = sum(1 for w, _ in all_tricks if w % 2 == maker % 2)
                    who, pts = ref_points(maker_tricks, alone, len(out) == 2)
                    side = maker % 2 if who == "maker" else 1 - maker % 2
                    awards = tuple(pts if s == side else 0 for s in (0, 1))
                    assert (e["side"], e["points"]) == (side, pts), "scores off the table"
                assert e["awards"] == awards, "scores off the table"
                expect = [b + a for b, a in zip(scores_before, awards)]
                assert list(e["scores"]) == expect
                reached = ref_over(expect, target, three)
                assert reached == any(x["type"] in ("game_over", "match_over") for x in events)
            if e["type"] == "game_over":
                check_game_over(opts, e, games_won, m, events)
            if e["type"] == "match_over" and opts.rubbers:
                assert list(e["games_won"]) == games_won and max(games_won) >= 2
                pts = [sum(g["rubber_points"] for g in m.games if g["winner"] == side)
                       for side in (0, 1)]
                w = e["winner"]
                assert e["margin"] == 2 + pts[w] - pts[1 - w]
        if full_checks:
            check_deck_conserved(m)
            check_views(m)
    assert max(m.scores) >= target or opts.rubbers
    assert m.scores[m.winner] >= target
    if three:
        assert sorted(m.scores)[-2] < m.scores[m.winner], "the winner shares the most points"
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


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options(variants=("railroad",)), seed=st.integers(0, 2**63 - 1))
def test_random_railroad_matches_keep_every_exchange_hidden_and_the_rubber_consistent(opts, seed):
    play_and_check(opts, seed, full_checks=True)
