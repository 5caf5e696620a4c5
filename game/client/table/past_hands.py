"""A saved match's past, as the hand review shows it: every finished hand and game of a
``game.rules.save`` record, for a match continued from its save (each game's own records:
``hand_review`` for the Euchre family, ``exchange`` for Railroad's calls for best,
``nap_record`` for Napoleon's settlements)."""
from __future__ import annotations

from typing import Any, Mapping

from game.rules.save import from_record

from .exchange import ExchangeNotes
from .hand_review import HandRecord, railroad_game, record_of
from .nap_record import record_of_settlement


def past_of(record: dict, me: int | None) -> tuple[list[HandRecord], list[Mapping[str, Any]]]:
    """Every finished hand of a saved match (a ``game.rules.save`` record), as the review
    shows it, and every ``game_over`` event: for a match continued from its save, so the
    review and the end of the match still cover the whole match. ``me``: the seat whose own
    discard may be shown (None: nobody's). Raises ``SaveError`` as ``from_record`` does."""
    m = from_record({**record, "actions": []})
    hands: list[HandRecord] = []
    games: list[Mapping[str, Any]] = []
    taken, discard, widow = False, None, None
    exchanges = ExchangeNotes()   # Railroad's calls for best, and ``me``'s exchange cards
    for text in record["actions"]:
        events = m.apply(text)
        seen = m.view(me) if me is not None else None
        for ev in events:
            exchanges.note(ev, seen)
            if ev["type"] == "deal":
                taken, discard, widow = False, None, None
            elif ev["type"] == "widow":
                widow = dict(ev)
            elif ev["type"] == "take_up":
                taken = True
            elif ev["type"] == "discard" and ev["seat"] == me:
                discard = seen.discard if seen is not None else None   # the dealer's own
            elif ev["type"] == "hand_over":
                mine = discard if ev["dealer"] == me else None
                hands.append(exchanges.into(record_of(ev, len(hands) + 1, m.options.variant, m.n, taken,
                                                      mine, m.options.defend_alone, widow)))
            elif ev["type"] == "settlement":   # Napoleon (RULES §8.3)
                hands.append(record_of_settlement(ev, len(hands) + 1, m.options.variant, m.n))
            elif ev["type"] == "game_over":
                games.append(dict(ev))
            elif ev["type"] in ("slam", "laps") and games:
                games[-1] = railroad_game(games[-1], dict(ev))
    return hands, games
