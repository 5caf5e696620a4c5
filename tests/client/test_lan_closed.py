"""A LAN table that closes while its match is on screen: the title screen, whatever the
table scene was about to show next (the session changes the stack in the middle of the
scene's update)."""
from __future__ import annotations

from game.client.table.lan_session import LanSession
from game.client.table.match_start import start
from game.rules import Match, Options
from game.table import Capabilities, Table, Update

from .conftest import frames


class ClosingTable(Table):
    """A table whose first poll is the match's start and, at once, the table closing."""

    capabilities = Capabilities(seats=True)

    def __init__(self) -> None:
        self.match = Match(Options(), seed=3, first_dealer=1)
        self.options = self.match.options
        self.human_seats = (0,)
        self._updates = [Update("events", tuple(self.match.start_events), {0: self.match.view(0)}),
                         Update("closed", message="The host has closed the table.")]

    def poll(self) -> list[Update]:
        out, self._updates = self._updates, []
        return out

    def view(self, seat: int):
        return self.match.view(seat)

    def act(self, seat, action, state_id=None) -> None:
        pass

    def close(self) -> None:
        pass


def test_the_title_screen_when_the_table_closes_as_the_deal_ends(make_app):
    app = make_app()
    start(app.ctx, LanSession(app.ctx, ClosingTable(), 0, ["You", "computer (hard)"]))
    for _ in range(600):   # the deal is shown; then the session leaves for the title
        frames(app)
        if app.ctx.notices:
            break
    frames(app, 5)
    assert app.ctx.notices[0] == "The host has closed the table."
    assert [s.name for s in app.stack.scenes] == ["title"]
