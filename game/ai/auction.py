"""Hasenpfeffer's auction and naming trump (RULES §8.2), every level, each choice with its
reason; and hard's card play by sampled deals solved to the end of the six tricks.

A hand's worth in a suit is counted in tricks (``count_tricks``): each trump by its place
among the trumps (the Joker, the right bower... a sure trick down to a likely one), more for
length, the side aces and guarded kings, and a little for a void that the trumps can ruff.
A made bid scores the tricks taken, whatever it was, so a bidder wins the auction as
cheaply as his count allows: one more than the bid before, never a jump. The Joker's holder
bids early rather than be forced to three when nobody bids.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from game.rules import Action, View
from game.rules import cards as C
from game.rules.hasenpfeffer import AUCTION, HAND, NAME_TRUMP, NUMBER_WORDS
from game.rules.said import said
from game.rules.tricks import EFFECTIVE, POWER

from .knowledge import Knowledge
from .player import as_action
from .reasons import NUMBERS, card_name, holding, suit_words
from .sampling import sample_hands
from .sides import teams
from .solver import solve

PHASES = (AUCTION, NAME_TRUMP)
# A trump's worth by its place: the Joker, right bower, left bower, A, K, Q, 10, 9.
TRUMP_WORTH = (1.0, 0.95, 0.8, 0.65, 0.5, 0.4, 0.3, 0.25)
LENGTH_BONUS = 0.3      # each trump beyond the second draws the others'
ACE_WORTH, KING_WORTH, GUARDED_KING_WORTH, VOID_WORTH = 0.75, 0.15, 0.35, 0.25


@dataclass(frozen=True, slots=True)
class AuctionStyle:
    """How a level bids: ``partner`` the tricks it counts on from its partner, ``margin``
    how far its count must reach past a bid, ``jump`` whether it bids its whole count at
    once (easy) instead of one more than the bid before, ``raise_partner`` whether it bids
    over its own partner."""

    partner: float
    margin: float
    jump: bool = False
    raise_partner: bool = False
    joker_early: bool = True


EASY_AUCTION = AuctionStyle(partner=0.5, margin=0.0, jump=True, raise_partner=True,
                            joker_early=False)
NORMAL_AUCTION = AuctionStyle(partner=1.0, margin=0.0)
HARD_AUCTION = AuctionStyle(partner=1.5, margin=0.0)   # tuned on duplicate deals (docs/ai.md)


def trump_place(c: int, trump: int) -> int:
    """A trump's place among the trumps: 0 the Joker, 1 the right bower ... 7 the nine."""
    p = POWER[trump][c]
    return {120: 0, 119: 1, 118: 2}.get(p, 3 + (C.ACE - (c & 7)) - (1 if c & 7 < C.JACK else 0))


def count_tricks(hand: tuple[int, ...] | list[int], trump: int) -> float:
    """The tricks a hand may take with ``trump`` trumps, by the rules of thumb above."""
    eff = EFFECTIVE[trump]
    trumps = sorted((c for c in hand if eff[c] == trump), key=lambda c: -POWER[trump][c])
    value = sum(TRUMP_WORTH[min(trump_place(c, trump), 7)] for c in trumps)
    value += LENGTH_BONUS * max(len(trumps) - 2, 0)
    for suit in C.SUITS:
        if suit == trump:
            continue
        cards = [c for c in hand if eff[c] == suit]
        ranks = {c & 7 for c in cards}
        if not cards:
            value += VOID_WORTH * min(len(trumps), 2) / 2
            continue
        if C.ACE in ranks:
            value += ACE_WORTH - 0.1 * max(len(cards) - 2, 0)
        if C.KING in ranks:
            value += GUARDED_KING_WORTH if (C.ACE in ranks or len(cards) >= 2) else KING_WORTH
    return value


def best_suit(hand: tuple[int, ...] | list[int]) -> tuple[int, float]:
    """The suit whose trumps count most, and its count."""
    return max(((s, count_tricks(hand, s)) for s in C.SUITS), key=lambda x: (x[1], x[0]))


def simple_count(hand: tuple[int, ...] | list[int], trump: int) -> float:
    """Easy's count: its trumps (the Joker and the left bower with them) and side aces."""
    eff = EFFECTIVE[trump]
    trumps = sum(1 for c in hand if eff[c] == trump)
    aces = sum(1 for c in hand if eff[c] != trump and c & 7 == C.ACE)
    return 0.8 * trumps + 0.7 * aces


def _bid_words(n: int) -> str:
    """A number of tricks inside a reason, as a word of its own (``three``)."""
    return said(NUMBERS[n]) if 0 < n < len(NUMBERS) else said(NUMBER_WORDS[n])


