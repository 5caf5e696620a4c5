"""Line breaking keeps every word whole: a word of Latin or Cyrillic letters, and in Japanese a
word of katakana (with its long vowel mark ー) and a run of Latin letters or digits, in the
games' names and titles at any width, and in the Rules screen's tabs as they are drawn."""
from __future__ import annotations

import pygame
import pytest

from game.client import ui
from game.client.drawing import theme
from game.client.gallery import _rules_tab, show
from game.client.scenes.rules import TAB_EVEN_LEAST, TAB_GAP, TAB_PAD, TABS
from game.client.text import translate
from game.client.text.translate import LANGUAGES
from game.rules import GAMES


@pytest.fixture(autouse=True)
def english_again():
    yield
    translate.use("en")
    ui.TEXTS = None


def split_words(text: str, lines: list[str]) -> list[str]:
    """Where ``lines`` (``text`` wrapped) break other than at a space or, in Japanese, between
    two characters a line may break between: inside a word (of Latin or Cyrillic letters, of
    katakana, a run of Latin letters or digits), a number from its counter, a closing mark first
    on a line or an opening one last; each as "before|after"."""
    bad, at = [], 0
    for a, b in zip(lines, lines[1:]):
        at = text.index(a, at) + len(a)
        if text[at] == " ":
            continue
        prev, ch = text[at - 1], text[at]
        if not (ui.is_cjk(prev) or ui.is_cjk(ch)) or ui.is_katakana(prev) and ui.is_katakana(ch) \
                or prev.isdigit() or ch in ui.NO_LINE_START or prev in ui.NO_LINE_END:
            bad.append(f"{a}|{b}")
    return bad


def narrow_widths(fonts, text: str, size: int, bold: bool) -> range:
    return range(30, fonts.get(size, bold).size(text)[0] + 10, 5)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_game_name_is_split_inside_a_word(make_app, code: str):
    """Each game's name and title, as a heading and as a line of body text, wrapped at every
    width from one too narrow for any word to one that holds it all: whole words on each line,
    the same words in the same order, and no closing mark first on a line."""
    app = make_app(language=code)
    fonts = app.ctx.fonts
    bad = []
    for g in GAMES:
        for text in {translate._(g.name), translate._(g.title)}:
            for size, bold in ((theme.SIZE_H2, True), (theme.SIZE_BODY, False), (theme.SIZE_SMALL, True)):
                for width in narrow_widths(fonts, text, size, bold):
                    lines = ui.wrap(fonts, text, size, width, bold)
                    assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (text, width, lines)
                    bad += [f"{text!r} at {size}px in {width}: {where}"
                            for where in split_words(text, lines)]
    assert not bad, "\n".join(sorted(set(bad)))


def test_japanese_keeps_a_word_of_katakana_whole(make_app):
    """Kana and kanji break between characters, but not inside a word of katakana however long,
    nor after the middle dot's word before it, nor inside a run of Latin letters or digits."""
    app = make_app(language="ja")
    fonts = app.ctx.fonts
    assert ui.wrap(fonts, "ハーゼンプフェッファー", 20, 100) == ["ハーゼンプフェッファー"]
    assert ui.wrap(fonts, "レイルロード・ユーカー", 20, 150) == ["レイルロード・", "ユーカー"]
    assert ui.wrap(fonts, "ハーゼンプフェッファーのルール", 20, 240) == ["ハーゼンプフェッファーの", "ルール"]
    hint = "左/右 ゲーム・上/下、ホイール、Page Up/Down スクロール"
    for width in range(40, 400, 7):
        lines = ui.wrap(fonts, hint, 20, width)
        assert not split_words(hint, lines), (width, lines)
    assert split_words("ハーゼンプフェッファー", ["ハーゼンプ", "フェッファー"])   # (what the check finds)
    assert split_words("Hasenpfeffer", ["Hasen", "pfeffer"]) and not split_words("a b", ["a", "b"])


@pytest.mark.parametrize("code", ["ja", "fi", "mk", "id", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (720, 1280)])
def test_the_rules_tabs_keep_each_word_whole(make_app, code: str, size: tuple[int, int]):
    """The Rules screen as the gallery shows it: each tab's name drawn whole words to a line
    (one or two lines), inside its tab, the tabs apart and within the page."""
    app = make_app(size, language=code)
    scenes = show(app, _rules_tab("hasenpfeffer"))
    rules = scenes[-1]
    app.step(0.0)
    ui.TEXTS = []
    rules.draw(app.viewport_for(rules).canvas(app.window))
    drawn, ui.TEXTS = ui.TEXTS, None
    rects = rules.tab_rects()
    assert all(a.right + TAB_GAP == b.left for a, b in zip(list(rects.values()), list(rects.values())[1:]))
    assert rects[next(iter(TABS))].left >= 140 and list(rects.values())[-1].right <= 1140
    for key, r in rects.items():
        name = translate._(TABS[key].name)
        lines = [words for words, at, _size, _surface in drawn if r.contains(at)]
        assert 1 <= len(lines) <= 2 and "".join(lines).replace(" ", "") == name.replace(" ", ""), (key, lines)
        assert not split_words(name, lines), (code, key, lines)
        assert all(at.w <= r.w - 2 * TAB_PAD for words, at, _s, _f in drawn if r.contains(at)), (key, lines)
    assert rules.tab_size() >= TAB_EVEN_LEAST, (code, rules.tab_size())   # (not shrunk to fit one long word)


def test_tabs_of_one_width_where_every_name_fits(make_app):
    """English (and any language whose names fit at a good size) keeps tabs of one width."""
    app = make_app()
    rules = show(app, _rules_tab("two-handed"))[-1]
    widths = {r.w for r in rules.tab_rects().values()}
    assert len(widths) == 1
    assert pygame.Rect(rules.tab_rects()["two-handed"]).x == 140


@pytest.mark.parametrize("code", ["id", "mk", "fi", "ja"])
def test_the_score_screen_cuts_no_word(make_app, monkeypatch, code: str):
    """Every game's score screen as the gallery shows it: its title and each column's words
    (a longer word a little smaller) whole and inside the panel, not cut short with "…"."""
    from game.client.gallery import _entries
    from game.client.scenes.score import ScoreScene
    from game.client.table.table_painter import TextCache
    drawn: list[tuple[str, pygame.Rect]] = []
    draw_text = TextCache.draw

    def noted(self, surface, s, *args, **kw) -> pygame.Rect:
        r = draw_text(self, surface, s, *args, **kw)
        drawn.append((s, r))
        return r
    monkeypatch.setattr(TextCache, "draw", noted)
    app = make_app(language=code)
    bad = []
    for scene, variant, build in _entries():
        if not scene.startswith("score"):
            continue
        score = show(app, build)[-1]
        assert isinstance(score, ScoreScene)
        app.step(0.0)
        drawn.clear()
        score.draw(app.viewport_for(score).canvas(app.window))
        panel = score.panel
        bad += [f"{scene}-{variant}: {words!r}" for words, at in drawn
                if panel.colliderect(at) and ("…" in words or at.left < panel.left + 10 or at.right > panel.right - 10)]
    assert not bad, "\n".join(bad)
