"""Why an action is not allowed, in a sentence that names the rule.

It is told the facts of the match it needs as plain values, so it does not know the Match.
"""
from __future__ import annotations

from . import actions as A
from . import cards as C
from .games import BY_KEY
from .tricks import EFFECTIVE, SUIT_MASK

_PHASE_HINT = {
    "joker_suit": "the Joker was turned up: the dealer names its suit (joker C/D/H/S)",
    "round1": "it is the first round of bidding: pass or accept the upcard's suit",
    "pickup": "you were ordered up: take the upcard (and discard) or leave it",
    "discard": "the dealer must discard one card face down",
    "round2": "it is the second round of bidding: pass or name a suit",
    "play": "cards are being played: play a card from your hand",
    "defend": "a player went alone: pass, or defend alone against him",
    "redeal": "your hand has no ace and no face card: ask for a redeal, or keep it",
    "call_best": "you play alone: call for your partner's best card (call best), or pass",
    "give_best": "your partner plays alone and called for your best card: pass him one "
                 "card face down (give a card)",
    "best_discard": "you received your partner's best card: discard one card face down",
}


_VERB = {
    "pass": "pass", "order": "accept the upcard", "name": "name a suit",
    "joker": "name the Joker's suit", "take": "take the upcard", "leave": "leave the upcard",
    "discard": "discard", "play": "play a card", "defend": "defend alone",
    "redeal": "ask for a redeal", "keep": "keep your hand",
    "call": "call for your partner's best card", "give": "pass a card to your partner",
}


def _suit_name(s: int) -> str:
    return C.SUIT_NAMES[s]


def explain_illegal(aid: int, *, phase: str, variant: str, hand: int, trump: int, led: int,
                    first_card: int | None, turned_down_suit: int, dealer_to_act: bool,
                    defend_alone: bool = False, call_for_best: bool = False) -> str:
    """Why action ``aid`` may not be taken now: ``phase`` and ``variant`` of the match, the
    ``hand`` (card mask) of the seat to act, ``trump`` and the ``led`` suit (-1 for none), the
    trick's ``first_card`` (None before the lead), the ``turned_down_suit`` and whether the
    dealer is the one to act; ``defend_alone`` and ``call_for_best`` whether the match plays
    those options (the call: by the lone maker or by a lone defender)."""
    act = A.ACTIONS[aid]
    if phase == "match_over":
        return "the match is over"
    if phase == "play" and act.kind == "play":
        c = act.card
        if not (hand >> c) & 1:
            return f"{C.pretty(c)} is not in your hand"
        follow = hand & SUIT_MASK[trump][led]
        held = ", ".join(C.pretty(x) for x in C.cards_of(follow))
        rule = f"must follow {_suit_name(led)}"
        eff = EFFECTIVE[trump][c]
        if c != C.JOKER and c >> 3 == led and eff != led:
            return f"{rule}; {C.pretty(c)} is a trump this hand (the left bower) — you hold {held}"
        if c != C.JOKER and eff == trump and c >> 3 != trump and led != trump:
            return f"{rule}; {C.pretty(c)} is a trump this hand (the left bower) — you hold {held}"
        if led == trump:
            lead = first_card
            assert lead is not None  # trump was led, so the trick has a first card
            if lead == C.JOKER or lead >> 3 != trump:
                return (f"{C.pretty(lead)} is a trump this hand, so trump was led: {rule} — "
                        f"you hold {held}")
            return f"{rule} (trump): you hold {held}"
        return f"{rule}: you hold {held}"
    if act.kind in ("call", "give") and not call_for_best:
        return ("calling for partner's best is not played in this match (a rules option, "
                "railroad)")
    if phase == "give_best":
        if act.kind == "give":
            return f"{C.pretty(act.card)} is not in your hand"
        return ("your partner plays alone and called for your best card: pass him one card "
                "face down; you take no other part in this hand")
    if phase == "best_discard" and act.kind == "discard":
        return f"{C.pretty(act.card)} is not in your hand"
    if phase in ("call_best", "best_discard"):
        return f"you cannot {_VERB[act.kind]} now: {_PHASE_HINT[phase]}"
    if act.kind == "call":
        return ("only a player who plays alone may call for his partner's best card, once "
                "trump is fixed and before the lead")
    if act.kind == "give":
        return ("you may pass a card only when your partner plays alone and calls for your "
                "best card")
    if act.kind in ("take", "leave") and not BY_KEY[variant].dealer_may_leave:
        return (f"in {BY_KEY[variant].title.lower()} the dealer must take up the upcard when "
                "it is accepted")
    if act.kind == "defend" and not defend_alone:
        return "defending alone is not played in this match (a rules option, four-handed)"
    if act.kind == "defend":
        return "you may defend alone only when an opponent goes alone, before the lead"
    if act.kind in ("redeal", "keep"):
        return ("a redeal may be asked only before the bidding, by a player dealt no ace "
                "and no face card, when the match plays no ace, no face")
    game = BY_KEY[variant]
    if act.alone and game.maker_alone:
        return (f"in {game.title.lower()} the maker always plays alone against the other two: "
                "there is no going-alone call")
    if act.alone and not game.going_alone:
        where = " and ".join(g.title.lower() for g in BY_KEY.values() if g.going_alone)
        return f"going alone is played only in {where}"
    if phase == "round2" and act.kind == "name" and act.suit == turned_down_suit:
        return (f"{_suit_name(act.suit)} was turned down this hand and may not be named; "
                "name another suit")
    if phase == "round2" and act.kind == "pass" and dealer_to_act:
        return "stick the dealer: the dealer may not pass in the second round; name a suit"
    if phase == "discard" and act.kind == "discard":
        return f"{C.pretty(act.card)} is not in your hand"
    return f"you cannot {_VERB[act.kind]} now: {_PHASE_HINT[phase]}"