def bid_or_pass(view: View, style: AuctionStyle, easy: bool = False) -> tuple[Action, str]:
    """The auction: one more than the bid before (easy: its whole count) while the count
    allows, else pass. Reasons say what the hand holds, never the count itself."""
    suit, mine = best_suit(view.hand)
    if easy:
        suit = max(C.SUITS, key=lambda s: (simple_count(view.hand, s), s))
        mine = simple_count(view.hand, suit)
    total = mine + style.partner
    high = view.high_bid
    partner = view.options.game.partner(view.seat)
    name = suit_words(suit)
    held = said("{suit} would give you {held}", suit=name, held=holding(view.hand, suit))
    can = int(total - style.margin + 1e-9)
    holds_joker = C.JOKER in view.hand
    if view.high_bidder == partner and not style.raise_partner:
        return as_action(view, "pass"), said(
            "Pass: your partner holds the bid at {bid}, and your side scores every trick it "
            "takes whoever names trump", bid=_bid_words(high))
    want = can if style.jump else high + 1
    early = style.joker_early and holds_joker and high == 0 and can < 1 and total >= 0.9
    if early:
        want = can = 1
    if want <= can and want > high and want <= HAND:
        if early:
            return as_action(view, "bid 1"), said(
                "Bid one: {held}; with the Joker you bid now rather than be made to bid three "
                "if nobody bids", held=held)
        if style.jump:
            why = said("Bid {bid}: {held}, enough for that many tricks", bid=_bid_words(want), held=held)
        else:
            why = said("Bid {bid}: {held}, enough with your partner's help; one more than the bid "
                       "before wins cheaply", bid=_bid_words(want), held=held)
        return as_action(view, f"bid {want}"), why
    if high:
        return as_action(view, "pass"), said(
            "Pass: your best suit is {suit}, and {held}, too little to bid more than {bid} even "
            "with your partner's help", suit=name, held=held, bid=_bid_words(high))
    return as_action(view, "pass"), said(
        "Pass: your best suit is {suit}, and {held}, too little to bid even one trick with your "
        "partner's help", suit=name, held=held)


def name_trump(view: View, easy: bool = False) -> tuple[Action, str]:
    """Name the suit whose trumps count most."""
    if easy:
        suit = max(C.SUITS, key=lambda s: (simple_count(view.hand, s), s))
        why = said("Name {suit}: it gives you {held}, the most trumps and aces",
                   suit=suit_words(suit), held=holding(view.hand, suit))
    else:
        suit, _ = best_suit(view.hand)
        why = said("Name {suit}: it gives you {held}, the strongest trumps of any suit",
                   suit=suit_words(suit), held=holding(view.hand, suit))
    if view.forced_bid:
        why = said("{reason}; nobody bid, so you showed the Joker and must take three", reason=why)
    return as_action(view, f"name {C.SUIT_LETTERS[suit]}"), why


def decide(view: View, style: AuctionStyle, easy: bool = False) -> tuple[Action, str]:
    """The auction or the naming of trump, by ``style``."""
    if view.phase == NAME_TRUMP:
        return name_trump(view, easy)
    return bid_or_pass(view, style, easy)


# ---------------------------------------------------------------- hard's auction
HARD_BID_MARGIN = 0.3   # a bid must be worth this much on the sampled deals (points)
# Where hard plays a bid out on sampled deals: its count (with its partner's share) short of
# the bid by at most the first, past it by at most the second; elsewhere the count decides.
HARD_REACH = (0.5, 1.0)
PLAUSIBLE_TRIES = 6   # samples drawn at most for one whose bidders could count their bids


def appraise_bid(view: View, suit: int, bid: int, rng: random.Random, *, samples: int | None,
                 budget_s: float, max_samples: int) -> tuple[float, float, int]:
    """Bidding ``bid`` with ``suit`` trump, played out on sampled deals (this seat leading,
    every hand in view: an optimistic count): the mean points for this side, the share of
    deals on which the bid is made, and how many deals were solved."""
    from .knowledge import knowledge
    k = knowledge(view)
    team = teams(view)
    start = time.perf_counter()
    total, made, count = 0.0, 0, 0
    need = max(view.options.target - view.scores[view.side], 1)
    limit = samples if samples is not None else max_samples
    bidders = [(seat, int(bid.split()[1])) for seat, bid in view.bids
               if bid.startswith("bid ") and team[seat] != team[view.seat]]
    while count < limit:
        hands = sample_hands(view, k, rng)
        for _ in range(PLAUSIBLE_TRIES):   # the other side's bids were made on a count
            if all(best_suit(C.cards_of(hands[s]))[1] + HARD_AUCTION.partner >= b
                   for s, b in bidders):
                break
            hands = sample_hands(view, k, rng)
        tricks = max(solve(hands, suit, [], view.seat, -1, teams=team).values())
        made += tricks >= bid
        total += min(tricks, need) if tricks >= bid else -bid
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    return total / count, made / count, count


