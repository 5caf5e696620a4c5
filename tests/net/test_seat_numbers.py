"""Players read one seat numbering, from 1, in every notice (the host's and the client's), as
the lobby's seat lists show them; the protocol itself counts seats from 0."""
from __future__ import annotations

from net.client import RemoteTable

from .helpers import LOOP, BotSeat, fast_limits, start_host, wait_until
from .test_tokens import crash


def notices(seat: BotSeat) -> list[str]:
    seat.step()
    return [u.message for u in seat.updates if u.kind == "notice"]


def test_every_notice_counts_seats_from_one():
    host = start_host("four-handed", "remote,remote,bot,bot")
    ann = bea = None
    try:
        ann = BotSeat(RemoteTable(LOOP, host.port, "Ann"))
        wait_until(lambda: (ann.step(), ann.table.seat == 0)[1], "Ann in the first seat")
        bea = BotSeat(RemoteTable(LOOP, host.port, "Bea"))
        wait_until(lambda: (bea.step(), bea.table.seat == 1)[1], "Bea in the second seat")
        wait_until(lambda: "Bea took seat 2." in notices(ann), "Ann told who took seat 2")
        mine = bea.table.token
        crash(bea.table)
        wait_until(lambda: any(n.startswith("Bea (seat 2) ") for n in notices(ann)), "Ann told Bea dropped")
        back = BotSeat(RemoteTable(LOOP, host.port, "Bea", token=mine))
        wait_until(lambda: "Back at the table as seat 2." in notices(back), "Bea told her seat")
        wait_until(lambda: "Bea is back at seat 2." in notices(ann), "Ann told Bea is back")
        back.table.act(0, "pass")   # not Bea's seat: the refusal names seats as players count them
        refused = wait_until(lambda: (back.step(), [u.message for u in back.updates if u.kind == "refused"])[1],
                             "the refusal")
        assert refused[-1] == "Seat 1 is not yours: you play seat 2."
        back.table.close()
    finally:
        for s in (ann, bea):
            if s is not None:
                s.table.close()
        host.close()


def test_the_hosts_controls_and_the_grace_count_seats_from_one_too():
    """Protocol 4's notices: the computer taking a seat (handed over by the host, or after the
    grace), and a player removed, name the seat as players count them."""
    host = start_host("four-handed", "remote,remote,bot,bot")
    ann = bea = None
    try:
        ann = BotSeat(RemoteTable(LOOP, host.port, "Ann"))
        wait_until(lambda: (ann.step(), ann.table.seat == 0)[1], "Ann in the first seat")
        bea = BotSeat(RemoteTable(LOOP, host.port, "Bea"))
        wait_until(lambda: (bea.step(), bea.table.seat == 1)[1], "Bea in the second seat")
        crash(bea.table)
        wait_until(lambda: any(n.startswith("Bea (seat 2) ") and "then the computer plays it" in n
                               for n in notices(ann)), "Ann told Bea dropped")
        host.hand_to_computer(1)
        wait_until(lambda: "The computer plays seat 2 until Bea is back." in notices(ann), "the hand-over")
        host.remove_player(1)
        wait_until(lambda: "The host removed Bea: the computer plays seat 2 for the rest of the match."
                   in notices(ann), "the removal")
    finally:
        for s in (ann, bea):
            if s is not None:
                s.table.close()
        host.close()


def test_after_the_grace_the_notice_counts_seats_from_one():
    host = start_host("four-handed", "remote,remote,bot,bot", limits=fast_limits(grace=0.3))
    ann = bea = None
    try:
        ann = BotSeat(RemoteTable(LOOP, host.port, "Ann"))
        wait_until(lambda: (ann.step(), ann.table.seat == 0)[1], "Ann in the first seat")
        bea = BotSeat(RemoteTable(LOOP, host.port, "Bea"))
        wait_until(lambda: (bea.step(), bea.table.seat == 1)[1], "Bea in the second seat")
        crash(bea.table)
        wait_until(lambda: "Bea is not back yet: the computer plays seat 2 until they are." in notices(ann),
                   "the computer taking Bea's seat")
    finally:
        for s in (ann, bea):
            if s is not None:
                s.table.close()
        host.close()


def test_a_player_without_a_name_is_called_by_the_seat_as_players_count_it():
    host = start_host("four-handed", "remote,remote,bot,bot")
    ann = nameless = None
    try:
        ann = BotSeat(RemoteTable(LOOP, host.port, "Ann"))
        wait_until(lambda: (ann.step(), ann.table.seat == 0)[1], "Ann in the first seat")
        nameless = BotSeat(RemoteTable(LOOP, host.port, "  "))
        wait_until(lambda: (nameless.step(), nameless.table.seat == 1)[1], "a second player")
        wait_until(lambda: "player 2 took seat 2." in notices(ann), "Ann told who took seat 2")
    finally:
        for s in (ann, nameless):
            if s is not None:
                s.table.close()
        host.close()
