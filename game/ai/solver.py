"""Double-dummy solver: exact alpha-beta over the remaining tricks, on card bitmasks.

Given every hand (a full deal, as a sampled guess or in tests), ``solve`` says how many of
the remaining tricks a side takes after each possible card of the seat to act, with best
play by everyone. Seats are 0..n-1 (n = 2, 3 or 4); the two sides of the play are given by
``teams`` (one entry per seat; by default seat % 2; in three-handed the maker against the
other two). ``sitting_out``: a seat out of play, or a tuple of them (a lone maker's partner
and a lone defender's). Speed comes from bitmasks, a transposition table at trick
boundaries, and playing only one card of each run of equivalent cards (cards of one suit
with no live card of another hand between them).
"""
from __future__ import annotations

from game.rules import cards as C
from game.rules.tricks import EFFECTIVE, POWER, SUIT_MASK, TRUMP_BASE

Out = int | tuple[int, ...]


def _order(trump: int) -> tuple[tuple[int, ...], ...]:
    """For each effective suit, its cards from the highest to the lowest."""
    out = []
    for s in C.SUITS:
        cs = [c for c in range(33) if EFFECTIVE[trump][c] == s]
        cs.sort(key=lambda c: -POWER[trump][c])
        out.append(tuple(cs))
    return tuple(out)


ORDER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_order(t) for t in C.SUITS)


def out_seats(sitting_out: Out) -> tuple[int, ...]:
    """The seats out of play, from one seat (-1: none) or a tuple of seats."""
    if isinstance(sitting_out, int):
        return (sitting_out,) if sitting_out >= 0 else ()
    return tuple(s for s in sitting_out if s >= 0)


def solve(hands: list[int], trump: int, trick: list[tuple[int, int]], to_act: int,
          sitting_out: Out = -1, candidates: int | None = None,
          teams: tuple[int, ...] | None = None) -> dict[int, int]:
    """Tricks the side of ``to_act`` takes from now on (the trick on the table included),
    for each card it may play, under best play by all.

    ``hands``: bitmask per seat (the cards still held). ``trick``: (seat, card) already
    played to the current trick. ``candidates``: restrict the cards tried (a bitmask).
    """
    return _search(hands, trump, trick, to_act, sitting_out, candidates, None, teams=teams)


def solve_thresholds(hands: list[int], trump: int, trick: list[tuple[int, int]], to_act: int,
                     sitting_out: Out, low: int, high: int,
                     teams: tuple[int, ...] | None = None) -> dict[int, int]:
    """For each card ``to_act`` may play: how many of the two thresholds ``low`` < ``high``
    the side of ``to_act`` reaches in tricks from now on (0, 1 or 2), under best play.

    Scores depend only on such thresholds (3 tricks, 5 tricks), and null-window searches
    answer them faster than an exact count.
    """
    return _search(hands, trump, trick, to_act, sitting_out, None, None, (low, high), teams)


def side_tricks_at_least(hands: list[int], trump: int, leader: int, side: int, need: int,
                         sitting_out: Out = -1, teams: tuple[int, ...] | None = None) -> bool:
    """Whether ``side`` takes at least ``need`` of the remaining tricks, ``leader`` to lead
    (a null-window search: much faster than an exact count)."""
    rem = hands[leader].bit_count()
    if need <= 0:
        return True
    if need > rem:
        return False
    leader_side = teams[leader] if teams is not None else leader & 1
    if leader_side == side:
        return _search(hands, trump, [], leader, sitting_out, None, (need - 1, need),
                       teams=teams) >= need
    # The leader's side must be held to at most rem - need.
    return _search(hands, trump, [], leader, sitting_out, None,
                   (rem - need, rem - need + 1), teams=teams) <= rem - need


