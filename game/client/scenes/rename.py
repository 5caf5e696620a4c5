"""Renaming yourself (Settings, or your row of a New game): statistics are kept per player name,
so when the old name has some, the player is asked whether to carry them over to the new one."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..settings import clean_name, name_shown
from ..text.translate import _, ngettext
from ..text.words import stats_not_saved

if TYPE_CHECKING:
    from game.stats import ProfileStats

    from ..context import Context


def counts_words(p: "ProfileStats", matches: int | None = None) -> str:
    """E.g. "3 matches and 41 hands" (``matches``: instead of the profile's)."""
    m, h = p.played() if matches is None else matches, p.hands
    return _("{matches} and {hands}").format(
        matches=ngettext("{count} match", "{count} matches", m).format(count=m),
        hands=ngettext("{count} hand", "{count} hands", h).format(count=h))


def rename_me(ctx: "Context", typed: str, then: Callable[[str], None] = lambda name: None) -> None:
    """Make ``typed`` the player's name (saved in the settings). If the old name has statistics,
    first ask: "Carry over" moves them to the new name (added to any it has), "Start fresh"
    leaves them under the old name, Back keeps the old name. ``then(name)`` hears the name
    the player has afterwards."""
    old, new = ctx.settings.player_name, clean_name(typed)
    if not new or new == old or new == name_shown(old):   # the default name, left as it was shown
        then(old)
        return
    stats = ctx.stats
    mine = stats.profiles.get(old)
    if mine is None or mine.empty:
        ctx.change_settings(ctx.settings.with_(player_name=new))
        then(new)
        return
    theirs = stats.profiles.get(new)
    from ..text.questions import carry_question
    question = carry_question(name_shown(old), new, counts_words(mine), theirs is not None and not theirs.empty)

    def answer(key: str) -> None:
        if key == "cancel":
            then(old)
            return
        if key == "carry":
            stats.carry(old, new)
            try:
                stats.save()
            except OSError as e:
                ctx.notices.append(stats_not_saved(e))
        ctx.change_settings(ctx.settings.with_(player_name=new))
        then(new)
    ctx.stack.push(ctx.scene("ask", question, answer))
