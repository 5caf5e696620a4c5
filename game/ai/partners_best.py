"""Railroad's call for partner's best (RULES §8.1): whether a lone player calls for it, which
card his partner passes, and which card the lone player then discards.

Calling costs nothing: the lone player holds six cards and throws away the worst, so he is
never worse off than with his own five (he may throw the passed card away). So every level
but ``random`` always calls, the lone maker and the lone defender alike. The partner, who
may not be told anything, passes his best trump: a trump is a trick the lone hand can count
on, a low one still ruffs a loser; with no trump, an ace, of the suit he holds fewest of
(the suit the lone player is likeliest to hold cards of); with neither, his highest card.
The lone player keeps his trumps and aces and makes a void, as the dealer discards. The
figures behind these rules are in docs/ai.md (``bench/railroad.py``).
"""
from __future__ import annotations

from game.rules import View
from game.rules import cards as C
from game.rules.tricks import EFFECTIVE, POWER, TRUMP_BASE

from .bidding import best_discard
from .reasons import call_best_words, discard_words, pass_best_words


def lone_partner(view: View) -> int:
    """The lone player this seat passes to: its partner, who called for its best card."""
    return view.options.game.partner(view.seat)


def call_or_pass(view: View) -> tuple[str, str]:
    """Every level's call but ``random``'s: always call, since it can only help."""
    return "call best", call_best_words(view)


def card_to_pass(hand: list[int] | tuple[int, ...], trump: int) -> int:
    """The partner's card for a lone player: the best trump; else an ace, of the suit he holds
    fewest of; else his highest card, of the suit he holds fewest of."""
    power = POWER[trump]
    eff = EFFECTIVE[trump]
    trumps = [c for c in hand if power[c] >= TRUMP_BASE]
    if trumps:
        return max(trumps, key=lambda c: power[c])
    length = {s: sum(1 for c in hand if eff[c] == s) for s in C.SUITS}
    return max(hand, key=lambda c: (C.rank_of(c), -length[eff[c]], -c))


def pass_card(view: View) -> tuple[int, str]:
    """The ``normal`` level's card to pass, with its reason."""
    c = card_to_pass(view.hand, view.trump)
    return c, pass_best_words(view, c, defending=view.maker != lone_partner(view))


def exchange_discard(view: View) -> tuple[int, str]:
    """The lone player's discard from his six cards, as the dealer discards: keep trumps and
    aces, make a void."""
    c = best_discard(list(view.hand), view.trump)
    return c, discard_words(view.hand, c, view.trump)
