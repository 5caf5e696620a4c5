"""Hint and undo at the table, by real key presses and clicks through the App."""
from __future__ import annotations

import json
import threading
from pathlib import Path

import pygame

from game.client.gallery import states as gs
from game.client.table.match_start import new_session, start
from game.rules import Options

from .conftest import click, frames, key

FAST = {"animation_speed": "fast", "reduced_motion": True}


def started(make_app, data_dir: Path, variant: str = "two-handed", couch: bool = False, seed: int = 3):
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    options = Options(variant=variant)
    session = new_session(app.ctx, options, gs.plan(options.players, couch), seed)
    start(app.ctx, session)
    return app, session


def until(app, test, n: int = 600) -> None:
    """Step frames until ``test()`` holds (a bounded number of frames, no clock)."""
    for _ in range(n):
        if test():
            return
        frames(app)
        threading.Event().wait(0.002)   # let a thinking thread run
    raise AssertionError("the wanted state was not reached")


def my_turn(app, session):
    def ok() -> bool:
        if session.needs_pass and app.stack.top.name == "pass" and not session.settling:
            key(pygame.K_RETURN)
        return session.my_turn and not session.settling and app.stack.top.name in ("bid", "trick")
    return ok


def test_hint_suggests_a_legal_move_in_bidding_and_play(make_app, data_dir):
    app, session = started(make_app, data_dir)
    until(app, my_turn(app, session))
    scene = app.stack.top
    assert [k for k, _l, _r in scene.comfort_buttons()] == ["hint"]
    assert session.hint is None
    key(pygame.K_h)
    until(app, lambda: session.hint is not None)
    assert session.hint.action in {str(a) for a in session.board.legal}
    assert session.hint.reason
    if scene.name == "bid":
        assert scene.hint_target() is not None       # the suggested button is ringed
    # Acting moves the state on, and the old hint goes with it.
    key(pygame.K_RETURN) if scene.name == "bid" else key(pygame.K_1)
    until(app, lambda: session.hint is None)
    # In card play, the hint button is clicked instead.
    for _ in range(40):
        until(app, my_turn(app, session))
        if app.stack.top.name == "trick":
            break
        key(pygame.K_1)
        frames(app, 2)
    assert app.stack.top.name == "trick"
    click(app, session.layout.comfort_buttons[0].center)    # the Hint button
    until(app, lambda: session.hint is not None)
    assert session.hint.action.startswith("play ")
    assert session.hint.action in {str(a) for a in session.board.legal}


def test_a_slow_hint_never_holds_up_the_frame(make_app, data_dir, monkeypatch):
    release = threading.Event()

    class Slow:
        def __init__(self, seed=None) -> None:
            pass

        def hint(self, view):
            release.wait(10)
            return view.legal[0], "Take your time."

    import game.ai
    app, session = started(make_app, data_dir)
    until(app, my_turn(app, session))
    monkeypatch.setattr(game.ai, "make_player", lambda level, seed=None: Slow())
    key(pygame.K_h)
    frames(app, 5)                      # the frames run while the computer is still thinking
    assert session.hint is None and session.hint_pending
    release.set()
    until(app, lambda: session.hint is not None)
    assert session.hint.reason == "Take your time."


def test_undo_takes_back_my_bid_against_the_computer(make_app, data_dir):
    app, session = started(make_app, data_dir)
    until(app, my_turn(app, session))
    before = (session.board.state_id, list(session.board.hand), session.board.phase)
    key(pygame.K_u)                     # nothing of mine to take back yet
    frames(app)
    assert session.board.state_id == before[0]
    assert "undo" not in [k for k, _l, _r in app.stack.top.comfort_buttons()]
    key(pygame.K_1)                     # my first bid
    until(app, lambda: session.board.state_id != before[0] and not session.animating)
    until(app, lambda: "undo" in [k for k, _l, _r in getattr(app.stack.top, "comfort_buttons", list)()])
    key(pygame.K_u)
    until(app, lambda: session.board.state_id == before[0])
    assert (session.board.state_id, list(session.board.hand), session.board.phase) == before
    until(app, my_turn(app, session))
    assert session.toast and "Taken back" in session.toast
    # Again, with the button.
    key(pygame.K_1)
    until(app, lambda: "undo" in [k for k, _l, _r in getattr(app.stack.top, "comfort_buttons", list)()])
    click(app, session.layout.comfort_buttons[1].center)    # the Undo button
    until(app, lambda: session.board.state_id == before[0])


def test_no_undo_in_couch_play(make_app, data_dir):
    app, session = started(make_app, data_dir, couch=True)
    until(app, my_turn(app, session))
    seat = session.board.to_act
    key(pygame.K_1)
    until(app, lambda: session.board.to_act != seat or session.board.state_id > 40)
    state = session.board.state_id
    key(pygame.K_u)
    frames(app, 3)
    assert not session.can_undo
    assert session.board.state_id >= state
    top = app.stack.top
    assert "undo" not in [k for k, _l, _r in getattr(top, "comfort_buttons", list)()]


def test_hint_for_the_discard_rings_a_card(make_app, data_dir):
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    from game.client.scenes.bidding import BiddingScene
    session = gs.reach(app.ctx, Options(variant="two-handed"), gs.my_turn_in("discard"), gs.prefer("order", "take"))
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app)
    key(pygame.K_h)
    until(app, lambda: session.hint is not None)
    assert session.hint.action.startswith("discard ")
    assert app.stack.top.hint_target() in app.stack.top.card_rects()


