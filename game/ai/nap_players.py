"""Computer players of Napoleon (RULES §8.3), every level: what to bid (misère and Nap,
Wellington and Blücher among them), the first lead that sets trump, and card play.

- ``easy``: bids what its aces and longest suit count, plays its highest card when it can
  win the trick and its lowest otherwise.
- ``normal``: counts its tricks suit by suit against the cards unseen, bids a trick below
  its count's chance (misère with a hand of low cards), leads its trumps from the top, and
  as an opponent plays with the others against the bidder (never beats a fellow opponent
  who is winning, covers the bidder).
- ``hard``: bids by sampled deals solved exactly (``nap_solver``: the chance of making each
  bid with its best trump), plays by the same over deals consistent with what it has seen.

Each has ``choose(view)`` and ``hint(view) -> (action, reason)``; ``make_player`` builds
one for a Napoleon view (``NAPOLEON_LEVELS``).
"""
from __future__ import annotations

import random
import time

from game.rules import Action, View
from game.rules import cards as C
from game.rules.napoleon import (
    BID_WORDS,
    BIDS,
    MISERE,
    NEEDS,
    SETTLEMENT,
    SUIT_CARDS,
    trick_winner,
)
from game.rules.said import said

from . import nap_solver
from .player import decision_rng


def _suit(c: int) -> int:
    return C.SUIT_OF[c]


def _rank(c: int) -> int:
    """A card's height in its suit, aces high (2 .. 14: the full pack's twos up)."""
    return C.VALUE_OF[c]


def _is_ace(c: int) -> bool:
    return C.RANK_OF[c] == C.ACE


# By card, the cards of its suit above it.
_ABOVE = tuple(sum(1 << x for x in range(C.CARDS) if x != C.JOKER and c != C.JOKER
                   and C.SUIT_OF[x] == C.SUIT_OF[c] and C.VALUE_OF[x] > C.VALUE_OF[c])
               for c in range(C.CARDS))


def _bid_action(view: View, b: int) -> Action | None:
    return next((a for a in view.legal if a.kind == "bid" and a.bid == BIDS[b]), None)


def _pass(view: View) -> Action:
    return next(a for a in view.legal if a.kind == "pass")


def unseen_mask(view: View) -> int:
    return nap_solver.unseen(view)


def higher_unseen(c: int, unseen: int) -> int:
    """How many cards above ``c`` in its suit are still out (not in hand, not played)."""
    return (_ABOVE[c] & unseen).bit_count()


def count_tricks(view: View, hand: tuple[int, ...], trump: int) -> float:
    """``normal``'s count of the tricks a hand should take as bidder with ``trump``: trumps
    from the top (each is good once the trumps above it are drawn or fewer than those
    below it), side aces and guarded kings."""
    unseen = unseen_mask(view)
    n = view.players
    trumps = sorted((c for c in hand if _suit(c) == trump), key=_rank, reverse=True)
    count = 0.0
    for i, c in enumerate(trumps):
        h = higher_unseen(c, unseen)
        if h <= i:
            count += 1.0
        elif h == i + 1:
            count += 0.55
        elif h == i + 2 and len(trumps) >= 3:
            count += 0.3
    length_bonus = max(0, len(trumps) - 3) * 0.3
    side = 0.0
    for c in hand:
        if _suit(c) == trump:
            continue
        h = higher_unseen(c, unseen)
        same = sum(1 for x in hand if _suit(x) == _suit(c))
        if h == 0:
            side += 0.8 if n == 4 else 0.85
        elif h == 1 and same >= 2:
            side += 0.35
    # the opponents' trumps ruff side winners: fewer trumps, fewer side tricks survive
    side *= 0.6 + 0.1 * min(len(trumps), 4)
    return count + length_bonus + side


