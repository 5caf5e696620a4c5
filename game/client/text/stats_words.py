"""The words of the statistics screen that say what its figures mean: matches given up, and
how to read the chart of recent results."""
from __future__ import annotations

from .translate import N_, _, ngettext


def given_up_words(n: int) -> str:
    """Under the matches played: the rule for a match replaced by a new one (``game.stats``)."""
    return ngettext("{count} given up for a new match, counted as lost",
                    "{count} given up for new matches, counted as lost", n).format(count=n)


def chart_title(n: int) -> str:
    if n == 0:
        return _("Your recent matches")
    return ngettext("Your last match", "Your last {count} matches", n).format(count=n)


# English ids (N_), shown with _()
CHART_EMPTY = N_("Finish a match to see it here.")
CHART_WON, CHART_LOST = N_("won"), N_("lost")           # beside the line, above and below it
CHART_ORDER = N_("oldest → latest")                  # under the bars, from the first


def chart_tally(won: int, lost: int, given_up: int) -> str:
    """E.g. "7 won, 3 lost (1 of them given up)"."""
    if given_up:
        return _("{won} won, {lost} lost ({given_up} of them given up)").format(
            won=won, lost=lost, given_up=given_up)
    return _("{won} won, {lost} lost").format(won=won, lost=lost)


CHART_HEIGHT = N_("One bar a match: the taller, the more points between you and the best other score.")
CHART_GIVEN_UP = N_("An outlined bar: a match given up for a new one.")
