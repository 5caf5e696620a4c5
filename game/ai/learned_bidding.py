"""A bidding policy learned from play: what a bid is worth against passing, by hand features.

For each bidding decision (first or second round, a seat's position from the dealer's left)
a linear model predicts the gain of making a suit trump now over passing, in points for the
bidder's side (capped at what each side still needs, three-handed: the bidder's points
minus the mean of the other two players'). The weights are learned offline by
``python -m game.ai.train`` from hands actually played out (see that module and
docs/ai.md) and kept in ``assets/ai/bidding.json``, read the first time a model is asked for
(start-up does not read it).

The features are the hand as it would be played (the dealer's after taking the upcard up
and discarding), measured against the suit: the counting model's value (``bidding``), which
of the top trumps are held, the number of trumps, off-suit aces and kings, voids, the upcard
a partner or an opponent would take up, the turned-down suit, the score and the options
(deck, stick the dealer).
"""
from __future__ import annotations

import json
import os
from functools import lru_cache

from game.rules import Game
from game.rules import cards as C
from game.rules.options import Options
from game.rules.tricks import EFFECTIVE, POWER

from .bidding import NORMAL_STYLE, first_round_value, score_shift_needs, strength

ASSET = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "ai", "bidding.json")
FEATURES = (
    "bias", "count", "top1", "top2", "top3", "top4", "top5", "low_trumps",
    "trumps2", "trumps3", "trumps4", "trumps5", "off_aces", "off_kings", "voids",
    "singletons", "up_top3", "up_other", "next", "buried_top", "their_need1", "their_need2",
    "my_need1", "my_need2", "deck32", "deck25", "stick", "trumps3_top1", "aces_trumps2",
    "count_bar",
)
N_FEATURES = len(FEATURES)


@lru_cache(maxsize=None)
def ladder(trump: int, deck: int) -> tuple[int, ...]:
    """The trumps of ``deck`` from the highest (the Joker, or the right bower) down."""
    cards = [c for c in C.deck(deck) if EFFECTIVE[trump][c] == trump]
    cards.sort(key=lambda c: -POWER[trump][c])
    return tuple(cards)


def model_key(players: int, round1: bool, position: int) -> str:
    """The model of a decision: the round and the seat's position from the dealer's left
    (0: the dealer's left; players - 1: the dealer)."""
    return f"{players}/{'r1' if round1 else 'r2'}/p{position}"


def features(hand: list[int], suit: int, *, game: Game, position: int, round1: bool,
             upcard: int, turned_down: int, options: Options, my_need: int,
             their_need: int) -> list[float]:
    """The feature vector (``FEATURES``) of making ``suit`` trump with ``hand`` in ``game``.

    ``position``: 0 is the dealer's left, ``players - 1`` the dealer. ``upcard``: the first
    round's upcard (-1 in the second round); ``turned_down``: the suit turned down (-1)."""
    players = game.players
    dealer = position == players - 1
    two = game.heads_up
    if round1:
        # The count as ``bidding.first_round_value`` reckons it (seat / dealer from the
        # position), and the hand the seat would play.
        count, played = first_round_value(hand, position, players - 1, upcard, suit, game,
                                          NORMAL_STYLE)
        bar = NORMAL_STYLE.order_bar(game)
    else:
        played = hand
        count = strength(hand, suit, two)
        if turned_down >= 0 and suit == C.same_colour(turned_down):
            count += 0.05
        bar = NORMAL_STYLE.name_bar(game)
    bar += score_shift_needs(my_need, their_need)
    eff = EFFECTIVE[suit]
    lad = ladder(suit, options.deck)
    held = set(played)
    tops = [1.0 if i < len(lad) and lad[i] in held else 0.0 for i in range(5)]
    trumps = [c for c in played if eff[c] == suit]
    nt = len(trumps)
    low = nt - int(sum(tops))
    aces = kings = voids = singles = 0
    for s in C.SUITS:
        if s == suit:
            continue
        cs = [c for c in played if eff[c] == s]
        if not cs:
            voids += 1
            continue
        ranks = [c & 7 for c in cs]
        if C.ACE in ranks:
            aces += 1
        elif len(cs) == 1:
            singles += 1
        if C.KING in ranks:
            kings += 1
    up_top3 = up_other = 0.0
    if round1 and not dealer and upcard >= 0:
        if upcard in lad[:3]:
            up_top3 = 1.0
        else:
            up_other = 1.0
    nxt = buried = 0.0
    if not round1 and turned_down >= 0:
        if suit == C.same_colour(turned_down):
            nxt = 1.0
        if upcard >= 0 and upcard in lad[:3]:
            buried = 1.0
    return [
        1.0, count, *tops, float(low),
        float(nt == 2), float(nt == 3), float(nt == 4), float(nt >= 5),
        float(aces), float(kings), float(voids), float(singles),
        up_top3, up_other, nxt, buried,
        float(their_need <= 1), float(their_need == 2), float(my_need <= 1),
        float(my_need == 2),
        float(options.deck == 32), float(options.deck == 25),
        float(options.stick_the_dealer and not round1),
        float(nt >= 3 and tops[0] > 0), float(aces if nt >= 2 else 0),
        count - bar,
    ]


