"""The table's info panel, top right: hand and game, trump and maker, tricks, games won.

Each line has its own row and the panel is as tall as its lines, so nothing is drawn over
anything else and no row is left empty.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.rules.cards import SUIT_NAMES

from .. import theme
from ..art.card_art import suit_colour
from ..art.suit_shapes import draw_suit
from ..text.words import took_up_words

if TYPE_CHECKING:
    from .match_session import MatchSession
    from .table_painter import TablePainter

BOX = pygame.Rect(1000, 10, 270, 0)    # the height follows the lines
PAD_X, PAD_Y = 14, 10
ROW = 28
Row = tuple[int, Callable[[pygame.Surface, int, int], object]]   # height, draw(surface, x, y)


def draw_info(p: "TablePainter", surface: pygame.Surface, s: "MatchSession") -> pygame.Rect:
    """Draw the panel; return its rectangle."""
    rows = _rows(p, s)
    box = BOX.copy()
    box.h = 2 * PAD_Y + sum(h for h, _ in rows)
    p.panels.draw(surface, box, alpha=170)
    x, y = box.x + PAD_X, box.y + PAD_Y
    for h, draw in rows:
        draw(surface, x, y)
        y += h
    return box


def _text(p: "TablePainter", words: str, colour, indent: int = 0) -> Row:
    return ROW, lambda surface, x, y: p.text.draw(surface, words, 20, colour, (x + indent, y))


def _rows(p: "TablePainter", s: "MatchSession") -> list[Row]:
    b = s.board
    game = f" · game {b.game_number}" if s.options.rubbers else ""
    rows = [(30, _text(p, f"Hand {b.hand_number}{game} · to {s.options.target}", theme.INK_MUTED)[1])]
    if b.trump >= 0:
        rows.append((36, lambda surface, x, y: _trump(p, surface, s, x, y)))
        rows.append((ROW, lambda surface, x, y: _maker(p, surface, s, x, y)))
        if b.upcard_state == "taken" and b.upcard is not None:   # a card everyone saw go to him
            rows.append(_text(p, _took_up(p, s), theme.INK))
        rows += _per_side(p, s, "Tricks", b.side_tricks())
    else:
        if b.upcard is not None and b.upcard_state == "up" and b.proposed_suit >= 0:
            rows.append(_text(p, f"Proposed: {SUIT_NAMES[b.proposed_suit]}", theme.INK))
        elif b.upcard_state == "down" and b.turned_down_suit >= 0:
            rows.append(_text(p, f"{SUIT_NAMES[b.turned_down_suit].capitalize()} turned down", theme.INK))
        words = f"{p.fit(s.name(b.dealer), 20, 150)} deals" if b.dealing else "Bidding"
        rows.append(_text(p, words, theme.INK_MUTED))
    if s.options.rubbers:
        rows += _per_side(p, s, "Games", b.games_won, theme.INK_MUTED)
    return rows


def _took_up(p: "TablePainter", s: "MatchSession") -> str:
    """``Bob took up the J♦``, the name shortened to fit the panel."""
    b = s.board
    assert b.upcard is not None
    tail = took_up_words("", b.upcard)
    room = BOX.w - 2 * PAD_X - p.ctx.fonts.get(20).size(tail)[0]
    return took_up_words(p.fit(s.name(b.dealer), 20, room), b.upcard)


def _per_side(p: "TablePainter", s: "MatchSession", what: str, counts, colour=theme.INK) -> list[Row]:
    """"Tricks: Us 2 · Them 1" on one line, or on two when the side names are long."""
    mine = s.board.me % 2
    width = BOX.w - 2 * PAD_X
    parts = [f"{p.fit(s.side_name(side), 20, width - 90)} {counts[side]}" for side in (mine, 1 - mine)]
    line = f"{what}: {parts[0]} · {parts[1]}"
    if p.ctx.fonts.get(20).size(line)[0] <= width:
        return [_text(p, line, colour)]
    indent = p.ctx.fonts.get(20).size(f"{what}: ")[0]
    return [_text(p, f"{what}: {parts[0]}", colour), _text(p, parts[1], colour, indent)]


def _trump(p: "TablePainter", surface: pygame.Surface, s: "MatchSession", x: int, y: int) -> None:
    trump = s.board.trump
    p.text.draw(surface, "Trump", 20, theme.INK, (x, y + 4))
    pygame.draw.circle(surface, (250, 248, 240), (x + 92, y + 16), 17)
    draw_suit(surface, trump, (x + 92, y + 17), 22, suit_colour(trump, p.ctx.settings.four_colour))
    p.text.draw(surface, SUIT_NAMES[trump], 20, theme.INK, (x + 118, y + 4))


def _maker(p: "TablePainter", surface: pygame.Surface, s: "MatchSession", x: int, y: int) -> None:
    b = s.board
    chip_img = p.text.get("alone", 20, theme.INK, True) if b.alone else None
    chip_w = chip_img.get_width() + 20 if chip_img is not None else 0
    room = BOX.w - 2 * PAD_X - p.ctx.fonts.get(20).size("Maker: ")[0] - (chip_w + 8 if chip_img else 0)
    maker = p.fit(s.name(b.maker), 20, room) if b.maker >= 0 else ""
    r = p.text.draw(surface, "Maker: " + maker, 20, theme.GOLD, (x, y))
    if chip_img is not None:
        chip = pygame.Rect(r.right + 8, y - 2, chip_w, 26)
        pygame.draw.rect(surface, theme.DANGER, chip, border_radius=13)
        surface.blit(chip_img, chip_img.get_rect(center=chip.center))
