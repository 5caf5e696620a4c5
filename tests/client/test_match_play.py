"""Whole matches from the title screen to match over, by real key presses and mouse clicks."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.client.scenes.match_over import MatchOverScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.table.board import CARD_CHOICES

from .conftest import click, frames, key

FAST = {"animation_speed": "fast", "reduced_motion": True}
MAX_FRAMES = 12000


def fast_settings(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")


def open_setup(app, couch: bool = False) -> SetupScene:
    assert isinstance(app.stack.top, TitleScene)
    if couch:                                # New game is focused (Continue is greyed)
        key(pygame.K_DOWN)                   # -> Couch game
    key(pygame.K_RETURN)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def configure(app, setup: SetupScene, four: bool, target_presses: int = 2) -> None:
    """Variant, a 5-point game and the fastest computer level, by keys read off the rows."""
    if four:
        key(pygame.K_RIGHT)                  # Game: two-handed -> three-handed
        key(pygame.K_RIGHT)                  # -> four-handed
    frames(app)
    rows = setup.rows()
    for _ in range(rows.index("target")):
        key(pygame.K_DOWN)
    for _ in range(target_presses):          # 10 -> 7 -> 5 points
        key(pygame.K_LEFT)
    frames(app)
    for i in range(1, 4 if four else 2):     # every computer player at the fastest level:
        if not setup.players[i].person:      # "random", for tests only, so not in the menu
            setup.players[i].level = "random"
    assert setup.options().target == 5


def play_to_the_end(app, tried_illegal: list[str], passes: list[int] | None = None) -> MatchOverScene:
    """Answer every scene by real input until the match is over; once, try an unplayable card."""
    passes = [] if passes is None else passes
    use_mouse = False
    for _ in range(MAX_FRAMES):
        frames(app)
        top = app.stack.top
        if isinstance(top, MatchOverScene):
            return top
        session = getattr(top, "session", None)
        use_mouse = not use_mouse
        if top.name == "pass":
            passes.append(top.seat)
            assert not top.transparent and app.stack.visible() == [top]   # every hand hidden
        if top.name in ("score", "draw", "pass"):
            if use_mouse:
                click(app, top.menu.rects[0].center)
            else:
                key(pygame.K_RETURN)
        elif session is not None and session.my_turn and not session.settling and top.name == "bid":
            if session.board.phase in CARD_CHOICES:   # a discard, or Railroad's card passed
                rects = top.card_rects()
                click(app, rects[-1].center) if use_mouse else key(pygame.K_1)
            elif top.row is not None:
                if use_mouse:
                    click(app, top.row.rects[0].center)
                else:
                    key(pygame.K_RETURN)
        elif session is not None and session.my_turn and not session.settling and top.name == "trick":
            hand = session.board.hand
            ok = top.playable()
            bad = [i for i, c in enumerate(hand) if c not in ok]
            if bad and not tried_illegal:
                key(pygame.K_1 + bad[0])
                frames(app, 2)
                tried_illegal.append(session.toast or "")
                continue
            i = next(i for i, c in enumerate(hand) if c in ok)
            if use_mouse:
                click(app, top.card_rects()[i].center)
            else:
                key(pygame.K_1 + i)
    raise AssertionError(f"the match did not end; stuck in {app.stack.top.name}")


@pytest.mark.parametrize("four", [False, True], ids=["two-handed", "four-handed"])
def test_a_whole_match_from_the_title_screen(make_app, data_dir: Path, four: bool):
    fast_settings(data_dir)
    app = make_app()
    setup = open_setup(app)
    assert not setup.players[1].person
    configure(app, setup, four)
    click(app, setup.row_rect(setup.rows().index("start")).center)
    frames(app)
    assert app.stack.top.name in (("draw",) if four else ("deal", "bid"))
    seen: set[str] = set()
    tried: list[str] = []
    over = play_to_the_end(app, tried)
    session = over.session
    winner = over.winner()
    assert session.board.scores[winner] >= 5 or session.match_over["scores"][winner] >= 5
    assert session.board.phase == "match_over"
    # An unplayable card was refused with the engine's reason, as a sentence.
    if tried:
        assert "must follow" in tried[0] and tried[0][0].isupper() and tried[0].endswith("."), tried[0]
    # The finished match leaves nothing to continue.
    assert not (data_dir / "autosave.json").exists()
    seen.add(over.name)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                      # Title screen
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_a_couch_match_hides_hands_between_people(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    setup = open_setup(app, couch=True)
    assert setup.players[0].person and setup.players[1].person
    configure(app, setup, four=True)
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    passes: list[int] = []
    over = play_to_the_end(app, [], passes)
    people = set(over.session.seating.human_seats)
    assert len(people) == 2 and set(passes) == people   # each person was handed the screen
    assert over.session.board.phase == "match_over"


def test_animations_run_on_dt_and_any_key_skips_them(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps({"animation_speed": "fast"}), encoding="utf-8")
    app = make_app()
    setup = open_setup(app)
    configure(app, setup, four=False)
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    skipped = animated = 0
    for n in range(20000):
        top = app.stack.top
        if isinstance(top, MatchOverScene):
            break
        session = getattr(top, "session", None)
        if session is not None and top.name in ("deal", "bid", "trick") and session.animating:
            step = session.timeline.current
            if n % 5 == 0:
                key(pygame.K_SPACE)                  # skip the running animation
                frames(app, dt=1 / 30)
                assert session.timeline.current is not step
                skipped += 1
                continue
            before = step.elapsed
            frames(app, dt=1 / 30)
            if session.timeline.current is step:
                assert step.elapsed > before         # time moves the tween on
                animated += 1
            continue
        if top.name in ("score", "draw", "pass"):
            key(pygame.K_RETURN)
        elif session is not None and session.my_turn and not session.settling:
            if top.name == "trick":
                i = next(i for i, c in enumerate(session.board.hand) if c in top.playable())
                key(pygame.K_1 + i)
            elif session.board.phase == "discard":
                key(pygame.K_1)
            else:
                key(pygame.K_RETURN)
        frames(app, dt=1 / 30)
    else:
        raise AssertionError("the match did not end")
    assert skipped > 10 and animated > 10


def test_mouse_on_the_new_game_rows(make_app, data_dir: Path):
    from game.client.scenes.setup import ARROW_DX
    from game.rules.options import SPEC
    decks = list(SPEC["deck"].values)
    app = make_app((960, 540))
    setup = open_setup(app)
    rows = setup.rows()
    i = rows.index("deck")
    y = setup.row_rect(i).centery
    before = decks.index(setup.rules.value("deck"))
    click(app, (setup.value_x(i) + ARROW_DX, y))
    frames(app)
    assert setup.rules.value("deck") == decks[(before + 1) % len(decks)] and setup.focus == i
    click(app, (setup.value_x(i) - ARROW_DX, y))
    click(app, (setup.value_x(i) - ARROW_DX, y))
    frames(app)
    assert setup.rules.value("deck") == decks[(before - 1) % len(decks)]
    j = rows.index("stick_the_dealer")
    stick = setup.rules.value("stick_the_dealer")
    click(app, (setup.row_rect(j).x + 40, setup.row_rect(j).centery))  # the label: focuses it only
    frames(app)
    assert setup.rules.value("stick_the_dealer") is stick and setup.focus == j
    click(app, (setup.value_x(j) + ARROW_DX, setup.row_rect(j).centery))  # its arrow toggles it
    frames(app)
    assert setup.rules.value("stick_the_dealer") is not stick
    click(app, setup.row_rect(rows.index("start")).center)
    frames(app)
    assert app.stack.top is not setup


def test_four_handed_setup_names_no_partner_before_the_draw(make_app, data_dir: Path):
    app = make_app()
    setup = open_setup(app)
    assert setup.label_value("player1")[0] == "Opponent"     # two-handed: the one other player
    configure(app, setup, True)
    labels = [setup.label_value(f"player{i}")[0] for i in range(1, 4)]
    assert labels == ["Player 2", "Player 3", "Player 4"]    # the draw decides partners later
