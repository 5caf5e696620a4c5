"""Statistics per player profile: matches by game (won, points, three-handed placings) and by
opponent, hands, euchres, marches, a chart of recent results."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.rules.games import BY_KEY
from game.stats import RECENT, ProfileStats

from .. import ui
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label
from ..settings import name_shown
from ..text.stats_words import (
    CHART_EMPTY,
    CHART_GIVEN_UP,
    CHART_HEIGHT,
    CHART_LOST,
    CHART_ORDER,
    CHART_WON,
    chart_tally,
    chart_title,
    given_up_words,
)
from ..text.translate import N_, _
from ..text.words import game_name, level_word
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

CHART = pygame.Rect(700, 170, 540, 300)
BACK_BUTTON = pygame.Rect(1070, 662, 180, 46)
WIN, LOSS = (110, 200, 120), (226, 110, 96)


# The tables' headings: the words columns first (left-aligned), then the figures (right-aligned).
COLUMNS = (N_("Game"), N_("Against"), N_("Won"), N_("Played"))
GAME_COLUMNS = (N_("Game"), N_("Played"), N_("Won"), N_("Points"), N_("1st / 2nd / 3rd"))
TABLE_LEFT, TABLE_RIGHT = 60, 640   # the tables' edges, and the hand figures' below
GAP = 16             # the least room between two columns
SIZE, LEAST = 21, 16  # a table's words, and the smallest they get to fit (10 px at 800x450)
MAX_AGAINST = 4   # rows of the table by opponent


def games_rows(p: ProfileStats) -> list[tuple[str, str, str, str, str]]:
    """One row per game played: (game, played, won, points, placings). Three-handed is
    counted on its own; its placings say how often the player came first, second, third."""
    out = []
    for key in p.variants():
        places = p.placings.get(key)
        placed = " / ".join(map(str, places)) if places else "–"
        out.append((game_name(key), str(p.played(key)), str(p.won(key)),
                    str(p.points.get(key, 0)), placed))
    return out


def matches_rows(p: ProfileStats) -> list[tuple[str, str, str, str]]:
    """One row per variant and opponent level played: (game, against, won, played)."""
    out = []
    for key in sorted(p.matches):
        variant, _sep, level = key.partition("/")
        against = _("people") if level == "people" else _("computer, {levels}").format(
            levels=_(", ").join(level_word(v) for v in level.split("/")))
        out.append((game_name(variant), against, str(p.wins.get(key, 0)), str(p.matches[key])))
    return out


class TableLayout(NamedTuple):
    """How a table is set: its words' size (the headings two smaller), each heading's lines,
    each column's x (a words column's left edge, a figures column's right edge) and room."""

    size: int
    heads: list[list[str]]
    xs: list[int]
    rooms: list[int]

    @property
    def head_size(self) -> int:
        return self.size - 2


def table_layout(fonts, heads: list[str], rows: list, words: int) -> TableLayout:
    """Set a table of ``words`` left-aligned columns then right-aligned figures between
    TABLE_LEFT and TABLE_RIGHT: each column as wide as its widest entry, at SIZE if the whole
    fits, else with the figures' headings on two lines, else a size smaller, down to LEAST; only
    past that is the widest words column cut short (a long game name in a long language)."""
    room = TABLE_RIGHT - TABLE_LEFT
    for size in range(SIZE, LEAST - 1, -1):
        for wrapped in (False, True):
            lines, widths = _columns(fonts, heads, rows, words, size, wrapped)
            need = sum(widths) + GAP * (len(widths) - 1)
            if need <= room or (size == LEAST and wrapped):
                break
        if need <= room:
            break
    if need > room:   # cut the widest words column by what is missing
        widest = max(range(words), key=lambda i: widths[i])
        widths[widest] -= need - room
    xs, x = [], TABLE_LEFT
    for w in widths[:words]:
        xs.append(x)
        x += w + GAP
    rights, right = [], TABLE_RIGHT
    for w in reversed(widths[words:]):
        rights.append(right)
        right -= w + GAP
    return TableLayout(size, lines, xs + rights[::-1], widths)


def _columns(fonts, heads: list[str], rows: list, words: int, size: int,
             wrapped: bool) -> tuple[list[list[str]], list[int]]:
    """Each heading's lines and each column's width at ``size``; ``wrapped``: a figures
    column's heading broken into lines no wider than its widest word or figure."""
    font, head = fonts.get(size), fonts.get(size - 2)
    lines, widths = [], []
    for i, heading in enumerate(heads):
        values = max((font.size(row[i])[0] for row in rows), default=0)
        if wrapped and i >= words:
            narrow = max([values] + [head.size(w)[0] for w in heading.split()])
            shown = ui.wrap(fonts, heading, size - 2, narrow)
        else:
            shown = [heading]
        lines.append(shown)
        widths.append(max([values] + [head.size(line)[0] for line in shown]))
    return lines, widths


def has_placings(p: ProfileStats) -> bool:
    """Placings are kept where each plays for himself among more than two (three-handed): the
    column is shown once such a match is counted."""
    return any(v in BY_KEY and BY_KEY[v].sides > 2 for v in p.variants())


