"""Napoleon in the gallery (RULES §8.3): the setup, the bidding (four and three players, a hint
with its reason), the table saying who plays what and the trump the first lead set, misère
in play, a trick, the hand stopped early and why, the score with each opponent's settlement
and the running totals, the review, the match's end, the statistics. The states are reached
by seeded matches with the normal computer level."""
from __future__ import annotations

from typing import Callable

from game.rules import Options

from ..context import Context
from ..scenes.base import Scene
from ..table.match_session import MatchSession
from . import states as gs

Build = Callable[[Context], list[Scene]]
NAPOLEON, NAPOLEON_3 = "napoleon", "napoleon-3"
BIDDER = gs.prefer("bid nap", "bid four", "bid misere", "bid three", "bid two", "pass")   # I bid high
PASSER = gs.prefer("pass")


def reach(c: Context, variant: str, goal: gs.Goal, choose: gs.Chooser = PASSER, watch: bool = False,
          seeds: range = range(1, 60), max_hands: int | None = 3) -> MatchSession:
    return gs.reach(c, Options(variant=variant), goal, choose, seeds=seeds, level="normal", watch=watch,
                    max_hands=max_hands)


def table(variant: str, goal: gs.Goal, choose: gs.Chooser = PASSER, watch: bool = False) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.bidding import BiddingScene
        from ..scenes.trick import TrickScene
        s = reach(c, variant, goal, choose, watch)
        return [(BiddingScene if s.board.bidding else TrickScene)(c, s)]
    return build


def bidding_after_others(s: MatchSession) -> bool:
    """My turn to bid, after someone has bid."""
    return s.my_turn and s.board.phase == "bid" and s.board.high_bid() is not None


def hinted(s: MatchSession) -> bool:
    """My turn to bid, a hint shown with its reason."""
    if not bidding_after_others(s):
        return False
    s.ask_hint()
    if s._hint_ask is not None:
        s._hint_ask.wait(5.0)
    s.update(0.0)
    return s.hint is not None


def playing(misere: bool = False) -> gs.Goal:
    def goal(s: MatchSession) -> bool:
        b = s.board
        if not (s.my_turn and b.phase == "play" and b.trick and b.contract):
            return False
        return (b.contract == "bid misere") == misere and (misere or b.trump >= 0)
    return goal


def announcing(event: str, test: Callable[[dict], bool] | None = None) -> gs.Goal:
    return gs.announcing(event, test)


def stopped_early(ev: dict) -> bool:
    return len(ev["played"]) < 5


def negative_score(s: MatchSession) -> bool:
    return gs.scored(s) and s.last_hand is not None and min(s.last_hand["scores"]) < 0 \
        and s.last_hand["payments"][s.board.me] != 0


def score(variant: str, goal: gs.Goal = gs.scored, choose: gs.Chooser = PASSER) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.score import ScoreScene
        from ..scenes.trick import TrickScene
        s = reach(c, variant, goal, choose, max_hands=4)
        scene = ScoreScene(c, s)
        scene.enter()
        s.marker_anim.clear()
        return [TrickScene(c, s), scene]
    return build


def review(c: Context) -> list[Scene]:
    from ..scenes.review import ReviewScene
    from ..scenes.score import ScoreScene
    from ..scenes.trick import TrickScene
    s = reach(c, NAPOLEON, gs.scored, BIDDER)
    return [TrickScene(c, s), ScoreScene(c, s), ReviewScene(c, s)]


def match_over(variant: str) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.match_over import MatchOverScene
        from ..scenes.trick import TrickScene
        s = gs.reach(c, Options(variant=variant, rounds=2), gs.over, BIDDER, seeds=range(1, 10), level="normal",
                     max_hands=None)
        return [TrickScene(c, s), MatchOverScene(c, s)]
    return build


def setup(variant: str) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.setup import SetupScene
        from ..scenes.title import TitleScene
        scene = SetupScene(c)
        scene.variant = variant
        return [TitleScene(c), scene]
    return build


def hosting(variant: str) -> Build:
    """The rules of a LAN table of Napoleon hosted here (three or four players), on the Game row."""
    def build(c: Context) -> list[Scene]:
        from ..scenes.lobby import RULES, LobbyScene
        from ..scenes.title import TitleScene
        scene = LobbyScene(c, listen=False)
        scene.variant = variant
        scene.mode, scene.rule_rows.focus = RULES, 0
        return [TitleScene(c), scene]
    return build


def stats(c: Context) -> list[Scene]:
    """Statistics with Napoleon matches and the player's own bids counted."""
    from ..scenes.stats import StatsScene
    from ..scenes.title import TitleScene
    gs.sample_stats(c)
    name = c.settings.player_name
    for bid, made in (("two", True), ("three", True), ("three", False), ("nap", True), ("misere", False),
                      ("four", True)):
        c.stats.record_settlement(name, 0, {"bidder": 0, "bid": bid, "made": made})
    c.stats.record_match(name, NAPOLEON, "normal", True, 24, 9)
    c.stats.record_match(name, NAPOLEON_3, "hard", False, -6, 14)
    return [TitleScene(c), StatsScene(c)]


def entries() -> list[tuple[str, str, Build]]:
    return [
        ("setup", NAPOLEON, setup(NAPOLEON)),
        ("bid", NAPOLEON, table(NAPOLEON, bidding_after_others)),
        ("bid", NAPOLEON_3, table(NAPOLEON_3, bidding_after_others)),
        ("bid-hint", NAPOLEON, table(NAPOLEON, hinted)),
        ("contract", NAPOLEON, table(NAPOLEON, announcing("contract"), watch=True)),
        ("trump-led", NAPOLEON, table(NAPOLEON, announcing("nap_trump"), watch=True)),
        ("trick", NAPOLEON, table(NAPOLEON, playing())),
        ("trick-misere", NAPOLEON, table(NAPOLEON, playing(misere=True), gs.prefer("bid misere", "pass"))),
        ("stopped", NAPOLEON, table(NAPOLEON, announcing("settlement", stopped_early), watch=True)),
        ("score", NAPOLEON, score(NAPOLEON)),
        ("score-below-zero", NAPOLEON_3, score(NAPOLEON_3, negative_score, BIDDER)),
        ("review", NAPOLEON, review),
        ("match-over", NAPOLEON, match_over(NAPOLEON)),
        ("lobby-host-rules", NAPOLEON_3, hosting(NAPOLEON_3)),
        ("stats", NAPOLEON, stats),
    ]