def _search(hands: list[int], trump: int, trick: list[tuple[int, int]], to_act: int,
            sitting_out: Out, candidates: int | None, window: tuple[int, int] | None,
            thresholds: tuple[int, int] | None = None, teams: tuple[int, ...] | None = None):
    n = len(hands)
    h = list(hands)
    gone = out_seats(sitting_out)
    for s in gone:
        h[s] = 0
    active = n - len(gone)
    nxt = []
    for s in range(n):
        t = (s + 1) % n
        while t in gone:
            t = (t + 1) % n
        nxt.append(t)
    team = teams if teams is not None else tuple(s & 1 for s in range(n))
    power = POWER[trump]
    eff = EFFECTIVE[trump]
    smask = SUIT_MASK[trump]
    order = ORDER[trump]
    side = team[to_act]
    ours = tuple(team[s] == side for s in range(n))  # seats on the side of to_act
    tt: dict[int, tuple[int, int]] = {}
    suit_order = (trump,) + tuple(x for x in range(4) if x != trump)

    def moves(hand: int, led: int, live: int) -> list[int]:
        if led >= 0:
            f = hand & smask[led]
            legal = f if f else hand
        else:
            legal = hand
        out = []
        for s in suit_order:
            if not legal & smask[s]:
                continue
            prev = False
            for c in order[s]:
                bit = 1 << c
                if live & bit:
                    if legal & bit:
                        if not prev:
                            out.append(c)
                        prev = True
                    else:
                        prev = False
        return out

    def node(seat: int, k: int, led: int, bp: int, bs: int, tmask: int,
             alpha: int, beta: int) -> int:
        key = 0
        a0 = alpha
        b0 = beta
        if k == 0:
            rem = h[seat].bit_count()
            if rem == 0:
                return 0
            if n == 4:
                key = h[0] | (h[1] << 33) | (h[2] << 66) | (h[3] << 99) | (seat << 132)
            elif n == 3:
                key = h[0] | (h[1] << 33) | (h[2] << 66) | (seat << 99)
            else:
                key = h[0] | (h[1] << 33) | (seat << 66)
            e = tt.get(key)
            lo, hi = e if e is not None else (0, rem)
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            a0, b0 = alpha, beta
        live = tmask
        for x in h:
            live |= x
        maxi = ours[seat]
        v = -1 if maxi else 99
        hand = h[seat]
        last = k + 1 == active
        for c in moves(hand, led, live):
            bit = 1 << c
            p = power[c]
            if k == 0:
                nled, nbp, nbs = eff[c], p, seat
            else:
                nled = led
                if p > bp and (p >= TRUMP_BASE or eff[c] == led):
                    nbp, nbs = p, seat
                else:
                    nbp, nbs = bp, bs
            h[seat] = hand ^ bit
            if last:
                gain = 1 if ours[nbs] else 0
                r = gain + node(nbs, 0, -1, 0, 0, 0, alpha - gain, beta - gain)
            else:
                r = node(nxt[seat], k + 1, nled, nbp, nbs, tmask | bit, alpha, beta)
            h[seat] = hand
            if maxi:
                if r > v:
                    v = r
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if r < v:
                    v = r
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if k == 0:
            lo, hi = tt.get(key, (0, 99))
            if v <= a0:
                hi = min(hi, v)
            elif v >= b0:
                lo = max(lo, v)
            else:
                lo = hi = v
            tt[key] = (lo, hi)
        return v

    if window is not None:  # the value of the position (to_act leads a new trick)
        return node(to_act, 0, -1, 0, 0, 0, window[0], window[1])
    # The root: every candidate card gets an exact value.
    k = len(trick)
    led, bp, bs, tmask = -1, 0, 0, 0
    for i, (s, c) in enumerate(trick):
        tmask |= 1 << c
        p = power[c]
        if i == 0:
            led, bp, bs = eff[c], p, s
        elif p > bp and (p >= TRUMP_BASE or eff[c] == led):
            bp, bs = p, s
    hand = h[to_act]
    if led >= 0 and hand & smask[led]:
        legal = hand & smask[led]
    else:
        legal = hand
    if candidates is not None:
        legal &= candidates
    out: dict[int, int] = {}
    remaining = hand.bit_count()

    def _after(nbs: int, nled: int, nbp: int, low: int, alpha: int, beta: int) -> int:
        if k + 1 == active:
            gain = 1 if ours[nbs] else 0
            return gain + node(nbs, 0, -1, 0, 0, 0, alpha - gain, beta - gain)
        return node(nxt[to_act], k + 1, nled, nbp, nbs, tmask | low, alpha, beta)

    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        p = power[c]
        if k == 0:
            nled, nbp, nbs = eff[c], p, to_act
        else:
            nled = led
            if p > bp and (p >= TRUMP_BASE or eff[c] == led):
                nbp, nbs = p, to_act
            else:
                nbp, nbs = bp, bs
        h[to_act] = hand ^ low
        if thresholds is None:
            out[c] = _after(nbs, nled, nbp, low, -1, 99)
        else:
            met = 0
            for thr in thresholds:
                if thr > remaining:
                    break
                if thr > 0 and _after(nbs, nled, nbp, low, thr - 1, thr) < thr:
                    break
                met += 1
            out[c] = met
        h[to_act] = hand
    return out
