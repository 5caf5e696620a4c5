"""The "hard" level: bids with a strength model tuned by self-play, plays by search."""
from __future__ import annotations

from game.rules import Action, View
from game.rules import cards as C
from game.rules.match import PLAY

from .bidding import BidStyle
from .cardplay import choose_card
from .knowledge import knowledge
from .normal import rule_hint
from .player import as_action, decision_rng
from .search import search_card

# Bars found by self-play against the normal level on duplicate deals (see README).
HARD_STYLE = BidStyle(order=2.3, name=2.15, order_two=2.0, name_two=1.85, alone=3.8)

BUDGET_S = 0.06  # thinking time per card when no fixed sample count is given
MAX_SAMPLES = {2: 80, 4: 40}


class HardPlayer:
    """Samples hidden hands consistent with the view and solves each deal exactly.

    ``samples``: a fixed number of sampled deals per card (the choice is then reproducible
    from ``seed``); by default it samples until ``budget_s`` runs out.
    """

    name = "hard"

    def __init__(self, seed: int | None = None, samples: int | None = None,
                 budget_s: float = BUDGET_S, style: BidStyle = HARD_STYLE) -> None:
        self.seed = seed
        self.samples = samples
        self.budget_s = budget_s
        self.style = style

    def choose(self, view: View) -> Action:
        return self.hint(view)[0]

    def hint(self, view: View) -> tuple[Action, str]:
        if view.phase != PLAY:
            return rule_hint(view, self.style)
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        k = knowledge(view)
        rule_card, rule_why = choose_card(view, k)
        if len(view.legal) == 1:
            return view.legal[0], rule_why
        res = search_card(view, k, decision_rng(self.seed, view), samples=self.samples,
                          budget_s=self.budget_s, max_samples=MAX_SAMPLES[view.players],
                          prefer=rule_card)
        action = as_action(view, f"play {C.text(res.card)}")
        if res.card == rule_card:
            return action, rule_why
        return action, (f"Play the {C.pretty(res.card)}: over {res.samples} likely deals it "
                        f"scores best (about {res.value:+.2f} points)")
