"""Bidding by hand strength: order it up, assist, take it up, turn it down, name a suit.

A hand's strength for a trump suit is counted in tricks it should take: bowers, trump
count, off-suit aces, voids. The seat adjusts it (who gets the upcard, the partner's
expected help), and the score moves the bar near the end of a game. ``BidStyle`` holds
the numbers, so levels can bid differently from one model.

Where the maker plays alone against the rest (three-handed), a call needs a hand that
takes three tricks by itself (bars near three), and the upcard goes to the dealer, an
opponent of everyone else. The bars are chosen by what the game is (``Game.heads_up``,
``Game.maker_alone``), not by its name.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules import Game, View
from game.rules import cards as C
from game.rules.match import order_word
from game.rules.said import said
from game.rules.tricks import EFFECTIVE, POWER, RIGHT_POWER, TRUMP_BASE

from .reasons import discard_words, help_words, holding, score_words, suit_words
from .sides import my_need, their_need

# Trick value of each trump by its power above TRUMP_BASE (7..A), and the top three.
_TRUMP_RANK_VALUE = (0.30, 0.30, 0.35, 0.40, 0.0, 0.45, 0.52, 0.68)
_TOP_VALUE = {120: 1.0, 119: 0.97, 118: 0.82}


@dataclass(frozen=True, slots=True)
class BidStyle:
    """The bar a hand must reach, in expected tricks, for each kind of bid."""

    order: float  # first round, with a partner (four-handed: partner helps)
    name: float  # second round, with a partner
    order_two: float  # first round, heads up (two-handed)
    name_two: float  # second round, heads up
    alone: float  # going alone (four-handed)
    upcard_weight: float = 0.7  # how much the upcard helps whoever takes it up
    score_aware: bool = True
    order_three: float = 2.6  # first round, the maker alone against the rest (three-handed)
    name_three: float = 2.5  # second round, the maker alone against the rest
    alone_best: float = 3.0  # going alone with a call for partner's best card (Railroad)

    def order_bar(self, game: Game) -> float:
        """The first-round bar in ``game`` (before the score moves it)."""
        return by_kind(game, self.order_two, self.order_three, self.order)

    def name_bar(self, game: Game) -> float:
        """The second-round bar in ``game`` (before the score moves it)."""
        return by_kind(game, self.name_two, self.name_three, self.name)


def by_kind(game: Game, heads_up: float, maker_alone: float, otherwise: float) -> float:
    """A number tuned for each kind of game: one against one (``Game.heads_up``), the maker
    alone against the rest (``Game.maker_alone``), or partners."""
    return heads_up if game.heads_up else maker_alone if game.maker_alone else otherwise


NORMAL_STYLE = BidStyle(order=2.3, name=2.15, order_two=2.0, name_two=1.85, alone=3.8)


def card_value(c: int, trump: int) -> float:
    """A trump's value in tricks (0 for a card that is not a trump)."""
    p = POWER[trump][c]
    if p < TRUMP_BASE:
        return 0.0
    return _TOP_VALUE.get(p, _TRUMP_RANK_VALUE[p - TRUMP_BASE] if p - TRUMP_BASE < 8 else 0.3)


def strength(hand: list[int] | tuple[int, ...], trump: int, two_handed: bool = False) -> float:
    """Expected tricks of ``hand`` with ``trump`` as trump, by counting (before any help)."""
    eff = EFFECTIVE[trump]
    trumps = [c for c in hand if eff[c] == trump]
    v = sum(card_value(c, trump) for c in trumps)
    nt = len(trumps)
    if nt >= 3:
        v += 0.15 * (nt - 2)
    for s in C.SUITS:
        if s == trump:
            continue
        cs = [c for c in hand if eff[c] == s]
        ranks = sorted((c & 7 for c in cs), reverse=True)
        if not cs:
            if nt >= 2:
                v += 0.3
            continue
        if ranks[0] == C.ACE:
            v += 0.65 if len(cs) <= 2 else 0.45
            if len(ranks) > 1 and ranks[1] == C.KING:
                v += 0.25
        elif ranks[0] == C.KING:
            v += 0.3 if two_handed else 0.15
    return v


def right_bower_call(hand: list[int] | tuple[int, ...], trump: int) -> bool:
    """The classic call: the right bower, two more trumps and an off-suit ace. On random
    deals, ordering (or assisting) with it in the first round beat passing in every seat
    (docs/ai.md, partner sense)."""
    eff = EFFECTIVE[trump]
    trumps = [c for c in hand if eff[c] == trump]
    return (len(trumps) >= 3 and any(POWER[trump][c] == RIGHT_POWER for c in trumps)
            and any((c & 7) == C.ACE for c in hand if eff[c] != trump))


