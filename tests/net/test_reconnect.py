"""A dropped client resumes its seat with its seat key; after the grace period the computer
plays it until they are back; the host hands a seat over or removes a player."""
from __future__ import annotations

import time

from net import messages as M
from net.auth import SeatKey
from net.client import RemoteTable, token_key
from net.host_table import HostTable

from .helpers import LOOP, BotSeat, RawClient, fast_limits, play_out, start_host, wait_until


def mid_hand(seat: BotSeat) -> bool:
    v = seat.table.seen
    return v is not None and v.phase == "play" and v.trick != () and v.hand_number >= 1


def cut_on_the_next_action(table: RemoteTable) -> list[tuple[int, str, int]]:
    """The next action this table sends meets a cut cable: the connection dies first, so the
    action never leaves this machine. Returns the list that then holds (seat, action, state)."""
    real_act, lost = table.act, []

    def act_as_the_cable_is_cut(seat, action, state_id=None):
        table._call(lambda: table._link.abort())
        real_act(seat, action, state_id)
        lost.append((seat, str(action), table.seen.state_id))
        table.act = real_act

    table.act = act_as_the_cable_is_cut
    return lost


def test_connection_drop_mid_hand_reconnects_itself():
    host = start_host("two-handed")
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann", reconnect_for=20))
        play_out([s], until=lambda: mid_hand(s))
        token = s.table.token
        # cut the cable: the socket dies without a goodbye
        s.table._call(lambda: s.table._link.abort())
        play_out([s])
        notices = [u.message for u in s.updates if u.kind == "notice"]
        assert any("dropped" in n for n in notices), notices
        assert any("Back at the table" in n for n in notices), notices
        key, before = s.table.seat_key, SeatKey.parse(token)
        assert key.secret == before.secret and key.used == before.used + 1  # one link spent
        assert s.table.seat == 0
        assert host.wait_over(10)
    finally:
        host.close()


def test_an_action_lost_in_a_drop_is_sent_again_on_resuming():
    host = start_host("two-handed")
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann", reconnect_for=20))
        play_out([s], until=lambda: mid_hand(s))
        lost = cut_on_the_next_action(s.table)
        # the bot acts once per state: only the client's own resend can move the match on
        play_out([s], patience=30)
        assert lost, "the seat never came to act"
        notices = [u.message for u in s.updates if u.kind == "notice"]
        assert any("Back at the table" in n for n in notices), notices
        assert not [u for u in s.updates if u.kind == "refused"]
        assert host.wait_over(10)
    finally:
        host.close()


def test_an_action_sent_again_on_resuming_is_not_sent_a_third_time_for_its_state():
    """After a comeback the player (or a bot acting once a connection) may choose again on the
    state whose action the table sent again: that one stands, the second is not sent (it
    would only come back refused as of an earlier state)."""
    host = start_host("two-handed")
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann", reconnect_for=20))
        play_out([s], until=lambda: mid_hand(s))
        real_act = s.table.act
        lost = cut_on_the_next_action(s.table)
        play_out([s], patience=30, until=lambda: lost and s.table.seen is not None
                 and s.table.seen.state_id > lost[0][2])   # the resent action was taken
        seat, text, state = lost[0]
        real_act(seat, text, state)                         # chosen again on that state
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            s.updates += s.table.poll()
            time.sleep(0.01)
        assert not [u for u in s.updates if u.kind == "refused"], [u.message for u in s.updates]
    finally:
        host.close()


def test_an_action_chosen_again_before_the_resumed_view_is_not_sent_twice():
    """A bot (or a player) may choose again on its old view as soon as the welcome says it is
    back, before the resumed view comes: that action goes out, and the client's own resend of
    the lost one does not follow it (it would come back refused as of an earlier state)."""
    host = start_host("two-handed")
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann", reconnect_for=20))
        play_out([s], until=lambda: mid_hand(s))
        table, real_welcome = s.table, s.table._welcome
        lost = cut_on_the_next_action(table)

        def welcome_then_choose_again(msg):
            real_welcome(msg)
            if msg["resumed"] and lost:
                table._send_act(*lost[0])    # on the I/O thread, before the next message

        table._welcome = welcome_then_choose_again
        play_out([s], patience=30)
        assert lost, "the seat never came to act"
        assert not [u for u in s.updates if u.kind == "refused"], [u.message for u in s.updates]
        assert host.wait_over(10)
    finally:
        host.close()


