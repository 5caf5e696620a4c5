"""Font loading from the bundled files, by language, cached per (size, bold), with a fallback.

Each language has its faces (``FACES``): DejaVu Sans for the Latin and Cyrillic languages
(English, Indonesian, Finnish, Macedonian: every accent and Ѓ Ќ Ѕ Џ Ј Љ Њ), Noto Sans CJK JP
(a subset: ``assets/fonts/README.md``) for Japanese. A character the face has no glyph for (a
Japanese name at an English table, a Macedonian one at a Japanese table) is drawn with the
other face, so a name typed in any of these scripts shows. If a file is missing, pygame's
default font is used.
"""
from __future__ import annotations

import struct
from pathlib import Path

import pygame

from . import sharp
from .kept import Kept

FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
JA_REGULAR = "NotoSansJP-Regular.otf"
JA_BOLD = "NotoSansJP-Bold.otf"

# (regular, bold, size factor): a language's faces. Japanese glyphs fill their em square, so the
# face is drawn a little smaller to sit with Latin text of the same size (its line height, set in
# the subset, is then DejaVu's).
LATIN = (REGULAR, BOLD, 1.0)
JAPANESE = (JA_REGULAR, JA_BOLD, 0.94)
FONTS_KEPT = 64   # sizes kept open (a face at one size costs up to ~0.7 MB; a frame uses far fewer)
FACES: dict[str, tuple[str, str, float]] = {"ja": JAPANESE}


def face_of(language: str) -> tuple[str, str, float]:
    return FACES.get(language, LATIN)


def cmap(path: Path) -> frozenset[int]:
    """The characters a TrueType or OpenType file has glyphs for (its cmap table, formats 4
    and 12); empty if it cannot be read."""
    try:
        data = path.read_bytes()
        tables = struct.unpack_from(">H", data, 4)[0]
        offset = next(struct.unpack_from(">I", data, 12 + 16 * i + 8)[0] for i in range(tables)
                      if data[12 + 16 * i:16 + 16 * i] == b"cmap")
        count = struct.unpack_from(">H", data, offset + 2)[0]
        subtables = [struct.unpack_from(">HHI", data, offset + 4 + 8 * i) for i in range(count)]
        chars: set[int] = set()
        for _platform, _encoding, sub in subtables:
            at = offset + sub
            fmt = struct.unpack_from(">H", data, at)[0]
            if fmt == 4:
                segs = struct.unpack_from(">H", data, at + 6)[0] // 2
                ends = struct.unpack_from(f">{segs}H", data, at + 14)
                starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
                for s, e in zip(starts, ends):
                    if s != 0xFFFF:
                        chars.update(range(s, e + 1))
            elif fmt == 12:
                groups = struct.unpack_from(">I", data, at + 12)[0]
                for g in range(groups):
                    s, e, _glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
                    chars.update(range(s, e + 1))
        return frozenset(chars)
    except (OSError, struct.error, StopIteration):
        return frozenset()


# Every line of text drawn is appended here while it is a list (tests: what the screen says).
SHOWN: list[str] | None = None


