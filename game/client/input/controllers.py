"""Game controllers through SDL's game-controller API: hot-plug, player numbers, navigation, rumble."""
from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame
from pygame._sdl2 import controller as sdl_controller

from .intents import Act, Intent
from .sdl_native import PadType, controller_type

DEAD_ZONE = 0.45          # of full stick travel: less than this is no direction
RELEASE_ZONE = 0.30       # a held stick direction ends below this (hysteresis against jitter)
SWITCH_RATIO = 1.5        # the stick turns to the other axis only when it is this much stronger
REPEAT_DELAY = 0.40       # seconds a direction is held before it repeats
REPEAT_EVERY = 0.11       # seconds between repeats after that
AXIS_MAX = 32767.0
TRIGGER_PRESS = 0.6       # of full trigger travel: pulled this far, a trigger is pressed
TRIGGER_RELEASE = 0.3     # and released again below this

_BUTTONS: dict[int, Act] = {
    pygame.CONTROLLER_BUTTON_A: Act.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Act.BACK,
    pygame.CONTROLLER_BUTTON_X: Act.LAST_TRICK,
    pygame.CONTROLLER_BUTTON_Y: Act.HINT,
    pygame.CONTROLLER_BUTTON_START: Act.PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: Act.UNDO,    # View / Share / minus: take back (vs the computer)
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Act.PREV_CARD,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Act.NEXT_CARD,
}
_DPAD: dict[int, Act] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Act.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Act.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Act.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Act.RIGHT,
}
_TRIGGERS: dict[int, Act] = {
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: Act.REVIEW,   # RT / R2 / ZR: the hand review
}


class Style(str, enum.Enum):
    """Which button labels a controller has."""

    XBOX = "xbox"
    PLAYSTATION = "playstation"      # DualShock 4 and pads like it: Share, Options
    PLAYSTATION5 = "playstation5"    # DualSense: Create, Options
    PLAYSTATION3 = "playstation3"    # DualShock 3: Select, Start
    NINTENDO = "nintendo"


_TYPE_STYLE = {
    PadType.PS3: Style.PLAYSTATION3, PadType.PS4: Style.PLAYSTATION, PadType.PS5: Style.PLAYSTATION5,
    PadType.SWITCH_PRO: Style.NINTENDO, PadType.JOYCON_LEFT: Style.NINTENDO,
    PadType.JOYCON_RIGHT: Style.NINTENDO, PadType.JOYCON_PAIR: Style.NINTENDO,
}
_KNOWN_TYPES = frozenset(PadType) - {PadType.UNKNOWN, PadType.VIRTUAL}   # the rest: A/B/X/Y, as Xbox
_NAME_STYLE = (   # only where SDL cannot tell the type
    (("ps5", "dualsense"), Style.PLAYSTATION5),
    (("ps3", "dualshock 3", "sixaxis"), Style.PLAYSTATION3),
    (("ps4", "playstation", "dualshock", "sony"), Style.PLAYSTATION),
    (("nintendo", "switch", "joy-con"), Style.NINTENDO),
    (("xbox", "xinput", "x-box"), Style.XBOX),
)
_VENDOR_STYLE = {0x054C: Style.PLAYSTATION, 0x057E: Style.NINTENDO, 0x045E: Style.XBOX}
_SONY_PRODUCT_STYLE = {0x0CE6: Style.PLAYSTATION5, 0x0DF2: Style.PLAYSTATION5, 0x0268: Style.PLAYSTATION3}


def style_for(name: str, guid: str = "", kind: PadType = PadType.UNKNOWN) -> Style:
    """The label style of a pad: from SDL's controller type where it knows it (it knows
    third-party pads by their USB ids), else from the pad's name, else from the USB vendor in
    its GUID; Xbox-style if nothing tells."""
    if kind in _KNOWN_TYPES:
        return _TYPE_STYLE.get(kind, Style.XBOX)
    low = name.lower()
    for words, style in _NAME_STYLE:
        if any(w in low for w in words):
            return style
    if len(guid) >= 20:   # SDL GUID: bus (2 bytes), crc (2), vendor (2, little-endian), 0 (2), product (2), ...
        try:
            vendor = int(guid[10:12] + guid[8:10], 16)
            product = int(guid[18:20] + guid[16:18], 16)
        except ValueError:
            return Style.XBOX
        if vendor == 0x054C:
            return _SONY_PRODUCT_STYLE.get(product, Style.PLAYSTATION)
        return _VENDOR_STYLE.get(vendor, Style.XBOX)
    return Style.XBOX


@dataclass(frozen=True, slots=True)
class Pad:
    """A controller as the game knows it: ``number`` is what players see ("Controller 2")."""

    number: int
    name: str
    guid: str
    style: Style

    @property
    def device(self) -> str:
        return f"pad{self.number}"


@dataclass(frozen=True, slots=True)
class PadChange:
    """A controller came or went."""

    pad: Pad
    connected: bool


