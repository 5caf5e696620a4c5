"""Card play by search: sample the hidden hands, solve each exactly, play the best card.

For every sampled deal (``sampling``) the double-dummy solver (``solver``) gives the tricks
each legal card leads to; those become points for this seat's side (capped by what the
score still needs) and are averaged. Sampling stops at a fixed count (reproducible from
the seed) or when a time budget runs out (so slower machines stay responsive).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from game.rules import View
from game.rules.scoring import score_hand
from game.rules.tricks import POWER

from .knowledge import Knowledge
from .sampling import sample_hands
from .solver import side_tricks_at_least, solve_thresholds


@dataclass(frozen=True, slots=True)
class SearchResult:
    card: int
    value: float  # expected points for this seat's side
    samples: int
    values: dict[int, float]


def capped_points(view: View, maker_side: int, maker_tricks: int, alone: bool) -> float:
    """Points for this seat's side if the makers end with ``maker_tricks``, capped at what
    the scoring side still needs to win the game (more is worth nothing)."""
    res = score_hand(maker_side, maker_tricks, alone)
    need = view.options.target - view.scores[res.side]
    pts = min(res.points, max(need, 1))
    return pts if res.side == view.side else -pts


def utility(view: View, side_tricks_after: int) -> float:
    """Points for this seat's side if it ends the hand with ``side_tricks_after`` tricks."""
    if view.maker < 0:
        return 0.0
    ms = view.maker % 2
    maker_tricks = side_tricks_after if ms == view.side else 5 - side_tricks_after
    return capped_points(view, ms, maker_tricks, view.alone)


def search_card(view: View, k: Knowledge, rng: random.Random, *, samples: int | None,
                budget_s: float, max_samples: int, prefer: int = -1) -> SearchResult:
    """The card with the best expected points over sampled deals."""
    cards = [a.card for a in view.legal if a.kind == "play"]
    if len(cards) == 1:
        return SearchResult(cards[0], 0.0, 0, {cards[0]: 0.0})
    start = time.perf_counter()
    won = view.side_tricks[view.side]
    # Points depend only on two thresholds of this side's tricks from now on: for the
    # makers 3 and 5 in all, for the defenders 1 and 3 (stopping a march, a euchre).
    if view.maker % 2 == view.side:
        low, high = 3 - won, 5 - won
    else:
        low, high = 1 - won, 3 - won
    reps = (max(low - 1, 0), max(low, 0), max(high, 0))  # a trick count for 0, 1, 2 met
    table = [utility(view, won + min(v, 5 - len(view.tricks))) for v in reps]
    totals = {c: 0.0 for c in cards}
    trick = list(view.trick)
    count = 0
    limit = samples if samples is not None else max_samples
    while count < limit:
        hands = sample_hands(view, k, rng)
        met = solve_thresholds(hands, view.trump, trick, view.seat, view.sitting_out, low, high)
        for c, m in met.items():
            totals[c] += table[m]
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    power = POWER[view.trump]
    best_v = max(totals.values())
    tied = [c for c in cards if totals[c] >= best_v - 1e-9]
    card = prefer if prefer in tied else min(tied, key=lambda c: (power[c], c))
    return SearchResult(card, best_v / count, count, {c: v / count for c, v in totals.items()})


def search_discard(view: View, k: Knowledge, rng: random.Random, candidates: list[int], *,
                   samples: int | None, budget_s: float, max_samples: int) -> SearchResult:
    """The dealer's discard with the best expected points over sampled deals."""
    start = time.perf_counter()
    n = view.players
    leader = (view.dealer + 1) % n
    if leader == view.sitting_out:
        leader = (leader + 1) % n
    ms = view.maker % 2
    totals = {c: 0.0 for c in candidates}
    count = 0
    limit = samples if samples is not None else max_samples
    while count < limit:
        hands = sample_hands(view, k, rng)
        mine = hands[view.seat]
        for c in candidates:
            hands[view.seat] = mine & ~(1 << c)
            made = side_tricks_at_least(hands, view.trump, leader, ms, 3, view.sitting_out)
            march = made and side_tricks_at_least(hands, view.trump, leader, ms, 5,
                                                  view.sitting_out)
            totals[c] += capped_points(view, ms, 5 if march else (3 if made else 0), view.alone)
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    best_v = max(totals.values())
    card = next(c for c in candidates if totals[c] >= best_v - 1e-9)
    return SearchResult(card, best_v / count, count, {c: v / count for c, v in totals.items()})
