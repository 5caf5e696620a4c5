"""The turn clock the LAN host and the table server share (``net.turn_clock``)."""
from __future__ import annotations

from net.turn_clock import TurnClock, TurnDue


def test_a_new_state_starts_the_clock_and_asks_nothing():
    c = TurnClock()
    assert c.tick(3, 100.0, 10.0, person=True) is None  # its time starts now
    assert c.tick(3, 107.0, 10.0, person=True) is None  # under three quarters


def test_the_player_is_warned_once_at_three_quarters_then_played_for_at_the_limit():
    c = TurnClock()
    c.tick(3, 100.0, 10.0, person=True)
    assert c.tick(3, 107.5, 10.0, person=True) == TurnDue(warn_in=2, stand_in=False)
    assert c.tick(3, 108.5, 10.0, person=True) is None  # warned already
    assert c.tick(3, 110.0, 10.0, person=True) == TurnDue(warn_in=None, stand_in=True)


def test_a_tick_past_the_limit_unwarned_warns_and_stands_in_at_once():
    c = TurnClock()
    c.tick(3, 100.0, 1.0, person=True)
    assert c.tick(3, 101.2, 1.0, person=True) == TurnDue(warn_in=1, stand_in=True)


def test_an_action_gives_the_next_turn_the_full_time():
    c = TurnClock()
    c.tick(3, 100.0, 10.0, person=True)
    c.tick(3, 108.0, 10.0, person=True)  # warned
    assert c.tick(4, 109.0, 10.0, person=True) is None  # acted: a new state
    assert c.tick(4, 116.0, 10.0, person=True) is None
    assert c.tick(4, 117.0, 10.0, person=True) == TurnDue(warn_in=2, stand_in=False)


def test_nothing_is_due_when_no_person_is_waited_for_or_there_is_no_limit():
    c = TurnClock()
    c.tick(3, 100.0, 10.0, person=False)
    assert c.tick(3, 200.0, 10.0, person=False) is None  # a computer, or someone away
    c = TurnClock()
    c.tick(3, 100.0, 0.0, person=True)
    assert c.tick(3, 1000.0, 0.0, person=True) is None


def test_start_and_reset():
    c = TurnClock()
    c.start(5, 100.0)  # the player sat down at their turn: their time starts now
    assert c.tick(5, 108.0, 10.0, person=True) == TurnDue(warn_in=2, stand_in=False)
    c.reset()  # a rematch: the next tick starts the clock again
    assert c.tick(5, 300.0, 10.0, person=True) is None
    assert c.tick(5, 309.0, 10.0, person=True) == TurnDue(warn_in=1, stand_in=False)
