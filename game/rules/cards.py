"""Cards as small ints, their two-character text form, suits, colours and the bowers.

A card is an int from 0 to 52 (``CARDS`` of them):

- ``suit * 8 + rank`` (0..31) for the sevens to the aces, the cards of the Euchre packs;
- ``JOKER`` (32);
- ``LOW + suit * 5 + (rank - TWO)`` (33..52) for the twos to the sixes, which only the full
  52-card pack has (Napoleon's option, RULES §8.3).

Suits: clubs 0, diamonds 1, hearts 2, spades 3 (so ``3 - suit`` is the other suit of the
same colour). Ranks: 7 8 9 T J Q K A as 0..7, so a higher rank index is a higher card among
them; 2 3 4 5 6 as 8..12 (``TWO`` .. ``SIX``). ``value_of`` orders every card of a plain
suit, aces high: 2 for a two up to 14 for an ace.

Why the low cards come after the Joker: every id of the Euchre packs keeps its value (the
saves, the wire, the AI's tables and its recorded decisions all hold them), and the seven
to the ace stay a suit's 8-bit block, so ``c >> 3`` and ``c & 7`` remain right, and fast,
wherever only those 33 cards can be (every Euchre game). Each suit's low cards are one
5-bit block of their own, lowest first, so a suit is two blocks of a bitmask
(``SUIT_MASKS``) and within each block a higher bit is a higher card. Code that may see a
low card uses ``suit_of``, ``rank_of`` and ``value_of`` (tables, as fast as the shifts);
Napoleon's solver packs a hand into 13 bits a suit in rank order for its own search.

Text form: rank letter then suit letter (``"2C"``, ``"9C"``, ``"TD"``, ``"JH"``, ``"AS"``)
and ``"JK"`` for the Joker. ``pretty`` gives ``"J♦"`` / ``"Joker"`` for people.
"""
from __future__ import annotations

from collections.abc import Iterable

from .said import N_

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
# English words (N_: the client's catalogs say them in the player's language)
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
SUIT_SINGULAR = (N_("club"), N_("diamond"), N_("heart"), N_("spade"))

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)
TWO, THREE, FOUR, FIVE, SIX = range(8, 13)   # the full pack's low cards
RANK_LETTERS = "789TJQKA23456"
RANK_NAMES = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace",
              "two", "three", "four", "five", "six")
RANK_PRETTY = ("7", "8", "9", "10", "J", "Q", "K", "A", "2", "3", "4", "5", "6")
# The ranks from the lowest to the highest (aces high).
RANKS_LOW_TO_HIGH = (TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN,
                     KING, ACE)

JOKER = 32
JOKER_TEXT = "JK"
NO_SUIT = -1
LOW = 33      # the first low card: the two of clubs
CARDS = 53    # card ids are 0 .. CARDS - 1
EUCHRE_CARDS = 33   # the cards of the Euchre packs: ids 0 .. 32 (7 to A and the Joker)

FULL_PACK = 52  # the full pack: 2 to A in each suit, no Joker (Napoleon's option)
DECK_SIZES = (24, 32, 25, 33, 28, 52)   # 28: eights to aces (four-handed Napoleon)
JOKER_DECKS = (25, 33)  # the decks with the Joker: 24 + Joker, 32 + Joker


def card(rank: int, suit: int) -> int:
    """The card of this rank and suit."""
    return suit * 8 + rank if rank < TWO else LOW + suit * 5 + rank - TWO


SUIT_OF = tuple(c >> 3 for c in range(32)) + (NO_SUIT,) + tuple(
    s for s in SUITS for _ in range(5))
RANK_OF = tuple(c & 7 for c in range(32)) + (-1,) + tuple(range(TWO, SIX + 1)) * 4
# A card's height in a plain suit, aces high: 2 .. 14 (the Joker 0).
VALUE_OF = tuple((c & 7) + 7 for c in range(32)) + (0,) + tuple(range(2, 7)) * 4
# By suit, the mask of its cards (the sevens to the aces and the twos to the sixes).
SUIT_MASKS = tuple((0xFF << (8 * s)) | (0x1F << (LOW + 5 * s)) for s in SUITS)


def suit_of(c: int) -> int:
    """The printed suit of a card; the Joker has none (``NO_SUIT``)."""
    return SUIT_OF[c]


def rank_of(c: int) -> int:
    """The rank index of a card (7=0 .. A=7, 2=8 .. 6=12); the Joker has none (-1)."""
    return RANK_OF[c]


def value_of(c: int) -> int:
    """A card's height in a plain suit, aces high: 2 for a two .. 10, J 11, Q 12, K 13,
    A 14 (the Joker 0)."""
    return VALUE_OF[c]


def is_card(c: object) -> bool:
    """Whether ``c`` is a card id (an int from 0 to 52)."""
    return isinstance(c, int) and not isinstance(c, bool) and 0 <= c < CARDS


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
    s = SUIT_OF[c]
    if trump >= 0 and c == (((3 - trump) << 3) | JACK):
        return trump
    return s


def deck(size: int = 24) -> list[int]:
    """The cards of a 24-, 28- (eights up), 32-, 25- (24 + Joker), 33-card (32 + Joker)
    or full 52-card deck, in a fixed order (the 52: each suit from its two up)."""
    if size not in DECK_SIZES:
        raise ValueError(f"a deck has 24, 28, 32, 25, 33 or 52 cards, not {size}")
    if size == FULL_PACK:
        return [card(r, s) for s in SUITS for r in RANKS_LOW_TO_HIGH]
    low = SEVEN if size in (32, 33) else EIGHT if size == 28 else NINE
    cards = [card(r, s) for s in SUITS for r in range(low, ACE + 1)]
    if size in JOKER_DECKS:
        cards.append(JOKER)
    return cards


def text(c: int) -> str:
    """Two-character form: ``"JD"``; ``"JK"`` for the Joker."""
    if c == JOKER:
        return JOKER_TEXT
    if not is_card(c):
        raise ValueError(f"not a card: {c!r}")
    return RANK_LETTERS[RANK_OF[c]] + SUIT_LETTERS[SUIT_OF[c]]


def pretty(c: int) -> str:
    """Form for people: ``"J♦"``, ``"10♣"``, ``"Joker"``."""
    if c == JOKER:
        return N_("Joker")
    return RANK_PRETTY[RANK_OF[c]] + SUIT_SYMBOLS[SUIT_OF[c]]


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
    raise ValueError(f"not a card: {s!r} (write rank then suit, like 2C, 9C, TD, JH, AS, "
                     "or JK)")


def parse_many(s: str) -> list[int]:
    """Cards from space-separated text: ``"9C TC JD"``."""
    return [parse(p) for p in s.split()]


def parse_suit(s: str) -> int:
    t = s.strip().lower()
    for i in SUITS:
        if t in (SUIT_LETTERS[i].lower(), SUIT_NAMES[i], SUIT_SINGULAR[i], SUIT_SYMBOLS[i]):
            return i
    raise ValueError(f"not a suit: {s!r} (use C, D, H or S)")


def mask(cards: Iterable[int]) -> int:
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


def in_order(m: int) -> list[int]:
    """The cards of a bitmask by suit (clubs first), each suit from its lowest card up: the
    order of ``cards_of`` for the Euchre packs' cards, the twos to sixes put in their
    places."""
    cs = cards_of(m)
    if m >> LOW:
        cs.sort(key=lambda c: (SUIT_OF[c], VALUE_OF[c]))
    return cs
