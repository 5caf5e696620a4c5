"""Nothing on the table covers what a player needs to see: over every gallery state of a match,
wide and upright, with normal and larger cards, the rectangles the table painter and the scene
drew (cards, names, badges, labels, the prompt and buttons, speech bubbles, the hint, toasts)
stay on the screen and never overlap one another."""
from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from game.client.gallery import _entries, is_table
from game.client.gallery import states as gs
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.trick import TrickScene
from game.client.table.table_layout import BOTTOM, LEFT, RIGHT, TOP
from game.rules import Options

# the two layouts, and each spread over a window of another shape (1280x960 and 960x1280 points)
WINDOWS = {"wide": (1280, 720), "upright": (450, 800), "4:3": (800, 600), "3:4": (600, 800)}
MAY_OVERLAP_ITS_KIND = {"hand"}      # the cards of my hand are fanned over one another


def drawn_after_a_frame(app, large: bool, window: tuple[int, int]) -> tuple[list[tuple[str, pygame.Rect]],
                                                                           pygame.Rect]:
    app.ctx.settings = app.ctx.settings.with_(large_cards=large)
    app._resized(window)
    app.step(0.0)
    app.step(0.0)
    table = app.stack.visible()[0]
    return list(table.session.painter.drawn), pygame.Rect((0, 0), app.ctx.screen)


def problems(drawn: list[tuple[str, pygame.Rect]], screen: pygame.Rect) -> list[str]:
    out = [f"{kind} {tuple(r)} is off the {screen.size} screen" for kind, r in drawn if not screen.contains(r)]
    for (ka, a), (kb, b) in itertools.combinations(drawn, 2):
        if a.colliderect(b) and not (ka == kb and ka in MAY_OVERLAP_ITS_KIND):
            out.append(f"{ka} {tuple(a)} overlaps {kb} {tuple(b)}")
    return out


def check(app, what: str) -> list[str]:
    bad = []
    for large in (False, True):
        for shape, window in WINDOWS.items():
            drawn, screen = drawn_after_a_frame(app, large, window)
            kinds = {kind for kind, _r in drawn}
            assert {"name", "scores", "info"} <= kinds, (what, kinds)   # the painter noted what it drew
            bad += [f"{what}, {shape}{', larger cards' if large else ''}: {p}" for p in problems(drawn, screen)]
    return bad


def test_no_gallery_table_state_covers_anything(make_app):
    app = make_app()
    bad, seen = [], 0
    for scene, variant, build in _entries():
        scenes = build(app.ctx)
        if not is_table(scenes) or any(not s.transparent for s in scenes[1:]):   # the table is hidden
            continue
        app.stack.reset(scenes[0])
        for s in scenes[1:]:
            app.stack.push(s)
        seen += 1
        bad += check(app, f"{scene}-{variant}")
        app.ctx.settings = app.ctx.settings.with_(large_cards=False)
        app._resized((1280, 720))
    assert seen >= 40
    assert not bad, "\n".join(bad)


THREE_STATES = {"bid-round1", "bid-discard", "trick", "trick-won", "hand-over", "maker", "level", "taken-up"}


def test_every_three_handed_state_and_house_rules_question_is_covered(make_app):
    """The gallery's three-handed table states (bidding, discard, play, a trick won, the hand's
    result, the maker's banner, play going on past a tie) and the redeal and defend-alone
    questions are among the states checked above, with what the painter drew for them."""
    app = make_app()
    found: dict[tuple[str, str], set[str]] = {}
    for scene, variant, build in _entries():
        if (variant == "three" and scene in THREE_STATES) or scene in ("bid-redeal", "bid-defend", "trick-defend"):
            scenes = build(app.ctx)
            assert is_table(scenes)
            app.stack.reset(scenes[0])
            drawn, _screen = drawn_after_a_frame(app, False, WINDOWS["upright"])
            found[scene, variant] = {kind for kind, _r in drawn}
            app._resized((1280, 720))
    assert {s for s, v in found if v == "three" and s in THREE_STATES} == THREE_STATES
    asked = {("bid-redeal", "two"), ("bid-redeal", "three"), ("bid-defend", "four"), ("trick-defend", "four")}
    assert asked <= set(found)
    assert "bubble" in found["maker", "three"] or "banner" in found["maker", "three"]
    assert "banner" in found["hand-over", "three"] and "trick" in found["trick-won", "three"]
    assert {"button", "prompt"} <= found["bid-redeal", "three"] and {"button", "prompt"} <= found["bid-defend", "four"]
    assert "label" in found["level", "three"]          # "Ann and Bob are level on 6: play goes on"


