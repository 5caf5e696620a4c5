"""Which input device plays which seat in couch play, and who may act for a seat."""
from __future__ import annotations

from .intents import KEYBOARD, MOUSE, Act, Intent


def player_device(device: str) -> str:
    """Keyboard and mouse are one player's hands: both count as "keyboard"."""
    return KEYBOARD if device == MOUSE else device


class SeatBindings:
    """Device tag -> seat. A bound device acts only for its seat; an unbound device may act
    for any human seat that no device is bound to (so one player needs no joining at all).

    ``humans`` are the seats played on this screen. Seats are the engine's seat numbers.
    """

    def __init__(self, humans: frozenset[int] | set[int] = frozenset()) -> None:
        self.humans: frozenset[int] = frozenset(humans)
        self._seat_of: dict[str, int] = {}

    # -- reading -------------------------------------------------------------------------
    def seat_of(self, device: str) -> int | None:
        return self._seat_of.get(player_device(device))

    def device_of(self, seat: int) -> str | None:
        return next((d for d, s in self._seat_of.items() if s == seat), None)

    @property
    def bound(self) -> dict[str, int]:
        """A copy of device -> seat."""
        return dict(self._seat_of)

    def open_seats(self) -> list[int]:
        """Human seats no device has joined yet, lowest first."""
        taken = set(self._seat_of.values())
        return sorted(s for s in self.humans if s not in taken)

    def may_act(self, device: str, seat: int) -> bool:
        """Whether input from ``device`` may act for ``seat``."""
        mine = self.seat_of(device)
        if mine is not None:
            return mine == seat
        return seat in self.humans and self.device_of(seat) is None

    def seat_for(self, device: str, to_act: int | None) -> int | None:
        """The seat an intent from ``device`` acts for when ``to_act`` is the seat whose turn it is."""
        if to_act is not None and self.may_act(device, to_act):
            return to_act
        return None

    # -- changing ------------------------------------------------------------------------
    def set_humans(self, humans: frozenset[int] | set[int]) -> None:
        """Change the human seats; bindings to seats that are no longer human are dropped."""
        self.humans = frozenset(humans)
        self._seat_of = {d: s for d, s in self._seat_of.items() if s in self.humans}

    def join(self, device: str, seat: int | None = None) -> int | None:
        """Bind ``device`` to ``seat`` (or the first open seat). Returns the seat, or None if none is free.

        A device already bound moves to the new seat; a seat already taken is refused.
        """
        device = player_device(device)
        if seat is None:
            current = self._seat_of.get(device)
            if current is not None:
                return current
            free = self.open_seats()
            if not free:
                return None
            seat = free[0]
        if seat not in self.humans:
            return None
        holder = self.device_of(seat)
        if holder is not None and holder != device:
            return None
        self._seat_of[device] = seat
        return seat

    def leave(self, device: str) -> int | None:
        """Unbind ``device``; returns the seat it had."""
        return self._seat_of.pop(player_device(device), None)

    def hand_over(self, seat: int, device: str) -> None:
        """Give ``seat`` to ``device`` (a replacement controller): the old holder is unbound."""
        device = player_device(device)
        old = self.device_of(seat)
        if old is not None:
            del self._seat_of[old]
        self._seat_of.pop(device, None)
        self._seat_of[device] = seat

    def clear(self) -> None:
        self._seat_of.clear()

    def handle_join(self, intent: Intent) -> int | None:
        """The "press A to join" rule for a couch setup screen: Confirm from an unbound device
        joins the first open seat, Back from a bound device leaves. Returns the seat changed, or None.
        """
        if intent.act is Act.CONFIRM and self.seat_of(intent.device) is None:
            return self.join(intent.device)
        if intent.act is Act.BACK and self.seat_of(intent.device) is not None:
            return self.leave(intent.device)
        return None
