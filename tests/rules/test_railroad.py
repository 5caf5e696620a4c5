"""RULES §8.1: Railroad Euchre, each rule with a stacked deal: the call for partner's best
(by the maker, by the dealer alone, by a lone defender), who sees the cards of an exchange,
laps and slams in a rubber, the 33-card deck, and options refused in the other games."""
import pytest

from game.rules import IllegalAction, Match, Options, stack
from game.rules import cards as C
from game.rules.save import from_record, to_record
from game.rules.wire import view_from_wire, view_to_wire

from .helpers import hand_text, of_type, run, stacked_match

RR = "railroad"
# Dealer seat 3 (his partner seat 1); seat 0 at his left, partner of seat 2. Hearts up:
# seat 0 holds a strong heart hand, seat 2 the Joker.
HANDS = {0: "JH JD AH KH AS", 1: "9C TC QC KC AC", 2: "JK QD KD AD 9S", 3: "9D TD QS KS TH"}


def railroad(hands=None, upcard="9H", dealer=3, **kw):
    return stacked_match(RR, dealer, dict(hands or HANDS), upcard, deck=kw.pop("deck", 25),
                         **kw)


def cards(text: str) -> set[int]:
    return set(C.parse_many(text))


def exchange_cards(m: Match) -> set[int]:
    return set(m.best_passed.values()) | set(m.best_discards.values())


def event_cards(events: list[dict]) -> set[int]:
    out = set()
    for e in events:
        for key in ("card", "upcard"):
            if isinstance(e.get(key), int):
                out.add(e[key])
        for pair in e.get("cards") or ():
            out.add(pair[1])
    return out


def test_railroad_defaults_are_the_rules_of_the_game():
    o = Options(variant=RR)
    assert (o.deck, o.target, o.rubbers, o.defend_alone, o.call_for_best,
            o.defender_calls_for_best, o.laps, o.slam) == (25, 10, True, True, True, True,
                                                           True, True)
    assert o.players == 4 and o.game.partners and o.game.going_alone and o.game.cut
    assert o.game.title == "Railroad Euchre" and o.game.rules_section == "8.1"
    # four-handed keeps its own defaults
    f = Options(variant="four-handed")
    assert (f.deck, f.rubbers, f.defend_alone, f.call_for_best, f.laps, f.slam) == (
        24, False, False, False, False, False)


@pytest.mark.parametrize("variant", ["two-handed", "three-handed", "four-handed"])
@pytest.mark.parametrize("option", ["call_for_best", "defender_calls_for_best", "laps", "slam"])
def test_railroads_own_options_are_refused_in_the_other_games(variant, option):
    with pytest.raises(ValueError, match="only in railroad"):
        Options(variant=variant, **{option: True})
    assert getattr(Options(variant=variant), option) is False


def test_the_33_card_deck_is_railroads_and_it_refuses_the_jokerless_decks():
    with pytest.raises(ValueError, match="33"):
        Options(variant="four-handed", deck=33)
    with pytest.raises(ValueError, match="25 or 33"):
        Options(variant=RR, deck=24)
    with pytest.raises(ValueError, match="25 or 33"):
        Options(variant=RR, deck=32)
    d = C.deck(33)
    assert len(d) == 33 and C.JOKER in d and set(d) - {C.JOKER} == set(C.deck(32))
    m = Match(Options(variant=RR, deck=33), seed=4)
    dealt = [c for h in m.dealt for c in h]
    assert len(dealt) == 20 and len(m.stock) == 13
    assert sorted(dealt + list(m.stock)) == sorted(d)


def test_the_joker_is_the_highest_trump_in_the_33_card_deck():
    m = railroad({0: "JH 7H 8H AH KH", 1: "JK 7C 8C 8S 7S", 2: "JD 9C 8D 7D AD",
                  3: "9D TD QS KS TC"}, deck=33)
    run(m, "order", "discard TC")   # seat 0 orders hearts; the dealer takes the 9H
    ev = run(m, "play JH", "play JK", "play JD", "play 9H")
    assert of_type(ev, "trick")[0]["winner"] == 1   # the Joker beats both bowers


