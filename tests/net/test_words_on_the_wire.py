"""Words cross the wire as message ids (protocol 8): a host or a server that speaks English
sends each sentence as its id and parts, and a joiner whose game speaks Japanese says every
notice, refusal and name in Japanese, on a LAN and at the table server; no English is read
back into the catalogs' patterns any more."""
from __future__ import annotations

import re

import pytest

from game.client.text import translate
from game.rules.said import Said, words_from_wire, words_to_wire
from net import messages as M
from net.client import RemoteTable
from net.framing import FrameDecoder

from .helpers import LOOP, BotSeat, RawClient, start_host, wait_until

BEGINS = "Every seat is filled: the match begins."
ENGLISH = re.compile(r"[A-Za-z]{4,}")   # a word of English (the names here are shorter)


@pytest.fixture
def japanese():
    translate.use("ja")
    yield
    translate.use("en")


def _said_in_japanese(words: str) -> str:
    """``words`` as the Japanese player reads them; fails on any English left in them."""
    assert isinstance(words, Said), f"plain text came over the wire: {words!r}"
    shown = translate.tr(words)
    assert shown and not ENGLISH.search(shown), (words.msgid, shown)
    assert shown != str(words)
    return shown


def _words_seen(bot: BotSeat, kinds=("notice", "refused")) -> list[str]:
    return [u.message for u in bot.updates if u.kind in kinds and u.message]


def _refused_out_of_turn(bot: BotSeat) -> str:
    """Act for the bot's seat while it is not its turn; the host's refusal."""
    t = bot.table
    wait_until(lambda: (bot.table.poll() and False) or (t.seen is not None and t.seen.to_act != t.seat
                                                        and t.seen.to_act is not None), "another's turn")
    t.act(t.seat, "pass", t.seen.state_id)
    got: list = []
    wait_until(lambda: (got.extend(t.poll()), any(u.kind == "refused" for u in got))[1], "the refusal")
    return next(u.message for u in got if u.kind == "refused")


def test_a_japanese_joiner_at_an_english_lan_host_reads_every_sentence_in_japanese(japanese):
    host = start_host("two-handed", "remote,remote")
    raw = None
    try:
        ann = BotSeat(RemoteTable(LOOP, host.port, "ann"), seed=1)
        wait_until(lambda: (ann.step(), ann.table.seen is not None)[1], "ann seated")
        raw = RawClient(host.port)
        assert raw.hello("bob")["type"] == "welcome"
        wait_until(lambda: (ann.step(), any(m.msgid == BEGINS for m in _words_seen(ann)))[1],
                   "the match to begin")
        said = _words_seen(ann)
        assert any(m.msgid == "{name} took seat {seat}." for m in said), [m.msgid for m in said]
        for m in said:
            _said_in_japanese(m)
        # The host's own words on the wire: the id and its parts, never English text alone.
        raw.recv_until(lambda m: m["type"] == "update" and m["kind"] == "notice")
        frames = FrameDecoder().feed(bytes(raw.captured))
        notices = [f["message"] for f in frames if f["type"] == "update" and f["message"]]
        assert notices and all(isinstance(n, dict) and n["id"] for n in notices), notices
        # A refusal of the rules, and a name the host made, in Japanese too.
        refusal = _refused_out_of_turn(ann)
        _said_in_japanese(refusal)
    finally:
        if raw is not None:
            raw.sock.close()
        host.close()


def test_a_computer_seats_name_crosses_as_words_and_is_said_in_japanese(japanese):
    host = start_host("two-handed", "remote,bot:hard")
    try:
        ann = BotSeat(RemoteTable(LOOP, host.port, "ann"), seed=1)
        wait_until(lambda: (ann.step(), ann.table.seen is not None)[1], "ann seated")
        name = ann.table.seat_names()[1]
        assert isinstance(name, Said) and name.msgid == "computer ({level})"
        assert translate.tr(name) == translate.catalog("ja").gettext("computer ({level})").format(
            level=translate.catalog("ja").gettext("hard"))
    finally:
        host.close()


