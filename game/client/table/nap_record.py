"""A Napoleon hand for the review and the statistics (RULES §8.3), from its ``settlement``
event: public facts only (the cards each player played; a hand stopped early leaves the rest
unseen)."""
from __future__ import annotations

from typing import Any, Mapping

from ..text.words import auction_bid_words
from .hand_review import HandRecord, tricks_played


def record_of_settlement(ev: Mapping[str, Any], number: int, variant: str, players: int,
                         mine: tuple[int, tuple[int, ...]] | None = None) -> HandRecord:
    """``mine``: (this screen's seat, the five cards it was dealt): the review shows that
    player all five, played or not (only the cards played of the others)."""
    tricks, cards = tricks_played(ev["played"], players)
    if mine is not None and set(cards[mine[0]]) <= set(mine[1]):
        cards[mine[0]] = list(mine[1])
    bidder = ev["bidder"]
    bids = tuple((seat, auction_bid_words(bid)) for seat, bid in (tuple(b) for b in ev["bids"]))
    return HandRecord(
        number=number, variant=variant, dealer=ev["dealer"], upcard=None,
        trump=ev["trump"] if ev["trump"] is not None else -1, maker=bidder, alone=False,
        sitting_out=None, lone_defender=None, bids=bids, tricks=tuple(tricks),
        cards=tuple(tuple(c) for c in cards), taken=False, my_discard=None,
        result="made" if ev["made"] else "lost", points=ev["payments"][bidder], side=bidder,
        tricks_by_side=tuple(ev["tricks"]), awards=tuple(ev["payments"]), scores=tuple(ev["scores"]),
        maker_tricks=ev["tricks"][bidder], bid=f"bid {ev['bid']}", settled=True)
