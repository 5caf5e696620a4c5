"""The rules engine: pure, deterministic Two-, Three- and Four-Handed Euchre (RULES.md).

No pygame, sockets, threads or printing here. Start with ``Match``.
"""
from .actions import ACTIONS, Action
from .deal import StackedDeal, stack
from .errors import IllegalAction
from .markers import Markers, markers
from .match import Match
from .options import FOUR_HANDED, THREE_HANDED, TWO_HANDED, Options
from .view import View

__all__ = ["ACTIONS", "Action", "FOUR_HANDED", "IllegalAction", "Markers", "Match",
           "Options", "StackedDeal", "THREE_HANDED", "TWO_HANDED", "View", "markers", "stack"]
