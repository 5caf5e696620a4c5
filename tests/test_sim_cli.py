"""The headless simulation command: python main.py --sim N ..."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def sim(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "--sim", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("variant, extra", [
    ("two-handed", ["--deck", "25", "--target", "5", "--players", "normal,easy"]),
    ("four-handed", ["--rubbers", "--stick-the-dealer", "--deck", "32",
                     "--players", "normal,normal"]),
])
def test_sim_json_has_the_promised_fields_and_the_same_seed_gives_the_same_output(variant, extra):
    args = ["6", "--variant", variant, "--seed", "3", "--json", *extra]
    a, b = sim(*args), sim(*args)
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout
    out = json.loads(a.stdout)
    for key in ("variant", "matches", "hands", "match_wins", "points_per_hand",
                "euchre_rate", "march_rate", "lone_hands"):
        assert key in out
    assert out["variant"] == variant and out["matches"] == 6 and sum(out["match_wins"]) == 6
    assert out["hands"] >= 6 and len(out["points_per_hand"]) == 2
    assert "6/6" in a.stderr  # the progress bar reached the end
    if variant == "two-handed":
        assert out["lone_hands"] == 0


def test_sim_with_the_strongest_players_is_reproducible_from_the_seed():
    args = ["1", "--variant", "four-handed", "--target", "5", "--seed", "4", "--json"]
    a, b = sim(*args), sim(*args)
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout and json.loads(a.stdout)["hands"] >= 3


def test_sim_different_seeds_differ_and_summary_is_readable():
    a = sim("4", "--seed", "1", "--players", "normal,normal")
    b = sim("4", "--seed", "2", "--players", "normal,normal")
    assert a.returncode == 0 and "match wins" in a.stdout and a.stdout != b.stdout


@pytest.mark.parametrize("args, message", [
    (["0"], "at least 1"),
    (["x"], "whole number"),
    (["3", "--rubbers"], "four-handed"),
    (["3", "--deck", "30"], "invalid choice"),
    (["3", "--players", "random"], "two levels"),
    (["3", "--jobs", "0"], "at least 1"),
])
def test_sim_bad_arguments_give_one_line_and_exit_code_2(args, message):
    r = sim(*args)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


@pytest.mark.parametrize("extra", [[], ["--duplicate", "--variant", "four-handed"]])
def test_sim_in_two_processes_gives_the_same_figures_as_in_one(extra):
    args = ["6", "--seed", "5", "--players", "normal,easy", "--json", *extra]
    one, two = sim(*args), sim(*args, "--jobs", "2")
    assert one.returncode == 0 and two.returncode == 0, two.stderr
    a, b = json.loads(one.stdout), json.loads(two.stdout)
    a.pop("decision_ms", None), b.pop("decision_ms", None)  # clock readings differ
    assert a == b and a["matches"] == (12 if extra else 6)
    assert "6/6" in two.stderr


def test_jobs_without_sim_is_refused():
    r = subprocess.run([sys.executable, "main.py", "--jobs", "2"], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "--jobs needs --sim" in r.stderr.strip().splitlines()[-1]
