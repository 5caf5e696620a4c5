"""The table says what happened: the cards thrown in and who deals next, the dealer taking up
the upcard, in words that stay up long enough to read (reduced motion or not)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.client.gallery import states as gs
from game.client.scenes.trick import TrickScene
from game.client.table.match_session import MatchSession
from game.client.table.match_start import new_session
from game.rules import Options
from game.rules.cards import pretty

from .conftest import frames


def said_until(session: MatchSession, goal, choose, limit: int = 3) -> list[tuple[int | None, str, float]]:
    """Play on, watching every animation step, until ``goal``; the callouts shown, in order,
    with how long each stays up."""
    said: list[tuple[int | None, str, float]] = []
    steps: list[object] = []

    def watch(s: MatchSession) -> bool:
        cur = s.timeline.current
        if cur is not None and cur.callout is not None and (not steps or steps[-1] is not cur):
            steps.append(cur)
            said.append((*cur.callout, cur.duration))
        return goal(s)
    assert gs.drive(session, watch, choose, watch=True, max_hands=limit)
    return said


@pytest.mark.parametrize("reduced", [False, True])
def test_a_hand_thrown_in_says_so_and_who_deals_next(make_app, data_dir: Path, reduced: bool):
    (data_dir / "settings.json").write_text(json.dumps({"reduced_motion": reduced}), encoding="utf-8")
    app = make_app()
    session = new_session(app.ctx, Options(variant="two-handed", target=10), gs.plan(2), 13)
    thrown = gs.saying("passed:")
    said = said_until(session, thrown, gs.prefer("pass"))
    dealer = session.board.dealer
    nxt = (dealer + 1) % 2
    words = [w for _seat, w, _t in said]
    assert words[-1] == f"Both passed: {'You deal' if session.name(nxt) == 'You' else session.name(nxt) + ' deals'}"
    assert session.board.bids[-1] == (dealer, "pass")    # the dealer's own last pass is on the table
    if not reduced:
        assert said[-2][:2] == (dealer, "Pass")            # and was said before the throw-in
    assert said[-1][2] >= 1.5                         # long enough to read, even with reduced motion
    # and the next deal is that player's
    assert gs.drive(session, lambda s: s.board.dealing or s.board.hand_number > 1 or s.board.dealer == nxt,
                    gs.prefer("pass"))
    assert session.board.dealer == nxt


def test_four_handed_throw_in_names_the_next_dealer(make_app, data_dir: Path):
    app = make_app()
    o = Options(variant="four-handed", target=10, deck=25)
    session = gs.reach(app.ctx, o, gs.saying("passed:"), gs.prefer("pass"), watch=True, level="normal")
    nxt = (session.board.dealer + 1) % 4
    assert session.timeline.current.callout == (None, f"Everyone passed: {session.name(nxt)} deals")


@pytest.mark.parametrize("reduced", [False, True])
def test_the_dealer_taking_up_the_upcard_is_said_at_the_table(make_app, data_dir: Path, reduced: bool):
    (data_dir / "settings.json").write_text(json.dumps({"reduced_motion": reduced}), encoding="utf-8")
    app = make_app()
    session = new_session(app.ctx, Options(variant="four-handed", target=10), gs.plan(4), 1)
    said = said_until(session, gs.saying("took up"), gs.prefer("order", "take"))
    dealer, card = session.board.dealer, session.board.upcard
    words = f"{session.name(dealer)} took up the {pretty(card)}"
    assert said[-1][:2] == (None, words)
    shown = sum(t for _s, w, t in said if w == words) + sum(
        st.duration for st in session.timeline.queue if st.callout == (None, words))
    assert shown >= 1.0                               # read, not flashed, with reduced motion too
    # While the hand is played the info panel keeps saying it.
    assert gs.drive(session, lambda s: s.timeline.idle and s.board.phase == "play", gs.prefer("order", "take"))
    assert session.board.upcard_state == "taken" and session.board.dealer == dealer
    app.stack.reset(TrickScene(app.ctx, session))
    cache = session.painter.text._cache
    cache.clear()
    frames(app)
    assert any(k[0] == words for k in cache)


@pytest.mark.parametrize("variant,players", [("three-handed", 3), ("four-handed", 4),
                                             ("two-handed", 2)])
def test_while_another_player_takes_up_or_discards_the_table_says_so_not_to_bid(
        make_app, variant: str, players: int):
    from game.client.scenes.bidding import BiddingScene
    app = make_app()

    def others_turn_after_an_order(s: MatchSession) -> bool:
        b = s.board
        return b.phase in ("discard", "pickup") and b.to_act not in (None, 0)
    session = gs.reach(app.ctx, Options(variant=variant, target=10), others_turn_after_an_order,
                       gs.prefer("order"), seeds=range(1, 80))
    scene = BiddingScene(app.ctx, session)
    b = session.board
    assert b.phase in ("discard", "pickup")
    words = scene.prompt_words()
    who = session.name(b.to_act)
    assert "to bid" not in words and who in words
    assert ("discards" in words) if b.phase == "discard" else ("take up" in words)
