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

from typing import Any, Callable


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

    # Pickled as what it is (a simulation's job may carry one).
    def __reduce__(self) -> tuple[Callable[..., Said], tuple[object, ...]]:
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


# -- words on the wire ----------------------------------------------------------------------
# A table's words cross the network as what they were made of, so that every client says them
# in its own language: the message id, its parts (each a number, a text that is not
# translated, such as a name, or words of their own), the plural and its count, the context,
# and the English ``text`` for a client whose catalogs lack the id. docs/PROTOCOL.md, "Words".
WIRE_KEYS = frozenset({"id", "text", "args", "plural", "n", "ctx"})
WIRE_DEPTH = 4      # words within words, at most
WIRE_ARGS = 8       # parts of one pattern, at most
WIRE_TEXT = 400     # characters of one id, text or part, at most


def words_to_wire(words: str) -> dict[str, Any] | None:
    """``words`` as plain values for the wire (None for no words). Text that is not a
    ``Said`` goes as an id of its own: a client says it as its catalog has it, or as it is."""
    if not words:
        return None
    return _wired(words, 0)


def _wired(words: str, depth: int) -> dict[str, Any]:
    if not isinstance(words, Said):
        text = str(words)[:WIRE_TEXT]
        return {"id": text, "text": text, "args": {}, "plural": None, "n": None, "ctx": None}
    args: dict[str, Any] = {}
    for k, v in list(words.args.items())[:WIRE_ARGS]:
        if isinstance(v, Said) and depth + 1 < WIRE_DEPTH:
            args[k] = _wired(v, depth + 1)
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            args[k] = v
        else:
            args[k] = str(v)[:WIRE_TEXT]
    return {"id": words.msgid[:WIRE_TEXT], "text": str(words)[:WIRE_TEXT], "args": args,
            "plural": words.plural[:WIRE_TEXT] if words.plural is not None else None,
            "n": words.n, "ctx": words.context[:WIRE_TEXT] if words.context is not None else None}


def wire_words_ok(x: Any, depth: int = 0) -> bool:
    """Whether ``x`` is words as ``words_to_wire`` makes them (nil, or a map of its shape
    within its caps): the check of every message field that carries words."""
    if x is None and depth == 0:
        return True
    if not (isinstance(x, dict) and set(x) == WIRE_KEYS and depth < WIRE_DEPTH):
        return False
    texts = (x["id"], x["text"])
    if not all(isinstance(t, str) and len(t) <= WIRE_TEXT for t in texts):
        return False
    if x["plural"] is not None and not (isinstance(x["plural"], str) and len(x["plural"]) <= WIRE_TEXT):
        return False
    if x["ctx"] is not None and not (isinstance(x["ctx"], str) and len(x["ctx"]) <= WIRE_TEXT):
        return False
    if x["n"] is not None and not (isinstance(x["n"], int) and not isinstance(x["n"], bool)
                                   and abs(x["n"]) < 2**31):
        return False
    args = x["args"]
    if not (isinstance(args, dict) and len(args) <= WIRE_ARGS):
        return False
    for k, v in args.items():
        if not (isinstance(k, str) and k.isidentifier() and len(k) <= 40):
            return False
        if isinstance(v, dict):
            if not wire_words_ok(v, depth + 1):
                return False
        elif isinstance(v, str):
            if len(v) > WIRE_TEXT:
                return False
        elif not (isinstance(v, (int, float)) and not isinstance(v, bool)):
            return False
    return True


def words_from_wire(x: dict[str, Any] | None) -> str:
    """The words ``words_to_wire`` gave (checked by ``wire_words_ok``), as a ``Said`` with
    the sender's English text: "" for none."""
    if x is None:
        return ""
    args = {k: words_from_wire(v) if isinstance(v, dict) else v for k, v in x["args"].items()}
    return _rebuilt(x["text"], x["id"], x["plural"], x["n"], args, x["ctx"])
