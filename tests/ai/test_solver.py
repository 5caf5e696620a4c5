"""The double-dummy solver agrees with plain minimax on small random endings."""
from __future__ import annotations

import random

from game.ai.solver import solve
from game.rules import cards as C
from game.rules.tricks import EFFECTIVE, legal_mask, winning_index


def _minimax(hands, trump, trick, seat, n, side, sit):
    active = n - (1 if sit >= 0 else 0)

    def nxt(s):
        t = (s + 1) % n
        return (t + 1) % n if t == sit else t

    if len(trick) == active:
        w = trick[winning_index([c for _, c in trick], trump)][0]
        g = 1 if w % 2 == side else 0
        return g if hands[w] == 0 else g + _minimax(hands, trump, [], w, n, side, sit)
    led = EFFECTIVE[trump][trick[0][1]] if trick else -1
    vals = []
    for c in C.cards_of(legal_mask(hands[seat], led, trump)):
        h = list(hands)
        h[seat] ^= 1 << c
        vals.append(_minimax(h, trump, trick + [(seat, c)], nxt(seat), n, side, sit))
    return max(vals) if seat % 2 == side else min(vals)


def test_solver_matches_minimax() -> None:
    rng = random.Random(3)
    for _ in range(150):
        n = rng.choice([2, 4])
        deck = C.deck(rng.choice([24, 25, 32]))
        rng.shuffle(deck)
        per = rng.randint(1, 2 if n == 4 else 4)
        sit = rng.choice([-1, -1, 1, 2]) if n == 4 else -1
        hands = [0] * n
        for s in range(n):
            if s != sit:
                hands[s] = C.mask(deck[s * 5:s * 5 + per])
        trump = rng.randrange(4)
        seat = rng.randrange(n)
        if seat == sit:
            seat = (seat + 1) % n
        got = solve(hands, trump, [], seat, sit)
        for c, v in got.items():
            h = list(hands)
            h[seat] ^= 1 << c
            nxt = (seat + 1) % n
            if nxt == sit:
                nxt = (nxt + 1) % n
            active = n - (1 if sit >= 0 else 0)
            if active == 1:
                continue
            want = _minimax(h, trump, [(seat, c)], nxt, n, seat % 2, sit)
            assert v == want, (n, per, trump, C.text(c))


def test_thresholds_agree_with_exact_counts() -> None:
    from game.ai.solver import side_tricks_at_least, solve_thresholds

    rng = random.Random(4)
    for _ in range(200):
        n = rng.choice([2, 4])
        deck = C.deck(24)
        rng.shuffle(deck)
        per = rng.randint(1, 4 if n == 2 else 3)
        hands = [C.mask(deck[s * 5:s * 5 + per]) for s in range(n)]
        trump, seat = rng.randrange(4), rng.randrange(n)
        low, high = sorted(rng.sample(range(-1, per + 2), 2))
        exact = solve(hands, trump, [], seat)
        met = solve_thresholds(hands, trump, [], seat, -1, low, high)
        assert met == {c: (v >= low) + (v >= high) for c, v in exact.items()}
        best = max(exact.values())
        for need in range(per + 2):
            assert side_tricks_at_least(hands, trump, seat, seat % 2, need) == (best >= need)
