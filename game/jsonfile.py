"""JSON files in the user's data directory: atomic writes, and damaged files set aside."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Mapping


def data_dir(env: Mapping[str, str] | None = None) -> Path:
    """The user's data directory: $EUCHRE_DATA_DIR, else $XDG_DATA_HOME/euchre, else ~/.local/share/euchre."""
    env = os.environ if env is None else env
    if env.get("EUCHRE_DATA_DIR"):
        return Path(env["EUCHRE_DATA_DIR"])
    if env.get("XDG_DATA_HOME"):
        return Path(env["XDG_DATA_HOME"]) / "euchre"
    return Path.home() / ".local" / "share" / "euchre"


def write_atomic(path: Path, data: Any, private: bool = False) -> None:
    """Write ``data`` as JSON so that a crash leaves either the old file or the new one.
    ``private``: the file is readable by its owner only (mode 0600: it holds secrets)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600 if private else 0o666)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1, sort_keys=True)
        fh.write("\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.corrupt-<time><suffix>``; its new path, or None."""
    path = Path(path)
    aside = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside


def read(path: Path, what: str) -> tuple[Any, str | None]:
    """(data, None) from a JSON file; (None, None) when there is none; (None, message) when
    it could not be read or is damaged (a damaged file is set aside, never raised).

    ``what`` names the file for the message, e.g. "your statistics".
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as e:
        return None, f"Could not read {what} ({getattr(e, 'strerror', None) or e})."
    try:
        return json.loads(text), None
    except ValueError:
        aside = set_aside(path)
        kept = f" The damaged file was kept as {aside.name}." if aside else ""
        return None, f"{what[0].upper()}{what[1:]} file was damaged and could not be used.{kept}"
