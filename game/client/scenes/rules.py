"""The rules reference: a tab for each game (``games.GAMES`` with a page in ``rules_text``),
scrolled with keys, wheel or page keys."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import GAMES
from game.rules.games import game

from .. import ui
from ..drawing import draw, sharp, theme
from ..drawing.canvas import Canvas, Target, layer, on
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label, using_pad
from ..text.rules_text import SECTIONS
from ..text.translate import N_, _
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

VIEW = pygame.Rect(140, 150, 1000, 530)
TEXT_W = VIEW.w - 90
LINE_STEP = 40
TABS = {g.key: g for g in GAMES if g.key in SECTIONS}   # the tabs, in the registry's order
TAB_STEP, TAB_GAP = 250, 14    # a tab's place and the room between two (narrower for many)
TAB_PAD = 10                   # room kept each side of a tab's name
TAB_H = 50                     # a tab's height
TAB_LEAST = theme.SIZE_BODY // 2   # the least size of a tab's name
TAB_EVEN_LEAST = 16            # below this size in tabs of one width, each tab is as wide as its name
TAB_SHARED_MOST = theme.SIZE_SMALL   # the most size of the names in tabs each as wide as its name


def tab_of(variant: str) -> str:
    """The tab that gives ``variant``'s rules: its own, else its family's (Napoleon for three)."""
    if variant in TABS:
        return variant
    family = game(variant).family
    return family if family in TABS else next(iter(TABS))


def _fade_mask(size: tuple[int, int], top: bool, bottom: bool, ramp: int = 36) -> pygame.Surface:
    """White with alpha ramps at the top and/or bottom, for BLEND_RGBA_MULT (made again at a
    larger scale for a larger window)."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 255))
    w, h = size
    for i in range(ramp):
        a = round(255 * (i + 1) / (ramp + 1))
        if top:
            pygame.draw.line(mask, (255, 255, 255, a), (0, i), (w, i))
        if bottom:
            pygame.draw.line(mask, (255, 255, 255, a), (0, h - 1 - i), (w, h - 1 - i))
    return sharp.remade(mask, lambda k: _fade_mask((sharp.px(w, k), sharp.px(h, k)), top, bottom,
                                                   sharp.px(ramp, k)))


