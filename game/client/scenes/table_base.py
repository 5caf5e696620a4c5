"""The scenes that show the table share this base: following the session, pause, skipping."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import theme, ui
from ..input.intents import Act, Intent
from ..table.table_layout import clear_of
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context
    from ..table.match_session import MatchSession
    from ..table.table_painter import TablePainter

SKIPPING = (Act.CONFIRM, Act.CLICK, Act.SELECT_CARD, Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN, Act.HINT,
            Act.PREV_CARD, Act.NEXT_CARD)
STEP_CARD = {Act.PREV_CARD: Act.LEFT, Act.NEXT_CARD: Act.RIGHT}   # shoulder buttons step like Left/Right
HINT_FILL = (226, 240, 250)
HINT_EDGE = (70, 150, 220)
HINT_BUTTON = pygame.Rect(1090, 598, 170, 42)    # above the turn's control words, bottom right
UNDO_BUTTON = pygame.Rect(1090, 548, 170, 42)
STAGE_SCENES = {"draw": "draw", "over": "match-over", "deal": "deal", "bid": "bid"}   # any other stage: "trick"


def scene_for(ctx: "Context", session: "MatchSession") -> Scene:
    """The scene that shows the session's stage now."""
    return ctx.scene(STAGE_SCENES.get(session.stage, "trick"), session)


