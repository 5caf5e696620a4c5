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
    ("three-handed", ["--deck", "25", "--players", "normal,easy,random"]),
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
    sides = 3 if variant == "three-handed" else 2   # three-handed: each player for himself
    assert out["hands"] >= 6 and len(out["points_per_hand"]) == len(out["match_wins"]) == sides
    assert "6/6" in a.stderr  # the progress bar reached the end
    if variant != "four-handed":
        assert out["lone_hands"] == 0   # no going alone in two- and three-handed euchre


def test_three_handed_sim_gives_each_player_his_points_per_hand():
    a = sim("8", "--variant", "three-handed", "--seed", "2", "--players", "normal,random,normal",
            "--json")
    assert a.returncode == 0, a.stderr
    out = json.loads(a.stdout)
    with_two = sim("8", "--seed", "2", "--players", "normal,random", "--json")
    assert set(out) == set(json.loads(with_two.stdout))   # the same keys as the others
    normal0, rand, normal2 = out["points_per_hand"]
    assert rand < min(normal0, normal2)      # the random player at seat 1 scores least
    # a euchre scores 2 to each defender: the points per hand add up to more than a side's
    assert sum(out["points_per_hand"]) > 1.0 and out["euchre_rate"] > 0
    text = sim("2", "--variant", "three-handed", "--players", "easy,easy,easy")
    assert text.returncode == 0 and "player 2" in text.stdout


def test_the_house_rule_flags_reach_the_simulation():
    a = sim("10", "--variant", "four-handed", "--defend-alone", "--no-ace-no-face", "--seed", "1",
            "--players", "random,random", "--json")
    assert a.returncode == 0, a.stderr
    out = json.loads(a.stdout)
    # random players go alone often, and half the time defend alone against it
    assert out["lone_hands"] > 0 and out["lone_defences"] > 0
    assert out["lone_defences_won"] <= out["lone_defences"]
    plain = json.loads(sim("10", "--variant", "four-handed", "--seed", "1", "--players",
                           "random,random", "--json").stdout)
    assert plain["lone_defences"] == 0 and plain["no_ace_no_face_redeals"] == 0
    # no ace, no face in every variant (a junk hand is rare: only that the flag is taken)
    three = sim("2", "--variant", "three-handed", "--no-ace-no-face", "--players",
                "normal,normal,normal", "--json")
    assert three.returncode == 0 and json.loads(three.stdout)["matches"] == 2


def test_three_handed_duplicate_rotates_the_players_through_the_seats():
    a = sim("2", "--variant", "three-handed", "--duplicate", "--players", "easy,easy,easy",
            "--seed", "3", "--json")
    assert a.returncode == 0, a.stderr
    out = json.loads(a.stdout)
    assert out["matches"] == 6 and out["players"] == ["easy", "easy", "easy"]
    # the same level in every seat, each player in each seat once: every player alike
    assert out["points_per_hand_diff"] == 0
    assert len(set(out["match_wins"])) == 1 and len(set(out["points_per_hand"])) == 1


def test_sim_with_the_strongest_players_is_reproducible_from_the_seed():
    args = ["1", "--variant", "four-handed", "--target", "5", "--seed", "4", "--json"]
    a, b = sim(*args), sim(*args)
    assert a.returncode == 0, a.stderr
    assert b.returncode == 0, b.stderr
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
    (["3", "--variant", "three-handed", "--players", "easy,normal"], "three levels"),
    (["3", "--variant", "three-handed", "--defend-alone"], "four-handed"),
    (["3", "--variant", "five-handed"], "invalid choice"),
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


