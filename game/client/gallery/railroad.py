"""Railroad Euchre in the gallery (RULES §8.1): the call for partner's best from each side of
it (the lone player's call, the partner's choice, the card flying face down, the discard, a
lone defender's call), laps and a slam at the score, the setup, the rules tab, the lobby and
the statistics. The states are reached on stacked deals (``game.rules.stack``) with the
normal computer level, which goes alone and calls on these hands."""
from __future__ import annotations

from typing import Callable

from game.rules import Options, stack

from ..context import Context
from ..scenes.base import Scene
from ..table.match_session import MatchSession
from . import states as gs

Build = Callable[[Context], list[Scene]]
RAILROAD = "railroad"
SEATED = (0, 1, 2, 3)          # no draw for partners: the stacked hands are the seats'
STRONG = "JH JD AH KH AS"      # hearts with both bowers: goes alone on the 9♥ turned up
BEST = "JK QD KD AD 9S"        # the Joker: the partner's best card


def options(**kw) -> Options:
    return Options(variant=RAILROAD, **kw)


def lone_me() -> list:
    """I (seat 0, first to bid) go alone in hearts; my partner (seat 2) holds the Joker."""
    return [stack(4, 3, {0: STRONG, 1: "9C TC QC KC AC", 2: BEST, 3: "9D TD QS KS TH"}, "9H", deck_size=25)]


def lone_partner() -> list:
    """My partner (seat 2, first to bid) goes alone in hearts and calls for my best: the Joker."""
    return [stack(4, 1, {2: STRONG, 3: "9C TC QC KC AC", 0: BEST, 1: "9D TD QS KS TH"}, "9H", deck_size=25)]


def lone_defence() -> list:
    """Seat 1 goes alone in hearts; I (the dealer) take up the 9♥ and defend alone."""
    return [stack(4, 0, {1: STRONG, 2: "9C TC QC KC 9S", 0: "JK QH TH AC AD", 3: "9D TD QS KS QD"},
                  "9H", deck_size=25)]


def session_on(c: Context, deals: list, dealer: int, **kw) -> MatchSession:
    return gs.stacked_session(c, options(**kw.pop("rules", {})), deals, first_dealer=dealer,
                              level="normal", seating=SEATED, **kw)


def my_turn(phase: str) -> gs.Goal:
    return gs.my_turn_in(phase)


def in_flight(kind: str) -> gs.Goal:
    """A card of the exchange in the air: ``kind`` "pass" (partner to lone) or "discard"."""
    def goal(s: MatchSession) -> bool:
        cur = s.timeline.current
        if cur is None or not cur.flights or cur.callout is None or cur.callout[0] is not None:
            return False
        ev = cur.event   # the event that made the words: found in any language
        if ev is None or ev["type"] != ("best_passed" if kind == "pass" else "best_discard"):
            return False
        cur.elapsed = cur.duration * 0.5     # the card half way
        return True
    return goal


def alone_then(*words: str) -> gs.Chooser:
    return gs.prefer("order alone", *words, "pass")


def at(c: Context, deals: Callable[[], list], dealer: int, goal: gs.Goal, choose: gs.Chooser,
       watch: bool = False, **kw) -> MatchSession:
    """A session on ``deals`` driven to where ``goal`` holds (people acting by ``choose``)."""
    s = session_on(c, deals(), dealer, **kw)
    if not gs.drive(s, goal, choose, watch=watch, max_hands=1):
        raise RuntimeError("the railroad deal did not reach the wanted state")
    return s


def table(deals: Callable[[], list], dealer: int, goal: gs.Goal, choose: gs.Chooser,
          watch: bool = False, **kw) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.bidding import BiddingScene
        from ..scenes.trick import TrickScene
        s = at(c, deals, dealer, goal, choose, watch, **kw)
        return [(BiddingScene if s.board.bidding else TrickScene)(c, s)]
    return build


def second_trick(s: MatchSession) -> bool:
    """My turn to play, alone with my partner's best, a trick taken."""
    b = s.board
    return s.my_turn and b.phase == "play" and sum(b.tricks_won) >= 1 and b.me in b.best_calls


def defended(s: MatchSession) -> bool:
    return my_turn("call_best")(s) and s.board.lone_defender == s.board.me


def two_lone_hands() -> list:
    """I go alone twice: first bidder on the first deal, dealer on the second (the others
    holding no trump worth a call): two lone marches, 8 points in a game to 5."""
    return lone_me() + [stack(4, 0, {0: STRONG, 1: "9C TC QC KC AC", 2: BEST, 3: "9D TD QS KS JS"}, "9H",
                              deck_size=25, stock="TH QH JC TS")]


