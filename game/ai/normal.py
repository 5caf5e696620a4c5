"""The "normal" level: a sound rule-based player (bidding by strength, classic play)."""
from __future__ import annotations

from game.rules import Action, View
from game.rules import cards as C
from game.rules.match import (
    BEST_DISCARD,
    CALL_BEST,
    DEFEND,
    DISCARD,
    GIVE_BEST,
    JOKER_SUIT,
    PICKUP,
    PLAY,
    REDEAL,
    ROUND1,
    ROUND2,
)
from game.rules.said import said

from . import auction, bidding
from .bidding import NORMAL_STYLE, BidStyle
from .cardplay import choose_card
from .defend_alone import defend_or_pass
from .knowledge import knowledge
from .no_ace_no_face import redeal_or_keep
from .partners_best import call_or_pass, exchange_discard, pass_card
from .player import as_action


def rule_hint(view: View, style: BidStyle) -> tuple[Action, str]:
    """The rule-based decision for any phase, with its reason."""
    if not view.legal:
        raise ValueError("this seat has nothing to do now")
    ph = view.phase
    if ph in auction.PHASES:   # Hasenpfeffer's auction and naming trump
        return auction.decide(view, auction.NORMAL_AUCTION)
    if ph == PLAY:
        c, why = choose_card(view, knowledge(view))
        return as_action(view, f"play {C.text(c)}"), why
    if ph == ROUND1:
        b = bidding.first_round(view, style)
    elif ph == ROUND2:
        suits = sorted({a.suit for a in view.legal if a.kind == "name"})
        forced = not any(a.kind == "pass" for a in view.legal)
        b = bidding.second_round(view, style, suits, forced)
    elif ph == DISCARD:
        b = bidding.discard(view)
    elif ph == PICKUP:
        b = bidding.Bid("take", said("Take it up: the upcard is a trump, and you discard your "
                                     "worst card"))
    elif ph == JOKER_SUIT:
        b = bidding.joker_suit(view)
    elif ph == REDEAL:
        b = bidding.Bid(*redeal_or_keep(view))
    elif ph == DEFEND:
        b = bidding.Bid(*defend_or_pass(view))
    elif ph == CALL_BEST:
        b = bidding.Bid(*call_or_pass(view))
    elif ph == GIVE_BEST:
        c, why = pass_card(view)
        b = bidding.Bid(f"give {C.text(c)}", why)
    elif ph == BEST_DISCARD:
        c, why = exchange_discard(view)
        b = bidding.Bid(f"discard {C.text(c)}", why)
    else:
        return view.legal[0], said("Any legal move will do.")
    return as_action(view, b.action), b.reason


class NormalPlayer:
    """Bids by counting the hand's tricks; plays by the classic rules with card counting."""

    name = "normal"

    def __init__(self, seed: int | None = None, style: BidStyle = NORMAL_STYLE,
                 auction_style: auction.AuctionStyle = auction.NORMAL_AUCTION) -> None:
        self.seed = seed
        self.style = style
        self.auction_style = auction_style   # Hasenpfeffer's auction

    def hint(self, view: View) -> tuple[Action, str]:
        if view.phase in auction.PHASES:
            return auction.decide(view, self.auction_style)
        return rule_hint(view, self.style)

    def choose(self, view: View) -> Action:
        return self.hint(view)[0]
