"""Who plays each seat: a person on this screen or a computer, names, and device binding."""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules.said import said

PERSON, COMPUTER = "person", "computer"
# Devices that may act for any human seat not bound to a device of its own.
SHARED_DEVICES = ("keyboard", "mouse")


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """One player: a person (``name``) or a computer of ``level``; ``device`` binds a person
    to one input device tag (``Intent.device``), e.g. a controller after "press A to join"."""

    kind: str
    name: str
    level: str | None = None
    device: str | None = None

    @property
    def person(self) -> bool:
        return self.kind == PERSON

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "level": self.level, "device": self.device}

    @classmethod
    def from_json(cls, d: object) -> "SeatPlan":
        if not isinstance(d, dict) or d.get("kind") not in (PERSON, COMPUTER):
            raise ValueError(said("a seat must be a person or a computer"))
        name = d.get("name")
        level = d.get("level")
        device = d.get("device")
        if not isinstance(name, str) or (level is not None and not isinstance(level, str)) or (
                device is not None and not isinstance(device, str)):
            raise ValueError(said("a seat's name, level or device is not text"))
        if d["kind"] == COMPUTER and not level:
            raise ValueError(said("a computer seat has no level"))
        return cls(d["kind"], name[:24], level, device)


@dataclass(frozen=True, slots=True)
class Seating:
    """The plan for every seat of the table, by seat number (0 at the first player's place)."""

    seats: tuple[SeatPlan, ...]

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.person)

    @property
    def levels(self) -> dict[int, str]:
        return {i: s.level or "" for i, s in enumerate(self.seats) if not s.person}

    @property
    def couch(self) -> bool:
        """More than one person shares this screen: hands are hidden between turns."""
        return len(self.human_seats) > 1

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_person(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].person

    def may_act(self, seat: int, device: str) -> bool:
        """Whether input from ``device`` may act for ``seat``: a bound seat only from its own
        device; an unbound person's seat from the keyboard, the mouse or any unbound device."""
        if not self.is_person(seat):
            return False
        bound = self.seats[seat].device
        if bound is not None:
            return device == bound
        return device in SHARED_DEVICES or all(s.device != device for s in self.seats)

    def bind(self, seat: int, device: str | None) -> "Seating":
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], device=device)
        return Seating(tuple(seats))

    def by_seating(self, seating: tuple[int, ...]) -> "Seating":
        """Players (as planned, by player number) moved to the seats a draw gave them."""
        return Seating(tuple(self.seats[p] for p in seating))

    def to_json(self) -> list[dict]:
        return [s.to_json() for s in self.seats]

    @classmethod
    def from_json(cls, data: object, players: int) -> "Seating":
        if not isinstance(data, list) or len(data) != players:
            raise ValueError(said("the save should name {count} players", count=players))
        seating = cls(tuple(SeatPlan.from_json(d) for d in data))
        if not seating.human_seats:
            raise ValueError(said("the save has no person playing"))
        return seating
