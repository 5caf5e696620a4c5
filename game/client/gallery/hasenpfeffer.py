"""Hasenpfeffer in the gallery (RULES §8.2): the auction from every side of it (the first bid,
a bid over another, the high bidder naming trump, the forced Joker bid said in words and the
hand thrown in with the Joker in the widow), the hand played with the widow face down, the
widow turned up at the hand's end, a side below zero beside its markers, the score, the
review, hints, the match's end, the setup, a host's rules and the statistics (its rules tab
is the gallery's, with every game's).

The states are reached by driving real tables: with the normal computer level on shuffled
deals, and for the auction nobody bids (which computer players never let happen) as a couch
game of four people who all pass, on a stacked deal."""
from __future__ import annotations

from typing import Callable

from game.rules import Options
from game.rules.hasenpfeffer import stack_hasenpfeffer

from ..context import Context
from ..scenes.base import Scene
from ..table.match_session import MatchSession
from . import states as gs

Build = Callable[[Context], list[Scene]]
HASENPFEFFER = "hasenpfeffer"
SEATED = (0, 1, 2, 3)          # no draw for partners: the stacked hands are the seats'
# Nobody will bid these (people passing): I (seat 0) hold the Joker, so I must bid three.
WEAK = {0: "JK 9C TD QH KS 9S", 1: "AC 9D TH QS KD 9H", 2: "AD TC JH QC AS TS",
        3: "JC JD KH AH QD KC"}


def options(**kw) -> Options:
    return Options(variant=HASENPFEFFER, **kw)


def session_at(c: Context, goal: gs.Goal, choose: gs.Chooser, watch: bool = False, seeds: range = range(1, 40),
               max_hands: int | None = 3, **kw) -> MatchSession:
    return gs.reach(c, options(**kw), goal, choose, seeds=seeds, level="normal", watch=watch,
                    max_hands=max_hands)


def scene_of(c: Context, s: MatchSession) -> Scene:
    from ..scenes.bidding import BiddingScene
    from ..scenes.trick import TrickScene
    return (BiddingScene if s.board.bidding else TrickScene)(c, s)


def table(goal: gs.Goal, choose: gs.Chooser, watch: bool = False, hint: bool = False, **kw) -> Build:
    def build(c: Context) -> list[Scene]:
        s = session_at(c, goal, choose, watch, **kw)
        if hint:
            gs.show_hint(s)
        return [scene_of(c, s)]
    return build


def nobody_bids(widow: str = "JS") -> list:
    """All four pass: seat 0 holds the Joker (or, ``widow`` "JK", nobody does)."""
    hands = dict(WEAK)
    if widow == "JK":
        hands[0] = "JS 9C TD QH KS 9S"
    return [stack_hasenpfeffer(3, hands, widow)]


def all_pass(goal: gs.Goal, widow: str = "JS") -> Build:
    """A couch game of four people who all pass: the forced bid, or the hand thrown in."""
    def build(c: Context) -> list[Scene]:
        s = gs.stacked_session(c, options(), nobody_bids(widow), first_dealer=3, couch=True, people=4,
                               seating=SEATED)
        if not gs.drive(s, goal, gs.prefer("pass", "name H"), watch=True, max_hands=1):
            raise RuntimeError("the couch auction did not reach the wanted state")
        return [scene_of(c, s)]
    return build


def over_a_bid(s: MatchSession) -> bool:
    """My turn to bid after another player has bid."""
    return gs.my_turn_in("auction")(s) and s.board.high_bid() is not None


def first_to_bid(s: MatchSession) -> bool:
    return gs.my_turn_in("auction")(s) and not s.board.bids


def lost(s: MatchSession) -> bool:
    """The score of a hand whose bidders fell short: their bid subtracted, below zero."""
    return gs.scored(s) and s.last_hand is not None and s.last_hand["points"] < 0 and min(s.last_hand["scores"]) < 0


def made(s: MatchSession) -> bool:
    return gs.scored(s) and s.last_hand is not None and s.last_hand["points"] > 0


