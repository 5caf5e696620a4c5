"""Settings persist across apps, are written atomically, and a corrupt file never crashes."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client.drawing import theme
from game.client.scenes.settings import ROWS, SettingsScene
from game.client.settings import Settings, SettingsStore, data_dir

from .conftest import frames, key


def open_settings(app):
    app.stack.push(SettingsScene(app.ctx))
    frames(app)
    return app.stack.top


def test_changes_persist_across_a_new_app(make_app, data_dir: Path):
    app = make_app()
    scene = open_settings(app)
    key(pygame.K_DOWN)          # Four-colour deck
    key(pygame.K_RIGHT)         # toggle on (Enter goes on to the next row)
    for _ in range(3):
        key(pygame.K_DOWN)      # Sound volume
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)          # 80 -> 60
    frames(app)
    assert scene.focus == scene.index_of("volume")
    saved = json.loads((data_dir / "settings.json").read_text())
    assert saved["four_colour"] is True and saved["volume"] == 60
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]   # no temp files left
    again = make_app()
    assert again.ctx.settings.four_colour is True
    assert again.ctx.settings.volume == 60
    assert again.ctx.notices == []


def test_player_name_is_typed_and_saved(make_app, data_dir: Path):
    app = make_app()
    scene = open_settings(app)
    for _ in range(6):
        key(pygame.K_DOWN)      # Player name
    key(pygame.K_RETURN)
    frames(app)
    assert scene.editing and app.mapper.text_mode
    for _ in range(6):
        key(pygame.K_BACKSPACE)     # erase "Player" (not "back" while typing)
    for ch in "Ana":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(pygame.K_h)                 # no hint while typing; text comes from TEXTINPUT only
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, SettingsScene) and not scene.editing
    assert json.loads((data_dir / "settings.json").read_text())["player_name"] == "Ana"
    assert make_app().ctx.settings.player_name == "Ana"


def test_corrupt_file_gives_defaults_a_message_and_is_moved_aside(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text("{ this is not json", encoding="utf-8")
    app = make_app()
    assert app.ctx.settings == Settings()
    assert app.ctx.notices and "damaged" in app.ctx.notices[0]
    names = sorted(p.name for p in data_dir.iterdir())
    assert "settings.json" not in names
    assert len(names) == 1 and names[0].startswith("settings.corrupt-") and names[0].endswith(".json")
    assert (data_dir / names[0]).read_text() == "{ this is not json"
    frames(app)
    # The message is on screen: the warning banner at the top of the title.
    from game.client.scenes.title import NOTICE_RECT
    y = NOTICE_RECT.bottom - 1
    banner = {tuple(app.logical.get_at((x, y)))[:3] for x in range(NOTICE_RECT.x + 30, NOTICE_RECT.right - 30)}
    assert theme.WARNING in banner   # the banner's edge
    inside = [tuple(app.logical.get_at((x, y - 26)))[:3] for x in range(NOTICE_RECT.x + 10, NOTICE_RECT.right - 10)]
    assert any(c[0] > 200 and c[1] > 160 and c[2] < 160 for c in inside)   # warning-coloured text
    # It goes away by itself after a while.
    frames(app, 130, 0.1)
    assert app.ctx.notices == []


def test_wrong_types_fall_back_per_field(data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps(
        {"four_colour": "yes", "volume": 250, "animation_speed": "warp", "player_name": "Bo", "extra": 1}))
    store = SettingsStore(data_dir)
    s = store.load()
    assert s.four_colour is False and s.volume == 100 and s.animation_speed == "normal"
    assert s.player_name == "Bo" and store.message is None


def test_non_object_json_is_corrupt(data_dir: Path):
    (data_dir / "settings.json").write_text("[1, 2]")
    store = SettingsStore(data_dir)
    assert store.load() == Settings() and store.message


def test_data_dir_resolution(tmp_path: Path):
    assert data_dir({"EUCHRE_DATA_DIR": str(tmp_path)}) == tmp_path
    assert data_dir({"XDG_DATA_HOME": "/x/share"}) == Path("/x/share/euchre")
    assert data_dir({}) == Path.home() / ".local" / "share" / "euchre"


def test_mouse_clicks_on_value_arrows(make_app, data_dir: Path):
    app = make_app((960, 600))
    scene = open_settings(app)
    i = scene.index_of("volume")
    left, right = scene.arrow_rects(i)
    from .conftest import click
    click(app, right.center)
    frames(app)
    assert app.ctx.settings.volume == 90 and scene.focus == i
    click(app, left.center)
    click(app, left.center)
    frames(app)
    assert json.loads((data_dir / "settings.json").read_text())["volume"] == 70
    click(app, scene.row_rect(scene.index_of("back")).center)
    frames(app)
    assert not isinstance(app.stack.top, SettingsScene)


def test_app_uses_euchre_data_dir(monkeypatch, tmp_path: Path):
    from game.client.app import App
    monkeypatch.setenv("EUCHRE_DATA_DIR", str(tmp_path / "elsewhere"))
    app = App((640, 360))
    assert app.ctx.store.path == tmp_path / "elsewhere" / "settings.json"
    app.ctx.change_settings(app.ctx.settings.with_(muted=True))
    assert json.loads((tmp_path / "elsewhere" / "settings.json").read_text())["muted"] is True


def test_animation_time_follows_speed_and_reduced_motion():
    s = Settings()
    assert s.animation_time(0.5) == 0.5
    fast, slow = s.with_(animation_speed="fast"), s.with_(animation_speed="slow")
    assert fast.animation_time(0.5) < 0.5 < slow.animation_time(0.5)
    assert s.with_(reduced_motion=True).animation_time(0.5) == 0.0


def test_footer_names_what_enter_does_on_the_focused_row(make_app):
    app = make_app()
    scene = open_settings(app)
    seen = {}
    for _ in range(len(ROWS)):   # every row once
        seen[scene.focus] = scene._hint()
        key(pygame.K_DOWN)
        frames(app)
    words = {k: seen[scene.index_of(k)] for k in ("animation_speed", "four_colour", "volume", "player_name", "back")}
    for value in ("animation_speed", "four_colour", "volume"):   # Enter goes on; Left/Right change
        assert "Enter next" in words[value] and "Left/Right change" in words[value]
    assert "Enter type your name" in words["player_name"] and "Left/Right" not in words["player_name"]
    assert "Enter back" in words["back"] and "toggle" not in words["back"]
    scene.focus = scene.index_of("player_name")
    key(pygame.K_RETURN)
    frames(app)
    assert scene._hint() == "Type a name  ·  Enter keep it  ·  Esc cancel"


def test_who_can_join_defaults_to_this_network_and_old_files_follow(data_dir: Path):
    from game.client.scenes.lobby import lan_plan
    from net.discovery import EVERY_INTERFACE

    fresh = SettingsStore(data_dir).load()
    assert fresh.lan_reach == "network"
    assert lan_plan(fresh) == type(lan_plan(fresh))("0.0.0.0", EVERY_INTERFACE, "")
    # A file written before the setting existed held the old defaults (this machine only):
    # never the player's choice, so the new default is taken.
    (data_dir / "settings.json").write_text(json.dumps({"lan_bind": "127.0.0.1",
                                                        "lan_beacon": "127.0.0.1"}))
    old = SettingsStore(data_dir).load()
    assert (old.lan_reach, old.lan_bind, old.lan_beacon) == ("network", "", "")
    # An address typed in by hand keeps working.
    (data_dir / "settings.json").write_text(json.dumps({"lan_bind": "192.168.7.2",
                                                        "lan_beacon": "192.168.7.255"}))
    typed = SettingsStore(data_dir).load()
    assert (lan_plan(typed).bind, lan_plan(typed).announce) == ("192.168.7.2", "192.168.7.255")
    machine = typed.with_(lan_reach="machine", lan_bind="", lan_beacon="")
    assert lan_plan(machine) == type(lan_plan(machine))("127.0.0.1", "127.0.0.1", "127.0.0.1")
    (data_dir / "settings.json").write_text(json.dumps({"lan_reach": "everywhere"}))
    assert SettingsStore(data_dir).load().lan_reach == "network"


def test_who_can_join_is_changed_on_the_settings_screen_and_saved(make_app, data_dir: Path):
    app = make_app(first_scene=lambda ctx: SettingsScene(ctx))
    scene = app.stack.top
    for _ in range(scene.index_of("lan_reach")):
        key(pygame.K_DOWN)
    key(pygame.K_RIGHT)
    frames(app)
    assert app.ctx.settings.lan_reach == "machine"
    assert json.loads((data_dir / "settings.json").read_text())["lan_reach"] == "machine"
    app.render()


def test_default_rules_take_three_handed_and_the_house_rules(data_dir: Path):
    """The remembered rules know three-handed, defend alone and no ace, no face; a value that
    makes no sense falls back to the game's default, never crashes."""
    from game.rules import Options  # what the settings hold always makes a valid match
    store = SettingsStore(data_dir)
    chosen = Settings().with_(rules_variant="three-handed", rules={"no_ace_no_face": True})
    store.save(chosen)
    assert json.loads((data_dir / "settings.json").read_text())["rules"] == {"no_ace_no_face": True}
    assert SettingsStore(data_dir).load() == chosen
    # nonsense: an unknown game, options that are not true/false, an unknown option, a deck
    # there is none of, defend alone and rubbers in a game that has no partners
    for bad, expect in (
            ({"rules_variant": "five-handed", "rules": {"defend_alone": True}}, ("two-handed", {})),
            ({"rules": {"no_ace_no_face": "yes", "defend_alone": 1, "trumps": 2, "deck": 30}},
             ("two-handed", {})),
            ({"rules": ["deck", 32]}, ("two-handed", {})),
            ({"rules_variant": "three-handed", "rules": {"defend_alone": True, "rubbers": True,
                                                         "no_ace_no_face": True, "target": 7}},
             ("three-handed", {"no_ace_no_face": True, "target": 7}))):
        (data_dir / "settings.json").write_text(json.dumps(bad), encoding="utf-8")
        store = SettingsStore(data_dir)
        s = store.load()
        assert (s.rules_variant, s.rules) == expect, bad
        assert store.message is None
        Options(variant=s.rules_variant, **s.rules)
    # and a four-handed file keeps defend alone
    (data_dir / "settings.json").write_text(json.dumps({"rules_variant": "four-handed",
                                                        "rules": {"defend_alone": True}}), encoding="utf-8")
    assert SettingsStore(data_dir).load().rules == {"defend_alone": True}


