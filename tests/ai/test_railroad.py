"""Railroad Euchre's decisions (RULES §8.1) at every level: the call for partner's best, the
card passed, the lone player's discard, going alone and defending alone; hard's guesses
respect the hidden exchange; the reasons hold."""
from __future__ import annotations

import random

import pytest

from game.ai import EasyPlayer, HardPlayer, NormalPlayer, RandomPlayer
from game.ai.knowledge import knowledge
from game.ai.partners_best import card_to_pass
from game.ai.sampling import sample_hands
from game.rules import Match, Options, stack
from game.rules import cards as C

from . import reason_rules
from .reason_rules import fired, positions, problems

RR = "railroad"
LEVELS = (EasyPlayer(1), NormalPlayer(1), HardPlayer(1, samples=4))


DEALER = "9D TD QS KS TC"   # seat 3's hand when a test deals him none


def railroad(hands: dict, upcard: str = "9H", dealer: int = 3, **opts) -> Match:
    options = Options(variant=RR, **opts)
    if dealer == 3 and 3 not in hands:
        hands = {**hands, 3: DEALER}
    deal = stack(4, dealer, hands, upcard, deck_size=options.deck)
    return Match(options, seed=1, stacked=[deal], first_dealer=dealer, seating=(0, 1, 2, 3))


def run(m: Match, *actions: str) -> None:
    for a in actions:
        m.apply(a)


def cards(text: str) -> list[int]:
    return C.parse_many(text)


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.name)
def test_every_level_calls_for_its_partners_best_alone_or_defending_alone(bot):
    m = railroad({0: "JH JD AH KH AS", 1: "JK TH QH KC AC", 2: "AD KD QD 9C 9S"})
    run(m, "order alone", "discard 9D")
    action, why = bot.hint(m.view(0))
    assert str(action) == "call best" and why.startswith("Call for your partner's best")
    run(m, "call best", "give AD", "discard AS", "defend alone")
    assert m.phase == "call_best" and m.to_act == 1
    assert str(bot.choose(m.view(1))) == "call best"


def test_the_partner_passes_his_best_trump_else_an_ace_of_his_shortest_suit():
    assert card_to_pass(cards("9H JD AS AC KC"), C.HEARTS) == C.parse("JD")   # the left bower
    assert card_to_pass(cards("9H JK AS AC KC"), C.HEARTS) == C.parse("JK")
    assert card_to_pass(cards("TH AS AC KC QC"), C.HEARTS) == C.parse("TH")   # a low trump
    assert card_to_pass(cards("AS 9S AC KC QC"), C.HEARTS) == C.parse("AS")   # shorter suit
    assert card_to_pass(cards("KS 9S QC TC 9D"), C.HEARTS) == C.parse("KS")


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.name)
def test_every_level_passes_its_best_trump_and_says_so(bot):
    m = railroad({0: "JH AH KH AS QS", 2: "JD 9C KC QD AC", 3: "9D TD KS TC JS"})
    run(m, "order alone", "discard 9D", "call best")
    view = m.view(2)
    assert view.phase == "give_best"
    action, why = bot.hint(view)
    assert str(action) == "give JD" and "left bower" in why
    assert not problems(view, action, why)


@pytest.mark.parametrize("bot", LEVELS, ids=lambda b: b.name)
def test_the_lone_player_keeps_the_passed_bower_and_throws_a_loser(bot):
    m = railroad({0: "JH AH KH AS QC", 2: "JD 9C KC QD AC"})
    run(m, "order alone", "discard 9D", "call best", "give JD")
    view = m.view(0)
    assert view.phase == "best_discard" and C.parse("JD") in view.hand
    action, why = bot.hint(view)
    assert action.kind == "discard" and action.card == C.parse("QC")
    assert not problems(view, action, why)


def test_normal_goes_alone_in_railroad_with_a_hand_it_would_only_order_in_four_handed():
    hand = {1: "JH AH KH AS QC"}   # the right bower, two trumps more, one loser
    four = Match(Options(variant="four-handed"), seed=1, first_dealer=0, seating=(0, 1, 2, 3),
                 stacked=[stack(4, 0, hand, "9H")])
    rr = railroad(hand, dealer=0)
    bot = NormalPlayer(1)
    assert str(bot.choose(four.view(1))) == "order"
    action, why = bot.hint(rr.view(1))
    assert str(action) == "order alone" and why.startswith("Go alone")
    assert str(HardPlayer(1, samples=4).choose(rr.view(1))) == "order alone"
    # without the call for best, Railroad's lone hands are those of four-handed
    off = railroad(hand, dealer=0, call_for_best=False)
    assert str(bot.choose(off.view(1))) == "order"


