"""The game in the languages of its players (Indonesian, Macedonian, Finnish, Japanese):
every word on screen comes through the catalog, every catalog says every word, the faces
draw every character, nothing overflows, and the language changes at once.

The gallery's states are the screens: the made-up language of ``text/pseudo.py`` (every
letter accented) shows any word that bypassed the catalog, over every state; the text-fits
and table-geometry checks run every state in Japanese and a share of them in each other
language, wide, small and upright (each state is built anew in the language it is shown in).
"""
from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

import pygame
import pytest

from game.client import ui
from game.client.drawing import fonts as font_module
from game.client.gallery import _entries, is_table, show
from game.client.text import catalogs, pseudo, translate
from game.client.text.translate import LANGUAGES

from .conftest import frames, key
from .test_layout_geometry import check as table_check

TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
WIDE, SMALL, UPRIGHT = (1280, 720), (800, 450), (450, 800)
ROOT = Path(__file__).resolve().parents[2]
# What may show on screen in plain Latin letters, outside the catalog: the gallery's names,
# host and table names, key and button names, room codes.
NOT_WORDS = set("""Ann Bob Cy Dee Ana Ben Player Sam Cleo Dmitri Alice Dave Eli Fay Gus Dana Eve
    Free cards Lab Den table Old laptop Ann's Bob's Enter Esc Start Options Share Create Select View LB RB
    RT ZR LAN Xbox One Controller Joker xx Page Up Down ws wss euchre example org""".split())   # (and an address)


@pytest.fixture(autouse=True)
def english_again():
    yield
    translate.use("en")
    ui.TEXTS = ui.BOXED = None
    font_module.SHOWN = None


# -- the catalogs ----------------------------------------------------------------------------
def test_the_template_holds_every_word_of_the_code():
    """locale/euchre.pot is the code's words as they are now (python -m game.client.text.catalogs
    extract), so a word added to the code and not to the catalogs fails here."""
    made = {(m.context, m.id) for m in catalogs.extract() if m.id}
    kept = {(m.context, m.id) for m in catalogs._read(catalogs.POT) if m.id}
    assert made - kept == set(), "run: python -m game.client.text.catalogs extract && ... update"
    assert kept - made == set()


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_says_every_word(code: str):
    """No word missing, empty or fuzzy; each translation names the parts ({name}...) of its
    English; a plural's forms each give the count where the language uses that form for more
    numbers than one."""
    assert catalogs.problems(code) == []
    cat = catalogs._read(catalogs.po_path(code), code)
    assert len([m for m in cat if m.id]) == len([m for m in catalogs._read(catalogs.POT) if m.id])


def test_a_translation_is_never_another_english_word():
    """A word said twice through the catalog (a label translated, then shown with _()) must not
    become another word: no translation is the English of a different message."""
    ids = {m.id for m in catalogs._read(catalogs.POT) if isinstance(m.id, str)}
    for code in TRANSLATED:
        for m in catalogs._read(catalogs.po_path(code), code):
            if isinstance(m.id, str) and m.string in ids and m.string != m.id:
                translated = translate.catalog(code).gettext(m.string)
                assert translated == m.string, (code, m.id, m.string, translated)


def test_no_module_that_translates_rebinds_the_underscore():
    """``_`` is the catalog: a module that imports it never assigns ``_`` (a throwaway loop
    variable would make ``_("...")`` call an int)."""
    bad = []
    for path in (ROOT / "game").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if not any(isinstance(n, ast.ImportFrom) and any(a.name == "_" for a in n.names) for n in ast.walk(tree)):
            continue
        for n in ast.walk(tree):
            targets = n.targets if isinstance(n, ast.Assign) else \
                [n.target] if isinstance(n, (ast.For, ast.comprehension, ast.AnnAssign)) else []
            bad += [f"{path}:{getattr(n, 'lineno', '?')}" for t in targets for x in ast.walk(t)
                    if isinstance(x, ast.Name) and x.id == "_"]
    assert bad == []


# -- every word through the catalog ------------------------------------------------------------
def test_every_word_shown_comes_through_the_catalog(make_app):
    """Over every gallery state, wide and upright, in the made-up language: a line of text with
    a word of plain letters (not a name, a key or an address) did not come through the catalog,
    or came through words the template does not hold."""
    app = make_app(WIDE)
    translate.use_catalog(pseudo.CODE, pseudo.template())
    bad: dict[str, str] = {}
    for scene, variant, build in _entries():
        font_module.SHOWN = []
        show(app, build)
        for size in (WIDE, UPRIGHT):
            app._resized(size)
            app.step(0.0)
        app._resized(WIDE)
        for line in font_module.SHOWN:
            words = re.findall(r"[A-Za-z0-9']+", line)
            if [w for w in words if w.rstrip("'") not in NOT_WORDS and not re.search(r"\d", w) and len(w) > 1]:
                bad.setdefault(line, f"{scene}-{variant}")
        font_module.SHOWN = None
    assert not bad, "\n".join(f"{where}: {line}" for line, where in bad.items())


