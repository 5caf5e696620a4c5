"""The new-game setup remembers who played: computer levels and couch players' names; the
menus offer only real opponents (``random`` is for tests and --sim)."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client.scenes.setup import ARROW_DX, SetupScene
from game.client.scenes.title import TitleScene
from game.rules import GAMES

from .conftest import click, frames, key

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


def to_row(app, setup: SetupScene, row: str) -> None:
    for _ in range(len(setup.rows())):
        if setup.rows()[setup.focus] == row:
            return
        key(pygame.K_DOWN)
        frames(app)
    raise AssertionError(f"never reached {row}")


def turn_to(app, setup: SetupScene, i: int, level: str) -> None:
    """Right on player ``i``'s row until it is a computer of ``level``."""
    to_row(app, setup, f"player{i}")
    for _ in range(8):
        p = setup.players[i]
        if not p.person and p.level == level:
            return
        key(pygame.K_RIGHT)
        frames(app)
    raise AssertionError(f"player {i + 1} never became {level}")


def type_name(app, setup: SetupScene, i: int, name: str) -> None:
    to_row(app, setup, f"player{i}")
    assert setup.players[i].person
    key(pygame.K_RETURN)                         # type this person's name
    frames(app)
    assert setup.editing == i
    for _ in range(20):
        key(pygame.K_BACKSPACE)
    for ch in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(pygame.K_RETURN)
    frames(app)
    assert setup.editing is None and setup.players[i].name == name


def start(app, setup: SetupScene) -> None:
    to_row(app, setup, "start")
    key(pygame.K_RETURN)
    frames(app, 2)
    if app.stack.top.name == "replace-save":    # a match is saved: this one takes its place
        key(pygame.K_DOWN)
        key(pygame.K_RETURN)
        frames(app, 2)
    assert getattr(app.stack.top, "session", None) is not None, app.stack.top.name


def quit_to_title(app) -> None:
    app.stack.reset(app.ctx.scene("title"))
    frames(app)


def test_the_computer_levels_chosen_come_back(make_app, data_dir: Path):
    fast(data_dir)
    app = make_app()
    setup = open_setup(app)
    key(pygame.K_RIGHT)                          # Game: two-handed -> three-handed
    key(pygame.K_RIGHT)                          # -> four-handed (three computers)
    frames(app)
    turn_to(app, setup, 1, "hard")
    turn_to(app, setup, 2, "easy")
    turn_to(app, setup, 3, "hard")
    start(app, setup)
    quit_to_title(app)
    again = open_setup(app)
    assert [p.level for p in again.players[1:]] == ["hard", "easy", "hard"]
    assert again.label_value("player1")[1] == "Computer: Ann, hard"
    # and in the next run of the game
    later = open_setup(make_app())
    assert [p.level for p in later.players[1:]] == ["hard", "easy", "hard"]


def test_couch_players_names_and_levels_come_back(make_app, data_dir: Path):
    fast(data_dir)
    app = make_app()
    setup = open_setup(app, couch=True)
    type_name(app, setup, 0, "Pat")
    type_name(app, setup, 1, "Sam")
    start(app, setup)
    quit_to_title(app)
    again = open_setup(app, couch=True)
    assert [(p.person, p.name) for p in again.players[:2]] == [(True, "Pat"), (True, "Sam")]
    # four-handed: a third person, and a computer at its level
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    frames(app)
    to_row(app, again, "player2")
    key(pygame.K_LEFT)                           # the first computer level, back round to a person
    frames(app)
    for _ in range(len(again.levels)):
        if again.players[2].person:
            break
        key(pygame.K_LEFT)
        frames(app)
    type_name(app, again, 2, "Lee")
    turn_to(app, again, 3, "easy")
    start(app, again)
    later = open_setup(make_app(), couch=True)
    assert [(p.person, p.name) for p in later.players[:3]] == [(True, "Pat"), (True, "Sam"), (True, "Lee")]
    assert (later.players[3].person, later.players[3].level, later.players[3].name) == (False, "easy", "Cy")
    # a New game is not a couch game: its opponent is a computer, whatever the couch had
    solo = open_setup(make_app())
    assert not solo.players[1].person


def test_random_is_not_offered_as_an_opponent(make_app, data_dir: Path):
    app = make_app()
    for couch in (False, True):
        setup = open_setup(app, couch=couch)
        to_row(app, setup, "player1")
        seen = set()
        for _ in range(12):
            key(pygame.K_RIGHT)
            frames(app)
            p = setup.players[1]
            seen.add("person" if p.person else p.level)
        assert seen == ({"person"} if couch else set()) | {"easy", "normal", "hard"}
        key(pygame.K_ESCAPE)
        frames(app)
    # a level remembered from before (or from a test) that is not offered gives the default
    fast(data_dir, computer_levels=["random", "hard", "nonsense"], couch_levels=["", "random"],
         couch_names=["Pat", "Sam"])
    setup = open_setup(make_app())
    assert [p.level for p in setup.players[1:]] == ["normal", "hard", "normal"]
    couch = open_setup(make_app(), couch=True)
    assert couch.players[1].person and couch.players[1].name == "Player 2"


def test_random_stays_for_the_simulation_and_tests():
    from game.ai import LEVELS, OFFERED, make_player
    assert "random" in LEVELS and "random" not in OFFERED
    assert make_player("random", 1).name == "random"


def started_session(app):
    session = getattr(app.stack.top, "session", None)
    assert session is not None and session.table is not None, app.stack.top.name
    return session