def pad_number(device: str) -> int | None:
    """2 for "pad2"; None for keyboard, mouse or anything else."""
    if device.startswith("pad") and device[3:].isdigit():
        return int(device[3:])
    return None


class _Direction:
    """The held direction of one pad (d-pad first, then stick) and its auto-repeat clock.

    The stick's axes are only noted as their events come; ``read_stick`` reads them once a
    frame (an x and a y event of one push would otherwise look like two directions).
    """

    __slots__ = ("dpad", "stick_x", "stick_y", "stick_held", "held", "clock", "triggers")

    def __init__(self) -> None:
        self.triggers: set[int] = set()    # triggers pulled past the press point, not yet let go
        self.dpad: list[Act] = []          # held d-pad directions, latest last
        self.stick_x = 0.0
        self.stick_y = 0.0
        self.stick_held: Act | None = None   # the stick's direction as last read
        self.held: Act | None = None
        self.clock = 0.0

    def read_stick(self) -> Act | None:
        """The stick's direction now. A held direction stays while the stick leans its way past
        RELEASE_ZONE, until the other axis is clearly stronger (SWITCH_RATIO times): a thumb
        resting near a diagonal does not flip between the two."""
        x, y = self.stick_x, self.stick_y
        keep = self.stick_held
        if keep is not None:
            along = {Act.LEFT: -x, Act.RIGHT: x, Act.UP: -y, Act.DOWN: y}[keep]
            across = abs(y) if keep in (Act.LEFT, Act.RIGHT) else abs(x)
            if along >= RELEASE_ZONE and across < along * SWITCH_RATIO:
                return keep
        if max(abs(x), abs(y)) < DEAD_ZONE:
            return None
        if abs(x) >= abs(y):
            return Act.RIGHT if x > 0 else Act.LEFT
        return Act.DOWN if y > 0 else Act.UP

    def current(self) -> Act | None:
        return self.dpad[-1] if self.dpad else self.stick_held


def _repeats(held_for: float) -> int:
    """How many repeats a direction held this long has made: at REPEAT_DELAY, then every REPEAT_EVERY."""
    return 0 if held_for < REPEAT_DELAY else 1 + int((held_for - REPEAT_DELAY) / REPEAT_EVERY)


