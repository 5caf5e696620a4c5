"""The SDL library pygame-ce runs on, for the one SDL call it does not bind: a controller's type.

pygame-ce 2.5 exposes a controller's name, mapping and GUID but not SDL's
``SDL_GameControllerTypeForIndex``, which knows the layout of hundreds of pads by their USB
ids, third-party PlayStation- and Switch-style pads among them. It is called through ctypes
on the very library pygame-ce loaded (its wheel bundles one); where that cannot be found,
``controller_type`` answers UNKNOWN and the caller falls back on the pad's name and vendor.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import enum
import glob
import os
from typing import Iterator

import pygame
from pygame._sdl2 import controller

SDL_INIT_GAMECONTROLLER = 0x2000


class PadType(enum.IntEnum):
    """SDL_GameControllerType (SDL 2.0.12 and later)."""

    UNKNOWN = 0
    XBOX360 = 1
    XBOXONE = 2
    PS3 = 3
    PS4 = 4
    SWITCH_PRO = 5
    VIRTUAL = 6
    PS5 = 7
    AMAZON_LUNA = 8
    GOOGLE_STADIA = 9
    NVIDIA_SHIELD = 10
    JOYCON_LEFT = 11
    JOYCON_RIGHT = 12
    JOYCON_PAIR = 13


def _candidates() -> Iterator[str]:
    """Where pygame-ce's own SDL2 may be: beside the package (wheels), else the system's
    (looked for only if need be: ``find_library`` may run a program)."""
    here = os.path.dirname(pygame.__file__)
    yield from sorted(glob.glob(os.path.join(here, "..", "pygame_ce.libs", "libSDL2-2*.so*")) +
                      glob.glob(os.path.join(here, "..", "pygame_ce.libs", "SDL2*.dll")) +
                      glob.glob(os.path.join(here, "SDL2*.dll")) +
                      glob.glob(os.path.join(here, ".dylibs", "libSDL2*.dylib")))
    system = ctypes.util.find_library("SDL2") or ctypes.util.find_library("SDL2-2.0")
    if system:
        yield system


_found: list[ctypes.CDLL | None] = []   # the search's answer, once it could be made


def sdl_library() -> ctypes.CDLL | None:
    """pygame-ce's SDL2 library, or None. Only a copy in which the game-controller subsystem
    is running is taken (a second copy of SDL would know no controllers), so call this after
    ``pygame._sdl2.controller.init()``. Searched for once (with the subsystem running)."""
    if _found:
        return _found[0]
    lib = _search()
    if lib is not None or controller.get_init():
        _found.append(lib)
    return lib


def _search() -> ctypes.CDLL | None:
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_WasInit.argtypes = [ctypes.c_uint32]
            lib.SDL_WasInit.restype = ctypes.c_uint32
            if not lib.SDL_WasInit(SDL_INIT_GAMECONTROLLER):
                continue
            lib.SDL_GameControllerTypeForIndex.argtypes = [ctypes.c_int]
            lib.SDL_GameControllerTypeForIndex.restype = ctypes.c_int
        except (OSError, AttributeError):
            continue
        return lib
    return None


def controller_type(index: int) -> PadType:
    """SDL's type of the controller at joystick device ``index`` (UNKNOWN where SDL cannot say)."""
    lib = sdl_library()
    if lib is None:
        return PadType.UNKNOWN
    try:
        return PadType(lib.SDL_GameControllerTypeForIndex(index))
    except ValueError:        # a type newer than this list
        return PadType.UNKNOWN
