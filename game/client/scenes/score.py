"""The score after each hand: tricks per side (per player, three-handed), made / march / euchred,
who scored what, the markers; three-handed, play going on when two are level at the target."""
from __future__ import annotations

import pygame

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..table.hand_review import hand_awards, maker_tricks
from ..text.translate import N_, _, ngettext
from ..text.words import (
    and_words,
    auction_bid_words,
    bridge_words,
    by_name,
    laps_words,
    level_words,
    lose_words,
    scored_words,
    slam_words,
    suit_name,
    tricks_words,
    widow_words,
)
from .base import Scene
from .table_base import too_soon

PANEL = pygame.Rect(0, 0, 820, 520)
PANEL.center = (640, 360)


def auction_lines(s, ev: dict, bid: str, trump: str, made: int, theirs: int) -> list[str]:
    """The score of a hand bid for in an auction: the bid and trump, the tricks, the points
    won or lost (the bid subtracted, RULES §8.2), the widow turned up."""
    maker = s.name(ev["maker"])
    record = s.hands[-1] if s.hands else None
    forced = bool(record and record.forced)
    said = auction_bid_words(bid)
    if forced:
        out = [by_name(maker, N_("Nobody bid: you held the Joker, bid {bid} and named {suit} trump."),
                       N_("Nobody bid: {name} held the Joker, bid {bid} and named {suit} trump."), bid=said,
                       suit=trump)]
    else:
        out = [by_name(maker, N_("You bid {bid} and named {suit} trump."),
                       N_("{name} bid {bid} and named {suit} trump."), bid=said, suit=trump)]
    out.append(_("Tricks: the bidders {made}, the others {theirs}.").format(made=made, theirs=theirs))
    points = ev["points"]
    side = s.side_name(ev["maker_side"] if ev.get("maker_side") is not None else ev["maker"] % 2)
    if points < 0:
        out.append(lose_words(side, -points))
    else:
        out.append(_("{scored}.").format(scored=scored_words(hand_awards(ev, s.board.sides), s.side_name, True)))
    widow = record.widow if record is not None else s.board.widow
    if widow is not None:
        out.append(_("{widow}.").format(widow=widow_words(widow)))
    return out


