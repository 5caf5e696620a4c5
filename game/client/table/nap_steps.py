"""Napoleon on screen (RULES §8.3): its events as animation steps.

Five cards each are dealt with no upcard; each bid is said by the bidder's place and kept
among the hand's bids (the auction's bubbles and buttons are the generic auction's, words
keyed by the bid's action text); once the bidding is over the table says who plays what, and
the bidder's first card sets trump (said in words; misère has none, said at the contract).
The hand stops as soon as its result is certain: the table says why, then the score shows the
settlement with each opponent.
"""
from __future__ import annotations

from typing import Any

from game.rules import View
from game.rules.events import Event, Settlement

from ..text.nap_words import contract_words, nap_trump_words, stopped_words
from ..text.words import auction_bid_words
from .tweens import Step

BID_SECONDS = 0.8
CONTRACT_SECONDS = 1.8    # "Ann plays Nap: the first card led sets trump": read
TRUMP_SECONDS = 1.4
STOPPED_SECONDS = 2.0     # why the hand stopped


def _read(host: Any, seconds: float) -> float:
    return host._read_time(seconds)


def steps(host: Any, ev: Event, final: View | None, after: tuple[Event, ...] = ()) -> bool:
    """Add the steps of ``ev`` when it is one of Napoleon's own events (True), else nothing.

    ``host`` is the session's choreography (``Choreography``)."""
    b, add = host.board, host.timeline.add
    if ev["type"] == "nap_deal":
        host._deal_steps({**ev, "type": "deal", "upcard": None}, final)

        def counted() -> None:
            b.phase, b.deal_number, b.deals, b.contract = "bid", ev["deal"], ev["deals"], ""
        add(Step(start=counted))
        return True
    if ev["type"] == "nap_bid":
        seat = ev["seat"]
        bid = "pass" if ev["bid"] is None else f"bid {ev['bid']}"

        def said() -> None:
            b.bids.append((seat, bid))
        add(Step(duration=host.time(BID_SECONDS), callout=(seat, auction_bid_words(bid)), start=said))
        return True
    if ev["type"] == "contract":
        bid = f"bid {ev['bid']}"

        def made() -> None:
            b.maker, b.contract, b.trump = ev["bidder"], bid, -1
        add(Step(start=made))
        add(Step(duration=_read(host, CONTRACT_SECONDS),
                 callout=(None, contract_words(host.name(ev["bidder"]), bid))))
        return True
    if ev["type"] == "nap_trump":
        def trump() -> None:
            b.trump = ev["suit"]   # no bowers: the hand stays sorted by printed suit
        add(Step(start=trump))
        words = nap_trump_words(host.name(ev["seat"]), ev["suit"])
        add(Step(duration=_read(host, TRUMP_SECONDS), callout=(None, words)))
        return True
    if ev["type"] == "settlement":
        _settlement_steps(host, ev, final)
        return True
    return False


def _settlement_steps(host: Any, ev: Settlement, final: View | None) -> None:
    mine = ev["tricks"][ev["bidder"]]
    played = len(ev["played"])
    words = stopped_words(host.name(ev["bidder"]), f"bid {ev['bid']}", ev["made"], mine, played - mine, played)
    sound = "march" if ev["made"] else "euchre"
    host.timeline.add(Step(duration=_read(host, STOPPED_SECONDS), callout=(None, words),
                           start=lambda: host.ctx.play_sound(sound)))

    def start() -> None:
        host.session.last_hand = ev
        host.session.hand_scores_before = tuple(s - p for s, p in zip(ev["scores"], ev["payments"]))
        host.session.hand_view = final

    def finish() -> None:
        host._set_scores(tuple(ev["scores"]))
    host.timeline.add(Step(stage="score", wait=True, start=start, finish=finish))
