"""The LAN lobby: host a table (address, port, room code), join by address, or pick a host heard on the LAN."""
from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import pygame

from game.rules import Options

from .. import theme, ui
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from ..table.match_session import MatchSession
from ..table.seats import COMPUTER, PERSON, Seating, SeatPlan
from .base import Scene

if TYPE_CHECKING:
    from game.table import Table, Update
    from net.client import RemoteTable
    from net.discovery import Listener
    from net.host import Host

    from ..context import Context

DEFAULT_PORT = 47100
MENU, HOSTING, ADDRESS, CONNECTING = "menu", "hosting", "address", "connecting"
VARIANTS = ("two-handed", "four-handed")
# Who sits where at a table hosted from this screen: you in seat 0, people joining the rest.
HOST_SEATS = {"two-handed": "local,remote", "four-handed": "local,remote,bot,remote"}
MAX_FIELD = 40


class LanSession(MatchSession):
    """A match session over a LAN table: no autosave, and back to the title if the table closes."""

    closed_message: str | None = None

    def _take(self, u: "Update") -> None:
        if u.kind == "closed":
            self.closed_message = u.message or "The table was closed."
        super()._take(u)

    def update(self, dt: float) -> None:
        super().update(dt)
        # Only once everything before the closing has been shown: if that was the end of
        # the match, the match-over screen stays (the table closing then is expected).
        if self.closed_message is not None and self.timeline.idle and self.match_over is None \
                and self.board.phase != "match_over":
            self.ctx.notices.insert(0, self.closed_message)
            self.closed_message = None
            self.ctx.stack.reset(self.ctx.scene("title"))


def start_lan_match(ctx: "Context", table: "Table", me: int, names: list[str]) -> None:
    """Put a LAN table on screen: the person here plays seat ``me``; the rest show their names."""
    from ..table.match_start import start
    n = table.options.players
    seats = tuple(SeatPlan(PERSON, ctx.settings.player_name) if i == me else
                  SeatPlan(COMPUTER, (names[i] if i < len(names) and names[i] else f"Player {i + 1}")[:24],
                           "lan")
                  for i in range(n))
    session = LanSession(ctx, Seating(seats), None)
    session.attach(table)
    # Leaving the match by any way (quit to title, match over) drops the session: the LAN
    # table is closed then, so a host never keeps serving a match nobody is showing.
    weakref.finalize(session, table.close)
    start(ctx, session)


