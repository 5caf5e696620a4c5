"""A saved match is never lost without the player choosing it: every way of starting a match
(New game, Couch game, with controllers, the match-over screen, Learn to play, LAN) either
asks first or leaves the save alone; Continue says which match it picks up."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest

from game.client.gallery import states as gs
from game.client.scenes.replace_save import ReplaceSaveScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.table.autosave import SavedMatch
from game.client.table.match_start import SavedMatchInTheWay, new_session, start
from game.client.text.words import saved_match_words, when_words
from game.rules import Options

from .conftest import click, frames, key

FAST = {"animation_speed": "fast", "reduced_motion": True}


def a_saved_match(make_app, data_dir: Path, couch: bool = True, level: str = "random"):
    """A match saved at hand 2 (a couch match, as the player who lost one had), then the
    title screen: returns the app, the save's bytes and where the match was."""
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    options = Options(variant="four-handed" if couch else "two-handed")
    session = new_session(app.ctx, options, gs.plan(options.players, couch, level), 5)
    start(app.ctx, session)
    assert gs.drive(session, lambda s: s.board.hand_number == 2 and s.my_turn, gs.prefer("pass"),
                    max_hands=2)
    where = (session.board.state_id, session.board.hand_number)
    app.stack.reset(app.ctx.scene("title"))
    session.close()
    frames(app)
    saved = (data_dir / "autosave.json").read_bytes()
    assert json.loads(saved)["record"]["actions"]
    return app, saved, where


def open_setup(app, couch: bool) -> SetupScene:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.menu.items[title.menu.focus].key == "continue"
    key(pygame.K_DOWN)                                   # New game
    if couch:
        key(pygame.K_DOWN)                               # Couch game
    key(pygame.K_RETURN)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.couch is couch
    return setup


def press_start(app, setup: SetupScene) -> None:
    for _ in range(len(setup.rows())):
        if setup.rows()[setup.focus] == "start":
            break
        key(pygame.K_DOWN)                               # (the focus stops at Start)
        frames(app)
    key(pygame.K_RETURN)
    frames(app)


def continue_it(app, where):
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.menu.items[title.menu.focus].key == "continue"
    key(pygame.K_RETURN)
    frames(app, 2)
    session = app.stack.top.session
    assert (session.board.state_id, session.board.hand_number) == where
    return session


@pytest.mark.parametrize("couch", [False, True], ids=["new-game", "couch-game"])
def test_starting_over_a_saved_match_asks_and_keeps_it_by_default(make_app, data_dir, couch):
    app, saved, where = a_saved_match(make_app, data_dir)
    setup = open_setup(app, couch)
    press_start(app, setup)
    ask = app.stack.top
    assert isinstance(ask, ReplaceSaveScene)
    assert ask.menu.items[ask.menu.focus].key == "keep"   # the default keeps it
    assert ask.saved is not None and ask.saved.lines()[0].startswith("Four-handed, game to 10: Dana & Fay ")
    assert (data_dir / "autosave.json").read_bytes() == saved
    key(pygame.K_RETURN)                                  # Keep my match
    frames(app)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    assert (data_dir / "autosave.json").read_bytes() == saved
    continue_it(app, where)


def test_back_from_the_question_returns_to_the_setup(make_app, data_dir):
    app, saved, _ = a_saved_match(make_app, data_dir)
    setup = open_setup(app, couch=False)
    press_start(app, setup)
    assert isinstance(app.stack.top, ReplaceSaveScene)
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is setup
    assert (data_dir / "autosave.json").read_bytes() == saved


def test_the_new_match_replaces_the_saved_one_only_when_chosen(make_app, data_dir):
    app, saved, _ = a_saved_match(make_app, data_dir)
    setup = open_setup(app, couch=False)
    press_start(app, setup)
    ask = app.stack.top
    click(app, ask.menu.rect_of("new").center)            # Start a new match
    frames(app)
    session = getattr(app.stack.top, "session", None)
    assert session is not None and not session.seating.couch
    now = json.loads((data_dir / "autosave.json").read_text())
    assert now["record"] != json.loads(saved)["record"]
    assert now["record"]["options"]["variant"] == "two-handed"


def test_couch_play_with_controllers_asks_before_the_join_screen(make_app, data_dir, virtual_pads):
    app, saved, _ = a_saved_match(make_app, data_dir)
    virtual_pads()
    frames(app)
    setup = open_setup(app, couch=True)
    press_start(app, setup)
    assert isinstance(app.stack.top, ReplaceSaveScene)     # asked before anyone presses A to join
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                                  # Start a new match
    frames(app)
    assert app.stack.top.name == "join"
    assert (data_dir / "autosave.json").read_bytes() == saved   # replaced only once the match starts
    key(pygame.K_ESCAPE)                                  # nobody joined after all
    frames(app)
    assert (data_dir / "autosave.json").read_bytes() == saved


