"""A match being played on this screen: the Table, what is shown, the animation queue, autosave.

The session polls the table and composes what each update becomes: the animation steps
(``choreography.Choreography``) and what the hand review and the statistics keep
(``match_record.MatchRecord``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from game.rules import View
from game.rules.games import MOST_AT_TARGET
from game.rules.said import Said

from ..settings import name_shown
from ..text.translate import _, tr
from ..text.words import bid_words, shown_name
from .autosave import AutosaveStore
from .board import BIDDING, Board
from .choreography import Choreography
from .hand_review import HandRecord
from .hints import Hint, HintAsk
from .match_record import MatchRecord
from .match_record import opponents as opponents  # where match_start finds it
from .seats import Seating
from .table_layout import BOTTOM, TableLayout, place_of
from .tweens import Step, Timeline

if TYPE_CHECKING:
    from game.rules import Action
    from game.table import Table, Update

    from ..context import Context
    from .table_painter import TablePainter

TOAST_SECONDS = 4.5
HINT_GRACE = 0.005   # seconds the frame may wait for a hint before going on without it
MARKER_SECONDS = 0.9
SETTLE_SECONDS = 0.25     # a press this soon after the table stopped moving was meant for the animation
ACTING = (*BIDDING, "play")   # phases in which a seat is to act


class MatchSession:
    """Owns the table for the scenes that show it (deal, bid, trick, score...).

    Each update polled from the table becomes animation steps; the next update is polled
    only when the current one has been shown. The board is re-synced from the seat's view
    at the end of every update, so what is shown always ends exactly at the engine's state.
    """

    def __init__(self, ctx: "Context", seating: Seating, store: AutosaveStore | None) -> None:
        self.ctx = ctx
        self._painter: "TablePainter | None" = None
        self.seating = seating
        self.store = store
        self.table: "Table | None" = None
        players = len(seating.seats)
        self.players = players
        self.board = Board(players=players, me=seating.human_seats[0])
        self.timeline = Timeline()
        self.toast: str | None = None
        self.toast_time = 0.0
        # The events the score and match-over screens read by key (any kind of their game's).
        self.draw_event: Mapping[str, Any] | None = None
        self.last_hand: Mapping[str, Any] | None = None
        self.hand_scores_before: tuple[int, ...] = (0,) * self.board.sides
        self.hand_view: View | None = None
        self.match_over: Mapping[str, Any] | None = None
        self.marker_anim: dict[int, tuple[int, int, float]] = {}
        self.save_failed = False
        self.revealed = not seating.couch
        self.choreography = Choreography(self)   # each event into animation steps
        self.record = MatchRecord(self)          # the hands reviewed, the statistics counted
        self.hint: Hint | None = None
        self._hint_ask: HintAsk | None = None
        self.turn_started: tuple[int, int] | None = None   # (state id, seat) whose controller was told
        self._shown_names: dict[str, str] = {}   # a name -> as shown (measured once)
        self._quiet_until = 0.0           # ctx.clock until which presses only skip (see ``settling``)

    @property
    def hands(self) -> list[HandRecord]:
        """Every finished hand of the match, for the hand review."""
        return self.record.hands

    @hands.setter
    def hands(self, hands: list[HandRecord]) -> None:   # a continued match's hands so far
        self.record.hands = hands

    @property
    def games(self) -> list[Mapping[str, Any]]:
        """Every game of a rubber (its ``game_over`` event)."""
        return self.record.games

    @games.setter
    def games(self, games: list[Mapping[str, Any]]) -> None:
        self.record.games = games

    @property
    def record_stats(self) -> bool:
        """Whether the statistics count this match (the guided first hand does not)."""
        return self.record.counts

    @record_stats.setter
    def record_stats(self, value: bool) -> None:
        self.record.counts = value

    # -- what a LAN table's session adds (``LanSession``); a match on this screen has none --
    host_controls = False   # this screen hosts the table: it may hand seats over, remove players
    can_rematch = False     # the match is over and the host may begin another at this table

    def rematch(self) -> None:
        """(Hosting a LAN table, once the match is over.) Another at this table; none here."""

    def after_match(self) -> None:
        """While the match-over screen shows: follow the table (a LAN rematch may come)."""

    def match_over_line(self) -> str | None:
        """What the match-over screen says of the table, if anything."""
        return None

    def reconnect_left(self) -> float | None:
        """While the connection to a LAN host is lost: seconds until the computer plays this
        screen's seat (``Table.reconnect_left``); None otherwise."""
        return self.table.reconnect_left() if self.table is not None else None

    # -- wiring ---------------------------------------------------------------------------
    def attach(self, table: "Table") -> None:
        self.table = table
        self.save()

    @property
    def options(self):
        assert self.table is not None
        return self.table.options

    @property
    def layout(self) -> TableLayout:
        return TableLayout(self.players, self.ctx.settings.large_cards, self.ctx.screen)

    @property
    def painter(self) -> "TablePainter":
        """The painter every scene of this match draws the table with (made once)."""
        if self._painter is None:
            from .table_painter import TablePainter

            self._painter = TablePainter(self.ctx)
        return self._painter

    def on_change(self, _match: object = None) -> None:
        """Called by the table after every applied action: autosave."""
        self.save()

    def save(self) -> None:
        if self.store is None or self.table is None or not self.table.capabilities.saves:
            return
        record = self.table.record()
        if record is None:
            return
        try:
            self.store.save(record, self.seating)
            self.save_failed = False
        except OSError as e:
            if not self.save_failed:
                self.show_toast(_("Could not save the match ({error}). Play on: it tries again after every "
                                  "move.").format(error=e.strerror or e))
            self.save_failed = True

    def close(self) -> None:
        if self.table is not None:
            self.table.close()

    # -- what the scenes ask -------------------------------------------------------------
    @property
    def stage(self) -> str:
        cur = self.timeline.current
        if cur is not None and cur.stage:
            return cur.stage
        if self.match_over is not None or self.board.phase == "match_over":
            return "over"
        if self.needs_pass:
            return "pass"
        if self.board.dealing:
            return "deal"
        if self.board.phase in BIDDING:
            return "bid"
        return "trick"

    @property
    def animating(self) -> bool:
        cur = self.timeline.current
        return not self.timeline.idle and not (cur is not None and cur.wait)

    @property
    def settling(self) -> bool:
        """The table moves, or stopped moving less than ``SETTLE_SECONDS`` ago (of frames shown):
        a press now was begun for the animation (to skip it), so it must not act on what
        follows it (a bid, a card, the pass screen, the score)."""
        return self.animating or self.ctx.clock < self._quiet_until

    @property
    def needs_pass(self) -> bool:
        """Couch play: a different person is to act; hide every hand until they confirm."""
        b = self.board
        return (self.seating.couch and self.timeline.idle and self.seating.is_person(b.to_act)
                and (b.to_act != b.me or not self.revealed))

    @property
    def my_turn(self) -> bool:
        b = self.board
        return (self.timeline.idle and b.to_act == b.me and self.seating.is_person(b.me)
                and bool(b.legal) and not self.needs_pass)

    @property
    def acting_seat(self) -> int | None:
        """The seat really to act now, for the table to mark: nobody while the cards are dealt,
        once every card of the hand is played, or at the score and the end of the match."""
        b = self.board
        if b.to_act is None or b.dealing or b.phase not in ACTING or self.stage in ("score", "over"):
            return None
        if b.phase == "play" and not any(b.counts):
            return None
        return b.to_act

    def thinking_seat(self) -> int | None:
        return self.table.thinking_seat() if self.table is not None else None

    def name(self, seat: int) -> str:
        """A seat's player as every screen shows them: a long name cut short (``ui.shown_name``);
        the player at this screen, "You", in the language spoken (the words know it as "you");
        a name a LAN host or a server made (a computer's: words) in the language spoken too."""
        name = self.seating.name(seat)
        full = tr(name) if isinstance(name, Said) else shown_name(name_shown(name))
        shown = self._shown_names.get(full)
        if shown is None:
            from .. import ui
            shown = self._shown_names[full] = ui.shown_name(self.ctx.fonts, full)
        return shown

    def seat_status(self, seat: int) -> str | None:
        """A word on a seat's player shown by their name (a LAN player who dropped); None here."""
        return None

    def stats_name(self, seat: int) -> str:
        """The name a person's statistics are kept under: the name they play by here."""
        return self.seating.name(seat)

    def side_name(self, side: int) -> str:
        """``Ann & Cy`` (a partnership), or one player's name (two- and three-handed)."""
        seats = [s for s in range(self.players) if self.board.side_of(s) == side]
        return " & ".join(self.name(s) for s in seats)

    def sides_from_mine(self) -> tuple[int, ...]:
        """Every side, this screen's first: then, three-handed, the player at my left, then my right.
        In couch play, from the first person's seat whoever has the screen now, so that each side's
        score stays in its place as the players take turns."""
        b = self.board
        home = self.seating.human_seats[0] if self.seating.couch else b.me
        return tuple(b.side_of((home + k) % self.players) for k in range(b.sides))

    def play_on(self, scores: tuple[int, ...]) -> tuple[list[int], int] | None:
        """Where the one player alone on the most wins (three-handed, RULES §7.1's game end): the
        players level on the most at or past the target after a hand, and that score, when
        play goes on for it; None otherwise."""
        if self.options.game.game_end != MOST_AT_TARGET or not scores:
            return None
        top = max(scores)
        level = [side for side, pts in enumerate(scores) if pts == top]
        return (level, top) if top >= self.options.target and len(level) > 1 else None

    def place(self, seat: int) -> str:
        return place_of(seat, self.board.me, self.players)

    # -- acting --------------------------------------------------------------------------
    def act(self, seat: int, action: Action | str) -> None:
        """A person here chose ``action`` on the table as shown (the board's state): the
        table refuses it if the match has moved on since."""
        if self.table is not None and self.timeline.idle:
            self.table.act(seat, action, self.board.state_id)

    def reveal(self, seat: int) -> None:
        """Couch play: ``seat``'s person has the screen now; show their hand."""
        if self.table is None:
            return
        self.board.sync(self.table.view(seat))
        self.revealed = True

    def skip(self) -> None:
        self.timeline.skip()

    def show_toast(self, text: str) -> None:
        self.toast, self.toast_time = text, TOAST_SECONDS

    # -- time ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        moving = self.animating
        self.timeline.advance(dt)
        if self.toast is not None:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = None
        for side, (old, new, t) in list(self.marker_anim.items()):
            t += dt
            if t >= self.ctx.settings.animation_time(MARKER_SECONDS):
                del self.marker_anim[side]
            else:
                self.marker_anim[side] = (old, new, t)
        if self.timeline.idle and self.table is not None and self.match_over is None:
            for u in self.table.poll():
                self._take(u)
            self.timeline.advance(0.0)
        self._follow_hint()
        if dt > 0 and (moving or self.animating):   # shown moving on a frame: presses settle after it
            self._quiet_until = self.ctx.clock + SETTLE_SECONDS

    def next_frame(self) -> float | None:
        """Seconds until the table looks different with no input and no news (``Scene.next_frame``):
        0 while it moves; else the toast's end, the end of the settle time (the Undo button
        then shows), a thinking computer's deadline; None while it waits for a person."""
        if self.animating or self.marker_anim:
            return 0.0
        waits = []
        if self.toast is not None:
            waits.append(self.toast_time)
        if self.settling:
            waits.append(self._quiet_until - self.ctx.clock)
        due = self.table.news_due() if self.table is not None else None
        if due is not None:
            waits.append(due)
        return max(0.0, min(waits)) if waits else None

    def _time(self, seconds: float) -> float:
        return self.choreography.time(seconds)

    # -- updates into steps ---------------------------------------------------------------
    def _take(self, u: "Update") -> None:
        if u.kind == "refused":
            if u.message:
                from ..text.words import sentence
                self.show_toast(sentence(u.message))
            return
        if u.kind in ("notice", "closed"):
            # (a LAN host's words come in English: said again in the player's language)
            self.show_toast(tr(u.message) if u.message else _("The table was closed."))
            return
        if u.kind == "reset":   # the match was put back (undo): redraw at once, no animation
            self.timeline.queue.clear()
            self.timeline.current = None
            view = u.views.get(self.board.me) or (self.table.view(self.board.me) if self.table else None)
            if view is not None:
                self.board.sync(view)
                self.record.put_back(view)
            return
        if self.seating.couch and u.seat is not None and u.seat != self.board.me:
            self.revealed = False   # someone else acted: hide the hand until its owner is back
        me = self.board.me
        final = u.views.get(me)
        if final is None and self.table is not None:
            final = self.table.view(me)
        for i, ev in enumerate(u.events):
            self.record.note(ev, final)
            self.choreography.steps_for(ev, final, u.events[i + 1:])
            for step in self.timeline.queue:   # what the table says, with the event that made it
                if step.callout is not None and step.event is None:
                    step.event = ev
        if final is not None:
            view = final
            self.timeline.add(Step(finish=lambda: self._synced(view)))

    # -- hint and undo ----------------------------------------------------------------------
    @property
    def can_hint(self) -> bool:
        return self.my_turn and self.table is not None

    def ask_hint(self) -> None:
        """Ask a computer player what it would do here; the answer arrives in ``hint``."""
        if not self.can_hint or self.table is None:
            return
        if self.hint is not None and self.hint.state_id == self.board.state_id:
            return
        if self._hint_ask is not None and self._hint_ask.view.state_id == self.board.state_id:
            return
        self._hint_ask = HintAsk(self.table.view(self.board.me))
        self._hint_ask.wait(HINT_GRACE)   # a quick answer shows this frame; a slow one comes later

    @property
    def hint_pending(self) -> bool:
        return self._hint_ask is not None

    def _follow_hint(self) -> None:
        ask = self._hint_ask
        if ask is not None and ask.done():
            self._hint_ask = None
            if ask.view.state_id == self.board.state_id:
                if ask.hint is not None:
                    self.hint = ask.hint
                else:
                    self.show_toast(_("No hint just now: the computer could not decide. Try again."))
        if self.hint is not None and (self.hint.state_id != self.board.state_id or not self.my_turn):
            self.hint = None

    @property
    def can_undo(self) -> bool:
        """Undo is offered only against the computer, for your own bids and cards this hand
        (the table knows which: a continued match rebuilds them from its record)."""
        t = self.table
        return (not self.seating.couch and self.match_over is None and t is not None
                and t.capabilities.undo and t.can_undo)

    def undo(self) -> bool:
        """Take back your last bid or card (and what the computer did since)."""
        if not self.can_undo or self.table is None:
            return False
        self.timeline.skip()
        if not self.table.undo():
            return False
        self.hint, self._hint_ask = None, None
        self.show_toast(_("Taken back: your move again."))
        return True

    def _synced(self, view: View) -> None:
        self.board.sync(view)
        if self.board.phase == "match_over" and self.store is not None:
            self.store.clear()

    # -- words for the painter ---------------------------------------------------------
    def bid_text(self, seat: int) -> str | None:
        b = self.board
        bid = b.last_bid(seat)
        if bid is None:
            return None
        words = bid_words(bid, seat, b.dealer, self.options.variant, b.turned_down_suit)
        high = b.high_bid()
        if b.forced_bid and high is not None and high[0] == seat:   # the Joker's holder, made to bid
            return _("{bid}, forced").format(bid=words)
        return words

    def is_bottom(self, seat: int) -> bool:
        return self.place(seat) == BOTTOM
