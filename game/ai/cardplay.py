"""Card play by the classic rules, with card counting, each choice with its reason.

Lead trump when your side made it and you hold the best trump; lead your aces; as a
defender lead short suits; don't trump your partner's winner (in three-handed: the other
defender's, who plays with you against the maker this hand); win as cheaply as possible
when you play last; keep the left bower guarded; throw off to make voids.
"""
from __future__ import annotations

from game.rules import View
from game.rules import cards as C
from game.rules.said import said
from game.rules.tricks import EFFECTIVE, LEFT_POWER, POWER, SUIT_MASK, TRUMP_BASE

from .knowledge import Knowledge, boss
from .reasons import card_name, suit_words
from .sides import ally, ally_words, opponents_words, teams


class Table:
    """The facts about the trick in play that the rules of thumb need."""

    def __init__(self, view: View, k: Knowledge) -> None:
        self.view, self.k = view, k
        self.t = view.trump
        self.power = POWER[self.t]
        self.eff = EFFECTIVE[self.t]
        n = view.players
        out = view.out
        self.team = teams(view)
        mine = self.team[view.seat]
        self.partner = ally(view)  # a partner, or the other three-handed defender
        self.ally = ally_words(view)
        active = [s for s in range(n) if s not in out]
        self.active = len(active)
        self.opponents = [s for s in active if self.team[s] != mine]
        played = {s for s, _ in view.trick}
        order = []
        s = view.seat
        for _ in range(n - 1):
            s = (s + 1) % n
            if s in out or s in played:
                continue
            order.append(s)
        self.behind = order[: self.active - len(view.trick) - 1]
        self.opps_behind = [s for s in self.behind if self.team[s] != mine]
        self.maker_side = self.team[view.maker] if view.maker >= 0 else -1
        self.we_made = self.maker_side == mine
        self.unseen_trumps = SUIT_MASK[self.t][self.t] & k.out_of_my_sight

    def beats(self, a: int, b: int, led: int) -> bool:
        pa, pb = self.power[a], self.power[b]
        va = pa if pa >= TRUMP_BASE else (pa if self.eff[a] == led else -1)
        vb = pb if pb >= TRUMP_BASE else (pb if self.eff[b] == led else -1)
        return va > vb

    def winner(self) -> tuple[int, int]:
        led = self.eff[self.view.trick[0][1]]
        ws, wc = self.view.trick[0]
        for s, c in self.view.trick[1:]:
            if self.beats(c, wc, led):
                ws, wc = s, c
        return ws, wc

    def sure(self, c: int, led: int) -> bool:
        """Whether nobody still to play against us can hold a card that beats ``c`` (from the
        count and the voids shown: certain, not likely)."""
        k = self.k
        for s in self.opps_behind:
            v = k.voids[s]
            for x in C.cards_of(k.out_of_my_sight):
                if (v >> self.eff[x]) & 1:
                    continue
                if self.beats(x, c, led):
                    return False
        return True

    def safe(self, c: int, led: int) -> bool:
        """Whether ``c`` surely wins against the opponents still to play (by the count)."""
        k = self.k
        for s in self.opps_behind:
            v = k.voids[s]
            if self.power[c] >= TRUMP_BASE:
                if (v >> self.t) & 1:
                    continue
                if any(self.power[x] > self.power[c] for x in C.cards_of(self.unseen_trumps)):
                    return False
                continue
            higher = [x for x in C.cards_of(SUIT_MASK[self.t][led] & k.out_of_my_sight)
                      if self.power[x] > self.power[c]]
            if higher and not (v >> led) & 1:
                return False
            if self.unseen_trumps and not (v >> self.t) & 1 and led != self.t:
                # They may be out of the suit and trump it; count that as unsafe only if
                # the suit has been led before (voids appear fast in euchre).
                seen_in_suit = (SUIT_MASK[self.t][led] & k.played).bit_count()
                if seen_in_suit >= 3 or (v >> led) & 1:
                    return False
        return True


def _lowest(cards: list[int], tb: Table) -> int:
    return min(cards, key=lambda c: (tb.power[c], c))


