"""Who plays with whom in this hand, and what the score still asks of each player.

Where the sides play together (two- and four-handed) the sides of the play are the scoring
sides (``Game.side_of``). Where the maker plays alone against the rest (``Game.maker_alone``,
three-handed "cutthroat"), each player scores for himself, but once trump is made the others
defend together for this hand (RULES §7.1). So the play has two sides in every game once
trump is made: ``hand_teams`` gives them, seat by seat, for a maker.

The seats out of play are the lone maker's partner and the lone defender's (``View.out``).
"""
from __future__ import annotations

from game.rules import Game, View
from game.rules.said import said


def hand_teams(game: Game, maker: int) -> tuple[int, ...]:
    """Per seat, its side in the play when ``maker`` made trump: its scoring side, or where
    the maker plays alone against the rest 0 for the maker and 1 for the defenders (before
    trump is made, ``maker`` < 0: each seat its own side)."""
    if game.maker_alone and maker >= 0:
        return tuple(0 if s == maker else 1 for s in range(game.players))
    return game.seats


def teams(view: View) -> tuple[int, ...]:
    """``hand_teams`` of this hand."""
    return hand_teams(view.options.game, view.maker)


def ally(view: View) -> int:
    """The seat playing this hand on this seat's side (a partner, or in three-handed the other
    defender), or -1 when there is none in play."""
    t = teams(view)
    for s in range(view.players):
        if s != view.seat and t[s] == t[view.seat] and s not in view.out:
            return s
    return -1


def ally_words(view: View) -> str:
    """How a hint names that seat: ``your partner`` or ``the other defender``."""
    return said("your partner") if view.options.game.partners else said("the other defender")


def opponents(view: View) -> list[int]:
    """The seats in play on the other side of this hand."""
    t = teams(view)
    return [s for s in range(view.players) if t[s] != t[view.seat] and s not in view.out]


def opponents_words(view: View, possessive: bool = False) -> str:
    """How a hint names the other side in play: ``the opponents`` (four-handed), ``the
    defenders`` (the three-handed maker's two), ``the maker``, ``the lone defender``, ``the
    other player``; ``possessive``: ``the opponents'``, ``the maker's``."""
    others = opponents(view)
    if len(others) >= 2:
        if view.options.game.maker_alone:
            return said("the defenders'") if possessive else said("the defenders")
        return said("the opponents'") if possessive else said("the opponents")
    named = not view.options.game.heads_up   # one other player is "the other player"
    if named and others and others[0] == view.maker:
        return said("the maker's") if possessive else said("the maker")
    if named and others and others[0] == view.lone_defender:
        return said("the lone defender's") if possessive else said("the lone defender")
    return said("the other player's") if possessive else said("the other player")


def team_tricks(view: View, seat: int) -> int:
    """Tricks won so far this hand by ``seat``'s side of the play."""
    t = teams(view)
    return sum(n for s, n in enumerate(view.tricks_won) if t[s] == t[seat])


def need(view: View, side: int) -> int:
    """Points ``side`` (a player in three-handed) still needs to reach the target."""
    return view.options.target - view.scores[side]


def my_need(view: View) -> int:
    return need(view, view.side)


def their_need(view: View) -> int:
    """The fewest points any other side (any other player in three-handed) still needs."""
    return min(need(view, s) for s in range(len(view.scores)) if s != view.side)
