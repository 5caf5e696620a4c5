"""A real SDL virtual controller drives the menus, comes and goes, rumbles, and sets the prompts."""
from __future__ import annotations

import pygame

from game.client.input.controllers import DEAD_ZONE, REPEAT_DELAY, REPEAT_EVERY
from game.client.input.intents import Act
from game.client.input.prompts import prompt_label
from game.client.scenes.pad_lost import PadLostScene
from game.client.scenes.rules import RulesScene
from game.client.scenes.settings import ROWS, SettingsScene
from game.client.scenes.title import TitleScene

from .conftest import PausableScene, frames, key
from .virtual_pad import DOWN, LEFT, RIGHT, START, UP, A, B


def focused(title: TitleScene) -> str:
    return title.menu.items[title.menu.focus].key


def test_title_and_settings_with_only_a_controller(make_app, virtual_pads, data_dir):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    assert [p.device for p in app.pads.pads] == ["pad1"]
    title = app.stack.top
    for _ in range(4):                    # New game -> ... -> Settings (Continue is greyed)
        pad.press(DOWN)
    frames(app)
    assert focused(title) == "settings"
    pad.press(A)
    frames(app)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    assert app.ctx.last_device == "pad1"
    pad.press(DOWN)                       # Four-colour deck
    pad.press(RIGHT)                      # toggle on (A goes on to the next row)
    for _ in range(3):
        pad.press(DOWN)                   # Sound volume
    pad.press(RIGHT)                      # 80 -> 90
    frames(app)
    assert app.ctx.settings.four_colour is True and app.ctx.settings.volume == 90
    while ROWS[settings.focus].key != "rumble":
        pad.press(DOWN)
        frames(app)
    pad.press(LEFT)
    frames(app)
    assert app.ctx.settings.rumble is False
    assert '"rumble": false' in (data_dir / "settings.json").read_text()
    pad.press(B)
    frames(app)
    assert app.stack.top is title and len(app.stack) == 1
    # Rules and back, then Up twice and Down five times land on Quit (after Learn to play and
    # Statistics), and A quits.
    pad.press(DOWN)
    pad.press(A)
    frames(app)
    assert isinstance(app.stack.top, RulesScene)
    pad.press(B)
    pad.press(UP)
    pad.press(UP)
    for _ in range(5):
        pad.press(DOWN)
    frames(app)
    assert focused(title) == "quit"
    pad.press(A)
    assert app.step(1 / 60) is False


