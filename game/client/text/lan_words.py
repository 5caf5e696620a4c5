"""What a LAN match says about its players, the connection and a rematch."""
from __future__ import annotations

PLAYERS = "Players at the table"
PLAYERS_NOTE = "A removed player cannot come back: the computer plays their seat."
NOBODY_JOINED = "No one who joined over the network plays at this table now."
REMATCH = "Rematch"
AWAIT_REMATCH = "The host may start a rematch at this table: stay here to play it."
TABLE_CLOSED = "The host has closed the table."
COMPUTER_PLAYS = "the computer plays for now"


def hand_over_words(name: str) -> str:
    """A seat whose person is away: let the computer play it now instead of waiting (until
    they are back)."""
    return f"Let the computer play for {name} now"


def remove_words(name: str, confirming: bool) -> str:
    return f"Select again to remove {name} for good" if confirming else f"Remove {name}"


def reconnect_lines(left: float, clock: str) -> tuple[str, str]:
    """The joiner's own seat while the connection is lost: how long it still waits, and
    what happens then."""
    if left > 0:
        return (f"Reconnecting… your seat waits {clock} more",
                "Then the computer plays it until you are back.")
    return ("Reconnecting… the computer plays your seat for now",
            "You take it back as soon as the connection is back.")