def test_three_handed_with_two_computers_and_no_ace_no_face_by_keys(make_app, data_dir: Path):
    """Game: Three-handed, its two opponents at their levels, no ace no face on; Rubbers and
    Defend alone are not three-handed's, so they have no row; the match asked for is that
    one, and the next setup starts from these choices."""
    fast(data_dir)
    app = make_app()
    setup = open_setup(app)
    key(pygame.K_RIGHT)                          # Game: two-handed -> three-handed
    frames(app)
    assert setup.label_value("variant")[1] == "Three-handed"
    assert setup.rows()[-4:] == ["player0", "player1", "player2", "start"]
    assert setup.label_value("player1")[0] == "Opponent on your left"
    assert setup.label_value("player2")[0] == "Opponent on your right"
    assert "rubbers" not in setup.rows() and "defend_alone" not in setup.rows()
    to_row(app, setup, "turned_down_suit_allowed")
    key(pygame.K_DOWN)                           # no Rubbers, no Defend alone: on to No ace, no face
    frames(app)
    assert setup.rows()[setup.focus] == "no_ace_no_face"
    key(pygame.K_RIGHT)                          # on (Enter would go on to the next row)
    frames(app)
    assert setup.label_value("no_ace_no_face")[1] == "On"
    turn_to(app, setup, 1, "easy")
    turn_to(app, setup, 2, "normal")
    o = setup.options()
    assert (o.variant, o.no_ace_no_face, o.defend_alone, o.players) == ("three-handed", True, False, 3)
    start(app, setup)
    session = started_session(app)
    assert session.table.options == o
    assert session.seating.human_seats == (0,) and session.seating.levels == {1: "easy", 2: "normal"}
    quit_to_title(app)
    later = open_setup(make_app())
    assert later.options() == o
    assert [p.level for p in later.players[1:3]] == ["easy", "normal"]


def test_defend_alone_is_a_four_handed_option_changed_with_the_mouse(make_app, data_dir: Path):
    fast(data_dir)
    app = make_app()
    setup = open_setup(app)
    assert "defend_alone" not in setup.rows()                      # two-handed: no such row
    vx = setup.value_x(0)
    for _ in range(len(GAMES)):   # Game's left arrow, round from the last game to Railroad, four-handed
        click(app, (vx - ARROW_DX, setup.row_rect(0).centery))
        frames(app)
        if setup.variant == "four-handed":
            break
    assert setup.variant == "four-handed"
    i = setup.rows().index("defend_alone")
    assert setup.rows()[setup.focus] == "variant"                   # the focus stays on the Game row
    assert setup.label_value("defend_alone") == ("Defend alone (against a lone hand)", "Off")
    click(app, (setup.value_x(i) + ARROW_DX, setup.row_rect(i).centery))   # its right arrow
    frames(app)
    assert setup.rows()[setup.focus] == "defend_alone" and setup.options().defend_alone
    # Another variant leaves it out of the match (and has no row for it); back, it is on again.
    setup.change("variant", -1)
    assert setup.variant == "three-handed" and not setup.options().defend_alone
    assert "defend_alone" not in setup.rows()
    setup.change("variant", 1)
    assert setup.options().defend_alone
    setup.players[1].level = setup.players[2].level = setup.players[3].level = "random"
    start(app, setup)
    o = started_session(app).table.options
    assert (o.variant, o.defend_alone, o.no_ace_no_face) == ("four-handed", True, False)
    assert app.ctx.settings.rules["defend_alone"] is True


def test_couch_three_handed_two_people_and_a_computer(make_app, data_dir: Path):
    """Couch play for three: which seats are people is chosen per row; the session asked for
    has those people at those seats (keyboard only: no 'press A to join')."""
    fast(data_dir)
    app = make_app()
    setup = open_setup(app, couch=True)
    key(pygame.K_RIGHT)                          # three-handed
    frames(app)
    assert [setup.label_value(f"player{i}")[0] for i in range(3)] == ["Player 1", "Player 2", "Player 3"]
    type_name(app, setup, 0, "Pat")
    type_name(app, setup, 1, "Sam")
    turn_to(app, setup, 2, "easy")
    start(app, setup)
    session = started_session(app)
    assert session.table.options.variant == "three-handed"
    assert session.seating.human_seats == (0, 1)
    assert [session.seating.name(i) for i in range(3)] == ["Pat", "Sam", "Bob"]
    assert session.seating.couch
    quit_to_title(app)
    again = open_setup(app, couch=True)
    assert again.variant == "three-handed"
    assert [(p.person, p.name) for p in again.players[:3]] == [(True, "Pat"), (True, "Sam"), (False, "Bob")]
    # three people on the couch
    turn_to(app, again, 2, again.levels[-1])
    to_row(app, again, "player2")
    for _ in range(len(again.levels) + 1):
        if again.players[2].person:
            break
        key(pygame.K_RIGHT)
        frames(app)
    assert again.plan().human_seats == (0, 1, 2)


def test_the_new_rows_on_a_controller(make_app, virtual_pads, data_dir: Path):
    """The d-pad reaches and changes the new rows like the others."""
    from .virtual_pad import DOWN, RIGHT, A
    fast(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    pad.press(A)                                 # New game (Continue is greyed)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    for _ in range(2):
        pad.press(RIGHT)                         # two-handed -> three -> four-handed
    frames(app)
    assert setup.variant == "four-handed"
    for _ in range(setup.rows().index("defend_alone")):
        pad.press(DOWN)
    pad.press(RIGHT)                             # Defend alone on (A goes on to the next row)
    pad.press(DOWN)
    pad.press(RIGHT)                             # No ace, no face on
    frames(app)
    assert setup.rows()[setup.focus] == "no_ace_no_face"
    o = setup.options()
    assert o.defend_alone and o.no_ace_no_face and o.variant == "four-handed"
