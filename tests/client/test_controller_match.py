"""Whole matches played with real SDL virtual controllers only: one player, couch seats, unplug mid-hand."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.client.scenes.join import JoinScene
from game.client.scenes.last_trick import LastTrickScene
from game.client.scenes.match_over import MatchOverScene
from game.client.scenes.pad_lost import PadLostScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene

from .conftest import frames
from .virtual_pad import DOWN, LEFT, RB, RIGHT, START, A, B, X, Y

MAX_FRAMES = 12000


def fast(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text(json.dumps({"animation_speed": "fast", "reduced_motion": True}))


def to_row(app, setup: SetupScene, pad, row: str) -> None:
    """Move the setup focus to ``row`` with the d-pad."""
    for _ in range(20):
        if setup.rows()[setup.focus] == row:
            return
        pad.press(DOWN)
        frames(app)
    raise AssertionError(f"the d-pad never reached {row}")


def open_setup(app, pad, couch: bool) -> SetupScene:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    for _ in range(1 if couch else 0):
        pad.press(DOWN)                           # New game (-> Couch game); Continue is greyed
    pad.press(A)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.couch is couch
    to_row(app, setup, pad, "target")
    pad.press(LEFT)
    pad.press(LEFT)                               # 10 -> 7 -> 5 points
    frames(app)
    assert setup.options().target == 5
    if not setup.players[1].person:               # the computer at its fastest level:
        setup.players[1].level = "random"         # for tests only, so not in the menu
    to_row(app, setup, pad, "start")
    return setup


def step_to_playable(app, scene, pad) -> None:
    """Focus a playable card by stepping with the right shoulder button (a visible focus)."""
    hand = scene.session.board.hand
    ok = scene.playable()
    for _ in range(len(hand)):
        if hand[scene._focus()] in ok:
            return
        pad.press(RB)
        frames(app)
    raise AssertionError("no playable card was reached")


def until_hint(app, session, n: int = 300) -> None:
    """Frames until the hint asked for is on the board (a bounded number, no clock)."""
    import threading
    for _ in range(n):
        if session.hint is not None:
            return
        threading.Event().wait(0.002)
        frames(app)
    raise AssertionError("no hint came")


def answer(app, top, pad, extras: dict[str, int]) -> None:
    """One controller press that moves the game on from ``top``."""
    session = getattr(top, "session", None)
    if top.name in ("score", "draw", "pass"):
        pad.press(A)
    elif session is not None and session.my_turn and not session.settling and top.name == "bid":
        row = top.row
        if row is not None and row.choices[row.focus].key == "pass":
            pad.press(RIGHT)                      # order up or name a suit (people who always pass never end)
            frames(app)
        pad.press(A)                              # the focused button, or discard the focused card
    elif session is not None and session.my_turn and not session.settling and top.name == "trick":
        if not extras.get("hint") and len(session.board.hand) > 1:
            pad.press(Y)                          # a hint: focus moves to a playable card
            frames(app)
            until_hint(app, session)             # worked out off the main thread
            assert session.hint.action.startswith("play "), session.hint
            assert session.board.hand[top._focus()] in top.playable()
            extras["hint"] = 1
        if not extras.get("last") and session.table.view(session.board.me).tricks:
            pad.press(X)                          # the last trick, then any button closes it
            frames(app)
            assert isinstance(app.stack.top, LastTrickScene) and app.stack.top.trick is not None
            pad.press(B)
            frames(app)
            assert app.stack.top is top
            extras["last"] = 1
        step_to_playable(app, top, pad)
        pad.press(A)



def play_by_pad(app, pad) -> tuple[MatchOverScene, dict[str, int]]:
    """Answer every scene with one controller until the match is over; the extras used."""
    extras: dict[str, int] = {}
    for _ in range(MAX_FRAMES):
        frames(app)
        top = app.stack.top
        if isinstance(top, MatchOverScene):
            return top, extras
        answer(app, top, pad, extras)
    raise AssertionError(f"the match did not end; stuck in {app.stack.top.name}")


def play_with_own_pads(app, session, by_seat: dict, first) -> int:
    """Each seat's controller answers for it until the match is over (``first`` continues the
    score screens). Before each answer another seat's controller presses A, which must change
    nothing; returns how many times it was so refused."""
    n = session.players
    refused = 0
    for _ in range(MAX_FRAMES):
        frames(app)
        top = app.stack.top
        if isinstance(top, MatchOverScene):
            return refused
        seat = top.seat if top.name == "pass" else session.board.to_act
        waiting = top.name == "pass" or (top.name in ("bid", "trick") and session.my_turn)
        if waiting and seat is not None and seat in by_seat:
            other = by_seat[(seat + 1) % n]
            before = (session.board.state_id, top.name, len(app.stack))
            other.press(A)                        # another seat's controller: nothing happens
            frames(app)
            assert (session.board.state_id, app.stack.top.name, len(app.stack)) == before
            refused += 1
            answer(app, top, by_seat[seat], {"hint": 1, "last": 1})
        elif top.name in ("score", "draw"):
            first.press(A)
    raise AssertionError(f"the match did not end; stuck in {app.stack.top.name}")

def test_a_whole_two_handed_match_with_only_a_controller(make_app, virtual_pads, data_dir):
    fast(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    buzzed: list[str] = []
    real_rumble = app.pads.rumble
    app.pads.rumble = lambda device, *a: buzzed.append(device) or real_rumble(device, *a)
    open_setup(app, pad, couch=False)
    pad.press(A)                                  # Start
    frames(app)
    top, extras = play_by_pad(app, pad)
    assert top.session.board.phase == "match_over"
    assert extras == {"hint": 1, "last": 1}
    assert app.ctx.last_device == "pad1"
    assert len(buzzed) >= 10 and set(buzzed) == {"pad1"}     # a buzz at each of the player's turns
    assert pad.rumbles                            # which reached the (virtual) controller
    pad.press(DOWN)
    pad.press(A)                                  # Title screen
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize("four", [False, True], ids=["two-pads-two-handed", "four-pads-four-handed"])
def test_controllers_join_seats_and_each_acts_only_for_its_own(make_app, virtual_pads, data_dir, four):
    fast(data_dir)
    app = make_app()
    n = 4 if four else 2
    pads = [virtual_pads() if i % 2 == 0 else virtual_pads.playstation() for i in range(n)]
    frames(app)
    buzzed: list[str] = []
    real_rumble = app.pads.rumble
    app.pads.rumble = lambda device, *a: buzzed.append(device) or real_rumble(device, *a)
    first = pads[0]
    title = app.stack.top
    first.press(DOWN)                             # New game -> Couch game (Continue is greyed)
    first.press(A)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.couch and title is not setup
    if four:
        first.press(RIGHT)                        # Game: two-handed -> three-handed
        first.press(RIGHT)                        # -> four-handed
        frames(app)
    for i in range(n):                            # every player a person
        to_row(app, setup, first, f"player{i}")
        for _ in range(10):
            if setup.players[i].person:
                break
            first.press(RIGHT)
            frames(app)
        assert setup.players[i].person
    to_row(app, setup, first, "start")
    first.press(A)                                # Start -> who plays where?
    frames(app)
    assert isinstance(app.stack.top, JoinScene)
    assert (app.stack.top.partner_note() is not None) == four  # the setup says the variant
    for pad in pads:
        pad.press(A)
    frames(app)
    assert app.ctx.seats.bound == {f"pad{i + 1}": i for i in range(n)}
    first.press(START)
    frames(app)
    session = app.stack.top.session
    by_seat = {seat: pads[int(plan.device[3:]) - 1] for seat, plan in enumerate(session.seating.seats)}
    assert sorted(p.device for p in session.seating.seats) == [f"pad{i + 1}" for i in range(n)]
    refused = play_with_own_pads(app, session, by_seat, first)
    assert session.board.phase == "match_over" and refused > 10
    assert set(buzzed) == {f"pad{i + 1}" for i in range(n)}   # each controller buzzed when the screen came to it


def test_unplug_and_replug_mid_hand_pauses_and_changes_nothing(make_app, virtual_pads, data_dir):
    fast(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    open_setup(app, pad, couch=False)
    pad.press(A)
    frames(app)
    for _ in range(MAX_FRAMES):                   # play on until it is our turn in a trick
        frames(app)
        top = app.stack.top
        if top.name == "trick" and top.session.my_turn and not top.session.settling:
            break
        answer(app, top, pad, {"hint": 1, "last": 1})
    trick = app.stack.top
    session = trick.session
    before = (session.board.state_id, list(session.board.hand), session.board.scores, trick.focus)
    pad.unplug()
    frames(app)
    lost = app.stack.top
    assert isinstance(lost, PadLostScene)
    assert lost.message() == "Controller 1 was unplugged — plug it back in or press Enter/A on another device"
    frames(app, 120)                              # time passes; nothing moves beneath
    assert (session.board.state_id, list(session.board.hand), session.board.scores, trick.focus) == before
    pad.plug()
    frames(app, 2)
    assert app.stack.top is trick
    assert (session.board.state_id, list(session.board.hand), session.board.scores, trick.focus) == before
    step_to_playable(app, trick, pad)             # and the same controller plays on
    pad.press(A)
    frames(app)
    assert session.board.state_id != before[0]


def test_couch_unplug_then_a_on_the_other_pad_gives_it_the_lost_seat(make_app, virtual_pads, data_dir):
    """Two people, a controller each; one controller is unplugged at its player's pass screen.
    A pressed on the other controller goes on: that controller now plays both seats (the pass
    screen says whose turn it is), and the table says so."""
    fast(data_dir)
    app = make_app()
    ana, ben = virtual_pads(), virtual_pads.playstation()
    frames(app)
    ana.press(DOWN)                               # Couch game
    ana.press(A)
    frames(app)
    setup = app.stack.top
    to_row(app, setup, ana, "player1")
    while not setup.players[1].person:
        ana.press(RIGHT)
        frames(app)
    to_row(app, setup, ana, "start")
    ana.press(A)
    frames(app)
    ana.press(A)                                  # Ana joins seat 0, Ben seat 1
    ben.press(A)
    frames(app)
    ana.press(START)
    frames(app)
    session = app.stack.top.session
    bens_seat = next(s for s, plan in enumerate(session.seating.seats) if plan.device == "pad2")
    by_seat = {1 - bens_seat: ana, bens_seat: ben}
    for _ in range(MAX_FRAMES):                   # on to Ben's pass screen
        frames(app)
        top = app.stack.top
        if top.name == "pass" and top.seat == bens_seat:
            break
        seat = top.seat if top.name == "pass" else session.board.to_act
        if top.name in ("score", "draw"):
            ana.press(A)
        elif seat is not None:
            answer(app, top, by_seat[seat], {"hint": 1, "last": 1})
    passing = app.stack.top
    ben.unplug()
    frames(app)
    assert isinstance(app.stack.top, PadLostScene)
    ana.press(A)                                  # go on with Ana's controller
    frames(app)
    assert app.stack.top is passing
    assert session.seating.seats[bens_seat].device == "pad1"
    assert passing.press_line() == f"{session.name(bens_seat)}: press A on Controller 1"
    ana.press(A)                                  # and it is heeded at Ben's pass screen
    frames(app)
    assert app.stack.top is not passing
    assert session.toast == f"Controller 1 now plays for {session.name(bens_seat)} too"
    top, _ = play_by_pad(app, ana)                # one controller plays both seats to the end
    assert top.session.board.phase == "match_over"
