"""A match of Napoleon ("Nap", RULES §8.3): three or four players, each for himself.

>>> from game.rules import Options, new_match
>>> m = new_match(Options(variant="napoleon"), seed=3)
>>> m.phase, len(m.view(0).hand), m.deals_total
('bid', 5, 8)

Five cards each, in packets of 3 then 2 (or 2 then 3), the rest of the pack unused; no
upcard, no bowers. One round of bidding from the dealer's left: pass or bid higher, two <
three < misère (option) < four < Nap < Wellington (option, only over a Nap) < Blücher
(option, only over a Wellington); once no higher bid is left the bidding ends. All pass: the
deal is thrown in and the next player deals. The bidder leads and the suit of his first card
is trump for the hand (none in misère). The hand stops as soon as the tricks taken decide
it, and the bidder settles with each opponent (``SETTLEMENT``). The match is ``rounds``
rounds of deals, each player dealing once a round (a deal thrown in counts as dealt); the
highest total wins, equal totals share the win.

As ``game.rules.match.Match``: fully defined by (options, seed, actions), events are plain
dicts of public facts (their shapes in ``game.rules.events``), an illegal action raises
``IllegalAction`` in words and changes nothing.
"""
from __future__ import annotations

import random
from typing import Iterable, cast

from . import actions as A
from . import cards as C
from .actions import ACTIONS, Action
from .deal import StackedDeal, deal_cards, shuffled
from .errors import IllegalAction
from .events import Event, NapBidWord
from .games import MATCH_CLASSES
from .options import Options
from .protocol import MatchLike
from .said import N_, said
from .view import View

BID, PLAY, MATCH_OVER = "bid", "play", "match_over"
PHASES = (BID, PLAY, MATCH_OVER)

BIDS = cast("tuple[NapBidWord, ...]", A.NAP_BIDS)   # lowest first
TWO, THREE, MISERE, FOUR, NAP, WELLINGTON, BLUCHER = range(len(BIDS))
# Tricks the bidder must take (misère: none at all).
NEEDS = (2, 3, 0, 4, 5, 5, 5)
# (made: each opponent pays the bidder, lost: the bidder pays each opponent), by bid.
SETTLEMENT = ((2, 2), (3, 3), (3, 3), (4, 4), (10, 5), (20, 10), (30, 15))
# How a bid is said to people.
BID_WORDS = (N_("two"), N_("three"), N_("misère"), N_("four"), N_("Nap"), N_("Wellington"), N_("Blücher"))
# The suits' cards as masks (no bowers: a card's suit is its printed suit; the full pack's
# twos to sixes among them).
SUIT_CARDS = C.SUIT_MASKS
_SUIT, _VALUE = C.SUIT_OF, C.VALUE_OF


def _bid_said(b: int) -> str:
    """A bid's word inside a refusal (``Said``: translated as the word it is)."""
    return said(BID_WORDS[b])


def bid_index(word: str) -> int:
    """The index in ``BIDS`` of a bid's word ("nap" -> 4)."""
    return BIDS.index(word)


def trick_winner(cards: list[int] | tuple[int, ...], trump: int) -> int:
    """Index of the winning card: the highest trump, else the highest card of the suit led."""
    led = _SUIT[cards[0]]
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        cs, bs = _SUIT[c], _SUIT[b]
        if cs == bs:
            if _VALUE[c] > _VALUE[b]:
                best = i
        elif cs == trump or (bs != trump and cs == led and bs != led):
            best = i
    return best


def settlement(n: int, bidder: int, bid: int, made: bool) -> tuple[int, ...]:
    """What each seat wins (or pays, negative) as the bidder settles with each opponent."""
    won, lost = SETTLEMENT[bid]
    each = -won if made else lost
    return tuple(-each * (n - 1) if s == bidder else each for s in range(n))


def decided(bid: int, bidder_tricks: int, played: int) -> bool | None:
    """Whether the hand is made (True), lost (False) or not yet decided (None)."""
    if bid == MISERE:
        return False if bidder_tricks else (True if played == 5 else None)
    need = NEEDS[bid]
    if bidder_tricks >= need:
        return True
    if played - bidder_tricks > 5 - need:
        return False
    return None


