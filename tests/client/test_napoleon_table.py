"""Napoleon at the window's table (RULES §8.3), by real key presses, clicks and controller
buttons on seeded matches: the bids offered are the view's legal bids in Napoleon's words, the
table says who plays what and the trump the first lead set, the score says each opponent's
settlement and the running totals, a refusal is said in words, the match's end names the
winners (equal totals sharing), the review and the statistics count Napoleon's own figures."""
from __future__ import annotations

import threading
from pathlib import Path

import pygame

from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.match_over import MatchOverScene
from game.client.scenes.nap_score import lines as score_lines
from game.client.scenes.review import ReviewScene
from game.client.scenes.stats import nap_lines
from game.client.table.match_session import MatchSession
from game.client.text.nap_words import winners_words
from game.rules import Options

from .conftest import click, frames, key, until
from .test_house_rules_table import listen
from .test_match_play import fast_settings
from .virtual_pad import RIGHT, A

NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)



def my_bid(s: MatchSession) -> bool:
    return s.my_turn and s.board.phase == "bid"


def at_bidding(app, variant: str = "napoleon", seeds: range = range(1, 40)) -> MatchSession:
    session = gs.reach(app.ctx, Options(variant=variant), my_bid, seeds=seeds, level="normal")
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app, 2)
    return session


def play_out(app, session: MatchSession) -> None:
    """Play my cards by number keys (the first legal card) until the hand is scored."""
    for _ in range(3000):
        if gs.scored(session) and app.stack.top.name == "score":
            return
        b = session.board
        if session.my_turn and b.phase == "play" and not session.settling and app.stack.top.name == "trick":
            legal = {a.card for a in b.legal if a.kind == "play"}
            i = next(k for k, c in enumerate(b.hand) if c in legal)
            key(NUMBER_KEYS[i])
        elif session.my_turn and b.phase == "bid" and not session.settling and app.stack.top.name == "bid":
            key(pygame.K_RETURN)    # Pass (focused first)
        frames(app)
        threading.Event().wait(0.001)
    raise AssertionError("the hand was never scored")


def test_a_deal_bid_by_keys_then_played_to_its_settlement(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = at_bidding(app)
    top = app.stack.top
    labels = [c.label for c in top.row.choices]
    assert labels[0] == "Pass" and set(labels[1:]) <= {"two", "three", "misère", "four", "Nap"}
    said = listen(session)
    bid = top.row.choices[1]
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)                          # my lowest bid
    frames(app)
    until(app, lambda: session.table.view(0).bids and session.table.view(0).bids[-1][0] != 0
          or session.board.phase == "play")
    assert (0, bid.label) in said                 # said by my place, in the button's words
    play_out(app, session)
    ev = session.last_hand
    assert ev is not None and ev["type"] == "settlement"
    title, lines = score_lines(session, ev)
    assert "made" in title or "lost" in title
    assert any("each pay" in line or "each to" in line for line in lines)
    assert sum(ev["scores"]) == 0                 # settled with each opponent
    # the contract and, unless misère, the trump the first lead set were said for the table
    assert any(who is None and (" plays " in words or "You play" in words) for who, words in said)
    assert ev["trump"] is None or any(who is None and "are trump" in words for who, words in said)


