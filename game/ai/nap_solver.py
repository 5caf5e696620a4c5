"""Napoleon's exact search (RULES §8.3) and the sampled deals it is run on, for ``hard``.

A deal with every hand in view is solved for one question: can the bidder make his bid
(two to five tricks, or none in misère) against the opponents playing together? The
answer is all a hand is worth, for the bidder settles made or lost, whatever the margin.
Five tricks, no bowers; trump is the suit of the bidder's first card (none in misère).
Cards of one hand that no card in another hand separates are played as one.

The search holds hands in its own bits, a suit to 16 bits in rank order (``ladder``: bit
``suit * 16 + value - 2``, the two of clubs 0 .. the ace of spades 60), so the cards of a
suit are adjacent whatever the pack (24, 28 or the full 52 cards), a higher bit is a higher
card, a suit is one run of 13 bits and a bit's suit is ``bit >> 4``; the positions it is
asked about are in card ids.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules import View
from game.rules import cards as C
from game.rules.napoleon import BIDS, MISERE, NEEDS, SUIT_CARDS, trick_winner

# ladder bits: by card id, its bit (-1 the Joker); by suit, its run of 13 bits
LADDER = tuple(C.suit_of(c) * 16 + C.value_of(c) - 2 if c != C.JOKER else -1
               for c in range(C.CARDS))
LADDER_SUIT = tuple(0x1FFF << (16 * s) for s in C.SUITS)


def ladder(m: int) -> int:
    """A mask of card ids in ladder bits."""
    out = 0
    while m:
        low = m & -m
        out |= 1 << LADDER[low.bit_length() - 1]
        m ^= low
    return out


def _winner(cards: list[int], trump: int) -> int:
    """``trick_winner`` on ladder bits: the highest trump, else the highest of the suit led."""
    led = cards[0] >> 4
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        cs, bs = c >> 4, b >> 4
        if cs == bs:
            if c > b:
                best = i
        elif cs == trump or (bs != trump and cs == led and bs != led):
            best = i
    return best


@dataclass
class Position:
    """A deal in play, every hand seen. ``trick``: (seat, card) so far; ``trump`` -1 until
    the first card sets it (``misere``: it never does)."""

    hands: list[int]
    to_act: int
    trick: list[tuple[int, int]]
    trump: int
    bidder: int
    misere: bool
    bidder_tricks: int
    played: int          # tricks completed


class Solver:
    """Answers "does the bidder make ``need`` tricks (misère: none)?" with memory."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.memo: dict = {}
        self.nodes = 0

    def makes(self, p: Position, need: int) -> bool:
        """(Its memory is kept between questions: one ``Solver`` per deal.)"""
        return self._solve([ladder(h) for h in p.hands], p.to_act,
                           tuple((s, LADDER[c]) for s, c in p.trick), p.trump, p.bidder,
                           p.misere, p.bidder_tricks, p.played, need)

    def _moves(self, hands: list[int], seat: int, led: int) -> list[int]:
        hand = hands[seat]
        if led >= 0 and hand & LADDER_SUIT[led]:
            hand &= LADDER_SUIT[led]
        others = 0
        for h in hands:
            others |= h
        others &= ~hands[seat]
        out: list[int] = []
        prev = -9
        m = hand
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            # c is the same as the card below it when no card of another hand lies between
            if prev >= 0 and c >> 4 == prev >> 4 and not (others >> (prev + 1)) & (
                    (1 << (c - prev - 1)) - 1):
                prev = c
                continue
            out.append(c)
            prev = c
        out.reverse()   # high cards first: they decide tricks, so the search cuts sooner
        return out

    def _solve(self, hands: list[int], seat: int, trick: tuple, trump: int, bidder: int,
               misere: bool, btricks: int, played: int, need: int) -> bool:
        self.nodes += 1
        key = (tuple(hands), seat, trick, trump, btricks, need)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        led = trick[0][1] >> 4 if trick else -1
        maximise = seat == bidder
        result = not maximise
        n = self.n
        for c in self._moves(hands, seat, led):
            hands[seat] &= ~(1 << c)
            t = trump
            if t < 0 and not misere and not played and not trick:
                t = c >> 4
            nt = trick + ((seat, c),)
            if len(nt) < n:
                ok = self._solve(hands, (seat + 1) % n, nt, t, bidder, misere, btricks,
                                 played, need)
            else:
                w = nt[_winner([x for _, x in nt], t)][0]
                b = btricks + (w == bidder)
                done = played + 1
                if misere:
                    ok = False if b else (True if done == 5 else None)  # type: ignore[assignment]
                else:
                    ok = True if b >= need else (False if done - b > 5 - need else None)  # type: ignore[assignment]
                if ok is None:
                    ok = self._solve(hands, w, (), t, bidder, misere, b, done, need)
            hands[seat] |= 1 << c
            if ok == maximise:
                result = ok
                break
        self.memo[key] = result
        return result


