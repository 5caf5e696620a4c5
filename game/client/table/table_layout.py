"""Where things lie on the table: hands, trick spots, stock, labels, the turn's prompt and buttons,
for a landscape screen (1280x720, or wider or taller) or a portrait one (720x1280, or wider or
taller); and how a floating note (a speech bubble, a hint, a toast) finds a place that covers
nothing."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from ..art.card_art import card_size

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
HAND_MARGIN = 12
FOCUS_RAISE = 22
LANDSCAPE = (1280, 720)
PORTRAIT = (720, 1280)
EDGE = 8          # text keeps this far from the screen's edge
GAP = 6           # the least room between a floating note and what it must not cover

Anchor = tuple[str, tuple[int, int]]     # a pygame.Rect attribute and the point it goes to
Point = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Shape:
    """What differs on the table by how many sit at it (the base screen's points).

    ``places``: each seat's place from mine, clockwise (the player at my left plays next).
    ``spots``/``spots_upright``: where each place's card lies in the trick, and ``middle``
    where anything else does (None: only the places have spots)."""

    places: tuple[str, ...]
    spots: dict[str, Point]
    spots_upright: dict[str, Point]
    middle: Point | None = None
    middle_upright: Point | None = None
    trick_width: int = 84
    scores_column_min: int = 146      # room for the two marker cards and the score
    scores_column_max_upright: int = 203
    play_prompt_y: int = 510          # the turn's prompt while playing, at most this low


_UP_X = PORTRAIT[0] // 2
# The table's shape by the number of seats, declared once: two face to face, three in a
# triangle (the two others left and right, their cards above mine), four round the table.
SHAPES: dict[int, Shape] = {
    2: Shape((BOTTOM, TOP), {BOTTOM: (640, 392), TOP: (640, 262)},
             {BOTTOM: (_UP_X, 746), TOP: (_UP_X, 604)}, (640, 330), (_UP_X, 675),
             trick_width=92),
    3: Shape((BOTTOM, LEFT, RIGHT), {BOTTOM: (640, 400), LEFT: (548, 296), RIGHT: (732, 296)},
             {BOTTOM: (_UP_X, 740), LEFT: (_UP_X - 98, 640), RIGHT: (_UP_X + 98, 640)},
             (640, 330), (_UP_X, 675), scores_column_min=128, scores_column_max_upright=130),
    4: Shape((BOTTOM, LEFT, TOP, RIGHT),
             {BOTTOM: (640, 410), TOP: (640, 236), LEFT: (536, 323), RIGHT: (744, 323)},
             {BOTTOM: (_UP_X, 740), TOP: (_UP_X, 596), LEFT: (_UP_X - 98, 668),
              RIGHT: (_UP_X + 98, 668)}, play_prompt_y=520),
}


def place_of(seat: int, me: int, players: int) -> str:
    """The screen place of ``seat`` when ``me`` sits at the bottom (``Shape.places``)."""
    return SHAPES[players].places[(seat - me) % players]


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Positions for a table of ``players`` on a ``screen`` of that logical size (portrait when
    taller than wide); ``large`` follows the larger-cards setting."""

    players: int
    large: bool = False
    screen: tuple[int, int] = LANDSCAPE

    @property
    def shape(self) -> Shape:
        return SHAPES[self.players]

    # -- the screen -----------------------------------------------------------------------
    @property
    def portrait(self) -> bool:
        return self.screen[1] > self.screen[0]

    @property
    def width(self) -> int:
        return self.screen[0]

    @property
    def height(self) -> int:
        return self.screen[1]

    @property
    def bounds(self) -> pygame.Rect:
        return pygame.Rect(0, 0, *self.screen)

    @property
    def safe(self) -> pygame.Rect:
        """Where text and notes stay: the screen less a small margin."""
        return self.bounds.inflate(-2 * EDGE, -2 * EDGE)

    @property
    def cx(self) -> int:
        return self.width // 2

    # A screen larger than its base (1280x720 or 720x1280) on one side spreads the table: what
    # is at the top and left stays, the middle moves to the middle, and what is at the bottom
    # and right moves to the bottom and right.
    @property
    def base(self) -> tuple[int, int]:
        return PORTRAIT if self.portrait else LANDSCAPE

    def mx(self, x: int) -> int:
        """A base x in the middle of the table."""
        return x + (self.width - self.base[0]) // 2

    def rx(self, x: int) -> int:
        """A base x at the right."""
        return x + self.width - self.base[0]

    def my(self, y: int) -> int:
        """A base y in the middle of the table."""
        return y + (self.height - self.base[1]) // 2

    def by(self, y: int) -> int:
        """A base y at the bottom."""
        return y + self.height - self.base[1]

    # -- sizes --------------------------------------------------------------------------
    @property
    def hand_width(self) -> int:
        if self.portrait:
            return 132 if self.large else 120
        return 116 if self.large else 100

    @property
    def back_width(self) -> int:
        return 62

    @property
    def trick_width(self) -> int:
        return self.shape.trick_width

    @property
    def stock_width(self) -> int:
        return 84

    # -- my hand ------------------------------------------------------------------------
    @property
    def hand_bottom(self) -> int:
        """The bottom edge of my hand (portrait keeps a band below it for my name and buttons)."""
        return self.height - (84 if self.portrait else HAND_MARGIN)

    @property
    def hand_span(self) -> int:
        return 700 if self.portrait else 760

    def hand_top(self, raised: bool = True) -> int:
        """The top of my hand's cards; ``raised``: of a focused card."""
        return self.hand_bottom - card_size(self.hand_width)[1] - (FOCUS_RAISE if raised else 0)

    def hand_rects(self, count: int, focus: int | None = None) -> list[pygame.Rect]:
        """Rects of the bottom hand's cards, left to right (the focused one raised)."""
        w, h = card_size(self.hand_width)
        gap = w + 10
        span = self.hand_span
        if count > 1 and gap * (count - 1) + w > span:
            gap = (span - w) // (count - 1)
        total = gap * (count - 1) + w if count else 0
        x0 = self.cx - total // 2
        y = self.hand_bottom - h
        return [pygame.Rect(x0 + i * gap, y - (FOCUS_RAISE if i == focus else 0), w, h)
                for i in range(count)]

    # -- other hands (face down) ----------------------------------------------------------
    def back_centres(self, place: str, count: int) -> list[tuple[float, float]]:
        """Centres of a face-down hand's cards at ``place`` (left/right hands stand sideways)."""
        step: float = 30
        if place in (LEFT, RIGHT) and count > 5:   # six cards (RULES §8.2) in the room of five
            step = 30 * 4 / (count - 1)
        span = step * (count - 1)
        x, y = self.hand_centre(place)
        if place == TOP:
            return [(x - span / 2 + i * step, y) for i in range(count)]
        if place in (LEFT, RIGHT):
            return [(x, y - span / 2 + i * step) for i in range(count)]
        return [(r.centerx, r.centery) for r in self.hand_rects(count)]

    def hand_centre(self, place: str) -> tuple[int, int]:
        if self.portrait:
            side_y = self.my(668)
            return {BOTTOM: (self.cx, self.hand_bottom - card_size(self.hand_width)[1] // 2),
                    TOP: (self.cx, 262), LEFT: (62, side_y), RIGHT: (self.width - 62, side_y)}[place]
        return {BOTTOM: (self.cx, self.by(640)), TOP: (self.cx, 64), LEFT: (70, self.my(330)),
                RIGHT: (self.rx(1210), self.my(330))}[place]

    def backs_rect(self, place: str, count: int) -> pygame.Rect:
        """What a face-down hand of ``count`` cards covers at ``place``."""
        w, h = card_size(self.back_width)
        if place in (LEFT, RIGHT):
            w, h = h, w
        r = pygame.Rect(0, 0, 0, 0)
        for i, (x, y) in enumerate(self.back_centres(place, count)):
            card = pygame.Rect(0, 0, w, h)
            card.center = (round(x), round(y))
            r = card if i == 0 else r.union(card)
        return r

    def label_pos(self, place: str) -> tuple[tuple[int, int], str]:
        """Where a player's name goes, and the text anchor."""
        if self.portrait:
            x, y = self.hand_centre(place)
            w, h = card_size(self.back_width)
            return {BOTTOM: ((16, self.height - 56), "midleft"), TOP: ((x, y + h // 2 + 10), "midtop"),
                    LEFT: ((x, y + 104), "midtop"), RIGHT: ((x, y + 104), "midtop")}[place]
        return {BOTTOM: ((30, self.by(706)), "bottomleft"), TOP: ((self.cx, 124), "midtop"),
                LEFT: ((70, self.my(436)), "midtop"), RIGHT: ((self.rx(1210), self.my(436)), "midtop")}[place]

    def chips_beside(self, place: str) -> bool:
        """Whether a player's badges (dealer, maker...) go beside the name rather than above or below it."""
        return place == TOP or (self.portrait and place == BOTTOM)

    def bubble_anchors(self, place: str, label: pygame.Rect | None = None) -> list[Anchor]:
        """Where a speech bubble of a player at ``place`` would best go, best first: by the hand,
        or under ``label`` (what shows the player's name, badges and state)."""
        x, y = self.hand_centre(place)
        hand = self.backs_rect(place, 5)
        under: list[Anchor] = []
        if label is not None and place in (LEFT, RIGHT):
            side = ("topleft", (label.x, label.bottom + 8)) if place == LEFT else \
                ("topright", (label.right, label.bottom + 8))
            under = [side]
        if self.portrait:
            return {BOTTOM: [("midbottom", (self.cx, self.hand_top() - GAP)), ("bottomleft", (16, self.hand_top()))],
                    TOP: [("midleft", (hand.right + 12, y)), ("midright", (hand.x - 12, y)),
                          ("midtop", (self.cx + 80, 380))],
                    LEFT: under + [("bottomleft", (EDGE, hand.y - 10))],
                    RIGHT: under + [("bottomright", (self.width - EDGE, hand.y - 10))]}[place]
        return {BOTTOM: [("center", (110, self.by(598)))],
                TOP: [("midleft", (self.mx(776), 64)), ("center", (self.mx(820), 172))],
                LEFT: [("center", (150, self.my(210)))] + under,
                RIGHT: [("center", (self.rx(1130), self.my(210)))] + under}[place]

    def bubble_pos(self, place: str) -> tuple[int, int]:
        """The point a speech bubble of a player at ``place`` best comes from."""
        anchor, point = self.bubble_anchors(place)[0]
        return point

    # -- middle -------------------------------------------------------------------------
    def trick_spot(self, place: str) -> tuple[int, int]:
        x, y = self._trick_spot(place)
        return (self.mx(x), self.my(y))

    def _trick_spot(self, place: str) -> tuple[int, int]:
        """On the base screen."""
        sh = self.shape
        spots, middle = (sh.spots_upright, sh.middle_upright) if self.portrait else (sh.spots, sh.middle)
        if middle is None:
            return spots[place]
        return spots.get(place, middle)

    @property
    def stock_centre(self) -> tuple[int, int]:
        return (104, self.my(446)) if self.portrait else (self.mx(300), self.my(330))

    @property
    def upcard_centre(self) -> tuple[int, int]:
        x, y = self.stock_centre
        return (x + 92, y)

    @property
    def centre(self) -> tuple[int, int]:
        return (self.cx, self.my(668)) if self.portrait else (self.cx, self.my(330))

    # -- panels -------------------------------------------------------------------------
    @property
    def scores_origin(self) -> tuple[int, int]:
        return (10, 10)

    @property
    def scores_column_max(self) -> int:
        """The widest a side's column in the scores box may grow for its names (three columns,
        one a player, upright: as narrow as keeps the box clear of the info panel)."""
        return self.shape.scores_column_max_upright if self.portrait else 250

    @property
    def scores_column_min(self) -> int:
        """The narrowest a column of the scores box is (room for the two marker cards and the score)."""
        return self.shape.scores_column_min

    @property
    def info_box(self) -> pygame.Rect:
        """The info panel's place and width, top right (its height follows its lines)."""
        w = 244 if self.portrait else 270
        return pygame.Rect(self.width - 10 - w, 10, w, 0)

    # -- the turn -----------------------------------------------------------------------
    @property
    def text_width(self) -> int:
        """The widest a line of the turn's words may be."""
        return self.width - 60 if self.portrait else 900

    @property
    def buttons_bottom(self) -> int:
        """The bottom edge of the row of bid buttons (clear of my hand)."""
        return self.hand_top(raised=False) - 10 if self.portrait else self.by(540)

    def prompt_centre(self, my_turn: bool, playing: bool) -> tuple[int, int]:
        """Where the turn's prompt is centred (one line; more lines grow both ways)."""
        if self.portrait:
            y = self.hand_top() - 28 if playing else (self.buttons_bottom - 48 - 40 if my_turn else self.my(900))
            return (self.cx, y)
        if playing:
            trick_bottom = self.trick_spot(BOTTOM)[1] + card_size(self.trick_width)[1] // 2
            return (self.cx, max(trick_bottom + 28, min(self.by(self.shape.play_prompt_y),
                                                         self.hand_top() - 30)))
        return (self.cx, self.by(446 if my_turn else 470))

    @property
    def comfort_buttons(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(hint, undo) button places."""
        if self.portrait:
            y = self.height - 76
            return (pygame.Rect(self.width - 10 - 170, y, 170, 40), pygame.Rect(self.width - 20 - 340, y, 170, 40))
        return pygame.Rect(self.rx(1090), self.by(598), 170, 42), pygame.Rect(self.rx(1090), self.by(548), 170, 42)

    @property
    def controls_anchor(self) -> tuple[str, tuple[int, int]]:
        """Where the turn's control words sit: their anchor and point (lines stack upward)."""
        if self.portrait:
            return "midbottom", (self.cx, self.height - 8)
        return "bottomright", (self.rx(1262), self.by(706))

    @property
    def leave_button(self) -> pygame.Rect:
        """The tutorial's Leave button."""
        if self.portrait:
            return pygame.Rect(self.width - 10 - 150, self.height - 76, 150, 40)
        return pygame.Rect(self.rx(1110), self.by(664), 150, 42)

    def callout_anchors(self, width: int) -> list[Anchor]:
        """Where the tutorial's lesson box would best go, best first."""
        if self.portrait:
            return [("midtop", (self.cx, self.my(372))), ("midbottom", (self.cx, self.my(860)))]
        return [("topleft", (self.mx(850), self.my(176))), ("topright", (self.width - 10, self.my(176))),
                ("topleft", (self.mx(850), 120))]

    def toast_anchors(self) -> list[Anchor]:
        """Where a table notice (a refused move, a player who joined) would best go, best first."""
        if self.portrait:
            return [("center", (self.cx + 100, self.my(450))), ("center", self.centre), ("midtop", (self.cx, 380))]
        return [("midbottom", (self.cx, self.my(500))), ("center", self.centre), ("midtop", (self.cx, 180))]

    def hint_width(self) -> int:
        return self.width - 80 if self.portrait else 640


def clear_of(box: pygame.Rect, blockers: Sequence[pygame.Rect], bounds: pygame.Rect, gap: int = 12) -> pygame.Rect:
    """``box`` moved sideways as little as it takes to cover none of ``blockers`` while staying
    inside ``bounds``; unmoved if no such place is found."""
    if box.collidelist(blockers) < 0:
        return box
    xs = sorted({b.right + gap for b in blockers} | {b.left - gap - box.w for b in blockers},
                key=lambda x: abs(x - box.x))
    for x in xs:
        moved = box.move(x - box.x, 0)
        if bounds.contains(moved) and moved.collidelist(blockers) < 0:
            return moved
    return box


def place_clear(size: tuple[int, int], anchors: Sequence[Anchor], blockers: Sequence[pygame.Rect],
                bounds: pygame.Rect, reach: int = 240, step: int = 6, strict: bool = False,
                penalty: int = 60) -> pygame.Rect | None:
    """A box of ``size`` inside ``bounds`` that covers none of ``blockers`` (kept ``GAP`` away), as
    near as can be to one of ``anchors``: the box is moved up or down, and slid sideways, from each
    anchor; the place moved least wins, each later anchor costing ``penalty`` pixels more. Within
    ``reach`` pixels first, then anywhere. Failing all that, None if ``strict``, else the first
    anchor (kept inside ``bounds``)."""
    w, h = size
    blocked = [b.inflate(2 * GAP, 2 * GAP) for b in blockers if b.w > 0 and b.h > 0]

    def at(anchor: Anchor) -> pygame.Rect:
        r = pygame.Rect(0, 0, min(w, bounds.w), min(h, bounds.h))
        setattr(r, anchor[0], anchor[1])
        return r.clamp(bounds)

    starts = [at(a) for a in anchors] or [pygame.Rect(0, 0, w, h).clamp(bounds)]
    for limit in (reach, max(bounds.h, bounds.w)):
        best: tuple[int, pygame.Rect] | None = None
        for i, start in enumerate(starts):
            extra = i * penalty
            for k in range(0, limit // step + 1):
                if best is not None and extra + k * step >= best[0]:
                    break
                for dy in ((0,) if k == 0 else (-k * step, k * step)):
                    r = start.move(0, dy)
                    if not bounds.contains(r):
                        continue
                    if r.collidelist(blocked) < 0:
                        cost, found = extra + abs(dy), r
                    else:
                        moved = clear_of(r, blocked, bounds, gap=1)
                        if moved is r or abs(moved.x - r.x) > limit:
                            continue
                        cost, found = extra + abs(dy) + abs(moved.x - r.x), moved
                    if best is None or cost < best[0]:
                        best = (cost, found)
        if best is not None:
            return best[1]
    return None if strict else starts[0]
