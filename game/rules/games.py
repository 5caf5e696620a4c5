"""The games, declared once: who plays, who partners whom, the decks, targets and deal, the
options each takes, how a hand scores and how a game ends (RULES.md §2, §3, §7.1, §8).

Everything outside the rules package that differs by game reads it here: the menus, the
new-game setup and the LAN lobby, beacons, the command line, settings, statistics keys,
the rules screen's tabs, the gallery and the tests' strategies.

>>> from game.rules.games import GAMES, game
>>> [g.key for g in GAMES]
['two-handed', 'three-handed', 'four-handed', 'railroad', 'hasenpfeffer', 'napoleon', 'napoleon-3']
>>> game("four-handed").partner(1), game("three-handed").sides
(3, 3)

``key`` is the value of ``Options.variant`` (saves, the wire, ``--variant``). The words
(``name``, ``title``, ``blurb``) are English source text: the client shows them through
its catalog (``N_`` marks them for extraction and returns them unchanged).

A game that differs in kind (Napoleon: each for himself, bids of tricks, no upcard) names
its own match class in ``match``; ``game.rules.new_match`` builds whichever it names. The
scoring and game-end fields below are the Euchre family's; such a game leaves them at
their defaults and scores in its own class.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator


def N_(text: str) -> str:
    """Marks English words for the catalogs (extracted by Babel); returns them unchanged."""
    return text


# How a game ends (``Game.game_end``): the first side to reach the target wins; or, when a
# hand brings anyone to the target, the one player alone on the most (RULES §7.1).
FIRST_TO_TARGET, MOST_AT_TARGET = "first_to_target", "most_at_target"


@dataclass(frozen=True, slots=True)
class Game:
    key: str
    name: str                    # "Two-handed": in menus, rows, the score and statistics
    title: str                   # "Two-Handed Euchre": headings and the rules tab
    blurb: str                   # a line for the setup and the lobby
    rules_section: str           # where RULES.md gives it ("2", "8.1")
    seats: tuple[int, ...]       # the side each seat scores for, seat 0 first
    # -- the deal and the bidding --------------------------------------------------------
    draw_for_partners: bool = False    # the match opens with the draw for partners (§3)
    draw_for_dealer: bool = False      # the first dealer by the draw of §3 (three-handed)
    cut: bool = False                  # the player at the dealer's right cuts (§3)
    dealer_may_leave: bool = False     # after an order the dealer may leave the upcard (§2)
    going_alone: bool = False          # the maker may call "alone" (§3)
    maker_alone: bool = False          # the maker always plays alone against the rest (§7.1)
    widow: int = 0                     # cards left face down, turned up at the hand's end (§8.2)
    # -- scoring and the end of a game (the Euchre family) --------------------------------
    march_points: int = 2              # the makers take all five (not alone)
    euchre_to_each: bool = False       # euchred: every other player scores (§7.1)
    at_the_bridge: bool = False        # show "at the bridge" in a 5-point game (§3)
    game_end: str = FIRST_TO_TARGET
    # The scores are running totals shown as numbers (below zero too), not marker cards up to
    # a target: a match of a number of deals, settled with each opponent (Napoleon).
    totals: bool = False
    # The jacks of trump's colour are its bowers (RULES §1); off: every card is of its printed
    # suit, and a hand is shown by suit alone (Napoleon).
    bowers: bool = True
    # -- what is played with it -------------------------------------------------------------
    match: str = "euchre"              # the match class (``game.rules.new_match``)
    computer: str = "euchre"           # whose computer players play it (``game.ai.make_player``):
                                       # the Euchre family's (Hasenpfeffer too) or Napoleon's
    lan_seats: tuple[str, ...] = ()    # a headless LAN host's seats by default
    # The same game at another table size (Napoleon for 3 or 4): games of one ``family``
    # differ only in their seats; ``sibling`` finds the one for a number of players.
    family: str = ""
    # The window's table plays it (new game, couch and LAN setup offer it); off for a game
    # whose table is still to come (Hasenpfeffer: headless, computer players and LAN for now).
    on_screen: bool = True

    # -- who plays --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def sides(self) -> int:
        """How many scores the match keeps: one per side (three-handed: per player)."""
        return max(self.seats) + 1

    @property
    def partners(self) -> bool:
        """Seats of one side play together (four-handed): more seats than sides."""
        return self.players > self.sides

    @property
    def heads_up(self) -> bool:
        """One player against one other (two-handed): most of the pack stays in the stock,
        so a hand is counted against five unseen cards, and the other player is never
        named as a maker or a lone defender."""
        return self.players == 2

    def side_of(self, seat: int) -> int:
        return self.seats[seat]

    def partner(self, seat: int) -> int:
        """The seat's partner, or the seat itself where each plays for his side alone."""
        for other in range(1, self.players):
            s = (seat + other) % self.players
            if self.seats[s] == self.seats[seat]:
                return s
        return seat

    def side_seats(self, side: int) -> tuple[int, ...]:
        return tuple(s for s, v in enumerate(self.seats) if v == side)

    @property
    def options(self) -> tuple[str, ...]:
        """The keys of the options this game takes, in the order the rows show them."""
        from .options import SPECS
        return tuple(spec.key for spec in SPECS if spec.applies(self.key))