def test_railroad_sim_counts_the_calls_for_best_and_the_lone_defences():
    args = ["6", "--variant", "railroad", "--seed", "4", "--players", "normal,random", "--json"]
    a, b = sim(*args), sim(*args)
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout   # the same seed gives the same figures
    out = json.loads(a.stdout)
    assert out["variant"] == "railroad" and out["matches"] == 6 and sum(out["match_wins"]) == 6
    # every lone hand of the normal side calls for best; random calls half the time, and
    # lone defenders may call too
    assert 0 < out["calls_for_best"] <= out["lone_hands"] + out["lone_defences"]
    assert out["lone_hands"] > 0 and out["lone_defences"] > 0
    assert set(out) == set(json.loads(sim("2", "--seed", "1", "--players", "easy,easy",
                                          "--json").stdout))
    # the call off: nobody calls, and without defending alone nobody defends alone
    off = json.loads(sim("4", "--variant", "railroad", "--no-call-for-best", "--no-defend-alone",
                         "--seed", "4", "--players", "normal,random", "--json").stdout)
    assert off["calls_for_best"] == 0 and off["lone_defences"] == 0 and off["lone_hands"] > 0
    # a Railroad option is refused in another game, in words
    refused = sim("2", "--variant", "four-handed", "--call-for-best")
    assert refused.returncode == 2 and "only in railroad" in refused.stderr


@pytest.mark.parametrize("players,seats", [("random,easy,normal,random", 4),
                                           ("easy,random,random", 3)])
def test_sim_napoleon_with_three_or_four_players_counts_its_bids(players, seats):
    r = sim("2", "--variant", "napoleon", "--players", players, "--json")
    assert r.returncode == 0, r.stderr
    j = json.loads(r.stdout)
    assert j["variant"] == ("napoleon" if seats == 4 else "napoleon-3")
    assert len(j["points_per_hand"]) == seats and len(j["match_wins"]) == seats
    assert abs(sum(j["points_per_hand"])) < 1e-3          # settled with each: zero-sum
    made, failed = j["bids_made"], j["bids_failed"]
    assert list(made) == ["two", "three", "misere", "four", "nap", "wellington", "blucher"]
    assert sum(made.values()) + sum(failed.values()) == j["hands"]
    assert j["naps"] == made["nap"] + failed["nap"] and j["thrown_in"] == j["redeals"]
    assert {"naps_made", "miseres", "miseres_made"} <= set(j)
    r = sim("2", "--variant", "napoleon", "--players", "easy,easy")
    assert r.returncode == 2 and "four levels" in r.stderr
def test_sim_napoleon_with_the_full_pack_and_the_deck_refused_elsewhere():
    r = sim("3", "--variant", "napoleon", "--deck", "52", "--players",
            "easy,normal,random,easy", "--seed", "5", "--json")
    assert r.returncode == 0, r.stderr
    j = json.loads(r.stdout)
    assert j["variant"] == "napoleon" and j["matches"] == 3 and len(j["points_per_hand"]) == 4
    assert abs(sum(j["points_per_hand"])) < 1e-3
    refused = sim("2", "--variant", "two-handed", "--deck", "52")
    assert refused.returncode == 2 and "52 cards is played only in Napoleon" in refused.stderr


def test_hasenpfeffer_sim_gives_points_per_side_and_counts_the_bids_by_size():
    args = ["6", "--variant", "hasenpfeffer", "--seed", "2", "--players", "normal,easy",
            "--json"]
    a, b = sim(*args), sim(*args)
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout
    out = json.loads(a.stdout)
    assert out["variant"] == "hasenpfeffer" and out["matches"] == 6
    assert sum(out["match_wins"]) == 6 and len(out["points_per_hand"]) == 2
    made, failed = out["bids_made_by_size"], out["bids_failed_by_size"]
    assert set(made) == set(failed) == {"1", "2", "3", "4", "5", "6"}
    assert sum(made.values()) + sum(failed.values()) == out["hands"]
    assert out["forced_joker_bids"] >= 0 and out["thrown_in"] >= 0
    text = sim("3", "--variant", "hasenpfeffer", "--players", "random,random")
    assert text.returncode == 0 and "bids made/failed by size" in text.stdout
    refused = sim("2", "--variant", "hasenpfeffer", "--stick-the-dealer")
    assert refused.returncode == 2 and "played only in" in refused.stderr
