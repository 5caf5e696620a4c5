"""A finished hand as the review shows it: public facts only, in the game's words."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.rules import Game, game
from game.rules.cards import JOKER, SUIT_LETTERS

from ..text.translate import _
from ..text.words import DEFENCE_PASS, bid_words, suit_name


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand from its ``hand_over`` event plus what only this screen's player saw.

    ``cards[seat]``: the five cards that seat held in play (known from the tricks), empty for a
    partner sitting out. ``taken``: the dealer took the upcard into his hand; ``left``: the
    two-handed dealer, ordered up, left it on the table. ``my_discard``:
    the card the player at this screen discarded as dealer (shown to that player only).
    ``best_calls`` and ``exchanges``: Railroad's calls for partner's best and their cards.
    ``side``: the one side (player, three-handed) that scored, None when two players did (a
    three-handed euchre); ``awards``: the points each side won; ``scores``: the score after it.
    """

    number: int
    variant: str
    dealer: int
    upcard: int | None    # None: no upcard (an auction)
    trump: int
    maker: int
    alone: bool
    sitting_out: int | None
    lone_defender: int | None
    bids: tuple[tuple[int, str], ...]      # (seat, words) in order
    tricks: tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]   # (leader, winner, plays)
    cards: tuple[tuple[int, ...], ...]
    taken: bool
    my_discard: int | None
    result: str
    points: int
    side: int | None
    tricks_by_side: tuple[int, ...]
    awards: tuple[int, ...]
    scores: tuple[int, ...]
    maker_tricks: int
    left: bool = False
    # Railroad's call for partner's best (RULES §8.1): who called (public), and per seat played
    # on this screen (seat, passed, received, discarded): shown to that seat's player only
    best_calls: tuple[int, ...] = ()
    exchanges: tuple[tuple[int, int | None, int | None, int | None], ...] = ()
    # an auction (RULES §8.2): the widow turned up at the hand's end, and whether the high bid
    # was forced on the Joker's holder
    widow: int | None = None
    forced: bool = False
    bid: str | None = None   # the high bid (action text, "bid 4")
    # settled by the bidder with each opponent (Napoleon, RULES §8.3): ``awards`` are then what
    # each seat won or paid, ``trump`` -1 in misère
    settled: bool = False

    @property
    def out(self) -> tuple[int, ...]:
        """The seats that sat out: a lone maker's partner, a lone defender's partner."""
        seats = [self.sitting_out] if self.sitting_out is not None else []
        if self.lone_defender is not None:
            seats.append(game(self.variant).partner(self.lone_defender))
        return tuple(seats)

    def tricks_of(self, seat: int) -> int:
        """The tricks ``seat`` won this hand."""
        return sum(1 for _leader, winner, _plays in self.tricks if winner == seat)


def hand_awards(ev: Mapping[str, Any], sides: int) -> tuple[int, ...]:
    """The points each side (each player, three-handed) won in a ``hand_over`` event; from its
    ``side`` and ``points`` when it has no ``awards`` (an older peer's event)."""
    awards = ev.get("awards")
    if awards:
        return tuple(awards)
    return tuple(ev["points"] if side == ev.get("side") else 0 for side in range(sides))


def maker_tricks(ev: Mapping[str, Any]) -> int:
    """The tricks the maker (or the makers) took in a ``hand_over`` event."""
    if ev.get("maker_tricks") is not None:
        return ev["maker_tricks"]
    side = ev.get("maker_side")
    return ev["tricks"][side if side is not None else ev["maker"] % len(ev["tricks"])]


def turned_down_suit(bids: tuple[tuple[int, str], ...], upcard: int | None) -> int:
    """The suit the upcard offered (the one named for a Joker, else the upcard's own suit)."""
    for _seat, bid in bids:
        if bid.startswith("joker "):
            return SUIT_LETTERS.index(bid.split()[1])
    return upcard >> 3 if upcard not in (JOKER, None) else -1


def defence_bids(ev: Mapping[str, Any], g: Game, defend_alone: bool) -> tuple[tuple[int, str], ...]:
    """Defend alone (RULES §7.2): each defender's answer to a lone hand, from the maker's left,
    as (seat, action text): "pass", or "defend" for the one who defended alone."""
    if not g.partners or not defend_alone or not ev.get("alone"):
        return ()
    n = g.players
    first, second = (ev["maker"] + 1) % n, (ev["maker"] + n - 1) % n
    lone = ev.get("lone_defender")
    if lone == first:
        return ((first, "defend"),)
    return ((first, "pass"), (second, "defend" if lone == second else "pass"))


