"""The host's players at a LAN table (from the pause menu): let the computer play for someone
who is away, or remove a player who stalls the table."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from ..text.lan_words import NOBODY_JOINED, PLAYERS, PLAYERS_NOTE, hand_over_words, remove_words
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

TOP = 240


class LanPlayersScene(Scene):
    """One row per thing the host can do about a person who joined; removing asks twice."""

    name = "lan-players"
    transparent = True

    def __init__(self, ctx: "Context", session: Any) -> None:
        super().__init__(ctx)
        self.session = session
        self.confirm: int | None = None  # the seat whose removal waits for a second select
        self.menu = self._menu()

    def rows(self) -> list[tuple[str, str]]:
        table = self.session.table
        names, away, computer = table.seat_names(), table.away(), table.standing_in()
        rows = []
        for seat in table.remote_seats():
            # as every screen shows a name (cut short: ui.shown_name); a held seat always has one
            name = ui.shown_name(self.ctx.fonts, names[seat]) if names[seat] else self.session.name(seat)
            if seat in away and seat not in computer:
                rows.append((f"hand:{seat}", hand_over_words(name)))
            rows.append((f"remove:{seat}", remove_words(name, self.confirm == seat)))
        return rows + [("back", N_("Back"))]

    def _menu(self) -> ui.Menu:
        old = getattr(self, "menu", None)
        menu = ui.Menu([ui.MenuItem(k, v) for k, v in self.rows()], 640, TOP, width=760,
                       height=46, gap=8)
        if old is not None:
            key = old.items[old.focus].key
            if any(it.key == key for it in menu.items):
                menu.focus = menu.index_of(key)
        return menu

    def update(self, dt: float) -> None:
        if [(it.key, it.label) for it in self.menu.items] != self.rows():
            self.menu = self._menu()   # someone left, came back or was handed over

    def next_frame(self) -> float | None:
        return None   # who sits where changes as news: the host wakes the loop (net.host._seats_changed)

    def handle(self, intent: Intent) -> bool:
        if intent.act in (Act.BACK, Act.PAUSE):
            self.ctx.stack.pop()
            return True
        choice = self.menu.handle(intent)
        if choice is None:
            return intent.act is not Act.POINT
        kind, _sep, seat = choice.partition(":")
        if kind == "back":
            self.ctx.stack.pop()
        elif kind == "hand":
            self.session.table.hand_to_computer(int(seat))
        elif kind == "remove":
            if self.confirm == int(seat):
                self.confirm = None
                self.session.table.remove_player(int(seat))
            else:
                self.confirm = int(seat)
        if kind != "remove":
            self.confirm = None
        self.menu = self._menu()
        return True

    @property
    def content(self) -> pygame.Rect:  # type: ignore[override]
        box = pygame.Rect(0, 0, 820, 560)
        box.center = (640, 380)
        return box

    def draw(self, surface: Target) -> None:
        ui.veil(surface, 160)
        f = self.ctx.fonts
        box = self.content
        ui.panel(surface, box, alpha=255)
        ui.text(surface, f, _(PLAYERS), theme.SIZE_H2, theme.INK, (640, box.y + 28), "midtop", bold=True)
        note = NOBODY_JOINED if len(self.menu.items) == 1 else PLAYERS_NOTE
        for i, line in enumerate(ui.wrap(f, _(note), theme.SIZE_SMALL, 740)[:2]):
            ui.text(surface, f, line, theme.SIZE_SMALL, theme.INK_MUTED, (640, box.y + 82 + i * 26),
                    "midtop")
        self.menu.draw(surface, f)
        hint = footer(self.ctx, ((MOVE, N_("choose")), (Act.CONFIRM, N_("select")), (Act.BACK, N_("back"))))
        ui.text(surface, f, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 22), "midbottom")
