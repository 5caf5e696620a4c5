"""The app: one resizable window drawn at its own resolution (scenes lay out in logical points,
1280x720 or 720x1280 for a table in a tall window, at the window's scale: ``viewport.py``), input,
and the loop."""
from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Callable

import pygame

from game import wakeup
from game.rules.cards import HEARTS, JACK, card

from .art.card_art import CardArt
from .art.felt import Felt
from .context import Context
from .drawing.canvas import Canvas
from .drawing.fonts import Fonts
from .drawing.theme import LOGICAL_SIZE, PORTRAIT_SIZE
from .drawing.viewport import FIT_MARGIN, Viewport, screen_size, window_scale
from .input.controllers import ControllerManager
from .input.intents import Act, InputMapper, Intent
from .scenes.base import Scene
from .scenes.registry import SCENES
from .scenes.stack import SceneStack
from .settings import SettingsStore, data_dir
from .text.translate import _
from .toast import Toast

FPS = 60              # while something moves
MAX_DT = 0.1          # a long stall (window drag, debugger) is not allowed to jump an animation
IDLE_WAIT = 2.0       # the longest the loop sleeps with nothing due: a net for news nobody woke it for
IDLE_POLL = 1 / 60    # while asleep, how often input is looked for: as often as the 60 fps loop did
                      # (pygame's own event.wait looks every millisecond, which costs 2% of a core)
MIN_WINDOW = (320, 180)
CONTROLLER_EVENTS = frozenset((pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                               pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                               pygame.CONTROLLERAXISMOTION))