def test_the_hint_line_reads_as_sentences(make_app, data_dir):
    from game.client.scenes.trick import TrickScene
    from game.client.table.hints import Hint
    from game.rules import Action
    app, session = started(make_app, data_dir)
    scene = TrickScene(app.ctx, session)
    session.hint = Hint(session.board.state_id, Action.parse("play AD"), "The A♦ is your only legal card")
    assert scene.hint_line() == "Hint: The A♦ is your only legal card."    # the move said once
    session.hint = Hint(session.board.state_id, Action.parse("pass"), "Pass: too weak to order it up.")
    assert scene.hint_line() == "Hint: Pass: too weak to order it up."


def test_a_hint_whose_reason_says_the_move_in_other_words_is_not_said_twice(make_app, data_dir):
    """The dealer's pass is "Turn it down": the hint says the reason alone. A reason that opens
    with something else (or names another card) still follows the move."""
    from game.client.scenes.trick import TrickScene
    from game.client.table.hints import Hint
    from game.rules import Action
    app, session = started(make_app, data_dir)
    scene = TrickScene(app.ctx, session)
    sid = session.board.state_id
    session.hint = Hint(sid, Action.parse("pass"), "Turn it down: with the 9♣, clubs would give you "
                        "one trump (9♣); too weak to take it up")
    assert scene.hint_line() == ("Hint: Turn it down: with the 9♣, clubs would give you one trump (9♣); "
                                 "too weak to take it up.")
    session.hint = Hint(sid, Action.parse("discard 9C"), "Discard the 9♣: keep your trumps")
    assert scene.hint_line() == "Hint: Discard the 9♣: keep your trumps."
    session.hint = Hint(sid, Action.parse("discard TC"), "Keep your trumps")
    assert scene.hint_line() == "Hint: discard 10♣. Keep your trumps."
    session.hint = Hint(sid, Action.parse("play 9C"), "Your partner is winning: play low")
    assert scene.hint_line() == "Hint: play 9♣. Your partner is winning: play low."
    session.hint = Hint(sid, Action.parse("play AS"), "Lead the A♠: it is the best card left in spades")
    assert scene.hint_line() == "Hint: Lead the A♠: it is the best card left in spades."   # not "play A♠. Lead the A♠"


def test_undo_with_the_controllers_view_button(make_app, data_dir, virtual_pads):
    app, session = started(make_app, data_dir)
    pad = virtual_pads()
    until(app, my_turn(app, session))
    before = (session.board.state_id, list(session.board.hand), session.board.phase)
    pad.press(pygame.CONTROLLER_BUTTON_A)   # my first bid, on the pad
    until(app, lambda: session.board.state_id != before[0] and not session.animating)
    until(app, lambda: "undo" in [k for k, _l, _r in getattr(app.stack.top, "comfort_buttons", list)()])
    labels = {k: label for k, label, _r in app.stack.top.comfort_buttons()}
    assert labels["undo"] == "Undo (View)"   # named as the pad last used calls it
    pad.press(pygame.CONTROLLER_BUTTON_BACK)
    until(app, lambda: session.board.state_id == before[0])
    assert (session.board.state_id, list(session.board.hand), session.board.phase) == before


def _undo_shown(app) -> bool:
    return "undo" in [k for k, _l, _r in getattr(app.stack.top, "comfort_buttons", list)()]


def _continue(app):
    from game.client.scenes.title import TitleScene
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.menu.items[title.menu.focus].key == "continue"
    key(pygame.K_RETURN)
    frames(app, 2)
    session = app.stack.top.session
    until(app, lambda: not session.animating)
    return session


def test_undo_survives_quit_to_title_and_continue(make_app, data_dir):
    app, session = started(make_app, data_dir)
    until(app, my_turn(app, session))
    before = (session.board.state_id, list(session.board.hand), session.board.phase)
    key(pygame.K_1)                     # my first bid
    until(app, lambda: session.board.state_id != before[0] and not session.animating)
    key(pygame.K_ESCAPE)                # pause, then Quit to title
    frames(app)
    assert app.stack.top.name == "pause"
    click(app, app.stack.top.menu.rect_of("title").center)
    frames(app)
    resumed = _continue(app)
    assert resumed is not session and resumed.board.state_id > before[0]
    until(app, lambda: _undo_shown(app))
    key(pygame.K_u)
    until(app, lambda: resumed.board.state_id == before[0])
    assert (resumed.board.state_id, list(resumed.board.hand), resumed.board.phase) == before
    assert resumed.toast and "Taken back" in resumed.toast


def test_undo_survives_closing_the_game_and_continue(make_app, data_dir):
    app, session = started(make_app, data_dir)
    until(app, my_turn(app, session))
    before = (session.board.state_id, list(session.board.hand), session.board.phase)
    key(pygame.K_1)
    until(app, lambda: session.board.state_id != before[0] and not session.animating)
    app.stack.release_all()             # the window is closed
    session.close()
    again = make_app()                  # a new run, the same data folder
    resumed = _continue(again)
    until(again, lambda: _undo_shown(again))
    click(again, resumed.layout.comfort_buttons[1].center)    # the Undo button
    until(again, lambda: resumed.board.state_id == before[0])
    assert (resumed.board.state_id, list(resumed.board.hand), resumed.board.phase) == before
