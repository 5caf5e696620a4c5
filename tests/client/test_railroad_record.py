"""What Railroad Euchre leaves behind: its statistics under their own game (not four-handed's),
shown by the registry's name, with its lone hands counted; and the review of a continued match,
its calls for best and my own exchange's cards as they were played."""
from __future__ import annotations

from pathlib import Path

from game.client.gallery import railroad as gr
from game.client.gallery import states as gs
from game.client.scenes.stats import (
    StatsScene,
    figure_lines,
    games_rows,
    has_placings,
    matches_rows,
)
from game.stats import StatsStore

from .conftest import frames
from .test_match_play import fast_settings


def test_a_railroad_match_played_is_counted_under_railroad(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = gs.reach(app.ctx, gr.options(target=5), gs.over, gr.alone_then("call best", "order"),
                       max_hands=None, level="normal", seeds=range(1, 4))
    assert session.match_over is not None
    p = app.ctx.stats.profiles["You"]
    assert set(p.matches) == {"railroad/normal"} and p.variants() == ["railroad"]
    assert p.hands == len(session.hands) and p.lone_tried >= 1      # the lone hands of a game with going alone
    stored = StatsStore(data_dir)
    assert stored.profiles["You"].matches == p.matches                # saved as played
    rows = games_rows(p)
    assert [r[0] for r in rows] == ["Railroad"] and rows[0][1] == "1"
    assert matches_rows(p)[0][:2] == ("Railroad", "computer, normal")
    assert any(label.startswith("Lone hands") for label, _ in figure_lines(p)) and not has_placings(p)
    app.stack.push(StatsScene(app.ctx))
    frames(app, 2)
    assert app.stack.top.name == "stats"


def test_railroad_and_four_handed_are_kept_apart_in_the_registrys_order(tmp_path: Path):
    store = StatsStore(tmp_path)
    store.record_match("Ann", "railroad", "hard", True, 10, 3)
    store.record_match("Ann", "four-handed", "hard", False, 6, 10)
    store.record_match("Ann", "two-handed", "easy", True, 10, 1)
    store.save()
    p = StatsStore(tmp_path).profiles["Ann"]
    assert p.variants() == ["two-handed", "four-handed", "railroad"]
    assert p.played("railroad") == 1 and p.won("railroad") == 1 and p.won("four-handed") == 0
    assert [r[0] for r in games_rows(p)] == ["Two-handed", "Four-handed", "Railroad"]


def test_a_continued_railroad_match_reviews_its_calls_and_my_exchange_as_played(make_app, data_dir: Path):
    """The review of a match continued from its save (its hands replayed from the record) has
    the same calls for best among the bids, and the same cards of my own exchanges, as the
    hands reviewed while it was played."""
    from game.client.table.past_hands import past_of
    fast_settings(data_dir)
    app = make_app()

    def my_exchange_scored(s) -> bool:
        return gs.scored(s) and any(x[0] == s.board.me for h in s.hands for x in h.exchanges)
    session = gs.reach(app.ctx, gr.options(target=10), my_exchange_scored, gr.alone_then("call best", "order"),
                       max_hands=None, level="normal", seeds=range(1, 30))
    record = session.table.record()
    hands, _games = past_of(record, session.board.me)
    played = session.hands
    assert [h.bids for h in hands] == [h.bids for h in played]
    assert [(h.best_calls, h.exchanges) for h in hands] == [(h.best_calls, h.exchanges) for h in played]
    assert any(h.best_calls for h in hands)
    assert all(seat == session.board.me for h in hands for seat, *_cards in h.exchanges)