def test_a_japanese_player_at_an_english_table_server_reads_every_sentence_in_japanese(japanese):
    from tests.server.helpers import ServerThread, online

    server = ServerThread()
    try:
        codes: list[str] = []
        ann = BotSeat(online(server, seats=["remote", "remote"], name="ann", on_room=codes.append), 1)
        wait_until(lambda: (ann.step(), codes)[1], "the room code")
        bob = BotSeat(online(server, room=codes[0], name="bob"), 2)
        wait_until(lambda: (ann.step(), bob.step(), any(m.msgid == BEGINS for m in _words_seen(ann)))[2],
                   "the match to begin")
        said = _words_seen(ann)
        assert any(m.msgid == "{name} took seat {seat}." for m in said), [m.msgid for m in said]
        for m in said:
            _said_in_japanese(m)
        bob.table.close()
        wait_until(lambda: (ann.step(), any("bob" in m and "(" in m for m in _words_seen(ann)))[1],
                   "bob's leaving told")
        left = [m for m in _words_seen(ann) if "bob" in m and "(" in m][-1]
        assert "bob" in _said_in_japanese(left)
    finally:
        ann.table.close()
        server.stop()


def test_words_come_back_as_they_went_and_malformed_words_are_refused():
    from game.rules.said import said, said_n

    words = said("{name} (seat {seat}) {reason}.", name="Ann", seat=2, reason=said("left the table"))
    back = words_from_wire(words_to_wire(words))
    assert back == words and back.msgid == words.msgid and back.args["reason"].msgid == "left the table"
    count = said_n("{count} trick", "{count} tricks", 3)
    assert words_from_wire(words_to_wire(count)).plural == "{count} tricks"
    ok = M.update("notice", [], None, None, words, 0)
    assert M.check_from_host(dict(ok))["message"] == words
    for bad in ("Ann took seat 2.", {"id": "x"}, {**words_to_wire(words), "args": {"1x": 3}},
                {**words_to_wire(words), "text": "x" * 401},
                {**words_to_wire(words), "args": {"a": {"id": 1}}}):
        with pytest.raises(M.ProtocolError):
            M.check_from_host({**ok, "message": bad})


def test_english_made_from_a_pattern_is_no_longer_read_back():
    """The client no longer guesses a pattern from English text: only words say themselves
    in the player's language."""
    from game.rules.said import said

    translate.use("fi")
    try:
        assert translate.tr("Ann took seat 2.") == "Ann took seat 2."
        assert translate.tr(said("{name} took seat {seat}.", name="Ann", seat=2)) == "Ann otti paikan 2."
        assert not hasattr(translate, "_untangle")
    finally:
        translate.use("en")


def _words_strategy():
    from hypothesis import strategies as st

    from game.rules.said import Said

    text = st.text(st.characters(exclude_characters="{}"), max_size=30)   # a pattern's literal words
    names = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)

    def made(children):
        part = st.one_of(st.integers(-10**6, 10**6), text, children)
        return st.builds(lambda msgid, args, n: Said(msgid, None if n is None else msgid + "s", n,
                                                     args={k: v for k, v in args.items()}),
                         text, st.dictionaries(names, part, max_size=3), st.none() | st.integers(0, 9))
    return st.recursive(st.builds(Said, text), made, max_leaves=6)


def test_any_words_cross_and_come_back_and_anything_else_is_checked_without_a_crash():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from game.rules.said import wire_words_ok

    @settings(max_examples=300, deadline=None)
    @given(_words_strategy())
    def round_trip(words):
        wired = words_to_wire(words)
        if not words:
            assert wired is None
            return
        assert wire_words_ok(wired)
        back = words_from_wire(wired)
        assert str(back) == str(words) and back.msgid == words.msgid

    values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5)
                          | st.binary(max_size=5),
                          lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=4), c, max_size=6),
                          max_leaves=12)

    @settings(max_examples=400, deadline=None)
    @given(values)
    def never_raises(x):
        assert wire_words_ok(x) in (True, False)

    round_trip()
    never_raises()
