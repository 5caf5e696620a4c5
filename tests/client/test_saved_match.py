"""Continue says which match it picks up."""
from __future__ import annotations

import json
import time
from pathlib import Path

from game.client import gallery_states as gs
from game.client.table.autosave import SavedMatch
from game.client.table.match_start import new_session, start
from game.client.text.words import saved_match_words, when_words
from game.rules import Options

from .conftest import frames

FAST = {"animation_speed": "fast", "reduced_motion": True}


def a_saved_match(make_app, data_dir: Path, couch: bool = True, level: str = "random"):
    """A match saved at hand 2 (a couch match, as the player who lost one had), then the
    title screen: returns the app, the save's bytes and where the match was."""
    (data_dir / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    app = make_app()
    options = Options(variant="four-handed" if couch else "two-handed")
    session = new_session(app.ctx, options, gs.plan(options.players, couch, level), 5)
    start(app.ctx, session)
    assert gs.drive(session, lambda s: s.board.hand_number == 2 and s.my_turn, gs.prefer("pass"),
                    max_hands=2)
    where = (session.board.state_id, session.board.hand_number)
    app.stack.reset(app.ctx.scene("title"))
    session.close()
    frames(app)
    saved = (data_dir / "autosave.json").read_bytes()
    assert json.loads(saved)["record"]["actions"]
    return app, saved, where


def test_continue_names_the_saved_match(make_app, data_dir):
    app, _, _ = a_saved_match(make_app, data_dir, couch=False, level="hard")
    title = app.stack.top
    first, second = title.continue_note()
    scores = json.loads((data_dir / "autosave.json").read_text())
    assert scores["seats"][1]["level"] == "hard"
    assert first.startswith("Two-handed, game to 10: You ") and ", Ann " in first
    assert second.startswith("Computer: hard · hand 2 · saved today at ")
    app.render()


def test_the_words_for_a_saved_match():
    now = time.mktime((2025, 3, 6, 15, 0, 0, 0, 0, -1))
    m = SavedMatch("four-handed", 10, True, ("You & Bob", "Ann & Cy"), (4, 6), ("hard", "normal"), 7, 2,
                   now - 26 * 3600)
    assert saved_match_words(m, now) == ("Four-handed rubber, game 2 to 10: You & Bob 4, Ann & Cy 6",
                                         "Computers: hard, normal · hand 7 · saved yesterday at 13:00")
    couch = SavedMatch("two-handed", 5, False, ("Pat", "Sam"), (0, 3), (), 3, 1, None)
    assert saved_match_words(couch, now) == ("Two-handed, game to 5: Pat 0, Sam 3", "Hand 3")
    assert when_words(now - 600, now) == "today at 14:50"
    assert when_words(now - 3 * 86400, now) == "on Monday at 15:00"
    assert when_words(now - 30 * 86400, now) == "on 4 February"
    assert when_words(now - 400 * 86400, now) == "on 31 January 2024"
