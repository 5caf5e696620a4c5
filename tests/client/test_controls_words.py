"""The controls match the words: what a screen says a button does is what it does, on the
keyboard and on a controller, and a setting's state never looks like the focus."""
from __future__ import annotations

import pygame

from game.client.drawing import theme
from game.client.gallery import states as gs
from game.client.input.intents import Act, Intent
from game.client.scenes.bidding import BiddingScene
from game.client.scenes.table_base import SWITCH_ON
from game.client.scenes.trick import TrickScene
from game.rules import Options

from .conftest import frames, key
from .virtual_pad import LEFT, B


def test_going_alone_is_a_switch_whose_state_never_looks_like_focus(make_app):
    app = make_app()
    o = Options(variant="four-handed", target=10)
    session = gs.reach(app.ctx, o, gs.my_turn_in("round2"), gs.prefer("pass"), seeds=range(20, 80))
    scene = BiddingScene(app.ctx, session)
    app.stack.reset(scene)
    frames(app)
    keys = [c.key for c in scene.row.choices]
    assert "toggle-alone" in keys
    i = keys.index("toggle-alone")
    seen = {}
    for alone in (False, True):
        scene.alone = alone
        frames(app)
        row = scene.row
        assert row.choices[i].label == "Going alone" and row.choices[i].on is alone
        for focus in (i, 0):
            row.focus = focus
            surface = app.render()
            switch = row.switch_rect(session.painter, i)
            assert switch is not None and row.rects[i].contains(switch)
            track = tuple(surface.get_at((switch.centerx, switch.y + 4)))[:3]
            fill = tuple(surface.get_at((row.rects[i].x + 8, row.rects[i].centery)))[:3]
            seen[alone, focus == i] = (track, fill)
    for (alone, focused), (track, fill) in seen.items():
        assert (track == SWITCH_ON) is alone, (alone, focused, track)       # on shows as on, focused or not
        assert (fill == theme.GOLD) is focused, (alone, focused, fill)      # focus shows as focus, on or off
    assert seen[True, False][1] != theme.GOLD                              # on, unfocused: not gold


def test_the_shoulder_buttons_step_in_learn_to_play_as_at_any_table(make_app):
    """LB / RB move the focus over the lesson's buttons and cards, like Left / Right."""
    app = make_app()
    scene = gs.tutorial_at(app.ctx, 0)            # ordering up: the Pass / Order it up buttons
    app.stack.reset(scene)
    frames(app)
    assert scene.row is not None and len(scene.row.choices) == 2
    before = scene.row.focus
    app.dispatch(Intent(Act.NEXT_CARD, "pad1"))
    assert scene.row.focus == (before + 1) % 2
    app.dispatch(Intent(Act.PREV_CARD, "pad1"))
    assert scene.row.focus == before
    scene = gs.tutorial_at(app.ctx, 1)            # a card to play
    app.stack.reset(scene)
    frames(app)
    assert scene.row is None and len(scene.session.board.hand) > 1
    n = len(scene.session.board.hand)
    before = scene.focus
    app.dispatch(Intent(Act.NEXT_CARD, "pad1"))
    assert scene.focus == (before + 1) % n
    app.dispatch(Intent(Act.PREV_CARD, "pad1"))
    app.dispatch(Intent(Act.PREV_CARD, "pad1"))
    assert scene.focus == (before - 1) % n


def words_drawn(app, session) -> list[str]:
    cache = session.painter.text._cache
    cache.clear()
    frames(app)
    return [k[0] for k in cache if isinstance(k[0], str)]


