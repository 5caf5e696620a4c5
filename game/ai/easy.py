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
from game.rules.tricks import EFFECTIVE, POWER, TRUMP_BASE

from .no_ace_no_face import hand_words
from .player import as_action, decision_rng
from .reasons import call_best_words, card_name, holding

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
        if ph == PLAY and len(view.legal) > 1 and rng.random() < MISTAKE_RATE:
            a = rng.choice(view.legal)
            verb = "Lead" if not view.trick else "Play"
            return a, f"{verb} the {card_name(a.card, view.trump)} on a hunch"
        if ph == ROUND1:
            suit = view.proposed_suit
            ok = _bid_ok(view, suit)
            hunch = rng.random() < MISTAKE_RATE
            if hunch:
                ok = not ok
            word = order_word(view.options.variant, view.seat, view.dealer)
            hand = list(view.hand)
            held = f"{C.SUIT_NAMES[suit]} would give you"
            up = view.upcard if view.seat == view.dealer else None
            dealer = up is not None
            if up is not None:
                hand.append(up)
                held = f"with the {C.pretty(up)}, {held}"
            held += " " + holding(hand, suit)
            if ok:
                return as_action(view, "order"), f"{word.capitalize()}: " + (
                    "on a hunch" if hunch else f"{held}, enough to bid")
            opening = "Turn it down" if dealer else "Pass"
            return as_action(view, "pass"), f"{opening}: " + ("on a hunch" if hunch else f"{held}, too few to bid")
        if ph == ROUND2:
            suits = [a.suit for a in view.legal if a.kind == "name" and not a.alone]
            best = max(suits, key=lambda s: (len(_trumps(view.hand, s)), s))
            forced = not any(a.kind == "pass" for a in view.legal)
            held = holding(view.hand, best)
            if forced or _bid_ok(view, best):
                opening = "Stick the dealer: you must name a suit; name" if forced else "Name"
                return as_action(view, f"name {C.SUIT_LETTERS[best]}"), \
                    f"{opening} {C.SUIT_NAMES[best]}: you would hold {held}, the most trumps of any suit"
            return as_action(view, "pass"), "Pass: no suit you may name gives you enough trumps"
        if ph == PICKUP:
            return as_action(view, "take"), "Take it up: another trump"
        if ph == CALL_BEST:
            return as_action(view, "call best"), call_best_words(view)
        if ph == GIVE_BEST:
            t = view.trump
            c = max(view.hand, key=lambda x: (POWER[t][x], -x))
            return as_action(view, f"give {C.text(c)}"), (
                f"Pass the {card_name(c, t)}: your highest card")
        if ph in (DISCARD, BEST_DISCARD):
            t = view.trump
            off = [c for c in view.hand if EFFECTIVE[t][c] != t]
            c = min(off or view.hand, key=lambda x: POWER[t][x])
            which = "your lowest card outside trumps" if off else "your lowest trump"
            return as_action(view, f"discard {C.text(c)}"), f"Discard the {C.pretty(c)}, {which}"
        if ph == JOKER_SUIT:
            best = max(C.SUITS, key=lambda s: (len(_trumps(view.hand, s)), s))
            return as_action(view, f"joker {C.SUIT_LETTERS[best]}"), \
                f"Call the Joker {C.SUIT_NAMES[best]}: your longest suit"
        if ph == PLAY:
            return self._play(view)
        if ph == REDEAL:
            return as_action(view, "redeal"), (
                f"Ask for a redeal: no ace and no face card ({hand_words(view)})")
        if ph == DEFEND:
            t = view.trump
            tr = _trumps(view.hand, t)
            held = holding(view.hand, t)
            if len(tr) >= 3 and _has_bower(tr, t):
                return as_action(view, "defend alone"), (
                    f"Defend alone: you hold {held}, enough to stop the lone hand yourself")
            return as_action(view, "pass"), f"Pass: you hold {held}; defend with your partner"
        return view.legal[0], "Any legal move will do."

    def _play(self, view: View) -> tuple[Action, str]:
        t = view.trump
        power = POWER[t]
        cards = [a.card for a in view.legal]
        if not view.trick:
            c = max(cards, key=lambda x: power[x])
            return as_action(view, f"play {C.text(c)}"), f"Lead your highest card, the {card_name(c, t)}"
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
                f"Play high: the {card_name(c, t)} beats the {card_name(top, t)}"
        c = min(cards, key=lambda x: power[x])
        return as_action(view, f"play {C.text(c)}"), \
            f"You can't win this trick: play your lowest card, the {card_name(c, t)}"
