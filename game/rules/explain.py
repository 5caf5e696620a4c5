"""Why an action is not allowed, in a sentence that names the rule."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import cards as C
from .tricks import EFFECTIVE, SUIT_MASK

if TYPE_CHECKING:
    from .match import Match

_PHASE_HINT = {
    "joker_suit": "the Joker was turned up: the dealer names its suit (joker C/D/H/S)",
    "round1": "it is the first round of bidding: pass or accept the upcard's suit",
    "pickup": "you were ordered up: take the upcard (and discard) or leave it",
    "discard": "the dealer must discard one card face down",
    "round2": "it is the second round of bidding: pass or name a suit",
    "play": "cards are being played: play a card from your hand",
}


_VERB = {
    "pass": "pass", "order": "accept the upcard", "name": "name a suit",
    "joker": "name the Joker's suit", "take": "take the upcard", "leave": "leave the upcard",
    "discard": "discard", "play": "play a card",
}


def _suit_name(s: int) -> str:
    return C.SUIT_NAMES[s]


def explain_illegal(m: "Match", aid: int) -> str:
    act = A.ACTIONS[aid]
    ph = m.phase
    if ph == "match_over":
        return "the match is over"
    seat = m.to_act
    if ph == "play" and act.kind == "play":
        c = act.card
        hand = m.hands[seat]
        if not (hand >> c) & 1:
            return f"{C.pretty(c)} is not in your hand"
        led, trump = m.led, m.trump
        follow = hand & SUIT_MASK[trump][led]
        held = ", ".join(C.pretty(x) for x in C.cards_of(follow))
        rule = f"must follow {_suit_name(led)}"
        eff = EFFECTIVE[trump][c]
        if c != C.JOKER and c >> 3 == led and eff != led:
            return f"{rule}; {C.pretty(c)} is a trump this hand (the left bower) — you hold {held}"
        if c != C.JOKER and eff == trump and c >> 3 != trump and led != trump:
            return f"{rule}; {C.pretty(c)} is a trump this hand (the left bower) — you hold {held}"
        if led == trump:
            lead = m.trick[0][1]
            if lead == C.JOKER or lead >> 3 != trump:
                return (f"{C.pretty(lead)} is a trump this hand, so trump was led: {rule} — "
                        f"you hold {held}")
            return f"{rule} (trump): you hold {held}"
        return f"{rule}: you hold {held}"
    if act.kind in ("take", "leave") and m.options.variant == "four-handed":
        return "in four-handed euchre the dealer must take up the upcard when it is accepted"
    if act.alone and m.options.variant != "four-handed":
        return "going alone is played only in four-handed euchre"
    if ph == "round2" and act.kind == "name" and act.suit == m.turned_down_suit:
        return (f"{_suit_name(act.suit)} was turned down this hand and may not be named; "
                "name another suit")
    if ph == "round2" and act.kind == "pass" and seat == m.dealer:
        return "stick the dealer: the dealer may not pass in the second round; name a suit"
    if ph == "discard" and act.kind == "discard":
        return f"{C.pretty(act.card)} is not in your hand"
    return f"you cannot {_VERB[act.kind]} now: {_PHASE_HINT[ph]}"
