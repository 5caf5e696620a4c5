"""The table shows only what is so: markers never read another number than the score beside them."""
from __future__ import annotations

import json
from pathlib import Path

from game.client import gallery_states as gs
from game.client.scenes.match_over import MatchOverScene
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
