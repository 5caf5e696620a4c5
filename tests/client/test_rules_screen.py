"""The Rules screen: a tab for each game (three-handed too), and the house rules where a
player would look for them."""
from __future__ import annotations

import pygame

from game.client.scenes.rules import TABS, RulesScene
from game.client.text.rules_text import SECTIONS
from game.client.text.translate import _ as tr
from game.rules import GAMES
from game.rules.match import order_word

from .conftest import click, frames, key


def text_of(tab: str) -> tuple[list[str], str]:
    sections = SECTIONS[tab]
    return [h for h, _ in sections], " ".join(" ".join(p) for _, p in sections)


def test_a_tab_for_each_game_by_keys_and_mouse(make_app):
    app = make_app()
    rules = RulesScene(app.ctx)
    app.stack.push(rules)
    frames(app)
    # every game the client has a table for has its page
    assert list(rules.tab_rects()) == [g.key for g in GAMES if g.on_screen and g.key in SECTIONS]
    assert list(rules.tab_rects()) == ["two-handed", "three-handed", "four-handed", "railroad", "hasenpfeffer",
                                       "napoleon"]
    key(pygame.K_RIGHT)
    frames(app)
    assert rules.variant == "three-handed" and rules.max_scroll > 0     # a long page: it scrolls
    for _ in range(len(rules.tab_rects()) - 1):
        key(pygame.K_RIGHT)
    frames(app)
    assert rules.variant == "two-handed"                                # round again
    key(pygame.K_LEFT)
    frames(app)
    assert rules.variant == "napoleon"   # (one tab for Napoleon's family, for three or four)
    click(app, rules.tab_rects()["three-handed"].center)
    frames(app)
    assert rules.variant == "three-handed"
    # the tabs do not overlap and lie inside the page's width
    rects = list(rules.tab_rects().values())
    assert all(a.right < b.left for a, b in zip(rects, rects[1:])) and rects[-1].right <= 1140


def test_the_railroad_tab_says_rules_8_1(make_app):
    heads, text = text_of("railroad")
    assert heads[0] == "Railroad Euchre" and heads[-1] == "Words you will see"
    for words in ("25 cards", "33 cards", "Joker is always the highest trump", "Call for partner's best",
                  "Play without", "passes it face down", "Only those two ever see", "discard again",
                  "I defend alone", "4 points for their side", "Laps", "carry into its next game",
                  "counts as two games", "screen is handed over"):
        assert words.lower() in text.lower(), words
    assert heads.index("Going alone") < heads.index("Calling for your partner's best") < heads.index("Play")
    app = make_app()
    rules = RulesScene(app.ctx, "railroad")
    app.stack.push(rules)
    frames(app)
    rules.show("Rubbers, laps and slams")
    assert rules.scroll > 0 and app.stack.top is rules


def test_the_three_handed_tab_says_rules_7_1():
    heads, text = text_of("three-handed")
    for words in ("each playing for themselves", "lowest deals first", "There is no cut",
                  "always plays alone against the other two", "no \"going alone\" call",
                  "1 point to the maker", "a march: 3 points", "each of the other two players scores 2 points",
                  "one player alone has the most", "A convention", "own pair of", "no \"at the bridge\""):
        assert words.lower() in text.lower(), words
    assert heads[0] == "Three-handed" and heads[-1] == "Words you will see"
    said = {order_word("three-handed", seat, 0) for seat in range(3)}
    assert said == {"take it up", "order it up"}
    words = " ".join(SECTIONS["three-handed"][-1][1]).lower()
    assert all(w in words for w in said) and "assist" not in words and "going alone" not in words


def test_house_rules_where_a_player_looks():
    """No ace, no face right after the deal in every game; defend alone right after going
    alone, in four-handed only; both say they are off unless chosen."""
    from game.rules import game
    for tab in (t for t in SECTIONS if "no_ace_no_face" in game(t).options):   # (not Hasenpfeffer or Napoleon)
        heads, text = text_of(tab)
        deal = next(i for i, h in enumerate(heads) if "deal" in h.lower())
        assert heads[deal + 1] == "House rule: no ace, no face", tab
        assert ("House rule: defend alone" in heads) == (tab == "four-handed"), tab
        assert "redeal" in text and "Off unless chosen" in text
    heads, text = text_of("four-handed")
    assert heads[heads.index("Going alone") + 1] == "House rule: defend alone"
    assert "I defend alone" in text and "4 points for their side" in text


def test_the_napoleon_tab_says_rules_8_3():
    heads, text = text_of("napoleon")
    assert heads[0] == "Napoleon" and heads[-1] == "Words you will see"
    for words in ("three or four players", "28 cards", "24 cards", "no bowers", "only over a Nap",
                  "the suit of his first card is trump", "stops as soon as its result is certain",
                  "add up to 0", "wins 30", "costs 15", "equal totals share the win"):
        assert words.lower() in text.lower(), words


def test_a_section_can_be_shown_at_the_top(make_app):
    app = make_app()
    rules = RulesScene(app.ctx, "four-handed")
    app.stack.push(rules)
    frames(app)
    rules.show("House rule: defend alone")
    y = rules.headings["four-handed"]["House rule: defend alone"]
    assert 0 < rules.scroll == min(y, rules.max_scroll)
    assert rules.headings["four-handed"]["Going alone"] < y < rules.headings["four-handed"]["Play"]


def test_a_controller_pages_the_rules_with_the_shoulder_buttons(make_app, virtual_pads):
    from game.client.scenes.rules import VIEW

    from .virtual_pad import RB
    app = make_app()
    pad = virtual_pads()
    rules = RulesScene(app.ctx, "four-handed")
    app.stack.push(rules)
    frames(app)
    pad.press(RB)                                  # a page down
    frames(app)
    page = VIEW.h - 80
    assert rules.target == page
    pad.press(RB)
    pad.press(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)   # and one back up
    frames(app)
    assert rules.target == page
    assert "LB/RB page" in rules._hint()


def test_every_tab_name_stays_inside_its_tab_in_every_language(make_app):
    for lang in ("en", "id", "mk", "fi", "ja"):
        app = make_app(language=lang)
        rules = RulesScene(app.ctx)
        size = rules.tab_size()
        assert size >= 16, (lang, size)     # two lines before a small size
        font = app.ctx.fonts.get(size, True)
        for k, r in rules.tab_rects().items():
            lines = rules.tab_lines(k)
            assert "".join(lines).replace(" ", "") == tr(TABS[k].name).replace(" ", ""), (lang, k, lines)
            assert 1 <= len(lines) <= 2 and len(lines) * font.get_linesize() <= r.h, (lang, k, lines)
            for line in lines:
                width = font.size(line)[0]
                assert width <= r.w - 16, (lang, k, size, width, r.w)


def test_the_rules_from_the_pause_menu_open_on_the_game_being_played(make_app):
    from game.client.gallery import states as gs
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.trick import TrickScene
    from game.rules import Options
    for variant, tab in (("napoleon-3", "napoleon"), ("hasenpfeffer", "hasenpfeffer")):
        app = make_app()
        session = gs.reach(app.ctx, Options(variant=variant), gs.mid_trick(), seeds=range(1, 20))
        app.stack.reset(TrickScene(app.ctx, session))
        pause = PauseScene(app.ctx)
        app.stack.push(pause)
        frames(app)
        click(app, pause.menu.rect_of("rules").center)
        frames(app)
        assert isinstance(app.stack.top, RulesScene) and app.stack.top.variant == tab
        session.close()