def winners_of(scores: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    top = max(scores)
    return tuple(s for s, v in enumerate(scores) if v == top)


class NapoleonMatch:
    """The state of a Napoleon match, changed only by ``apply`` (the same interface as
    ``Match``). ``stacked``: deals to use in order before shuffling; ``first_dealer`` fixes
    the first dealer (otherwise drawn at random)."""

    def __init__(self, options: Options | None = None, seed: int | None = None, *,
                 stacked: Iterable[StackedDeal] = (), first_dealer: int | None = None,
                 seating: tuple[int, ...] | None = None) -> None:
        self.options = options or Options(variant="napoleon")
        if self.options.game.match != "napoleon":
            raise ValueError(f"{self.options.variant} is not played by NapoleonMatch")
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self.seed = seed
        self.rng = random.Random(seed)
        self.n = self.options.players
        self.sides = self.n
        self.seating = tuple(range(self.n))
        if seating is not None and tuple(seating) != self.seating:
            raise ValueError("Napoleon has no partners to seat: each plays for himself")
        self.stacked = tuple(stacked)
        self.fixed_first_dealer = first_dealer
        self.fixed_seating = tuple(seating) if seating is not None else None
        self.history: list[int] = []
        self.scores = [0] * self.n
        self.deals_made = 0
        self.deals_total = self.options.rounds * self.n
        self.hands_scored = 0
        self.winner: int | None = None
        self.winners: tuple[int, ...] = ()
        self.settlements: list[tuple[int, ...]] = []   # each hand's payments, by seat
        self.dealer = self.rng.randrange(self.n) if first_dealer is None else first_dealer
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < self.n:
            raise ValueError(f"the first dealer must be a seat from 0 to {self.n - 1}")
        self.start_events: list[Event] = [
            {"type": "first_dealer", "dealer": self.dealer, "rounds": ()}, self._deal()]

    # ------------------------------------------------------------------ dealing
    def _deal(self) -> Event:
        n, d = self.n, self.dealer
        if self.deals_made < len(self.stacked):
            st = self.stacked[self.deals_made]
            order, packets = list(st.order), (st.packets[0], st.packets[1])
            if sorted(order) != sorted(C.deck(self.options.deck)):
                raise ValueError("a stacked deal must hold exactly the cards of the deck")
        else:
            order = shuffled(self.options.deck, self.rng)
            p = self.options.packets
            packets = (3, 2) if p == "3-2" else (2, 3) if p == "2-3" else (
                (3, 2) if self.rng.random() < 0.5 else (2, 3))
        dealt = deal_cards(order, d, n, packets)
        self.deals_made += 1
        self.hands = [C.mask(h) for h in dealt.hands]
        self.dealt = dealt.hands
        self.bids: list[tuple[int, str]] = []
        self.high = -1            # the highest bid so far (index in BIDS), -1 none
        self.maker = -1           # the bidder
        self.trump = -1
        self.trick: list[tuple[int, int]] = []
        self.led = -1
        self.tricks: list[tuple[int, tuple[tuple[int, int], ...]]] = []
        self.tricks_won = [0] * n
        self.phase, self.to_act = BID, (d + 1) % n
        return {"type": "nap_deal", "hand": self.hands_scored + 1, "deal": self.deals_made,
                "deals": self.deals_total, "dealer": d, "packets": packets}

    # ------------------------------------------------------------------ queries
    @property
    def state_id(self) -> int:
        return len(self.history)

    @property
    def over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def contract(self) -> int:
        """The bid being played (index in ``BIDS``), -1 while bidding."""
        return self.high if self.phase == PLAY else -1

    def partner(self, seat: int) -> int:
        return seat

    def side_of(self, seat: int) -> int:
        return seat

    def _bids_open(self) -> list[int]:
        """The bids the seat to act may make now (indices in ``BIDS``)."""
        o, h = self.options, self.high
        out = []
        for b in range(h + 1, len(BIDS)):
            if b == MISERE and not o.misere:
                continue
            if b == WELLINGTON and not (o.wellington and h == NAP):
                continue
            if b == BLUCHER and not (o.blucher and h == WELLINGTON):
                continue
            out.append(b)
        return out

    def _play_mask(self) -> int:
        hand = self.hands[self.to_act]
        if self.led < 0:
            return hand
        follow = hand & SUIT_CARDS[self.led]
        return follow if follow else hand

    def legal_action_ids(self) -> list[int]:
        if self.phase == PLAY:
            return [A.play_id(c) for c in C.in_order(self._play_mask())]
        if self.phase == BID:
            return [A.PASS] + [A.NAP_BID + b for b in self._bids_open()]
        return []

    def legal_actions(self) -> list[Action]:
        return [ACTIONS[i] for i in self.legal_action_ids()]

    def is_legal(self, action: Action | int | str) -> bool:
        return _action_id(action) in self.legal_action_ids()

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action | int | str, seat: int | None = None) -> list[Event]:
        aid = _action_id(action)
        if seat is not None and seat != self.to_act:
            if self.to_act is None:
                raise IllegalAction(said("the match is over"))
            raise IllegalAction(said("it is not your turn: seat {seat} is to act", seat=self.to_act + 1))
        if aid in self.legal_action_ids():
            self.history.append(aid)
            if self.phase == BID:
                return self._bid(aid)
            return self._play(ACTIONS[aid].card)
        raise IllegalAction(self.explain(aid))

    def explain(self, aid: int) -> str:
        """Why action ``aid`` is not allowed now, naming the rule (``Said``: a screen says it in
        its language)."""
        act = ACTIONS[aid]
        if self.phase == MATCH_OVER:
            return said("the match is over")
        if self.phase == BID:
            if act.kind == "bid" and act.bid:   # a Napoleon bid (not a number of tricks)
                b = bid_index(act.bid)
                for off, option in ((MISERE, "misere"), (WELLINGTON, "wellington"),
                                    (BLUCHER, "blucher")):
                    if b == off and not getattr(self.options, option):
                        return said("{bid} is not played in this match (a rules option, Napoleon)",
                                    bid=_bid_said(b))
                if b <= self.high:
                    return said("you must bid more than {bid}", bid=_bid_said(self.high))
                if b == WELLINGTON:
                    return said("Wellington may be bid only over a Nap")
                if b == BLUCHER:
                    return said("Blücher may be bid only over a Wellington")
            least = self._bids_open()[0] if self._bids_open() else None
            if least is None:
                return said("it is the bidding: nothing higher is left to bid, so pass")
            return said("it is the bidding: pass, or bid {bid} or more", bid=_bid_said(least))
        if act.kind == "play":
            c = act.card
            hand = self.hands[self.to_act]
            if not (hand >> c) & 1:
                return said("{card} is not in your hand", card=C.pretty(c))
            held = C.pretty(C.in_order(hand & SUIT_CARDS[self.led])[0])
            for x in C.in_order(hand & SUIT_CARDS[self.led])[1:]:
                held = said("{first}, {next}", first=held, next=C.pretty(x))
            return said("must follow {suit}: you hold {held}", suit=said(C.SUIT_NAMES[self.led]), held=held)
        return said("the bidding is over: play a card from your hand")

    def _bid(self, aid: int) -> list[Event]:
        seat, d = self.to_act, self.dealer
        events: list[Event]
        if aid == A.PASS:
            self.bids.append((seat, "pass"))
            events = [{"type": "nap_bid", "seat": seat, "bid": None}]
        else:
            b = aid - A.NAP_BID
            self.bids.append((seat, str(ACTIONS[aid])))
            self.high, self.maker = b, seat
            events = [{"type": "nap_bid", "seat": seat, "bid": BIDS[b]}]
        if seat != d and (self.high < 0 or self._bids_open()):
            self.to_act = (seat + 1) % self.n
            return events
        if self.high < 0:   # all passed: thrown in, the next player deals
            events.append({"type": "all_passed", "dealer": d})
            return events + self._next_deal()
        self.phase, self.to_act = PLAY, self.maker
        events.append({"type": "contract", "bidder": self.maker, "bid": BIDS[self.high]})
        events.append({"type": "lead", "seat": self.maker, "trick": 1})
        return events

    def _play(self, c: int) -> list[Event]:
        seat = self.to_act
        self.hands[seat] &= ~(1 << c)
        trick = self.trick
        events: list[Event] = [{"type": "play", "seat": seat, "card": c}]
        if not trick:
            self.led = _SUIT[c]
            if not self.tricks and self.high != MISERE:
                self.trump = self.led
                events.append({"type": "nap_trump", "seat": seat, "suit": self.trump})
        trick.append((seat, c))
        if len(trick) < self.n:
            self.to_act = (seat + 1) % self.n
            return events
        w = trick[trick_winner([x for _, x in trick], self.trump)][0]
        self.tricks_won[w] += 1
        done = tuple(trick)
        self.tricks.append((w, done))
        events.append({"type": "trick", "number": len(self.tricks), "winner": w, "cards": done})
        self.trick, self.led = [], -1
        result = decided(self.high, self.tricks_won[self.maker], len(self.tricks))
        if result is None:
            self.to_act = w
            return events
        return events + self._settle(result)

    def _settle(self, made: bool) -> list[Event]:
        pay = settlement(self.n, self.maker, self.high, made)
        for s, p in enumerate(pay):
            self.scores[s] += p
        self.hands_scored += 1
        self.settlements.append(pay)
        ev: Event = {"type": "settlement", "bidder": self.maker, "bid": BIDS[self.high],
                     "made": made, "tricks": tuple(self.tricks_won),
                     "payments": pay, "scores": tuple(self.scores), "dealer": self.dealer,
                     "trump": self.trump if self.trump >= 0 else None,
                     "bids": tuple(self.bids), "played": tuple(self.tricks)}
        return [ev, *self._next_deal()]

    def _next_deal(self) -> list[Event]:
        self.dealer = (self.dealer + 1) % self.n
        if self.deals_made < self.deals_total:
            return [self._deal()]
        self.winners = winners_of(self.scores)
        self.winner = self.winners[0] if len(self.winners) == 1 else None
        self.phase, self.to_act = MATCH_OVER, None  # type: ignore[assignment]
        n = self.n
        return [{"type": "match_over", "winner": self.winners[0], "scores": tuple(self.scores),
                 "games_won": (0,) * n, "rubber_points": (0,) * n, "margin": None,
                 "winners": self.winners}]

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> View:
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat} in a {self.n}-player match")
        n = self.n
        return View(
            seat=seat, options=self.options, phase=self.phase, to_act=self.to_act,
            dealer=self.dealer, hand=tuple(C.in_order(self.hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            upcard=None, upcard_state="none", proposed_suit=-1, turned_down_suit=-1,
            trump=self.trump, maker=self.maker, alone=False, sitting_out=-1,
            lone_defender=-1, bids=tuple(self.bids), trick=tuple(self.trick),
            led_suit=self.led, tricks=tuple(self.tricks), tricks_won=tuple(self.tricks_won),
            scores=tuple(self.scores), at_the_bridge=(False,) * n,
            hand_number=self.hands_scored + 1, game_number=1, games_won=(0,) * n,
            rubber_points=(0,) * n, winner=self.winner, discard=None,
            legal=tuple(self.legal_actions()) if seat == self.to_act else (),
            state_id=self.state_id, seating=self.seating,
            contract=BIDS[self.high] if self.phase == PLAY else "",
            nap_high_bid=BIDS[self.high] if self.high >= 0 else "",
            deal_number=self.deals_made, deals=self.deals_total, winners=self.winners,
        )

    def clone(self) -> "NapoleonMatch":
        m = NapoleonMatch.__new__(NapoleonMatch)
        m.__dict__.update(self.__dict__)
        m.rng = random.Random()
        m.rng.setstate(self.rng.getstate())
        for name in ("history", "scores", "hands", "bids", "trick", "tricks", "tricks_won",
                     "settlements"):
            setattr(m, name, list(getattr(self, name)))
        return m


_action_id = A.action_id


MATCH_CLASSES["napoleon"] = NapoleonMatch
_: type[MatchLike] = NapoleonMatch   # mypy checks the class against the protocol
