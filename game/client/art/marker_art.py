"""Score markers drawn as real cards: the top card lies over the bottom one leaving N pips showing."""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from game.rules.markers import Markers

from ..drawing import sharp
from ..drawing.fonts import Fonts
from ..drawing.kept import Kept
from ..text.translate import _
from .card_art import ASPECT, CardArt, card_size
from .pip_layout import pip_positions, pip_size


class Pose(NamedTuple):
    """Where the top card lies, relative to the bottom card, in card widths and degrees (CCW)."""

    dx: float
    dy: float
    angle: float


MARKERS_KEPT = 256     # marker drawings kept (arrangements x scores x card widths met lately)
SQUARED = Pose(0.0, 0.0, 0.0)
# (bottom card, pips showing) -> pose of the top card. Found by a search over shifts and
# turns so the uncovered pips are exactly the wanted ones, with a clear gap to each
# edge; ``visible_pip_count`` checks them against the real pip layout (see tests).
POSES: dict[tuple[int, int], Pose] = {
    (3, 1): Pose(0.0, 0.44, 0.0),      # shifted down: the top pip of the 3 shows
    (4, 1): Pose(0.28, 0.12, -25.0),   # turned: only the top-left pip of the 4 shows
    (4, 2): Pose(0.0, 0.44, 0.0),      # shifted down: the top row shows
    (4, 3): Pose(0.48, 0.44, 0.0),     # down and right: top row and the bottom-left pip
    (6, 1): Pose(0.18, 0.12, -35.0),   # turned: only the top-left pip of the 6 shows
}


def pose_for(m: Markers) -> Pose:
    if m.pips_showing == 0:
        return SQUARED
    try:
        return POSES[(m.bottom, m.pips_showing)]
    except KeyError:
        raise ValueError(f"no way to show {m.pips_showing} pips of a {m.bottom}") from None


def pip_visibility(bottom: int, pose: Pose, margin: float = 0.0) -> list[bool | None]:
    """For each pip of the bottom card: True uncovered, False covered, None cut by the top card's edge."""
    out: list[bool | None] = []
    t = math.radians(pose.angle)
    r = pip_size(bottom) / 2
    for pip in pip_positions(bottom):
        # Pip centre relative to the top card's centre, turned into the top card's frame.
        x = pip.x - (0.5 + pose.dx)
        y = pip.y * ASPECT - (ASPECT / 2 + pose.dy)
        u = x * math.cos(t) - y * math.sin(t)
        v = x * math.sin(t) + y * math.cos(t)
        qx, qy = abs(u) - 0.5, abs(v) - ASPECT / 2
        dist = math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0)
        out.append(True if dist > r + margin else False if dist < -(r + margin) else None)
    return out


def visible_pip_count(bottom: int, pose: Pose) -> int:
    return sum(1 for v in pip_visibility(bottom, pose) if v)


BELOW_ZERO = (236, 84, 72)   # a score below zero, beside the markers: red on the felt


