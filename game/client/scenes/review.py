"""The hand review: every hand as played, the bidding in order, and each trick with who led and won."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import game
from game.rules.tricks import display_order

from .. import ui
from ..art.card_art import Look
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label
from ..table.hand_review import HandRecord
from ..text.translate import N_, _, tr
from ..text.words import (
    auction_bid_words,
    awards_words,
    by_name,
    card_words,
    exchange_lines,
    result_words,
    sentences,
    suit_name,
    tricks_words,
    widow_words,
)
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context
    from ..table.match_session import MatchSession
    from ..table.table_painter import TablePainter

CARD_W = 54        # cards here show only a large rank and suit (CardArt.index_face): full faces
TRICK_W = 54       # this small have corner suits too small to tell spades from clubs
BACK_BUTTON = pygame.Rect(1070, 662, 180, 46)    # wide, on the 1280x720 screen
LEFT_X, RIGHT_X = 36, 700
UPRIGHT_X = 20                                   # upright: one column, the tricks under the bidding
UPRIGHT_TRICK_H = 100    # a row: a card, the name under it, clear of the next row (six: smaller cards, closer)
NAME_SIZE, NAME_LEAST = 18, 16   # a name under a trick's card: 18 px, smaller if it must (10 px
NAME_GAP = 4                      # at 800x450) rather than cut; kept this far from the next


class ReviewScene(Scene):
    """Shows ``session.hands[index]`` (the last hand by default); Left/Right for other hands."""

    name = "review"
    portrait = True      # laid out for the window's shape, upright in a tall window

    def __init__(self, ctx: "Context", session: "MatchSession", index: int = -1) -> None:
        super().__init__(ctx)
        self.session = session
        self.index = index % len(session.hands) if session.hands else 0

    @property
    def painter(self) -> "TablePainter":
        return self.session.painter

    @property
    def record(self) -> HandRecord | None:
        return self.session.hands[self.index] if self.session.hands else None

    def handle(self, intent: Intent) -> bool:
        act = intent.act
        n = len(self.session.hands)
        if act in (Act.BACK, Act.CONFIRM, Act.REVIEW, Act.PAUSE) or (
                act is Act.CLICK and intent.pos is not None and self.back_button().collidepoint(intent.pos)):
            self.ctx.stack.pop()
        elif act is Act.LEFT and n:
            self.index = max(0, self.index - 1)
        elif act is Act.RIGHT and n:
            self.index = min(n - 1, self.index + 1)
        else:
            return act is not Act.POINT
        return True

    # -- words ---------------------------------------------------------------------------
    def heading(self, r: HandRecord) -> tuple[str, str]:
        s = self.session
        # Napoleon's hands are deals, as its table and score call them
        title = (_("Deal {number} review") if r.settled else _("Hand {number} review")).format(number=r.number)
        if len(s.hands) > 1:
            title = _("{title}  ({number} of {total})").format(title=title, number=self.index + 1, total=len(s.hands))
        if r.settled:   # Napoleon: the bid, trump by the first lead, the settlement (RULES §8.3)
            from .nap_score import review_words
            return title, review_words(s, r)
        maker, suit = s.name(r.maker), suit_name(r.trump)
        if r.upcard is not None:
            parts = [by_name(s.name(r.dealer), N_("You dealt, upcard {card}."), N_("{name} dealt, upcard {card}."),
                             card=card_words(r.upcard))]
        else:   # an auction (RULES §8.2): the widow, turned up at the hand's end
            parts = [by_name(s.name(r.dealer), N_("You dealt."), N_("{name} dealt."))]
            if r.widow is not None:
                parts.append(_("{widow}.").format(widow=widow_words(r.widow)))
        if r.bid is not None:
            parts.append(by_name(maker, N_("You bid {bid} and named {suit} trump."),
                                 N_("{name} bid {bid} and named {suit} trump."), bid=auction_bid_words(r.bid),
                                 suit=suit))
        elif r.alone:
            parts.append(by_name(maker, N_("You made {suit} trump, going alone."),
                                 N_("{name} made {suit} trump, going alone."), suit=suit))
        elif s.board.rules.maker_alone:
            parts.append(by_name(maker, N_("You made {suit} trump, alone against the other two."),
                                 N_("{name} made {suit} trump, alone against the other two."), suit=suit))
        else:
            parts.append(by_name(maker, N_("You made {suit} trump."), N_("{name} made {suit} trump."), suit=suit))
        if r.lone_defender is not None:
            parts.append(by_name(s.name(r.lone_defender), N_("You defended alone."), N_("{name} defended alone.")))
        result = result_words(r.result, r.alone, r.lone_defender is not None)   # "Made it: 6 points to…"
        parts.append(_("{result} {points}.").format(result=result, points=awards_words(r.awards, s.side_name)))
        return title, sentences(parts)

    def notes(self, r: HandRecord, seat: int) -> list[str]:
        s = self.session
        out = []
        if seat == r.sitting_out:
            out.append(by_name(s.name(r.maker), N_("sat out: you went alone"), N_("sat out: {name} went alone")))
        elif seat in r.out and r.lone_defender is not None:
            out.append(by_name(s.name(r.lone_defender), N_("sat out: you defended alone"),
                               N_("sat out: {name} defended alone")))
        if seat == r.lone_defender:
            out.append(_("defended alone against {name}").format(name=s.name(r.maker)))
        if seat == r.dealer and r.taken and r.upcard is not None:
            out.append(_("took up the {card}").format(card=card_words(r.upcard)))
        elif seat == r.dealer and r.left and r.upcard is not None:
            out.append(_("did not take up the {card}").format(card=card_words(r.upcard)))
        if seat == r.dealer and r.my_discard is not None and seat == s.board.me:
            out.append(_("discarded the {card} (only you see this)").format(card=card_words(r.my_discard)))
        if seat == s.board.me and not s.seating.couch:   # Railroad: an exchange's cards, its players' only
            for other, passed, received, discarded in r.exchanges:
                if other == seat:
                    out += exchange_lines(passed, received, discarded, review=True)
        return out

    # -- where things are: wide, the 1280x720 layout in the middle of the screen (the tricks
    # beside the hands); upright, one column: the hands, the bidding, then the tricks -------------
    def _origin(self) -> tuple[int, int]:
        return self.layout_origin()

    def back_button(self) -> pygame.Rect:
        ox, oy = self._origin()
        if self.upright:
            return pygame.Rect(ox + 720 - UPRIGHT_X - 180, oy + 1280 - 12 - 46, 180, 46)
        return BACK_BUTTON.move(ox, oy)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        p = self.painter
        ui.felt(surface, self.ctx.felt)
        ui.veil(surface, 90)
        ox, oy = self._origin()
        up = self.upright
        r = self.record
        if r is None:
            centre = (ox + 360, oy + 600) if up else (ox + 640, oy + 300)
            p.text.draw(surface, _("No hand has been played yet."), theme.SIZE_H2, theme.INK, centre, "center")
            self._back(surface)
            return
        left = ox + (UPRIGHT_X if up else LEFT_X)
        title, line = self.heading(r)
        p.text.draw(surface, title, theme.SIZE_H2, theme.GOLD, (left, oy + 14), bold=True)
        lines = ui.wrap(self.ctx.fonts, line, 22, 720 - 2 * UPRIGHT_X if up else 1200)[:3 if up else 2]
        for i, part in enumerate(lines):
            p.text.draw(surface, part, 22, theme.INK, (left, oy + 58 + 28 * i))
        top = oy + (58 + 28 * len(lines) + 8 if up else 118)
        self._hands(surface, r, left, top)
        bids = top + 28 + 86 * self.session.players + 4
        self._bids(surface, r, left, bids)
        if up:
            n = len(self.bid_lines(r))
            rows = -(-n // 2) if n > 5 else n
            many = len(r.tricks) > 5   # six tricks: smaller cards, the names under them clear of the next row
            self._tricks(surface, r, left, bids + 32 + 27 * rows + 16, UPRIGHT_TRICK_H - 4 if many else UPRIGHT_TRICK_H,
                         ox + 720 - UPRIGHT_X, TRICK_W - 8 if many else TRICK_W)
        else:   # six tricks (RULES §8.2) in rows a little closer, of smaller cards
            many = len(r.tricks) > 5
            self._tricks(surface, r, ox + RIGHT_X, top, 88 if many else 104, ox + 1250,
                         TRICK_W - 8 if many else TRICK_W)
        if len(self.session.hands) > 1:
            sides = f"{prompt_label(self.ctx, Act.LEFT)}/{prompt_label(self.ctx, Act.RIGHT)}"
            foot = (left, self.back_button().centery) if up else (ox + RIGHT_X, oy + 690)
            p.text.draw(surface, footer(self.ctx, ((sides, N_("other hands")),)), 20, theme.INK_MUTED, foot, "midleft")
        self._back(surface)

    def _face(self, c: int, width: int) -> pygame.Surface:
        return self.ctx.cards.index_face(c, width, four_colour=self.ctx.settings.four_colour)

    def _back(self, surface: Target) -> None:
        p = self.painter
        button = self.back_button()
        draw.rect(surface, theme.GOLD, button, border_radius=button.h // 2)
        p.text.draw(surface, _("Back ({button})").format(button=prompt_label(self.ctx, Act.BACK)), 22, theme.INK_DARK,
                    button.center,
                    "center", True)

    def _hands(self, surface: Target, r: HandRecord, left: int, top: int) -> None:
        s, p = self.session, self.painter
        p.text.draw(surface, _("The hands"), 24, theme.GOLD, (left, top - 4), bold=True)
        for seat in range(s.players):
            y = top + 28 + 86 * seat
            p.text.draw(surface, p.fit(s.name(seat), 22, 120), 22, theme.INK, (left, y + 8), bold=True)
            if seat not in r.out:   # each player's tricks (three-handed, what the score went by)
                n = r.tricks_of(seat)
                p.text.draw(surface, p.fit(tricks_words(n), 18, 120), 18,
                            theme.INK_MUTED, (left, y + 38))
            x = left + 128
            cards = display_order(list(r.cards[seat]), r.trump if game(r.variant).bowers else -1)
            if seat in r.out or not cards:
                for i in range(len(r.cards[r.maker]) or 5):
                    surface.blit(p.back(CARD_W, look=Look.DIM), (x + i * (CARD_W + 4), y))
            else:
                for i, c in enumerate(cards):
                    rect = pygame.Rect(x + i * (CARD_W + 4), y, CARD_W, round(CARD_W * 1.4))
                    surface.blit(self._face(c, CARD_W), rect)
                    if seat == r.dealer and r.taken and c == r.upcard:
                        draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)
            lines = [part for note in self.notes(r, seat) for part in ui.wrap(self.ctx.fonts, note, 20, 228)]
            for i, part in enumerate(lines[:3]):
                p.text.draw(surface, part, 20, theme.WARNING, (x + max(5, len(cards)) * (CARD_W + 4) + 8,
                                                                y + 4 + 24 * i))

    def _bids(self, surface: Target, r: HandRecord, left: int, top: int) -> None:
        p = self.painter
        p.text.draw(surface, _("The bidding"), 24, theme.GOLD, (left, top), bold=True)
        lines = self.bid_lines(r)
        per_col = 5 if len(lines) > 5 else len(lines)
        if self.upright and len(lines) > 5:     # two columns, as few rows as that takes
            per_col = -(-len(lines) // 2)
        for i, line in enumerate(lines):
            col, row = divmod(i, max(1, per_col))
            x = left + col * 290
            y = top + 32 + 27 * row
            width = 284 if len(lines) > per_col else 580
            p.text.draw(surface, p.fit(line, 21, width), 21, theme.INK, (x, y))

    def bid_lines(self, r: HandRecord) -> list[str]:
        """The bidding, a line a bid: ``1. Ann: Pass``."""
        return [_("{number}. {name}: {bid}").format(number=i + 1, name=self.session.name(seat), bid=tr(words))
                for i, (seat, words) in enumerate(r.bids)]

    def trick_columns(self, r: HandRecord, left: int, right: int, width: int = TRICK_W) -> tuple[int, dict[int, int]]:
        """How far apart a trick's cards are, and the size of each player's name under them: the
        cards a little further apart where the names need it ("Player", Japanese's "プレイヤー")
        and the row has room beside them for who led and won (on two lines if need be); a name
        still too wide, a little smaller (down to ``NAME_LEAST``), cut short only if even so."""
        s, fonts = self.session, self.ctx.fonts
        seats = sorted({seat for _leader, _winner, plays in r.tricks for seat, _c in plays})
        plays = max((len(p) for _leader, _winner, p in r.tricks), default=1)
        font = fonts.get(22)
        said = max((font.size(line)[0] for leader, winner, _p in r.tricks
                    for line in self.led_won(leader, winner)[1:]), default=0)
        # the last card's right edge 12 px short of the words, which end by ``right``
        most = (right - left - 34 - width - 12 - 6 - said) // max(1, plays - 1)
        widest = max((fonts.get(NAME_SIZE).size(s.name(seat))[0] for seat in seats), default=0)
        pitch = max(width + 12, min(most, widest + 12))   # 12 px apart where there is room, else 4
        return pitch, {seat: ui.size_to_fit(fonts, s.name(seat), NAME_SIZE, pitch - NAME_GAP, least=NAME_LEAST)
                       for seat in seats}

    def led_won(self, leader: int, winner: int) -> tuple[str, str, str]:
        """Who led and who won a trick: on one line, and as two ("Ann led," / "Bob won")."""
        s = self.session
        led = by_name(s.name(leader), N_("You led"), N_("{name} led"))
        won = by_name(s.name(winner), N_("You won"), N_("{name} won"))
        return _("{led}, {won}").format(led=led, won=won), _("{led},").format(led=led), won

    def _tricks(self, surface: Target, r: HandRecord, left: int, top: int, row_h: int, right: int,
                width: int = TRICK_W) -> None:
        s, p = self.session, self.painter
        p.text.draw(surface, _("The tricks"), 24, theme.GOLD, (left, top - 4), bold=True)
        pitch, sizes = self.trick_columns(r, left, right, width)
        for i, (leader, winner, plays) in enumerate(r.tricks):
            y = top + 28 + row_h * i
            p.text.draw(surface, str(i + 1), 24, theme.GOLD, (left + 4, y + 22), bold=True)
            x = left + 34
            for seat, c in plays:
                rect = pygame.Rect(x, y, width, round(width * 1.4))
                surface.blit(self._face(c, width), rect)
                if seat == winner:
                    draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)
                size = sizes[seat]
                p.text.draw(surface, p.fit(s.name(seat), size, pitch - NAME_GAP), size, theme.INK_MUTED,
                            (rect.centerx, rect.bottom + 2), "midtop")
                x += pitch
            x -= pitch - width - 12    # the words as near the last card as before
            words, led, won = self.led_won(leader, winner)
            room = right - x - 6
            if self.ctx.fonts.get(22).size(words)[0] <= room:
                p.text.draw(surface, words, 22, theme.INK, (x + 6, y + 24))
            else:    # narrow: who led over who won
                p.text.draw(surface, p.fit(led, 22, room), 22, theme.INK, (x + 6, y + 10))
                p.text.draw(surface, p.fit(won, 22, room), 22, theme.INK, (x + 6, y + 38))