def test_normal_defends_alone_in_railroad_with_two_trumps_since_it_calls_too():
    hands = {0: "JH JD AH KH AS", 1: "QH TH AC KC 9S", 2: "AD KD QD 9C TS"}
    m = railroad(hands)
    run(m, "order alone", "discard 9D", "call best", "give AD", "discard AS")
    action, why = NormalPlayer(1).hint(m.view(1))
    assert str(action) == "defend alone" and "partner's best" in why
    assert not problems(m.view(1), action, why)
    off = railroad(hands, defender_calls_for_best=False)
    run(off, "order alone", "discard 9D", "call best", "give AD", "discard AS")
    assert str(NormalPlayer(1).choose(off.view(1))) == "pass"


def test_hards_guesses_never_deal_the_lone_players_discard():
    m = railroad({0: "JH JD AH KH AS", 2: "JK 9C KC QD AC"})
    run(m, "order alone", "discard 9D", "call best", "give JK", "discard AS", "pass", "pass")
    view = m.view(0)
    k = knowledge(view)
    assert not (k.unseen >> C.parse("AS")) & 1   # he saw what he threw away
    rng = random.Random(3)
    for _ in range(200):
        hands = sample_hands(view, k, rng)
        assert not any((h >> C.parse("AS")) & 1 for h in hands)
        assert hands[0] == C.mask(view.hand) and hands[2] == 0


def test_hards_guesses_let_the_dealer_sitting_out_have_passed_the_upcard():
    # seat 0 goes alone, seat 1 defends alone and calls: his partner the dealer, sitting
    # out, took up the 9H and may pass it to him.
    m = railroad({0: "JH JD AH KH AS", 1: "JK QH KC AC 9S", 3: "9C TC QS KS TD"})
    run(m, "order alone", "discard TD", "pass", "defend alone", "call best")
    assert m.to_act == 3 and m.upcard_state == "taken"
    run(m, "give 9H", "discard 9S")             # the dealer passes the upcard itself
    view = m.view(0)                              # the lone maker cannot know that
    k = knowledge(view)
    assert (k.unseen >> C.parse("9H")) & 1
    rng = random.Random(4)
    dealt = [bool((sample_hands(view, k, rng)[1] >> C.parse("9H")) & 1) for _ in range(300)]
    assert any(dealt) and not all(dealt)
    assert (knowledge(m.view(1)).unseen >> C.parse("9H")) & 1 == 0   # the receiver knows


def test_random_calls_and_passes_at_random_but_legally():
    m = railroad({0: "JH JD AH KH AS"})
    run(m, "order alone", "discard 9D")
    seen = {str(RandomPlayer(s).choose(m.view(0))) for s in range(20)}
    assert seen == {"call best", "pass"}


def test_reasons_of_every_level_hold_in_railroad():
    saved = list(reason_rules.VARIANTS)
    reason_rules.VARIANTS[:] = [Options(variant=RR), Options(variant=RR, deck=33, target=5)]
    fired.clear()
    try:
        bad = []
        for view in positions(2500, 31):
            bots = [EasyPlayer(3), NormalPlayer(3), RandomPlayer(3)]
            if view.phase in ("call_best", "give_best", "best_discard", "defend"):
                bots.append(HardPlayer(3, samples=2))
            for bot in bots:
                action, why = bot.hint(view)
                bad += [f"{bot.name} {view.phase} {action}: {p}"
                        for p in problems(view, action, why)]
    finally:
        reason_rules.VARIANTS[:] = saved
    assert not bad, "\n".join(bad[:15])
    dead = [rule for rule in ("a lone player calls", "says call", "passes the card named",
                              "best trump passed", "no trump to pass", "an ace passed",
                              "highest card passed", "a lone defender partner",
                              "a lone maker partner", "says defend alone")
            if not fired[rule]]
    assert not dead, dead
