"""The options a match is played with (RULES.md: every option, default first)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

TWO_HANDED = "two-handed"
THREE_HANDED = "three-handed"
FOUR_HANDED = "four-handed"
VARIANTS = (TWO_HANDED, THREE_HANDED, FOUR_HANDED)
_PLAYERS = {TWO_HANDED: 2, THREE_HANDED: 3, FOUR_HANDED: 4}
PACKETS = ("either", "3-2", "2-3")


@dataclass(frozen=True, slots=True)
class Options:
    """Everything agreed before a match. Invalid combinations raise ``ValueError``.

    ``packets``: how the dealer deals the five cards — "3-2", "2-3", or "either" (the
    dealer picks one at random each hand, the same pattern for every player).
    ``turned_down_suit_allowed``: may the suit turned down in the first round be named in
    the second (RULES: not allowed by default).
    ``rubbers``: four-handed only: the match is a rubber, the first side to win two games.
    ``defend_alone``: four-handed only: a defender may answer a lone hand by defending
    alone (RULES §7.2). ``no_ace_no_face``: a player dealt no ace, king, queen or jack may
    ask for a redeal before the bidding (RULES §7.3).

    Sides: in two- and four-handed euchre two sides score (seat % 2); in three-handed
    euchre each player scores for himself (his side is his seat). See ``side_of``.
    """

    variant: str = TWO_HANDED
    deck: int = 24
    target: int = 10
    stick_the_dealer: bool = False
    turned_down_suit_allowed: bool = False
    rubbers: bool = False
    packets: str = "either"
    defend_alone: bool = False
    no_ace_no_face: bool = False

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError("variant must be two-handed, three-handed or four-handed, "
                             f"not {self.variant!r}")
        if self.deck not in (24, 32, 25):
            raise ValueError(f"the deck has 24, 32 or 25 cards, not {self.deck!r}")
        if self.target not in (5, 7, 10):
            raise ValueError(f"a game is played to 5, 7 or 10 points, not {self.target!r}")
        if self.packets not in PACKETS:
            raise ValueError(f"packets must be one of {', '.join(PACKETS)}, not {self.packets!r}")
        if self.rubbers and self.variant != FOUR_HANDED:
            raise ValueError("rubbers are played only in four-handed euchre")
        if self.defend_alone and self.variant != FOUR_HANDED:
            raise ValueError("defending alone is played only in four-handed euchre")
        for name in ("stick_the_dealer", "turned_down_suit_allowed", "rubbers", "defend_alone",
                     "no_ace_no_face"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")

    @property
    def players(self) -> int:
        return _PLAYERS[self.variant]

    @property
    def sides(self) -> int:
        """How many scores the match keeps: 2 sides, or 3 players each for himself."""
        return 3 if self.variant == THREE_HANDED else 2

    def side_of(self, seat: int) -> int:
        """The side a seat scores for: seat % 2, or the seat itself in three-handed."""
        return seat if self.variant == THREE_HANDED else seat % 2

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Options":
        known = {f.name for f in fields(cls)}
        unknown = set(d) - known
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        return cls(**d)
