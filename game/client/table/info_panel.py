"""The table's info panel, top right: hand and game, trump and maker, tricks, games won.

Each line has its own row and the panel is as tall as its lines, so nothing is drawn over
anything else and no row is left empty.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from .. import ui
from ..art.card_art import suit_colour
from ..art.suit_shapes import draw_suit
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..text.translate import N_, _
from ..text.words import (
    auction_bid_words,
    by_name,
    called_best_words,
    deals_words,
    exchange_lines,
    suit_name,
    took_up_words,
    tricks_and_games_words,
)

if TYPE_CHECKING:
    from .match_session import MatchSession
    from .table_painter import TablePainter

PAD_X, PAD_Y = 14, 10
ROW = 28
Row = tuple[int, Callable[[Target, int, int], object]]   # height, draw(surface, x, y)


def draw_info(p: "TablePainter", surface: Target, s: "MatchSession") -> pygame.Rect:
    """Draw the panel; return its rectangle."""
    box = s.layout.info_box    # its height follows the lines
    rows = _rows(p, s, box.w)
    longer = s.options.rubbers or bool(s.board.best_calls)   # the games' rows, Railroad's calls
    if longer and box.y + 2 * PAD_Y + sum(h for h, _paint in rows) > _room(s):   # short forms, clear of the hand below
        rows = _rows(p, s, box.w, compact=True)
    box.h = 2 * PAD_Y + sum(h for h, _paint in rows)
    p.panels.draw(surface, box, alpha=170)
    x, y = box.x + PAD_X, box.y + PAD_Y
    for h, paint in rows:
        paint(surface, x, y)
        y += h
    return box


def _text(p: "TablePainter", words: str, colour, indent: int = 0) -> Row:
    return ROW, lambda surface, x, y: p.text.draw(surface, words, 20, colour, (x + indent, y))


def _wrapped(p: "TablePainter", words: str, colour, width: int) -> list[Row]:
    """One row, or more where the panel is narrow: broken at " · " first, else between words."""
    font = p.ctx.fonts.get(20)
    if font.size(words)[0] <= width:
        return [_text(p, words, colour)]
    lines: list[str] = []
    for part in words.split(" · "):
        trial = f"{lines[-1]} · {part}" if lines else part
        if lines and font.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(part)
    out: list[str] = []
    for line in lines:   # a word wider than the panel (a long name) is cut short, never clipped
        out += [ui.fit(p.ctx.fonts, part, 20, width) for part in ui.wrap(p.ctx.fonts, line, 20, width)]
    return [_text(p, line, colour) for line in out]


def _room(s: "MatchSession") -> int:
    """How far down the panel may reach: to the first thing below it, the cards of the player at
    the right or at the top, or the top player's name and badges (beside it)."""
    import pygame

    from .table_layout import RIGHT, TOP
    lay, b = s.layout, s.board
    box = lay.info_box
    limit = lay.height
    for seat in range(s.players):
        place = s.place(seat)
        if place not in (RIGHT, TOP):
            continue
        count = max(5, b.counts[seat] if seat < len(b.counts) else 0)
        below = [lay.backs_rect(place, count)]
        if place == TOP:
            (x, y), _anchor = lay.label_pos(TOP)
            below.append(pygame.Rect(x - 60, y - 2, 420, 30))   # the name, its badges beside it
        for r in below:
            if r.right > box.x and r.x < box.right:
                limit = min(limit, r.top - 6)
    return limit


