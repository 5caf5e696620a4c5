"""The questions the game asks before something is left or changed for good (the ``ask`` scene
shows them): what is asked, a few lines on what each answer does, the answers (the first one,
the safe one, is focused) and what Back means."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Question:
    title: str
    lines: tuple[str, ...]
    answers: tuple[tuple[str, str], ...]   # (key, label), the first focused
    back: str                              # the answer Back (Esc, B, right click) gives
    back_words: str                        # what the footer says Back does


LEAVE_LESSON = Question(
    "Leave the lesson?",
    ("The guided hand ends here, and none of it is kept.",
     "Learn to play on the title screen starts it again."),
    (("stay", "Stay"), ("leave", "Leave the lesson")), "stay", "stay")

QUIT_UNSAVED = Question(
    "Quit the game?",
    ("This match is not saved (a LAN match never is).",
     "If you quit, it ends for you, and it cannot be continued later."),
    (("stay", "Stay"), ("quit", "Quit the game")), "stay", "stay")

SAVED_NOTE = "Your match is saved: Continue picks it up."   # under the pause menu

# Before a new match takes the place of the saved one ("Keep my match" / "Start a new match").
REPLACE_SAVE_LINES = ("A new match takes its place: the saved one is gone for good,",
                      "and your statistics count it as a match played and lost.")


def carry_question(old: str, new: str, old_counts: str, new_has_stats: bool) -> Question:
    """Renaming yourself from ``old`` (whose statistics ``old_counts`` sums up) to ``new``."""
    lines = [f"{old} has statistics: {old_counts}.",
             f"Carry over: they go with you to {new}. Start fresh: they stay under {old}."]
    if new_has_stats:
        lines.append(f"{new} has statistics already: carried over, the two are added together.")
    return Question("Keep your statistics?", tuple(lines),
                    (("carry", f"Carry over to {new}"), ("fresh", "Start fresh")), "cancel",
                    f"keep the name {old}")
