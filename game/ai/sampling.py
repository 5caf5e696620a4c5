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
        elif view.players == 3:
            bar = THREE_HANDED_MAKER_BAR
        clues.append((view.maker, view.trump, bar))
    if view.lone_defender >= 0 and view.lone_defender != view.seat and view.trump >= 0:
        clues.append((view.lone_defender, view.trump, LONE_BAR))
    return clues


def _plausible(view: View, hands: list[int], clues: list[Clue],
               played_by: list[int], rng: random.Random) -> bool:
    """Accept a sample with a probability that follows what the bids suggest."""
    two = view.players == 2
    p = 1.0
    for seat, suit, strong in clues:
        orig = C.cards_of(hands[seat] | played_by[seat])
        v = strength(orig, suit, two)
        bar = STRONG_BAR[two] if strong is True else float(strong)
        if strong and v < bar:
            p *= 0.25
        elif not strong and v > WEAK_BAR[two]:
            p *= 0.3
    return p >= 1.0 or rng.random() < p


def sample_hands(view: View, k: Knowledge, rng: random.Random) -> list[int]:
    """One guess of every seat's hand (bitmasks, by seat); this seat's own hand is exact.

    A seat out of play (sitting out beside a lone maker or a lone defender) gets an empty
    hand: its cards stay among the unseen that take no part in the play.
    """
    n = view.players
    out = view.out
    others = [s for s in range(n) if s != view.seat and s not in out]
    trump = k.trump
    best: list[int] | None = None
    clues = bid_clues(view)
    played_by = [0] * n
    for plays in [t[1] for t in view.tricks] + [view.trick]:
        for seat, c in plays:
            played_by[seat] |= 1 << c
    for _ in range(_TRIES):
        pool = C.cards_of(k.unseen)
        rng.shuffle(pool)
        hands = [-1] * n
        hands[view.seat] = k.hand
        for s in out:
            hands[s] = 0
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
        if ok and _plausible(view, hands, clues, played_by, rng):
            return hands
    assert best is not None
    return best
