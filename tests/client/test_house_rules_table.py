"""The house rules' questions at the table (RULES §7.2, §7.3), answered by real key presses and
controller buttons: a redeal for a hand of no ace and no face, and defending alone against a
lone hand; what the table says of each answer; a match saved with them continued."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.client.gallery import states as gs
from game.client.gallery.more import no_face
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.trick import TrickScene
from game.client.table.match_session import MatchSession
from game.client.text.words import defends_alone_words, redeal_words
from game.rules import Options

from .conftest import frames, key
from .test_match_play import fast_settings
from .virtual_pad import RIGHT, A

DEFEND = Options(variant="four-handed", target=10, defend_alone=True)


def listen(session: MatchSession) -> list[tuple[int | None, str]]:
    """Everything the table says from now on (each animation step's words, as it is queued)."""
    said: list[tuple[int | None, str]] = []
    add = session.timeline.add

    def heard(step) -> None:
        if step.callout is not None and (not said or said[-1] != step.callout):
            said.append(step.callout)
        add(step)
    session.timeline.add = heard   # type: ignore[method-assign]
    return said


def my_redeal(app, variant: str) -> MatchSession:
    """A match whose first deal gives me (the first to bid) nines and tens only; at the question."""
    o = Options(variant=variant, target=10, no_ace_no_face=True)
    n = o.players
    session = gs.stacked_session(app.ctx, o, no_face(n, 0, n - 1), first_dealer=n - 1)
    app.stack.reset(BiddingScene(app.ctx, session))
    for _ in range(200):
        frames(app)
        if app.stack.top.name == "draw":          # four-handed: the draw for partners first
            key(pygame.K_RETURN)
        if session.my_turn and not session.settling:
            break
    assert session.board.phase == "redeal" and session.my_turn
    assert [c.label for c in app.stack.top.row.choices] == ["Redeal", "Keep"]
    return session


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_asking_for_a_redeal_by_keys_deals_again_by_the_same_dealer(make_app, data_dir: Path, variant: str):
    fast_settings(data_dir)
    app = make_app()
    session = my_redeal(app, variant)
    dealer = session.board.dealer
    hand = list(session.board.hand)
    assert "redeal" in app.stack.top.prompt_words().lower()
    said = listen(session)
    key(pygame.K_RETURN)                          # "Redeal" has the focus
    frames(app)
    assert said[:2] == [(0, "Redeal!"), (None, redeal_words(session.name(0)))]
    assert redeal_words("You") == "You ask for a redeal" and redeal_words("Ann") == "Ann asks for a redeal"
    match = session.table.match
    assert match.deals_made == 2 and match.dealer == dealer and match.hands_scored == 0
    assert gs.drive(session, lambda s: s.timeline.idle and s.board.phase != "redeal", gs.prefer("pass"))
    assert session.board.dealer == dealer and session.board.hand_number == 1
    assert session.board.hand != hand and len(session.board.hand) == 5    # a new deal, shown


def test_keeping_the_cards_by_controller_goes_on_to_the_bidding(make_app, virtual_pads, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    session = my_redeal(app, "three-handed")
    hand = list(session.board.hand)
    pad.press(RIGHT)                              # -> Keep
    frames(app)
    assert app.stack.top.row.choices[app.stack.top.row.focus].label == "Keep"
    said = listen(session)
    pad.press(A)
    frames(app)
    assert said[:1] == [(0, "Keep")]
    assert session.table.match.deals_made == 1
    assert gs.drive(session, lambda s: s.timeline.idle and s.board.phase in ("round1", "joker_suit"), gs.first_legal)
    assert session.board.hand == hand             # the same cards, now bid on


def test_a_computer_asking_for_a_redeal_is_said_at_the_table(make_app):
    app = make_app()
    o = Options(variant="three-handed", target=10, no_ace_no_face=True)
    for seed in range(1, 40):
        session = gs.stacked_session(app.ctx, o, no_face(3, 1, 0), first_dealer=0, seed=seed)
        if gs.drive(session, gs.saying("asks for a redeal"), watch=True, max_hands=1):
            break
        session.close()
    else:
        raise AssertionError("no computer player asked for a redeal")
    assert session.timeline.current.callout == (None, "Ann asks for a redeal")
    assert gs.drive(session, lambda s: s.board.dealing, watch=True)    # and the same dealer deals again
    assert session.board.dealer == 0 and session.table.match.deals_made == 2


def at_my_defence(app, seeds: range = range(1, 80)) -> MatchSession:
    """A four-handed match with defend alone in which a computer has gone alone and I am asked."""
    session = gs.reach(app.ctx, DEFEND, gs.my_turn_in("defend"), gs.prefer("pass"), seeds=seeds, max_hands=6)
    app.stack.reset(BiddingScene(app.ctx, session))
    frames(app)
    row = app.stack.top.row
    assert [c.label for c in row.choices] == ["Pass", "Defend alone"]
    assert app.stack.top.prompt_words().endswith("defend alone, or pass")
    return session


def test_defending_alone_by_keys_sits_my_partner_out(make_app, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    session = at_my_defence(app)
    me, maker = session.board.me, session.board.maker
    partner = (me + 2) % 4
    said = listen(session)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)                          # Defend alone
    frames(app)
    assert said[:2] == [(me, "I defend alone!"), (None, defends_alone_words(session.name(me), session.name(partner)))]
    assert gs.drive(session, lambda s: s.timeline.idle and s.board.phase == "play", gs.first_legal)
    b = session.board
    assert b.lone_defender == me and set(b.out) == {partner, (maker + 2) % 4}
    assert b.counts[partner] == 5                 # face down, out of the hand
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    shown = {k[0] for k in session.painter.text._cache}
    assert {"defends alone", "sitting out"} <= shown   # the badges by the names
    # Every trick of the hand has two cards: the lone maker's and mine.
    assert gs.drive(session, gs.scored, gs.first_legal)
    r = session.hands[-1]
    assert r.lone_defender == me and all(len(plays) == 2 for _l, _w, plays in r.tricks)
    assert set(r.out) == {partner, (maker + 2) % 4}
    ev = session.last_hand
    if ev["result"] == "euchred":
        assert ev["points"] == 4 and ev["side"] == me % 2


def test_passing_up_defending_alone_by_controller(make_app, virtual_pads, data_dir: Path):
    fast_settings(data_dir)
    app = make_app()
    pad = virtual_pads()
    frames(app)
    session = at_my_defence(app)
    me, maker = session.board.me, session.board.maker
    said = listen(session)
    pad.press(A)                                  # "Pass" has the focus
    frames(app)
    assert said[:1] == [(me, "Pass")]
    assert session.table.match.lone_defender != me
    assert session.table.record()["actions"][-1] == "pass"
    assert session.table.view(me).bids[-1][0] == maker      # a defence answer is not a bid


def test_a_match_with_the_house_rules_continues_at_the_question(make_app, data_dir: Path):
    """Saved while I am asked to defend alone, continued from the title screen: asked again."""
    fast_settings(data_dir)
    app = make_app()
    from game.client.table.match_start import autosave_store, start
    session = gs.reach(app.ctx, DEFEND, gs.my_turn_in("defend"), gs.prefer("pass"), seeds=range(1, 80),
                       max_hands=6, store=autosave_store(app.ctx))
    start(app.ctx, session)
    where = session.board.state_id
    app.stack.reset(app.ctx.scene("title"))
    session.close()
    frames(app)
    record = json.loads((data_dir / "autosave.json").read_text())["record"]
    assert record["options"]["defend_alone"] is True
    key(pygame.K_RETURN)                          # Continue
    frames(app, 3)
    top = app.stack.top
    assert isinstance(top, BiddingScene)
    assert top.session.board.state_id == where and top.session.my_turn and top.session.board.phase == "defend"
    assert [c.label for c in top.row.choices] == ["Pass", "Defend alone"]
