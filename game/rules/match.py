"""A whole match of Two-, Three- or Four-Handed or Railroad Euchre: the state machine of
RULES.md.

>>> from game.rules import Match, Options
>>> m = Match(Options(variant="two-handed"), seed=7)
>>> m.phase, m.to_act in (0, 1)
('round1', True)
>>> events = m.apply(m.legal_actions()[0])   # pass

A match is fully defined by (options, seed, actions): replaying the same actions on a
match made with the same options and seed gives the same state (see ``game.rules.save``).
Every chance step (first dealer or the draw for partners, shuffles, cuts, packets) draws
from one ``random.Random(seed)`` in a fixed order.

Events are plain dicts with a ``"type"`` key and only public facts in them (never a
hidden card), so the same list can be shown to every seat; each kind's shape is declared
in ``game.rules.events``.

Railroad's call for partner's best (RULES §8.1) comes after trump is fixed alone and the
dealer has taken up and discarded: the lone maker calls for it or not (``call_best``), his
partner passes a card (``give_best``), the lone maker discards one (``best_discard``); then
the defence (§7.2), and a lone defender may call the same way before the lead.
"""
from __future__ import annotations

import random
from typing import Iterable

from . import actions as A
from . import cards as C
from .actions import ACTIONS, Action
from .deal import (
    StackedDeal,
    cut,
    deal_cards,
    deal_order,
    draw_for_dealer,
    draw_for_partners,
    shuffled,
)
from .errors import IllegalAction
from .events import Deal, Event, HandOver, NameWord, OrderWord, Result, TakeUp, Trump
from .explain import explain_illegal
from .games import BY_KEY, MATCH_CLASSES
from .options import Options
from .protocol import MatchLike
from .said import said
from .scoring import (
    at_the_bridge,
    rubber_margin,
    rubber_points,
    score_hand,
    three_handed_awards,
    three_handed_winner,
)
from .tricks import EFFECTIVE, SUIT_MASK, winning_index
from .view import View

REDEAL, JOKER_SUIT, ROUND1, PICKUP, DISCARD, ROUND2, DEFEND, PLAY, MATCH_OVER = (
    "redeal", "joker_suit", "round1", "pickup", "discard", "round2", "defend", "play",
    "match_over")
# Railroad (RULES §8.1): the lone player calls for his partner's best or not, the partner
# passes a card, the lone player discards one.
CALL_BEST, GIVE_BEST, BEST_DISCARD = "call_best", "give_best", "best_discard"
PHASES = (REDEAL, JOKER_SUIT, ROUND1, PICKUP, DISCARD, ROUND2, CALL_BEST, GIVE_BEST,
          BEST_DISCARD, DEFEND, PLAY, MATCH_OVER)

_ROUND1_TWO = (A.PASS, A.ORDER)
_ROUND1_FOUR = (A.PASS, A.ORDER, A.ORDER_ALONE)
_PICKUP = (A.TAKE, A.LEAVE)
_JOKER = tuple(A.JOKER_SUIT + s for s in C.SUITS)
_DEFEND = (A.PASS, A.DEFEND_ALONE)
_REDEAL = (A.REDEAL, A.KEEP)
_CALL = (A.PASS, A.CALL_BEST)
# No ace, no face (RULES §7.3): the aces, kings, queens and jacks, and the Joker.
_HONOURS = sum(1 << c for c in range(C.EUCHRE_CARDS) if c == C.JOKER or C.rank_of(c) in (
    C.ACE, C.KING, C.QUEEN, C.JACK))


def order_word(variant: str, seat: int, dealer: int) -> OrderWord:
    """What a player says to accept the upcard in the first round, by where he sits: the dealer
    "takes it up" in every game (the same act as the two-handed dealer's take after an order)."""
    if seat == dealer:
        return "take it up"
    if BY_KEY[variant].partners and (seat - dealer) % 2 == 0:
        return "assist"
    return "order it up"


def name_word(suit: int, turned_down: int) -> NameWord:
    """Naming the other suit of the turned-down colour is "next"; the other colour "cross"."""
    if turned_down < 0 or suit == turned_down:
        return "name"
    return "next" if suit == C.same_colour(turned_down) else "cross"


