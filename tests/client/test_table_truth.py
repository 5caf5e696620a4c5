"""The table shows only what is so: honest markers, who is to act, this round's bids, a last trick
that exists (what covers what: test_layout_geometry.py)."""
from __future__ import annotations

import json
from pathlib import Path

from game.client.drawing import theme
from game.client.gallery import states as gs
from game.client.input.table_input import last_trick
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.match_over import MatchOverScene
from game.client.scenes.trick import TrickScene
from game.rules import Options
from game.rules.markers import Markers

from .conftest import frames


def calm_app(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps({"reduced_motion": True}), encoding="utf-8")
    return make_app()


def test_a_won_score_gets_a_badge_not_markers_for_a_lower_number(make_app, data_dir: Path):
    app = calm_app(make_app, data_dir)
    o = Options(variant="two-handed", target=5)
    session = gs.reach(app.ctx, o, gs.over, gs.prefer("order", "take"), seeds=range(1, 6), max_hands=None)
    app.stack.reset(MatchOverScene(app.ctx, session))
    frames(app, 2)
    scores = session.match_over["scores"]
    assert max(scores) >= 5
    drawn = session.painter.markers._cache
    shown = [key[3] for key in drawn if isinstance(key[0], Markers)]
    assert shown and all(score < 5 for score in shown), shown   # markers only for scores they can show
    assert any(key[0] == "game" and key[2] == max(scores) for key in drawn)


def marked_names(app, session) -> set[str]:
    """Names drawn gold and bold at the table's label size in the next frame (the one to act)."""
    cache = session.painter.text._cache
    cache.clear()
    frames(app)
    names = {session.name(seat) for seat in range(session.players)}
    return {k[0] for k in cache if k[0] in names and k[1:] == (22, tuple(theme.GOLD), True)}


def test_nobody_is_marked_to_act_once_the_hand_is_over(make_app, data_dir: Path):
    app = calm_app(make_app, data_dir)
    o = Options(variant="four-handed", target=10, deck=25)
    session = gs.reach(app.ctx, o, gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    assert marked_names(app, session) == {"You"}           # the player to act is marked
    gs.drive(session, gs.scored, gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    assert app.stack.top.name == "score"
    assert session.board.to_act is not None                 # the view still names a seat...
    assert marked_names(app, session) == set()              # ...but nobody is to act


def bubbles_drawn(app, session) -> list[str]:
    """The bid bubbles the next frame draws beside the players."""
    p, said = session.painter, []
    draw = p.bubble

    def spy(surface, at, words, faded=False, **kw):
        said.append(words)
        return draw(surface, at, words, faded, **kw)
    p.bubble = spy
    try:
        frames(app)
    finally:
        del p.bubble
    return said


def test_the_second_round_shows_only_its_own_bids(make_app, data_dir: Path):
    app = calm_app(make_app, data_dir)
    o = Options(variant="four-handed", target=10, deck=25)

    def first_in_round_two(s) -> bool:   # everyone passed once, and this player bids first again
        return gs.my_turn_in("round2")(s) and (s.board.dealer + 1) % 4 == s.board.me
    session = gs.reach(app.ctx, o, first_in_round_two, gs.prefer("pass"))
    app.stack.reset(BiddingScene(app.ctx, session))
    assert len(session.board.bids) == 4                # four passes in the first round...
    assert bubbles_drawn(app, session) == []           # ...none of them shown in the second
    session.act(session.board.me, "pass")
    assert gs.drive(session, lambda s: s.board.bidding and s.board.last_bid(s.board.me) == "pass"
                    and s.timeline.idle)
    assert "Pass" in bubbles_drawn(app, session)        # a second-round pass is shown


def footer_lines(app, session) -> list[str]:
    cache = session.painter.text._cache
    cache.clear()
    frames(app)
    return [k[0] for k in cache if isinstance(k[0], str) and " hint" in k[0]]


def test_the_last_trick_is_offered_only_once_there_is_one(make_app, data_dir: Path):
    app = calm_app(make_app, data_dir)
    o = Options(variant="two-handed", target=10)
    session = gs.reach(app.ctx, o, gs.my_turn_in("round1"))
    assert session.board.hand_number == 1
    app.stack.reset(BiddingScene(app.ctx, session))
    lines = footer_lines(app, session)
    assert lines and not any("last trick" in line for line in lines), lines

    def after_a_trick(s) -> bool:
        return s.my_turn and s.board.phase == "play" and any(s.board.tricks_won)
    assert gs.drive(session, after_a_trick, gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    assert any("last trick" in line for line in footer_lines(app, session))


def test_a_later_hand_offers_the_previous_hands_last_trick(make_app, data_dir: Path):
    app = calm_app(make_app, data_dir)
    o = Options(variant="two-handed", target=10)
    session = gs.reach(app.ctx, o, lambda s: gs.my_turn_in("round1")(s) and s.board.hand_number == 2)
    app.stack.reset(BiddingScene(app.ctx, session))
    assert any("last trick" in line for line in footer_lines(app, session))
    _leader, winner, plays = session.hands[-1].tricks[-1]
    assert last_trick(session) == (winner, plays)        # the first hand's fifth trick