class Font(pygame.font.Font):
    """A pygame font that draws the characters it lacks with another (``fallback``)."""

    covers: frozenset[int]
    fallback: "Font | None"

    def __init__(self, path: Path | None, size: int, covers: frozenset[int] = frozenset(),
                 fallback: "Font | None" = None) -> None:
        super().__init__(path, size)
        self.covers = covers
        self.fallback = fallback

    def _runs(self, text: str) -> list[tuple[pygame.font.Font, str]] | None:
        """``text`` in runs by the font that has each character; None when this one has all."""
        fb = self.fallback
        if fb is None or not self.covers or text.isascii():
            return None
        if all(ord(ch) in self.covers or ch.isspace() for ch in text):
            return None
        runs: list[tuple[pygame.font.Font, str]] = []
        for ch in text:
            here: pygame.font.Font = self if (ord(ch) in self.covers or ch.isspace()
                                              or ord(ch) not in fb.covers) else fb
            if runs and runs[-1][0] is here:
                runs[-1] = (here, runs[-1][1] + ch)
            else:
                runs.append((here, ch))
        return runs

    def size(self, text) -> tuple[int, int]:
        runs = self._runs(str(text))
        if runs is None:
            return super().size(text)
        return sum(pygame.font.Font.size(f, t)[0] for f, t in runs), self.get_height()

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        if SHOWN is not None and text:
            SHOWN.append(str(text))
        runs = self._runs(str(text)) if text else None
        if runs is None:
            return super().render(text, antialias, color, bgcolor, wraplength)
        imgs = [(pygame.font.Font.render(f, t, antialias, color), f.get_ascent()) for f, t in runs]
        out = pygame.Surface((sum(i.get_width() for i, _a in imgs), self.get_height()), pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x, top = 0, self.get_ascent()
        for img, ascent in imgs:
            out.blit(img, (x, top - ascent))
            x += img.get_width()
        return out


class Fonts:
    """Hands out fonts by size for the language in use; falls back to pygame's default font if a
    file is missing."""

    def __init__(self, font_dir: Path = FONT_DIR, language: str = "en") -> None:
        self._dir = font_dir
        self._cache: Kept[tuple[int, bool], pygame.font.Font] = Kept(FONTS_KEPT)
        self._fallbacks: Kept[tuple[int, bool], Font | None] = Kept(FONTS_KEPT)
        self._covers: dict[str, frozenset[int]] = {}
        self.language = language
        if not pygame.font.get_init():
            pygame.font.init()

    def use(self, language: str) -> None:
        """Draw from now on with the faces of ``language``."""
        if language != self.language:
            self.language = language
            self._cache.clear()
            self._fallbacks.clear()

    def _coverage(self, name: str) -> frozenset[int]:
        got = self._covers.get(name)
        if got is None:
            got = self._covers[name] = cmap(self._dir / name)
        return got

    def _open(self, name: str, size: int, factor: float,
              fallback: Font | None = None) -> Font | None:
        path = self._dir / name
        if not path.exists():
            return None
        try:
            return Font(path, max(4, round(size * factor)), self._coverage(name), fallback)
        except (OSError, FileNotFoundError, pygame.error):
            return None

    def _fallback(self, size: int, bold: bool) -> Font | None:
        """The other language family's face: Japanese for the Latin faces, DejaVu for Japanese."""
        key = (size, bold)
        if key not in self._fallbacks:
            primary = face_of(self.language)
            other = LATIN if primary is JAPANESE else JAPANESE
            return self._fallbacks.put(key, self._open(other[1] if bold else other[0], size, other[2]))
        return self._fallbacks.get(key)

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (max(4, int(size)), bold)
        font = self._cache.get(key)
        if font is None:
            regular, heavy, factor = face_of(self.language)
            font = self._open(heavy if bold else regular, key[0], factor, self._fallback(*key))
            if font is None:
                font = pygame.font.Font(None, int(key[0] * 1.3))
                font.set_bold(bold)
            self._cache.put(key, font)
        return font

    def render(self, text: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        """One line of text; drawn on a larger (or smaller) Canvas, its glyphs are the font's at
        that size. In a language other than English the size next to it is taken when its line is
        nearer the width the line has here times the scale: a line of Japanese, each glyph's
        width rounded the same way, would otherwise be a few pixels off, and a Canvas centres
        an image on its place (a left-aligned column of lines would not stay straight)."""
        img = self.get(size, bold).render(text, True, colour)
        english = self.language == "en"
        width = img.get_width()   # not ``img``: the maker is kept while the image lives, and
        # a maker holding its image would keep every line ever drawn (``sharp`` keys are weak)

        def make(k: float) -> pygame.Surface:
            near = round(size * k)
            big = self.get(near, bold).render(text, True, colour)
            if english or not text:
                return big
            want = width * k
            for other in (near - 1, near + 1):
                if other >= 4 and abs(big.get_width() - want) > 1:
                    alt = self.get(other, bold).render(text, True, colour)
                    if abs(alt.get_width() - want) < abs(big.get_width() - want):
                        big = alt
            return big
        return sharp.remade(img, make)
