"""Guessing the hidden hands: deals consistent with everything one seat has seen.

A sample gives every other active seat as many cards as it holds, never a card of a suit
it has shown void in, puts the taken-up upcard in the dealer's hand, and leans towards
what the bidding suggests (the maker holds trumps; a seat that passed a suit is short
in it). The rest of the unseen cards are in the stock, a discard or a partner's laid-down
hand, and take no part in the play.
"""
from __future__ import annotations

import random

from game.rules import View
from game.rules import cards as C
from game.rules.tricks import SUIT_MASK

from .knowledge import Knowledge

_TRIES = 12


def _plausible(view: View, hands: list[int], rng: random.Random) -> bool:
    """Accept a sample with a probability that follows what the bids suggest."""
    trump = view.trump
    if trump < 0:
        return True
    tm = SUIT_MASK[trump][trump]
    p = 1.0
    maker = view.maker
    if maker >= 0 and maker != view.seat and hands[maker] >= 0:
        held = (hands[maker] & tm).bit_count()
        if maker == view.dealer and view.upcard_state == "taken":
            held = max(held, 2)
        if held == 0:
            p *= 0.05
        elif held == 1:
            p *= 0.3
    for seat, bid in view.bids:
        if seat == view.seat or seat == maker or bid != "pass" or hands[seat] < 0:
            continue
        # A pass of the suit that became trump (first round), or a pass before the maker
        # named trump (second round): a long strong trump holding is unlikely.
        if (hands[seat] & tm).bit_count() >= 3:
            p *= 0.6
    return p >= 1.0 or rng.random() < p


def sample_hands(view: View, k: Knowledge, rng: random.Random) -> list[int]:
    """One guess of every seat's hand (bitmasks, by seat); this seat's own hand is exact.

    A seat out of play (sitting out for a lone hand) gets an empty hand.
    """
    n = view.players
    others = [s for s in range(n) if s != view.seat and s != view.sitting_out]
    trump = k.trump
    best: list[int] | None = None
    for _ in range(_TRIES):
        pool = C.cards_of(k.unseen)
        rng.shuffle(pool)
        hands = [-1] * n
        hands[view.seat] = k.hand
        if view.sitting_out >= 0:
            hands[view.sitting_out] = 0
        need = {}
        allowed = {}
        for s in others:
            base = 0
            want = view.hand_sizes[s]
            if s == view.dealer and k.dealer_holds >= 0:
                base = 1 << k.dealer_holds
                want -= 1
            hands[s] = base
            need[s] = want
            bad = 0
            if trump >= 0:
                v = k.voids[s]
                for su in range(4):
                    if (v >> su) & 1:
                        bad |= SUIT_MASK[trump][su]
            allowed[s] = ~bad
        ok = True
        # Most constrained seats first.
        for s in sorted(others, key=lambda x: sum(1 for c in pool if (allowed[x] >> c) & 1)):
            got = 0
            rest = []
            for c in pool:
                if got < need[s] and (allowed[s] >> c) & 1:
                    hands[s] |= 1 << c
                    got += 1
                else:
                    rest.append(c)
            pool = rest
            if got < need[s]:
                ok = False
                # Give it what is left so the sample is still a full deal.
                while got < need[s] and pool:
                    hands[s] |= 1 << pool.pop()
                    got += 1
        best = hands
        if ok and _plausible(view, hands, rng):
            return hands
    assert best is not None
    return best
