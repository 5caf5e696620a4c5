"""The umpire, the one authority of local and LAN play: its rulings and their words, the
stale-move check, the late or broken computer player, the seeds and the undo points."""
import threading
import time

from game.ai.normal import NormalPlayer
from game.ai.player import RandomPlayer
from game.rules import Match, Options
from game.rules.save import to_record
from game.table import LocalTable
from game.umpire import Refusal, Umpire, not_yours, player_seed, rematch_seed, sentence
from tests.rules.helpers import stacked_match


def two_handed():
    """Seat 0 (a person) bids first; seat 1 is the dealer."""
    return stacked_match("two-handed", 1, {0: "9H TS QS KS AS", 1: "JD 9D TD QD KD"}, "AH")


def refusal(umpire: Umpire, *args) -> str:
    try:
        umpire.act(*args)
    except Refusal as e:
        return str(e)
    raise AssertionError("the action was accepted")


def settle(umpire: Umpire, limit: float = 5.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        got = umpire.decided()
        if got is not None:
            return got
        time.sleep(0.002)
    raise AssertionError("no decision came")


def test_refusals_are_sentences_and_change_nothing():
    u = Umpire(two_handed(), (0,), {1: RandomPlayer(1)})
    assert refusal(u, 1, "pass") == "The computer is playing this seat for now."
    assert refusal(u, 0, "play 9H").startswith("You ")       # the engine's reason, as a sentence
    assert refusal(u, 0, "dance a jig").lower().startswith("not an action")
    assert refusal(u, 0, "pass", 3) == ("That action was chosen on an earlier state of the "
                                        "table (3, now 0): look again and choose.")
    assert u.match.state_id == 0 and u.undo_points == []
    assert u.act(0, "pass", 0) and u.match.state_id == 1 and u.undo_points == [0]
    assert sentence("must follow hearts") == "You must follow hearts."
    assert sentence("") == "That was not accepted."
    assert not_yours(1, (0,)) == "Seat 2 is not yours: you play seat 1."
    assert not_yours(3, (0, 1)) == "Seat 4 is not yours to play."


def test_a_local_table_refuses_an_action_chosen_on_an_earlier_state():
    table = LocalTable(two_handed(), (0,), {1: RandomPlayer(1)})
    table.poll()
    table.act(0, "pass", 5)
    ups = table.poll()
    assert ups[0].kind == "refused" and "earlier state" in ups[0].message
    assert table.view(0).state_id == 0
    table.act(0, "pass", 0)
    assert table.poll()[0].kind == "events" and table.view(0).state_id == 1
    table.close()


class Slow:
    name = "slow"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, view):
        self.release.wait(10)
        return view.legal[-1]


class Broken:
    name = "broken"

    def choose(self, view):
        raise RuntimeError("bug")


def test_a_late_computer_player_is_answered_by_the_normal_level():
    slow = Slow()
    u = Umpire(two_handed(), (0,), {1: slow}, deadline=0.05)
    u.act(0, "pass")
    view = u.match.view(1)
    u.think()
    seat, events = settle(u)
    slow.release.set()
    assert seat == 1 and u.match.history[-1] == NormalPlayer().choose(view).id
    u.close()


def test_a_broken_computer_player_is_answered_by_the_normal_level():
    u = Umpire(two_handed(), (0,), {1: Broken()})
    u.act(0, "pass")
    view = u.match.view(1)
    u.think()
    assert settle(u)[0] == 1 and u.match.history[-1] == NormalPlayer().choose(view).id
    u.close()


def test_a_decision_for_a_state_that_is_gone_is_dropped():
    slow = Slow()
    m = Match(Options(), seed=5)
    person = m.to_act
    u = Umpire(m, (person,), {s: slow for s in range(2) if s != person})
    u.think(stand_in=slow)            # a stand-in for the person's turn...
    u.act(person, m.legal_actions()[0])   # ...who acts first: the stand-in's answer is stale
    slow.release.set()
    t = u.thinking
    assert t is not None
    t.answer()
    state = u.match.state_id
    assert u.decided() is None and u.thinking is None and u.match.state_id == state
    u.close()


def test_seeds_agree_for_a_new_match_a_continued_one_and_a_rematch():
    u = Umpire.new(Options(), (0,), {1: "normal"}, seed=9)
    assert player_seed(u.match, 1) == (9 + 7919) & (2**63 - 1)
    while u.match.to_act == 0:
        u.act(0, u.match.legal_actions()[0])
    again = Umpire.resume(to_record(u.match), (0,), {1: "normal"})
    assert player_seed(again.match, 1) == (9 + 7919 + u.match.state_id) & (2**63 - 1)
    assert rematch_seed(u.match, seeded=True) == 10 and rematch_seed(u.match, seeded=False) is None
    u.close()
    again.close()


def test_undo_points_only_for_one_person_against_the_computer():
    u = Umpire(two_handed(), (0,), {1: RandomPlayer(1)})
    u.act(0, "pass")
    assert u.can_undo and u.undo() and u.match.state_id == 0 and not u.can_undo
    both = Umpire(two_handed(), (0, 1), {})
    both.act(0, "pass")
    assert not both.can_undo and not both.undo()
