"""The LAN lobby: host a table (the game, its rules, who sits where, the addresses to type, a
room code), join by address, pick a table heard on the network (its game and rules shown),
or go back to a table whose seat this machine holds (after the game was started again).

The tables heard are a list that scrolls, in the order they were first heard: a row never
moves when others come, go or announce themselves again, and the focus stays on the table
it is on (a table is known by its address and port, never by its place in the list).

The table's game, rules and seats, and the way to a table, are parts it shares with the Online
game screen (``table_parts``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.rules import BY_KEY, Game
from game.rules.said import said

from .. import ui
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from ..settings import name_shown
from ..table.lan_session import start_lan_match
from ..text.lan_words import (
    CANNOT_LISTEN,
    HEARD,
    HEARD_HERE,
    NONE_HERE,
    NONE_YET,
    SEARCHING,
    SEARCHING_HERE,
    heard_count,
    hosting_words,
    rejoin_words,
    unlisted_words,
)
from ..text.translate import N_, _, tr
from ..text.words import game_name
from .base import Scene
from .row_scroll import NO_RECT, draw_marks
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
    from ..settings import Settings

DEFAULT_PORT = 47100
# The lobby's modes: those of table_parts (MENU, SEATS, RULES, CONNECTING), and its own.
HOSTING, ADDRESS = "hosting", "address"
MAX_FIELD = 40
SEARCH_SECONDS = 3.0  # a host announces itself every second: this long unheard, none is there
HEADING_H = 30        # the line over the tables heard: what they are, how many
LIST_BOTTOM = 598     # the tables heard scroll above this line; Back is below it
BACK_TOP = 604
DETAIL_Y = 652        # the focused table's rules


def table_key(h: Any) -> str:
    """A heard table's menu key: by its address and port, so it names the same table
    whatever else is heard."""
    return f"table:{h.address}:{h.port}"


@dataclass(frozen=True, slots=True)
class LanPlan:
    """Where a table hosted here listens, where its beacons go, and where to hear others'."""

    bind: str
    announce: str
    listen: str


def lan_plan(s: "Settings") -> LanPlan:
    """From the "Who can join" setting: this network (every interface, beacons on each one's
    broadcast address) or this machine only; ``lan_bind``/``lan_beacon`` override it."""
    from net.discovery import EVERY_INTERFACE

    machine = s.lan_reach == "machine"
    bind = s.lan_bind or ("127.0.0.1" if machine else "0.0.0.0")
    local = machine or bind.startswith("127.")
    announce = s.lan_beacon or ("127.0.0.1" if local else EVERY_INTERFACE)
    return LanPlan(bind, announce, "127.0.0.1" if machine else "")