class TableScene(Scene):
    """A scene over the session's table. Subclasses handle the player's turn."""

    stage = "table"

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
        self.follow_hint()
        self.follow()
        if self.ctx.stack.top is self:
            self._turn_started()

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
        if self.session.animating:
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
        if s.can_undo and not s.animating:
            out.append(("undo", f"Undo ({prompt_label(self.ctx, Act.UNDO)})", UNDO_BUTTON))
        if s.can_hint:
            out.append(("hint", f"Hint ({prompt_label(self.ctx, Act.HINT)})", HINT_BUTTON))
        return out

    def comfort_pressed(self, intent: Intent) -> str | None:
        if intent.act is not Act.CLICK or intent.pos is None:
            return None
        return next((key for key, _label, r in self.comfort_buttons() if r.collidepoint(intent.pos)), None)

    def hinted(self) -> str | None:
        """The action text the shown hint suggests, if any."""
        h = self.session.hint
        return h.action if h is not None else None

    def draw_comforts(self, surface: pygame.Surface, target: pygame.Rect | None = None) -> None:
        """The hint and undo buttons; with a hint, a ring round ``target`` and the reason above it."""
        p = self.painter
        for key, label, r in self.comfort_buttons():
            busy = key == "hint" and self.session.hint_pending
            p.panels.draw(surface, r, alpha=225, radius=r.h // 2, edge=theme.GOLD)
            p.text.draw(surface, "Thinking…" if busy else label, 20, theme.INK, r.center, "center", True)
        h = self.session.hint
        if h is None:
            return
        if target is not None:
            ring = target.inflate(12, 12)
            pygame.draw.rect(surface, HINT_EDGE, ring, 4,
                             border_radius=12)
        self.hint_bubble(surface, self.hint_line(), target)

    def hint_line(self) -> str:
        """E.g. "Hint: Lead the right bower to pull trump." or "Hint: play 9♣. A hunch."."""
        from ..text.words import hint_line
        s, b = self.session, self.session.board
        h = s.hint
        if h is None:
            return ""
        return hint_line(h.move, h.reason, b.me, b.dealer, s.options.variant, b.turned_down_suit, b.trump)

    def hint_bubble(self, surface: pygame.Surface, reason: str, target: pygame.Rect | None) -> None:
        """A speech bubble with the hint's reason, its tail pointing at ``target``."""
        p = self.painter
        words = reason
        lines = ui.wrap(self.ctx.fonts, words, 22, 640, bold=True)
        h = 16 + 30 * len(lines)
        w = max(p.text.get(line, 22, theme.INK_DARK, True).get_width() for line in lines) + 40
        box = pygame.Rect(0, 0, w, h)
        y = (target.top - 24) if target is not None else 452
        box.midbottom = (640 if target is None else target.centerx, y)
        bounds = pygame.Rect(8, 8, 1090, 700)
        box.clamp_ip(bounds)
        box = clear_of(box, self.session.layout.keep_clear(), bounds)
        if target is not None:
            tip = (target.centerx, target.top - 6)
            base = max(box.x + 20, min(tip[0], box.right - 20))
            pygame.draw.polygon(surface, HINT_FILL, [(base - 12, box.bottom - 2), (base + 12, box.bottom - 2), tip])
        p.panels.draw(surface, box, alpha=245, radius=16, fill=HINT_FILL, edge=HINT_EDGE)
        for i, line in enumerate(lines):
            p.text.draw(surface, line, 22, theme.INK_DARK, (box.centerx, box.y + 8 + 30 * i), "midtop", True)

    def turn(self, intent: Intent) -> bool:
        """The player to act (on this screen) means something; subclasses decide what."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.session)

    def draw_controls(self, surface: pygame.Surface, choose: str) -> None:
        """The buttons for this turn, bottom right, named for the device used last."""
        from ..input.prompts import prompt_label, using_pad
        c = self.ctx
        from ..input.table_input import has_last_trick
        extras = [f"{prompt_label(c, Act.HINT)} hint"]
        if has_last_trick(self.session):
            extras.append(f"{prompt_label(c, Act.LAST_TRICK)} last trick")
        lines = ["  ·  ".join(extras), f"{prompt_label(c, Act.CONFIRM)} {choose}"]
        if using_pad(c):
            lines[1] += f"  ·  {prompt_label(c, Act.PREV_CARD)}/{prompt_label(c, Act.NEXT_CARD)} card"
        text = self.painter.text
        for i, line in enumerate(reversed(lines)):
            img = text.get(line, theme.SIZE_SMALL, theme.INK_MUTED, False)
            surface.blit(img, img.get_rect(bottomright=(1262, 706 - i * 26)))

    def prompt(self, surface: pygame.Surface, words: str, y: int = 452) -> None:
        p = self.painter
        img = p.text.get(words, theme.SIZE_BODY, theme.INK, True)
        box = img.get_rect().inflate(40, 16)
        box.center = (640, y)
        p.panels.draw(surface, box, alpha=215, radius=box.h // 2, edge=theme.GOLD)
        surface.blit(img, img.get_rect(center=box.center))


@dataclass(frozen=True, slots=True)
class Choice:
    key: str
    label: str


class ButtonRow:
    """A row of buttons centred on the table; arrows, number keys, hover and click."""

    def __init__(self, choices: list[Choice], y: int = 492, height: int = 48, size: int = 22) -> None:
        self.choices = choices
        self.y, self.height, self.size = y, height, size
        self.focus = 0
        self.rects: list[pygame.Rect] = []

    def layout(self, painter: "TablePainter") -> None:
        widths = [max(120, painter.text.get(c.label, self.size, theme.INK, True).get_width() + 36)
                  for c in self.choices]
        gap = 12
        total = sum(widths) + gap * (len(widths) - 1)
        x = 640 - total // 2
        self.rects = []
        for w in widths:
            self.rects.append(pygame.Rect(x, self.y, w, self.height))
            x += w + gap

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

    def draw(self, surface: pygame.Surface, painter: "TablePainter") -> None:
        for i, (c, r) in enumerate(zip(self.choices, self.rects)):
            focused = i == self.focus
            if focused:
                pygame.draw.rect(surface, theme.GOLD, r, border_radius=r.h // 2)
                pygame.draw.rect(surface, theme.INK, r, 2, border_radius=r.h // 2)
            else:
                painter.panels.draw(surface, r, alpha=225, radius=r.h // 2)
            colour = theme.INK_DARK if focused else theme.INK
            surface.blit(painter.text.get(c.label, self.size, colour, True),
                         painter.text.get(c.label, self.size, colour, True).get_rect(center=r.center))
