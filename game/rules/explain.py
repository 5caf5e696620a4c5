"""Why an action is not allowed, in a sentence that names the rule.

It is told the facts of the match it needs as plain values, so it does not know the Match.
Its sentences are ``Said`` (English that keeps its pattern and parts: ``said.py``), so a
screen can say them in the player's language.
"""
from __future__ import annotations

from . import actions as A
from . import cards as C
from .games import BY_KEY
from .said import N_, Said, reworded, said, said_p
from .tricks import EFFECTIVE, SUIT_MASK

_PHASE_HINT = {
    "joker_suit": N_("the Joker was turned up: the dealer names its suit (joker C/D/H/S)"),
    "round1": N_("it is the first round of bidding: pass or accept the upcard's suit"),
    "pickup": N_("you were ordered up: take the upcard (and discard) or leave it"),
    "discard": N_("the dealer must discard one card face down"),
    "round2": N_("it is the second round of bidding: pass or name a suit"),
    "play": N_("cards are being played: play a card from your hand"),
    "defend": N_("a player went alone: pass, or defend alone against him"),
    "redeal": N_("your hand has no ace and no face card: ask for a redeal, or keep it"),
    "call_best": N_("you play alone: call for your partner's best card (call best), or pass"),
    "give_best": N_("your partner plays alone and called for your best card: pass him one "
                    "card face down (give a card)"),
    "best_discard": N_("you received your partner's best card: discard one card face down"),
}


_VERB = {   # (the verbs after "you cannot")
    "pass": said_p("verb", "pass"), "order": said_p("verb", "accept the upcard"),
    "name": said_p("verb", "name a suit"), "joker": said_p("verb", "name the Joker's suit"),
    "take": said_p("verb", "take the upcard"), "leave": said_p("verb", "leave the upcard"),
    "discard": said_p("verb", "discard"), "play": said_p("verb", "play a card"),
    "defend": said_p("verb", "defend alone"), "redeal": said_p("verb", "ask for a redeal"),
    "keep": said_p("verb", "keep your hand"), "call": said_p("verb", "call for your partner's best card"),
    "give": said_p("verb", "pass a card to your partner"), "bid": said_p("verb", "bid"),
}   # every kind of ``Action`` has its verb (tests/rules/test_every_wrong_action.py)


def _suit_name(s: int) -> str:
    return said(C.SUIT_NAMES[s])


def _title(key: str) -> Said:
    """A game's title inside a sentence: ``three-handed euchre`` (kept as its title, so a
    screen says the title in its language)."""
    title = BY_KEY[key].title
    return reworded(said(title), title.lower())


def _cards(cards: list[int]) -> str:
    """``9♥, K♥``."""
    out = C.pretty(cards[0]) if cards else ""
    for c in cards[1:]:
        out = said("{first}, {next}", first=out, next=C.pretty(c))
    return out


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
        return said("the match is over")
    if phase == "play" and act.kind == "play":
        c = act.card
        if not (hand >> c) & 1:
            return said("{card} is not in your hand", card=C.pretty(c))
        follow = hand & SUIT_MASK[trump][led]
        held = _cards(list(C.cards_of(follow)))
        suit = _suit_name(led)
        eff = EFFECTIVE[trump][c]
        if c != C.JOKER and c >> 3 == led and eff != led:
            return said("must follow {suit}; {card} is a trump this hand (the left bower) — you hold {held}",
                        suit=suit, card=C.pretty(c), held=held)
        if c != C.JOKER and eff == trump and c >> 3 != trump and led != trump:
            return said("must follow {suit}; {card} is a trump this hand (the left bower) — you hold {held}",
                        suit=suit, card=C.pretty(c), held=held)
        if led == trump:
            lead = first_card
            assert lead is not None  # trump was led, so the trick has a first card
            if lead == C.JOKER:    # always the highest trump (RULES §8.1, §8.2)
                return said("the Joker is the highest trump, so trump was led: must follow {suit} — "
                            "you hold {held}", suit=suit, held=held)
            if lead >> 3 != trump:
                return said("{card} is a trump this hand, so trump was led: must follow {suit} — "
                            "you hold {held}", card=C.pretty(lead), suit=suit, held=held)
            return said("must follow {suit} (trump): you hold {held}", suit=suit, held=held)
        return said("must follow {suit}: you hold {held}", suit=suit, held=held)
    if act.kind in ("call", "give") and not call_for_best:
        return said("calling for partner's best is not played in this match (a rules option, railroad)")
    if phase == "give_best":
        if act.kind == "give":
            return said("{card} is not in your hand", card=C.pretty(act.card))
        return said("your partner plays alone and called for your best card: pass him one card "
                    "face down; you take no other part in this hand")
    if phase == "best_discard" and act.kind == "discard":
        return said("{card} is not in your hand", card=C.pretty(act.card))
    if act.kind == "bid" and BY_KEY[variant].match == "euchre":   # a game with no auction
        return said("in {game} nobody bids a number of tricks — {why}", game=_title(variant),
                    why=said(_PHASE_HINT[phase]))
    if act.kind == "bid":   # Hasenpfeffer once its auction is over
        return said("the auction is over — {why}", why=said(_PHASE_HINT[phase]))
    if phase in ("call_best", "best_discard"):
        return said("you cannot {verb} now: {why}", verb=_VERB[act.kind], why=said(_PHASE_HINT[phase]))
    if act.kind == "call":
        return said("only a player who plays alone may call for his partner's best card, once "
                    "trump is fixed and before the lead")
    if act.kind == "give":
        return said("you may pass a card only when your partner plays alone and calls for your best card")
    if act.kind in ("take", "leave") and not BY_KEY[variant].dealer_may_leave:
        return said("in {game} the dealer must take up the upcard when it is accepted",
                    game=_title(variant))
    if act.kind == "defend" and not defend_alone:
        return said("defending alone is not played in this match (a rules option, four-handed)")
    if act.kind == "defend":
        return said("you may defend alone only when an opponent goes alone, before the lead")
    if act.kind in ("redeal", "keep"):
        return said("a redeal may be asked only before the bidding, by a player dealt no ace "
                    "and no face card, when the match plays no ace, no face")
    game = BY_KEY[variant]
    if act.alone and game.maker_alone:
        return said("in {game} the maker always plays alone against the other two: "
                    "there is no going-alone call", game=_title(variant))
    if act.alone and not game.going_alone:
        where = [_title(g.key) for g in BY_KEY.values() if g.going_alone]
        games = where[0] if where else ""
        for title in where[1:]:
            games = said("{first} and {second}", first=games, second=title)
        return said("going alone is played only in {games}", games=games)
    if phase == "round2" and act.kind == "name" and act.suit == turned_down_suit:
        return said("{suit} was turned down this hand and may not be named; name another suit",
                    suit=_suit_name(act.suit))
    if phase == "round2" and act.kind == "pass" and dealer_to_act:
        return said("stick the dealer: the dealer may not pass in the second round; name a suit")
    if phase == "discard" and act.kind == "discard":
        return said("{card} is not in your hand", card=C.pretty(act.card))
    return said("you cannot {verb} now: {why}", verb=_VERB[act.kind], why=said(_PHASE_HINT[phase]))