def max_tricks(solver: Solver, p: Position) -> int:
    """The most tricks the bidder is sure of in ``p`` (0 to 5) against the opponents."""
    best = 0
    for need in range(1, 6):
        if not solver.makes(p, need):
            break
        best = need
    return best


# ------------------------------------------------------------------ sampled deals
def unseen(view: View) -> int:
    """The cards this seat has not seen: the pack less its hand and every card played."""
    m = C.mask(C.deck(view.options.deck)) & ~C.mask(view.hand)
    for _, t in view.tricks:
        for _, c in t:
            m &= ~(1 << c)
    for _, c in view.trick:
        m &= ~(1 << c)
    return m


def voids(view: View) -> list[int]:
    """By seat, a mask of the suits' cards he cannot hold (he did not follow them)."""
    out = [0] * view.players
    for trick in [t for _, t in view.tricks] + [tuple(view.trick)]:
        if not trick:
            continue
        led = C.suit_of(trick[0][1])
        for seat, c in trick[1:]:
            if C.suit_of(c) != led:
                out[seat] |= SUIT_CARDS[led]
    return out


def sample_hands(view: View, rng: random.Random, pool: int | None = None,
                 void: list[int] | None = None) -> list[int] | None:
    """The others' hands dealt at random from the unseen cards, respecting who showed out
    of a suit (None when a try found no way: the caller tries again)."""
    pool = unseen(view) if pool is None else pool
    void = voids(view) if void is None else void
    hands = [0] * view.players
    hands[view.seat] = C.mask(view.hand)
    others = [s for s in range(view.players) if s != view.seat]
    # the most constrained first
    others.sort(key=lambda s: -bin(void[s]).count("1"))
    left = pool
    for s in others:
        need = view.hand_sizes[s]
        allowed = C.cards_of(left & ~void[s])
        if len(allowed) < need:
            return None
        picked = rng.sample(allowed, need)
        m = C.mask(picked)
        hands[s] = m
        left &= ~m
    return hands


def position_of(view: View, hands: list[int]) -> Position:
    bidder = view.maker
    misere = view.contract == "misere"
    return Position(hands=hands, to_act=view.seat, trick=list(view.trick), trump=view.trump,
                    bidder=bidder, misere=misere, bidder_tricks=view.tricks_won[bidder],
                    played=len(view.tricks))


def card_odds(view: View, rng: random.Random, samples: int, deadline: float | None = None
              ) -> tuple[dict[int, float], int]:
    """For each legal card, the share of sampled deals in which the bidder makes his bid
    after it; and how many deals were solved."""
    import time
    bid = BIDS.index(view.contract)
    need = NEEDS[bid]
    made = {a.card: 0 for a in view.legal}
    pool, void = unseen(view), voids(view)
    done = 0
    tries = 0
    while done < samples and tries < samples * 4:
        tries += 1
        if deadline is not None and done >= 4 and time.perf_counter() > deadline:
            break
        hands = sample_hands(view, rng, pool, void)
        if hands is None:
            continue
        done += 1
        solver = Solver(view.players)
        for c in made:
            p = position_of(view, list(hands))
            p.hands[view.seat] &= ~(1 << c)
            trick = p.trick + [(view.seat, c)]
            t = p.trump
            if t < 0 and not p.misere and not p.played and not p.trick:
                t = C.suit_of(c)
            n = view.players
            if len(trick) < n:
                q = Position(p.hands, (view.seat + 1) % n, trick, t, p.bidder, p.misere,
                             p.bidder_tricks, p.played)
                ok = solver.makes(q, need)
            else:
                w = trick[trick_winner([x for _, x in trick], t)][0]
                b = p.bidder_tricks + (w == p.bidder)
                d = p.played + 1
                if p.misere:
                    ok = not b and (d == 5 or solver.makes(Position(
                        p.hands, w, [], t, p.bidder, True, b, d), need))
                elif b >= need:
                    ok = True
                elif d - b > 5 - need:
                    ok = False
                else:
                    ok = solver.makes(Position(p.hands, w, [], t, p.bidder, False, b, d), need)
            made[c] += ok
    return {c: k / max(done, 1) for c, k in made.items()}, done