@lru_cache(maxsize=4)
def _models(path: str = ASSET) -> dict[str, list[float]]:
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if (tuple(data.get("features", ())) != FEATURES
            or tuple(data.get("discard_features", ())) != DISCARD_FEATURES):
        raise ValueError(f"{path}: the model's features do not match this version")
    return {k: [float(w) for w in v] for k, v in data["models"].items()}


def has_model(players: int, round1: bool, position: int, path: str = ASSET) -> bool:
    try:
        return model_key(players, round1, position) in _models(path)
    except (OSError, ValueError):
        return False


def predicted_gain(x: list[float], players: int, round1: bool, position: int,
                   path: str = ASSET) -> float:
    """The learned gain of bidding over passing, in points, for feature vector ``x``
    (``path``: the policy file, by default the shipped one)."""
    w = _models(path)[model_key(players, round1, position)]
    return sum(a * b for a, b in zip(w, x))


# ---------------------------------------------------------------- the dealer's discard
DISCARD_FEATURES = (
    "trump", "top3_trump", "ace", "king", "queen_jack", "low", "makes_void", "suit_left",
    "king_with_ace", "lone_ace", "rank",
)


def discard_key(players: int) -> str:
    return f"{players}/discard"


def discard_features(hand: list[int], c: int, trump: int, deck: int) -> list[float]:
    """The features of throwing ``c`` away from the dealer's six cards ``hand``."""
    eff = EFFECTIVE[trump]
    s = eff[c]
    r = c & 7
    if s == trump:
        return [1.0, float(c in ladder(trump, deck)[:3]), 0.0, 0.0, 0.0, 0.0, 0.0,
                float(sum(1 for x in hand if eff[x] == trump) - 1), 0.0, 0.0, r / 7]
    same = [x for x in hand if eff[x] == s and x != c]
    ace_there = any((x & 7) == C.ACE for x in same)
    return [0.0, 0.0, float(r == C.ACE), float(r == C.KING),
            float(r in (C.QUEEN, C.JACK)), float(r < C.JACK), float(not same),
            float(len(same)), float(r == C.KING and ace_there),
            float(r == C.ACE and not same), r / 7]


def has_discard_model(players: int, path: str = ASSET) -> bool:
    try:
        return discard_key(players) in _models(path)
    except (OSError, ValueError):
        return False


def best_discard(hand: list[int], trump: int, players: int, deck: int,
                 path: str = ASSET) -> int:
    """The discard the learned policy rates best (ties: the first in ``hand``)."""
    w = _models(path)[discard_key(players)]
    return max(hand, key=lambda c: sum(a * b for a, b in
                                       zip(w, discard_features(hand, c, trump, deck))))
