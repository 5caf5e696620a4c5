"""No ace, no face (RULES §7.3): ask for a redeal, or keep the hand.

A hand with no ace, king, queen, jack or Joker takes almost nothing: kept, it lost on average
about one point a hand against a fresh deal in every seat of every variant (normal players,
single hands; docs/ai.md). One kept hand did better than a redeal: the two-handed dealer who
holds the nine and ten of the upcard's suit with its jack turned up, since taking it up gives
him three trumps headed by the right bower. The ``normal`` and ``hard`` levels keep that hand
and ask for a redeal of every other; ``easy`` always asks for one.
"""
from __future__ import annotations

from game.rules import View
from game.rules import cards as C
from game.rules.said import said

from .reasons import holding, listing, suit_words


def worth_keeping(view: View) -> bool:
    """Whether this junk hand is the one worth keeping: the two-handed dealer with the right
    bower turned up and two more cards of its suit."""
    up = view.upcard
    if not view.options.game.heads_up or view.seat != view.dealer or up is None or up == C.JOKER:
        return False
    if C.rank_of(up) != C.JACK:
        return False
    suit = C.suit_of(up)
    return sum(1 for c in view.hand if C.suit_of(c) == suit) >= 2


def hand_words(view: View) -> str:
    """``9♠, 10♠, 9♥, 10♣ and 9♦``."""
    return listing([C.pretty(c) for c in sorted(view.hand, key=lambda c: (C.suit_of(c), c))])


def redeal_or_keep(view: View) -> tuple[str, str]:
    """The normal level's answer (``redeal`` or ``keep``) with its reason."""
    if worth_keeping(view):
        up = view.upcard
        assert up is not None
        suit = C.suit_of(up)
        held = holding(list(view.hand) + [up], suit)
        return "keep", said("Keep this hand: you deal, and with the {card} you would take up, "
                            "{suit} would give you {held}", card=C.pretty(up), suit=suit_words(suit), held=held)
    return "redeal", said("Ask for a redeal: no ace and no face card ({cards}); "
                          "a new hand is worth more than this one", cards=hand_words(view))
