"""Online game: play at a table server anyone can run (``python main.py --server``), with
people anywhere. Create a table (the game, its rules and who sits where, as a LAN host sets
them: the parts of ``table_parts`` the LAN lobby is made of too) and share its room code; or
join one by its code.

The server's address is a setting (none until the player types one: this screen says how,
and offers to). The match is played by the table scenes over an ``net.online.OnlineTable``,
a LAN joiner's table that reaches the server over WebSocket on a thread of its own, so
nothing here waits on the network; a dropped connection is retried with the seat key.
Nothing typed is lost to a wrong code, a server that does not answer or a certificate that
is not trusted: the sentence says what went wrong, the text stays to fix.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.rules import Game
from game.rules.said import said

from .. import ui
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from ..table.lan_session import start_lan_match
from ..text.online_words import (
    CODE_LABEL,
    CODE_NOTE,
    NO_SERVER,
    NO_SERVER_HOW,
    SERVER_CA_LABEL,
    SERVER_CA_NOTE,
    SERVER_LABEL,
    SERVER_NOTE,
    SHARE_CODE,
    creating_words,
    joining_words,
    server_words,
)
from ..text.translate import N_, _, tr
from .base import Scene
from .rule_rows import RuleChoice, rules_words
from .table_parts import (
    CONNECTING,
    LOBBY_POLL,
    MENU,
    MENU_TOP,
    MENU_W,
    PITCH,
    ROW_GAP,
    ROW_H,
    RULES,
    SEATS,
    KeptSeats,
    RuleRows,
    SeatRows,
    TableSetup,
    draw_seat_lines,
    draw_waiting,
)

if TYPE_CHECKING:
    from ..context import Context

ROOM = "room"            # a table created here, its code shown while its seats fill
TYPING = "typing"        # the server's address and certificate, or a room code
MAX_TEXT = 120           # the longest address or file name typed
MAX_CODE = 20            # a room code as typed, dashes and spaces included
SERVER_FORM, CODE_FORM = "server", "code"
BACK_Y = 604


def server_url(typed: str) -> str:
    """The address as typed, made a URL: ``HOST:PORT`` alone (a controller's keyboard has no
    slash) means ``wss://HOST:PORT``, or ``ws://`` for a server on this machine."""
    text = typed.strip()
    if not text or "://" in text:
        return text
    from net.server.codes import is_loopback
    host = text.rpartition(":")[0] if text.count(":") == 1 else text
    return ("ws://" if is_loopback(host.strip("[]")) else "wss://") + text