def _seats(players: int, partnerships: bool) -> tuple[int, ...]:
    return tuple(s % 2 if partnerships else s for s in range(players))


GAMES: tuple[Game, ...] = (
    Game("two-handed", N_("Two-handed"), N_("Two-Handed Euchre"),
         N_("Two players, five cards each: the main game."), "2", _seats(2, True),
         dealer_may_leave=True, at_the_bridge=True, lan_seats=("remote", "bot")),
    Game("three-handed", N_("Three-handed"), N_("Three-Handed Euchre"),
         N_("Three players, each for himself: the maker plays alone against the other two."),
         "7.1", _seats(3, False), draw_for_dealer=True, maker_alone=True, march_points=3,
         euchre_to_each=True, game_end=MOST_AT_TARGET, lan_seats=("remote", "bot", "bot")),
    Game("four-handed", N_("Four-handed"), N_("Four-Handed Euchre"),
         N_("Four players in two partnerships, partners sitting opposite."), "3",
         _seats(4, True), draw_for_partners=True, cut=True, going_alone=True,
         at_the_bridge=True, lan_seats=("remote", "bot", "remote", "bot")),
    Game("railroad", N_("Railroad"), N_("Railroad Euchre"),
         N_("Four-handed with the Joker: a lone player calls for his partner's best card, "
            "lone defenders, laps and slams."), "8.1",
         _seats(4, True), draw_for_partners=True, cut=True, going_alone=True,
         at_the_bridge=True, lan_seats=("remote", "bot", "remote", "bot")),
    # Hasenpfeffer (RULES §8.2): an auction for tricks, six cards each, the widow and the
    # Joker; its match class is ``game.rules.hasenpfeffer``.
    Game("hasenpfeffer", N_("Hasenpfeffer"), N_("Hasenpfeffer"),
         N_("Four players in partnerships bid for tricks with six cards each; the Joker is "
            "the highest trump and one card stays face down."), "8.2",
         _seats(4, True), draw_for_partners=True, cut=True, match="hasenpfeffer", widow=1,
         lan_seats=("remote", "bot", "remote", "bot")),
)
# Napoleon (RULES §8.3): each for himself, bids of tricks, trump set by the bidder's first
# lead, settled with each opponent; one entry per table size (four players by default).
GAMES += (
    Game("napoleon", N_("Napoleon"), N_("Napoleon"),
         N_("Four players, each for himself, five cards: bid two to five tricks (Nap) or "
            "misère; your first lead names trump."), "8.3", _seats(4, False),
         match="napoleon", computer="napoleon", family="napoleon", totals=True, bowers=False,
         lan_seats=("remote", "bot", "bot", "bot")),
    Game("napoleon-3", N_("Napoleon, three players"), N_("Napoleon (three players)"),
         N_("Three players, each for himself, five cards: bid two to five tricks (Nap) or "
            "misère; your first lead names trump."), "8.3", _seats(3, False),
         match="napoleon", computer="napoleon", family="napoleon", totals=True, bowers=False,
         lan_seats=("remote", "bot", "bot")),
)
BY_KEY: dict[str, Game] = {g.key: g for g in GAMES}
KEYS: tuple[str, ...] = tuple(BY_KEY)
ON_SCREEN: tuple[Game, ...] = tuple(g for g in GAMES if g.on_screen)   # the window offers these


def game(key: str) -> Game:
    """The game named ``key``; a ``ValueError`` naming the games there are otherwise."""
    try:
        return BY_KEY[key]
    except KeyError:
        raise ValueError(f"no game {key!r}; the games are {', '.join(KEYS)}") from None


def sibling(key: str, players: int) -> Game:
    """The game of ``key``'s family for ``players`` players (``key``'s own game when it has
    no family or no member of that size).

    >>> sibling("napoleon", 3).key, sibling("two-handed", 3).key
    ('napoleon-3', 'two-handed')
    """
    g = game(key)
    return next((o for o in GAMES if g.family and o.family == g.family
                 and o.players == players), g)


def games_for(players: int) -> Iterator[Game]:
    return (g for g in GAMES if g.players == players)


# Filled by the modules that define match classes (``game.rules.match`` for "euchre"),
# so that this module imports none of them. Each makes a ``game.rules.protocol.MatchLike``
# from (options, seed, **MatchArgs); that type is not named here, as its module imports this
# one (``new_match`` declares what it returns, and each class is checked against it).
MATCH_CLASSES: dict[str, Callable[..., Any]] = {}
