"""Statistics per profile: counting hands and matches, persistence, damaged files."""
from game.stats import RECENT, StatsStore


def ho(maker_side, result, alone=False, maker=None):
    return {"maker_side": maker_side, "result": result, "alone": alone,
            "maker": maker_side if maker is None else maker}


def test_hands_and_matches_are_counted_and_kept_across_runs(tmp_path):
    s = StatsStore(tmp_path)
    s.record_hand("Ann", 0, ho(0, "made"))
    s.record_hand("Ann", 0, ho(0, "march"))
    s.record_hand("Ann", 0, ho(0, "euchred"))
    s.record_hand("Ann", 0, ho(1, "euchred"))
    s.record_hand("Ann", 0, ho(0, "march", alone=True, maker=2))
    s.record_match("Ann", "two-handed", "normal", True, 10, 6)
    s.record_match("Ann", "two-handed", "normal", False, 7, 10)
    s.save()
    p = StatsStore(tmp_path).profile("Ann")
    assert (p.hands, p.hands_made, p.marches) == (5, 3, 2)
    assert (p.euchres_suffered, p.euchres_inflicted) == (1, 1)
    assert (p.lone_tried, p.lone_made) == (1, 1)
    assert p.played("two-handed") == 2 and p.won() == 1
    assert [r["won"] for r in p.recent] == [True, False]


def test_recent_results_keep_the_last_few(tmp_path):
    s = StatsStore(tmp_path)
    for i in range(RECENT + 5):
        s.record_match("Bo", "four-handed", "hard", i % 2 == 0, 10, i % 10)
    assert len(s.profile("Bo").recent) == RECENT


def test_a_damaged_stats_file_is_set_aside_with_a_message(tmp_path):
    (tmp_path / "stats.json").write_text("{not json")
    s = StatsStore(tmp_path)
    assert s.message and "damaged" in s.message and s.profiles == {}
    assert list(tmp_path.glob("stats.corrupt-*.json"))
    s.record_match("Cy", "two-handed", "easy", True, 10, 0)
    s.save()
    assert StatsStore(tmp_path).profile("Cy").won() == 1


def test_wrong_typed_fields_fall_back_to_zero(tmp_path):
    (tmp_path / "stats.json").write_text('{"profiles": {"D": {"hands": "x", "marches": 3}}}')
    p = StatsStore(tmp_path).profile("D")
    assert p.hands == 0 and p.marches == 3
