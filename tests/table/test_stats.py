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


def test_three_handed_is_counted_on_its_own_with_points_and_placings(tmp_path):
    from game.stats import standing
    s = StatsStore(tmp_path)
    # Ann played seat 1 in three matches of three players, and one two-handed match
    for scores, seat in (((4, 10, 7), 1), ((10, 3, 8), 1), ((10, 8, 8), 2)):
        us, them, placing = standing(scores, seat)
        s.record_match("Ann", "three-handed", "easy/normal", scores.index(max(scores)) == seat, us, them, placing)
    s.record_match("Ann", "two-handed", "hard", True, 10, 4, *standing((10, 4), 0)[2:])
    s.save()
    p = StatsStore(tmp_path).profile("Ann")
    assert p.variants() == ["two-handed", "three-handed"]
    assert (p.played("three-handed"), p.won("three-handed")) == (3, 1)
    assert (p.played("two-handed"), p.won("two-handed"), p.played()) == (1, 1, 4)
    assert p.points == {"three-handed": 10 + 3 + 8, "two-handed": 10}
    assert p.placings == {"three-handed": [1, 1, 1]}   # first, third, then second (level on 8)
    assert [r.get("placing") for r in p.recent] == [1, 3, 2, None]
    assert [(r["us"], r["them"]) for r in p.recent] == [(10, 7), (3, 10), (8, 10), (10, 4)]


def test_standing_places_a_player_among_three():
    from game.stats import standing
    assert standing((4, 10, 7), 1) == (10, 7, 1)
    assert standing((10, 3, 8), 1) == (3, 10, 3)
    assert standing((10, 8, 8), 2) == (8, 10, 2)      # level on 8: both second
    assert standing((10, 6), 1) == (6, 10, None)      # two sides: won or lost says it


def test_a_three_handed_hand_counts_for_the_players_own_seat(tmp_path):
    s = StatsStore(tmp_path)
    maker2 = {"maker_side": 2, "maker": 2, "result": "euchred", "alone": False}
    s.record_hand("Ann", 2, maker2)          # Ann made it and was euchred
    s.record_hand("Bo", 0, maker2)           # Bo was one of the two who euchred her
    s.record_hand("Ann", 2, {"maker_side": 2, "maker": 2, "result": "march", "alone": False})
    a, b = s.profile("Ann"), s.profile("Bo")
    assert (a.hands, a.euchres_suffered, a.marches, a.hands_made, a.lone_tried) == (2, 1, 1, 1, 0)
    assert (b.hands, b.euchres_inflicted, b.hands_made) == (1, 1, 0)


def test_an_older_file_without_points_or_placings_loads_and_bad_ones_are_dropped(tmp_path):
    import json
    old = {"version": 1, "profiles": {"Ann": {"matches": {"two-handed/hard": 2}, "wins": {"two-handed/hard": 1}}}}
    (tmp_path / "stats.json").write_text(json.dumps(old))
    p = StatsStore(tmp_path).profile("Ann")
    assert p.played() == 2 and p.points == {} and p.placings == {}
    bad = {"profiles": {"Bo": {"points": {"three-handed": -3, "two-handed": 7},
                               "placings": {"three-handed": [1, 2], "x": [1, "a", 0], "ok": [0, 1, 2]}}}}
    (tmp_path / "stats.json").write_text(json.dumps(bad))
    p = StatsStore(tmp_path).profile("Bo")
    assert p.points == {"two-handed": 7} and p.placings == {"ok": [0, 1, 2]}