def _throw_off(cards: list[int], tb: Table) -> tuple[int, str]:
    """The card to get rid of: no trump if possible, a low one, making a void."""
    t = tb.t
    off = [c for c in cards if tb.eff[c] != t]
    if not off:
        c = _lowest(cards, tb)
        return c, said("Play your lowest trump, the {card}", card=card_name(c, t))
    counts: dict[int, int] = {}
    for c in tb.view.hand:
        counts[tb.eff[c]] = counts.get(tb.eff[c], 0) + 1

    def cost(c: int) -> tuple[float, int]:
        r = tb.power[c]
        b = boss(tb.k, tb.eff[c]) == c
        return (r + (10 if b else 0) - (1.5 if counts[tb.eff[c]] == 1 and not b else 0), c)

    c = min(off, key=cost)
    if counts[tb.eff[c]] == 1 and len(off) > 1 and len(tb.view.hand) >= 3:
        return c, said("Throw off the {card} to make a void in {suit}", card=C.pretty(c),
                       suit=suit_words(tb.eff[c]))
    if all(tb.power[c] <= tb.power[x] for x in off):
        return c, said("Throw off your lowest card, the {card}", card=C.pretty(c))
    return c, said("Throw off the {card}", card=C.pretty(c))


def lead(view: View, k: Knowledge, cards: list[int]) -> tuple[int, str]:
    tb = Table(view, k)
    t = tb.t
    trumps = sorted((c for c in cards if tb.eff[c] == t), key=lambda c: -tb.power[c])
    off = [c for c in cards if tb.eff[c] != t]
    top_trump = boss(k, t)
    opp_trumps_possible = bool(tb.unseen_trumps) and not all(
        (k.voids[s] >> t) & 1 for s in tb.opponents)
    if trumps and tb.we_made and opp_trumps_possible:
        if trumps[0] == top_trump:
            if view.maker != view.seat:
                return trumps[0], said("Lead the {card} to pull trump for your partner",
                                       card=card_name(trumps[0], t))
            return trumps[0], said("Lead the {card} to pull trump before they can hurt you",
                                   card=card_name(trumps[0], t))
        if view.maker != view.seat and tb.partner >= 0:
            if tb.power[trumps[0]] >= LEFT_POWER:
                # A bower loses only to a higher bower (or the Joker), which the caller
                # likely holds: it draws the opponents' trumps and leaves his.
                c = trumps[0]
                return c, said("Your partner called trump: lead the {card} to pull trump for him",
                               card=card_name(c, t))
            c = trumps[-1]
            return c, said("Your partner called trump: lead trump back to him (the {card})",
                           card=card_name(c, t))
        if len(trumps) >= 3:
            c = trumps[-1]
            theirs = opponents_words(view, possessive=True)
            return c, said("Lead your lowest trump, the {card}, to draw {whose} trumps", card=card_name(c, t),
                           whose=theirs)
    # An off-suit card that is the best left in its suit.
    bosses = [c for c in off if boss(k, tb.eff[c]) == c]
    if bosses:
        # Prefer the suit least played (opponents are more likely to follow).
        c = min(bosses, key=lambda x: ((SUIT_MASK[t][tb.eff[x]] & k.played).bit_count(), -tb.power[x]))
        return c, said("Lead the {card}: it is the best card left in {suit}", card=C.pretty(c),
                       suit=suit_words(tb.eff[c]))
    if trumps and trumps[0] == top_trump and (tb.we_made or len(trumps) >= 2) and opp_trumps_possible:
        return trumps[0], said("Lead the {card}: it is the best trump left", card=card_name(trumps[0], t))
    if off:
        counts: dict[int, int] = {}
        for c in off:
            counts[tb.eff[c]] = counts.get(tb.eff[c], 0) + 1
        c = min(off, key=lambda x: (counts[tb.eff[x]], tb.power[x]))
        name, suit = C.pretty(c), tb.eff[c]
        later = len(view.hand) >= 3   # a trick after this one and the last: a void still counts
        if counts[suit] == 1 and trumps and later:
            return c, said("Lead the {card}: a short suit, so you can trump {suit} next time", card=name,
                           suit=suit_words(suit))
        if counts[suit] == 1 and not trumps and tb.partner >= 0:
            if view.players == 3:
                return c, said("Lead the {card}: the other defender may win it", card=name)
            return c, said("Lead the {card}: your partner may win it", card=name)
        if all(tb.power[c] <= tb.power[x] for x in off):
            return c, said("Lead your lowest card, the {card}", card=name)
        if counts[suit] == 1:
            return c, said("Lead the {card}, your only {suit}", card=name, suit=said(C.SUIT_SINGULAR[suit]))
        if later:
            return c, said("Lead your lowest {suit}, the {card}, and keep your higher cards",
                           suit=said(C.SUIT_SINGULAR[suit]), card=name)
        return c, said("Lead your lowest {suit}, the {card}", suit=said(C.SUIT_SINGULAR[suit]), card=name)
    c = trumps[0] if trumps[0] == top_trump else trumps[-1]
    return c, said("Only trumps left: lead the {card}", card=card_name(c, t))


