"""The app: one resizable window, the letterboxed 1280x720 logical surface, input, and the loop."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from game.rules.cards import HEARTS, JACK, card

from .art.card_art import CardArt
from .art.felt import Felt
from .context import Context
from .fonts import Fonts
from .input.controllers import ControllerManager
from .input.intents import Act, InputMapper, Intent
from .scenes.base import Scene
from .scenes.registry import SCENES
from .scenes.stack import SceneStack
from .settings import SettingsStore, data_dir
from .theme import LOGICAL_SIZE
from .toast import Toast
from .viewport import Viewport

FPS = 60
MAX_DT = 0.1          # a long stall (window drag, debugger) is not allowed to jump time
MIN_WINDOW = (320, 180)
CONTROLLER_EVENTS = frozenset((pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                               pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                               pygame.CONTROLLERAXISMOTION))


class App:
    """Owns the window and the scene stack.

    Headless use (tests, gallery): with ``SDL_VIDEODRIVER=dummy`` construct ``App()``, post
    real pygame events with ``pygame.event.post``, call ``step(dt)`` per frame, then read
    ``window`` / ``logical`` or call ``save_screenshot(path)``. ``run()`` is the real loop.
    """

    def __init__(self, window_size: tuple[int, int] = LOGICAL_SIZE, *, data_path: Path | None = None,
                 first_scene: Callable[[Context], Scene] | None = None, fullscreen: bool = False) -> None:
        pygame.display.init()
        pygame.font.init()
        self._windowed_size = window_size
        self.fullscreen = False
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        pygame.display.set_caption("Euchre")
        self.logical = pygame.Surface(LOGICAL_SIZE).convert()
        self.running = True
        self.clock = pygame.time.Clock()
        store = SettingsStore(data_path if data_path is not None else data_dir())
        settings = store.load()
        fonts = Fonts()
        self.stack = SceneStack()
        self.pads = ControllerManager(rumble_enabled=settings.rumble)
        self.pads.take_changes()      # pads present at start are not news
        self.toast = Toast()
        self.ctx = Context(fonts=fonts, cards=CardArt(fonts), felt=Felt(), store=store, settings=settings,
                           stack=self.stack, request_quit=self.quit, scenes=SCENES, pads=self.pads)
        if store.message:
            self.ctx.notices.append(store.message)
        from .sound import Sounds
        self.ctx.sounds = Sounds()          # silent, without errors, where there is no audio device
        self.ctx.sounds.configure(settings.volume, settings.muted)
        pygame.display.set_icon(self.ctx.cards.face(card(JACK, HEARTS), 32))
        self.mapper = InputMapper(lambda pos: self.viewport.to_logical(pos))
        self._text_input = False
        if first_scene is None:
            first_scene = SCENES["title"]
        self.stack.push(first_scene(self.ctx))
        if fullscreen:
            self.toggle_fullscreen()

    # -- window -------------------------------------------------------------------------
    @property
    def viewport(self) -> Viewport:
        return Viewport(self.window.get_size())

    def quit(self) -> None:
        self.running = False

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        else:
            self._windowed_size = self.window.get_size()
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = not self.fullscreen

    def _resized(self, size: tuple[int, int]) -> None:
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        if self.fullscreen:
            return
        current = pygame.display.get_surface()
        if current is None or current.get_size() != size:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self.window = current
        self._windowed_size = size

    # -- frame --------------------------------------------------------------------------
    def _sync_text_input(self) -> None:
        top = self.stack.top
        want = bool(top and top.wants_text)
        if want != self._text_input:
            (pygame.key.start_text_input if want else pygame.key.stop_text_input)()
            self._text_input = want
        self.mapper.text_mode = want

    def process_events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.VIDEORESIZE:
                self._resized(event.size)
                continue
            if event.type == pygame.KEYDOWN and (
                    event.key == pygame.K_F11 or
                    (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT)):
                self.toggle_fullscreen()
                continue
            self._sync_text_input()
            if event.type in CONTROLLER_EVENTS:
                intents = self.pads.handle(event)
                self._pad_changes()
            else:
                intents = self.mapper.map(event)
            for intent in intents:
                self.dispatch(intent)
        self._sync_text_input()

    def dispatch(self, intent: Intent) -> None:
        """Give one intent to the top scene; remember the device for on-screen prompts.

        A controller used where text is typed brings up the on-screen keyboard."""
        if intent.act is not Act.POINT:
            self.ctx.last_device = intent.device
        if not self._keyboard_for(intent):
            self.stack.handle(intent)
            self._keyboard_for(intent)
        if not self.stack.top:
            self.quit()

    def _keyboard_for(self, intent: Intent) -> bool:
        """Open the on-screen keyboard over a scene taking text when a controller is used."""
        from .input.controllers import pad_number
        from .scenes.onscreen_keyboard import OnScreenKeyboard
        top = self.stack.top
        if (top is None or not top.wants_text or isinstance(top, OnScreenKeyboard)
                or pad_number(intent.device) is None):
            return False
        self.stack.push(OnScreenKeyboard(self.ctx, top, intent.device))
        return True

    def _pad_changes(self) -> None:
        """Controllers that came or went: a toast, and a pause if one in use was unplugged."""
        from .scenes.pad_lost import PadLostScene
        for name in self.pads.take_unknown():
            self.toast.show(f"{name} is not a known game controller, so it is not used")
        for change in self.pads.take_changes():
            pad, top = change.pad, self.stack.top
            if change.connected:
                self.toast.show(f"Controller {pad.number} connected: {pad.name}")
                for scene in self.stack.scenes:
                    if isinstance(scene, PadLostScene):
                        scene.plugged_in(pad.device)
                continue
            self.toast.show(f"Controller {pad.number} was unplugged")
            if isinstance(top, PadLostScene):
                top.add(pad)
            elif top is not None and top.pause_on_unplug(pad.device):
                self.stack.push(PadLostScene(self.ctx, pad))

    def render(self) -> pygame.Surface:
        """Draw the visible scenes onto the logical surface and return it."""
        self.logical.fill((0, 0, 0))
        self.stack.draw(self.logical)
        self.toast.draw(self.logical, self.ctx.fonts)
        return self.logical

    def step(self, dt: float) -> bool:
        """One frame: input, update by ``dt`` seconds, draw, present. Returns whether still running."""
        dt = min(max(dt, 0.0), MAX_DT)
        self.process_events()
        for intent in self.pads.update(dt):     # held d-pad or stick repeats
            if not self.running:
                break
            self.dispatch(intent)
        if not self.running:
            return False
        self.toast.update(dt)
        self.stack.update(dt)
        self.render()
        self.viewport.present(self.logical, self.window)
        pygame.display.flip()
        return self.running

    def save_screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.window, str(path))

    def run(self) -> None:
        """The real loop at 60 fps with delta time, until the player quits."""
        try:
            while self.running:
                dt = self.clock.tick(FPS) / 1000.0
                self.step(dt)
        finally:
            self.stack.release_all()  # a LAN table still open is closed, its players told
            self.pads.close()
            pygame.quit()
