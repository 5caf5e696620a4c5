"""Words about game controllers: footers that name a pad's buttons, and what happens to seats."""
from __future__ import annotations

from .translate import N_, _

# English ids (N_), shown with _()

KEYS_AND_MOUSE = N_("Arrows and Enter, or the mouse")
# What a button does, in a screen's footer ("A select"): the words after the button's name.
CHOOSE, SELECT = N_("choose"), N_("select")
REVIEW_HANDS = N_("review the hands")
TO_TITLE = N_("title screen")
FULL_SCREEN_KEY = N_("F11 full screen")


def pad_also(move: str, confirm: str) -> str:
    """A controller is plugged in but the keys were used: "D-pad and A" (its buttons) too."""
    return _("{move} and {confirm}").format(move=move, confirm=confirm)


def seat_taken_over(pad_number: int, player: str) -> str:
    """The toast when a controller goes on for a player whose controller was unplugged."""
    return _("Controller {number} now plays for {player} too").format(number=pad_number, player=player)


def seat_to_keyboard(player: str) -> str:
    """The toast when the keys go on for a player whose controller was unplugged."""
    return _("{player} plays on with the keyboard or the mouse").format(player=player)
