"""Railroad Euchre at the table (RULES §8.1), by real key presses, clicks and controller
buttons on stacked deals: the lone player's call for his partner's best card, the partner's
choice of the card he passes face down, the lone player's discard; couch play hands the
screen over before the partner sees his hand, and no other seat's screen shows the cards."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.client.gallery import railroad as gr
from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.pass_device import PassScene
from game.client.table.match_session import MatchSession
from game.client.text.words import CALL_BEST_WORD, PLAY_WITHOUT, choose_best_prompt
from game.rules import cards as C

from .conftest import click, frames, key, until
from .test_house_rules_table import listen
from .test_match_play import fast_settings
from .virtual_pad import LEFT, RB, RIGHT, A

JOKER = C.JOKER



def at_table(app, deals, dealer: int, goal, choose, **kw) -> MatchSession:
    session = gr.at(app.ctx, deals, dealer, goal, choose, **kw)
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app, 2)
    return session


def my_call(app) -> MatchSession:
    """I went alone in hearts; the dealer has discarded: may I call for my partner's best?"""
    session = at_table(app, gr.lone_me, 3, gr.my_turn("call_best"), gr.alone_then())
    top = app.stack.top
    assert [c.label for c in top.row.choices] == [PLAY_WITHOUT, CALL_BEST_WORD]
    assert "call for Bob's best card" in top.prompt_words()
    return session


def my_turn_in(app, session, phase: str) -> None:
    until(app, lambda: session.my_turn and session.board.phase == phase and not session.settling
          and app.stack.top.name == "bid")


def focus_card(app, session, card: int, press) -> None:
    """Step the focus along my hand to ``card`` with ``press`` (Right, RB...)."""
    top = app.stack.top
    for _ in range(len(session.board.hand)):
        if session.board.hand[top.card_focus] == card:
            return
        press()
        frames(app)
    raise AssertionError("the card was never focused")


def test_calling_for_best_and_discarding_by_keys(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = my_call(app)
    said = listen(session)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)                          # Call for partner's best
    frames(app)
    my_turn_in(app, session, "best_discard")
    assert (0, CALL_BEST_WORD + "!") in said
    assert any(who is None and "passes a card face down to you" in words for who, words in said)
    b = session.board
    assert len(b.hand) == 6 and JOKER in b.hand and b.best_received == JOKER   # the Joker, seen by me
    assert "You received the Joker: discard one face down" == app.stack.top.prompt_words()
    gone = b.hand[app.stack.top.card_focus]
    key(pygame.K_RETURN)                          # discard the focused card, face down
    frames(app)
    until(app, lambda: session.table.match.phase != "best_discard")
    view = session.table.view(0)
    assert view.best_discard == gone and gone not in view.hand and len(view.hand) == 5
    assert view.best_calls == (0,)


