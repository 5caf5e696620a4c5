"""The hand review's tricks: each player's name under his card whole ("Player", Japanese's
"プレイヤー"), in every game, four seats and six tricks included, wide and upright."""
from __future__ import annotations

import pygame
import pytest

from game.client.gallery import states as gs
from game.client.scenes.review import ReviewScene
from game.rules import Options

GAMES = (Options(variant="hasenpfeffer"), Options(variant="napoleon"),
         Options(variant="four-handed", target=10, deck=25), Options(variant="three-handed"),
         Options(variant="two-handed", target=10))


def drawn(scene: ReviewScene, size: tuple[int, int]) -> list[tuple[str, pygame.Rect, int]]:
    """Every line the review draws at ``size``, with its place and size."""
    out: list[tuple[str, pygame.Rect, int]] = []
    text = scene.painter.text
    plain = text.draw

    def draw(surface, s, size, *a, **kw):
        r = plain(surface, s, size, *a, **kw)
        out.append((s, r, size))
        return r
    text.draw = draw   # type: ignore[method-assign]
    face = scene._face
    scene.trick_widths = []   # type: ignore[attr-defined]

    def faced(c, width):
        scene.trick_widths.append(width)   # type: ignore[attr-defined]
        return face(c, width)
    scene._face = faced   # type: ignore[method-assign]
    scene.ctx.screen = size
    try:
        scene.draw(pygame.Surface(size))
    finally:
        del text.draw, scene._face
    return out


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("options", GAMES, ids=lambda o: o.variant)
def test_the_default_name_is_shown_whole_under_a_tricks_card(make_app, options, language):
    app = make_app(language=language)
    names = ("You",) + ("Player",) * (options.players - 1)
    s = gs.reach(app.ctx, options, gs.scored, gs.prefer("order", "take", "bid 3", "bid three", "pass", "name H"),
                 names=names)
    scene = ReviewScene(app.ctx, s)
    r = scene.record
    assert r is not None and r.tricks
    player = s.name(1)
    assert player == ("プレイヤー" if language == "ja" else "Player")
    for size, right in (((1280, 720), 1250), ((720, 1280), 700)):
        lines = drawn(scene, size)
        shown = [(words, rect) for words, rect, px in lines if px <= 18 and (words == player or words.endswith("…"))]
        cut = [words for words, _r in shown if words.endswith("…")]
        assert not cut, (size, cut)
        under = [rect for words, rect in shown if words == player]
        assert len(under) >= len(r.tricks)
        rows: dict[int, list[pygame.Rect]] = {}
        for rect in under:
            rows.setdefault(rect.y, []).append(rect)
        for row in rows.values():   # apart from each other, on the screen
            row.sort(key=lambda rect: rect.x)
            assert all(a.right + 4 <= b.x for a, b in zip(row, row[1:])), (size, row)
        card_h = round(min(scene.trick_widths) * 1.4)    # each row's names clear of the next row's cards
        tops = sorted(rows)
        for y, below in zip(tops, tops[1:]):
            assert max(rect.bottom for rect in rows[y]) <= below - 2 - card_h, size
        assert all(rect.right <= right for _w, rect, _px in lines), size
        assert not any(rect.colliderect(scene.back_button()) for rect in under), size   # clear of Back
        assert max(rect.bottom for rect in under) <= size[1], size


@pytest.mark.parametrize("options", GAMES[:3], ids=lambda o: o.variant)
def test_the_reviews_sentences_follow_each_other_as_the_language_writes_them(make_app, options):
    """English puts a space after a sentence, Japanese none after "。"."""
    from game.client.text.words import sentences
    assert sentences(["Ann dealt.", "You bid Nap."]) == "Ann dealt. You bid Nap."
    assert sentences(["Annが配りました。", "ウィドウ：A♣。", "成功。"]) == "Annが配りました。ウィドウ：A♣。成功。"
    for language, joint, apart in (("en", ". ", ".  "), ("ja", "。", "。 ")):
        app = make_app(language=language)
        s = gs.reach(app.ctx, options, gs.scored, gs.prefer("order", "take", "bid 3", "bid three", "pass", "name H"))
        r = ReviewScene(app.ctx, s).record
        assert r is not None
        _title, words = ReviewScene(app.ctx, s).heading(r)
        assert joint in words and apart not in words, words