def test_a_lone_maker_calls_for_his_partners_best_who_passes_it_face_down():
    m = railroad()
    ev = run(m, "order alone")              # seat 0 alone in hearts; the dealer takes up
    assert m.phase == "discard" and m.to_act == 3
    ev += run(m, "discard 9D")
    # after the dealer's pick-up and discard, the lone maker is asked
    assert m.phase == "call_best" and m.to_act == 0
    assert [str(a) for a in m.legal_actions()] == ["pass", "call best"]
    ev += run(m, "call best")
    assert m.phase == "give_best" and m.to_act == 2
    assert {str(a) for a in m.legal_actions()} == {f"give {c}" for c in HANDS[2].split()}
    ev += run(m, "give JK")
    assert m.phase == "best_discard" and m.to_act == 0
    assert hand_text(m, 0) == {"JH", "JD", "AH", "KH", "AS", "JK"}
    assert hand_text(m, 2) == {"QD", "KD", "AD", "9S"}
    assert {str(a) for a in m.legal_actions()} == {f"discard {c}" for c in hand_text(m, 0)}
    ev += run(m, "discard AS")
    assert hand_text(m, 0) == {"JH", "JD", "AH", "KH", "JK"}
    # then the defence (on in Railroad), from the maker's left
    assert m.phase == "defend" and m.to_act == 1
    assert [e["type"] for e in ev if e["type"] in ("call_best", "best_passed", "best_discard")
            ] == ["call_best", "best_passed", "best_discard"]
    assert of_type(ev, "call_best")[0] == {"type": "call_best", "seat": 0, "partner": 2}
    assert of_type(ev, "best_passed")[0] == {"type": "best_passed", "seat": 2, "to": 0}
    assert of_type(ev, "best_discard")[0] == {"type": "best_discard", "seat": 0}
    run(m, "pass", "pass")
    assert m.phase == "play" and m.to_act == 0 and m.view(2).hand_sizes == (5, 5, 4, 5)


def test_only_the_two_players_of_the_exchange_see_its_cards():
    m = railroad()
    ev = run(m, "order alone", "discard 9D", "call best", "give JK", "discard AS")
    maker, passer, dealer, other = (m.view(s) for s in (0, 2, 3, 1))
    assert (maker.best_received, maker.best_discard, maker.best_passed) == (
        C.parse("JK"), C.parse("AS"), None)
    assert (passer.best_passed, passer.best_received, passer.best_discard) == (
        C.parse("JK"), None, None)
    for v in (dealer, other):
        assert (v.best_passed, v.best_received, v.best_discard) == (None, None, None)
    assert all(v.best_calls == (0,) for v in (maker, passer, dealer, other))
    # the dealer's own discard stays his alone
    assert dealer.discard == C.parse("9D") and maker.discard is None
    # no event names a card of the exchange; on the wire the opponents' views hold neither
    assert not event_cards(ev) & exchange_cards(m)
    secret = exchange_cards(m)
    for seat in (1, 3):
        wire = view_to_wire(m.view(seat))
        assert not {c for c in wire["hand"]} & secret
        assert (wire["best_passed"], wire["best_received"], wire["best_discard"]) == (
            None, None, None)
        assert view_from_wire(wire) == m.view(seat)
    # the passer learns nothing of the discard
    assert view_to_wire(m.view(2))["best_discard"] is None


def test_the_lone_maker_may_pass_instead_and_nothing_changes_hands():
    m = railroad()
    ev = run(m, "order alone", "discard 9D", "pass")
    assert of_type(ev, "pass")[-1] == {"type": "pass", "seat": 0, "round": "call_best"}
    assert m.phase == "defend" and hand_text(m, 2) == set(HANDS[2].split())
    assert m.view(0).best_calls == () and m.view(0).best_received is None


