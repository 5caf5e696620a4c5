"""The settings screen: change, see at once, and save each setting; type the player's name
(renaming yourself asks whether your statistics go with you)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.rules.cards import ACE, CLUBS, DIAMONDS, HEARTS, JACK, SPADES, card

from .. import ui
from ..drawing import draw, theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import footer, prompt_label, using_pad
from ..settings import ANIMATION_SPEEDS, LAN_REACH, NAME_MAX, Settings, name_shown
from ..text.translate import LANGUAGES, N_, _, current
from .base import Scene
from .option_rows import arrow_side, row_arrows, row_intent

if TYPE_CHECKING:
    from ..context import Context

ROW_H = 42
ROW_GAP = 2
TOP = 132
LEFT = 120
WIDTH = 700


@dataclass(frozen=True, slots=True)
class Row:
    key: str
    label: str
    value: Callable[[Settings], str]
    change: Callable[[Settings, int], Settings] | None   # None: activating does something else


def _cycle(values: tuple[str, ...], current: str, step: int) -> str:
    return values[(values.index(current) + step) % len(values)]


def _on_off(v: bool) -> str:
    return N_("On") if v else N_("Off")


# A table hosted here: other machines on the network may join, or this machine only.
REACH_WORDS = {"network": N_("This network"), "machine": N_("This machine only")}
SPEED_WORDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}


ROWS: tuple[Row, ...] = (
    # (labels and values are English ids, N_: the screen shows them with _())
    Row("animation_speed", N_("Animation speed"), lambda s: SPEED_WORDS.get(s.animation_speed, s.animation_speed),
        lambda s, d: s.with_(animation_speed=_cycle(ANIMATION_SPEEDS, s.animation_speed, d))),
    Row("four_colour", N_("Four-colour deck"), lambda s: _on_off(s.four_colour),
        lambda s, d: s.with_(four_colour=not s.four_colour)),
    Row("large_cards", N_("Larger cards"), lambda s: _on_off(s.large_cards),
        lambda s, d: s.with_(large_cards=not s.large_cards)),
    Row("reduced_motion", N_("Reduced motion"), lambda s: _on_off(s.reduced_motion),
        lambda s, d: s.with_(reduced_motion=not s.reduced_motion)),
    Row("volume", N_("Sound volume"), lambda s: f"{s.volume}%",
        lambda s, d: s.with_(volume=max(0, min(100, s.volume + 10 * d)))),
    Row("muted", N_("Mute sound"), lambda s: _on_off(s.muted), lambda s, d: s.with_(muted=not s.muted)),
    Row("player_name", N_("Player name"), lambda s: name_shown(s.player_name), None),
    Row("rumble", N_("Controller rumble"), lambda s: _on_off(s.rumble), lambda s, d: s.with_(rumble=not s.rumble)),
    Row("fullscreen", N_("Full screen"), lambda s: _on_off(s.fullscreen),
        lambda s, d: s.with_(fullscreen=not s.fullscreen)),
    Row("lan_reach", N_("Who can join (LAN)"), lambda s: REACH_WORDS[s.lan_reach],
        lambda s, d: s.with_(lan_reach=_cycle(LAN_REACH, s.lan_reach, d))),
    # Each language by its own name; the one spoken now (the setting's, --lang or the system's).
    Row("language", N_("Language"), lambda s: LANGUAGES.get(current(), current()),
        lambda s, d: s.with_(language=_cycle(tuple(LANGUAGES), current() if current() in LANGUAGES else "en", d))),
    Row("back", N_("Back"), lambda s: "", None),
)

# What Enter does on a row that does something; on a value row it goes on to the next row
# (only Left/Right or a click on an arrow change a value).
CONFIRM_WORDS = {"player_name": N_("type your name"), "back": N_("back")}
NEXT_WORD = N_("next row")


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = 0
        self.editing = False
        self.draft = ""
        self.renamed: str | None = None   # a name just typed, not yet taken
        self.time = 0.0

    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.editing

    def typing(self) -> tuple[str, str]:
        return N_("Your name"), self.draft

    # -- geometry -----------------------------------------------------------------------
    @staticmethod
    def row_rect(i: int) -> pygame.Rect:
        return pygame.Rect(LEFT, TOP + i * (ROW_H + ROW_GAP), WIDTH, ROW_H)

    @staticmethod
    def arrow_rects(i: int) -> tuple[pygame.Rect, pygame.Rect]:
        return row_arrows(SettingsScene.row_rect(i), 300, 8)

    def index_of(self, key: str) -> int:
        return next(i for i, r in enumerate(ROWS) if r.key == key)

    # -- input --------------------------------------------------------------------------
    def _change(self, i: int, step: int) -> None:
        row = ROWS[i]
        if row.change is not None:
            self.ctx.change_settings(row.change(self.ctx.settings, step))

    @staticmethod
    def acts(i: int) -> bool:
        """Whether row ``i`` does something when chosen (a name to type, Back), not a value."""
        return ROWS[i].change is None

    def _activate(self, i: int) -> None:
        row = ROWS[i]
        if row.key == "back":
            self.ctx.stack.pop()
        elif row.key == "player_name":
            self.editing = True
            self.draft = name_shown(self.ctx.settings.player_name)

    def _handle_text(self, intent: Intent) -> bool:
        if intent.act is Act.TEXT:
            clean = "".join(ch for ch in intent.text if ch.isprintable())
            self.draft = (self.draft + clean)[:NAME_MAX]
        elif intent.act is Act.ERASE:
            self.draft = self.draft[:-1]
        elif intent.act is Act.CONFIRM or (intent.act is Act.CLICK and intent.pos is not None
                                           and not self.row_rect(self.focus).collidepoint(intent.pos)):
            self.editing = False
            if intent.act is Act.CONFIRM:   # Enter keeps the name and goes on, as on a value row
                self.focus = min(self.focus + 1, len(ROWS) - 1)
            self.renamed = self.draft   # taken up by ``update``, once this scene is on top again
        elif intent.act is Act.BACK:
            self.editing = False
        return True

    def handle(self, intent: Intent) -> bool:
        if self.editing:
            return self._handle_text(intent)
        got = row_intent(intent, self.focus, len(ROWS), self.row_rect, self._arrow_at, acts=self.acts)
        self.focus = got.focus
        if got.what == "back":
            self.ctx.stack.pop()
        elif got.what == "change":
            self._change(self.focus, got.step)
        elif got.what == "activate":
            self._activate(self.focus)
        return got.what != ""

    def _arrow_at(self, i: int, pos: tuple[int, int]) -> int:
        return arrow_side(self.arrow_rects(i), pos) if ROWS[i].change is not None else 0

    def update(self, dt: float) -> None:
        self.time += dt
        if self.renamed is not None:   # (after the on-screen keyboard has gone)
            from .rename import rename_me
            typed, self.renamed = self.renamed, None
            rename_me(self.ctx, typed)   # asks first if the old name has statistics

    def next_frame(self) -> float | None:
        return ui.next_blink(self.time) if self.editing else None   # the caret

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: Target) -> None:
        ui.felt(surface, self.ctx.felt)
        f = self.ctx.fonts
        s = self.ctx.settings
        ui.text(surface, f, _("Settings"), theme.SIZE_H1, theme.INK, (LEFT, 46), bold=True, shadow=True)
        for i, row in enumerate(ROWS):
            r = self.row_rect(i)
            focused = i == self.focus
            ui.panel(surface, r, alpha=235 if focused else 170, radius=12,
                     edge=theme.GOLD if focused else theme.PANEL_EDGE)
            if focused:
                draw.rect(surface, theme.GOLD, pygame.Rect(r.x, r.y, 8, r.h), border_radius=4)
            colour = theme.GOLD if focused else theme.INK
            ui.label(surface, f, self.label(row), theme.SIZE_BODY, colour, (r.x + 28, r.centery),
                     r.w - 300 - 28 - 10, bold=focused)
            if row.key == "player_name":
                self._draw_name(surface, r, focused)
            elif row.change is not None:
                ui.value_with_arrows(surface, f, row.value(s), *self.arrow_rects(i), focused)
        hint = self._hint()
        ui.text(surface, f, hint, theme.SIZE_SMALL, theme.INK_MUTED, (LEFT, 690), "bottomleft")
        self._draw_preview(surface)

    def label(self, row: Row) -> str:
        """A row's words; Language also in English when another language is spoken, so whoever
        cannot read it finds the way back."""
        if row.key == "language" and self.ctx.language != "en":
            return _("{label} (Language)").format(label=_(row.label))
        return _(row.label)

    def _hint(self) -> str:
        """The footer, worded for the focused row."""
        c = self.ctx
        if self.editing:
            where = _("Type a name on the keyboard") if using_pad(c) else _("Type a name")
            return f"{where}  ·  " + footer(c, ((Act.CONFIRM, N_("keep it")), (Act.BACK, N_("cancel"))))
        row = ROWS[self.focus]
        pairs: list[tuple[Act | str, str]] = [(f"{prompt_label(c, Act.UP)}/{prompt_label(c, Act.DOWN)}",
                                               N_("choose"))]
        if row.change is not None:
            pairs.append((f"{prompt_label(c, Act.LEFT)}/{prompt_label(c, Act.RIGHT)}", N_("change")))
        pairs.append((Act.CONFIRM, CONFIRM_WORDS.get(row.key, NEXT_WORD)))
        if row.key != "back":
            pairs.append((Act.BACK, N_("back")))
        return footer(c, pairs)

    def _draw_name(self, surface: Target, r: pygame.Rect, focused: bool) -> None:
        f = self.ctx.fonts
        box = pygame.Rect(r.right - 300, r.y + 6, 288, r.h - 12)
        draw.rect(surface, (250, 247, 236) if self.editing else (30, 62, 44), box, border_radius=8)
        draw.rect(surface, theme.GOLD if focused else theme.PANEL_EDGE, box, 2, border_radius=8)
        shown = self.draft if self.editing else name_shown(self.ctx.settings.player_name)
        colour = theme.INK_DARK if self.editing else theme.INK
        tr = ui.text(surface, f, shown, theme.SIZE_BODY, colour, (box.x + 14, box.centery), "midleft")
        if self.editing and ui.caret_shown(self.time):
            draw.line(surface, theme.INK_DARK, (tr.right + 3, box.y + 9), (tr.right + 3, box.bottom - 9), 2)

    def _draw_preview(self, surface: Target) -> None:
        """Four cards that show the deck colours and card size as they are now set."""
        s = self.ctx.settings
        area = pygame.Rect(860, 132, 360, 520)
        ui.panel(surface, area, alpha=150, radius=14)
        ui.text(surface, self.ctx.fonts, _("Preview"), theme.SIZE_SMALL, theme.INK_MUTED, (area.centerx, area.y + 16),
                "midtop")
        width = 118 if s.large_cards else 94
        cards = (card(ACE, CLUBS), card(JACK, DIAMONDS), card(ACE, HEARTS), card(JACK, SPADES))
        for i, c in enumerate(cards):
            face = self.ctx.cards.face(c, width, four_colour=s.four_colour)
            x = area.centerx + (-width - 14 if i % 2 == 0 else 14)
            y = area.y + 60 + (i // 2) * (face.get_height() + 24)
            surface.blit(face, (x, y))
