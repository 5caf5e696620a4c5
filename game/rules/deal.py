"""Shuffling, the cut, dealing in packets, drawing for partners, and stacked deals.

A deal is fully described by the deck order after shuffle and cut (index 0 is the top
card) and the packet pattern. Dealing takes cards from the top: each player in turn,
starting at the dealer's left, gets the first packet, then each gets the second; the
rest is the stock and its top card is the upcard.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from . import cards as C

MIN_CUT = 4  # the cut leaves at least four cards in each packet (RULES §3)


@dataclass(frozen=True, slots=True)
class StackedDeal:
    """A deal fixed in advance, for tests and replays of known hands.

    ``order``: the deck from the top, after shuffle and cut. ``packets``: (3, 2) or (2, 3).
    """

    order: tuple[int, ...]
    packets: tuple[int, int] = (3, 2)


@dataclass(frozen=True, slots=True)
class Dealt:
    hands: tuple[tuple[int, ...], ...]  # by seat
    stock: tuple[int, ...]  # top first; stock[0] is the upcard
    packets: tuple[int, int]

    @property
    def upcard(self) -> int:
        return self.stock[0]


def deal_order(dealer: int, players: int) -> list[int]:
    """Seats in the order they receive cards: the dealer's left first, the dealer last."""
    return [(dealer + 1 + i) % players for i in range(players)]


def deal_cards(order: list[int] | tuple[int, ...], dealer: int, players: int,
               packets: tuple[int, int]) -> Dealt:
    """Deal five cards to each seat from ``order`` in two rounds of packets."""
    if sorted(packets) != [2, 3]:
        raise ValueError(f"packets are 3 then 2 or 2 then 3, not {packets}")
    hands: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for size in packets:
        for seat in deal_order(dealer, players):
            hands[seat].extend(order[pos:pos + size])
            pos += size
    return Dealt(tuple(tuple(h) for h in hands), tuple(order[pos:]), packets)


def cut(order: list[int], at: int) -> list[int]:
    """The deck after a cut taking ``at`` cards off the top and putting them underneath."""
    if not MIN_CUT <= at <= len(order) - MIN_CUT:
        raise ValueError(f"the cut must leave at least {MIN_CUT} cards in each packet")
    return order[at:] + order[:at]


_DECKS = {size: tuple(C.deck(size)) for size in C.DECK_SIZES}


def shuffled(deck_size: int, rng: random.Random) -> list[int]:
    """The deck in a uniformly random order (Fisher-Yates on ``rng.random``).

    Written out rather than ``rng.shuffle`` because that draws each index through
    Python-level bit fiddling, five times slower on the engine's hot path.
    """
    order = list(_DECKS[deck_size])
    rand = rng.random
    for i in range(len(order) - 1, 0, -1):
        j = int(rand() * (i + 1))
        order[i], order[j] = order[j], order[i]
    return order


def stack(players: int, dealer: int, hands: Mapping[int, str | list[int]], upcard: str | int,
          deck_size: int = 24, packets: tuple[int, int] = (3, 2),
          stock: str | list[int] = "") -> StackedDeal:
    """A ``StackedDeal`` that gives each seat the hand named and turns up ``upcard``.

    Hands and cards may be given as text (``"JH JD AH KH QH"``). Seats not named, and the
    stock below the upcard, get the remaining cards of the deck in a fixed order (or
    ``stock`` first, top to bottom, when given).
    """
    def as_cards(v: str | list[int]) -> list[int]:
        return C.parse_many(v) if isinstance(v, str) else list(v)

    up = C.parse(upcard) if isinstance(upcard, str) else upcard
    fixed = {seat: as_cards(h) for seat, h in hands.items()}
    stock_top = as_cards(stock)
    used = [up, *stock_top] + [c for h in fixed.values() for c in h]
    if len(set(used)) != len(used):
        raise ValueError("a card is named twice in the stacked deal")
    full = C.deck(deck_size)
    bad = [c for c in used if c not in full]
    if bad:
        raise ValueError(f"{C.text(bad[0])} is not in a {deck_size}-card deck")
    spare = [c for c in full if c not in used]
    for seat in range(players):
        h = fixed.setdefault(seat, [])
        if len(h) > 5:
            raise ValueError(f"seat {seat} is given more than five cards")
        while len(h) < 5:
            h.append(spare.pop(0))
    order: list[int] = []
    taken = [0] * players
    for size in packets:
        for seat in deal_order(dealer, players):
            order.extend(fixed[seat][taken[seat]:taken[seat] + size])
            taken[seat] += size
    order += [up, *stock_top, *spare]
    return StackedDeal(tuple(order), packets)


