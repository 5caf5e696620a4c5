"""Small drawing helpers and the focusable vertical menu used by the menu scenes."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .art.felt import Felt
from .drawing import draw, theme
from .drawing.canvas import Canvas, Target, layer, on
from .drawing.fonts import Fonts
from .input.intents import Act, Intent
from .text.translate import _

# While a list: every line ``text`` draws, as (words, rect, the surface's logical size, which
# surface: one a scene), and every label drawn in a box, as (words, rect, box) (tests: nothing
# overflows, in any language).
TEXTS: list[tuple[str, pygame.Rect, tuple[int, int], int]] | None = None
BOXED: list[tuple[str, pygame.Rect, pygame.Rect]] | None = None


def text(surface: Target, fonts: Fonts, s: str, size: int, colour, pos: tuple[float, float],
         anchor: str = "topleft", bold: bool = False, shadow: bool = False) -> pygame.Rect:
    """Draw one line of text with its ``anchor`` (a pygame.Rect attribute) at ``pos``; on a
    larger Canvas, with the font at the larger size."""
    rect = _text(surface, fonts, s, size, colour, pos, anchor, bold, shadow)
    if TEXTS is not None and s.strip():
        TEXTS.append((s, rect, surface.get_size(), id(surface)))
    return rect


def boxed(words: str, rect: pygame.Rect, box: pygame.Rect) -> None:
    """Note a label drawn in a box of fixed size (tests: it stays inside)."""
    if BOXED is not None and words.strip():
        BOXED.append((words, rect.copy(), box.copy()))


def _text(surface: Target, fonts: Fonts, s: str, size: int, colour, pos: tuple[float, float],
          anchor: str, bold: bool, shadow: bool) -> pygame.Rect:
    if isinstance(surface, Canvas) and not surface.exact:
        rect = pygame.Rect((0, 0), fonts.get(size, bold).size(s))
        setattr(rect, anchor, (round(pos[0]), round(pos[1])))
        font = fonts.get(round(size * surface.k), bold)
        if shadow:
            sh = font.render(s, True, (0, 0, 0))
            sh.set_alpha(110)
            off = max(2, size // 18)
            surface.put(sh, rect.move(off, off), anchor=anchor)
        surface.put(font.render(s, True, colour), rect, anchor=anchor)
        return rect
    img = fonts.render(s, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        sh = fonts.render(s, size, (0, 0, 0), bold)
        sh.set_alpha(110)
        off = max(2, size // 18)
        surface.blit(sh, rect.move(off, off))
    surface.blit(img, rect)
    return rect


def wrap(fonts: Fonts, s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``width`` pixels: between words, and in Japanese
    between two characters of kana or kanji too (never inside a word of katakana, a run of
    Latin letters or a number with its counter, nor before a closing mark or after an opening
    one). A word is never split: one wider than ``width`` has a line of its own, as wide as it
    is (the caller shrinks the size, or cuts it short, as for any word too long). A last line
    of a character or two (Japanese's "了。") takes the words before it along where they fit,
    so no line holds only that."""
    font = fonts.get(size, bold)
    lines: list[list[tuple[str, bool]]] = []
    line: list[tuple[str, bool]] = []
    for unit in units(s):
        if not line or font.size(joined([*line, unit]))[0] <= width:
            line.append(unit)
        else:
            lines.append(line)
            line = [unit]
    if line:
        lines.append(line)
    while len(lines) > 1 and len(lines[-2]) > 1 and len(joined(lines[-1])) < SHORTEST_LINE:
        moved = [lines[-2][-1], *lines[-1]]
        if font.size(joined(moved))[0] > width:
            break
        lines[-2], lines[-1] = lines[-2][:-1], moved
    return [joined(units_) for units_ in lines]


SHORTEST_LINE = 3   # characters: a last line shorter takes a piece from the line before, if it can
DIGITS = frozenset("0123456789")


def joined(pieces: list[tuple[str, bool]]) -> str:
    """The pieces ``units`` gives, as one line (a space before each that had one, but the first)."""
    return "".join(f" {word}" if spaced and i else word for i, (word, spaced) in enumerate(pieces))


