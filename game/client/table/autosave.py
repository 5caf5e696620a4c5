"""The autosave: the match record and who plays each seat, written atomically after every action."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from game import jsonfile

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

    def load(self) -> Saved:
        """The saved match; raises ``AutosaveError`` (after moving a damaged file aside)."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise AutosaveError("There is no saved match to continue. Choose New game to start one.") from None
        except OSError as e:
            raise AutosaveError(f"The saved match could not be read ({e.strerror or e}). "
                                "Check the data folder's permissions, or start a New game.") from None
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("it is not a saved euchre match")
            if data.get("version") != VERSION:
                raise ValueError(f"it was saved by another version ({data.get('version')!r})")
            record = data.get("record")
            if not isinstance(record, dict) or not isinstance(record.get("options"), dict):
                raise ValueError("the match record is missing")
            players = 4 if record["options"].get("variant") == "four-handed" else 2
            seating = Seating.from_json(data.get("seats"), players)
        except (ValueError, TypeError, KeyError) as e:
            raise AutosaveError(self.quarantine(str(e))) from None
        return Saved(record, seating, players)

    def quarantine(self, reason: str) -> str:
        """Move a damaged save aside as ``autosave.corrupt-<time>.json``; return the message."""
        aside = jsonfile.set_aside(self.path)
        kept = f" It was kept as {aside.name}." if aside is not None else ""
        reason = reason.rstrip(".")
        return f"The saved match was damaged ({reason}), so it cannot be continued.{kept} Start a New game."
