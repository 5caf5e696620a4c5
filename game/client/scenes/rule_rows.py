"""The rules of a match as rows to change: the new-game setup and a LAN host's rules share them.

``RuleChoice`` holds what is chosen (prefilled from the settings' default rules) and gives the
``Options`` it makes; ``label_value`` and ``change`` are one row each, by key. Options of one
variant only (rubbers and defend alone: four-handed) are greyed in the others, and the focus
passes over them (``option_rows.row_intent``). ``rules_words`` says a match's rules in a line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules import Options

if TYPE_CHECKING:
    from ..settings import Settings

VARIANT_WORDS = {"two-handed": "Two-handed", "three-handed": "Three-handed", "four-handed": "Four-handed"}
VARIANTS = tuple(VARIANT_WORDS)    # in the order the Game row cycles through them
DECKS = ((24, "24 cards"), (32, "32 cards"), (25, "25 cards, with the Joker"))
TARGETS = ((5, "5 points"), (7, "7 points"), (10, "10 points"))
# The rows after the Game row, in order.
RULE_KEYS = ("deck", "target", "stick", "turned_down", "rubbers", "defend_alone", "no_ace_no_face")


@dataclass(slots=True)
class RuleChoice:
    variant: str = "two-handed"
    deck: int = 24
    target: int = 10
    stick: bool = False
    turned_down: bool = False
    rubbers: bool = False
    defend_alone: bool = False
    no_ace_no_face: bool = False

    @classmethod
    def from_settings(cls, s: "Settings") -> "RuleChoice":
        """The default rules: what the player last started a match with."""
        variant = s.rules_variant if s.rules_variant in VARIANTS else VARIANTS[0]
        four = variant == "four-handed"
        return cls(variant, s.rules_deck if s.rules_deck in dict(DECKS) else 24,
                   s.rules_target if s.rules_target in dict(TARGETS) else 10, s.rules_stick,
                   s.rules_turned_down, s.rules_rubbers and four, s.rules_defend_alone and four,
                   s.rules_no_ace_no_face)

    @property
    def four(self) -> bool:
        return self.variant == "four-handed"

    @property
    def players(self) -> int:
        return {"two-handed": 2, "three-handed": 3, "four-handed": 4}[self.variant]

    def options(self) -> Options:
        """The match these rules make (four-handed options are off in the other variants)."""
        return Options(variant=self.variant, deck=self.deck, target=self.target,
                       stick_the_dealer=self.stick, turned_down_suit_allowed=self.turned_down,
                       rubbers=self.rubbers and self.four, defend_alone=self.defend_alone and self.four,
                       no_ace_no_face=self.no_ace_no_face)

    # -- rows ------------------------------------------------------------------------------
    def label_value(self, key: str) -> tuple[str, str, bool]:
        """(label, value, enabled) of the row ``key`` ("variant" or one of RULE_KEYS)."""
        on = lambda v: "On" if v else "Off"  # noqa: E731
        if key == "variant":
            return "Game", VARIANT_WORDS[self.variant], True
        if key == "deck":
            return "Deck", dict(DECKS)[self.deck], True
        if key == "target":
            return "Game to", dict(TARGETS)[self.target], True
        if key == "stick":
            return "Stick the dealer", on(self.stick), True
        if key == "turned_down":
            return "Naming the turned-down suit", "Allowed" if self.turned_down else "Not allowed", True
        if key == "rubbers":
            if not self.four:
                return "Rubbers", "Four-handed only", False
            return "Rubbers (best of three games)", on(self.rubbers), True
        if key == "defend_alone":
            if not self.four:
                return "Defend alone", "Four-handed only", False
            return "Defend alone (against a lone hand)", on(self.defend_alone), True
        if key == "no_ace_no_face":
            return "No ace, no face (a redeal)", on(self.no_ace_no_face), True
        raise KeyError(key)

    def change(self, key: str, step: int) -> None:
        """Left/Right (``step`` -1/1) on the row ``key``; a greyed row does not change."""
        if key == "variant":
            self.variant = VARIANTS[(VARIANTS.index(self.variant) + step) % len(VARIANTS)]
        elif key == "deck":
            self.deck = _cycle(DECKS, self.deck, step)
        elif key == "target":
            self.target = _cycle(TARGETS, self.target, step)
        elif key == "stick":
            self.stick = not self.stick
        elif key == "turned_down":
            self.turned_down = not self.turned_down
        elif key == "rubbers" and self.four:
            self.rubbers = not self.rubbers
        elif key == "defend_alone" and self.four:
            self.defend_alone = not self.defend_alone
        elif key == "no_ace_no_face":
            self.no_ace_no_face = not self.no_ace_no_face


def remember_rules(s: "Settings", o: Options) -> "Settings":
    """``s`` with the rules of ``o`` as the next match's defaults."""
    return s.with_(rules_variant=o.variant, rules_deck=o.deck, rules_target=o.target,
                   rules_stick=o.stick_the_dealer, rules_turned_down=o.turned_down_suit_allowed,
                   rules_rubbers=o.rubbers, rules_defend_alone=o.defend_alone,
                   rules_no_ace_no_face=o.no_ace_no_face)


def _cycle(values: tuple[tuple[int, str], ...], now: int, step: int) -> int:
    keys = [v for v, _ in values]
    return keys[(keys.index(now) + step) % len(keys)] if now in keys else keys[0]


def rules_words(o: Options, game: bool = True) -> str:
    """A match's rules in one line: "Three-handed · game to 10 · 24 cards · no ace, no face"
    (``game=False``: without the variant)."""
    parts = [VARIANT_WORDS.get(o.variant, o.variant)] if game else []
    parts += [f"game to {o.target}", f"{o.deck} cards"]
    for on, words in ((o.rubbers, "rubbers"), (o.stick_the_dealer, "stick the dealer"),
                      (o.turned_down_suit_allowed, "turned-down suit may be named"),
                      (o.defend_alone, "defend alone"), (o.no_ace_no_face, "no ace, no face")):
        if on:
            parts.append(words)
    return " · ".join(parts)