def test_resume_with_token_gets_the_full_current_view():
    host = start_host("four-handed")
    try:
        a = BotSeat(RemoteTable(LOOP, host.port, "ann"), seed=1)
        b = BotSeat(RemoteTable(LOOP, host.port, "bob"), seed=2)
        play_out([a, b], until=lambda: mid_hand(a))
        seat, token = a.table.seat, a.table.token
        a.table.close()
        wait_until(lambda: host.seats[seat].conn is None, "the host to see ann leave")
        again = BotSeat(RemoteTable(LOOP, host.port, "ann again", token=token), seed=3)
        first = wait_until(lambda: (again.step(), [u for u in again.updates if u.views])[1],
                           "the first view after resuming")[0]
        assert again.table.seat == seat
        resumed = first.views[seat]
        truth = host.view(seat)
        if truth.state_id == resumed.state_id:  # nobody moved meanwhile: the same view
            assert resumed == truth
        assert resumed.hand and resumed.phase not in ("match_over",)
        play_out([again, b])
    finally:
        host.close()


def test_after_the_grace_the_computer_plays_the_seat_and_only_its_key_takes_it_back():
    host = start_host("two-handed", limits=fast_limits(grace=0.3, bot_delay=0.05))
    try:
        c = RawClient(host.port)
        w = c.hello("ann")
        assert w["type"] == "welcome"
        key = c.key
        c.close()
        wait_until(lambda: w["seat"] in host.standing_in(), "the computer to take the seat")
        assert host.open_seats() == 0 and host.seat_names()[w["seat"]] == "ann"
        state = host.view(w["seat"]).state_id
        wait_until(lambda: host.view(w["seat"]).state_id > state + 2, "the computer to play on")
        stranger = RawClient(host.port)
        msg = stranger.hello("carl")
        assert msg["type"] == "refuse" and msg["code"] == M.FULL  # never a stranger
        back = RawClient(host.port)
        msg = back.hello("ann", key=key)
        assert msg["type"] == "welcome" and msg["seat"] == w["seat"] and msg["resumed"]
        assert w["seat"] not in host.standing_in()
    finally:
        host.close()


def test_the_host_removes_a_stalling_player_and_the_computer_plays_for_good():
    host = start_host("four-handed", "remote,bot,remote,bot")
    try:
        ann, bob = RawClient(host.port), RawClient(host.port)
        assert ann.hello("ann")["type"] == "welcome" and bob.hello("bob")["type"] == "welcome"
        bob_seat = bob.key.seat
        host.remove_player(bob_seat)
        told = bob.recv_until(lambda m: m["type"] == "closed")
        assert "removed you" in told["message"] and bob.closed_by_host()
        notice = ann.recv_until(lambda m: m["type"] == "update" and "removed" in m["message"])
        assert "bob" in notice["message"] and "computer" in notice["message"]
        again = RawClient(host.port)
        msg = again.hello("bob", key=bob.key)  # his key still names the seat: told so
        assert msg["type"] == "refuse" and msg["code"] == M.REMOVED
        assert host.seat_names()[bob_seat].startswith("computer")
        assert host.remote_seats() == (ann.key.seat,)
    finally:
        host.close()


def test_host_hands_an_absent_seat_to_the_computer_and_gives_it_back():
    host = start_host("two-handed", "local,remote")
    table = HostTable(host)
    try:
        s = BotSeat(RemoteTable(LOOP, host.port, "ann"))
        wait_until(lambda: (s.step(), s.table.seen is not None)[1], "joining")
        table.hand_to_computer(0)  # not a remote seat: nothing happens
        s.table.close()
        wait_until(lambda: host.seats[1].conn is None, "ann to leave")
        table.hand_to_computer(1, "random")
        # the local seat plays too; the match runs on with the computer in seat 1
        from game.ai import make_player

        bot, acted = make_player("random", 5), None
        def local_step():
            nonlocal acted
            for u in table.poll():
                if u.kind == "refused":
                    acted = None
            v = table.view(0)
            if v.to_act == 0 and v.legal and acted != v.state_id:
                acted = v.state_id
                table.act(0, bot.choose(v))
            return host.over or v.state_id > 40
        wait_until(local_step, "the match to go on without ann", step=0.002)
        back = BotSeat(RemoteTable(LOOP, host.port, "ann", token=s.table.token))
        wait_until(lambda: (back.step(), back.table.seat == 1)[1], "ann to be back")
        assert not host.seats[1].handed
    finally:
        table.close()


