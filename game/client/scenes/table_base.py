"""The scenes that show the table share this base: following the session, pause, skipping."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..art.card_art import Look
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context
    from ..table.match_session import MatchSession
    from ..table.table_layout import TableLayout
    from ..table.table_painter import TablePainter

SKIPPING = (Act.CONFIRM, Act.CLICK, Act.SELECT_CARD, Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN, Act.HINT,
            Act.PREV_CARD, Act.NEXT_CARD)
STEP_CARD = {Act.PREV_CARD: Act.LEFT, Act.NEXT_CARD: Act.RIGHT}   # shoulder buttons step like Left/Right
HINT_FILL = (226, 240, 250)
HINT_EDGE = (70, 150, 220)
STAGE_SCENES = {"draw": "draw", "over": "match-over", "deal": "deal", "bid": "bid"}   # any other stage: "trick"


def too_soon(session: "MatchSession", intent: Intent) -> bool:
    """Whether a press on a screen over the table comes while it still moves or has only just
    stopped (``MatchSession.settling``): it was begun for the animation, so it does nothing
    (but pause, which changes nothing at the table)."""
    return session.settling and intent.act not in (Act.POINT, Act.PAUSE)


def scene_for(ctx: "Context", session: "MatchSession") -> Scene:
    """The scene that shows the session's stage now."""
    return ctx.scene(STAGE_SCENES.get(session.stage, "trick"), session)


