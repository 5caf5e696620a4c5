"""The options a match is played with, each declared once (RULES.md: every option, default
first). ``SPECS`` is the list; ``Options`` validates against it, and the command line, the
new-game setup, the LAN lobby's rules, the remembered rules in the settings and the rules
words are all made from it.

>>> Options(variant="four-handed", rubbers=True).rubbers
True
>>> Options(variant="two-handed", rubbers=True)
Traceback (most recent call last):
...
ValueError: rubbers are played only in four-handed or railroad euchre
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Mapping

from .games import BY_KEY, GAMES, KEYS, N_, Game

TWO_HANDED, THREE_HANDED, FOUR_HANDED = "two-handed", "three-handed", "four-handed"
RAILROAD = "railroad"
HASENPFEFFER = "hasenpfeffer"
NAPOLEON, NAPOLEON_3 = "napoleon", "napoleon-3"
# The games with an upcard and two rounds of naming trump (Hasenpfeffer has an auction).
UPCARD_GAMES = (TWO_HANDED, THREE_HANDED, FOUR_HANDED, RAILROAD)
# Napoleon at each table size; the games played to a target (every game but Napoleon).
NAPOLEONS = tuple(g.key for g in GAMES if g.family == NAPOLEON)
TARGET_GAMES = tuple(g.key for g in GAMES if g.key not in NAPOLEONS)
VARIANTS = KEYS
PACKETS = ("either", "3-2", "2-3")


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option. ``values``: what it may be, the default first, in every game it
    applies to unless ``values_in`` gives a game its own (default first). Where it does not
    apply it holds ``values[0]``. ``words``: how each value is said, by value.
    ``label``: its row's. ``said``: how the one-line rules summary says it: an on/off
    option's words when it is on, another's form of its value ("game to {}"), always said (None: not
    said); ``said_rank``: where the summary says it (lower first, then in ``SPECS``
    order). ``flag``: on the command line (False: not offered there). ``row``: a row in
    the setup and the lobby's rules, in the games it applies to only (after the Game row, in
    ``SPECS`` order; the rows scroll where they do not fit)."""

    key: str
    label: str
    values: tuple[Any, ...]
    words: dict[Any, str]
    help: str
    games: tuple[str, ...] | None = None
    values_in: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    said: str | None = None
    said_rank: int = 0
    flag: bool = True
    row: bool = True
    noun: str = ""                  # errors: "defending alone is" (default: "<key> is")
    wrong: str = "{key} must be one of {values}, not {value!r}"   # errors: a wrong value
    # errors: a value another game has, said after ``wrong`` ("{where}": those games)
    elsewhere: str = "{value!r} is played only in {where}"

    def applies(self, game_key: str) -> bool:
        return self.games is None or game_key in self.games

    def values_for(self, game_key: str) -> tuple[Any, ...]:
        """The values it may take in a game, default first (only its default where it does
        not apply)."""
        if not self.applies(game_key):
            return self.values[:1]
        return self.values_in.get(game_key, self.values)

    def default_for(self, game_key: str) -> Any:
        return self.values_for(game_key)[0]

    @property
    def boolean(self) -> bool:
        return all(isinstance(v, bool) for v in self.values)

    @property
    def all_values(self) -> tuple[Any, ...]:
        """Every value it may take in some game, in first-seen order."""
        out: list[Any] = []
        for vs in (self.values, *self.values_in.values()):
            out += [v for v in vs if v not in out]
        return tuple(out)

    def says(self, value: Any) -> str | None:
        """What the one-line rules summary says of this option at ``value`` (None: nothing)."""
        if self.said is None or (self.boolean and not value):
            return None
        return self.said if self.boolean else self.said.format(value)

    def check(self, game_key: str, value: Any) -> None:
        """Raise ``ValueError`` unless ``value`` may be played in the game ``game_key``."""
        allowed = self.values_for(game_key)
        if self.boolean and not isinstance(value, bool):
            raise ValueError(f"{self.key} must be true or false")
        if value in allowed and type(value) is type(allowed[0]):
            return
        if not self.applies(game_key):
            where = _where(self.games or KEYS)
            raise ValueError(f"{self.noun or self.key + ' is'} played only in {where}")
        values = (", ".join(map(str, allowed[:-1])) + " or " if len(allowed) > 1 else ""
                  ) + str(allowed[-1])
        wrong = self.wrong.format(key=self.key, values=values, value=value)
        others = [k for k in KEYS if self.applies(k) and value in self.values_for(k)
                  and type(value) is type(self.values_for(k)[0])]
        if others:   # another game has it: say which
            wrong += ": " + self.elsewhere.format(value=value, where=_where(others))
        raise ValueError(wrong)