RAILROAD_STATES = {"bid-call-best", "bid-give-best", "best-in-flight", "bid-best-discard", "best-discard-flight",
                   "bid-defender-calls", "trick-called"}


def test_the_railroad_exchange_is_covered(make_app):
    """Railroad's call for partner's best (the question, the partner's choice, the card in the
    air, the discard from six cards, a lone defender's call) is among the states checked above,
    with the prompt, buttons and banners the painter drew for them."""
    app = make_app()
    found: dict[str, set[str]] = {}
    for scene, variant, build in _entries():
        if variant == "railroad" and scene in RAILROAD_STATES:
            scenes = build(app.ctx)
            assert is_table(scenes) and len(scenes) == 1
            app.stack.reset(scenes[0])
            drawn, _screen = drawn_after_a_frame(app, False, WINDOWS["wide"])
            found[scene] = {kind for kind, _r in drawn}
    assert set(found) == RAILROAD_STATES
    assert {"button", "prompt"} <= found["bid-call-best"] and {"button", "prompt"} <= found["bid-defender-calls"]
    assert {"prompt", "hand"} <= found["bid-give-best"] and {"prompt", "hand"} <= found["bid-best-discard"]
    assert "banner" in found["best-in-flight"] and "banner" in found["best-discard-flight"]


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
def test_a_long_call_from_any_seat_covers_nothing(make_app, variant: str):
    """"Take it up — going alone!" said at each place, with long LAN names, while the others'
    bids show: each bubble clear of every hand, name, badge, label and the other bubbles."""
    app = make_app()
    o = Options(variant=variant, target=10)
    session = gs.reach(app.ctx, o, gs.my_turn_in("round1"), gs.prefer("pass"), names=gs.LONG_NAMES)
    places = {"two-handed": (BOTTOM, TOP), "three-handed": (BOTTOM, LEFT, RIGHT)}.get(variant,
                                                                                  (BOTTOM, LEFT, TOP, RIGHT))
    bad = []
    for place in places:
        session.timeline.current = None
        session.timeline.queue.clear()
        gs.say(session, place, "Take it up — going alone!")
        app.stack.reset(BiddingScene(app.ctx, session))
        bad += check(app, f"{variant}, {place} says it")
        assert any(kind == "bubble" for kind, _r in session.painter.drawn)
    assert not bad, "\n".join(bad)


def test_toasts_avoid_the_prompt_and_buttons(make_app, data_dir: Path):
    """A notice while it is my turn to bid, with the prompt and the bid buttons showing."""
    app = make_app()
    for variant in ("two-handed", "three-handed", "four-handed"):
        session = gs.reach(app.ctx, Options(variant=variant, target=10), gs.my_turn_in("round1"))
        session.show_toast("Every seat is filled: the match begins. Alice, Bob and the computers take "
                           "their places at the table.")
        app.stack.reset(BiddingScene(app.ctx, session))
        bad = check(app, variant)
        kinds = [kind for kind, _r in session.painter.drawn]
        assert {"toast", "prompt", "button"} <= set(kinds)
        assert not bad, "\n".join(bad)


def test_the_apps_own_toast_finds_room_over_a_table(make_app):
    """"Controller 1 connected" over a table goes where it covers no hand, name or panel."""
    app = make_app()
    for variant in ("two-handed", "three-handed", "four-handed"):
        session = gs.reach(app.ctx, Options(variant=variant, target=10), gs.mid_trick(), gs.prefer("order", "take"))
        app.stack.reset(TrickScene(app.ctx, session))
        app.toast.show("Controller 1 connected: Xbox One Controller")
        bad = check(app, variant)
        assert "toast" in {kind for kind, _r in session.painter.drawn}
        assert not bad, "\n".join(bad)


def test_railroads_questions_fit_between_long_names(make_app):
    """A LAN table's long names at the sides: the lone player's call, the partner's choice and
    the discard from six cards cover no name, badge or button."""
    from game.client.gallery import railroad as gr
    app = make_app()
    bad = []
    for deals, dealer, phase, choose in ((gr.lone_me, 3, "call_best", gr.alone_then()),
                                         (gr.lone_partner, 1, "give_best", gs.first_legal),
                                         (gr.lone_me, 3, "best_discard", gr.alone_then("call best"))):
        session = gr.at(app.ctx, deals, dealer, gs.my_turn_in(phase), choose, names=gs.LONG_NAMES)
        app.stack.reset(BiddingScene(app.ctx, session))
        bad += check(app, f"railroad {phase}")
        assert "prompt" in {kind for kind, _r in session.painter.drawn}
    assert not bad, "\n".join(bad)
