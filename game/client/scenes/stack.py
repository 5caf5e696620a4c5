"""The scene stack: push, pop, replace, input to the top scene, drawing overlays over what is beneath."""
from __future__ import annotations

from typing import Callable

from ..drawing.canvas import Target
from ..input.intents import Intent
from .base import Scene


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        # Things that live as long as some scene uses them (a LAN table): (is_used, release).
        self._held: list[tuple[Callable[[Scene], bool], Callable[[], None]]] = []

    def hold(self, is_used: Callable[[Scene], bool], release: Callable[[], None]) -> None:
        """Keep something open while a scene on the stack uses it: once a change to the stack
        leaves no scene for which ``is_used(scene)`` is true, ``release()`` is called once."""
        self._held.append((is_used, release))

    def release_all(self) -> None:
        """Release everything held (the app is closing)."""
        held, self._held = self._held, []
        for _, release in held:
            release()

    def _changed(self) -> None:
        if not self._held:
            return
        keep = []
        for is_used, release in self._held:
            if any(is_used(s) for s in self._scenes):
                keep.append((is_used, release))
            else:
                release()
        self._held = keep

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        self._changed()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the one beneath is not resumed in between)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def reset(self, scene: Scene) -> None:
        """Remove every scene (top first) and start again from this one."""
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def handle(self, intent: Intent) -> bool:
        top = self.top
        return top.handle(intent) if top else False

    def update(self, dt: float) -> None:
        top = self.top
        if top:
            top.update(dt)

    def next_frame(self) -> float | None:
        """When the top scene next needs a frame (``Scene.next_frame``); the scenes beneath it
        get no time, so they do not change meanwhile."""
        top = self.top
        return top.next_frame() if top else None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every scene under a transparent run."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0):]

    def draw(self, surface: Target) -> None:
        for scene in self.visible():
            scene.draw(surface)