def _where(keys: tuple[str, ...] | list[str]) -> str:
    """The games ``keys`` as an error names them: "four-handed or railroad euchre", or by
    the games' titles when one is of another kind ("Napoleon")."""
    if all(BY_KEY[k].match == "euchre" for k in keys):
        return " or ".join(keys) + " euchre"
    return " or ".join(dict.fromkeys(BY_KEY[k].title.split(" (")[0] for k in keys))


_ON_OFF = {False: N_("Off"), True: N_("On")}

SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("deck", N_("Deck"), (24, 32, 25),
               {24: N_("24 cards"), 32: N_("32 cards"), 25: N_("25 cards, with the Joker"),
                33: N_("33 cards, with the Joker"), 28: N_("28 cards"),
                52: N_("52 cards, the full pack")},
               "cards in the deck",
               values_in={RAILROAD: (25, 33), HASENPFEFFER: (25,), NAPOLEON: (28, 52),
                          NAPOLEON_3: (24, 52)},
               said=N_("{} cards"),
               said_rank=-2,
               wrong="the deck has {values} cards, not {value!r}",
               elsewhere="a deck of {value} cards is played only in {where}"),
    OptionSpec("target", N_("Game to"), (10, 5, 7),
               {5: N_("5 points"), 7: N_("7 points"), 10: N_("10 points")},
               "points a game is played to", games=TARGET_GAMES, said=N_("game to {}"),
               said_rank=-3,
               wrong="a game is played to {values} points, not {value!r}"),
    OptionSpec("stick_the_dealer", N_("Stick the dealer"), (False, True), _ON_OFF,
               "the dealer may not pass in the second round", said=N_("stick the dealer"),
               games=UPCARD_GAMES, noun="stick the dealer is"),
    OptionSpec("turned_down_suit_allowed", N_("Naming the turned-down suit"), (False, True),
               {False: N_("Not allowed"), True: N_("Allowed")},
               "the suit turned down may be named in the second round",
               said=N_("turned-down suit may be named"), games=UPCARD_GAMES,
               noun="naming the turned-down suit is"),
    OptionSpec("rubbers", N_("Rubbers (best of three games)"), (False, True), _ON_OFF,
               "play a rubber: the first side to win two games", games=(FOUR_HANDED, RAILROAD),
               values_in={RAILROAD: (True, False)}, said=N_("rubbers"), said_rank=-1, noun="rubbers are"),
    OptionSpec("packets", N_("Packets"), ("either", "3-2", "2-3"),
               {"either": N_("3-2 or 2-3"), "3-2": N_("3 then 2"), "2-3": N_("2 then 3")},
               "how the five cards are dealt", flag=False, row=False,
               games=UPCARD_GAMES + NAPOLEONS),
    OptionSpec("defend_alone", N_("Defend alone (against a lone hand)"), (False, True), _ON_OFF,
               "a defender may answer a lone hand by defending alone",
               games=(FOUR_HANDED, RAILROAD), values_in={RAILROAD: (True, False)},
               said=N_("defend alone"), noun="defending alone is"),
    OptionSpec("no_ace_no_face", N_("No ace, no face (a redeal)"), (False, True), _ON_OFF,
               "a player dealt no ace, king, queen or jack may ask for a redeal",
               said=N_("no ace, no face"), games=UPCARD_GAMES, noun="no ace, no face is"),
    # Railroad's own options (RULES §8.1): rows in Railroad's setup and lobby only.
    OptionSpec("call_for_best", N_("Call for partner's best"), (False, True), _ON_OFF,
               "a lone player may call for his partner's best card and discard one",
               games=(RAILROAD,), values_in={RAILROAD: (True, False)},
               said=N_("call for partner's best"),
               noun="calling for partner's best is"),
    OptionSpec("defender_calls_for_best", N_("Lone defender calls for best"), (False, True),
               _ON_OFF, "a lone defender may also call for his partner's best card",
               games=(RAILROAD,), values_in={RAILROAD: (True, False)},
               said=N_("lone defender calls for best"),
               noun="the lone defender's call for best is"),
    OptionSpec("laps", N_("Laps (points carry over)"), (False, True), _ON_OFF,
               "points beyond the target carry into the next game of the rubber",
               games=(RAILROAD,), values_in={RAILROAD: (True, False)}, said=N_("laps"), noun="laps are"),
    OptionSpec("slam", N_("Slam (a shut-out counts two games)"), (False, True), _ON_OFF,
               "a game won while the losers have no points counts as two games won",
               games=(RAILROAD,), values_in={RAILROAD: (True, False)}, said=N_("slams"), noun="slams are"),
    # Napoleon's own (RULES §8.3).
    OptionSpec("misere", N_("Misère (to take no trick)"), (True, False), _ON_OFF,
               "a bid to take no trick, at no trump, between three and four",
               games=NAPOLEONS, said=N_("misère"), noun="misère is"),
    OptionSpec("wellington", N_("Wellington (all five for double, over a Nap)"), (False, True),
               _ON_OFF, "over a Nap, a bid of all five tricks for double", games=NAPOLEONS,
               said=N_("Wellington"), noun="Wellington is"),
    OptionSpec("blucher", N_("Blücher (all five for triple, over a Wellington)"),
               (False, True), _ON_OFF,
               "over a Wellington, a bid of all five tricks for triple", games=NAPOLEONS,
               said=N_("Blücher"), noun="Blücher is"),
    OptionSpec("rounds", N_("Rounds of deals"), (2, 3, 4),
               {2: N_("2 rounds"), 3: N_("3 rounds"), 4: N_("4 rounds")},
               "rounds of deals in a match (each player deals once a round)", games=NAPOLEONS,
               said=N_("{} rounds of deals"), said_rank=-3,
               wrong="a match is {values} rounds of deals, not {value!r}"),
)
SPEC: dict[str, OptionSpec] = {s.key: s for s in SPECS}
# The options in the order the rules summary says them (``OptionSpec.said_rank``).
SAID: tuple[OptionSpec, ...] = tuple(sorted((s for s in SPECS if s.said is not None),
                                            key=lambda s: s.said_rank))

