"""Railroad Euchre over LAN on real loopback sockets, as a joiner's screen shows it: the
joiner (seat 1) joins by address with real key presses and plays a whole match; when his lone
partner calls for his best card he chooses it on his screen. Whatever the joiner's views and
screen hold, never a card of an exchange he took no part in (the engine's wire test checks the
bytes of random matches: tests/net/test_no_cheating.py)."""
from __future__ import annotations

from game.ai import LEVELS
from game.client.scenes.lobby import LobbyScene
from game.client.table.match_session import MatchSession
from game.rules import Match, Options
from net.host import Host, HostLimits
from net.seats import parse_seats

from .test_lobby import join_by_address, lobby_app, patient_play, run_until
from .test_match_play import fast_settings

JOINER = 1   # his partner, seat 3, is the normal computer level, which calls when alone


def railroad_host(seed: int) -> Host:
    seats = parse_seats("bot:normal,remote,bot:normal,bot:normal", 4, LEVELS, "random")
    return Host(Options(variant="railroad", target=5), seats, bind="127.0.0.1", port=0, room=None,
                seed=seed, limits=HostLimits(heartbeat=0.5)).start()


def deal_of(m) -> tuple[int, int]:
    """Which deal a match or a view is at, once trump is made (one deal a hand gets that far)."""
    return (m.hand_number if hasattr(m, "hand_number") and not isinstance(m, Match)
            else m.hands_scored + 1, m.upcard)


def exchanges(record: dict) -> list[dict]:
    """Every exchange of the match, replayed from the host's record: who gave, who was alone,
    the card passed and the card discarded."""
    m = Match(Options.from_dict(record["options"]), record["seed"],
              seating=tuple(record["seating"]) if "seating" in record else None)
    out = []
    for action in record["actions"]:
        for ev in m.apply(action):
            if ev["type"] == "best_discard":
                lone = ev["seat"]
                giver = m.partner(lone)
                out.append({"lone": lone, "giver": giver, "passed": m.best_passed[giver],
                            "discarded": m.best_discards[lone], "deal": deal_of(m)})
    return out


def test_a_joiner_passes_his_best_card_over_lan_and_sees_no_other_exchange(make_app, data_dir, monkeypatch):
    fast_settings(data_dir)
    host = railroad_host(seed=4)
    app, lobby = lobby_app(make_app)
    seen: list = []     # every view the joiner's screen was given
    shown: list = []    # every card the joiner's board held, at each frame
    try:
        join_by_address(app, host.port)
        run_until(app, lambda: not isinstance(app.stack.top, LobbyScene), "the table")
        session: MatchSession = app.stack.top.session
        assert session.board.me == JOINER
        take = session._take

        def taking(u) -> None:
            seen.extend(u.views.values())
            take(u)
        session._take = taking   # type: ignore[method-assign]
        step = app.step

        def stepping(dt: float) -> None:
            step(dt)
            b = session.board
            if b.trump >= 0:
                shown.append(((b.hand_number, b.upcard), set(b.hand) | {c for _, c in b.trick} | {
                    c for c in (b.best_passed, b.best_received, b.best_discard) if c is not None}))
            cur = session.timeline.current
            for f in (cur.flights if cur is not None and cur.callout and cur.callout[0] is None
                      and "face down" in cur.callout[1] else ()):
                assert f.card is None    # an exchange's card crosses the table as a back
        app.step = stepping   # type: ignore[method-assign]
        over = patient_play(monkeypatch)(app, [])
        assert over.session is session
        record = host.record()
    finally:
        host.close()
    done = exchanges(record)
    mine = [x for x in done if x["giver"] == JOINER]
    others = [x for x in done if JOINER not in (x["giver"], x["lone"])]
    assert mine, "the joiner's partner never called for his best card"
    assert others, "no other exchange to keep from the joiner"
    assert any("give " in a for a in record["actions"])
    # the joiner saw his own card passed, and nothing of the lone player's discard
    assert {v.best_passed for v in seen if v.best_passed is not None} <= {x["passed"] for x in mine}
    assert {x["passed"] for x in mine} <= {v.best_passed for v in seen}
    assert all(v.best_received is None and v.best_discard is None for v in seen
               if JOINER not in {x["lone"] for x in done})
    hidden = {x["deal"]: x["discarded"] for x in done if x["lone"] != JOINER}   # never played: never shown
    assert not any(hidden.get(deal) in cards for deal, cards in shown)
    for v in seen:
        if v.trump >= 0:
            assert hidden.get(deal_of(v)) not in (set(v.hand) | {c for _, c in v.trick}
                                                  | {c for _, t in v.tricks for _, c in t})
