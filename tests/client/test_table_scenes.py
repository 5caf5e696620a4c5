"""Table scenes: refusals as toasts, resizing and full screen keep the table inside the window."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client.gallery import states as gs
from game.client.scenes.trick import TrickScene
from game.client.table.seats import COMPUTER, PERSON, Seating, SeatPlan
from game.client.table.table_layout import TableLayout
from game.client.table.tweens import Flight, Step, Timeline
from game.rules import Options

from .conftest import click, frames, key, resize

SCREEN = pygame.Rect(0, 0, 1280, 720)


def trick_app(make_app, data_dir: Path, variant: str = "two-handed"):
    (data_dir / "settings.json").write_text(json.dumps({"reduced_motion": True}), encoding="utf-8")
    app = make_app()
    session = gs.reach(app.ctx, Options(variant=variant), gs.mid_trick(), gs.prefer("order", "take"))
    scene = TrickScene(app.ctx, session)
    app.stack.reset(scene)
    frames(app)
    return app, scene


def test_an_unplayable_card_shows_the_rule_as_a_toast(make_app, data_dir: Path):
    app, scene = trick_app(make_app, data_dir)
    b = scene.session.board
    ok = scene.playable()
    bad = next(i for i, c in enumerate(b.hand) if c not in ok)
    before = (b.state_id, list(b.hand))
    key(pygame.K_1 + bad)
    frames(app, 2)
    toast = scene.session.toast
    assert toast and toast.startswith("You must follow") and toast.endswith("."), toast
    assert (b.state_id, list(b.hand)) == before          # nothing changed
    good = next(i for i, c in enumerate(b.hand) if c in ok)
    click(app, scene.card_rects()[good].center)
    frames(app, 2)
    assert len(b.hand) == len(before[1]) - 1


def test_resizing_and_full_screen_keep_the_table_inside_the_window(make_app, data_dir: Path):
    app, scene = trick_app(make_app, data_dir, "four-handed")
    for size in ((1001, 777), (640, 900), (1920, 600), (800, 450)):
        resize(*size)
        frames(app)
        assert app.window.get_size() == size
        assert app.window.get_rect().contains(app.viewport.rect)
    key(pygame.K_F11)
    frames(app)
    assert app.fullscreen and app.window.get_rect().contains(app.viewport.rect)
    key(pygame.K_F11)
    frames(app)
    assert not app.fullscreen
    for rect in scene.card_rects():
        assert SCREEN.contains(rect)
    # A click at the mapped window point still plays the card under it.
    b = scene.session.board
    n = len(b.hand)
    i = next(i for i, c in enumerate(b.hand) if c in scene.playable())
    click(app, scene.card_rects()[i].center)
    frames(app, 2)
    assert len(b.hand) == n - 1


def test_layout_keeps_every_place_on_the_table():
    for players in (2, 4):
        for large in (False, True):
            lay = TableLayout(players, large)
            for count in range(0, 7):
                for r in lay.hand_rects(count, focus=0):
                    assert SCREEN.contains(r)
            for place in ("bottom", "left", "top", "right"):
                assert SCREEN.collidepoint(lay.bubble_pos(place))
                assert SCREEN.collidepoint(lay.trick_spot(place))


def test_skipping_ends_the_running_animation_but_not_a_waiting_step():
    done: list[str] = []
    tl = Timeline()
    tl.add(Step(duration=1.0, flights=[Flight(None, (0, 0), (10, 10), 50)], finish=lambda: done.append("a")))
    tl.add(Step(duration=1.0, finish=lambda: done.append("b")))
    tl.add(Step(wait=True, finish=lambda: done.append("wait")))
    tl.add(Step(duration=1.0, finish=lambda: done.append("c")))
    tl.advance(0.5)
    assert done == []
    tl.skip()
    assert done == ["a", "b"] and tl.queue[0].wait
    tl.advance(5.0)
    assert done == ["a", "b"] and tl.current is not None and tl.current.wait   # waits to be released
    tl.release()
    tl.advance(0.0)
    assert done == ["a", "b", "wait"]
    tl.advance(2.0)
    assert done == ["a", "b", "wait", "c"] and tl.idle


def test_seat_ownership_is_device_agnostic():
    seating = Seating((SeatPlan(PERSON, "Pat"), SeatPlan(PERSON, "Sam"), SeatPlan(COMPUTER, "Ann", "random"),
                       SeatPlan(PERSON, "Lee")))
    assert seating.may_act(0, "keyboard") and seating.may_act(1, "mouse")
    assert not seating.may_act(2, "keyboard")                     # a computer's seat
    bound = seating.bind(1, "pad0")
    assert bound.may_act(1, "pad0") and not bound.may_act(1, "keyboard")
    assert not bound.may_act(0, "pad0")                           # pad0 belongs to Sam
    assert bound.may_act(0, "keyboard") and bound.may_act(3, "pad1")


def test_a_reset_update_redraws_the_table_without_animating(make_app, data_dir: Path):
    app, scene = trick_app(make_app, data_dir)
    session = scene.session
    table = session.table
    if not hasattr(table, "undo"):
        return   # a table without undo sends no resets
    b = session.board
    before = (b.state_id, list(b.hand))
    i = next(i for i, c in enumerate(b.hand) if c in scene.playable())
    key(pygame.K_1 + i)
    frames(app, 3)
    assert b.state_id > before[0]
    assert table.undo()
    frames(app)
    assert (b.state_id, list(b.hand)) == before and session.my_turn


def test_last_trick_panel_hides_the_table_beneath(make_app):
    """The overlay's panel is opaque, so the turn prompt under it does not show through its words."""
    from game.client.drawing import theme
    from game.client.scenes.last_trick import LastTrickScene
    app = make_app()
    scene = LastTrickScene(app.ctx, None, str)
    for beneath in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface((1280, 720))
        surface.fill(beneath)
        scene.draw(surface)
        assert tuple(surface.get_at((400, 200)))[:3] == theme.PANEL


def test_last_trick_footer_reads_like_every_other_footer(make_app, monkeypatch):
    """"Enter close", the shared footer form, not "Enter: close"."""
    from game.client import ui
    from game.client.scenes.last_trick import LastTrickScene
    app = make_app()
    said: list[str] = []
    real = ui.text

    def text(surface, fonts, s, *a, **k):
        said.append(s)
        return real(surface, fonts, s, *a, **k)

    monkeypatch.setattr(ui, "text", text)
    LastTrickScene(app.ctx, None, str).draw(pygame.Surface((1280, 720)))
    assert "Enter close" in said and not any(": close" in s for s in said)


def test_the_score_panel_names_the_partnerships_four_handed(make_app, data_dir: Path):
    """Four-handed, the partnership is named nowhere else on the table: the score panel says
    "You & <partner>" and the other pair's names, as the score dialog does, not "Us"/"Them"."""
    app, scene = trick_app(make_app, data_dir, "four-handed")
    s = scene.session
    mine = s.board.me % 2
    cache = s.painter.text._cache
    cache.clear()
    frames(app)
    drawn = {k[0] for k in cache if isinstance(k[0], str)}
    assert s.side_name(mine) == f"You & {s.name((s.board.me + 2) % 4)}"
    assert {s.side_name(mine), s.side_name(1 - mine)} <= drawn
    assert not {"Us", "Them"} & drawn
