"""The on-screen keyboard's keys, as data: layers of four rows of characters, and the words on
its bottom row. A script for another language is one more ``Layer`` in ``LAYERS`` (four rows
of up to ``MAX_COLUMNS`` keys; Shift gives each key's capital where it has one)."""
from __future__ import annotations

from dataclasses import dataclass

ROWS_PER_LAYER = 4
MAX_COLUMNS = 12


@dataclass(frozen=True, slots=True)
class Layer:
    """One set of keys. ``label`` is written on the key that switches to this layer."""

    key: str
    label: str
    rows: tuple[str, ...]


LAYERS: tuple[Layer, ...] = (
    Layer("letters", "abc", ("1234567890", "qwertyuiop", "asdfghjkl'", "zxcvbnm.:-")),
    # Western Europe: French, German, Spanish, Portuguese, Italian, Dutch, the Nordic languages.
    Layer("accents", "àéñ", ("àáâäãåæçèé", "êëìíîïñòóô", "öõøœùúûüýÿ", "ßðþ'-._")),
    # Central and Eastern Europe, the Baltic, Turkish, Romanian.
    Layer("more", "čłş", ("āăąćčďđēėę", "ěğīįıķļľłń", "ňőōŕřśşšșť", "ţțūůűųźżž")),
)

# The bottom row: (what the key does, the word on it). The layer key shows the next layer's label.
SPECIAL: tuple[tuple[str, str], ...] = (
    ("shift", "Shift"), ("layer", ""), ("space", "Space"), ("erase", "Erase"), ("cancel", "Cancel"),
    ("done", "Done"),
)

# The keyboard's own hint line, after the names of A, B, X, Y and Start.
PAD_WORDS = ("type", "erase", "shift", "other letters", "done")


def shifted(key: str) -> str:
    """The key's character with Shift: its capital, where that is one character (ß stays ß)."""
    upper = key.upper()
    return upper if len(upper) == 1 else key


assert all(len(layer.rows) == ROWS_PER_LAYER and max(map(len, layer.rows)) <= MAX_COLUMNS
           for layer in LAYERS), "every layer has four rows of at most MAX_COLUMNS keys"
