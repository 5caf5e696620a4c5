"""RULES §4: rubbers (four-handed option)."""
import random

import pytest

from game.rules import Match, Options
from game.rules.scoring import rubber_margin, rubber_points


def test_rubber_points_by_the_losers_score():
    assert rubber_points(0) == 3
    assert rubber_points(1) == rubber_points(2) == 2
    assert rubber_points(3) == rubber_points(9) == 1


def test_rubber_margin_is_two_plus_winner_points_minus_loser_points():
    assert rubber_margin(6, 0) == 8
    assert rubber_margin(3, 2) == 3


def test_rubbers_are_four_handed_only():
    with pytest.raises(ValueError, match="four-handed"):
        Options(variant="two-handed", rubbers=True)


@pytest.mark.parametrize("seed", range(6))
def test_a_rubber_is_won_by_the_first_side_to_win_two_games(seed):
    m = Match(Options(variant="four-handed", rubbers=True, target=5), seed=seed)
    r = random.Random(seed)
    games, scores_before = [], None
    while not m.over:
        scores_before = tuple(m.scores)
        for e in m.apply(r.choice(m.legal_actions())):
            if e["type"] == "game_over":
                w = e["winner"]
                assert e["scores"][w] >= 5 and e["scores"][1 - w] < 5
                assert e["rubber_points"] == rubber_points(e["scores"][1 - w])
                games.append(e)
                if not m.over:
                    assert m.scores == [0, 0] and m.game_number == len(games) + 1
            if e["type"] == "match_over":
                end = e
    wins = [sum(g["winner"] == s for g in games) for s in (0, 1)]
    assert max(wins) == 2 and min(wins) <= 1 and len(games) in (2, 3)
    assert m.winner == wins.index(2)
    pts = [sum(g["rubber_points"] for g in games if g["winner"] == s) for s in (0, 1)]
    assert end["rubber_points"] == tuple(pts)
    assert end["margin"] == 2 + pts[m.winner] - pts[1 - m.winner]
    assert scores_before is not None


def test_without_rubbers_the_match_is_one_game():
    m = Match(Options(variant="four-handed", target=5), seed=2)
    r = random.Random(2)
    while not m.over:
        m.apply(r.choice(m.legal_actions()))
    assert sum(m.games_won) == 1 and m.game_number == 1
