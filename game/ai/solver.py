"""Double-dummy solver: exact alpha-beta over the remaining tricks, on card bitmasks.

Given every hand (a full deal, as a sampled guess or in tests), ``solve`` says how many of
the remaining tricks a side takes after each possible card of the seat to act, with best
play by everyone. Seats are 0..n-1 (n = 2, 3 or 4); the two sides of the play are given by
``teams`` (one entry per seat; by default seat % 2; in three-handed the maker against the
other two). ``sitting_out``: a seat out of play, or a tuple of them (a lone maker's partner
and a lone defender's). Speed comes from bitmasks, a transposition table at trick
boundaries, bounds before a lead is searched (the tricks left; sure tricks: the highest
trumps out held by one hand), playing only one card of each run of equivalent cards (cards
of one suit with no live card of another hand between them; at the root they share one
search), and the order cards are tried in: a leader the highest card of each suit first,
then the rest high to low; a follower the cheapest card that takes the trick when the other
side is winning it, else its lowest card first. The answers are exact whatever the order.

Inside the search the cards are renumbered for the trump suit (``RANK_BIT``): each
effective suit takes a block of bits, trumps the highest, and a stronger card a higher bit.
A run of equivalent cards is then a run of bits with only played cards between them, found
with a few shifts rather than a walk over the suit; and trying the highest bit first tries
trumps first, each suit from its top.
"""
from __future__ import annotations

from functools import lru_cache

from game.rules import cards as C
from game.rules.tricks import EFFECTIVE, POWER

Out = int | tuple[int, ...]


_N = C.EUCHRE_CARDS


def _rank_bits(trump: int) -> tuple[int, ...]:
    """For each card, its bit inside the search: suits in blocks (trumps highest, then the
    other suits in suit order), each block from its strongest card (highest bit) down.
    The cards are the Euchre packs' 33 (the games this search plays)."""
    order = [trump] + [s for s in C.SUITS if s != trump]
    bit = _N
    out = [0] * _N
    for s in order:
        for c in sorted((c for c in range(_N) if EFFECTIVE[trump][c] == s),
                        key=lambda c: -POWER[trump][c]):
            bit -= 1
            out[c] = bit
    return tuple(out)


RANK_BIT: tuple[tuple[int, ...], ...] = tuple(_rank_bits(t) for t in C.SUITS)
# card of each search bit, per trump
BIT_CARD: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(range(_N), key=lambda c: RANK_BIT[t][c])) for t in C.SUITS)
# per trump, search bit -> the effective suit of its card (a stronger card of a suit, or
# a trump, has a higher bit: bits compare as powers do)
_BIT_SUIT = tuple(tuple(EFFECTIVE[t][BIT_CARD[t][b]] for b in range(_N)) for t in C.SUITS)
# per trump and effective suit, the mask of its search bits
_BIT_SUIT_MASK = tuple(
    tuple(sum(1 << b for b in range(_N) if _BIT_SUIT[t][b] == s) for s in C.SUITS)
    for t in C.SUITS)
# per trump, the bits whose next higher bit is a card of the same suit
_SAME = tuple(sum(1 << b for b in range(_N - 1) if _BIT_SUIT[t][b] == _BIT_SUIT[t][b + 1])
              for t in C.SUITS)
# per trump and led suit: the cards that can take the trick (the led suit and trumps)
_CAN_WIN = tuple(tuple(m | _BIT_SUIT_MASK[t][t] for m in _BIT_SUIT_MASK[t]) for t in C.SUITS)
# per search bit, the bits above it
_ABOVE = tuple(((1 << _N) - 1) ^ ((1 << (b + 1)) - 1) for b in range(_N))
def _byte_table(trump: int, i: int) -> tuple[int, ...]:
    """Byte ``i`` of a card mask (its cards 8i..8i+7) -> their search bits."""
    table = [0] * 256
    for v in range(1, 256):
        low = v & -v
        table[v] = table[v ^ low] | (1 << RANK_BIT[trump][8 * i + low.bit_length() - 1])
    return tuple(table)


_BYTES: list[tuple[tuple[int, ...], ...] | None] = [None] * 4  # built on first use


def _to_bits(mask: int, trump: int) -> int:
    """A card bitmask in search bits."""
    t = _BYTES[trump]
    if t is None:
        t = _BYTES[trump] = tuple(_byte_table(trump, i) for i in range(4))
    out = t[0][mask & 255] | t[1][(mask >> 8) & 255] | t[2][(mask >> 16) & 255] \
        | t[3][(mask >> 24) & 255]
    if mask >> C.JOKER:
        out |= 1 << RANK_BIT[trump][C.JOKER]
    return out


