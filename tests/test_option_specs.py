"""Every place a rule option shows up is made from its spec (game.rules.options.SPECS): the
command line, the setup and lobby rows, the remembered rules, the rules line, the headless
rules line and the beacon. Each check walks SPECS and the games, so an option added to SPECS
(with its Options field) is checked here with no edit, and would fail here if a place left
it out."""
from __future__ import annotations

import pytest

from game.cli import build_parser, options_from
from game.client.scenes.rule_rows import RULE_KEYS, RuleChoice, remember_rules, rules_words
from game.client.settings import Settings, SettingsStore
from game.rules import GAMES, Options
from game.rules import game as game_of
from game.rules.options import SPECS
from net.discovery import beacon, parse_beacon
from net.headless import rules_line

# (game, spec, value): every value of every option in every game that takes it, but the
# game's default (which every place shows without being told)
CHOICES = [(g.key, spec, v) for g in GAMES for spec in SPECS if spec.applies(g.key)
           for v in spec.values_for(g.key)[1:]]


def ids(choice) -> str:
    game, spec, value = choice
    return f"{game}-{spec.key}-{value}"


def test_every_option_with_a_flag_has_one_and_the_others_none():
    parser = build_parser()
    flags = {s for a in parser._actions for s in a.option_strings}
    for spec in SPECS:
        flag = "--" + spec.key.replace("_", "-")
        assert (flag in flags) == spec.flag, spec.key
        if spec.boolean and spec.flag:
            assert "--no-" + flag[2:] in flags, spec.key


@pytest.mark.parametrize("choice", [c for c in CHOICES if c[1].flag], ids=ids)
def test_the_command_line_takes_each_value(choice):
    game, spec, value = choice
    parser = build_parser()
    flag = "--" + spec.key.replace("_", "-")
    args = ["--variant", game] + ([flag] if value is True else [f"--no-{flag[2:]}"]
                                  if value is False else [flag, str(value)])
    o = options_from(parser.parse_args(args), parser)
    assert getattr(o, spec.key) == value
    assert o == Options(variant=game, **{spec.key: value})   # and nothing else changed
    if spec.boolean:   # "--no-ace-no-face" is on; "--no-no-ace-no-face" off
        off = options_from(parser.parse_args(["--variant", game, f"--no-{flag[2:]}"]), parser)
        assert getattr(off, spec.key) is False


def test_the_rows_are_the_specs_with_a_row_in_order():
    assert RULE_KEYS == tuple(s.key for s in SPECS if s.row)


@pytest.mark.parametrize("game", [g.key for g in GAMES])
def test_a_game_has_a_row_for_each_option_it_takes_and_none_other(game):
    rules = RuleChoice(game)
    assert rules.row_keys() == tuple(s.key for s in SPECS if s.row and s.applies(game))
    for spec in (s for s in SPECS if s.row and not s.applies(game)):   # no row: and no change
        rules.change(spec.key, 1)
        assert getattr(rules.options(), spec.key) == spec.default_for(game)


@pytest.mark.parametrize("game", [g.key for g in GAMES])
def test_each_row_shows_and_cycles_its_specs_values(game):
    for key in RuleChoice(game).row_keys():
        spec = SPECS[[s.key for s in SPECS].index(key)]
        rules = RuleChoice(game)
        seen = []
        for _ in spec.values_for(game):
            v = getattr(rules.options(), spec.key)
            assert rules.label_value(spec.key) == (spec.label, spec.words[v])
            seen.append(v)
            rules.change(spec.key, 1)
        assert tuple(seen) == spec.values_for(game)      # every value, the default first
        assert getattr(rules.options(), spec.key) == seen[0]   # and round again
        rules.change(spec.key, -1)
        assert getattr(rules.options(), spec.key) == seen[-1]


@pytest.mark.parametrize("choice", [c for c in CHOICES if game_of(c[0]).on_screen], ids=ids)
def test_the_settings_remember_each_value(choice, tmp_path):
    """Of every game the client offers (``Game.on_screen``)."""
    game, spec, value = choice
    o = Options(variant=game, **{spec.key: value})
    store = SettingsStore(tmp_path)
    store.save(remember_rules(Settings(), o))
    s = SettingsStore(tmp_path).load()
    assert store.message is None and RuleChoice.from_settings(s).options() == o


@pytest.mark.parametrize("choice", [c for c in CHOICES if c[1].said is not None], ids=ids)
def test_the_rules_lines_say_each_option_as_its_spec_says(choice):
    game, spec, value = choice
    o = Options(variant=game, **{spec.key: value})
    if value is False:   # on by default in this game (Railroad's): said while on, not off
        on = spec.says(True)
        assert spec.says(False) is None and on is not None
        assert on in rules_words(Options(variant=game)).split(" · ")
        assert on not in rules_words(o).split(" · ")
        return
    words = spec.says(value)
    assert words is not None and words in rules_words(o).split(" · ")
    if spec.key != "target":   # the headless line says "to 10"
        assert words.replace(",", "") in rules_line(o).split(", ")
    if spec.boolean:   # an on/off option is said only when on
        assert words not in rules_words(Options(variant=game)).split(" · ")


@pytest.mark.parametrize("choice", CHOICES, ids=ids)
def test_a_beacon_carries_each_value(choice):
    game, spec, value = choice
    o = Options(variant=game, **{spec.key: value})
    data = beacon("Ann's table", 47100, game, 1, False, options=o.to_dict())
    heard = parse_beacon(data, "127.0.0.1", 0.0)
    assert heard is not None and heard.options == o
