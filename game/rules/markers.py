"""The low-card score markers (RULES §5): which two cards, and how they lie for a score.

Players keep score with two low cards: a 3 and a 4 in a 5-point game, a 4 and a 6 in a
7- or 10-point game. The principle is "the pips you can see are the score". This module
is pure data: the client draws what it says.

>>> markers(2, 5)
Markers(top=3, bottom=4, top_face_up=False, pips_showing=2, below_zero=0)
>>> visible_pips(markers(2, 5))
2
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Markers:
    """Two marker cards, one lying on the other.

    ``top`` and ``bottom`` are the cards' pip values (3/4 or 4/6). ``top_face_up`` says
    whether the upper card shows its face. ``pips_showing`` is how many pips of the lower
    card are left uncovered; the lower card is face up exactly when that is above 0 (when
    it is 0 the lower card is hidden, lying face down and squared under the top card).
    ``below_zero``: a score below zero (Hasenpfeffer, RULES §8.2), as the amount (-3) shown
    in red beside the two cards, which then lie face down as for 0; 0 otherwise.
    """

    top: int
    bottom: int
    top_face_up: bool
    pips_showing: int
    below_zero: int = 0

    @property
    def bottom_face_up(self) -> bool:
        return self.pips_showing > 0


def marker_cards(target: int) -> tuple[int, int]:
    """The two low cards each side uses for a game to ``target`` points."""
    if target == 5:
        return (3, 4)
    if target in (7, 10):
        return (4, 6)
    raise ValueError(f"a game is played to 5, 7 or 10 points, not {target}")


def _table(low: int, high: int) -> list[Markers]:
    """Arrangements for scores 0.. in order; scores 1..low-1 show pips of a face-down top."""
    if (low, high) == (3, 4):
        # RULES §5, exactly.
        return [
            Markers(4, 3, False, 0),  # 0: both face down, squared up (convention)
            Markers(4, 3, False, 1),  # 1: the 4 face down on the 3, one pip of the 3 showing
            Markers(3, 4, False, 2),  # 2: the 3 face down on the 4, two pips of the 4 showing
            Markers(3, 4, True, 0),  # 3: the 3 face up on top of the 4
            Markers(4, 3, True, 0),  # 4: the 4 face up on top of the 3
        ]
    # 4 and 6, by the same principle (convention): a face-down top card uncovers 1..3
    # pips of the 4; a face-up 4 on the 6 shows 4 (+1 pip of the 6 for 5); a face-up 6
    # on the 4 shows 6 (+1..3 pips of the 4 for 7..9).
    return [
        Markers(6, 4, False, 0),  # 0
        Markers(6, 4, False, 1),  # 1
        Markers(6, 4, False, 2),  # 2
        Markers(6, 4, False, 3),  # 3
        Markers(4, 6, True, 0),  # 4
        Markers(4, 6, True, 1),  # 5
        Markers(6, 4, True, 0),  # 6
        Markers(6, 4, True, 1),  # 7
        Markers(6, 4, True, 2),  # 8
        Markers(6, 4, True, 3),  # 9
    ]


def markers(score: int, target: int) -> Markers:
    """How a side's two marker cards lie for ``score`` in a game to ``target`` points.

    Defined for score < target; a side at or past the target has won the game, and the
    caller shows that instead (``markers(min(score, target - 1), target)`` is the last
    arrangement). A score below zero lies as 0 with the amount beside it (``below_zero``).

    >>> markers(-3, 10)
    Markers(top=6, bottom=4, top_face_up=False, pips_showing=0, below_zero=-3)
    """
    low, high = marker_cards(target)
    if score >= target:
        raise ValueError(f"marker cards show scores below {target}, not {score}")
    if score < 0:
        zero = _table(low, high)[0]
        return Markers(zero.top, zero.bottom, False, 0, below_zero=score)
    return _table(low, high)[score]


def visible_pips(m: Markers) -> int:
    """The pips a player can see: the top card's if face up, plus the lower card's showing."""
    return (m.top if m.top_face_up else 0) + m.pips_showing
