"""The studies behind the computer players' Railroad decisions (docs/ai.md).

    python bench/railroad.py exchange --positions 1000 --callers normal
    python bench/railroad.py defend --positions 1000 --callers anyone

``exchange``: Railroad lone hands at the moment the lone maker may call for his partner's
best (after the dealer's pick-up). Each position is solved with every hand in view (double
dummy), the defence left out (both defenders play): without the call; with the call, for
every card the partner may pass, the lone maker then discarding by the counting rule (and,
for the ceiling, his best discard). It prints the mean points for the maker's side of not
calling, of each passing rule and of the best card, seeing every hand, by what the partner
holds.

``defend``: Railroad lone hands at the moment a defender may defend alone (after the maker's
exchange, by the ``normal`` rules). Each is solved both ways: passing, so both defenders
play, and defending alone, with the lone defender's call for his partner's best (the partner
passing and the defender discarding by the ``normal`` rules) and without it. Mean points
for the defenders by the defender's trumps and by his trumps that no card the maker may hold
can beat, and the mean points of each level's answer.

``--callers normal`` takes the lone hands the ``normal`` level calls; ``--callers anyone`` has
the dealer's left go alone on every deal, strong or weak.
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
from game.ai.bidding import best_discard  # noqa: E402
from game.ai.defend_alone import sure_trumps  # noqa: E402
from game.ai.partners_best import card_to_pass  # noqa: E402
from game.ai.sides import hand_teams  # noqa: E402
from game.ai.solver import first_leader, maker_tricks  # noqa: E402
from game.rules import Match, Options  # noqa: E402
from game.rules import cards as C  # noqa: E402
from game.rules.scoring import score_hand  # noqa: E402
from game.rules.tricks import EFFECTIVE, POWER, TRUMP_BASE  # noqa: E402

TOP_TRUMP = 118   # the left bower's power: the Joker and both bowers are "top" trumps


def _mean_ci(values: list[float]) -> list[float]:
    m = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return [round(m, 3), round(half, 3)]


def _position(opts: Options, rng: random.Random, callers: str, until: str) -> Match | None:
    """A match of one hand brought by the ``normal`` players to phase ``until`` (None if the
    hand never gets there)."""
    m = Match(opts, rng.getrandbits(32))
    bot = make_player("normal", 1)
    if callers == "anyone":
        if m.phase != "round1":
            return None
        m.apply("order alone")
    while m.phase not in (until, "play", "match_over") and m.hands_scored == 0:
        m.apply(bot.choose(m.view(m.to_act)))
    return m if m.phase == until and m.hands_scored == 0 else None


def _maker_points(m: Match, hands: list[int], out: tuple[int, ...], defended: bool) -> int:
    """Points for the maker's side (negative: the defenders score) with every hand in view."""
    team = hand_teams(4, m.maker)
    side = team[m.maker]
    tricks = maker_tricks(hands, m.trump, first_leader(m.dealer, 4, out), side, out, team)
    r = score_hand(side, tricks, True, defended)
    return r.points if r.side == side else -r.points


def _with_card(m: Match, hands: list[int], lone: int, c: int, oracle: bool,
               out: tuple[int, ...], defended: bool, sign: int) -> int:
    """The lone player ``lone`` receives ``c`` and discards (by the rule, or his best for
    ``sign``: +1 the maker's side, -1 the defenders'); the points for the maker's side."""
    six = C.cards_of(hands[lone]) + [c]
    options = six if oracle else [best_discard(six, m.trump)]
    best = None
    for d in options:
        h = list(hands)
        h[lone] = C.mask(x for x in six if x != d)
        p = _maker_points(m, h, out, defended)
        if best is None or sign * p > sign * best:
            best = p
    assert best is not None
    return best


def _holding(hand: list[int], trump: int) -> str:
    power = POWER[trump]
    top = max((power[c] for c in hand if power[c] >= TRUMP_BASE), default=-1)
    ace = any(c != C.JOKER and C.rank_of(c) == C.ACE and EFFECTIVE[trump][c] != trump
              for c in hand)
    kind = "a top trump (Joker or bower)" if top >= TOP_TRUMP else (
        "only lower trumps" if top >= TRUMP_BASE else "no trump")
    return kind + (", an off-suit ace" if ace else ", no off-suit ace")


def _ace_over_low_trump(hand: list[int], trump: int) -> int:
    """A rule to compare: an off-suit ace rather than a trump below the bowers."""
    power = POWER[trump]
    best = card_to_pass(hand, trump)
    if power[best] >= TOP_TRUMP:
        return best
    aces = [c for c in hand if c != C.JOKER and C.rank_of(c) == C.ACE
            and EFFECTIVE[trump][c] != trump]
    return aces[0] if aces else best


