"""The rules engine: pure, deterministic Two-, Three- and Four-Handed and Railroad Euchre,
and Napoleon (RULES.md).

No pygame, sockets, threads or printing here. Start with ``Match``.
"""
from typing import Unpack

from .actions import ACTIONS, Action
from .deal import StackedDeal, stack
from .errors import IllegalAction
from .games import BY_KEY, GAMES, MATCH_CLASSES, Game, game
from .hasenpfeffer import HasenpfefferMatch  # noqa: F401  (registers its match class)
from .markers import Markers, markers
from .match import Match
from .napoleon import NapoleonMatch
from .options import FOUR_HANDED, THREE_HANDED, TWO_HANDED, Options
from .protocol import MatchArgs, MatchLike
from .view import View


def new_match(options: Options, seed: int | None = None, **kwargs: Unpack[MatchArgs]) -> MatchLike:
    """A match of the game ``options`` name, of the match class that game declares (each
    satisfies ``MatchLike``: apply, legal_actions, view, clone...)."""
    return MATCH_CLASSES[BY_KEY[options.variant].match](options, seed, **kwargs)


__all__ = ["ACTIONS", "Action", "FOUR_HANDED", "GAMES", "Game", "IllegalAction", "Markers",
           "Match", "MatchArgs", "MatchLike", "NapoleonMatch", "Options", "StackedDeal",
           "THREE_HANDED", "TWO_HANDED", "View", "game", "markers", "new_match", "stack"]
