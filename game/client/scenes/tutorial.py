"""Learn to play: a guided two-handed hand on a stacked deal, with a callout at each first."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import Action, Match, Options, View, stack
from game.rules.cards import text

from .. import ui
from ..art.card_art import Look
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import prompt_label
from ..table.match_session import MatchSession
from ..table.seats import COMPUTER, PERSON, Seating, SeatPlan
from ..text import tutorial_script as script
from ..text.translate import _
from ..text.words import order_word
from .base import Scene
from .table_base import SKIPPING, STEP_CARD, ButtonRow, Choice

if TYPE_CHECKING:
    from ..context import Context
    from ..table.table_painter import TablePainter

CALLOUT_W = 410        # the lesson box's width on a wide screen (it grows downward to fit its words)
SCRIPTED = "scripted"


class ScriptedPlayer:
    """The tutorial's computer: plays its scripted moves in order (the first legal action if a
    scripted one is not legal, so the hand can never stall)."""

    name = SCRIPTED

    def __init__(self, moves: tuple[str, ...]) -> None:
        self.moves = list(moves)

    def choose(self, view: View) -> Action:
        while self.moves:
            move = self.moves.pop(0)
            for a in view.legal:
                if str(a) == move:
                    return a
        return view.legal[0]

    def hint(self, view: View) -> tuple[Action, str]:
        return self.choose(view), "The lesson's move."


def tutorial_session(ctx: "Context") -> MatchSession:
    """A two-handed match on the tutorial's stacked deal, you at seat 0, not saved, not counted."""
    from game.table import LocalTable
    options = Options(variant=script.GAME)
    deal = stack(options.players, script.DEALER, script.HANDS, script.UPCARD)
    match = Match(options, 1, stacked=[deal], first_dealer=script.DEALER)
    seating = Seating((SeatPlan(PERSON, script.YOU),   # the lesson says "you": so does the table
                       SeatPlan(COMPUTER, script.OPPONENT, SCRIPTED)))
    session = MatchSession(ctx, seating, None)
    session.record_stats = False
    session.attach(LocalTable(match, (0,), {1: ScriptedPlayer(script.COMPUTER_MOVES)}))
    return session


