"""The double-dummy solver agrees with plain minimax on small random endings, in every shape
of play: two-handed, four-handed (with a lone hand, and a lone hand against a lone defender:
two seats out) and three-handed (the maker against the other two)."""
from __future__ import annotations

import random

from game.ai.sides import hand_teams
from game.ai.solver import side_tricks_at_least, solve, solve_thresholds
from game.rules import cards as C
from game.rules.games import games_for
from game.rules.tricks import EFFECTIVE, legal_mask, winning_index


def _minimax(hands, trump, trick, seat, n, side, out, team):
    active = n - len(out)

    def nxt(s):
        t = (s + 1) % n
        while t in out:
            t = (t + 1) % n
        return t

    if len(trick) == active:
        w = trick[winning_index([c for _, c in trick], trump)][0]
        g = 1 if team[w] == side else 0
        return g if hands[w] == 0 else g + _minimax(hands, trump, [], w, n, side, out, team)
    led = EFFECTIVE[trump][trick[0][1]] if trick else -1
    vals = []
    for c in C.cards_of(legal_mask(hands[seat], led, trump)):
        h = list(hands)
        h[seat] ^= 1 << c
        vals.append(_minimax(h, trump, trick + [(seat, c)], nxt(seat), n, side, out, team))
    return max(vals) if team[seat] == side else min(vals)


def _random_ending(rng: random.Random, n: int):
    """Hands of equal size for the seats in play, the seats out, the teams and a seat to act."""
    deck = C.deck(rng.choice([24, 25, 32]))
    rng.shuffle(deck)
    out: tuple[int, ...] = ()
    if n == 4:
        out = rng.choice([(), (), (1,), (2,), (1, 2), (0, 3)])
    per = rng.randint(1, {2: 4, 3: 3, 4: 2}[n] + (1 if len(out) == 2 else 0))
    hands = [0] * n
    for s in range(n):
        if s not in out:
            hands[s] = C.mask(deck[s * 5:s * 5 + per])
    seat = rng.choice([s for s in range(n) if s not in out])
    maker = rng.choice([s for s in range(n) if s not in out])
    return hands, out, hand_teams(next(games_for(n)), maker), seat, per


def test_solver_matches_minimax() -> None:
    rng = random.Random(3)
    shapes = {2: 0, 3: 0, 4: 0}
    for _ in range(240):
        n = rng.choice([2, 3, 4])
        hands, out, team, seat, _per = _random_ending(rng, n)
        trump = rng.randrange(4)
        if n - len(out) < 2:
            continue
        shapes[n] += 1
        got = solve(hands, trump, [], seat, out, teams=team)
        nxt = (seat + 1) % n
        while nxt in out:
            nxt = (nxt + 1) % n
        for c, v in got.items():
            h = list(hands)
            h[seat] ^= 1 << c
            want = _minimax(h, trump, [(seat, c)], nxt, n, team[seat], out, team)
            assert v == want, (n, out, team, trump, C.text(c))
    assert min(shapes.values()) > 40


def test_thresholds_agree_with_exact_counts() -> None:
    rng = random.Random(4)
    for _ in range(240):
        n = rng.choice([2, 3, 4])
        hands, out, team, seat, per = _random_ending(rng, n)
        trump = rng.randrange(4)
        low, high = sorted(rng.sample(range(-1, per + 2), 2))
        exact = solve(hands, trump, [], seat, out, teams=team)
        met = solve_thresholds(hands, trump, [], seat, out, low, high, teams=team)
        assert met == {c: (v >= low) + (v >= high) for c, v in exact.items()}
        best = max(exact.values())
        for need in range(per + 2):
            assert side_tricks_at_least(hands, trump, seat, team[seat], need, out,
                                        teams=team) == (best >= need)
            # the other side, asked with the same leader: it takes what the leader's side leaves
            assert side_tricks_at_least(hands, trump, seat, 1 - team[seat], need, out,
                                        teams=team) == (per - best >= need)


def _mid_trick(rng: random.Random, n: int):
    """A random ending with some cards already played to the trick on the table (legal plays
    by the seats before the one to act), its seats out and teams; None if under two in play."""
    hands, out, team, leader, per = _random_ending(rng, n)
    trump = rng.randrange(4)
    active = n - len(out)
    if active < 2:
        return None
    trick: list[tuple[int, int]] = []
    seat = leader
    for _ in range(rng.randrange(active)):
        led = EFFECTIVE[trump][trick[0][1]] if trick else -1
        c = rng.choice(C.cards_of(legal_mask(hands[seat], led, trump)))
        hands[seat] ^= 1 << c
        trick.append((seat, c))
        seat = (seat + 1) % n
        while seat in out:
            seat = (seat + 1) % n
    return hands, out, team, trump, trick, seat, per


def test_every_answer_matches_minimax_mid_trick() -> None:
    """Exact counts, thresholds and ``side_tricks_at_least`` against plain minimax, with the
    trick on the table part played (or not yet led), in every variant and with seats out."""
    rng = random.Random(5)
    shapes = {2: 0, 3: 0, 4: 0}
    mid = 0
    for _ in range(400):
        n = rng.choice([2, 3, 4])
        pos = _mid_trick(rng, n)
        if pos is None:
            continue
        hands, out, team, trump, trick, seat, per = pos
        shapes[n] += 1
        mid += bool(trick)
        nxt = (seat + 1) % n
        while nxt in out:
            nxt = (nxt + 1) % n
        led = EFFECTIVE[trump][trick[0][1]] if trick else -1
        want = {}
        for c in C.cards_of(legal_mask(hands[seat], led, trump)):
            h = list(hands)
            h[seat] ^= 1 << c
            want[c] = _minimax(h, trump, trick + [(seat, c)], nxt, n, team[seat], out, team)
        assert solve(hands, trump, trick, seat, out, teams=team) == want
        low, high = sorted(rng.sample(range(-1, per + 2), 2))
        met = solve_thresholds(hands, trump, trick, seat, out, low, high, teams=team)
        assert met == {c: (v >= low) + (v >= high) for c, v in want.items()}
        if not trick:
            best = max(want.values())
            for need in range(per + 2):
                assert side_tricks_at_least(hands, trump, seat, team[seat], need, out,
                                            teams=team) == (best >= need)
    assert min(shapes.values()) > 60 and mid > 150
