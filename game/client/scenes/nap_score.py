"""Napoleon's score (RULES §8.3): the settlement of a deal with each opponent, who paid whom
how many, and every player's running total (below zero too: numbers, no markers)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..drawing import theme
from ..text.nap_words import (
    bidder_tricks_words,
    deals_left_words,
    minus,
    paid_words,
    settlement_title,
    signed,
    stopped_words,
)
from ..text.translate import N_, _
from ..text.words import auction_bid_words, by_name, sentences, suit_name, tricks_words

if TYPE_CHECKING:
    from ..drawing.canvas import Target
    from ..table.hand_review import HandRecord
    from ..table.match_session import MatchSession

BELOW_ZERO = (236, 84, 72)    # a total below zero, in red
GAIN = (130, 214, 140)        # what a player won this deal


def lines(s: "MatchSession", ev: dict) -> tuple[str, list[str]]:
    """The heading and the lines of a ``settlement``: the bid and trump, why the hand stopped,
    the tricks, and each opponent's payment."""
    bidder, bid = ev["bidder"], f"bid {ev['bid']}"
    name = s.name(bidder)
    title = _("Deal {deal} — {title}").format(deal=s.board.deal_number or s.board.hand_number,
                                             title=settlement_title(name, bid, ev["made"]))
    said = auction_bid_words(bid)
    if ev["trump"] is None:
        out = [by_name(name, N_("You bid {bid}: no trump."), N_("{name} bid {bid}: no trump."), bid=said)]
    else:
        out = [by_name(name, N_("You bid {bid}; your first lead made {suit} trump."),
                       N_("{name} bid {bid}; the first lead made {suit} trump."), bid=said,
                       suit=suit_name(ev["trump"]))]
    mine = ev["tricks"][bidder]
    played = len(ev["played"])
    out.append(_("{why}.").format(why=stopped_words(name, bid, ev["made"], mine, played - mine, played)))
    out.append(_("{tricks}.").format(tricks=bidder_tricks_words(name, mine, played - mine)))
    others = [s.name(seat) for seat in range(len(ev["payments"])) if seat != bidder]
    each = abs(ev["payments"][(bidder + 1) % len(ev["payments"])])
    out.append(_("{payments}.").format(payments=paid_words(name, others, each, ev["made"])))
    return title, out


def note(s: "MatchSession") -> str:
    b = s.board
    return deals_left_words(b.deal_number, b.deals) if b.deals else ""


def draw_columns(s: "MatchSession", surface: "Target", panel: pygame.Rect, y: int) -> None:
    """Each player's column: the name, the tricks, what the deal won or cost, the total."""
    p, b, f = s.painter, s.board, s.painter.ctx.fonts
    ev = s.last_hand or {}
    tricks = ev.get("tricks", tuple(b.tricks_won))
    pays = ev.get("payments", (0,) * b.players)
    order = s.sides_from_mine()
    step = (panel.w - 80) // len(order)
    for col, seat in enumerate(order):
        x = panel.x + 40 + col * step
        top = y + 16
        mine = seat == b.me
        p.text.draw(surface, p.fit(s.name(seat), 24, step - 20), 24, theme.GOLD if mine else theme.INK,
                    (x, top), bold=True)
        words = tricks_words(tricks[seat])
        if ev.get("bidder") == seat:
            words = _("bidder · {tricks}").format(tricks=words)
        size = ui.size_to_fit(f, words, 20, step - 20)   # a longer word a little smaller, not cut
        p.text.draw(surface, p.fit(words, size, step - 20), size, theme.INK_MUTED, (x, top + 32))
        pay = pays[seat]
        words = _("this deal {points}").format(points=signed(pay))
        size = ui.size_to_fit(f, words, 20, step - 20)
        p.text.draw(surface, p.fit(words, size, step - 20), size,
                    GAIN if pay > 0 else BELOW_ZERO if pay < 0 else theme.INK_MUTED, (x, top + 58))
        total = b.scores[seat] if seat < len(b.scores) else 0
        p.text.draw(surface, minus(total), 40, BELOW_ZERO if total < 0 else theme.INK, (x, top + 84), bold=True)


def review_words(s: "MatchSession", r: "HandRecord") -> str:
    """The review's line of a Napoleon hand: the dealer, the bid and trump, why it stopped, and
    what the bidder won or paid in all."""
    name, bid = s.name(r.maker), r.bid or ""
    said = auction_bid_words(bid)
    parts = [by_name(s.name(r.dealer), N_("You dealt."), N_("{name} dealt."))]
    if r.trump < 0:
        parts.append(by_name(name, N_("You bid {bid}: no trump."), N_("{name} bid {bid}: no trump."), bid=said))
    else:
        parts.append(by_name(name, N_("You bid {bid}; your first lead made {suit} trump."),
                             N_("{name} bid {bid}; the first lead made {suit} trump."), bid=said,
                             suit=suit_name(r.trump)))
    played = len(r.tricks)
    parts.append(_("{why}.").format(why=stopped_words(name, bid, r.result == "made", r.maker_tricks,
                                                      played - r.maker_tricks, played)))
    won = r.awards[r.maker]
    parts.append(by_name(name, N_("You won {points} in all."), N_("{name} won {points} in all."), points=won)
                 if won >= 0 else
                 by_name(name, N_("You paid {points} in all."), N_("{name} paid {points} in all."), points=-won))
    return sentences(parts)