def test_an_old_settings_file_keeps_the_players_rules(data_dir: Path):
    """A file from before the rules were one mapping kept each in a field of its own
    (rules_deck, rules_stick...): the player's rules are read from those; a wrong one, or one
    of another game, falls back to the game's default."""
    from game.client.scenes.rule_rows import RuleChoice
    old = {"player_name": "Ann", "rules_variant": "four-handed", "rules_deck": 32, "rules_target": 7,
           "rules_stick": True, "rules_turned_down": True, "rules_rubbers": True,
           "rules_defend_alone": True, "rules_no_ace_no_face": True}
    (data_dir / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    s = SettingsStore(data_dir).load()
    assert s.player_name == "Ann" and s.rules_variant == "four-handed"
    o = RuleChoice.from_settings(s).options()
    assert (o.variant, o.deck, o.target, o.stick_the_dealer, o.turned_down_suit_allowed, o.rubbers,
            o.defend_alone, o.no_ace_no_face) == ("four-handed", 32, 7, True, True, True, True, True)
    # written again, the file holds the new form only
    SettingsStore(data_dir).save(s)
    again = json.loads((data_dir / "settings.json").read_text())
    assert not any(k.startswith("rules_") and k != "rules_variant" for k in again)
    assert SettingsStore(data_dir).load() == s
    # an old two-handed file: rubbers was four-handed only; a target of 8 never was
    old = {"rules_variant": "two-handed", "rules_rubbers": True, "rules_target": 8, "rules_deck": 25}
    (data_dir / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    assert SettingsStore(data_dir).load().rules == {"deck": 25}


def test_full_screen_from_a_controller_is_a_setting_kept_for_next_time(make_app, virtual_pads, data_dir: Path):
    from .virtual_pad import DOWN, RIGHT
    app = make_app()
    pad = virtual_pads()
    scene = open_settings(app)
    assert "Full screen" in [r.label for r in ROWS]
    while ROWS[scene.focus].key != "fullscreen":
        pad.press(DOWN)
        frames(app)
    pad.press(RIGHT)                    # (A on a value row goes on to the next row)
    frames(app)
    assert app.fullscreen and app.ctx.settings.fullscreen
    assert json.loads((data_dir / "settings.json").read_text())["fullscreen"] is True
    # The window changed under a resting pointer: SDL tells where it now is, a "motion" of
    # nothing (here over the volume row), which must not take the focus from the pad's row.
    still = app.viewport.to_window(scene.row_rect(scene.index_of("volume")).center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=still, rel=(0, 0), buttons=(0, 0, 0)))
    pad.press(RIGHT)                    # so Right turns full screen off again
    frames(app)
    assert not app.fullscreen and ROWS[scene.focus].key == "fullscreen"
    pad.press(RIGHT)
    frames(app)
    again = make_app()                  # opens full screen, as left
    assert again.fullscreen
    key(pygame.K_F11)                   # F11 switches back, and the setting follows
    frames(again)
    assert not again.fullscreen and not again.ctx.settings.fullscreen
    assert json.loads((data_dir / "settings.json").read_text())["fullscreen"] is False


def test_fullscreen_on_the_command_line_opens_the_window_full_screen(monkeypatch):
    import game.client.app
    from game import cli
    made: list[dict] = []

    class Window:
        def __init__(self, *args, **kw) -> None:
            made.append(kw)

        def run(self) -> None:
            pass

    monkeypatch.setattr(game.client.app, "App", Window)
    assert cli.main(["--fullscreen"]) == 0
    assert cli.main([]) == 0
    assert cli.main(["--lang", "mk"]) == 0    # the language for this run (None: the setting's)
    assert made == [{"fullscreen": True, "language": None}, {"fullscreen": False, "language": None},
                    {"fullscreen": False, "language": "mk"}]
