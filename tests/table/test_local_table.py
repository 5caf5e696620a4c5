"""The LocalTable seam: pull model, refusals, computer seats off the main thread, undo."""
import time

from game.ai.player import RandomPlayer
from game.rules import Match, Options
from game.table import LocalTable
from tests.rules.helpers import stacked_match


def drain(table, until, limit=5.0):
    """Poll until ``until(updates_so_far)`` or the limit passes; returns all updates."""
    got, end = [], time.monotonic() + limit
    while time.monotonic() < end:
        got += table.poll()
        if until(got):
            return got
        time.sleep(0.001)
    raise AssertionError(f"table did not get there; updates: {[u.kind for u in got]}")


def test_a_whole_match_through_the_table_against_a_computer_seat():
    table = LocalTable(Match(Options(target=5), seed=3), (0,), {1: RandomPlayer(1)})
    acted = 0
    end = time.monotonic() + 30
    while table.view(0).phase != "match_over" and time.monotonic() < end:
        ups = table.poll()
        v = table.view(0)
        if v.to_act == 0 and not ups:
            table.act(0, v.legal[0])
            acted += 1
        time.sleep(0.0005)
    v = table.view(0)
    assert v.phase == "match_over" and max(v.scores) >= 5 and acted > 5


def test_an_illegal_action_is_refused_with_the_rule_and_nothing_changes():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    table = LocalTable(m, (0,), {1: RandomPlayer(1)})
    table.poll()
    sid = table.view(0).state_id
    table.act(0, "play 9H")
    ups = table.poll()
    assert ups[0].kind == "refused" and "first round" in ups[0].message
    assert table.view(0).state_id == sid
    table.act(1, "pass")
    assert table.poll()[0].message == "Seat 2 is not yours: you play seat 1."


def test_the_table_never_runs_ahead_of_what_was_polled():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    table = LocalTable(m, (0,), {1: RandomPlayer(1)})
    table.act(0, "pass")  # now the computer dealer is to act, but nothing was polled yet
    time.sleep(0.05)
    assert table.view(0).state_id == 1 and table.thinking_seat() is None
    ups = drain(table, lambda g: any(u.seat == 1 for u in g))
    assert [u.kind for u in ups][-1] == "events" and table.view(0).state_id == 2


def test_undo_takes_back_the_last_bid_against_the_computer():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    saved = []
    table = LocalTable(m, (0,), {1: RandomPlayer(1)}, on_change=saved.append)
    table.poll()
    before = table.view(0)
    table.act(0, "pass")
    drain(table, lambda g: any(u.seat == 1 for u in g))
    assert table.can_undo and table.undo()
    ups = table.poll()
    assert ups[0].kind == "reset" and table.view(0) == before and not table.can_undo


def test_no_undo_in_couch_play():
    table = LocalTable(Match(Options(), seed=2), (0, 1), {})
    table.poll()
    v = table.view(table.match.to_act)
    table.act(v.seat, v.legal[0])
    assert not table.can_undo and not table.undo()


def test_a_crashing_computer_player_does_not_stall_the_match():
    class Broken:
        name = "broken"

        def choose(self, view):
            raise RuntimeError("bug")

    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    table = LocalTable(m, (0,), {1: Broken()})
    table.act(0, "pass")
    ups = drain(table, lambda g: any(u.seat == 1 for u in g))
    assert ups[-1].kind == "events" and table.view(0).state_id == 2


def _play_until(table, test, limit=10.0):
    """Poll and act for seat 0 (its first legal move) until ``test()`` holds."""
    end = time.monotonic() + limit
    while not test():
        assert time.monotonic() < end, "the wanted state was not reached"
        ups = table.poll()
        v = table.view(0)
        if v.to_act == 0 and not ups and v.legal:
            table.act(0, v.legal[0])
        time.sleep(0.0005)


def test_a_continued_match_can_undo_what_was_done_before_it_was_saved():
    m = stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")
    table = LocalTable(m, (0,), {1: RandomPlayer(1)})
    table.poll()
    before = table.view(0)
    table.act(0, "pass")
    drain(table, lambda g: any(u.seat == 1 for u in g))
    record = table.record()
    table.close()
    again = LocalTable.resume(record, (0,), {1: "random"})
    assert again.view(0).state_id == len(record["actions"]) > before.state_id
    assert again.can_undo and again.undo()
    ups = again.poll()
    assert ups[0].kind == "reset" and again.view(0) == before and not again.can_undo
    again.close()


def test_undo_stays_within_the_hand_and_a_continued_match_agrees():
    table = LocalTable(Match(Options(target=10), seed=4), (0,), {1: RandomPlayer(4)})
    _play_until(table, lambda: table.view(0).hand_number >= 2)
    _play_until(table, lambda: table.view(0).to_act == 0)
    # a new hand, and seat 0 has not acted in it: its moves of the last hand stay
    assert not table.can_undo and not table.undo()
    record = table.record()
    resumed = LocalTable.resume(record, (0,), {1: "random"})
    assert not resumed.can_undo
    # one move in this hand: both can take it back, to the same state
    v = table.view(0)
    table.act(0, v.legal[0])
    resumed.act(0, v.legal[0])
    assert table.can_undo and resumed.can_undo
    assert table.undo() and resumed.undo()
    assert table.view(0) == resumed.view(0) == v
    table.close()
    resumed.close()


def test_a_local_table_says_what_it_can_do_and_answers_no_to_the_rest():
    from game.table import Capabilities
    table = LocalTable(Match(Options(), seed=2), (0,), {1: RandomPlayer(2)})
    assert table.capabilities == Capabilities(saves=True, undo=True, thinking=True)
    assert table.record()["seed"] == 2 and not table.can_undo
    assert table.seat_names() == [] and table.away() == {} and table.standing_in() == set()
    assert table.reconnect_left() is None and table.remote_seats() == ()
    table.close()
