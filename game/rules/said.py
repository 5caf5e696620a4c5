"""Words made from a pattern: English text that remembers its pattern and what filled it, so
that a screen can say it again in the player's language.

The engine's reasons and the computer players' hints are English sentences built from parts
("Discard the 9♣: it leaves you void in clubs"). ``said`` builds one as a ``Said``: a ``str``
with the English text (so everything that reads it as text reads the same words), which also
keeps the pattern (``"Discard the {card}: it leaves you void in {suit}"``) and its parts. The
client's catalog translates the pattern and each part that is ``Said`` too, and puts them in
the translation's own order. Nothing here knows of any language but English.

>>> s = said("{name} takes the trick", name="Ann")
>>> s, s.msgid, s.args
('Ann takes the trick', '{name} takes the trick', {'name': 'Ann'})
>>> said_n("{count} trick", "{count} tricks", 3)
'3 tricks'

``N_`` only marks English words for the catalogs (Babel extracts ``N_``, ``said``,
``said_p`` and ``said_n``) and returns them unchanged.
"""
from __future__ import annotations

from typing import Any


def N_(text: str) -> str:
    """Marks English words for the catalogs; returns them unchanged."""
    return text


class Said(str):
    """English words, with the pattern and the parts they were made from."""

    msgid: str                 # the pattern (the singular, for a count)
    plural: str | None         # the plural pattern, for a count
    n: int | None              # the count that picks between them
    args: dict[str, Any]       # the parts by name (a ``Said`` part is translated too)
    context: str | None        # which sense of the words, where English uses them in two

    def __new__(cls, msgid: str, plural: str | None = None, n: int | None = None,
                args: dict[str, Any] | None = None, context: str | None = None) -> "Said":
        args = dict(args or {})
        pattern = msgid if plural is None or n == 1 else plural
        values = {k: str(v) if isinstance(v, str) else v for k, v in args.items()}
        if n is not None:
            values.setdefault("count", n)
        made = super().__new__(cls, pattern.format(**values) if values or n is not None else pattern)
        made.msgid, made.plural, made.n, made.args, made.context = msgid, plural, n, args, context
        return made

    def __reduce__(self):   # pickled as what it is (a simulation's job may carry one)
        return (_rebuilt, (str(self), self.msgid, self.plural, self.n, self.args, self.context))


def reworded(words: Said, text: str) -> Said:
    """``words`` with the English ``text`` in their place (the same sense said as a sentence:
    "You must follow hearts."), keeping their pattern and parts."""
    return _rebuilt(text, words.msgid, words.plural, words.n, words.args, words.context)


def _rebuilt(text: str, msgid: str, plural: str | None, n: int | None, args: dict[str, Any],
             context: str | None) -> Said:
    made = str.__new__(Said, text)
    made.msgid, made.plural, made.n, made.args, made.context = msgid, plural, n, args, context
    return made


def said(msgid: str, **args: Any) -> Said:
    """``msgid`` with its ``{placeholders}`` filled from ``args``: English text that keeps
    them. With no args, a word of its own (``said("hearts")``) that is translated as a part."""
    return Said(msgid, args=args)


def said_p(context: str, msgid: str, **args: Any) -> Said:
    """``said`` for words English uses in two senses: ``context`` tells which ("verb")."""
    return Said(msgid, args=args, context=context)


def said_n(singular: str, plural: str, n: int, **args: Any) -> Said:
    """The singular or the plural pattern by ``n`` (``{count}`` is ``n`` unless given)."""
    return Said(singular, plural, n, args)
