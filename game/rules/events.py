"""The events of a match, each kind declared once: what ``Match.apply`` and
``Match.start_events`` return, what the LAN host sends and what every screen reads.

An event stays a plain dict (a ``TypedDict``: no class at run time), so the wire, the
readers and the tests see the same maps as ever. Each kind is one class below, named by its
``type``; ``Event`` is their union (``if e["type"] == "hand_over":`` narrows it for the type
checker) and ``EVENT_SHAPES`` maps each ``type`` to its class.

Conventions:

- **None, never -1.** A seat, card, suit or number that is not there (no cut, nobody sits
  out, no lone defender, no rubber margin) is ``None``; an ``int`` in an event is always a
  real value. (The ``View`` keeps -1 in its int fields for a missing suit or seat, the
  engine's and the computer players' fast paths; events do not.)
- A list that may be empty is empty, not ``None`` (``first_dealer.rounds`` when nobody drew).
- Tuples here are lists on the wire (msgpack): ``shape_errors(e, wire=True)``
  (``game.rules.event_check``) accepts either.
- Seats are ``Seat`` (0 to 3: a seat of the match), cards ``Card`` (0 to 52,
  ``game.rules.cards``: suit * 8 + rank for the sevens to the aces, 32 the Joker, 33 +
  suit * 5 + rank - 8 for the full pack's twos to sixes), suits ``Suit`` (0 to 3: clubs,
  diamonds, hearts, spades). Events carry public facts only: never a hidden card.

A new kind of event is one class here (its docstring: when it comes, then one line per key
``key: what it means``), added to ``Event``; then ``python -m game.rules.event_check --markdown``
writes the table for docs/PROTOCOL.md (``tests/rules/test_event_shapes.py`` checks the doc is
that table and that every event of random matches fits its shape). The checker of an event
against its kind, and that table, are in ``game.rules.event_check``: this module only
declares.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import (
    Annotated,
    Any,
    Iterable,
    Literal,
    TypedDict,
    Union,
    get_args,
    get_type_hints,
)


@dataclass(frozen=True, slots=True)
class Bounds:
    """What a whole number in an event stands for (its word in the table) and its range."""

    word: str
    lo: int
    hi: int


Seat = Annotated[int, Bounds("seat", 0, 3)]
Player = Annotated[int, Bounds("player", 0, 3)]   # a player before the seats are drawn
Card = Annotated[int, Bounds("card", 0, 52)]
Suit = Annotated[int, Bounds("suit", 0, 3)]
SeatCard = tuple[Seat, Card]                     # a card a seat played or drew
Bid = tuple[Seat, str]                           # a seat's bid in the action's text form
OrderWord = Literal["order it up", "assist", "take it up"]   # accepting the upcard, by seat
NameWord = Literal["name", "next", "cross"]                  # naming trump, by the suit
Result = Literal["made", "march", "euchred"]                 # how a hand went for the makers


class FirstDealer(TypedDict):
    """The first dealer, where there is no draw for partners: at random (two-handed), by the
    draw for the first deal (three-handed, RULES §3), or as the match was set up.

    dealer: the seat that deals first
    rounds: the draw for the first deal, round by round (equal lowest cards draw again),
        each the (seat, card) every player drew; empty when nobody drew
    """

    type: Literal["first_dealer"]
    dealer: Seat
    rounds: tuple[tuple[SeatCard, ...], ...]


class DrawForPartners(TypedDict):
    """Four-handed: the draw for partners and the first deal (RULES §3).

    rounds: the draw round by round (equal cards that matter draw again), each the
        (player, card) every player drew
    seating: the player at each seat (partners sit at seats 0 and 2, 1 and 3)
    dealer: the seat that deals first
    """

    type: Literal["draw_for_partners"]
    rounds: tuple[tuple[tuple[Player, Card], ...], ...]
    seating: tuple[Player, ...]
    dealer: Seat


class Deal(TypedDict):
    """A hand is dealt and the upcard turned; the bidding (or the redeal question) begins.

    hand: the number of the hand in the match, 1 first (a redeal or a throw-in deals the
        same number again)
    deal: how many deals the match has had, this one included
    dealer: the seat that deals
    packets: the packets each player was dealt, (3, 2) or (2, 3)
    upcard: the card turned up; None in Hasenpfeffer (no upcard: the 25th card is the
        widow, face down)
    cut: who cut and how many cards he took off (four-handed); None when nobody cut
    """

    type: Literal["deal"]
    hand: int
    deal: int
    dealer: Seat
    packets: tuple[int, int]
    upcard: Card | None
    cut: tuple[Seat, int] | None


class Redeal(TypedDict):
    """No ace, no face (RULES §7.3): a player asked for a redeal; the same dealer deals again
    (a `deal` follows).

    seat: who asked
    dealer: the seat that deals again
    """

    type: Literal["redeal"]
    seat: Seat
    dealer: Seat


class Keep(TypedDict):
    """No ace, no face: a player who could ask for a redeal keeps his hand.

    seat: who kept it
    """

    type: Literal["keep"]
    seat: Seat


class JokerSuit(TypedDict):
    """The Joker was turned up: the dealer names the suit it proposes.

    seat: the dealer
    suit: the suit named
    """

    type: Literal["joker_suit"]
    seat: Seat
    suit: Suit


class Pass(TypedDict):
    """A player passed: in a round of bidding, or a defender passed up defending alone, or a
    lone player did not call for his partner's best card (Railroad).

    seat: who passed
    round: the round of bidding, "defend" when a defender passed up defending alone,
        "call_best" when a lone player played on with his own five cards, or "auction" in
        Hasenpfeffer's auction (he may not bid again this hand)
    """

    type: Literal["pass"]
    seat: Seat
    round: Literal[1, 2, "defend", "call_best", "auction"]


class TurnDown(TypedDict):
    """The dealer passed last in the first round and turned the upcard down.

    seat: the dealer
    card: the upcard
    suit: the suit turned down (the upcard's, or the one named for the Joker)
    """

    type: Literal["turn_down"]
    seat: Seat
    card: Card
    suit: Suit


class Order(TypedDict):
    """A player accepted the upcard in the first round (a `trump` follows).

    seat: who accepted it
    word: how it is said where he sits: "order it up", "assist" (the dealer's partner) or
        "take it up" (the dealer)
    suit: the suit proposed, now trump
    alone: he goes alone
    """

    type: Literal["order"]
    seat: Seat
    word: OrderWord
    suit: Suit
    alone: bool


class Name(TypedDict):
    """A player named trump in the second round, or Hasenpfeffer's high bidder named it (a
    `trump` follows).

    seat: who named it
    suit: the suit named
    alone: he goes alone
    word: "next" (the other suit of the turned-down colour), "cross" (the other colour) or
        "name" (the suit turned down, where that is allowed; any suit in Hasenpfeffer)
    """

    type: Literal["name"]
    seat: Seat
    suit: Suit
    alone: bool
    word: NameWord


class Trump(TypedDict):
    """Trump is made.

    suit: trump
    maker: the seat that made it
    alone: the maker goes alone
    sitting_out: the lone maker's partner, who sits out the hand; None when not alone
    """

    type: Literal["trump"]
    suit: Suit
    maker: Seat
    alone: bool
    sitting_out: Seat | None


class TakeUp(TypedDict):
    """The dealer took the upcard into his hand (a `discard` of his follows).

    seat: the dealer
    card: the upcard
    """

    type: Literal["take_up"]
    seat: Seat
    card: Card


class Leave(TypedDict):
    """Two-handed: after an order the dealer left the upcard on the stock.

    seat: the dealer
    card: the upcard
    """

    type: Literal["leave"]
    seat: Seat
    card: Card


class Discard(TypedDict):
    """The dealer discarded a card (which one only his own view says).

    seat: the dealer
    """

    type: Literal["discard"]
    seat: Seat


class CallBest(TypedDict):
    """Railroad (RULES §8.1): a lone player, maker or lone defender, calls for his partner's
    best card (a `best_passed` follows).

    seat: the lone player
    partner: his partner, who passes him a card
    """

    type: Literal["call_best"]
    seat: Seat
    partner: Seat


class BestPassed(TypedDict):
    """The partner passed a card face down to the lone player (which one only their two views
    say); the lone player discards one next.

    seat: the partner, who sits out the hand
    to: the lone player
    """

    type: Literal["best_passed"]
    seat: Seat
    to: Seat


class BestDiscard(TypedDict):
    """The lone player who received his partner's best card discarded one face down (which
    one only his own view says).

    seat: the lone player
    """

    type: Literal["best_discard"]
    seat: Seat


class Defence(TypedDict):
    """Defend alone (RULES §7.2): a defender is asked whether he defends the lone hand alone.

    seat: the defender asked
    """

    type: Literal["defence"]
    seat: Seat


class DefendAlone(TypedDict):
    """A defender defends the lone hand alone; his partner sits out.

    seat: the lone defender
    sitting_out: his partner
    """

    type: Literal["defend_alone"]
    seat: Seat
    sitting_out: Seat


class Lead(TypedDict):
    """The play begins: a seat leads the first trick.

    seat: who leads
    trick: the trick's number, 1
    """

    type: Literal["lead"]
    seat: Seat
    trick: int


class PlayCard(TypedDict):
    """A card played to the trick.

    seat: who played it
    card: the card
    """

    type: Literal["play"]
    seat: Seat
    card: Card


class Trick(TypedDict):
    """A trick is complete; its winner leads the next one.

    number: the trick's number in the hand, 1 to 5
    winner: the seat that took it
    cards: the cards in play order, each (seat, card)
    """

    type: Literal["trick"]
    number: int
    winner: Seat
    cards: tuple[SeatCard, ...]


class HandOver(TypedDict):
    """The hand is scored (then a `deal`, a `game_over` or the `match_over` follows).

    maker: the seat that made trump
    maker_side: the maker's side (three-handed: the maker)
    alone: the maker went alone
    tricks: the tricks each side took (three-handed: each player)
    maker_tricks: the tricks the makers took
    result: "made" (three or four tricks), "march" (all five) or "euchred" (Hasenpfeffer:
        "made" when the bidders took at least their bid, else "euchred")
    awards: the points each side won this hand (three-handed: each player; Hasenpfeffer:
        the bidders' bid subtracted, a negative award, when they fell short)
    side: the one side that scored; None when more scored (three-handed: the two who
        euchred the maker)
    points: the most points any side won this hand (Hasenpfeffer: the one side's award,
        negative when its bid is subtracted)
    scores: each side's score after it
    lone_defender: the seat that defended alone; None when nobody did
    dealer: who dealt the hand
    upcard: the card turned up; None in Hasenpfeffer
    trump: the trump suit
    sitting_out: the lone maker's partner; None when the maker was not alone
    bids: the hand's bidding in order, each (seat, action text as in `act`)
    played: the tricks in order, each (winner, the cards as in `trick`)
    """

    type: Literal["hand_over"]
    maker: Seat
    maker_side: int
    alone: bool
    tricks: tuple[int, ...]
    maker_tricks: int
    result: Result
    awards: tuple[int, ...]
    side: int | None
    points: int
    scores: tuple[int, ...]
    lone_defender: Seat | None
    dealer: Seat
    upcard: Card | None
    trump: Suit
    sitting_out: Seat | None
    bids: tuple[Bid, ...]
    played: tuple[tuple[Seat, tuple[SeatCard, ...]], ...]


class AllPassed(TypedDict):
    """Everyone passed twice: the hand is thrown in and the next dealer deals (a `deal`
    follows).

    dealer: who dealt the hand thrown in
    """

    type: Literal["all_passed"]
    dealer: Seat


class GameOver(TypedDict):
    """Rubbers: a game of the rubber is won (the scores start again unless the rubber is won).

    game: the game's number in the rubber, 1 first
    winner: the side that won it
    scores: each side's score at its end
    rubber_points: what the game is worth to its winner (3, 2 or 1 by the loser's score)
    games_won: the games each side has won so far
    """

    type: Literal["game_over"]
    game: int
    winner: int
    scores: tuple[int, ...]
    rubber_points: int
    games_won: tuple[int, ...]


class Slam(TypedDict):
    """Railroad (RULES §8.1): the game just over (the `game_over` before) was won while the
    losers had no points, so it counts two games won in the rubber.

    winner: the side that won it
    games_won: the games each side has won so far, the slam counted twice
    """

    type: Literal["slam"]
    winner: int
    games_won: tuple[int, ...]


class Laps(TypedDict):
    """Railroad (RULES §8.1): points scored beyond the target in the game just over carry
    into the next game of the rubber, which starts from them.

    carried: each side's score at the start of the next game
    """

    type: Literal["laps"]
    carried: tuple[int, ...]


class MatchOver(TypedDict):
    """The match is won (Napoleon: its last deal is played); nothing more is played.

    winner: the side that won (three-handed: the player)
    scores: each side's score at the end of the last game
    games_won: the games each side won
    rubber_points: each side's rubber points (0 without rubbers)
    margin: rubbers: the winner's margin (2 and the difference in rubber points); None
        without rubbers
    winners: who won: the winner alone, or in Napoleon every player on the highest total
        (equal totals share the win; winner is then the first of them)
    """

    type: Literal["match_over"]
    winner: int
    scores: tuple[int, ...]
    games_won: tuple[int, ...]
    rubber_points: tuple[int, ...]
    margin: int | None
    winners: tuple[Seat, ...]


# ---------------------------------------------------------------- Napoleon (RULES §8.3)
NapBidWord = Literal["two", "three", "misere", "four", "nap", "wellington", "blucher"]


class NapDeal(TypedDict):
    """Napoleon: a hand is dealt, five cards each, no upcard; the bidding begins at the
    dealer's left.

    hand: the number of the hand in the match, 1 first (a deal thrown in deals the same
        number again)
    deal: how many deals the match has had, this one included
    deals: how many deals the match has in all (its rounds times the players)
    dealer: the seat that deals
    packets: the packets each player was dealt, (3, 2) or (2, 3)
    """

    type: Literal["nap_deal"]
    hand: int
    deal: int
    deals: int
    dealer: Seat
    packets: tuple[int, int]


class NapBid(TypedDict):
    """Napoleon: a player passes or bids (once each, from the dealer's left).

    seat: who bid
    bid: the bid (two, three, misere, four, nap, wellington, blucher); None: a pass
    """

    type: Literal["nap_bid"]
    seat: Seat
    bid: NapBidWord | None


class Contract(TypedDict):
    """Napoleon: the bidding is over; the highest bidder leads (a `lead` follows).

    bidder: who plays the bid against the others
    bid: the bid he plays
    """

    type: Literal["contract"]
    bidder: Seat
    bid: NapBidWord


class NapTrump(TypedDict):
    """Napoleon: the bidder's first card sets trump for the hand, its suit (not in misère).

    seat: the bidder
    suit: trump for the hand
    """

    type: Literal["nap_trump"]
    seat: Seat
    suit: Suit


class Settlement(TypedDict):
    """Napoleon: the hand's result is certain (it stops there) and the bidder settles with
    each opponent.

    bidder: who played the bid
    bid: the bid
    made: whether he made it
    tricks: tricks each seat took
    payments: what each seat won (negative: paid) this hand; they add up to 0
    scores: each player's running total after it
    dealer: who dealt the hand
    trump: trump of the hand; None in misère
    bids: the bidding, (seat, action text) in order
    played: the tricks played, each (winner, the (seat, card) in play order)
    """

    type: Literal["settlement"]
    bidder: Seat
    bid: NapBidWord
    made: bool
    tricks: tuple[int, ...]
    payments: tuple[int, ...]
    scores: tuple[int, ...]
    dealer: Seat
    trump: Suit | None
    bids: tuple[Bid, ...]
    played: tuple[tuple[Seat, tuple[SeatCard, ...]], ...]


# -- Hasenpfeffer (RULES §8.2) -------------------------------------------------------------
class AuctionBid(TypedDict):
    """Hasenpfeffer: a player bids to take that many of the six tricks with his partner
    (higher than the bid before).

    seat: who bid
    tricks: the bid, 1 to 6
    """

    type: Literal["bid"]
    seat: Seat
    tricks: Annotated[int, Bounds("tricks", 1, 6)]


class ForcedBid(TypedDict):
    """Hasenpfeffer: nobody bid, so the player holding the Joker shows it and must bid
    three (he then names trump).

    seat: the Joker's holder
    tricks: his bid, 3
    """

    type: Literal["forced_bid"]
    seat: Seat
    tricks: Literal[3]


class ThrownIn(TypedDict):
    """Hasenpfeffer: nobody bid and the Joker is the widow: the hand is thrown in and the
    next dealer deals (a `deal` follows).

    dealer: who dealt the hand thrown in
    widow: the widow, turned up: the Joker
    """

    type: Literal["thrown_in"]
    dealer: Seat
    widow: Card


class AuctionWon(TypedDict):
    """Hasenpfeffer: the auction is over (every other player passed after the high bid, or
    six tricks were bid): the high bidder names trump (a `name` follows).

    seat: the high bidder
    tricks: his bid
    forced: whether it was the Joker holder's forced bid
    """

    type: Literal["auction_won"]
    seat: Seat
    tricks: Annotated[int, Bounds("tricks", 1, 6)]
    forced: bool


class Widow(TypedDict):
    """Hasenpfeffer: the six tricks are played and the widow is turned up for all to see (a
    `hand_over` follows).

    card: the widow
    bidder: the high bidder
    bid: his bid
    forced: whether it was the Joker holder's forced bid of three
    made: whether his side took at least as many tricks as it bid
    """

    type: Literal["widow"]
    card: Card
    bidder: Seat
    bid: Annotated[int, Bounds("tricks", 1, 6)]
    forced: bool
    made: bool


Event = Union[FirstDealer, DrawForPartners, Deal, Redeal, Keep, JokerSuit, Pass, TurnDown,
              Order, Name, Trump, TakeUp, Leave, Discard, CallBest, BestPassed, BestDiscard,
              Defence, DefendAlone, Lead, PlayCard, Trick, HandOver, AllPassed, GameOver, Slam,
              Laps, MatchOver, NapDeal, NapBid, Contract, NapTrump, Settlement, AuctionBid,
              ForcedBid, ThrownIn, AuctionWon, Widow]

# each kind's keys and their annotations, read once
KEY_TYPES: dict[type, dict[str, Any]] = {
    cls: get_type_hints(cls, include_extras=True) for cls in get_args(Event)}
EVENT_SHAPES: dict[str, type] = {get_args(hints["type"])[0]: cls for cls, hints in KEY_TYPES.items()}


def plain(events: Iterable[Event]) -> tuple[Event, ...]:
    """Events as the ``events`` of a ``game.table.Update``, which the screens read by key
    alike whether they came from this process or over the wire (checked against their shapes
    there: ``net.messages``). Nothing is copied or changed: an event is a dict at run time."""
    return tuple(events)
