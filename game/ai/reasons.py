"""Reasons in a player's words: what a hand holds for a trump suit, and why that is enough.

A hint's reason must be true of the position and read as a Euchre player would say it, so
the words here name cards and counts a player can check against his hand ("three trumps
(right bower, A♥, 9♥) and the A♠"), never a computed figure such as "about 2.1 tricks".
The counting model's numbers decide; these words only say what they saw.
"""
from __future__ import annotations

from game.rules import View
from game.rules import cards as C
from game.rules.match import ROUND1
from game.rules.tricks import EFFECTIVE, POWER

from .sides import my_need, their_need

NUMBERS = ("no", "one", "two", "three", "four", "five", "six")
THREE_TRICKS = 3.0  # a count this high may be said as "should take three tricks"


def card_name(c: int, trump: int) -> str:
    """A card as players say it: the Joker, the right or left bower, or J♦."""
    if c == C.JOKER:
        return "Joker"
    if trump >= 0 and c == C.right_bower(trump):
        return "right bower"
    if trump >= 0 and c == C.left_bower(trump):
        return "left bower"
    return C.pretty(c)


def count_of(n: int, word: str) -> str:
    """``one trump``, ``three trumps``."""
    return f"{NUMBERS[n] if n < len(NUMBERS) else n} {word}{'' if n == 1 else 's'}"


def trumps_of(hand, suit: int) -> list[int]:
    """The cards of ``hand`` that are trumps when ``suit`` is trump, best first."""
    return sorted((c for c in hand if EFFECTIVE[suit][c] == suit), key=lambda c: -POWER[suit][c])


def side_aces(hand, suit: int) -> list[int]:
    """Aces of other suits than ``suit`` (trump)."""
    return [c for c in hand if c != C.JOKER and c & 7 == C.ACE and EFFECTIVE[suit][c] != suit]


def holding(hand, suit: int, say_no_ace: bool = False) -> str:
    """What ``hand`` holds with ``suit`` as trump: ``three trumps (right bower, A♥, 9♥) and the
    A♠``; ``say_no_ace``: say "and no off-suit ace" when there is none."""
    tr = trumps_of(hand, suit)
    words = count_of(len(tr), "trump")
    if tr:
        words += " (" + ", ".join(card_name(c, suit) for c in tr) + ")"
    aces = side_aces(hand, suit)
    if aces:
        names = [C.pretty(a) for a in aces]
        words += " and the " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])
    elif say_no_ace:
        words += " and no off-suit ace"
    return words


def help_words(view: View, value: float, up: int) -> str:
    """Why a bid's count is enough, in a player's words: three tricks by itself, or the help
    it counts on (the partner's, the partner taking up the upcard, the two-handed stock, the
    three-handed defenders' trumps split between two hands)."""
    if value >= THREE_TRICKS:
        return "that should take three tricks"
    g = view.options.game
    if g.heads_up:
        return "strong enough: in two-handed play most of the pack stays in the stock"
    if g.maker_alone:
        return "strong enough to play alone against the other two"
    dealer_is_partner = view.phase == ROUND1 and g.partners and view.dealer == g.partner(view.seat)
    if dealer_is_partner and up >= 0:
        return f"strong enough with your partner taking up the {C.pretty(up)}"
    return "strong enough with your partner's help"


def score_words(view: View) -> str:
    """The score that makes a bid bolder ("they are one point from winning") or more careful,
    as the counting model's ``score_shift`` sees it; empty when the score changes nothing.
    Three-handed: "they" is the other player nearest the target."""
    mine = my_need(view)
    theirs = their_need(view)
    three = view.options.game.euchre_to_each   # "another player", "each other player"
    if theirs <= 1:
        if three:
            return "worth the risk: another player is one point from winning"
        return "worth the risk: they are one point from winning"
    if theirs <= 2 and mine > 1:
        if three:
            return ("not worth it: a euchre gives each other player two points, and one of "
                    "them needs only two")
        return "not worth it: a euchre would give them the game"
    if mine <= 1 and theirs > 2:
        return "worth the risk: one point wins you the game"
    return ""


def discard_words(hand, c: int, trump: int) -> str:
    """Why the dealer discards ``c`` from ``hand`` (six cards), in facts he can see."""
    eff = EFFECTIVE[trump]
    name = C.pretty(c)
    if eff[c] == trump:
        return f"Discard the {name}: you hold only trumps, and it is your lowest"
    if not any(x != c and eff[x] == eff[c] for x in hand):
        return f"Discard the {name}: it leaves you void in {C.SUIT_NAMES[eff[c]]}, so you can trump them"
    if all(POWER[trump][c] <= POWER[trump][x] for x in hand if eff[x] != trump):
        return f"Discard the {name}, your lowest card outside trumps"
    return f"Discard the {name} and keep your trumps and aces"


def call_best_words(view: View) -> str:
    """Why a lone player calls for his partner's best card (Railroad, RULES §8.1)."""
    return ("Call for your partner's best card: you keep the best five of six, so it can only "
            "help")


def pass_best_words(view: View, c: int, defending: bool) -> str:
    """Why the partner of a lone player passes ``c``: his best trump, an ace, or his highest
    card. ``defending``: the lone player is a lone defender."""
    t = view.trump
    name = card_name(c, t)
    whose = "your partner's lone defence" if defending else "your partner's lone hand"
    if EFFECTIVE[t][c] == t:
        return f"Pass the {name}: your best trump, for {whose}"
    if c != C.JOKER and C.rank_of(c) == C.ACE:
        return (f"Pass the {name}: you hold no trump, and an ace is the likeliest trick for "
                f"{whose}")
    return f"Pass the {name}: no trump and no ace, so your highest card"