def misere_danger(view: View, hand: tuple[int, ...]) -> float:
    """How likely a hand is to be forced to take a trick at no trump (0 safe, higher worse):
    each card counts by how few cards of its suit above it are still out (an ace wins
    whenever its suit is led)."""
    unseen = unseen_mask(view)
    weights = (1.0, 0.6, 0.3, 0.1)
    danger = 0.0
    for c in hand:
        h = higher_unseen(c, unseen)
        danger += weights[h] if h < len(weights) else 0.0
    return danger


def best_trump(view: View, hand: tuple[int, ...]) -> tuple[int, float]:
    suits = sorted({_suit(c) for c in hand})
    scored = [(count_tricks(view, hand, s), s) for s in suits]
    best = max(scored)
    return best[1], best[0]


def expected_gain(b: int, p: float, n: int) -> float:
    won, lost = SETTLEMENT[b]
    return (n - 1) * (p * won - (1 - p) * lost)


# ------------------------------------------------------------------ card play (shared)
def current_winner(view: View) -> tuple[int, int] | None:
    """(seat, card) winning the trick so far."""
    if not view.trick:
        return None
    cards = [c for _, c in view.trick]
    i = trick_winner(cards, view.trump)
    return view.trick[i]


def beats(c: int, best: int, led: int, trump: int) -> bool:
    return trick_winner([best, c] if _suit(best) == led else [best, c], trump) == 1


def wins_over(c: int, best_card: int, view: View) -> bool:
    cards = [x for _, x in view.trick] + [c]
    return trick_winner(cards, view.trump) == len(cards) - 1


def still_to_play(view: View) -> list[int]:
    n = view.players
    first = view.trick[0][0] if view.trick else view.seat
    seen = {s for s, _ in view.trick} | {view.seat}
    return [(first + i) % n for i in range(n) if (first + i) % n not in seen]


class NapBase:
    name = "nap"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    # -- bidding ------------------------------------------------------------------------
    def bid(self, view: View) -> tuple[Action, str]:
        raise NotImplementedError

    # -- play ---------------------------------------------------------------------------
    def play(self, view: View) -> tuple[Action, str]:
        raise NotImplementedError

    def choose(self, view: View) -> Action:
        return self.hint(view)[0]

    def hint(self, view: View) -> tuple[Action, str]:
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        if len(view.legal) == 1:
            a = view.legal[0]
            return a, (said("Nothing higher is left to bid") if a.kind == "pass"
                       else said("Your only card that follows suit"))
        if view.phase == "bid":
            return self.bid(view)
        return self.play(view)


class EasyNap(NapBase):
    """A beginner: counts aces and its longest suit; plays high to win, else low."""

    name = "easy"

    def bid(self, view: View) -> tuple[Action, str]:
        hand = view.hand
        aces = sum(1 for c in hand if _is_ace(c))
        longest = max(sum(1 for c in hand if _suit(c) == s) for s in C.SUITS)
        tricks = aces + max(0, longest - 1) // 1 * 0.5 + (1 if longest >= 3 else 0)
        for b in (4, 3, 1, 0):   # nap, four, three, two
            if tricks >= NEEDS[b] + (0.5 if b >= 3 else 0) and _bid_action(view, b):
                return _bid_action(view, b), said("{aces} aces and {longest} of one suit", aces=aces, longest=longest)  # type: ignore[return-value]
        return _pass(view), said("Not enough aces or a long suit to bid")

    def play(self, view: View) -> tuple[Action, str]:
        cards = sorted((a.card for a in view.legal), key=lambda c: (_rank(c), _suit(c)))
        if not view.trick:
            if not view.tricks and view.seat == view.maker and view.contract != "misere":
                long_suit = max(C.SUITS, key=lambda s: (sum(_suit(c) == s for c in view.hand),
                                                        max((_rank(c) for c in view.hand
                                                             if _suit(c) == s), default=-1)))
                c = max((x for x in cards if _suit(x) == long_suit), key=_rank)
                return self._act(view, c), said("Lead your longest suit to make it trump")
            if view.contract == "misere" and view.seat == view.maker:
                return self._act(view, cards[0]), said("Lead low: you must take no trick")
            return self._act(view, cards[-1]), said("Lead your highest card")
        winners = [c for c in cards if wins_over(c, 0, view)]
        if view.contract == "misere" and view.seat == view.maker:
            losers = [c for c in cards if c not in winners]
            if losers:
                return self._act(view, losers[-1]), said("Play under the winning card")
            return self._act(view, cards[-1]), said("You must win this one: play your highest")
        if winners:
            return self._act(view, winners[-1]), said("Your highest card wins the trick")
        return self._act(view, cards[0]), said("You cannot win this trick: play your lowest")

    @staticmethod
    def _act(view: View, c: int) -> Action:
        return next(a for a in view.legal if a.card == c)


