"""The studies behind the computer players' house-rule decisions (docs/ai.md).

    python bench/house_rules.py redeal --variant two-handed --deals 4000
    python bench/house_rules.py defend --hands 1000

``redeal``: what a hand with no ace and no face is worth kept, against a fresh deal, for
each seat (single hands from 0-0 between ``normal`` players, the option off so the hand is
played): by seat from the dealer's left, and for the dealer holding the nine and ten of the
upcard's suit with its jack, ace or king turned up. Points are for the seat's side (three-
handed: the player's points minus the mean of the other two's).

``defend``: four-handed lone hands with defend alone on, at the moment a defender answers.
Each position is solved with every hand in view (double dummy) both ways: defending alone,
and passing so both defenders play. ``--callers normal`` takes the lone hands the
``normal`` level calls; ``--callers anyone`` has the dealer's left go alone on every deal,
strong or weak. It prints the mean points for the defenders by the defender's trump count,
and the mean points of each level's answer.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ai import make_player  # noqa: E402
from game.ai.sides import hand_teams  # noqa: E402
from game.ai.solver import first_leader, maker_tricks  # noqa: E402
from game.rules import Match, Options, stack  # noqa: E402
from game.rules import cards as C  # noqa: E402
from game.rules.scoring import score_hand  # noqa: E402
from game.rules.tricks import EFFECTIVE  # noqa: E402

HONOURS = (C.ACE, C.KING, C.QUEEN, C.JACK)


def _worth(awards: tuple[int, ...], seat: int, players: int) -> float:
    if players == 3:
        return awards[seat] - (sum(awards) - awards[seat]) / 2
    side = seat % 2
    return awards[side] - awards[1 - side]


def _hand(m: Match, bots) -> dict:
    while True:
        for e in m.apply(bots[m.to_act].choose(m.view(m.to_act))):
            if e["type"] == "hand_over":
                return e


def _mean_ci(values: list[float]) -> list[float]:
    m = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return [round(m, 3), round(half, 3)]


def redeal(variant: str, deals: int, seed: int, level: str) -> dict:
    opts = Options(variant=variant)
    n = opts.players
    seating = (0, 1, 2, 3) if n == 4 else None
    rng = random.Random(seed)
    fresh: dict[int, list[float]] = defaultdict(list)
    for i in range(deals):
        m = Match(opts, rng.getrandbits(32), first_dealer=0, seating=seating)
        bots = [make_player(level, i * 4 + s, reproducible=True) for s in range(n)]
        awards = _hand(m, bots)["awards"]
        for s in range(n):
            fresh[(s - 1) % n].append(_worth(awards, s, n))
    deck = C.deck(24)
    low = [c for c in deck if C.rank_of(c) not in HONOURS]
    kept: dict[str, list[float]] = defaultdict(list)
    for i in range(deals):
        pos = i % n   # 0: the dealer's left ... n - 1: the dealer
        seat = (pos + 1) % n
        suit = rng.randrange(4)
        up_rank = None
        if pos == n - 1 and i % (2 * n) >= n:   # every other dealer: nine and ten of the upcard
            up_rank = (C.JACK, C.ACE, C.KING)[(i // (2 * n)) % 3]
            junk = [C.card(C.NINE, suit), C.card(C.TEN, suit)] + rng.sample(
                [c for c in low if C.suit_of(c) != suit], 3)
            up = C.card(up_rank, suit)
        else:
            junk = rng.sample(low, 5)
            up = rng.choice([c for c in deck if c not in junk])
        rest = [c for c in deck if c not in junk and c != up]
        rng.shuffle(rest)
        hands = {seat: junk}
        for k, s in enumerate(s for s in range(n) if s != seat):
            hands[s] = rest[5 * k:5 * k + 5]
        m = Match(opts, 1, stacked=[stack(n, 0, hands, up, stock=rest[5 * (n - 1):])],
                  first_dealer=0, seating=seating)
        bots = [make_player(level, i * 4 + s, reproducible=True) for s in range(n)]
        v = _worth(_hand(m, bots)["awards"], seat, n)
        name = f"seat {pos} (dealer)" if pos == n - 1 else f"seat {pos}"
        if up_rank is None:
            kept[name].append(v)
        else:
            kept[f"dealer, 9 and 10 of the upcard's suit, {C.RANK_NAMES[up_rank]} up"].append(v)
    out = {"variant": variant, "level": level, "deals": deals,
           "fresh deal, by seat from the dealer's left": {
               f"seat {p}" + (" (dealer)" if p == n - 1 else ""): _mean_ci(v)
               for p, v in sorted(fresh.items())},
           "junk kept [mean, 95% half-width]": {k: _mean_ci(v) for k, v in sorted(kept.items())}}
    return out


def _solved(m: Match, defend: bool) -> int:
    """Points for the defenders when the defender to act defends alone or passes, with every
    hand in view."""
    seat = m.to_act
    out = (m.sitting_out, (seat + 2) % 4) if defend else (m.sitting_out,)
    team = hand_teams(m.options.game, m.maker)
    ms = team[m.maker]
    tricks = maker_tricks(m.hands, m.trump, first_leader(m.dealer, 4, out), ms, out, team)
    r = score_hand(ms, tricks, True, defend)
    return r.points if r.side != ms else -r.points


def defend(hands: int, seed: int, callers: str, samples: int) -> dict:
    opts = Options(variant="four-handed", defend_alone=True)
    rng = random.Random(seed)
    caller = make_player("normal", 1)
    levels = {lv: make_player(lv, 2, reproducible=True) for lv in ("easy", "normal")}
    from game.ai import HardPlayer
    levels["hard"] = HardPlayer(2, samples=samples)
    by_count: dict[int, list[tuple[int, int]]] = defaultdict(list)
    chosen: dict[str, list[int]] = defaultdict(list)
    alone_calls: dict[str, int] = defaultdict(int)
    count = 0
    while count < hands:
        m = Match(opts, rng.getrandbits(32))
        if callers == "anyone":
            if m.phase != "round1":
                continue
            m.apply("order alone")
        while m.phase not in ("defend", "play", "match_over"):
            m.apply(caller.choose(m.view(m.to_act)))
        if m.phase != "defend":
            continue
        count += 1
        alone, both = _solved(m, True), _solved(m, False)
        view = m.view(m.to_act)
        trumps = sum(1 for c in view.hand if EFFECTIVE[m.trump][c] == m.trump)
        by_count[trumps].append((alone, both))
        chosen["always pass"].append(both)
        chosen["always defend alone"].append(alone)
        chosen["the better of the two (seeing every hand)"].append(max(alone, both))
        for name, p in levels.items():
            a = p.choose(view)
            alone_calls[name] += a.kind == "defend"
            chosen[name].append(alone if a.kind == "defend" else both)
    return {"callers": callers, "positions": count,
            "by the defender's trumps: [positions, defend alone, pass]": {
                str(k): [len(v), round(statistics.mean(a for a, _ in v), 3),
                         round(statistics.mean(b for _, b in v), 3)]
                for k, v in sorted(by_count.items())},
            "mean points for the defenders": {k: round(statistics.mean(v), 3)
                                              for k, v in chosen.items()},
            "times each level defended alone": dict(alone_calls)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="one JSON object")
    sub = p.add_subparsers(dest="study", required=True)
    r = sub.add_parser("redeal", parents=[common], help="junk kept against a fresh deal")
    r.add_argument("--variant", default="two-handed")
    r.add_argument("--deals", type=int, default=4000)
    r.add_argument("--level", default="normal")
    r.add_argument("--seed", type=int, default=5)
    d = sub.add_parser("defend", parents=[common], help="defend alone against passing, solved double dummy")
    d.add_argument("--hands", type=int, default=1000)
    d.add_argument("--callers", choices=["normal", "anyone"], default="normal")
    d.add_argument("--samples", type=int, default=16, help="hard's sampled deals")
    d.add_argument("--seed", type=int, default=11)
    a = p.parse_args()
    if a.study == "redeal":
        res = redeal(a.variant, a.deals, a.seed, a.level)
    else:
        res = defend(a.hands, a.seed, a.callers, a.samples)
    if a.json:
        print(json.dumps(res))
        return
    for key, value in res.items():
        if isinstance(value, dict):
            print(f"{key}:")
            for k, v in value.items():
                print(f"  {k}: {json.dumps(v)}")
        else:
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