# Japanese (and Chinese) writing: kana, kanji and their punctuation, where a line may break
# between characters; the marks a line may not start with, and those it may not end with.
CJK = ((0x3000, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF),
       (0x31F0, 0x31FF))
NO_LINE_START = frozenset("、。，．・：；？！）」』】〕〉》ー々"
                          "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥)]},.:;!?%")
NO_LINE_END = frozenset("（「『【〔〈《([{")


def is_cjk(ch: str) -> bool:
    o = ord(ch)
    return any(lo <= o <= hi for lo, hi in CJK)


def is_katakana(ch: str) -> bool:
    """A letter of a word of katakana: katakana (full or half width, small ones too), the long
    vowel mark ー and the marks of repetition; not the middle dot ・, which is between words."""
    return ("\u30a1" <= ch <= "\u30fa" or "\u30fc" <= ch <= "\u30ff" or "\u31f0" <= ch <= "\u31ff"
            or "\uff66" <= ch <= "\uff9f")


def breaks_between(prev: str, ch: str) -> bool:
    """Whether a line of a word with no spaces (Japanese) may break between ``prev`` and ``ch``:
    where either is kana or kanji, but not inside a word of katakana, nor between a number and
    its counter (2トリック, 6点), nor before a closing mark or after an opening one. (A run of
    Latin letters or digits holds no kana or kanji, so it is never split.)"""
    if not (is_cjk(ch) or is_cjk(prev)) or ch in NO_LINE_START or prev in NO_LINE_END:
        return False
    return not (is_katakana(prev) and is_katakana(ch)) and prev not in DIGITS


def units(s: str) -> list[tuple[str, bool]]:
    """``s`` as the pieces a line may break between, each with whether a space comes before it:
    its words, and in a word of Japanese the pieces between the places ``breaks_between`` allows
    (a character of kana or kanji with the marks that keep to it, a word of katakana whole, a
    number with its counter)."""
    out: list[tuple[str, bool]] = []
    for word in s.split():
        if word.isascii():
            out.append((word, True))
            continue
        first, piece = True, ""
        for ch in word:
            if piece and breaks_between(piece[-1], ch):
                out.append((piece, first))
                first, piece = False, ""
            piece += ch
        out.append((piece, first))
    return out


