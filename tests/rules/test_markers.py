"""RULES §5: the low-card score markers."""
import pytest

from game.rules.markers import Markers, marker_cards, markers, visible_pips


def test_five_point_game_uses_a_three_and_a_four_arranged_exactly_as_the_rules_say():
    assert marker_cards(5) == (3, 4)
    assert markers(0, 5) == Markers(top=4, bottom=3, top_face_up=False, pips_showing=0)
    assert markers(1, 5) == Markers(top=4, bottom=3, top_face_up=False, pips_showing=1)
    assert markers(2, 5) == Markers(top=3, bottom=4, top_face_up=False, pips_showing=2)
    assert markers(3, 5) == Markers(top=3, bottom=4, top_face_up=True, pips_showing=0)
    assert markers(4, 5) == Markers(top=4, bottom=3, top_face_up=True, pips_showing=0)


@pytest.mark.parametrize("target", [7, 10])
def test_seven_and_ten_point_games_use_a_four_and_a_six(target):
    assert marker_cards(target) == (4, 6)
    assert {markers(s, target).top for s in range(target)} <= {4, 6}


@pytest.mark.parametrize("target", [5, 7, 10])
def test_the_pips_you_can_see_are_the_score_and_every_score_has_its_own_arrangement(target):
    arrangements = [markers(s, target) for s in range(target)]
    assert [visible_pips(a) for a in arrangements] == list(range(target))
    assert len(set(arrangements)) == target
    low, high = marker_cards(target)
    for a in arrangements:
        assert {a.top, a.bottom} == {low, high}
        assert 0 <= a.pips_showing < a.bottom  # part of the lower card stays covered
        assert a.bottom_face_up == (a.pips_showing > 0)


def test_scores_outside_the_game_are_refused():
    with pytest.raises(ValueError):
        markers(5, 5)
    with pytest.raises(ValueError):
        marker_cards(6)


@pytest.mark.parametrize("target", [5, 7, 10])
def test_a_score_below_zero_lies_face_down_with_the_amount_beside_it(target):
    # Hasenpfeffer (RULES §8.2): the markers face down, the amount in red beside them
    for score in (-1, -6, -40):
        m = markers(score, target)
        assert m.below_zero == score and not m.top_face_up and m.pips_showing == 0
        assert visible_pips(m) == 0
    assert all(markers(s, target).below_zero == 0 for s in range(target))
