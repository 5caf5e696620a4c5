"""Appraising a bid by search: what making a suit trump is worth, against passing.

Deal the unseen cards at random to the other seats (leaning away from strong hands for
seats that passed). For the bid: give the upcard to the dealer when he would take it up
(he discards his worst card) and ask the solver whether the makers take 3 tricks, and
all 5. For a pass: the seats still to speak bid by the counting model, and whoever would
make trump is solved the same way through the second round (a pass that nobody follows
is worth 0). Points are capped at what each side still needs, and seen from this seat
(``search.capped_points``: in three-handed the maker plays alone against the other two). A
bid is made when it beats passing by a margin tuned by self-play.

``appraise_defence`` weighs defending alone against a lone hand the same way: the lone
defender's partner out, or both defenders in play. In Railroad a lone hand, and a lone
defender, first take the partner's best card and discard one (``with_partners_best``).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from game.rules import View
from game.rules import cards as C

from .bidding import NORMAL_STYLE, best_discard, first_round_value, strength
from .knowledge import deck_mask, knowledge
from .partners_best import card_to_pass
from .sampling import sample_hands
from .search import capped_points
from .sides import hand_teams
from .solver import first_leader, maker_tricks

_PASSER_BAR = 2.6  # a seat that passed rarely held this much in the suit


@dataclass(frozen=True, slots=True)
class Appraisal:
    bid: float  # mean points for this side if it makes the suit trump now
    passing: float  # mean points for this side if it passes
    samples: int

    @property
    def gain(self) -> float:
        return self.bid - self.passing


def _passers(view: View, suit: int) -> list[int]:
    """Seats (not this one) whose passes say they are weak in ``suit``."""
    out = []
    passes = 0
    for seat, bid in view.bids:
        if bid != "pass":
            continue
        in_round1 = passes < view.players  # the first round's passes come first
        passes += 1
        if seat == view.seat or (in_round1 and suit != view.proposed_suit):
            continue  # a first-round pass says little about another suit
        out.append(seat)
    return out


def with_partners_best(lone: int, partner: int, trump: int) -> int:
    """A lone hand (a card mask) after Railroad's call for the partner's best: the partner
    passes by the ``normal`` rule, the lone player discards by the counting rule."""
    six = C.cards_of(lone) + [card_to_pass(C.cards_of(partner), trump)]
    six.remove(best_discard(six, trump))
    return C.mask(six)


def _made_points(view: View, raw: list[int], maker: int, suit: int, alone: bool,
                 first_round: bool, up: int) -> float:
    """Points (for this seat, see ``capped_points``) when ``maker`` makes ``suit`` trump on
    this deal."""
    n = view.players
    g = view.options.game
    d = view.dealer
    sitting_out = g.partner(maker) if alone and g.partners else -1
    hands = list(raw)
    if sitting_out >= 0:
        hands[sitting_out] = 0
    if first_round and up >= 0 and d != sitting_out:
        h = C.cards_of(raw[d]) + [up]
        h.remove(best_discard(h, suit))
        hands[d] = C.mask(h)
    if sitting_out >= 0 and view.options.call_for_best:
        hands[maker] = with_partners_best(hands[maker], raw[sitting_out], suit)
    team = hand_teams(g, maker)
    tricks = maker_tricks(hands, suit, first_leader(d, n, sitting_out), team[maker],
                          sitting_out, team)
    return capped_points(view, maker, tricks, alone)


def _after_pass(view: View, raw: list[int], up: int, first_round: bool) -> tuple[int, int, bool]:
    """Who would make trump, in which suit, and whether in the first round, after this seat
    passes ((-1, -1, False): nobody). Every seat, this one included later on, bids by the
    counting model."""
    n = view.players
    g = view.options.game
    d = view.dealer
    style = NORMAL_STYLE
    two = g.heads_up
    s = view.seat
    if first_round:
        suit = view.proposed_suit
        while s != d:
            s = (s + 1) % n
            v, _ = first_round_value(C.cards_of(raw[s]), s, d, up, suit, g, style)
            if v >= style.order_bar(g):
                return s, suit, True
        turned_down = suit
        order = [(d + 1 + i) % n for i in range(n)]
    else:
        turned_down = view.turned_down_suit
        order = []
        while s != d:
            s = (s + 1) % n
            order.append(s)
    allowed = [x for x in C.SUITS if x != turned_down or view.options.turned_down_suit_allowed]
    for s in order:
        hand = C.cards_of(raw[s])
        best = max(allowed, key=lambda x: strength(hand, x, two))
        v = strength(hand, best, two)
        if v >= style.name_bar(g) or (
                s == d and view.options.stick_the_dealer):
            return s, best, False
    return -1, -1, False


def appraise(view: View, suit: int, alone: bool, rng: random.Random, *,
             samples: int | None, budget_s: float, max_samples: int,
             with_pass: bool = True) -> Appraisal:
    """Mean points of making ``suit`` trump now (maybe alone), and of passing instead."""
    n = view.players
    me = view.seat
    first_round = view.phase in ("round1", "joker_suit")
    up = view.upcard if view.upcard is not None else -1
    pool_mask = deck_mask(view.options.deck) & ~C.mask(view.hand)
    if up >= 0:
        pool_mask &= ~(1 << up)
    pool = C.cards_of(pool_mask)
    others = [s for s in range(n) if s != me]
    weak = set(_passers(view, suit))
    two = view.options.game.heads_up
    mine = C.mask(view.hand)
    bid_total, pass_total, count = 0.0, 0.0, 0
    limit = samples if samples is not None else max_samples
    start = time.perf_counter()
    while count < limit:
        raw = [0] * n
        raw[me] = mine
        for _ in range(6):
            rng.shuffle(pool)
            ok = True
            for i, s in enumerate(others):
                h = pool[i * 5:i * 5 + 5]
                if s in weak and strength(h, suit, two) >= _PASSER_BAR and rng.random() < 0.8:
                    ok = False
                raw[s] = C.mask(h)
            if ok:
                break
        bid_total += _made_points(view, raw, me, suit, alone, first_round, up)
        if with_pass:
            who, which, in_round1 = _after_pass(view, raw, up, first_round)
            if who >= 0:
                pass_total += _made_points(view, raw, who, which, False, in_round1, up)
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    count = max(count, 1)
    return Appraisal(bid_total / count, pass_total / count, count)


def appraise_defence(view: View, rng: random.Random, *, samples: int | None, budget_s: float,
                     max_samples: int) -> Appraisal:
    """Mean points for this seat of defending alone against the lone hand (``bid``) and of
    passing, so that both defenders play (``passing``), over deals consistent with the view.
    (After a pass by the first defender his partner may still defend alone; the appraisal
    counts that pass as the end of the defence.)"""
    n = view.players
    k = knowledge(view)
    maker = view.maker
    team = hand_teams(view.options.game, maker)
    side = team[maker]
    partner = view.options.game.partner(view.seat)
    alone_total, pass_total, count = 0.0, 0.0, 0
    limit = samples if samples is not None else max_samples
    start = time.perf_counter()
    while count < limit:
        hands = sample_hands(view, k, rng)
        for defend in (True, False):
            out = (view.sitting_out, partner) if defend else (view.sitting_out,)
            played = hands
            if defend and view.options.defender_calls_for_best:   # Railroad (RULES §8.1)
                played = list(hands)
                played[view.seat] = with_partners_best(hands[view.seat], hands[partner],
                                                       view.trump)
            tricks = maker_tricks(played, view.trump, first_leader(view.dealer, n, out), side,
                                  out, team)
            pts = capped_points(view, maker, tricks, True, defend)
            if defend:
                alone_total += pts
            else:
                pass_total += pts
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    count = max(count, 1)
    return Appraisal(alone_total / count, pass_total / count, count)
