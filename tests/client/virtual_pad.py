"""Real SDL virtual game controllers for tests: attach, press, tilt the stick, rumble, unplug."""
from __future__ import annotations

import ctypes
from typing import Iterator

import pygame
import pytest

from game.client.input import sdl_native as native

# Button names for tests (SDL game-controller buttons).
A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_JOYSTICK_TYPE_FLIGHT_STICK = 4
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1
AXES = 6
BUTTONS = 15

_RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)


class _Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24+)."""

    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16), ("naxes", ctypes.c_uint16),
                ("nbuttons", ctypes.c_uint16), ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16), ("button_mask", ctypes.c_uint32),
                ("axis_mask", ctypes.c_uint32), ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
                ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p), ("Rumble", _RUMBLE),
                ("RumbleTriggers", ctypes.c_void_p), ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p)]


def sdl_library() -> ctypes.CDLL | None:
    """The SDL2 library pygame-ce itself loaded (its wheel bundles it), or None if it cannot be found;
    the game-controller subsystem must be started first."""
    lib = native.sdl_library()
    if lib is None:
        return None
    lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_Desc)]
    lib.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_NumJoysticks.restype = ctypes.c_int
    return lib


def _pump() -> None:
    """Move SDL's new events into pygame's queue (needs the display, which the App starts)."""
    if pygame.display.get_init():
        pygame.event.pump()


class VirtualPad:
    """One virtual game controller. Its button numbers are ``pygame.CONTROLLER_BUTTON_*``.

    Each change is pumped into pygame's event queue at once, so the next ``app.step`` sees it.
    """

    def __init__(self, lib: ctypes.CDLL, name: str = "Virtual Controller", vendor: int = 0, product: int = 0,
                 kind: int = SDL_JOYSTICK_TYPE_GAMECONTROLLER) -> None:
        self._lib = lib
        self.name = name
        self.rumbles: list[tuple[int, int]] = []
        self._rumble_cb = _RUMBLE(self._on_rumble)      # kept alive as long as the pad
        self._desc = _Desc(version=SDL_VIRTUAL_JOYSTICK_DESC_VERSION, type=kind,
                           naxes=AXES, nbuttons=BUTTONS, nhats=0, vendor_id=vendor, product_id=product,
                           name=name.encode(), Rumble=self._rumble_cb)
        self._js: int | None = None
        self.instance_id = -1
        self.plug()

    def _on_rumble(self, _userdata: int, low: int, high: int) -> int:
        self.rumbles.append((low, high))
        return 0

    @property
    def attached(self) -> bool:
        return self._js is not None

    def plug(self) -> None:
        """Attach (again): SDL announces a new controller (CONTROLLERDEVICEADDED)."""
        index = self._lib.SDL_JoystickAttachVirtualEx(ctypes.byref(self._desc))
        if index < 0:
            raise RuntimeError("SDL could not attach a virtual controller")
        self._js = self._lib.SDL_JoystickOpen(index)
        self.instance_id = self._lib.SDL_JoystickInstanceID(self._js)
        _pump()

    def unplug(self) -> None:
        """Detach: SDL announces the controller is gone (CONTROLLERDEVICEREMOVED)."""
        if self._js is None:
            return
        index = next(i for i in range(self._lib.SDL_NumJoysticks())
                     if self._lib.SDL_JoystickGetDeviceInstanceID(i) == self.instance_id)
        self._lib.SDL_JoystickClose(self._js)
        self._js = None
        self._lib.SDL_JoystickDetachVirtual(index)
        _pump()

    def hold(self, button: int) -> None:
        self._lib.SDL_JoystickSetVirtualButton(self._js, button, 1)
        _pump()

    def release(self, button: int) -> None:
        self._lib.SDL_JoystickSetVirtualButton(self._js, button, 0)
        _pump()

    def press(self, button: int) -> None:
        """Press and release (one CONTROLLERBUTTONDOWN and one UP)."""
        self.hold(button)
        self.release(button)

    def trigger(self, pulled: float, axis: int = pygame.CONTROLLER_AXIS_TRIGGERRIGHT) -> None:
        """Pull a trigger: 0 (let go) .. 1 (all the way)."""
        self._lib.SDL_JoystickSetVirtualAxis(self._js, axis, max(-32768, min(32767, round(-32768 + pulled * 65535))))
        _pump()

    def stick(self, x: float, y: float) -> None:
        """Tilt the left stick; -1..1 each way (y positive is down)."""
        for axis, v in ((pygame.CONTROLLER_AXIS_LEFTX, x), (pygame.CONTROLLER_AXIS_LEFTY, y)):
            self._lib.SDL_JoystickSetVirtualAxis(self._js, axis, max(-32768, min(32767, round(v * 32767))))
        _pump()


class PadFactory:
    """Makes virtual pads and unplugs whatever is left at the end of a test."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.made: list[VirtualPad] = []

    def __call__(self, name: str = "Virtual Controller", vendor: int = 0, product: int = 0,
                 kind: int = SDL_JOYSTICK_TYPE_GAMECONTROLLER) -> VirtualPad:
        pad = VirtualPad(self.lib, name, vendor, product, kind)
        self.made.append(pad)
        return pad

    def playstation(self) -> VirtualPad:
        return self("PS4 Controller", vendor=0x054C, product=0x09CC)

    def close(self) -> None:
        for pad in self.made:
            pad.unplug()
        _pump()
        if pygame.display.get_init():
            pygame.event.clear()


@pytest.fixture
def virtual_pads() -> Iterator[PadFactory]:
    """A factory of real SDL virtual controllers; skips only where the SDL library cannot be found."""
    from pygame._sdl2 import controller
    controller.init()
    lib = sdl_library()
    if lib is None:
        pytest.skip("pygame-ce's bundled SDL2 library was not found, so no virtual controller can be made")
    factory = PadFactory(lib)
    try:
        yield factory
    finally:
        factory.close()
