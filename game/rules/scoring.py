"""Points for a hand, "at the bridge", and rubber points (RULES §2, §3, §4, §7)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .events import Result

MADE: Final = "made"
MARCH: Final = "march"
EUCHRED: Final = "euchred"


@dataclass(frozen=True, slots=True)
class HandResult:
    maker_side: int
    maker_tricks: int
    alone: bool
    result: Result  # made / march / euchred
    side: int  # the side that scores
    points: int


def score_hand(maker_side: int, maker_tricks: int, alone: bool,
               defended_alone: bool = False) -> HandResult:
    """The scoring table (two sides): 3-4 tricks 1, march 2 (lone hand 4), euchred 2; a lone
    defender who euchres a lone maker scores 4 for his side (RULES §7.2)."""
    if maker_tricks >= 5:
        return HandResult(maker_side, maker_tricks, alone, MARCH, maker_side, 4 if alone else 2)
    if maker_tricks >= 3:
        return HandResult(maker_side, maker_tricks, alone, MADE, maker_side, 1)
    return HandResult(maker_side, maker_tricks, alone, EUCHRED, 1 - maker_side,
                      4 if defended_alone else 2)


def three_handed_awards(maker: int, maker_tricks: int) -> tuple[Result, tuple[int, int, int]]:
    """Three-handed (RULES §7.1): the maker scores 1 for 3-4 tricks and 3 for all five;
    euchred, each of the other two players scores 2. Returns (result, points by seat)."""
    awards = [0, 0, 0]
    if maker_tricks >= 5:
        awards[maker] = 3
        return MARCH, (awards[0], awards[1], awards[2])
    if maker_tricks >= 3:
        awards[maker] = 1
        return MADE, (awards[0], awards[1], awards[2])
    for seat in range(3):
        if seat != maker:
            awards[seat] = 2
    return EUCHRED, (awards[0], awards[1], awards[2])


def three_handed_winner(scores: list[int] | tuple[int, ...], target: int) -> int | None:
    """The winner after a hand (convention, RULES §7.1): once someone has the target, the one
    player alone on the most points; None while nobody has it or the most is shared."""
    top = max(scores)
    if top < target or list(scores).count(top) > 1:
        return None
    return list(scores).index(top)


def at_the_bridge(scores: tuple[int, ...] | list[int], target: int) -> tuple[bool, ...]:
    """Per side: in a 5-point game, 4 points while the opponents have 2 or fewer (two sides
    only: three-handed players have no bridge)."""
    if len(scores) != 2:
        return tuple(False for _ in scores)
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
