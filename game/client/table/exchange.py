"""The call for partner's best on screen (Railroad, RULES §8.1): its events as animation
steps, and what the hand review keeps of it.

A lone player calls for his partner's best card (or plays without); the partner passes one
card face down, which flies to the lone player's hand as a card back; the lone player
discards one, face down, to the stock. Only the two players of an exchange learn its cards:
their views carry them (``best_passed``, ``best_received``, ``best_discard``), the events
never do, so another seat's screen only ever shows backs.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules import View
from game.rules.events import Event
from game.rules.tricks import display_order

from ..settings import SPEED_FACTORS
from ..text.translate import _
from ..text.words import (
    CALL_BEST_WORD,
    PLAY_WITHOUT,
    best_discard_words,
    calls_best_words,
    passes_best_words,
)
from .tweens import Flight, Step

if TYPE_CHECKING:
    from .hand_review import HandRecord

CALL_SECONDS = 1.1      # "Ann calls for Cy's best card": read
PASS_SECONDS = 0.55     # the card flying face down from the partner to the lone player
DISCARD_SECONDS = 0.45
WITHOUT_SECONDS = 0.9


def _time(host: Any, seconds: float) -> float:
    return host.ctx.settings.animation_time(seconds)


def _read(host: Any, seconds: float) -> float:
    return seconds / SPEED_FACTORS.get(host.ctx.settings.animation_speed, 1.0)


def steps(host: Any, ev: Event, final: View | None) -> bool:
    """Add the steps of ``ev`` when it is one of the exchange's (True), else add nothing.

    ``host`` draws the match: its ``board``, ``timeline``, ``layout``, ``name(seat)`` and
    ``_spot(what, seat)`` (the match session, or its choreography)."""
    b, add = host.board, host.timeline.add
    if ev["type"] == "pass" and ev.get("round") == "call_best":
        add(Step(duration=_read(host, WITHOUT_SECONDS), callout=(ev["seat"], _(PLAY_WITHOUT))))
        return True
    if ev["type"] == "call_best":
        seat, partner = ev["seat"], ev["partner"]

        def called() -> None:
            if seat not in b.best_calls:
                b.best_calls.append(seat)
            b.phase, b.to_act = "give_best", partner
        add(Step(duration=_time(host, 0.8), callout=(seat, _("Call for partner's best!")), start=called))
        add(Step(duration=_read(host, CALL_SECONDS),
                 callout=(None, calls_best_words(host.name(seat), host.name(partner)))))
        return True
    if ev["type"] == "best_passed":
        _passed_steps(host, ev["seat"], ev["to"], final)
        return True
    if ev["type"] == "best_discard":
        _discard_steps(host, ev["seat"], final)
        return True
    return False


def _mine(final: View | None, seat: int, field: str) -> int | None:
    """The exchange's card in ``field`` of this screen's view, when the view is ``seat``'s."""
    if final is None or final.seat != seat:
        return None
    return getattr(final, field)


def _passed_steps(host: Any, giver: int, lone: int, final: View | None) -> None:
    b, lay = host.board, host.layout
    gone = _mine(final, giver, "best_passed")
    came = _mine(final, lone, "best_received")
    fly = Step(duration=_time(host, PASS_SECONDS),
               callout=(None, passes_best_words(host.name(giver), host.name(lone))))

    def start() -> None:
        host.ctx.play_sound("play")
        fly.flights = [Flight(None, host._spot("hand", giver), host._spot("hand", lone), lay.back_width)]
        b.counts[giver] = max(0, b.counts[giver] - 1)
        if gone is not None and gone in b.hand:
            b.hand.remove(gone)
        b.best_passed = gone if gone is not None else b.best_passed

    def finish() -> None:
        b.counts[lone] += 1
        if came is not None and came not in b.hand:
            b.hand = display_order(b.hand + [came], b.trump)
            b.best_received = came
        b.phase, b.to_act = "best_discard", lone
    fly.start, fly.finish = start, finish
    host.timeline.add(fly)
    rest = _read(host, CALL_SECONDS) - _time(host, PASS_SECONDS)
    if rest > 0:
        host.timeline.add(Step(duration=rest, callout=fly.callout))


def _discard_steps(host: Any, lone: int, final: View | None) -> None:
    b, lay = host.board, host.layout
    gone = _mine(final, lone, "best_discard")
    step = Step(duration=_time(host, DISCARD_SECONDS), callout=(None, best_discard_words(host.name(lone))))

    def start() -> None:
        step.flights = [Flight(None, host._spot("hand", lone), host._spot("stock"), lay.back_width)]
        b.counts[lone] = max(0, b.counts[lone] - 1)
        if gone is not None and gone in b.hand:
            b.hand.remove(gone)
            b.best_discard = gone
    step.start = start
    host.timeline.add(step)


class ExchangeNotes:
    """What the hand review keeps of a hand's exchanges: who called or played without, in
    order among the defenders' answers (public), and the cards this screen's seats passed,
    received and discarded (theirs alone)."""

    def __init__(self) -> None:
        self.calls: list[int] = []
        self.answers: list[tuple[int, str] | None] = []   # None: a defender's answer, in order
        self.seen: dict[int, tuple[int | None, int | None, int | None]] = {}

    def note(self, ev: Event, final: View | None) -> None:
        if ev["type"] == "deal":
            self.calls, self.answers, self.seen = [], [], {}
        elif ev["type"] == "call_best":
            self.calls.append(ev["seat"])
            self.answers.append((ev["seat"], CALL_BEST_WORD))
        elif ev["type"] == "pass" and ev.get("round") == "call_best":
            self.answers.append((ev["seat"], PLAY_WITHOUT))
        elif ev["type"] == "defend_alone" or (ev["type"] == "pass" and ev.get("round") == "defend"):
            self.answers.append(None)
        elif ev["type"] in ("best_passed", "best_discard") and final is not None:
            if final.seat in (ev["seat"], ev.get("to")):
                self.seen[final.seat] = (final.best_passed, final.best_received, final.best_discard)

    def into(self, record: "HandRecord") -> "HandRecord":
        """``record`` with this hand's calls among its bids (the defenders' answers come last
        in it) and the exchanges' cards."""
        from dataclasses import replace
        if not any(self.answers):
            return record
        defence = sum(1 for a in self.answers if a is None)
        head, tail = list(record.bids[:len(record.bids) - defence]), iter(record.bids[len(record.bids) - defence:])
        bids = head + [next(tail) if a is None else a for a in self.answers]
        return replace(record, bids=tuple(bids), best_calls=tuple(self.calls),
                       exchanges=tuple((seat, *cards) for seat, cards in sorted(self.seen.items())))
