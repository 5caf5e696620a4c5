"""Guessed deals (``sampling.sample_hands``) are consistent with what the seat has seen, in
every variant and with seats out (lone hands, a lone defender), and reproducible from the
random stream whatever other views were sampled in between."""
from __future__ import annotations

import random

from game.ai import NormalPlayer
from game.ai.knowledge import knowledge
from game.ai.player import RandomPlayer
from game.ai.sampling import sample_hands
from game.rules import Match, Options, View
from game.rules.tricks import SUIT_MASK


def _play_views(variant: str, seeds: range) -> list[View]:
    """Card-play views from matches: `normal` players, and random ones (who go alone, defend
    alone and show voids far more often)."""
    views = []
    for seed in seeds:
        m = Match(Options(variant=variant, defend_alone=variant == "four-handed"), seed=seed)
        players = [NormalPlayer(seed) if seed % 2 else RandomPlayer(seed) for _ in range(m.n)]
        for _ in range(120):
            if m.over:
                break
            v = m.view(m.to_act)
            if v.phase == "play":
                views.append(v)
            m.apply(players[m.to_act].choose(v))
    return views


def test_samples_agree_with_what_the_seat_has_seen() -> None:
    shapes = {"out": 0, "void": 0, "upcard": 0}
    for variant in ("two-handed", "three-handed", "four-handed"):
        views = _play_views(variant, range(1, 9))
        assert len(views) > 80
        for i, v in enumerate(views):
            k = knowledge(v)
            hands = sample_hands(v, k, random.Random(i))
            assert hands[v.seat] == k.hand
            dealt = 0
            for s in range(v.players):
                if s in v.out:
                    shapes["out"] += 1
                    assert hands[s] == 0
                    continue
                if s == v.seat:
                    continue
                assert hands[s].bit_count() == v.hand_sizes[s]
                assert hands[s] & dealt == 0 and hands[s] & k.hand == 0
                dealt |= hands[s]
                for su in range(4):
                    if (k.voids[s] >> su) & 1:
                        shapes["void"] += 1
                        assert hands[s] & SUIT_MASK[v.trump][su] == 0, (variant, i, s)
            if k.dealer_holds >= 0 and v.dealer not in v.out:
                shapes["upcard"] += 1
                assert (hands[v.dealer] >> k.dealer_holds) & 1
                dealt &= ~(1 << k.dealer_holds)
            assert dealt & ~k.unseen == 0
    assert min(shapes.values()) > 20, shapes


def test_samples_are_reproducible_across_views() -> None:
    views = _play_views("four-handed", range(1, 4))[:40]
    alone = [[sample_hands(v, knowledge(v), random.Random(7)) for _ in range(2)] for v in views]
    ks = [knowledge(v) for v in views]
    # the same views again, interleaved: each sample depends only on its view and stream
    for i in range(len(views)):
        j = (i * 7) % len(views)
        got = [sample_hands(views[j], ks[j], random.Random(7)) for _ in range(2)]
        assert got == alone[j]
        sample_hands(views[i], ks[i], random.Random(i))
    rng = random.Random(3)
    first = [sample_hands(views[0], ks[0], rng) for _ in range(5)]
    assert len({tuple(h) for h in first}) > 1  # a stream gives different deals