class ControllerManager:
    """Opens every game controller, keeps each ``Controller`` alive, and turns its input into intents.

    Owned by the App. ``handle(event)`` takes any pygame event and returns the intents it
    made (controller events only); ``update(dt)`` returns auto-repeated moves;
    ``take_changes()`` returns the controllers that came or went since the last call.
    A controller that is unplugged keeps its number, and gets it back when plugged in again.
    """

    def __init__(self, rumble_enabled: bool = True) -> None:
        self.available = True
        try:
            sdl_controller.init()
        except pygame.error:
            self.available = False
        self.rumble_enabled = rumble_enabled
        self._open: dict[int, sdl_controller.Controller] = {}    # instance id -> open controller
        self._pads: dict[int, Pad] = {}                         # instance id -> pad
        self._lost: dict[int, Pad] = {}                         # number -> unplugged pad
        self._dirs: dict[int, _Direction] = {}                  # instance id -> held direction
        self._changes: list[PadChange] = []
        self._unknown: list[str] = []      # names of joysticks SDL has no controller mapping for
        if self.available:
            for index in range(sdl_controller.get_count()):
                self._add(index)

    # -- what is connected -----------------------------------------------------------------
    @property
    def pads(self) -> list[Pad]:
        """Connected controllers, by number."""
        return sorted(self._pads.values(), key=lambda p: p.number)

    def pad(self, device: str) -> Pad | None:
        """The connected pad for a device tag, or None."""
        return next((p for p in self._pads.values() if p.device == device), None)

    def lost(self, device: str) -> Pad | None:
        """The pad for a device tag if it was unplugged and has not come back."""
        n = pad_number(device)
        return self._lost.get(n) if n is not None else None

    def is_connected(self, device: str) -> bool:
        return self.pad(device) is not None

    def style_of(self, device: str) -> Style | None:
        """The label style of a pad (connected or lost); None for keyboard and mouse."""
        p = self.pad(device) or self.lost(device)
        return p.style if p else None

    @property
    def repeating(self) -> bool:
        """Whether a direction is held (d-pad or stick), so ``update`` must be called every
        frame for its repeats even when no event comes."""
        return any(d.held is not None for d in self._dirs.values())

    def take_changes(self) -> list[PadChange]:
        changes, self._changes = self._changes, []
        return changes

    def take_unknown(self) -> list[str]:
        """Names of joysticks plugged in that SDL does not know as game controllers (so unused)."""
        names, self._unknown = self._unknown, []
        return names

    # -- hot-plug ----------------------------------------------------------------------------
    def _number_for(self, guid: str) -> int:
        """The number of a lost pad of the same kind (oldest first), else the lowest number free."""
        same = sorted(n for n, p in self._lost.items() if p.guid == guid)
        if same:
            return same[0]
        used = {p.number for p in self._pads.values()} | set(self._lost)
        n = 1
        while n in used:
            n += 1
        return n

    def _add(self, index: int) -> None:
        try:
            if not sdl_controller.is_controller(index):
                return
            c = sdl_controller.Controller(index)
            js = c.as_joystick()
            instance = js.get_instance_id()
            guid = js.get_guid()
            kind = controller_type(index)
        except pygame.error:
            return
        if instance in self._open:
            return
        name = c.name or "Controller"
        number = self._number_for(guid)
        self._lost.pop(number, None)
        pad = Pad(number, name, guid, style_for(name, guid, kind))
        self._open[instance] = c
        self._pads[instance] = pad
        self._dirs[instance] = _Direction()
        self._changes.append(PadChange(pad, True))

    def _note_unknown(self, index: int) -> None:
        if not self.available:
            return
        try:
            if sdl_controller.is_controller(index):
                return
            name = pygame.joystick.Joystick(index).get_name()
        except pygame.error:
            return
        self._unknown.append(name or "A joystick")

    def _remove(self, instance: int) -> None:
        pad = self._pads.pop(instance, None)
        c = self._open.pop(instance, None)
        self._dirs.pop(instance, None)
        if c is not None:
            try:
                c.quit()
            except pygame.error:
                pass
        if pad is not None:
            self._lost[pad.number] = pad
            self._changes.append(PadChange(pad, False))

    def forget(self, device: str) -> None:
        """Stop waiting for an unplugged pad: its number is free for the next controller."""
        n = pad_number(device)
        if n is not None:
            self._lost.pop(n, None)

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> list[Intent]:
        t = event.type
        if t == pygame.JOYDEVICEADDED:
            self._note_unknown(event.device_index)
            return []
        if t == pygame.CONTROLLERDEVICEADDED:
            self._add(event.device_index)
            return []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            self._remove(event.instance_id)
            return []
        if t not in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION):
            return []
        pad = self._pads.get(event.instance_id)
        d = self._dirs.get(event.instance_id)
        if pad is None or d is None:
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            if event.axis in _TRIGGERS:     # a trigger acts once when pulled, again only after let go
                pulled = event.value / AXIS_MAX
                if pulled >= TRIGGER_PRESS and event.axis not in d.triggers:
                    d.triggers.add(event.axis)
                    return [Intent(_TRIGGERS[event.axis], pad.device)]
                if pulled < TRIGGER_RELEASE:
                    d.triggers.discard(event.axis)
                return []
            if event.axis == pygame.CONTROLLER_AXIS_LEFTX:      # read once a frame, in update
                d.stick_x = max(-1.0, event.value / AXIS_MAX)
            elif event.axis == pygame.CONTROLLER_AXIS_LEFTY:
                d.stick_y = max(-1.0, event.value / AXIS_MAX)
            return []
        if event.button in _DPAD:
            act = _DPAD[event.button]
            if act in d.dpad:
                d.dpad.remove(act)
            if t == pygame.CONTROLLERBUTTONDOWN:
                d.dpad.append(act)
            return self._direction_changed(pad, d)
        if t == pygame.CONTROLLERBUTTONDOWN and event.button in _BUTTONS:
            return [Intent(_BUTTONS[event.button], pad.device)]
        return []

    @staticmethod
    def _direction_changed(pad: Pad, d: _Direction) -> list[Intent]:
        now = d.current()
        if now == d.held:
            return []
        d.held = now
        d.clock = 0.0
        return [Intent(now, pad.device)] if now is not None else []

    def update(self, dt: float) -> list[Intent]:
        """Once a frame: read each stick (a new direction moves at once), then advance the repeat
        clocks by ``dt`` seconds; a held direction, d-pad or stick, repeats after a delay."""
        out: list[Intent] = []
        for instance, d in self._dirs.items():
            d.stick_held = d.read_stick()
            out += self._direction_changed(self._pads[instance], d)
            if d.held is None:
                continue
            before = d.clock
            d.clock += dt
            for _ in range(min(3, _repeats(d.clock) - _repeats(before))):
                out.append(Intent(d.held, self._pads[instance].device))
        return out

    # -- rumble ------------------------------------------------------------------------------
    def rumble(self, device: str, low: float = 0.35, high: float = 0.6, ms: int = 220) -> bool:
        """Buzz one pad if rumble is on and the pad can; returns whether it did."""
        if not self.rumble_enabled:
            return False
        for instance, pad in self._pads.items():
            if pad.device == device:
                try:
                    return bool(self._open[instance].rumble(low, high, ms))
                except pygame.error:
                    return False
        return False

    def close(self) -> None:
        for c in self._open.values():
            try:
                c.quit()
            except pygame.error:
                pass
        self._open.clear()
        self._pads.clear()
        self._dirs.clear()
