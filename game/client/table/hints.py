"""The hint: a computer player's suggestion for your move, worked out on a short-lived thread."""
from __future__ import annotations

import threading
from dataclasses import dataclass

from game.rules import Action, View
from game.rules.said import said
from game.wakeup import wake


@dataclass(frozen=True, slots=True)
class Hint:
    """What the computer would do in your place (``move``; ``action`` is its text) and why, for
    state ``state_id``."""

    state_id: int
    move: Action
    reason: str

    @property
    def action(self) -> str:
        return str(self.move)


def hint_level() -> str:
    """A sensible computer level to ask: normal where there is one, else the strongest."""
    from game.ai import LEVELS, STRONGEST
    return "normal" if "normal" in LEVELS else STRONGEST


class HintAsk:
    """One question to a computer player, answered on a daemon thread (the screen never waits)."""

    def __init__(self, view: View, level: str | None = None) -> None:
        self.view = view
        self.level = level or hint_level()
        self.hint: Hint | None = None
        self.failed = False
        self._done = threading.Event()
        threading.Thread(target=self._run, daemon=True, name="hint").start()

    def _run(self) -> None:
        try:
            from game.ai import make_player
            action, reason = make_player(self.level, self.view.state_id).hint(self.view)
            if action not in self.view.legal:
                raise ValueError("the suggestion is not a legal move")
            # (the reason itself, a Said: the screen says it in the player's language)
            self.hint = Hint(self.view.state_id, action, reason if reason.strip() else said("This looks best."))
        except Exception:   # a failing player must not take the game down: no hint this time
            self.failed = True
        finally:
            self._done.set()
            wake()   # the screen's loop may be asleep: the answer is news

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, seconds: float) -> bool:
        """For tests and tools only: wait for the answer up to ``seconds``."""
        return self._done.wait(seconds)
