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
from game.rules.scoring import score_hand, three_handed_awards
from game.rules.tricks import POWER

from .knowledge import Knowledge
from .sampling import sample_hands
from .sides import team_tricks, teams
from .solver import first_leader, maker_tricks, solve_thresholds


@dataclass(frozen=True, slots=True)
class SearchResult:
    card: int
    value: float  # expected points for this seat (see ``capped_points``)
    samples: int
    values: dict[int, float]


def capped_points(view: View, maker: int, maker_tricks: int, alone: bool,
                  defended_alone: bool = False) -> float:
    """What the hand is worth to this seat if ``maker`` ends with ``maker_tricks``: points
    capped at what each scorer still needs to win the game (more is worth nothing).

    Two sides: the points for this seat's side, negative when the other side scores.
    Three-handed: this player's points minus the mean of the other two players' (the maker
    scoring 1 is -0.5 for each defender; a euchre, 2 to each defender, is +1 for a defender
    and -2 for the maker), so the maker and the two defenders play a zero-sum hand.
    """
    target = view.options.target
    g = view.options.game
    if g.maker_alone:
        awards = three_handed_awards(maker, maker_tricks)[1]
        capped = [min(p, max(target - view.scores[s], 1)) for s, p in enumerate(awards)]
        me = view.seat
        return capped[me] - (sum(capped) - capped[me]) / 2
    res = score_hand(g.side_of(maker), maker_tricks, alone, defended_alone)
    need = target - view.scores[res.side]
    pts = min(res.points, max(need, 1))
    return pts if res.side == view.side else -pts


def utility(view: View, team_tricks_after: int) -> float:
    """What the hand is worth to this seat if its side of the play ends the hand with
    ``team_tricks_after`` tricks."""
    if view.maker < 0:
        return 0.0
    t = teams(view)
    maker_tricks = team_tricks_after if t[view.maker] == t[view.seat] else 5 - team_tricks_after
    return capped_points(view, view.maker, maker_tricks, view.alone, view.lone_defender >= 0)


def threshold_points(view: View) -> tuple[int, int, list[float]]:
    """Points depend only on two thresholds of this side's tricks from now on: for the
    makers 3 and 5 in all, for the defenders 1 and 3 (stopping a march, a euchre). Returns
    the two (``low``, ``high``) and what the hand is worth to this seat when 0, 1 or 2 of
    them are met."""
    won = team_tricks(view, view.seat)
    team = teams(view)
    if team[view.maker] == team[view.seat]:
        low, high = 3 - won, 5 - won
    else:
        low, high = 1 - won, 3 - won
    reps = (max(low - 1, 0), max(low, 0), max(high, 0))  # a trick count for 0, 1, 2 met
    return low, high, [utility(view, won + min(v, 5 - len(view.tricks))) for v in reps]


def search_card(view: View, k: Knowledge, rng: random.Random, *, samples: int | None,
                budget_s: float, max_samples: int, prefer: int = -1) -> SearchResult:
    """The card with the best expected points over sampled deals."""
    cards = [a.card for a in view.legal if a.kind == "play"]
    if len(cards) == 1:
        return SearchResult(cards[0], 0.0, 0, {cards[0]: 0.0})
    start = time.perf_counter()
    team = teams(view)
    low, high, table = threshold_points(view)
    totals = {c: 0.0 for c in cards}
    trick = list(view.trick)
    count = 0
    limit = samples if samples is not None else max_samples
    while count < limit:
        hands = sample_hands(view, k, rng)
        met = solve_thresholds(hands, view.trump, trick, view.seat, view.out, low, high, team)
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
    out = view.out
    leader = first_leader(view.dealer, n, out)
    team = teams(view)
    ms = team[view.maker]
    totals = {c: 0.0 for c in candidates}
    count = 0
    limit = samples if samples is not None else max_samples
    while count < limit:
        hands = sample_hands(view, k, rng)
        mine = hands[view.seat]
        for c in candidates:
            hands[view.seat] = mine & ~(1 << c)
            tricks = maker_tricks(hands, view.trump, leader, ms, out, team)
            totals[c] += capped_points(view, view.maker, tricks, view.alone,
                                       view.lone_defender >= 0)
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    best_v = max(totals.values())
    card = next(c for c in candidates if totals[c] >= best_v - 1e-9)
    return SearchResult(card, best_v / count, count, {c: v / count for c, v in totals.items()})