# -- nothing overflows -----------------------------------------------------------------------------
def overflows(app, where: str, sizes) -> list[str]:
    """Each visible scene's lines of text at each size: on its surface, clear of one another,
    each label inside its box."""
    out = []
    for size in sizes:
        app._resized(size)
        app.step(0.0)
        for scene in app.stack.visible():
            ui.TEXTS, ui.BOXED = [], []
            scene.draw(app.viewport_for(scene).canvas(app.window))
            texts, boxes = ui.TEXTS, ui.BOXED
            ui.TEXTS = ui.BOXED = None
            at = f"{where} {size[0]}x{size[1]}"
            for words, r, (w, h), _surface in texts:
                if not pygame.Rect(0, 0, w, h).contains(r):
                    out.append(f"{at}: {words!r} {tuple(r)} is off the {w}x{h} screen")
            for words, r, box in boxes:
                if r.w > box.w:
                    out.append(f"{at}: {words!r} is wider ({r.w}) than its box ({box.w})")
            seen = {(tuple(r), surface): words for words, r, _size, surface in texts}
            for ((ra, sa), wa), ((rb, sb), wb) in itertools.combinations(seen.items(), 2):
                clip = pygame.Rect(ra).clip(pygame.Rect(rb))
                if sa == sb and clip.w > 2 and clip.h > 2:
                    out.append(f"{at}: {wa!r} overlaps {wb!r}")
    app._resized(WIDE)
    return out


def share(code: str) -> list:
    """Every state for Japanese; every fourth (a different quarter per language) for the others."""
    entries = _entries()
    if code == "ja":
        return entries
    k = TRANSLATED.index(code)
    return entries[k % 4::4]


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_words_overflow(make_app, code: str):
    """Every line on its screen, clear of the others, and a label in its button, wide, small and
    upright: all the gallery in Japanese, a quarter of it in each other language."""
    app = make_app(WIDE, language=code)
    bad = []
    for scene, variant, build in share(code):
        show(app, build)
        bad += overflows(app, f"{code} {scene}-{variant}", (WIDE, SMALL, UPRIGHT))
    assert not bad, "\n".join(bad)


# Table states checked in every language for the table's own layout (cards, names, labels,
# bubbles, the prompt and buttons, banners, toasts: test_layout_geometry.py's check).
TABLE_STATES = ("bid-round1-four", "bid-round2-two", "taken-up-four", "thrown-in-four", "hand-over-three",
                "maker-three", "bid-defend-four", "hint-bid-two", "trick-alone-four", "lan-away-four")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_table_covers_nothing_in_any_language(make_app, code: str):
    app = make_app(WIDE, language=code)
    bad, seen = [], set()
    for scene, variant, build in _entries():
        name = f"{scene}-{variant}"
        if name not in TABLE_STATES:
            continue
        scenes = build(app.ctx)
        assert is_table(scenes), name
        app.stack.reset(scenes[0])
        for s in scenes[1:]:
            app.stack.push(s)
        bad += table_check(app, f"{code} {name}")
        seen.add(name)
        app.ctx.settings = app.ctx.settings.with_(large_cards=False)
        app._resized(WIDE)
    assert seen == set(TABLE_STATES)
    assert not bad, "\n".join(bad)


# -- the faces ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_character_of_a_catalog_has_a_glyph(code: str):
    """The language's face, or the other family's, draws each character its catalog writes
    (no empty boxes); Macedonian's own letters in its face."""
    regular, bold, _size = font_module.face_of(code)
    faces = [font_module.cmap(font_module.FONT_DIR / name) for name in (regular, bold)]
    other = font_module.JAPANESE if code != "ja" else font_module.LATIN
    fallback = font_module.cmap(font_module.FONT_DIR / other[0])
    text = "".join(m.string if isinstance(m.string, str) else "".join(m.string)
                   for m in catalogs._read(catalogs.po_path(code), code)) if code != "en" else \
        "".join(m.id if isinstance(m.id, str) else "".join(m.id) for m in catalogs._read(catalogs.POT))
    missing = {ch for ch in set(text) if ch.isprintable() and not ch.isspace()
               and not (ord(ch) in faces[0] or ord(ch) in fallback)}
    assert missing == set()
    assert all(ord(ch) in faces[0] and ord(ch) in faces[1] for ch in "ЃЌЅЏЈЉЊѓќѕџјљњÄÖÅäöå") or code == "ja"