def test_the_dealer_alone_takes_up_discards_then_receives_and_discards_again():
    m = railroad()
    run(m, "pass", "pass", "pass")              # seats 0, 1, 2 pass
    run(m, "order alone")                       # the dealer takes it up alone; seat 1 out
    assert m.sitting_out == 1 and m.phase == "discard" and m.to_act == 3
    run(m, "discard 9D")
    assert m.phase == "call_best" and m.to_act == 3
    run(m, "call best")
    assert m.phase == "give_best" and m.to_act == 1
    run(m, "give AC", "discard TD")
    v = m.view(3)
    assert v.discard == C.parse("9D") and v.best_discard == C.parse("TD")
    assert v.best_received == C.parse("AC") and C.parse("AC") in v.hand and len(v.hand) == 5
    assert m.view(1).best_passed == C.parse("AC") and m.view(1).discard is None
    assert m.view(0).best_received is None and m.view(0).discard is None
    assert m.phase == "defend" and m.to_act == 0   # the defender at the maker's left


def test_the_dealers_partner_alone_calls_while_the_dealer_leaves_the_upcard():
    m = railroad()
    run(m, "pass", "order alone")   # seat 1, the dealer's partner, goes alone
    assert m.upcard_state == "left" and m.phase == "call_best" and m.to_act == 1
    run(m, "call best", "give TH", "discard 9C")   # the dealer passes him the 10 of trumps
    assert "TH" in hand_text(m, 1) and m.view(1).best_discard == C.parse("9C")


def test_the_partner_can_do_nothing_but_pass_a_card_and_nobody_else_may():
    m = railroad()
    run(m, "order alone", "discard 9D")
    with pytest.raises(IllegalAction, match="cannot pass a card to your partner now: you play alone"):
        m.apply("give JK")             # before the call (the maker's turn)
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply("call best", seat=2)
    run(m, "call best")
    for wrong in ("play JK", "pass", "discard JK", "call best", "defend alone"):
        with pytest.raises(IllegalAction, match="pass him one card"):
            m.apply(wrong)
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.apply("give JH")
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply("give JK", seat=0)
    run(m, "give JK")
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply("discard QD", seat=2)
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.apply("discard QD")
    run(m, "discard AS", "pass", "pass")
    # the partner takes no part in the play
    while m.hands_scored == 0:
        assert m.to_act != 2
        m.apply(m.legal_actions()[0])


def test_calling_for_best_is_refused_in_words_elsewhere():
    four = stacked_match("four-handed", 3, dict(HANDS), "9H", deck=25)
    run(four, "order alone", "discard 9D")
    assert four.phase == "play"
    with pytest.raises(IllegalAction, match="not played in this match"):
        four.apply("call best")
    m = railroad()
    with pytest.raises(IllegalAction, match="only a player who plays alone"):
        m.apply("call best")
    off = railroad(call_for_best=False)
    run(off, "order alone", "discard 9D")
    assert off.phase == "defend"   # straight to the defence without the call


def test_a_lone_defender_calls_for_his_partners_best_too():
    hands = {0: "AH KH QH AC AS", 1: "JK JH KC KS KD", 2: "9H TC QC 9S TS", 3: "JD 9D QS TD AD"}
    m = railroad(hands, upcard="TH")
    run(m, "order alone", "discard 9D")       # seat 0 alone; the dealer takes the 10
    run(m, "call best", "give 9H", "discard AC")
    assert m.phase == "defend" and m.to_act == 1
    ev = run(m, "defend alone")
    assert m.lone_defender == 1 and m.phase == "call_best" and m.to_act == 1
    assert of_type(ev, "defend_alone")[0]["sitting_out"] == 3
    run(m, "call best")
    assert m.phase == "give_best" and m.to_act == 3   # the dealer, sitting out, passes
    run(m, "give JD", "discard KD")
    assert m.view(1).best_calls == (0, 1)
    assert (m.view(1).best_received, m.view(1).best_discard) == (C.parse("JD"), C.parse("KD"))
    assert m.view(3).best_passed == C.parse("JD") and m.view(3).best_received is None
    assert m.view(0).best_received == C.parse("9H")   # the maker sees his own exchange only
    assert m.view(2).best_passed == C.parse("9H") and m.view(2).best_discard is None
    assert m.phase == "play" and m.to_act == 0
    # Joker, right and left bower: three tricks whatever the maker plays, a euchre for 4
    ev = []
    while m.hands_scored == 0:
        assert m.to_act in (0, 1)
        ev += m.apply(m.legal_actions()[0])
    over = of_type(ev, "hand_over")[0]
    assert over["result"] == "euchred" and over["awards"] == (0, 4)
    assert over["lone_defender"] == 1