def test_choosing_my_best_card_for_my_lone_partner_by_keys(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = at_table(app, gr.lone_partner, 1, gr.my_turn("give_best"), gs.first_legal)
    top = app.stack.top
    assert top.prompt_words() == choose_best_prompt("Bob")
    assert top.looks()[0] is not None                # my hand is shown to choose from, though I sit out
    focus_card(app, session, JOKER, lambda: key(pygame.K_RIGHT))
    key(pygame.K_RETURN)
    frames(app)
    until(app, lambda: session.table.match.phase != "give_best")
    view = session.table.view(0)
    assert view.best_passed == JOKER and JOKER not in view.hand
    until(app, lambda: session.timeline.idle and session.board.best_passed == JOKER)
    assert JOKER not in session.board.hand


def test_the_call_the_choice_and_the_discard_by_mouse(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = my_call(app)
    row = app.stack.top.row
    click(app, row.rects[1].center)               # Call for partner's best
    frames(app)
    my_turn_in(app, session, "best_discard")
    rects = app.stack.top.card_rects()
    i = session.board.hand.index(C.parse("AS"))
    click(app, rects[i].center)                   # the ace of spades goes, face down
    frames(app)
    until(app, lambda: session.table.match.phase not in ("best_discard",))
    assert session.table.view(0).best_discard == C.parse("AS")

    app2 = make_app()
    session2 = at_table(app2, gr.lone_partner, 1, gr.my_turn("give_best"), gs.first_legal)
    rects = app2.stack.top.card_rects()
    click(app2, rects[session2.board.hand.index(JOKER)].center)
    frames(app2)
    until(app2, lambda: session2.table.match.phase != "give_best")
    assert session2.table.view(0).best_passed == JOKER


def test_playing_without_and_giving_by_controller(make_app, virtual_pads, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    session = my_call(app)
    said = listen(session)
    pad.press(RIGHT)
    pad.press(LEFT)                               # back to Play without
    pad.press(A)
    frames(app)
    until(app, lambda: session.table.match.phase != "call_best")
    assert (0, PLAY_WITHOUT) in said and session.table.view(0).best_calls == ()

    app2 = make_app()
    pad2 = virtual_pads()
    frames(app2)
    session2 = at_table(app2, gr.lone_partner, 1, gr.my_turn("give_best"), gs.first_legal)
    focus_card(app2, session2, JOKER, lambda: pad2.press(RB))   # the shoulder button steps the cards
    pad2.press(A)
    frames(app2)
    until(app2, lambda: session2.table.match.phase != "give_best")
    assert session2.table.view(0).best_passed == JOKER


def test_couch_play_hands_the_screen_over_before_the_partner_sees_his_hand(make_app, data_dir: Path):
    """Seats 0, 1 and 2 share the screen. Seat 2 goes alone and calls; the screen passes to
    seat 0 before his hand shows; he gives; it passes back to seat 2, who alone sees the card."""
    fast_settings(data_dir)
    app = make_app()

    def lone_calls(s: MatchSession) -> bool:
        return s.my_turn and s.board.me == 2 and s.board.phase == "call_best"
    session = gr.at(app.ctx, gr.lone_partner, 1, lone_calls, gr.alone_then(), couch=True, people=3)
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app, 2)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)                          # seat 2: Call for partner's best
    frames(app)
    until(app, lambda: isinstance(app.stack.top, PassScene) and not session.settling)
    assert app.stack.top.seat == 0 and not app.stack.top.transparent   # the table is hidden...
    assert session.needs_pass and session.board.me == 2    # ...and seat 0's hand not shown until he confirms
    key(pygame.K_RETURN)                          # seat 0: I'm Dana: show my cards
    frames(app)
    my_turn_in(app, session, "give_best")
    assert session.board.me == 0 and JOKER in session.board.hand
    focus_card(app, session, JOKER, lambda: key(pygame.K_RIGHT))
    key(pygame.K_RETURN)
    frames(app)
    until(app, lambda: isinstance(app.stack.top, PassScene) and not session.settling)
    assert app.stack.top.seat == 2
    key(pygame.K_RETURN)
    frames(app)
    my_turn_in(app, session, "best_discard")
    assert session.board.me == 2 and session.board.best_received == JOKER and JOKER in session.board.hand
    key(pygame.K_RETURN)
    frames(app)
    until(app, lambda: session.table.match.phase not in ("best_discard",))
    # the third person at the screen (seat 1) never holds the exchange's cards
    view = session.table.view(1)
    assert (view.best_passed, view.best_received, view.best_discard) == (None, None, None)
    until(app, lambda: isinstance(app.stack.top, PassScene) or session.board.me == 1)
    board = session.board
    if board.me == 1:
        assert (board.best_passed, board.best_received, board.best_discard) == (None, None, None)


def test_the_hint_explains_the_call_and_the_card_to_pass(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = my_call(app)
    key(pygame.K_h)
    frames(app)
    until(app, lambda: session.hint is not None)
    top = app.stack.top
    assert session.hint.action == "call best"
    assert top.row.choices[top.row.focus].key == "call best"       # the focus moved to it
    assert "best" in top.hint_line().lower() and top.hint_target() == top.row.rects[top.row.focus]

    app2 = make_app()
    session2 = at_table(app2, gr.lone_partner, 1, gr.my_turn("give_best"), gs.first_legal)
    key(pygame.K_h)
    frames(app2)
    until(app2, lambda: session2.hint is not None)
    top2 = app2.stack.top
    assert session2.hint.action == "give JK"
    assert session2.board.hand[top2.card_focus] == JOKER
    assert top2.hint_line().startswith("Hint: Pass the Joker")
    assert top2.hint_target() == top2.card_rects()[top2.card_focus]
