"""Draws the table as a session shows it: hands, stock and upcard, trick, markers, badges, bubbles."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.markers import markers

from .. import theme
from ..art.card_art import Look, card_size
from ..art.marker_art import MarkerArt
from .info_panel import draw_info
from .table_layout import BOTTOM, LEFT, RIGHT, TOP

if TYPE_CHECKING:
    from ..context import Context
    from .match_session import MatchSession

MARKER_CARD = 46
BUBBLE_FILL = (250, 247, 236)
BADGE_SIZE = 20   # table badges and labels: about 12 px on an 800x450 window, the least to read


class TextCache:
    """Rendered lines of text, kept so a frame never renders the same words twice."""

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(self, s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
        key = (s, size, tuple(colour), bold)
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) > 600:
                self._cache.clear()
            img = self.ctx.fonts.render(s, size, colour, bold)
            self._cache[key] = img
        return img

    def draw(self, surface: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "topleft",
             bold: bool = False) -> pygame.Rect:
        img = self.get(s, size, colour, bold)
        r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        surface.blit(img, r)
        return r


class Panels:
    """Rounded translucent panels, made once per size and style."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(self, size: tuple[int, int], alpha: int = 215, radius: int = 14, fill=theme.PANEL,
            edge=theme.PANEL_EDGE) -> pygame.Surface:
        key = (size, alpha, radius, fill, edge)
        s = self._cache.get(key)
        if s is None:
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*fill, alpha), s.get_rect(), border_radius=radius)
            if edge is not None:
                pygame.draw.rect(s, (*edge, 255), s.get_rect(), 2, border_radius=radius)
            self._cache[key] = s
        return s

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, **kw) -> None:
        surface.blit(self.get(rect.size, **kw), rect)


