"""Statistics per player profile, kept across runs: matches, hands, euchres, marches, by game
(two-, three- and four-handed each counted on its own), and placings in three-handed matches.

The rule for a match given up (a saved match the player replaced by starting a new one): its
hands were counted as they were played, and the match counts as played and lost (in
``given_up`` as well), with the points scored in it; it has no placing. So every hand counted
belongs to a match counted."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import jsonfile
from game.rules.games import KEYS

FILE_NAME = "stats.json"
RECENT = 20  # results kept for the chart
PLACES = 3   # placings are kept for matches of three players (1st, 2nd, 3rd)


def standing(scores: Sequence[int], side: int) -> tuple[int, int, int | None]:
    """(our points, the best other score, our placing) at a match's end, for ``side`` (a
    player's own seat in three-handed). The placing is 1 + how many scored more (a tie
    shares the better place); None with two sides, where won or lost says it."""
    us = scores[side]
    others = [s for i, s in enumerate(scores) if i != side]
    placing = 1 + sum(s > us for s in others) if len(scores) > 2 else None
    return us, max(others), placing


@dataclass
class ProfileStats:
    """One player's figures. ``matches``/``wins``/``given_up`` are keyed "<variant>/<level>";
    ``points`` (scored in the matches counted) and ``placings`` ([1st, 2nd, 3rd], three-handed
    matches played to the end) by variant."""

    matches: dict[str, int] = field(default_factory=dict)
    wins: dict[str, int] = field(default_factory=dict)
    given_up: dict[str, int] = field(default_factory=dict)   # of ``matches``: given up for a new one
    points: dict[str, int] = field(default_factory=dict)
    placings: dict[str, list[int]] = field(default_factory=dict)
    hands: int = 0
    hands_made: int = 0  # hands where the player's side made trump and was not euchred
    euchres_suffered: int = 0
    euchres_inflicted: int = 0
    marches: int = 0
    lone_tried: int = 0
    lone_made: int = 0
    recent: list[dict] = field(default_factory=list)  # {"won", "us", "them", "variant"[, "placing"][, "given_up"]}
    # Napoleon (RULES §8.3): the player's own bids made and failed, by bid ("two"... "nap")
    nap_made: dict[str, int] = field(default_factory=dict)
    nap_failed: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}

    @classmethod
    def from_json(cls, d: Any) -> "ProfileStats":
        p = cls()
        if not isinstance(d, dict):
            return p
        for k in ("matches", "wins", "given_up", "points", "nap_made", "nap_failed"):
            v = d.get(k)
            if isinstance(v, dict):
                setattr(p, k, {str(a): b for a, b in v.items() if _count(b)})
        v = d.get("placings")
        if isinstance(v, dict):
            p.placings = {str(a): list(b) for a, b in v.items()
                          if isinstance(b, list) and len(b) == PLACES and all(map(_count, b))}
        for k in ("hands", "hands_made", "euchres_suffered", "euchres_inflicted", "marches",
                  "lone_tried", "lone_made"):
            v = d.get(k)
            if isinstance(v, int) and not isinstance(v, bool) and v >= 0:
                setattr(p, k, v)
        r = d.get("recent")
        if isinstance(r, list):
            p.recent = [x for x in r if isinstance(x, dict)][-RECENT:]
        return p

    @property
    def empty(self) -> bool:
        """Nothing counted yet."""
        return not self.matches and not self.hands

    def merge(self, other: "ProfileStats") -> None:
        """Add ``other``'s figures to these (one player's history under two names); ``other``'s
        recent results count as the later ones."""
        for k in ("matches", "wins", "given_up", "points", "nap_made", "nap_failed"):
            mine, theirs = getattr(self, k), getattr(other, k)
            for key, n in theirs.items():
                mine[key] = mine.get(key, 0) + n
        for variant, places in other.placings.items():
            mine_places = self.placings.setdefault(variant, [0] * PLACES)
            self.placings[variant] = [a + b for a, b in zip(mine_places, places)]
        for k in ("hands", "hands_made", "euchres_suffered", "euchres_inflicted", "marches",
                  "lone_tried", "lone_made"):
            setattr(self, k, getattr(self, k) + getattr(other, k))
        self.recent = (self.recent + other.recent)[-RECENT:]

    def abandoned(self, variant: str | None = None) -> int:
        """Matches given up for a new one (counted as played and lost)."""
        return sum(n for k, n in self.given_up.items() if variant is None or _of(k, variant))

    def played(self, variant: str | None = None) -> int:
        return sum(n for k, n in self.matches.items() if variant is None or _of(k, variant))

    def won(self, variant: str | None = None) -> int:
        return sum(n for k, n in self.wins.items() if variant is None or _of(k, variant))

    def variants(self) -> list[str]:
        """The games played, in the registry's order (``games.KEYS``; then any other)."""
        order = KEYS
        seen = {k.partition("/")[0] for k in self.matches}
        return sorted(seen, key=lambda v: (order.index(v) if v in order else len(order), v))


