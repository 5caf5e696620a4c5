"""The title screen: the game's name, a fan of cards and the main menu."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules.cards import ACE, DIAMONDS, HEARTS, JACK, JOKER, KING, card

from .. import ui
from ..drawing import draw, sharp, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer, prompt_label, using_pad
from ..text import controller_words as words
from ..text.translate import N_, _, tr
from ..text.words import every_game
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context
    from ..table.autosave import SavedMatch

MENU = (
    ("continue", N_("Continue")),
    ("new", N_("New game")),
    ("couch", N_("Couch game")),
    ("lan", N_("LAN game")),
    ("online", N_("Online game")),
    ("settings", N_("Settings")),
    ("rules", N_("Rules")),
    ("learn", N_("Learn to play")),
    ("stats", N_("Statistics")),
    ("quit", N_("Quit")),
)
FAN = (card(KING, HEARTS), card(JACK, DIAMONDS), JOKER, card(JACK, HEARTS), card(ACE, HEARTS))
NOTICE_SECONDS = 12.0
BOB_SPEED = 1.3                       # radians a second
BOB_SECONDS = 2 * math.pi / BOB_SPEED  # the fan rises and falls once as the title appears, then rests:
                                       # a still title costs nothing (the loop sleeps)
NOTICE_RECT = pygame.Rect(520, 594, 730, 110)   # grows upward from its bottom edge
FAN_BOTTOM = 566   # the card fan's lowest point, its shadow and bobbing included


class TitleScene(Scene):
    name = "title"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.menu = ui.Menu([ui.MenuItem(k, label) for k, label in MENU], 270, 200, width=360, height=42, gap=6)
        self.time = 0.0
        self._fan: dict[tuple, tuple[pygame.Surface, pygame.Surface]] = {}
        self.notice_time = 0.0
        self.offer = False          # the guided first hand is offered (worked out on enter/resume)
        self.saved: SavedMatch | None = None   # the saved match Continue picks up, as told beside it

    def handle(self, intent: Intent) -> bool:
        if intent.act is Act.BACK:
            self.menu.focus = self.menu.index_of("quit")
            return True
        if intent.act is Act.STATS:
            self.ctx.stack.push(self.ctx.scene("stats"))
            return True
        choice = self.menu.handle(intent)
        if choice is None:
            return intent.act is not Act.POINT
        if choice == "continue":
            self.continue_match()
        elif choice in ("new", "couch"):
            self.ctx.stack.push(self.ctx.scene("setup", couch=choice == "couch"))
        elif choice == "stats":
            self.ctx.stack.push(self.ctx.scene("stats"))
        elif choice == "learn":
            self.ctx.stack.push(self.ctx.scene("tutorial"))
        elif choice == "settings":
            self.ctx.stack.push(self.ctx.scene("settings"))
        elif choice == "rules":
            self.ctx.stack.push(self.ctx.scene("rules"))
        elif choice == "lan":
            self.ctx.stack.push(self.ctx.scene("lobby"))
        elif choice == "online":
            self.ctx.stack.push(self.ctx.scene("online"))
        elif choice == "quit":
            self.ctx.request_quit()
        else:
            self.ctx.stack.push(self.ctx.scene("placeholder", dict(MENU)[choice]))
        return True

    def continue_match(self) -> None:
        """Resume the autosave; a missing or damaged one becomes a notice, never a crash."""
        from ..table.autosave import AutosaveError
        from ..table.match_start import resume_session, start
        try:
            session = resume_session(self.ctx)
        except AutosaveError as e:
            self.ctx.notices.insert(0, e.args[0] if e.args else str(e))
            self.notice_time = 0.0
            self._refresh_continue()
            return
        start(self.ctx, session)

    def continue_note(self) -> tuple[str, ...]:
        """The words beside Continue: which match it picks up, or that there is none."""
        if self.menu.items[self.menu.index_of("continue")].greyed:
            return (_("no saved match"),)
        return self.saved.lines() if self.saved is not None else ()

    def _draw_continue_note(self, surface: Target) -> None:
        r = self.menu.rect_of("continue")
        lines = self.continue_note()
        if self.saved is None or len(lines) < 2:
            for line in lines:
                ui.text(surface, self.ctx.fonts, line, theme.SIZE_SMALL, theme.INK_MUTED,
                        (r.right + 16, r.centery), "midleft")
            return
        f = self.ctx.fonts
        room = 1250 - r.right - 14 - 28
        first = ui.fit(f, lines[0], theme.SIZE_SMALL, room)
        second = ui.fit(f, lines[1], theme.SIZE_SMALL - 2, room)
        w = max(f.get(theme.SIZE_SMALL).size(first)[0], f.get(theme.SIZE_SMALL - 2).size(second)[0])
        box = pygame.Rect(r.right + 14, r.y - 6, w + 28, r.h + 12)
        ui.panel(surface, box, alpha=150, radius=10)
        ui.text(surface, f, first, theme.SIZE_SMALL, theme.INK, (box.x + 14, box.centery - 1), "bottomleft")
        ui.text(surface, f, second, theme.SIZE_SMALL - 2, theme.INK_MUTED, (box.x + 14, box.centery + 3),
                "topleft")

    def _refresh_continue(self) -> None:
        from ..table.match_start import autosave_store
        store = autosave_store(self.ctx)
        has = store.exists()
        self.saved = store.peek() if has else None
        self.menu.set_item("continue", ui.MenuItem("continue", N_("Continue"), greyed=not has))

    def enter(self) -> None:
        self._refresh_continue()
        self.offer = self.offer_tutorial()

    def resume(self) -> None:
        self._refresh_continue()
        self.offer = self.offer_tutorial()

    def next_frame(self) -> float | None:
        """Every frame while the fan bobs; then only when the notice shown goes."""
        if self.time < BOB_SECONDS and not self.ctx.settings.reduced_motion:
            return 0.0
        return max(0.0, NOTICE_SECONDS - self.notice_time) if self.ctx.notices else None

    def bob(self) -> float:
        """How far (pixels) the fan's middle card is raised now: once up and down, fading out."""
        if self.ctx.settings.reduced_motion or self.time >= BOB_SECONDS:
            return 0.0
        return math.sin(self.time * BOB_SPEED) * 6 * (1 - self.time / BOB_SECONDS)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.ctx.notices:
            self.notice_time += dt
            if self.notice_time > NOTICE_SECONDS:
                self.ctx.notices.pop(0)
                self.notice_time = 0.0

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        ui.text(surface, f, _("Euchre"), theme.SIZE_DISPLAY, theme.INK, (90, 48), bold=True, shadow=True)
        ui.text(surface, f, every_game(), theme.SIZE_SMALL + 2, theme.GOLD, (96, 160))
        self._draw_continue_note(surface)
        self._draw_fan(surface)
        self.menu.draw(surface, f)
        if self.offer and not self.ctx.notices:   # a notice takes the place below the fan for a while
            self._draw_offer(surface)
        if not self.ctx.notices:
            ui.text(surface, f, self._hint(), theme.SIZE_SMALL, theme.INK_MUTED, (1250, 700), "bottomright")
        if self.ctx.notices:
            self._draw_notice(surface, self.ctx.notices[0])

    def offer_tutorial(self) -> bool:
        """The guided first hand is offered until it was opened once or the player has played."""
        if self.ctx.settings.tutorial_offered:
            return False
        p = self.ctx.stats.profiles.get(self.ctx.settings.player_name)
        return p is None or p.hands == 0

    def _draw_offer(self, surface: Target) -> None:
        """A callout by Learn to play, under the card fan: new players are pointed at the guided hand."""
        r = self.menu.rect_of("learn")
        f = self.ctx.fonts
        head, line = _("New to Euchre?"), _("Play one guided hand to learn how.")
        need = max(f.get(22, True).size(head)[0], f.get(20).size(line)[0]) + 24   # (380 holds the English)
        box = pygame.Rect(r.right + 28, max(r.centery - 34, FAN_BOTTOM + 8), max(380, need), 68)
        tip = (r.right + 6, r.centery)
        if box.y > tip[1] - 10:   # lower than Learn to play: the pointer slants up to it
            base = [(box.x + 14, box.y + 2), (box.x + 44, box.y + 2)]
        else:
            base = [(box.x + 2, r.centery - 10), (box.x + 2, r.centery + 10)]
        draw.polygon(surface, theme.GOLD, [tip, *base])
        ui.panel(surface, box, alpha=240, radius=14, edge=theme.GOLD)
        ui.text(surface, f, head, 22, theme.GOLD, (box.x + 16, box.y + 8), bold=True)
        ui.text(surface, f, line, 20, theme.INK, (box.x + 16, box.y + 38))

    def _hint(self) -> str:
        """The footer: the buttons of the pad in use; else the keys, and a plugged-in pad's
        buttons too (it has not been pressed yet, or the keys were used since)."""
        c = self.ctx
        if using_pad(c):
            return footer(c, ((MOVE, N_("choose")), (Act.CONFIRM, N_("select"))))
        pads = c.pads.pads if c.pads is not None else []
        parts = [_(words.KEYS_AND_MOUSE)]
        if pads:
            device = pads[0].device
            parts.append(words.pad_also(prompt_label(c, MOVE, device), prompt_label(c, Act.CONFIRM, device)))
        return "  ·  ".join(parts + [_(words.FULL_SCREEN_KEY)])

    def _draw_notice(self, surface: Target, msg: str) -> None:
        """A warning banner, bottom right, under the card fan and clear of the menu."""
        f = self.ctx.fonts
        lines = ui.wrap(f, tr(msg), theme.SIZE_SMALL, NOTICE_RECT.w - 40)
        line_h = round(theme.SIZE_SMALL * 1.35)
        box = NOTICE_RECT.copy()
        box.h = 24 + line_h * len(lines)
        box.bottom = NOTICE_RECT.bottom
        ui.panel(surface, box, alpha=240, radius=12, fill=(70, 44, 16), edge=theme.WARNING)
        for i, line in enumerate(lines):
            ui.text(surface, f, line, theme.SIZE_SMALL, theme.WARNING, (box.x + 20, box.y + 12 + i * line_h))

    def _draw_fan(self, surface: Target) -> None:
        width = 170
        bob = self.bob()
        n = len(FAN)
        for i, c in enumerate(FAN):
            k = i - (n - 1) / 2
            angle = -k * 11
            turned, shadow = self._turned(c, width, angle)
            x = 880 + k * 78
            y = 380 + abs(k) ** 1.6 * 14 + (bob if i == n // 2 else bob * 0.4)
            surface.blit(shadow, shadow.get_rect(center=(x + 6, y + 8)))
            surface.blit(turned, turned.get_rect(center=(x, y)))

    def _turned(self, c: int, width: int, angle: float) -> tuple[pygame.Surface, pygame.Surface]:
        """A fan card turned by ``angle`` and its shadow, made once (sharp at any scale)."""
        fc = self.ctx.settings.four_colour
        key = (c, width, angle, fc)
        got = self._fan.get(key)
        if got is None:
            face = self.ctx.cards.face(c, width, four_colour=fc)
            w, h = face.get_size()

            def shadow(k: float) -> pygame.Surface:
                s = pygame.Surface((sharp.px(w, k), sharp.px(h, k)), pygame.SRCALPHA)
                pygame.draw.rect(s, (0, 0, 0, 60), s.get_rect(), border_radius=sharp.px(12, k))
                return s
            got = self._fan[key] = (sharp.rotozoom(face, angle, 1.0),
                                    sharp.rotozoom(sharp.remade(shadow(1.0), shadow), angle, 1.0))
        return got