def hard_decide(view: View, rng: random.Random, *, samples: int | None, budget_s: float,
                max_samples: int) -> tuple[Action, str]:
    """Hard: names trump as normal; bids one more than the bid before when the hand's best
    suit, played out on sampled deals, makes it worth more than ``HARD_BID_MARGIN``."""
    if view.phase == NAME_TRUMP:
        return name_trump(view)
    normal = bid_or_pass(view, HARD_AUCTION)
    high = view.high_bid
    partner = view.options.game.partner(view.seat)
    if view.high_bidder == partner or high >= HAND:
        return normal
    suit, count = best_suit(view.hand)
    want = high + 1
    reach = count + HARD_AUCTION.partner - want
    if reach < -HARD_REACH[0] or reach > HARD_REACH[1]:   # clear either way: the count says
        return normal
    value, odds, solved = appraise_bid(view, suit, want, rng, samples=samples,
                                       budget_s=budget_s, max_samples=max_samples)
    name, words = suit_words(suit), _bid_words(want)
    if value > HARD_BID_MARGIN:
        return as_action(view, f"bid {want}"), said(
            "Bid {bid}: {suit} would give you {held}; played out over {deals} likely deals, your "
            "side takes {bid} often enough to gain by it", bid=words, suit=name,
            held=holding(view.hand, suit), deals=solved)
    return as_action(view, "pass"), said(
        "Pass: {suit} would give you {held}; played out over {deals} likely deals, bidding {bid} "
        "loses more than it wins", suit=name, held=holding(view.hand, suit), deals=solved, bid=words)


# ---------------------------------------------------------------- hard's card play
def hand_value(view: View, bidder_tricks: int) -> float:
    """What the hand is worth to this seat if the bidders end with ``bidder_tricks``: made,
    a point a trick; failed, the bid subtracted; capped at what the scorer still needs."""
    side = view.side_of(view.maker)
    pts = bidder_tricks if bidder_tricks >= view.high_bid else -view.high_bid
    if pts > 0:
        pts = min(pts, max(view.options.target - view.scores[side], 1))
    return pts if side == view.side else -pts


def search_card(view: View, k: Knowledge, rng: random.Random, *, samples: int | None,
                budget_s: float, max_samples: int, prefer: int = -1) -> tuple[int, int]:
    """The card with the best expected value over sampled deals, each solved exactly to
    the end of the hand; and how many deals were solved."""
    cards = [a.card for a in view.legal if a.kind == "play"]
    if len(cards) == 1:
        return cards[0], 0
    start = time.perf_counter()
    team = teams(view)
    mine = team[view.seat]
    bidders = team[view.maker]
    won = [0, 0]
    for w, _ in view.tricks:
        won[team[w]] += 1
    rest = HAND - len(view.tricks)
    totals = {c: 0.0 for c in cards}
    count = 0
    limit = samples if samples is not None else max_samples
    holder = view.high_bidder if view.forced_bid else -1
    while count < limit:
        hands = sample_hands(view, k, rng)
        if holder >= 0 and holder != view.seat:
            _give_joker(hands, holder, view.seat, rng)
        tricks = solve(hands, view.trump, list(view.trick), view.seat, view.out, teams=team)
        for c, t in tricks.items():
            ours = won[mine] + t
            bid_side = ours if mine == bidders else won[bidders] + rest - t
            totals[c] += hand_value(view, bid_side)
        count += 1
        if samples is None and time.perf_counter() - start > budget_s:
            break
    best_v = max(totals.values())
    tied = [c for c in cards if totals[c] >= best_v - 1e-9]
    power = POWER[view.trump]
    return (prefer if prefer in tied else min(tied, key=lambda c: (power[c], c))), count


def _give_joker(hands: list[int], holder: int, me: int, rng: random.Random) -> None:
    """The forced bidder showed the Joker: a sample must give it to him (if not played)."""
    joker = 1 << C.JOKER
    if hands[holder] & joker:
        return
    swap = rng.choice(C.cards_of(hands[holder]))
    hands[holder] = hands[holder] & ~(1 << swap) | joker
    for s in range(4):   # from another hand (else from the widow, which takes no part)
        if s != holder and s != me and hands[s] & joker:
            hands[s] = hands[s] & ~joker | 1 << swap
            return


def search_words(view: View, card: int, samples: int) -> str:
    if not view.trick:
        return said("Lead the {card}: played out over {deals} likely deals, it does best for your "
                    "side", card=card_name(card, view.trump), deals=samples)
    return said("Play the {card}: played out over {deals} likely deals, it does best for your side",
                card=card_name(card, view.trump), deals=samples)