class Match:
    """The state of a match, changed only by ``apply``.

    ``TRICKS``: the tricks of a hand (a game of its own class may play more: Hasenpfeffer 6).

    ``stacked``: deals to use, in order, instead of shuffling (tests, puzzles); once they
    run out the match shuffles from its seed. ``first_dealer`` and ``seating`` fix what the
    random first dealer / the draw for partners would decide.
    """

    TRICKS = 5

    def __new__(cls, options: Options | None = None, *args: object, **kwargs: object) -> "Match":
        """``Match(options)`` makes a match of the class the game declares
        (``Game.match``), so a game with its own rules is never played as Euchre."""
        if cls is Match and options is not None:
            own = MATCH_CLASSES.get(BY_KEY[options.variant].match, cls)
            if own is not cls and isinstance(own, type) and issubclass(own, Match):
                return super().__new__(own)
        return super().__new__(cls)

    def __init__(self, options: Options | None = None, seed: int | None = None, *,
                 stacked: Iterable[StackedDeal] = (), first_dealer: int | None = None,
                 seating: tuple[int, ...] | None = None) -> None:
        self.options = options or Options()
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self.seed = seed
        self.rng = random.Random(seed)
        self.n = self.options.players
        self.four = self.n == 4
        self.three = self.n == 3
        self.sides = self.options.sides
        self.stacked = tuple(stacked)
        self.fixed_first_dealer = first_dealer
        self.fixed_seating = tuple(seating) if seating is not None else None
        self.history: list[int] = []
        self.scores = [0] * self.sides
        self.games_won = [0] * self.sides
        self.rubber_pts = [0] * self.sides
        self.game_number = 1
        self.games: list[dict[str, object]] = []   # each game of the match: its winner, scores
        self.hands_scored = 0
        self.deals_made = 0
        self.winner: int | None = None
        self.start_events: list[Event] = []
        if self.four:
            if seating is not None:
                if sorted(seating) != [0, 1, 2, 3]:
                    raise ValueError("seating must place players 0-3 once each")
                self.seating = tuple(seating)
                self.dealer = first_dealer if first_dealer is not None else self.rng.randrange(4)
                self.start_events.append({"type": "first_dealer", "dealer": self.dealer,
                                          "rounds": ()})
            else:
                draw = draw_for_partners(self.options.deck, self.rng)
                self.seating = draw.seating
                self.dealer = draw.dealer if first_dealer is None else first_dealer
                self.start_events.append({"type": "draw_for_partners", "rounds": draw.rounds,
                                          "seating": draw.seating, "dealer": self.dealer})
        elif self.three:
            self.seating = (0, 1, 2)
            if first_dealer is None:
                drawn = draw_for_dealer(self.options.deck, 3, self.rng)
                self.dealer = drawn.dealer
                self.start_events.append({"type": "first_dealer", "dealer": self.dealer,
                                          "rounds": drawn.rounds})
            else:
                self.dealer = first_dealer
                self.start_events.append({"type": "first_dealer", "dealer": self.dealer,
                                          "rounds": ()})
        else:
            self.seating = (0, 1)
            self.dealer = self.rng.randrange(2) if first_dealer is None else first_dealer
            self.start_events.append({"type": "first_dealer", "dealer": self.dealer,
                                      "rounds": ()})
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < self.n:
            raise ValueError(f"the first dealer must be a seat from 0 to {self.n - 1}")
        self.start_events.append(self._deal())

    # ------------------------------------------------------------------ dealing
    def _deal(self) -> Deal:
        """Shuffle (or take the next stacked deal), cut, deal; start the bidding."""
        n, d = self.n, self.dealer
        cut_info = None
        if self.deals_made < len(self.stacked):
            st = self.stacked[self.deals_made]
            order, packets = list(st.order), (st.packets[0], st.packets[1])
            if sorted(order) != sorted(C.deck(self.options.deck)):
                raise ValueError("a stacked deal must hold exactly the cards of the deck")
        else:
            order = shuffled(self.options.deck, self.rng)
            if self.four:  # the player at the dealer's right cuts (RULES §3)
                at = self.rng.randint(4, len(order) - 4)
                order = cut(order, at)
                cut_info = ((d - 1) % n, at)
            p = self.options.packets
            packets = (3, 2) if p == "3-2" else (2, 3) if p == "2-3" else (
                (3, 2) if self.rng.random() < 0.5 else (2, 3))
        dealt = deal_cards(order, d, n, packets)
        self.deals_made += 1
        self.hands = [C.mask(h) for h in dealt.hands]
        self.dealt = dealt.hands
        self.stock = dealt.stock
        self.upcard = dealt.upcard
        self.upcard_state = "up"
        self.turned_down_suit = -1
        self.trump = -1
        self.maker = -1
        self.alone = False
        self.sitting_out = -1
        self.lone_defender = -1
        self.out = 0  # bit mask of the seats sitting out this hand
        self.defence_offered = False
        # The call for partner's best (RULES §8.1): the lone players asked so far, those
        # who called, and the hidden cards (by passer: the card passed; by lone player:
        # the card he discarded after receiving it).
        self.best_asked: list[int] = []
        self.best_calls: list[int] = []
        self.best_passed: dict[int, int] = {}
        self.best_discards: dict[int, int] = {}
        self.discarded = -1
        self.bids: list[tuple[int, str]] = []
        self.trick: list[tuple[int, int]] = []
        self.led = -1
        self.tricks: list[tuple[int, tuple[tuple[int, int], ...]]] = []
        self.tricks_won = [0] * n
        self.proposed_suit = -1 if self.upcard == C.JOKER else self.upcard >> 3
        # No ace, no face: the players who may ask for a redeal, in bidding order.
        self.redeal_offers = [s for s in deal_order(d, n) if not self.hands[s] & _HONOURS
                              ] if self.options.no_ace_no_face else []
        if self.redeal_offers:
            self.phase, self.to_act = REDEAL, self.redeal_offers.pop(0)
        else:
            self._open_bidding()
        return {"type": "deal", "hand": self.hands_scored + 1, "deal": self.deals_made,
                "dealer": d, "packets": packets, "upcard": self.upcard, "cut": cut_info}

    def _open_bidding(self) -> None:
        if self.upcard == C.JOKER:
            self.phase, self.to_act = JOKER_SUIT, self.dealer
        else:
            self.phase, self.to_act = ROUND1, (self.dealer + 1) % self.n

    # ------------------------------------------------------------------ queries
    @property
    def state_id(self) -> int:
        """How many actions have been applied: names this exact state (for stale checks)."""
        return len(self.history)

    @property
    def over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won the match: the winner alone (Napoleon's equal totals share)."""
        return () if self.winner is None else (self.winner,)

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4 if self.four else seat

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for: seat % 2, or the seat itself in three-handed."""
        return self.options.side_of(seat)

    def _play_mask(self) -> int:
        hand = self.hands[self.to_act]
        if self.led < 0:
            return hand
        follow = hand & SUIT_MASK[self.trump][self.led]
        return follow if follow else hand

    def legal_action_ids(self) -> list[int]:
        """Legal actions of the seat to act, as ids (fast path; see ``legal_actions``)."""
        ph = self.phase
        if ph == PLAY:
            m = self.hands[self.to_act]
            if self.led >= 0:
                follow = m & SUIT_MASK[self.trump][self.led]
                if follow:
                    m = follow
            out = []
            while m:
                low = m & -m
                out.append(A.PLAY + low.bit_length() - 1)
                m ^= low
            return out
        if ph == ROUND1:
            return list(_ROUND1_FOUR if self.four else _ROUND1_TWO)
        if ph == ROUND2:
            allowed = [s for s in C.SUITS
                       if s != self.turned_down_suit or self.options.turned_down_suit_allowed]
            out = []
            if not (self.options.stick_the_dealer and self.to_act == self.dealer):
                out.append(A.PASS)
            out += [A.NAME + s for s in allowed]
            if self.four:
                out += [A.NAME_ALONE + s for s in allowed]
            return out
        if ph == DEFEND:
            return list(_DEFEND)
        if ph == REDEAL:
            return list(_REDEAL)
        if ph == DISCARD or ph == BEST_DISCARD:
            return [A.DISCARD + c for c in C.cards_of(self.hands[self.to_act])]
        if ph == CALL_BEST:
            return list(_CALL)
        if ph == GIVE_BEST:
            return [A.GIVE + c for c in C.cards_of(self.hands[self.to_act])]
        if ph == PICKUP:
            return list(_PICKUP)
        if ph == JOKER_SUIT:
            return list(_JOKER)
        return []

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act (empty when the match is over)."""
        return [ACTIONS[i] for i in self.legal_action_ids()]

    def is_legal(self, action: Action | int | str) -> bool:
        return _action_id(action) in self.legal_action_ids()

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action | int | str, seat: int | None = None) -> list[Event]:
        """Apply the action of the seat to act and return the events it caused.

        ``seat``, when given, must be the seat to act. An illegal action raises
        ``IllegalAction`` naming the rule, and changes nothing.
        """
        aid = _action_id(action)
        if seat is not None and seat != self.to_act:
            if self.to_act is None:
                raise IllegalAction(said("the match is over"))
            raise IllegalAction(said("it is not your turn: seat {seat} is to act", seat=self.to_act + 1))
        ph = self.phase
        if ph == PLAY:
            c = aid - A.PLAY
            if 0 <= c <= C.JOKER and (self._play_mask() >> c) & 1:
                self.history.append(aid)
                return self._play(c)
        elif aid in self.legal_action_ids():
            self.history.append(aid)
            if ph == ROUND1:
                return self._round1(aid)
            if ph == ROUND2:
                return self._round2(aid)
            if ph == DISCARD:
                return self._discard(aid - A.DISCARD)
            if ph == PICKUP:
                return self._pickup(aid == A.TAKE)
            if ph == JOKER_SUIT:
                return self._joker_suit(aid - A.JOKER_SUIT)
            if ph == DEFEND:
                return self._defend(aid == A.DEFEND_ALONE)
            if ph == REDEAL:
                return self._redeal(aid == A.REDEAL)
            if ph == CALL_BEST:
                return self._call_best(aid == A.CALL_BEST)
            if ph == GIVE_BEST:
                return self._give_best(aid - A.GIVE)
            if ph == BEST_DISCARD:
                return self._best_discard(aid - A.DISCARD)
        raise IllegalAction(explain_illegal(
            aid, phase=ph, variant=self.options.variant,
            hand=self.hands[self.to_act] if self.to_act is not None else 0,
            trump=self.trump, led=self.led, first_card=self.trick[0][1] if self.trick else None,
            turned_down_suit=self.turned_down_suit, dealer_to_act=self.to_act == self.dealer,
            defend_alone=self.options.defend_alone,
            call_for_best=self.options.call_for_best or self.options.defender_calls_for_best))

    def _next_seat(self, seat: int) -> int:
        s = (seat + 1) % self.n
        while (self.out >> s) & 1:
            s = (s + 1) % self.n
        return s

    def _redeal(self, redeal: bool) -> list[Event]:
        seat = self.to_act
        if redeal:
            # The same dealer deals again from a new shuffle (RULES §7.3).
            return [{"type": "redeal", "seat": seat, "dealer": self.dealer}, self._deal()]
        ev: Event = {"type": "keep", "seat": seat}
        if self.redeal_offers:
            self.to_act = self.redeal_offers.pop(0)
        else:
            self._open_bidding()
        return [ev]

    def _defend(self, alone: bool) -> list[Event]:
        seat = self.to_act
        if alone:
            self.lone_defender = seat
            self.out |= 1 << self.partner(seat)
            self.active -= 1
            lone: Event = {"type": "defend_alone", "seat": seat,
                           "sitting_out": self.partner(seat)}
            return [lone, *self._start_play()]
        ev: Event = {"type": "pass", "seat": seat, "round": "defend"}
        first = self._next_seat(self.maker)
        if seat == first:  # the defender at the maker's left passed: his partner may answer
            self.to_act = self._next_seat(seat)
            return [ev]
        return [ev, *self._start_play()]

    def _call_best(self, called: bool) -> list[Event]:
        seat = self.to_act
        if not called:
            ev: Event = {"type": "pass", "seat": seat, "round": "call_best"}
            return [ev, *self._start_play()]
        self.best_calls.append(seat)
        partner = self.partner(seat)
        self.phase, self.to_act = GIVE_BEST, partner
        return [{"type": "call_best", "seat": seat, "partner": partner}]

    def _give_best(self, c: int) -> list[Event]:
        """The partner passes ``c`` face down: the lone player adds it to his hand."""
        seat = self.to_act
        lone = self.partner(seat)
        self.hands[seat] &= ~(1 << c)
        self.hands[lone] |= 1 << c
        self.best_passed[seat] = c
        self.phase, self.to_act = BEST_DISCARD, lone
        return [{"type": "best_passed", "seat": seat, "to": lone}]

    def _best_discard(self, c: int) -> list[Event]:
        seat = self.to_act
        self.hands[seat] &= ~(1 << c)
        self.best_discards[seat] = c
        return [{"type": "best_discard", "seat": seat}, *self._start_play()]

    def _joker_suit(self, suit: int) -> list[Event]:
        self.proposed_suit = suit
        self.bids.append((self.to_act, str(ACTIONS[A.JOKER_SUIT + suit])))
        ev: Event = {"type": "joker_suit", "seat": self.to_act, "suit": suit}
        self.phase, self.to_act = ROUND1, (self.dealer + 1) % self.n
        return [ev]

    def _round1(self, aid: int) -> list[Event]:
        seat, d = self.to_act, self.dealer
        self.bids.append((seat, str(ACTIONS[aid])))
        if aid == A.PASS:
            if seat != d:
                self.to_act = (seat + 1) % self.n
                return [{"type": "pass", "seat": seat, "round": 1}]
            self.turned_down_suit = self.proposed_suit
            self.upcard_state = "down"
            self.phase, self.to_act = ROUND2, (d + 1) % self.n
            return [{"type": "turn_down", "seat": seat, "card": self.upcard,
                     "suit": self.proposed_suit}]
        alone = aid == A.ORDER_ALONE
        events: list[Event] = [{"type": "order", "seat": seat,
                                "word": order_word(self.options.variant, seat, d),
                                "suit": self.proposed_suit, "alone": alone}]
        events.append(self._make_trump(seat, self.proposed_suit, alone))
        if self.sitting_out == d:
            # Convention: the dealer's partner went alone, so the dealer does not take up.
            self.upcard_state = "left"
            events += self._start_play()
        elif self.n == 2 and seat != d:
            self.phase, self.to_act = PICKUP, d  # two-handed: the dealer may take it up
        else:
            events.append(self._take_up())
        return events

    def _make_trump(self, seat: int, suit: int, alone: bool) -> Trump:
        self.trump, self.maker, self.alone = suit, seat, alone
        self.sitting_out = self.partner(seat) if alone else -1
        self.out = 1 << self.sitting_out if alone else 0
        self.active = self.n - 1 if alone else self.n  # players in each trick
        return {"type": "trump", "suit": suit, "maker": seat, "alone": alone,
                "sitting_out": self.sitting_out if alone else None}

    def _take_up(self) -> TakeUp:
        d = self.dealer
        self.hands[d] |= 1 << self.upcard
        self.upcard_state = "taken"
        self.phase, self.to_act = DISCARD, d
        return {"type": "take_up", "seat": d, "card": self.upcard}

    def _pickup(self, take: bool) -> list[Event]:
        d = self.dealer
        self.bids.append((d, "take" if take else "leave"))
        if take:
            return [self._take_up()]
        self.upcard_state = "left"
        return [{"type": "leave", "seat": d, "card": self.upcard}, *self._start_play()]

    def _discard(self, c: int) -> list[Event]:
        d = self.dealer
        self.hands[d] &= ~(1 << c)
        self.discarded = c
        return [{"type": "discard", "seat": d}, *self._start_play()]

    def _round2(self, aid: int) -> list[Event]:
        seat, d = self.to_act, self.dealer
        self.bids.append((seat, str(ACTIONS[aid])))
        if aid == A.PASS:
            if seat != d:
                self.to_act = (seat + 1) % self.n
                return [{"type": "pass", "seat": seat, "round": 2}]
            # Everyone passed twice: throw in, and the next dealer deals.
            ev: Event = {"type": "all_passed", "dealer": d}
            self.dealer = (d + 1) % self.n
            return [ev, self._deal()]
        alone = aid >= A.NAME_ALONE
        suit = aid - (A.NAME_ALONE if alone else A.NAME)
        events: list[Event] = [{"type": "name", "seat": seat, "suit": suit, "alone": alone,
                                "word": name_word(suit, self.turned_down_suit)}]
        events.append(self._make_trump(seat, suit, alone))
        return events + self._start_play()

    def _start_play(self) -> list[Event]:
        """What follows once trump is fixed and the dealer has taken up and discarded: the
        lone maker's call for best, the defence, a lone defender's call, then the lead."""
        if self.alone and self.options.call_for_best and self.maker not in self.best_asked:
            self.best_asked.append(self.maker)
            self.phase, self.to_act = CALL_BEST, self.maker
            return []
        if self.alone and self.options.defend_alone and not self.defence_offered:
            # Defend alone (RULES §7.2): each defender in turn from the maker's left may answer.
            self.defence_offered = True
            self.phase, self.to_act = DEFEND, self._next_seat(self.maker)
            return [{"type": "defence", "seat": self.to_act}]
        lone = self.lone_defender
        if lone >= 0 and self.options.defender_calls_for_best and lone not in self.best_asked:
            self.best_asked.append(lone)
            self.phase, self.to_act = CALL_BEST, lone
            return []
        self.phase = PLAY
        leader = self._next_seat(self.dealer)
        self.to_act = leader
        self.trick, self.led = [], -1
        return [{"type": "lead", "seat": leader, "trick": 1}]

    def _play(self, c: int) -> list[Event]:
        seat = self.to_act
        self.hands[seat] &= ~(1 << c)
        trick = self.trick
        if not trick:
            self.led = EFFECTIVE[self.trump][c]
        trick.append((seat, c))
        events: list[Event] = [{"type": "play", "seat": seat, "card": c}]
        if len(trick) < self.active:
            s = (seat + 1) % self.n
            while (self.out >> s) & 1:
                s = (s + 1) % self.n
            self.to_act = s
            return events
        w = trick[winning_index([x for _, x in trick], self.trump)][0]
        self.tricks_won[w] += 1
        done = tuple(trick)
        self.tricks.append((w, done))
        events.append({"type": "trick", "number": len(self.tricks), "winner": w, "cards": done})
        self.trick, self.led = [], -1
        if len(self.tricks) < self.TRICKS:
            self.to_act = w
            return events
        return events + self._end_hand()

    def _end_hand(self) -> list[Event]:
        if self.three:
            return self._end_hand_three()
        ms = self.maker % 2
        maker_tricks = sum(self.tricks_won[ms::2])
        res = score_hand(ms, maker_tricks, self.alone, self.lone_defender >= 0)
        self.scores[res.side] += res.points
        awards = [0, 0]
        awards[res.side] = res.points
        events: list[Event] = [self._hand_over(ms, maker_tricks, res.result, tuple(awards),
                                  (maker_tricks, 5 - maker_tricks) if ms == 0
                                  else (5 - maker_tricks, maker_tricks))]
        if self.scores[res.side] >= self.options.target:
            events += self._end_game(res.side)
            if self.phase == MATCH_OVER:
                return events
        self.dealer = (self.dealer + 1) % self.n
        events.append(self._deal())
        return events

    def _hand_over(self, maker_side: int, maker_tricks: int, result: Result,
                   awards: tuple[int, ...], side_tricks: tuple[int, ...]) -> HandOver:
        """The hand_over event. ``awards``: points won by each side (each player in
        three-handed); ``side``/``points``: the one side that scored, or None when two did."""
        self.hands_scored += 1
        scorers = [s for s, p in enumerate(awards) if p]
        return {"type": "hand_over", "maker": self.maker, "maker_side": maker_side,
                "alone": self.alone, "tricks": side_tricks, "maker_tricks": maker_tricks,
                "result": result, "awards": awards,
                "side": scorers[0] if len(scorers) == 1 else None,
                "points": max(awards), "scores": tuple(self.scores),
                "lone_defender": self.lone_defender if self.lone_defender >= 0 else None,
                # the hand in public facts only, for the hand review
                "dealer": self.dealer, "upcard": self.upcard, "trump": self.trump,
                "sitting_out": self.sitting_out if self.alone else None,
                "bids": tuple(self.bids), "played": tuple(self.tricks)}

    def _end_hand_three(self) -> list[Event]:
        maker = self.maker
        maker_tricks = self.tricks_won[maker]
        result, awards = three_handed_awards(maker, maker_tricks)
        for seat, pts in enumerate(awards):
            self.scores[seat] += pts
        events: list[Event] = [self._hand_over(maker, maker_tricks, result, awards,
                                               tuple(self.tricks_won))]
        winner = three_handed_winner(self.scores, self.options.target)
        if winner is not None:
            events += self._end_game(winner)
            return events
        self.dealer = (self.dealer + 1) % self.n
        events.append(self._deal())
        return events

    def _end_game(self, side: int) -> list[Event]:
        loser_score = min(s for i, s in enumerate(self.scores) if i != side)
        opts = self.options
        # A slam (RULES §8.1): a game won while the losers have no points counts two games.
        slam = opts.rubbers and opts.slam and loser_score <= 0
        self.games_won[side] += 2 if slam else 1
        events: list[Event] = []
        if opts.rubbers:
            pts = rubber_points(loser_score)
            self.rubber_pts[side] += pts
            self.games.append({"game": self.game_number, "winner": side,
                               "scores": tuple(self.scores), "rubber_points": pts,
                               "slam": slam})
            events.append({"type": "game_over", "game": self.game_number, "winner": side,
                           "scores": tuple(self.scores), "rubber_points": pts,
                           "games_won": tuple(self.games_won)})
            if slam:
                events.append({"type": "slam", "winner": side,
                               "games_won": tuple(self.games_won)})
            if self.games_won[side] < 2:
                # Laps (RULES §8.1): points beyond the target carry into the next game.
                carried = [max(s - opts.target, 0) if opts.laps else 0 for s in self.scores]
                if any(carried):
                    events.append({"type": "laps", "carried": tuple(carried)})
                self.game_number += 1
                self.scores = carried
                return events
        else:
            self.games.append({"game": self.game_number, "winner": side,
                               "scores": tuple(self.scores), "rubber_points": 0})
        self.winner = side
        # to_act is typed as the int it is while the match runs (the hot paths index with it
        # unchecked); None only here, at the end, after which no action is applied.
        self.phase, self.to_act = MATCH_OVER, None  # type: ignore[assignment]
        margin = (rubber_margin(self.rubber_pts[side], self.rubber_pts[1 - side])
                  if self.options.rubbers else None)
        events.append({"type": "match_over", "winner": side, "scores": tuple(self.scores),
                       "games_won": tuple(self.games_won),
                       "rubber_points": tuple(self.rubber_pts), "margin": margin,
                       "winners": (side,)})
        return events

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> View:
        """What ``seat`` may know now (see ``View``)."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat} in a {self.n}-player match")
        hand = C.cards_of(self.hands[seat])
        return View(
            seat=seat, options=self.options, phase=self.phase, to_act=self.to_act,
            dealer=self.dealer, hand=tuple(hand),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            upcard=self.upcard, upcard_state=self.upcard_state,
            proposed_suit=self.proposed_suit, turned_down_suit=self.turned_down_suit,
            trump=self.trump, maker=self.maker, alone=self.alone,
            sitting_out=self.sitting_out, lone_defender=self.lone_defender,
            bids=tuple(self.bids), trick=tuple(self.trick),
            led_suit=self.led, tricks=tuple(self.tricks), tricks_won=tuple(self.tricks_won),
            scores=tuple(self.scores),
            at_the_bridge=at_the_bridge(self.scores, self.options.target),
            hand_number=self.hands_scored + 1, game_number=self.game_number,
            games_won=tuple(self.games_won),
            rubber_points=tuple(self.rubber_pts),
            winner=self.winner,
            discard=self.discarded if seat == self.dealer and self.discarded >= 0 else None,
            legal=tuple(self.legal_actions()) if seat == self.to_act else (),
            state_id=self.state_id, seating=self.seating,
            best_calls=tuple(self.best_calls),
            best_passed=self.best_passed.get(seat),
            best_received=self.best_passed.get(self.partner(seat)) if self.four else None,
            best_discard=self.best_discards.get(seat),
        )

    def clone(self) -> "Match":
        """An independent copy (for search): same state, same random stream."""
        m = self.__class__.__new__(self.__class__)
        m.__dict__.update(self.__dict__)
        m.rng = random.Random()
        m.rng.setstate(self.rng.getstate())
        for name in ("history", "scores", "games_won", "rubber_pts", "hands", "bids",
                     "trick", "tricks", "tricks_won", "redeal_offers", "best_asked",
                     "best_calls"):
            setattr(m, name, list(getattr(self, name)))
        m.best_passed = dict(self.best_passed)
        m.best_discards = dict(self.best_discards)
        m.games = [dict(g) for g in self.games]
        return m


_action_id = A.action_id   # (an action, its id or its text -> its id; IllegalAction if none)


MATCH_CLASSES["euchre"] = Match
_: type[MatchLike] = Match   # mypy checks the class against the protocol