class LobbyScene(Scene):
    """Host or join a LAN table. Only this scene and ``net`` know about the network."""

    name = "lobby"

    def __init__(self, ctx: "Context", *, port: int = DEFAULT_PORT,
                 discovery_port: int | None = None) -> None:
        super().__init__(ctx)
        from net.discovery import DISCOVERY_PORT
        self.port = port
        self.discovery_port = DISCOVERY_PORT if discovery_port is None else discovery_port
        self.mode = MENU
        self.variant = VARIANTS[0]
        self.listener: Listener | None = None
        self.hosts: list = []
        self.host: Host | None = None              # while hosting
        self.remote: RemoteTable | None = None     # while joining
        self.fields = ["", ""]    # address (host:port), room code
        self.field = 0
        self.error = ""
        self.menu = self._menu()

    # -- lifecycle ------------------------------------------------------------------------
    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.mode == ADDRESS

    def typing(self) -> tuple[str, str]:
        return ("Address (host:port)", "Room code")[self.field], self.fields[self.field]

    def enter(self) -> None:
        from net.discovery import Listener
        try:
            self.listener = Listener(self.discovery_port, bind=self.ctx.settings.lan_bind)
            self.discovery_port = self.listener.port  # 0 asked for any free port (tests)
        except OSError:
            self.listener = None  # another program holds the port: manual entry still works

    def exit(self) -> None:
        if self.listener is not None:
            self.listener.close()
            self.listener = None
        if self.mode in (HOSTING, CONNECTING, ADDRESS):
            self._cancel()

    def _cancel(self) -> None:
        if self.host is not None:
            self.host.close("The host left the lobby.", wait=False)
            self.host = None
        if self.remote is not None:
            self.remote.close()
            self.remote = None

    # -- the menu ---------------------------------------------------------------------------
    def _menu(self) -> ui.Menu:
        items = [ui.MenuItem("host", "Host a table"),
                 ui.MenuItem("variant", f"Game: {self.variant.capitalize()}"),
                 ui.MenuItem("join", "Join by address")]
        for i, h in enumerate(self.hosts[:4]):
            code = ", code" if h.room else ""
            items.append(ui.MenuItem(f"found:{i}", f"{h.name[:18]} {h.address}:{h.port} "
                                                   f"({h.open_seats} open{code})"))
        items.append(ui.MenuItem("back", "Back"))
        old = getattr(self, "menu", None)
        menu = ui.Menu(items, 640, 210, width=620, height=52, gap=10)
        if old is not None:
            key = old.items[old.focus].key
            if any(it.key == key for it in items):
                menu.focus = menu.index_of(key)
        return menu

    def handle(self, intent: Intent) -> bool:
        if self.mode == MENU:
            return self._handle_menu(intent)
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
        choice = self.menu.handle(intent)
        if choice is None:
            return intent.act is not Act.POINT
        self.error = ""
        if choice == "back":
            self.ctx.stack.pop()
        elif choice == "variant":
            self.variant = VARIANTS[(VARIANTS.index(self.variant) + 1) % len(VARIANTS)]
            self.menu = self._menu()
        elif choice == "host":
            self._start_hosting()
        elif choice == "join":
            self.mode, self.field = ADDRESS, 0
        elif choice.startswith("found:"):
            h = self.hosts[int(choice.partition(":")[2])]
            self.fields[0] = f"{h.address}:{h.port}"
            if h.room:
                self.mode, self.field = ADDRESS, 1
            else:
                self._connect()
        return True

    def _handle_address(self, intent: Intent) -> bool:
        if intent.act is Act.BACK:
            self.mode = MENU
        elif intent.act in (Act.UP, Act.DOWN):
            self.field = 1 - self.field
        elif intent.act is Act.TEXT:
            text = "".join(ch for ch in intent.text if ch.isprintable())
            self.fields[self.field] = (self.fields[self.field] + text)[:MAX_FIELD]
        elif intent.act is Act.ERASE:
            self.fields[self.field] = self.fields[self.field][:-1]
        elif intent.act is Act.CONFIRM:
            if self.field == 0:
                self.field = 1
            else:
                self._connect()
        return True

    # -- hosting and joining ------------------------------------------------------------------
    def _start_hosting(self) -> None:
        from game.ai import LEVELS, STRONGEST
        from net.host import Host
        from net.seats import parse_seats
        options = Options(variant=self.variant)
        seats = parse_seats(HOST_SEATS[self.variant], options.players, LEVELS, STRONGEST)
        s = self.ctx.settings
        try:
            self.host = Host(options, seats, bind=s.lan_bind, port=self.port,
                             name=f"{s.player_name}'s table", announce=s.lan_beacon,
                             discovery_port=self.discovery_port,
                             local_name=s.player_name, expire_to=STRONGEST).start()
        except OSError as e:
            self.error = str(e)
            return
        self.mode = HOSTING

    def _connect(self) -> None:
        from net.client import RemoteTable
        address, sep, port_text = self.fields[0].strip().rpartition(":")
        if not sep:
            address, port_text = self.fields[0].strip(), str(DEFAULT_PORT)
        if not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
            self.mode, self.field = ADDRESS, 0
            self.error = "Type the host's address and port, like 192.168.1.20:47100."
            return
        self.remote = RemoteTable(address, int(port_text), name=self.ctx.settings.player_name,
                                  room=self.fields[1].strip() or None)
        self.mode, self.error = CONNECTING, ""

    def update(self, dt: float) -> None:
        if self.listener is not None:
            hosts = self.listener.poll()
            if [(h.address, h.port, h.open_seats) for h in hosts] != \
                    [(h.address, h.port, h.open_seats) for h in self.hosts]:
                self.hosts = hosts
                self.menu = self._menu()
        if self.mode == HOSTING and self.host is not None and self.host.started:
            host, self.host = self.host, None
            self.mode = MENU
            from net.host_table import HostTable
            start_lan_match(self.ctx, HostTable(host), host.local_seats[0], host.seat_names())
        elif self.mode == CONNECTING and self.remote is not None:
            r = self.remote
            if r.status == "playing" and r.seat is not None:
                self.remote = None
                self.mode = MENU
                # A RemoteTable is a Table once playing (its options are set by the welcome).
                start_lan_match(self.ctx, r, r.seat, r.names)  # type: ignore[arg-type]
            elif r.status == "closed":
                closed = [u for u in r.poll() if u.kind == "closed"]
                self.error = closed[-1].message if closed else "Could not join that table."
                self.remote = None
                self.mode, self.field = ADDRESS, 0

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.felt.surface(surface.get_size()), (0, 0))
        f = self.ctx.fonts
        ui.text(surface, f, "LAN game", theme.SIZE_H1, theme.INK, (640, 60), "midtop", bold=True)
        if self.mode == MENU:
            heard = ("Tables heard on the network are listed below Join."
                     if self.listener is not None else
                     "Cannot listen for tables on the network now: join by address.")
            ui.text(surface, f, heard, theme.SIZE_SMALL, theme.INK_MUTED, (640, 150), "midtop")
            self.menu.draw(surface, f)
        elif self.mode == HOSTING:
            self._draw_hosting(surface)
        elif self.mode == ADDRESS:
            self._draw_address(surface)
        else:
            ui.text(surface, f, f"Joining {self.fields[0]}...", theme.SIZE_H2, theme.GOLD,
                    (640, 300), "midtop")
            ui.text(surface, f, footer(self.ctx, ((Act.BACK, "give up"),)), theme.SIZE_SMALL,
                    theme.INK_MUTED,
                    (640, 360), "midtop")
        if self.error:
            for i, line in enumerate(ui.wrap(f, self.error, theme.SIZE_SMALL, 1000)[:3]):
                ui.text(surface, f, line, theme.SIZE_SMALL, theme.WARNING, (640, 600 + i * 26),
                        "midtop")

    def _draw_hosting(self, surface: pygame.Surface) -> None:
        f = self.ctx.fonts
        h = self.host
        if h is None:
            return
        box = pygame.Rect(0, 0, 760, 420)
        box.center = (640, 380)
        ui.panel(surface, box)
        where = "this machine's LAN address" if h.address in ("0.0.0.0", "") else h.address
        ui.text(surface, f, f"Hosting {self.variant} on {where}  port {h.port}", theme.SIZE_BODY,
                theme.INK, (640, box.y + 30), "midtop")
        ui.text(surface, f, f"Room code: {h.room}", theme.SIZE_H1, theme.GOLD, (640, box.y + 80),
                "midtop", bold=True)
        for i, name in enumerate(h.seat_names()):
            label = name or "waiting for a player..."
            ui.text(surface, f, f"Seat {i + 1}: {label}", theme.SIZE_BODY, theme.INK,
                    (box.x + 80, box.y + 170 + i * 40))
        back = footer(self.ctx, ((Act.BACK, "stop hosting"),))
        ui.text(surface, f, f"The match starts when every seat is filled  ·  {back}",
                theme.SIZE_SMALL, theme.INK_MUTED, (640, box.bottom - 40), "midtop")

    def _draw_address(self, surface: pygame.Surface) -> None:
        f = self.ctx.fonts
        labels = ("Host address (host:port)", "Room code")
        for i, (label, value) in enumerate(zip(labels, self.fields)):
            y = 200 + i * 130
            ui.text(surface, f, label, theme.SIZE_SMALL, theme.INK_MUTED, (340, y))
            r = pygame.Rect(340, y + 34, 600, 56)
            ui.panel(surface, r, radius=12, edge=theme.GOLD if i == self.field else theme.PANEL_EDGE)
            caret = "|" if i == self.field else ""
            ui.text(surface, f, value + caret, theme.SIZE_BODY, theme.INK, (r.x + 18, r.centery),
                    "midleft")
        hint = footer(self.ctx, ((Act.CONFIRM, "next / join"), (MOVE, "switch field"), (Act.BACK, "back")))
        ui.text(surface, f, hint,
                theme.SIZE_SMALL, theme.INK_MUTED, (640, 500), "midtop")