def game_won(s: MatchSession) -> bool:
    """The score after the hand that won a game."""
    return (gs.scored(s) and bool(s.games) and s.last_hand is not None
            and s.games[-1]["scores"] == tuple(s.last_hand["scores"]))


def lap_score(c: Context) -> list[Scene]:
    """The score after a game won with points beyond the target: they carry into the next
    (no slam here, so the rubber goes on)."""
    from ..scenes.score import ScoreScene
    from ..scenes.trick import TrickScene
    s = session_on(c, two_lone_hands(), 3, rules={"target": 5, "slam": False})
    if not gs.drive(s, game_won, alone_then("call best"), max_hands=3):
        raise RuntimeError("the two lone hands did not win a game")
    return [TrickScene(c, s), ScoreScene(c, s)]


def slam_over(c: Context) -> list[Scene]:
    """The match over after a slam: a game won while the losers had no points counts two."""
    from ..scenes.match_over import MatchOverScene
    from ..scenes.trick import TrickScene
    s = session_on(c, two_lone_hands(), 3, rules={"target": 5})
    if not gs.drive(s, gs.over, alone_then("call best"), max_hands=3):
        raise RuntimeError("the two lone hands did not end the match")
    return [TrickScene(c, s), MatchOverScene(c, s)]


def review(c: Context) -> list[Scene]:
    """The hand review of a hand I played alone with my partner's best: only I see its cards."""
    from ..scenes.review import ReviewScene
    from ..scenes.score import ScoreScene
    from ..scenes.trick import TrickScene
    s = at(c, lone_me, 3, gs.scored, alone_then("call best"))
    return [TrickScene(c, s), ScoreScene(c, s), ReviewScene(c, s)]


def setup(row: str = "variant") -> Build:
    """The new-game setup of Railroad, focused on ``row`` (its rows scroll where they do not fit)."""
    def build(c: Context) -> list[Scene]:
        from ..scenes.setup import SetupScene
        from ..scenes.title import TitleScene
        scene = SetupScene(c)
        scene.variant = RAILROAD
        scene.focus = scene.rows().index(row)
        return [TitleScene(c), scene]
    return build


def hosting(row: str = "deck") -> Build:
    """The rules of a LAN table of Railroad Euchre hosted here, focused on ``row`` ("done": Done)."""
    def build(c: Context) -> list[Scene]:
        from ..scenes.lobby import RULES, LobbyScene
        from ..scenes.title import TitleScene
        scene = LobbyScene(c, listen=False)
        scene.variant = RAILROAD
        keys = scene.rules.row_keys()
        scene.mode, scene.rule_rows.focus = RULES, keys.index(row) if row in keys else len(keys)
        return [TitleScene(c), scene]
    return build


def stats(c: Context) -> list[Scene]:
    """Statistics with Railroad matches counted under their own game."""
    from ..scenes.stats import StatsScene
    from ..scenes.title import TitleScene
    gs.sample_stats(c)
    name = c.settings.player_name
    c.stats.record_match(name, RAILROAD, "normal", True, 12, 4)
    c.stats.record_match(name, RAILROAD, "hard", False, 7, 10)
    return [TitleScene(c), StatsScene(c)]


def entries() -> list[tuple[str, str, Build]]:
    calling = alone_then("call best")
    return [
        ("setup", RAILROAD, setup()),
        ("setup", "railroad-scrolled", setup("player3")),
        ("bid-call-best", RAILROAD, table(lone_me, 3, my_turn("call_best"), calling)),
        ("bid-give-best", RAILROAD, table(lone_partner, 1, my_turn("give_best"), gs.prefer("give JK"))),
        ("best-in-flight", RAILROAD, table(lone_partner, 1, in_flight("pass"), gs.prefer("give JK"),
                                           watch=True)),
        ("bid-best-discard", RAILROAD, table(lone_me, 3, my_turn("best_discard"), calling)),
        ("best-discard-flight", RAILROAD, table(lone_me, 3, in_flight("discard"), calling, watch=True)),
        ("bid-defender-calls", RAILROAD, table(lone_defence, 0, defended,
                                               gs.prefer("defend alone", "discard AD"))),
        ("trick-called", RAILROAD, table(lone_me, 3, second_trick, calling)),
        ("review-best", RAILROAD, review),
        ("score-laps", RAILROAD, lap_score),
        ("match-over-slam", RAILROAD, slam_over),
        ("lobby-host-rules", RAILROAD, hosting()),
        ("lobby-host-rules", "railroad-scrolled", hosting("done")),
        ("stats", RAILROAD, stats),
    ]