def best_discard(hand: list[int], trump: int) -> int:
    """The card to throw away: keep trumps and aces, and make a void if possible."""
    eff = EFFECTIVE[trump]
    off = [c for c in hand if eff[c] != trump]
    if not off:
        return min(hand, key=lambda c: POWER[trump][c])
    counts = {s: sum(1 for c in off if eff[c] == s) for s in C.SUITS}

    def cost(c: int) -> tuple[float, int]:
        r = c & 7
        keep = 3.0 if r == C.ACE else 0.0
        # A singleton that is not an ace: throwing it makes a void.
        void_bonus = -1.0 if counts[eff[c]] == 1 and r != C.ACE else 0.0
        kingside = 0.5 if r == C.KING and any((x & 7) == C.ACE and eff[x] == eff[c] for x in off) else 0.0
        return (keep + void_bonus + kingside + r * 0.1, r)

    return min(off, key=cost)


def with_upcard(hand: list[int], upcard: int, trump: int) -> list[int]:
    """The dealer's hand after taking the upcard and discarding his worst card."""
    h = list(hand) + [upcard]
    h.remove(best_discard(h, trump))
    return h


@dataclass(frozen=True, slots=True)
class Bid:
    """A bidding decision: the action text and why."""

    action: str
    reason: str
    value: float = 0.0


def score_shift(view: View) -> float:
    """Move the bar by the score: bolder when one point wins or the opponents are about
    to win anyway; more careful when being euchred would hand them the game (three-handed:
    "them" is the other player nearest the target; a euchre gives each of them two)."""
    return score_shift_needs(my_need(view), their_need(view))


def score_shift_needs(mine: int, theirs: int) -> float:
    """``score_shift`` from the points this side and the nearest other still need."""
    shift = 0.0
    if theirs <= 1:
        shift -= 0.3
    elif theirs <= 2 and mine > 1:
        shift += 0.2
    if mine <= 1 and theirs > 2:
        shift -= 0.15
    return shift


def _alone_ok(hand: list[int], trump: int, value: float, style: BidStyle, view: View) -> bool:
    if not view.options.game.going_alone:
        return False
    if my_need(view) <= 2:
        return False  # a march is enough to win: no need to risk a lone hand
    eff = EFFECTIVE[trump]
    trumps = [c for c in hand if eff[c] == trump]
    top = sorted((POWER[trump][c] for c in trumps), reverse=True)
    losers = [c for c in hand if eff[c] != trump and (c & 7) != C.ACE]
    if view.options.call_for_best:
        return alone_with_best(len(trumps), top[0] if top else -1, value, style)
    highest_possible = 120 if view.options.deck in C.JOKER_DECKS else 119
    if len(trumps) < 3 or not top or top[0] < highest_possible:
        return False
    if len(losers) > 1 or (len(losers) == 1 and len(trumps) < 4):
        return False
    return value >= style.alone


def alone_ok(hand: list[int], trump: int, value: float, style: BidStyle, view: View) -> bool:
    """Whether the counting rule makes this bid alone (``hand``: the hand the seat would
    play)."""
    return _alone_ok(hand, trump, value, style, view)


def alone_with_best(trumps: int, top: int, value: float, style: BidStyle) -> bool:
    """Railroad (RULES §8.1): a bid is worth making alone when the lone hand calls for its
    partner's best card: three trumps or more headed by the right bower or the Joker
    (``top``: the best trump's power), and a count of ``style.alone_best`` (3.0, below
    four-handed's 3.8). Played out by ``normal`` players, who defend alone there with two
    trumps, such lone hands did better than the same bid with the partner; weaker ones did
    worse (docs/ai.md, Railroad)."""
    return trumps >= 3 and top >= RIGHT_POWER and value >= style.alone_best


def first_round_value(hand: list[int], seat: int, dealer: int, up: int, suit: int,
                      game: Game, style: BidStyle) -> tuple[float, list[int]]:
    """A first-round hand's count in ``suit``, with the upcard where it would go; and the
    hand the seat would play (the dealer's after taking the upcard up)."""
    two = game.heads_up
    up_val = 1.0 if up < 0 else card_value(up, suit)
    if seat == dealer:
        h = with_upcard(hand, up, suit) if up >= 0 else hand
        return strength(h, suit, two), h
    v = strength(hand, suit, two)
    if game.side_of(dealer) != game.side_of(seat):
        return v - style.upcard_weight * up_val * 0.6, hand  # the opposing dealer gets a trump
    return v + style.upcard_weight * up_val * 0.6, hand  # my partner the dealer gets a trump


