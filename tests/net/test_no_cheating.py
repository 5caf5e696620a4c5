"""No cheating by construction: every byte a client receives over a whole match is decoded
and checked against what its seat may know (its own cards, the upcard, cards played, its own
discard; in Railroad the card it passed to its lone partner, or received from him and
discarded): never another seat's hidden cards, the stock or a discard it may not see; in
Hasenpfeffer never the widow until it is turned up at the hand's end."""
from __future__ import annotations

import pytest

from game.ai import make_player
from game.rules import Match, Options, new_match
from game.rules import cards as C
from game.rules.actions import Action
from game.rules.wire import view_from_wire, view_to_wire
from net import messages as M
from net.framing import FrameDecoder

from .helpers import RawClient, start_host


def may_know(m: Match, seat: int) -> set[int]:
    """The cards ``seat`` may know in the current deal of ``m``."""
    known = set(m.dealt[seat]) | set(C.cards_of(m.hands[seat]))
    known |= {c for _, trick in m.tricks for _, c in trick} | {c for _, c in m.trick}
    if not isinstance(m, Match):   # Napoleon: no upcard, no discard, no exchange
        return known
    known.add(m.upcard)
    if seat == m.dealer and m.discarded >= 0:
        known.add(m.discarded)
    # Railroad's call for partner's best: only the two players of an exchange see its cards
    if seat in m.best_passed:
        known.add(m.best_passed[seat])
    if seat in m.best_discards:
        known.add(m.best_discards[seat])
    return known


def view_cards(v: dict) -> set[int]:
    cards = set(v["hand"]) | {c for _, c in v["trick"]}
    cards |= {c for _, t in v["tricks"] for _, c in t}
    cards |= {x for x in (v["upcard"], v["discard"], v["best_passed"], v["best_received"],
                          v["best_discard"]) if x is not None}
    cards |= {Action.parse(a).card for a in v["legal"]} - {-1}
    return cards


def event_cards(events: list[dict]) -> set[int]:
    out: set[int] = set()
    for e in events:
        if e["type"] == "draw_for_partners":
            continue  # cards drawn for seats before the first deal, then shuffled back
        if e["type"] in ("widow", "thrown_in"):
            continue  # Hasenpfeffer's widow, turned up at the hand's end (checked apart)
        for key in ("card", "upcard"):
            if isinstance(e.get(key), int):
                out.add(e[key])
        for pair in e.get("cards") or ():
            out.add(pair[1])
        for _winner, trick in e.get("played") or ():  # hand_over: the hand's tricks
            out |= {c for _, c in trick}
    return out


# Every field an event may have; a new one must be reviewed here before it may be sent.
EVENT_KEYS = {"type", "dealer", "rounds", "seating", "hand", "deal", "packets", "upcard", "cut",
              "seat", "suit", "round", "card", "word", "alone", "maker", "sitting_out", "number",
              "winner", "cards", "trick", "maker_side", "tricks", "result", "side", "points", "scores",
              "game", "rubber_points", "games_won", "margin", "trump", "bids", "played",
              "awards", "maker_tricks", "lone_defender",
              "partner", "to", "carried", "slam",   # Railroad: the call for best, laps, slams
              "winners",                            # every match_over
              "deals", "bid", "bidder", "made", "payments",   # Napoleon
              "forced", "widow"}   # Hasenpfeffer: the auction, the widow


def plain(x):
    """Tuples as lists, as they come off the wire."""
    if isinstance(x, (list, tuple)):
        return [plain(i) for i in x]
    if isinstance(x, dict):
        return {k: plain(v) for k, v in x.items()}
    return x


def text_mentions(text: str, cards: set[int]) -> set[int]:
    words = set(text.replace(",", " ").replace(".", " ").replace(":", " ").split())
    return {c for c in cards if C.text(c) in words or C.pretty(c) in text}


def replay(record: dict) -> tuple[list[Match], list]:
    """The truth of a recorded match: the match after k actions for every k, and the events
    each action caused (``caused[0]``: the start's)."""
    options = Options.from_dict(record["options"])
    seating = tuple(record["seating"]) if "seating" in record else None
    truth = [new_match(options, record["seed"], seating=seating)]
    caused = [truth[0].start_events]
    for a in record["actions"]:
        nxt = truth[-1].clone()
        caused.append(nxt.apply(a))
        truth.append(nxt)
    return truth, caused


