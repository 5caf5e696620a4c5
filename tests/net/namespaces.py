"""For the tests across network namespaces: making the namespaces (or skipping with the
reason), and a machine in one of them that runs the game with a data directory of its own."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Callable, Iterator, TypeVar

import pytest

from bench.netns import NamespaceError, in_ns

ROOT = Path(__file__).resolve().parents[2]
Made = TypeVar("Made")


def made_or_skipped(make: Callable[[], AbstractContextManager[Made]]) -> Iterator[Made]:
    """A fixture's body: yield what ``make`` (``bench.netns.veth_pair``, ``star``) makes,
    deleted afterwards; skip with the reason where namespaces cannot be made."""
    if shutil.which("ip") is None:
        pytest.skip("the 'ip' tool (iproute2) is not installed")
    try:
        with make() as made:
            yield made
    except NamespaceError as e:
        pytest.skip(f"cannot make network namespaces here ({e})")


class Machine:
    """One namespace with a data directory of its own (``home``), as if it were another
    computer; without a home, the player's own (for a server that keeps nothing)."""

    def __init__(self, ns: str, home: Path | None) -> None:
        self.ns = ns
        self.home = home
        if home is not None:
            home.mkdir(parents=True, exist_ok=True)
        self.procs: list[subprocess.Popen] = []

    def run(self, *args: str) -> subprocess.Popen:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONUNBUFFERED="1")
        if self.home is not None:
            env["EUCHRE_DATA_DIR"] = str(self.home)
        p = subprocess.Popen(in_ns(self.ns, [sys.executable, *args]), cwd=ROOT,
                             text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.procs.append(p)
        return p

    def main_py(self, *args: str) -> subprocess.Popen:
        return self.run("main.py", *args)

    def stop(self) -> None:
        """Kill what is still running, and read what each process left."""
        for p in self.procs:
            if p.poll() is None:
                p.kill()
            p.communicate()
