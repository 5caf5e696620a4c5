"""What the table shows now: one seat's view, moved on event by event while animations run."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Game, View
from game.rules.games import games_for
from game.rules.tricks import display_order

# Phases the bidding scene shows: the redeal question of no ace, no face before the bidding,
# the defenders' answer to a lone hand (defend alone) once the dealer has discarded, and the
# call for partner's best (Railroad, RULES §8.1): the call, the card passed, the discard.
EXCHANGE = ("call_best", "give_best", "best_discard")
QUESTIONS = ("redeal", "defend", *EXCHANGE)   # asked of one player, not bids: no bid bubbles meanwhile
CARD_CHOICES = {"discard": "discard", "give_best": "give", "best_discard": "discard"}   # a card is chosen
# An auction for tricks (Hasenpfeffer, RULES §8.2): the bids, then the high bidder names trump;
# Napoleon's one round of bids (RULES §8.3, its phase "bid"). The bidding scene shows them from
# the view's legal bids, whatever the game.
AUCTION = ("auction", "name_trump", "bid")
BIDDING = ("redeal", "joker_suit", "round1", "pickup", "discard", "round2", "defend", *EXCHANGE, *AUCTION)


@dataclass(slots=True)
class Board:
    """Public facts and ``me``'s cards as the screen shows them (no rules are worked out here:
    the fields come from the last view and from the events being animated)."""

    players: int
    me: int
    game: Game | None = None   # the game on the table: given, or from the first view synced
    dealer: int = 0
    hand: list[int] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    upcard: int | None = None
    upcard_state: str = "none"
    proposed_suit: int = -1
    turned_down_suit: int = -1
    trump: int = -1
    maker: int = -1
    alone: bool = False
    sitting_out: int = -1
    lone_defender: int = -1
    bids: list[tuple[int, str]] = field(default_factory=list)
    trick: list[tuple[int, int]] = field(default_factory=list)
    trick_winner: int = -1     # while a finished trick is still shown: the seat that took it
    led_suit: int = -1
    tricks_won: list[int] = field(default_factory=list)
    scores: tuple[int, ...] = (0, 0)
    at_the_bridge: tuple[bool, ...] = (False, False)
    phase: str = "round1"
    to_act: int | None = None
    legal: tuple = ()
    hand_number: int = 1
    game_number: int = 1
    games_won: tuple[int, ...] = (0, 0)
    rubber_points: tuple[int, ...] = (0, 0)
    state_id: int = 0
    winner: int | None = None
    dealing: bool = False
    # the call for partner's best: who called (public); the cards of an exchange this seat
    # took part in (only its two players ever see them)
    best_calls: list[int] = field(default_factory=list)
    best_passed: int | None = None
    best_received: int | None = None
    best_discard: int | None = None
    # an auction (RULES §8.2): who passed (and may not bid again), whether the high bid was
    # forced on the Joker's holder; the widow once turned up at the hand's end (never before)
    auction_passed: list[int] = field(default_factory=list)
    forced_bid: bool = False
    widow: int | None = None
    # a match of a number of deals (Napoleon, RULES §8.3): this deal's number and the deals in
    # all (0: a match to a target); the bid being played, its action text ("bid nap")
    deal_number: int = 0
    deals: int = 0
    contract: str = ""

    def __post_init__(self) -> None:
        if not self.counts:
            self.counts = [0] * self.players
        if not self.tricks_won:
            self.tricks_won = [0] * self.players

    def sync(self, v: View) -> None:
        """Adopt a view of seat ``v.seat`` whole: the screen now shows exactly this."""
        self.game = v.options.game
        self.me = v.seat
        self.dealer = v.dealer
        self.hand = display_order(list(v.hand), v.trump if v.options.game.bowers else -1)
        self.counts = list(v.hand_sizes)
        self.upcard = v.upcard
        self.upcard_state = v.upcard_state
        self.proposed_suit = v.proposed_suit
        self.turned_down_suit = v.turned_down_suit
        self.trump = v.trump
        self.maker = v.maker
        self.alone = v.alone
        self.sitting_out = v.sitting_out
        self.lone_defender = v.lone_defender
        self.bids = list(v.bids)
        self.trick = list(v.trick)
        self.trick_winner = -1
        self.led_suit = v.led_suit
        self.tricks_won = list(v.tricks_won)
        self.scores = v.scores
        self.at_the_bridge = v.at_the_bridge
        self.phase = v.phase
        self.to_act = v.to_act
        self.legal = v.legal
        self.hand_number = v.hand_number
        self.game_number = v.game_number
        self.games_won = v.games_won
        self.rubber_points = v.rubber_points
        self.state_id = v.state_id
        self.winner = v.winner
        self.dealing = False
        self.best_calls = list(v.best_calls)
        self.best_passed, self.best_received = v.best_passed, v.best_received
        self.best_discard = v.best_discard
        self.auction_passed, self.forced_bid = list(v.auction_passed), v.forced_bid
        self.deal_number, self.deals = v.deal_number, v.deals
        self.contract = f"bid {v.contract}" if v.contract else ""

    @property
    def bidding(self) -> bool:
        return self.phase in BIDDING

    @property
    def rules(self) -> Game:
        """The game on the table (before any view: the first game for this many seats)."""
        return self.game or next(games_for(self.players))

    @property
    def sides(self) -> int:
        """How many scores there are: one per side (three-handed: per player)."""
        return self.rules.sides

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for (``Game.side_of``)."""
        return self.rules.side_of(seat)

    @property
    def out(self) -> tuple[int, ...]:
        """The seats sitting out this hand: a lone maker's partner, a lone defender's partner."""
        seats = [self.sitting_out] if self.sitting_out >= 0 else []
        if self.lone_defender >= 0:
            seats.append(self.rules.partner(self.lone_defender))
        return tuple(seats)

    def defenders(self) -> tuple[int, ...]:
        """Where the maker plays alone against the rest, once trump is made: the players
        defending together against him."""
        if not self.rules.maker_alone or self.maker < 0 or self.trump < 0:
            return ()
        return tuple(s for s in range(self.players) if s != self.maker)

    def defence_passed(self) -> tuple[int, ...]:
        """Defend alone (RULES §7.2), while the second defender is asked: the first, at the lone
        maker's left, has passed."""
        if self.phase != "defend" or not self.rules.partners or self.maker < 0:
            return ()
        n = self.players
        first, second = (self.maker + 1) % n, (self.maker + n - 1) % n
        return (first,) if self.to_act == second else ()

    def side_tricks(self) -> tuple[int, ...]:
        """Tricks won this hand by each side (by each player in three-handed)."""
        t = self.tricks_won
        return tuple(sum(t[s] for s in self.rules.side_seats(side)) for side in range(self.sides))

    def round_bids(self) -> list[tuple[int, str]]:
        """This bidding round's bids: once the upcard is turned down (the dealer's pass ends the
        first round), only the second round's."""
        if self.upcard_state != "down":
            return self.bids
        for i, (seat, bid) in enumerate(self.bids):
            if seat == self.dealer and bid == "pass":
                return self.bids[i + 1:]
        return self.bids

    @property
    def auction(self) -> bool:
        """An auction for tricks is on (its bids, or the high bidder naming trump)."""
        return self.phase in AUCTION

    def high_bid(self) -> tuple[int, str] | None:
        """The highest bid of an auction so far, (seat, action text), from the hand's bids: the
        last that is a bid (a later "name" is the high bidder naming trump)."""
        return next(((s, b) for s, b in reversed(self.bids) if b.startswith("bid ")), None)

    def last_bid(self, seat: int) -> str | None:
        """``seat``'s latest bid in this round."""
        for s, b in reversed(self.round_bids()):
            if s == seat:
                return b
        return None
