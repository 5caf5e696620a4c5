"""Three-handed (cutthroat) euchre on screen, played through the session by real input events:
a whole match against two computers by keys and mouse, a couch match with the pass screen,
controllers, the scores of three players, and a saved match continued."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.client.gallery import states as gs
from game.client.scenes.join import JoinScene
from game.client.scenes.match_over import MatchOverScene
from game.client.scenes.score import ScoreScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.table.match_start import new_session, start
from game.client.table.table_layout import BOTTOM, LEFT, RIGHT, TableLayout, place_of
from game.rules import Options

from .conftest import frames, key
from .test_controller_match import play_by_pad, play_with_own_pads, to_row
from .test_match_play import MAX_FRAMES, configure, fast_settings, open_setup, play_to_the_end
from .virtual_pad import DOWN, START, A
from .virtual_pad import RIGHT as PAD_RIGHT

THREE = Options(variant="three-handed", target=5)


def test_the_two_others_sit_left_and_right_and_play_goes_clockwise():
    assert [place_of(seat, 0, 3) for seat in range(3)] == [BOTTOM, LEFT, RIGHT]
    assert [place_of(seat, 2, 3) for seat in range(3)] == [LEFT, RIGHT, BOTTOM]
    for screen in ((1280, 720), (720, 1280)):
        lay = TableLayout(3, screen=screen)
        spots = {place: pygame.Rect(0, 0, 84, 118) for place in (BOTTOM, LEFT, RIGHT)}
        for place, r in spots.items():
            r.center = lay.trick_spot(place)
        # a trick of three cards: none covers another, the left one left of the right one
        assert not spots[LEFT].colliderect(spots[RIGHT]) and not spots[LEFT].colliderect(spots[BOTTOM])
        assert not spots[RIGHT].colliderect(spots[BOTTOM])
        assert spots[LEFT].centerx < spots[BOTTOM].centerx < spots[RIGHT].centerx


def three_handed_setup(app, couch: bool = False):
    """New game (or Couch game) from the title screen, three-handed to 5 points, by keys; the
    computer players at the fastest level (for tests only, so not in the menu)."""
    setup = open_setup(app, couch)
    key(pygame.K_RIGHT)                           # Game: two-handed -> three-handed
    frames(app)
    configure(app, setup, four=False)
    assert setup.options().variant == "three-handed" and setup.options().target == 5
    assert len(setup.plan().seats) == 3
    for p in setup.players[1:3]:
        if not p.person:
            p.level = "random"
    return setup


def test_a_whole_three_handed_match_against_two_computers_by_keys_and_mouse(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    setup = three_handed_setup(app)
    assert [setup.label_value(f"player{i}")[0] for i in (1, 2)] == ["Opponent on your left",
                                                                    "Opponent on your right"]
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top.name == "draw"           # the draw for the first deal, each for himself
    session = app.stack.top.session
    assert [session.place(s) for s in range(3)] == [BOTTOM, LEFT, RIGHT]
    assert [session.name(s) for s in range(3)] == [p.name for p in setup.players[:3]]
    assert session.draw_event is not None and session.draw_event["type"] == "first_dealer"
    seen: list[str] = []
    real_push = app.stack.push

    def push(scene) -> None:
        seen.append(scene.name)
        real_push(scene)
    app.stack.push = push                         # type: ignore[method-assign]
    tried: list[str] = []
    over = play_to_the_end(app, tried)
    assert isinstance(over, MatchOverScene)
    scores = over.session.match_over["scores"]
    winner = over.winner()
    assert len(scores) == 3 and scores[winner] >= 5
    assert all(scores[winner] > p for i, p in enumerate(scores) if i != winner)   # alone on the most
    assert over.standing(tuple(scores))[0] == winner                             # shown first
    assert "score" in seen
    for r in over.session.hands:                  # each trick of three cards; awards per player
        assert all(len(plays) == 3 for _leader, _winner, plays in r.tricks)
        assert len(r.awards) == 3 and sum(r.tricks_of(s) for s in range(3)) == 5
        if r.result == "euchred":
            assert sorted(r.awards) == [0, 2, 2] and r.awards[r.maker] == 0 and r.side is None
    if tried:
        assert "must follow" in tried[0]
    assert not (data_dir / "autosave.json").exists()
    stats = app.ctx.stats.profile(session.name(0))
    assert stats.played("three-handed") == 1 and stats.hands == len(over.session.hands)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                          # Title screen
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def play_by_keys(app, passes: list[int]) -> MatchOverScene:
    """Answer every scene by key presses until the match is over, ordering up or naming a suit
    rather than passing (people who always pass never end a match)."""
    for _ in range(MAX_FRAMES):
        frames(app)
        top = app.stack.top
        if isinstance(top, MatchOverScene):
            return top
        session = getattr(top, "session", None)
        if top.name == "pass":
            passes.append(top.seat)
            assert not top.transparent and app.stack.visible() == [top]   # every hand hidden
            key(pygame.K_RETURN)
        elif top.name in ("score", "draw"):
            key(pygame.K_RETURN)
        elif session is not None and session.my_turn and not session.settling and top.name == "bid":
            if session.board.phase == "discard":
                key(pygame.K_1)
            elif top.row is not None:
                if top.row.choices[top.row.focus].key == "pass":
                    key(pygame.K_RIGHT)
                key(pygame.K_RETURN)
        elif session is not None and session.my_turn and not session.settling and top.name == "trick":
            i = next(i for i, c in enumerate(session.board.hand) if c in top.playable())
            key(pygame.K_1 + i)
    raise AssertionError(f"the match did not end; stuck in {app.stack.top.name}")


@pytest.mark.parametrize("people", [(0, 1), (0, 1, 2)], ids=["two-people", "three-people"])
def test_a_couch_match_passes_the_screen_between_people(make_app, data_dir: Path, people):
    """Couch game from the title screen: two people (and a computer), or three."""
    fast_settings(data_dir)
    app = make_app()
    setup = three_handed_setup(app, couch=True)
    if 2 in people:
        setup.players[2].person, setup.players[2].name = True, "Fay"
    assert setup.plan().human_seats == people
    setup.focus = setup.rows().index("start")
    key(pygame.K_RETURN)
    frames(app)
    passes: list[int] = []
    over = play_by_keys(app, passes)
    assert set(passes) == set(people)             # each person was handed the screen, hands hidden meanwhile
    assert over.session.board.phase == "match_over" and over.session.seating.couch


def test_a_three_handed_match_with_only_a_controller(make_app, virtual_pads, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    session = new_session(app.ctx, THREE, gs.plan(3), seed=7)
    start(app.ctx, session)
    _, extras = play_by_pad(app, pad)
    assert session.board.phase == "match_over" and extras == {"hint": 1, "last": 1}
    assert app.ctx.last_device == "pad1"


def test_three_controllers_join_and_each_acts_only_for_their_own_seat(make_app, virtual_pads, data_dir: Path):
    """Couch game with a controller each: every player a person, each presses A to join."""
    fast_settings(data_dir)
    app = make_app()
    pads = [virtual_pads(), virtual_pads.playstation(), virtual_pads()]
    frames(app)
    first = pads[0]
    first.press(DOWN)                             # New game -> Couch game (Continue is greyed)
    first.press(A)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.couch
    first.press(PAD_RIGHT)                        # Game: two-handed -> three-handed
    frames(app)
    for i in range(3):                            # every player a person
        to_row(app, setup, first, f"player{i}")
        for _ in range(10):
            if setup.players[i].person:
                break
            first.press(PAD_RIGHT)
            frames(app)
        assert setup.players[i].person
    assert setup.options().variant == "three-handed"
    to_row(app, setup, first, "start")
    first.press(A)                                # Start -> who plays where?
    frames(app)
    assert isinstance(app.stack.top, JoinScene)
    for pad in pads:
        pad.press(A)
    frames(app)
    assert app.ctx.seats.bound == {f"pad{i + 1}": i for i in range(3)}
    first.press(START)
    frames(app)
    session = app.stack.top.session
    assert session.players == 3
    by_seat = {seat: pads[int(plan.device[3:]) - 1] for seat, plan in enumerate(session.seating.seats)}
    refused = play_with_own_pads(app, session, by_seat, pads[0])
    assert session.board.phase == "match_over" and refused > 10


def test_the_score_of_a_euchre_gives_two_to_each_other_player(make_app):
    app = make_app()
    session = gs.reach(app.ctx, Options(variant="three-handed", target=10), gs.euchred_two, gs.prefer("order"),
                       seeds=range(1, 80), max_hands=12)
    ev = session.last_hand
    maker = ev["maker"]
    others = [s for s in range(3) if s != maker]
    assert sorted(ev["awards"]) == [0, 2, 2] and ev["side"] is None
    app.stack.reset(app.ctx.scene("trick", session))
    frames(app)
    score = app.stack.top
    assert isinstance(score, ScoreScene)
    _title, lines = score.lines()
    names = [session.name(s) for s in others]
    said = " ".join(lines)
    assert "score 2 points each" in said and all(n.lower() in said.lower() for n in names)
    assert "alone against" in lines[0]
    # and the table said it before the overlay came up
    from game.client.text.words import awards_words
    assert awards_words(tuple(ev["awards"]), session.side_name).startswith("2 points each to ")


def test_two_level_on_the_most_at_the_target_play_on_and_the_table_says_so(make_app):
    app = make_app()
    session = gs.reach(app.ctx, THREE, gs.level_at_target, gs.prefer("order"), seeds=range(1, 80), max_hands=12)
    scores = tuple(session.last_hand["scores"])
    level = session.play_on(scores)
    assert level is not None
    names = [session.name(x) for x in level[0]]
    app.stack.reset(app.ctx.scene("trick", session))
    frames(app)
    score = app.stack.top
    assert isinstance(score, ScoreScene)
    note = score.note()
    assert note.endswith(f"level on {level[1]}: play goes on") and all(n.lower() in note.lower() for n in names)
    painter = session.painter
    assert all(painter.badge_word(session, x, scores) == "Level" for x in level[0])
    # Play went on: the match is not over, and the next hand is dealt once the score is closed.
    key(pygame.K_RETURN)
    frames(app, 3)
    assert session.match_over is None and session.board.phase != "match_over"
    hand = len(session.hands)
    assert gs.drive(session, lambda s: s.board.hand_number > hand and s.timeline.idle, gs.prefer("order"),
                    max_hands=None)


def test_a_saved_three_handed_match_continues_where_it_was(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    options = Options(variant="three-handed", target=7, no_ace_no_face=True)
    session = new_session(app.ctx, options, gs.plan(3), seed=9)
    start(app.ctx, session)
    assert gs.drive(session, lambda s: s.board.hand_number == 2 and s.my_turn and s.board.phase == "play",
                    gs.prefer("order"), max_hands=2)
    where = (session.board.state_id, tuple(session.board.hand), session.board.scores)
    app.stack.reset(TitleScene(app.ctx))
    session.close()
    frames(app)
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert saved["record"]["options"]["variant"] == "three-handed" and saved["record"]["options"]["no_ace_no_face"]
    from game.client.table.match_start import autosave_store
    peek = autosave_store(app.ctx).peek()
    assert peek is not None and peek.lines()[0].startswith("Three-handed, game to 7: You ")
    assert len(peek.sides) == 3 and peek.scores == where[2]
    key(pygame.K_RETURN)                          # Continue
    frames(app, 2)
    back = app.stack.top.session
    assert back is not session and back.players == 3
    assert (back.board.state_id, tuple(back.board.hand), back.board.scores) == where
    assert back.options.no_ace_no_face and len(back.hands) == 1   # the first hand, for the review
