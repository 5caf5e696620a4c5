"""Player settings: the values, where they live, and safe loading and saving as JSON."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Mapping

from game import jsonfile
from game.jsonfile import data_dir as data_dir  # re-exported: where the settings live
from game.rules import BY_KEY, GAMES
from game.rules.options import playable

from .text.translate import LANGUAGES, N_, _

ANIMATION_SPEEDS = ("slow", "normal", "fast")
SPEED_FACTORS = {"slow": 0.6, "normal": 1.0, "fast": 1.7}
NAME_MAX = 16
FILE_NAME = "settings.json"
LAN_REACH = ("network", "machine")
# The name of a player who has not set one: kept (and counted in the statistics) as this
# English word, shown in the language spoken. A name the player typed is shown as typed.
DEFAULT_NAME = N_("Player")
OLD_LAN_DEFAULT = "127.0.0.1"  # lan_bind and lan_beacon before lan_reach existed
PLAYERS_KEPT = 4   # the most players a remembered list holds


@dataclass(frozen=True, slots=True)
class Settings:
    animation_speed: str = "normal"
    four_colour: bool = False
    large_cards: bool = False
    reduced_motion: bool = False
    volume: int = 80          # 0..100, steps of 10
    muted: bool = False
    player_name: str = DEFAULT_NAME   # kept as the English word until the player types one
    # default rules for a new game: prefill setup, saved when a match starts with other rules.
    # ``rules``: the options by key (``game.rules.options.SPECS``), only those the game takes
    # and values it may be played with (``playable``); an option not there: the game's default.
    rules_variant: str = GAMES[0].key
    rules: dict[str, Any] = field(default_factory=dict)
    # who played, as last started: a New game's computer levels (players 2-4; three-handed
    # uses the first two), and a couch game's players 1-4 (their names, and each one's level: "" for a person)
    computer_levels: tuple[str, ...] = ()
    couch_names: tuple[str, ...] = ()
    couch_levels: tuple[str, ...] = ()
    tutorial_offered: bool = False   # the guided first hand was offered once already
    rumble: bool = True       # buzz a game controller when it is its player's turn
    fullscreen: bool = False  # the window fills the screen (Settings, F11 or Alt+Enter; kept for next time)
    # LAN play: who can join a table hosted here: "network" (it listens on every interface
    # and announces itself on each one's broadcast address) or "machine" (127.0.0.1 only).
    lan_reach: str = "network"
    # Only in settings.json, for unusual networks: an address to listen on, and one to send
    # the discovery beacons to, instead of what lan_reach says ("": as lan_reach says).
    lan_bind: str = ""
    lan_beacon: str = ""
    # The language the game speaks (a code of ``text.translate.LANGUAGES``); "": the system's.
    language: str = ""
    # Online play: the table server's address (wss://HOST:PORT; "": none set yet), and for a
    # server whose certificate is of its own making, the certificate file to trust ("": only
    # the certificates this machine trusts).
    server_address: str = ""
    server_ca: str = ""

    def with_(self, **changes: Any) -> "Settings":
        return replace(self, **changes)

    def animation_time(self, seconds: float) -> float:
        """How long an animation meant to take ``seconds`` at normal speed should last (0 = jump)."""
        if self.reduced_motion:
            return 0.0
        return seconds / SPEED_FACTORS.get(self.animation_speed, 1.0)


def _clean(raw: Mapping[str, Any]) -> Settings:
    """Settings from a decoded mapping; a missing or wrong-typed field keeps its default."""
    base = Settings()
    values: dict[str, Any] = {}
    for f in fields(Settings):
        if f.name not in raw:
            continue
        v = raw[f.name]
        default = getattr(base, f.name)
        if isinstance(default, bool):
            if isinstance(v, bool):
                values[f.name] = v
        elif isinstance(default, int):
            if isinstance(v, int) and not isinstance(v, bool):
                values[f.name] = max(0, min(100, v))
        elif isinstance(default, tuple):
            if isinstance(v, list) and all(isinstance(x, str) for x in v):
                values[f.name] = tuple(v[:PLAYERS_KEPT])
        elif isinstance(default, dict):
            if isinstance(v, dict):
                values[f.name] = v
        elif isinstance(v, str):
            values[f.name] = v
    s = replace(base, **values)
    if s.animation_speed not in ANIMATION_SPEEDS:
        s = replace(s, animation_speed=base.animation_speed)
    if s.rules_variant not in BY_KEY:
        s = replace(s, rules_variant=base.rules_variant)
    rules = s.rules if "rules" in raw else {new: raw[old] for old, new in OLD_RULES.items()
                                            if old in raw}
    s = replace(s, rules=playable(s.rules_variant, rules))
    if s.language and s.language not in LANGUAGES:
        s = replace(s, language=base.language)
    if s.lan_reach not in LAN_REACH:
        s = replace(s, lan_reach=base.lan_reach)
    if "lan_reach" not in raw:
        # A file from before the "Who can join" setting holds the old defaults, which only
        # let this machine join: that was never the player's choice, so take the new one.
        # An address someone typed in by hand stays.
        if s.lan_bind == OLD_LAN_DEFAULT:
            s = replace(s, lan_bind="")
        if s.lan_beacon == OLD_LAN_DEFAULT:
            s = replace(s, lan_beacon="")
    s = replace(s, couch_names=tuple(clean_name(n) for n in s.couch_names))
    return replace(s, player_name=clean_name(s.player_name) or base.player_name)


# A settings file from before ``rules`` kept each option in a field of its own.
OLD_RULES = {"rules_deck": "deck", "rules_target": "target", "rules_stick": "stick_the_dealer",
             "rules_turned_down": "turned_down_suit_allowed", "rules_rubbers": "rubbers",
             "rules_defend_alone": "defend_alone", "rules_no_ace_no_face": "no_ace_no_face"}


def name_shown(name: str) -> str:
    """The player's own name (``Settings.player_name``) as shown and as other players see it:
    the default word in the language spoken, any other name as the player typed it."""
    return _(DEFAULT_NAME) if name == DEFAULT_NAME else name


def clean_name(name: str) -> str:
    """A player's name as kept: printable, no spaces around it, at most NAME_MAX characters."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:NAME_MAX]


class SettingsStore:
    """Loads and saves one settings file; remembers a message for the player if loading went wrong."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self.path = self.directory / FILE_NAME
        self.message: str | None = None

    def load(self) -> Settings:
        """The saved settings, or defaults. A corrupt file is moved aside and reported, never raised."""
        raw, self.message = jsonfile.read(self.path, "your settings")
        if raw is not None and not isinstance(raw, dict):  # valid JSON, but not settings
            aside = jsonfile.set_aside(self.path)
            kept = f" The damaged file was kept as {aside.name}." if aside else ""
            self.message = f"Your settings file was damaged and could not be used.{kept}"
            raw = None
        if self.message:
            self.message += " Default settings are in use."
        return _clean(raw) if raw is not None else Settings()

    def save(self, settings: Settings) -> None:
        """Write atomically: a temporary file in the same directory, then os.replace."""
        jsonfile.write_atomic(self.path, asdict(settings))