class TutorialScene(Scene):
    """The guided hand. Only the lesson's move goes on; other legal moves get a nudge and
    illegal ones the engine's reason."""

    name = "tutorial"
    portrait = True     # lays the table out for a tall window too

    def __init__(self, ctx: "Context") -> None:
        super().__init__(ctx)
        self.session = tutorial_session(ctx)
        self.step = 0               # index into script.LESSONS: your next move
        self.focus = 0
        self.row: ButtonRow | None = None
        self.row_state: object = None
        self.card_state = -1
        self.done_rect: pygame.Rect | None = None   # the Done button, once the hand is over

    def enter(self) -> None:
        if not self.ctx.settings.tutorial_offered:
            self.ctx.change_settings(self.ctx.settings.with_(tutorial_offered=True))

    def exit(self) -> None:
        self.session.close()

    @property
    def painter(self) -> "TablePainter":
        return self.session.painter

    # -- where we are --------------------------------------------------------------------
    @property
    def lesson(self) -> script.Lesson | None:
        return script.LESSONS[self.step] if self.step < len(script.LESSONS) else None

    def lesson_words(self) -> str:
        """The lesson's words, true of the cards as drawn (the deck colours in Settings)."""
        return self.lesson.words(self.ctx.settings.four_colour) if self.lesson is not None else ""

    @property
    def finished(self) -> bool:
        cur = self.session.timeline.current
        return cur is not None and cur.wait and cur.stage == "score"

    @property
    def bidding(self) -> bool:
        return self.session.board.phase in ("round1", "round2", "pickup")

    def choices(self) -> list[Choice]:
        b = self.session.board
        out = []
        for a in b.legal:
            if a.kind == "pass":
                out.append(Choice(str(a), _("Pass")))
            elif a.kind == "order" and not a.alone:
                out.append(Choice(str(a), order_word(script.GAME, b.me, b.dealer)))
        return out

    def _sync_row(self) -> None:
        b = self.session.board
        if not (self.session.my_turn and self.bidding):
            self.row = None
            return
        lay = self.session.layout
        if self.row is None or self.row_state != (b.state_id, lay):
            self.row = ButtonRow(self.choices())
            self.row.layout(self.painter, lay)
            self.row_state = (b.state_id, lay)
            lesson = self.lesson
            keys = [c.key for c in self.row.choices]
            if lesson is not None and lesson.expect[0] in keys:
                self.row.focus = keys.index(lesson.expect[0])   # the focus starts on the lesson's move

    def card_rects(self) -> list[pygame.Rect]:
        b = self.session.board
        return self.session.layout.hand_rects(len(b.hand), self.focus if self.session.my_turn else None)

    def target(self) -> pygame.Rect | None:
        """Where the lesson's move is on screen (a button or a card)."""
        lesson, b = self.lesson, self.session.board
        if lesson is None or not self.session.my_turn:
            return None
        if self.row is not None:
            for c, r in zip(self.row.choices, self.row.rects):
                if c.key in lesson.expect:
                    return r
            return None
        for card, r in zip(b.hand, self.card_rects()):
            if f"play {text(card)}" in lesson.expect:
                return r
        return None

    # -- time and input ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.session.update(dt)
        if self.finished and self.session.last_hand is not None:
            self.session.board.scores = tuple(self.session.last_hand["scores"])
        self._sync_row()
        b = self.session.board
        if self.session.my_turn and self.row is None and self.card_state != b.state_id:
            self.card_state = b.state_id
            lesson = self.lesson
            plays = [f"play {text(c)}" for c in b.hand]
            if lesson is not None and lesson.expect[0] in plays:
                self.focus = plays.index(lesson.expect[0])
        self.focus = max(0, min(self.focus, len(b.hand) - 1))

    def next_frame(self) -> float | None:
        return self.session.next_frame()

    def handle(self, intent: Intent) -> bool:
        s = self.session
        leave = self.session.layout.leave_button
        if self.finished:   # the lesson is over: nothing is lost by leaving
            if intent.act in (Act.CONFIRM, Act.CLICK, Act.BACK, Act.PAUSE):   # Enter, Done, a click anywhere
                self.leave()
            return True
        if intent.act in (Act.BACK, Act.PAUSE) or (
                intent.act is Act.CLICK and intent.pos is not None and leave.collidepoint(intent.pos)):
            self.ask_to_leave()
            return True
        if s.settling:   # a press for the animation skips it and never acts too
            if intent.act in SKIPPING:
                s.skip()
            return True
        if not s.my_turn:
            return False
        if intent.act in STEP_CARD:    # the shoulder buttons step like Left / Right, as at any table
            intent = Intent(STEP_CARD[intent.act], intent.device)
        chosen = self._bid(intent) if self.row is not None else self._card(intent)
        if chosen is not None:
            self.attempt(chosen)
        return intent.act is not Act.POINT

    def _bid(self, intent: Intent) -> str | None:
        assert self.row is not None
        return self.row.handle(intent)

    def _card(self, intent: Intent) -> str | None:
        b = self.session.board
        n = len(b.hand)
        if not n:
            return None
        if intent.act is Act.LEFT:
            self.focus = (self.focus - 1) % n
        elif intent.act is Act.RIGHT:
            self.focus = (self.focus + 1) % n
        elif intent.act is Act.CONFIRM:
            return f"play {text(b.hand[self.focus])}"
        elif intent.act is Act.SELECT_CARD and 0 <= intent.index < n:
            self.focus = intent.index
            return f"play {text(b.hand[intent.index])}"
        elif intent.act in (Act.POINT, Act.CLICK) and intent.pos is not None:
            for i, r in reversed(list(enumerate(self.card_rects()))):
                if r.collidepoint(intent.pos):
                    self.focus = i
                    return f"play {text(b.hand[i])}" if intent.act is Act.CLICK else None
        return None

    def attempt(self, action: str) -> None:
        """The lesson's move goes on; another legal move gets a nudge; an illegal one goes to the
        table, which refuses it with the rule's reason (shown as a toast)."""
        s, lesson = self.session, self.lesson
        legal = {str(a) for a in s.board.legal}
        if lesson is not None and action in lesson.expect:
            s.act(s.board.me, action)
            self.step += 1
        elif action in legal:
            s.show_toast(_(lesson.nudge) if lesson is not None else _("Follow the lesson's move."))
        else:
            s.act(s.board.me, action)

    def ask_to_leave(self) -> None:
        """Leave the lesson only if the player says so ("Stay" is the default)."""
        from ..text.questions import LEAVE_LESSON
        self.ctx.stack.push(self.ctx.scene("ask", LEAVE_LESSON,
                                           lambda answer: self.leave() if answer == "leave" else None))

    def leave(self) -> None:
        self.ctx.stack.reset(self.ctx.scene("title"))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        s, b = self.session, self.session.board
        p, lay = self.painter, s.layout
        looks, focus = None, None
        if s.my_turn and self.row is None:
            ok = {a.card for a in b.legal if a.kind == "play"}
            focus = self.focus
            looks = [Look.HIGHLIGHT if i == focus and c in ok else Look.NORMAL if c in ok else Look.DIM
                     for i, c in enumerate(b.hand)]
        p.draw(surface, s, looks, focus)
        if self.row is not None and s.my_turn and not s.animating:
            row = self.row
            if self.row_state != (b.state_id, lay):   # the window turned while a question covered the lesson
                row = ButtonRow(self.row.choices)
                row.focus = self.row.focus
                row.layout(p, lay)
            row.draw(surface, p)
        r = lay.leave_button
        p.panels.draw(surface, r, alpha=225, radius=r.h // 2, edge=theme.GOLD)
        p.text.draw(surface, _("Leave ({button})").format(button=prompt_label(self.ctx, Act.BACK)), 20, theme.INK,
                    r.center, "center", True)
        p.note("button", r)
        p.draw_floating(surface, s)
        if self.finished:
            confirm = prompt_label(self.ctx, Act.CONFIRM)
            done = _("Press {button} or click Done.").format(button=confirm)
            self._callout(surface, _(script.DONE_TITLE), f"{_(script.DONE_TEXT)}  {done}", None, button=_("Done"))
        elif s.my_turn and not s.animating and self.lesson is not None:
            self._callout(surface, _(self.lesson.title), self.lesson_words(), self.target())
        else:
            self._callout(surface, _("Learn to play"), _(script.WATCH), None, small=True)

    def _callout(self, surface: Target, title: str, words: str, target: pygame.Rect | None,
                 small: bool = False, button: str | None = None) -> None:
        """A panel with the lesson's words (and a refused move's reason, the session's toast) where
        it covers nothing on the table; when there is a target, an arrow and a ring on it;
        ``button``: a button at its foot (kept in ``done_rect``)."""
        p, f, lay = self.painter, self.ctx.fonts, self.session.layout
        width = CALLOUT_W if not lay.portrait else lay.safe.w
        size, line = (22, 29) if not lay.portrait else (20, 26)
        lines = ui.wrap(f, words, size, width - 36)
        warn = ui.wrap(f, self.session.toast, size, width - 36, bold=True) if self.session.toast else []
        h = 58 + line * len(lines) + (12 + line * len(warn) if warn else 0) + (60 if button else 0)
        box = p.clear_place(self.session, (width, h), lay.callout_anchors(width))
        p.note("callout", box)
        if target is not None:
            ring = target.inflate(12, 12)
            draw.rect(surface, theme.GOLD, ring, 4, border_radius=12)
            if box.right <= ring.x or box.x >= ring.right:     # beside it: from the near edge
                start = (box.x if box.x >= ring.right else box.right,
                         max(box.y + 16, min(box.bottom - 16, ring.centery)))
                end = (ring.centerx, ring.top - 4)
            elif box.bottom <= ring.y:                          # above it: from the foot
                start = (max(box.x + 16, min(box.right - 16, ring.centerx)), box.bottom)
                end = (ring.centerx, ring.top - 4)
            else:                                               # below it: from the head
                start = (max(box.x + 16, min(box.right - 16, ring.centerx)), box.y)
                end = (ring.centerx, ring.bottom + 4)
            draw.line(surface, theme.GOLD, start, end, 5)
            dx, dy = end[0] - start[0], end[1] - start[1]
            length = max(1.0, (dx * dx + dy * dy) ** 0.5)
            ux, uy = dx / length, dy / length
            head = [end, (end[0] - 18 * ux + 9 * uy, end[1] - 18 * uy - 9 * ux),
                    (end[0] - 18 * ux - 9 * uy, end[1] - 18 * uy + 9 * ux)]
            draw.polygon(surface, theme.GOLD, head)
        p.panels.draw(surface, box, alpha=240 if not small else 200, radius=16, edge=theme.GOLD)
        p.text.draw(surface, title, 26, theme.GOLD, (box.x + 18, box.y + 14), bold=True)
        for i, text_line in enumerate(lines):
            p.text.draw(surface, text_line, size, theme.INK, (box.x + 18, box.y + 50 + line * i))
        y = box.y + 62 + line * len(lines)
        for i, text_line in enumerate(warn):   # the engine's reason for a refused move, or a nudge
            p.text.draw(surface, text_line, size, theme.WARNING, (box.x + 18, y + line * i), bold=True)
        self.done_rect = None
        if button:
            r = pygame.Rect(0, 0, 160, 44)
            r.midbottom = (box.centerx, box.bottom - 14)
            draw.rect(surface, theme.GOLD, r, border_radius=r.h // 2)
            p.text.draw(surface, button, 22, theme.INK_DARK, r.center, "center", True)
            self.done_rect = r