def test_a_refused_bid_is_said_in_words_and_changes_nothing(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = at_bidding(app)
    before = session.table.view(0)
    high = next((b for _s, b in reversed(before.bids) if b.startswith("bid ")), None)
    wrong = "bid two" if high else "bid wellington"   # nobody has bid: Wellington is off by default
    session.act(0, wrong)
    frames(app, 2)
    assert session.toast is not None
    assert ("You must bid more than" in session.toast or "not played in this match" in session.toast
            or "only over a Nap" in session.toast)
    assert session.table.view(0).state_id == before.state_id


def test_bidding_and_playing_by_mouse_and_controller(make_app, virtual_pads, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    session = at_bidding(app, "napoleon-3")
    top = app.stack.top
    pad.press(RIGHT)
    pad.press(A)                                  # the lowest bid, by the controller
    frames(app)
    until(app, lambda: session.board.phase == "play" or session.table.view(0).bids[-1][0] != 0)
    assert any(s == 0 and b.startswith("bid ") for s, b in session.table.view(0).bids)
    # the next deal's bidding by mouse: a click on Pass
    play_out(app, session)
    until(app, lambda: not session.settling)
    key(pygame.K_RETURN)                          # Continue
    frames(app)
    until(app, lambda: my_bid(session) and not session.settling and app.stack.top.name == "bid"
          and app.stack.top.row is not None)
    top = app.stack.top
    before = len(session.table.view(0).bids)
    click(app, top.row.rects[0].center)           # Pass
    frames(app)
    until(app, lambda: len(session.table.view(0).bids) > before or session.board.phase != "bid")


def test_the_match_end_shares_the_win_and_the_review_and_statistics_count_napoleon(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    s = gs.reach(app.ctx, Options(variant="napoleon-3", rounds=2), gs.over, gs.prefer("bid nap", "pass"),
                 seeds=range(1, 4), level="normal", max_hands=None)
    scene = MatchOverScene(app.ctx, s)
    winners = s.match_over["winners"]
    assert scene.headline()[0] == winners_words([s.name(x) for x in winners])
    assert winners_words(["Ann", "Bob"]) == "Ann and Bob share the win"
    r = s.hands[-1]
    title, words = ReviewScene(app.ctx, s).heading(r)
    assert r.settled and "dealt." in words
    assert title.startswith(f"Deal {r.number} review")    # a deal, as the table and the score call it
    assert len(r.cards[0]) == 5 and all(len(r.cards[x]) == len(r.tricks) for x in (1, 2))   # mine all five
    p = app.ctx.stats.profile(s.stats_name(0))
    assert p.hands == len(s.hands) and (p.nap_made or p.nap_failed)   # I bid Nap when I could
    assert nap_lines(p)[0][0] == "Napoleon bids made / failed"


def test_couch_play_hands_the_screen_over_between_bidders(make_app, data_dir: Path):
    """Two people share the screen at a table of four: each one's cards are hidden until he
    confirms he has the screen."""
    from game.client.scenes.pass_device import PassScene
    from game.client.table.match_start import new_session
    fast_settings(data_dir)
    app = make_app()
    session = new_session(app.ctx, Options(variant="napoleon"), gs.plan(4, couch=True, level="normal"), 5,
                          replace_saved=True)
    app.stack.reset(BiddingScene(app.ctx, session))
    seen = set()
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, PassScene) and not session.settling:
            seen.add(top.seat)
            assert session.needs_pass   # no hand shows meanwhile
            key(pygame.K_RETURN)
        elif session.my_turn and not session.settling and top.name in ("bid", "trick"):
            if top.name == "bid":
                key(pygame.K_RETURN)                              # Pass
            else:
                legal = {a.card for a in session.board.legal if a.kind == "play"}
                key(NUMBER_KEYS[next(k for k, c in enumerate(session.board.hand) if c in legal)])
        elif top.name == "score" and not session.settling:
            key(pygame.K_RETURN)
        if seen == {0, 1}:
            break
        frames(app)
        threading.Event().wait(0.001)
    assert seen == {0, 1}


def test_the_title_names_napoleon_once_and_fits_in_every_language(make_app):
    from game.client.text.translate import LANGUAGES, use
    from game.client.text.words import every_game
    app = make_app((800, 450))
    try:
        for code in LANGUAGES:
            use(code)
            line = every_game()
            assert line.count(" · ") == len(line.split(" · ")) - 1
            assert app.ctx.fonts.get(22).size(line)[0] <= 1280 - 96 - 20, (code, line)
        use("en")
        assert every_game().split(" · ").count("Napoleon") == 1 and "three players" not in every_game()
    finally:
        use("en")


def test_a_saved_match_is_described_and_continued_with_its_deals_and_totals(make_app, data_dir: Path):
    from game.client.scenes.title import TitleScene
    from game.client.table.match_start import autosave_store, new_session, resume_session
    fast_settings(data_dir)
    app = make_app()
    s = new_session(app.ctx, Options(variant="napoleon-3"), gs.plan(3, level="normal"), 4,
                    store=autosave_store(app.ctx), replace_saved=True)
    assert gs.drive(s, lambda x: x.board.hand_number >= 3 and x.my_turn, gs.prefer("bid two", "pass"), max_hands=None)
    scores, hands = s.board.scores, len(s.hands)
    s.close()
    title = TitleScene(app.ctx)
    app.stack.reset(title)
    frames(app, 2)
    first, _second = title.continue_note()
    assert "deal 3 of 6" in first and "game to" not in first
    r = resume_session(app.ctx, autosave_store(app.ctx))
    r.update(0.0)
    gs.drive(r, lambda x: x.my_turn, gs.first_legal)
    assert r.board.scores == scores and len(r.hands) == hands and r.hands[-1].settled


def test_joining_a_lan_table_of_napoleon_for_three_plays_a_deal_to_its_settlement(make_app):
    """A table hosted on 127.0.0.1 for three (this screen and two computers): the joiner bids
    and plays by keys, and the score shows the settlement."""
    import time

    from game.ai import LEVELS
    from game.client.scenes.table_base import TableScene
    from net.host import Host, HostLimits
    from net.seats import parse_seats

    from .test_lobby import join_by_address, lobby_app, run_until
    host = Host(Options(variant="napoleon-3"), parse_seats("remote,bot,bot", 3, LEVELS, "random"),
                bind="127.0.0.1", port=0, room=None, seed=3, limits=HostLimits(heartbeat=0.5)).start()
    try:
        app, _lobby = lobby_app(make_app)
        join_by_address(app, host.port)
        run_until(app, lambda: isinstance(app.stack.top, TableScene), "the table")
        session = app.stack.top.session
        end = time.monotonic() + 60
        while time.monotonic() < end and not (gs.scored(session) and app.stack.top.name == "score"):
            b = session.board
            if session.my_turn and not session.settling:
                if app.stack.top.name == "bid":
                    key(pygame.K_RETURN)
                elif app.stack.top.name == "trick":
                    legal = {a.card for a in b.legal if a.kind == "play"}
                    key(NUMBER_KEYS[next(k for k, c in enumerate(b.hand) if c in legal)])
            frames(app)
            time.sleep(0.003)
        assert gs.scored(session) and session.last_hand["type"] == "settlement"
        assert sum(session.last_hand["scores"]) == 0
    finally:
        host.close()


def test_a_misere_deal_shows_the_tricks_each_player_took_by_his_place(make_app, data_dir: Path):
    """Misère is played at no trump: the tricks taken are still shown beside each player's name."""
    from game.client.gallery import napoleon as gn
    from game.client.scenes.trick import TrickScene
    fast_settings(data_dir)
    app = make_app()

    def goal(s: MatchSession) -> bool:
        return gn.playing(misere=True)(s) and sum(s.board.tricks_won) > 0

    session = gs.reach(app.ctx, Options(variant="napoleon"), goal, gs.prefer("bid misere", "pass"),
                       seeds=range(1, 80), level="normal")
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app, 2)
    b = session.board
    assert b.trump < 0 and b.contract == "bid misere"
    chips = [kind for kind, _r in session.painter.drawn if kind == "chip"]
    shown = sum(1 for won in b.tricks_won if won)
    assert len(chips) == 2 + shown     # the dealer's and the bidder's chips, and one per player with tricks
