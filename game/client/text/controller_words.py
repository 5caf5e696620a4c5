"""Words about game controllers: footers that name a pad's buttons, and what happens to seats."""
from __future__ import annotations

KEYS_AND_MOUSE = "Arrows and Enter, or the mouse"
# What a button does, in a screen's footer ("A select"): the words after the button's name.
CHOOSE, SELECT = "choose", "select"
REVIEW_HANDS = "review the hands"
TO_TITLE = "title screen"
FULL_SCREEN_KEY = "F11 full screen"


def pad_also(move: str, confirm: str) -> str:
    """A controller is plugged in but the keys were used: "D-pad and A" (its buttons) too."""
    return f"{move} and {confirm}"


def seat_taken_over(pad_number: int, player: str) -> str:
    """The toast when a controller goes on for a player whose controller was unplugged."""
    return f"Controller {pad_number} now plays for {player} too"


def seat_to_keyboard(player: str) -> str:
    """The toast when the keys go on for a player whose controller was unplugged."""
    return f"{player} plays on with the keyboard or the mouse"