# A field left at this takes its game's default (``OptionSpec.default_for``).
_GAME_DEFAULT: Any = None


@dataclass(frozen=True, slots=True)
class Options:
    """Everything agreed before a match: the game (``variant``, a key of ``games.GAMES``)
    and one field per ``SPECS`` entry. A field not given takes the game's default; invalid
    values and options of another game raise ``ValueError``.

    ``packets``: how the dealer deals the five cards — "3-2", "2-3", or "either" (the
    dealer picks one at random each hand, the same pattern for every player).
    """

    variant: str = TWO_HANDED
    deck: int = _GAME_DEFAULT
    target: int = _GAME_DEFAULT
    stick_the_dealer: bool = _GAME_DEFAULT
    turned_down_suit_allowed: bool = _GAME_DEFAULT
    rubbers: bool = _GAME_DEFAULT
    packets: str = _GAME_DEFAULT
    defend_alone: bool = _GAME_DEFAULT
    no_ace_no_face: bool = _GAME_DEFAULT
    call_for_best: bool = _GAME_DEFAULT
    defender_calls_for_best: bool = _GAME_DEFAULT
    laps: bool = _GAME_DEFAULT
    slam: bool = _GAME_DEFAULT
    misere: bool = _GAME_DEFAULT
    wellington: bool = _GAME_DEFAULT
    blucher: bool = _GAME_DEFAULT
    rounds: int = _GAME_DEFAULT

    def __post_init__(self) -> None:
        if self.variant not in BY_KEY:
            names = ", ".join(KEYS[:-1]) + " or " + KEYS[-1]
            raise ValueError(f"variant must be {names}, not {self.variant!r}")
        for spec in SPECS:
            v = getattr(self, spec.key)
            if v is _GAME_DEFAULT:
                object.__setattr__(self, spec.key, spec.default_for(self.variant))
                continue
            spec.check(self.variant, v)

    @property
    def game(self) -> Game:
        return BY_KEY[self.variant]

    @property
    def players(self) -> int:
        return self.game.players

    @property
    def sides(self) -> int:
        """How many scores the match keeps: 2 sides, or 3 players each for himself."""
        return self.game.sides

    def side_of(self, seat: int) -> int:
        """The side a seat scores for: seat % 2, or the seat itself in three-handed."""
        return self.game.side_of(seat)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Options":
        known = {f.name for f in fields(cls)}
        unknown = set(d) - known
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        return cls(**d)


def playable(game_key: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """Those of ``values`` (by option key) that may be played in the game ``game_key``, in
    ``SPECS`` order: an unknown key, a wrong value or an option of another game is left out
    (the game's default stands for it).

    >>> playable("two-handed", {"target": 7, "rubbers": True, "deck": 30, "trumps": 2})
    {'target': 7}
    """
    out = {}
    for spec in SPECS:
        if spec.key in values and spec.applies(game_key):
            try:
                spec.check(game_key, values[spec.key])
            except ValueError:
                continue
            out[spec.key] = values[spec.key]
    return out


assert [f.name for f in fields(Options)][1:] == [s.key for s in SPECS], \
    "Options has one field per SPECS entry, in the same order"
assert all(g.key in BY_KEY for g in GAMES)
