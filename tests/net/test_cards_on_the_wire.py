"""Every card of every pack, the full pack's twos to sixes among them, goes over the wire and
comes back the same: in its text form, in a play action, in an event and in a view, through
msgpack frames and the protocol's checks."""
from __future__ import annotations

import dataclasses

import pytest

from game.rules import Options, new_match
from game.rules import cards as C
from game.rules.actions import ACTIONS, PLAY, Action, play_id
from game.rules.event_check import shape_errors
from game.rules.wire import view_from_wire, view_to_wire
from net import messages as M
from net.framing import FrameDecoder, encode

EVERY_CARD = list(range(C.CARDS))


def through_the_wire(msg: dict) -> dict:
    """``msg`` encoded in a frame and decoded on the other side."""
    frames = FrameDecoder().feed(encode(msg))
    assert len(frames) == 1
    return frames[0]


def test_the_card_ids_are_those_of_the_euchre_packs_and_then_the_twos_to_sixes():
    assert [C.text(c) for c in (0, 7, 8, 31, 32, 33, 37, 38, 52)] == [
        "7C", "AC", "7D", "AS", "JK", "2C", "6C", "2D", "6S"]
    assert sorted(C.deck(52) + [C.JOKER]) == EVERY_CARD
    assert len({C.text(c) for c in EVERY_CARD}) == C.CARDS
    with pytest.raises(ValueError):
        C.text(C.CARDS)
    # the Euchre cards' play actions keep their ids; the low cards' come after the bids
    assert [play_id(c) for c in range(33)] == [PLAY + c for c in range(33)]
    assert sorted(play_id(c) for c in range(C.LOW, C.CARDS)) == list(range(133, 153))


@pytest.mark.parametrize("c", EVERY_CARD, ids=C.text)
def test_every_card_round_trips_as_text_action_event_and_view(c):
    t = C.text(c)
    assert C.parse(t) == c and C.parse(C.pretty(c)) == c
    if c != C.JOKER:
        assert C.card(C.rank_of(c), C.suit_of(c)) == c
    act = Action.parse(f"play {t}")
    assert act.card == c and act.kind == "play" and ACTIONS[play_id(c)] is act
    # an intention as a joiner sends it
    back = M.check_from_client(through_the_wire(M.act(0, str(act), 5)))
    assert Action.parse(back["action"]) is act
    # an event as the host sends it
    ev = through_the_wire(M.update("events", [{"type": "play", "seat": 1, "card": c}], None,
                                   1, "", 3))
    assert M.check_from_host(ev)["events"] == [{"type": "play", "seat": 1, "card": c}]
    assert shape_errors(ev["events"][0], wire=True) == []


def test_a_full_pack_view_with_every_low_card_round_trips():
    m = new_match(Options(variant="napoleon", deck=52), 3)
    v = m.view(m.to_act)
    for first in range(C.LOW, C.CARDS, 5):   # each suit's two to six in a hand
        hand = tuple(range(first, first + 5))
        w = view_to_wire(dataclasses.replace(v, hand=hand))
        got = view_from_wire(through_the_wire({"type": "x", "view": w})["view"])
        assert got.hand == hand and got == dataclasses.replace(v, hand=hand)
    assert shape_errors({"type": "play", "seat": 1, "card": C.CARDS}) == [
        f"play: 'card' is not card: {C.CARDS}"]