class MarkerArt:
    """Draws a side's two marker cards (and the score beside them), cached per arrangement."""

    def __init__(self, cards: CardArt, fonts: Fonts) -> None:
        self._cards = cards
        self._fonts = fonts
        self._cache: Kept[tuple, pygame.Surface] = Kept(MARKERS_KEPT)

    @staticmethod
    def canvas_size(card_width: int, with_score: bool = True) -> tuple[int, int]:
        """Fixed size of a marker drawing for this card width, whatever the arrangement."""
        w, h = card_size(card_width)
        extra_w = round(w * 0.76)
        extra_h = round(w * 0.72)
        score_w = round(w * 0.85) if with_score else 0
        return (w + extra_w + score_w, h + extra_h)

    def surface(self, m: Markers, card_width: int, suit: int, *, score: int | None = None,
                four_colour: bool = False, colour: tuple[int, int, int] = (246, 241, 226)) -> pygame.Surface:
        key = (m, int(card_width), suit, score, four_colour, colour)
        surf = self._cache.get(key)
        if surf is None:
            surf = sharp.remade_by(self, self._render(m, int(card_width), suit, score, four_colour, colour),
                                   lambda art, k: art.surface(m, round(card_width * k), suit, score=score,
                                                              four_colour=four_colour, colour=colour))
            self._cache.put(key, surf)
        return surf

    def _card(self, value: int, face_up: bool, suit: int, width: int, four_colour: bool) -> pygame.Surface:
        if face_up:
            return self._cards.low(value, suit, width, four_colour=four_colour, indices=False)
        return self._cards.back(width)

    def _render(self, m: Markers, width: int, suit: int, score: int | None, four_colour: bool,
                colour: tuple[int, int, int]) -> pygame.Surface:
        w, h = card_size(width)
        canvas = pygame.Surface(self.canvas_size(width, score is not None), pygame.SRCALPHA)
        pad = round(w * 0.16)
        origin = (pad, pad)
        pose = pose_for(m)
        bottom = self._card(m.bottom, m.bottom_face_up, suit, width, four_colour)
        top = self._card(m.top, m.top_face_up, suit, width, four_colour)
        if pose == SQUARED:
            # Squared up: the lower card peeks out by a hair so two cards read as two.
            nudge = max(2, round(w * 0.045))
            canvas.blit(bottom, (origin[0] + nudge, origin[1] + nudge))
            self._shadow(canvas, pygame.Rect(origin, (w, h)), w)
            canvas.blit(top, origin)
        else:
            canvas.blit(bottom, origin)
            cx = origin[0] + w / 2 + pose.dx * w
            cy = origin[1] + h / 2 + pose.dy * w
            turned = pygame.transform.rotozoom(top, pose.angle, 1.0) if pose.angle else top
            shadow = self._shadow_surface(top.get_size(), w)
            if pose.angle:
                shadow = pygame.transform.rotozoom(shadow, pose.angle, 1.0)
            off = max(1, round(w * 0.03))
            canvas.blit(shadow, shadow.get_rect(center=(cx + off, cy + off)))
            canvas.blit(turned, turned.get_rect(center=(cx, cy)))
        if m.below_zero < 0:   # below zero (RULES §8.2): the cards lie as for 0, the amount in red
            colour = BELOW_ZERO
        self._score(canvas, w, h, score, colour)
        return canvas

    def game_badge(self, card_width: int, score: int, *, colour: tuple[int, int, int] = (246, 241, 226),
                   fill: tuple[int, int, int] = (236, 194, 84), ink: tuple[int, int, int] = (24, 28, 30),
                   word: str = "Won") -> pygame.Surface:
        """A score that has reached the game: the markers can show at most the game less one
        (RULES §5), so a "Won" badge stands where the cards would, with the real score beside it
        (three-handed, "Level" or "Behind" for a player at the target who has not won)."""
        shown = _(word)   # "Won", "Level", "Behind": English ids, said in the language spoken
        key = ("game", int(card_width), score, colour, fill, ink, shown)
        surf = self._cache.get(key)
        if surf is None:
            w, h = card_size(int(card_width))
            surf = pygame.Surface(self.canvas_size(int(card_width)), pygame.SRCALPHA)
            pad = round(w * 0.16)
            badge = pygame.Rect(pad, pad + round(h * 0.2), round(w * 1.6), round(h * 0.6))
            pygame.draw.rect(surf, fill, badge, border_radius=badge.h // 2)
            size = max(10, round(w * 0.44))
            text = self._fonts.get(size, bold=True).render(shown, True, ink)
            while text.get_width() > badge.w - 10 and size > 10:   # a longer word, smaller
                size -= 1
                text = self._fonts.get(size, bold=True).render(shown, True, ink)
            surf.blit(text, text.get_rect(center=badge.center))
            self._score(surf, w, h, score, colour)
            self._cache.put(key, sharp.remade_by(self, surf, lambda art, k: art.game_badge(
                round(card_width * k), score, colour=colour, fill=fill, ink=ink, word=word)))
        return surf

    def _score(self, canvas: pygame.Surface, w: int, h: int, score: int | None,
               colour: tuple[int, int, int]) -> None:
        if score is None:
            return
        words = str(score) if score >= 0 else f"\u2212{-score}"
        room = round(w * 0.85) - 2      # the column beside the cards: "−12" a little smaller to fit it
        size = max(10, round(w * 0.5))
        while size > 8 and self._fonts.get(size, bold=True).size(words)[0] > room:
            size -= 1
        text = self._fonts.get(size, bold=True).render(words, True, colour)
        x = canvas.get_width() - round(w * 0.85) / 2
        canvas.blit(text, text.get_rect(center=(x, round(w * 0.16) + h / 2)))

    @staticmethod
    def _shadow_surface(size: tuple[int, int], w: int) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 70), s.get_rect(), border_radius=round(w * 0.075))
        return s

    def _shadow(self, canvas: pygame.Surface, rect: pygame.Rect, w: int) -> None:
        off = max(1, round(w * 0.03))
        canvas.blit(self._shadow_surface(rect.size, w), rect.move(off, off))
