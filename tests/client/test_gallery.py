"""Every scene renders at both window sizes through the real app, and the gallery writes them all."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.client.gallery import SIZES, _entries, render_gallery


def test_gallery_writes_every_scene_and_every_size(tmp_path: Path):
    """Each entry at one size in turn (all of them at every size: ``python main.py --gallery``)."""
    paths = render_gallery(tmp_path, in_turn=True)
    entries = _entries()
    expected = {f"{scene}-{variant}-{w}x{h}.png"
                for i, (scene, variant, _) in enumerate(entries) for w, h in [SIZES[i % len(SIZES)]]}
    assert {p.name for p in paths if "-large-" not in p.name} == expected
    assert len(expected) == len(entries) and {n.rsplit("-", 1)[1] for n in expected} == \
        {f"{w}x{h}.png" for w, h in SIZES}
    assert {"cards-any", "markers-any", "title-any", "rules-two", "rules-four", "pause-two",
            "last-trick-two", "last-trick-four", "pad-lost-four", "trick-four", "taken-back-two",
            "lan-notice-four"} <= {n.rsplit("-", 1)[0] for n in expected}
    large = {p.name.replace("-large", "") for p in paths if "-large-" in p.name}
    assert large and large <= expected     # a table again with Larger cards, at its size
    assert {"trick-four", "bid-round1-two"} <= {n.rsplit("-", 1)[0] for n in large}
    assert not any(n.startswith(("title-", "rules-", "settings-")) for n in large)
    for p in paths:
        img = pygame.image.load(str(p))
        w, h = (int(n) for n in p.stem.rsplit("-", 1)[1].split("x"))
        assert img.get_size() == (w, h)
        # No bars: the middle of each edge is drawn (felt, or what lies over it), not black.
        for x, y in ((w // 2, 0), (w // 2, h - 1), (0, h // 2), (w - 1, h // 2)):
            assert tuple(img.get_at((x, y)))[:3] != (0, 0, 0), (p.name, x, y)
        # Not blank: many distinct colours in a sample of pixels.
        area = img.get_rect()
        sample = {tuple(img.get_at((x, y))) for x in range(area.x, area.right, area.w // 16)
                  for y in range(area.y, area.bottom, area.h // 9)}
        assert len(sample) > 20, p.name


def test_draw_changes_no_scene_state(make_app):
    app = make_app()
    for _scene, _variant, build in _entries():
        scenes = build(app.ctx)
        app.stack.reset(scenes[0])
        for s in scenes[1:]:
            app.stack.push(s)
        app.step(1 / 60)
        before = [dict(vars(s)) for s in app.stack.scenes]
        settings = app.ctx.settings
        first = pygame.image.tobytes(app.render(), "RGB")
        second = pygame.image.tobytes(app.render(), "RGB")
        assert first == second
        assert [dict(vars(s)) for s in app.stack.scenes] == before
        assert app.ctx.settings is settings


def test_table_overlays_are_shown_over_a_real_match(make_app):
    """Pause, controller-lost and Last trick over the in-match table, the last trick the
    session's own (so no card shows twice, in the trick and in the hand)."""
    from game.client.input.table_input import last_trick
    from game.client.scenes.last_trick import LastTrickScene
    from game.client.scenes.table_base import TableScene
    app = make_app()
    overlays = {}
    for scene, variant, build in _entries():
        if scene in ("pause", "pad-lost", "last-trick"):
            scenes = build(app.ctx)
            assert isinstance(scenes[0], TableScene), (scene, variant)
            assert scenes[-1].name == scene and len(scenes) == 2
            overlays[scene, variant] = scenes
    assert set(overlays) == {("pause", "two"), ("pause", "four"), ("pad-lost", "four"),
                             ("last-trick", "two"), ("last-trick", "three"), ("last-trick", "four")}
    for v in ("two", "three", "four"):
        table, shown = overlays["last-trick", v]
        assert isinstance(shown, LastTrickScene)
        session = table.session
        assert shown.trick is not None and shown.trick == last_trick(session)
        assert not {c for _seat, c in shown.trick[1]} & set(session.board.hand)
        assert len(shown.trick[1]) == {"two": 2, "three": 3, "four": 4}[v]