def test_the_japanese_faces_and_their_licence_are_shipped():
    """Noto Sans CJK JP cut to the catalogs' characters (plus the kana and the common kanji),
    with its licence; the faces added stay within 6 MB."""
    added = sum((font_module.FONT_DIR / n).stat().st_size for n in (font_module.JA_REGULAR, font_module.JA_BOLD))
    assert 500_000 < added <= 6_000_000
    assert "SIL OPEN FONT LICENSE" in (font_module.FONT_DIR / "LICENSE-Noto-CJK.txt").read_text(encoding="utf-8")
    kana = font_module.cmap(font_module.FONT_DIR / font_module.JA_REGULAR)
    assert all(ord(ch) in kana for ch in "あいうえおアイウエオー切札配")


def test_a_name_in_another_script_is_drawn_with_the_other_face():
    """An English table draws a Japanese name, a Japanese table a Macedonian one: each character
    with a face that has it (the line is as wide as its glyphs, not a row of empty boxes)."""
    pygame.font.init()
    english, japanese = font_module.Fonts(language="en"), font_module.Fonts(language="ja")
    notdef = english.get(22).size("\uffff")[0]
    assert english.get(22).size("あいうえお")[0] > 5 * notdef
    for fonts in (english, japanese):
        img = fonts.render("Ана Љубица さくら", 22, (255, 255, 255))
        assert img.get_width() == fonts.get(22).size("Ана Љубица さくら")[0] > 100


def test_japanese_lines_break_between_characters(make_app):
    """With no spaces to break at, a Japanese line breaks between characters, never before a
    closing mark or after an opening one; English still breaks only between words."""
    app = make_app(language="ja")
    text = "アンが配って9♥をめくりました。これはハートを切り札に提案しています。「オーダー」と言いましょう。"
    lines = ui.wrap(app.ctx.fonts, text, 22, 300)
    assert len(lines) > 2 and "".join(lines) == text
    assert all(app.ctx.fonts.get(22).size(line)[0] <= 300 for line in lines)
    assert not any(line[0] in ui.NO_LINE_START or line[-1] in ui.NO_LINE_END for line in lines)
    assert ui.wrap(app.ctx.fonts, "Order it up to make hearts trump", 22, 200) == \
        ["Order it up to make", "hearts trump"]


# -- the language setting --------------------------------------------------------------------------
def test_the_language_changes_at_once_from_settings(make_app, data_dir: Path):
    """Settings > Language: the next frame speaks it (the title's menu, the fonts), and it is
    kept for the next start."""
    from game.client.scenes.settings import SettingsScene
    app = make_app(language=None)
    app.stack.push(SettingsScene(app.ctx))
    scene = app.stack.top
    for _row in range(scene.index_of("language")):
        key(pygame.K_DOWN)
    frames(app)
    order = list(LANGUAGES)
    while app.ctx.language != "ja":
        key(pygame.K_RIGHT)
        frames(app)
        assert app.ctx.language in order
    assert app.ctx.fonts.language == "ja" and translate.current() == "ja"
    font_module.SHOWN = []
    frames(app)
    assert "言語（Language）" in font_module.SHOWN and "設定" in font_module.SHOWN
    key(pygame.K_ESCAPE)
    font_module.SHOWN = []
    frames(app)
    assert "新しいゲーム" in font_module.SHOWN   # the title screen beneath, in Japanese at once
    again = make_app(language=None)
    assert again.ctx.settings.language == "ja" and again.ctx.language == "ja"


def test_the_system_language_is_the_default(make_app, monkeypatch):
    assert translate.system_language({"LANG": "fi_FI.UTF-8"}) == "fi"
    assert translate.system_language({"LANGUAGE": "xx:mk", "LANG": "en_US.UTF-8"}) == "mk"
    assert translate.system_language({"LC_ALL": "C", "LANG": "ja_JP.UTF-8"}) == "en"
    assert translate.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    monkeypatch.setenv("LANGUAGE", "id")
    app = make_app(language=None)
    assert app.ctx.language == "id" and app.ctx.settings.language == ""