class NormalNap(EasyNap):
    """Counts its tricks against the cards out; the opponents play together."""

    name = "normal"
    margin = -0.6        # a bid needs this many tricks over its size in the count
    misere_bar = 0.8     # the most danger a misère may have
    nap_count = 4.9      # the count a Nap (all five) needs

    def bid(self, view: View) -> tuple[Action, str]:
        hand = view.hand
        trump, count = best_trump(view, hand)
        danger = misere_danger(view, hand)
        trumps = " ".join(C.pretty(c) for c in sorted(hand, key=_rank, reverse=True)
                          if _suit(c) == trump)
        unseen = unseen_mask(view)
        aces = " ".join(C.pretty(c) for c in hand
                        if _suit(c) != trump and higher_unseen(c, unseen) == 0)
        holding = (said("{suit} as trump ({cards}) and {aces}", suit=said(C.SUIT_NAMES[trump]), cards=trumps,
                        aces=aces) if aces else
                   said("{suit} as trump ({cards})", suit=said(C.SUIT_NAMES[trump]), cards=trumps))
        options = []
        for b in range(len(BIDS) - 1, -1, -1):
            act = _bid_action(view, b)
            if act is None:
                continue
            if b == MISERE:
                if danger <= self.misere_bar:
                    options.append((act, said("Misère: your cards are low, with higher cards of "
                                              "their suits still out")))
                continue
            if count >= (NEEDS[b] + self.margin if NEEDS[b] < 5 else self.nap_count):
                options.append((act, said("Bid {bid}: lead {holding}", bid=said(BID_WORDS[b]), holding=holding)))
        if options:
            # the highest bid the count allows
            ranked = sorted(options, key=lambda o: BIDS.index(o[0].bid), reverse=True)
            return ranked[0]
        return _pass(view), said("Pass: even with {holding} the tricks are not there", holding=holding)

    def play(self, view: View) -> tuple[Action, str]:
        if view.contract == "misere":
            return self._misere(view)
        me, bidder = view.seat, view.maker
        cards = sorted((a.card for a in view.legal), key=lambda c: (_rank(c), _suit(c)))
        unseen = unseen_mask(view)
        if not view.trick:
            if me == bidder:
                if not view.tricks:
                    trump, _ = best_trump(view, view.hand)
                    c = max((x for x in cards if _suit(x) == trump), key=_rank)
                    return self._act(view, c), said("Lead {card}: your first card makes {suit} trump",
                                                    card=C.pretty(c), suit=said(C.SUIT_NAMES[trump]))
                trumps = [c for c in cards if _suit(c) == view.trump]
                out_trumps = SUIT_CARDS[view.trump] & unseen if view.trump >= 0 else 0
                if trumps and out_trumps:
                    return self._act(view, trumps[-1]), said("Draw the trumps still out")
                tops = [c for c in cards if higher_unseen(c, unseen) == 0]
                if tops:
                    return self._act(view, tops[-1]), said("Cash a card nobody can beat")
                return self._act(view, cards[0]), said("Give up your lowest card")
            # an opponent leads: a winner if it has one, else low in a suit the bidder lacks?
            tops = [c for c in cards if higher_unseen(c, unseen) == 0 and _suit(c) != view.trump]
            if tops:
                return self._act(view, tops[-1]), said("Cash a card nobody can beat")
            trumps = [c for c in cards if _suit(c) == view.trump]
            if trumps and higher_unseen(trumps[-1], unseen) == 0:
                return self._act(view, trumps[-1]), said("Your top trump takes a trick from him")
            side = [c for c in cards if _suit(c) != view.trump] or cards
            return self._act(view, side[0]), said("Lead low and keep your high cards")
        winner_seat, _ = current_winner(view)  # type: ignore[misc]
        winners = [c for c in cards if wins_over(c, 0, view)]
        later = still_to_play(view)
        if me == bidder:
            if winners:
                if not later:
                    return self._act(view, winners[0]), said("The lowest card that wins")
                safe = [c for c in winners if higher_unseen(c, unseen) == 0]
                if safe:
                    return self._act(view, safe[0]), said("The lowest card nobody can beat")
                return self._act(view, winners[-1]), said("Your best chance of the trick")
            return self._act(view, cards[0]), said("You cannot win it: keep your good cards")
        # an opponent
        friend_winning = winner_seat != bidder
        bidder_later = bidder in later
        if friend_winning and not bidder_later:
            return self._act(view, cards[0]), said("Another opponent has the trick: play low")
        if winners:
            if not bidder_later:
                return self._act(view, winners[0]), said("Beat the bidder as cheaply as you can")
            safe = [c for c in winners if higher_unseen(c, unseen) == 0]
            if safe:
                return self._act(view, safe[0]), said("A card the bidder cannot beat")
            if friend_winning:
                return self._act(view, cards[0]), said("Another opponent has the trick: play low")
            return self._act(view, winners[-1]), said("Make the bidder play high")
        return self._act(view, cards[0]), said("You cannot win it: play your lowest")

    def _misere(self, view: View) -> tuple[Action, str]:
        me, bidder = view.seat, view.maker
        cards = sorted((a.card for a in view.legal), key=lambda c: (_rank(c), _suit(c)))
        if me == bidder:
            if not view.trick:
                return self._act(view, cards[0]), said("Lead your lowest: you must take no trick")
            losers = [c for c in cards if not wins_over(c, 0, view)]
            if losers:
                return self._act(view, losers[-1]), said("Your highest card that still loses")
            return self._act(view, cards[-1]), said("You cannot lose it: get rid of your highest")
        # opponents: make the bidder win a trick
        later = still_to_play(view)
        if not view.trick:
            return self._act(view, cards[0]), said("Lead low: the bidder may have to go over")
        winner_seat, _ = current_winner(view)  # type: ignore[misc]
        if winner_seat == bidder:
            losers = [c for c in cards if not wins_over(c, 0, view)]
            if losers:
                return self._act(view, losers[-1]), said("Stay under the bidder's card")
            return self._act(view, cards[0]), said("You must go over the bidder: as low as you can")
        if bidder in later:
            return self._act(view, cards[0]), said("Play low so the bidder may have to win it")
        losers = [c for c in cards if not wins_over(c, 0, view)]
        return self._act(view, (losers or cards)[-1]), said("The bidder is safe here: shed a high card")