def exchange(positions: int, seed: int, callers: str) -> dict:
    opts = Options(variant="railroad", defend_alone=False, rubbers=False)
    rng = random.Random(seed)
    rows: dict[str, list[float]] = defaultdict(list)
    groups: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    count = 0
    while count < positions:
        m = _position(opts, rng, callers, "call_best")
        if m is None:
            continue
        count += 1
        lone, partner = m.maker, (m.maker + 2) % 4
        out = (partner,)
        hands = list(m.hands)
        hands[partner] = 0
        given = C.cards_of(m.hands[partner])
        by_card = {c: _with_card(m, hands, lone, c, False, out, False, 1) for c in given}
        best_discards = {c: _with_card(m, hands, lone, c, True, out, False, 1) for c in given}
        results = {
            "no call": _maker_points(m, hands, out, False),
            "call; the best trump, else an ace (the rule)": by_card[card_to_pass(given, m.trump)],
            "call; an ace before a trump below the bowers": by_card[
                _ace_over_low_trump(given, m.trump)],
            "call; the best card, seeing every hand": max(by_card.values()),
            "call; the best card and the best discard, seeing every hand": max(
                best_discards.values()),
        }
        group = _holding(given, m.trump)
        for name, v in results.items():
            rows[name].append(v)
            groups[group][name].append(v)
    return {"callers": callers, "positions": count,
            "mean points for the maker's side [mean, 95% half-width]": {
                k: _mean_ci(v) for k, v in rows.items()},
            "by what the partner holds: positions, then mean points": {
                g: [len(next(iter(v.values())))] + [round(statistics.mean(x), 3)
                                                    for x in v.values()]
                for g, v in sorted(groups.items())},
            "columns": list(rows)}


def defend(positions: int, seed: int, callers: str, samples: int) -> dict:
    opts = Options(variant="railroad", rubbers=False)
    rng = random.Random(seed)
    from game.ai import HardPlayer
    levels = {lv: make_player(lv, 2, reproducible=True) for lv in ("easy", "normal")}
    levels["hard"] = HardPlayer(2, samples=samples)
    by_trumps: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    chosen: dict[str, list[int]] = defaultdict(list)
    alone_calls: dict[str, int] = defaultdict(int)
    count = 0
    while count < positions:
        m = _position(opts, rng, callers, "defend")
        if m is None:
            continue
        count += 1
        seat = m.to_act
        partner = (seat + 2) % 4
        hands = list(m.hands)
        hands[m.sitting_out] = 0
        both = -_maker_points(m, hands, (m.sitting_out,), False)
        out = (m.sitting_out, partner)
        alone_hands = list(hands)
        alone_hands[partner] = 0
        plain = -_maker_points(m, alone_hands, out, True)
        c = card_to_pass(C.cards_of(m.hands[partner]), m.trump)
        called = -_with_card(m, alone_hands, seat, c, False, out, True, -1)
        view = m.view(seat)
        trumps = sum(1 for x in view.hand if EFFECTIVE[m.trump][x] == m.trump)
        sure = len(sure_trumps(view))
        by_trumps[f"{trumps} trumps, {sure} sure"].append((both, plain, called))
        chosen["always pass"].append(both)
        chosen["always defend alone, with the call"].append(called)
        chosen["the better of the two (seeing every hand)"].append(max(both, called))
        for name, p in levels.items():
            a = p.choose(view)
            alone_calls[name] += a.kind == "defend"
            chosen[name].append(called if a.kind == "defend" else both)
    return {"callers": callers, "positions": count,
            "by the defender's trumps: [positions, pass, defend alone without the call, "
            "with it]": {k: [len(v)] + [round(statistics.mean(x[i] for x in v), 3)
                                        for i in range(3)]
                         for k, v in sorted(by_trumps.items())},
            "mean points for the defenders": {k: round(statistics.mean(v), 3)
                                              for k, v in chosen.items()},
            "times each level defended alone": dict(alone_calls)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="one JSON object")
    common.add_argument("--positions", type=int, default=1000)
    common.add_argument("--callers", choices=["normal", "anyone"], default="normal")
    common.add_argument("--seed", type=int, default=11)
    sub = p.add_subparsers(dest="study", required=True)
    sub.add_parser("exchange", parents=[common], help="the call and the card passed, solved")
    d = sub.add_parser("defend", parents=[common], help="defend alone against passing, solved")
    d.add_argument("--samples", type=int, default=16, help="hard's sampled deals")
    a = p.parse_args()
    if a.study == "exchange":
        res = exchange(a.positions, a.seed, a.callers)
    else:
        res = defend(a.positions, a.seed, a.callers, a.samples)
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