def test_lang_on_the_command_line_renders_the_gallery_in_it(tmp_path: Path):
    from game import cli
    assert cli.main(["--gallery", str(tmp_path), "--lang", "mk", "--gallery-only", "title-any",
                     "--gallery-sizes", "800x450"]) == 0
    assert (tmp_path / "title-any-800x450.png").exists()
    assert translate.current() == "mk"


def test_the_onscreen_keyboard_offers_the_letters_of_the_language():
    from game.client.text.keyboard_layouts import layers_for
    assert "".join(layers_for("mk")[0].rows).count("ѓ") == 1 and "љ" in layers_for("mk")[0].rows[1]
    assert layers_for("ja")[0].key == "hiragana" and "カ" in "".join(layers_for("ja")[2].rows)
    assert "ä" in "".join(layers_for("fi")[0].rows)
    assert layers_for("en")[0].key == "letters" and any(layer.key == "letters" for layer in layers_for("ja"))


# -- words made elsewhere ----------------------------------------------------------------------------
def test_a_hosts_words_are_said_in_the_players_language():
    """A LAN host's words come as words (their message id and parts, protocol 8): the client
    says them in its own language, parts too (an engine's reason as the host's refusal)."""
    from game.client.text.words import sentence as as_sentence
    from game.rules.said import said
    from game.umpire import sentence
    from net import messages as M

    def over_the_wire(words: str) -> str:
        return M.check_from_host(M.closed(words))["message"]

    translate.use("fi")
    assert translate.tr(over_the_wire(said("{name} took seat {seat}.", name="Ann", seat=2))) == "Ann otti paikan 2."
    refused = translate.tr(over_the_wire(said(
        "The host at {address} refused to seat you: {why}", address="10.0.0.7:47100",
        why=said("Wrong room code: ask the host for the code shown on their screen and try again."))))
    assert refused.startswith("Isäntä osoitteessa 10.0.0.7:47100 ei antanut") and "Väärä huonekoodi" in refused
    reason = sentence(said("must follow {suit}: you hold {held}", suit=said("hearts"), held="9♥, K♥"))
    assert as_sentence(over_the_wire(reason)) == "Sinun on tunnustettava maata hertta: sinulla on 9♥, K♥."
    assert translate.tr(over_the_wire(said("computer ({level})", level=said("hard")))) == "tietokone (vaikea)"
    assert translate.tr("Ann") == "Ann"


def test_hint_reasons_are_said_part_by_part():
    """A computer player's reason, built from parts in English, in Japanese."""
    from game.ai import make_player
    from game.client.text.words import hint_line
    from game.rules import Options, new_match
    translate.use("ja")
    m = new_match(Options(variant="two-handed"), 5)
    v = m.view(m.to_act)
    move, reason = make_player("normal", 1).hint(v)
    line = hint_line(move, reason, v.seat, v.dealer, "two-handed", v.turned_down_suit, v.trump)
    assert line.startswith("ヒント：") and not re.search(r"[a-z]{3,}", line), line


def test_japanese_lines_leave_no_character_alone(make_app):
    """A Japanese line never ends the text with a character or two left alone ("ク" of
    "トリック", "了。" of "終了。") where the break can come earlier, a word of katakana
    is never split nor a number from its counter ("2トリック"), and no line is wider than the
    room, at any width."""
    app = make_app(language="ja")
    fonts = app.ctx.fonts
    texts = ("最高ビッド：Bob、2トリック", "Bobがトリックを取りました：ミゼール失敗、この手は終了。",
             "他の人が1トリックを取りました：あなたのナポレオンは達成できず、この手は終了。")
    for text in texts:
        for width in range(100, fonts.get(20).size(text)[0] + 20, 3):
            lines = ui.wrap(fonts, text, 20, width)
            assert "".join(lines) == text
            assert all(fonts.get(20).size(line)[0] <= width for line in lines), (text, width, lines)
            assert len(lines) == 1 or len(lines[-1]) >= 3, (text, width, lines)
            assert not any(line.startswith(("ク", "ック", "リック")) for line in lines), (text, width, lines)
    assert ui.wrap(fonts, "最高ビッド：Bob、2トリック", 20, 240) == ["最高ビッド：Bob、", "2トリック"]
    assert ui.wrap(fonts, "ディールは終了。", 20, 140) == ["ディールは", "終了。"]
    # a word too long for the room is not split, in Japanese as in English: it has a line of its own
    assert ui.wrap(fonts, "トリック", 20, 50) == ["トリック"]
    assert ui.wrap(fonts, "Hasenpfeffer", 20, 50) == ["Hasenpfeffer"]
