"""New-game setup: variant, deck, target, options, and who plays (people, computers, names)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.rules import GAMES, Game, Options, game

from .. import ui
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label
from ..settings import NAME_MAX, name_shown
from ..table.seats import COMPUTER, PERSON, Seating, SeatPlan
from ..table.table_layout import place_of
from ..text.translate import N_, _, tr
from ..text.words import PARTNER_LABEL, level_word, opponent_label
from .base import Scene
from .option_rows import row_intent
from .row_scroll import MARK_DX, NO_RECT, RowScroll, RowView, draw_marks
from .rule_rows import RuleChoice, remember_rules

if TYPE_CHECKING:
    from ..context import Context

TOP, ROW_H, GAP, LEFT, WIDTH = 92, 38, 4, 170, 940      # wide, on the 1280x720 screen
UPRIGHT_TOP, UPRIGHT_GAP, UPRIGHT_MARGIN = 104, 6, 20   # upright: the value under its label
UPRIGHT_ROWS = range(70, 85)     # an upright row's height: as tall as the rows fit, within these (else they scroll)
UPRIGHT_FOOT = 96                # the message and the footer, under the rows
FOOT = 86                        # wide: the message and the footer, under the rows
ARROW_DX = 200  # a value's arrows, either side of it
COMPUTER_NAMES = ("Ann", "Bob", "Cy")
MOST_PLAYERS = max(g.players for g in GAMES)   # a row kept for each seat of the largest game


class Frame(NamedTuple):
    """The rows' frame: its (0, 0) and height (the 1280x720 or 720x1280 layout, taller when
    more rows need it and the screen has the room), a row's height, how many rows it holds."""

    x: int
    y: int
    tall: int
    row_h: int
    room: int


@dataclass(slots=True)
class PlayerChoice:
    person: bool
    name: str
    level: str