def test_the_footer_names_the_shoulder_buttons_only_where_they_step_cards(make_app):
    """"LB/RB card" while a card is chosen (to play, to discard), not while bids are chosen."""
    app = make_app()
    app.ctx.last_device = "pad1"                  # a controller was used last: its buttons are named
    o = Options(variant="two-handed", target=10)
    session = gs.reach(app.ctx, o, gs.my_turn_in("round1"))
    app.stack.reset(BiddingScene(app.ctx, session))
    words = words_drawn(app, session)
    assert any(w.startswith("A choose") for w in words), words
    assert not any("LB/RB" in w for w in words), words
    session = gs.reach(app.ctx, o, gs.my_turn_in("discard"), gs.prefer("order", "take"))
    app.stack.reset(BiddingScene(app.ctx, session))
    assert any("A discard" in w and "LB/RB card" in w for w in words_drawn(app, session))
    session = gs.reach(app.ctx, o, gs.mid_trick(), gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    assert any("A play" in w and "LB/RB card" in w for w in words_drawn(app, session))


def test_the_new_game_shows_only_the_rows_of_the_game_chosen(make_app):
    from game.client.scenes.setup import SetupScene
    app = make_app()
    scene = SetupScene(app.ctx)
    scene.variant = "two-handed"                     # two-handed: no Rubbers row (four-handed's)
    app.stack.push(scene)
    assert "rubbers" not in scene.rows() and "defend_alone" not in scene.rows()
    scene.focus = scene.rows().index("turned_down_suit_allowed")
    key(pygame.K_DOWN)
    frames(app)
    assert scene.rows()[scene.focus] == "no_ace_no_face"
    scene.variant = "four-handed"                    # four-handed: its Rubbers row comes next
    scene.focus = scene.rows().index("turned_down_suit_allowed")
    key(pygame.K_DOWN)
    frames(app)
    assert scene.rows()[scene.focus] == "rubbers"


def test_the_rules_screen_lists_the_words_each_game_says():
    """The dealer's "take it up" in every list ("I accept" in none: one wording for one act),
    "leave it" in the two-handed one; "next" and "cross" explained in each; the four-handed
    "assist" and "going alone" only in the four-handed one."""
    from game.client.text.rules_text import SECTIONS
    from game.client.text.words import order_word

    def words(variant: str) -> str:
        sections = SECTIONS[variant]
        heading, paragraphs = sections[-1]
        assert heading == "Words you will see"
        return " ".join(paragraphs).lower()
    for variant, players in (("two-handed", 2), ("four-handed", 4)):
        said = {order_word(variant, seat, 0).lower() for seat in range(players)}
        assert all(w in words(variant) for w in said), (variant, said)
    assert "leave it" in words("two-handed") and "leave it" not in words("four-handed")
    from game.rules import game
    for short in (k for k in SECTIONS if game(k).match == "euchre"):   # (the others have no upcard)
        assert "take it up" in words(short) and "i accept" not in words(short)
        assert "next (naming the other suit of the turned-down colour)" in words(short)
        assert "cross (naming a suit of the other colour)" in words(short)
    assert "assist" not in words("two-handed") and "going alone" not in words("two-handed")
    assert all(w in words("hasenpfeffer") for w in ("pass", "1 trick", "6 tricks", "widow", "forced", "below zero"))
    assert all(w in words("napoleon") for w in ("pass", "two", "misère", "nap", "wellington", "blücher", "bidder"))


def test_a_controllers_trigger_opens_the_hand_review_and_the_score_names_it(make_app, virtual_pads):
    """The score overlay's "Review the hand" names the button of the device used last, and that
    button opens the review: R on the keyboard, RT (R2 on a PlayStation pad) on a controller,
    from the score overlay and from the table."""
    from game.client.scenes.score import ScoreScene
    app = make_app()
    pad = virtual_pads()
    ps = virtual_pads.playstation()
    frames(app)
    session = gs.reach(app.ctx, Options(variant="two-handed", target=10), gs.scored, gs.prefer("order", "take"))
    app.stack.reset(TrickScene(app.ctx, session))
    frames(app)
    score = app.stack.top
    assert isinstance(score, ScoreScene)
    session.marker_anim.clear()

    def label() -> str:
        frames(app)
        return score.menu.items[score.menu.index_of("review")].label
    assert label() == "Review the hand (R)"
    pad.press(LEFT)               # the d-pad moves the focus: the words now name the controller's button
    frames(app)
    assert app.stack.top is score and label() == "Review the hand (RT)"
    pad.trigger(1.0)
    frames(app)
    assert app.stack.top.name == "review"
    pad.trigger(0.0)
    frames(app)
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is score
    ps.trigger(1.0)
    frames(app)
    assert app.stack.top.name == "review"
    ps.trigger(0.0)
    frames(app)
    ps.press(B)                   # closes the review; back to the score
    frames(app)
    assert app.stack.top is score and label() == "Review the hand (R2)"
    # From the table: Continue, then the trigger opens the last hand's review.
    score.menu.focus = score.menu.index_of("continue")
    key(pygame.K_RETURN)
    frames(app, 3)
    assert app.stack.top is not score and app.stack.top.name != "review"
    pad.trigger(1.0)
    frames(app)
    assert app.stack.top.name == "review"
