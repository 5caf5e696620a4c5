"""Focus and keys (issue 22, item 5), by real key presses and clicks through the App: Enter on
a setup or settings row never changes a value and the focus stops at the ends; "Keep my match"
keeps the options just chosen; Esc on the score pauses; leaving the lesson asks; the pause menu
quits the game; after Undo the focus is on a card that may be played."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client.gallery import states as gs
from game.client.scenes.settings import ROWS, SettingsScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.table.match_start import new_session, start
from game.rules import Options
from game.rules.cards import text

from .conftest import click, frames, key
from .test_hint_undo import until

FAST = {"animation_speed": "fast", "reduced_motion": True}


def fast(data_dir: Path, **more) -> None:
    (data_dir / "settings.json").write_text(json.dumps({**FAST, **more}), encoding="utf-8")


def open_setup(app, couch: bool = False) -> SetupScene:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.menu.focus = title.menu.index_of("couch" if couch else "new")
    key(pygame.K_RETURN)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.couch is couch
    return setup


def chosen(setup: SetupScene) -> tuple:
    return setup.rules.options(), [(p.person, p.name, p.level) for p in setup.players]


# -- Enter on the option rows --------------------------------------------------------------
def test_enter_walks_the_setup_down_to_start_and_changes_nothing(make_app, data_dir):
    fast(data_dir, computer_levels=["hard", "hard", "hard"])
    app = make_app()
    setup = open_setup(app)
    before = chosen(setup)
    key(pygame.K_UP)                              # at the top: the focus stays (no wrap to Start)
    frames(app)
    assert setup.focus == 0
    for _ in range(len(setup.rows()) + 2):       # Enter, Enter, ...: row by row down to Start
        if setup.rows()[setup.focus] == "start":
            break
        key(pygame.K_RETURN)
        frames(app)
        if setup.editing is not None:            # your name: Enter keeps it and goes on
            key(pygame.K_RETURN)
            frames(app)
            assert setup.editing is None
        assert chosen(setup) == before
    assert setup.rows()[setup.focus] == "start"
    key(pygame.K_DOWN)                            # at the foot: the focus stays on Start
    frames(app)
    assert setup.rows()[setup.focus] == "start"
    key(pygame.K_RETURN)                          # and Enter starts what was shown
    frames(app, 2)
    session = app.stack.top.session
    assert session.options == before[0]
    assert session.seating.levels == {1: "hard"}


def test_a_click_on_a_setup_row_focuses_it_and_only_its_arrows_change_it(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    setup = open_setup(app)
    i = setup.rows().index("deck")
    deck = setup.rules.value("deck")
    click(app, (setup.row_rect(i).x + 60, setup.row_rect(i).centery))   # on the row's label
    frames(app)
    assert setup.focus == i and setup.rules.value("deck") == deck
    from game.client.scenes.setup import ARROW_DX
    click(app, (setup.value_x(i) + ARROW_DX, setup.row_rect(i).centery))   # its right arrow
    frames(app)
    assert setup.rules.value("deck") != deck
    j = setup.rows().index("player1")
    level = setup.players[1].level
    click(app, setup.row_rect(j).midleft)         # the opponent's row: focused, not changed
    frames(app)
    assert setup.focus == j and setup.players[1].level == level


def test_enter_on_a_settings_value_goes_on_and_the_focus_stops_at_the_ends(make_app, data_dir):
    app = make_app()
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app)
    before = app.ctx.settings
    key(pygame.K_UP)
    frames(app)
    assert scene.focus == 0
    key(pygame.K_DOWN)                            # Four-colour deck
    key(pygame.K_RETURN)                          # not toggled: the focus goes on
    frames(app)
    assert app.ctx.settings == before and scene.focus == 2
    key(pygame.K_LEFT)                            # Larger cards: Left/Right change it
    frames(app)
    assert app.ctx.settings.large_cards is True
    assert "Enter next" in scene._hint() and "Left/Right change" in scene._hint()
    for _ in range(len(ROWS) + 2):
        key(pygame.K_DOWN)
    frames(app)
    assert ROWS[scene.focus].key == "back"        # no wrap round to the first row
    assert app.stack.top is scene


# -- Keep my match -------------------------------------------------------------------------
def test_keep_my_match_keeps_the_options_just_chosen(make_app, data_dir):
    from .test_saved_match import a_saved_match
    app, saved, _ = a_saved_match(make_app, data_dir)
    setup = open_setup(app)
    setup.focus = setup.rows().index("variant")
    key(pygame.K_RIGHT)                           # Two-handed -> Three-handed
    frames(app)
    setup.focus = setup.rows().index("deck")
    key(pygame.K_RIGHT)                           # 24 -> 32 cards
    frames(app)
    wanted = setup.rules.options()
    assert (wanted.variant, wanted.deck) == ("three-handed", 32)
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top.name == "replace-save"
    key(pygame.K_RETURN)                          # Keep my match
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert (data_dir / "autosave.json").read_bytes() == saved
    again = open_setup(app)                        # the setup shows what was chosen
    assert again.rules.options() == wanted


# -- the score overlay -----------------------------------------------------------------------
def test_esc_on_the_score_pauses_and_enter_deals_on(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    session = gs.reach(app.ctx, Options(variant="two-handed"), gs.scored)
    start(app.ctx, session)
    frames(app, 3)
    assert app.stack.top.name == "score"
    hand = session.board.hand_number
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert app.stack.top.name == "pause" and gs.scored(session)   # the next hand waits
    key(pygame.K_ESCAPE)                          # Resume
    frames(app)
    assert app.stack.top.name == "score"
    click(app, (640, 360), button=3)              # a right click pauses too, as at the table
    frames(app)
    assert app.stack.top.name == "pause"
    key(pygame.K_ESCAPE)
    frames(app)
    key(pygame.K_RETURN)                          # Continue
    until(app, lambda: session.board.hand_number == hand + 1)
    assert app.stack.top.name != "score"


# -- Learn to play -------------------------------------------------------------------------
def lesson(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    title = app.stack.top
    title.menu.focus = title.menu.index_of("learn")
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top.name == "tutorial"
    return app, app.stack.top


def test_leaving_the_lesson_asks_first_and_stay_is_the_default(make_app, data_dir, virtual_pads):
    from .virtual_pad import START, B
    app, tutorial = lesson(make_app, data_dir)
    key(pygame.K_ESCAPE)
    frames(app)
    ask = app.stack.top
    assert ask.name == "ask" and ask.title == "Leave the lesson?"
    assert ask.menu.items[ask.menu.focus].key == "stay"
    key(pygame.K_RETURN)                          # Stay
    frames(app)
    assert app.stack.top is tutorial
    pad = virtual_pads()
    frames(app)
    pad.press(START)                              # Start asks too
    frames(app)
    assert app.stack.top.name == "ask"
    pad.press(B)                                  # B on the question: stay
    frames(app)
    assert app.stack.top is tutorial
    pad.press(B)
    frames(app)
    assert app.stack.top.name == "ask"
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                          # Leave
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_the_leave_button_asks_too(make_app, data_dir):
    app, tutorial = lesson(make_app, data_dir)
    click(app, tutorial.session.layout.leave_button.center)
    frames(app)
    ask = app.stack.top
    assert ask.name == "ask"
    click(app, ask.menu.rect_of("leave").center)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


# -- the pause menu ------------------------------------------------------------------------
def test_quit_the_game_from_the_pause_menu_keeps_the_saved_match(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    session = new_session(app.ctx, Options(), gs.plan(2), 3)
    start(app.ctx, session)
    until(app, lambda: session.my_turn)
    key(pygame.K_ESCAPE)
    frames(app)
    pause = app.stack.top
    assert pause.name == "pause"
    assert [i.label for i in pause.menu.items][-2:] == ["Quit to title", "Quit the game"]
    pause.menu.focus = pause.menu.index_of("quit")
    key(pygame.K_RETURN)                          # saved after every move: nothing to ask
    frames(app)
    assert app.running is False
    assert (data_dir / "autosave.json").exists()


def test_quit_the_game_asks_when_the_match_would_be_lost(make_app, data_dir):
    """A match with no save (a LAN match's session has none) would be lost: asked, Stay first."""
    from game.client.table.match_session import MatchSession
    from game.table import LocalTable
    fast(data_dir)
    app = make_app()
    plan = gs.plan(2)
    session = MatchSession(app.ctx, plan, None)
    session.attach(LocalTable.new(Options(), plan.human_seats, plan.levels, 3))
    start(app.ctx, session)
    until(app, lambda: session.my_turn)
    key(pygame.K_p)
    frames(app)
    pause = app.stack.top
    click(app, pause.menu.rect_of("quit").center)
    frames(app)
    ask = app.stack.top
    assert ask.name == "ask" and ask.menu.items[ask.menu.focus].key == "stay"
    key(pygame.K_RETURN)                          # Stay: back to the pause menu
    frames(app)
    assert app.stack.top is pause and app.running
    pause.menu.focus = pause.menu.index_of("quit")
    key(pygame.K_RETURN)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                          # Quit the game
    frames(app)
    assert app.running is False


# -- the focus after Undo ------------------------------------------------------------------
def following(s) -> bool:
    """My turn to follow to a trick, holding a card I may not play, with cards to spare."""
    b = s.board
    if not (s.my_turn and b.phase == "play" and b.trick and len(b.hand) >= 3):
        return False
    ok = {a.card for a in b.legal if a.kind == "play"}
    return any(c not in ok for c in b.hand)


def test_after_undo_the_focus_is_on_a_card_that_may_be_played(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    session = gs.reach(app.ctx, Options(variant="two-handed"), following, choose=gs.prefer("order", "take"))
    start(app.ctx, session)
    until(app, lambda: session.my_turn and app.stack.top.name == "trick")
    b = session.board
    first = (b.state_id, list(b.hand))
    ok = {a.card for a in b.legal if a.kind == "play"}
    dim = [i for i, c in enumerate(first[1]) if c not in ok]
    play = next(i for i, c in enumerate(first[1]) if c in ok)
    key(pygame.K_1 + play)                        # follow suit
    until(app, lambda: session.my_turn and app.stack.top.name == "trick" and b.state_id != first[0])
    scene = app.stack.top
    target = next((i for i in dim if i < len(b.hand)), None)
    assert target is not None
    for _ in range(len(b.hand)):                  # the focus on a card that is dim before the play
        if scene._focus() == target:
            break
        key(pygame.K_RIGHT)
        frames(app)
    assert scene._focus() == target
    key(pygame.K_u)
    until(app, lambda: session.board.state_id == first[0] and session.my_turn)
    frames(app, 2)
    scene = app.stack.top
    assert list(session.board.hand) == first[1]
    looks, focus = scene.looks()
    playable = {a.card for a in session.board.legal if a.kind == "play"}
    assert session.board.hand[focus] in playable, (text(session.board.hand[focus]), looks)


def test_enter_on_a_lan_hosts_rule_goes_on_and_changes_nothing(make_app, data_dir):
    from game.client.scenes.lobby import RULES, LobbyScene
    app = make_app(first_scene=lambda ctx: LobbyScene(ctx, listen=False))
    frames(app)
    lobby = app.stack.top
    lobby.mode, lobby.rule_rows.focus = RULES, 0
    before = lobby.rules.options()
    key(pygame.K_UP)                              # the first rule: the focus stays
    key(pygame.K_RETURN)                          # Deck: not changed, the focus goes on
    frames(app)
    assert lobby.rules.options() == before and lobby.rule_rows.focus == 1
    key(pygame.K_RIGHT)                           # Left/Right change it
    frames(app)
    assert lobby.rules.options() != before
