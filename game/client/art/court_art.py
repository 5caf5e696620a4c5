"""Stylised court figures (jack, queen, king) and the Joker, drawn with shapes into a framed panel."""
from __future__ import annotations

import pygame

from game.rules.cards import JACK, KING, QUEEN

from .suit_shapes import draw_suit

Colour = tuple[int, int, int]
SKIN = (246, 214, 182)
OUTLINE = (40, 32, 30)
GOLD = (226, 176, 52)
GOLD_DARK = (160, 112, 24)
HAIR = {JACK: (120, 72, 30), QUEEN: (196, 140, 50), KING: (210, 210, 214)}


def _robe_colours(rank: int, ink: Colour) -> tuple[Colour, Colour]:
    """Main and second robe colour: the suit's ink and a contrasting accent by rank."""
    accent = {JACK: (58, 98, 170), QUEEN: (214, 170, 40), KING: (176, 40, 48)}[rank]
    if accent == ink or sum(abs(a - b) for a, b in zip(accent, ink)) < 120:
        accent = (60, 140, 90)
    return ink, accent


def draw_court_half(surf: pygame.Surface, rank: int, suit: int, ink: Colour) -> None:
    """Draw the upper half of a double-ended court figure filling ``surf`` (panel width x half height)."""
    w, h = surf.get_size()
    main, accent = _robe_colours(rank, ink)
    lw = max(1, round(w * 0.012))

    def p(u: float, v: float) -> tuple[float, float]:
        return (u * w, v * h)

    # Robe: shoulders and body, with a gold trim panel.
    robe = [p(0.04, 1.0), p(0.1, 0.74), p(0.3, 0.64), p(0.5, 0.66), p(0.7, 0.64), p(0.9, 0.74), p(0.96, 1.0)]
    pygame.draw.polygon(surf, main, robe)
    pygame.draw.polygon(surf, OUTLINE, robe, lw)
    panel = [p(0.36, 1.0), p(0.4, 0.7), p(0.6, 0.7), p(0.64, 1.0)]
    pygame.draw.polygon(surf, accent, panel)
    pygame.draw.polygon(surf, GOLD, panel, lw * 2)
    for i in range(4):  # buttons / jewels down the front
        pygame.draw.circle(surf, GOLD, p(0.5, 0.76 + i * 0.065), w * 0.022)
    # Sleeves trim.
    pygame.draw.line(surf, GOLD, p(0.1, 0.74), p(0.2, 1.0), lw * 2)
    pygame.draw.line(surf, GOLD, p(0.9, 0.74), p(0.8, 1.0), lw * 2)

    # Collar.
    if rank == QUEEN:
        collar = [p(0.28, 0.64), p(0.5, 0.74), p(0.72, 0.64), p(0.66, 0.6), p(0.5, 0.66), p(0.34, 0.6)]
        pygame.draw.polygon(surf, (250, 250, 250), collar)
        pygame.draw.polygon(surf, OUTLINE, collar, lw)
    else:
        pygame.draw.polygon(surf, GOLD, [p(0.34, 0.63), p(0.5, 0.74), p(0.66, 0.63)])

    # Hair behind the head (queen: long).
    head_c, head_r = p(0.5, 0.45), w * 0.14
    if rank == QUEEN:
        pygame.draw.ellipse(surf, HAIR[QUEEN], pygame.Rect(w * 0.32, h * 0.3, w * 0.36, h * 0.42))
    # Head.
    pygame.draw.circle(surf, SKIN, head_c, head_r)
    pygame.draw.circle(surf, OUTLINE, head_c, head_r, lw)
    # Face.
    ex, ey = w * 0.05, h * 0.445
    for sx in (-1, 1):
        pygame.draw.circle(surf, OUTLINE, (w * 0.5 + sx * ex, ey), max(1.0, w * 0.013))
    if rank == KING:  # beard and moustache
        beard = [p(0.38, 0.5), p(0.5, 0.64), p(0.62, 0.5), p(0.58, 0.54), p(0.5, 0.52), p(0.42, 0.54)]
        pygame.draw.polygon(surf, HAIR[KING], beard)
        pygame.draw.polygon(surf, OUTLINE, beard, lw)
    else:
        pygame.draw.line(surf, (170, 60, 60), p(0.47, 0.53), p(0.53, 0.53), lw * 2)
    if rank == JACK:  # fringe
        pygame.draw.polygon(surf, HAIR[JACK], [p(0.37, 0.42), p(0.4, 0.33), p(0.6, 0.33), p(0.63, 0.42), p(0.5, 0.38)])

    # Headwear.
    if rank == KING:
        crown = [p(0.34, 0.36), p(0.32, 0.16), p(0.41, 0.26), p(0.5, 0.08), p(0.59, 0.26), p(0.68, 0.16), p(0.66, 0.36)]
        pygame.draw.polygon(surf, GOLD, crown)
        pygame.draw.polygon(surf, GOLD_DARK, crown, lw)
        pygame.draw.circle(surf, (200, 30, 50), p(0.5, 0.3), w * 0.028)
        for u in (0.32, 0.5, 0.68):
            pygame.draw.circle(surf, GOLD, p(u, 0.16 if u != 0.5 else 0.08), w * 0.022)
    elif rank == QUEEN:
        tiara = [p(0.36, 0.34), p(0.38, 0.22), p(0.5, 0.16), p(0.62, 0.22), p(0.64, 0.34)]
        pygame.draw.polygon(surf, GOLD, tiara)
        pygame.draw.polygon(surf, GOLD_DARK, tiara, lw)
        for u, v in ((0.42, 0.22), (0.5, 0.15), (0.58, 0.22)):
            pygame.draw.circle(surf, (120, 170, 230), p(u, v), w * 0.025)
    else:  # jack: a cap with a feather
        cap = pygame.Rect(w * 0.3, h * 0.2, w * 0.42, h * 0.16)
        pygame.draw.ellipse(surf, accent, cap)
        pygame.draw.ellipse(surf, OUTLINE, cap, lw)
        pygame.draw.rect(surf, GOLD, pygame.Rect(w * 0.34, h * 0.31, w * 0.32, h * 0.045))
        feather = [p(0.66, 0.26), p(0.84, 0.06), p(0.9, 0.08), p(0.72, 0.3)]
        pygame.draw.polygon(surf, GOLD, feather)
        pygame.draw.polygon(surf, GOLD_DARK, feather, lw)

    # What the figure holds.
    if rank == KING:  # sword on the left
        pygame.draw.line(surf, (200, 204, 214), p(0.16, 0.2), p(0.16, 0.8), max(2, round(w * 0.03)))
        pygame.draw.line(surf, GOLD, p(0.1, 0.66), p(0.22, 0.66), max(2, round(w * 0.03)))
    elif rank == QUEEN:  # a flower on the left
        fc = p(0.17, 0.5)
        for du, dv in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            pygame.draw.circle(surf, (230, 90, 120), (fc[0] + du * w * 0.035, fc[1] + dv * w * 0.035), w * 0.035)
        pygame.draw.circle(surf, GOLD, fc, w * 0.025)
        pygame.draw.line(surf, (60, 130, 60), (fc[0], fc[1] + w * 0.05), p(0.2, 0.8), lw * 2)
    else:  # jack: a halberd on the left
        pygame.draw.line(surf, (120, 80, 40), p(0.15, 0.12), p(0.15, 0.9), max(2, round(w * 0.025)))
        pygame.draw.polygon(surf, (200, 204, 214), [p(0.15, 0.1), p(0.26, 0.2), p(0.15, 0.26), p(0.08, 0.18)])

    # The suit symbol in the panel's corner, as on real court cards.
    draw_suit(surf, suit, p(0.84, 0.3), w * 0.16, ink)


