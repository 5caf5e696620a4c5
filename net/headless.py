"""Headless LAN play for the command line: a host of computer seats, a bot that joins, and
listing the tables heard on the network."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from game.rules import Options, View
from game.rules.options import SAID
from game.table import Update

from .auth import ROOM_LENGTH
from .client import RemoteTable
from .discovery import HostInfo, discover
from .host import Host, HostLimits
from .seats import SeatPlan
from .tokens import ONLINE_FILE_NAME, TokenFile


def score_line(scores: tuple[int, ...] | list[int]) -> str:
    """"final score: 10-7"; a score below nil (Napoleon's running totals) is said with
    commas between: "final score: -3, -3, 6"."""
    sep = ", " if any(s < 0 for s in scores) else "-"
    return "final score: " + sep.join(str(s) for s in scores)


class SeatBot:
    """A computer player driving one ``RemoteTable`` seat, without flooding the host.

    It acts once per state of the table. When the host refuses an action (the match has
    not begun, or the view was stale), it waits for the next view the host sends instead of
    asking again at once: the host sends every seat its view again when the match begins.
    A refusal that comes after a newer view than the one acted on is of an older state (an
    action sent twice across a comeback: the client's own resend, and this bot's) and does
    not hold it back from the state now to act on.
    (An action lost with a dropped connection is the client's to send again, not this bot's.)
    """

    def __init__(self, table: RemoteTable, player: Any, pace: float = 0.0) -> None:
        self.table = table
        self.player = player
        self.pace = pace  # seconds to wait on a view before acting on it (a person's pace)
        self._since: tuple[tuple[int, int] | None, float] = (None, 0.0)
        self.closed: str | None = None
        self.over = False
        self.final: View | None = None
        self._acted_on: tuple[int, int] | None = None  # (session, state) last acted on
        self._refused = False  # ...and the host refused it: act again once a view comes
        self._viewed: tuple[int, int] | None = None  # (session, state) of the newest view

    def take(self, updates: list[Update]) -> None:
        for u in updates:
            if u.kind == "closed":
                self.closed = u.message
            elif u.kind == "rematch":  # a new match at the table: play it from its start
                self.over, self.final, self._acted_on, self._refused = False, None, None, False
            elif u.kind == "refused":
                self._refused = self._acted_on == self._viewed  # else: of an older state
            elif u.views and self._refused:
                self._refused, self._acted_on = False, None
            seat = self.table.seat
            v = u.views.get(seat) if u.views and seat is not None else None
            if v is not None:
                self._viewed = (self._session(), v.state_id)
            if any(e.get("type") == "match_over" for e in u.events):
                self.over = True
                self.final = (u.views.get(seat) if u.views and seat is not None
                              else self.table.seen)

    def _session(self) -> int:
        return getattr(self.table, "sessions", 0)

    def step(self) -> None:
        """Act if it is this seat's turn on a state not acted on yet."""
        v = self.table.seen
        # A state is acted on once a session: after a comeback the table may be at a state
        # acted on before whose action never arrived (a server restarted from its save).
        key = (self._session(), v.state_id) if v is not None else None
        if (not self.over and self.closed is None and not self._refused and v is not None
                and v.to_act == v.seat and v.legal and key != self._acted_on):
            if self.pace:
                if self._since[0] != key:
                    self._since = (key, time.monotonic())
                if time.monotonic() - self._since[1] < self.pace:
                    return
            self._acted_on = key
            self.table.act(v.seat, self.player.choose(v))


def run_host(options: Options, seats: tuple[SeatPlan, ...], *, bind: str, port: int,
             room: str | None, announce: str | None, seed: int | None, expire_to: str,
             limits: HostLimits | None = None, out: TextIO = sys.stdout) -> int:
    """Host until the match ends; print where to join, then the final score. Exit code."""

    def problem(text: str) -> None:
        print(f"main.py: warning: {text}", file=sys.stderr, flush=True)

    try:
        host = Host(options, seats, bind=bind, port=port, room=room, seed=seed,
                    limits=limits, expire_to=expire_to, announce=announce,
                    on_problem=problem,
                    log=lambda text: print(f"host: {text}", file=out, flush=True)).start()
    except OSError as e:
        print(f"main.py: error: {e}", file=sys.stderr)
        return 1
    if host.room and len(host.room) < ROOM_LENGTH:
        problem(f"a room code of {len(host.room)} characters can be guessed within a match: "
                f"use {ROOM_LENGTH} or more")
    code = f" room {host.room}" if host.room else ""
    where = ", ".join(host.addresses())
    print(f"hosting {options.variant} on {where}{code}", file=out, flush=True)
    print(f"rules: {rules_line(options)}", file=out, flush=True)
    try:
        while not host.wait_over(1.0):
            if host.stopped:
                print("main.py: error: the host stopped before the match ended", file=sys.stderr)
                return 1
    except KeyboardInterrupt:
        host.close("The host stopped the match.")
        return 130
    scores = host.final_scores()
    host.close("The match is over. Thanks for playing.")
    print(score_line(scores), file=out, flush=True)
    return 0


def run_join(address: str, port: int, level: str, *, room: str | None, name: str,
             seed: int | None = None, tokens: Path | None = None,
             out: TextIO = sys.stdout) -> int:
    """Play one seat at ``address``:``port`` with a computer player. Exit code.

    ``tokens``: the directory of the resume-token file, so the same command started again
    after a crash gets its seat back (None: keep no token)."""
    from game.ai import make_player

    table = RemoteTable(address, port, name=name, room=room,
                        tokens=TokenFile(tokens) if tokens is not None else None)
    return play_seat(table, make_player(level, seed), out)


def run_online(url: str, level: str, *, room: str | None = None,
               create: tuple[Options, list[str]] | None = None, ca: str | None = None,
               name: str, seed: int | None = None, tokens: Path | None = None,
               pace: float = 0.0, out: TextIO = sys.stdout) -> int:
    """Play one seat at the table server ``url`` with a computer player: at the table of
    ``room``, or at a new one (``create``: its rules and seats), printing ``room: CODE``
    first. Exit code."""
    from game.ai import make_player

    from .online import OnlineTable

    def said(code: str) -> None:
        print(f"room: {code}", file=out, flush=True)

    try:
        table = OnlineTable(url, name, room=room, create=create, ca=ca, on_room=said,
                            tokens=TokenFile(tokens, ONLINE_FILE_NAME)
                            if tokens is not None else None)
    except ValueError as e:
        print(f"main.py: error: {e}", file=sys.stderr)
        return 2
    return play_seat(table, make_player(level, seed), out, pace)


def play_seat(table: RemoteTable, player: Any, out: TextIO, pace: float = 0.0) -> int:
    """Let ``player`` play ``table``'s seat to the end of the match; print the score."""
    bot = SeatBot(table, player, pace)
    try:
        while True:
            bot.take(table.wait(1.0))
            if bot.over:  # first: the table closing right after the match's end is expected
                table.close()
                v = bot.final or table.seen
                print(score_line(v.scores if v is not None else (0, 0)), file=out, flush=True)
                return 0
            if bot.closed is not None:
                print(f"main.py: error: {bot.closed}", file=sys.stderr)
                return 1
            bot.step()
            if pace:
                time.sleep(0.05)
    except KeyboardInterrupt:
        table.close()
        time.sleep(0.1)
        return 130


def describe(h: HostInfo) -> dict[str, Any]:
    return {"address": h.address, "port": h.port, "name": h.name, "variant": h.variant,
            "open_seats": h.open_seats, "away_seats": h.away, "room_code": h.room,
            "compatible": h.compatible,
            "options": h.options.to_dict() if h.options is not None else None}


def rules_line(o: Options) -> str:
    """A table's rules after its variant: "to 10, 24 cards, defend alone, no ace no face":
    each option as the rules summary says it (``OptionSpec.says``), with no comma within."""
    said = ((spec, spec.says(getattr(o, spec.key))) for spec in SAID if spec.applies(o.variant))
    return ", ".join(f"to {o.target}" if spec.key == "target" else words.replace(",", "")
                     for spec, words in said if words)


def run_discover(seconds: float, *, as_json: bool, port: int, bind: str = "",
                 out: TextIO = sys.stdout) -> int:
    """List the tables heard on the network in ``seconds``. Exit 0 (also when none)."""
    try:
        found = discover(seconds, port=port, bind=bind)
    except OSError as e:
        print(f"main.py: error: cannot listen for tables on UDP port {port} ({e})",
              file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps([describe(h) for h in found]), file=out, flush=True)
        return 0
    if not found:
        print(f"no tables heard in {seconds:g} s", file=out, flush=True)
        return 0
    for h in found:
        code = "room code needed" if h.room else "no room code"
        other = "" if h.compatible else ", another version of the game"
        seats = f"{h.open_seats} open seat{'s' if h.open_seats != 1 else ''}"
        if h.away:
            seats += f", {h.away} waiting for a player who dropped"
        rules = f" ({rules_line(h.options)})" if h.options is not None else ""
        print(f"{h.address}:{h.port}  {h.name}  {h.variant}{rules}, {seats}, {code}{other}",
              file=out, flush=True)
    return 0