def bid_odds(view: View, rng: random.Random, samples: int, deadline: float | None = None,
             suits: list[int] | None = None, misere: bool = True
             ) -> tuple[list[float], list[int], int]:
    """Over sampled deals, as if this seat were the bidder about to lead: by bid (index in
    ``BIDS``), the chance of making it with the best trump for it; the trump suit that
    chance is for; and how many deals were solved. ``suits``: the trumps to try (default
    every suit held); ``misere``: whether to try misère. The first lead tried is one of the
    suit's two highest cards."""
    import time
    n = view.players
    pool = unseen(view)
    void = [0] * n
    # per suit, how many deals give the bidder at least k tricks (k = 0..5)
    at_least = [[0] * 6 for _ in C.SUITS]
    misere_ok = 0
    done = 0
    me = view.seat
    hand = C.mask(view.hand)
    if suits is None:
        suits = [s for s in C.SUITS if hand & SUIT_CARDS[s]]
    open_bids = [a.bid for a in view.legal if a.kind == "bid"]
    lowest = min((NEEDS[BIDS.index(b)] for b in open_bids if b != "misere"), default=6)
    try_misere = misere and "misere" in open_bids
    while done < samples:
        if deadline is not None and done >= 2 and time.perf_counter() > deadline:
            break
        hands = sample_hands(view, rng, pool, void)
        if hands is None:
            continue
        late = deadline if done >= 2 else None
        got = _bid_deal(hands, me, n, hand, suits, lowest, try_misere, late)
        if got is None:   # the time ran out within this deal: it is not counted
            break
        done += 1
        bests, misere = got
        for s, best in bests.items():
            for k in range(best + 1):
                at_least[s][k] += 1
        misere_ok += misere
    d = max(done, 1)
    odds, trumps = [], []
    for b, need in enumerate(NEEDS):
        if b == MISERE:
            odds.append(misere_ok / d)
            trumps.append(-1)
            continue
        s = max(suits, key=lambda x: at_least[x][need]) if suits else 0
        odds.append(at_least[s][need] / d)
        trumps.append(s)
    return odds, trumps, done


def _bid_deal(hands: list[int], me: int, n: int, hand: int, suits: list[int], lowest: int,
              try_misere: bool, deadline: float | None) -> tuple[dict[int, int], bool] | None:
    """One sampled deal for ``bid_odds``: by suit, the most tricks the bidder makes leading
    a card of it (from ``lowest`` up; below it, ``lowest`` - 1), and whether misère is made;
    None once ``deadline`` passes."""
    import time
    solver = Solver(n)
    bests = {}
    for s in suits:
        best = min(lowest - 1, 5)   # fewer tricks than any open bid: they do not matter
        for need in range(lowest, 6):
            ok = False
            for c in reversed(C.in_order(hand & SUIT_CARDS[s])[-2:]):   # its two highest
                hs = list(hands)
                hs[me] &= ~(1 << c)
                if solver.makes(Position(hs, (me + 1) % n, [(me, c)], s, me, False, 0, 0),
                                need):
                    ok = True
                    break
            if not ok:
                break
            best = need
        bests[s] = best
        if deadline is not None and time.perf_counter() > deadline:
            return None
    misere = try_misere and solver.makes(Position(list(hands), me, [], -1, me, True, 0, 0), 0)
    return bests, misere