def size_to_fit(fonts: Fonts, s: str, size: int, width: int, bold: bool = False, least: int = 0) -> int:
    """``size``, or a smaller one (down to ``least``, default two thirds of it) at which ``s``
    is no wider than ``width``: a label of fixed room says longer words a little smaller."""
    least = least or max(10, size * 2 // 3)
    while size > least and fonts.get(size, bold).size(s)[0] > width:
        size -= 1
    return size


def label(surface: Target, fonts: Fonts, s: str, size: int, colour, pos: tuple[float, float], room: int,
          anchor: str = "midleft", bold: bool = False) -> pygame.Rect:
    """A row's label in ``room`` pixels: a little smaller if its words are longer, cut short
    if even so (English fits as it was)."""
    fitted = size_to_fit(fonts, s, size, room, bold)
    return text(surface, fonts, fit(fonts, s, fitted, room, bold), fitted, colour, pos, anchor, bold)


def fit(fonts: Fonts, s: str, size: int, width: int, bold: bool = False) -> str:
    """``s``, cut short with an ellipsis if it is wider than ``width`` pixels."""
    font = fonts.get(size, bold)
    if font.size(s)[0] <= width:
        return s
    while len(s) > 2 and font.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip() + "…"


# The most a player's name takes, at SIZE_SMALL: "Computer (normal)" or "Wolfgang Amadeus"
# whole, "WWWWWWWWWWWWWWWW" (16 letters, the longest name typed here) cut. Wherever a name is
# shown, it is at most this wide (in proportion at other sizes), so a box or a line laid out
# for a name holds any name; a name from a LAN host may be longer than one typed here.
NAME_ROOM = 220


def shown_name(fonts: Fonts, name: str) -> str:
    """``name`` as the screen shows it: cut short with an ellipsis past ``NAME_ROOM``."""
    return fit(fonts, name, theme.SIZE_SMALL, NAME_ROOM)


def fit_names(fonts: Fonts, names: list[str], size: int, width: int, *, head: str = "", tail: str = "",
              joiner: str = " & ", bold: bool = False) -> str:
    """``head + joiner.join(names) + tail`` no wider than ``width`` pixels: the longest name is
    cut short (with an ellipsis) until it fits, so each name keeps as much of itself as the
    others do; if even names of a letter each do not fit, the words themselves are cut."""
    font = fonts.get(size, bold)
    names = list(names)
    out = head + joiner.join(names) + tail
    while font.size(out)[0] > width:
        cuttable = [i for i, n in enumerate(names) if len(n.rstrip("…")) > 1]
        if not cuttable:
            return fit(fonts, out, size, width, bold)
        i = max(cuttable, key=lambda k: font.size(names[k])[0])
        names[i] = names[i].rstrip("…")[:-1].rstrip() + "…"
        out = head + joiner.join(names) + tail
    return out


def fit_pattern(fonts: Fonts, pattern: str, names: list[str], size: int, width: int, *,
                joiner: str = " & ", bold: bool = False) -> str:
    """``pattern`` (words said in the player's language, with one ``{name}``) with the names
    in it, no wider than ``width``: the names cut short as ``fit_names`` does."""
    head, _sep, tail = pattern.partition("{name}")
    return fit_names(fonts, names, size, width, head=head.replace("{{", "{").replace("}}", "}"),
                     tail=tail.replace("{{", "{").replace("}}", "}"), joiner=joiner, bold=bold)


def panel(surface: Target, rect: pygame.Rect, alpha: int = 215, radius: int = 18,
          fill=theme.PANEL, edge=theme.PANEL_EDGE) -> None:
    """A rounded translucent panel with a thin edge."""
    s = layer(surface, rect.size)
    draw.rect(s, (*fill, alpha), s.get_rect(), border_radius=radius)
    draw.rect(s, (*edge, 255), s.get_rect(), 2, border_radius=radius)
    on(surface).blit(s, rect)


def value_with_arrows(surface: Target, fonts: Fonts, value: str, left: pygame.Rect,
                      right: pygame.Rect, focused: bool) -> None:
    """A row's value between its two change arrows (settings, the LAN seats)."""
    for rect, sign in ((left, -1), (right, 1)):
        cx, cy = rect.center
        pts = [(cx - 6 * sign, cy - 10), (cx + 8 * sign, cy), (cx - 6 * sign, cy + 10)]
        draw.polygon(surface, theme.GOLD if focused else theme.INK_MUTED, pts)
    mid = ((left.right + right.left) // 2, left.centery)
    room = right.left - left.right - 8
    size = size_to_fit(fonts, _(value), theme.SIZE_BODY, room, bold=True)
    r = text(surface, fonts, fit(fonts, _(value), size, room, bold=True), size, theme.INK, mid, "center", bold=True)
    boxed(_(value), r, pygame.Rect(left.right, left.y, right.left - left.right, left.h))


def veil(surface: Target, alpha: int = 150) -> None:
    """Darken everything drawn so far (under an overlay), over all the window shows."""
    t = surface.target if isinstance(surface, Canvas) else surface
    keep = 255 - alpha
    t.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def felt(surface: Target, art: Felt) -> None:
    """The felt under a whole screen, over all the window shows (beyond a 1280x720 layout in
    a window of another shape too)."""
    if isinstance(surface, Canvas) and not surface.exact:
        surface.target.blit(art.surface(surface.target.get_size()), (0, 0))
    else:
        surface.blit(art.surface(surface.get_size()), (0, 0))


@dataclass(frozen=True, slots=True)
class MenuItem:
    key: str
    label: str               # an English id (N_) or words already said: shown with _()
    enabled: bool = True
    greyed: bool = False      # drawn muted and skipped by the focus, yet a click still chooses it
                              # (e.g. Continue with no save: the click explains why)

    @property
    def focusable(self) -> bool:
        return self.enabled and not self.greyed


class Menu:
    """A vertical list of buttons with one focused item; arrows, Enter, mouse hover and click."""

    def __init__(self, items: list[MenuItem], centre_x: int, top: int, width: int = 380,
                 height: int = 56, gap: int = 12, size: int = theme.SIZE_BODY) -> None:
        self.items = items
        self.size = size
        self.rects = [pygame.Rect(centre_x - width // 2, top + i * (height + gap), width, height)
                      for i in range(len(items))]
        self.focus = self._first_focusable()

    def _first_focusable(self) -> int:
        return next((i for i, it in enumerate(self.items) if it.focusable), 0)

    def set_item(self, key: str, item: MenuItem) -> None:
        """Replace the item ``key``; the focus leaves it if it can no longer hold the focus."""
        i = self.index_of(key)
        self.items[i] = item
        if self.focus == i and not item.focusable:
            self.focus = self._first_focusable()

    def index_of(self, key: str) -> int:
        return next(i for i, it in enumerate(self.items) if it.key == key)

    def rect_of(self, key: str) -> pygame.Rect:
        return self.rects[self.index_of(key)]

    def _move(self, step: int) -> None:
        n = len(self.items)
        i = self.focus
        for _step in range(n):
            i = (i + step) % n
            if self.items[i].focusable:
                self.focus = i
                return

    def _hit(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None:
            return None
        for i, r in enumerate(self.rects):
            if r.collidepoint(pos) and self.items[i].enabled:
                return i
        return None

    def handle(self, intent: Intent) -> str | None:
        """Move the focus or return the key of the chosen item."""
        if intent.act is Act.UP:
            self._move(-1)
        elif intent.act is Act.DOWN:
            self._move(1)
        elif intent.act is Act.CONFIRM:
            return self.items[self.focus].key if self.items[self.focus].focusable else None
        elif intent.act is Act.POINT:
            hit = self._hit(intent.pos)
            if hit is not None and self.items[hit].focusable:
                self.focus = hit
        elif intent.act is Act.CLICK:
            hit = self._hit(intent.pos)
            if hit is not None:
                if self.items[hit].focusable:
                    self.focus = hit
                return self.items[hit].key
        return None

    def draw(self, surface: Target, fonts: Fonts) -> None:
        for i, (item, r) in enumerate(zip(self.items, self.rects)):
            if not r.w:   # placed nowhere (a list scrolled it out of view)
                continue
            focused = i == self.focus and item.focusable    # a greyed item never looks focused
            if focused:
                draw.rect(surface, theme.GOLD, r, border_radius=r.h // 2)
                colour = theme.INK_DARK
            else:   # a greyed item: a fainter panel, no bright edge, dim words (told apart at a glance)
                live = item.enabled and not item.greyed
                s = layer(surface, r.size)
                draw.rect(s, (*theme.PANEL, 190 if live else 90), s.get_rect(), border_radius=r.h // 2)
                draw.rect(s, (*theme.PANEL_EDGE, 255 if live else 70), s.get_rect(), 2, border_radius=r.h // 2)
                on(surface).blit(s, r)
                colour = theme.INK if live else theme.INK_GREYED
            words = _(item.label)
            room = r.w - 24
            if fonts.get(self.size, focused).size(words)[0] > room:
                room = r.w - 80   # words said smaller: clear of the focus mark on either side
            size = size_to_fit(fonts, words, self.size, room, bold=focused)
            label = text(surface, fonts, fit(fonts, words, size, room, bold=focused), size, colour, r.center,
                         "center", bold=focused)
            boxed(_(item.label), label, r)
            if focused:  # a pointer mark as well as colour, so focus never relies on colour alone
                cy = r.centery
                draw.polygon(surface, theme.INK_DARK, [(r.x + 22, cy - 8), (r.x + 34, cy), (r.x + 22, cy + 8)])


CARET_BLINK = 0.5   # seconds the typing caret is shown, then hidden


def caret_shown(t: float) -> bool:
    """Whether the blinking caret shows at ``t`` seconds."""
    return int(t / CARET_BLINK) % 2 == 0


def next_blink(t: float) -> float:
    """Seconds from ``t`` until the caret next shows or hides."""
    return CARET_BLINK - (t % CARET_BLINK)
