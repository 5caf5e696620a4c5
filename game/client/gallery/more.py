"""The gallery's pictures of the more ways to play (RULES §7): the three-handed table in every
scene of a match, and the house rules' questions (no ace, no face; defend alone)."""
from __future__ import annotations

from typing import Callable

from game.rules import Options, stack

from ..context import Context
from ..scenes.base import Scene
from . import states as gs

Build = Callable[[Context], list[Scene]]

THREE = Options(variant="three-handed", target=10)
DEFEND = Options(variant="four-handed", target=10, defend_alone=True)
LONE = ("order alone", "name C alone", "name D alone", "name H alone", "name S alone")


def entries() -> list[tuple[str, str, Build]]:
    return three_handed() + house_rules()


def three_handed() -> list[tuple[str, str, Build]]:
    """Three-handed: each scene of a match, reached by driving a real table with seeded players."""
    from ..input.table_input import last_trick
    from ..scenes.bidding import BiddingScene
    from ..scenes.deal import DealScene
    from ..scenes.draw_partners import DrawScene
    from ..scenes.last_trick import LastTrickScene
    from ..scenes.match_over import MatchOverScene
    from ..scenes.pass_device import PassScene
    from ..scenes.review import ReviewScene
    from ..scenes.score import ScoreScene
    from ..scenes.trick import TrickScene

    def draw(c: Context) -> list[Scene]:
        return [DrawScene(c, gs.reach(c, THREE, lambda s: s.stage == "draw"))]

    def dealing(c: Context) -> list[Scene]:
        session = gs.reach(c, THREE, lambda s: s.stage == "deal")
        session.update(0.45)   # packets in the air
        return [DealScene(c, session)]

    def bid(phase: str, choose=gs.first_legal, seeds: range = range(1, 60)) -> Build:
        return lambda c: [BiddingScene(c, gs.reach(c, THREE, gs.my_turn_in(phase), choose, seeds=seeds))]

    order = gs.prefer("order")

    def table(goal, choose=order, watch: bool = False, level: str = "random") -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, THREE, goal, choose, watch=watch, level=level)
            return [(BiddingScene if session.board.bidding else TrickScene)(c, session)]
        return build

    def score(goal, target: int = 10, first_seed: int = 1) -> Build:
        def build(c: Context) -> list[Scene]:
            o = Options(variant="three-handed", target=target)
            session = gs.reach(c, o, goal, gs.prefer("order"), seeds=range(first_seed, 80), max_hands=12)
            return [TrickScene(c, session), ScoreScene(c, session)]
        return build

    def level_table(c: Context) -> list[Scene]:
        """Play going on at the table once two are level on the most at the target."""
        session = gs.reach(c, Options(variant="three-handed", target=5), gs.level_at_target, gs.prefer("order"),
                           seeds=range(5, 80), max_hands=12)   # the first seed known to get there, then more
        gs.drive(session, lambda s: s.my_turn, gs.prefer("order"), max_hands=None)
        return [(BiddingScene if session.board.bidding else TrickScene)(c, session)]

    def over(played_on: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            o = Options(variant="three-handed", target=5)
            if played_on:   # a match that went on past a tie at the target
                goal = lambda s: gs.over(s) and any(s.play_on(r.scores) for r in s.hands)  # noqa: E731
            else:
                goal = gs.over
            session = gs.reach(c, o, goal, gs.prefer("order"), seeds=range(5 if played_on else 1, 80), max_hands=None)
            return [MatchOverScene(c, session)]
        return build

    def couch(c: Context) -> list[Scene]:
        session = gs.reach(c, THREE, lambda s: s.stage == "pass" and s.board.to_act != s.board.me,
                           gs.prefer("pass"), couch=True)
        return [TrickScene(c, session), PassScene(c, session)]

    def review(c: Context) -> list[Scene]:
        session = gs.reach(c, THREE, gs.euchred_two, gs.prefer("order"), seeds=range(1, 80), max_hands=12)
        return [TrickScene(c, session), ScoreScene(c, session), ReviewScene(c, session)]

    def last(c: Context) -> list[Scene]:
        session = gs.reach(c, THREE, gs.tricks_done(2), gs.prefer("order"))
        return [TrickScene(c, session), LastTrickScene(c, last_trick(session), session.name)]

    return [
        ("draw", "three", draw),
        ("deal", "three", dealing),
        ("bid-round1", "three", bid("round1")),
        ("bid-round2", "three", bid("round2", gs.prefer("pass"), range(6, 60))),
        ("bid-discard", "three", bid("discard", gs.prefer("order"))),
        ("taken-up", "three", table(gs.announcing("take_up"), watch=True)),
        ("maker", "three", table(gs.announcing("trump"), watch=True)),
        ("trick", "three", table(gs.mid_trick())),
        ("trick-won", "three", table(gs.trick_won, watch=True)),
        ("hand-over", "three", table(gs.announcing("hand_over", lambda ev: ev["result"] == "euchred"), watch=True)),
        ("score", "three", score(lambda s: gs.scored(s) and s.last_hand["result"] != "euchred")),
        ("score-euchred", "three", score(gs.euchred_two)),
        ("score-level", "three", score(gs.level_at_target, target=5, first_seed=5)),
        ("level", "three", level_table),
        ("match-over", "three", over()),
        ("match-over-level", "three", over(played_on=True)),
        ("review", "three", review),
        ("couch-pass", "three", couch),
        ("last-trick", "three", last),
        ("hint", "three", _hint(THREE)),
    ]


def _hint(options: Options) -> Build:
    def build(c: Context) -> list[Scene]:
        from ..scenes.trick import TrickScene
        session = gs.reach(c, options, gs.mid_trick(), gs.prefer("order", "take"))
        gs.show_hint(session)
        return [TrickScene(c, session)]
    return build


def no_face(players: int, seat: int, dealer: int) -> list:
    """A deal in which ``seat`` holds no ace and no face (nines and tens), the others whatever is left."""
    return [stack(players, dealer, {seat: "9C TC 9D TD 9H"}, "JS")]


def house_rules() -> list[tuple[str, str, Build]]:
    """No ace, no face (every variant) and defend alone (four-handed): the questions, and what the
    table shows of the answers."""
    from ..scenes.bidding import BiddingScene
    from ..scenes.review import ReviewScene
    from ..scenes.score import ScoreScene
    from ..scenes.trick import TrickScene

    def redeal(variant: str) -> Build:
        def build(c: Context) -> list[Scene]:
            o = Options(variant=variant, target=10, no_ace_no_face=True)
            n = o.players
            session = gs.stacked_session(c, o, no_face(n, 0, n - 1), first_dealer=n - 1)   # I bid first
            gs.drive(session, gs.my_turn_in("redeal"))
            return [BiddingScene(c, session)]
        return build

    def redeal_said(c: Context) -> list[Scene]:
        """A computer player asks for a redeal: the table says so, and the cards go back to the dealer."""
        o = Options(variant="three-handed", target=10, no_ace_no_face=True)
        for seed in range(1, 40):
            session = gs.stacked_session(c, o, no_face(3, 1, 0), first_dealer=0, seed=seed)
            if gs.drive(session, gs.announcing("redeal"), watch=True, max_hands=1):
                return [BiddingScene(c, session)]
            session.close()
        raise RuntimeError("no computer player asked for a redeal")

    def defend(goal, choose, watch: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, DEFEND, goal, choose, seeds=range(1, 80), max_hands=6, watch=watch)
            return [(BiddingScene if session.board.bidding else TrickScene)(c, session)]
        return build

    def defend_turn(s) -> bool:
        return gs.my_turn_in("defend")(s)

    def second_defender(s) -> bool:   # asked after my partner passed: his pass shows by his place
        return gs.my_turn_in("defend")(s) and bool(s.board.defence_passed())

    def lone_defence_trick(s) -> bool:
        b = s.board
        return s.my_turn and b.phase == "play" and b.lone_defender >= 0 and len(b.trick) == 1

    def defended_review(c: Context) -> list[Scene]:
        goal = lambda s: gs.scored(s) and s.last_hand is not None and s.last_hand["lone_defender"] is not None  # noqa: E731
        session = gs.reach(c, DEFEND, goal, gs.prefer("defend alone", "pass"), seeds=range(1, 80), max_hands=6)
        return [TrickScene(c, session), ScoreScene(c, session), ReviewScene(c, session)]

    def said(s) -> bool:   # another player says he defends alone (not the player at this screen)
        return gs.announcing("defend_alone")(s) and s.timeline.current.event["seat"] != s.board.me
    return [
        ("bid-redeal", "two", redeal("two-handed")),
        ("bid-redeal", "three", redeal("three-handed")),
        ("redeal-said", "three", redeal_said),
        ("bid-defend", "four", defend(defend_turn, gs.prefer("pass"))),
        ("bid-defend-second", "four", defend(second_defender, gs.prefer("pass"))),
        ("defend-said", "four", defend(said, gs.prefer("defend alone", "pass"), watch=True)),
        ("trick-defend", "four", defend(lone_defence_trick, gs.prefer("defend alone", "pass"))),
        ("review-defend", "four", defended_review),
    ]
