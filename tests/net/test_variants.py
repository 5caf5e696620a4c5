"""Three-handed and the house rules over real sockets on 127.0.0.1: whole matches, the host's
options reaching every joiner, and a peer of the older protocol refused with a clear message."""
from __future__ import annotations

import random
import socket
import threading

from game.rules import Match, Options, stack
from net import messages as M
from net.client import RemoteTable
from net.framing import FrameDecoder, encode
from net.headless import SeatBot
from net.host import Host
from net.seats import parse_seats

from .helpers import LOOP, BotSeat, RawClient, fast_limits, play_out, start_host, wait_until


def events_of(seat: BotSeat, kind: str) -> list[dict]:
    return [e for u in seat.updates for e in u.events if e.get("type") == kind]


def test_a_three_handed_match_with_two_joiners_plays_to_the_end():
    host = start_host("three-handed", "remote,remote,bot:random", room="TR3E", no_ace_no_face=True)
    try:
        seats = [BotSeat(RemoteTable(LOOP, host.port, f"p{i}", room="tr3e"), seed=i) for i in range(2)]
        play_out(seats)
        assert host.wait_over(10)
        final = host.final_scores()
        assert len(final) == 3 and max(final) >= host.options.target
        assert final.count(max(final)) == 1               # one player alone on the most
        assert sorted(s.table.seat for s in seats) == [0, 1]
        for s in seats:
            assert s.table.options == host.options        # from the welcome
            last = s.table.seen
            assert last is not None and last.phase == "match_over" and tuple(last.scores) == final
            assert last.options == host.options and last.options.no_ace_no_face   # in every view
            assert last.winner == final.index(max(final))
            tricks = events_of(s, "trick")
            assert tricks and all(len(t["cards"]) == 3 for t in tricks)   # three cards a trick
            overs = events_of(s, "hand_over")
            assert overs and all(len(o["awards"]) == 3 for o in overs)
        # the first dealer was drawn, and the joiner seated first saw the draw
        assert any(events_of(s, "first_dealer") for s in seats)
    finally:
        host.close()


class LoneEverything(SeatBot):
    """A joiner that asks for every redeal, goes alone and defends alone whenever it may;
    otherwise plays a random legal move."""

    def __init__(self, table: RemoteTable, seed: int) -> None:
        rng = random.Random(seed)

        class Player:
            @staticmethod
            def choose(view):
                for a in view.legal:
                    if str(a) == "redeal" or str(a).endswith(" alone"):
                        return a
                return rng.choice(view.legal)
        super().__init__(table, Player())
        self.updates: list = []
        self.views: list = []

    def step(self) -> None:
        got = self.table.poll()
        self.updates += got
        self.views += [v for u in got for v in u.views.values()]
        self.take(got)
        super().step()


def test_a_four_handed_match_with_defend_alone_and_no_ace_no_face_over_the_lan():
    """Four joiners; the first deal gives seat 0 no ace and no face card, so the match opens
    with a redeal offered to that joiner; after that everyone goes (and defends) alone."""
    options = Options(variant="four-handed", defend_alone=True, no_ace_no_face=True)
    first = stack(4, 3, {0: "9H TH 9S TS 9C", 1: "AH KH QH JH AS", 2: "KS QS JS AC KC",
                         3: "QC JC TC AD KD"}, "QD")
    match = Match(options, seed=5, stacked=[first], first_dealer=3, seating=(0, 1, 2, 3))
    seats_plan = parse_seats("remote,remote,remote,remote", 4, ["random"], "random")
    host = Host(options, seats_plan, bind=LOOP, port=0, room=None, limits=fast_limits(), match=match).start()
    try:
        bots = [LoneEverything(RemoteTable(LOOP, host.port, f"p{i}"), seed=i) for i in range(4)]
        play_out(bots)   # type: ignore[arg-type]
        assert host.wait_over(10)
        final = host.final_scores()
        assert len(final) == 2 and max(final) >= options.target
        by_seat = {b.table.seat: b for b in bots}
        assert all(b.table.options == options for b in bots)
        # the redeal: offered to seat 0 in the first deal, asked for, and seen by everyone
        redeals = [e for u in by_seat[0].updates for e in u.events if e.get("type") == "redeal"]
        assert redeals and redeals[0]["seat"] == 0 and redeals[0]["dealer"] == 3
        for b in bots:
            assert any(e.get("type") == "redeal" for u in b.updates for e in u.events)
        # defending alone: the phase, the answer, the wire view's lone_defender, the scoring
        everyone = [e for b in bots for u in b.updates for e in u.events]
        assert any(e["type"] == "defence" for e in everyone)
        alone = [e for e in everyone if e["type"] == "defend_alone"]
        assert alone
        assert any(v.lone_defender == alone[0]["seat"] for b in bots for v in b.views)
        overs = [e for e in everyone if e["type"] == "hand_over" and e.get("lone_defender") is not None]
        assert overs
        for b in bots:
            assert tuple(b.table.seen.scores) == final
    finally:
        host.close()