class App:
    """Owns the window and the scene stack.

    Headless use (tests, gallery): with ``SDL_VIDEODRIVER=dummy`` construct ``App()``, post
    real pygame events with ``pygame.event.post``, call ``step(dt)`` per frame, then read
    ``window`` / ``logical`` or call ``save_screenshot(path)``. ``run()`` is the real loop.

    Each visible scene draws on a ``Canvas`` over the window itself (``viewport_for``): its
    logical points at the window's scale, so text and cards are made at the size shown.
    """

    def __init__(self, window_size: tuple[int, int] = LOGICAL_SIZE, *, data_path: Path | None = None,
                 first_scene: Callable[[Context], Scene] | None = None, fullscreen: bool = False,
                 language: str | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self._windowed_size = window_size
        self.fullscreen = False
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        pygame.display.set_caption("Euchre")   # (in the language spoken: Context.speak)
        self.running = True
        self.clock = pygame.time.Clock()
        self._news = threading.Event()      # set by game.wakeup.wake() from other threads
        self._moving = True                 # the last frame had something moving (next_frame() == 0)
        store = SettingsStore(data_path if data_path is not None else data_dir())
        settings = store.load()
        fonts = Fonts()
        self.stack = SceneStack()
        self.pads = ControllerManager(rumble_enabled=settings.rumble)
        self.pads.take_changes()      # pads present at start are not news
        self.toast = Toast()
        # (the cards' own letters are artwork, drawn alike in every language)
        self.ctx = Context(fonts=fonts, cards=CardArt(Fonts()), felt=Felt(), store=store, settings=settings,
                           stack=self.stack, request_quit=self.quit, scenes=SCENES, pads=self.pads)
        # ``language`` (--lang) for this run; else the Language setting, else the system's
        self.ctx.speak(settings.language if language is None else language)
        if store.message:
            self.ctx.notices.append(store.message)
        from .sound import Sounds
        self.ctx.sounds = Sounds()          # silent, without errors, where there is no audio device
        self.ctx.sounds.configure(settings.volume, settings.muted)
        pygame.display.set_icon(self.ctx.cards.face(card(JACK, HEARTS), 32))
        self.mapper = InputMapper(self.to_scene)
        self._text_input = False
        if first_scene is None:
            first_scene = SCENES["title"]
        self.stack.push(first_scene(self.ctx))
        if fullscreen or settings.fullscreen:    # --fullscreen, or the Full screen setting
            self.ctx.settings = settings.with_(fullscreen=True)
            self.toggle_fullscreen()
        self.ctx.set_fullscreen = self.set_fullscreen

    # -- window -------------------------------------------------------------------------
    @property
    def viewport(self) -> Viewport:
        """Where the top scene's points lie in the window (what a click on it maps through)."""
        return self.viewport_for(self.stack.top)

    @property
    def logical(self) -> Canvas:
        """The bottom visible scene's Canvas: its logical points over the window's pixels."""
        visible = self.stack.visible()
        return self.viewport_for(visible[0] if visible else None).canvas(self.window)

    def _base(self) -> tuple[int, int]:
        """The layout the screen is made from: upright (720x1280) when the window is taller than
        wide and the scene at the bottom of what is shown lays itself out for that (the table
        scenes, setup, review...); else wide (1280x720)."""
        w, h = self.window.get_size()
        visible = self.stack.visible()
        tall = h > w and bool(visible) and getattr(visible[0], "portrait", False)
        return PORTRAIT_SIZE if tall else LOGICAL_SIZE

    def viewport_for(self, scene: Scene | None) -> Viewport:
        """How ``scene`` lies in the window. A scene that lays itself out for any screen
        (``portrait``) fills it; one laid out for 1280x720 is centred at the same scale, or, over
        an upright table, its ``content`` shown as large as fits."""
        size = self.window.get_size()
        base = self._base()
        if scene is not None and getattr(scene, "portrait", False):
            return Viewport.filling(size, base)
        k = window_scale(size, base)
        whole = pygame.Rect((0, 0), LOGICAL_SIZE)
        if base == LOGICAL_SIZE:
            return Viewport.centred(size, k, whole)
        content = (getattr(scene, "content", None) or whole).clip(whole)
        sw, sh = self.ctx.screen
        k *= min(1.0, (sw - 2 * FIT_MARGIN) / content.w, (sh - 2 * FIT_MARGIN) / content.h)
        return Viewport.centred(size, k, content)

    def to_scene(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """A window pixel as a point of the top scene (None outside the window)."""
        return self.viewport.to_logical(pos)

    def choose_screen(self) -> None:
        """The logical screen (``ctx.screen``) for the window and the scenes shown: the base
        layout at the window's scale, longer on one side to take the window's shape."""
        self.ctx.screen = screen_size(self.window.get_size(), self._base())

    def quit(self) -> None:
        self.running = False

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self.toggle_fullscreen()

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
                self.ctx.change_settings(self.ctx.settings.with_(fullscreen=not self.fullscreen))  # kept
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
            self.toast.show(_("{name} is not a known game controller, so it is not used").format(name=name))
        for change in self.pads.take_changes():
            pad, top = change.pad, self.stack.top
            if change.connected:
                self.toast.show(_("Controller {number} connected: {name}").format(number=pad.number, name=pad.name))
                for scene in self.stack.scenes:
                    if isinstance(scene, PadLostScene):
                        scene.plugged_in(pad.device)
                continue
            self.toast.show(_("Controller {number} was unplugged").format(number=pad.number))
            if isinstance(top, PadLostScene):
                top.add(pad)
            elif top is not None and top.pause_on_unplug(pad.device):
                self.stack.push(PadLostScene(self.ctx, pad))

    def render(self) -> pygame.Surface:
        """Draw the visible scenes, each on its Canvas over the window; return the window. (The
        opaque scene at the bottom covers the whole window: felt beyond its layout.)"""
        visible = self.stack.visible()
        for scene in visible:
            scene.draw(self.viewport_for(scene).canvas(self.window))
        screen = Viewport.filling(self.window.get_size(), self._base()).canvas(self.window)
        self.toast.draw(screen, self.ctx.fonts, self._toast_place())
        return self.window

    def _toast_place(self) -> Callable[[tuple[int, int]], pygame.Rect] | None:
        """Over a table, the app's toast (a controller came or went) goes where it covers nothing."""
        visible = self.stack.visible()
        session = getattr(visible[0], "session", None) if visible else None
        if session is None or not hasattr(visible[0], "painter") or len(visible) > 1:
            return None
        w = self.ctx.screen[0]

        def place(size: tuple[int, int]) -> pygame.Rect:
            painter = session.painter
            box = painter.clear_place(session, size, [("midtop", (w // 2, 12)), ("center", session.layout.centre)])
            painter.note("toast", box)
            return box
        return place

    def step(self, dt: float) -> bool:
        """One frame: input, update by ``dt`` seconds, draw, present. Returns whether still running.

        ``dt`` is cut to MAX_DT when the frame before had something moving; after a still
        screen (the loop slept) it counts in full, so timers (a toast, a notice) keep time."""
        dt = max(dt, 0.0)
        if self._moving:
            dt = min(dt, MAX_DT)
        self.ctx.clock += dt
        self.process_events()
        for intent in self.pads.update(dt):     # held d-pad or stick repeats
            if not self.running:
                break
            self.dispatch(intent)
        if not self.running:
            return False
        self.toast.update(dt)
        self.choose_screen()
        self.stack.update(dt)
        self.choose_screen()
        self.render()
        pygame.display.flip()
        self._moving = self.next_frame() == 0.0
        return self.running

    def next_frame(self) -> float:
        """Seconds until the screen must be drawn again if no input and no news come: 0 while
        something moves (a held pad direction repeats on the clock too); at most IDLE_WAIT."""
        if self.pads.repeating:
            return 0.0
        waits = [w for w in (self.stack.next_frame(), self.toast.next_frame()) if w is not None]
        return max(0.0, min([IDLE_WAIT, *waits]))

    def _sleep(self, seconds: float) -> None:
        """Until an event comes (input, the window), news from another thread
        (``game.wakeup.wake``), or ``seconds`` pass; input is looked for every IDLE_POLL."""
        end = time.perf_counter() + seconds
        while not pygame.event.peek():
            left = end - time.perf_counter()
            if left <= 0 or self._news.wait(min(IDLE_POLL, left)):
                return

    def save_screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.window, str(path))

    def run(self) -> None:
        """The real loop, until the player quits: a frame at 60 fps while something moves;
        otherwise it sleeps until input, news from another thread or the time the top scene
        asked for (``next_frame``), then draws one frame."""
        wakeup.listen(self._news.set)
        try:
            self.clock.tick()
            while self.running:
                wait = self.next_frame()
                if wait > 0:
                    self._sleep(wait)
                self._news.clear()       # news from now on wakes the next sleep
                dt = self.clock.tick(FPS) / 1000.0
                self.step(dt)
        finally:
            wakeup.listen(None)
            self.stack.release_all()  # a LAN table still open is closed, its players told
            self.pads.close()
            pygame.quit()
