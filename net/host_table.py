"""The host's own screen as a Table: plays the host's ``local`` seats through the protocol."""
from __future__ import annotations

import queue

from game.rules import Action, View
from game.table import Capabilities, Table, Update
from game.umpire import not_yours

from .host import Host


class HostTable(Table):
    """A Table over a running ``Host``: ``HostTable(host)``.

    Same contract as ``LocalTable``: ``poll()`` returns the updates since the last call at
    once, ``act()`` returns at once (its result arrives through ``poll()``), ``view(seat)``
    is the current view of a seat played on this screen. ``close()`` closes the host.
    """

    capabilities = Capabilities(seats=True, hosts=True)

    def __init__(self, host: Host) -> None:
        self.host = host
        self.options = host.options
        self.human_seats: tuple[int, ...] = host.local_seats
        self._inbox: queue.SimpleQueue[Update] = host.local_updates
        self._closed = False

    @property
    def address(self) -> str:
        return self.host.address

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def room(self) -> str | None:
        return self.host.room

    @property
    def port_note(self) -> str:
        return self.host.port_note

    def addresses(self) -> list[str]:
        return self.host.addresses()

    def seat_names(self) -> list[str]:
        return self.host.seat_names()

    def away(self) -> dict[int, float]:
        """Seats whose person dropped and may come back: seat -> seconds their seat waits."""
        return self.host.away()

    def poll(self) -> list[Update]:
        out: list[Update] = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def view(self, seat: int) -> View:
        if seat not in self.human_seats:
            raise ValueError(f"seat {seat} is not played on this screen")
        return self.host.view(seat)

    def act(self, seat: int, action: Action | str, state_id: int | None = None) -> None:
        if self._closed:
            return
        if seat not in self.human_seats:
            self._inbox.put(Update("refused", seat=seat, message=not_yours(seat, self.human_seats)))
            return
        self.host.act_local(seat, str(action), state_id)

    def standing_in(self) -> set[int]:
        """Remote seats the computer plays for now, until their person is back."""
        return self.host.standing_in()

    def remote_seats(self) -> tuple[int, ...]:
        """The seats people join over the LAN (the ones the host can hand over or free)."""
        return self.host.remote_seats()

    def hand_to_computer(self, seat: int, level: str | None = None) -> None:
        """Let a computer play a remote seat whose person is away (until they come back)."""
        self.host.hand_to_computer(seat, level)

    def remove_player(self, seat: int) -> None:
        """Send a remote seat's person away for good; the computer plays it from now on."""
        self.host.remove_player(seat)

    def rematch(self) -> None:
        """Once the match is over, another at this table with the same seats."""
        self.host.rematch()

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self.host.close(wait=False)
