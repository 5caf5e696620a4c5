"""Names that fit: a long name (32 letters from a LAN host, 16 wide ones typed here) is cut
short with an ellipsis where it is shown, never drawn past its box or off the screen: the
match-over headline and columns, the table's info panel, the couch seats, the lobby's host."""
from __future__ import annotations

import pygame

from game.client.gallery import states as gs
from game.rules import Options

from .conftest import frames, key

HOST_GIVEN = "M" * 32          # as long as a LAN host lets a name be
TYPED = "W" * 16               # as long (and wide) as a name typed here
NAMES = (HOST_GIVEN, TYPED, "Computer (normal)", "Wolfgang Amadeus")


def recording(monkeypatch, obj, attr: str = "draw") -> list[tuple[str, pygame.Rect]]:
    """Every line of text drawn through ``obj.attr`` (a TextCache's draw, or ``ui.text``), with its rect."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = getattr(obj, attr)

    def draw(*args, **kw):
        r = real(*args, **kw)
        drawn.append((args[1] if attr == "draw" else args[2], r))
        return r
    monkeypatch.setattr(obj, attr, draw)
    return drawn


def test_the_match_over_headline_and_columns_fit_long_names(make_app, monkeypatch):
    from game.client.scenes.match_over import MatchOverScene

    app = make_app()
    o = Options(variant="four-handed", target=5)
    session = gs.reach(app.ctx, o, gs.over, gs.prefer("order", "take"), seeds=range(1, 6), max_hands=None,
                       names=NAMES, couch=True)
    app.stack.reset(MatchOverScene(app.ctx, session))
    frames(app)
    drawn = recording(monkeypatch, session.painter.text)
    app.render()
    screen = pygame.Rect(0, 0, 1280, 720)
    lines = {s: r for s, r in drawn}
    assert any(s.endswith("win the match!") for s in lines), sorted(lines)
    off = [(s, tuple(r)) for s, r in drawn if not screen.contains(r)]
    assert not off, off
    head = next(s for s in lines if s.endswith("win the match!"))
    assert "…" in head and " & " in head      # both partners named, each cut short
    for col in (330, 710):                    # the two columns stay apart
        texts = [(s, r) for s, r in drawn if r.x == col and r.y == 120]
        assert texts and all(r.right < col + 360 for _s, r in texts), texts
    key(pygame.K_DOWN)   # the menu still answers: Title screen
    key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top.name == "title"


def test_the_info_panel_cuts_a_long_name_short_instead_of_clipping_it(make_app, monkeypatch):
    """Four-handed, defend alone on: the person here (a 32-letter name the host gave) defends
    alone; the panel's rows all stay inside the panel, wide and upright."""
    from game.client.gallery.more import DEFEND
    from game.client.scenes.trick import TrickScene

    app = make_app()

    def lone_defence(s) -> bool:
        b = s.board
        return s.my_turn and b.phase == "play" and b.lone_defender == b.me

    session = gs.reach(app.ctx, DEFEND, lone_defence, gs.prefer("defend alone", "pass"), seeds=range(1, 80),
                       max_hands=6, names=NAMES)
    app.stack.reset(TrickScene(app.ctx, session))
    drawn = recording(monkeypatch, session.painter.text)
    for window in ((1280, 720), (450, 800)):
        app._resized(window)
        app.step(0.0)
        drawn.clear()
        app.render()
        box = next(r for kind, r in session.painter.drawn if kind == "info")
        inside = [(s, r) for s, r in drawn if box.collidepoint(r.topleft)]
        assert any(s.startswith("Defending alone") or s.startswith("MMM") for s, _r in inside), inside
        clipped = [(s, tuple(r), tuple(box)) for s, r in inside if not box.contains(r)]
        assert not clipped, (window, clipped)


def test_couch_seats_and_the_hosting_panel_fit_long_names(make_app, monkeypatch):
    from game.client import ui
    from game.client.scenes.join import JoinScene
    from game.client.scenes.lobby import HOSTING, LobbyScene

    app = make_app()
    join = JoinScene(app.ctx, {0: TYPED, 1: "Ann"}, lambda b: None)
    app.stack.reset(join)
    frames(app)
    drawn = recording(monkeypatch, ui, "text")
    app.render()
    for i in range(2):
        r = join.seat_rect(i)
        names = [(s, rect) for s, rect in drawn if rect.y == r.y + 26 and rect.centerx == r.centerx]
        assert names and all(r.contains(rect) for _s, rect in names), (r, names)
    lobby = LobbyScene(app.ctx, listen=False)
    lobby.variant = "two-handed"
    lobby.host, lobby.mode = gs.ShownHost(["Player", HOST_GIVEN], away={1: 100.0}), HOSTING
    app.stack.push(lobby)
    frames(app)
    drawn.clear()
    app.render()
    seats = [s for s, rect in drawn if s.startswith("Seat ")]
    assert seats[0] == "Seat 1 (you): Player" and seats[1].startswith("Seat 2 (opponent): MMM")
    assert seats[1].endswith(": reconnecting, 1:40 left") and "…" in seats[1]
    box = pygame.Rect(0, 0, 1000, 560)
    box.center = (640, 400)
    assert all(box.contains(rect) for s, rect in drawn if s.startswith("Seat "))
