"""A turn buzzes the player's controller; an unplugged one pauses the game at its turn, not before."""
from __future__ import annotations

import pygame

from game.client.input.pad_turns import start_turn, unplug_pauses
from game.client.scenes.base import Scene
from game.client.scenes.pad_lost import PadLostScene

from .conftest import frames, key

A = pygame.CONTROLLER_BUTTON_A


class TurnsScene(Scene):
    """A stand-in game: seats 0 and 1 are people bound to devices; A passes the turn on."""

    name = "turns"

    def __init__(self, ctx, bound: dict[int, str | None]) -> None:
        super().__init__(ctx)
        self.bound = bound
        self.to_act = 0
        self.started: int | None = None
        self.moves: list[tuple[int, str]] = []

    def pause_on_unplug(self, device: str) -> bool:
        return unplug_pauses(self.ctx, device, self.bound.get(self.to_act), self.to_act in self.bound)

    def device_replaced(self, lost: str, by: str) -> None:
        for seat, device in self.bound.items():
            if device == lost:
                self.bound[seat] = None if by == "keyboard" else by

    def update(self, dt: float) -> None:
        if self.started != self.to_act and start_turn(self.ctx, self.bound.get(self.to_act)):
            self.started = self.to_act

    def handle(self, intent) -> bool:
        if intent.act.value == "confirm" and self.started == self.to_act:
            bound = self.bound.get(self.to_act)
            if bound == intent.device or (bound is None and intent.device not in self.bound.values()):
                self.moves.append((self.to_act, intent.device))
                self.to_act = 1 - self.to_act
        return True


def test_turns_buzz_the_right_pad_and_unplugging_pauses_at_that_turn(make_app, virtual_pads):
    app = make_app()
    one, two = virtual_pads(), virtual_pads()
    frames(app)
    scene = TurnsScene(app.ctx, {0: "pad1", 1: "pad2"})
    app.stack.push(scene)
    frames(app)
    assert len(one.rumbles) == 1 and two.rumbles == []          # seat 0's turn buzzes pad 1 only
    two.press(A)                                                # not pad 2's turn: ignored
    one.press(A)
    frames(app)
    assert scene.moves == [(0, "pad1")] and len(two.rumbles) == 1
    one.unplug()                                                # not its turn: no pause
    frames(app)
    assert app.stack.top is scene
    two.press(A)                                                # now seat 0's turn, and its pad is gone
    frames(app)
    assert isinstance(app.stack.top, PadLostScene)
    assert "Controller 1 was unplugged" in app.stack.top.message()
    one.plug()                                                  # back: play goes on where it was
    frames(app, 2)
    assert app.stack.top is scene and scene.moves == [(0, "pad1"), (1, "pad2")]
    one.press(A)
    frames(app)
    assert scene.moves[-1] == (0, "pad1")
    two.unplug()                                                # its turn now: pause at once
    frames(app)
    assert isinstance(app.stack.top, PadLostScene)
    key(pygame.K_RETURN)                                        # go on with the keyboard for seat 1
    frames(app)
    assert app.stack.top is scene and scene.bound[1] is None
    one.press(A)                                                # still not pad 1's turn
    key(pygame.K_RETURN)                                        # the keyboard plays seat 1 now
    frames(app)
    assert scene.moves[-1] == (1, "keyboard")


def test_rumble_off_means_no_buzz(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    app.ctx.change_settings(app.ctx.settings.with_(rumble=False))
    app.stack.push(TurnsScene(app.ctx, {0: "pad1", 1: None}))
    frames(app, 3)
    assert pad.rumbles == []


def test_a_seat_bound_to_a_pad_not_connected_pauses_until_another_device_takes_it(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    scene = TurnsScene(app.ctx, {0: "pad3", 1: None})    # e.g. a continued couch match
    app.stack.push(scene)
    frames(app)
    lost = app.stack.top
    assert isinstance(lost, PadLostScene)
    assert lost.message() == "Controller 3 is not connected — plug it in or press Enter/A on another device"
    pad.press(A)                                          # controller 1 takes the seat over
    frames(app, 2)
    assert app.stack.top is scene and scene.bound[0] == "pad1"
    pad.press(A)
    frames(app)
    assert scene.moves == [(0, "pad1")]