def test_a_second_resume_closes_the_first_connection_for_good():
    host = start_host("two-handed")
    try:
        first = RemoteTable(LOOP, host.port, "ann")
        wait_until(lambda: first.status == "playing", "joining")
        second = RemoteTable(LOOP, host.port, "ann", token=first.token)
        wait_until(lambda: second.status == "playing", "resuming elsewhere")
        closed = wait_until(lambda: [u for u in first.poll() if u.kind == "closed"],
                            "the first table to close")
        assert "taken back" in closed[0].message
        assert host.seats[0].conn is not None and second.status == "playing"
    finally:
        host.close()


def back(seat: BotSeat) -> bool:
    return any("Back at the table" in u.message for u in seat.updates if u.kind == "notice")


def test_a_cut_counts_down_on_the_joiners_screen_as_on_the_hosts():
    """While the network is down, the joiner's countdown (until the computer plays its
    seat) and the host's agree: both count the host's grace from the last word heard."""
    from .helpers import Cable

    host = start_host("two-handed", limits=fast_limits(grace=40.0))
    cable = Cable(host.port)
    try:
        s = BotSeat(RemoteTable(LOOP, cable.port, "ann", connect_timeout=1.0))
        play_out([s], until=lambda: mid_hand(s))
        assert s.table.grace == 40 and s.table.reconnect_left() is None
        cable.unplug()  # the network goes down: nothing answers any more
        wait_until(lambda: (s.step(), host.away() and s.table.reconnect_left() is not None)[1],
                   "both ends to see the cut")
        mine, theirs = s.table.reconnect_left(), host.away()[s.table.seat]
        assert abs(mine - theirs) < 1.5 and 30 < mine <= 40, (mine, theirs)
        end = time.monotonic() + 2.0
        while time.monotonic() < end:  # unanswered tries all the while: keeps trying
            s.step()
            time.sleep(0.01)
        assert s.table.status == "playing" and s.closed is None
        cable.plug()
        play_out([s], until=lambda: back(s))
        play_out([s])
        assert host.wait_over(10)
    finally:
        cable.close()
        host.close()


def test_after_a_long_cut_the_joiner_is_told_the_truth_and_its_key_still_works(tmp_path):
    from net.tokens import TokenFile

    from .helpers import Cable

    host = start_host("two-handed", limits=fast_limits(grace=0.5))
    cable = Cable(host.port)
    try:
        store = TokenFile(tmp_path)
        s = BotSeat(RemoteTable(LOOP, cable.port, "ann", connect_timeout=0.5, reconnect_for=3.0,
                                tokens=store))
        play_out([s], until=lambda: s.table.seen is not None)
        cable.unplug()
        wait_until(lambda: 0 in host.standing_in(), "the computer to play ann's seat")
        # ann's screen says so, and she keeps trying: the seat is still hers
        wait_until(lambda: (s.step(), s.table.reconnect_left() == 0.0)[1], "ann's countdown")
        assert s.table.status == "playing"
        wait_until(lambda: (s.step(), s.closed)[1], "ann to stop trying")
        assert "Could not reach the host" in s.closed, s.closed
        assert "computer is playing your seat" in s.closed and "join the table again" in s.closed
        kept = store.get(token_key(LOOP, cable.port, None))
        assert kept == s.table.token
        cable.plug()
        again = BotSeat(RemoteTable(LOOP, cable.port, "ann", tokens=TokenFile(tmp_path)))
        play_out([again], until=lambda: back(again))
        assert again.table.seat == s.table.seat and 0 not in host.standing_in()
    finally:
        cable.close()
        host.close()


def test_a_rematch_at_the_same_table_keeps_every_seat():
    host = start_host("four-handed", "remote,bot,remote,bot")
    try:
        a = BotSeat(RemoteTable(LOOP, host.port, "ann"), seed=1)
        b = BotSeat(RemoteTable(LOOP, host.port, "bob"), seed=2)
        play_out([a, b])
        assert host.wait_over(10)
        seats, first = (a.table.seat, b.table.seat), host.final_scores()
        host.rematch()
        wait_until(lambda: (a.step(), b.step(), not a.over and not b.over)[2], "the rematch")
        told = [u for u in a.updates if u.kind == "rematch"]
        assert told and "rematch" in told[0].message and told[0].views[a.table.seat].state_id == 0
        assert not host.over and host.view(0).scores == (0, 0)
        play_out([a, b])
        assert host.wait_over(10) and (a.table.seat, b.table.seat) == seats
        assert a.closed is None and b.closed is None and sum(first) > 0
    finally:
        host.close()
