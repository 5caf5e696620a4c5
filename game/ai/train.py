"""Learn the bidding policy (``learned_bidding``) from hands played out. Run it as

    python -m game.ai.train --deals 40000 --jobs 2            # every variant, ~minutes
    python -m game.ai.train --variants four-handed --deals 5000 --seed 3 --out /tmp/b.json

Each deal gets random options (deck, stick the dealer, the turned-down suit, a Joker
upcard with the 25-card deck) and a random score. The bidding runs by the ``normal`` level;
at every bidding decision whose count lies near the bar (the decisions a real choice is
made on), the position is copied twice: in one copy the seat makes the suit trump (in the
second round: its best suit by the count, and sometimes the next best), in the other it
passes. Both copies are played to the end of the hand by the ``normal`` player in every
seat, each seat seeing only its own cards (``Match.view``), so the label is what the bid
gained over passing when the hand was actually played, not what a solver would make of
the real deal with every card seen. The points are capped at what each side still needs
and seen from the bidder's side (three-handed: his points minus the mean of the other
two's).

A ridge regression per model (variant, round, position) then fits the gain from the
features. The same ``--seed`` gives the same file (with any ``--jobs``).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

from game.rules import GAMES, Match, Options
from game.rules import cards as C
from game.rules.match import DISCARD, ROUND1, ROUND2

from .bidding import NORMAL_STYLE, first_round_value, strength
from .learned_bidding import (
    ASSET,
    DISCARD_FEATURES,
    FEATURES,
    discard_features,
    discard_key,
    features,
    model_key,
)
from .normal import NormalPlayer

VARIANTS = tuple(g.key for g in GAMES if g.match == "euchre")   # the Euchre family's games
BAND = 1.2  # label decisions whose count is this near the counting model's bar
RIDGE = 20.0  # ridge penalty (in examples' worth) on every weight but the bias
DISCARD_SHARE = 0.5  # the share of the dealer's discards that become examples


def random_options(variant: str, rng: random.Random) -> Options:
    deck = rng.choice((24, 24, 24, 32, 25))
    return Options(variant=variant, deck=deck, target=rng.choice((10, 10, 10, 5, 7)),
                   stick_the_dealer=rng.random() < 0.4,
                   turned_down_suit_allowed=rng.random() < 0.3)


def random_scores(options: Options, rng: random.Random) -> list[int]:
    sides = options.sides
    if rng.random() < 0.4:
        return [0] * sides
    return [rng.randrange(options.target) for _ in range(sides)]


def _label(m: Match, seat: int, scores: list[int], awards: tuple[int, ...]) -> float:
    """The hand's worth to ``seat``'s side: capped points, less the others' (mean)."""
    target = m.options.target
    capped = [min(p, max(target - scores[s], 1)) for s, p in enumerate(awards)]
    side = m.side_of(seat)
    return capped[side] - (sum(capped) - capped[side]) / (len(capped) - 1)


def play_out(m: Match, players: list, action: str, seat: int) -> float:
    """Apply ``action`` for ``seat`` and play the hand to its end by ``players``; what the
    hand was worth to ``seat`` (0 when everyone passed and the cards are thrown in)."""
    scores = list(m.scores)
    deals = m.deals_made
    events = m.apply(action)
    while True:
        for e in events:
            if e["type"] == "hand_over":
                return _label(m, seat, scores, e["awards"])
        if m.deals_made != deals or m.over:
            return 0.0
        s = m.to_act
        events = m.apply(players[s].choose(m.view(s)))


def _decision_examples(m: Match, players: list, rng: random.Random) -> list[tuple]:
    """Examples at the decision now to be made (round 1 or 2), if its count is near the bar."""
    seat = m.to_act
    view = m.view(seat)
    n = m.n
    g = m.options.game
    position = (seat - m.dealer - 1) % n
    round1 = view.phase == ROUND1
    side = view.side
    mine = m.options.target - m.scores[side]
    theirs = min(m.options.target - m.scores[s] for s in range(m.sides) if s != side)
    hand = list(view.hand)
    up = view.upcard if view.upcard is not None else -1
    if round1:
        suit = view.proposed_suit
        count = first_round_value(hand, seat, m.dealer, up, suit, g, NORMAL_STYLE)[0]
        if abs(count - NORMAL_STYLE.order_bar(g)) > BAND:
            return []
        cands = [(suit, "order")]
        down = -1
    else:
        if not any(a.kind == "pass" for a in view.legal):
            return []  # stuck: nothing to choose
        suits = sorted({a.suit for a in view.legal if a.kind == "name"},
                       key=lambda s: -strength(hand, s, g.heads_up))
        if abs(strength(hand, suits[0], g.heads_up) - NORMAL_STYLE.name_bar(g)) > BAND:
            return []
        cands = [(s, f"name {C.SUIT_LETTERS[s]}") for s in suits[:1 + (rng.random() < 0.3)]]
        down = view.turned_down_suit
    passing = play_out(m.clone(), players, "pass", seat)
    out = []
    for suit, action in cands:
        x = features(hand, suit, game=g, position=position, round1=round1, upcard=up,
                     turned_down=down, options=m.options, my_need=mine, their_need=theirs)
        gain = play_out(m.clone(), players, action, seat) - passing
        out.append((model_key(n, round1, position), x, gain))
    return out


