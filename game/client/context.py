"""What every scene shares: fonts, card art, settings, the stack, and ways to ask the app for things."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .card_art import CardArt
from .controllers import ControllerManager
from .felt import Felt
from .fonts import Fonts
from .seat_bindings import SeatBindings
from .settings import Settings, SettingsStore
from .scenes.stack import SceneStack


@dataclass(slots=True)
class Context:
    fonts: Fonts
    cards: CardArt
    felt: Felt
    store: SettingsStore
    settings: Settings
    stack: SceneStack
    request_quit: Callable[[], None]
    notices: list[str] = field(default_factory=list)
    pads: ControllerManager | None = None          # game controllers (None where SDL has none)
    seats: SeatBindings = field(default_factory=SeatBindings)   # couch play: device -> seat
    last_device: str = "keyboard"                  # the device used last, for on-screen prompts

    def change_settings(self, settings: Settings) -> None:
        """Adopt new settings and save them at once; a failed save becomes a notice, not a crash."""
        self.settings = settings
        if self.pads is not None:
            self.pads.rumble_enabled = settings.rumble
        try:
            self.store.save(settings)
        except OSError as e:
            self.notices.append(f"Could not save settings ({e.strerror or e}). They apply until you quit.")
