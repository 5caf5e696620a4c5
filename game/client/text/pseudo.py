"""A made-up language for tests: every message of the catalog template said back with each
Latin letter swapped for an accented one (``Pass`` -> ``Þàšš``), parts kept, so a word of
plain letters on screen did not come through the catalog (a name, a key's name or an
address aside)."""
from __future__ import annotations

import gettext
import string

CODE = "xx"
_PLAIN = string.ascii_lowercase + string.ascii_uppercase
_ACCENTED = "àƀçďèƒĝĥìĵķĺɱñòþʠŕšţùʋŵẋýžÀƁÇĎÈƑĜĤÌĴĶĹṀÑÒÞǪŔŠŢÙṼŴẌÝŽ"
_SWAP = str.maketrans(_PLAIN, _ACCENTED)


def mark(text: str) -> str:
    """``text`` with its letters accented, its ``{parts}`` kept."""
    out = []
    for literal, field, spec, conv in string.Formatter().parse(text):
        out.append(literal.replace("{", "{{").replace("}", "}}").translate(_SWAP))
        if field is not None:
            out.append("{" + field + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}")
    return "".join(out)


class Pseudo(gettext.NullTranslations):
    """Says each id of ``ids`` (and each (singular, plural) pair of ``plurals``, each
    (context, id) of ``contexts``) marked."""

    def __init__(self, ids: set[str], plurals: set[tuple[str, str]], contexts: set[tuple[str, str]]) -> None:
        super().__init__()
        self.ids, self.plurals, self.contexts = ids, plurals, contexts
        self._catalog = {i: self._mark(i) for i in ids}   # what translate._patterns reads

    @staticmethod
    def _mark(text: str) -> str:
        try:
            return mark(text)
        except ValueError:   # not a pattern: every letter
            return text.translate(_SWAP)

    def gettext(self, message: str) -> str:
        return self._mark(message) if message in self.ids else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        pattern = msgid1 if n == 1 else msgid2
        return self._mark(pattern) if (msgid1, msgid2) in self.plurals else pattern

    def pgettext(self, context: str, message: str) -> str:
        return self._mark(message) if (context, message) in self.contexts else message


def template() -> Pseudo:
    """The made-up catalog of every message in ``locale/euchre.pot``."""
    from .catalogs import POT, _read
    ids: set[str] = set()
    plurals: set[tuple[str, str]] = set()
    contexts: set[tuple[str, str]] = set()
    for m in _read(POT):
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            plurals.add((m.id[0], m.id[1]))
        elif m.context:
            contexts.add((m.context, m.id))
        else:
            ids.add(m.id)
    return Pseudo(ids, plurals, contexts)
