"""Representative match states for the gallery, reached by driving a real LocalTable with seeded bots."""
from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING, Any, Callable

from game.rules import GAMES, Game, Options
from game.rules.said import said

from ..table.autosave import AutosaveStore
from ..table.match_session import MatchSession
from ..table.seats import COMPUTER, PERSON, Seating, SeatPlan

if TYPE_CHECKING:
    from ..context import Context

Chooser = Callable[[MatchSession], str | None]
Goal = Callable[[MatchSession], bool]


def label(g: Game) -> str:
    """A game's word in the pictures' names: the first word of its key ("two" for two-handed)."""
    return g.key.split("-")[0]


LABELS = {label(g): g.key for g in GAMES}   # a picture's game word -> the game's key


LONG_NAMES = ("Alice", said("Computer ({level})", level=said("hard")),      # as a LAN host names its seats
              said("Computer ({level})", level=said("normal")), "Dave")


def long_names() -> tuple[str, ...]:
    """``LONG_NAMES`` in the language spoken (the computers' names are words)."""
    from ..text.translate import tr
    return tuple(tr(n) for n in LONG_NAMES)


def plan(players: int, couch: bool = False, level: str = "random", names: tuple[str, ...] | None = None,
         people: int = 2) -> Seating:
    """Seat 0 a person ("You"), the others computers of ``level``; ``couch``: the first ``people``
    seats are people sharing the screen."""
    if names is None:
        names = ("You", "Ann", "Bob", "Cy") if not couch else ("Dana", "Eli", "Fay", "Gus")
    seats = [SeatPlan(PERSON, names[0])]
    for i in range(1, players):
        person = couch and i < people
        seats.append(SeatPlan(PERSON, names[i]) if person else SeatPlan(COMPUTER, names[i], level))
    return Seating(tuple(seats))


def first_legal(session: MatchSession) -> str | None:
    legal = session.board.legal
    return str(legal[0]) if legal else None


def prefer(*words: str) -> Chooser:
    """Choose the first legal action whose text is one of ``words`` (in order), else the first legal."""
    def choose(session: MatchSession) -> str | None:
        texts = [str(a) for a in session.board.legal]
        for w in words:
            if w in texts:
                return w
        return texts[0] if texts else None
    return choose


