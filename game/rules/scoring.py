"""Points for a hand, "at the bridge", and rubber points (RULES §2, §3, §4)."""
from __future__ import annotations

from dataclasses import dataclass

MADE, MARCH, EUCHRED = "made", "march", "euchred"


@dataclass(frozen=True, slots=True)
class HandResult:
    maker_side: int
    maker_tricks: int
    alone: bool
    result: str  # made / march / euchred
    side: int  # the side that scores
    points: int


def score_hand(maker_side: int, maker_tricks: int, alone: bool) -> HandResult:
    """The scoring table (both games): 3-4 tricks 1, march 2 (lone hand 4), euchred 2."""
    if maker_tricks >= 5:
        return HandResult(maker_side, maker_tricks, alone, MARCH, maker_side, 4 if alone else 2)
    if maker_tricks >= 3:
        return HandResult(maker_side, maker_tricks, alone, MADE, maker_side, 1)
    return HandResult(maker_side, maker_tricks, alone, EUCHRED, 1 - maker_side, 2)


def at_the_bridge(scores: tuple[int, int] | list[int], target: int) -> tuple[bool, bool]:
    """Per side: in a 5-point game, 4 points while the opponents have 2 or fewer."""
    if target != 5:
        return (False, False)
    return (scores[0] == 4 and scores[1] <= 2, scores[1] == 4 and scores[0] <= 2)


def rubber_points(loser_score: int) -> int:
    """What a game won is worth in a rubber, by the loser's score in it."""
    if loser_score <= 0:
        return 3
    if loser_score <= 2:
        return 2
    return 1


def rubber_margin(winner_points: int, loser_points: int) -> int:
    """The rubber winner's margin: 2 (bonus) + winner's rubber points - loser's."""
    return 2 + winner_points - loser_points
