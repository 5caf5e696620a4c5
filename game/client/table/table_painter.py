"""Draws the table as a session shows it: hands, stock and upcard, trick, markers, badges, bubbles.

Every rectangle drawn is noted in ``TablePainter.drawn`` as (kind, rect), fresh each frame:
floating notes (speech bubbles, banners, the toast, a hint) are placed clear of everything
noted before them, and tests check that nothing covers what it must not."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.games import MOST_AT_TARGET
from game.rules.markers import markers

from .. import ui
from ..art.card_art import Look, card_size
from ..art.marker_art import BELOW_ZERO, MarkerArt
from ..drawing import draw, sharp, theme
from ..drawing.canvas import Canvas, Target
from ..text.translate import N_, _
from ..text.words import (
    CALLED_BEST_CHIP,
    DEFENDS_CALLED_CHIP,
    PASS_WORD,
    STOCK_LABEL,
    UPCARD_LABEL,
    UPCARD_LEFT_LABEL,
    WIDOW_LABEL,
    below_zero_words,
    tricks_words,
)
from .board import EXCHANGE, QUESTIONS
from .info_panel import draw_info
from .table_layout import BOTTOM, LEFT, RIGHT, Anchor, place_clear

if TYPE_CHECKING:
    from ..context import Context
    from .match_session import MatchSession

MARKER_CARD = 46
TOTAL_ROW = 30     # a player's line of running totals (Napoleon) in the scores box
MARKER_SUITS = (2, 3, 1)   # each side's (three-handed: each player's) low cards: hearts, spades, diamonds
BADGE_FILLS = {N_("Level"): (222, 150, 70), N_("Behind"): (150, 150, 150)}   # (and N_("Won"))
BUBBLE_FILL = (250, 247, 236)
DEFENDER_FILL = (52, 96, 140)
TRICKS_FILL = (226, 222, 204)  # a seat's trick count: the colour of a card, dark words
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

    def draw(self, surface: Target, s: str, size: int, colour, pos, anchor: str = "topleft",
             bold: bool = False) -> pygame.Rect:
        img = self.get(s, size, colour, bold)
        r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        if isinstance(surface, Canvas):   # the line's anchored edge where it falls, at any scale
            surface.blit(img, r, anchor=anchor)
        else:
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
            if len(self._cache) > 400:
                self._cache.clear()
            s = sharp.remade(self._make(size, alpha, radius, fill, edge, 1.0),
                             lambda k: Panels._make(size, alpha, radius, fill, edge, k))
            self._cache[key] = s
        return s

    @staticmethod
    def _make(size: tuple[int, int], alpha: int, radius: int, fill, edge, k: float) -> pygame.Surface:
        """The panel drawn ``k`` times as large (edge and corners too)."""
        s = pygame.Surface((sharp.px(size[0], k), sharp.px(size[1], k)), pygame.SRCALPHA)
        pygame.draw.rect(s, (*fill, alpha), s.get_rect(), border_radius=sharp.px(radius, k))
        if edge is not None:
            pygame.draw.rect(s, (*edge, 255), s.get_rect(), sharp.px(2, k), border_radius=sharp.px(radius, k))
        return s

    def draw(self, surface: Target, rect: pygame.Rect, **kw) -> None:
        surface.blit(self.get(rect.size, **kw), rect)


class TablePainter:
    """Paints a ``MatchSession``'s board. Holds only caches; drawing changes no game state."""

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx
        self.text = TextCache(ctx)
        self.panels = Panels()
        self.markers = MarkerArt(ctx.cards, ctx.fonts)
        self._sideways: dict[tuple, pygame.Surface] = {}
        self.drawn: list[tuple[str, pygame.Rect]] = []   # this frame's (kind, rect), in drawing order
        self.labels: dict[int, pygame.Rect] = {}          # this frame: each seat's name, badges and state

    def note(self, kind: str, rect: pygame.Rect) -> pygame.Rect:
        """Remember that ``rect`` was drawn, as a ``kind`` ("hand", "name", "prompt", "bubble"...)."""
        self.drawn.append((kind, pygame.Rect(rect)))
        return rect

    def clear_place(self, s: "MatchSession", size: tuple[int, int], anchors: list[Anchor],
                    strict: bool = False) -> pygame.Rect:
        """A place for a floating note of ``size`` that covers nothing drawn so far this frame
        (``strict``: or an empty rect where there is none)."""
        found = place_clear(size, anchors, [r for _kind, r in self.drawn], s.layout.safe, strict=strict)
        return found if found is not None else pygame.Rect(0, 0, 0, 0)

    def fitting(self, s: "MatchSession", words: str, size: int, widths: list[int], anchors: list[Anchor],
                pad: tuple[int, int], line_h: int, bold: bool = False) -> tuple[pygame.Rect, list[str]]:
        """Words wrapped to the first of ``widths`` whose box (``pad`` around the lines) finds a
        clear place; narrower boxes take more lines. Returns the box and its lines."""
        from .. import ui
        font = self.ctx.fonts.get(size, bold)
        first: tuple[pygame.Rect, list[str]] | None = None
        for width in widths:
            lines = ui.wrap(self.ctx.fonts, words, size, width, bold=bold)
            box_size = (max(font.size(line)[0] for line in lines) + pad[0], len(lines) * line_h + pad[1])
            box = self.clear_place(s, box_size, anchors, strict=True)
            if box.w:
                return box, lines
            if first is None:
                first = (self.clear_place(s, box_size, anchors), lines)
        assert first is not None
        return first

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
            s = sharp.rotate(img, 90)
            self._sideways[key] = s
        return s

    # -- whole table ---------------------------------------------------------------------
    def draw(self, surface: Target, s: "MatchSession", looks: list[Look] | None = None,
             focus: int | None = None, hide_hands: bool = False) -> None:
        """The table itself. The scene then draws its own parts (prompt, buttons), and last the
        floating notes (``draw_floating``, ``draw_toast``), which find room clear of all that."""
        self.drawn, self.labels = [], {}
        ui.felt(surface, self.ctx.felt)
        self.draw_scores(surface, s)
        self.draw_info(surface, s)
        self.draw_stock(surface, s)
        hide = hide_hands or (s.seating.couch and not s.revealed)
        self.draw_hands(surface, s, None if hide else looks, focus, hide)
        self.draw_trick(surface, s)
        self.draw_flights(surface, s)
        self.draw_labels(surface, s)

    def draw_floating(self, surface: Target, s: "MatchSession") -> None:
        """Speech bubbles and banners, clear of everything drawn before them."""
        self.draw_bubbles(surface, s)

    def side_lines(self, s: "MatchSession", side: int, size: int, width: int) -> list[str]:
        """A side's names for the scores box: on one line if they fit ``width``, else one line per
        player ("Alice &" / "Computer (hard)"; without the "&" where only that does not fit), each
        shortened only if it alone does not fit."""
        whole = s.side_name(side)
        font = self.ctx.fonts.get(size)
        if font.size(whole)[0] <= width:
            return [whole]
        names = [s.name(seat) for seat in range(s.players) if s.board.side_of(seat) == side]
        lines = [f"{n} &" for n in names[:-1]] + names[-1:]
        if any(font.size(line)[0] > width for line in lines):
            lines = names
        return [self.fit(line, size, width) for line in lines]

    def draw_totals(self, surface: Target, s: "MatchSession") -> None:
        """Running totals (Napoleon, RULES §8.3): a line a player, this screen's first, the total
        beside the name (below zero in red, a true minus): there are no markers to show."""
        lay, font = s.layout, self.ctx.fonts.get(20)
        order = s.sides_from_mine()
        cap = lay.scores_column_max
        names = [self.fit(s.name(seat), 20, cap) for seat in order]
        width = max(font.size(n)[0] for n in names) + 90
        box = pygame.Rect(*lay.scores_origin, width + 16, 12 + TOTAL_ROW * len(order))
        self.panels.draw(surface, box, alpha=170)
        self.note("scores", box)
        mine = s.board.side_of(s.board.me)
        for k, (seat, name) in enumerate(zip(order, names)):
            y = box.y + 6 + TOTAL_ROW * k
            self.text.draw(surface, name, 20, theme.GOLD if seat == mine else theme.INK, (box.x + 10, y + 3))
            self.draw_total(surface, s, seat, (box.right - 10, y), size=24, anchor="topright")

    def draw_scores(self, surface: Target, s: "MatchSession") -> None:
        if s.board.rules.totals:
            self.draw_totals(surface, s)
            return
        target = s.options.target
        lay = s.layout
        mine = s.board.side_of(s.board.me)
        font = self.ctx.fonts.get(20)
        cap = lay.scores_column_max
        order = s.sides_from_mine()

        def need(side: int) -> int:   # a side's names on one line, or one name a line if that is too wide
            whole = font.size(s.side_name(side))[0]
            if whole <= cap - 10:
                return whole
            return max(font.size(line)[0] for line in self.side_lines(s, side, 20, cap - 10))
        # each column as wide as its names need, from the least up to what the layout allows
        col = max(lay.scores_column_min, min(cap, max(need(side) for side in order) + 10))
        sides = [(side, self.side_lines(s, side, 20, col - 10)) for side in order]
        rows = max(len(lines) for _side, lines in sides)
        marker_h = self.markers.canvas_size(MARKER_CARD)[1]
        box = pygame.Rect(*lay.scores_origin, len(order) * (col + 16) + 6, 32 + 24 * (rows - 1) + marker_h + 35)
        self.panels.draw(surface, box, alpha=170)
        self.note("scores", box)
        for i, (side, lines) in enumerate(sides):
            x = box.x + 8 + i * (col + 16)
            for k, line in enumerate(lines):
                self.text.draw(surface, line, 20, theme.GOLD if side == mine else theme.INK,
                               (x + 4, box.y + 8 + 24 * k))
            self.draw_marker(surface, s, side, (x, box.y + 32 + 24 * (rows - 1)), target)
        if any(s.board.at_the_bridge):
            side = 0 if s.board.at_the_bridge[0] else 1
            said = _("We are at the bridge") if side == mine else _("They are at the bridge")
            self.note("label", self.text.draw(surface, said, 20, theme.WARNING,
                                              (box.x + 8, box.bottom + 6)))
        below = [side for side in order if side < len(s.board.scores) and s.board.scores[side] < 0]
        for k, side in enumerate(below):   # a side below zero (RULES §8.2), in red
            words = self.fit(below_zero_words(side == mine, s.board.scores[side]), 20, box.w - 8)
            self.note("label", self.text.draw(surface, words, 20, BELOW_ZERO, (box.x + 8, box.bottom + 6 + 26 * k)))
        level = s.play_on(s.board.scores)
        if level is not None:   # three-handed: two level on the most at the target, so play goes on
            from ..text.words import level_words
            words = self.fit(level_words([s.name(x) for x in level[0]], level[1]), 20, box.w - 8)
            self.note("label", self.text.draw(surface, words, 20, theme.WARNING, (box.x + 8, box.bottom + 6)))

    def draw_total(self, surface: Target, s: "MatchSession", side: int, pos: tuple[int, int], size: int = 34,
                   anchor: str = "topleft") -> None:
        """A running total (Napoleon, RULES §8.3): the number, red below zero, a true minus."""
        scores = s.board.scores
        total = scores[side] if side < len(scores) else 0
        anim = s.marker_anim.get(side)
        if anim is not None and anim[2] < self.ctx.settings.animation_time(0.9) / 2:
            total = anim[0]
        words = f"\u2212{-total}" if total < 0 else str(total)
        self.text.draw(surface, words, size, BELOW_ZERO if total < 0 else theme.INK, pos, anchor, True)

    def draw_marker(self, surface: Target, s: "MatchSession", side: int, pos: tuple[int, int],
                    target: int, width: int = MARKER_CARD) -> None:
        scores = s.board.scores
        score = scores[side] if side < len(scores) else 0
        anim = s.marker_anim.get(side)
        fc = self.ctx.settings.four_colour
        suit = MARKER_SUITS[side % len(MARKER_SUITS)]
        word = self.badge_word(s, side, scores)
        img = self.marker_image(score, target, width, suit, fc, word)
        if anim is not None:
            old, new, t = anim
            total = max(1e-6, self.ctx.settings.animation_time(0.9))
            k = min(1.0, t / total)
            if k < 0.5:
                img = self.marker_image(old, target, width, suit, fc, word)
            scale = 1.0 + 0.18 * (1 - abs(2 * k - 1))
            big = sharp.scale(img, (round(img.get_width() * scale), round(img.get_height() * scale)), smooth=True)
            r = big.get_rect(center=(pos[0] + img.get_width() / 2, pos[1] + img.get_height() / 2))
            surface.blit(big, r)
            return
        surface.blit(img, pos)

    @staticmethod
    def badge_word(s: "MatchSession", side: int, scores: tuple[int, ...]) -> str:
        """The word on a score at or past the target: "Won"; where the game ends with the most
        at the target (three-handed: several players may be there at once), "Level" for two
        level on the most (play goes on), "Behind" for one below the most."""
        if s.board.rules.game_end != MOST_AT_TARGET or not scores or side >= len(scores):
            return N_("Won")
        top = max(scores)
        if scores[side] < top:
            return "Behind"
        return "Level" if scores.count(top) > 1 else "Won"

    def marker_image(self, score: int, target: int, width: int, suit: int, fc: bool,
                     word: str = "Won") -> pygame.Surface:
        """The two marker cards for ``score``; at or past the target (which they cannot show) a badge."""
        if score >= target:
            if word == "Won":
                return self.markers.game_badge(width, score)
            return self.markers.game_badge(width, score, fill=BADGE_FILLS.get(word, (150, 150, 150)), word=word)
        return self.markers.surface(markers(score, target), width, suit, score=score, four_colour=fc)

    def fit(self, label: str, size: int, width: int) -> str:
        font = self.ctx.fonts.get(size)
        if font.size(label)[0] <= width:
            return label
        while len(label) > 2 and font.size(label + "…")[0] > width:
            label = label[:-1]
        return label + "…"

    def draw_info(self, surface: Target, s: "MatchSession") -> pygame.Rect:
        return self.note("info", draw_info(self, surface, s))

    def draw_widow(self, surface: Target, s: "MatchSession") -> None:
        """The widow (RULES §8.2): face down where the stock would be, all the hand; face up
        once its event turned it (the hand's end, or a hand thrown in)."""
        b, lay = s.board, s.layout
        w = lay.stock_width
        cx, cy = lay.stock_centre
        img = self.face(b.widow, w) if b.widow is not None else self.back(w)
        self.note("stock", surface.blit(img, img.get_rect(center=(cx, cy))))
        h = card_size(w)[1]
        self.note("label", self.text.draw(surface, _(WIDOW_LABEL), BADGE_SIZE, theme.INK_MUTED,
                                          (cx, cy + h / 2 + 6), "midtop"))

    def draw_stock(self, surface: Target, s: "MatchSession") -> None:
        b, lay = s.board, s.layout
        if b.upcard is None and b.rules.widow and (b.counts and any(b.counts) or b.widow is not None):
            self.draw_widow(surface, s)
            return
        if b.upcard is None or (b.upcard_state == "none" and not b.dealing):
            return
        w = lay.stock_width
        back = self.back(w)
        cx, cy = lay.stock_centre
        covered = pygame.Rect(0, 0, 0, 0)
        if b.upcard_state == "down":   # turned down: crosswise under the stock
            img = self.back(w, sideways=True)
            covered = surface.blit(img, img.get_rect(center=(cx, cy)))
        for k in range(3):
            r = back.get_rect(center=(cx - k * 2, cy - k * 2))
            drawn = surface.blit(back, r)
            covered = drawn if not covered.w else covered.union(drawn)
        self.note("stock", covered)
        h = card_size(w)[1]
        stock_label = self.note("label", self.text.draw(surface, _(STOCK_LABEL), BADGE_SIZE, theme.INK_MUTED,
                                                        (cx, cy + h / 2 + 6), "midtop"))
        if b.upcard_state in ("up", "left"):
            img = self.face(b.upcard, w)
            self.note("upcard", surface.blit(img, img.get_rect(center=lay.upcard_centre)))
            label = _(UPCARD_LABEL) if b.upcard_state == "up" else _(UPCARD_LEFT_LABEL)
            ux, uy = lay.upcard_centre
            half = self.ctx.fonts.get(BADGE_SIZE).size(label)[0] // 2
            x = max(ux + 10, stock_label.right + 10 + half)    # beside the stock's label, never on it
            self.note("label", self.text.draw(surface, label, BADGE_SIZE, theme.INK_MUTED, (x, uy + h / 2 + 6),
                                              "midtop"))

    def draw_hands(self, surface: Target, s: "MatchSession", looks: list[Look] | None,
                   focus: int | None, hide: bool) -> None:
        b, lay = s.board, s.layout
        for seat in range(s.players):
            place = s.place(seat)
            # sitting out, but for the partner choosing the card to pass to his lone partner
            out = seat in b.out and not (b.phase == "give_best" and seat == b.to_act)
            look = Look.DIM if out else Look.NORMAL
            if place == BOTTOM and not hide and not out:
                rects = lay.hand_rects(len(b.hand), focus)
                for i, (c, r) in enumerate(zip(b.hand, rects)):
                    lk = looks[i] if looks and i < len(looks) else Look.NORMAL
                    self.note("hand", surface.blit(self.face(c, lay.hand_width, lk), r))
                continue
            count = b.counts[seat] if seat < len(b.counts) else 0
            if place == BOTTOM:
                for r in lay.hand_rects(count):
                    self.note("hand", surface.blit(self.back(lay.hand_width, look=look), r))
                continue
            sideways = place in (LEFT, RIGHT)
            img = self.back(lay.back_width, sideways, look)
            covered: pygame.Rect | None = None
            for centre in lay.back_centres(place, count):
                r = surface.blit(img, img.get_rect(center=centre))
                covered = r if covered is None else covered.union(r)
            if covered is not None:
                self.note("backs", covered)

    def draw_trick(self, surface: Target, s: "MatchSession") -> None:
        lay = s.layout
        for seat, c in s.board.trick:
            look = Look.HIGHLIGHT if seat == s.board.trick_winner else Look.NORMAL   # the card that took it
            img = self.face(c, lay.trick_width, look)
            self.note("trick", surface.blit(img, img.get_rect(center=lay.trick_spot(s.place(seat)))))

    def draw_flights(self, surface: Target, s: "MatchSession") -> None:
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
                img = sharp.scale(img, (max(1, round(img.get_width() * squash)), img.get_height()))
            surface.blit(img, img.get_rect(center=pos))

    def draw_labels(self, surface: Target, s: "MatchSession") -> None:
        b, lay = s.board, s.layout
        thinking = s.thinking_seat()
        acting = s.acting_seat
        safe = lay.safe
        for seat in range(s.players):
            place = s.place(seat)
            pos, anchor = lay.label_pos(place)
            name = self.fit(s.name(seat), 22, 220)
            turn = seat == acting
            colour = theme.GOLD if turn else theme.INK
            img = self.text.get(name, 22, colour, turn)
            r = img.get_rect(**{anchor: pos}).clamp(safe)     # a long name at a side stays on the screen
            surface.blit(img, r)
            self.note("name", r)
            self.labels[seat] = r.copy()
            if turn:
                draw.line(surface, theme.GOLD, (r.x, r.bottom + 2), (r.right, r.bottom + 2), 3)
            chips = []
            if seat == b.dealer:
                # Translators: the dealer's chip by his name: one letter (or sign).
                chips.append((_("D"), theme.GOLD, theme.INK_DARK))
            if seat == b.maker and b.contract:   # Napoleon: the bidder, before and after trump is led
                chips.append((_("bidder"), theme.GOLD_DARK, theme.INK))
            elif seat == b.maker and b.trump >= 0:
                chips.append((_("maker"), theme.GOLD_DARK, theme.INK))
            called = seat in b.best_calls and b.phase not in EXCHANGE   # Railroad: alone with his partner's best
            if seat == b.maker and b.alone:
                chips.append((_(CALLED_BEST_CHIP) if called else _("alone"), theme.DANGER, theme.INK))
            if seat in b.defenders():    # three-handed: the two against the maker, together this hand
                chips.append((_("defender"), DEFENDER_FILL, theme.INK))
            if seat == b.lone_defender:
                chips.append((_(DEFENDS_CALLED_CHIP) if called else _("defends alone"), theme.DANGER, theme.INK))
            if seat in b.out:
                chips.append((_("sitting out"), (90, 90, 90), theme.INK))
            won = b.tricks_won[seat] if seat < len(b.tricks_won) else 0
            playing = b.trump >= 0 or bool(b.contract)   # Napoleon's misère is played at no trump
            if won and playing:          # the tricks this player took this hand, by his place
                chips.append((tricks_words(won), TRICKS_FILL, theme.INK_DARK))
            imgs = [self.text.get(text, BADGE_SIZE, ink, True) for text, _fill, ink in chips]
            widths = [max(26, img.get_width() + 16) for img in imgs]
            row = sum(widths) + 6 * max(0, len(widths) - 1)
            if (lay.chips_beside(place) and place == BOTTOM and won and playing
                    and r.right + 10 + row > self._buttons_left(s) - 6):
                # upright, a long row of badges would reach the hint or undo button: my tricks
                # are left to the info panel
                chips, imgs, widths = chips[:-1], imgs[:-1], widths[:-1]
                row = sum(widths) + 6 * max(0, len(widths) - 1)
            if lay.chips_beside(place):
                cx, cy = r.right + 10, r.centery - 13
            elif place == BOTTOM:
                cx, cy = r.x, r.y - 32
            else:
                cx, cy = round(r.centerx - row / 2), r.bottom + 8
            cx = max(safe.x, min(cx, safe.right - row))
            for (_text, fill, _ink), img, width in zip(chips, imgs, widths):
                chip = pygame.Rect(cx, cy, width, 26)
                draw.rect(surface, fill, chip, border_radius=13)
                surface.blit(img, img.get_rect(center=chip.center))
                self.note("chip", chip)
                self.labels[seat].union_ip(chip)
                cx = chip.right + 6
            # a LAN player's state, or "thinking…": under the name (and its chips, if they are below it)
            status = s.seat_status(seat)
            words, ink = (self.fit(status, BADGE_SIZE, 260), theme.WARNING) if status else ("", theme.INK_MUTED)
            if not status and thinking == seat and not s.seating.is_person(seat):
                words = _("thinking…")
            if words:
                img = self.text.get(words, BADGE_SIZE, ink)
                y = r.bottom + 6 if lay.chips_beside(place) or not chips else cy + 32
                if place == BOTTOM and not lay.portrait:    # my name is at the foot of the screen: above it
                    y = (cy if chips else r.y) - 6 - img.get_height()
                at = img.get_rect(midtop=(r.centerx, y)).clamp(safe)
                surface.blit(img, at)
                self.note("status" if status else "thinking", at)
                self.labels[seat].union_ip(at)

    @staticmethod
    def _buttons_left(s: "MatchSession") -> int:
        """Where the hint and undo buttons shown now begin, at the foot of the screen."""
        hint, undo = s.layout.comfort_buttons
        shown = [r.x for r, on in ((hint, s.can_hint), (undo, s.can_undo and not s.settling)) if on]
        return min(shown, default=s.layout.width)

    def draw_bubbles(self, surface: Target, s: "MatchSession") -> None:
        b, lay = s.board, s.layout
        step = s.timeline.current
        call = step.callout if step is not None else None
        if b.bidding and not b.dealing and b.phase not in QUESTIONS:
            for seat in range(s.players):
                if call is not None and call[0] == seat:
                    continue
                words = s.bid_text(seat)
                if words:
                    self.bubble(surface, lay.bubble_anchors(s.place(seat), self.labels.get(seat)), words,
                                faded=True, session=s)
        for seat in b.defence_passed():   # while his partner is asked whether to defend alone
            if call is None or call[0] != seat:
                self.bubble(surface, lay.bubble_anchors(s.place(seat), self.labels.get(seat)), _(PASS_WORD),
                            faded=True, session=s)
        if call is not None:
            who, said = call
            if who is None:
                self.banner(surface, said, s)
            else:
                self.bubble(surface, lay.bubble_anchors(s.place(who), self.labels.get(who)), said, session=s)

    def bubble(self, surface: Target, at: list[Anchor], words: str, faded: bool = False,
               session: "MatchSession | None" = None) -> pygame.Rect:
        """A speech bubble at the first of ``at`` where it covers nothing drawn so far."""
        img = self.text.get(words, 22, theme.INK_DARK, not faded)
        size = img.get_rect().inflate(28, 16).size
        if session is not None:
            box = self.clear_place(session, size, at)
        else:
            box = pygame.Rect((0, 0), size)
            setattr(box, at[0][0], at[0][1])
        fill = (222, 226, 214) if faded else BUBBLE_FILL
        self.panels.draw(surface, box, alpha=235 if not faded else 200, radius=box.h // 2, fill=fill,
                         edge=theme.GOLD if not faded else None)
        surface.blit(img, img.get_rect(center=box.center))
        return self.note("bubble", box)

    def banner(self, surface: Target, words: str, s: "MatchSession") -> pygame.Rect:
        """Words for the whole table (a lone hand, a hand's result), in its middle where there is room."""
        from .. import ui
        lay = s.layout
        box = pygame.Rect(0, 0, 0, 0)
        for width in (lay.safe.w - 60, lay.safe.w - 260):   # narrower (more lines) where wide words cover a hand
            lines = ui.wrap(self.ctx.fonts, words, theme.SIZE_H2, width, bold=True)
            imgs = [self.text.get(line, theme.SIZE_H2, theme.GOLD, True) for line in lines]
            size = (max(img.get_width() for img in imgs) + 60, sum(img.get_height() for img in imgs) + 30)
            box = self.clear_place(s, size, [("center", lay.centre)], strict=True)
            if box.w:
                break
        if not box.w:
            lines = ui.wrap(self.ctx.fonts, words, theme.SIZE_H2, lay.safe.w - 60, bold=True)
            imgs = [self.text.get(line, theme.SIZE_H2, theme.GOLD, True) for line in lines]
            size = (max(img.get_width() for img in imgs) + 60, sum(img.get_height() for img in imgs) + 30)
            box = self.clear_place(s, size, [("center", lay.centre)])
        self.panels.draw(surface, box, alpha=230, radius=20, edge=theme.GOLD)
        y = box.y + 15
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
        return self.note("banner", box)

    def draw_toast(self, surface: Target, s: "MatchSession") -> None:
        """The session's notice (a refused move, a player who joined), clear of everything drawn:
        in fewer, longer lines where there is room, else in more, shorter ones."""
        if not s.toast:
            return
        lay = s.layout
        widths = [w for w in (700, 560, 440, 340) if w <= lay.safe.w - 60] or [lay.safe.w - 60]
        box, lines = self.fitting(s, s.toast, 22, widths, lay.toast_anchors(), (60, 20), 30)
        self.panels.draw(surface, box, alpha=240, radius=14, fill=(70, 44, 16), edge=theme.WARNING)
        for i, line in enumerate(lines):
            self.text.draw(surface, line, 22, theme.WARNING, (box.centerx, box.y + 12 + 30 * i), "midtop")
        self.note("toast", box)