def draw_joker(surf: pygame.Surface, ink: Colour) -> None:
    """A jester with a three-pointed cap and bells, filling ``surf`` (the whole panel)."""
    w, h = surf.get_size()
    lw = max(1, round(w * 0.012))

    def p(u: float, v: float) -> tuple[float, float]:
        return (u * w, v * h)

    colours = ((200, 40, 50), (40, 120, 70), (50, 80, 180))
    # Body: a diamond-patched tunic.
    body = [p(0.1, 0.98), p(0.2, 0.6), p(0.5, 0.55), p(0.8, 0.6), p(0.9, 0.98)]
    pygame.draw.polygon(surf, colours[2], body)
    for i, u in enumerate((0.3, 0.5, 0.7)):
        pygame.draw.polygon(surf, colours[i % 2], [p(u, 0.62), p(u + 0.08, 0.78), p(u, 0.94), p(u - 0.08, 0.78)])
    pygame.draw.polygon(surf, OUTLINE, body, lw)
    # Ruff collar: a zig-zag.
    ruff = []
    for i in range(13):
        u = 0.26 + i * 0.04
        ruff.append(p(u, 0.52 if i % 2 == 0 else 0.6))
    ruff += [p(0.74, 0.6), p(0.26, 0.6)]
    pygame.draw.polygon(surf, (250, 250, 250), ruff)
    pygame.draw.polygon(surf, OUTLINE, ruff, lw)
    # Head.
    hc, hr = p(0.5, 0.43), w * 0.15
    pygame.draw.circle(surf, SKIN, hc, hr)
    pygame.draw.circle(surf, OUTLINE, hc, hr, lw)
    for sx in (-1, 1):
        pygame.draw.circle(surf, OUTLINE, (w * 0.5 + sx * w * 0.055, h * 0.42), max(1.0, w * 0.014))
    pygame.draw.arc(surf, (170, 50, 50), pygame.Rect(w * 0.42, h * 0.4, w * 0.16, h * 0.07), 3.4, 6.0, lw * 2)
    # Cap: three floppy points with bells.
    tips = (p(0.14, 0.12), p(0.5, 0.04), p(0.86, 0.12))
    for i, tip in enumerate(tips):
        pygame.draw.polygon(surf, colours[i], [p(0.34, 0.37), tip, p(0.66, 0.37)])
        pygame.draw.polygon(surf, OUTLINE, [p(0.34, 0.37), tip, p(0.66, 0.37)], lw)
    pygame.draw.rect(surf, GOLD, pygame.Rect(w * 0.33, h * 0.34, w * 0.34, h * 0.04))
    for tip in tips:
        pygame.draw.circle(surf, GOLD, tip, w * 0.045)
        pygame.draw.circle(surf, GOLD_DARK, tip, w * 0.045, lw)
