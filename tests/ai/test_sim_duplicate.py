"""The --sim --duplicate command line: its figures, determinism and errors."""
from __future__ import annotations

import json

import pytest

from game.cli import main


def _run(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_duplicate_json_fields_and_determinism(capsys) -> None:
    args = ("--sim", "3", "--duplicate", "--players", "easy,random", "--json", "--seed", "4")
    a = _run(capsys, *args)
    b = _run(capsys, *args)
    for key in ("points_per_hand_diff", "points_per_hand_diff_ci95", "decision_ms",
                "match_wins", "points_per_hand", "hands", "matches"):
        assert key in a
    assert a["matches"] == 6 and sum(a["match_wins"]) == 6
    assert set(a["decision_ms"]) == {"p50", "p95", "max"}
    lo, hi = a["points_per_hand_diff_ci95"]
    assert lo <= a["points_per_hand_diff"] <= hi
    assert a["points_per_hand_diff"] == pytest.approx(
        a["points_per_hand"][0] - a["points_per_hand"][1], abs=2e-4)
    a.pop("decision_ms")
    b.pop("decision_ms")
    assert a == b


def test_duplicate_swaps_the_sides(capsys) -> None:
    # The same level on both sides: every deal sequence is played from both chairs, so
    # the difference is exactly zero.
    j = _run(capsys, "--sim", "2", "--duplicate", "--players", "normal,normal", "--json",
             "--variant", "four-handed")
    assert j["points_per_hand_diff"] == 0
    assert j["match_wins"] == [2, 2]


def test_plain_sim_output_unchanged_and_deterministic(capsys) -> None:
    args = ("--sim", "2", "--players", "random,easy", "--json")
    a = _run(capsys, *args)
    assert "decision_ms" not in a
    assert a == _run(capsys, *args)


@pytest.mark.parametrize("argv", [["--duplicate"], ["--sim", "1", "--players", "hard,wizard"],
                                  ["--sim", "1", "--players", "hard"],
                                  ["--sim", "1", "--players", "hard,hard,hard"],
                                  ["--sim", "1", "--variant", "three-handed", "--players",
                                   "hard,hard"]])
def test_errors_are_one_line_with_exit_2(capsys, argv) -> None:
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error" in err


def test_three_handed_duplicate_counts_for_each_player(capsys) -> None:
    j = _run(capsys, "--sim", "3", "--duplicate", "--players", "normal,random,random", "--json",
             "--variant", "three-handed", "--seed", "1")
    assert j["players"] == ["normal", "random", "random"] and j["matches"] == 9
    assert len(j["points_per_hand"]) == len(j["match_wins"]) == 3 and sum(j["match_wins"]) == 9
    a, b, c = j["points_per_hand"]
    assert j["points_per_hand_diff"] == pytest.approx(a - (b + c) / 2, abs=2e-4)
    assert j["points_per_hand_diff"] > 0 and j["match_win_rate"] > 1 / 3


def test_three_handed_duplicate_summary_names_the_three_players(capsys) -> None:
    assert main(["--sim", "1", "--duplicate", "--players", "easy,normal,random",
                 "--variant", "three-handed"]) == 0
    out = capsys.readouterr().out
    assert "easy (A)" in out and "normal (B)" in out and "random (C)" in out
    assert "A - the mean of B and C" in out
