"""Statistics per player profile: matches by game (won, points, three-handed placings) and by
opponent, hands, euchres, marches, a chart of recent results."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.stats import ProfileStats

from .. import theme, ui
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

CHART = pygame.Rect(700, 170, 540, 300)
BACK_BUTTON = pygame.Rect(1070, 662, 180, 46)
WIN, LOSS = (110, 200, 120), (226, 110, 96)


COLUMNS = (("Game", 60), ("Against", 220), ("Won", 530), ("Played", 600))
GAME_COLUMNS = (("Game", 60), ("Played", 290), ("Won", 350), ("Points", 425), ("1st / 2nd / 3rd", 600))
MAX_AGAINST = 4   # rows of the table by opponent


def games_rows(p: ProfileStats) -> list[tuple[str, str, str, str, str]]:
    """One row per game played: (game, played, won, points, placings). Three-handed is
    counted on its own; its placings say how often the player came first, second, third."""
    out = []
    for variant in p.variants():
        places = p.placings.get(variant)
        placed = " / ".join(map(str, places)) if places else "–"
        out.append((variant.capitalize(), str(p.played(variant)), str(p.won(variant)),
                    str(p.points.get(variant, 0)), placed))
    return out


def matches_rows(p: ProfileStats) -> list[tuple[str, str, str, str]]:
    """One row per variant and opponent level played: (game, against, won, played)."""
    out = []
    for key in sorted(p.matches):
        variant, _, level = key.partition("/")
        against = "people" if level == "people" else f"computer, {level.replace('/', ', ')}"
        out.append((variant.capitalize(), against, str(p.wins.get(key, 0)), str(p.matches[key])))
    return out


def figure_lines(p: ProfileStats) -> list[tuple[str, str]]:
    return [("Hands played", str(p.hands)),
            ("Hands made (as makers)", str(p.hands_made)),
            ("Marches", str(p.marches)),
            ("Times you were euchred", str(p.euchres_suffered)),
            ("Euchres you inflicted", str(p.euchres_inflicted)),
            ("Lone hands tried / made", f"{p.lone_tried} / {p.lone_made}")]


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

    def draw(self, surface: pygame.Surface) -> None:
        f = self.ctx.fonts
        surface.blit(self.ctx.felt.surface(surface.get_size()), (0, 0))
        p = self.profile
        name = self.names[self.index]
        ui.text(surface, f, f"Statistics: {name}", theme.SIZE_H1, theme.INK, (60, 30), bold=True, shadow=True)
        if len(self.names) > 1:
            sides = f"{prompt_label(self.ctx, Act.LEFT)}/{prompt_label(self.ctx, Act.RIGHT)}"
            ui.text(surface, f, footer(self.ctx, ((sides, f"other players ({self.index + 1} of {len(self.names)})"),)),
                    theme.SIZE_SMALL, theme.INK_MUTED, (62, 96))
        y = 132
        ui.text(surface, f, f"Matches: won {p.won()} of {p.played()}", 26, theme.GOLD, (60, y), bold=True)
        y += 38
        rows = matches_rows(p)
        if not rows:
            ui.text(surface, f, "No match finished yet.", 22, theme.INK, (60, y))
            y += 30
        else:
            y = self._table(surface, GAME_COLUMNS, games_rows(p), y, first=250)
            y = self._table(surface, COLUMNS, rows[:MAX_AGAINST], y + 10, first=500)
        y += 12
        for label, value in figure_lines(p):
            ui.text(surface, f, label, 21, theme.INK, (60, y))
            ui.text(surface, f, value, 21, theme.GOLD, (600, y), "topright", bold=True)
            y += 29
        self._chart(surface, p)
        pygame.draw.rect(surface, theme.GOLD, BACK_BUTTON, border_radius=BACK_BUTTON.h // 2)
        ui.text(surface, f, f"Back ({prompt_label(self.ctx, Act.BACK)})", 22, theme.INK_DARK, BACK_BUTTON.center,
                "center", bold=True)

    def _table(self, surface: pygame.Surface, columns: tuple[tuple[str, int], ...], rows: list,
               y: int, first: int) -> int:
        """A header and rows; columns at x >= ``first`` are right-aligned. Returns the y below."""
        f = self.ctx.fonts
        for label, x in columns:
            ui.text(surface, f, label, 19, theme.INK_MUTED, (x, y), "topright" if x >= first else "topleft")
        y += 25
        for row in rows:
            for value, (_label, x) in zip(row, columns):
                ui.text(surface, f, value, 21, theme.INK, (x, y), "topright" if x >= first else "topleft")
            y += 27
        return y

    def _chart(self, surface: pygame.Surface, p: ProfileStats) -> None:
        """Recent results as bars: up for a win, down for a loss, as tall as the points between."""
        f = self.ctx.fonts
        ui.text(surface, f, "Recent matches", 26, theme.GOLD, (CHART.x, CHART.y - 40), bold=True)
        ui.panel(surface, CHART, alpha=170, radius=12)
        mid = CHART.centery
        pygame.draw.line(surface, theme.INK_MUTED, (CHART.x + 12, mid), (CHART.right - 12, mid), 2)
        recent = p.recent
        if not recent:
            ui.text(surface, f, "Finish a match to see it here.", 22, theme.INK_MUTED, (CHART.centerx, mid - 40),
                    "center")
            return
        most = max(1, max(abs(int(r.get("us", 0)) - int(r.get("them", 0))) for r in recent))
        slot = (CHART.w - 24) / 20
        bar_w = max(6, int(slot * 0.7))
        half = CHART.h // 2 - 18
        for i, r in enumerate(recent):
            margin = int(r.get("us", 0)) - int(r.get("them", 0))
            won = bool(r.get("won"))
            h = max(4, round(half * abs(margin) / most))
            x = round(CHART.x + 12 + i * slot + (slot - bar_w) / 2)
            rect = pygame.Rect(x, mid - h if won else mid, bar_w, h)
            pygame.draw.rect(surface, WIN if won else LOSS, rect, border_radius=3)
        wins = sum(bool(r.get("won")) for r in recent)
        ui.text(surface, f, f"Last {len(recent)}: {wins} won, {len(recent) - wins} lost (oldest on the left)",
                20, theme.INK, (CHART.x, CHART.bottom + 10))
        ui.text(surface, f, "Up: won · down: lost · height: the points between", 20,
                theme.INK_MUTED, (CHART.x, CHART.bottom + 38))
