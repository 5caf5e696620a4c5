"""Keeping the catalogs (Babel): take the words out of the code, bring each language's catalog
up to date with them, compile, and check that every language says every word.

    python -m game.client.text.catalogs extract    # the code -> locale/euchre.pot
    python -m game.client.text.catalogs update     # euchre.pot -> locale/<code>/LC_MESSAGES/euchre.po
    python -m game.client.text.catalogs compile    # each .po -> its .mo (optional: the game
                                                   # compiles a .po at start-up when no .mo is newer)
    python -m game.client.text.catalogs check      # exit 1 naming every word missing or untranslated
                                                   # (and the template, when it lags the code)
    python -m game.client.text.catalogs fonts REGULAR BOLD   # the Japanese subsets (fontTools)

The words are every ``_("...")``, ``ngettext``, ``N_("...")``, ``said("...")``, ``said_p`` and ``said_n``
in ``game/`` and ``net/`` (``babel.cfg``). Message ids are English; a translation keeps the
``{parts}`` of its id, in its own order.
"""
from __future__ import annotations

import string
import sys
from pathlib import Path
from typing import Iterable

from .translate import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE, compile_po

ROOT = LOCALE_DIR.parent
POT = LOCALE_DIR / f"{DOMAIN}.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "said": None, "said_n": (1, 2),
            "said_p": ((1, "c"), 2)}
PROJECT = "Euchre"
HEADER = ("# The words of Euchre (English, the source), taken from the code by\n"
          "# python -m game.client.text.catalogs extract: edit the code, not this file.")
UNKEPT = ("POT-Creation-Date", "PO-Revision-Date", "Generated-By")   # header lines that change every run


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def translated_languages() -> tuple[str, ...]:
    return tuple(code for code in LANGUAGES if code != SOURCE)


