"""Guessing the hidden hands: deals consistent with everything one seat has seen.

A sample gives every other active seat as many cards as it holds, never a card of a suit
it has shown void in, puts the taken-up upcard in the dealer's hand, and leans towards
what the bidding suggests (the maker holds trumps; a seat that passed a suit is short
in it). The rest of the unseen cards are in the stock, a discard or a partner's laid-down
hand, and take no part in the play.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import NamedTuple

from game.rules import View
from game.rules import cards as C
from game.rules.tricks import SUIT_MASK

from .bidding import strength
from .knowledge import Knowledge

_TRIES = 12
# A maker usually counts at least this much in trump; a passer rarely more than that.
STRONG_BAR = {False: 1.6, True: 1.4}
WEAK_BAR = {False: 2.8, True: 2.6}
# A four-handed lone maker or a lone defender usually counts at least this much; the
# three-handed maker, alone against two, at least that.
LONE_BAR = 3.0
THREE_HANDED_MAKER_BAR = 2.4
Clue = tuple[int, int, bool | float]


def bid_clues(view: View) -> list[Clue]:
    """What the bidding says about other seats: (seat, suit, strong) per clue.

    The maker is strong in trump (a lone maker and a lone defender stronger: ``strong`` is
    then the bar itself); a seat that passed a suit it could have made trump is weak in it
    (first-round passes speak of the upcard's suit, second-round passes of every suit that
    could be named).
    """
    clues: list[Clue] = []
    n = view.players
    passes = 0
    for seat, bid in view.bids:
        if bid != "pass":
            continue
        in_round1 = passes < n
        passes += 1
        if seat == view.seat or seat == view.maker:
            continue
        if in_round1:
            if view.proposed_suit >= 0:
                clues.append((seat, view.proposed_suit, False))
        else:
            for su in C.SUITS:
                if su != view.turned_down_suit:
                    clues.append((seat, su, False))
    if view.maker >= 0 and view.maker != view.seat and view.trump >= 0:
        bar: bool | float = True
        if view.alone:
            bar = LONE_BAR
        elif view.options.game.maker_alone:
            bar = THREE_HANDED_MAKER_BAR
        clues.append((view.maker, view.trump, bar))
    if view.lone_defender >= 0 and view.lone_defender != view.seat and view.trump >= 0:
        clues.append((view.lone_defender, view.trump, LONE_BAR))
    return clues


@lru_cache(maxsize=1 << 16)
def _strength(hand: int, suit: int, two: bool) -> float:
    """``bidding.strength`` of a hand given as a bitmask (the same hands recur from sample
    to sample)."""
    return strength(C.cards_of(hand), suit, two)


def _plausible(view: View, hands: list[int], clues: list[Clue],
               played_by: list[int], rng: random.Random) -> bool:
    """Accept a sample with a probability that follows what the bids suggest."""
    two = view.options.game.heads_up
    p = 1.0
    for seat, suit, strong in clues:
        v = _strength(hands[seat] | played_by[seat], suit, two)
        bar = STRONG_BAR[two] if strong is True else float(strong)
        if strong and v < bar:
            p *= 0.25
        elif not strong and v > WEAK_BAR[two]:
            p *= 0.3
    return p >= 1.0 or rng.random() < p


class _Deal(NamedTuple):
    """What every sample of one view deals alike: the cards to deal, each other seat's
    start (the upcard the dealer took), count and allowed cards, in dealing order."""

    clues: list[Clue]
    played_by: list[int]
    cards: list[int]  # the unseen cards, lowest first
    start: list[int]
    seats: list[tuple[int, int, int]]  # (seat, cards to deal, allowed cards or -1: any)


def _deal_for(view: View, k: Knowledge) -> _Deal:
    n = view.players
    out = view.out
    others = [s for s in range(n) if s != view.seat and s not in out]
    trump = k.trump
    played_by = [0] * n
    for plays in [t[1] for t in view.tricks] + [view.trick]:
        for seat, c in plays:
            played_by[seat] |= 1 << c
    unseen = k.unseen
    start = [-1] * n
    start[view.seat] = k.hand
    for s in out:
        start[s] = 0
    need = {}
    allowed = {}
    for s in others:
        base = 0
        want = view.hand_sizes[s]
        if s == view.dealer and k.dealer_holds >= 0:
            base = 1 << k.dealer_holds
            want -= 1
        start[s] = base
        need[s] = want
        bad = 0
        if trump >= 0:
            v = k.voids[s]
            for su in range(4):
                if (v >> su) & 1:
                    bad |= SUIT_MASK[trump][su]
        allowed[s] = ~bad
    # Most constrained seats first (the fewest unseen cards they may hold).
    order = sorted(others, key=lambda x: (unseen & allowed[x]).bit_count())
    seats = [(s, need[s], allowed[s] if unseen & ~allowed[s] else -1) for s in order]
    return _Deal(bid_clues(view), played_by, C.cards_of(unseen), start, seats)


_last_deal: tuple[View, Knowledge, _Deal] | None = None  # the samples of one decision


def sample_hands(view: View, k: Knowledge, rng: random.Random) -> list[int]:
    """One guess of every seat's hand (bitmasks, by seat); this seat's own hand is exact.

    A seat out of play (sitting out beside a lone maker or a lone defender) gets an empty
    hand: its cards stay among the unseen that take no part in the play.
    """
    global _last_deal
    last = _last_deal
    if last is not None and last[0] is view and last[1] is k:
        deal = last[2]
    else:
        deal = _deal_for(view, k)
        _last_deal = (view, k, deal)
    best: list[int] | None = None
    for _ in range(_TRIES):
        pool = deal.cards[:]
        rng.shuffle(pool)
        hands = deal.start[:]
        ok = True
        for s, want, a in deal.seats:
            if a != -1:  # a void: deal it the first cards it may hold
                got = 0
                rest = []
                for c in pool:
                    if got < want and (a >> c) & 1:
                        hands[s] |= 1 << c
                        got += 1
                    else:
                        rest.append(c)
                pool = rest
            else:
                got = max(min(want, len(pool)), 0)
                for c in pool[:got]:
                    hands[s] |= 1 << c
                pool = pool[got:]
            if got < want:
                ok = False
                # Give it what is left so the sample is still a full deal.
                while got < want and pool:
                    hands[s] |= 1 << pool.pop()
                    got += 1
        best = hands
        if ok and _plausible(view, hands, deal.clues, deal.played_by, rng):
            return hands
    assert best is not None
    return best