def test_a_peer_of_the_older_protocol_is_refused_with_the_version_message():
    """Version 2 had no three-handed and no lone defender in its views: an older game that
    says hello gets the clear refusal naming both versions, and the table goes on."""
    host = start_host("three-handed", "remote,remote,bot:random")
    try:
        old = RawClient(host.port)
        msg = old.hello("old", version=2)
        assert msg["type"] == "refuse" and msg["code"] == M.VERSION
        assert f"protocol version {M.PROTOCOL_VERSION}" in msg["message"] and "version 2" in msg["message"]
        assert "install the same version" in msg["message"]
        assert old.closed_by_host()
        assert host.open_seats() == 2                    # nobody was seated
        new = RawClient(host.port)
        assert new.hello("new")["type"] == "welcome"
    finally:
        host.close()


def test_this_game_at_an_older_host_reads_its_refusal():
    """The other way round: a host of version 2 refuses this game's hello; the joiner closes
    with the host's sentence (its refusal code kept), never a crash."""
    server = socket.create_server((LOOP, 0))
    port = server.getsockname()[1]
    heard: list[dict] = []

    def old_host() -> None:
        conn, _ = server.accept()
        with conn:
            decoder = FrameDecoder()
            while not heard:
                heard.extend(decoder.feed(conn.recv(4096)))
            conn.sendall(encode(M.refuse(M.VERSION, (
                f"This host speaks protocol version 2 and your game speaks version "
                f"{heard[0]['version']}: install the same version of the game on both machines."))))
    t = threading.Thread(target=old_host, daemon=True)
    t.start()
    try:
        table = RemoteTable(LOOP, port, "new")
        closed = wait_until(lambda: [u for u in table.poll() if u.kind == "closed"], "the refusal")
        assert heard[0]["type"] == "hello" and heard[0]["version"] == M.PROTOCOL_VERSION
        assert table.refusal == M.VERSION and table.status == "closed"
        assert "protocol version 2" in closed[0].message and "install the same version" in closed[0].message
    finally:
        t.join(5)
        server.close()


def test_players_who_kept_the_same_name_are_told_apart():
    host = start_host("three-handed", "remote,remote,remote")
    try:
        tables = [RemoteTable(LOOP, host.port, "Player") for _ in range(3)]
        seats = [BotSeat(t, seed=i) for i, t in enumerate(tables)]
        wait_until(lambda: [s.step() for s in seats] and all(t.seat is not None for t in tables),
                   "every seat taken")
        names = host.seat_names()
        assert sorted(names) == ["Player", "Player 2", "Player 3"]
        wait_until(lambda: [s.step() for s in seats] and all(
            sorted(t.seat_names()) == sorted(names) for t in tables), "every joiner told")
    finally:
        for t in tables:
            t.close()
        host.close()


def test_a_unique_name_stays_within_the_longest_name():
    from net.messages import MAX_NAME
    from net.seats import unique_name
    long = "x" * MAX_NAME
    assert unique_name(long, [long.upper()], MAX_NAME) == "x" * (MAX_NAME - 2) + " 2"
    assert unique_name("Ann", ["bob"], MAX_NAME) == "Ann"
    assert unique_name("ann", ["Ann", "ann 2"], MAX_NAME) == "ann 3"


def test_napoleon_with_four_and_with_three_players_plays_to_the_end_over_the_lan():
    """Napoleon (RULES §8.3) hosted for four (three joiners and a computer player) and for
    three (two joiners): every joiner sees the bids, the settlements with each opponent and
    the same running totals, which add up to nil."""
    for variant, spec, joiners in (("napoleon", "remote,remote,remote,bot:random", 3),
                                   ("napoleon-3", "remote,remote,bot:random", 2)):
        host = start_host(variant, spec, room=None)
        try:
            seats = [BotSeat(RemoteTable(LOOP, host.port, f"p{i}"), seed=i)
                     for i in range(joiners)]
            play_out(seats)
            assert host.wait_over(10)
            final = host.final_scores()
            assert len(final) == host.options.players and sum(final) == 0
            for s in seats:
                last = s.table.seen
                assert last is not None and last.phase == "match_over"
                assert tuple(last.scores) == final
                assert last.winners == tuple(p for p, v in enumerate(final) if v == max(final))
                settled = events_of(s, "settlement")
                assert settled and all(sum(e["payments"]) == 0 for e in settled)
                assert events_of(s, "nap_bid") and events_of(s, "contract")
        finally:
            host.close()
