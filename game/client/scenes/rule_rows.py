"""The rules of a match as rows to change: the new-game setup and a LAN host's rules share them.

``RuleChoice`` holds what is chosen (the game and each option's value, prefilled from the
settings' default rules) and gives the ``Options`` it makes; ``label_value`` and ``change``
are one row each, by key. The rows are the Game row, then one per option spec with a row
(``game.rules.options.SPECS``) that the chosen game takes (``RuleChoice.row_keys``), their
labels and words from the spec: an option the game does not take has no row, so changing the
game changes the rows after the Game row. ``rules_words`` says a match's rules in a line.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.rules import BY_KEY, GAMES, Game, Options
from game.rules.options import SAID, SPEC, SPECS, OptionSpec

from ..text.translate import _
from ..text.words import GAME_ROW

if TYPE_CHECKING:
    from ..settings import Settings

VARIANT_WORDS = {g.key: g.name for g in GAMES if g.on_screen}   # games with a table here
VARIANTS = tuple(VARIANT_WORDS)    # in the order the Game row cycles through them
# Every option with a row, in order (a game's rows are those of them it takes).
RULE_KEYS = tuple(spec.key for spec in SPECS if spec.row)


@dataclass(slots=True)
class RuleChoice:
    """``values``: the options chosen, by key. One missing, or not a value of this game,
    is the game's default; an option kept while the game does not take it (rubbers while
    two-handed is chosen) comes back with the game that does."""

    variant: str = VARIANTS[0]
    values: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_settings(cls, s: "Settings") -> "RuleChoice":
        """The default rules: what the player last started a match with."""
        variant = s.rules_variant if s.rules_variant in VARIANTS else VARIANTS[0]
        return cls(variant, dict(s.rules))

    @property
    def game(self) -> Game:
        return BY_KEY[self.variant]

    @property
    def four(self) -> bool:
        return self.game.partners

    @property
    def players(self) -> int:
        return self.game.players

    def value(self, key: str) -> Any:
        """The option ``key`` in the match these rules make."""
        spec = SPEC[key]
        allowed = spec.values_for(self.variant)
        v = self.values.get(key, allowed[0])
        return v if v in allowed and type(v) is type(allowed[0]) else allowed[0]

    def options(self) -> Options:
        """The match these rules make (an option of another game at its default)."""
        return Options(variant=self.variant, **{spec.key: self.value(spec.key) for spec in SPECS})

    # -- rows ------------------------------------------------------------------------------
    def row_keys(self) -> tuple[str, ...]:
        """The option rows after the Game row: those of RULE_KEYS the chosen game takes."""
        return tuple(k for k in RULE_KEYS if SPEC[k].applies(self.variant))

    def label_value(self, key: str) -> tuple[str, str]:
        """(label, value) of the row ``key`` ("variant" or one of ``row_keys()``), in the
        language spoken (the specs' words are English ids)."""
        if key == "variant":
            return _(GAME_ROW), _(self.game.name)
        return _(SPEC[key].label), _(SPEC[key].words[self.value(key)])

    def change(self, key: str, step: int) -> None:
        """Left/Right (``step`` -1/1) on the row ``key``; an option the game does not take
        does not change."""
        if key == "variant":
            self.variant = _cycle(VARIANTS, self.variant, step)
            return
        spec = SPEC[key]
        if spec.applies(self.variant):
            self.values[key] = _cycle(spec.values_for(self.variant), self.value(key), step)


def remember_rules(s: "Settings", o: Options) -> "Settings":
    """``s`` with the rules of ``o`` as the next match's defaults: the options its game takes
    that are not at the game's default (those of another game are not kept)."""
    chosen = {k: getattr(o, k) for k in o.game.options}
    return s.with_(rules_variant=o.variant,
                   rules={k: v for k, v in chosen.items() if v != SPEC[k].default_for(o.variant)})


def _cycle(values: tuple[Any, ...], now: Any, step: int) -> Any:
    return values[(values.index(now) + step) % len(values)] if now in values else values[0]


def rules_words(o: Options, game: bool = True) -> str:
    """A match's rules in one line: "Three-handed · game to 10 · 24 cards · no ace, no face"
    (``game=False``: without the game): each option as its spec says it."""
    parts = [_(o.game.name)] if game else []
    parts += [w for w in (says(spec, getattr(o, spec.key)) for spec in SAID
                          if spec.applies(o.variant)) if w]
    return " · ".join(parts)


def says(spec: OptionSpec, value: Any) -> str | None:
    """``spec.says(value)`` in the language spoken."""
    if spec.said is None or (spec.boolean and not value):
        return None
    return _(spec.said) if spec.boolean else _(spec.said).format(value)
