"""Seat bindings for couch play: join, leave, hand over, and who may act for a seat."""
from __future__ import annotations

from game.client.input.controllers import Style, pad_number, style_for
from game.client.input.intents import Act, Intent
from game.client.input.sdl_native import PadType
from game.client.input.seat_bindings import SeatBindings


def test_one_player_needs_no_joining():
    seats = SeatBindings({0})
    for device in ("keyboard", "mouse", "pad1"):
        assert seats.may_act(device, 0)
        assert not seats.may_act(device, 1)       # a computer seat
    assert seats.seat_for("pad1", to_act=0) == 0 and seats.seat_for("pad1", to_act=2) is None


def test_four_controllers_each_act_only_for_their_seat():
    seats = SeatBindings({0, 1, 2, 3})
    for n in (1, 2, 3, 4):
        assert seats.handle_join(Intent(Act.CONFIRM, f"pad{n}")) == n - 1
    assert seats.open_seats() == []
    assert seats.handle_join(Intent(Act.CONFIRM, "keyboard")) is None     # table full
    for n in (1, 2, 3, 4):
        for seat in range(4):
            assert seats.may_act(f"pad{n}", seat) is (seat == n - 1)
    assert not any(seats.may_act("keyboard", s) for s in range(4))      # every seat has a pad


def test_keyboard_and_mouse_take_any_unbound_human_seat():
    seats = SeatBindings({0, 2})
    seats.join("pad1", 2)
    assert seats.may_act("keyboard", 0) and seats.may_act("mouse", 0)
    assert not seats.may_act("keyboard", 2)
    assert not seats.may_act("pad1", 0)
    assert seats.may_act("pad2", 0)          # a pad nobody joined is like the keyboard


def test_join_leave_and_refusals():
    seats = SeatBindings({0, 2})
    assert seats.join("pad1", 1) is None      # not a human seat
    assert seats.join("pad1", 2) == 2
    assert seats.join("pad2", 2) is None      # taken
    assert seats.join("mouse", 0) == 0 and seats.seat_of("keyboard") == 0   # one player's hands
    assert seats.handle_join(Intent(Act.BACK, "pad1")) == 2
    assert seats.seat_of("pad1") is None and seats.open_seats() == [2]
    assert seats.handle_join(Intent(Act.BACK, "pad1")) is None
    assert seats.join("pad1") == 2 and seats.join("pad1") == 2    # already seated: stays
    seats.set_humans({0})
    assert seats.bound == {"keyboard": 0}


def test_hand_over_moves_a_seat_to_a_new_device():
    seats = SeatBindings({0, 1})
    seats.join("pad1", 0)
    seats.join("pad2", 1)
    seats.hand_over(0, "pad3")
    assert seats.device_of(0) == "pad3" and seats.seat_of("pad1") is None
    assert seats.may_act("pad3", 0) and not seats.may_act("pad3", 1)


def test_styles_from_name_and_vendor():
    assert style_for("PS5 Controller") is Style.PLAYSTATION5
    assert style_for("DualSense Wireless Controller") is Style.PLAYSTATION5
    assert style_for("PS4 Controller") is Style.PLAYSTATION
    assert style_for("Nintendo Switch Pro Controller") is Style.NINTENDO
    assert style_for("Xbox Series X Controller") is Style.XBOX
    assert style_for("Generic Pad", "030000004c050000cc09000011010000") is Style.PLAYSTATION   # Sony vendor id
    assert style_for("Virtual Controller", "ff0013db5669727475616c2043007601") is Style.XBOX
    assert style_for("Mystery") is Style.XBOX
    dualsense = "030000004c050000e60c000011810000"                  # Sony's vendor id, a DualSense's product id
    assert style_for("Wireless Controller", dualsense) is Style.PLAYSTATION5


def test_sdl_controller_type_comes_before_name_and_vendor():
    assert style_for("Xbox-style pad", "", PadType.PS4) is Style.PLAYSTATION   # SDL knows its layout
    assert style_for("Mystery", "", PadType.SWITCH_PRO) is Style.NINTENDO
    assert style_for("Pad", "", PadType.XBOXONE) is Style.XBOX
    assert style_for("DualSense", "", PadType.VIRTUAL) is Style.PLAYSTATION5    # SDL cannot say: the name
    assert pad_number("pad12") == 12 and pad_number("keyboard") is None and pad_number("padx") is None