def figure_lines(p: ProfileStats) -> list[tuple[str, str]]:
    """The hand figures; lone hands only for a player who has played a game with going alone
    (four-handed, RULES "Going alone")."""
    lines = [(_("Hands played"), str(p.hands))]
    euchre = (p.hands_made or p.marches or p.euchres_suffered or p.euchres_inflicted
              or any(v in BY_KEY and not BY_KEY[v].totals for v in p.variants())
              or not (p.nap_made or p.nap_failed))   # not for one who has played only Napoleon
    if euchre:
        lines += [(_("Hands made (as makers)"), str(p.hands_made)),
                  (_("Marches"), str(p.marches)),
                  (_("Times you were euchred"), str(p.euchres_suffered)),
                  (_("Euchres you inflicted"), str(p.euchres_inflicted))]
    if any(v in BY_KEY and BY_KEY[v].going_alone for v in p.variants()) or p.lone_tried:
        lines.append((_("Lone hands tried / made"), f"{p.lone_tried} / {p.lone_made}"))
    return lines + nap_lines(p)


def nap_lines(p: ProfileStats) -> list[tuple[str, str]]:
    """Napoleon's own counts (RULES §8.3), once the player has bid in it: his bids made and
    failed, by size, and his Naps and misères."""
    if not p.nap_made and not p.nap_failed:
        return []
    from game.rules.napoleon import BID_WORDS, BIDS

    def count(b: str) -> str:   # "three: 1/1", "Nap: 1/0", each bid by its name
        return _("{bid}: {made}/{failed}").format(bid=_(BID_WORDS[BIDS.index(b)]), made=p.nap_made.get(b, 0),
                                                  failed=p.nap_failed.get(b, 0))
    played = [b for b in BIDS if p.nap_made.get(b) or p.nap_failed.get(b)]
    made, failed = sum(p.nap_made.values()), sum(p.nap_failed.values())
    out = [(_("Napoleon bids made / failed"), f"{made} / {failed}")]
    sizes = [b for b in played if b in ("two", "three", "four")]   # by the tricks bid
    if sizes:
        out.append((_("By size (made/failed)"), " · ".join(count(b) for b in sizes)))
    special = [b for b in played if b not in sizes]
    if special:
        out.append((_("Nap, misère (made/failed)"), " · ".join(count(b) for b in special)))
    return out