@lru_cache(maxsize=256)
def _table(n: int, gone: tuple[int, ...], team: tuple[int, ...], side: int
           ) -> tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The seats in play, each one's next seat in play, and per seat 1 if it plays on
    ``side`` (the side of the seat to act: the solver counts that side's tricks)."""
    nxt = []
    for s in range(n):
        t = (s + 1) % n
        while t in gone:
            t = (t + 1) % n
        nxt.append(t)
    seats = tuple(s for s in range(n) if s not in gone)
    return len(seats), tuple(nxt), seats, tuple(1 if team[s] == side else 0 for s in range(n))


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


def first_leader(dealer: int, players: int, sitting_out: Out = -1) -> int:
    """Who leads the first trick: the dealer's left, passing over any seat out of play."""
    gone = out_seats(sitting_out)
    leader = (dealer + 1) % players
    while leader in gone:
        leader = (leader + 1) % players
    return leader


def maker_tricks(hands: list[int], trump: int, leader: int, side: int,
                 sitting_out: Out = -1, teams: tuple[int, ...] | None = None) -> int:
    """What the makers' ``side`` reaches on a whole hand under best play, as the score sees
    it: 5 (a march), 3 (made) or 0 (euchred); two null-window searches."""
    if not side_tricks_at_least(hands, trump, leader, side, 3, sitting_out, teams):
        return 0
    return 5 if side_tricks_at_least(hands, trump, leader, side, 5, sitting_out, teams) else 3


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
    gone = out_seats(sitting_out)
    h = [0 if s in gone else _to_bits(hands[s], trump) for s in range(n)]
    team = tuple(teams) if teams is not None else tuple(s & 1 for s in range(n))
    active, nxt, seats, win = _table(n, gone, team, team[to_act])
    eff = _BIT_SUIT[trump]
    smask = _BIT_SUIT_MASK[trump]
    can_win = _CAN_WIN[trump]
    above = _ABOVE
    same = _SAME[trump]
    tt: dict[tuple[int, ...], tuple[int, int]] = {}
    trumps = smask[trump]

    def runs(legal: int, live: int) -> int:
        """The top card of each run of equivalent cards of ``legal``: a card is left out
        when the next live card above it, in its suit, is in ``legal`` too."""
        below = (legal >> 1) & same  # the bits under a card of legal, skipping played ones
        spread = below & ~live
        while spread:
            spread = (spread >> 1) & same & ~below
            below |= spread
            spread &= ~live
        return legal & ~below

    def last_trick(seat: int) -> int:
        """One card each: the trick for the side of to_act (1) or not (0)."""
        wb = h[seat].bit_length() - 1
        beat = can_win[eff[wb]]
        bs = s = seat
        for _ in range(active - 1):
            s = nxt[s]
            c = h[s].bit_length() - 1
            if c > wb and (beat >> c) & 1:
                wb, bs = c, s
        return win[bs]

    def lead(seat: int, live: int, alpha: int, beta: int) -> int:
        """The tricks to come for the side of to_act, ``seat`` to lead (``live``: every card
        still held); exact inside the window (alpha, beta), a bound outside it."""
        hand = h[seat]
        rem = hand.bit_count()
        if rem <= 1:
            return last_trick(seat) if rem else 0
        key: tuple[int, ...]
        if n == 4:
            key = (h[0], h[1], h[2], h[3], seat)
        elif n == 3:
            key = (h[0], h[1], h[2], seat)
        else:
            key = (h[0], h[1], seat)
        e = tt.get(key)
        if e is not None:
            lo, hi = e
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
        else:
            # Sure tricks: the highest trumps still out, when one hand holds them.
            lo, hi = 0, rem
            lt = live & trumps
            if lt:
                top = lt.bit_length() - 1
                for s in seats:
                    if (h[s] >> top) & 1:
                        y = lt & ~h[s]
                        sure = (lt >> y.bit_length()).bit_count() if y else lt.bit_count()
                        if win[s]:
                            lo = sure
                        else:
                            hi = rem - sure
                        break
            if hi <= alpha:
                return hi
            if lo >= beta:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        maxi = win[seat]
        v = -1 if maxi else 99
        follower = nxt[seat]
        below = (hand >> 1) & same
        spread = below & ~live
        while spread:
            spread = (spread >> 1) & same & ~below
            below |= spread
            spread &= ~live
        moves = hand & ~below
        # the highest card of each suit first (trumps first), then the others, high to low
        boss = 0
        for m in smask:
            m &= live
            if m:
                boss |= 1 << (m.bit_length() - 1)
        boss &= moves
        for group in (boss, moves ^ boss):
            while group:
                c = group.bit_length() - 1
                bit = 1 << c
                group ^= bit
                h[seat] = hand ^ bit
                r = follow(follower, 1, eff[c], c, seat, bit, live, alpha, beta)
                h[seat] = hand
                if maxi:
                    if r > v:
                        v = r
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif r < v:
                    v = r
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            else:
                continue
            break  # a cut-off
        if v <= a0:
            if v < hi:
                hi = v
        elif v >= b0:
            if v > lo:
                lo = v
        else:
            lo = hi = v
        tt[key] = (lo, hi)
        return v

    def follow(seat: int, k: int, led: int, wb: int, bs: int, tmask: int, live: int,
               alpha: int, beta: int) -> int:
        """As ``lead``, for the ``k``-th card of a trick (``tmask``: the cards on the table,
        ``wb``/``bs``: the card winning it so far and its seat). A card that wins the trick
        is tried first when the other side is winning it, a low card first otherwise."""
        hand = h[seat]
        legal = hand & smask[led]
        if not legal:
            legal = hand
        if not legal & (legal - 1):  # one card: no choice
            if legal & above[wb] & can_win[led]:
                wb, bs = legal.bit_length() - 1, seat
            h[seat] = hand ^ legal
            if k + 1 == active:
                gain = win[bs]
                r = gain + lead(bs, live & ~(tmask | legal), alpha - gain, beta - gain)
            else:
                r = follow(nxt[seat], k + 1, led, wb, bs, tmask | legal, live, alpha, beta)
            h[seat] = hand
            return r
        below = (legal >> 1) & same  # one card of each run
        spread = below & ~live
        while spread:
            spread = (spread >> 1) & same & ~below
            below |= spread
            spread &= ~live
        legal &= ~below
        beat = legal & above[wb] & can_win[led]
        maxi = win[seat]
        v = -1 if maxi else 99
        last = k + 1 == active
        follower = nxt[seat]
        for moves in ((legal ^ beat, beat) if win[bs] == maxi else (beat, legal ^ beat)):
            while moves:
                bit = moves & -moves  # the lowest first
                moves ^= bit
                if bit & beat:
                    nwb, nbs = bit.bit_length() - 1, seat
                else:
                    nwb, nbs = wb, bs
                h[seat] = hand ^ bit
                if last:
                    gain = win[nbs]
                    r = gain + lead(nbs, live & ~(tmask | bit), alpha - gain, beta - gain)
                else:
                    r = follow(follower, k + 1, led, nwb, nbs, tmask | bit, live, alpha, beta)
                h[seat] = hand
                if maxi:
                    if r > v:
                        v = r
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                return v
                elif r < v:
                    v = r
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            return v
        return v

    live = 0
    for x in h:
        live |= x
    if window is not None:  # the value of the position (to_act leads a new trick)
        if active == 1:
            return h[to_act].bit_count()
        return lead(to_act, live, window[0], window[1])
    # The root: every candidate card gets an exact value (one search per run of equivalent
    # cards: they are worth the same).
    rank = RANK_BIT[trump]
    k = len(trick)
    led, wb, bs, tmask = -1, -1, 0, 0
    for i, (s, card) in enumerate(trick):
        b = rank[card]
        tmask |= 1 << b
        if i == 0:
            led, wb, bs = eff[b], b, s
        elif b > wb and (can_win[led] >> b) & 1:
            wb, bs = b, s
    live |= tmask
    hand = h[to_act]
    if led >= 0 and hand & smask[led]:
        legal = hand & smask[led]
    else:
        legal = hand
    top_of: dict[int, int] = {}  # search bit -> the top card of its run
    other = live & ~legal
    m = runs(legal, live)
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        top_of[c] = c
        b = c - 1
        while b >= 0 and (same >> b) & 1 and not (other >> b) & 1:
            if (legal >> b) & 1:
                top_of[b] = c
            b -= 1
    remaining = hand.bit_count()

    def after(c: int) -> int:
        """The value after ``to_act`` plays search bit ``c`` (h[to_act] already without it)."""
        bit = 1 << c
        if k == 0:
            nled, nwb, nbs = eff[c], c, to_act
        else:
            nled = led
            if c > wb and (can_win[led] >> c) & 1:
                nwb, nbs = c, to_act
            else:
                nwb, nbs = wb, bs

        def value(alpha: int, beta: int) -> int:
            if k + 1 == active:
                gain = win[nbs]
                return gain + lead(nbs, live & ~(tmask | bit), alpha - gain, beta - gain)
            return follow(nxt[to_act], k + 1, nled, nwb, nbs, tmask | bit, live, alpha, beta)

        if thresholds is None:
            return value(-1, 99)
        met = 0
        for thr in thresholds:
            if thr > remaining:
                break
            if thr > 0 and value(thr - 1, thr) < thr:
                break
            met += 1
        return met

    out: dict[int, int] = {}
    done: dict[int, int] = {}
    cards = C.cards_of(hands[to_act]) if to_act not in gone else []
    for card in cards:
        c = rank[card]
        if not (legal >> c) & 1 or (candidates is not None and not (candidates >> card) & 1):
            continue
        run = top_of[c]
        if run not in done:
            h[to_act] = hand ^ (1 << c)
            done[run] = after(c)
            h[to_act] = hand
        out[card] = done[run]
    return out