def seat_learns_only_its_own(msgs: list[dict], seat: int, record: dict, truth: list[Match],
                             caused: list) -> int:
    """Check every message ``seat`` received (already decoded and checked for shape) against
    what it may know at that point of the ``replay``; return how many views it checked."""
    actions = record["actions"]
    deck = set(C.deck(Options.from_dict(record["options"]).deck))
    checked = 0
    for msg in msgs:
        if msg["type"] != "update":
            text = " ".join(str(msg.get(k, "")) for k in ("message", "names", "room"))
            assert not text_mentions(text, deck), msg
            continue
        k = msg["state_id"]
        now = truth[k]
        known = may_know(now, seat)
        if msg["view"] is not None:
            v = msg["view"]
            assert v["seat"] == seat
            assert view_cards(v) <= known, (k, view_cards(v) - known)
            # the view is exactly what the engine says this seat may see
            assert view_from_wire(v) == view_from_wire(view_to_wire(now.view(seat)))
            checked += 1
        before = may_know(truth[k - 1], seat) if k > 0 else set()
        played = {Action.parse(actions[k - 1]).card} if k > 0 else set()
        for e in msg["events"]:
            assert set(e) <= EVENT_KEYS, set(e) - EVENT_KEYS
            if e["type"] in ("widow", "thrown_in"):   # only as the hand it ends is over
                ended = truth[k - 1]
                assert e.get("card", e.get("widow")) == ended.widow
                assert ended.hands_scored < now.hands_scored or ended.deals_made < now.deals_made
        if msg["kind"] == "events" and msg["seat"] is not None:
            assert msg["events"] == plain(caused[k])  # exactly the public events
        leak = event_cards(msg["events"]) - known - before - played
        assert not leak, (k, msg["events"], leak)
        assert not text_mentions(msg["message"], deck - known), msg["message"]
    return checked


def play_capturing(variant: str, seed: int, **house) -> tuple[RawClient, list[int], object]:
    spec = {"three-handed": "remote,remote,bot:random", "napoleon-3": "remote,remote,bot:random",
            "napoleon": "remote,remote,bot:random,bot:random"}.get(variant)
    host = start_host(variant, spec, room=None, seed=seed, **house)
    try:
        clients = [RawClient(host.port) for _ in range(1 if variant == "two-handed" else 2)]
        seats = []
        for c in clients:
            w = c.hello()
            assert w["type"] == "welcome"
            seats.append(w["seat"])
        bots = [make_player("random", i) for i in range(len(clients))]
        done = [False] * len(clients)
        views: list[dict | None] = [None] * len(clients)
        pokes = 0
        while not all(done):
            for i, c in enumerate(clients):
                if done[i]:
                    continue
                if views[i] is None or views[i]["to_act"] != seats[i]:
                    msg = c.try_recv()
                    if msg is None:
                        continue
                    if msg["type"] == "update" and msg["view"] is not None:
                        views[i] = msg["view"]
                    if msg["type"] == "update" and any(e["type"] == "match_over"
                                                       for e in msg["events"]):
                        done[i] = True
                    continue
                v = view_from_wire(views[i])
                assert v.state_id < 5000, "the match never ends"   # a fault, never a hung suite
                if pokes < 6:  # some refusals too, so their messages are checked
                    pokes += 1
                    c.send(M.act(v.seat, str(v.legal[0]), v.state_id + 7))
                c.send(M.act(v.seat, str(bots[i].choose(v)), v.state_id))
                views[i] = None
        assert host.wait_over(10)
        return clients, seats, host.record()
    finally:
        host.close()


@pytest.mark.parametrize("variant,seed,house", [
    ("two-handed", 3, {}), ("four-handed", 4, {}), ("three-handed", 5, {"no_ace_no_face": True}),
    ("four-handed", 6, {"defend_alone": True, "no_ace_no_face": True}),
    ("railroad", 7, {}), ("railroad", 8, {"no_ace_no_face": True}),
    ("napoleon", 9, {}), ("napoleon-3", 10, {}),
    ("napoleon", 11, {"deck": 52}),     # the full pack: the twos to sixes on the wire too
    ("hasenpfeffer", 9, {}), ("hasenpfeffer", 10, {})])
def test_a_client_only_ever_learns_its_own_seat(variant, seed, house):
    clients, seats, record = play_capturing(variant, seed, **house)
    options = Options.from_dict(record["options"])
    actions = record["actions"]
    if options.call_for_best:   # the match had exchanges to keep hidden
        assert any(x.startswith("give ") for x in actions)
    if options.game.match == "hasenpfeffer":   # hands were bid for and widows turned up
        assert any(x.startswith("bid ") for x in actions)
    if options.deck == 52:   # the full pack's twos to sixes were played
        assert any(Action.parse(x).card >= C.LOW for x in actions if x.startswith("play "))
    truth, caused = replay(record)
    for client, seat in zip(clients, seats):
        client.closed_by_host()
        frames = FrameDecoder().feed(bytes(client.captured))
        assert frames, "nothing was captured"
        for msg in frames:
            M.check_from_host(msg)
        assert seat_learns_only_its_own(frames, seat, record, truth, caused) > 20