class LobbyScene(Scene):
    """Host or join a LAN table. Only this scene and ``net`` know about the network.

    ``listen``: hear the tables announced on the network (the gallery draws without it).
    ``plan``: where to host, announce and listen, instead of what the settings say (tests
    keep everything on 127.0.0.1).
    """

    name = "lobby"
    HEADING = N_("LAN game")

    def __init__(self, ctx: "Context", *, port: int = DEFAULT_PORT,
                 discovery_port: int | None = None, listen: bool = True,
                 plan: LanPlan | None = None) -> None:
        super().__init__(ctx)
        from net.discovery import DISCOVERY_PORT
        self.port = port
        self.discovery_port = DISCOVERY_PORT if discovery_port is None else discovery_port
        self.listen = listen
        self._plan = plan
        self.mode = MENU
        self.setup = TableSetup(ctx, self.name)   # the table's game, rules and seats if hosted here
        self.rule_rows = RuleRows(ctx, self.setup)
        self.seat_rows = SeatRows(ctx, self.setup)
        self.kept = KeptSeats(self.tokens)   # tables this machine holds a seat at
        self.listener: Any = None
        self.hosts: list = []     # net.discovery.HostInfo, in the order first heard
        self.unlisted: dict[str, int] = {}   # address -> tables heard past its share
        self.scroll = 0           # the first table heard in view
        self.heard_for = 0.0      # seconds spent listening (searching, or none found yet)
        self._fixed = 0           # menu items above the tables heard
        self.host: Any = None     # net.host.Host while hosting
        self.remote: Any = None   # net.client.RemoteTable while joining
        self.fields = ["", ""]    # address (host:port), room code
        self.field = 0
        self.selected = False     # the field's text is selected: typing replaces it
        self.error = ""
        self.menu = self._menu()

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

    @property
    def plan(self) -> LanPlan:
        return self._plan or lan_plan(self.ctx.settings)

    # -- lifecycle ------------------------------------------------------------------------
    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.mode == ADDRESS

    def typing(self) -> tuple[str, str]:
        return (N_("Address (host:port)"), N_("Room code"))[self.field], self.fields[self.field]

    def enter(self) -> None:
        if not self.listen:
            return
        self.kept.refresh()
        from net.discovery import Listener
        try:
            self.listener = Listener(self.discovery_port, bind=self.plan.listen)
            self.discovery_port = self.listener.port  # 0 asked for any free port (tests)
        except OSError:
            self.listener = None  # another program holds the port: manual entry still works
        for k in self.kept.seats:   # tables that answered this machine before: listed whatever is heard
            self._vouch(k.address, k.port)
        self.menu = self._menu()
        if self.kept.seats:   # a seat to go back to: what a game started again most likely wants
            self.menu.focus = self.menu.index_of("rejoin")

    def tokens(self) -> Any:
        """Where this screen's tables keep their seat keys (a ``net.tokens.TokenFile``)."""
        from net.tokens import TokenFile
        return TokenFile(self.ctx.store.directory)

    def exit(self) -> None:
        self.setup.remember()
        if self.listener is not None:
            self.listener.close()
            self.listener = None
        self._cancel()

    def _cancel(self) -> None:
        if self.host is not None:
            self.host.close(said("The host stopped hosting."), wait=False)
            self.host = None
        if self.remote is not None:
            self.remote.close()
            self.remote = None

    # -- the menu ---------------------------------------------------------------------------
    def _table_label(self, h: Any) -> str:
        """"Ann's table · Four-handed · 192.168.1.20 (2 open, code)", cut to the row's width."""
        from net.messages import PROTOCOL_VERSION
        if getattr(h, "version", PROTOCOL_VERSION) != PROTOCOL_VERSION:
            what = _("another version")
        else:
            seats = [_("{count} open").format(count=h.open_seats)] if h.open_seats or not getattr(h, "away", 0) \
                else []
            if getattr(h, "away", 0):
                seats.append(_("{count} to rejoin").format(count=h.away))
            what = _(", ").join(seats + ([_("code")] if h.room else []))
        f = self.ctx.fonts
        name = ui.fit(f, h.name, theme.SIZE_BODY, 260, bold=True)
        # Translators: a table heard on the network: its name, game ("Four-handed"), address, seats.
        label = _("{name} · {game} · {address} ({seats})").format(
            name=name, game=game_name(h.variant), address=h.address, seats=what)
        return ui.fit(f, label, theme.SIZE_BODY, MENU_W - 90, bold=True)

    def _heard(self, key: str) -> Any:
        return next((h for h in self.hosts if table_key(h) == key), None)

    def _menu(self) -> ui.Menu:
        f = self.ctx.fonts
        items = []
        if self.kept.seats:   # the newest seat kept: back to it without typing the room code again
            k = self.kept.seats[0]
            heard = next((h for h in self.hosts if (h.address, h.port) == (k.address, k.port)), None)
            items.append(ui.MenuItem("rejoin", ui.fit(f, rejoin_words(k.where, heard.name if heard else None),
                                                       theme.SIZE_BODY, MENU_W - 90, bold=True)))
        items += [ui.MenuItem("host", N_("Host a table")),
                  ui.MenuItem("variant", _("Game: {game}").format(game=_(self.game.name))),
                  ui.MenuItem("rules", _("Rules: {rules}").format(rules=self.setup.rules_summary())),
                  ui.MenuItem("seats", _("Seats: {seats}").format(seats=self.setup.seats_summary())),
                  ui.MenuItem("join", N_("Join by address"))]
        fixed = len(items)
        items += [ui.MenuItem(table_key(h), self._table_label(h)) for h in self.hosts]
        items += [ui.MenuItem(f"unlisted:{a}", ui.fit(f, unlisted_words(a, n), theme.SIZE_BODY, MENU_W - 90),
                              enabled=False) for a, n in sorted(self.unlisted.items())]
        items.append(ui.MenuItem("back", N_("Back")))
        old, old_fixed = getattr(self, "menu", None), self._fixed
        menu = ui.Menu(items, 640, MENU_TOP, width=MENU_W, height=ROW_H, gap=ROW_GAP)
        self._fixed = fixed
        if old is not None:
            key = old.items[old.focus].key
            if any(it.key == key for it in items):
                menu.focus = menu.index_of(key)
                if key.startswith("table:"):   # and on the same line of the screen
                    self.scroll = (menu.focus - fixed) - (old.focus - old_fixed - self.scroll)
            elif key.startswith("table:"):
                # The table focused is no longer heard: never slide the focus onto another
                # table (Enter would join the wrong one).
                menu.focus = menu.index_of("join")
            elif key == "rejoin":
                menu.focus = menu.index_of("host")
        self._place(menu)
        return menu

    # -- the tables heard: a list that scrolls ------------------------------------------
    @property
    def heading_y(self) -> int:
        return MENU_TOP + self._fixed * PITCH

    @property
    def list_top(self) -> int:
        return self.heading_y + HEADING_H

    @property
    def list_rows(self) -> int:
        """How many rows of tables heard are in view at once."""
        return max(1, (LIST_BOTTOM - self.list_top + ROW_GAP) // PITCH)

    def listed(self) -> list[int]:
        """The menu items of the list (tables heard, then any note of tables not listed)."""
        return list(range(self._fixed, len(self.menu.items) - 1))

    def in_view(self) -> list[int]:
        return [i for i in self.listed() if self.menu.rects[i].w]

    def _place(self, menu: ui.Menu) -> None:
        """Put every item on the screen: the list's rows in view, the focused one among them."""
        fixed, n = self._fixed, len(menu.items) - self._fixed - 1
        rows = self.list_rows
        if fixed <= menu.focus < fixed + n:
            k = menu.focus - fixed
            self.scroll = min(max(self.scroll, k - rows + 1), k)
        self.scroll = max(0, min(self.scroll, n - rows))
        rects = []
        for i in range(len(menu.items)):
            if i < fixed:
                y = MENU_TOP + i * PITCH
            elif i == len(menu.items) - 1:
                y = BACK_TOP
            elif self.scroll <= i - fixed < self.scroll + rows:
                y = self.list_top + (i - fixed - self.scroll) * PITCH
            else:
                rects.append(NO_RECT)
                continue
            rects.append(pygame.Rect(640 - MENU_W // 2, y, MENU_W, ROW_H))
        menu.rects = rects

    def _scroll_list(self, rows: int) -> None:
        """Scroll the tables heard by ``rows``; a focused table scrolled out of view hands the
        focus to the nearest one in view."""
        listed = self.listed()
        self.scroll = max(0, min(self.scroll + rows, len(listed) - self.list_rows))
        if self.menu.focus in listed:
            k = min(max(self.menu.focus - self._fixed, self.scroll), self.scroll + self.list_rows - 1)
            i = self._fixed + k
            # (a note of tables not listed cannot hold the focus: the last table can)
            while i > self._fixed and not self.menu.items[i].focusable:
                i -= 1
            self.menu.focus = i
        self._place(self.menu)

    def list_heading(self) -> tuple[str, str]:
        """The words over the tables heard, and how many there are (which are in view)."""
        heading = HEARD_HERE if self.plan.listen.startswith("127.") else HEARD
        total = len(self.hosts)
        shown = [i - self._fixed for i in self.in_view() if i - self._fixed < total]
        if not shown:
            return heading, ""
        return heading, heard_count(shown[0] + 1, shown[-1] + 1, total)

    def list_status(self) -> str:
        """What the list says while it is empty: searching, none found yet, or cannot listen."""
        if self.hosts:
            return ""
        if self.listener is None and self.listen:
            return CANNOT_LISTEN
        here = self.plan.listen.startswith("127.")
        if self.heard_for < SEARCH_SECONDS:
            return SEARCHING_HERE if here else SEARCHING
        return NONE_HERE if here else NONE_YET

    def handle(self, intent: Intent) -> bool:
        if self.mode == MENU:
            return self._handle_menu(intent)
        if self.mode in (SEATS, RULES):
            used, done = (self.seat_rows if self.mode == SEATS else self.rule_rows).handle(intent)
            if done:
                self.mode = MENU
                self.menu = self._menu()
            return used
        if self.mode == ADDRESS:
            return self._handle_address(intent)
        if intent.act is Act.BACK:  # hosting or connecting: give up and go back to the menu
            self._cancel()
            self.mode, self.error = MENU, ""
            return True
        return intent.act is not Act.POINT

    def _handle_menu(self, intent: Intent) -> bool:
        if intent.act is Act.BACK:
            self.ctx.stack.pop()
            return True
        if intent.act in (Act.LEFT, Act.RIGHT) and self.menu.items[self.menu.focus].key == "variant":
            self._next_variant(-1 if intent.act is Act.LEFT else 1)
            return True
        if intent.act in (Act.SCROLL, Act.PAGE):
            step = 1 if intent.amount > 0 else -1
            self._scroll_list(step if intent.act is Act.SCROLL else step * self.list_rows)
            return True
        choice = self.menu.handle(intent)
        self._place(self.menu)   # the focus in view
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
        elif choice == "host":
            self._start_hosting()
        elif choice == "join":
            self._address(0)
        elif choice == "rejoin" and self.kept.seats:
            k = self.kept.seats[0]
            self.fields = [k.where, k.room or ""]
            self._connect()
        elif choice.startswith("table:"):
            h = self._heard(choice)
            if h is None:
                return True
            self.fields[0] = f"{h.address}:{h.port}"
            kept = self.kept.at(h.address, h.port)
            if kept is not None:   # a seat kept there: its room code is known
                self.fields[1] = kept.room or ""
                self._connect()
            elif h.room:
                self._address(1)
            else:
                self.fields[1] = ""
                self._connect()
        return True

    def _next_variant(self, step: int) -> None:
        self.setup.rules.change("variant", step)
        self.menu = self._menu()

    # -- the address form --------------------------------------------------------------------
    def _address(self, field: int, select: bool = False) -> None:
        self.mode, self.field, self.selected = ADDRESS, field, select

    def _handle_address(self, intent: Intent) -> bool:
        if intent.act is Act.BACK:
            self.mode = MENU
        elif intent.act in (Act.UP, Act.DOWN):
            self.field, self.selected = 1 - self.field, False
        elif intent.act is Act.TEXT:
            text = "".join(ch for ch in intent.text if ch.isprintable())
            kept = "" if self.selected else self.fields[self.field]
            self.fields[self.field] = (kept + text)[:MAX_FIELD]
            self.selected = False
        elif intent.act is Act.ERASE:
            self.fields[self.field] = "" if self.selected else self.fields[self.field][:-1]
            self.selected = False
        elif intent.act is Act.CONFIRM:
            self.selected = False
            if self.field == 0:
                self.field = 1
            else:
                self._vouch(*self._where())   # a typed address: kept listed once heard
                self._connect()
        return True

    # -- hosting and joining ------------------------------------------------------------------
    def _start_hosting(self) -> None:
        from game.ai import LEVELS, STRONGEST
        from net.host import Host
        from net.seats import parse_seats
        options = self.rules.options()
        spec = ",".join(("local", *self.setup.seats))
        seats = parse_seats(spec, options.players, LEVELS, STRONGEST)
        s = self.ctx.settings
        me = name_shown(s.player_name)
        plan = self.plan
        try:
            self.host = Host(options, seats, bind=plan.bind, port=self.port,
                             name=_("{name}'s table").format(name=me), announce=plan.announce,
                             discovery_port=self.discovery_port, local_name=me,
                             expire_to=STRONGEST, port_fallback=True).start()
        except OSError as e:
            self.error = e.args[0] if e.args and isinstance(e.args[0], str) else str(e)
            return
        self.mode = HOSTING
        self.setup.remember_rules()

    def _where(self) -> tuple[str, int]:
        """The address and port typed (port 0 if it is not one)."""
        address, sep, port_text = self.fields[0].strip().rpartition(":")
        if not sep:
            address, port_text = self.fields[0].strip(), str(DEFAULT_PORT)
        return address, int(port_text) if port_text.isdigit() and 0 < int(port_text) < 65536 else 0

    def _vouch(self, address: str, port: int) -> None:
        """A table the player trusts (it answered, or they typed its address): the list keeps
        it whatever else is heard (``net.discovery.Listener.vouch``)."""
        if self.listener is not None and address and port:
            self.listener.vouch(address, port)

    def _connect(self) -> None:
        from net.client import RemoteTable
        address, port = self._where()
        if not address or not port:
            self._address(0, select=bool(self.fields[0]))
            self.error = _("Type the host's address and port, like 192.168.1.20:47100.")
            return
        self.remote = RemoteTable(address, port, name=name_shown(self.ctx.settings.player_name),
                                  room=self.fields[1].strip() or None,
                                  tokens=self.tokens())
        self.mode, self.error = CONNECTING, ""

    def next_frame(self) -> float | None:
        return LOBBY_POLL   # tables heard on the network, a table started, a join answered

    def update(self, dt: float) -> None:
        if self.listener is not None:
            self.heard_for += dt
            # a table of a game the client has no table for yet is not offered
            hosts = [h for h in self.listener.poll()
                     if h.variant not in BY_KEY or BY_KEY[h.variant].on_screen]
            unlisted = self.listener.unlisted()

            def shown(hs: list) -> list:
                return [(h.address, h.port, h.name, h.variant, h.open_seats, h.away, h.room, h.version)
                        for h in hs]
            if shown(hosts) != shown(self.hosts) or unlisted != self.unlisted:
                self.hosts, self.unlisted = hosts, unlisted
                self.menu = self._menu()
        if self.mode == HOSTING and self.host is not None and self.host.started:
            from net.host_table import HostTable
            host, self.host = self.host, None
            self.mode = MENU
            start_lan_match(self.ctx, HostTable(host), host.local_seats[0], host.seat_names())
        elif self.mode == CONNECTING and self.remote is not None:
            r = self.remote
            if r.answered:   # a table of this game is there: the list keeps it
                self._vouch(r.address, r.port)
            if r.status == "playing" and r.seat is not None:
                self.remote = None
                self.mode = MENU
                start_lan_match(self.ctx, r, r.seat, r.names)
            elif r.status == "closed":
                from net.messages import ROOM, WAIT
                self.error = self.kept.closed_words(r)   # (a seat key the host no longer knew is gone)
                self.remote = None
                self.menu = self._menu()
                if r.refusal in (ROOM, WAIT):  # the code is what to fix: there, ready to retype
                    self._address(1, select=True)
                else:
                    self._address(0)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        ui.text(surface, f, _(self.HEADING), theme.SIZE_H1, theme.INK, (640, 36), "midtop", bold=True)
        screen = self._screens().get(self.mode)
        if screen is not None:
            screen(surface)
        else:   # on the way to a table
            draw_waiting(self.ctx, surface, _("Joining {address}…").format(address=self.fields[0]))
        self._draw_error(surface)

    def _screens(self) -> dict[str, Callable[[Target], None]]:
        """The drawing of each of this screen's modes but the wait for a table."""
        return {MENU: self._draw_menu, SEATS: self.seat_rows.draw, RULES: self.rule_rows.draw,
                HOSTING: self._draw_hosting, ADDRESS: self._draw_address}

    def _draw_error(self, surface: Target) -> None:
        f = self.ctx.fonts
        if self.error and self.mode != HOSTING:
            top = {MENU: 98, ADDRESS: 410}.get(self.mode, 560)
            room = 2 if self.mode == MENU else 3   # in the menu, clear of its first row
            # (a host's words come in English: said again in the player's language)
            for i, line in enumerate(ui.wrap(f, tr(self.error), theme.SIZE_SMALL, 1180)[:room]):
                ui.text(surface, f, line, theme.SIZE_SMALL, theme.WARNING, (640, top + i * 26),
                        "midtop")

    def _draw_menu(self, surface: Target) -> None:
        f = self.ctx.fonts
        left, right = 640 - MENU_W // 2 + 12, 640 + MENU_W // 2 - 12
        heading, count = self.list_heading()
        y = self.heading_y + 2
        shown = ui.text(surface, f, count, theme.SIZE_SMALL, theme.INK_MUTED, (right, y), "topright") \
            if count else pygame.Rect(right, y, 0, 0)
        ui.text(surface, f, ui.fit(f, _(heading), theme.SIZE_SMALL, shown.x - left - 16), theme.SIZE_SMALL,
                theme.INK_MUTED, (left, y))
        self.menu.draw(surface, f)
        status = self.list_status()
        for i, line in enumerate(ui.wrap(f, _(status), theme.SIZE_SMALL, MENU_W - 40)[:3]):
            ui.text(surface, f, line, theme.SIZE_SMALL, theme.INK, (640, self.list_top + 10 + i * 28), "midtop")
        view = self.in_view()
        if view:   # marks at the list's side while rows are out of view above or below
            draw_marks(surface, self.menu.rects[view[0]], self.menu.rects[view[-1]], self.scroll > 0,
                       self.scroll + len(view) < len(self.listed()))
        detail = self.heard_detail()
        if detail:
            ui.text(surface, f, ui.fit(f, detail, theme.SIZE_SMALL, 1180), theme.SIZE_SMALL, theme.GOLD,
                    (640, DETAIL_Y), "midtop")
        pairs: list[tuple[Act | str, str]] = [(MOVE, N_("choose")), (Act.CONFIRM, N_("select")),
                                              (Act.BACK, N_("back"))]
        if len(self.listed()) > self.list_rows:
            pairs.insert(1, (Act.PAGE, N_("scroll the tables")))
        ui.text(surface, f, footer(self.ctx, pairs), theme.SIZE_SMALL, theme.INK_MUTED,
                (640, 700), "midbottom")

    def heard_detail(self) -> str:
        """What the focused table heard on the network plays: its game and its rules."""
        h = self._heard(self.menu.items[self.menu.focus].key)
        if h is None:
            return ""
        if not getattr(h, "compatible", True):
            return _("{name} runs another version of the game, so it cannot be joined from here.").format(name=h.name)
        options = getattr(h, "options", None)
        rules = rules_words(options) if options is not None else game_name(h.variant)
        return _("{name}: {rules}").format(name=h.name, rules=rules)

    def join_lines(self, width: int) -> list[tuple[str, tuple[int, int, int]]]:
        """What the hosting panel says about where to join, each line with its colour."""
        h = self.host
        if h is None:
            return []
        f = self.ctx.fonts
        addresses = h.addresses()
        if h.bind.startswith("127."):
            lines = [(_("Only this machine can join, at {address}.").format(address=addresses[0]), theme.WARNING),
                     (_("To let other machines join: Settings, Who can join: This network."),
                      theme.INK_MUTED)]
        elif h.bind in ("0.0.0.0", "") and addresses == [f"127.0.0.1:{h.port}"]:
            lines = [(_("This machine is on no network now: only games on it can join, at {address}.").format(
                address=addresses[0]), theme.WARNING)]
        else:
            lines = [(_("Other players join at:"), theme.INK_MUTED)]
            # Translators: between two addresses to join at, with its spaces.
            lines += [(line, theme.GOLD) for line in
                      ui.wrap(f, _("  or  ").join(addresses), theme.SIZE_H2, width, bold=True)[:2]]
        if h.port_note:
            lines.append((tr(h.port_note), theme.INK_MUTED))
        if h.announce_problem:
            lines.append((tr(h.announce_problem), theme.WARNING))
        return lines

    def _draw_hosting(self, surface: Target) -> None:
        f = self.ctx.fonts
        h = self.host
        if h is None:
            return
        box = pygame.Rect(0, 0, 1000, 560)
        box.center = (640, 400)
        ui.panel(surface, box)
        ui.text(surface, f, hosting_words(self.game), theme.SIZE_H2, theme.INK,
                (640, box.y + 16), "midtop", bold=True)
        ui.text(surface, f, ui.fit(f, rules_words(self.rules.options(), game=False), theme.SIZE_SMALL, box.w - 60),
                theme.SIZE_SMALL, theme.INK_MUTED, (640, box.y + 52), "midtop")
        y = box.y + 84
        if h.room:
            from net.auth import shown_code
            ui.text(surface, f, _("Room code: {code}").format(code=shown_code(h.room)), theme.SIZE_H1, theme.GOLD,
                    (640, y),
                    "midtop", bold=True)
            y += theme.SIZE_H1 + 26
        for line, colour in self.join_lines(box.w - 60):
            size = theme.SIZE_H2 if colour == theme.GOLD else theme.SIZE_SMALL
            for part in ui.wrap(f, line, size, box.w - 60, bold=colour == theme.GOLD):
                ui.text(surface, f, part, size, colour, (640, y), "midtop",
                        bold=colour == theme.GOLD)
                y += size + 12
        y = max(y + 10, box.y + 250)
        draw_seat_lines(self.ctx, surface, self.game, box.x + 80, y, box.w - 120, h.seat_names(), h.away())
        back = footer(self.ctx, ((Act.BACK, N_("stop hosting")),))
        ui.text(surface, f, _("The match starts when every seat is filled") + f"  ·  {back}",
                theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 36), "midtop")

    def _draw_address(self, surface: Target) -> None:
        f = self.ctx.fonts
        labels = (N_("Host address (host:port)"), N_("Room code"))
        for i, (label, value) in enumerate(zip(labels, self.fields)):
            y = 170 + i * 130
            ui.text(surface, f, _(label), theme.SIZE_SMALL, theme.INK_MUTED, (340, y))
            r = pygame.Rect(340, y + 34, 600, 56)
            ui.panel(surface, r, radius=12, edge=theme.GOLD if i == self.field else theme.PANEL_EDGE)
            at = (r.x + 18, r.centery)
            if i == self.field and self.selected and value:
                size = ui.text(surface, f, value, theme.SIZE_BODY, theme.INK, at, "midleft")
                draw.rect(surface, theme.GOLD, size.inflate(8, 6), border_radius=4)
                ui.text(surface, f, value, theme.SIZE_BODY, theme.INK_DARK, at, "midleft")
            else:
                caret = "|" if i == self.field else ""
                ui.text(surface, f, value + caret, theme.SIZE_BODY, theme.INK, at, "midleft")
        hint = footer(self.ctx, ((Act.CONFIRM, N_("next / join")), (MOVE, N_("switch field")),
                                 (Act.BACK, N_("back"))))
        ui.text(surface, f, hint, theme.SIZE_SMALL, theme.INK_MUTED, (640, 520), "midtop")
