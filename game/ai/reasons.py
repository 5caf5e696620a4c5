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
from game.rules.said import N_, Said, said, said_n
from game.rules.tricks import EFFECTIVE, POWER

from .sides import my_need, their_need

# Reasons are ``Said`` (English text that keeps its pattern and parts, game/rules/said.py), so
# the client says them in the player's language.
NUMBERS = ("no", N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"))
THREE_TRICKS = 3.0  # a count this high may be said as "should take three tricks"
# The first round's bids as a reason says them inside a sentence (``game.rules.match.order_word``).
ORDER_WORDS = (N_("order it up"), N_("assist"), N_("take it up"))


def card_name(c: int, trump: int) -> str:
    """A card as players say it: the Joker, the right or left bower, or J♦."""
    if c == C.JOKER:
        return said("Joker")
    if trump >= 0 and c == C.right_bower(trump):
        return said("right bower")
    if trump >= 0 and c == C.left_bower(trump):
        return said("left bower")
    return C.pretty(c)


def suit_words(suit: int) -> Said:
    """``hearts``, as a part of a reason."""
    return said(C.SUIT_NAMES[suit])


def trumps_count(n: int) -> Said:
    """``no trumps``, ``one trump``, ``three trumps``."""
    if n == 0:
        return said("no trumps")
    number = said(NUMBERS[n]) if n < len(NUMBERS) else str(n)
    return said_n("{number} trump", "{number} trumps", n, number=number)


def listing(names: list[str]) -> str:
    """``A♠``, ``A♠ and K♦``, ``A♠, K♦ and A♣``."""
    if len(names) == 1:
        return names[0]
    return said("{names} and {last}", names=series(names[:-1]), last=names[-1])


def series(names: list[str]) -> str:
    """``A♥, 9♥``: names one after another."""
    out = names[0]
    for name in names[1:]:
        out = said("{first}, {next}", first=out, next=name)
    return out


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
    words: str = trumps_count(len(tr))
    if tr:
        words = said("{count} ({cards})", count=words, cards=series([card_name(c, suit) for c in tr]))
    aces = side_aces(hand, suit)
    if aces:
        words = said("{held} and the {aces}", held=words, aces=listing([C.pretty(a) for a in aces]))
    elif say_no_ace:
        words = said("{held} and no off-suit ace", held=words)
    return words


def help_words(view: View, value: float, up: int) -> str:
    """Why a bid's count is enough, in a player's words: three tricks by itself, or the help
    it counts on (the partner's, the partner taking up the upcard, the two-handed stock, the
    three-handed defenders' trumps split between two hands)."""
    if value >= THREE_TRICKS:
        return said("that should take three tricks")
    g = view.options.game
    if g.heads_up:
        return said("strong enough: in two-handed play most of the pack stays in the stock")
    if g.maker_alone:
        return said("strong enough to play alone against the other two")
    dealer_is_partner = view.phase == ROUND1 and g.partners and view.dealer == g.partner(view.seat)
    if dealer_is_partner and up >= 0:
        return said("strong enough with your partner taking up the {card}", card=C.pretty(up))
    return said("strong enough with your partner's help")


def score_words(view: View) -> str:
    """The score that makes a bid bolder ("they are one point from winning") or more careful,
    as the counting model's ``score_shift`` sees it; empty when the score changes nothing.
    Three-handed: "they" is the other player nearest the target."""
    mine = my_need(view)
    theirs = their_need(view)
    three = view.options.game.euchre_to_each   # "another player", "each other player"
    if theirs <= 1:
        if three:
            return said("worth the risk: another player is one point from winning")
        return said("worth the risk: they are one point from winning")
    if theirs <= 2 and mine > 1:
        if three:
            return said("not worth it: a euchre gives each other player two points, and one of "
                        "them needs only two")
        return said("not worth it: a euchre would give them the game")
    if mine <= 1 and theirs > 2:
        return said("worth the risk: one point wins you the game")
    return ""


def discard_words(hand, c: int, trump: int) -> str:
    """Why the dealer discards ``c`` from ``hand`` (six cards), in facts he can see."""
    eff = EFFECTIVE[trump]
    name = C.pretty(c)
    if eff[c] == trump:
        return said("Discard the {card}: you hold only trumps, and it is your lowest", card=name)
    if not any(x != c and eff[x] == eff[c] for x in hand):
        return said("Discard the {card}: it leaves you void in {suit}, so you can trump them", card=name,
                    suit=suit_words(eff[c]))
    if all(POWER[trump][c] <= POWER[trump][x] for x in hand if eff[x] != trump):
        return said("Discard the {card}, your lowest card outside trumps", card=name)
    return said("Discard the {card} and keep your trumps and aces", card=name)


def call_best_words(view: View) -> str:
    """Why a lone player calls for his partner's best card (Railroad, RULES §8.1)."""
    return said("Call for your partner's best card: you keep the best five of six, so it can only help")


def pass_best_words(view: View, c: int, defending: bool) -> str:
    """Why the partner of a lone player passes ``c``: his best trump, an ace, or his highest
    card. ``defending``: the lone player is a lone defender."""
    t = view.trump
    name = card_name(c, t)
    whose = said("your partner's lone defence") if defending else said("your partner's lone hand")
    if EFFECTIVE[t][c] == t:
        return said("Pass the {card}: your best trump, for {whose}", card=name, whose=whose)
    if c != C.JOKER and C.rank_of(c) == C.ACE:
        return said("Pass the {card}: you hold no trump, and an ace is the likeliest trick for {whose}",
                    card=name, whose=whose)
    return said("Pass the {card}: no trump and no ace, so your highest card", card=name)