def drive(session: MatchSession, goal: Goal, choose: Chooser = first_legal, limit: float = 20.0,
          release: bool = True, max_hands: int | None = 3, watch: bool = False) -> bool:
    """Play on (skipping animations, acting for people with ``choose``) until ``goal`` holds;
    give up after ``max_hands`` hands or ``limit`` seconds. ``watch``: play each animation
    step to its end instead of skipping, so a goal can catch a step while it shows."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        session.update(0.0)
        if goal(session):
            return True
        if max_hands is not None and session.board.hand_number > max_hands:
            return False
        cur = session.timeline.current
        if cur is not None and cur.wait:
            if not release:
                return False
            if cur.stage == "score" and session.last_hand is not None:
                session.board.scores = tuple(session.last_hand["scores"])
            session.timeline.release()
            continue
        if not session.timeline.idle:
            if watch and cur is not None:
                session.timeline.advance(max(0.0, cur.duration - cur.elapsed) + 1e-6)
            else:
                session.skip()
            continue
        if session.needs_pass:
            assert session.board.to_act is not None  # a pass is to the seat to act
            session.reveal(session.board.to_act)
            continue
        if session.my_turn:
            action = choose(session)
            if action is not None:
                session.act(session.board.me, action)
            continue
        if session.board.phase == "match_over" or session.match_over is not None:
            return goal(session)
        time.sleep(0.001)
    return False


def reach(ctx: "Context", options: Options, goal: Goal, choose: Chooser = first_legal, couch: bool = False,
          seeds: range = range(1, 40), store: AutosaveStore | None = None,
          max_hands: int | None = 3, watch: bool = False, level: str = "random",
          names: tuple[str, ...] | None = None) -> MatchSession:
    """A session at a state where ``goal`` holds, trying seeds in order until one gets there."""
    from ..table.match_start import new_session
    last: MatchSession | None = None
    for seed in seeds:
        session = new_session(ctx, options, plan(options.players, couch, level, names=names), seed, store=store,
                              replace_saved=True)   # the gallery's own data folder
        if drive(session, goal, choose, max_hands=max_hands, watch=watch):
            if os.environ.get("EUCHRE_GALLERY_SEEDS"):
                print("seed", seed, file=sys.stderr)
            return session
        session.close()
        last = session
    assert last is not None
    raise RuntimeError("no seed reached the wanted state")


def stacked_session(ctx: "Context", options: Options, deals: list, first_dealer: int = 0, seed: int = 1,
                    couch: bool = False, level: str = "random", store: AutosaveStore | None = None,
                    names: tuple[str, ...] | None = None, seating: tuple[int, ...] | None = None,
                    people: int = 2) -> MatchSession:
    """A new match on stacked deals (``game.rules.stack``), the first dealer fixed, players as
    ``plan`` makes them: for a state a shuffle reaches too seldom (a hand with no ace and no face).
    ``seating``: the player at each seat, with no draw for partners (None: as the game opens)."""
    from game.rules import Match
    from game.table import LocalTable

    from ..table.match_start import autosave_store
    seats = plan(options.players, couch, level, names=names, people=people)
    session = MatchSession(ctx, seats, store if store is not None else autosave_store(ctx))
    match = Match(options, seed, stacked=deals, first_dealer=first_dealer, seating=seating)
    from game.ai import make_player
    bots = {s: make_player(lvl, (seed + 7919 * s) & (2**63 - 1)) for s, lvl in seats.levels.items()}
    session.attach(LocalTable(match, seats.human_seats, bots, on_change=session.on_change))
    return session


def level_at_target(s: MatchSession) -> bool:
    """Three-handed: the score of a hand after which two are level on the most at the target."""
    return scored(s) and s.last_hand is not None and s.play_on(tuple(s.last_hand["scores"])) is not None


def euchred_two(s: MatchSession) -> bool:
    """Three-handed: the score of a hand in which the maker was euchred (2 points to each other player)."""
    return scored(s) and s.last_hand is not None and s.last_hand["result"] == "euchred"


def trick_won(s: MatchSession) -> bool:
    """A finished trick still on the table, the card that took it marked."""
    return s.board.trick_winner >= 0 and len(s.board.trick) > 1


# -- goals -------------------------------------------------------------------------------
def my_turn_in(phase: str) -> Goal:
    return lambda s: s.my_turn and s.board.phase == phase


def mid_trick(alone: bool = False) -> Goal:
    def goal(s: MatchSession) -> bool:
        b = s.board
        if not (s.my_turn and b.phase == "play" and b.trick and (b.alone or not alone)):
            return False
        playable = {a.card for a in b.legal if a.kind == "play"}
        return len(playable) < len(b.hand) and b.hand_number >= 1
    return goal


def tricks_done(n: int) -> Goal:
    """My turn to play, after at least ``n`` tricks of this hand (so there is a last trick to show)."""
    return lambda s: s.my_turn and s.board.phase == "play" and sum(s.board.tricks_won) >= n


def saying(part: str) -> Goal:
    """The table is showing a callout with ``part`` in its words (e.g. "passed:"; in English)."""
    def goal(s: MatchSession) -> bool:
        cur = s.timeline.current
        return cur is not None and cur.callout is not None and part in cur.callout[1]
    return goal


def announcing(event: str, test: Callable[[Any], bool] | None = None, centre: bool = True) -> Goal:
    """The table is saying, in its middle (``centre``; else by a player's place), what an event
    of type ``event`` (e.g. "all_passed": the cards thrown in) made it say, in whatever
    language; ``test``: of that event."""
    def goal(s: MatchSession) -> bool:
        cur = s.timeline.current
        if cur is None or cur.callout is None or (cur.callout[0] is None) != centre:
            return False
        ev = cur.event
        return ev is not None and ev["type"] == event and (test is None or test(ev))
    return goal


def scored(s: MatchSession) -> bool:
    cur = s.timeline.current
    return cur is not None and cur.wait and cur.stage == "score"


def over(s: MatchSession) -> bool:
    cur = s.timeline.current
    return s.match_over is not None or (cur is not None and cur.stage == "over")


def freeze(session: MatchSession) -> MatchSession:
    """Hold the session where it is (tools only): the table is polled no more, so a computer
    player to act never acts and the picture stays as it is."""
    session.table.poll = lambda: []  # type: ignore[union-attr,method-assign]
    return session


def undo_a_bid(session: MatchSession) -> MatchSession:
    """From my turn in the first round: pass, let the table go on, then take it back ("Taken back")."""
    session.act(session.board.me, "pass")
    if drive(session, lambda s: s.can_undo and s.timeline.idle and not s.my_turn):
        session.undo()
        session.update(0.0)
    return session


def say(session: MatchSession, place: str, words: str) -> MatchSession:
    """Make the player at ``place`` say ``words`` in a speech bubble (for as long as a picture takes)."""
    from ..table.tweens import Step
    seat = next(seat for seat in range(session.players) if session.place(seat) == place)
    session.timeline.add(Step(duration=600.0, callout=(seat, words)))
    session.timeline.advance(0.0)
    return session


def show_hint(session: MatchSession, seconds: float = 10.0) -> None:
    """Ask for a hint and wait (tools and tests only) until it is on the board."""
    session.ask_hint()
    ask = session._hint_ask
    if ask is not None:
        ask.wait(seconds)
    session.update(0.0)


def tutorial_at(ctx: "Context", step: int, wrong: str | None = None, limit: float = 10.0):
    """The guided hand at its lesson ``step`` (making each lesson's move before it); ``wrong``:
    then try that move, so the scene shows the engine's reason or the lesson's nudge."""
    from ..scenes.tutorial import TutorialScene
    scene = TutorialScene(ctx)
    s = scene.session
    end = time.monotonic() + limit
    while time.monotonic() < end:
        scene.update(0.0)
        if scene.finished:
            break
        if not s.timeline.idle:
            s.skip()
            continue
        if s.my_turn:
            if scene.step == step:
                break
            assert scene.lesson is not None  # your turn in the tutorial: a lesson is shown
            scene.attempt(scene.lesson.expect[0])
            continue
        time.sleep(0.001)
    if wrong is not None:
        scene.attempt(wrong)
        s.update(0.0)
    scene.update(0.0)
    return scene


def sample_stats(ctx: "Context") -> None:
    """Some made-up results for the player's profile (the gallery's data directory is temporary)."""
    stats = ctx.stats
    name = ctx.settings.player_name
    hands = [{"maker_side": 0, "maker": 0, "result": "made", "alone": False},
             {"maker_side": 0, "maker": 0, "result": "march", "alone": False},
             {"maker_side": 1, "maker": 1, "result": "euchred", "alone": False},
             {"maker_side": 0, "maker": 0, "result": "euchred", "alone": False},
             {"maker_side": 0, "maker": 0, "result": "march", "alone": True}]
    for i in range(23):
        stats.record_hand(name, 0, hands[i % len(hands)])
    results = [(10, 6), (7, 10), (10, 9), (10, 2), (4, 10), (10, 8), (10, 7), (9, 10)]
    for i, (us, them) in enumerate(results):
        variant = "two-handed" if i % 3 else "four-handed"
        stats.record_match(name, variant, "normal" if i % 2 else "hard", us > them, us, them)


class ShownHost:
    """A stand-in for ``net.host.Host`` that the lobby's hosting panel can draw: no sockets."""

    def __init__(self, names: list[str], *, bind: str = "0.0.0.0", addresses: list[str] | None = None,
                 away: dict[int, float] | None = None, port_note: str = "", problem: str | None = None) -> None:
        self.bind, self.port, self.room = bind, 47100, "K7Q2MX4P"
        self._names, self._away = names, away or {}
        self._addresses = addresses or [f"{bind}:47100"]
        self.port_note, self.announce_problem = port_note, problem
        self.started = False

    def addresses(self) -> list[str]:
        return self._addresses

    def seat_names(self) -> list[str]:
        return self._names

    def away(self) -> dict[int, float]:
        return self._away

    def close(self, *args, **kwargs) -> None:
        pass


def heard_tables() -> list:
    """Three tables a lobby might hear: one with a room code, one full-ish, one of another version."""
    from net.discovery import HostInfo
    return [HostInfo("192.168.1.20", 47100, "Ann's table", "four-handed", 2, True, 0.0),
            HostInfo("192.168.1.31", 47100, "Bob's table", "two-handed", 1, False, 0.0),
            HostInfo("192.168.1.44", 47100, "Old laptop", "two-handed", 1, False, 0.0, version=1)]
