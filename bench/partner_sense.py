"""The studies behind the computer players' partner sense (docs/ai.md), four-handed.

    python bench/partner_sense.py lead --kind right --positions 300
    python bench/partner_sense.py lead --kind left --positions 400
    python bench/partner_sense.py lead --kind stuck --positions 600
    python bench/partner_sense.py takeover --positions 2000
    python bench/partner_sense.py order --positions 600
    python bench/partner_sense.py lone --deals 4000

Each study deals random hands from 0-0, lets the ``normal`` level bid and play until a
position of the kind studied comes up, then plays the position out once for each choice
(the rest of the hand by ``normal``, or by ``hard`` with ``--rest-samples N`` sampled
deals) and compares the points for the seat's side (the seat's side minus the other):

``lead``: the first lead of a partner of the maker. ``right`` / ``left``: on the first trick,
holding the right bower / the left bower as the best trump: the bower, the lowest trump,
``normal``'s and ``hard``'s choices. ``stuck``: the dealer's partner, when the dealer was stuck
(stick the dealer), on his first lead: a trump, or the lead ``normal`` makes among his other
cards.
``takeover``: ``normal`` (before it learned to duck) would take over its partner's winning
trick: taking over, ducking, and ``hard``'s choice, by side (makers, defenders) and whether
the card that takes over is a trump.
``order``: first round, a seat other than the dealer holding the right bower, two more trumps
and an off-suit ace: ordering (assisting) against passing, by seat, and ``hard``'s choice.
``lone``: the maker's call, solved on the real deal with every hand in view both ways (alone
and with the partner): how often a maker who sees every hand gains by going alone (the
ceiling), and the lone hands ``normal`` and ``hard`` call there, with their results solved
the same way.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai import HardPlayer, NormalPlayer  # noqa: E402
from game.ai.bidding import right_bower_call  # noqa: E402
from game.ai.cardplay import lead  # noqa: E402
from game.ai.knowledge import knowledge  # noqa: E402
from game.ai.sides import hand_teams  # noqa: E402
from game.ai.solver import first_leader, maker_tricks  # noqa: E402
from game.rules import Match, Options  # noqa: E402
from game.rules import cards as C  # noqa: E402
from game.rules.scoring import score_hand  # noqa: E402
from game.rules.tricks import EFFECTIVE, LEFT_POWER, POWER, RIGHT_POWER  # noqa: E402

NORMAL = NormalPlayer(1)


def _mean_ci(values: list[float]) -> list[float]:
    m = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return [round(m, 3), round(half, 3)]


class Playout:
    """Plays a position to the end of the hand with one player in every seat."""

    def __init__(self, rest_samples: int) -> None:
        self.player = HardPlayer(3, samples=rest_samples) if rest_samples else NORMAL

    def points(self, m: Match, action: str, side: int) -> int:
        """Points for ``side`` (less the other side's) after ``action`` on a copy of ``m``."""
        m = m.clone()
        events = m.apply(action)
        while True:
            for e in events:
                if e["type"] == "hand_over":
                    return e["awards"][side] - e["awards"][1 - side]
                if e["type"] == "all_passed":
                    return 0
            events = m.apply(self.player.choose(m.view(m.to_act)))


def _deals(seed: int, options: Options):
    """Random matches, bid and played by ``normal`` on demand."""
    rng = random.Random(seed)
    while True:
        yield Match(options, rng.getrandbits(32))


def _bid(m: Match) -> bool:
    """Bid by ``normal`` until the play starts; False when nobody made trump."""
    while m.phase not in ("play", "match_over") and m.hands_scored == 0:
        m.apply(NORMAL.choose(m.view(m.to_act)))
    return m.phase == "play"


def _play(card: int) -> str:
    return f"play {C.text(card)}"


def _table(rows: list[dict[str, float]], base: str) -> dict:
    keys = [k for k in rows[0] if not k.startswith("_")]
    return {"positions": len(rows),
            "mean points [mean, 95% half-width]": {k: _mean_ci([r[k] for r in rows]) for k in keys},
            f"minus {base}": {k: _mean_ci([r[k] - r[base] for r in rows])
                              for k in keys if k != base}}


def lead_study(kind: str, positions: int, seed: int, samples: int, rest: Playout) -> dict:
    hard = HardPlayer(7, samples=samples)
    rows: list[dict[str, float]] = []
    for m in _deals(seed, Options(variant="four-handed", stick_the_dealer=kind == "stuck")):
        if len(rows) >= positions:
            break
        if not _bid(m) or m.alone:
            continue
        t = m.trump
        if kind == "stuck":
            if m.maker != m.dealer or len(m.bids) < 8:   # named after seven passes: stuck
                continue
            seat = (m.dealer + 2) % 4
            while m.phase == "play" and not (m.to_act == seat and not m.trick):
                m.apply(NORMAL.choose(m.view(m.to_act)))
            if m.phase != "play":
                continue
        else:
            seat = (m.dealer + 1) % 4
            if m.maker != (seat + 2) % 4:
                continue
        hand = C.cards_of(m.hands[seat])
        trumps = sorted((c for c in hand if EFFECTIVE[t][c] == t), key=lambda c: -POWER[t][c])
        off = [c for c in hand if EFFECTIVE[t][c] != t]
        if not trumps or not off:
            continue
        if kind in ("right", "left") and POWER[t][trumps[0]] != (
                RIGHT_POWER if kind == "right" else LEFT_POWER):
            continue
        v = m.view(seat)
        side = seat % 2
        row = {"normal": rest.points(m, str(NORMAL.choose(v)), side),
               "hard": rest.points(m, str(hard.choose(v)), side),
               "best trump": rest.points(m, _play(trumps[0]), side),
               "lowest trump": rest.points(m, _play(trumps[-1]), side),
               "normal's lead without trumps": rest.points(m, _play(lead(v, knowledge(v), off)[0]),
                                                           side)}
        rows.append(row)
    return {"kind": kind, **_table(rows, "best trump")}


def takeover_study(positions: int, seed: int, samples: int, rest: Playout) -> dict:
    from game.ai.cardplay import Table, _low
    hard = HardPlayer(7, samples=samples)
    groups: dict[str, list[dict[str, float]]] = {}
    count = 0
    for m in _deals(seed, Options(variant="four-handed")):
        if count >= positions:
            break
        if not _bid(m):
            continue
        while m.phase == "play":
            v = m.view(m.to_act)
            tb = Table(v, knowledge(v))
            cards = [a.card for a in v.legal]
            led = tb.eff[v.trick[0][1]] if v.trick else -1
            ws, wc = tb.winner() if v.trick else (-1, -1)
            winners = [c for c in cards if v.trick and tb.beats(c, wc, led)]
            sure = [c for c in winners if tb.safe(c, led)]
            if (ws == tb.partner and tb.opps_behind and not tb.safe(wc, led) and sure
                    and POWER[v.trump][wc] < 100 and not (any(tb.eff[c] == led for c in cards)
                                                          and POWER[v.trump][wc] >= C.KING)):
                over = min(sure, key=lambda c: POWER[v.trump][c])
                duck = _low(cards, tb, any(tb.eff[c] == led for c in cards))[0]
                side = v.seat % 2
                row = {"take over": rest.points(m, _play(over), side),
                       "duck": rest.points(m, _play(duck), side),
                       "hard": rest.points(m, str(hard.choose(v)), side)}
                who = "makers" if tb.we_made else "defenders"
                what = "a trump" if tb.eff[over] == v.trump else "not a trump"
                groups.setdefault(f"{who}, {what}", []).append(row)
                count += 1
                break
            m.apply(NORMAL.choose(v))
    return {k: _table(v, "take over") for k, v in sorted(groups.items())}


def order_study(positions: int, seed: int, samples: int, rest: Playout) -> dict:
    hard = HardPlayer(7, samples=samples)
    by_seat: dict[str, list[dict[str, float]]] = {}
    count = 0
    names = {1: "dealer's left", 2: "dealer's partner", 3: "dealer's right"}
    for m in _deals(seed, Options(variant="four-handed")):
        if count >= positions:
            break
        while m.phase == "round1":
            s = m.to_act
            v = m.view(s)
            if s != m.dealer and right_bower_call(v.hand, v.proposed_suit):
                side = s % 2
                row = {"order": rest.points(m, "order", side), "pass": rest.points(m, "pass", side)}
                passed = hard.choose(v).kind == "pass"
                row["hard"] = row["pass"] if passed else row["order"]
                row["_hard_passed"] = passed
                by_seat.setdefault(names[(s - m.dealer) % 4], []).append(row)
                count += 1
                break
            m.apply(NORMAL.choose(v))
    out = {k: _table(v, "order") for k, v in sorted(by_seat.items())}
    out["times hard passed"] = {k: sum(bool(r["_hard_passed"]) for r in v)
                                for k, v in sorted(by_seat.items())}
    return out


def _solved(m: Match, action: str) -> tuple[int, int]:
    """The maker's side's points and tricks (3 = made, 5 = march, 0 = euchred) when the
    maker makes ``action`` on ``m``, solved with every hand in view."""
    m = m.clone()
    m.apply(action)
    while m.phase not in ("play", "match_over"):
        m.apply(NORMAL.choose(m.view(m.to_act)))
    out = (m.sitting_out,) if m.alone else ()
    team = hand_teams(m.options.game, m.maker)
    ms = team[m.maker]
    tricks = maker_tricks(m.hands, m.trump, first_leader(m.dealer, 4, out), ms, out, team)
    r = score_hand(ms, tricks, m.alone)
    return (r.points if r.side == ms else -r.points), tricks


def lone_study(deals: int, seed: int, samples: int, rest: Playout) -> dict:
    hard = HardPlayer(7, samples=samples)
    gate = NORMAL.style.alone - hard.bars.alone_gate
    hands = 0
    played: list[int] = []  # hard's lone hands played out: alone minus with the partner
    calls: dict[str, list[tuple[int, int, int]]] = {"ceiling": [], "normal": [], "hard": []}
    for m in _deals(seed, Options(variant="four-handed")):
        if hands >= deals:
            break
        while m.phase in ("round1", "round2"):
            v = m.view(m.to_act)
            action = NORMAL.choose(v)
            if action.kind == "pass":
                m.apply(action)
                continue
            # The maker's call: the suit normal names, with the partner and alone.
            plain = str(action).removesuffix(" alone")
            with_partner, _ = _solved(m, plain)
            alone, tricks = _solved(m, plain + " alone")
            hands += 1
            if alone > with_partner:
                calls["ceiling"].append((alone, tricks, with_partner))
            if action.alone:
                calls["normal"].append((alone, tricks, with_partner))
            if bidding_count(v, plain) >= gate:
                mine = hard.choose(v)
                if mine.alone:
                    side = v.seat % 2
                    played.append(rest.points(m, str(mine), side)
                                  - rest.points(m, str(mine).removesuffix(" alone"), side))
                    if str(mine) == plain + " alone":
                        calls["hard"].append((alone, tricks, with_partner))
                    else:
                        other = str(mine).removesuffix(" alone")
                        calls["hard"].append((*_solved(m, str(mine)), _solved(m, other)[0]))
            break
    out: dict = {"hands": hands, "hard's lone hands played out, alone minus with the partner":
                 _mean_ci(played) if len(played) > 1 else None}
    for who, got in calls.items():
        n = len(got)
        out[who] = {"lone hands": n, "rate per hand": round(n / max(hands, 1), 4),
                    "made (solved)": round(sum(t >= 3 for _, t, _ in got) / max(n, 1), 3),
                    "all five tricks (solved)": round(sum(t == 5 for _, t, _ in got) / max(n, 1), 3),
                    "points alone, with the partner [mean, 95% half-width] (solved)": [
                        _mean_ci([p for p, _, _ in got]), _mean_ci([q for _, _, q in got])]
                    if n > 1 else None,
                    "gain by going alone (solved)": _mean_ci([p - q for p, _, q in got])
                    if n > 1 else None}
    return out


def bidding_count(view, action: str) -> float:
    """The count of the suit ``action`` makes trump (for hard's lone-hand gate)."""
    from game.ai import bidding
    if view.phase == "round1":
        return bidding.first_round(view, NORMAL.style).value
    suit = C.SUIT_LETTERS.index(action.split()[1])
    return bidding.strength(list(view.hand), suit)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="one JSON object")
    common.add_argument("--seed", type=int, default=1)
    common.add_argument("--samples", type=int, default=24, help="hard's sampled deals")
    common.add_argument("--rest-samples", type=int, default=0,
                        help="play the rest of the hand by hard with this many sampled deals "
                        "(default: by normal)")
    sub = p.add_subparsers(dest="study", required=True)
    le = sub.add_parser("lead", parents=[common], help="leads to a partner who called")
    le.add_argument("--kind", choices=["right", "left", "stuck"], default="right")
    le.add_argument("--positions", type=int, default=300)
    t = sub.add_parser("takeover", parents=[common], help="take over the partner's trick or duck")
    t.add_argument("--positions", type=int, default=2000)
    o = sub.add_parser("order", parents=[common], help="right bower, two trumps and an ace")
    o.add_argument("--positions", type=int, default=600)
    lo = sub.add_parser("lone", parents=[common], help="lone hands solved on the real deal")
    lo.add_argument("--deals", type=int, default=4000)
    a = p.parse_args()
    rest = Playout(a.rest_samples)
    if a.study == "lead":
        res = lead_study(a.kind, a.positions, a.seed, a.samples, rest)
    elif a.study == "takeover":
        res = takeover_study(a.positions, a.seed, a.samples, rest)
    elif a.study == "order":
        res = order_study(a.positions, a.seed, a.samples, rest)
    else:
        res = lone_study(a.deals, a.seed, a.samples, rest)
    print(json.dumps(res) if a.json else json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