def test_without_the_defenders_call_the_lone_defender_plays_his_own_five():
    hands = {0: "AH KH QH AC AS", 1: "JK JH KC KS KD", 2: "9H TC QC 9S TS", 3: "JD 9D QS TD AD"}
    m = railroad(hands, upcard="TH", defender_calls_for_best=False)
    run(m, "order alone", "discard 9D", "pass", "defend alone")
    assert m.phase == "play" and m.view(1).best_calls == ()


def test_an_exchange_saves_replays_and_travels_on_the_wire():
    m = railroad()
    run(m, "order alone", "discard 9D", "call best", "give JK", "discard AS", "pass")
    back = from_record(to_record(m))
    assert back.hands == m.hands and back.best_passed == m.best_passed
    for s in range(4):
        assert view_from_wire(view_to_wire(back.view(s))) == m.view(s)


def march_hand(m: Match, lone: int) -> list[dict]:
    """Seat ``lone`` goes alone with the top five trumps and takes every trick."""
    ev = []
    while m.phase == "round1" and m.to_act != lone:
        ev += m.apply("pass")
    ev += m.apply("order alone")
    start = m.hands_scored
    while m.hands_scored == start:
        ev += m.apply(m.legal_actions()[0])   # no call, pass the defence, any card
    return ev


TOP = "JK JH JD AH KH"   # hearts: the top five trumps of the 25-card deck


def two_marches(**opts):
    """Game to 5: side 0 marches alone twice (4 + 4 = 8), the losers at 0."""
    nxt = stack(4, 0, {2: TOP}, "9H", deck_size=25)
    m = railroad({0: TOP}, upcard="9H", target=5, more=[nxt], **opts)
    ev = march_hand(m, 0)
    assert m.scores == [4, 0]
    ev += march_hand(m, 2)
    return m, ev


def test_laps_carry_the_points_beyond_the_target_into_the_next_game():
    m, ev = two_marches(slam=False)
    over = of_type(ev, "game_over")[0]
    assert over["scores"] == (8, 0) and of_type(ev, "laps") == [{"type": "laps",
                                                                "carried": (3, 0)}]
    assert not of_type(ev, "slam")
    assert m.scores == [3, 0] and m.game_number == 2 and m.view(1).scores == (3, 0)
    assert m.games_won == [1, 0] and not m.over


def test_without_laps_the_next_game_starts_from_nothing():
    m, ev = two_marches(slam=False, laps=False)
    assert not of_type(ev, "laps") and m.scores == [0, 0]


def test_a_slam_counts_two_games_and_wins_the_rubber():
    m, ev = two_marches()
    over = of_type(ev, "game_over")[0]
    assert over["games_won"] == (2, 0)
    assert of_type(ev, "slam") == [{"type": "slam", "winner": 0, "games_won": (2, 0)}]
    assert not of_type(ev, "laps")   # the rubber is over: nothing to carry
    end = of_type(ev, "match_over")[0]
    assert m.over and m.winner == 0 and end["games_won"] == (2, 0)
    # rubber points by the loser's score (0: 3), the margin 2 + 3 - 0
    assert end["rubber_points"] == (3, 0) and end["margin"] == 5


def test_without_rubbers_laps_and_slams_change_nothing():
    m, ev = two_marches(rubbers=False)
    assert m.over and m.games_won == [1, 0] and m.scores == [8, 0]
    assert not of_type(ev, "game_over") and of_type(ev, "match_over")[0]["margin"] is None