def review_bids(bids: tuple[tuple[int, str], ...], dealer: int, variant: str,
                upcard: int | None, defence: tuple[tuple[int, str], ...] = (),
                forced: bool = False) -> tuple[tuple[int, str], ...]:
    """Each bid (action text) in the game's words; the dealer's first pass turns the upcard down.
    The two-handed dealer's taking up or leaving the upcard once ordered up is no bid (the
    hands say it); the defenders' answers to a lone hand (``defence``) come last. With no upcard
    (an auction) the dealer's pass is a pass; ``forced``: the last bid was forced on the Joker's
    holder."""
    down = turned_down_suit(bids, upcard)
    out: list[tuple[int, str]] = []
    dealer_passed = upcard is None
    last_bid = max((i for i, (_s, b) in enumerate(bids) if b.startswith("bid ")), default=-1)
    for i, (seat, bid) in enumerate(bids):
        if bid in ("take", "leave"):
            continue
        if forced and i == last_bid:
            out.append((seat, _("{bid}, forced: the Joker").format(bid=bid_words(bid, seat, dealer, variant, -1))))
            continue
        if bid == "pass" and seat == dealer and not dealer_passed:
            dealer_passed = True
            out.append((seat, _("Turn it down")))
            continue
        alone = bid.endswith(" alone")
        words = bid_words(bid[:-len(" alone")] if alone else bid, seat, dealer, variant, down)
        if alone:
            words = _("{bid}, going alone").format(bid=words)
        elif bid.startswith("name ") and words == suit_name(SUIT_LETTERS.index(bid.split()[1])).capitalize():
            words = _("Name {suit}").format(suit=suit_name(SUIT_LETTERS.index(bid.split()[1])))
        out.append((seat, words))
    out += [(seat, _(DEFENCE_PASS) if bid == "pass" else bid_words(bid, seat, dealer, variant, down))
            for seat, bid in defence]
    return tuple(out)


def tricks_played(played, players: int) -> tuple[list, list[list[int]]]:
    """A hand's ``played`` (winner, plays) as the review's tricks (leader, winner, plays) and
    each seat's cards in the order played."""
    tricks = []
    cards: list[list[int]] = [[] for _seat in range(players)]
    for winner, plays in played:
        plays = tuple(tuple(p) for p in plays)
        tricks.append((plays[0][0], winner, plays))
        for seat, c in plays:
            cards[seat].append(c)
    return tricks, cards


def record_of(ev: Mapping[str, Any], number: int, variant: str, players: int, taken: bool,
              my_discard: int | None, defend_alone: bool = False,
              widow: Mapping[str, Any] | None = None) -> HandRecord:
    """The record of the hand that a ``hand_over`` event closes (``defend_alone``: the house rule
    was on, so a lone hand's defenders answered it; ``widow``: the hand's ``widow`` event)."""
    forced = bool(widow and widow.get("forced"))
    tricks, cards = tricks_played(ev["played"], players)
    return HandRecord(
        number=number, variant=variant, dealer=ev["dealer"], upcard=ev["upcard"], trump=ev["trump"],
        maker=ev["maker"], alone=ev["alone"], sitting_out=ev.get("sitting_out"),
        lone_defender=ev.get("lone_defender"),
        bids=review_bids(tuple(tuple(b) for b in ev["bids"]), ev["dealer"], variant, ev["upcard"],
                         defence_bids(ev, game(variant), defend_alone), forced),
        left=any(tuple(b)[1] == "leave" for b in ev["bids"]),
        tricks=tuple(tricks), cards=tuple(tuple(c) for c in cards), taken=taken,
        my_discard=my_discard, result=ev["result"], points=ev["points"], side=ev["side"],
        tricks_by_side=tuple(ev["tricks"]), awards=hand_awards(ev, game(variant).sides),
        scores=tuple(ev.get("scores", ())), maker_tricks=maker_tricks(ev),
        widow=widow["card"] if widow else None, forced=forced,
        bid=next((b for _seat, b in reversed([tuple(x) for x in ev["bids"]]) if b.startswith("bid ")), None))


def railroad_game(game_over: Mapping[str, Any], ev: Mapping[str, Any]) -> dict[str, Any]:
    """A ``game_over`` with what Railroad's ``slam`` or ``laps`` event after it says of that game
    (RULES §8.1): ``slam`` (it counted two games), ``carried`` (each side's points into the next)."""
    if ev["type"] == "slam":
        return {**game_over, "slam": True}
    return {**game_over, "carried": tuple(ev["carried"])}
