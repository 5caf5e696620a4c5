"""What one seat may know: the view a player, a bot or a remote client is given."""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .options import Options


@dataclass(frozen=True, slots=True)
class View:
    """Everything seat ``seat`` may know, and nothing more.

    Never another seat's hand, never the stock under the upcard, never the dealer's
    discard to anyone but the dealer. Cards are ints (``game.rules.cards``); seats are
    0..n-1 clockwise; side = seat % 2.

    ``upcard_state``: "up" (proposed, face up), "down" (turned down), "taken" (the dealer
    took it into his hand), "left" (trump was made on it but it stays on the stock: the
    two-handed dealer declined it, or the dealer's partner went alone), "none" (no deal).
    ``proposed_suit``: the suit offered in the first round (the upcard's, or the suit the
    dealer named for a Joker upcard). ``bids``: this hand's bidding so far, (seat, action
    text). ``trick``: the cards on the table now, (seat, card) in play order. ``tricks``:
    completed tricks this hand, each (winner, ((seat, card), ...)).

    Sides: two sides (seat % 2) in two- and four-handed euchre; in three-handed euchre each
    player scores for himself, so ``scores``, ``games_won`` and ``at_the_bridge`` have one
    entry per player and a seat's side is the seat. ``sitting_out``: the lone maker's
    partner (-1); ``lone_defender``: the defender who answered a lone hand by defending
    alone (-1), whose partner sits out too (``out``).

    Napoleon (RULES §8.3): each plays for himself (a seat's side is the seat), ``maker``
    is the bidder, ``trump`` is -1 until his first lead sets it (and all hand in misère),
    ``bids`` are (seat, "pass" or "bid nap"); see the fields at the end.

    Railroad's call for partner's best (RULES §8.1): ``best_calls`` are the lone players who
    called for it this hand (public). The cards of an exchange are seen only by its two
    players: ``best_passed`` the card this seat passed to its lone partner, ``best_received``
    the card its partner passed to it, ``best_discard`` the card it then discarded (None
    where this seat took no part).

    Hasenpfeffer's auction (RULES §8.2): ``high_bid`` the highest bid so far (0: none),
    ``high_bidder`` who made it (-1), ``auction_passed`` the seats that have passed (they may
    not bid again), ``forced_bid`` whether the bid is the Joker holder's forced three. The
    widow is in no view: it is turned up by the ``widow`` event at the hand's end.
    """

    seat: int
    options: Options
    phase: str
    to_act: int | None
    dealer: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    upcard: int | None
    upcard_state: str
    proposed_suit: int
    turned_down_suit: int
    trump: int
    maker: int
    alone: bool
    sitting_out: int
    lone_defender: int
    bids: tuple[tuple[int, str], ...]
    trick: tuple[tuple[int, int], ...]
    led_suit: int
    tricks: tuple[tuple[int, tuple[tuple[int, int], ...]], ...]
    tricks_won: tuple[int, ...]  # by seat, this hand
    scores: tuple[int, ...]
    at_the_bridge: tuple[bool, ...]
    hand_number: int
    game_number: int
    games_won: tuple[int, ...]
    rubber_points: tuple[int, ...]
    winner: int | None  # the side (three-handed: the player) that won the match
    discard: int | None  # only the dealer sees his discard
    legal: tuple[Action, ...]  # this seat's legal actions when it is to act
    state_id: int
    seating: tuple[int, ...]  # player at each seat
    best_calls: tuple[int, ...] = ()
    best_passed: int | None = None
    best_received: int | None = None
    best_discard: int | None = None
    # Hasenpfeffer (RULES §8.2): the auction's high bid (0: none yet) and bidder, the seats
    # that passed, whether the bid is the Joker holder's forced three.
    high_bid: int = 0
    high_bidder: int = -1
    auction_passed: tuple[int, ...] = ()
    forced_bid: bool = False
    # Napoleon (RULES §8.3): the bid being played ("" while bidding), the highest bid so
    # far, this deal's number and the deals in the match, and the winners at its end
    # (equal totals share: ``winner`` is then None).
    contract: str = ""
    nap_high_bid: str = ""
    deal_number: int = 0
    deals: int = 0
    winners: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    @property
    def side(self) -> int:
        return self.side_of(self.seat)

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for: seat % 2, or the seat itself in three-handed."""
        return self.options.side_of(seat)

    @property
    def out(self) -> tuple[int, ...]:
        """The seats sitting out this hand (a lone maker's partner, a lone defender's)."""
        seats = []
        if self.sitting_out >= 0:
            seats.append(self.sitting_out)
        if self.lone_defender >= 0:
            seats.append((self.lone_defender + 2) % 4)
        return tuple(seats)

    @property
    def side_tricks(self) -> tuple[int, ...]:
        """Tricks won this hand by each side (by each player in three-handed)."""
        t = self.tricks_won
        if not self.options.game.partners:
            return t
        return (sum(t[0::2]), sum(t[1::2]))
