"""What a match on screen keeps for the hand review and the statistics, as its events arrive."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from game.rules import View
from game.rules.events import Event, Widow
from game.stats import standing

from ..text.words import stats_not_saved
from .exchange import ExchangeNotes
from .hand_review import HandRecord, railroad_game, record_of

if TYPE_CHECKING:
    from game.stats import StatsStore

    from .match_session import MatchSession


def opponents(levels: dict[int, str], side_of: Callable[[int], int], side: int) -> str:
    """What the statistics count a match as played against, for ``side``: the other sides'
    computer levels ("easy/normal"), or "people"."""
    return "/".join(sorted({lvl for s, lvl in levels.items() if side_of(s) != side})) or "people"


class MatchRecord:
    """The hands of ``session``'s match for the review (``hands``), its games (``games``,
    in a rubber), and each hand and match counted in the statistics of every person playing
    on the screen (unless ``counts`` is off: the guided first hand counts for nothing)."""

    def __init__(self, session: "MatchSession") -> None:
        self.session = session
        self.hands: list[HandRecord] = []   # every finished hand, for the hand review
        self.games: list[Mapping[str, Any]] = []   # every game_over event (a rubber's games)
        self.counts = True
        self._taken = False                 # this hand: the dealer took up the upcard
        self._my_discard: int | None = None
        self._exchanges = ExchangeNotes()   # Railroad's calls for best, for the review
        self._widow: Widow | None = None    # this hand's widow event (an auction, RULES §8.2)
        self._dealt: tuple[int, ...] = ()   # Napoleon: the five cards dealt to this screen's seat

    def put_back(self, view: View) -> None:
        """The match was put back (undo) to ``view``: what this hand had done so far."""
        self._taken = view.upcard_state == "taken"
        self._my_discard = view.discard

    def note(self, ev: Event, final: View | None) -> None:
        """Keep what the hand review and the statistics need of ``ev`` (``final``: this
        screen's seat's view once the update it came in is shown)."""
        s = self.session
        options = s.options
        self._exchanges.note(ev, final)
        if ev["type"] == "deal":
            self._taken, self._my_discard, self._widow = False, None, None
        elif ev["type"] == "widow":
            self._widow = ev
        elif ev["type"] == "take_up":
            self._taken = True
        elif ev["type"] == "discard" and final is not None and final.seat == ev["seat"]:
            self._my_discard = final.discard
        elif ev["type"] == "game_over":
            self.games.append(ev)
        elif ev["type"] in ("slam", "laps") and self.games:   # Railroad: of the game just over
            self.games[-1] = railroad_game(self.games[-1], ev)
        elif ev["type"] == "hand_over":
            discard = self._my_discard if ev["dealer"] == s.board.me else None
            self.hands.append(self._exchanges.into(record_of(
                ev, len(self.hands) + 1, options.variant, s.players, self._taken, discard,
                options.defend_alone, self._widow)))
            self._count(lambda stats, name, seat: stats.record_hand(name, options.side_of(seat), ev))
        elif ev["type"] == "nap_deal":   # my five cards, for the review of a hand that stops early
            mine = final is not None and final.deal_number == ev["deal"] and not s.seating.couch
            self._dealt = tuple(final.hand) if mine and final is not None else ()
        elif ev["type"] == "settlement":   # Napoleon: the bidder settled with each opponent (RULES §8.3)
            from .nap_record import record_of_settlement
            self.hands.append(record_of_settlement(ev, len(self.hands) + 1, options.variant, s.players,
                                                   (s.board.me, self._dealt) if self._dealt else None))
            self._count(lambda stats, name, seat: stats.record_settlement(name, seat, ev))
        elif ev["type"] == "match_over":
            levels = s.seating.levels
            side_of = options.side_of

            def match(stats: "StatsStore", name: str, seat: int) -> None:
                side = side_of(seat)   # the seat itself in three-handed
                won = ev.get("winners") or (ev["winner"],)   # equal totals share the win (Napoleon)
                stats.record_match(name, options.variant, opponents(levels, side_of, side),
                                   side in won, *standing(ev["scores"], side))
            self._count(match)

    def _count(self, count: Callable[["StatsStore", str, int], None]) -> None:
        """Count something for every person playing on this screen, and save the statistics."""
        if not self.counts:
            return
        s = self.session
        stats = s.ctx.stats
        names: set[str] = set()
        for seat in s.seating.human_seats:
            name = s.stats_name(seat)
            if name not in names:
                names.add(name)
                count(stats, name, seat)
        try:
            stats.save()
        except OSError as e:
            s.show_toast(stats_not_saved(e))