def test_no_match_replaces_a_saved_one_unasked(make_app, data_dir):
    app, saved, _ = a_saved_match(make_app, data_dir)
    with pytest.raises(SavedMatchInTheWay):
        new_session(app.ctx, Options(), gs.plan(2), 9)
    assert (data_dir / "autosave.json").read_bytes() == saved
    new_session(app.ctx, Options(), gs.plan(2), 9, replace_saved=True).close()
    assert json.loads((data_dir / "autosave.json").read_text())["record"]["seed"] == 9


def test_learn_to_play_leaves_the_saved_match_alone(make_app, data_dir):
    from game.client.scenes.tutorial import TutorialScene

    from .test_tutorial_rules import press_for
    app, saved, where = a_saved_match(make_app, data_dir)
    title = app.stack.top
    title.menu.focus = title.menu.index_of("learn")
    key(pygame.K_RETURN)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    session = scene.session
    for _ in range(3000):
        if scene.finished:
            break
        if session.my_turn and not session.settling and scene.lesson is not None:
            press_for(scene, scene.lesson.expect[0])
        frames(app)
        time.sleep(0.001)
    assert scene.finished
    assert (data_dir / "autosave.json").read_bytes() == saved
    key(pygame.K_RETURN)                                  # Done
    frames(app)
    assert (data_dir / "autosave.json").read_bytes() == saved
    continue_it(app, where)


def test_a_lan_match_leaves_the_saved_match_alone_and_its_new_game_asks(make_app, data_dir, monkeypatch):
    """A LAN match is never autosaved, and never touches the local save; after it, New game
    on the match-over screen asks before replacing the local match."""
    from game.ai import LEVELS
    from game.client.scenes.lobby import LobbyScene
    from game.client.scenes.match_over import MatchOverScene
    from net.host import Host, HostLimits
    from net.seats import parse_seats

    from .test_lobby import LOOP_PLAN, patient_play, typed
    play_to_the_end = patient_play(monkeypatch)
    app, saved, where = a_saved_match(make_app, data_dir)
    host = Host(Options(target=5), parse_seats("remote,bot", 2, LEVELS, "random"), bind="127.0.0.1", port=0,
                room=None, seed=3, limits=HostLimits(heartbeat=0.5)).start()
    try:
        app.stack.push(LobbyScene(app.ctx, port=0, discovery_port=0, plan=LOOP_PLAN))
        frames(app)
        for _ in range(4):                                # Host, Game, Rules, Seats, Join
            key(pygame.K_DOWN)
        key(pygame.K_RETURN)                              # Join by address
        frames(app)
        typed(f"127.0.0.1:{host.port}")
        key(pygame.K_RETURN)
        frames(app)
        key(pygame.K_RETURN)                              # no room code
        over = play_to_the_end(app, [])
        assert isinstance(over, MatchOverScene)
    finally:
        host.close()
    assert (data_dir / "autosave.json").read_bytes() == saved
    click(app, over.menu.rect_of("new").center)           # New game
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press_start(app, setup)
    assert isinstance(app.stack.top, ReplaceSaveScene)
    key(pygame.K_RETURN)                                  # Keep my match
    frames(app)
    assert (data_dir / "autosave.json").read_bytes() == saved
    continue_it(app, where)


def test_hosting_a_lan_table_leaves_the_saved_match_alone(make_app, data_dir):
    from game.client.scenes.lobby import LobbyScene
    from game.client.scenes.table_base import TableScene
    from net.client import RemoteTable

    from .test_lobby import LOOP_PLAN, run_until
    app, saved, where = a_saved_match(make_app, data_dir)
    lobby = LobbyScene(app.ctx, port=0, discovery_port=0, plan=LOOP_PLAN)
    app.stack.push(lobby)
    frames(app)
    key(pygame.K_RETURN)                                  # Host a table
    frames(app)
    host = lobby.host
    joiner = RemoteTable("127.0.0.1", host.port, "far", room=host.room)
    try:
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the match to begin")
        assert (data_dir / "autosave.json").read_bytes() == saved
        app.stack.reset(app.ctx.scene("title"))            # quit to title: the table closes
        frames(app)
    finally:
        joiner.close()
        host.close()
    assert (data_dir / "autosave.json").read_bytes() == saved
    continue_it(app, where)


def test_continue_names_the_saved_match(make_app, data_dir):
    app, _, _ = a_saved_match(make_app, data_dir, couch=False, level="hard")
    title = app.stack.top
    first, second = title.continue_note()
    scores = json.loads((data_dir / "autosave.json").read_text())
    assert scores["seats"][1]["level"] == "hard"
    assert first.startswith("Two-handed, game to 10: You ") and ", Ann " in first
    assert second.startswith("Computer: hard · hand 2 · saved today at ")
    app.render()


