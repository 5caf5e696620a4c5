"""What a player's game says of the table server in the cases a newcomer meets: the server
restarted (with its tables kept, or without), and an address whose ws:// or wss:// does
not match the server's."""
from __future__ import annotations

import time

import pytest

from game.client.text import translate
from game.rules import Options
from net.online import OnlineTable

from ..net.helpers import deadline
from .helpers import BotSeat, ServerThread, make_cert, online, play_out, wait_until


@pytest.fixture
def tls(tmp_path):
    return make_cert(tmp_path)


def test_a_server_restarted_without_its_tables_says_the_table_is_gone():
    """The room code was right: the game must not tell the player to check it, nor speak of
    a host; the drop itself says the server is restarting, in words of the catalogs."""
    with deadline(60, "a restart without --state"):
        first = ServerThread()
        port = first.port
        ann = BotSeat(online(first, seats=["remote", "bot:random"], name="Ann"))
        play_out([ann], until=lambda: ann.table.seen is not None and ann.table.seen.state_id > 4)
        first.stop(restarting=True)
        time.sleep(0.3)
        second = ServerThread(port=port)
        try:
            wait_until(lambda: (ann.step(), ann.closed)[1], "the game gives up")
            assert "not at the server any more" in ann.closed, ann.closed
            assert "room code" not in ann.closed
            dropped = [u.message for u in ann.updates if u.kind == "notice"
                       and "dropped" in u.message]
            assert dropped, [u.message for u in ann.updates if u.kind == "notice"]
            assert "connection to the server dropped (the server is restarting)" in dropped[0]
            assert "host" not in dropped[0]
            assert dropped[0].msgid == ("The connection to the server dropped ({why}); "
                                          "trying to reconnect.")
            translate.use("fi")  # every part in the player's language, the close's too
            try:
                assert translate.tr(dropped[0]) == ("Yhteys palvelimeen katkesi (palvelin "
                                                    "käynnistyy uudelleen); yritetään yhdistää "
                                                    "uudelleen.")
            finally:
                translate.use("en")
        finally:
            ann.table.close()
            second.stop()


def _refusal(url: str, ca: str | None = None) -> str:
    t = OnlineTable(url, "Eve", create=(Options(), ["remote", "bot"]), ca=ca, reconnect_for=1.0)
    b = BotSeat(t)
    try:
        wait_until(lambda: (b.step(), b.closed)[1], "the refusal")
        return b.closed
    finally:
        t.close()


def test_ws_to_a_server_with_a_certificate_suggests_wss(tls):
    server = ServerThread(tls=tls)
    try:
        said = _refusal(server.url.replace("wss://", "ws://"))
        assert "does not speak plain WebSocket" in said and "starts wss://" in said, said
        assert not server.server.tables
    finally:
        server.stop()


def test_wss_to_a_plain_server_on_this_machine_suggests_ws():
    server = ServerThread()
    try:
        said = _refusal(server.url.replace("ws://", "wss://"))
        assert "hung up at once" in said and "starts ws://, not wss://" in said, said
        assert not server.server.tables
    finally:
        server.stop()
