"""Hasenpfeffer (RULES.md §8.2): four players in partnerships, the 25-card deck with the
Joker, six cards each and a widow nobody sees until the hand's end, an auction for tricks.

>>> from game.rules import Options, new_match
>>> m = new_match(Options(variant="hasenpfeffer"), seed=3)
>>> m.phase, [str(a) for a in m.legal_actions()][:3]
('auction', ['pass', 'bid 1', 'bid 2'])

The hand: deal six cards each in packets of three from the dealer's left, the 25th card is
the widow. The auction from the dealer's left: each passes or bids 1 to 6 tricks, higher
than the bid before, round and round until every other player has passed after a bid (a
player who passed may not bid again; a bid of six ends it at once, as nobody may bid
higher). If nobody bids, the Joker's holder shows it and bids three; if the Joker is the
widow, the hand is thrown in and the next dealer deals. The high bidder names any suit
trump and leads; six tricks are played. The bidders score a point per trick taken if they
took at least their bid, else the bid is subtracted (a score may go below zero); the other
side scores nothing. The first side to reach the target wins.

The play, the end of the game and the match are ``Match``'s; this class deals, holds the
auction and scores the hand.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from . import actions as A
from . import cards as C
from .actions import ACTIONS, Action
from .deal import StackedDeal, cut, deal_order, shuffled
from .errors import IllegalAction
from .events import Deal, Event, ForcedBid
from .games import MATCH_CLASSES
from .match import PLAY, Match, _action_id
from .protocol import MatchLike
from .said import N_, said
from .view import View

AUCTION, NAME_TRUMP = "auction", "name_trump"
HAND, PACKET, FORCED_BID = 6, 3, 3
NUMBER_WORDS = ("none", N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"))
_NAMES = tuple(A.NAME + s for s in C.SUITS)


def stack_hasenpfeffer(dealer: int, hands: Mapping[int, str | list[int]],
                       widow: str | int | None = None) -> StackedDeal:
    """A ``StackedDeal`` giving each seat the six cards named (text or ints), and ``widow``
    as the 25th card; seats not named and the widow get the rest in a fixed order."""
    def as_cards(v: str | list[int]) -> list[int]:
        return C.parse_many(v) if isinstance(v, str) else list(v)

    fixed = {seat: as_cards(h) for seat, h in hands.items()}
    w = [] if widow is None else [C.parse(widow) if isinstance(widow, str) else widow]
    used = w + [c for h in fixed.values() for c in h]
    if len(set(used)) != len(used):
        raise ValueError("a card is named twice in the stacked deal")
    spare = [c for c in C.deck(25) if c not in used]
    for seat in range(4):
        h = fixed.setdefault(seat, [])
        if len(h) > HAND:
            raise ValueError(f"seat {seat} is given more than six cards")
        while len(h) < HAND:
            h.append(spare.pop(0))
    order: list[int] = []
    for packet in range(HAND // PACKET):
        for seat in deal_order(dealer, 4):
            order += fixed[seat][packet * PACKET:(packet + 1) * PACKET]
    order += w or spare
    return StackedDeal(tuple(order), (PACKET, PACKET))


class HasenpfefferMatch(Match):
    """A match of Hasenpfeffer; ``Match``'s API (apply, legal actions, views, clone)."""

    TRICKS = HAND

    # ------------------------------------------------------------------ dealing
    def _deal(self) -> Deal:
        d = self.dealer
        cut_info = None
        if self.deals_made < len(self.stacked):
            order = list(self.stacked[self.deals_made].order)
            if sorted(order) != sorted(C.deck(self.options.deck)):
                raise ValueError("a stacked deal must hold exactly the cards of the deck")
        else:
            order = shuffled(self.options.deck, self.rng)
            at = self.rng.randint(4, len(order) - 4)   # the dealer's right cuts (RULES §3)
            order = cut(order, at)
            cut_info = ((d - 1) % 4, at)
        hands: list[list[int]] = [[] for _ in range(4)]
        pos = 0
        for _ in range(HAND // PACKET):
            for seat in deal_order(d, 4):
                hands[seat] += order[pos:pos + PACKET]
                pos += PACKET
        self.deals_made += 1
        self.hands = [C.mask(h) for h in hands]
        self.dealt = tuple(tuple(h) for h in hands)
        self.widow = order[pos]
        self.stock = ()
        self.upcard = None  # type: ignore[assignment]
        self.upcard_state = "none"
        self.proposed_suit = self.turned_down_suit = -1
        self.trump = self.maker = -1
        self.alone = False
        self.sitting_out = self.lone_defender = -1
        self.out = 0
        self.active = 4
        self.defence_offered = False
        self.best_asked, self.best_calls = [], []
        self.best_passed, self.best_discards = {}, {}
        self.discarded = -1
        self.bids = []
        self.trick, self.led = [], -1
        self.tricks = []
        self.tricks_won = [0] * 4
        self.redeal_offers = []
        self.high_bid, self.high_bidder, self.forced = 0, -1, False
        self.passed: list[int] = []
        self.phase, self.to_act = AUCTION, (d + 1) % 4
        return {"type": "deal", "hand": self.hands_scored + 1, "deal": self.deals_made,
                "dealer": d, "packets": (PACKET, PACKET), "upcard": None, "cut": cut_info}

    # ------------------------------------------------------------------ the auction
    def legal_action_ids(self) -> list[int]:
        if self.phase == AUCTION:
            return [A.PASS, *range(A.BID + self.high_bid + 1, A.BID + A.MAX_BID + 1)]
        if self.phase == NAME_TRUMP:
            return list(_NAMES)
        return super().legal_action_ids()

    def apply(self, action: Action | int | str, seat: int | None = None) -> list[Event]:
        if self.phase not in (AUCTION, NAME_TRUMP):
            return super().apply(action, seat)
        aid = _action_id(action)
        if seat is not None and seat != self.to_act:
            raise IllegalAction(said("it is not your turn: seat {seat} is to act", seat=self.to_act + 1))
        if aid not in self.legal_action_ids():
            raise IllegalAction(self._refusal(aid))
        self.history.append(aid)
        if self.phase == NAME_TRUMP:
            return self._name(aid - A.NAME)
        return self._bid(aid - A.BID if aid != A.PASS else 0)

    def _refusal(self, aid: int) -> str:
        """Why ``aid`` may not be taken in the auction or in naming trump, in words (``Said``:
        English that a screen says again in the player's language)."""
        act = ACTIONS[aid]
        if self.phase == NAME_TRUMP:
            if act.kind == "name" and act.alone:
                return said("there is no going alone in Hasenpfeffer: name a suit")
            return said("you won the auction with {bid}: name trump, any suit (name C, D, H or S)",
                        bid=said(NUMBER_WORDS[self.high_bid]))
        if act.kind == "bid" and act.tricks:   # a bid of tricks (not one of Napoleon's)
            if self.high_bid >= A.MAX_BID:
                return said("Six tricks are bid: nobody may bid higher; pass")
            return said("You must bid more than {bid}", bid=said(NUMBER_WORDS[self.high_bid]))
        if act.kind == "play":
            return said("the auction is not over: pass, or bid a number of tricks")
        low = self.high_bid + 1
        if low == A.MAX_BID:
            return said("it is the auction: pass, or bid six")
        return said("it is the auction: pass, or bid from {bid} to six tricks", bid=said(NUMBER_WORDS[low]))

    def _next_bidder(self, seat: int) -> int:
        s = (seat + 1) % 4
        while s in self.passed:
            s = (s + 1) % 4
        return s

    def _bid(self, tricks: int) -> list[Event]:
        seat = self.to_act
        events: list[Event]
        if tricks:
            self.high_bid, self.high_bidder = tricks, seat
            self.bids.append((seat, f"bid {tricks}"))
            events = [{"type": "bid", "seat": seat, "tricks": tricks}]
        else:
            self.passed.append(seat)
            self.bids.append((seat, "pass"))
            events = [{"type": "pass", "seat": seat, "round": "auction"}]
        if self.high_bidder >= 0 and (self.high_bid == A.MAX_BID or len(self.passed) == 3):
            return events + self._won()
        if len(self.passed) == 4:
            return events + self._nobody_bid()
        self.to_act = self._next_bidder(seat)
        return events

    def _nobody_bid(self) -> list[Event]:
        """The Joker's holder shows it and bids three; a Joker in the widow throws the hand
        in."""
        holder = next((s for s in range(4) if (self.hands[s] >> C.JOKER) & 1), -1)
        if holder < 0:
            ev: Event = {"type": "thrown_in", "dealer": self.dealer, "widow": self.widow}
            self.dealer = (self.dealer + 1) % 4
            return [ev, self._deal()]
        self.high_bid, self.high_bidder, self.forced = FORCED_BID, holder, True
        self.bids.append((holder, f"bid {FORCED_BID}"))
        forced: ForcedBid = {"type": "forced_bid", "seat": holder, "tricks": 3}
        return [forced, *self._won()]

    def _won(self) -> list[Event]:
        self.phase, self.to_act = NAME_TRUMP, self.high_bidder
        return [{"type": "auction_won", "seat": self.high_bidder, "tricks": self.high_bid,
                 "forced": self.forced}]

    def _name(self, suit: int) -> list[Event]:
        seat = self.to_act
        self.bids.append((seat, f"name {C.SUIT_LETTERS[suit]}"))
        events: list[Event] = [{"type": "name", "seat": seat, "suit": suit, "alone": False,
                                "word": "name"}, self._make_trump(seat, suit, False)]
        self.phase, self.to_act = PLAY, seat
        self.trick, self.led = [], -1
        events.append({"type": "lead", "seat": seat, "trick": 1})
        return events

    # ------------------------------------------------------------------ scoring
    def _end_hand(self) -> list[Event]:
        side = self.maker % 2
        taken = sum(self.tricks_won[side::2])
        made = taken >= self.high_bid
        award = taken if made else -self.high_bid
        self.scores[side] += award
        awards = [0, 0]
        awards[side] = award
        side_tricks = (taken, HAND - taken) if side == 0 else (HAND - taken, taken)
        events: list[Event] = [
            {"type": "widow", "card": self.widow, "bidder": self.maker, "bid": self.high_bid,
             "forced": self.forced, "made": made}]
        over = self._hand_over(side, taken, "made" if made else "euchred", tuple(awards),
                               side_tricks)
        over["side"], over["points"] = side, award
        events.append(over)
        if self.scores[side] >= self.options.target:
            events += self._end_game(side)
            if self.over:
                return events
        self.dealer = (self.dealer + 1) % 4
        events.append(self._deal())
        return events

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> View:
        return replace(super().view(seat), high_bid=self.high_bid,
                       high_bidder=self.high_bidder, auction_passed=tuple(self.passed),
                       forced_bid=self.forced)

    def clone(self) -> "HasenpfefferMatch":
        m = super().clone()
        assert isinstance(m, HasenpfefferMatch)
        m.passed = list(self.passed)
        return m


__all__ = ["AUCTION", "NAME_TRUMP", "HasenpfefferMatch", "stack_hasenpfeffer"]

MATCH_CLASSES["hasenpfeffer"] = HasenpfefferMatch
_: type[MatchLike] = HasenpfefferMatch   # mypy checks the class against the protocol
