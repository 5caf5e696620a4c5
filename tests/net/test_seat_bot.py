"""The headless player (``net.headless.SeatBot``): once per state, and never stuck on a
refusal of a state it has moved past."""
from __future__ import annotations

import dataclasses
import random

from game.rules import Match, Options
from game.table import Update
from net.headless import SeatBot


class FakeTable:
    """What the bot reads of a ``RemoteTable``: its seat, sessions, newest view; and acts."""

    def __init__(self, seat: int) -> None:
        self.seat, self.sessions, self.seen = seat, 1, None
        self.sent: list[tuple[int, int]] = []  # (state acted on, seat)

    def act(self, seat, action) -> None:
        assert self.seen is not None
        self.sent.append((self.seen.state_id, seat))


class Random:
    def choose(self, view):
        return random.Random(0).choice(view.legal)


def views(state_ids: list[int]):
    m = Match(Options(variant="two-handed"), seed=3)
    v = m.view(m.to_act)
    return v.seat, [dataclasses.replace(v, state_id=s) for s in state_ids]


def show(table: FakeTable, bot: SeatBot, *updates: Update) -> None:
    for u in updates:
        if u.views:
            table.seen = u.views[table.seat]
    bot.take(list(updates))
    bot.step()


def test_a_refusal_of_an_older_state_does_not_hold_the_bot_back():
    """After a comeback the client sends its unanswered action again and the bot acts on
    the same view: one is applied, the other refused, after the view of the next state
    (where it is this seat's turn again). The bot acts on that state."""
    seat, (v9, v10) = views([9, 10])
    t = FakeTable(seat)
    bot = SeatBot(t, Random())
    t.sessions = 2  # resumed
    show(t, bot, Update("events", (), {seat: v9}))  # the welcome's view
    assert t.sent == [(9, seat)]
    show(t, bot, Update("events", (), {seat: v10}, seat), Update("refused", (), {}, seat, "stale"))
    assert t.sent == [(9, seat), (10, seat)]


def test_a_refusal_of_the_state_acted_on_waits_for_the_next_view():
    seat, (v0,) = views([0])
    t = FakeTable(seat)
    bot = SeatBot(t, Random())
    show(t, bot, Update("events", (), {seat: v0}))
    assert t.sent == [(0, seat)]
    show(t, bot, Update("refused", (), {}, seat, "the match has not begun"))
    show(t, bot)
    assert t.sent == [(0, seat)]  # not asked again at once
    show(t, bot, Update("notice", (), {seat: v0}, None, "the match begins"))
    assert t.sent == [(0, seat), (0, seat)]
