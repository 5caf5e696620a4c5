"""Players read one seat numbering, from 1, in every notice (the host's and the client's), as
the lobby's seat lists show them; the protocol itself counts seats from 0."""
from __future__ import annotations

from net.client import RemoteTable

from .helpers import LOOP, BotSeat, start_host, wait_until
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