def _rows(p: "TablePainter", s: "MatchSession", width: int, compact: bool = False) -> list[Row]:
    """The panel's lines; ``compact``: the short forms (tricks and games as "us · them", the
    calls for best left to the chips by the names), where the long ones would reach a hand."""
    b = s.board
    inner = width - 2 * PAD_X
    if b.deals:   # a match of a number of deals (Napoleon, RULES §8.3)
        return _deal_rows(p, s, inner)
    if s.options.rubbers:
        heading = _("Hand {hand} · game {game} · to {target}").format(hand=b.hand_number, game=b.game_number,
                                                                      target=s.options.target)
    else:
        heading = _("Hand {hand} · to {target}").format(hand=b.hand_number, target=s.options.target)
    head = _wrapped(p, heading, theme.INK_MUTED, inner)
    rows = [(ROW, draw) for _h, draw in head[:-1]] + [(30, head[-1][1])]
    if b.trump >= 0:
        rows.append((36, lambda surface, x, y: _trump(p, surface, s, x, y)))
        rows.append((ROW, lambda surface, x, y: _maker(p, surface, s, x, y, width)))
        high = b.high_bid()
        if high is not None:   # an auction's bid, to be made (RULES §8.2)
            said = auction_bid_words(high[1])
            rows += _wrapped(p, (_("Bid: {bid}, forced") if b.forced_bid else _("Bid: {bid}")).format(bid=said),
                             theme.INK, inner)
        if b.lone_defender >= 0 and not compact:   # compact: the badge by his name says it
            rows += _wrapped(p, _("Defending alone: {name}").format(name=s.name(b.lone_defender)), theme.INK, inner)
        elif b.phase == "defend" and b.to_act is not None and not compact:   # compact: the question says it
            rows += _wrapped(p, by_name(s.name(b.to_act), N_("You may defend alone"), N_("{name} may defend alone")),
                             theme.INK_MUTED, inner)
        if b.best_calls and not compact:   # Railroad: who called for his partner's best card (public)
            rows += _wrapped(p, called_best_words([s.name(x) for x in b.best_calls]), theme.INK, inner)
        if not (s.seating.couch and not s.revealed):   # the exchange's cards: its two players only
            for line in exchange_lines(b.best_passed, b.best_received, b.best_discard, short=compact):
                rows += _wrapped(p, line, theme.GOLD, inner)
        if b.upcard_state == "taken" and b.upcard is not None:   # a card everyone saw go to him
            rows.append(_text(p, _took_up(p, s, inner), theme.INK))
        if b.rules.maker_alone:   # the maker alone against the defenders, whose tricks count together
            made = b.tricks_won[b.maker] if 0 <= b.maker < len(b.tricks_won) else 0
            rows += _parts(p, _("Tricks"), [_("maker {count}").format(count=made),
                                            _("defenders {count}").format(count=sum(b.tricks_won) - made)],
                           inner, theme.INK)
        elif compact and s.options.rubbers:   # "Tricks 1–0 · games 0–0", this screen's side first
            mine = b.side_of(b.me)
            t, g = b.side_tricks(), b.games_won
            rows += _wrapped(p, tricks_and_games_words((t[mine], t[1 - mine]), (g[mine], g[1 - mine])),
                             theme.INK, inner)
            return rows
        else:
            rows += _per_side(p, s, _("Tricks"), b.side_tricks(), width, compact=compact)
    else:
        if b.upcard is not None and b.upcard_state == "up" and b.proposed_suit >= 0:
            rows += _wrapped(p, _("Proposed: {suit}").format(suit=suit_name(b.proposed_suit)), theme.INK, inner)
        elif b.upcard_state == "down" and b.turned_down_suit >= 0:
            rows += _wrapped(p, _("{suit} turned down").format(suit=suit_name(b.turned_down_suit).capitalize()),
                             theme.INK, inner)
        rows += _wrapped(p, _bidding_words(p, s), theme.INK_MUTED, inner)
    if s.options.rubbers:
        rows += _per_side(p, s, _("Games"), b.games_won, width, theme.INK_MUTED, compact)
    return rows


