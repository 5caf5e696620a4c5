"""The end of the match: the winner, the final score and, in a rubber, every game's points;
three-handed, the winner then the others by points, and any time play went on past a tie."""
from __future__ import annotations

from .. import ui
from ..drawing import theme
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..input.prompts import MOVE, footer
from ..text import controller_words as words
from ..text.translate import N_, _, ngettext
from ..text.words import game_extra_words, level_words, points_words
from .base import Scene
from .table_base import too_soon

WIDTH = 1200   # the widest line on this screen


def p_fit(scene: "MatchOverScene", words: str, size: int) -> str:
    return scene.session.painter.fit(words, size, WIDTH)


class MatchOverScene(Scene):
    name = "match-over"

    def __init__(self, ctx, session) -> None:
        super().__init__(ctx)
        self.session = session
        items = [ui.MenuItem("new", N_("New game")), ui.MenuItem("title", N_("Title screen"))]
        if session.can_rematch:   # hosting a LAN table: the same players again
            from ..text.lan_words import REMATCH
            items.insert(0, ui.MenuItem("rematch", REMATCH))
        if session.hands:   # every hand of the match, the last one first
            from ..input.prompts import prompt_label
            items.append(ui.MenuItem("review", _("Review the hands ({button})").format(
                button=prompt_label(ctx, Act.REVIEW))))
        self.menu = ui.Menu(items, 640, 680 - len(items) * 58, width=320, height=48, gap=10)

    def update(self, dt: float) -> None:
        self.session.after_match()   # a LAN table: a rematch may come

    def next_frame(self) -> float | None:
        return None   # a rematch or the table closing is news: the LAN table's inbox wakes the loop

    def handle(self, intent: Intent) -> bool:
        if too_soon(self.session, intent):   # meant for the last words of the match
            return True
        choice = self.menu.handle(intent)
        if choice == "rematch":
            self.session.rematch()
        elif choice == "review" or (intent.act is Act.REVIEW and self.session.hands):
            self.ctx.stack.push(self.ctx.scene("review", self.session))
        elif choice == "new":
            self.ctx.stack.reset(self.ctx.scene("title"))
            self.ctx.stack.push(self.ctx.scene("setup", couch=self.session.seating.couch))
        elif choice == "title" or intent.act is Act.BACK:
            self.ctx.stack.reset(self.ctx.scene("title"))
        return intent.act is not Act.POINT

    def hint(self) -> str:
        """The footer, in the names of the device used last."""
        pairs: list[tuple[Act | str, str]] = [(MOVE, words.CHOOSE), (Act.CONFIRM, words.SELECT)]
        if self.session.hands:
            pairs.append((Act.REVIEW, words.REVIEW_HANDS))
        return footer(self.ctx, pairs + [(Act.BACK, words.TO_TITLE)])

    def winner(self) -> int:
        ev = self.session.match_over
        if ev is not None:
            return ev["winner"]
        return self.session.board.winner or 0

    def winners(self) -> tuple[int, ...]:
        """Who won: the winner, or every player on the highest total (equal totals share the
        win, RULES §8.3)."""
        ev = self.session.match_over or {}
        return tuple(ev.get("winners") or ()) or (self.winner(),)

    def standing(self, scores: tuple[int, ...]) -> list[int]:
        """The sides in the order shown: two sides as they sit; three players, the winner first,
        then the others by points."""
        if len(scores) == 2:
            return [0, 1]
        win = self.winner()
        return [win] + sorted((x for x in range(len(scores)) if x != win), key=lambda x: -scores[x])

    def play_on_lines(self) -> list[str]:
        """Three-handed: each hand after which two were level on the most at the target, so play
        went on (the last two such hands at most)."""
        s = self.session
        out = []
        for r in s.hands:
            level = s.play_on(r.scores)
            if level is not None:
                out.append(level_words([s.name(x) for x in level[0]], level[1], after_hand=r.number))
        return out[-2:]

    def _names(self, side: int) -> list[str]:
        s = self.session
        return [s.name(seat) for seat in range(s.players) if s.board.side_of(seat) == side]

    def headline(self) -> tuple[str, int]:
        """"You win the match!", or who won it, and its size: smaller for long names, which
        are cut short if even so they would not fit the screen."""
        s = self.session
        win = self.winner()
        if s.board.rules.totals:   # the highest total wins; equal totals share (RULES §8.3)
            from ..text.nap_words import winners_words
            names = [s.name(x) for x in self.winners()]
            words = winners_words(names)
            size = theme.SIZE_H1 if self.ctx.fonts.get(theme.SIZE_H1, True).size(words)[0] <= WIDTH else theme.SIZE_H2
            return p_fit(self, words, size), size
        if not s.seating.couch and win == s.board.side_of(s.board.me):
            return _("You win the match!"), theme.SIZE_H1
        if s.board.rules.partners:
            pattern = _("{name} win the match!") if s.seating.couch else _("{name} win the match")
        else:
            pattern = _("{name} wins the match!") if s.seating.couch else _("{name} wins the match")
        names = self._names(win)
        whole = pattern.replace("{name}", " & ".join(names))
        if self.ctx.fonts.get(theme.SIZE_H1, True).size(whole)[0] <= WIDTH:
            return whole, theme.SIZE_H1
        return ui.fit_pattern(self.ctx.fonts, pattern, names, theme.SIZE_H2, WIDTH, bold=True), theme.SIZE_H2

    def draw(self, surface: Target) -> None:
        s = self.session
        p = s.painter
        ui.felt(surface, self.ctx.felt)
        ev = s.match_over or {}
        win = self.winner()
        won = self.winners()
        people = [seat for seat in s.seating.human_seats if s.board.side_of(seat) in won]
        title, size = self.headline()
        p.text.draw(surface, title, size, theme.GOLD, (640, 40 + (theme.SIZE_H1 - size) // 2), "midtop", True)
        scores = tuple(ev.get("scores", s.board.scores))
        target = s.options.target
        for col, side in enumerate(self.standing(scores)):
            x = (330 + col * 380) if len(scores) == 2 else (235 + col * 330) if len(scores) == 3 else (
                90 + col * (1100 // len(scores)))
            room = 340 if len(scores) == 2 else 300 if len(scores) == 3 else 1100 // len(scores) - 30
            name = ui.fit_names(self.ctx.fonts, self._names(side), 26, room, bold=True)
            p.text.draw(surface, name, 26, theme.GOLD if side in won else theme.INK, (x, 120), bold=True)
            if s.board.rules.totals:   # a running total, below zero too (RULES §8.3)
                p.draw_total(surface, s, side, (x, 164))
                continue
            p.text.draw(surface, points_words(scores[side]), 22, theme.INK,
                        (x, 156))
            p.draw_marker(surface, s, side, (x, 190), target, width=60)
        y = 330
        if s.options.rubbers:
            rp = ev.get("rubber_points", s.board.rubber_points)
            p.text.draw(surface, _("The rubber"), 26, theme.INK, (640, y), "midtop", True)
            y += 40
            for g in s.games:
                sc = g["scores"]
                points = ngettext("{count} rubber point", "{count} rubber points", g["rubber_points"]).format(
                    count=g["rubber_points"])
                pattern = _("Game {game}: {score}, won by {name} for {points}").format(
                    game=g["game"], score=f"{sc[0]}–{sc[1]}", points=points, name="{name}")
                pattern += game_extra_words(g, g is s.games[-1]).replace("{", "{{").replace("}", "}}")
                line = ui.fit_pattern(self.ctx.fonts, pattern, self._names(g["winner"]), 22, WIDTH)
                p.text.draw(surface, line, 22, theme.INK, (640, y), "midtop")
                y += 30
            margin = ev.get("margin")
            points = f"{rp[0]}–{rp[1]}"
            line = _("Rubber points {points}; margin {margin} (2 bonus + {won} − {lost})").format(
                points=points, margin=margin, won=rp[win], lost=rp[1 - win]) if margin is not None else \
                _("Rubber points {points}").format(points=points)
            p.text.draw(surface, line, 22, theme.WARNING, (640, y + 6), "midtop")
        else:
            hands = max(1, s.board.hand_number - 1)
            if s.board.rules.totals:
                from ..text.nap_words import rounds_words
                played = rounds_words(s.options.rounds, s.board.deals or s.options.rounds * s.players)
            else:
                played = ngettext("Game to {target} · {count} hand played", "Game to {target} · {count} hands played",
                                  hands).format(target=target, count=hands)
            p.text.draw(surface, played, 24,
                        theme.INK, (640, y), "midtop")
            for line in self.play_on_lines():
                y += 34
                p.text.draw(surface, p.fit(line, 22, 1200), 22, theme.WARNING, (640, y), "midtop")
            if people and s.seating.couch:
                # Translators: between two names ("Ann and Bob"), with its spaces.
                line = ui.fit_pattern(self.ctx.fonts, _("Well played, {name}!"), [s.name(x) for x in people], 24,
                                      WIDTH, joiner=_(" and "))
                p.text.draw(surface, line, 24, theme.INK, (640, y + 40), "midtop")
        table_line = s.match_over_line()   # LAN: a rematch may come
        if table_line:
            p.text.draw(surface, p.fit(_(table_line), 22, WIDTH), 22, theme.INK_MUTED,
                        (640, self.menu.rects[0].y - 40), "midtop")
        self.menu.draw(surface, self.ctx.fonts)
        ui.text(surface, self.ctx.fonts, self.hint(), theme.SIZE_SMALL, theme.INK_MUTED, (640, 706), "midbottom")
