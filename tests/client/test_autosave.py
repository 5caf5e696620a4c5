"""Nothing lost: the autosave survives SIGKILL, Continue resumes it, a damaged one is set aside."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame

from game.client.drawing import theme
from game.client.scenes.title import TitleScene
from game.client.table.autosave import AutosaveStore

from .conftest import click, frames, key

ROOT = Path(__file__).resolve().parents[2]


def test_kill_mid_hand_then_continue_resumes_the_same_state(make_app, data_dir: Path):
    (data_dir / "settings.json").write_text(json.dumps({"reduced_motion": True}), encoding="utf-8")
    child = subprocess.Popen([sys.executable, str(Path(__file__).with_name("autosave_child.py")), str(data_dir), "11"],
                             cwd=ROOT, stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = child.stdout.readline()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    before = json.loads(line)
    assert "error" not in before, before
    assert (data_dir / "autosave.json").exists()
    assert not list(data_dir.glob(".autosave.json.*.tmp"))
    app = make_app()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert not title.menu.items[title.menu.index_of("continue")].greyed
    assert title.menu.items[title.menu.focus].key == "continue"
    key(pygame.K_RETURN)                     # Continue is focused first
    frames(app, 3)
    top = app.stack.top
    assert top.name == "trick"
    b = top.session.board
    assert (b.state_id, b.hand, b.hand_number, list(b.scores)) == (
        before["state_id"], before["hand"], before["hand_number"], before["scores"])
    assert top.session.my_turn


def test_without_a_save_focus_skips_the_greyed_continue(make_app):
    app = make_app()
    title = app.stack.top
    frames(app)
    menu = title.menu
    assert menu.items[menu.index_of("continue")].greyed
    assert menu.items[menu.focus].key == "new"          # the first Enter does something useful
    seen = set()
    for k in [pygame.K_DOWN] * len(menu.items) + [pygame.K_UP] * len(menu.items):
        key(k)
        frames(app)
        seen.add(menu.items[menu.focus].key)
    assert "continue" not in seen and "quit" in seen
    # the greyed button is never drawn in the focus colour
    menu.focus = menu.index_of("continue")
    frames(app)
    r = menu.rect_of("continue")
    assert tuple(app.logical.get_at((r.right - 20, r.centery)))[:3] != theme.GOLD
    key(pygame.K_RETURN)                                 # a greyed item cannot be chosen with a key
    frames(app)
    assert app.stack.top is title and not app.ctx.notices


def test_clicking_continue_without_a_save_explains_and_stays(make_app):
    app = make_app()
    title = app.stack.top
    frames(app)
    click(app, title.menu.rect_of("continue").center)
    frames(app)
    assert app.stack.top is title
    assert "no saved match" in app.ctx.notices[0]
    assert title.menu.items[title.menu.focus].key == "new"


def test_a_damaged_save_is_set_aside_with_a_message(make_app, data_dir: Path):
    (data_dir / "autosave.json").write_text("{not json", encoding="utf-8")
    app = make_app()
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert "damaged" in app.ctx.notices[0] and "New game" in app.ctx.notices[0]
    assert not (data_dir / "autosave.json").exists()
    assert len(list(data_dir.glob("autosave.corrupt-*.json"))) == 1


def test_a_save_whose_moves_do_not_replay_is_set_aside(make_app, data_dir: Path):
    record = {"format": "euchre-match", "version": 1, "options": {"variant": "two-handed"}, "seed": 3,
              "actions": ["play JK"]}
    seats = [{"kind": "person", "name": "Pat", "level": None, "device": None},
             {"kind": "computer", "name": "Ann", "level": "random", "device": None}]
    (data_dir / "autosave.json").write_text(json.dumps({"format": "euchre-autosave", "version": 1,
                                                        "record": record, "seats": seats}), encoding="utf-8")
    app = make_app()
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert "damaged" in app.ctx.notices[0]
    assert list(data_dir.glob("autosave.corrupt-*.json"))


def test_the_save_is_written_atomically_and_reads_back(tmp_path: Path):
    from game.client.table.seats import COMPUTER, PERSON, Seating, SeatPlan
    store = AutosaveStore(tmp_path / "new")
    seating = Seating((SeatPlan(PERSON, "Pat"), SeatPlan(COMPUTER, "Ann", "random")))
    record = {"format": "euchre-match", "version": 1, "options": {"variant": "two-handed"}, "seed": 1,
              "actions": []}
    store.save(record, seating)
    saved = store.load()
    assert saved.record == record and saved.seating == seating
    assert [p.name for p in (tmp_path / "new").iterdir()] == ["autosave.json"]
