"""The "easy" level: a plausible beginner who counts trumps, plays high, and slips up."""
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
    order_word,
)
from game.rules.said import said
from game.rules.tricks import EFFECTIVE, POWER, TRUMP_BASE

from . import auction
from .no_ace_no_face import hand_words
from .player import as_action, decision_rng
from .reasons import call_best_words, card_name, holding, suit_words

MISTAKE_RATE = 0.08


def _trumps(hand: tuple[int, ...], suit: int) -> list[int]:
    return [c for c in hand if EFFECTIVE[suit][c] == suit]


def _has_bower(cards: list[int], suit: int) -> bool:
    return any(POWER[suit][c] >= 118 for c in cards)


def _bid_ok(view: View, suit: int) -> bool:
    """Three trumps, or two with a bower and an ace; the maker alone against the rest:
    three trumps with a bower, or four."""
    tr = _trumps(view.hand, suit)
    if view.seat == view.dealer and view.phase == ROUND1:
        assert view.upcard is not None  # the first round's upcard is on the table
        tr = tr + [view.upcard]
    if view.options.game.maker_alone:
        return len(tr) >= 4 or (len(tr) == 3 and _has_bower(tr, suit))
    return len(tr) >= 3 or (len(tr) == 2 and _has_bower(tr, suit)
                            and any((c & 7) == C.ACE and c != C.JOKER for c in view.hand))


class EasyPlayer:
    """Orders with three trumps, leads its highest card, wins tricks when it can; asks for
    a redeal of every hand with no ace and no face; defends alone with three trumps, one of
    them a bower; alone in Railroad, calls for the partner's best card, and passes its
    highest card when the partner calls."""

    name = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: View) -> Action:
        return self.hint(view)[0]

    def hint(self, view: View) -> tuple[Action, str]:
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        rng = decision_rng(self.seed, view)
        ph = view.phase
        if ph in auction.PHASES:   # Hasenpfeffer's auction and naming trump
            return auction.decide(view, auction.EASY_AUCTION, easy=True)
        if ph == PLAY and len(view.legal) > 1 and rng.random() < MISTAKE_RATE:
            a = rng.choice(view.legal)
            if not view.trick:
                return a, said("Lead the {card} on a hunch", card=card_name(a.card, view.trump))
            return a, said("Play the {card} on a hunch", card=card_name(a.card, view.trump))
        if ph == ROUND1:
            suit = view.proposed_suit
            ok = _bid_ok(view, suit)
            hunch = rng.random() < MISTAKE_RATE
            if hunch:
                ok = not ok
            word = order_word(view.options.variant, view.seat, view.dealer)
            hand = list(view.hand)
            up = view.upcard if view.seat == view.dealer else None
            dealer = up is not None
            held: str
            if up is not None:
                hand.append(up)
                held = said("with the {card}, {suit} would give you {held}", card=C.pretty(up),
                            suit=suit_words(suit), held=holding(hand, suit))
            else:
                held = said("{suit} would give you {held}", suit=suit_words(suit), held=holding(hand, suit))
            if ok:
                why = said("on a hunch") if hunch else said("{held}, enough to bid", held=held)
                return as_action(view, "order"), said("{bid}: {why}", bid=said(word.capitalize()), why=why)
            why = said("on a hunch") if hunch else said("{held}, too few to bid", held=held)
            if dealer:
                return as_action(view, "pass"), said("Turn it down: {why}", why=why)
            return as_action(view, "pass"), said("Pass: {why}", why=why)
        if ph == ROUND2:
            suits = [a.suit for a in view.legal if a.kind == "name" and not a.alone]
            best = max(suits, key=lambda s: (len(_trumps(view.hand, s)), s))
            forced = not any(a.kind == "pass" for a in view.legal)
            held = holding(view.hand, best)
            if forced or _bid_ok(view, best):
                if forced:
                    return as_action(view, f"name {C.SUIT_LETTERS[best]}"), said(
                        "Stick the dealer: you must name a suit; name {suit}: you would hold {held}, the most "
                        "trumps of any suit", suit=suit_words(best), held=held)
                return as_action(view, f"name {C.SUIT_LETTERS[best]}"), said(
                    "Name {suit}: you would hold {held}, the most trumps of any suit", suit=suit_words(best),
                    held=held)
            return as_action(view, "pass"), said("Pass: no suit you may name gives you enough trumps")
        if ph == PICKUP:
            return as_action(view, "take"), said("Take it up: another trump")
        if ph == CALL_BEST:
            return as_action(view, "call best"), call_best_words(view)
        if ph == GIVE_BEST:
            t = view.trump
            c = max(view.hand, key=lambda x: (POWER[t][x], -x))
            return as_action(view, f"give {C.text(c)}"), said(
                "Pass the {card}: your highest card", card=card_name(c, t))
        if ph in (DISCARD, BEST_DISCARD):
            t = view.trump
            off = [c for c in view.hand if EFFECTIVE[t][c] != t]
            c = min(off or view.hand, key=lambda x: POWER[t][x])
            if off:
                return as_action(view, f"discard {C.text(c)}"), said(
                    "Discard the {card}, your lowest card outside trumps", card=C.pretty(c))
            return as_action(view, f"discard {C.text(c)}"), said("Discard the {card}, your lowest trump",
                                                                 card=C.pretty(c))
        if ph == JOKER_SUIT:
            best = max(C.SUITS, key=lambda s: (len(_trumps(view.hand, s)), s))
            return as_action(view, f"joker {C.SUIT_LETTERS[best]}"), \
                said("Call the Joker {suit}: your longest suit", suit=suit_words(best))
        if ph == PLAY:
            return self._play(view)
        if ph == REDEAL:
            return as_action(view, "redeal"), said(
                "Ask for a redeal: no ace and no face card ({cards})", cards=hand_words(view))
        if ph == DEFEND:
            t = view.trump
            tr = _trumps(view.hand, t)
            held = holding(view.hand, t)
            if len(tr) >= 3 and _has_bower(tr, t):
                return as_action(view, "defend alone"), said(
                    "Defend alone: you hold {held}, enough to stop the lone hand yourself", held=held)
            return as_action(view, "pass"), said("Pass: you hold {held}; defend with your partner", held=held)
        return view.legal[0], said("Any legal move will do.")

    def _play(self, view: View) -> tuple[Action, str]:
        t = view.trump
        power = POWER[t]
        cards = [a.card for a in view.legal]
        if not view.trick:
            c = max(cards, key=lambda x: power[x])
            return as_action(view, f"play {C.text(c)}"), said("Lead your highest card, the {card}",
                                                              card=card_name(c, t))
        led = EFFECTIVE[t][view.trick[0][1]]

        def val(x: int) -> int:
            p = power[x]
            return p if p >= TRUMP_BASE else (p if EFFECTIVE[t][x] == led else -1)

        best = max(val(c) for _, c in view.trick)
        top = next(c for _, c in view.trick if val(c) == best)
        winners = [c for c in cards if val(c) > best]
        if winners:
            c = max(winners, key=val)
            return as_action(view, f"play {C.text(c)}"), \
                said("Play high: the {mine} beats the {card}", mine=card_name(c, t), card=card_name(top, t))
        c = min(cards, key=lambda x: power[x])
        return as_action(view, f"play {C.text(c)}"), \
            said("You can't win this trick: play your lowest card, the {card}", card=card_name(c, t))
