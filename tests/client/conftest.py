"""Headless pygame for client tests: dummy video and audio before pygame is imported."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import threading  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Callable  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.app import App  # noqa: E402
from game.client.input.intents import Act, Intent  # noqa: E402
from game.client.scenes.base import Scene  # noqa: E402

from .virtual_pad import virtual_pads  # noqa: E402,F401  (fixture)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    d = tmp_path / "data"
    d.mkdir()
    return d


@pytest.fixture
def make_app(data_dir: Path) -> Callable[..., App]:
    """Build an App on the dummy display with its settings in a fresh temporary directory."""

    def make(size: tuple[int, int] = (1280, 720), **kw) -> App:
        kw.setdefault("data_path", data_dir)
        kw.setdefault("language", "en")   # English whatever the system's (None: as the settings say)
        app = App(size, **kw)
        pygame.event.clear()
        return app

    return make


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def click(app: App, logical: tuple[int, int], button: int = 1) -> None:
    pos = app.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def resize(w: int, h: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def until(app: App, test, n: int = 1500) -> None:
    """Frames until ``test()`` holds, letting a thinking thread run between them; fails after
    ``n`` frames, naming the screen on top."""
    for _ in range(n):
        if test():
            return
        frames(app)
        threading.Event().wait(0.001)
    raise AssertionError(f"the wanted state was not reached (top: {app.stack.top.name})")


class PausableScene(Scene):
    """A stand-in for a game screen in tests of the app's own behaviour: felt drawn, Pause or
    Back opens the pause menu, and (the default) unplugging the controller in use pauses."""

    name = "pausable"

    def handle(self, intent: Intent) -> bool:
        from game.client.scenes.pause import PauseScene
        if intent.act in (Act.PAUSE, Act.BACK):
            self.ctx.stack.push(PauseScene(self.ctx))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.felt.surface(surface.get_size()), (0, 0))
