"""The questions the game asks before something is left or changed for good (the ``ask`` scene
shows them): what is asked, a few lines on what each answer does, the answers (the first one,
the safe one, is focused) and what Back means."""
from __future__ import annotations

from dataclasses import dataclass

from .translate import N_, _


@dataclass(frozen=True, slots=True)
class Question:
    """Its words are English ids (N_) where it is written once below; the ask scene shows
    each with _()."""

    title: str
    lines: tuple[str, ...]
    answers: tuple[tuple[str, str], ...]   # (key, label), the first focused
    back: str                              # the answer Back (Esc, B, right click) gives
    back_words: str                        # what the footer says Back does


LEAVE_LESSON = Question(
    N_("Leave the lesson?"),
    (N_("The guided hand ends here, and none of it is kept."),
     N_("Learn to play on the title screen starts it again.")),
    (("stay", N_("Stay")), ("leave", N_("Leave the lesson"))), "stay", N_("stay"))

QUIT_UNSAVED = Question(
    N_("Quit the game?"),
    (N_("This match is not saved (a LAN match never is)."),
     N_("If you quit, it ends for you, and it cannot be continued later.")),
    (("stay", N_("Stay")), ("quit", N_("Quit the game"))), "stay", N_("stay"))

SAVED_NOTE = N_("Your match is saved: Continue picks it up.")   # under the pause menu

# Before a new match takes the place of the saved one ("Keep my match" / "Start a new match").
REPLACE_SAVE_LINES = (N_("A new match takes its place: the saved one is gone for good,"),
                      N_("and your statistics count it as a match played and lost."))


def carry_question(old: str, new: str, old_counts: str, new_has_stats: bool) -> Question:
    """Renaming yourself from ``old`` (whose statistics ``old_counts`` sums up) to ``new``."""
    lines = [_("{old} has statistics: {counts}.").format(old=old, counts=old_counts),
             _("Carry over: they go with you to {new}. Start fresh: they stay under {old}.").format(
                 new=new, old=old)]
    if new_has_stats:
        lines.append(_("{new} has statistics already: carried over, the two are added together.").format(
            new=new))
    return Question(_("Keep your statistics?"), tuple(lines),
                    (("carry", _("Carry over to {new}").format(new=new)), ("fresh", _("Start fresh"))),
                    "cancel", _("keep the name {old}").format(old=old))
