"""Defend alone (RULES §7.2): answer a lone hand by defending alone, or pass.

A lone defender who euchres the lone maker scores 4 instead of 2, but his partner's cards
leave the play, and a march against him still costs 4. Solved with every hand in view over
3,000 lone hands of the counting model (docs/ai.md), defending alone did worse on average
than defending with the partner in every group of hands by trump count and strength: a
maker who goes alone holds most of the trumps. So the ``normal`` level defends alone only
when the euchre is certain: three trumps that no card the maker may hold can beat (the top
trumps still out, e.g. right bower, left bower and ace), three tricks whatever he plays.
In Railroad, where the lone defender calls for his partner's best card, it defends alone
with two trumps or more.
"""
from __future__ import annotations

from game.rules import View
from game.rules import cards as C
from game.rules.said import said
from game.rules.tricks import EFFECTIVE, POWER

from .knowledge import Knowledge, knowledge
from .reasons import card_name, holding, listing

SURE_TO_DEFEND = 3  # tricks a lone defender needs: a euchre
# Railroad (RULES §8.1): a lone defender calls for his partner's best card too. With two
# trumps or more, defending alone and calling did better than passing against the lone
# hands the counting rules call there (solved with every hand in view: docs/ai.md).
BEST_TO_DEFEND = 2


def maker_may_hold(view: View, k: Knowledge) -> int:
    """Cards the lone maker may hold: every card this seat has not seen, and the upcard when
    the maker dealt and took it up."""
    cards = k.unseen
    if k.dealer_holds >= 0 and view.dealer == view.maker:
        cards |= 1 << k.dealer_holds
    return cards


def sure_trumps(view: View, k: Knowledge | None = None) -> list[int]:
    """This seat's trumps that beat every trump the maker may hold, best first: each of them
    takes a trick whatever the maker plays."""
    k = k or knowledge(view)
    t = view.trump
    power = POWER[t]
    theirs = [c for c in C.cards_of(maker_may_hold(view, k)) if EFFECTIVE[t][c] == t]
    top = max((power[c] for c in theirs), default=-1)
    return sorted((c for c in view.hand if EFFECTIVE[t][c] == t and power[c] > top),
                  key=lambda c: -power[c])


def _names(cards: list[int], trump: int) -> str:
    return listing([card_name(c, trump) for c in cards])


def defend_or_pass(view: View) -> tuple[str, str]:
    """The normal level's answer (``defend alone`` or ``pass``) with its reason."""
    t = view.trump
    sure = sure_trumps(view)
    if len(sure) >= SURE_TO_DEFEND:
        return "defend alone", said("Defend alone: your {cards} are the best trumps out, "
                                    "so the euchre is certain, and alone it scores four", cards=_names(sure, t))
    held = holding(view.hand, t, say_no_ace=True)
    trumps = sum(1 for c in view.hand if EFFECTIVE[t][c] == t)
    if view.options.defender_calls_for_best and trumps >= BEST_TO_DEFEND:
        return "defend alone", said("Defend alone: you hold {held}, and you will call for your "
                                    "partner's best card; with two trumps or more that stops a "
                                    "lone hand more often, and alone it scores four", held=held)
    return "pass", said("Pass: you hold {held}, not three tricks the maker cannot beat; "
                        "defend with your partner", held=held)
