"""Seat keys and room codes (``net.auth``): a link once seen opens nothing; the proof is
bound to its connection and to what it asks."""
from __future__ import annotations

import secrets

from net import messages as M
from net.auth import (
    CHAIN,
    SeatKey,
    chain_follows,
    chain_key,
    join_proof,
    normal_code,
    proof_holds,
    room_key,
)

from .helpers import RawClient, start_host


def test_a_seat_key_chain_goes_forward_only():
    key = SeatKey.new()
    held = chain_key(key.secret, 0)
    one, five = chain_key(key.secret, 1), chain_key(key.secret, 5)
    assert chain_follows(held, 0, one, 1)
    assert chain_follows(held, 0, five, 5)  # links lost on the way may be skipped
    assert chain_follows(one, 1, five, 5)
    assert not chain_follows(one, 1, one, 1)  # spent: a replay
    assert not chain_follows(five, 5, one, 1)  # older than what the host holds
    assert not chain_follows(held, 0, secrets.token_bytes(32), 1)
    assert not chain_follows(held, 0, five, CHAIN)
    assert SeatKey.parse(key.at(2).next().text()) == SeatKey(key.secret, 1, 2)
    assert SeatKey.parse("not a key") is None and SeatKey.parse(None) is None


def test_a_proof_holds_only_for_its_code_nonces_and_request():
    salt, a, b, link = (secrets.token_bytes(n) for n in (16, 16, 16, 32))
    k = room_key("k7qm-4xpa", salt)
    assert k == room_key("K7QM4XPA", salt) and normal_code(" k7qm-4xpa ") == "K7QM4XPA"
    proof = join_proof(k, salt, a, b, None, 0, link)
    assert proof_holds(k, proof, salt, a, b, None, 0, link)
    assert not proof_holds(k, proof, salt, b, b, None, 0, link)  # another connection
    assert not proof_holds(k, proof, salt, a, b, None, 0, secrets.token_bytes(32))  # another key
    assert not proof_holds(room_key("K7QM4XPB", salt), proof, salt, a, b, None, 0, link)
    assert not proof_holds(k, None, salt, a, b, None, 0, link)


def test_a_key_for_a_seat_the_table_does_not_have_is_a_wrong_key():
    host = start_host("two-handed")
    try:
        first = RawClient(host.port)
        assert first.hello("ann")["type"] == "welcome"
        odd = RawClient(host.port)
        msg = odd.hello("eve", key=SeatKey.new().at(3))  # two-handed: no seat 3
        assert msg["type"] == "refuse" and msg["code"] == M.TOKEN
        assert not host.stopped and host.seats[0].conn is not None
    finally:
        host.close()
