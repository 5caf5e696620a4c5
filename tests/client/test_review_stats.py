"""The hand review, statistics kept across runs, and sound: through the App with real input."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client.gallery import states as gs
from game.client.scenes.review import ReviewScene
from game.client.scenes.score import ScoreScene
from game.client.scenes.stats import StatsScene
from game.client.scenes.title import TitleScene
from game.client.table.hand_review import review_bids
from game.client.table.match_start import new_session, start
from game.rules import Options
from game.rules.cards import parse
from game.stats import StatsStore

from .conftest import click, frames, key

FAST = {"animation_speed": "fast", "reduced_motion": True}


def fast(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")


def test_review_of_the_guided_hand_from_the_score_overlay(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    scene = gs.tutorial_at(app.ctx, 6)          # the stacked hand, played to its end
    session = scene.session
    app.stack.reset(scene)
    frames(app)
    app.stack.push(ScoreScene(app.ctx, session))
    frames(app)
    assert [i.key for i in app.stack.top.menu.items] == ["continue", "review"]
    key(pygame.K_r)
    frames(app)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    r = review.record
    assert r.bids == ((0, "Order it up"),)      # Ann's taking it up once ordered is no bid of hers
    assert "1. Ann" not in " ".join(review.bid_lines(r))
    assert [(lead, win) for lead, win, _ in r.tricks] == [(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]
    assert sorted(r.cards[0]) == sorted(parse(c) for c in "JH JD AH QS 9C".split())
    assert parse("9H") in r.cards[1] and r.taken           # the dealer's pick-up is shown
    assert r.my_discard is None                             # Ann's discard is hers alone
    assert "took up the 9♥" in review.notes(r, 1)   # said by her hand, in the table's words
    words = review.heading(r)[1]
    assert r.result == "made" and "Made it: 1 point to" in words, words    # the result as the score says it
    # Cards are drawn as large rank-and-suit faces, readable when the screen is shrunk.
    from game.client.scenes.review import RIGHT_X, TRICK_W
    first = r.tricks[0][2][0][1]
    big = app.ctx.cards.index_face(first, TRICK_W, four_colour=app.ctx.settings.four_colour)
    x, y = RIGHT_X + 34, 118 + 28
    column = [(TRICK_W // 2, y2) for y2 in range(4, big.get_height() - 4, 3)]
    assert all(app.logical.get_at((x + cx, y + cy)) == big.get_at((cx, cy)) for cx, cy in column)
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, ScoreScene)
    click(app, app.stack.top.menu.rect_of("review").center)
    frames(app)
    assert isinstance(app.stack.top, ReviewScene)
    key(pygame.K_ESCAPE)                                    # back to the score
    frames(app)
    assert isinstance(app.stack.top, ScoreScene)
    key(pygame.K_LEFT)
    key(pygame.K_RETURN)                                    # Continue: back at the table
    frames(app)
    assert not isinstance(app.stack.top, (ScoreScene, ReviewScene))


def test_r_at_the_table_reviews_the_last_hand(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    session = new_session(app.ctx, Options(variant="four-handed"), gs.plan(4), 4)
    start(app.ctx, session)
    key(pygame.K_r)                                         # no hand finished yet: nothing
    frames(app)
    assert not isinstance(app.stack.top, ReviewScene)
    assert gs.drive(session, lambda s: len(s.hands) == 1 and s.my_turn, gs.prefer("pass"), limit=30)
    from game.client.scenes.table_base import scene_for
    app.stack.reset(scene_for(app.ctx, session))
    frames(app)
    key(pygame.K_r)
    frames(app)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.record is session.hands[0]
    assert len(review.record.tricks) == 5 and all(len(p) in (3, 4) for _l, _w, p in review.record.tricks)


def test_review_words_for_four_handed_bidding():
    bids = ((1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "name D alone"), )
    assert review_bids(bids, 0, "four-handed", parse("9H")) == (
        (1, "Pass"), (2, "Pass"), (3, "Pass"), (0, "Turn it down"), (1, "Diamonds (next), going alone"))
    assert review_bids(((0, "pass"), (1, "order")), 3, "four-handed", parse("9H"))[1] == (1, "Assist")
    assert review_bids(((0, "pass"), (1, "pass"), (0, "name S")), 1, "two-handed", parse("9H"))[2] == \
        (0, "Spades (cross)")
    assert review_bids(((0, "order"),), 1, "two-handed", parse("9H")) == ((0, "Order it up"),)


def test_my_own_discard_is_in_my_review_only_when_i_dealt():
    from game.client.table.hand_review import record_of
    ev = {"dealer": 0, "upcard": parse("9H"), "trump": 2, "maker": 1, "alone": False, "sitting_out": None,
          "bids": ((1, "order"), (0, "take")), "played": (), "result": "made", "points": 1, "side": 1,
          "tricks": (2, 3)}
    r = record_of(ev, 1, "two-handed", 2, True, parse("TD"))
    assert r.my_discard == parse("TD") and r.bids == ((1, "Order it up"),) and r.taken


def test_statistics_recorded_for_each_person_and_kept_across_runs(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    options = Options(variant="two-handed", target=5)
    session = new_session(app.ctx, options, gs.plan(2), 5)
    start(app.ctx, session)
    assert gs.drive(session, gs.over, gs.prefer("order", "take"), limit=30, max_hands=None)
    hands = len(session.hands)
    p = StatsStore(data_dir).profile("You")            # a new run reads the saved file
    assert p.hands == hands and p.played() == 1 and p.matches == {"two-handed/random": 1}
    won = session.match_over["winner"] == 0
    assert p.won() == int(won) and p.recent[-1]["won"] == won
    # Couch play: each named person has a profile of their own.
    couch = new_session(app.ctx, Options(variant="four-handed"), gs.plan(4, couch=True), 7)
    assert gs.drive(couch, lambda s: len(s.hands) == 1, gs.prefer("pass"), limit=30)
    again = StatsStore(data_dir)
    assert again.profile("Dana").hands == 1 and again.profile("Eli").hands == 1
    assert again.profile("Fay").hands == 0              # a computer player counts for nobody
    # The Statistics scene from the title menu, by keys.
    app.stack.reset(TitleScene(app.ctx))
    app.ctx.stats_store = None                           # read afresh, as a new run would
    frames(app)
    key(pygame.K_UP)
    key(pygame.K_UP)                                     # Quit -> Statistics
    key(pygame.K_RETURN)
    frames(app)
    stats = app.stack.top
    assert isinstance(stats, StatsScene)
    key(pygame.K_RIGHT)
    frames(app)
    assert stats.names[stats.index] in ("Dana", "Eli", "You")


def test_sounds_play_on_game_events(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    played: list[str] = []

    class Ear:
        def play(self, name: str) -> None:
            played.append(name)

        def configure(self, volume: int, muted: bool) -> None: ...

    app.ctx.sounds = Ear()   # type: ignore[assignment]
    session = new_session(app.ctx, Options(variant="two-handed", target=5), gs.plan(2), 5)
    start(app.ctx, session)
    assert gs.drive(session, gs.over, gs.prefer("order", "take"), limit=30, max_hands=None)
    assert {"deal", "turn", "play", "trick"} <= set(played)
    results = {h.result for h in session.hands}
    assert ("euchre" in played) == ("euchred" in results)
    assert ("march" in played) == ("march" in results)
    assert ("win" in played) == (session.match_over["winner"] == 0)


def test_silent_without_errors_when_the_mixer_fails(make_app, data_dir, monkeypatch):
    def broken(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    fast(data_dir)
    app = make_app()
    assert app.ctx.sounds is not None and not app.ctx.sounds.available
    session = new_session(app.ctx, Options(variant="two-handed"), gs.plan(2), 2)
    start(app.ctx, session)
    assert gs.drive(session, lambda s: len(s.hands) == 1, gs.prefer("order", "take"), limit=30)
    frames(app, 3)


def test_volume_and_mute_from_the_settings_reach_the_sounds(make_app, data_dir):
    app = make_app()
    for _ in range(4):
        key(pygame.K_DOWN)                  # New game -> ... -> Settings
    key(pygame.K_RETURN)
    frames(app)
    scene = app.stack.top
    scene.focus = scene.index_of("muted")
    key(pygame.K_RIGHT)
    frames(app)
    assert app.ctx.settings.muted and app.ctx.sounds.muted
    scene.focus = scene.index_of("volume")
    key(pygame.K_LEFT)
    frames(app)
    assert app.ctx.sounds.volume == app.ctx.settings.volume / 100 == 0.7


def test_a_skipped_deal_does_not_sound_every_card_at_once(make_app, data_dir):
    app = make_app()
    played: list[str] = []

    class Ear:
        def play(self, name: str) -> None:
            played.append(name)

    app.ctx.sounds = Ear()   # type: ignore[assignment]
    for _ in range(10):
        app.ctx.play_sound("deal")
    assert played == ["deal"]
    app.ctx.play_sound("play")
    assert played == ["deal", "play"]


def test_the_review_footer_and_back_button_name_the_keys_like_everywhere_else(make_app, data_dir):
    """"Left/Right other hands" in the shared footer form (not "Left / Right: other hands"), and
    the Back button names the key of the device used last, as Statistics does."""
    from game.client.scenes.trick import TrickScene
    fast(data_dir)
    app = make_app()
    session = new_session(app.ctx, Options(variant="two-handed"), gs.plan(2), 4)
    start(app.ctx, session)
    assert gs.drive(session, lambda s: len(s.hands) == 2 and s.my_turn, gs.prefer("pass"), limit=60)
    app.stack.reset(TrickScene(app.ctx, session))
    app.stack.push(ReviewScene(app.ctx, session))
    cache = session.painter.text._cache
    cache.clear()
    frames(app)
    drawn = {k[0] for k in cache if isinstance(k[0], str)}
    assert "Left/Right other hands" in drawn and "Back (Esc)" in drawn
    assert not any(": other hands" in s for s in drawn)
    app.ctx.last_device = "pad0"                    # a controller was used last: its buttons
    cache.clear()
    frames(app)
    drawn = {k[0] for k in cache if isinstance(k[0], str)}
    assert "Back (B)" in drawn


def test_the_end_of_the_match_offers_the_review_of_every_hand(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    from game.client.scenes.match_over import MatchOverScene
    session = new_session(app.ctx, Options(variant="two-handed", target=5), gs.plan(2), 5)
    start(app.ctx, session)
    assert gs.drive(session, gs.over, gs.prefer("order", "take"), limit=30, max_hands=None)
    frames(app, 3)
    over = app.stack.top
    assert isinstance(over, MatchOverScene)
    n = len(session.hands)
    assert n >= 3 and [r.number for r in session.hands] == list(range(1, n + 1))
    click(app, over.menu.rect_of("review").center)       # the button, with the mouse
    frames(app)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.record is session.hands[-1]
    for _ in range(n + 2):                               # back through the match to its first hand
        key(pygame.K_LEFT)
    frames(app)
    assert review.record is session.hands[0]
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is over
    key(pygame.K_r)                                      # and by its key
    frames(app)
    assert isinstance(app.stack.top, ReviewScene)


def test_a_continued_match_still_reviews_the_hands_played_before(make_app, data_dir):
    fast(data_dir)
    app = make_app()
    from game.client.table.match_start import autosave_store, resume_session
    store = autosave_store(app.ctx)
    o = Options(variant="four-handed", target=5, rubbers=True)
    session = new_session(app.ctx, o, gs.plan(4), 3, store=store)
    assert gs.drive(session, lambda s: len(s.games) >= 1 and len(s.hands) >= 3 and s.my_turn,
                    gs.prefer("order", "take"), limit=60, max_hands=None)
    played, games = list(session.hands), list(session.games)
    session.close()
    again = resume_session(app.ctx, store)                # Continue, as after the game was closed
    assert again.hands == played                          # every hand, my own discard included
    assert [g["game"] for g in again.games] == [g["game"] for g in games]
    assert again.games == games
    again.close()


def test_a_three_handed_couch_match_counts_for_each_person_on_its_own(make_app, data_dir):
    """Two people and a computer play three-handed to the end: each person's profile counts
    a three-handed match (apart from the other games), their points and their placing."""
    fast(data_dir)
    app = make_app()
    options = Options(variant="three-handed", target=5)
    session = new_session(app.ctx, options, gs.plan(3, couch=True), 4)
    start(app.ctx, session)
    assert gs.drive(session, gs.over, gs.prefer("order", "take"), limit=60, max_hands=None)
    scores = tuple(session.match_over["scores"])
    again = StatsStore(data_dir)
    for seat, name in ((0, "Dana"), (1, "Eli")):
        p = again.profile(name)
        assert p.matches == {"three-handed/random": 1} and p.played("two-handed") == 0
        assert p.won() == int(session.match_over["winner"] == seat)
        assert p.points == {"three-handed": scores[seat]}
        place = 1 + sum(s > scores[seat] for s in scores)
        assert p.placings["three-handed"][place - 1] == 1 and sum(p.placings["three-handed"]) == 1
        assert p.recent[-1]["placing"] == place
        assert p.hands == len(session.hands)
    assert again.profile("Fay").hands == 0     # the computer at seat 2 counts for nobody


def test_the_statistics_scene_shows_each_game_with_three_handed_placings(make_app, data_dir):
    from game.client.scenes.stats import games_rows
    from game.stats import standing
    app = make_app()
    name = app.ctx.settings.player_name
    app.ctx.stats.record_match(name, "four-handed", "hard", True, 10, 8)
    for scores in ((7, 3, 5), (2, 7, 4)):
        app.ctx.stats.record_match(name, "three-handed", "easy/normal", scores[0] == 7, *standing(scores, 0))
    assert games_rows(app.ctx.stats.profile(name)) == [
        ("Three-handed", "2", "1", "9", "1 / 0 / 1"), ("Four-handed", "1", "1", "10", "–")]
    key(pygame.K_s)                                      # S on the title screen
    frames(app)
    assert isinstance(app.stack.top, StatsScene)
    app.render()