def _low(cards: list[int], tb: Table, following: bool) -> tuple[int, str]:
    """A card to play when the trick is not ours to win: the lowest that follows suit, else a
    throw-off; with the words that say which."""
    t = tb.t
    if following:
        c = _lowest(cards, tb)
        return c, said("follow low with the {card}", card=card_name(c, t))
    c = _throw_off(cards, tb)[0]
    if tb.eff[c] == t:
        return c, said("you hold only trumps, so play your lowest, the {card}", card=card_name(c, t))
    return c, said("throw off the {card}", card=C.pretty(c))


def follow(view: View, k: Knowledge, cards: list[int]) -> tuple[int, str]:
    tb = Table(view, k)
    t = tb.t
    led = tb.eff[view.trick[0][1]]
    ws, wc = tb.winner()
    partner_wins = ws == tb.partner
    following = any(tb.eff[c] == led for c in cards)
    winners = [c for c in cards if tb.beats(c, wc, led)]
    last = not tb.behind
    theirs = card_name(wc, t)
    if partner_wins:
        if last or not tb.opps_behind or tb.safe(wc, led):
            c, how = _low(cards, tb, following)
            certain = last or not tb.opps_behind or tb.sure(wc, led)
            if not following and tb.eff[c] != t and any(tb.eff[x] == t for x in cards) and led != t:
                how = said("don't trump it, {how}", how=how)
            if view.players == 3:
                if certain:
                    return c, said("The other defender's {card} wins the trick: {how}", card=theirs, how=how)
                return c, said("The other defender's {card} should win the trick: {how}", card=theirs, how=how)
            if certain:
                return c, said("Your partner's {card} wins the trick: {how}", card=theirs, how=how)
            return c, said("Your partner's {card} should win the trick: {how}", card=theirs, how=how)
        sure = [c for c in winners if tb.safe(c, led)]
        if not tb.we_made and view.options.game.partners:
            # A defender's safe trump takes a trick later anyway; spent on his partner's
            # trick, it gives one away whenever that card would have held (measured in
            # four-handed play: bench/partner_sense.py takeover).
            sure = [c for c in sure if tb.eff[c] != t]
        if sure and tb.power[wc] < TRUMP_BASE and not (following and tb.power[wc] >= C.KING):
            c = _lowest(sure, tb)
            if view.players == 3:
                return c, said("Take over with the {mine}: the other defender's {card} may be beaten",
                               mine=card_name(c, t), card=theirs)
            return c, said("Take over with the {mine}: your partner's {card} may be beaten",
                           mine=card_name(c, t), card=theirs)
        c, how = _low(cards, tb, following)
        if view.players == 3:
            return c, said("The other defender is winning with the {card}: {how}", card=theirs, how=how)
        return c, said("Your partner is winning with the {card}: {how}", card=theirs, how=how)
    if winners:
        if last or not tb.opps_behind:
            c = _lowest(winners, tb)
            return c, said("Win as cheaply as possible: the {card} is enough", card=card_name(c, t))
        sure = [c for c in winners if tb.safe(c, led)]
        if sure:
            c = _lowest(sure, tb)
            if tb.sure(c, led):
                return c, said("Win with the {card}: nobody left can beat it", card=card_name(c, t))
            return c, said("Win with the {card}: only a trump could beat it, and that is unlikely yet",
                           card=card_name(c, t))
        if following and led != t:
            c = max(winners, key=lambda x: tb.power[x])
            return c, said("Play high (the {card}) to make the next player pay for the trick",
                           card=card_name(c, t))
        c = _lowest(winners, tb)
        if led == t:
            return c, said("Go over with the {mine}, the cheapest trump that beats the {card}",
                           mine=card_name(c, t), card=theirs)
        return c, said("Trump in with the {mine}, the cheapest trump that beats the {card}",
                       mine=card_name(c, t), card=theirs)
    if following:
        c = _lowest(cards, tb)
        return c, said("You can't win this trick: follow suit with your lowest, the {card}", card=card_name(c, t))
    c, why = _throw_off(cards, tb)
    return c, said("You can't win this trick. {why}", why=why)


def choose_card(view: View, k: Knowledge) -> tuple[int, str]:
    """The card to play now, by the rules of thumb, with why."""
    cards = [a.card for a in view.legal]
    if len(cards) == 1:
        return cards[0], said("The {card} is your only legal card", card=card_name(cards[0], view.trump))
    if not view.trick:
        return lead(view, k, cards)
    return follow(view, k, cards)


__all__ = ["card_name", "choose_card", "lead", "follow", "Table"]