def _count(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def _of(key: str, variant: str) -> bool:
    return key.partition("/")[0] == variant


class StatsStore:
    """Loads, updates and saves every profile's statistics in one JSON file."""

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / FILE_NAME
        data, self.message = jsonfile.read(self.path, "your statistics")
        profiles = data.get("profiles", {}) if isinstance(data, dict) else {}
        self.profiles = {str(name): ProfileStats.from_json(p)
                         for name, p in (profiles.items() if isinstance(profiles, dict) else [])}

    def profile(self, name: str) -> ProfileStats:
        return self.profiles.setdefault(name, ProfileStats())

    def save(self) -> None:
        jsonfile.write_atomic(self.path, {"version": 1, "profiles": {
            n: p.to_json() for n, p in self.profiles.items()}})

    def record_hand(self, name: str, side: int, hand_over: Mapping[str, Any]) -> None:
        """Count one finished hand (a ``hand_over`` event) for the player on ``side``."""
        p = self.profile(name)
        p.hands += 1
        ours = hand_over["maker_side"] == side
        euchred = hand_over["result"] == "euchred"
        if ours:
            p.hands_made += not euchred
            p.euchres_suffered += euchred
            p.marches += hand_over["result"] == "march"
            if hand_over["alone"]:   # the maker on this side went alone
                p.lone_tried += 1
                p.lone_made += not euchred
        else:
            p.euchres_inflicted += euchred

    def record_settlement(self, name: str, seat: int, settlement: Mapping[str, Any]) -> None:
        """Count one Napoleon hand (a ``settlement`` event) for the player at ``seat``: a hand
        played, and his own bid made or failed."""
        p = self.profile(name)
        p.hands += 1
        if settlement["bidder"] == seat:
            counts = p.nap_made if settlement["made"] else p.nap_failed
            counts[settlement["bid"]] = counts.get(settlement["bid"], 0) + 1

    def record_match(self, name: str, variant: str, level: str, won: bool,
                     us: int, them: int, placing: int | None = None, given_up: bool = False) -> None:
        """Count a finished match: ``us`` the player's points, ``them`` the best other
        score; ``placing`` 1-3 in a match of three players (``standing`` gives all three).
        ``given_up``: a match replaced by a new one before its end, counted as lost, unplaced."""
        p = self.profile(name)
        key = f"{variant}/{level}"
        p.matches[key] = p.matches.get(key, 0) + 1
        won = won and not given_up
        if won:
            p.wins[key] = p.wins.get(key, 0) + 1
        if given_up:
            p.given_up[key] = p.given_up.get(key, 0) + 1
            placing = None
        p.points[variant] = p.points.get(variant, 0) + max(0, us)
        result: dict[str, Any] = {"won": won, "us": us, "them": them, "variant": variant}
        if placing is not None and 1 <= placing <= PLACES:
            places = p.placings.setdefault(variant, [0] * PLACES)
            places[placing - 1] += 1
            result["placing"] = placing
        if given_up:
            result["given_up"] = True
        p.recent = (p.recent + [result])[-RECENT:]

    def carry(self, old: str, new: str) -> None:
        """Move ``old``'s statistics to the name ``new`` (added to any ``new`` has already);
        ``old`` is left with none. Not saved: call ``save``."""
        if old == new or old not in self.profiles:
            return
        self.profile(new).merge(self.profiles.pop(old))
