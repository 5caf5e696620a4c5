"""Statistics (issue 22, item 7): renaming yourself offers to carry your statistics to the new
name; a match given up for a new one is counted, as lost; two-handed shows no rows that only
other games have; the chart says how to read it. Through the App with real key presses."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client import ui
from game.client.scenes.settings import SettingsScene
from game.client.scenes.stats import StatsScene
from game.client.scenes.title import TitleScene
from game.stats import ProfileStats, StatsStore, standing

from .conftest import frames, key

HAND = {"maker_side": 0, "maker": 0, "result": "made", "alone": False}


def some_history(app, name: str = "Player") -> None:
    stats = app.ctx.stats
    for _ in range(3):
        stats.record_hand(name, 0, HAND)
    stats.record_match(name, "two-handed", "hard", True, 10, 6)
    stats.save()


def type_my_name(app, name: str) -> SettingsScene:
    """Settings from the title menu, then Player name: erase it, type ``name``, Enter."""
    title = app.stack.top
    title.menu.focus = title.menu.index_of("settings")
    key(pygame.K_RETURN)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    while scene.focus != scene.index_of("player_name"):
        key(pygame.K_DOWN)
        frames(app)
    key(pygame.K_RETURN)
    frames(app)
    assert scene.editing
    for _ in range(20):
        key(pygame.K_BACKSPACE)
    for ch in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(pygame.K_RETURN)
    frames(app, 2)
    return scene


def test_renaming_yourself_offers_to_carry_your_statistics_over(make_app, data_dir: Path):
    app = make_app()
    some_history(app)
    settings = type_my_name(app, "Ana")
    ask = app.stack.top
    assert ask.name == "ask" and ask.title == "Keep your statistics?"
    assert ask.menu.items[ask.menu.focus].key == "carry"      # the default: your history goes with you
    assert any("1 match and 3 hands" in line for line in ask.lines)
    assert app.ctx.settings.player_name == "Player"           # nothing changes until answered
    key(pygame.K_RETURN)                                      # Carry over to Ana
    frames(app)
    assert app.stack.top is settings and app.ctx.settings.player_name == "Ana"
    again = StatsStore(data_dir)                              # saved, as a new run reads it
    assert "Player" not in again.profiles
    ana = again.profile("Ana")
    assert (ana.hands, ana.played(), ana.won()) == (3, 1, 1)
    key(pygame.K_ESCAPE)                                      # Settings -> title; S: Ana's figures
    frames(app)
    key(pygame.K_s)
    frames(app)
    stats = app.stack.top
    assert isinstance(stats, StatsScene) and stats.names == ["Ana"] and stats.profile.hands == 3


def test_start_fresh_leaves_the_old_name_its_statistics_and_back_keeps_the_name(make_app, data_dir: Path):
    app = make_app()
    some_history(app)
    type_my_name(app, "Ana")
    key(pygame.K_ESCAPE)                                      # Back: keep the name Player
    frames(app)
    assert app.stack.top.name == "settings" and app.ctx.settings.player_name == "Player"
    settings = app.stack.top
    app.stack.reset(TitleScene(app.ctx))
    frames(app)
    type_my_name(app, "Ana")
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                                      # Start fresh
    frames(app)
    assert app.ctx.settings.player_name == "Ana"
    again = StatsStore(data_dir)
    assert again.profile("Player").hands == 3 and "Ana" not in again.profiles
    assert settings is not app.stack.top


def test_a_name_with_no_statistics_is_changed_without_a_question(make_app, data_dir: Path):
    app = make_app()
    settings = type_my_name(app, "Ana")
    assert app.stack.top is settings and app.ctx.settings.player_name == "Ana"


def test_your_name_typed_in_a_new_game_is_renaming_yourself_too(make_app, data_dir: Path):
    app = make_app()
    some_history(app)
    title = app.stack.top
    title.menu.focus = title.menu.index_of("new")
    key(pygame.K_RETURN)
    frames(app)
    setup = app.stack.top
    while setup.rows()[setup.focus] != "player0":
        key(pygame.K_DOWN)
        frames(app)
    key(pygame.K_RETURN)
    for _ in range(20):
        key(pygame.K_BACKSPACE)
    for ch in "Ana":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top.name == "ask"
    key(pygame.K_RETURN)                                      # Carry over
    frames(app)
    assert app.stack.top is setup and setup.players[0].name == "Ana"
    assert app.ctx.settings.player_name == "Ana" and app.ctx.stats.profile("Ana").hands == 3


def test_the_store_carries_one_name_into_another(tmp_path: Path):
    a, b = ProfileStats(), ProfileStats()
    a.matches, a.wins, a.given_up, a.points = {"two-handed/hard": 2}, {"two-handed/hard": 1}, \
        {"two-handed/hard": 1}, {"two-handed": 14}
    a.placings, a.hands, a.lone_tried = {"three-handed": [1, 0, 2]}, 7, 1
    a.recent = [{"won": True, "us": 10, "them": 4, "variant": "two-handed"}]
    b.matches, b.points, b.placings, b.hands = {"two-handed/hard": 1, "four-handed/easy": 1}, \
        {"two-handed": 3}, {"three-handed": [0, 1, 0]}, 4
    b.recent = [{"won": False, "us": 3, "them": 10, "variant": "two-handed"}]
    store = StatsStore(tmp_path)
    store.profiles = {"Old": a, "New": b}
    store.carry("Old", "New")
    store.save()
    p = StatsStore(tmp_path).profiles                          # as saved
    assert set(p) == {"New"}
    n = p["New"]
    assert n.matches == {"two-handed/hard": 3, "four-handed/easy": 1} and n.wins == {"two-handed/hard": 1}
    assert n.given_up == {"two-handed/hard": 1} and n.points == {"two-handed": 17}
    assert n.placings == {"three-handed": [1, 1, 2]} and (n.hands, n.lone_tried) == (11, 1)
    assert [r["us"] for r in n.recent] == [3, 10]                 # the carried results count as the later


def test_a_match_given_up_for_a_new_one_counts_as_played_and_lost(make_app, data_dir: Path):
    from .test_focus_keys import open_setup
    from .test_saved_match import a_saved_match
    app, _saved, _ = a_saved_match(make_app, data_dir)          # Dana and Eli, on the couch, at hand 2
    before = StatsStore(data_dir).profile("Dana")
    assert before.hands >= 1 and before.played() == 0           # its hands counted, the match not yet
    setup = open_setup(app)
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top.name == "replace-save"
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                                        # Start a new match
    frames(app, 2)
    after = StatsStore(data_dir)
    for name in ("Dana", "Eli"):
        p = after.profile(name)
        assert p.matches == {"four-handed/random": 1} and p.given_up == {"four-handed/random": 1}
        assert p.won() == 0 and p.recent[-1]["given_up"] and not p.recent[-1]["won"]
        assert p.hands == before.hands
    assert after.profile("Fay").played() == 0                   # a computer counts for nobody


def drawn(app, monkeypatch) -> list[str]:
    """Every piece of text the top scenes draw."""
    seen: list[str] = []
    real = ui.text

    def text(surface, fonts, s, *a, **kw):
        seen.append(s)
        return real(surface, fonts, s, *a, **kw)
    monkeypatch.setattr(ui, "text", text)
    app.render()
    monkeypatch.setattr(ui, "text", real)
    return seen


def test_two_handed_statistics_show_only_rows_that_apply(make_app, data_dir: Path, monkeypatch):
    app = make_app()
    stats = app.ctx.stats
    some_history(app)
    stats.record_match("Player", "two-handed", "normal", False, 4, 10)
    key(pygame.K_s)
    frames(app)
    assert isinstance(app.stack.top, StatsScene)
    words = drawn(app, monkeypatch)
    assert "1st / 2nd / 3rd" not in words                     # placings: three-handed only
    assert "Lone hands tried / made" not in words             # going alone: four-handed only
    assert "Hands played" in words
    # The chart says how to read it, on itself and beneath.
    assert "Your last 2 matches" in words and {"won", "lost", "oldest → latest"} <= set(words)
    assert "the more points between you and the best other score" in " ".join(words)
    # A three-handed and a four-handed match bring their rows.
    stats.record_match("Player", "three-handed", "easy/normal", True, *standing((7, 3, 5), 0))
    stats.record_match("Player", "four-handed", "hard", True, 10, 8)
    words = drawn(app, monkeypatch)
    assert "1st / 2nd / 3rd" in words and "Lone hands tried / made" in words


def test_given_up_matches_are_shown_with_their_rule(make_app, data_dir: Path, monkeypatch):
    app = make_app()
    app.ctx.stats.record_match("Player", "two-handed", "hard", True, 10, 6)
    app.ctx.stats.record_match("Player", "two-handed", "hard", False, 3, 5, given_up=True)
    key(pygame.K_s)
    frames(app)
    words = drawn(app, monkeypatch)
    assert "Matches: won 1 of 2" in words
    assert "1 given up for a new match, counted as lost" in words
    assert "1 won, 1 lost (1 of them given up)" in words
    assert "An outlined bar: a match given up for a new one." in words
    json.dumps(app.ctx.stats.profile("Player").to_json())     # kept as plain JSON


def test_your_saved_match_goes_on_under_your_new_name(make_app, data_dir: Path):
    """Renamed after saving a match against the computer: Continue plays it as the new name,
    and giving it up counts for the new name too."""
    from .test_focus_keys import open_setup
    from .test_saved_match import a_saved_match, continue_it
    app, _saved, where = a_saved_match(make_app, data_dir, couch=False)   # its person was "You"
    type_my_name(app, "Ana")
    key(pygame.K_ESCAPE)
    frames(app)
    title = app.stack.top
    title.menu.focus = title.menu.index_of("continue")
    session = continue_it(app, where)
    assert session.name(0) == "Ana"
    app.stack.reset(TitleScene(app.ctx))
    session.close()
    frames(app)
    setup = open_setup(app)
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                                        # Start a new match
    frames(app, 2)
    after = StatsStore(data_dir)
    assert after.profile("Ana").abandoned() == 1 and after.profile("You").played() == 0


def test_the_default_name_is_said_in_the_language_and_a_typed_one_never(make_app):
    """A player who has not set a name is "Player" in the language spoken (Settings, a New
    game's row, the statistics), kept as the one default whatever the language: leaving the
    name as it was shown changes nothing. A name typed is shown as typed."""
    from game.client.drawing import fonts as font_module
    from game.client.scenes.setup import SetupScene
    from game.client.scenes.stats import StatsScene
    from game.client.text import translate
    try:
        app = make_app(language="fi")
        some_history(app)
        settings = type_my_name(app, "Pelaaja")            # the default, left as it was shown
        assert app.stack.top is settings and app.ctx.settings.player_name == "Player"
        font_module.SHOWN = []
        frames(app)
        assert "Pelaaja" in font_module.SHOWN and "Player" not in font_module.SHOWN
        app.stack.reset(SetupScene(app.ctx))
        assert app.stack.top.label_value("player0") == ("Sinä", "Pelaaja")
        app.stack.reset(StatsScene(app.ctx))
        font_module.SHOWN = []
        frames(app)
        assert "Tilastot: Pelaaja" in font_module.SHOWN
        app.stack.reset(app.ctx.scene("title"))
        frames(app)
        type_my_name(app, "Player Two")                    # typed: as typed in every language
        assert app.stack.top.name == "ask"                 # the default's statistics, to carry over
        key(pygame.K_RETURN)
        frames(app, 2)
        assert app.ctx.settings.player_name == "Player Two"
        app.stack.reset(SetupScene(app.ctx))
        assert app.stack.top.label_value("player0") == ("Sinä", "Player Two")
    finally:
        font_module.SHOWN = None
        translate.use("en")