class OnlineScene(Scene):
    """Create or join a table at the table server of the settings."""

    name = "online"
    HEADING = N_("Online game")

    def __init__(self, ctx: "Context") -> None:
        super().__init__(ctx)
        self.form = SERVER_FORM
        self.texts = {"server": ctx.settings.server_address, "ca": ctx.settings.server_ca, "code": ""}
        self.mode = MENU
        self.setup = TableSetup(ctx, self.name)   # the table's game, rules and seats if created here
        self.rule_rows = RuleRows(ctx, self.setup)
        self.seat_rows = SeatRows(ctx, self.setup)
        self.kept = KeptSeats(self.tokens, self._at_this_server)   # seats kept at this server
        self.remote: Any = None   # net.online.OnlineTable while creating or joining
        self.field = 0
        self.selected = False     # the field's text is selected: typing replaces it
        self.error = ""
        self.menu = self._menu()
        self.created_room = ""   # the code of the table created here, as the server shows it
        self.notice = ""        # the last word from the server while the seats fill
        self.rejoining = False   # the seat tried is one kept on this machine (Rejoin the table)

    @property
    def rules(self) -> RuleChoice:
        return self.setup.rules

    @property
    def variant(self) -> str:
        return self.setup.variant

    @variant.setter
    def variant(self, name: str) -> None:
        self.setup.variant = name

    @property
    def game(self) -> Game:
        return self.setup.game

    # -- the setting ----------------------------------------------------------------------
    @property
    def server(self) -> str:
        return self.ctx.settings.server_address

    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.mode == TYPING

    def form_fields(self) -> tuple[str, ...]:
        return ("server", "ca") if self.form == SERVER_FORM else ("code",)

    def typing(self) -> tuple[str, str]:
        key = self.form_fields()[self.field]
        return {"server": SERVER_LABEL, "ca": SERVER_CA_LABEL, "code": CODE_LABEL}[key], self.texts[key]

    def enter(self) -> None:
        self.kept.refresh()
        self.menu = self._menu()
        if not self.server:
            self.menu.focus = self.menu.index_of("server")
        elif self.kept.seats:   # a seat to go back to: what a game started again most likely wants
            self.menu.focus = self.menu.index_of("rejoin")

    def exit(self) -> None:
        self.setup.remember()
        self._cancel()

    def _cancel(self) -> None:
        if self.remote is not None:
            self.remote.close()
            self.remote = None

    # -- seats kept on this machine, at the server of the settings ----------------------------
    def tokens(self) -> Any:
        """Where this screen's tables keep their seat keys (a ``net.tokens.TokenFile``)."""
        from net.tokens import ONLINE_FILE_NAME, TokenFile
        return TokenFile(self.ctx.store.directory, ONLINE_FILE_NAME)

    def _at_this_server(self, kept: list) -> list:
        from net.online import ServerAddressError, parse_url
        try:
            at = parse_url(self.server) if self.server else None
        except ServerAddressError:
            at = None
        return [k for k in kept if at is not None and (k.address, k.port) == (at.host.lower(), at.port)
                and k.room]

    # -- the menu ---------------------------------------------------------------------------
    def _menu(self) -> ui.Menu:
        f = self.ctx.fonts
        ready = bool(self.server)
        items = []
        if self.kept.seats and ready:   # the newest seat kept at this server: back to it, no code typed
            from net.server.codes import shown
            items.append(ui.MenuItem("rejoin", ui.fit(f, _("Rejoin the table {code}").format(
                code=shown(self.kept.seats[0].room or "")), theme.SIZE_BODY, MENU_W - 90, bold=True)))
        items += [ui.MenuItem("host", N_("Create a table"), greyed=not ready),
                 ui.MenuItem("variant", _("Game: {game}").format(game=_(self.game.name))),
                 ui.MenuItem("rules", ui.fit(f, _("Rules: {rules}").format(rules=self.setup.rules_summary()),
                                             theme.SIZE_BODY, MENU_W - 90, bold=True)),
                 ui.MenuItem("seats", _("Seats: {seats}").format(seats=self.setup.seats_summary())),
                 ui.MenuItem("join", N_("Join by code"), greyed=not ready),
                 ui.MenuItem("server", ui.fit(f, server_words(self.server), theme.SIZE_BODY, MENU_W - 90,
                                              bold=True)),
                 ui.MenuItem("back", N_("Back"))]
        old = getattr(self, "menu", None)
        menu = ui.Menu(items, 640, MENU_TOP, width=MENU_W, height=ROW_H, gap=ROW_GAP)
        if old is not None:
            key = old.items[old.focus].key
            if any(it.key == key and it.focusable for it in items):
                menu.focus = menu.index_of(key)
            elif key == "rejoin":
                menu.focus = menu.index_of("host")
        elif not ready:
            menu.focus = menu.index_of("server")
        self._place(menu)
        return menu

    def _place(self, menu: ui.Menu) -> None:
        rects = []
        for i in range(len(menu.items)):
            y = BACK_Y if i == len(menu.items) - 1 else MENU_TOP + i * PITCH
            rects.append(pygame.Rect(640 - MENU_W // 2, y, MENU_W, ROW_H))
        menu.rects = rects

    def sentence_y(self) -> int:
        """Where the words under the menu go (how to set a server, what went wrong)."""
        return MENU_TOP + (len(self.menu.items) - 1) * PITCH + 14

    def _handle_menu(self, intent: Intent) -> bool:
        if intent.act is Act.BACK:
            self.ctx.stack.pop()
            return True
        if intent.act in (Act.LEFT, Act.RIGHT) and self.menu.items[self.menu.focus].key == "variant":
            self._next_variant(-1 if intent.act is Act.LEFT else 1)
            return True
        choice = self.menu.handle(intent)
        if choice is None:
            return intent.act is not Act.POINT
        self.error = ""
        if choice == "back":
            self.ctx.stack.pop()
        elif choice == "variant":
            self._next_variant(1)
        elif choice == "seats":
            self.mode = SEATS
            self.seat_rows.open()
        elif choice == "rules":
            self.mode = RULES
            self.rule_rows.open()
        elif choice == "server":
            self._type(SERVER_FORM, 0)
        elif not self.server:   # Create or Join before a server is set: say how, and go there
            self.error = _(NO_SERVER_HOW)
            self.menu.focus = self.menu.index_of("server")
        elif choice == "rejoin" and self.kept.seats:
            self._rejoin(self.kept.seats[0].room or "")
        elif choice == "host":
            self._create()
        elif choice == "join":
            self._type(CODE_FORM, 0, select=bool(self.texts["code"]))
        return True

    # -- typing: the server's address and certificate, or a room code ---------------------
    def _type(self, form: str, field: int, select: bool = False) -> None:
        self.form, self.field, self.selected, self.mode = form, field, select, TYPING

    def _next_variant(self, step: int) -> None:
        self.setup.rules.change("variant", step)
        self.menu = self._menu()

    def handle(self, intent: Intent) -> bool:
        if self.mode == TYPING:
            return self._handle_typing(intent)
        if self.mode == MENU:
            return self._handle_menu(intent)
        if self.mode in (SEATS, RULES):
            used, done = (self.seat_rows if self.mode == SEATS else self.rule_rows).handle(intent)
            if done:
                self.mode = MENU
                self.menu = self._menu()
            return used
        if intent.act is Act.BACK:  # creating, joining or the room filling: give up, back to the menu
            self._cancel()
            self.mode, self.error = MENU, ""
            return True
        return intent.act is not Act.POINT

    def _handle_typing(self, intent: Intent) -> bool:
        keys = self.form_fields()
        key = keys[self.field]
        if intent.act is Act.BACK:
            self.mode, self.error = MENU, ""
            if self.form == SERVER_FORM:   # not kept: what the setting says stays
                self.texts["server"], self.texts["ca"] = self.server, self.ctx.settings.server_ca
        elif intent.act in (Act.UP, Act.DOWN) and len(keys) > 1:
            self.field, self.selected = (self.field + 1) % len(keys), False
        elif intent.act is Act.TEXT:
            text = "".join(ch for ch in intent.text if ch.isprintable())
            kept = "" if self.selected else self.texts[key]
            self.texts[key] = (kept + text)[:MAX_CODE if key == "code" else MAX_TEXT]
            self.selected = False
        elif intent.act is Act.ERASE:
            self.texts[key] = "" if self.selected else self.texts[key][:-1]
            self.selected = False
        elif intent.act is Act.CONFIRM:
            self.selected = False
            if self.field < len(keys) - 1:
                self.field += 1
            elif self.form == SERVER_FORM:
                self._keep_server()
            else:
                self._join()
        return True

    def _keep_server(self) -> None:
        """The address and certificate typed become the settings, if they can be used."""
        from net.online import ServerAddressError, parse_url
        url, ca = server_url(self.texts["server"]), self.texts["ca"].strip()
        if url:
            try:
                parse_url(url)
            except ServerAddressError as e:
                self.error, self.field = str(e.args[0]), 0
                return
        if ca and not os.path.isfile(os.path.expanduser(ca)):
            self.error, self.field = said("There is no file at {path}.", path=ca), 1
            return
        self.texts["server"], self.texts["ca"] = url, ca
        s = self.ctx.settings
        if (s.server_address, s.server_ca) != (url, ca):
            self.ctx.change_settings(s.with_(server_address=url, server_ca=ca))
        self.mode, self.error = MENU, ""
        self.kept.refresh()   # the seats kept at this server
        self.menu = self._menu()
        if url:
            self.menu.focus = self.menu.index_of("host")

    # -- creating and joining ---------------------------------------------------------------
    def _table(self, **kw: Any) -> Any:
        """An online table at the server of the settings; None (and the sentence why) if the
        address or certificate cannot be used."""
        from net.online import OnlineTable, ServerAddressError
        s = self.ctx.settings
        ca = os.path.expanduser(s.server_ca) if s.server_ca else None
        try:
            return OnlineTable(s.server_address, s.player_name, ca=ca, tokens=self.tokens(), **kw)
        except ServerAddressError as e:
            self.error = str(e.args[0])
            return None

    def _create(self) -> None:
        options = self.rules.options()
        seats = ["remote", *self.setup.seats]
        self.created_room, self.notice, self.rejoining = "", "", False
        self.remote = self._table(create=(options, seats))
        if self.remote is None:
            return
        self.mode = CONNECTING
        self.setup.remember_rules()

    def _join(self) -> None:
        from net.auth import normal_code
        if not normal_code(self.texts["code"]):
            self.error = _(CODE_NOTE)
            return
        self.created_room, self.rejoining = "", False
        self.remote = self._table(room=self.texts["code"].strip())
        if self.remote is not None:
            self.mode, self.error = CONNECTING, ""

    def _rejoin(self, room: str) -> None:
        """Back to the seat kept at the table of ``room``, with its key."""
        self.created_room, self.rejoining = "", True
        self.remote = self._table(room=room)
        if self.remote is not None:
            self.mode, self.error = CONNECTING, ""

    def next_frame(self) -> float | None:
        return LOBBY_POLL if self.remote is not None else None   # the server's answers, the seats

    def update(self, dt: float) -> None:
        r = self.remote
        if r is None:
            return
        if r.status == "closed":
            from net import messages as M
            self.error = self.kept.closed_words(r)   # (a seat key the server no longer knew is gone)
            self.remote = None
            if r.refusal in (M.ROOM, M.WAIT) and self.created_room == "" and not self.rejoining:
                # the code typed is what to fix
                self._type(CODE_FORM, 0, select=True)
            else:
                self.mode = MENU
                self.menu = self._menu()
            return
        if r.status != "playing" or r.seat is None:
            return
        names = r.seat_names()
        # the table created here, or its creator's seat taken back while the seats fill: its code, to give
        if r.room and self.mode == CONNECTING and (r.creating or (self.rejoining and r.seat == 0 and not all(names))):
            from net.server.codes import shown
            self.created_room = shown(r.room)
            self.mode = ROOM
        if self.mode == ROOM and not all(names):
            return   # the seats fill while the code shows
        self.remote = None
        self.mode = MENU
        start_lan_match(self.ctx, r, r.seat, names)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        ui.text(surface, f, _(self.HEADING), theme.SIZE_H1, theme.INK, (640, 36), "midtop", bold=True)
        screen = self._screens().get(self.mode)
        if screen is not None:   # (each of this screen's modes says its own error)
            screen(surface)
        else:   # on the way to a table
            draw_waiting(self.ctx, surface, self._waiting_words())

    def _screens(self) -> dict[str, Callable[[Target], None]]:
        return {MENU: self._draw_online_menu, SEATS: self.seat_rows.draw, RULES: self.rule_rows.draw,
                ROOM: self._draw_room, TYPING: self._draw_typing}

    def _waiting_words(self) -> str:
        return creating_words(self.server) if self.created_room == "" and self._creating() \
            else joining_words(self.server)

    def _creating(self) -> bool:
        return self.remote is not None and bool(getattr(self.remote, "creating", False))

    def _sentences(self, surface: Target, lines: list[tuple[str, tuple[int, int, int]]], top: int,
                   room: int = 4) -> None:
        f = self.ctx.fonts
        y = top
        for text, colour in lines:
            for line in ui.wrap(f, text, theme.SIZE_SMALL, MENU_W)[:room]:
                ui.text(surface, f, line, theme.SIZE_SMALL, colour, (640, y), "midtop")
                y += 26
            y += 6

    def _draw_online_menu(self, surface: Target) -> None:
        f = self.ctx.fonts
        self.menu.draw(surface, f)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.error:   # (the server's words come in English: said again in the player's language)
            lines.append((tr(self.error), theme.WARNING))
        if not self.server:
            lines += [(_(NO_SERVER), theme.INK), (_(NO_SERVER_HOW), theme.INK_MUTED)]
        self._sentences(surface, lines, self.sentence_y())
        pairs: list[tuple[Act | str, str]] = [(MOVE, N_("choose")), (Act.CONFIRM, N_("select")),
                                              (Act.BACK, N_("back"))]
        ui.text(surface, f, footer(self.ctx, pairs), theme.SIZE_SMALL, theme.INK_MUTED, (640, 700), "midbottom")

    def _draw_room(self, surface: Target) -> None:
        """The table created here: its code, large, to give the others; the seats as they fill."""
        f = self.ctx.fonts
        r = self.remote
        # the table's own rules, as the server gave them (a table rejoined may be of another game)
        options = r.options if r is not None and r.seat is not None else self.rules.options()
        box = pygame.Rect(0, 0, 1040, 580)
        box.center = (640, 404)
        ui.panel(surface, box)
        ui.text(surface, f, _("Your table · {game}").format(game=_(options.game.name)), theme.SIZE_H2, theme.INK,
                (640, box.y + 16), "midtop", bold=True)
        ui.text(surface, f, ui.fit(f, rules_words(options, game=False), theme.SIZE_SMALL, box.w - 60),
                theme.SIZE_SMALL,
                theme.INK_MUTED, (640, box.y + 56), "midtop")
        ui.text(surface, f, _("Room code"), theme.SIZE_SMALL, theme.INK_MUTED, (640, box.y + 96), "midtop")
        code = pygame.Rect(0, 0, 880, 112)
        code.midtop = (640, box.y + 124)
        draw.rect(surface, (16, 40, 28), code, border_radius=16)
        draw.rect(surface, theme.GOLD, code, 3, border_radius=16)
        size = ui.size_to_fit(f, self.created_room, theme.SIZE_DISPLAY, code.w - 64, bold=True)
        ui.text(surface, f, self.created_room, size, theme.GOLD, code.center, "center", bold=True)
        ui.text(surface, f, ui.fit(f, _(SHARE_CODE), theme.SIZE_SMALL, box.w - 60), theme.SIZE_SMALL, theme.INK,
                (640, code.bottom + 12), "midtop")
        ui.text(surface, f, ui.fit(f, server_words(self.server), theme.SIZE_SMALL, box.w - 60), theme.SIZE_SMALL,
                theme.INK_MUTED, (640, code.bottom + 42), "midtop")
        names = r.seat_names() if r is not None else []
        away = r.away() if r is not None else {}
        draw_seat_lines(self.ctx, surface, options.game, box.x + 120, code.bottom + 88, box.w - 200, names,
                        away, pitch=38)
        back = footer(self.ctx, ((Act.BACK, N_("leave")),))
        ui.text(surface, f, _("The match starts when every seat is filled") + f"  ·  {back}",
                theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 34), "midtop")

    def _draw_typing(self, surface: Target) -> None:
        f = self.ctx.fonts
        fields: tuple[tuple[str, str, str], ...]
        if self.form == SERVER_FORM:
            fields = (("server", SERVER_LABEL, SERVER_NOTE), ("ca", SERVER_CA_LABEL, SERVER_CA_NOTE))
        else:
            fields = (("code", CODE_LABEL, CODE_NOTE),)
        for i, (key, label, note) in enumerate(fields):
            y = 130 + i * 160
            ui.text(surface, f, _(label), theme.SIZE_SMALL, theme.INK_MUTED, (240, y))
            r = pygame.Rect(240, y + 30, 800, 56)
            ui.panel(surface, r, radius=12, edge=theme.GOLD if i == self.field else theme.PANEL_EDGE)
            value = self.texts[key]
            at = (r.x + 18, r.centery)
            size = theme.SIZE_H2 if key == "code" else theme.SIZE_BODY
            shown = ui.fit(f, value, size, r.w - 40) if value else ""
            if i == self.field and self.selected and value:
                box = ui.text(surface, f, shown, size, theme.INK, at, "midleft")
                draw.rect(surface, theme.GOLD, box.inflate(8, 6), border_radius=4)
                ui.text(surface, f, shown, size, theme.INK_DARK, at, "midleft")
            else:
                ui.text(surface, f, shown + ("|" if i == self.field else ""), size, theme.INK, at, "midleft")
            for k, line in enumerate(ui.wrap(f, _(note), theme.SIZE_SMALL - 2, r.w)[:2]):
                ui.text(surface, f, line, theme.SIZE_SMALL - 2, theme.INK_MUTED, (r.x, r.bottom + 8 + k * 24))
        last = len(fields) - 1
        done = N_("join") if self.form == CODE_FORM else N_("keep it")
        pairs: list[tuple[Act | str, str]] = [(Act.CONFIRM, done if self.field == last else N_("next"))]
        if last:
            pairs.append((MOVE, N_("switch field")))
        pairs.append((Act.BACK, N_("back")))
        hint = footer(self.ctx, pairs)
        top = 130 + len(fields) * 160 + 10
        if self.error:
            self._sentences(surface, [(tr(self.error), theme.WARNING)], top, room=3)
            top += 26 * min(3, len(ui.wrap(f, tr(self.error), theme.SIZE_SMALL, MENU_W))) + 16
        ui.text(surface, f, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, max(top, 560)), "midtop")


__all__ = ["OnlineScene", "server_url"]
