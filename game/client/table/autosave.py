"""The autosave: the match record and who plays each seat, written atomically after every action."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from game import jsonfile
from game.rules.said import Said, said

from .seats import Seating

FILE_NAME = "autosave.json"
FORMAT, VERSION = "euchre-autosave", 1


class AutosaveError(Exception):
    """The autosave could not be used; the message is a sentence for the player."""


@dataclass(frozen=True, slots=True)
class Saved:
    record: dict          # game.rules.save record: options, seed, actions
    seating: Seating
    players: int
    saved_at: float | None = None   # time.time() when it was written


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """What the title screen and the question before a new match say about a saved match."""

    variant: str
    target: int
    rubbers: bool
    sides: tuple[str, ...]        # the names of each side (three-handed: each player), this
    scores: tuple[int, ...]       # screen's person's first; their scores in the same order
    levels: tuple[str, ...]       # the computer players' levels, each once
    hand: int                     # the hand being played
    game: int                     # in a rubber, the game being played
    saved_at: float | None
    deal: int = 0                 # a match of a number of deals (Napoleon): the deal being
    deals: int = 0                # played and the deals in all (0: a match to a target)

    def lines(self, now: float | None = None) -> tuple[str, str]:
        from ..text.words import saved_match_words
        return saved_match_words(self, now)


def describe(saved: Saved) -> SavedMatch | None:
    """The saved match in a few facts, replayed from its record; None if it does not replay."""
    from game.rules.save import SaveError, from_record
    try:
        m = from_record(saved.record)
    except (SaveError, ValueError, TypeError, KeyError):
        return None
    seating = saved.seating
    people = seating.human_seats
    alone = len(people) == 1
    side_of = m.options.side_of
    first = side_of(people[0]) if alone else 0

    def side(s: int) -> str:
        seats = [i for i in range(saved.players) if side_of(i) == s]
        if alone:   # "You & Bob": the person is "you", and named first
            seats.sort(key=lambda i: i != people[0])
        return " & ".join("You" if alone and i == people[0] else seating.name(i) for i in seats)
    order = [first] + [s for s in range(m.options.sides) if s != first]
    levels = tuple(dict.fromkeys(lvl for _, lvl in sorted(seating.levels.items())))
    return SavedMatch(m.options.variant, m.options.target, m.options.rubbers,
                      tuple(side(s) for s in order), tuple(m.scores[s] for s in order),
                      levels, max(1, m.hands_scored + 1), getattr(m, "game_number", 1), saved.saved_at,
                      getattr(m, "deals_made", 0), getattr(m, "deals_total", 0))


def players_of(record: dict) -> int:
    """How many players the saved match has, from its rules; ``ValueError`` saying why when
    they are not rules this version of the game knows (a newer game's save, or a damaged one)."""
    from game.rules import Options
    options = record.get("options")
    if not isinstance(options, dict):
        raise ValueError(said("the match record has no rules"))
    try:
        return Options.from_dict(options).players
    except (ValueError, TypeError) as e:
        raise ValueError(said("its rules are not ones this version of the game knows: {why}", why=e.args[0] if e.args
                              else str(e))) from None


class AutosaveStore:
    """``autosave.json`` in the user's data directory (next to ``settings.json``)."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self.path = self.directory / FILE_NAME

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, record: dict, seating: Seating) -> None:
        """Write a temporary file in the same directory, flush it to disk, then os.replace."""
        data = {"format": FORMAT, "version": VERSION, "saved_at": time.time(),
                "record": record, "seats": seating.to_json()}
        jsonfile.write_atomic(self.path, data)

    def clear(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def read(self) -> Saved | None:
        """The saved match; None if there is none or it cannot be read. Unlike ``load`` this
        never moves a damaged save aside (Continue does, and says so)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            record = data["record"]
            players = players_of(record)
            saved_at = data.get("saved_at")
            return Saved(record, Seating.from_json(data.get("seats"), players), players,
                         float(saved_at) if isinstance(saved_at, (int, float)) else None)
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            return None

    def peek(self) -> SavedMatch | None:
        """What the saved match is, to show; None if there is none or it cannot be read."""
        saved = self.read()
        return describe(saved) if saved is not None else None

    def load(self) -> Saved:
        """The saved match; raises ``AutosaveError`` (after moving a damaged file aside)."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise AutosaveError(said("There is no saved match to continue. Choose New game to start one.")) from None
        except OSError as e:
            raise AutosaveError(said("The saved match could not be read ({error}). "
                                     "Check the data folder's permissions, or start a New game.",
                                     error=e.strerror or str(e))) from None
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError(said("it is not a saved euchre match"))
            if data.get("version") != VERSION:
                raise ValueError(said("it was saved by another version ({version})", version=repr(data.get("version"))))
            record = data.get("record")
            if not isinstance(record, dict) or not isinstance(record.get("options"), dict):
                raise ValueError(said("the match record is missing"))
            players = players_of(record)
            seating = Seating.from_json(data.get("seats"), players)
        except (ValueError, TypeError, KeyError) as e:
            raise AutosaveError(self.quarantine(e.args[0] if e.args and isinstance(e.args[0],
                                                                                   str) else str(e))) from None
        saved_at = data.get("saved_at")
        return Saved(record, seating, players, float(saved_at) if isinstance(saved_at, (int, float)) else None)

    def quarantine(self, reason: str) -> str:
        """Move a damaged save aside as ``autosave.corrupt-<time>.json``; return the message."""
        aside = jsonfile.set_aside(self.path)
        why = reason if isinstance(reason, Said) else reason.rstrip(".")
        if aside is not None:
            return said("The saved match was damaged ({reason}), so it cannot be continued. It was kept as {file}. "
                        "Start a New game.", reason=why, file=aside.name)
        return said("The saved match was damaged ({reason}), so it cannot be continued. Start a New game.", reason=why)