class TableScene(Scene):
    """A scene over the session's table. Subclasses handle the player's turn."""

    stage = "table"
    portrait = True     # lays the table out for a tall window too

    def __init__(self, ctx: "Context", session: "MatchSession") -> None:
        super().__init__(ctx)
        self.session = session
        self._overlay_pushed = False
        self._hint_focused: object = None

    @property
    def painter(self) -> "TablePainter":
        return self.session.painter

    def resume(self) -> None:
        self._overlay_pushed = False

    def update(self, dt: float) -> None:
        self.session.update(dt)
        if self.ctx.stack.top is not self:   # the session changed the stack (a LAN table closed:
            return                           # the title; its connection lost: reconnecting)
        self.follow_hint()
        self.follow()
        if self.ctx.stack.top is self:
            self._turn_started()

    def next_frame(self) -> float | None:
        return self.session.next_frame()

    def _turn_started(self) -> None:
        """Once per turn of a person playing alone on this screen: buzz their controller, or
        pause if it is unplugged (couch turns start at the pass screen instead)."""
        s = self.session
        key = (s.board.state_id, s.board.me) if s.my_turn else None
        if key is None or key == s.turn_started or s.seating.couch:
            return
        from ..input.pad_turns import start_turn
        if start_turn(self.ctx, s.seating.seats[s.board.me].device):
            s.turn_started = key

    def pause_on_unplug(self, device: str) -> bool:
        """Pause when the controller of the person to act now is unplugged."""
        from ..input.pad_turns import unplug_pauses
        s = self.session
        to_act = s.board.to_act
        person = s.seating.is_person(to_act)
        bound = s.seating.seats[to_act].device if person and to_act is not None else None
        return unplug_pauses(self.ctx, device, bound, person)

    def device_replaced(self, lost: str, by: str) -> None:
        from ..input.table_input import rebind
        rebind(self.session, lost, by)

    def follow(self) -> None:
        """Change to the scene the session's stage calls for (replace), or push an overlay."""
        stage = self.session.stage
        if stage == "score":
            if not self._overlay_pushed:
                self._overlay_pushed = True
                self.ctx.stack.push(self.ctx.scene("score", self.session))
            return
        if stage == "pass":
            if not self._overlay_pushed:
                self._overlay_pushed = True
                self.ctx.stack.push(self.ctx.scene("pass", self.session))
            return
        if stage != self.stage:
            self.ctx.stack.replace(scene_for(self.ctx, self.session))

    def handle(self, intent: Intent) -> bool:
        if intent.act in (Act.PAUSE, Act.BACK):
            self.ctx.stack.push(self.ctx.scene("pause"))
            return True
        if intent.act is Act.REVIEW and self.session.hands and not self.session.needs_pass:
            self.ctx.stack.push(self.ctx.scene("review", self.session))   # the last finished hand, at any time
            return True
        pressed = self.comfort_pressed(intent)
        if pressed == "undo" or (intent.act is Act.UNDO and self.session.can_undo):
            self.session.undo()
            return True
        if intent.act is Act.LAST_TRICK and not self.session.animating:
            from ..input.table_input import show_last_trick
            show_last_trick(self.ctx, self.session)
            return True
        if self.session.settling:   # a press for the animation skips it and never acts too
            if intent.act in SKIPPING:
                self.session.skip()
                return True
            return intent.act is not Act.POINT
        if not self.session.my_turn:
            return False
        if not self.session.seating.may_act(self.session.board.me, intent.device):
            return False
        if pressed == "hint" or intent.act is Act.HINT:
            return self.give_hint()
        if intent.act in STEP_CARD:
            intent = Intent(STEP_CARD[intent.act], intent.device)
        return self.turn(intent)

    def give_hint(self) -> bool:
        """Ask a computer player what it would do here (on a short-lived thread); when the answer
        comes, the focus moves to that choice, which is ringed, with the reason beside it."""
        self.session.ask_hint()
        return True

    def follow_hint(self) -> None:
        """Move the focus to a hint that has just arrived (once per hint)."""
        h = self.session.hint
        if h is not None and h is not self._hint_focused:
            self._hint_focused = h
            self.focus_action(h.move)

    def focus_action(self, action: object) -> None:
        """Move the visible focus to ``action``'s card or button (subclasses know where it is)."""

    # -- hint and undo ------------------------------------------------------------------
    def comfort_buttons(self) -> list[tuple[str, str, pygame.Rect]]:
        """The hint and undo buttons shown now: undo only where it is allowed."""
        s = self.session
        out = []
        from ..input.prompts import prompt_label
        hint, undo = s.layout.comfort_buttons
        if s.can_undo and not s.settling:
            out.append(("undo", _("Undo ({button})").format(button=prompt_label(self.ctx, Act.UNDO)), undo))
        if s.can_hint:
            out.append(("hint", _("Hint ({button})").format(button=prompt_label(self.ctx, Act.HINT)), hint))
        return out

    def comfort_pressed(self, intent: Intent) -> str | None:
        if intent.act is not Act.CLICK or intent.pos is None:
            return None
        return next((key for key, _label, r in self.comfort_buttons() if r.collidepoint(intent.pos)), None)

    def hinted(self) -> str | None:
        """The action text the shown hint suggests, if any."""
        h = self.session.hint
        return h.action if h is not None else None

    def draw_comforts(self, surface: Target) -> None:
        """The hint and undo buttons."""
        p = self.painter
        for key, label, r in self.comfort_buttons():
            busy = key == "hint" and self.session.hint_pending
            p.panels.draw(surface, r, alpha=225, radius=r.h // 2, edge=theme.GOLD)
            p.text.draw(surface, _("Thinking…") if busy else label, 20, theme.INK, r.center, "center", True)
            p.note("button", r)

    def draw_hint(self, surface: Target, target: pygame.Rect | None) -> None:
        """With a hint: a ring round ``target`` and the reason in a bubble pointing at it."""
        if self.session.hint is None:
            return
        if target is not None:
            ring = target.inflate(12, 12)
            draw.rect(surface, HINT_EDGE, ring, 4, border_radius=12)
        self.hint_bubble(surface, self.hint_line(), target)

    def hint_line(self) -> str:
        """E.g. "Hint: Lead the right bower to pull trump." or "Hint: play 9♣. A hunch."."""
        from ..text.words import hint_line
        s, b = self.session, self.session.board
        h = s.hint
        if h is None:
            return ""
        return hint_line(h.move, h.reason, b.me, b.dealer, s.options.variant, b.turned_down_suit, b.trump)

    def hint_bubble(self, surface: Target, reason: str, target: pygame.Rect | None) -> None:
        """A speech bubble with the hint's reason, its tail pointing at ``target``; it covers
        nothing drawn before it (cards, names, labels, buttons, bubbles)."""
        p, lay = self.painter, self.session.layout
        lines = ui.wrap(self.ctx.fonts, reason, 22, lay.hint_width(), bold=True)
        h = 16 + 30 * len(lines)
        w = max(p.text.get(line, 22, theme.INK_DARK, True).get_width() for line in lines) + 40
        if target is None:
            anchors = [("midbottom", (lay.cx, lay.prompt_centre(True, False)[1] + 6))]
        else:
            anchors = [("midbottom", (target.centerx, target.top - 24)),
                       ("midbottom", (lay.cx, target.top - 24))]
        box = p.clear_place(self.session, (w, h), anchors)
        if target is not None:
            if box.bottom <= target.top:
                tip, base, side = (target.centerx, target.top - 6), box.bottom - 2, "bottom"
            elif box.top >= target.bottom:
                tip, base, side = (target.centerx, target.bottom + 6), box.top + 2, "top"
            else:
                side = ""
            if side:
                x = max(box.x + 20, min(tip[0], box.right - 20))
                draw.polygon(surface, HINT_FILL, [(x - 12, base), (x + 12, base), tip])
        p.panels.draw(surface, box, alpha=245, radius=16, fill=HINT_FILL, edge=HINT_EDGE)
        for i, line in enumerate(lines):
            p.text.draw(surface, line, 22, theme.INK_DARK, (box.centerx, box.y + 8 + 30 * i), "midtop", True)
        p.note("hint", box)

    def turn(self, intent: Intent) -> bool:
        """The player to act (on this screen) means something; subclasses decide what."""
        return False

    # -- drawing -------------------------------------------------------------------------
    def looks(self) -> tuple[list[Look] | None, int | None]:
        """How each card of my hand looks now, and which one is raised (subclasses: on my turn)."""
        return None, None

    def hint_target(self) -> pygame.Rect | None:
        """Where the hinted choice is on screen (subclasses know)."""
        return None

    def draw(self, surface: Target) -> None:
        """The table, then the turn's own parts, then what floats over them (speech bubbles, the
        hint, the toast), each placed clear of everything drawn before it."""
        s, p = self.session, self.painter
        looks, focus = self.looks()
        p.draw(surface, s, looks, focus)
        self.draw_turn(surface)
        self.draw_comforts(surface)
        p.draw_floating(surface, s)
        self.draw_hint(surface, self.hint_target())
        p.draw_toast(surface, s)

    def draw_turn(self, surface: Target) -> None:
        """The turn's prompt, buttons and control words (subclasses)."""

    def draw_controls(self, surface: Target, choose: str, cards: bool = False) -> None:
        """The buttons for this turn, bottom right (bottom centre, upright), named for the device
        used last; ``cards``: a card is being chosen, so the shoulder buttons are named for it."""
        from ..input.prompts import footer, prompt_label, using_pad
        c, lay = self.ctx, self.session.layout
        from ..input.table_input import has_last_trick
        pairs: list[tuple[Act | str, str]] = [(Act.HINT, N_("hint"))]
        if has_last_trick(self.session):
            pairs.append((Act.LAST_TRICK, N_("last trick")))
        turn: list[tuple[Act | str, str]] = [(Act.CONFIRM, choose)]
        if cards and using_pad(c):
            turn.append((f"{prompt_label(c, Act.PREV_CARD)}/{prompt_label(c, Act.NEXT_CARD)}", N_("card")))
        lines = [footer(c, pairs), footer(c, turn)]
        text = self.painter.text
        anchor, (x, y) = lay.controls_anchor
        if lay.portrait:
            room = lay.safe.w
            one = f"{lines[1]}  ·  {lines[0]}"
            if self.ctx.fonts.get(theme.SIZE_SMALL).size(one)[0] <= room:
                lines = [one]
        for i, line in enumerate(reversed(lines)):
            img = text.get(line, theme.SIZE_SMALL, theme.INK_MUTED, False)
            r = img.get_rect(**{anchor: (x, y - i * 26)})
            surface.blit(img, r)
            self.painter.note("controls", r)

    def prompt(self, surface: Target, words: str, centre: tuple[int, int]) -> pygame.Rect:
        """The turn's words in a pill centred at ``centre`` (wrapped on a narrow screen)."""
        box, imgs = self.prompt_box(words, centre)
        p = self.painter
        p.panels.draw(surface, box, alpha=215, radius=min(box.h // 2, 24), edge=theme.GOLD)
        y = box.y + 8
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
        return p.note("prompt", box)

    def prompt_box(self, words: str, centre: tuple[int, int]) -> tuple[pygame.Rect, list[pygame.Surface]]:
        p, lay = self.painter, self.session.layout
        lines = ui.wrap(self.ctx.fonts, words, theme.SIZE_BODY, lay.text_width, bold=True)
        imgs = [p.text.get(line, theme.SIZE_BODY, theme.INK, True) for line in lines]
        box = pygame.Rect(0, 0, max(img.get_width() for img in imgs) + 40,
                          sum(img.get_height() for img in imgs) + 16)
        box.center = centre
        return box.clamp(lay.safe), imgs


@dataclass(frozen=True, slots=True)
class Choice:
    key: str
    label: str
    on: bool | None = None     # a switch (on or off), not a choice made at once


class ButtonRow:
    """A row of buttons centred on the table (in more rows when the screen is too narrow);
    arrows, number keys, hover and click. A ``Choice`` with ``on`` set is a switch: it shows
    its state with a switch of its own, drawn alike whether the button has the focus or not."""

    def __init__(self, choices: list[Choice], y: int = 492, height: int = 48, size: int = 22) -> None:
        self.choices = choices
        self.y, self.height, self.size = y, height, size
        self.focus = 0
        self.rects: list[pygame.Rect] = []

    @property
    def top(self) -> int:
        return min((r.y for r in self.rects), default=self.y)

    def label_width(self, painter: "TablePainter", c: "Choice") -> int:
        w = painter.text.get(c.label, self.size, theme.INK, True).get_width() + 36
        return max(120, w + (SWITCH_W + 10 if c.on is not None else 0))

    def switch_rect(self, painter: "TablePainter", i: int) -> pygame.Rect | None:
        """Where the switch of choice ``i`` is drawn (None: not a switch)."""
        c = self.choices[i]
        if c.on is None or i >= len(self.rects):
            return None
        r = self.rects[i]
        total = SWITCH_W + 10 + painter.text.get(c.label, self.size, theme.INK, True).get_width()
        return pygame.Rect(r.centerx - total // 2, r.centery - SWITCH_H // 2, SWITCH_W, SWITCH_H)

    def layout(self, painter: "TablePainter", lay: "TableLayout | None" = None) -> None:
        """Place the buttons: one row whose bottom is the layout's, or more rows upward when
        they do not fit the screen's width."""
        widths = [self.label_width(painter, c) for c in self.choices]
        gap = 12
        room = lay.safe.w if lay is not None else 1264
        cx = lay.cx if lay is not None else 640
        bottom = lay.buttons_bottom if lay is not None else self.y + self.height
        rows: list[list[int]] = [[]]
        for i, w in enumerate(widths):
            row = rows[-1]
            if row and sum(widths[j] for j in row) + gap * len(row) + w > room:
                rows.append([])
            rows[-1].append(i)
        self.rects = [pygame.Rect(0, 0, 0, 0)] * len(widths)
        for k, row in enumerate(rows):
            y = bottom - self.height - (len(rows) - 1 - k) * (self.height + 10)
            total = sum(widths[j] for j in row) + gap * (len(row) - 1)
            x = cx - total // 2
            for j in row:
                self.rects[j] = pygame.Rect(x, y, widths[j], self.height)
                x += widths[j] + gap
        self.y = self.top

    def handle(self, intent: Intent) -> str | None:
        n = len(self.choices)
        if not n:
            return None
        if intent.act is Act.LEFT:
            self.focus = (self.focus - 1) % n
        elif intent.act is Act.RIGHT:
            self.focus = (self.focus + 1) % n
        elif intent.act is Act.CONFIRM:
            return self.choices[self.focus].key
        elif intent.act is Act.SELECT_CARD and 0 <= intent.index < n:
            self.focus = intent.index
            return self.choices[intent.index].key
        elif intent.act in (Act.POINT, Act.CLICK) and intent.pos is not None:
            for i, r in enumerate(self.rects):
                if r.collidepoint(intent.pos):
                    self.focus = i
                    return self.choices[i].key if intent.act is Act.CLICK else None
        return None

    def draw(self, surface: Target, painter: "TablePainter") -> None:
        for i, (c, r) in enumerate(zip(self.choices, self.rects)):
            focused = i == self.focus
            if focused:
                draw.rect(surface, theme.GOLD, r, border_radius=r.h // 2)
                draw.rect(surface, theme.INK, r, 2, border_radius=r.h // 2)
            else:
                painter.panels.draw(surface, r, alpha=225, radius=r.h // 2)
            colour = theme.INK_DARK if focused else theme.INK
            img = painter.text.get(c.label, self.size, colour, True)
            switch = self.switch_rect(painter, i)
            if switch is None:
                surface.blit(img, img.get_rect(center=r.center))
            else:
                draw_switch(surface, switch, bool(c.on), focused)
                surface.blit(img, img.get_rect(midleft=(switch.right + 10, r.centery)))
            painter.note("button", r)


SWITCH_W, SWITCH_H = 44, 24
SWITCH_ON = (70, 170, 100)
SWITCH_OFF = (60, 64, 62)


def draw_switch(surface: Target, r: pygame.Rect, on: bool, focused: bool) -> None:
    """A switch drawn alike whether its button is focused or not: a green track with the knob at
    the right and a tick when on, a grey one with the knob at the left when off (so on never
    looks like focus, and focus never hides whether it is on)."""
    draw.rect(surface, SWITCH_ON if on else SWITCH_OFF, r, border_radius=r.h // 2)
    draw.rect(surface, theme.INK_DARK if focused else theme.INK, r, 2, border_radius=r.h // 2)
    cx = r.right - r.h // 2 if on else r.x + r.h // 2
    draw.circle(surface, theme.INK, (cx, r.centery), r.h // 2 - 3)
    if on:
        t = r.x + 7
        draw.lines(surface, theme.INK, False, [(t, r.centery), (t + 4, r.centery + 5), (t + 10, r.centery - 5)],
                          3)
