"""Napoleon's words on screen (RULES §8.3): the bid being played, trump set by the bidder's
first lead (misère: none, said in words), why a hand stopped, the settlement with each
opponent, the deals of the match and its winners. The bids' own words (the buttons, the
bubbles) are in ``words.AUCTION_BIDS``, keyed by their action text ("bid nap")."""
from __future__ import annotations

from .translate import N_, _, ngettext
from .words import and_words, auction_bid_words, by_name, in_sentence, suit_name

MISERE = "bid misere"
NO_TRUMP = N_("Misère: no trump")
TRUMP_BY_LEAD = N_("Trump: set by the first lead")


def minus(points: int) -> str:
    """A total as the screen shows it: a true minus sign below zero (``−12``), ``+`` above."""
    return f"\u2212{-points}" if points < 0 else str(points)


def signed(points: int) -> str:
    """A change of a total: ``+6``, ``−3``, ``0``."""
    return f"+{points}" if points > 0 else minus(points)


def contract_words(name: str, bid: str) -> str:
    """Said for the whole table once the bidding is over: who plays what, and what that means
    for trump (``Ann plays Nap: her first lead sets trump``)."""
    said = auction_bid_words(bid)
    if bid == MISERE:
        return by_name(name, N_("You play misère: no trump, and you must take no trick"),
                       N_("{name} plays misère: no trump, and must take no trick"))
    return by_name(name, N_("You play {bid}: your first lead sets trump"),
                   N_("{name} plays {bid}: the first card led sets trump"), bid=said)


def nap_trump_words(name: str, suit: int) -> str:
    """The bidder's first card set trump: ``Ann led a heart: hearts are trump``."""
    return by_name(name, N_("You led {suit}: {suit} are trump"), N_("{name} led {suit}: {suit} are trump"),
                   suit=suit_name(suit))


def bid_row(bid: str) -> str:
    """The panel's line of the bid being played: ``Bid: Nap``."""
    return _("Bid: {bid}").format(bid=auction_bid_words(bid))


def deal_of(deal: int, deals: int) -> str:
    """The panel's heading: ``Deal 3 of 8``."""
    return _("Deal {deal} of {deals}").format(deal=deal, deals=deals)


def bidder_tricks_words(name: str, made: int, others: int) -> str:
    """``Tricks: Ann 2 · the others 1``."""
    return _("Tricks: {name} {made} · the others {others}").format(name=name, made=made, others=others)


def stopped_words(name: str, bid: str, made: bool, tricks: int, others: int, played: int) -> str:
    """Why the hand stopped where it did (its result is certain, RULES §8.3)."""
    said = auction_bid_words(bid)
    if bid == MISERE:
        if made:
            return by_name(name, N_("You took no trick: misère made"), N_("{name} took no trick: misère made"))
        return by_name(name, N_("You took a trick: misère lost, the hand stops"),
                       N_("{name} took a trick: misère lost, the hand stops"))
    if made:
        if played < 5:
            return by_name(name, N_("You have your {tricks}: {bid} made, the hand stops"),
                           N_("{name} has {tricks}: {bid} made, the hand stops"),
                           tricks=ngettext("{count} trick", "{count} tricks", tricks).format(count=tricks), bid=said)
        return by_name(name, N_("You made {bid}"), N_("{name} made {bid}"), bid=said)
    return by_name(name, N_("The others took {tricks}: your {bid} cannot be made, the hand stops"),
                   N_("The others took {tricks}: {name}'s {bid} cannot be made, the hand stops"),
                   tricks=ngettext("{count} trick", "{count} tricks", others).format(count=others), bid=said)


def paid_words(bidder: str, others: list[str], points: int, made: bool) -> str:
    """The settlement with each opponent (the same with each): ``Ann and Bob each pay you 10``;
    ``You pay 5 each to Ann and Bob``."""
    if made:
        return _("{others} each pay {name} {points}").format(
            others=capital(and_words(others)), name=in_sentence(bidder), points=points)
    return by_name(bidder, N_("You pay {points} each to {others}"), N_("{name} pays {points} each to {others}"),
                   points=points, others=and_words(others))


def capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def settlement_title(name: str, bid: str, made: bool) -> str:
    """The score screen's heading: ``Ann made Nap`` or ``Ann lost misère``."""
    said = auction_bid_words(bid)
    if made:
        return by_name(name, N_("You made {bid}"), N_("{name} made {bid}"), bid=said)
    return by_name(name, N_("You lost {bid}"), N_("{name} lost {bid}"), bid=said)


def deals_left_words(deal: int, deals: int) -> str:
    """Under the totals: ``Deal 3 of 8 played``; the last: ``The last deal is played``."""
    if deal >= deals:
        return _("The last deal of {deals} is played").format(deals=deals)
    return ngettext("Deal {deal} of {deals} played: {count} more to come",
                    "Deal {deal} of {deals} played: {count} more to come", deals - deal).format(
        deal=deal, deals=deals, count=deals - deal)


def winners_words(names: list[str]) -> str:
    """The match's end: ``Ann wins``; equal totals share: ``Ann and you share the win``."""
    if len(names) == 1:
        return by_name(names[0], N_("You win the match"), N_("{name} wins the match"))
    return capital(_("{names} share the win").format(names=and_words(names)))


def rounds_words(rounds: int, deals: int) -> str:
    """``2 rounds: 8 deals``."""
    return ngettext("{count} round: {deals} deals", "{count} rounds: {deals} deals", rounds).format(
        count=rounds, deals=deals)