def test_the_words_for_a_saved_match():
    now = time.mktime((2025, 3, 6, 15, 0, 0, 0, 0, -1))
    m = SavedMatch("four-handed", 10, True, ("You & Bob", "Ann & Cy"), (4, 6), ("hard", "normal"), 7, 2,
                   now - 26 * 3600)
    assert saved_match_words(m, now) == ("Four-handed rubber, game 2 to 10: You & Bob 4, Ann & Cy 6",
                                         "Computers: hard, normal · hand 7 · saved yesterday at 13:00")
    couch = SavedMatch("two-handed", 5, False, ("Pat", "Sam"), (0, 3), (), 3, 1, None)
    assert saved_match_words(couch, now) == ("Two-handed, game to 5: Pat 0, Sam 3", "Hand 3")
    assert when_words(now - 600, now) == "today at 14:50"
    assert when_words(now - 3 * 86400, now) == "on Monday at 15:00"
    assert when_words(now - 30 * 86400, now) == "on 4 February"
    assert when_words(now - 400 * 86400, now) == "on 31 January 2024"


def saved_three_handed(make_app, data_dir: Path):
    """A three-handed match (you and two computers, no ace no face) saved in its second hand."""
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    options = Options(variant="three-handed", no_ace_no_face=True)
    session = new_session(app.ctx, options, gs.plan(3), 6)
    start(app.ctx, session)
    assert gs.drive(session, lambda s: s.board.hand_number == 2 and s.my_turn, gs.prefer("order", "take"),
                    max_hands=2)
    where = (session.board.state_id, session.board.hand_number)
    app.stack.reset(app.ctx.scene("title"))
    session.close()
    frames(app)
    return app, where


def test_a_three_handed_match_is_named_and_continued(make_app, data_dir):
    app, where = saved_three_handed(make_app, data_dir)
    record = json.loads((data_dir / "autosave.json").read_text())["record"]
    assert record["options"]["no_ace_no_face"] is True and record["options"]["variant"] == "three-handed"
    first, second = app.stack.top.continue_note()
    assert first.startswith("Three-handed, game to 10: You ") and ", Ann " in first and ", Bob " in first
    assert second.startswith("Computer: random · hand 2")    # both at one level, named once
    app.render()
    session = continue_it(app, where)
    assert session.table.options == Options(variant="three-handed", no_ace_no_face=True)
    assert len(session.seating.seats) == 3


def test_an_old_save_without_the_new_options_is_continued(make_app, data_dir):
    """A save written before defend alone and no ace, no face existed has neither key."""
    app, _, where = a_saved_match(make_app, data_dir)
    data = json.loads((data_dir / "autosave.json").read_text())
    for k in ("defend_alone", "no_ace_no_face"):
        del data["record"]["options"][k]
    (data_dir / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    app.stack.reset(app.ctx.scene("title"))
    frames(app)
    assert app.stack.top.continue_note()[0].startswith("Four-handed, game to 10")
    session = continue_it(app, where)
    assert not session.table.options.defend_alone and not session.table.options.no_ace_no_face


@pytest.mark.parametrize("rules,words", [
    ({"wild_cards": True}, "unknown options: wild_cards"),          # a newer game's save
    ({"variant": "five-handed"}, "not 'five-handed'"),
    ({"defend_alone": True, "variant": "two-handed"}, "only in four-handed"),
    ({"no_ace_no_face": "yes"}, "no_ace_no_face must be true or false"),
])
def test_a_save_with_rules_this_game_cannot_read_is_explained_on_continue(make_app, data_dir, rules, words):
    app, _, _ = a_saved_match(make_app, data_dir, couch=False)
    data = json.loads((data_dir / "autosave.json").read_text())
    data["record"]["options"].update(rules)
    (data_dir / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    app.stack.reset(app.ctx.scene("title"))
    frames(app)
    title = app.stack.top
    assert title.continue_note() == ()                # nothing to name: it does not read
    title.menu.focus = title.menu.index_of("continue")
    key(pygame.K_RETURN)                              # Continue
    frames(app)
    assert app.stack.top is title and app.ctx.notices
    notice = app.ctx.notices[0]
    assert "cannot be continued" in notice and "rules are not ones this version of the game knows" in notice
    assert words in notice and "Start a New game" in notice
    assert not (data_dir / "autosave.json").exists() and list(data_dir.glob("autosave.corrupt-*.json"))
    assert title.continue_note() == ("no saved match",)
    app.render()


def test_the_words_for_a_saved_three_handed_match():
    m = SavedMatch("three-handed", 7, False, ("You", "Ann", "Bob"), (3, 5, 1), ("easy", "hard"), 6, 1, None)
    assert saved_match_words(m) == ("Three-handed, game to 7: You 3, Ann 5, Bob 1",
                                    "Computers: easy, hard · hand 6")
