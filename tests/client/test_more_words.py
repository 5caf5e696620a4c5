"""The game's words (RULES §6) for three-handed euchre and the house rules, as the screen says them."""
from __future__ import annotations

from game.client.table.autosave import SavedMatch
from game.client.text import words as w
from game.rules.match import order_word as engine_order_word


def test_the_three_handed_dealer_takes_it_up_as_the_engine_says():
    for seat in range(3):
        said = w.order_word("three-handed", seat, 0)
        assert said.lower() == engine_order_word("three-handed", seat, 0)
    assert w.order_word("three-handed", 0, 0) == "Take it up"
    assert w.order_word("three-handed", 2, 0) == "Order it up"          # never "assist": no partners



def test_the_dealer_takes_it_up_in_every_game_as_the_engine_says():
    """One wording for the dealer accepting the upcard: "Take it up", two-handed too (where it
    was "I accept" while the two-handed dealer, ordered up, also chose "Take it up")."""
    for variant, players in (("two-handed", 2), ("three-handed", 3), ("four-handed", 4)):
        assert w.order_word(variant, 0, 0) == "Take it up" == w.bid_words("take", 0, 0, variant, -1)
        for seat in range(players):
            assert w.order_word(variant, seat, 0).lower() == engine_order_word(variant, seat, 0)


def test_who_scored_a_hand():
    names = {0: "You", 1: "Ann", 2: "Bob"}.__getitem__
    assert w.awards_words((0, 2, 2), names) == "2 points each to Ann and Bob"
    assert w.awards_words((2, 0, 2), names) == "2 points each to you and Bob"
    assert w.awards_words((0, 0, 3), names) == "3 points to Bob"
    assert w.awards_words((1, 0, 0), names) == "1 point to you"
    assert w.scored_words((0, 2, 2), names, False) == "Ann and Bob score 2 points each"
    assert w.scored_words((2, 2, 0), names, False) == "You and Ann score 2 points each"
    assert w.scored_words((0, 1, 0), names, False) == "Ann scores 1 point"
    assert w.scored_words((1, 0, 0), names, False) == "You score 1 point"
    sides = {0: "You & Cy", 1: "Ann & Bob"}.__getitem__
    assert w.scored_words((0, 4), sides, True) == "Ann & Bob score 4 points"


def test_the_table_says_the_new_moments_in_the_games_words():
    assert w.maker_words("Ann", ["Bob", "You"]) == "Ann is the maker: Bob and you defend together"
    assert w.maker_words("You", ["Ann", "Bob"]) == "You are the maker: Ann and Bob defend together"
    assert w.redeal_words("Ann") == "Ann asks for a redeal"
    assert w.defends_alone_words("Bob", "Dee") == "Bob defends alone: Dee sits out"
    assert w.defends_alone_words("Bob", "You") == "Bob defends alone: you sit out"
    assert w.level_words(["Ann", "Bob"], 10) == "Ann and Bob are level on 10: play goes on"
    assert w.level_words(["You", "Bob"], 10) == "You and Bob are level on 10: play goes on"
    assert w.level_words(["Ann", "You"], 7, after_hand=9) == "After hand 9, Ann and you were level on 7: play went on"
    assert w.result_words("euchred", True, lone_defender=True) == "Euchred by a lone defender!"


def test_the_new_answers_as_bids_and_hints():
    assert w.bid_words("redeal", 0, 1, "two-handed", -1) == "Redeal"
    assert w.bid_words("keep", 0, 1, "two-handed", -1) == "Keep"
    assert w.bid_words("defend alone", 0, 1, "four-handed", -1) == "Defend alone"
    from game.rules.actions import ACTIONS, DEFEND_ALONE, KEEP, REDEAL
    cases = ((REDEAL, "ask for a redeal: no ace, no face.", "Hint: Ask for a redeal: no ace, no face."),
             (REDEAL, "a weak hand.", "Hint: Redeal. A weak hand."),
             (KEEP, "keep them: a trump pair.", "Hint: Keep them: a trump pair."),
             (KEEP, "two trumps.", "Hint: Keep. Two trumps."),
             (DEFEND_ALONE, "defend alone: two sure tricks.", "Hint: Defend alone: two sure tricks."),
             (DEFEND_ALONE, "two sure tricks.", "Hint: Defend alone. Two sure tricks."))
    for aid, reason, line in cases:   # the hint says the move once
        assert w.hint_line(ACTIONS[aid], reason, 0, 1, "four-handed", -1, -1) == line


def test_a_saved_three_handed_match_in_two_lines():
    m = SavedMatch("three-handed", 10, False, ("You", "Ann", "Bob"), (4, 6, 2), ("normal",), 5, 1, None)
    assert w.saved_match_words(m)[0] == "Three-handed, game to 10: You 4, Ann 6, Bob 2"
