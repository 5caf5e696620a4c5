"""Following suit and winning tricks, on bitmasks: the hot path for play and search.

Tables are indexed by trump suit (0..3). ``SUIT_MASK[trump][suit]`` is the bitmask of the
cards whose effective suit is ``suit`` this hand (the left bower and the Joker count as
trumps, and the left bower's printed suit has one card fewer). ``POWER[trump][card]`` is
a trump's strength (Joker 120, right bower 119, left bower 118, then 100 + rank) or, for
other cards, the plain rank (0..7); a card off the led suit and not a trump never wins.
The tables hold the 33 cards of the Euchre packs (the games with bowers); the full pack's
twos to sixes (Napoleon, ``game.rules.napoleon``) are shown in order by ``display_order``.
"""
from __future__ import annotations

from . import cards as C

JOKER_POWER, RIGHT_POWER, LEFT_POWER, TRUMP_BASE = 120, 119, 118, 100


def _suit_masks(trump: int) -> tuple[int, int, int, int]:
    masks = [0, 0, 0, 0]
    for c in range(C.EUCHRE_CARDS):
        masks[C.effective_suit(c, trump)] |= 1 << c
    return masks[0], masks[1], masks[2], masks[3]


def _powers(trump: int) -> tuple[int, ...]:
    out = []
    for c in range(C.EUCHRE_CARDS):
        if c == C.JOKER:
            out.append(JOKER_POWER)
        elif c == C.right_bower(trump):
            out.append(RIGHT_POWER)
        elif c == C.left_bower(trump):
            out.append(LEFT_POWER)
        elif c >> 3 == trump:
            out.append(TRUMP_BASE + (c & 7))
        else:
            out.append(c & 7)
    return tuple(out)


SUIT_MASK: tuple[tuple[int, int, int, int], ...] = tuple(_suit_masks(t) for t in C.SUITS)
POWER: tuple[tuple[int, ...], ...] = tuple(_powers(t) for t in C.SUITS)
EFFECTIVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(C.effective_suit(c, t) for c in range(C.EUCHRE_CARDS)) for t in C.SUITS
)


def legal_mask(hand: int, led_suit: int, trump: int) -> int:
    """The cards of ``hand`` (a bitmask) that may be played; ``led_suit`` -1 when leading."""
    if led_suit < 0:
        return hand
    follow = hand & SUIT_MASK[trump][led_suit]
    return follow if follow else hand


def winning_index(played: list[int], trump: int) -> int:
    """Index in ``played`` (cards in play order, the first led) of the card that wins."""
    power = POWER[trump]
    eff = EFFECTIVE[trump]
    led = eff[played[0]]
    best_i, best = 0, power[played[0]]
    for i in range(1, len(played)):
        c = played[i]
        p = power[c]
        if p < TRUMP_BASE and eff[c] != led:
            continue
        if p > best:
            best_i, best = i, p
    return best_i


def beats(a: int, b: int, led_suit: int, trump: int) -> bool:
    """Whether card ``a`` beats card ``b`` in a trick where ``led_suit`` was led."""
    pa, pb = POWER[trump][a], POWER[trump][b]
    ea, eb = EFFECTIVE[trump][a], EFFECTIVE[trump][b]
    va = pa if pa >= TRUMP_BASE else (pa if ea == led_suit else -1)
    vb = pb if pb >= TRUMP_BASE else (pb if eb == led_suit else -1)
    return va > vb


def display_order(cards: list[int], trump: int = -1) -> list[int]:
    """Cards sorted for showing in a hand: by effective suit (trumps last), high to low.

    Suits alternate colours where possible (clubs, hearts, spades, diamonds). Once trump is
    known, the suit of trump's colour sits between the two others, never next to the trumps:
    so the left bower, last of its printed suit's colour among the trumps, is never shown as
    if it were one of that suit (hearts trump: clubs, diamonds, spades, then hearts with J♦).
    """
    colour_order = {C.CLUBS: 0, C.HEARTS: 1, C.SPADES: 2, C.DIAMONDS: 3}
    if trump >= 0:
        others = [s for s in sorted(colour_order, key=colour_order.__getitem__)
                  if s not in (trump, C.same_colour(trump))]
        colour_order = {others[0]: 0, C.same_colour(trump): 1, others[1]: 2}

    def key(c: int) -> tuple[int, int]:
        low = c >= C.LOW   # a two to six: a plain card of its suit (below the seven)
        height = C.VALUE_OF[c] - 7   # seven 0 .. ace 7 (c & 7), two -5 .. six -1
        if trump >= 0:
            s = C.SUIT_OF[c] if low else EFFECTIVE[trump][c]
            if s == trump:
                return (9, -(TRUMP_BASE + height if low else POWER[trump][c]))
            return (colour_order[s], -height)
        if c == C.JOKER:
            return (10, 0)
        return (colour_order[C.SUIT_OF[c]], -height)

    return sorted(cards, key=key)
