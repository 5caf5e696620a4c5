"""An auction for tricks on screen (Hasenpfeffer, RULES §8.2): its events as animation steps.

Each bid is said by the bidder's place and kept among the hand's bids (the bubbles by each
seat show them while the auction lasts); a forced bid (nobody bid, so the Joker's holder
must bid three) and the auction's winner are said in words for the whole table; a hand
thrown in shows the widow (the Joker) as it goes; at the hand's end the widow is turned up
where it lay, face down, all the hand. The widow is in no view: only its event shows it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules import View
from game.rules.events import Event

from ..settings import SPEED_FACTORS
from ..text.words import (
    auction_bid_words,
    auction_won_words,
    forced_bid_words,
    widow_thrown_in_words,
    widow_words,
)
from .tweens import Flight, Step

if TYPE_CHECKING:
    pass

BID_SECONDS = 0.7
FORCED_SECONDS = 2.2      # "Nobody bid: Ann shows the Joker and must bid 3 tricks": read
WON_SECONDS = 1.2
WIDOW_SECONDS = 1.6       # "The widow: 9♠"
THROWN_IN_SECONDS = 2.4


def _time(host: Any, seconds: float) -> float:
    return host.ctx.settings.animation_time(seconds)


def _read(host: Any, seconds: float) -> float:
    """Words are read, not watched: reduced motion keeps them; the animation speed counts."""
    return seconds / SPEED_FACTORS.get(host.ctx.settings.animation_speed, 1.0)


def steps(host: Any, ev: Event, final: View | None, after: tuple[Event, ...] = ()) -> bool:
    """Add the steps of ``ev`` when it is one of the auction's (True), else add nothing.

    ``host`` is the session's choreography: its ``board``, ``timeline``, ``name(seat)`` and
    ``_spot(what, seat)``."""
    b, add = host.board, host.timeline.add
    if ev["type"] == "bid":
        seat, bid = ev["seat"], f"bid {ev['tricks']}"

        def said() -> None:
            b.bids.append((seat, bid))
        add(Step(duration=_time(host, BID_SECONDS), callout=(seat, auction_bid_words(bid)), start=said))
        return True
    if ev["type"] == "pass" and ev.get("round") == "auction":
        seat = ev["seat"]

        def passed() -> None:
            b.bids.append((seat, "pass"))
            if seat not in b.auction_passed:
                b.auction_passed.append(seat)
        add(Step(duration=_time(host, 0.6), callout=(seat, auction_bid_words("pass")), start=passed))
        return True
    if ev["type"] == "forced_bid":
        seat, bid = ev["seat"], f"bid {ev['tricks']}"

        def forced() -> None:
            b.bids.append((seat, bid))
            b.forced_bid = True
        add(Step(duration=_read(host, FORCED_SECONDS), callout=(None, forced_bid_words(host.name(seat), ev["tricks"])),
                 start=forced))
        return True
    if ev["type"] == "auction_won":
        seat = ev["seat"]

        def won() -> None:
            b.phase, b.to_act = "name_trump", seat
        add(Step(start=won))
        if not ev["forced"]:   # a forced bid was said already
            add(Step(duration=_read(host, WON_SECONDS),
                     callout=(None, auction_won_words(host.name(seat), f"bid {ev['tricks']}"))))
        return True
    if ev["type"] == "thrown_in":
        nxt = next((e["dealer"] for e in after if e["type"] == "deal"), (ev["dealer"] + 1) % host.players)
        _turn_up(host, ev["widow"])
        add(Step(duration=_read(host, THROWN_IN_SECONDS), callout=(None, widow_thrown_in_words(host.name(nxt)))))
        return True
    if ev["type"] == "widow":
        _turn_up(host, ev["card"])
        add(Step(duration=_read(host, WIDOW_SECONDS), callout=(None, widow_words(ev["card"]))))
        return True
    return False


def _turn_up(host: Any, card: int) -> None:
    """The widow turned face up where it lies."""
    b, lay = host.board, host.layout

    def up() -> None:
        b.widow = card
    spot = host._spot("stock")
    add = host.timeline.add
    add(Step(duration=_time(host, 0.4), finish=up,
             flights=[Flight(card, spot, spot, lay.stock_width, flip=True)]))
