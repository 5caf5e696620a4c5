"""Drawing for partners (four-handed) or for the first deal (three-handed): the cards each player
drew, who partners whom, who deals."""
from __future__ import annotations

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..text.translate import N_, _
from ..text.words import by_name, in_sentence, sentences, shown_name
from .base import Scene

CARD_W = 84


class DrawScene(Scene):
    name = "draw"
    portrait = True      # laid out for the window's shape, upright in a tall window

    def __init__(self, ctx, session) -> None:
        super().__init__(ctx)
        self.session = session
        self.menu = ui.Menu([ui.MenuItem("deal", N_("Deal the cards"))], 640, 620, width=340, height=54)
        self._place()

    # -- where things are: the wide layout in the middle of the screen; upright, the same
    # in a narrower column, lower down ---------------------------------------------------------
    def _origin(self) -> tuple[int, int]:
        """Where the layout's top middle is."""
        _ox, oy = self.layout_origin()
        return (self.ctx.screen[0] // 2, oy + (200 if self.upright else 0))

    def _width(self) -> int:
        return 1160 if not self.upright else 680

    def _place(self) -> None:
        """The Deal button where the screen has it (the screen follows the window)."""
        cx, top = self._origin()
        r = self.menu.rects[0]
        r.midtop = (cx, top + (620 if not self.upright else 700))

    def update(self, dt: float) -> None:
        self._place()

    def next_frame(self) -> float | None:
        """Nothing here moves or keeps time (``update`` only follows the window's shape, which
        changes by an event): drawn again on input."""
        return None

    def handle(self, intent: Intent) -> bool:
        self._place()
        if intent.act is Act.PAUSE or intent.act is Act.BACK:
            self.ctx.stack.push(self.ctx.scene("pause"))
            return True
        if self.menu.handle(intent) == "deal":
            from .table_base import scene_for
            self.session.timeline.release()
            self.session.update(0.0)
            self.ctx.stack.replace(scene_for(self.ctx, self.session))
            return True
        return intent.act is not Act.POINT

    def draw(self, surface: Target) -> None:
        s = self.session
        p = s.painter
        ui.felt(surface, self.ctx.felt)
        ev = s.draw_event or {}
        partners = ev.get("type", "draw_for_partners") == "draw_for_partners"
        b = s.board
        n = b.players
        if partners:
            head = _("Drawing for partners")
            rule = _("King high, then queen, jack, 10, 9, 8, 7, ace low. The two lowest play the two highest;")
        else:   # three-handed: each for himself, so the draw decides only the first dealer
            head = _("Drawing for the first deal")
            rule = _("King high, then queen, jack, 10, 9, 8, 7, ace low. Each plays for himself;")
        cx, top = self._origin()
        width = self._width()
        p.text.draw(surface, head, theme.SIZE_H1, theme.INK, (cx, top + 24), "midtop", True)
        rules = (rule, _("the lowest deals first. Equal cards that matter are drawn again."))
        lines = list(rules) if not self.upright else ui.wrap(self.ctx.fonts, sentences(list(rules)), 20, width)
        for i, line in enumerate(lines):
            p.text.draw(surface, line, 20, theme.INK_MUTED, (cx, top + 88 + 26 * i), "midtop")
        names_y = top + 88 + 26 * len(lines) + 16
        seating = tuple(ev.get("seating", range(n)))
        rounds = ev.get("rounds", ())
        gap = min(290, width // n)
        for player in range(n):
            seat = seating.index(player)
            x = round(cx + (player - (n - 1) / 2) * gap)
            mine = b.side_of(seat) == b.side_of(b.me)
            p.text.draw(surface, p.fit(shown_name(s.name(seat)), 24, gap - 20), 24, theme.GOLD if mine
                        else theme.INK, (x, names_y), "midtop", True)
            drawn = [c for rnd in rounds for (pl, c) in rnd if pl == player]
            for k, c in enumerate(drawn):
                img = p.face(c, CARD_W if len(drawn) == 1 else 70)
                surface.blit(img, img.get_rect(midtop=(x + (k - (len(drawn) - 1) / 2) * 40, names_y + 40 + k * 14)))
        dealer = ev.get("dealer", 0)
        if partners:
            sides = [_and([shown_name(s.name(x)) for x in b.rules.side_seats(side)]) for side in range(b.sides)]
            lines = [_("{side} play against {other}.").format(side=sides[0], other=sides[1]),
                     by_name(s.name(dealer), N_("You deal first."), N_("{name} deals first."))]
        else:
            lines = [by_name(s.name(dealer), N_("You deal first, and {left} at the dealer's left bids first."),
                             N_("{name} deals first, and {left} at the dealer's left bids first."),
                             left=in_sentence(s.name((dealer + 1) % n)))]
        if len(rounds) > 1:
            lines.insert(0, _("Equal cards were drawn again."))
        if self.upright:
            lines = [part for line in lines for part in ui.wrap(self.ctx.fonts, line, theme.SIZE_BODY, width)]
        y = names_y + 244
        for line in lines:
            p.text.draw(surface, line, theme.SIZE_BODY, theme.INK, (cx, y), "midtop")
            y += 40
        self.menu.draw(surface, self.ctx.fonts)


def _and(names: list[str]) -> str:
    """``Ann and Cy``: a side's names, in the language spoken."""
    out = names[0] if names else ""
    for name in names[1:]:
        out = _("{first} and {second}").format(first=out, second=name)
    return out
