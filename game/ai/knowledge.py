"""What one seat knows about the cards this hand: played cards, voids shown, the upcard.

Everything here is derived from a ``View`` only (never from hidden state). Cards are
ints and sets of cards are bitmasks (``game.rules.cards``).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules import View
from game.rules import cards as C
from game.rules.tricks import EFFECTIVE, POWER, SUIT_MASK


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Card counting for one seat.

    ``played``: every card played this hand (finished tricks and the trick on the table).
    ``voids[seat]``: bitmask of effective suits (bit s) the seat has shown it lacks.
    ``dealer_holds``: a card known to be in the dealer's hand (the upcard he took up), or -1.
    ``unseen``: cards of the deck this seat has not seen anywhere: in other hands, the
    stock, a discard or a partner's hand laid down for a lone hand.
    """

    seat: int
    trump: int
    hand: int
    played: int
    voids: tuple[int, ...]
    dealer_holds: int
    unseen: int
    deck: int

    @property
    def out_of_my_sight(self) -> int:
        """Cards that may still be in another active player's hand (incl. the dealer's upcard)."""
        u = self.unseen
        if self.dealer_holds >= 0:
            u |= 1 << self.dealer_holds
        return u


def deck_mask(size: int) -> int:
    return C.mask(C.deck(size))


def knowledge(view: View) -> Knowledge:
    """Count the cards of the hand so far, from ``view``."""
    trump = view.trump
    hand = C.mask(view.hand)
    played = 0
    voids = [0] * view.players
    tricks = [t[1] for t in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    for plays in tricks:
        led = EFFECTIVE[trump][plays[0][1]] if trump >= 0 else C.suit_of(plays[0][1])
        for seat, c in plays:
            played |= 1 << c
            if trump >= 0 and EFFECTIVE[trump][c] != led:
                voids[seat] |= 1 << led
    full = deck_mask(view.options.deck)
    seen = hand | played
    dealer_holds = -1
    up = view.upcard
    if up is not None and up >= 0:
        if view.upcard_state in ("up", "down", "left"):
            seen |= 1 << up
        elif view.upcard_state == "taken":
            seen |= 1 << up
            if (view.seat != view.dealer and not (played >> up) & 1
                    and view.hand_sizes[view.dealer] > 0):
                # The dealer took it up; he may have discarded it, unless a void says so
                # (or he has played every card: then he did).
                if trump < 0 or not (voids[view.dealer] >> EFFECTIVE[trump][up]) & 1:
                    dealer_holds = up
    if view.discard is not None:
        seen |= 1 << view.discard
    if view.best_discard is not None:   # Railroad: this lone player's discard after the call
        seen |= 1 << view.best_discard
    lone = view.options.game.partner(view.dealer)
    if (up is not None and view.upcard_state == "taken" and view.dealer in view.out
            and lone in view.best_calls and view.seat not in (view.dealer, lone)
            and not (played >> up) & 1):
        # The dealer, sitting out, passed a card to his lone partner: it may be the upcard.
        seen &= ~(1 << up)
    return Knowledge(view.seat, trump, hand, played, tuple(voids), dealer_holds,
                     full & ~seen, view.options.deck)


def boss(k: Knowledge, suit: int) -> int:
    """The highest card of effective suit ``suit`` not yet played (-1 if none left)."""
    live = SUIT_MASK[k.trump][suit] & deck_mask(k.deck) & ~k.played
    best, best_p = -1, -1
    power = POWER[k.trump]
    while live:
        low = live & -live
        c = low.bit_length() - 1
        live ^= low
        if power[c] > best_p:
            best, best_p = c, power[c]
    return best


def higher_unseen(k: Knowledge, c: int) -> int:
    """Cards of ``c``'s effective suit, higher than ``c``, that another player may hold."""
    t = k.trump
    suit = EFFECTIVE[t][c]
    m = SUIT_MASK[t][suit] & k.out_of_my_sight
    power = POWER[t]
    out = 0
    while m:
        low = m & -m
        x = low.bit_length() - 1
        m ^= low
        if power[x] > power[c]:
            out |= low
    return out
