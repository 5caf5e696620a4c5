"""Renders every client scene headless to PNG files, at two window sizes, for people to look at."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

from .context import Context
from .scenes.base import Scene

SIZES = ((1280, 720), (800, 450))

# (scene, variant, scenes to push bottom first)
Build = Callable[[Context], list[Scene]]


def _entries() -> list[tuple[str, str, Build]]:
    from .controllers import Pad, Style
    from .scenes.join import JoinScene
    from .scenes.last_trick import LastTrickScene
    from .scenes.pad_lost import PadLostScene
    from .scenes.pause import PauseScene
    from .scenes.placeholder import PlaceholderScene
    from .scenes.rules import RulesScene
    from .scenes.settings import SettingsScene
    from .scenes.sheets import CardSheetScene, MarkerSheetScene
    from .scenes.table_preview import TablePreviewScene
    from game.rules.cards import parse
    from .scenes.title import TitleScene
    return [
        ("title", "any", lambda c: [TitleScene(c)]),
        ("settings", "any", lambda c: [TitleScene(c), SettingsScene(c)]),
        ("rules", "two", lambda c: [TitleScene(c), RulesScene(c, "two")]),
        ("rules", "four", lambda c: [TitleScene(c), RulesScene(c, "four")]),
        ("placeholder", "any", lambda c: [TitleScene(c), PlaceholderScene(c, "LAN game")]),
        ("join", "four", lambda c: [TitleScene(c), JoinScene(c, {0: "Ana", 1: "Ben", 2: "Cy", 3: "Dee"},
                                                               lambda b: None)]),
        ("last-trick", "two", lambda c: [TablePreviewScene(c), LastTrickScene(
            c, (1, ((0, parse("AS")), (1, parse("JH")))), {0: "You", 1: "Opponent"}.get)]),
        ("table-preview", "any", lambda c: [TablePreviewScene(c)]),
        ("pause", "any", lambda c: [TablePreviewScene(c), PauseScene(c)]),
        ("pad-lost", "any", lambda c: [TablePreviewScene(c), PadLostScene(c, Pad(2, "Xbox One Controller", "", Style.XBOX))]),
        ("cards", "any", lambda c: [CardSheetScene(c)]),
        ("cards", "four-colour", lambda c: [CardSheetScene(c, four_colour=True)]),
        ("markers", "any", lambda c: [MarkerSheetScene(c)]),
    ]


def render_gallery(outdir: str | os.PathLike[str], sizes: tuple[tuple[int, int], ...] = SIZES) -> list[Path]:
    """Write ``OUTDIR/<scene>-<variant>-<W>x<H>.png`` for every scene and size; return the paths."""
    from .app import App
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as data:   # default settings, and never the player's own
        for size in sizes:
            app = App(size, data_path=Path(data))
            for scene, variant, build in _entries():
                scenes = build(app.ctx)
                app.stack.reset(scenes[0])
                for s in scenes[1:]:
                    app.stack.push(s)
                for _ in range(3):
                    app.step(1 / 60)
                path = out / f"{scene}-{variant}-{size[0]}x{size[1]}.png"
                app.save_screenshot(path)
                written.append(path)
    return written
