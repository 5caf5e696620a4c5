"""Cards as small ints, their two-character text form, suits, colours and the bowers.

A card is an int: ``suit * 8 + rank`` for the 32 ordinary cards, and ``JOKER`` (32).
Suits: clubs 0, diamonds 1, hearts 2, spades 3 (so ``3 - suit`` is the other suit of the
same colour). Ranks: 7 8 9 T J Q K A as 0..7, so a higher rank index is a higher card in
a plain (non-trump) suit.

Text form: rank letter then suit letter (``"9C"``, ``"TD"``, ``"JH"``, ``"AS"``) and
``"JK"`` for the Joker. ``pretty`` gives ``"J♦"`` / ``"Joker"`` for people.
"""
from __future__ import annotations

from .said import N_

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
# English words (N_: the client's catalogs say them in the player's language)
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
SUIT_SINGULAR = (N_("club"), N_("diamond"), N_("heart"), N_("spade"))

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)
RANK_LETTERS = "789TJQKA"
RANK_NAMES = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_PRETTY = ("7", "8", "9", "10", "J", "Q", "K", "A")

JOKER = 32
JOKER_TEXT = "JK"
NO_SUIT = -1

DECK_SIZES = (24, 32, 25, 33, 28)   # 28: eights to aces (four-handed Napoleon)
JOKER_DECKS = (25, 33)  # the decks with the Joker: 24 + Joker, 32 + Joker


def card(rank: int, suit: int) -> int:
    """The card of this rank and suit."""
    return suit * 8 + rank


def suit_of(c: int) -> int:
    """The printed suit of a card; the Joker has none (``NO_SUIT``)."""
    return NO_SUIT if c == JOKER else c >> 3


def rank_of(c: int) -> int:
    """The rank index of a card (7=0 .. A=7); the Joker has none (-1)."""
    return -1 if c == JOKER else c & 7


def same_colour(suit: int) -> int:
    """The other suit of the same colour: clubs<->spades, diamonds<->hearts."""
    return 3 - suit


def is_red(suit: int) -> bool:
    return suit in (DIAMONDS, HEARTS)


def right_bower(trump: int) -> int:
    return card(JACK, trump)


def left_bower(trump: int) -> int:
    return card(JACK, same_colour(trump))


def effective_suit(c: int, trump: int) -> int:
    """The suit a card belongs to this hand: the left bower and the Joker are trumps."""
    if c == JOKER:
        return trump
    s = c >> 3
    if trump >= 0 and c == (((3 - trump) << 3) | JACK):
        return trump
    return s


def deck(size: int = 24) -> list[int]:
    """The cards of a 24-, 28- (eights up), 32-, 25- (24 + Joker) or 33-card (32 + Joker)
    deck, in a fixed order."""
    if size not in DECK_SIZES:
        raise ValueError(f"a deck has 24, 28, 32, 25 or 33 cards, not {size}")
    low = SEVEN if size in (32, 33) else EIGHT if size == 28 else NINE
    cards = [card(r, s) for s in SUITS for r in range(low, ACE + 1)]
    if size in JOKER_DECKS:
        cards.append(JOKER)
    return cards


def text(c: int) -> str:
    """Two-character form: ``"JD"``; ``"JK"`` for the Joker."""
    if c == JOKER:
        return JOKER_TEXT
    if not 0 <= c < 32:
        raise ValueError(f"not a card: {c!r}")
    return RANK_LETTERS[c & 7] + SUIT_LETTERS[c >> 3]


def pretty(c: int) -> str:
    """Form for people: ``"J♦"``, ``"10♣"``, ``"Joker"``."""
    if c == JOKER:
        return N_("Joker")
    return RANK_PRETTY[c & 7] + SUIT_SYMBOLS[c >> 3]


def parse(s: str) -> int:
    """A card from its text form; accepts ``10`` for ``T`` and suit symbols."""
    t = s.strip().upper()
    if t in (JOKER_TEXT, "JOKER"):
        return JOKER
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) == 2:
        r = RANK_LETTERS.find(t[0])
        su = SUIT_LETTERS.find(t[1])
        if su < 0:
            su = SUIT_SYMBOLS.find(t[1])
        if r >= 0 and su >= 0:
            return card(r, su)
    raise ValueError(f"not a card: {s!r} (write rank then suit, like 9C, TD, JH, AS, or JK)")


def parse_many(s: str) -> list[int]:
    """Cards from space-separated text: ``"9C TC JD"``."""
    return [parse(p) for p in s.split()]


def parse_suit(s: str) -> int:
    t = s.strip().lower()
    for i in SUITS:
        if t in (SUIT_LETTERS[i].lower(), SUIT_NAMES[i], SUIT_SINGULAR[i], SUIT_SYMBOLS[i]):
            return i
    raise ValueError(f"not a suit: {s!r} (use C, D, H or S)")


def mask(cards) -> int:
    """A bitmask with one bit per card."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(m: int) -> list[int]:
    """The cards of a bitmask, lowest first."""
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out
