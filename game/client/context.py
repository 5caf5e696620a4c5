"""What every scene shares: fonts, card art, settings, the stack, and ways to ask the app for things."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

import pygame

from .art.card_art import CardArt
from .art.felt import Felt
from .drawing.fonts import Fonts
from .input.controllers import ControllerManager
from .input.seat_bindings import SeatBindings
from .scenes.stack import SceneStack
from .settings import Settings, SettingsStore

if TYPE_CHECKING:
    from game.stats import StatsStore

    from .scenes.base import Scene
    from .sound import Sounds


SOUND_GAP = 0.04   # seconds


@dataclass(slots=True)
class Context:
    fonts: Fonts
    cards: CardArt
    felt: Felt
    store: SettingsStore
    settings: Settings
    stack: SceneStack
    request_quit: Callable[[], None]
    scenes: Mapping[str, Callable[..., "Scene"]]   # every kind of scene by name (scenes/registry.py)
    notices: list[str] = field(default_factory=list)
    sounds: "Sounds | None" = None          # made once by the app; None where nobody made one
    stats_store: "StatsStore | None" = None  # loaded on first use

    @property
    def stats(self) -> "StatsStore":
        """Every player profile's statistics, from the data directory (loaded once)."""
        if self.stats_store is None:
            from game.stats import StatsStore
            self.stats_store = StatsStore(self.store.directory)
            if self.stats_store.message:
                self.notices.append(self.stats_store.message)
        return self.stats_store

    sound_times: dict[str, float] = field(default_factory=dict)
    # What a screen was left with, by its name, for the next time it opens this session (the
    # lobbies': the game, its rules and who sits where).
    chosen: dict[str, Any] = field(default_factory=dict)

    def scene(self, name: str, *args: Any, **kwargs: Any) -> "Scene":
        """A new scene of the kind named ``name`` (``"pause"``, ``"title"``...), made for this context:
        how scenes make one another without importing one another."""
        return self.scenes[name](self, *args, **kwargs)

    def play_sound(self, name: str) -> None:
        """Play an effect; the same one is not restarted within a few milliseconds (a skipped
        animation runs many steps in one frame, and they should not all sound at once)."""
        if self.sounds is None:
            return
        now = time.monotonic()
        last = self.sound_times.get(name)
        if last is not None and now - last < SOUND_GAP:
            return
        self.sound_times[name] = now
        self.sounds.play(name)
    pads: ControllerManager | None = None          # game controllers (None where SDL has none)
    seats: SeatBindings = field(default_factory=SeatBindings)   # couch play: device -> seat
    last_device: str = "keyboard"                  # the device used last, for on-screen prompts
    screen: tuple[int, int] = (1280, 720)          # the logical surface drawn now: landscape, or portrait
    set_fullscreen: Callable[[bool], None] | None = None   # the app's: the window full screen or not
    clock: float = 0.0                             # seconds of frames shown (the sum of every frame's dt)
    language: str = "en"                           # the code of the language spoken now (``speak``)

    def speak(self, language: str) -> str:
        """Speak ``language`` from the next frame on ("": the system's): the catalog, and the
        fonts that draw it. Returns the code in use."""
        from .text.translate import _, system_language, use
        code = use(language or system_language())
        self.fonts.use(code)
        if pygame.display.get_init():
            pygame.display.set_caption(_("Euchre"))
        self.language = code
        return code

    def change_settings(self, settings: Settings) -> None:
        """Adopt new settings and save them at once; a failed save becomes a notice, not a crash."""
        if settings.language != self.settings.language:
            self.speak(settings.language)
        self.settings = settings
        if self.sounds is not None:
            self.sounds.configure(settings.volume, settings.muted)
        if self.pads is not None:
            self.pads.rumble_enabled = settings.rumble
        if self.set_fullscreen is not None:
            self.set_fullscreen(settings.fullscreen)
        try:
            self.store.save(settings)
        except OSError as e:
            from .text.translate import _
            self.notices.append(_("Could not save settings ({error}). They apply until you quit.").format(
                error=e.strerror or e))
