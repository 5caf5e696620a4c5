"""Every kind of scene by its name: the one module that imports them all (the app imports it at start).

Scenes make one another by name, ``ctx.scene("pause")``, and so never import one another
(only the base classes in ``base.py`` and ``table_base.py``).
"""
from __future__ import annotations

from .ask import AskScene
from .base import Scene
from .bidding import BiddingScene
from .deal import DealScene
from .draw_partners import DrawScene
from .join import JoinScene
from .lan_players import LanPlayersScene
from .last_trick import LastTrickScene
from .lobby import LobbyScene
from .match_over import MatchOverScene
from .online import OnlineScene
from .onscreen_keyboard import OnScreenKeyboard
from .pad_lost import PadLostScene
from .pass_device import PassScene
from .pause import PauseScene
from .placeholder import PlaceholderScene
from .reconnecting import ReconnectingScene
from .replace_save import ReplaceSaveScene
from .review import ReviewScene
from .rules import RulesScene
from .score import ScoreScene
from .settings import SettingsScene
from .setup import SetupScene
from .sheets import CardSheetScene, MarkerSheetScene
from .stats import StatsScene
from .title import TitleScene
from .trick import TrickScene
from .tutorial import TutorialScene

KINDS: tuple[type[Scene], ...] = (
    TitleScene, SetupScene, JoinScene, LobbyScene, SettingsScene, RulesScene, StatsScene, TutorialScene,
    PlaceholderScene, DrawScene, DealScene, BiddingScene, TrickScene, ScoreScene, PassScene, ReviewScene,
    LastTrickScene, MatchOverScene, PauseScene, PadLostScene, ReconnectingScene, OnScreenKeyboard, CardSheetScene,
    MarkerSheetScene, ReplaceSaveScene, AskScene, LanPlayersScene, OnlineScene,
)
SCENES: dict[str, type[Scene]] = {kind.name: kind for kind in KINDS}   # "title" -> TitleScene, ...
assert len(SCENES) == len(KINDS), "two kinds of scene share a name"