def test_stick_dead_zone_and_auto_repeat(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    title = app.stack.top
    pad.stick(0.0, DEAD_ZONE * 0.6)       # a resting thumb: nothing
    frames(app, 5)
    assert focused(title) == "new"          # first focus (Continue is greyed)
    pad.stick(0.0, 0.9)                   # push down: one step at once
    frames(app)
    assert focused(title) == "couch"
    step = 0.05
    assert 1 / 60 + 7 * step < REPEAT_DELAY < 1 / 60 + 8 * step < REPEAT_DELAY + REPEAT_EVERY < 1 / 60 + 10 * step
    frames(app, 7, step)                  # held, not long enough to repeat
    assert focused(title) == "couch"
    frames(app, 1, step)                  # past the delay: one repeat
    assert focused(title) == "lan"
    frames(app, 2, step)                  # then one per REPEAT_EVERY
    assert focused(title) == "online"
    pad.stick(0.0, 0.0)                   # let go: no more moves
    frames(app, 60)
    assert focused(title) == "online"
    pad.hold(DOWN)                        # the d-pad repeats the same way
    frames(app)
    assert focused(title) == "settings"
    pad.release(DOWN)
    frames(app, 60)
    assert focused(title) == "settings"


def test_hot_plug_unplug_pauses_and_replug_resumes(make_app, virtual_pads):
    app = make_app(first_scene=PausableScene)
    first = virtual_pads()
    frames(app)
    second = virtual_pads("Xbox One Controller", vendor=0x045E, product=0x02EA)
    frames(app)
    assert [p.device for p in app.pads.pads] == ["pad1", "pad2"]
    assert "Controller 2 connected" in app.toast.text
    second.press(START)                   # pad 2 is now in use: Start pauses
    frames(app)
    assert app.stack.top.name == "pause"
    second.press(B)
    frames(app)
    assert isinstance(app.stack.top, PausableScene)
    first.unplug()                        # not the pad in use: a toast, no pause
    frames(app)
    assert isinstance(app.stack.top, PausableScene)
    assert "Controller 1 was unplugged" in app.toast.text
    second.unplug()                       # the pad in use: pause and say what to do
    frames(app)
    lost = app.stack.top
    assert isinstance(lost, PadLostScene)
    assert lost.message() == ("Controller 2 was unplugged — plug it back in or press Enter/A on another device")
    key(pygame.K_p)                       # nothing reaches the scene beneath
    frames(app, 10)
    assert app.stack.top is lost
    second.plug()                         # back: it gets its number again and play goes on
    frames(app)
    assert isinstance(app.stack.top, PausableScene)
    assert app.pads.pad("pad2") is not None and app.pads.pad("pad2").name == "Xbox One Controller"
    first.plug()
    frames(app)
    assert [p.device for p in app.pads.pads] == ["pad1", "pad2"]


def test_unplugged_pad_pause_ends_with_enter_on_another_device(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    pad.press(DOWN)                            # New game -> Couch game
    frames(app)
    pad.unplug()
    frames(app)
    assert isinstance(app.stack.top, PadLostScene)
    frames(app)
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert focused(app.stack.top) == "couch"   # the Enter that dismissed did not choose anything
    key(pygame.K_DOWN)
    frames(app)
    assert focused(app.stack.top) == "lan"


def test_prompts_follow_the_device_last_used(make_app, virtual_pads):
    app = make_app()
    ps = virtual_pads.playstation()
    xbox = virtual_pads()
    frames(app)
    ctx = app.ctx
    assert prompt_label(ctx, Act.CONFIRM) == "Enter"
    ps.press(DOWN)
    frames(app)
    assert ctx.last_device == "pad1"
    faces = (Act.CONFIRM, Act.BACK, Act.LAST_TRICK, Act.HINT)
    assert [prompt_label(ctx, a) for a in faces] == ["✕", "○", "□", "△"]
    assert app.stack.top._hint() == "D-pad choose  ·  ✕ select"
    xbox.press(DOWN)
    frames(app)
    assert [prompt_label(ctx, a) for a in (Act.CONFIRM, Act.BACK, Act.LAST_TRICK, Act.HINT)] == ["A", "B", "X", "Y"]
    key(pygame.K_DOWN)
    frames(app)
    assert prompt_label(ctx, Act.CONFIRM) == "Enter"
    assert app.stack.top._hint().startswith("Arrows and Enter")


def test_rumble_reaches_the_pad_unless_turned_off(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    assert app.pads.rumble("pad1") is True
    assert pad.rumbles and pad.rumbles[-1][1] > 0
    app.ctx.change_settings(app.ctx.settings.with_(rumble=False))
    before = len(pad.rumbles)
    assert app.pads.rumble("pad1") is False
    assert len(pad.rumbles) == before
    assert app.pads.rumble("pad7") is False       # no such pad: no error


def test_buttons_map_to_intents(make_app, virtual_pads):
    seen = []
    app = make_app()
    pad = virtual_pads()
    frames(app)
    app.stack.top.handle = lambda intent: seen.append((intent.act, intent.device)) or True
    for button in (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X,
                   pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_START,
                   pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER):
        pad.press(button)
    frames(app)
    assert seen == [(a, "pad1") for a in (Act.CONFIRM, Act.BACK, Act.LAST_TRICK, Act.HINT, Act.PAUSE,
                                          Act.PREV_CARD, Act.NEXT_CARD)]


def test_two_controllers_join_two_seats_and_each_acts_only_for_its_own(make_app, virtual_pads):
    from game.client.scenes.join import JoinScene
    app = make_app()
    ana, ben = virtual_pads.playstation(), virtual_pads()
    frames(app)
    done: list[dict[int, str]] = []
    app.stack.push(JoinScene(app.ctx, {0: "Ana", 1: "Ben", 2: "Cy"}, done.append))
    frames(app)
    assert app.stack.top.join_label() == "✕ / A"
    ana.press(A)                          # joins the first open seat
    ben.press(A)                          # the next one
    ben.press(RIGHT)                      # moves on to the last open seat
    frames(app)
    seats = app.ctx.seats
    assert seats.bound == {"pad1": 0, "pad2": 2}
    ben.press(B)                          # leaves again ...
    ben.press(A)                          # ... and rejoins the first open seat
    frames(app)
    assert seats.bound == {"pad1": 0, "pad2": 1}
    assert seats.may_act("pad1", 0) and not seats.may_act("pad1", 1)
    assert seats.may_act("pad2", 1) and not seats.may_act("pad2", 0)
    assert seats.may_act("keyboard", 2) and not seats.may_act("keyboard", 0)   # keys: the open seat
    ben.unplug()                          # unplugged while seated: the seat opens, no pause
    frames(app)
    assert seats.bound == {"pad1": 0} and isinstance(app.stack.top, JoinScene)
    ben.plug()
    frames(app)                           # the app opens the controller; then its buttons report
    ben.press(A)
    frames(app)
    ana.press(START)
    frames(app)
    assert done == [{0: "pad1", 1: "pad2"}]


def test_a_joystick_without_a_controller_mapping_is_named_and_ignored(make_app, virtual_pads):
    from .virtual_pad import SDL_JOYSTICK_TYPE_FLIGHT_STICK
    app = make_app()
    stick = virtual_pads("Sky Stick", kind=SDL_JOYSTICK_TYPE_FLIGHT_STICK)
    frames(app)
    assert app.pads.pads == []
    assert app.toast.text == "Sky Stick is not a known game controller, so it is not used"
    stick.press(A)
    frames(app)
    assert isinstance(app.stack.top, TitleScene) and app.ctx.last_device == "keyboard"


def test_join_says_partners_are_drawn_later_only_when_four_handed(make_app):
    """The draw for partners happens after Start, so the join screen pairs nobody; it says so
    when it is told the game opens with the draw (four-handed)."""
    from game.client.scenes.join import JoinScene
    from game.rules import game
    app = make_app()
    four = JoinScene(app.ctx, {0: "Ana", 1: "Ben", 2: "Cy", 3: "Dee"}, lambda b: None,
                     game=game("four-handed"))
    assert "draw" in four.partner_note()
    assert JoinScene(app.ctx, {0: "Ana", 1: "Ben"}, lambda b: None).partner_note() is None
    assert JoinScene(app.ctx, {0: "Ana", 1: "Ben", 2: "Cy"}, lambda b: None,
                     game=game("three-handed")).partner_note() is None
    assert JoinScene(app.ctx, {0: "Ana", 2: "Cy"}, lambda b: None,
                     game=game("four-handed")).partner_note() is not None
    app.stack.push(four)
    frames(app)                           # drawn without trouble


def test_the_paused_panel_is_opaque_like_the_pause_menu(make_app, virtual_pads):
    """Nothing of the table shows through the "Paused" panel when a controller is lost."""
    from game.client.drawing import theme
    app = make_app()
    virtual_pads()
    frames(app)
    lost = PadLostScene(app.ctx, app.pads.pads[0])
    for beneath in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface((1280, 720))
        surface.fill(beneath)
        lost.draw(surface)
        assert tuple(surface.get_at((300, 360)))[:3] == theme.PANEL
