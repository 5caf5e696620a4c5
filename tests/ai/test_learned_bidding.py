"""The learned bidding policy: its data file, its training and how `hard` uses it."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

from game.ai import HardPlayer, learned_bidding, train
from game.ai.learned_bidding import ASSET, FEATURES, N_FEATURES, features
from game.rules import Options
from tests.rules.helpers import run, stacked_match

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")


def test_shipped_models_cover_every_bidding_decision() -> None:
    assert os.path.getsize(ASSET) <= 1_000_000
    with open(ASSET, encoding="utf-8") as f:
        data = json.load(f)
    assert data["features"] == list(FEATURES)
    assert data["discard_features"] == list(learned_bidding.DISCARD_FEATURES)
    for players in (2, 3, 4):
        weights = data["models"][learned_bidding.discard_key(players)]
        assert len(weights) == len(learned_bidding.DISCARD_FEATURES)
    for players in (2, 3, 4):
        for round1 in (True, False):
            for position in range(players):
                key = learned_bidding.model_key(players, round1, position)
                assert key in data["models"], key
                assert len(data["models"][key]) == N_FEATURES
                assert all(isinstance(w, float) for w in data["models"][key])


def test_the_data_file_is_read_only_when_a_bid_is_weighed() -> None:
    code = ("import main, game.ai, game.client; from game.ai import learned_bidding as L; "
            "print(L._models.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, env={**os.environ, "SDL_VIDEODRIVER": "dummy"}, check=True)
    assert out.stdout.strip() == "0"


def test_features_read_the_hand_against_the_suit() -> None:
    opts = Options(variant="four-handed")
    # Seat at the dealer's left, first round, hearts up (9H to the opposing dealer).
    hand = [C_("JH"), C_("JD"), C_("AH"), C_("AS"), C_("9C")]
    x = dict(zip(FEATURES, features(hand, 2, game=opts.game, position=0, round1=True,
                                    upcard=C_("9H"), turned_down=-1, options=opts,
                                    my_need=10, their_need=10)))
    assert (x["top1"], x["top2"], x["top3"], x["top4"]) == (1.0, 1.0, 1.0, 0.0)
    assert x["trumps3"] == 1.0 and x["trumps2"] == 0.0
    assert x["off_aces"] == 1.0 and x["voids"] == 1.0 and x["singletons"] == 1.0
    assert x["up_other"] == 1.0 and x["up_top3"] == 0.0
    assert x["their_need1"] == 0.0 and x["stick"] == 0.0
    # The dealer plays the hand with the upcard taken up (his worst card discarded).
    y = dict(zip(FEATURES, features([C_("9C"), C_("TH"), C_("AS"), C_("KS"), C_("QD")], 2,
                                    game=opts.game, position=3, round1=True, upcard=C_("JH"),
                                    turned_down=-1, options=opts, my_need=1, their_need=2)))
    assert y["top1"] == 1.0 and y["up_top3"] == 0.0
    assert y["my_need1"] == 1.0 and y["their_need2"] == 1.0


def C_(text: str) -> int:
    from game.rules import cards as C

    return C.parse(text)


def test_fit_recovers_a_known_linear_rule() -> None:
    rng = random.Random(3)
    true_w = [rng.uniform(-1, 1) for _ in range(N_FEATURES)]
    rows = []
    for _ in range(3000):
        x = [1.0] + [float(rng.random() < 0.4) * rng.uniform(0, 3)
                     for _ in range(N_FEATURES - 1)]
        rows.append((x, sum(a * b for a, b in zip(true_w, x)) + rng.gauss(0, 0.1)))
    w = train.fit(rows, ridge=0.01)
    assert max(abs(a - b) for a, b in zip(w, true_w)) < 0.05


def test_training_labels_are_hands_played_out_both_ways() -> None:
    examples = train.deal_examples(("four-handed", 11)) + train.deal_examples(("two-handed", 4))
    assert examples == train.deal_examples(("four-handed", 11)) + train.deal_examples(
        ("two-handed", 4))  # reproducible from the seed
    for key, x, gain in examples:
        assert len(x) == N_FEATURES
        # A bid against a pass moves at most a march's or a euchre's worth each way.
        assert -8.0 <= gain <= 8.0
        assert key.split("/")[0] in ("2", "4")


def test_training_writes_a_model_file(tmp_path) -> None:
    out = tmp_path / "b.json"
    train.main(["--variants", "two-handed", "--deals", "60", "--seed", "2", "--out", str(out)])
    data = json.loads(out.read_text())
    assert set(data["models"]) <= {f"2/r{r}/p{p}" for r in (1, 2) for p in (0, 1)} | {
        "2/discard"}
    assert sum(data["examples"].values()) > 0
    again = tmp_path / "c.json"
    train.main(["--variants", "two-handed", "--deals", "60", "--seed", "2", "--out", str(again)])
    assert again.read_text() == out.read_text()


@pytest.mark.parametrize("gain,expected", [(3.0, "order"), (-3.0, "pass")])
def test_hard_bids_by_the_learned_gain(monkeypatch, gain, expected) -> None:
    # A middling hand (in the band where hard weighs the bid): the learned gain decides.
    m = stacked_match("four-handed", 3, {0: "JD AH TH 9S KD"}, "QH")
    monkeypatch.setattr(learned_bidding, "predicted_gain", lambda *a: gain)
    monkeypatch.setattr(learned_bidding, "has_model", lambda *a: True)
    action, why = HardPlayer(1, samples=4).hint(m.view(0))
    assert str(action) == expected, why
    assert "in hands like this played out before" in why
    # Searching instead, the player does not ask the learned policy at all.
    searched = HardPlayer(1, samples=4, bidding="search").hint(m.view(0))[1]
    assert "likely deals" in searched


def test_hard_bids_sensibly_by_the_shipped_policy() -> None:
    bot = HardPlayer(1, samples=8)
    strong = stacked_match("four-handed", 3, {0: "JH JD AH KH AS"}, "9H")
    assert str(bot.choose(strong.view(0))).startswith("order")
    weak = stacked_match("four-handed", 3, {0: "9H TS QC 9D TD"}, "KH")
    assert str(bot.choose(weak.view(0))) == "pass"
    m = stacked_match("two-handed", 0, {1: "JS JC AS 9S AH"}, "9D")
    run(m, "pass", "pass")
    assert str(bot.choose(m.view(1))).startswith("name S")


def test_discard_features_and_training_labels() -> None:
    from game.rules import cards as C

    hand = C.parse_many("JH AH 9H AS 9C KD")
    rows = {C.text(c): learned_bidding.discard_features(hand, c, 2, 24) for c in hand}
    names = learned_bidding.DISCARD_FEATURES
    assert dict(zip(names, rows["9C"]))["makes_void"] == 1.0
    assert dict(zip(names, rows["AS"]))["lone_ace"] == 1.0
    assert dict(zip(names, rows["JH"]))["top3_trump"] == 1.0
    assert dict(zip(names, rows["9H"]))["trump"] == 1.0
    # A discard's labels are each card's result less the mean over the six cards.
    for seed in range(40):
        found = [e for e in train.deal_examples(("four-handed", seed)) if
                 e[0] == "4/discard"]
        if found:
            assert len(found) == 6
            assert abs(sum(g for _, _, g in found)) < 1e-9
            return
    raise AssertionError("no dealer's discard in 40 deals")


def test_hard_discards_by_the_shipped_policy() -> None:
    # The dealer takes up the right bower and throws the lone 9C (a void) rather than an ace
    # or a trump.
    m = stacked_match("four-handed", 3, {3: "AH 9H AS 9C KS"}, "JH")
    run(m, "order")
    for bot in (HardPlayer(1, samples=4), HardPlayer(1, samples=4, discard="search")):
        assert str(bot.choose(m.view(3))) == "discard 9C"


def test_hard_reads_the_policy_file_it_is_given(tmp_path) -> None:
    data = json.loads(open(ASSET, encoding="utf-8").read())
    m = stacked_match("four-handed", 3, {0: "JD AH TH 9S KD"}, "QH")  # within the band
    for bias, expected in ((9.0, "order"), (-9.0, "pass")):
        data["models"]["4/r1/p0"] = [bias] + [0.0] * (N_FEATURES - 1)
        path = tmp_path / f"policy{bias}.json"
        path.write_text(json.dumps(data))
        assert str(HardPlayer(1, samples=4, policy=str(path)).choose(m.view(0))) == expected