def first_round_words(view: View, suit: int, hand: list[int], up: int, say_no_ace: bool = False) -> str:
    """What the seat would hold in the first round: ``hearts would give you three trumps
    (...)``; the dealer's ``hand`` is his hand after taking up ``up`` and discarding."""
    sname = suit_words(suit)
    held = holding(hand, suit, say_no_ace)
    if view.seat == view.dealer and up >= 0:
        return said("with the {card}, {suit} would give you {held}", card=C.pretty(up), suit=sname, held=held)
    return said("{suit} would give you {held}", suit=sname, held=held)


def first_round(view: View, style: BidStyle) -> Bid:
    """Order it up / assist / take it up (maybe alone), or pass (turn it down)."""
    suit = view.proposed_suit
    dealer = view.dealer
    up = view.upcard if view.upcard is not None else -1
    v, h = first_round_value(list(view.hand), view.seat, dealer, up, suit, view.options.game,
                             style)
    word = order_word(view.options.variant, view.seat, dealer)
    base = style.order_bar(view.options.game)
    bar = base + (score_shift(view) if style.score_aware else 0.0)
    if v >= bar:
        held = first_round_words(view, suit, h, up)
        if _alone_ok(h, suit, v, style, view):
            return Bid("order alone", said("Go alone: {held}; strong enough to play without your partner",
                                           held=held), v)
        why = help_words(view, v, up)
        if v < base and score_words(view):
            why = said("{why}; {more}", why=why, more=score_words(view))
        return Bid("order", said("{bid}: {held}; {why}", bid=said(word.capitalize()), held=held, why=why), v)
    held = first_round_words(view, suit, h, up, say_no_ace=True)
    why = score_words(view) if v >= base and score_words(view) else said("too weak to {bid}", bid=said(word))
    if view.seat == dealer:
        return Bid("pass", said("Turn it down: {held}; {why}", held=held, why=why), v)
    return Bid("pass", said("Pass: {held}; {why}", held=held, why=why), v)


def name_opening(view: View, suit: int) -> str:
    """How naming ``suit`` opens a reason: ``Name hearts``, ``Make it next in hearts``, ``Cross to
    clubs``."""
    sname = suit_words(suit)
    down = view.turned_down_suit
    if down < 0 or suit == down:
        return said("Name {suit}", suit=sname)
    if suit == C.same_colour(down):
        return said("Make it next in {suit}", suit=sname)
    return said("Cross to {suit}", suit=sname)


def second_round(view: View, style: BidStyle, legal_suits: list[int], forced: bool) -> Bid:
    """Name the best suit (maybe alone), or pass."""
    two = view.options.game.heads_up
    hand = list(view.hand)
    best, best_v = -1, -99.0
    for s in legal_suits:
        v = strength(hand, s, two)
        if view.turned_down_suit >= 0 and s == C.same_colour(view.turned_down_suit):
            v += 0.05  # "next": the turned-down bower's partner is likely still out
        if v > best_v:
            best, best_v = s, v
    base = style.name_bar(view.options.game)
    bar = base + (score_shift(view) if style.score_aware else 0.0)
    if best < 0:
        return Bid("pass", said("Pass: no suit may be named"))
    sname = suit_words(best)
    if best_v >= bar or forced:
        held = holding(hand, best)
        if _alone_ok(hand, best, best_v, style, view):
            return Bid(f"name {C.SUIT_LETTERS[best]} alone",
                       said("Go alone in {suit}: you would hold {held}; strong enough to play "
                            "without your partner", suit=sname, held=held), best_v)
        if forced and best_v < bar:
            return Bid(f"name {C.SUIT_LETTERS[best]}",
                       said("Stick the dealer: you must name a suit, and {suit} is your "
                            "strongest: you would hold {held}", suit=sname, held=held), best_v)
        why = help_words(view, best_v, -1)
        if best_v < base and score_words(view):
            why = said("{why}; {more}", why=why, more=score_words(view))
        return Bid(f"name {C.SUIT_LETTERS[best]}",
                   said("{opening}: you would hold {held}; {why}", opening=name_opening(view, best),
                        held=held, why=why), best_v)
    why = score_words(view) if best_v >= base and score_words(view) else said("too weak to name it")
    return Bid("pass", said("Pass: your best suit, {suit}, would give you {held}; {why}", suit=sname,
                            held=holding(hand, best, say_no_ace=True), why=why), best_v)


def joker_suit(view: View) -> Bid:
    """The dealer names the Joker upcard's suit: the suit his own hand is best in."""
    hand = list(view.hand)
    two = view.options.game.heads_up
    best = max(C.SUITS, key=lambda s: strength(with_upcard(hand, C.JOKER, s), s, two))
    return Bid(f"joker {C.SUIT_LETTERS[best]}",
               said("Call the Joker {suit}: with it your hand is strongest there", suit=suit_words(best)))


def discard(view: View) -> Bid:
    c = best_discard(list(view.hand), view.trump)
    return Bid(f"discard {C.text(c)}", discard_words(view.hand, c, view.trump))
