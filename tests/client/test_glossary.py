"""One voice per language: each catalog keeps its glossary (``locale/<code>/glossary.json``):
one word for each concept, the register, and the variants that must not be used.

A glossary is data:

    {"language": "mk",
     "register": {"is": "ти: the player is addressed as a friend at the table",
                  "avoid": ["Вие", "Ваш"]},
     "terms": [{"concept": "trick", "english": ["trick", "tricks"], "use": ["трик"],
                "avoid": ["штих"], "why": "the rule text's word; штих is German's"}]}

``english``: words of the message ids (whole words, any case) where the concept stands;
``use``: the catalog's word for it (its stem, as it is inflected); ``avoid``: variants no
translation may use, wherever the English word stands (a term's) or anywhere (the
register's). A Latin or Cyrillic variant is matched as a whole word (its start, so that
an inflected form is caught: "Вие" catches "Вие", not "Виена"); a Japanese one anywhere.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.client.text.catalogs import po_path, translated_languages

LOCALE = Path(__file__).resolve().parents[2] / "locale"


def glossary(code: str) -> dict:
    return json.loads((LOCALE / code / "glossary.json").read_text(encoding="utf-8"))


def entries(code: str) -> list[tuple[str, str]]:
    """(msgid, each translation) of a catalog, plural forms each on their own."""
    from babel.messages.pofile import read_po

    with po_path(code).open("rb") as f:
        cat = read_po(f)
    out = []
    for m in cat:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        strs = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        out += [(ids[0], s) for s in strs if s]
    return out


def _variant(word: str, code: str) -> re.Pattern[str]:
    if code == "ja":
        return re.compile(re.escape(word))
    return re.compile(rf"(?<!\w){re.escape(word)}", re.IGNORECASE if word.islower() else 0)


def _english(words: list[str]) -> re.Pattern[str]:
    return re.compile(r"\b(" + "|".join(re.escape(w) for w in words) + r")\b", re.IGNORECASE)


@pytest.mark.parametrize("code", translated_languages())
def test_each_language_has_its_glossary(code):
    g = glossary(code)
    assert g["language"] == code
    assert g["register"]["is"] and isinstance(g["register"]["avoid"], list)
    concepts = {t["concept"] for t in g["terms"]}
    for needed in ("suit", "trump", "trick", "lead", "follow suit", "deal", "dealer", "maker",
                   "defender", "bid", "contract", "partner", "bower", "going alone", "march",
                   "euchred"):
        assert needed in concepts, f"{code}: the glossary has no term for {needed!r}"
    for t in g["terms"]:
        assert t["english"] and t["use"] and t["why"], (code, t["concept"])
        assert isinstance(t["avoid"], list), (code, t["concept"])


@pytest.mark.parametrize("code", translated_languages())
def test_no_entry_uses_a_variant_its_glossary_rules_out(code):
    g = glossary(code)
    wrong = []
    register = [_variant(w, code) for w in g["register"]["avoid"]]
    for msgid, text in entries(code):
        for pattern in register:
            if pattern.search(text):
                wrong.append(f"the other register ({pattern.pattern}): {msgid!r} -> {text!r}")
        for t in g["terms"]:
            if not t["avoid"] or not _english(t["english"]).search(msgid):
                continue
            for w in t["avoid"]:
                if _variant(w, code).search(text):
                    wrong.append(f"{t['concept']}: {w!r} in {msgid!r} -> {text!r}")
    assert not wrong, f"{code}: {len(wrong)} entries off the glossary:\n" + "\n".join(wrong[:40])
