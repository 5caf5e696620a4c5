"""Button names from SDL's controller type (third-party pads too), and where they are shown."""
from __future__ import annotations

import pygame

from game.client.input.controllers import Style
from game.client.input.intents import Act
from game.client.input.prompts import prompt_label

from .conftest import frames, key
from .virtual_pad import DOWN

FACES = (Act.CONFIRM, Act.BACK, Act.LAST_TRICK, Act.HINT)


def labels(app, device: str) -> list[str]:
    return [prompt_label(app.ctx, a, device) for a in (*FACES, Act.PAUSE, Act.UNDO)]


def test_third_party_pads_are_named_by_their_layout_not_their_name(make_app, virtual_pads):
    """A HORI or PowerA pad made for the PlayStation or the Switch says nothing of it in its
    name; SDL knows its layout from its USB ids."""
    app = make_app()
    hori = virtual_pads("HORIPAD 4", vendor=0x0F0D, product=0x0055)           # PS4-style, by HORI
    power = virtual_pads("Wired Fight Pad", vendor=0x20D6, product=0xA711)    # Switch-style, by PowerA
    xbox = virtual_pads("Controller (XBOX 360 For Windows)", vendor=0x045E, product=0x028E)
    frames(app)
    assert [p.style for p in app.pads.pads] == [Style.PLAYSTATION, Style.NINTENDO, Style.XBOX]
    assert labels(app, "pad1") == ["✕", "○", "□", "△", "Options", "Share"]
    assert labels(app, "pad2") == ["A", "B", "X", "Y", "+", "−"]
    assert labels(app, "pad3") == ["A", "B", "X", "Y", "Start", "View"]
    hori.press(DOWN)
    frames(app)
    assert app.stack.top._hint() == "D-pad choose  ·  ✕ select"
    del power, xbox


def test_a_dualsense_has_a_create_button(make_app, virtual_pads):
    app = make_app()
    virtual_pads("Wireless Controller", vendor=0x054C, product=0x0CE6)     # a DualSense, as SDL names it
    virtual_pads("PS4 Controller", vendor=0x054C, product=0x09CC)
    frames(app)
    assert labels(app, "pad1") == ["✕", "○", "□", "△", "Options", "Create"]
    assert labels(app, "pad2") == ["✕", "○", "□", "△", "Options", "Share"]


def test_the_title_footer_names_a_plugged_in_pad_before_it_is_pressed(make_app, virtual_pads):
    app = make_app()
    title = app.stack.top
    frames(app)
    assert "D-pad" not in title._hint()            # no controller: keys only
    virtual_pads.playstation()
    frames(app)
    hint = title._hint()
    assert "Arrows and Enter" in hint and "D-pad and ✕" in hint
    key(pygame.K_DOWN)                             # keys used: both still named, as a pad is there
    frames(app)
    assert "D-pad and ✕" in title._hint()


def test_the_match_over_screen_names_its_buttons(make_app, virtual_pads, data_dir):
    import json

    from game.client.gallery import states as gs
    from game.client.scenes.match_over import MatchOverScene
    from game.rules import Options
    (data_dir / "settings.json").write_text(json.dumps({"reduced_motion": True}), encoding="utf-8")
    app = make_app()
    pad = virtual_pads()
    o = Options(variant="two-handed", target=5)
    session = gs.reach(app.ctx, o, gs.over, gs.prefer("order", "take"), seeds=range(1, 6), max_hands=None)
    scene = MatchOverScene(app.ctx, session)
    app.stack.reset(scene)
    frames(app)
    assert scene.hint() == "Arrows choose  ·  Enter select  ·  R review the hands  ·  Esc title screen"
    pad.press(DOWN)
    frames(app)
    assert scene.hint() == "D-pad choose  ·  A select  ·  RT review the hands  ·  B title screen"
    footer_top = 706 - app.ctx.fonts.get(20).get_height()
    assert scene.menu.rects[-1].bottom < footer_top         # clear of the menu
