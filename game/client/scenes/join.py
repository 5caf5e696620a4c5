"""Couch play: each controller presses A to join a seat; the keyboard and mouse play any seat left open."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.controllers import pad_number
from ..input.intents import Act, Intent
from ..input.prompts import ANY_PAD, MOVE, footer, prompt_label, using_pad
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from game.rules import Game

    from ..context import Context

Done = Callable[[dict[int, str]], None]    # seat -> device tag, for the seats a controller joined


class JoinScene(Scene):
    """Shows the people's seats. An unbound controller's Confirm joins the first open seat;
    Left/Right move a joined controller to another open seat; its Back leaves. Start (or the
    Start button here) goes on with ``on_done(bindings)``; Back from the keyboard goes back.
    """

    name = "join"

    def __init__(self, ctx: Context, seats: dict[int, str], on_done: Done,
                 on_back: Callable[[], None] | None = None, game: "Game | None" = None) -> None:
        super().__init__(ctx)
        self.seat_names = dict(sorted(seats.items()))
        self.game = game    # the game to be played, when known (the draw for partners?)
        self.on_done = on_done
        self.on_back = on_back
        self.menu = ui.Menu([ui.MenuItem("start", N_("Start")), ui.MenuItem("back", N_("Back"))], 640, 560,
                            width=300, height=52, gap=10)

    def enter(self) -> None:
        b = self.ctx.seats
        b.set_humans(set(self.seat_names))
        b.clear()

    def pause_on_unplug(self, device: str) -> bool:
        return False            # nothing to pause here: the seat just opens again (see update)

    def next_frame(self) -> float | None:
        return None   # a controller pressed or unplugged is an event

    def update(self, dt: float) -> None:
        """A controller unplugged while seated here gives its seat up."""
        pads = self.ctx.pads
        for device in list(self.ctx.seats.bound):
            if pad_number(device) is not None and (pads is None or not pads.is_connected(device)):
                self.ctx.seats.leave(device)

    # -- input ------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        b = self.ctx.seats
        device, act = intent.device, intent.act
        is_pad = pad_number(device) is not None
        mine = b.seat_of(device) if is_pad else None
        if is_pad and mine is None and act is Act.CONFIRM:
            b.join(device)
            return True
        if mine is not None and act is Act.BACK:
            b.leave(device)
            return True
        if mine is not None and act in (Act.LEFT, Act.RIGHT):
            self._move(device, mine, 1 if act is Act.RIGHT else -1)
            return True
        if act is Act.PAUSE:
            self._finish()
            return True
        if act is Act.BACK:
            self._back()
            return True
        choice = self.menu.handle(intent)
        if choice == "start":
            self._finish()
        elif choice == "back":
            self._back()
        return intent.act is not Act.POINT

    def _move(self, device: str, seat: int, step: int) -> None:
        order = list(self.seat_names)
        i = order.index(seat)
        for k in range(1, len(order)):
            target = order[(i + step * k) % len(order)]
            if self.ctx.seats.device_of(target) is None:
                self.ctx.seats.join(device, target)
                return

    def _finish(self) -> None:
        self.on_done({seat: device for device, seat in self.ctx.seats.bound.items()})

    def _back(self) -> None:
        self.ctx.seats.clear()
        if self.on_back is not None:
            self.on_back()
        else:
            self.ctx.stack.pop()

    # -- drawing ----------------------------------------------------------------------------
    def seat_rect(self, i: int) -> pygame.Rect:
        n = len(self.seat_names)
        w, gap = 260, 24
        left = 640 - (n * w + (n - 1) * gap) // 2
        return pygame.Rect(left + i * (w + gap), 200, w, 300)

    def device_label(self, device: str) -> str:
        n = pad_number(device)
        if n is None:
            return _("Keyboard and mouse")
        pad = self.ctx.pads.pad(device) if self.ctx.pads else None
        if pad is None:
            return _("Controller {number}").format(number=n)
        return _("Controller {number}: {name}").format(number=n, name=pad.name)

    def join_label(self) -> str:
        """The Confirm button of the controllers present ("A", "✕", or "✕ / A" for a mix)."""
        devices = [p.device for p in self.ctx.pads.pads] if self.ctx.pads else []
        labels = dict.fromkeys(prompt_label(self.ctx, Act.CONFIRM, d) for d in devices or [ANY_PAD])
        return " / ".join(labels)

    def partner_note(self) -> str | None:
        """Who partners whom is not known here where the draw for partners after Start decides
        it (four-handed; match_start.new_session), so the seats here are only who holds which
        controller."""
        if self.game is None or not self.game.draw_for_partners:
            return None
        return _("Partners are not set here: a draw decides them after Start.")

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f, c = self.ctx.fonts, self.ctx
        ui.text(surface, f, _("Who plays where?"), theme.SIZE_H1, theme.INK, (640, 50), "midtop", bold=True,
                shadow=True)
        join = self.join_label()
        ui.text(surface, f, _("Each controller: press {button} to join a seat. The keyboard and mouse play any open "
                              "seat.").format(button=join),
                theme.SIZE_SMALL, theme.INK_MUTED, (640, 126), "midtop")
        note = self.partner_note()
        if note:
            ui.text(surface, f, note, theme.SIZE_SMALL, theme.GOLD, (640, 156), "midtop")
        for i, (seat, name) in enumerate(self.seat_names.items()):
            r = self.seat_rect(i)
            device = self.ctx.seats.device_of(seat)
            ui.panel(surface, r, alpha=225 if device else 160, radius=16,
                     edge=theme.GOLD if device else theme.PANEL_EDGE)
            ui.text(surface, f, ui.fit(f, name, theme.SIZE_H2 - 4, r.w - 24, bold=True), theme.SIZE_H2 - 4,
                    theme.INK, (r.centerx, r.y + 26), "midtop", bold=True)
            if device:
                lines = ui.wrap(f, self.device_label(device), theme.SIZE_BODY - 2, r.w - 30)
                for k, line in enumerate(lines):
                    ui.text(surface, f, line, theme.SIZE_BODY - 2, theme.GOLD, (r.centerx, r.y + 110 + k * 32),
                            "midtop")
                hint = (_("{button} move").format(button=f"{prompt_label(c, Act.LEFT, device)}/"
                                                                f"{prompt_label(c, Act.RIGHT, device)}") + "  ·  " +
                        _("{button} leave").format(button=prompt_label(c, Act.BACK, device)))
                ui.text(surface, f, hint, theme.SIZE_SMALL - 2, theme.INK_MUTED, (r.centerx, r.bottom - 24),
                        "midbottom")
            else:
                ui.text(surface, f, _("Open"), theme.SIZE_BODY, theme.INK_MUTED, (r.centerx, r.y + 110), "midtop")
                ui.text(surface, f, ui.fit(f, _("press {button} to join").format(button=join), theme.SIZE_SMALL,
                                           r.w - 20), theme.SIZE_SMALL,
                        theme.INK_MUTED,
                        (r.centerx, r.y + 150), "midtop")
        self.menu.draw(surface, f)
        pairs: list[tuple[Act | str, str]] = [(MOVE, N_("choose")), (Act.CONFIRM, N_("select")), (Act.BACK,
                                                                                                  N_("back"))]
        if using_pad(c):
            pairs.insert(2, (Act.PAUSE, N_("begin")))
        ui.text(surface, f, footer(c, pairs), theme.SIZE_SMALL, theme.INK_MUTED, (640, 706), "midbottom")
