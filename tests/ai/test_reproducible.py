"""A bot's choice is reproducible from its seed (with a fixed sample count for search)."""
from __future__ import annotations

from game.ai import EasyPlayer, HardPlayer, make_player
from game.rules import Match, Options


def _views(variant: str, n: int = 60):
    m = Match(Options(variant=variant), seed=21)
    p = make_player("normal", 1)
    out = []
    while len(out) < n and not m.over:
        v = m.view(m.to_act)
        out.append(v)
        m.apply(p.choose(v))
    return out


def test_hard_is_reproducible_with_fixed_samples() -> None:
    for variant in ("two-handed", "four-handed"):
        views = [v for v in _views(variant) if v.phase == "play" and len(v.legal) > 1][:12]
        assert views
        a = [HardPlayer(99, samples=6).choose(v) for v in views]
        b = [HardPlayer(99, samples=6).choose(v) for v in views]
        # Asked in another order, by one player: each decision stands on its own.
        p = HardPlayer(99, samples=6)
        c = [p.choose(v) for v in reversed(views)][::-1]
        assert a == b == c


def test_easy_is_reproducible_and_seed_matters() -> None:
    views = _views("two-handed", 80)
    a = [EasyPlayer(5).choose(v) for v in views]
    assert a == [EasyPlayer(5).choose(v) for v in views]
    others = [[EasyPlayer(s).choose(v) for v in views] for s in range(6, 16)]
    assert any(o != a for o in others)  # its mistakes come from its seed
