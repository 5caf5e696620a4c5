"""Card play by alpha-mu: a search over sampled deals that does not fuse strategies.

PIMC (``search.search_card``) solves each sampled deal as if every card were seen, so it
may count on playing one card in one deal and another in the next, though the seat cannot
tell the deals apart: it "guesses right" every time (strategy fusion). Alpha-mu
(Cazenave & Ventos, "The alpha-mu search algorithm for the game of Bridge") searches the
sampled deals together. This seat's cards are chosen once for every deal it cannot tell
apart; the other seats are taken to know the deal (the opponents play against this seat's
choice deal by deal, the partner for it). A node's value is a set of vectors, one entry
per sampled deal (the score thresholds its side reaches there, see ``search.py``): at this
seat's turns the union of the cards' sets, at another seat's the entry-wise worst (or,
for the partner, best) over its cards, each kept to its Pareto front (no vector that
another beats or equals in every deal). After ``depth`` turns of this seat the rest is
solved deal by deal (``solver.solve_thresholds``); with ``depth`` 1 this is exactly PIMC.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from game.rules import View
from game.rules.tricks import EFFECTIVE, POWER, SUIT_MASK, TRUMP_BASE

from .knowledge import Knowledge
from .sampling import sample_hands
from .search import SearchResult, threshold_points
from .sides import teams
from .solver import solve_thresholds

Vector = tuple[int, ...]  # per sampled deal: how many of the two thresholds are reached
Hands = tuple[int, ...]   # one card bitmask per seat
Cut = tuple[Callable[[Vector], float], float]
TOP = 2
EPS = 1e-9


class TooBig(Exception):
    """The search would solve more deals than its limit allows."""


def pareto(vectors: Sequence[Vector]) -> list[Vector]:
    """The vectors no other one beats or equals in every entry (duplicates once)."""
    kept: list[Vector] = []
    for v in sorted(set(vectors), key=sum, reverse=True):
        # A vector that dominates another has a larger sum, so it is already kept.
        if not any(all(a >= b for a, b in zip(u, v)) for u in kept):
            kept.append(v)
    return kept


class AlphaMu:
    """Alpha-mu over a fixed list of deals (``worlds``: one tuple of hands per deal) for
    ``me``, to act in ``trick``. ``low`` < ``high``: the tricks from now on that this
    seat's side needs for each step of the score (as for ``solve_thresholds``)."""

    def __init__(self, worlds: Sequence[Hands], trump: int, out: tuple[int, ...],
                 team: tuple[int, ...], me: int, low: int, high: int,
                 max_leaves: int | None = None) -> None:
        self.worlds = list(worlds)
        self.trump = trump
        self.out = out
        self.team = team
        self.me = me
        self.low = low
        self.high = high
        n = len(team)
        self.active = n - len(out)
        self.nxt = []
        for s in range(n):
            t = (s + 1) % n
            while t in out:
                t = (t + 1) % n
            self.nxt.append(t)
        self.size = len(self.worlds)
        self.leaves = 0  # deals solved at the leaves
        self.max_leaves = max_leaves

    # ------------------------------------------------------------------ the tree
    def values(self, trick: Sequence[tuple[int, int]], depth: int,
               worth: Callable[[Vector], float]) -> dict[int, float]:
        """Per legal card of ``me``: what it is worth, the best of its Pareto front by
        ``worth``. A card that cannot be the best gets an upper bound instead.

        The PIMC value of a card (its deals solved one by one) bounds its alpha-mu value
        from above, so the cards are searched from the best by PIMC down, and the search
        stops when no card left can reach the best value found.
        """
        ws = tuple(range(self.size))
        hands = self.worlds
        t = tuple(trick)
        out = {c: worth(v) for c, v in self._leaf(ws, hands, t, 0).items()}
        if depth <= 1:
            return out
        best = -math.inf
        for c in sorted(out, key=lambda c: -out[c]):
            if out[c] < best - EPS:
                break
            out[c] = max(worth(v) for v in self._play(ws, hands, t, self.me, c, 0, depth,
                                                      (worth, best)))
            best = max(best, out[c])
        return out

    def _legal(self, hand: int, trick: tuple[tuple[int, int], ...]) -> list[int]:
        if trick:
            follow = hand & SUIT_MASK[self.trump][EFFECTIVE[self.trump][trick[0][1]]]
            if follow:
                hand = follow
        out = []
        while hand:
            low = hand & -hand
            out.append(low.bit_length() - 1)
            hand ^= low
        return out

    def _met(self, won: int) -> int:
        return (won >= self.low) + (won >= self.high)

    def _play(self, ws: tuple[int, ...], hands: list[Hands], trick: tuple[tuple[int, int], ...],
              seat: int, card: int, won: int, m: int, cut: Cut | None = None) -> list[Vector]:
        """``seat`` plays ``card`` in the deals ``ws``; ``m``: turns of ``me`` left to search
        (counting the one being played). ``cut``: see ``_node``."""
        nh = list(hands)
        gone = ~(1 << card)
        for w in ws:
            h = list(nh[w])
            h[seat] &= gone
            nh[w] = tuple(h)
        t = trick + ((seat, card),)
        if seat == self.me:
            m -= 1
        if len(t) < self.active:
            return self._node(ws, nh, t, self.nxt[seat], won, m, cut)
        power = POWER[self.trump]
        eff = EFFECTIVE[self.trump]
        led = eff[t[0][1]]
        winner, best = t[0][0], power[t[0][1]]
        for s, c in t[1:]:
            p = power[c]
            if p > best and (p >= TRUMP_BASE or eff[c] == led):
                winner, best = s, p
        if self.team[winner] == self.team[self.me]:
            won += 1
        if nh[ws[0]][winner] == 0:  # the last trick
            met = self._met(won)
            return [tuple(met if w in ws else 0 for w in range(self.size))]
        return self._node(ws, nh, (), winner, won, m, cut)

    def _node(self, ws: tuple[int, ...], hands: list[Hands], trick: tuple[tuple[int, int], ...],
              seat: int, won: int, m: int, cut: Cut | None = None) -> list[Vector]:
        """The Pareto front of the position, ``seat`` to act. ``cut`` (worth, bound): an
        opponent's node may stop once its front is worth less than ``bound`` (its front only
        falls as its cards are tried); what it returns is then only known to be worse."""
        if len(ws) == 1:  # one deal left: nothing to fuse, solve it
            return [self._exact(ws[0], hands[ws[0]], trick, seat, won)]
        if seat == self.me:
            if m <= 0:
                leaf = self._leaf(ws, hands, trick, won)
                return pareto(list(leaf.values()))
            front: list[Vector] = []
            for c in self._legal(hands[ws[0]][seat], trick):
                front.extend(self._play(ws, hands, trick, seat, c, won, m))
            return pareto(front)
        # Another seat, taken to know the deal: group the deals by the cards it may play.
        moves: dict[int, list[int]] = {}
        for w in ws:
            for c in self._legal(hands[w][seat], trick):
                moves.setdefault(c, []).append(w)
        ally = self.team[seat] == self.team[self.me]
        inside = set(ws)
        if ally:   # the entry-wise best of its cards, deal by deal
            acc = [tuple(0 for _ in range(self.size))]
        else:      # the entry-wise worst
            acc = [tuple(TOP if w in inside else 0 for w in range(self.size))]
        for c, sub in moves.items():
            front = self._play(tuple(sub), hands, trick, seat, c, won, m)
            if ally:
                acc = pareto([tuple(map(max, a, f)) for a in acc for f in front])
            else:
                mine = set(sub)
                front = [tuple(x if w in mine else TOP for w, x in enumerate(f)) for f in front]
                acc = pareto([tuple(map(min, a, f)) for a in acc for f in front])
                if cut is not None and max(map(cut[0], acc)) < cut[1] - EPS:
                    break
        return acc

    def _count(self) -> None:
        self.leaves += 1
        if self.max_leaves is not None and self.leaves > self.max_leaves:
            raise TooBig

    def _exact(self, w: int, hands: Hands, trick: tuple[tuple[int, int], ...], seat: int,
               won: int) -> Vector:
        """Deal ``w`` solved from here, ``seat`` to act, as a vector (0 for other deals)."""
        low, high = self.low - won, self.high - won
        self._count()
        if self.team[seat] == self.team[self.me]:
            met = max(solve_thresholds(list(hands), self.trump, list(trick), seat, self.out,
                                       low, high, self.team).values())
        else:  # this side reaches a threshold when the other is held below the complement
            rem = hands[seat].bit_count()
            met = 2 - max(solve_thresholds(list(hands), self.trump, list(trick), seat, self.out,
                                           rem - high + 1, rem - low + 1, self.team).values())
        return tuple(met if x == w else 0 for x in range(self.size))

    def _leaf(self, ws: tuple[int, ...], hands: list[Hands], trick: tuple[tuple[int, int], ...],
              won: int) -> dict[int, Vector]:
        """Each deal of ``ws`` solved exactly from here: per card of ``me``, a vector."""
        per: dict[int, list[int]] = {}
        for w in ws:
            met = solve_thresholds(list(hands[w]), self.trump, list(trick), self.me, self.out,
                                   self.low - won, self.high - won, self.team)
            self._count()
            for c, v in met.items():
                per.setdefault(c, [0] * self.size)[w] = v
        return {c: tuple(v) for c, v in per.items()}