class RulesScene(Scene):
    name = "rules"

    def __init__(self, ctx: Context, variant: str = next(iter(TABS))) -> None:
        super().__init__(ctx)
        self.variant = variant
        self.scroll = 0.0        # shown offset (eases toward target)
        self.target = 0.0
        self.pages: dict[str, pygame.Surface] = {}
        self.headings: dict[str, dict[str, int]] = {}   # tab -> heading -> its y on the page
        self.fades: dict[tuple[bool, bool], pygame.Surface] = {}
        self._plan: tuple[list[str], tuple[int, list[int]]] | None = None   # the tabs' names, and _tab_plan

    def enter(self) -> None:
        for key in TABS:
            self.pages[key] = self._layout(key)
        size = VIEW.inflate(-60, -40).size
        self.fades = {(top, bottom): _fade_mask(size, top, bottom) for top in (False, True) for bottom in (False,
                                                                                                           True)}

    # -- layout -------------------------------------------------------------------------
    def _layout(self, key: str) -> pygame.Surface:
        """Render a variant's whole text once onto a tall transparent surface (and again at a
        larger scale, with the fonts at that size, when a larger window first shows it)."""
        f = self.ctx.fonts
        sections = SECTIONS[key]
        ops: list[tuple[str, str, int]] = []   # (kind, text, y)
        y = 10
        body, head = theme.SIZE_BODY - 2, theme.SIZE_H2 - 4
        line_h = round(body * 1.45)
        self.headings[key] = {}
        for heading, paras in sections:
            self.headings[key][heading] = y   # (by its English words: ``show``)
            ops.append(("h", _(heading), y))
            y += round(head * 1.6)
            for p in map(_, paras):
                bullet = p.startswith("• ")
                txt = p[2:] if bullet else p
                indent = 30 if bullet else 0
                for j, line in enumerate(ui.wrap(f, txt, body, TEXT_W - indent)):
                    ops.append(("b" if bullet and j == 0 else "p", line, y))
                    if indent:
                        ops[-1] = (ops[-1][0] + "i", line, y)
                    y += line_h
                y += round(body * 0.55)
            y += round(body * 0.7)
        size = (TEXT_W, y + 10)

        def paint(k: float) -> pygame.Surface:
            page = Canvas(pygame.Surface((sharp.px(size[0], k), sharp.px(size[1], k)), pygame.SRCALPHA), k,
                          size=size)
            for kind, line, ly in ops:
                if kind == "h":
                    ui.text(page, f, line, head, theme.GOLD, (0, ly), bold=True)
                else:
                    x = 30 if kind.endswith("i") else 0
                    if kind.startswith("b"):
                        draw.circle(page, theme.GOLD, (12, ly + line_h // 2 - 2), 5)
                    ui.text(page, f, line, body, theme.INK, (x, ly))
            return page.target
        return sharp.remade(paint(1.0), paint)

    @property
    def max_scroll(self) -> float:
        page = self.pages.get(self.variant)
        return max(0.0, (page.get_height() if page else 0) - (VIEW.h - 40))

    # -- input --------------------------------------------------------------------------
    def tab_rects(self) -> dict[str, pygame.Rect]:
        rects, x = {}, VIEW.x
        for key, w in zip(TABS, self._tab_plan()[1]):
            rects[key] = pygame.Rect(x, 86, w, TAB_H)
            x += w + TAB_GAP
        return rects

    def tab_size(self) -> int:
        """The size of the tabs' names: one for all, the largest at which each name stays inside
        its tab (bold, as when chosen) on one line, or on two where a line holds only a smaller
        size (a long name, such as Finnish's), a word never split between the two."""
        return self._tab_plan()[0]

    def tab_lines(self, key: str) -> list[str]:
        """Tab ``key``'s name as it is drawn at ``tab_size``: one line, or two."""
        size, widths = self._tab_plan()
        name = _(TABS[key].name)
        return self._tab_lines(name, size, widths[list(TABS).index(key)] - 2 * TAB_PAD) or [name]

    def _tab_plan(self) -> tuple[int, list[int]]:
        """The size of the tabs' names and each tab's width: tabs of one width, unless a name
        then keeps its words whole only below ``TAB_EVEN_LEAST`` (a long word, as Japanese's
        ハーゼンプフェッファー): then each tab as wide as its name on one line needs, the row
        shared out among them, at the largest size (up to ``TAB_SHARED_MOST``) where it holds them."""
        names = [_(g.name) for g in TABS.values()]
        if self._plan is not None and self._plan[0] == names:
            return self._plan[1]
        n, f = len(names), self.ctx.fonts
        step = min(TAB_STEP, (VIEW.w + TAB_GAP) // n)
        even = step - TAB_GAP - 2 * TAB_PAD
        size = theme.SIZE_BODY
        while size > TAB_LEAST and not all(self._tab_lines(name, size, even) for name in names):
            size -= 1
        plan = size, [step - TAB_GAP] * n
        room = VIEW.w - (n - 1) * TAB_GAP
        for shared in range(TAB_SHARED_MOST, size, -1) if size < TAB_EVEN_LEAST else ():
            needs = [f.get(shared, True).size(name)[0] + 2 * TAB_PAD for name in names]
            if sum(needs) <= room:
                spare, odd = divmod(room - sum(needs), n)
                plan = shared, [w + spare + (i < odd) for i, w in enumerate(needs)]
                break
        self._plan = names, plan
        return plan

    def _tab_lines(self, name: str, size: int, width: int) -> list[str]:
        """``name`` in lines no wider than ``width`` at ``size``: one, else two where two lines
        fit the tab's height; [] when neither does."""
        f = self.ctx.fonts
        if f.get(size, True).size(name)[0] <= width:
            return [name]
        lines = ui.wrap(f, name, size, width, bold=True)
        fits = len(lines) == 2 and all(f.get(size, True).size(x)[0] <= width for x in lines)
        return lines if fits and 2 * f.get(size, True).get_linesize() <= TAB_H - 4 else []

    def _scroll_to(self, value: float) -> None:
        self.target = min(self.max_scroll, max(0.0, value))
        if self.ctx.settings.reduced_motion:
            self.scroll = self.target

    def show(self, heading: str) -> None:
        """Scroll the current tab so that ``heading`` is at the top (as far as the page goes)."""
        self.scroll = self.target = min(self.max_scroll, float(self.headings[self.variant][heading]))

    def _switch(self, key: str) -> None:
        if key != self.variant:
            self.variant = key
            self.scroll = self.target = 0.0

    def handle(self, intent: Intent) -> bool:
        act = intent.act
        keys = list(TABS)
        if act is Act.BACK:
            self.ctx.stack.pop()
        elif act in (Act.LEFT, Act.RIGHT):
            i = keys.index(self.variant) + (1 if act is Act.RIGHT else -1)
            self._switch(keys[i % len(keys)])
        elif act in (Act.UP, Act.DOWN):
            self._scroll_to(self.target + (LINE_STEP if act is Act.DOWN else -LINE_STEP))
        elif act is Act.SCROLL:
            self._scroll_to(self.target + intent.amount * LINE_STEP / 3)
        elif act in (Act.PAGE, Act.PREV_CARD, Act.NEXT_CARD):   # page keys; a controller's shoulders
            pages = intent.amount if act is Act.PAGE else (1 if act is Act.NEXT_CARD else -1)
            self._scroll_to(self.target + pages * (VIEW.h - 80))
        elif act is Act.CLICK and intent.pos is not None:
            for key, r in self.tab_rects().items():
                if r.collidepoint(intent.pos):
                    self._switch(key)
        else:
            return False
        return True

    def next_frame(self) -> float | None:
        return 0.0 if self.scroll != self.target else None   # gliding to where it was scrolled

    def update(self, dt: float) -> None:
        self.target = min(self.max_scroll, self.target)
        gap = self.target - self.scroll
        if abs(gap) < 0.5:
            self.scroll = self.target
        else:
            self.scroll += gap * min(1.0, dt * 14)

    # -- drawing ------------------------------------------------------------------------
    def _hint(self) -> str:
        c = self.ctx
        sides = f"{prompt_label(c, Act.LEFT)}/{prompt_label(c, Act.RIGHT)}"
        scroll = f"{prompt_label(c, Act.UP)}/{prompt_label(c, Act.DOWN)}"
        if not using_pad(c):
            return footer(c, ((sides, N_("game")), (_("{keys}, wheel, Page keys").format(keys=scroll), N_("scroll")),
                              (Act.BACK, N_("back"))))
        pages = f"{prompt_label(c, Act.PREV_CARD)}/{prompt_label(c, Act.NEXT_CARD)}"
        return footer(c, ((sides, N_("game")), (scroll, N_("scroll")), (pages, N_("page")), (Act.BACK, N_("back"))))

    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        title = ui.text(surface, f, _("Rules"), theme.SIZE_H1, theme.INK, (VIEW.x, 22), bold=True, shadow=True)
        room = VIEW.right - title.right - 24
        ui.text(surface, f, ui.fit(f, self._hint(), theme.SIZE_SMALL, room), theme.SIZE_SMALL, theme.INK_MUTED,
                (VIEW.right, 44), "topright")
        tab_size = self.tab_size()
        for key, r in self.tab_rects().items():
            active = key == self.variant
            if active:
                draw.rect(surface, theme.GOLD, r, border_radius=12)
            else:
                ui.panel(surface, r, alpha=170, radius=12)
            lines = self.tab_lines(key)
            step = f.get(tab_size, True).get_linesize()
            for i, line in enumerate(lines):
                ui.text(surface, f, line, tab_size, theme.INK_DARK if active else theme.INK,
                        (r.centerx, r.centery + (i - (len(lines) - 1) / 2) * step), "center", bold=active)
        ui.panel(surface, VIEW, alpha=200, radius=16)
        page = self.pages.get(self.variant)
        if page is None:
            return
        inner = VIEW.inflate(-60, -40)
        view = layer(surface, inner.size)
        view.blit(page, (0, -round(self.scroll)))
        # Soften the text where it runs under the edges, so it reads as "more this way".
        view.blit(self.fades[(self.scroll > 1, self.scroll < self.max_scroll - 1)], (0, 0),
                  special_flags=pygame.BLEND_RGBA_MULT)
        on(surface).blit(view, inner)
        # Scrollbar.
        total = page.get_height()
        if total > inner.h:
            track = pygame.Rect(VIEW.right - 22, VIEW.y + 20, 8, VIEW.h - 40)
            draw.rect(surface, (40, 80, 58), track, border_radius=4)
            h = max(30, round(track.h * inner.h / total))
            y = track.y + round((track.h - h) * (self.scroll / self.max_scroll if self.max_scroll else 0))
            draw.rect(surface, theme.GOLD, (track.x, y, track.w, h), border_radius=4)