def extract():
    """The catalog of every word in the code (a Babel ``Catalog``), as ``babel.cfg`` says."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    cat = Catalog(project=PROJECT, version="1", msgid_bugs_address="", charset="utf-8",
                  fuzzy=False, header_comment=HEADER)
    for folder in ("game", "net"):
        found = extract_from_dir(ROOT / folder, [("**.py", "python")], keywords=KEYWORDS,
                                 comment_tags=("Translators:",), strip_comment_tags=True)
        for filename, _lineno, message, comments, context in found:
            where = f"{folder}/{filename}"
            cat.add(message, None, [(where, 0)], auto_comments=comments, context=context)
    return cat


def _write(cat, path: Path) -> None:
    import io

    from babel.messages.pofile import write_po
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, cat, width=100, sort_output=False, include_lineno=False,
             omit_header=False, ignore_obsolete=True, include_previous=False)
    lines = out.getvalue().decode("utf-8").splitlines(keepends=True)
    path.write_text("".join(line for line in lines if not line.startswith(tuple(f'"{k}:' for k in UNKEPT))),
                    encoding="utf-8")


def _read(path: Path, locale: str | None = None):
    from babel.messages.pofile import read_po
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def write_template() -> int:
    cat = extract()
    _write(cat, POT)
    return len(cat)


def update(codes: Iterable[str] = ()) -> None:
    """Bring each language's catalog in step with the template: new ids added untranslated,
    ids gone removed (never guessed: no fuzzy entries)."""
    from babel.messages.catalog import Catalog
    template = _read(POT)
    for code in codes or translated_languages():
        path = po_path(code)
        if path.exists():
            cat = _read(path, code)
        else:
            cat = Catalog(locale=code, domain=DOMAIN, project=PROJECT, version="1",
                          msgid_bugs_address="", fuzzy=False)
        cat.update(template, no_fuzzy_matching=True, update_header_comment=False)
        cat.obsolete.clear()
        cat.fuzzy = False
        _write(cat, path)


def compile_all() -> list[Path]:
    out = []
    for code in translated_languages():
        po = po_path(code)
        if po.exists():
            mo = po.with_suffix(".mo")
            mo.write_bytes(compile_po(po))
            out.append(mo)
    return out


def fields(text: str) -> set[str]:
    """The ``{parts}`` a message names."""
    try:
        return {f for _l, f, _s, _c in string.Formatter().parse(text) if f is not None}
    except ValueError:
        return {"<not a pattern>"}


def stale_template() -> list[str]:
    """How ``euchre.pot`` differs from the words in the code now (run ``extract``, then ``update``)."""
    made = {(m.context, m.id) for m in extract() if m.id}
    kept = {(m.context, m.id) for m in _read(POT) if m.id}
    return [f"template: the code has {m[1]!r}, run extract and update" for m in sorted(made - kept, key=str)] + \
        [f"template: the code no longer has {m[1]!r}, run extract and update" for m in sorted(kept - made, key=str)]


def problems(code: str, ids: set | None = None) -> list[str]:
    """What ``code``'s catalog lacks: an id of the template it has not, an empty or fuzzy
    translation, or one that names other ``{parts}`` than its id."""
    path = po_path(code)
    if not path.exists():
        return [f"{code}: no catalog at {path}"]
    cat = _read(path, code)
    out = []
    if ids is None:
        ids = {m.id for m in _read(POT) if m.id}
    have = {m.id for m in cat if m.id}
    import gettext
    plural = gettext.c2py(cat.plural_expr)
    forms = [plural(n) for n in range(201)]
    only_one = {f for f in set(forms) if [n for n in range(201) if forms[n] == f] == [1]}
    for missing in sorted(ids - have, key=str):
        out.append(f"{code}: missing {missing!r}")
    for m in cat:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        english = m.id if isinstance(m.id, tuple) else (m.id,)
        if m.fuzzy:
            out.append(f"{code}: fuzzy {m.id!r}")
        if not all(strings):
            out.append(f"{code}: untranslated {m.id!r}")
            continue
        want = set().union(*(fields(e) for e in english))
        for form, s in enumerate(strings):
            got = fields(s)
            # a plural's one-form may leave out {count} ("a trick"), unless the language uses
            # it for other numbers too (Macedonian 21, Japanese every number); no other part
            # may go missing
            may_drop = {"count"} if isinstance(m.id, tuple) and form in only_one else set()
            if got - want or (want - got - may_drop):
                out.append(f"{code}: parts {sorted(got)} for {sorted(want)} in {m.id!r}")
    return out


# The Japanese face: Noto Sans CJK JP (a .otf, or the .ttc of Debian's fonts-noto-cjk, face
# "Noto Sans CJK JP"), cut down to what the game writes: every character of the Japanese
# catalog, and as a margin for names and new words the kana, the JIS level 1 kanji (the 2,965
# in common use), CJK punctuation, full-width forms, ASCII and Latin-1.
JA_FACE = "Noto Sans CJK JP"
# Its line height made DejaVu Sans's (1.164 em) at the 0.94 size the game draws it at: room
# for kanji (0.88 em up, 0.12 down) and Latin accents and descenders, none clipped.
JA_ASCENT, JA_DESCENT = 1000, -240


def jis_level1() -> str:
    out = []
    for row in range(16, 48):
        for cell in range(1, 95):
            try:
                out.append(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


def japanese_characters() -> set[str]:
    chars = set(jis_level1())
    for lo, hi in ((0x20, 0x7F), (0xA0, 0x100), (0x3000, 0x3100), (0xFF00, 0xFFEF)):
        chars |= set(map(chr, range(lo, hi)))
    chars |= set("♣♦♥♠…—–·→←↑↓“”‘’•×")
    cat = _read(po_path("ja"), "ja")
    for m in cat:
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            chars |= set(text or "")
    for m in _read(POT):
        for text in (m.id if isinstance(m.id, tuple) else (m.id,)):
            chars |= set(text or "")
    return {c for c in chars if c.isprintable()}


def subset_japanese(regular: Path, bold: Path, out_dir: Path) -> list[Path]:
    """Write the Japanese subsets (``NotoSansJP-Regular.otf``, ``-Bold.otf``) into ``out_dir``."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    from ..drawing.fonts import JA_BOLD, JA_REGULAR
    unicodes = sorted(ord(c) for c in japanese_characters())
    written = []
    for source, name in ((regular, JA_REGULAR), (bold, JA_BOLD)):
        if source.suffix.lower() == ".ttc":
            font = next(f for f in TTCollection(str(source)).fonts
                        if f["name"].getDebugName(1) == JA_FACE)
        else:
            font = TTFont(str(source))
        options = subset.Options()
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.drop_tables += ["vhea", "vmtx", "VORG"]   # no vertical writing here
        cutter = subset.Subsetter(options)
        cutter.populate(unicodes=unicodes)
        cutter.subset(font)
        hhea, os2 = font["hhea"], font["OS/2"]
        hhea.ascent, hhea.descent, hhea.lineGap = JA_ASCENT, JA_DESCENT, 0
        os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = JA_ASCENT, JA_DESCENT, 0
        os2.usWinAscent, os2.usWinDescent = JA_ASCENT, -JA_DESCENT
        path = out_dir / name
        font.save(str(path))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    what = args[0] if args else "check"
    if what == "extract":
        print(f"{write_template()} messages in {POT.relative_to(ROOT)}")
    elif what == "update":
        update(args[1:])
    elif what == "compile":
        for p in compile_all():
            print(p.relative_to(ROOT))
    elif what == "fonts" and len(args) == 3:
        from ..drawing.fonts import FONT_DIR
        for p in subset_japanese(Path(args[1]), Path(args[2]), FONT_DIR):
            print(f"{p.relative_to(ROOT)}: {p.stat().st_size:,} bytes")
    elif what == "check":
        bad = stale_template() + [p for code in translated_languages() for p in problems(code)]
        print("\n".join(bad) or "every language says every word")
        return 1 if bad else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
