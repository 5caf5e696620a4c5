"""The on-screen keyboard's keys, as data: layers of four rows of characters, and the words on
its bottom row. A script for another language is one more ``Layer`` in ``LAYERS`` (four rows
of up to ``MAX_COLUMNS`` keys; Shift gives each key's capital where it has one)."""
from __future__ import annotations

from dataclasses import dataclass

from .translate import N_

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

# The letters of a language, first among its layers: Finnish (the Finnish keyboard's å ä ö),
# Macedonian (its 31 letters, as the Macedonian keyboard lays them), Japanese (the kana:
# hiragana and katakana, each with the voiced and small ones on a second layer).
FINNISH = Layer("finnish", "åäö", ("1234567890", "qwertyuiopå", "asdfghjklöä", "zxcvbnm.:-'"))
MACEDONIAN = Layer("macedonian", "абв", ("1234567890-.", "љњертѕуиопш", "асдфгхјклчќ", "ѓжзџцвбнм'"))
HIRAGANA = (
    Layer("hiragana", "あいう", ("あいうえおかきくけこさし", "すせそたちつてとなにぬね", "のはひふへほまみむめもや",
                                "ゆよらりるれろわをんー")),
    Layer("hiragana-voiced", "がぱっ", ("がぎぐげござじずぜぞだぢ", "づでどばびぶべぼぱぴぷぺ",
                                       "ぽぁぃぅぇぉっゃゅょゎ・", "1234567890-.")),
)
KATAKANA = (
    Layer("katakana", "アイウ", ("アイウエオカキクケコサシ", "スセソタチツテトナニヌネ", "ノハヒフヘホマミムメモヤ",
                                "ユヨラリルレロワヲンー")),
    Layer("katakana-voiced", "ガパッ", ("ガギグゲゴザジズゼゾダヂ", "ヅデドバビブベボパピプペ",
                                       "ポァィゥェォッャュョヮヴ", "1234567890-.")),
)
OWN_LAYERS: dict[str, tuple[Layer, ...]] = {
    "fi": (FINNISH,),
    "mk": (MACEDONIAN,),
    "ja": HIRAGANA + KATAKANA,
}


FINNISH_AND_MORE = (FINNISH, MACEDONIAN) + HIRAGANA + KATAKANA


def layers_for(language: str) -> tuple[Layer, ...]:
    """The layers offered when the game speaks ``language``: its own letters first, then the
    Latin ones (a name may be in any script)."""
    own = OWN_LAYERS.get(language, ())
    return own + tuple(layer for layer in LAYERS if layer not in own)


# The bottom row: (what the key does, the word on it: an English id, shown with _()). The
# layer key shows the next layer's label.
SPECIAL: tuple[tuple[str, str], ...] = (
    ("shift", N_("Shift")), ("layer", ""), ("space", N_("Space")), ("erase", N_("Erase")),
    ("cancel", N_("Cancel")), ("done", N_("Done")),
)

# The keyboard's own hint line, after the names of A, B, X, Y and Start (English ids).
PAD_WORDS = (N_("type"), N_("erase"), N_("shift"), N_("other letters"), N_("done"))


def shifted(key: str) -> str:
    """The key's character with Shift: its capital, where that is one character (ß stays ß)."""
    upper = key.upper()
    return upper if len(upper) == 1 else key


assert all(len(layer.rows) == ROWS_PER_LAYER and max(map(len, layer.rows)) <= MAX_COLUMNS
           for layer in LAYERS + FINNISH_AND_MORE), "every layer has four rows of at most MAX_COLUMNS keys"