def below_zero_play(s: MatchSession) -> bool:
    """A later hand, my turn to play, my side below zero."""
    b = s.board
    return s.my_turn and b.phase == "play" and b.scores[b.side_of(b.me)] < 0 and bool(b.trick)


def bid_high(s: MatchSession) -> str | None:
    """Bid six (and name clubs): a bid seldom made, so my side goes below zero."""
    return gs.prefer("bid 6", "name C")(s)


def review(c: Context) -> list[Scene]:
    from ..scenes.review import ReviewScene
    from ..scenes.score import ScoreScene
    from ..scenes.trick import TrickScene
    s = session_at(c, gs.scored, gs.prefer("bid 3", "bid 4", "name H"))
    return [TrickScene(c, s), ScoreScene(c, s), ReviewScene(c, s)]


def score(goal: gs.Goal, choose: gs.Chooser) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.score import ScoreScene
        from ..scenes.trick import TrickScene
        s = session_at(c, goal, choose)
        return [TrickScene(c, s), ScoreScene(c, s)]
    return build


def over(c: Context) -> list[Scene]:
    from ..scenes.match_over import MatchOverScene
    s = session_at(c, gs.over, gs.prefer("bid 2", "name H"), seeds=range(1, 6), max_hands=None, target=5)
    return [MatchOverScene(c, s)]


def setup(c: Context) -> list[Scene]:
    from ..scenes.setup import SetupScene
    from ..scenes.title import TitleScene
    scene = SetupScene(c)
    scene.variant = HASENPFEFFER
    return [TitleScene(c), scene]


def hosting(c: Context) -> list[Scene]:
    """The rules of a LAN table of Hasenpfeffer hosted here."""
    from ..scenes.lobby import RULES, LobbyScene
    from ..scenes.title import TitleScene
    scene = LobbyScene(c, listen=False)
    scene.variant = HASENPFEFFER
    scene.mode, scene.rule_rows.focus = RULES, 0
    return [TitleScene(c), scene]


def stats(c: Context) -> list[Scene]:
    """Statistics with Hasenpfeffer matches counted under their own game (a loss below zero)."""
    from ..scenes.stats import StatsScene
    from ..scenes.title import TitleScene
    gs.sample_stats(c)
    name = c.settings.player_name
    c.stats.record_match(name, HASENPFEFFER, "normal", True, 10, 4)
    c.stats.record_match(name, HASENPFEFFER, "hard", False, -3, 10)
    return [TitleScene(c), StatsScene(c)]


def entries() -> list[tuple[str, str, Build]]:
    bid = gs.prefer("bid 3", "bid 4", "name H")
    return [
        ("setup", HASENPFEFFER, setup),
        ("bid-auction-first", HASENPFEFFER, table(first_to_bid, bid)),
        ("bid-auction", HASENPFEFFER, table(over_a_bid, bid)),
        ("bid-name-trump", HASENPFEFFER, table(gs.my_turn_in("name_trump"), gs.prefer("bid 4", "bid 5"))),
        ("forced-bid", HASENPFEFFER, all_pass(gs.announcing("forced_bid"))),
        ("bid-forced-name", HASENPFEFFER, all_pass(gs.my_turn_in("name_trump"))),
        ("thrown-in", HASENPFEFFER, all_pass(gs.announcing("thrown_in"), widow="JK")),
        ("trick", HASENPFEFFER, table(gs.mid_trick(), bid)),
        ("hint", HASENPFEFFER, table(gs.mid_trick(), bid, hint=True)),
        ("widow", HASENPFEFFER, table(gs.announcing("widow"), bid, watch=True)),
        ("score", HASENPFEFFER, score(made, bid)),
        ("score-below-zero", HASENPFEFFER, score(lost, bid_high)),
        ("trick-below-zero", HASENPFEFFER, table(below_zero_play, bid_high)),
        ("review", HASENPFEFFER, review),
        ("match-over", HASENPFEFFER, over),
        ("lobby-host-rules", HASENPFEFFER, hosting),
        ("stats", HASENPFEFFER, stats),
    ]