class StatsScene(Scene):
    """One profile at a time (the settings' player name first); Left/Right for the others."""

    name = "stats"

    def __init__(self, ctx: "Context") -> None:
        super().__init__(ctx)
        stats = ctx.stats
        me = ctx.settings.player_name
        self.names = [me] + sorted(n for n in stats.profiles if n != me)
        self.index = 0

    @property
    def profile(self) -> ProfileStats:
        name = self.names[self.index]
        return self.ctx.stats.profiles.get(name) or ProfileStats()

    def handle(self, intent: Intent) -> bool:
        act = intent.act
        if act in (Act.BACK, Act.CONFIRM, Act.STATS) or (
                act is Act.CLICK and intent.pos is not None and BACK_BUTTON.collidepoint(intent.pos)):
            self.ctx.stack.pop()
        elif act in (Act.LEFT, Act.RIGHT):
            self.index = (self.index + (1 if act is Act.RIGHT else -1)) % len(self.names)
        else:
            return act is not Act.POINT
        return True

    def draw(self, surface: Target) -> None:
        f = self.ctx.fonts
        ui.felt(surface, self.ctx.felt)
        p = self.profile
        name = name_shown(self.names[self.index])
        ui.text(surface, f, _("Statistics: {name}").format(name=name), theme.SIZE_H1, theme.INK, (60, 30), bold=True,
                shadow=True)
        if len(self.names) > 1:
            sides = f"{prompt_label(self.ctx, Act.LEFT)}/{prompt_label(self.ctx, Act.RIGHT)}"
            others = _("other players ({number} of {total})").format(number=self.index + 1, total=len(self.names))
            ui.text(surface, f, footer(self.ctx, ((sides, others),)),
                    theme.SIZE_SMALL, theme.INK_MUTED, (62, 96))
        y = 132
        ui.text(surface, f, _("Matches: won {won} of {played}").format(won=p.won(), played=p.played()), 26,
                theme.GOLD, (60, y), bold=True)
        y += 38
        if p.abandoned():
            ui.text(surface, f, given_up_words(p.abandoned()), 20, theme.INK_MUTED, (60, y - 6))
            y += 24
        rows = matches_rows(p)
        if not rows:
            ui.text(surface, f, _("No match finished yet."), 22, theme.INK, (60, y))
            y += 30
        else:
            placed = has_placings(p)   # two- and four-handed only: no 1st / 2nd / 3rd column
            columns = GAME_COLUMNS if placed else GAME_COLUMNS[:-1]
            y = self._table(surface, columns, [r if placed else r[:-1] for r in games_rows(p)], y, words=1)
            y = self._table(surface, COLUMNS, rows[:MAX_AGAINST], y + 10, words=2)
        y += 12
        figures = figure_lines(p)
        step = max(19, min(29, (700 - y) // max(1, len(figures))))   # closer lines where many games fill it
        size = 21 if step >= 27 else 18 if step >= 22 else 16
        for label, value in figures:
            # the label never runs into its value: both a little smaller where together they
            # are too long (Napoleon's bids by name), the label cut short only if even so
            fitted = size
            while fitted > size - 3 and f.get(fitted).size(label)[0] + f.get(fitted, True).size(value)[0] + 16 > \
                    TABLE_RIGHT - TABLE_LEFT:
                fitted -= 1
            room = TABLE_RIGHT - TABLE_LEFT - f.get(fitted, True).size(value)[0] - 16
            ui.text(surface, f, ui.fit(f, label, fitted, room), fitted, theme.INK, (TABLE_LEFT, y))
            ui.text(surface, f, value, fitted, theme.GOLD, (TABLE_RIGHT, y), "topright", bold=True)
            y += step
        self._chart(surface, p)
        draw.rect(surface, theme.GOLD, BACK_BUTTON, border_radius=BACK_BUTTON.h // 2)
        ui.text(surface, f, _("Back ({button})").format(button=prompt_label(self.ctx, Act.BACK)), 22, theme.INK_DARK,
                BACK_BUTTON.center,
                "center", bold=True)

    def _table(self, surface: Target, columns: tuple[str, ...], rows: list, y: int, words: int) -> int:
        """Headings and rows (``table_layout``), the first ``words`` columns left-aligned and
        the figures right-aligned. Returns the y below."""
        f = self.ctx.fonts
        t = table_layout(f, [_(c) for c in columns], rows, words)
        tall = max(len(lines) for lines in t.heads)
        step = t.head_size + 3
        for i, (lines, x) in enumerate(zip(t.heads, t.xs)):
            for j, line in enumerate(lines):   # a heading's last line on the others' line
                ui.text(surface, f, line, t.head_size, theme.INK_MUTED, (x, y + (tall - len(lines) + j) * step),
                        "topleft" if i < words else "topright")
        y += (tall - 1) * step + 25
        for row in rows:
            for i, (value, x, room) in enumerate(zip(row, t.xs, t.rooms)):
                ui.text(surface, f, ui.fit(f, value, t.size, room), t.size, theme.INK, (x, y),
                        "topleft" if i < words else "topright")
            y += t.size + 6
        return y

    def _chart(self, surface: Target, p: ProfileStats) -> None:
        """Recent results as bars, oldest on the left: up for a win, down for a loss, as tall as
        the points between; a match given up is an outlined bar. Labelled on the chart itself."""
        f = self.ctx.fonts
        recent = p.recent
        ui.text(surface, f, chart_title(len(recent)), 26, theme.GOLD, (CHART.x, CHART.y - 40), bold=True)
        ui.panel(surface, CHART, alpha=170, radius=12)
        mid = CHART.centery
        draw.line(surface, theme.INK_MUTED, (CHART.x + 12, mid), (CHART.right - 12, mid), 2)
        if not recent:
            ui.text(surface, f, _(CHART_EMPTY), 22, theme.INK_MUTED, (CHART.centerx, mid - 40), "center")
            return
        ui.text(surface, f, _(CHART_WON), 18, WIN, (CHART.x + 12, mid - 6), "bottomleft", bold=True)
        ui.text(surface, f, _(CHART_LOST), 18, LOSS, (CHART.x + 12, mid + 6), "topleft", bold=True)
        most = max(1, max(abs(int(r.get("us", 0)) - int(r.get("them", 0))) for r in recent))
        words = max(f.get(18, True).size(_(w))[0] for w in (CHART_WON, CHART_LOST))
        left = CHART.x + max(60, 12 + words + 8)   # clear of the "won" / "lost" words
        slot = (CHART.right - 12 - left) / RECENT
        bar_w = max(6, int(slot * 0.7))
        half = CHART.h // 2 - 18
        for i, r in enumerate(recent):
            margin = int(r.get("us", 0)) - int(r.get("them", 0))
            won = bool(r.get("won"))
            h = max(4, round(half * abs(margin) / most))
            x = round(left + i * slot + (slot - bar_w) / 2)
            rect = pygame.Rect(x, mid - h if won else mid, bar_w, h)
            if r.get("given_up"):
                draw.rect(surface, LOSS, rect, 2, border_radius=3)
            else:
                draw.rect(surface, WIN if won else LOSS, rect, border_radius=3)
        y = CHART.bottom + 4
        ui.text(surface, f, _(CHART_ORDER), 18, theme.INK_MUTED, (left, y))
        wins = sum(bool(r.get("won")) for r in recent)
        given_up = sum(bool(r.get("given_up")) for r in recent)
        ui.text(surface, f, chart_tally(wins, len(recent) - wins, given_up), 20, theme.INK, (CHART.x, y + 28))
        lines = ui.wrap(f, _(CHART_HEIGHT), 20, CHART.w) + (ui.wrap(f, _(CHART_GIVEN_UP), 20, CHART.w)
                                                            if given_up else [])
        for i, line in enumerate(lines):
            ui.text(surface, f, line, 20, theme.INK_MUTED, (CHART.x, y + 56 + 26 * i))
