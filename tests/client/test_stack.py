"""The scene stack: lifecycle order, input to the top only, overlays drawing what is beneath."""
from __future__ import annotations

import pygame

from game.client.input.intents import Act, Intent
from game.client.scenes.base import Scene
from game.client.scenes.stack import SceneStack


class Probe(Scene):
    def __init__(self, name: str, log: list[str], transparent: bool = False) -> None:
        super().__init__(None)  # type: ignore[arg-type]
        self.name, self.log, self.transparent = name, log, transparent
        self.got: list[Intent] = []

    def enter(self): self.log.append(f"{self.name}.enter")
    def exit(self): self.log.append(f"{self.name}.exit")
    def pause(self): self.log.append(f"{self.name}.pause")
    def resume(self): self.log.append(f"{self.name}.resume")

    def handle(self, intent):
        self.got.append(intent)
        return True

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_lifecycle_order():
    log: list[str] = []
    st = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    st.push(a)
    st.push(b)
    st.replace(c)
    assert st.pop() is c
    st.reset(b)
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume",
                   "a.exit", "b.enter"]
    assert st.scenes == (b,)


def test_only_top_gets_input_and_overlays_draw_beneath():
    log: list[str] = []
    st = SceneStack()
    base, opaque, overlay, hint = Probe("base", log), Probe("opaque", log), Probe("o", log, True), Probe("h", log, True)
    st.push(base)
    st.push(opaque)
    st.push(overlay)
    st.push(hint)
    st.handle(Intent(Act.CONFIRM))
    assert hint.got and not overlay.got and not opaque.got and not base.got
    assert st.visible() == [opaque, overlay, hint]
    log.clear()
    st.draw(pygame.Surface((4, 4)))
    assert log == ["opaque.draw", "o.draw", "h.draw"]
    assert st.pop() is hint and st.pop() is overlay and st.pop() is opaque
    assert st.visible() == [base]
