"""The parts of a screen that sets up a table for others to join: the LAN lobby and the Online
game screen are each made of them (neither inherits from the other).

- ``TableSetup``: the table to host or create, its game, its rules and who sits in each seat
  but yours, remembered under the screen's name while the game runs.
- ``RuleRows``: the rules' screen (the game's options as rows that scroll, then Done).
- ``SeatRows``: the seats' screen (each seat but yours: a person joining or a computer level).
- ``KeptSeats``: the tables this machine holds a seat at, for "Rejoin the table", and what a
  table that closed before its match began said.
- ``draw_seat_lines``: who sits in each seat of a table being filled; ``draw_waiting``: the
  words on the way to a table.

A screen keeps its mode (``MENU``, ``SEATS``, ``RULES``, ``CONNECTING`` and its own); a part's
``handle`` answers whether it used the intent and whether its screen is done (back to the menu).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.rules import GAMES, Game, game
from game.rules.said import said
from net.seats import seat_number

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label
from ..settings import name_shown
from ..table.lan_session import clock
from ..table.table_layout import place_of
from ..text.lan_words import seat_role
from ..text.translate import N_, _, ngettext, tr
from ..text.words import level_word
from .option_rows import arrow_side, row_arrows, row_intent
from .row_scroll import NO_RECT, RowScroll, RowView, draw_marks
from .rule_rows import RuleChoice, remember_rules, rules_words

if TYPE_CHECKING:
    from ..context import Context

MENU, SEATS, RULES, CONNECTING = "menu", "seats", "rules", "connecting"
LOBBY_POLL = 0.1   # seconds between looks at the network while the screen shows nothing moving
# Who may sit in each seat but yours (seat 0) at a table set up here.
SEAT_CHOICES = ("remote", "bot:easy", "bot:normal", "bot:hard")
PARTNER_SEAT = "bot:hard"   # by default the computer partners you; people join as opponents
SEAT_ROW_H, SEAT_ROW_GAP, SEAT_TOP = 56, 10, 200
RULE_ROW_H, RULE_ROW_GAP, RULE_TOP = 50, 8, 160
RULE_ROOM = 8         # the rules' rows in view at once (Done among them); more scroll
MENU_TOP = 150        # the screens' menus: where they begin, their width and rows
MENU_W, ROW_H, ROW_GAP = 860, 40, 6
PITCH = ROW_H + ROW_GAP


def default_seats(g: Game) -> tuple[str, ...]:
    """Who sits in each seat but yours (seat 0) by default at a table of ``g`` set up here."""
    return tuple(PARTNER_SEAT if g.partners and g.partner(0) == s else "remote"
                 for s in range(1, g.players))


def seat_roles(g: Game) -> tuple[str, ...]:
    """Each seat's role as the lobby says it, yours first: "you", "partner", "opponent", or
    where each plays for himself, where he sits from you ("on your left")."""
    return tuple(seat_role(s == 0, g.partners and s != 0 and g.partner(0) == s, g.partners,
                           place_of(s, 0, g.players)) for s in range(g.players))


def seat_words(choice: str) -> str:
    """'Person joining' or 'Computer (hard)'."""
    if choice == "remote":
        return _("Person joining")
    return _("Computer ({level})").format(level=level_word(choice.partition(":")[2]))


def done_pairs(c: "Context") -> list[tuple[Act | str, str]]:
    """The footer of a screen of rows: choose, change, done."""
    return [(f"{prompt_label(c, Act.UP)}/{prompt_label(c, Act.DOWN)}", N_("choose")),
            (f"{prompt_label(c, Act.LEFT)}/{prompt_label(c, Act.RIGHT)}", N_("change")),
            (Act.BACK, N_("done"))]


class TableSetup:
    """The table to host or create: its game and rules (``rules``, a ``RuleChoice`` prefilled
    from the settings) and who sits in each seat but yours (``seat_choice``, by game). As the
    player left the screen ``name`` last, if they did while the game ran."""

    def __init__(self, ctx: "Context", name: str) -> None:
        self.ctx, self.name = ctx, name
        self.rules = RuleChoice.from_settings(ctx.settings)
        self.seat_choice = {g.key: list(default_seats(g)) for g in GAMES}
        was = ctx.chosen.get(name)
        if was is not None:   # as the player left this screen last: its game, rules and seats
            variant, values, seats = was
            self.rules = RuleChoice(variant, dict(values))
            self.seat_choice.update({k: list(v) for k, v in seats.items()})

    @property
    def variant(self) -> str:
        return self.rules.variant

    @variant.setter
    def variant(self, name: str) -> None:
        self.rules.variant = name

    @property
    def game(self) -> Game:
        return game(self.variant)

    @property
    def seats(self) -> list[str]:
        """Who sits in each seat but yours at a table of the game chosen."""
        return self.seat_choice[self.variant]

    def remember(self) -> None:
        """Keep the choice for the next visit to the screen."""
        self.ctx.chosen[self.name] = (self.variant, dict(self.rules.values),
                                      {k: tuple(v) for k, v in self.seat_choice.items()})

    def remember_rules(self) -> None:
        """The rules chosen become the next match's, as a new game's do."""
        s = self.ctx.settings
        options = self.rules.options()
        if remember_rules(s, options) != s:
            self.ctx.change_settings(remember_rules(s, options))

    def seats_summary(self) -> str:
        choices = self.seats
        people = choices.count("remote")
        bots = len(choices) - people
        parts = []
        if people:
            parts.append(ngettext("{count} person joining", "{count} people joining", people).format(count=people))
        if bots:
            parts.append(ngettext("{count} computer", "{count} computers", bots).format(count=bots))
        return _(", ").join(parts)

    def rules_summary(self) -> str:
        """The rules besides the game: "game to 10 · 24 cards · no ace, no face"."""
        return rules_words(self.rules.options(), game=False)


class RuleRows:
    """The rules' screen of a table set up here: a row per option the game takes, then Done;
    the rows scroll, the focused one always in view."""

    def __init__(self, ctx: "Context", setup: TableSetup) -> None:
        self.ctx, self.setup = ctx, setup
        self.focus = 0
        self.scroll = RowScroll()

    def open(self) -> None:
        self.focus, self.scroll.top = 0, 0

    def view(self) -> RowView:
        """Which of the rules' rows are in view (the game's options, then Done): the focused one always."""
        return self.scroll.view(self.focus, len(self.setup.rules.row_keys()) + 1, RULE_ROOM)

    def rect(self, i: int) -> pygame.Rect:
        """Row ``i`` of the rules screen (the options the game takes, then Done); an empty
        rectangle while it is scrolled out of view."""
        view = self.view()
        return self._slot(i - view.top) if view.holds(i) else NO_RECT

    def _slot(self, k: int) -> pygame.Rect:
        return pygame.Rect(200, RULE_TOP + k * (RULE_ROW_H + RULE_ROW_GAP), 880, RULE_ROW_H)

    def arrows(self, i: int) -> tuple[pygame.Rect, pygame.Rect]:
        return row_arrows(self.rect(i), 400, 6)

    def _arrow_at(self, i: int, pos: tuple[int, int]) -> int:
        return arrow_side(self.arrows(i), pos) if i < len(self.setup.rules.row_keys()) else 0

    def handle(self, intent: Intent) -> tuple[bool, bool]:
        """(whether the intent was used, whether the screen is done)."""
        rules = self.setup.rules
        keys = rules.row_keys()
        n = len(keys)
        wheeled = self.scroll.wheel(intent, self.focus, n + 1, RULE_ROOM)
        if wheeled is not None:
            self.focus = wheeled
            return True, False
        got = row_intent(intent, self.focus, n + 1, self.rect, self._arrow_at,
                         acts=lambda i: i == n)     # Enter on a rule goes on to the next (Left/Right change it)
        self.focus = got.focus
        self.scroll.follow(self.focus, n + 1, RULE_ROOM)
        done = got.focus == n
        if got.what == "back" or (got.what == "activate" and done):
            return True, True
        if got.what in ("change", "activate") and not done:
            rules.change(keys[got.focus], got.step or 1)
        return got.what != "", False

    def draw(self, surface: Target) -> None:
        f = self.ctx.fonts
        rules = self.setup.rules
        ui.text(surface, f, _("The table's rules · {game}").format(game=_(self.setup.game.name)),
                theme.SIZE_H2, theme.INK, (640, 96), "midtop")
        ui.text(surface, f, _("Everyone who joins plays by them."), theme.SIZE_SMALL, theme.INK_MUTED,
                (640, 134), "midtop")
        keys = rules.row_keys()
        view = self.view()
        for i in range(view.top, view.top + view.shown):
            r = self.rect(i)
            focused = i == self.focus
            ui.panel(surface, r, alpha=235 if focused else 170, radius=12,
                     edge=theme.GOLD if focused else theme.PANEL_EDGE)
            colour = theme.GOLD if focused else theme.INK
            if i == len(keys):
                ui.text(surface, f, _("Done"), theme.SIZE_BODY, colour, r.center, "center", bold=focused)
                continue
            label, value = rules.label_value(keys[i])
            ui.label(surface, f, label, theme.SIZE_BODY, colour, (r.x + 28, r.centery),
                     self.arrows(i)[0].x - r.x - 36, bold=focused)
            ui.value_with_arrows(surface, f, value, *self.arrows(i), focused)
        draw_marks(surface, self._slot(0), self._slot(view.shown - 1), view.above, view.below)
        ui.text(surface, f, footer(self.ctx, done_pairs(self.ctx)), theme.SIZE_SMALL, theme.INK_MUTED,
                (640, 700), "midbottom")


class SeatRows:
    """The seats' screen of a table set up here: yours named, then a row per other seat (a
    person joining, or a computer of a level), then Done."""

    def __init__(self, ctx: "Context", setup: TableSetup) -> None:
        self.ctx, self.setup = ctx, setup
        self.focus = 0

    def open(self) -> None:
        self.focus = 0

    def rect(self, i: int) -> pygame.Rect:
        """Row ``i`` of the seats screen: seats 2.. (yours is fixed), then Done."""
        return pygame.Rect(240, SEAT_TOP + i * (SEAT_ROW_H + SEAT_ROW_GAP), 800, SEAT_ROW_H)

    def arrows(self, i: int) -> tuple[pygame.Rect, pygame.Rect]:
        return row_arrows(self.rect(i), 400, 8)

    def _arrow_at(self, i: int, pos: tuple[int, int]) -> int:
        return arrow_side(self.arrows(i), pos) if i < len(self.setup.seats) else 0

    def handle(self, intent: Intent) -> tuple[bool, bool]:
        """(whether the intent was used, whether the screen is done)."""
        choices = self.setup.seats
        got = row_intent(intent, self.focus, len(choices) + 1, self.rect, self._arrow_at,
                         acts=lambda i: i == len(choices))   # Enter on a seat goes on to the next
        self.focus = got.focus
        done = got.focus == len(choices)
        if got.what == "back" or (got.what == "activate" and done):
            return True, True
        if got.what in ("change", "activate") and not done:
            step = got.step or 1
            i = got.focus
            choices[i] = SEAT_CHOICES[(SEAT_CHOICES.index(choices[i]) + step) % len(SEAT_CHOICES)]
        return got.what != "", False

    def draw(self, surface: Target) -> None:
        f = self.ctx.fonts
        g = self.setup.game
        roles = seat_roles(g)
        ui.text(surface, f, _("Who sits where · {game}").format(game=_(g.name)), theme.SIZE_H2,
                theme.INK, (640, 108), "midtop")
        ui.text(surface, f, _("Seat {number} (you): {name}").format(number=seat_number(0),
                                                                    name=name_shown(self.ctx.settings.player_name)),
                theme.SIZE_BODY,
                theme.INK_MUTED, (640, 156), "midtop")
        choices = self.setup.seats
        for i in range(len(choices) + 1):
            r = self.rect(i)
            focused = i == self.focus
            ui.panel(surface, r, alpha=235 if focused else 170, radius=12,
                     edge=theme.GOLD if focused else theme.PANEL_EDGE)
            colour = theme.GOLD if focused else theme.INK
            if i == len(choices):
                ui.text(surface, f, _("Done"), theme.SIZE_BODY, colour, r.center, "center",
                        bold=focused)
                continue
            ui.label(surface, f, _("Seat {number} ({role})").format(number=seat_number(i + 1), role=_(roles[i + 1])),
                     theme.SIZE_BODY, colour, (r.x + 28, r.centery), self.arrows(i)[0].x - r.x - 36,
                     bold=focused)
            ui.value_with_arrows(surface, f, seat_words(choices[i]), *self.arrows(i), focused)
        ui.text(surface, f, footer(self.ctx, done_pairs(self.ctx)), theme.SIZE_SMALL, theme.INK_MUTED,
                (640, 700), "midbottom")


class KeptSeats:
    """The tables this machine holds a seat at (a key on disk that no running game holds),
    newest first: ``seats``, read by ``refresh`` from the screen's token file (``tokens``, a
    ``net.tokens.TokenFile``), keeping those ``keep`` says."""

    def __init__(self, tokens: Callable[[], Any],
                 keep: Callable[[list], list] | None = None) -> None:
        self.tokens = tokens
        self.keep = keep
        self.seats: list = []   # net.tokens.KeptSeat

    def refresh(self) -> None:
        try:
            seats = self.tokens().kept()
        except OSError:
            seats = []
        self.seats = self.keep(seats) if self.keep is not None else seats

    def at(self, address: str, port: int) -> Any:
        """The seat kept at the table at ``address``:``port``, or None."""
        return next((k for k in self.seats if (k.address, k.port) == (address.lower(), port)), None)

    def closed_words(self, r: Any) -> str:
        """What a table that closed before its match began said, the seats kept read again.
        If the key of a seat kept went with it (the table no longer knows it), the sentence
        says so."""
        from net.messages import ROOM
        from net.tokens import parse_key
        closed = [u for u in r.poll() if u.kind == "closed"]
        why = closed[-1].message if closed else _("Could not join that table.")
        before = {(k.address, k.port, k.room) for k in self.seats}
        self.refresh()
        tried = parse_key(r.kept_under)
        if tried not in before or tried in {(k.address, k.port, k.room) for k in self.seats}:
            return why
        if r.refusal == ROOM:
            return said("That table is not there any more (its match ended, or it was closed), so the "
                        "key to your seat at it is forgotten.")
        return said("That table no longer knows your seat, so the key to it is forgotten: {why}", why=why)


def draw_seat_lines(ctx: "Context", surface: Target, g: Game, x: int, y: int, width: int,
                    names: list[str], away: dict[int, float], pitch: int = 40) -> None:
    """Who sits in each seat of a table of ``g`` being filled, one line a seat: a name, a
    computer, a player reconnecting, or a seat still waiting for a player."""
    f = ctx.fonts
    roles = seat_roles(g)
    for i, name in enumerate(names[:len(roles)]):
        seat = _("Seat {number} ({role})").format(number=seat_number(i), role=_(roles[i]))
        if i in away:
            line = ui.fit_pattern(f, _("{seat}: {name}: reconnecting, {time} left").format(
                seat=seat, time=clock(away[i]), name="{name}"), [name], theme.SIZE_BODY, width)
        elif name:
            shown = tr(name)   # a computer's seat the host names ("computer (hard)")
            line = ui.fit_pattern(f, _("{seat}: {name}").format(seat=seat, name="{name}"),
                                  [shown[:1].upper() + shown[1:]], theme.SIZE_BODY, width)
        else:
            line = _("{seat}: waiting for a player…").format(seat=seat)
        ui.text(surface, f, line, theme.SIZE_BODY, theme.INK if name else theme.INK_MUTED,
                (x, y + i * pitch))


def draw_waiting(ctx: "Context", surface: Target, words: str) -> None:
    """On the way to a table: what is happening, and how to give up."""
    f = ctx.fonts
    ui.text(surface, f, ui.fit(f, words, theme.SIZE_H2, 1200), theme.SIZE_H2,
            theme.GOLD, (640, 300), "midtop")
    ui.text(surface, f, footer(ctx, ((Act.BACK, N_("give up")),)), theme.SIZE_SMALL,
            theme.INK_MUTED, (640, 360), "midtop")