class HardNap(NormalNap):
    """Bids and plays by sampled deals solved exactly (``nap_solver``)."""

    name = "hard"
    budget_s = 0.045     # thinking time (the last deal begun is finished after it)
    bid_samples = 24
    play_samples = 30
    bar = 0.4            # a bid's expected settlement must reach this (points)
    # The deals are solved with every card in view, which favours the bidder (he always
    # finds the right card): his chance of a trick bid is taken at this share.
    seen_all = 0.85
    seen_all_five = 0.7  # all five (Nap and over): one wrong guess loses it

    def __init__(self, seed: int | None = None, samples: int | None = None) -> None:
        super().__init__(seed)
        self.fixed = samples

    prior = 8.0          # normal's judgement of a bid counts as this many solved deals

    def prior_odds(self, b: int, count: float, danger: float) -> float:
        """``normal``'s chance of making bid ``b`` by its count (where it would bid, about
        85%; less by a quarter for each trick short) or by the misère danger."""
        if b == MISERE:
            p = 0.9 - 0.35 * (danger - self.misere_bar)
        else:
            bar = NEEDS[b] + self.margin if NEEDS[b] < 5 else self.nap_count
            p = 0.85 + 0.25 * (count - bar)
        return min(0.98, max(0.02, p))

    def _deadline(self) -> float | None:
        return None if self.fixed is not None else time.perf_counter() + self.budget_s

    def bid(self, view: View) -> tuple[Action, str]:
        rng = decision_rng(self.seed, view)
        samples = self.fixed if self.fixed is not None else self.bid_samples
        # the trumps worth trying: two cards of the suit or more, or its ace (the count's
        # best suit always); misère only for a hand not far from the count's bar
        best_suit, _ = best_trump(view, view.hand)
        suits = sorted({best_suit} | {s for s in C.SUITS if sum(_suit(c) == s for c in view.hand)
                                      >= 2 or C.card(C.ACE, s) in view.hand})
        misere = misere_danger(view, view.hand) <= 2 * self.misere_bar
        odds, trumps, done = nap_solver.bid_odds(view, rng, samples, self._deadline(), suits,
                                                 misere)
        n = view.players
        _, count = best_trump(view, view.hand)
        danger = misere_danger(view, view.hand)
        best: tuple[float, Action | None, str] = (self.bar, None, "")
        for b in range(len(BIDS)):
            act = _bid_action(view, b)
            if act is None:
                continue
            p = odds[b] if b == MISERE else odds[b] * (
                self.seen_all_five if NEEDS[b] == 5 else self.seen_all)
            # few deals are noisy: weigh them with normal's judgement, worth ``prior`` deals
            p = (self.prior * self.prior_odds(b, count, danger) + done * p) / (self.prior + done)
            gain = expected_gain(b, p, n)
            if gain > best[0]:
                best = (gain, act, said("Bid {bid}: over the deals the others may hold, the bid worth the "
                                        "most, leading {suit} for trump", bid=said(BID_WORDS[b]),
                                        suit=said(C.SUIT_NAMES[trumps[b]])) if b != MISERE else
                        said("Bid {bid}: over the deals the others may hold, the bid worth the most",
                             bid=said(BID_WORDS[b])))
        if best[1] is None:
            return _pass(view), said("Pass: over the deals the others may hold, no bid is made "
                                     "often enough to be worth it")
        return best[1], best[2]

    def play(self, view: View) -> tuple[Action, str]:
        rng = decision_rng(self.seed, view)
        samples = self.fixed if self.fixed is not None else self.play_samples
        odds, done = nap_solver.card_odds(view, rng, samples, self._deadline())
        fallback, why = super().play(view)
        me_bidder = view.seat == view.maker
        key = (lambda c: odds[c]) if me_bidder else (lambda c: -odds[c])
        top = max(key(c) for c in odds)
        if key(fallback.card) >= top - 1e-9:
            return fallback, why
        c = max(odds, key=lambda c: (key(c), -_rank(c)))
        act = next(a for a in view.legal if a.card == c)
        if me_bidder:
            return act, said("{card}: of your cards, the one that makes the bid most often over the "
                             "deals the others may hold", card=C.pretty(c))
        return act, said("{card}: of your cards, the one that beats the bid most often over the "
                         "deals the others may hold", card=C.pretty(c))


class RandomNap(NapBase):
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)

    def hint(self, view: View) -> tuple[Action, str]:
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        return self.rng.choice(view.legal), said("Picked at random from your legal moves")


NAPOLEON_LEVELS: dict[str, type] = {"random": RandomNap, "easy": EasyNap, "normal": NormalNap,
                                    "hard": HardNap}
