"""The guided first hand from the title screen, and default rules kept across runs."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.scenes.tutorial import TutorialScene
from game.client.settings import SettingsStore
from game.rules.cards import text

from .conftest import click, frames, key
from .test_hint_undo import until

FAST = {"animation_speed": "fast", "reduced_motion": True}


def press_for(scene: TutorialScene, action: str) -> None:
    """The number key of ``action``: a bid button or a card in the hand."""
    if scene.row is not None:
        keys = [c.key for c in scene.row.choices]
    else:
        keys = [f"play {text(c)}" for c in scene.session.board.hand]
    key(pygame.K_1 + keys.index(action))


def test_learn_to_play_from_the_title_screen(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.offer_tutorial()   # offered to a newcomer
    for _ in range(6):
        key(pygame.K_DOWN)                 # New game ... Rules -> Learn to play
    key(pygame.K_RETURN)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    session = scene.session
    ready = lambda: session.my_turn and not session.settling and scene.lesson is not None  # noqa: E731
    until(app, ready)
    assert scene.lesson.title == "Ordering up" and scene.target() is not None
    key(pygame.K_1)                        # Pass: allowed, but not the lesson's move
    frames(app)
    assert scene.step == 0 and "order it up" in session.toast
    press_for(scene, "order")
    frames(app)
    assert scene.step == 1
    reasons: list[str] = []
    while scene.lesson is not None:
        until(app, ready)
        lesson = scene.lesson
        if lesson.title == "Following suit":
            press_for(scene, "play JD")    # illegal: the left bower is a heart now
            frames(app, 2)
            reasons.append(session.toast or "")
            assert scene.step == 3
        press_for(scene, lesson.expect[0])
        frames(app)
    assert reasons and "must follow clubs" in reasons[0] and "left bower" in reasons[0]
    until(app, lambda: scene.finished)
    assert session.last_hand["result"] == "made" and session.last_hand["maker"] == 0
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert not app.stack.top.offer_tutorial()
    assert SettingsStore(data_dir).load().tutorial_offered
    assert app.ctx.stats.profile(app.ctx.settings.player_name).hands == 0   # the lesson counts for nothing


def test_default_rules_prefill_setup_and_are_saved_when_a_match_starts(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    key(pygame.K_RETURN)                   # New game (focused first: Continue is greyed)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert setup.options().deck == 24 and setup.options().target == 10
    key(pygame.K_RIGHT)                    # three-handed
    key(pygame.K_RIGHT)                    # four-handed
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)                    # 32 cards
    rows = setup.rows()
    for _ in range(rows.index("stick_the_dealer") - 1):
        key(pygame.K_DOWN)
    key(pygame.K_RIGHT)                    # stick the dealer on
    frames(app)
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    saved = SettingsStore(data_dir).load()
    assert (saved.rules_variant, saved.rules) == ("four-handed", {"deck": 32, "stick_the_dealer": True})
    # The next run's setup starts from them.
    app2 = make_app()
    key(pygame.K_DOWN)                     # the match started above left a save: Continue -> New game
    key(pygame.K_RETURN)
    frames(app2)
    o = app2.stack.top.options()
    assert (o.variant, o.deck, o.stick_the_dealer, o.target) == ("four-handed", 32, True, 10)


def test_the_gallery_shows_every_comfort():
    from game.client.gallery import _entries
    names = {f"{scene}-{variant}" for scene, variant, _ in _entries()}
    assert {"hint-two", "hint-four", "hint-bid-two", "hint-bid-four", "review-two", "review-four",
            "stats-any", "stats-empty-any", "tutorial-two", "tutorial-follow-two", "tutorial-done-two"} <= names


def test_card_settings_take_effect_at_the_table(make_app, data_dir: Path):
    from game.client.gallery import states as gs
    from game.client.scenes.trick import TrickScene
    from game.rules import Options
    app = make_app()
    session = gs.reach(app.ctx, Options(variant="two-handed"), gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    plain = pygame.image.tobytes(app.render(), "RGB")
    small = session.layout.hand_rects(5)[0].size
    app.ctx.change_settings(app.ctx.settings.with_(four_colour=True))
    frames(app)
    four = pygame.image.tobytes(app.render(), "RGB")
    app.ctx.change_settings(app.ctx.settings.with_(large_cards=True))
    frames(app)
    assert session.layout.hand_rects(5)[0].size > small
    assert pygame.image.tobytes(app.render(), "RGB") != four
    hand = {c >> 3 for c in session.board.hand} | {c >> 3 for _s, c in session.board.trick}
    if hand & {0, 1}:        # clubs or diamonds on show: the four-colour deck recolours them
        assert four != plain
    app.ctx.change_settings(app.ctx.settings.with_(reduced_motion=True))
    assert session._time(0.5) == 0.0


def test_the_lesson_calls_you_you_and_a_click_on_done_ends_it(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    app.stack.push(TutorialScene(app.ctx))
    frames(app)
    scene = app.stack.top
    session = scene.session
    assert session.name(0) == "You"                 # "Maker: You", as the lesson says "you"
    ready = lambda: session.my_turn and not session.settling and scene.lesson is not None  # noqa: E731
    while scene.lesson is not None:
        until(app, ready)
        press_for(scene, scene.lesson.expect[0])
        frames(app)
    until(app, lambda: scene.finished)
    frames(app)
    assert scene.done_rect is not None               # a button for the mouse, and the words say so
    click(app, scene.done_rect.center)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_the_leave_button_names_the_back_button_of_the_device_used_last(make_app, data_dir: Path):
    app = make_app()
    app.stack.push(TutorialScene(app.ctx))
    scene = app.stack.top
    cache = scene.session.painter.text._cache
    cache.clear()
    frames(app)
    assert "Leave (Esc)" in {k[0] for k in cache}
    app.ctx.last_device = "pad0"                     # a controller: its B button leaves
    cache.clear()
    frames(app)
    assert "Leave (B)" in {k[0] for k in cache}
