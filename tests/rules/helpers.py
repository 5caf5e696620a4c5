"""Helpers for rules tests: stacked matches and short action scripts."""
from __future__ import annotations

from game.rules import Match, Options, stack
from game.rules import cards as C


def stacked_match(variant: str, dealer: int, hands: dict, upcard: str, *, deck: int = 24,
                  packets=(3, 2), stock: str = "", more=(), seating=None, **opts) -> Match:
    """A match whose first deal gives ``hands`` (seat -> "JH JD ...") and turns ``upcard``."""
    options = Options(variant=variant, deck=deck, **opts)
    n = options.players
    first = stack(n, dealer, hands, upcard, deck_size=deck, packets=packets, stock=stock)
    if options.game.draw_for_partners and seating is None:
        seating = (0, 1, 2, 3)
    return Match(options, seed=1, stacked=[first, *more], first_dealer=dealer, seating=seating)


def run(m: Match, *actions: str) -> list[dict]:
    """Apply actions (text forms) in order; return all events."""
    events: list[dict] = []
    for a in actions:
        events += m.apply(a)
    return events


def hand_text(m: Match, seat: int) -> set[str]:
    return {C.text(c) for c in C.cards_of(m.hands[seat])}


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def play_out(m: Match) -> list[dict]:
    """Play the hand to its end, each seat playing its first legal action; return the events."""
    events: list[dict] = []
    start = m.hands_scored
    while m.hands_scored == start and not m.over:
        events += m.apply(m.legal_actions()[0])
    return events
