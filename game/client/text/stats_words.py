"""The words of the statistics screen that say what its figures mean: matches given up, and
how to read the chart of recent results."""
from __future__ import annotations


def given_up_words(n: int) -> str:
    """Under the matches played: the rule for a match replaced by a new one (``game.stats``)."""
    return f"{n} given up for a new match, counted as lost" if n == 1 else \
        f"{n} given up for new matches, counted as lost"


def chart_title(n: int) -> str:
    return "Your recent matches" if n == 0 else "Your last match" if n == 1 else f"Your last {n} matches"


CHART_EMPTY = "Finish a match to see it here."
CHART_WON, CHART_LOST = "won", "lost"           # beside the line, above and below it
CHART_ORDER = "oldest → latest"                  # under the bars, from the first


def chart_tally(won: int, lost: int, given_up: int) -> str:
    """E.g. "7 won, 3 lost (1 of them given up)"."""
    tally = f"{won} won, {lost} lost"
    return tally + (f" ({given_up} of them given up)" if given_up else "")


CHART_HEIGHT = "One bar a match: the taller, the more points between you and the best other score."
CHART_GIVEN_UP = "An outlined bar: a match given up for a new one."
