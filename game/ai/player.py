"""What a computer player is: something that picks an action from one seat's view."""
from __future__ import annotations

import random
from typing import Protocol

from game.rules import Action, View
from game.rules.said import said


class Player(Protocol):
    """A computer player. It decides only from ``view`` (never from hidden state).

    ``choose`` returns one of ``view.legal``. ``hint`` returns the same choice with a
    one-line reason in plain words, for the client's hint button.
    """

    name: str

    def choose(self, view: View) -> Action: ...

    def hint(self, view: View) -> tuple[Action, str]: ...


def decision_rng(seed: int | None, view: View) -> random.Random:
    """A random stream for one decision: the same seed and view give the same stream,
    so a bot's choice is reproducible whatever it was asked before."""
    if seed is None:
        return random.Random()
    hand = 0
    for c in view.hand:
        hand |= 1 << c
    return random.Random((seed * 1_000_003 + view.state_id * 8191 + view.seat * 131
                          + hand) & ((1 << 64) - 1))


def as_action(view: View, text: str) -> Action:
    """The legal action with this text form (the first legal action if it is not legal)."""
    for a in view.legal:
        if str(a) == text:
            return a
    return view.legal[0]


class RandomPlayer:
    """Plays a uniformly random legal action: the baseline every level must beat. In an
    auction for tricks (Hasenpfeffer) it makes the lowest bid with a chance of one in one
    more than the bid before (one in two to open), else passes: random bids of up to six
    would sink both sides below zero and the match never end."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        bids = [a for a in view.legal if a.kind == "bid" and a.tricks]   # Hasenpfeffer's auction
        if bids:
            low = bids[0]
            if self.rng.random() * low.tricks < 1.0 and low.tricks > 1 or (
                    low.tricks == 1 and self.rng.random() < 0.5):
                return low
            return next(a for a in view.legal if a.kind == "pass")
        return self.rng.choice(view.legal)

    def hint(self, view: View) -> tuple[Action, str]:
        return self.choose(view), said("Picked at random from your legal moves")
