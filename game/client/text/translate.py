"""The player's language: the catalogs (gettext, made with Babel: ``locale/<code>/LC_MESSAGES/
euchre.po``), which one is in use, and ``_`` / ``ngettext`` / ``tr`` that say English words in it.

English is the source: its words are the catalogs' message ids, and with English in use every
function here returns its English text unchanged. ``use(code)`` switches at once; words are
looked up when they are shown, so a screen drawn after the switch speaks the new language.

- ``_(msgid)``: the translation of one message (``N_``-marked words too, at the place shown).
- ``ngettext(singular, plural, n)``: the pattern for ``n`` by the language's plural forms.
- ``tr(text)``: text made elsewhere: a ``Said`` (the engine's reasons, the computer players'
  hints, and every sentence of a LAN host or a table server, which come as words: their
  message id and parts, ``net.messages``) is translated pattern and parts; other text is
  looked up as a message id of its own, and said as it is when it is none.
"""
from __future__ import annotations

import gettext
import io
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

from game.rules.said import N_, Said

DOMAIN = "euchre"
LOCALE_DIR = Path(__file__).resolve().parents[3] / "locale"
SOURCE = "en"

# The languages the game speaks, each by its own name (as the Language setting shows it).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "id": "Bahasa Indonesia",
    "mk": "Македонски",
    "fi": "Suomi",
    "ja": "日本語",
}
# Where words are not separated by spaces, so a line may break between any two characters.
NO_SPACES = frozenset({"ja"})

__all__ = ["LANGUAGES", "N_", "Said", "_", "current", "ngettext", "tr", "use", "system_language"]


class _Active:
    """The language in use and its catalog (one per process: gettext's own model)."""

    code = SOURCE
    catalog: gettext.NullTranslations = gettext.NullTranslations()
    loaded: dict[str, gettext.NullTranslations] = {}


_active = _Active()


def current() -> str:
    """The code of the language in use (``"en"``, ``"ja"``...)."""
    return _active.code


def breaks_anywhere() -> bool:
    """Whether a line of the language in use may break between any two characters."""
    return _active.code in NO_SPACES


def use(code: str | None) -> str:
    """Speak ``code`` from now on (an unknown or empty code: English); returns the code in use."""
    code = code if code in LANGUAGES else SOURCE
    if code != _active.code:
        _active.catalog = catalog(code)
        _active.code = code
    return code


@contextmanager
def source() -> Iterator[None]:
    """English for a while (words compared with the English they were made in), then the
    language in use again."""
    code, cat = _active.code, _active.catalog
    _active.code, _active.catalog = SOURCE, gettext.NullTranslations()
    try:
        yield
    finally:
        _active.code, _active.catalog = code, cat


def use_catalog(code: str, translations: gettext.NullTranslations) -> None:
    """Speak ``translations`` as language ``code`` (tests: a made-up catalog)."""
    _active.code, _active.catalog = code, translations


def catalog(code: str) -> gettext.NullTranslations:
    """The compiled catalog of ``code``: its ``.mo`` where one is built and up to date, else the
    ``.po`` compiled now (with Babel). English, or a language with no catalog: no translation."""
    if code == SOURCE:
        return gettext.NullTranslations()
    got = _active.loaded.get(code)
    if got is None:
        got = _compile(code)
        _active.loaded[code] = got
    return got


def _compile(code: str) -> gettext.NullTranslations:
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    try:
        if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as f:
                return gettext.GNUTranslations(f)
        if not po.exists():
            return gettext.NullTranslations()
        return gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    except (OSError, ImportError, ValueError):
        return gettext.NullTranslations()


def compile_po(po: Path) -> bytes:
    """A ``.po`` file as ``.mo`` bytes (fuzzy entries left out, as gettext does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with po.open("rb") as f:
        cat = read_po(f)
    out = io.BytesIO()
    write_mo(out, cat)
    return out.getvalue()


def _(msgid: str) -> str:
    """``msgid`` in the language in use (a ``Said`` with its parts)."""
    if isinstance(msgid, Said):
        return tr(msgid)
    if not msgid or _active.code == SOURCE:
        return msgid
    return _active.catalog.gettext(msgid)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The pattern for ``n`` (to be filled with ``.format``) in the language in use."""
    if _active.code == SOURCE:
        return singular if n == 1 else plural
    return _active.catalog.ngettext(singular, plural, n)


def tr(text: Any) -> str:
    """Text made elsewhere, in the language in use: a ``Said`` pattern by pattern (its parts
    that are ``Said`` too), a message id as itself; else as it is."""
    if not isinstance(text, str):
        return str(text)
    if _active.code == SOURCE:
        return str(text)
    if isinstance(text, Said):
        parts = {k: tr(v) if isinstance(v, Said) else v for k, v in text.args.items()}
        if text.plural is not None and text.n is not None:
            parts.setdefault("count", text.n)
            pattern = ngettext(text.msgid, text.plural, text.n)
        elif text.context is not None:
            pattern = _active.catalog.pgettext(text.context, text.msgid)
        else:
            pattern = _(text.msgid)
        return _fill(pattern, parts, str(text))
    if not text:
        return text
    return _active.catalog.gettext(text)


def _fill(pattern: str, parts: Mapping[str, Any], english: str) -> str:
    try:
        return pattern.format(**parts)
    except (KeyError, IndexError, ValueError):   # a translation that names a part wrongly
        return english


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """The system's language, if the game speaks it (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, as gettext reads them); else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if not value:
            continue
        for part in value.split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                break
        if var in ("LC_ALL", "LC_MESSAGES", "LANG"):   # the first one set decides, as in gettext
            break
    return SOURCE