class ScoreScene(Scene):
    """An overlay over the table; Continue (Enter, A) lets the match go on to the next deal;
    Esc, B or a right click pauses."""

    name = "score"
    transparent = True

    def __init__(self, ctx, session) -> None:
        super().__init__(ctx)
        self.session = session
        self.time = 0.0
        items = [ui.MenuItem("continue", N_("Continue"))]
        if session.hands:
            items.append(ui.MenuItem("review", self.review_label()))
        self.panel = PANEL
        self.menu = ui.Menu(items, 640, PANEL.bottom - 76, width=320, height=54)
        if len(items) == 2:   # side by side: Continue first
            self.menu.rects[0].right = 630
            self.menu.rects[1].x, self.menu.rects[1].y = 650, self.menu.rects[0].y
        self._menu_y = [r.y for r in self.menu.rects]
        self._place()

    @property
    def content(self) -> pygame.Rect:   # type: ignore[override]
        return self.panel

    def _place(self) -> None:
        """The panel, taller by a line for each Railroad note (laps, a slam), and its buttons."""
        extra = 30 * len(self.railroad_notes())
        self.panel = PANEL if not extra else PANEL.inflate(0, extra)
        for r, y in zip(self.menu.rects, self._menu_y):
            r.y = y + self.panel.bottom - PANEL.bottom

    def review_label(self) -> str:
        """"Review the hand (R)", its button named for the device used last (RT, R2...)."""
        from ..input.prompts import prompt_label
        return _("Review the hand ({button})").format(button=prompt_label(self.ctx, Act.REVIEW))

    @property
    def anim_seconds(self) -> float:
        return self.ctx.settings.animation_time(0.9)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.panel.h != PANEL.h + 30 * len(self.railroad_notes()):
            self._place()
        if self.session.hands and self.menu.items[-1].label != self.review_label():
            self.menu.set_item("review", ui.MenuItem("review", self.review_label()))
        for side, (old, new, t) in list(self.session.marker_anim.items()):
            self.session.marker_anim[side] = (old, new, t + dt)
            if t + dt >= self.anim_seconds:
                del self.session.marker_anim[side]

    def next_frame(self) -> float | None:
        return 0.0 if self.session.marker_anim else None   # the score markers move to the new score

    def enter(self) -> None:
        ev = self.session.last_hand
        if ev is not None:
            before = self.session.hand_scores_before
            for side in range(len(ev["scores"])):
                if side < len(before) and ev["scores"][side] != before[side]:
                    self.session.marker_anim[side] = (before[side], ev["scores"][side], 0.0)
            self.session.board.scores = tuple(ev["scores"])

    def handle(self, intent: Intent) -> bool:
        if intent.act in (Act.PAUSE, Act.BACK):   # Esc, B, a right click: pause, as at the table
            self.ctx.stack.push(self.ctx.scene("pause"))
            return True
        if too_soon(self.session, intent):   # meant for the hand's last words: the score is read first
            return True
        if self.session.marker_anim and intent.act in (Act.CONFIRM, Act.CLICK):
            self.session.marker_anim.clear()
            return True
        if intent.act in (Act.LEFT, Act.RIGHT):
            intent = Intent(Act.UP if intent.act is Act.LEFT else Act.DOWN, intent.device)
        choice = self.menu.handle(intent)
        if choice == "review" or (intent.act is Act.REVIEW and self.session.hands):
            self.ctx.stack.push(self.ctx.scene("review", self.session))
            return True
        if choice == "continue":
            self.session.timeline.release()
            self.ctx.stack.pop()
            return True
        return intent.act is not Act.POINT

    def lines(self) -> tuple[str, list[str]]:
        s = self.session
        ev = s.last_hand or {}
        if not ev:
            return _("Hand over"), []
        if ev["type"] == "settlement":   # Napoleon: settled with each opponent (RULES §8.3)
            from . import nap_score
            return nap_score.lines(s, ev)
        maker = s.name(ev["maker"])
        trump = suit_name(s.board.trump) if s.board.trump >= 0 else _("trump")
        title = {"march": _("March!"), "euchred": _("Euchred!"), "made": _("Made it")}[ev["result"]]
        if ev["alone"] and ev["result"] == "march":
            title = _("A lone march!")
        made = maker_tricks(ev)
        theirs = sum(ev["tricks"]) - made
        lone_defender = ev.get("lone_defender")
        g, n = s.board.rules, s.board.players
        bid = next((b for _seat, b in reversed(ev["bids"]) if b.startswith("bid ")), None)
        if bid is not None:   # an auction for tricks (RULES §8.2)
            return _("Hand {number} — {title}").format(number=s.board.hand_number, title=title), \
                auction_lines(s, ev, bid, trump, made, theirs)
        if g.maker_alone:   # the maker alone against the others (RULES §7.1)
            others = [s.name((ev["maker"] + k) % n) for k in range(1, n)]
            out = [by_name(maker, N_("You made {suit} trump, alone against {others}."),
                           N_("{name} made {suit} trump, alone against {others}."), suit=trump,
                           others=and_words(others)),
                   _("Tricks: the maker {made}, the defenders together {theirs}.").format(made=made, theirs=theirs)]
        else:
            if ev["alone"]:
                out = [by_name(maker, N_("You made {suit} trump going alone."),
                               N_("{name} made {suit} trump going alone."), suit=trump)]
            else:
                out = [by_name(maker, N_("You made {suit} trump."), N_("{name} made {suit} trump."), suit=trump)]
            if lone_defender is not None:
                out.append(by_name(s.name(lone_defender), N_("You defended alone against the lone hand."),
                                   N_("{name} defended alone against the lone hand.")))
            if lone_defender is not None:
                tricks = _("Tricks: the maker {made}, the lone defender {theirs}.")
            elif g.partners and not ev["alone"]:
                tricks = _("Tricks: the makers {made}, the defenders {theirs}.")
            elif g.partners:
                tricks = _("Tricks: the maker {made}, the defenders {theirs}.")
            else:
                tricks = _("Tricks: the maker {made}, the defender {theirs}.")
            out.append(tricks.format(made=made, theirs=theirs))
        out.append(_("{scored}.").format(scored=scored_words(hand_awards(ev, s.board.sides), s.side_name,
                                                            g.partners)))
        return _("Hand {number} — {title}").format(number=s.board.hand_number, title=title), out

    def draw(self, surface: Target) -> None:
        s = self.session
        f = self.ctx.fonts
        PANEL = self.panel
        p = s.painter
        ui.veil(surface, 120)
        p.panels.draw(surface, PANEL, alpha=240, radius=20, edge=theme.GOLD)
        title, lines = self.lines()
        size = ui.size_to_fit(f, title, theme.SIZE_H1, PANEL.w - 60, bold=True)   # a longer title a little smaller
        p.text.draw(surface, ui.fit(f, title, size, PANEL.w - 60, bold=True), size, theme.GOLD, (640, PANEL.y + 24),
                    "midtop", True)
        y = PANEL.y + 94
        for line in lines:
            for part in ui.wrap(f, line, 22, PANEL.w - 80):
                p.text.draw(surface, part, 22, theme.INK, (PANEL.x + 40, y))
                y += 30
        target = s.options.target
        tricks = (s.last_hand or {}).get("tricks", s.board.side_tricks())
        order = s.sides_from_mine() if not s.board.rules.totals else ()
        if s.board.rules.totals:   # running totals, no markers (Napoleon)
            from . import nap_score
            nap_score.draw_columns(s, surface, PANEL, y)
        step = (PANEL.w - 80) // max(1, len(order))     # 380 for two sides, 246 for three players
        for col, side in enumerate(order):
            x = PANEL.x + (60 if len(order) == 2 else 40) + col * step
            top = y + 16
            name = p.fit(s.side_name(side), 24, step - 50)
            mine = side == s.board.side_of(s.board.me)
            p.text.draw(surface, name, 24, theme.GOLD if mine else theme.INK, (x, top), bold=True)
            words = _("tricks this hand: {count}").format(count=tricks[side])
            if len(order) > 2:   # narrower columns: "maker · 3 tricks", "1 trick"
                words = tricks_words(tricks[side])
                if (s.last_hand or {}).get("maker") == side:
                    words = _("maker · {tricks}").format(tricks=words)
            size = ui.size_to_fit(f, words, 20, step - 20)   # a longer word a little smaller, not cut
            p.text.draw(surface, p.fit(words, size, step - 20), size, theme.INK_MUTED, (x, top + 32))
            p.draw_marker(surface, s, side, (x, top + 62), target, width=60)
        note = self.note()
        if note:
            p.text.draw(surface, note, 22, theme.WARNING, (640, PANEL.bottom - 112), "midtop")
        for i, line in enumerate(reversed(self.railroad_notes())):   # laps and a slam, above the note
            p.text.draw(surface, line, 22, theme.WARNING, (640, PANEL.bottom - 142 - 30 * i), "midtop")
        self.menu.draw(surface, f)

    def game_won(self) -> dict | None:
        """The game this hand ended, if it ended one."""
        s = self.session
        games = s.games
        if games and s.last_hand is not None and tuple(games[-1]["scores"]) == tuple(s.last_hand["scores"]):
            return games[-1]
        return None

    def railroad_notes(self) -> list[str]:
        """Railroad (RULES §8.1): a slam counted two games; points beyond the target carried."""
        g = self.game_won()
        if g is None:
            return []
        s = self.session
        out = [slam_words(s.side_name(g["winner"]))] if g.get("slam") else []
        out += [laps_words(s.side_name(side), pts, g["game"] + 1, s.options.game.partners)
                for side, pts in enumerate(g.get("carried") or ()) if pts and max(g["games_won"]) < 2]
        return out

    def note(self) -> str:
        s = self.session
        if s.board.rules.totals:   # a match of a number of deals (Napoleon)
            from . import nap_score
            return nap_score.note(s)
        games = s.games
        if games and s.last_hand is not None and tuple(games[-1]["scores"]) == tuple(s.last_hand["scores"]):
            g = games[-1]
            return ngettext("Game {game} to {side}, worth {count} rubber point",
                            "Game {game} to {side}, worth {count} rubber points", g["rubber_points"]).format(
                game=g["game"], side=s.side_name(g["winner"]), count=g["rubber_points"])
        if s.last_hand is not None:
            level = s.play_on(tuple(s.last_hand["scores"]))
            if level is not None:   # three-handed: nobody alone on the most yet
                return level_words([s.name(x) for x in level[0]], level[1])
        v = s.hand_view
        if v is not None and any(v.at_the_bridge):
            side = 0 if v.at_the_bridge[0] else 1
            return bridge_words(s.side_name(side), not s.board.rules.partners)
        return ""