def search_card_alphamu(view: View, k: Knowledge, rng: random.Random, *, samples: int,
                        depth: int = 2, prefer: int = -1,
                        max_leaves: int | None = None) -> SearchResult:
    """The card with the best expected points by alpha-mu over ``samples`` sampled deals,
    searching ``depth`` turns of this seat (1: the same choice as ``search_card``).

    ``max_leaves``: raise ``TooBig`` rather than solve more deals than that (a limit on the
    work that does not depend on the machine's speed, so the choice stays reproducible).
    """
    cards = [a.card for a in view.legal if a.kind == "play"]
    if len(cards) == 1:
        return SearchResult(cards[0], 0.0, 0, {cards[0]: 0.0})
    team = teams(view)
    low, high, table = threshold_points(view)
    # The same deal drawn twice is searched once and counted twice.
    weight: dict[Hands, int] = {}
    for _ in range(samples):
        hands = tuple(sample_hands(view, k, rng))
        weight[hands] = weight.get(hands, 0) + 1
    worlds = list(weight)
    counts = [weight[h] for h in worlds]
    search = AlphaMu(worlds, view.trump, view.out, team, view.seat, low, high, max_leaves)

    def worth(v: Vector) -> float:
        return sum(n * table[x] for n, x in zip(counts, v))

    totals = search.values(view.trick, depth, worth)
    power = POWER[view.trump]
    best_v = max(totals.values())
    tied = [c for c in cards if totals[c] >= best_v - EPS]
    card = prefer if prefer in tied else min(tied, key=lambda c: (power[c], c))
    return SearchResult(card, best_v / samples, samples,
                        {c: v / samples for c, v in totals.items()})