def _deal_rows(p: "TablePainter", s: "MatchSession", inner: int) -> list[Row]:
    """Napoleon's panel: the deal of the match, the bid being played and by whom, trump (set by
    the bidder's first lead; none in misère, said in words), the bidder's tricks and the others'."""
    from ..text.nap_words import (
        MISERE,
        NO_TRUMP,
        TRUMP_BY_LEAD,
        bid_row,
        bidder_tricks_words,
        deal_of,
    )
    b = s.board
    head = _wrapped(p, deal_of(b.deal_number, b.deals), theme.INK_MUTED, inner)
    rows = [(ROW, draw) for _h, draw in head[:-1]] + [(30, head[-1][1])]
    if b.phase == "play" and b.contract and b.maker >= 0:
        if b.trump >= 0:
            rows.append((36, lambda surface, x, y: _trump(p, surface, s, x, y)))
        else:
            rows += _wrapped(p, _(NO_TRUMP) if b.contract == MISERE else _(TRUMP_BY_LEAD), theme.INK, inner)
        rows += _wrapped(p, _("Bidder: {name}").format(name=p.fit(s.name(b.maker), 20, inner // 2)), theme.GOLD, inner)
        rows += _wrapped(p, bid_row(b.contract), theme.INK, inner)
        made = b.tricks_won[b.maker] if b.maker < len(b.tricks_won) else 0
        rows += _wrapped(p, bidder_tricks_words(p.fit(s.name(b.maker), 20, inner // 3), made,
                                                sum(b.tricks_won) - made), theme.INK, inner)
        return rows
    rows += _wrapped(p, _bidding_words(p, s), theme.INK_MUTED, inner)
    return rows


def _bidding_words(p: "TablePainter", s: "MatchSession") -> str:
    """What the panel says before trump is known: who deals, who may redeal (no ace, no face,
    RULES §7.3), an auction's high bid so far, else that the bidding is on."""
    b = s.board
    high = b.high_bid()
    if b.dealing:
        return deals_words(p.fit(s.name(b.dealer), 20, 150))
    if b.phase == "redeal" and b.to_act is not None:
        return by_name(p.fit(s.name(b.to_act), 20, 120), N_("You may redeal"), N_("{name} may redeal"))
    if high is not None:
        return _("High bid: {name}, {bid}").format(name=p.fit(s.name(high[0]), 20, 120),
                                                  bid=auction_bid_words(high[1]))
    return _("Bidding")


def _took_up(p: "TablePainter", s: "MatchSession", width: int) -> str:
    """``Bob took up the J♦``, the name shortened to fit the panel's ``width``."""
    b = s.board
    assert b.upcard is not None
    tail = took_up_words("", b.upcard)
    room = width - p.ctx.fonts.get(20).size(tail)[0]
    return took_up_words(p.fit(s.name(b.dealer), 20, room), b.upcard)


def _per_side(p: "TablePainter", s: "MatchSession", what: str, counts, box_w: int,
              colour=theme.INK, compact: bool = False) -> list[Row]:
    """"Tricks: You & Cy 2 · Ann & Bob 1" on one line, or one side a line when the side names are
    long; "Tricks: us 2 · them 1" when a side's names would not fit even so (they are in the
    scores box)."""
    order = s.sides_from_mine()
    mine = s.board.side_of(s.board.me)
    width = box_w - 2 * PAD_X
    font = p.ctx.fonts.get(20)
    parts = [_("{side} {count}").format(side=s.side_name(side), count=counts[side]) for side in order]
    indent = font.size(_("{what}: ").format(what=what))[0]
    if not compact and all(font.size(part)[0] <= width - indent for part in parts):
        return _parts(p, what, parts, width, colour)
    return [_text(p, _("{what}: us {ours} · them {theirs}").format(what=what, ours=counts[mine],
                                                                   theirs=counts[1 - mine]), colour)]


def _parts(p: "TablePainter", what: str, parts: list[str], width: int, colour) -> list[Row]:
    """"Tricks: maker 2 · defenders 1" on one line, or each part on its own line under the first."""
    font = p.ctx.fonts.get(20)
    head = _("{what}: ").format(what=what)
    line = head + " · ".join(parts)
    if font.size(line)[0] <= width:
        return [_text(p, line, colour)]
    indent = font.size(head)[0]
    return [_text(p, head + parts[0], colour)] + [_text(p, part, colour, indent) for part in parts[1:]]


def _trump(p: "TablePainter", surface: Target, s: "MatchSession", x: int, y: int) -> None:
    trump = s.board.trump
    label = p.text.draw(surface, _("Trump"), 20, theme.INK, (x, y + 4))
    cx = x + max(92, label.w + 26)   # the suit's sign just past the word (at 92 for "Trump")
    draw.circle(surface, (250, 248, 240), (cx, y + 16), 17)
    draw_suit(surface, trump, (cx, y + 17), 22, suit_colour(trump, p.ctx.settings.four_colour))
    p.text.draw(surface, suit_name(trump), 20, theme.INK, (cx + 26, y + 4))


def _maker(p: "TablePainter", surface: Target, s: "MatchSession", x: int, y: int, box_w: int) -> None:
    b = s.board
    chip_img = p.text.get(_("alone"), 20, theme.INK, True) if b.alone else None
    chip_w = chip_img.get_width() + 20 if chip_img is not None else 0
    pattern = _("Maker: {name}")
    room = box_w - 2 * PAD_X - p.ctx.fonts.get(20).size(pattern.replace("{name}", ""))[0] - \
        (chip_w + 8 if chip_img else 0)
    maker = p.fit(s.name(b.maker), 20, room) if b.maker >= 0 else ""
    r = p.text.draw(surface, pattern.replace("{name}", maker), 20, theme.GOLD, (x, y))
    if chip_img is not None:
        chip = pygame.Rect(r.right + 8, y - 2, chip_w, 26)
        draw.rect(surface, theme.DANGER, chip, border_radius=13)
        surface.blit(chip_img, chip_img.get_rect(center=chip.center))