# Drawing for partners and first deal (RULES §3): K high, Q, J, 10, 9, 8, 7, A low.
def draw_value(c: int) -> int:
    """A card's value in the draw for partners: A lowest (0) .. K highest (7)."""
    r = C.rank_of(c)
    return 0 if r == C.ACE else r + 1


@dataclass(frozen=True, slots=True)
class PartnerDraw:
    rounds: tuple[tuple[tuple[int, int], ...], ...]  # each round: (player, card) drawn
    seating: tuple[int, int, int, int]  # player at each seat; partners at seats 0&2, 1&3
    dealer: int  # seat of the first dealer


def draw_for_partners(deck_size: int, rng: random.Random) -> PartnerDraw:
    """Four players draw; the two lowest play the two highest, the lowest deals first.

    Ties that matter (for who partners whom, or who deals) are drawn again by the tied
    players only, from what is left of the pack. The Joker is set aside for the draw
    (convention). Player 0 keeps seat 0 and his partner sits opposite (seat 2); the other
    two take seats 1 and 3 in player order.
    """
    pack = [c for c in C.deck(deck_size) if c != C.JOKER]
    rng.shuffle(pack)
    keys: dict[int, list[int]] = {p: [] for p in range(4)}
    rounds = []
    drawing = [0, 1, 2, 3]
    while drawing:
        this_round = []
        for p in drawing:
            if not pack:
                pack = [c for c in C.deck(deck_size) if c != C.JOKER]
                rng.shuffle(pack)
            c = pack.pop()
            keys[p].append(draw_value(c))
            this_round.append((p, c))
        rounds.append(tuple(this_round))
        ranked = sorted(range(4), key=lambda p: keys[p])
        drawing = []
        for boundary in (0, 1):  # lowest | rest (who deals), two lowest | two highest
            a, b = ranked[boundary], ranked[boundary + 1]
            if keys[a] == keys[b]:
                tied = [p for p in range(4) if keys[p] == keys[a]]
                drawing += [p for p in tied if p not in drawing]
        drawing.sort()
    ranked = sorted(range(4), key=lambda p: keys[p])
    low, high = set(ranked[:2]), set(ranked[2:])
    team0 = low if 0 in low else high
    partner = next(p for p in team0 if p != 0)
    others = sorted(set(range(4)) - team0)
    seating = (0, others[0], partner, others[1])
    dealer = seating.index(ranked[0])
    return PartnerDraw(tuple(rounds), seating, dealer)


@dataclass(frozen=True, slots=True)
class DealerDraw:
    rounds: tuple[tuple[tuple[int, int], ...], ...]  # each round: (seat, card) drawn
    dealer: int  # the seat that deals first


def draw_for_dealer(deck_size: int, players: int, rng: random.Random) -> DealerDraw:
    """Each player draws a card; the lowest deals first (three-handed, RULES §7.1 by §3).

    Only a tie for the lowest card matters: the tied players draw again from what is left of
    the pack. The Joker is set aside for the draw (convention).
    """
    pack = [c for c in C.deck(deck_size) if c != C.JOKER]
    rng.shuffle(pack)
    drawing = list(range(players))
    rounds = []
    while True:
        this_round = []
        for p in drawing:
            if not pack:
                pack = [c for c in C.deck(deck_size) if c != C.JOKER]
                rng.shuffle(pack)
            this_round.append((p, pack.pop()))
        rounds.append(tuple(this_round))
        low = min(draw_value(c) for _, c in this_round)
        drawing = [p for p, c in this_round if draw_value(c) == low]
        if len(drawing) == 1:
            return DealerDraw(tuple(rounds), drawing[0])