class TablePainter:
    """Paints a ``MatchSession``'s board. Holds only caches; drawing changes no game state."""

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx
        self.text = TextCache(ctx)
        self.panels = Panels()
        self.markers = MarkerArt(ctx.cards, ctx.fonts)
        self._sideways: dict[tuple, pygame.Surface] = {}

    # -- helpers -------------------------------------------------------------------------
    def face(self, c: int, width: int, look: Look = Look.NORMAL) -> pygame.Surface:
        return self.ctx.cards.face(c, width, four_colour=self.ctx.settings.four_colour, look=look)

    def back(self, width: int, sideways: bool = False, look: Look = Look.NORMAL) -> pygame.Surface:
        img = self.ctx.cards.back(width, look=look)
        if not sideways:
            return img
        key = (width, look)
        s = self._sideways.get(key)
        if s is None:
            s = pygame.transform.rotate(img, 90)
            self._sideways[key] = s
        return s

    # -- whole table ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, s: "MatchSession", looks: list[Look] | None = None,
             focus: int | None = None, hide_hands: bool = False, toast: bool = True) -> None:
        surface.blit(self.ctx.felt.surface(surface.get_size()), (0, 0))
        self.draw_scores(surface, s)
        self.draw_info(surface, s)
        self.draw_stock(surface, s)
        hide = hide_hands or (s.seating.couch and not s.revealed)
        self.draw_hands(surface, s, None if hide else looks, focus, hide)
        self.draw_trick(surface, s)
        self.draw_flights(surface, s)
        self.draw_labels(surface, s)
        self.draw_bubbles(surface, s)
        if toast:   # a scene may show the session's toast its own way (the tutorial does)
            self.draw_toast(surface, s)

    def draw_scores(self, surface: pygame.Surface, s: "MatchSession") -> None:
        target = s.options.target
        box = pygame.Rect(10, 10, 330, 164)
        self.panels.draw(surface, box, alpha=170)
        mine = s.board.me % 2
        for col, side in enumerate((mine, 1 - mine)):
            x = box.x + 8 + col * 162
            label = self.fit(s.side_name(side), 20, 136)
            self.text.draw(surface, label, 20, theme.GOLD if side == mine else theme.INK, (x + 4, box.y + 8))
            self.draw_marker(surface, s, side, (x, box.y + 32), target)
        if any(s.board.at_the_bridge):
            side = 0 if s.board.at_the_bridge[0] else 1
            who = "We are" if side == mine else "They are"
            self.text.draw(surface, f"{who} at the bridge", 20, theme.WARNING, (box.x + 8, box.bottom + 6))

    def draw_marker(self, surface: pygame.Surface, s: "MatchSession", side: int, pos: tuple[int, int],
                    target: int, width: int = MARKER_CARD) -> None:
        score = s.board.scores[side]
        anim = s.marker_anim.get(side)
        fc = self.ctx.settings.four_colour
        suit = 2 if side == 0 else 3
        img = self.marker_image(score, target, width, suit, fc)
        if anim is not None:
            old, new, t = anim
            total = max(1e-6, self.ctx.settings.animation_time(0.9))
            k = min(1.0, t / total)
            if k < 0.5:
                img = self.marker_image(old, target, width, suit, fc)
            scale = 1.0 + 0.18 * (1 - abs(2 * k - 1))
            big = pygame.transform.smoothscale(img, (round(img.get_width() * scale),
                                                     round(img.get_height() * scale)))
            r = big.get_rect(center=(pos[0] + img.get_width() / 2, pos[1] + img.get_height() / 2))
            surface.blit(big, r)
            return
        surface.blit(img, pos)

    def marker_image(self, score: int, target: int, width: int, suit: int, fc: bool) -> pygame.Surface:
        """The two marker cards for ``score``; at or past the target (which they cannot show) a badge."""
        if score >= target:
            return self.markers.game_badge(width, score)
        return self.markers.surface(markers(max(score, 0), target), width, suit, score=score, four_colour=fc)

    def fit(self, label: str, size: int, width: int) -> str:
        font = self.ctx.fonts.get(size)
        if font.size(label)[0] <= width:
            return label
        while len(label) > 2 and font.size(label + "…")[0] > width:
            label = label[:-1]
        return label + "…"

    def draw_info(self, surface: pygame.Surface, s: "MatchSession") -> pygame.Rect:
        return draw_info(self, surface, s)

    def draw_stock(self, surface: pygame.Surface, s: "MatchSession") -> None:
        b, lay = s.board, s.layout
        if b.upcard is None or (b.upcard_state == "none" and not b.dealing):
            return
        w = lay.stock_width
        back = self.back(w)
        cx, cy = lay.stock_centre
        if b.upcard_state == "down":   # turned down: crosswise under the stock
            img = self.back(w, sideways=True)
            surface.blit(img, img.get_rect(center=(cx, cy)))
        for k in range(3):
            r = back.get_rect(center=(cx - k * 2, cy - k * 2))
            surface.blit(back, r)
        self.text.draw(surface, "stock", BADGE_SIZE, theme.INK_MUTED, (cx, cy + card_size(w)[1] / 2 + 6), "midtop")
        if b.upcard_state in ("up", "left"):
            img = self.face(b.upcard, w)
            surface.blit(img, img.get_rect(center=lay.upcard_centre))
            label = "upcard" if b.upcard_state == "up" else "left on the stock"
            ux, uy = lay.upcard_centre
            self.text.draw(surface, label, BADGE_SIZE, theme.INK_MUTED, (ux + 10, uy + card_size(w)[1] / 2 + 6),
                           "midtop")

    def draw_hands(self, surface: pygame.Surface, s: "MatchSession", looks: list[Look] | None,
                   focus: int | None, hide: bool) -> None:
        b, lay = s.board, s.layout
        for seat in range(s.players):
            place = s.place(seat)
            out = seat == b.sitting_out
            look = Look.DIM if out else Look.NORMAL
            if place == BOTTOM and not hide and not out:
                rects = lay.hand_rects(len(b.hand), focus)
                for i, (c, r) in enumerate(zip(b.hand, rects)):
                    lk = looks[i] if looks and i < len(looks) else Look.NORMAL
                    surface.blit(self.face(c, lay.hand_width, lk), r)
                continue
            count = b.counts[seat] if seat < len(b.counts) else 0
            if place == BOTTOM:
                for r in lay.hand_rects(count):
                    surface.blit(self.back(lay.hand_width, look=look), r)
                continue
            sideways = place in (LEFT, RIGHT)
            img = self.back(lay.back_width, sideways, look)
            for centre in lay.back_centres(place, count):
                surface.blit(img, img.get_rect(center=centre))

    def draw_trick(self, surface: pygame.Surface, s: "MatchSession") -> None:
        lay = s.layout
        for seat, c in s.board.trick:
            img = self.face(c, lay.trick_width)
            surface.blit(img, img.get_rect(center=lay.trick_spot(s.place(seat))))

    def draw_flights(self, surface: pygame.Surface, s: "MatchSession") -> None:
        step = s.timeline.current
        if step is None or not step.flights:
            return
        t = step.progress
        for f in step.flights:
            if t < f.delay:
                continue
            pos, squash, face_up = f.at(t)
            img = self.face(f.card, f.width) if face_up and f.card is not None else self.back(f.width)
            if squash < 0.999:
                img = pygame.transform.scale(img, (max(1, round(img.get_width() * squash)), img.get_height()))
            surface.blit(img, img.get_rect(center=pos))

    def draw_labels(self, surface: pygame.Surface, s: "MatchSession") -> None:
        b, lay = s.board, s.layout
        thinking = s.thinking_seat()
        acting = s.acting_seat
        for seat in range(s.players):
            place = s.place(seat)
            pos, anchor = lay.label_pos(place)
            name = self.fit(s.name(seat), 22, 220)
            turn = seat == acting
            colour = theme.GOLD if turn else theme.INK
            r = self.text.draw(surface, name, 22, colour, pos, anchor, bold=turn)
            if turn:
                pygame.draw.line(surface, theme.GOLD, (r.x, r.bottom + 2), (r.right, r.bottom + 2), 3)
            chips = []
            if seat == b.dealer:
                chips.append(("D", theme.GOLD, theme.INK_DARK))
            if seat == b.maker and b.trump >= 0:
                chips.append(("maker", theme.GOLD_DARK, theme.INK))
            if seat == b.maker and b.alone:
                chips.append(("alone", theme.DANGER, theme.INK))
            if seat == b.sitting_out:
                chips.append(("sitting out", (90, 90, 90), theme.INK))
            imgs = [self.text.get(text, BADGE_SIZE, ink, True) for text, _fill, ink in chips]
            widths = [max(26, img.get_width() + 16) for img in imgs]
            row = sum(widths) + 6 * max(0, len(widths) - 1)
            if place == TOP:
                cx, cy = r.right + 10, r.centery - 12
            elif place == BOTTOM:
                cx, cy = r.x, r.y - 32
            else:
                cx, cy = round(r.centerx - row / 2), r.bottom + 8
            cx = max(4, min(cx, 1276 - row))
            for (_text, fill, _ink), img, width in zip(chips, imgs, widths):
                chip = pygame.Rect(cx, cy, width, 26)
                pygame.draw.rect(surface, fill, chip, border_radius=13)
                surface.blit(img, img.get_rect(center=chip.center))
                cx = chip.right + 6
            status = s.seat_status(seat)
            if status:   # under the name (and its chips at a side seat), clear of the cards
                words = self.fit(status, BADGE_SIZE, 260)
                half = self.ctx.fonts.get(BADGE_SIZE).size(words)[0] // 2
                cx = max(4 + half, min(r.centerx, 1276 - half))
                y = r.bottom + 6 if place == TOP or not chips else cy + 32
                self.text.draw(surface, words, BADGE_SIZE, theme.WARNING, (cx, y), "midtop")
            if thinking == seat and not s.seating.is_person(seat) and not status:
                dots = "thinking…"
                self.text.draw(surface, dots, BADGE_SIZE, theme.INK_MUTED, (r.centerx, r.y - 4), "midbottom")

    def draw_bubbles(self, surface: pygame.Surface, s: "MatchSession") -> None:
        b, lay = s.board, s.layout
        step = s.timeline.current
        call = step.callout if step is not None else None
        if b.bidding and not b.dealing:
            for seat in range(s.players):
                if call is not None and call[0] == seat:
                    continue
                words = s.bid_text(seat)
                if words:
                    self.bubble(surface, lay.bubble_pos(s.place(seat)), words, faded=True)
        if call is not None:
            who, said = call
            if who is None:
                self.banner(surface, said)
            else:
                self.bubble(surface, lay.bubble_pos(s.place(who)), said)

    def bubble(self, surface: pygame.Surface, at: tuple[int, int], words: str, faded: bool = False) -> None:
        img = self.text.get(words, 22, theme.INK_DARK, not faded)
        r = img.get_rect()
        box = r.inflate(28, 16)
        box.center = at
        box.clamp_ip(pygame.Rect(4, 4, 1272, 712))
        fill = (222, 226, 214) if faded else BUBBLE_FILL
        self.panels.draw(surface, box, alpha=235 if not faded else 200, radius=box.h // 2, fill=fill,
                         edge=theme.GOLD if not faded else None)
        surface.blit(img, img.get_rect(center=box.center))

    def banner(self, surface: pygame.Surface, words: str) -> None:
        img = self.text.get(words, theme.SIZE_H2, theme.GOLD, True)
        box = img.get_rect().inflate(60, 30)
        box.center = (640, 330)
        self.panels.draw(surface, box, alpha=230, radius=20, edge=theme.GOLD)
        surface.blit(img, img.get_rect(center=box.center))

    def draw_toast(self, surface: pygame.Surface, s: "MatchSession") -> None:
        if not s.toast:
            return
        from .. import ui
        lines = ui.wrap(self.ctx.fonts, s.toast, 22, 700)
        h = 20 + 30 * len(lines)
        box = pygame.Rect(0, 0, 760, h)
        box.midbottom = (640, 500)
        self.panels.draw(surface, box, alpha=240, radius=14, fill=(70, 44, 16), edge=theme.WARNING)
        for i, line in enumerate(lines):
            self.text.draw(surface, line, 22, theme.WARNING, (640, box.y + 12 + 30 * i), "midtop")