class SetupScene(Scene):
    """``couch``: several people on this screen choose which players are people and name them."""

    name = "setup"
    portrait = True      # laid out for the window's shape, upright in a tall window

    def __init__(self, ctx: "Context", couch: bool = False) -> None:
        super().__init__(ctx)
        from ..table.match_start import default_level, offered_levels
        self.couch = couch
        self.levels = offered_levels()
        level = default_level()
        self.rules = RuleChoice.from_settings(ctx.settings)   # what the player last started with
        me = ctx.settings.player_name
        self.players = [PlayerChoice(True, me, level)]
        for i in range(MOST_PLAYERS - 1):
            person = couch and i == 0
            name = _("Player {number}").format(number=i + 2) if person else COMPUTER_NAMES[i % len(COMPUTER_NAMES)]
            self.players.append(PlayerChoice(person, name, level))
        self.recall_players()
        self.focus = 0
        self.scroll = RowScroll()
        self.editing: int | None = None
        self.draft = ""
        self.renamed: str | None = None   # your own name just typed, not yet taken
        self.message = ""
        self.time = 0.0

    def recall_players(self) -> None:
        """Who played last time: a New game's computer levels, a couch game's people (by
        name) and computers (by level). A level no longer offered keeps the default."""
        d = self.ctx.settings
        if not self.couch:
            for p, level in zip(self.players[1:], d.computer_levels):
                if level in self.levels:
                    p.level = level
            return
        for i, (p, name, level) in enumerate(zip(self.players, d.couch_names, d.couch_levels)):
            if level == "":
                p.person, p.name = True, name or p.name
            elif level in self.levels:
                p.person, p.level, p.name = False, level, COMPUTER_NAMES[(i - 1) % len(COMPUTER_NAMES)]

    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.editing is not None

    def typing(self) -> tuple[str, str]:
        return N_("Name"), self.draft

    # -- rows ----------------------------------------------------------------------------
    @property
    def variant(self) -> str:
        """The game chosen: a key of ``games.GAMES``."""
        return self.rules.variant

    @variant.setter
    def variant(self, name: str) -> None:
        self.rules.variant = name

    @property
    def game(self) -> Game:
        return game(self.variant)

    def rows(self) -> list[str]:
        """The Game row, the options the chosen game takes, its players, Start."""
        return ["variant", *self.rules.row_keys(), *[f"player{i}" for i in range(self.game.players)], "start"]

    # -- where things are: wide, the 1280x720 layout in the middle of the screen; upright, rows
    # as wide as the screen with each value under its label. Rows that do not fit in the layout
    # take the screen's whole height, and past that scroll (``row_scroll``) ----------------------
    def frame(self) -> Frame:
        """Where the rows go on this screen, for the rows there are now."""
        w, h = self.ctx.screen
        n = len(self.rows())
        if self.upright:
            need = UPRIGHT_TOP + n * (UPRIGHT_ROWS.start + UPRIGHT_GAP) + UPRIGHT_FOOT
            tall = min(h, max(1280, need))
            fit = (tall - UPRIGHT_TOP - UPRIGHT_FOOT) // n - UPRIGHT_GAP
            row_h = max(UPRIGHT_ROWS.start, min(UPRIGHT_ROWS.stop - 1, fit))
            room = (tall - UPRIGHT_TOP - UPRIGHT_FOOT + UPRIGHT_GAP) // (row_h + UPRIGHT_GAP)
            return Frame((w - 720) // 2, (h - tall) // 2, tall, row_h, room)
        need = TOP + n * (ROW_H + GAP) - GAP + FOOT
        tall = min(h, max(720, need))
        return Frame((w - 1280) // 2, (h - tall) // 2, tall, ROW_H, (tall - TOP - FOOT + GAP) // (ROW_H + GAP))

    def row_view(self) -> RowView:
        """Which rows are in view: the focused one always."""
        return self.scroll.view(self.focus, len(self.rows()), self.frame().room)

    def row_rect(self, i: int) -> pygame.Rect:
        """Row ``i`` on the screen; an empty rectangle while it is scrolled out of view."""
        view = self.row_view()
        return self._slot(i - view.top, view.scrolls) if view.holds(i) else NO_RECT

    def _slot(self, k: int, scrolls: bool = False) -> pygame.Rect:
        """The ``k``-th row in view (narrower upright while the rows scroll: the marks beside them)."""
        fr = self.frame()
        if self.upright:
            width = 720 - 2 * UPRIGHT_MARGIN - (2 * MARK_DX if scrolls else 0)
            return pygame.Rect(fr.x + UPRIGHT_MARGIN, fr.y + UPRIGHT_TOP + k * (fr.row_h + UPRIGHT_GAP),
                               width, fr.row_h)
        return pygame.Rect(fr.x + LEFT, fr.y + TOP + k * (ROW_H + GAP), WIDTH, ROW_H)

    def _value_y(self, r: pygame.Rect) -> int:
        """Where a row's value (and its arrows) are centred, up and down."""
        return r.bottom - 21 if self.upright else r.centery

    def label_value(self, key: str) -> tuple[str, str]:
        """(label, value) of a row."""
        if key.startswith("player"):
            i = int(key[6:])
            p = self.players[i]
            if not self.couch and i == 0:
                return _("You"), name_shown(p.name)
            label = self._player_label(i)
            if p.person:
                return label, _("Person: {name}").format(name=self.draft if self.editing == i else name_shown(p.name))
            return label, _("Computer: {name}, {level}").format(name=p.name, level=level_word(p.level or ""))
        if key == "start":
            return _("Start the match"), ""
        return self.rules.label_value(key)

    def _player_label(self, i: int) -> str:
        """Where the draw for partners after Start decides who partners whom (four-handed),
        a number; otherwise who sits where from you: your partner, or an opponent (across,
        on your left, on your right)."""
        g = self.game
        if self.couch or g.draw_for_partners:
            return _("Player {number}").format(number=i + 1)
        if g.partners and g.partner(0) == i:
            return _(PARTNER_LABEL)
        return opponent_label(place_of(i, 0, g.players))

    def change(self, key: str, step: int) -> None:
        if key.startswith("player"):
            i = int(key[6:])
            p = self.players[i]
            if not self.couch and i == 0:
                return
            kinds = ([None] if self.couch else []) + self.levels   # None = a person
            now = None if p.person else p.level
            nxt = kinds[(kinds.index(now) + step) % len(kinds)] if now in kinds else kinds[0]
            if nxt is None:
                p.person = True
                if p.name in COMPUTER_NAMES:
                    p.name = _("Player {number}").format(number=i + 1)
            else:
                if p.person:
                    p.name = COMPUTER_NAMES[(i - 1) % len(COMPUTER_NAMES)]
                p.person, p.level = False, nxt
        elif key != "start":
            self.rules.change(key, step)   # the Game row or an option's
        self.message = ""

    def acts(self, key: str) -> bool:
        """Whether the row ``key`` does something when chosen (Start, a person's name to type);
        on any other row Enter goes on to the next row, and only Left/Right change the value."""
        return key == "start" or (key.startswith("player") and self.players[int(key[6:])].person)

    def activate(self, key: str) -> None:
        if key == "start":
            self.start()
        elif key.startswith("player") and self.players[int(key[6:])].person:
            i = int(key[6:])
            self.editing, self.draft = i, name_shown(self.players[i].name)

    # -- starting ------------------------------------------------------------------------
    def options(self) -> Options:
        return self.rules.options()

    def plan(self) -> Seating:
        n = self.game.players
        seats = tuple(SeatPlan(PERSON, p.name, None) if p.person else SeatPlan(COMPUTER, p.name, p.level)
                      for p in self.players[:n])
        return Seating(seats)

    def start(self, seed: int | None = None) -> None:
        """Start the match; while another is saved, ask first (keeping it is the default)."""
        plan = self.plan()
        if not plan.human_seats:
            self.message = _("Choose at least one person to play.")
            return
        try:
            options = self.options()
        except ValueError as e:
            self.message = _("These options do not go together: {why}.").format(why=tr(e.args[0]) if e.args else e)
            return
        from ..table.match_start import autosave_store
        store = autosave_store(self.ctx)
        if store.exists():   # keeping the saved match still keeps these choices for next time
            self.ctx.stack.push(self.ctx.scene("replace-save", store.peek(),
                                               lambda: self.launch(options, plan, seed, replace_saved=True),
                                               keep=lambda: self.remember(options)))
            return
        self.launch(options, plan, seed)

    def launch(self, options: Options, plan: Seating, seed: int | None = None, *,
               replace_saved: bool = False) -> None:
        """Remember the choices and put the match on screen (couch play with controllers:
        once each person has pressed A on theirs)."""
        self.remember(options)
        from ..table.match_start import new_session, start
        if plan.couch and self.ctx.pads is not None and self.ctx.pads.pads:
            def launch(bindings: dict[int, str]) -> None:
                bound = plan
                for seat, device in bindings.items():
                    bound = bound.bind(seat, device)
                start(self.ctx, new_session(self.ctx, options, bound, seed, replace_saved=replace_saved))
            people = {seat: plan.name(seat) for seat in plan.human_seats}
            self.ctx.stack.push(self.ctx.scene("join", people, launch, game=self.game))
            return
        start(self.ctx, new_session(self.ctx, options, plan, seed, replace_saved=replace_saved))

    def remember(self, options: Options) -> None:
        """The rules and the players become the next new game's (saved in the settings)."""
        now = self.ctx.settings
        rules = remember_rules(now, options)
        if self.couch:
            rules = rules.with_(couch_names=tuple(p.name for p in self.players),
                                couch_levels=tuple("" if p.person else p.level for p in self.players))
        else:
            rules = rules.with_(computer_levels=tuple(p.level for p in self.players[1:]))
        if rules != now:
            self.ctx.change_settings(rules)

    # -- input ---------------------------------------------------------------------------
    def _text(self, intent: Intent) -> bool:
        assert self.editing is not None
        if intent.act is Act.TEXT:
            clean = "".join(ch for ch in intent.text if ch.isprintable())
            self.draft = (self.draft + clean)[:NAME_MAX]
        elif intent.act is Act.ERASE:
            self.draft = self.draft[:-1]
        elif intent.act in (Act.CONFIRM, Act.CLICK):
            i, self.editing = self.editing, None
            if self.draft.strip():
                if i == 0 and not self.couch:   # your own name: renaming yourself (Settings too)
                    self.renamed = self.draft
                elif self.draft.strip() != name_shown(self.players[i].name):   # not as it was shown
                    self.players[i].name = self.draft.strip()
            if intent.act is Act.CONFIRM:       # Enter keeps the name and goes on to the next row
                rows = self.rows()
                self.focus = min(self.focus + 1, len(rows) - 1)
        elif intent.act is Act.BACK:
            self.editing = None
        return True

    def handle(self, intent: Intent) -> bool:
        try:
            return self._handle(intent)
        finally:   # the view where it was, as far as the focus stays in it
            self.focus = min(self.focus, len(self.rows()) - 1)
            self.scroll.follow(self.focus, len(self.rows()), self.frame().room)

    def _handle(self, intent: Intent) -> bool:
        if self.editing is not None:
            return self._text(intent)
        rows = self.rows()
        self.focus = min(self.focus, len(rows) - 1)
        wheeled = self.scroll.wheel(intent, self.focus, len(rows), self.frame().room)
        if wheeled is not None:
            self.focus = wheeled
            return True
        got = row_intent(intent, self.focus, len(rows), self.row_rect,
                         lambda i, pos: self._arrow_at(rows[i], i, pos),
                         acts=lambda i: self.acts(rows[i]))
        self.focus = got.focus
        if got.what == "back":
            self.ctx.stack.pop()
        elif got.what == "change":
            self.change(rows[self.focus], got.step)
        elif got.what == "activate":
            self.activate(rows[self.focus])
        return got.what != ""

    def value_x(self, i: int) -> int:
        """Where row ``i``'s value is centred; its arrows sit ARROW_DX either side."""
        r = self.row_rect(i)
        return r.centerx if self.upright else r.right - 230

    def _arrow_at(self, key: str, i: int, pos: tuple[int, int]) -> int:
        if key == "start":
            return 0
        vx = self.value_x(i)
        return -1 if abs(pos[0] - (vx - ARROW_DX)) <= 24 else (1 if abs(pos[0] - (vx + ARROW_DX)) <= 24 else 0)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.renamed is not None:   # (after the on-screen keyboard has gone)
            from .rename import rename_me
            typed, self.renamed = self.renamed, None
            rename_me(self.ctx, typed, self._my_name)

    def _my_name(self, name: str) -> None:
        self.players[0].name = name

    def next_frame(self) -> float | None:
        return ui.next_blink(self.time) if self.editing is not None else None   # the caret

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        title = _("Couch game") if self.couch else _("New game")
        view = self.row_view()
        first = self._slot(0, view.scrolls)
        ui.text(surface, f, title, theme.SIZE_H1, theme.INK, (first.x, first.y - 62),
                bold=True, shadow=True)
        rows = self.rows()
        for i in range(view.top, view.top + view.shown):
            key = rows[i]
            r = self.row_rect(i)
            focused = i == self.focus
            label, value = self.label_value(key)
            if key == "start":
                fill = theme.GOLD if focused else theme.PANEL
                draw.rect(surface, fill, r, border_radius=r.h // 2)
                draw.rect(surface, theme.GOLD, r, 2, border_radius=r.h // 2)
                ui.text(surface, f, label, theme.SIZE_BODY, theme.INK_DARK if focused else theme.INK, r.center,
                        "center", bold=True)
                continue
            ui.panel(surface, r, alpha=235 if focused else 160, radius=10,
                     edge=theme.GOLD if focused else theme.PANEL_EDGE)
            colour = theme.GOLD if focused else theme.INK
            label_y = r.y + 20 if self.upright else r.centery
            room = r.w - 44 if self.upright else self.value_x(i) - ARROW_DX - 14 - r.x - 22
            ui.label(surface, f, label, 22, colour, (r.x + 22, label_y), room, bold=focused)
            vx, vy = self.value_x(i), self._value_y(r)
            ui.text(surface, f, value, 22, theme.INK, (vx, vy), "center", bold=True)
            if not (key == "player0" and not self.couch):
                for sign in (-1, 1):
                    cx = vx + sign * ARROW_DX
                    pts = [(cx - 6 * sign, vy - 9), (cx + 7 * sign, vy), (cx - 6 * sign, vy + 9)]
                    draw.polygon(surface, theme.GOLD if focused else theme.INK_MUTED, pts)
            if self.editing is not None and key == f"player{self.editing}" and ui.caret_shown(self.time):
                w = f.get(22, True).size(value)[0]
                x = vx + w // 2 + 3
                draw.line(surface, theme.INK, (x, vy - 9), (x, vy + 9), 2)
        last = self._slot(view.shown - 1, view.scrolls)
        draw_marks(surface, first, last, view.above, view.below)   # more rows above, below
        self._draw_foot(surface, last)

    def _draw_foot(self, surface: Target, last: pygame.Rect) -> None:
        """The message (if any) and the footer under the rows (upright: wrapped to the screen)."""
        f = self.ctx.fonts
        if not self.upright:
            fr = self.frame()
            bottom = fr.y + fr.tall
            if self.message:
                ui.text(surface, f, self.message, 22, theme.WARNING, (fr.x + LEFT, bottom - 52), "bottomleft")
            ui.text(surface, f, self._hint(), 20, theme.INK_MUTED, (fr.x + LEFT, bottom - 14), "bottomleft")
            return
        y = last.bottom + 12
        for line in ui.wrap(f, self.message, 22, last.w) if self.message else []:
            ui.text(surface, f, line, 22, theme.WARNING, (last.x, y))
            y += 28
        for line in ui.wrap(f, self._hint(), 20, last.w):
            ui.text(surface, f, line, 20, theme.INK_MUTED, (last.x, y))
            y += 26

    def _confirm_word(self, key: str) -> str | None:
        """What Enter does on the row ``key`` (None: nothing)."""
        if key == "start":
            return N_("start")
        if key.startswith("player"):
            i = int(key[6:])
            if self.players[i].person:
                return N_("type a person's name") if self.couch else N_("type your name")
        return N_("next row")

    def _hint(self) -> str:
        """The footer, worded for the focused row."""
        if self.editing is not None:
            return _("Type a name") + "  ·  " + footer(self.ctx, ((Act.CONFIRM, N_("keep it")), (Act.BACK,
                                                                                                 N_("cancel"))))
        rows = self.rows()
        key = rows[min(self.focus, len(rows) - 1)]
        p = lambda act: prompt_label(self.ctx, act)  # noqa: E731
        pairs: list[tuple[Act | str, str]] = [(f"{p(Act.UP)}/{p(Act.DOWN)}", N_("choose"))]
        changeable = key != "start" and not (key == "player0" and not self.couch)
        if changeable:
            pairs.append((f"{p(Act.LEFT)}/{p(Act.RIGHT)}", N_("change")))
        word = self._confirm_word(key)
        if word is not None:
            pairs.append((Act.CONFIRM, word))
        pairs.append((Act.BACK, N_("back")))
        return footer(self.ctx, pairs)