def _discard_examples(m: Match, players: list) -> list[tuple]:
    """The dealer's discard: each card thrown away in turn and the hand played out; the
    label is that card's result less the mean over his six cards."""
    seat = m.to_act
    hand = list(m.view(seat).hand)
    results = [play_out(m.clone(), players, f"discard {C.text(c)}", seat) for c in hand]
    mean = sum(results) / len(results)
    key = discard_key(m.n)
    return [(key, discard_features(hand, c, m.trump, m.options.deck), r - mean)
            for c, r in zip(hand, results)]


def deal_examples(job: tuple[str, int]) -> list[tuple]:
    """All examples from the deal of ``seed``: every near-the-bar decision of its bidding,
    and (half the time) the dealer's discard."""
    variant, seed = job
    rng = random.Random(seed)
    discard_rng = random.Random(seed + 77)  # apart, so the bidding examples stay the same
    options = random_options(variant, rng)
    m = Match(options, seed=seed)
    m.scores = random_scores(options, rng)
    players = [NormalPlayer(seed * 10 + i) for i in range(m.n)]
    out: list[tuple] = []
    deals = m.deals_made
    while not m.over and m.deals_made == deals and m.phase != "play":
        if m.phase in (ROUND1, ROUND2):
            out.extend(_decision_examples(m, players, rng))
        elif m.phase == DISCARD and discard_rng.random() < DISCARD_SHARE:
            out.extend(_discard_examples(m, players))
        s = m.to_act
        m.apply(players[s].choose(m.view(s)))
    return out


def fit(rows: list[tuple[list[float], float]], ridge: float = RIDGE,
        bias: bool = True) -> list[float]:
    """Ridge regression by the normal equations (pure Python, Gauss-Jordan). ``bias``: the
    first feature is the constant 1, left out of the penalty."""
    k = len(rows[0][0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in rows:
        nz = [(i, v) for i, v in enumerate(x) if v]
        for i, vi in nz:
            row = a[i]
            for j, vj in nz:
                row[j] += vi * vj
            b[i] += vi * y
    for i in range(1 if bias else 0, k):
        a[i][i] += ridge
    a[0][0] += 1e-6
    # Solve a w = b.
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(k):
        piv = max(range(col, k), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        if abs(p) < 1e-12:
            continue
        inv = 1.0 / p
        m[col] = [v * inv for v in m[col]]
        for r in range(k):
            if r != col and m[r][col]:
                f = m[r][col]
                mr, mc = m[r], m[col]
                m[r] = [u - f * v for u, v in zip(mr, mc)]
    return [m[i][k] for i in range(k)]


def train(variants: tuple[str, ...], deals: int, seed: int, jobs: int,
          progress=None) -> dict:
    from game.sim import run_jobs

    by_key: dict[str, list[tuple[list[float], float]]] = {}
    work = [(v, seed * 1_000_003 + i * len(VARIANTS) + VARIANTS.index(v))
            for i in range(deals) for v in variants]
    start = time.perf_counter()
    for i, examples in enumerate(run_jobs(deal_examples, work, jobs)):
        for key, x, y in examples:
            by_key.setdefault(key, []).append((x, y))
        if progress and (i + 1) % 2000 == 0:
            progress(f"{i + 1}/{len(work)} deals, {time.perf_counter() - start:.0f} s")
    models = {key: [round(w, 5) for w in fit(rows, bias=not key.endswith("discard"))]
              for key, rows in sorted(by_key.items())}
    counts = {key: len(rows) for key, rows in sorted(by_key.items())}
    return {"features": list(FEATURES), "discard_features": list(DISCARD_FEATURES),
            "models": models, "examples": counts,
            "trained": {"deals_per_variant": deals, "seed": seed, "variants": list(variants),
                        "band": BAND, "ridge": RIDGE}}


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m game.ai.train",
                                description="Learn the bidding policy from hands played out.")
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--deals", type=int, default=40000, help="deals per variant")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="processes (2 uses both cores)")
    p.add_argument("--out", default=os.path.normpath(ASSET))
    a = p.parse_args(argv)
    variants = tuple(a.variants.split(","))
    for v in variants:
        if v not in VARIANTS:
            p.error(f"no variant {v!r}")
    data = train(variants, a.deals, a.seed, a.jobs,
                 progress=lambda s: print(s, file=sys.stderr, flush=True))
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=0, sort_keys=True)
        f.write("\n")
    print(f"wrote {a.out}: {sum(data['examples'].values())} examples, "
          f"{len(data['models'])} models")


if __name__ == "__main__":
    main()
