"""The rules of a match as rows to change: the new-game setup and a LAN host's rules share them.

``RuleChoice`` holds what is chosen (the game and each option's value, prefilled from the
settings' default rules) and gives the ``Options`` it makes; ``label_value`` and ``change``
are one row each, by key. The rows are the Game row, then one per option spec with a row
(``game.rules.options.SPECS``), their labels and words from the spec. An option the game
does not take (rubbers and defend alone: four-handed) is greyed ("Four-handed only"), and
the focus passes over it (``option_rows.row_intent``). ``rules_words`` says a match's rules
in a line.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.rules import BY_KEY, Game, Options
from game.rules.games import KEYS, ON_SCREEN
from game.rules.options import SAID, SPEC, SPECS, OptionSpec

from ..text.translate import _
from ..text.words import GAME_ROW, ONLY_IN

if TYPE_CHECKING:
    from ..settings import Settings

VARIANT_WORDS = {g.key: g.name for g in ON_SCREEN}
VARIANTS = tuple(VARIANT_WORDS)    # in the order the Game row cycles through them
# The rows after the Game row, in order: the options with a row.
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
        variant = s.rules_variant if s.rules_variant in BY_KEY else VARIANTS[0]
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
    def label_value(self, key: str) -> tuple[str, str, bool]:
        """(label, value, enabled) of the row ``key`` ("variant" or one of RULE_KEYS), in the
        language spoken (the specs' words are English ids)."""
        if key == "variant":
            return _(GAME_ROW), _(self.game.name), True
        spec = SPEC[key]
        if not spec.applies(self.variant):
            games = _(", ").join(_(BY_KEY[k].name) for k in (spec.games or KEYS) if k in BY_KEY)
            return _(spec.greyed or spec.label), _(ONLY_IN).format(games), False
        return _(spec.label), _(spec.words[self.value(key)]), True

    def change(self, key: str, step: int) -> None:
        """Left/Right (``step`` -1/1) on the row ``key``; a greyed row does not change."""
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
