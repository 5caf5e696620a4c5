"""A match being played on this screen: the Table, what is shown, the animation queue, autosave."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.rules import View
from game.rules.tricks import display_order
from game.stats import standing

from ..settings import SPEED_FACTORS
from ..text.words import (
    FIRST_DEALER_WORDS,
    PASS_WORD,
    awards_words,
    bid_words,
    defends_alone_words,
    level_words,
    maker_words,
    name_word,
    order_word,
    redeal_words,
    result_words,
    stats_not_saved,
    suit_name,
    thrown_in_words,
    took_trick_words,
    took_up_words,
)
from .autosave import AutosaveStore
from .board import BIDDING, Board
from .hand_review import HandRecord, hand_awards, record_of
from .hints import Hint, HintAsk
from .seats import Seating
from .table_layout import BOTTOM, TableLayout, place_of
from .tweens import Flight, Step, Timeline

if TYPE_CHECKING:
    from game.rules import Action
    from game.stats import StatsStore
    from game.table import Table, Update

    from ..context import Context
    from .table_painter import TablePainter

TOAST_SECONDS = 4.5
THROWN_IN_SECONDS = 2.0   # "Everyone passed: Ann deals": read, so reduced motion keeps it
TAKEN_UP_SECONDS = 1.3    # "Bob took up the J♦"
REDEAL_SECONDS = 1.6      # "Ann asks for a redeal"
DEFENCE_PASS_SECONDS = 0.9   # a defender's "Pass" to a lone hand (defend alone)
HINT_GRACE = 0.005   # seconds the frame may wait for a hint before going on without it
MARKER_SECONDS = 0.9
SETTLE_SECONDS = 0.25     # a press this soon after the table stopped moving was meant for the animation
ACTING = (*BIDDING, "play")   # phases in which a seat is to act


def opponents(levels: dict[int, str], side_of: Callable[[int], int], side: int) -> str:
    """What the statistics count a match as played against, for ``side``: the other sides'
    computer levels ("easy/normal"), or "people"."""
    return "/".join(sorted({lvl for s, lvl in levels.items() if side_of(s) != side})) or "people"


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
        self.draw_event: dict | None = None
        self.last_hand: dict | None = None
        self.hand_scores_before: tuple[int, ...] = (0,) * self.board.sides
        self.hand_view: View | None = None
        self.games: list[dict] = []
        self.match_over: dict | None = None
        self.marker_anim: dict[int, tuple[int, int, float]] = {}
        self.save_failed = False
        self.revealed = not seating.couch
        self.record_stats = True          # the guided first hand counts for nothing
        self.hands: list[HandRecord] = []   # every finished hand, for the hand review
        self._taken = False               # this hand: the dealer took up the upcard
        self._my_discard: int | None = None
        self.hint: Hint | None = None
        self._hint_ask: HintAsk | None = None
        self.turn_started: tuple[int, int] | None = None   # (state id, seat) whose controller was told
        self._shown_names: dict[str, str] = {}   # a name -> as shown (measured once)
        self._quiet_until = 0.0           # ctx.clock until which presses only skip (see ``settling``)

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
                self.show_toast(f"Could not save the match ({e.strerror or e}). "
                                "Play on: it tries again after every move.")
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
        """A seat's player as every screen shows them: a long name cut short (``ui.shown_name``)."""
        full = self.seating.name(seat)
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
        """Three-handed: the players level on the most at or past the target after a hand, and
        that score, when play goes on for it (RULES §7.1's game end); None otherwise."""
        if self.players != 3 or not scores:
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
        return self.ctx.settings.animation_time(seconds)

    def _read_time(self, seconds: float) -> float:
        """How long words that say what happened stay up: they are read, not watched, so
        reduced motion does not take them away; the animation speed still counts."""
        return seconds / SPEED_FACTORS.get(self.ctx.settings.animation_speed, 1.0)

    def _set_scores(self, scores: tuple[int, ...]) -> None:
        old = self.board.scores
        for side in range(len(scores)):
            if side < len(old) and scores[side] != old[side]:
                self.marker_anim[side] = (old[side], scores[side], 0.0)
        self.board.scores = tuple(scores)

    # -- updates into steps ---------------------------------------------------------------
    def _take(self, u: "Update") -> None:
        if u.kind == "refused":
            if u.message:
                from ..text.words import sentence
                self.show_toast(sentence(u.message))
            return
        if u.kind in ("notice", "closed"):
            self.show_toast(u.message or "The table was closed.")
            return
        if u.kind == "reset":   # the match was put back (undo): redraw at once, no animation
            self.timeline.queue.clear()
            self.timeline.current = None
            view = u.views.get(self.board.me) or (self.table.view(self.board.me) if self.table else None)
            if view is not None:
                self.board.sync(view)
                self._taken = view.upcard_state == "taken"
                self._my_discard = view.discard
            return
        if self.seating.couch and u.seat is not None and u.seat != self.board.me:
            self.revealed = False   # someone else acted: hide the hand until its owner is back
        me = self.board.me
        final = u.views.get(me)
        if final is None and self.table is not None:
            final = self.table.view(me)
        for i, ev in enumerate(u.events):
            self._note(ev, final)
            self._steps_for(ev, final, u.events[i + 1:])
        if final is not None:
            view = final
            self.timeline.add(Step(finish=lambda: self._synced(view)))

    # -- what the review and the statistics keep ------------------------------------------
    def _note(self, ev: dict, final: View | None) -> None:
        """Keep what the hand review and the statistics need, as each event arrives."""
        t = ev["type"]
        if t == "deal":
            self._taken, self._my_discard = False, None
        elif t == "take_up":
            self._taken = True
        elif t == "discard" and final is not None and final.seat == ev["seat"]:
            self._my_discard = final.discard
        elif t == "hand_over":
            me = self.board.me
            discard = self._my_discard if ev["dealer"] == me else None
            self.hands.append(record_of(ev, len(self.hands) + 1, self.options.variant, self.players,
                                        self._taken, discard, self.options.defend_alone))
            self._record(lambda stats, name, seat: stats.record_hand(name, self.options.side_of(seat), ev))
        elif t == "match_over":
            levels = self.seating.levels
            side_of = self.options.side_of

            def match(stats: "StatsStore", name: str, seat: int) -> None:
                side = side_of(seat)   # the seat itself in three-handed
                stats.record_match(name, self.options.variant, opponents(levels, side_of, side),
                                   ev["winner"] == side, *standing(ev["scores"], side))
            self._record(match)

    def _record(self, count: Callable[["StatsStore", str, int], None]) -> None:
        """Count something for every person playing on this screen, and save the statistics."""
        if not self.record_stats:
            return
        stats = self.ctx.stats
        names: set[str] = set()
        for seat in self.seating.human_seats:
            name = self.stats_name(seat)
            if name not in names:
                names.add(name)
                count(stats, name, seat)
        try:
            stats.save()
        except OSError as e:
            self.show_toast(stats_not_saved(e))

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
                    self.show_toast("No hint just now: the computer could not decide. Try again.")
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
        self.show_toast("Taken back: your move again.")
        return True

    def _synced(self, view: View) -> None:
        self.board.sync(view)
        if self.board.phase == "match_over" and self.store is not None:
            self.store.clear()

    def _spot(self, what: str, seat: int = 0) -> Callable[[], tuple[float, float]]:
        """Where the stock, the upcard, or ``seat``'s hand or trick card is: asked when drawn, so a
        card in flight follows the table if the window turns upright (or back) meanwhile."""
        def at() -> tuple[float, float]:
            lay = self.layout
            if what == "stock":
                return lay.stock_centre
            if what == "upcard":
                return lay.upcard_centre
            place = self.place(seat)
            return lay.hand_centre(place) if what == "hand" else lay.trick_spot(place)
        return at

    def _callout(self, seat: int | None, words: str, seconds: float = 0.9,
                 start=None) -> Step:
        return Step(duration=self._time(seconds), callout=(seat, words), start=start)

    def _steps_for(self, ev: dict, final: View | None, after: tuple[dict, ...] = ()) -> None:
        b, add, lay = self.board, self.timeline.add, self.layout
        t = ev["type"]
        if t == "draw_for_partners":
            def keep() -> None:
                self.draw_event = ev
            add(Step(stage="draw", wait=True, start=keep))
        elif t == "first_dealer" and ev.get("rounds"):   # three-handed: drawn for, shown like the draw for partners
            def drawn() -> None:
                self.draw_event = ev
            add(Step(stage="draw", wait=True, start=drawn))
        elif t == "first_dealer":
            def first() -> None:   # the dealer's badge is at his place while he says so
                b.dealer = ev["dealer"]
            add(self._callout(ev["dealer"], FIRST_DEALER_WORDS, 0.8, start=first))
        elif t == "redeal":
            self._redeal_steps(ev)
        elif t == "keep":
            add(self._callout(ev["seat"], "Keep", 0.7))
        elif t == "defence":
            def defence() -> None:
                b.phase, b.to_act = "defend", ev["seat"]
            add(Step(start=defence))
        elif t == "defend_alone":
            def lone() -> None:
                b.lone_defender = ev["seat"]
            add(self._callout(ev["seat"], "I defend alone!", 1.0, start=lone))
            add(self._callout(None, defends_alone_words(self.name(ev["seat"]), self.name(ev["sitting_out"])), 1.1))
        elif t == "pass" and ev.get("round") == "defend":   # not a bid: the defence passes up defending alone
            # read, not watched: no bid bubble keeps it (the partner's question shows it faded)
            add(Step(duration=self._read_time(DEFENCE_PASS_SECONDS), callout=(ev["seat"], PASS_WORD)))
        elif t == "deal":
            self._deal_steps(ev, final)
        elif t == "joker_suit":
            def joker() -> None:
                b.proposed_suit = ev["suit"]
            add(self._callout(ev["seat"], f"The Joker is {suit_name(ev['suit'])}", 1.0, start=joker))
        elif t == "pass":
            add(self._callout(ev["seat"], "Pass", 0.6,
                              start=lambda: b.bids.append((ev["seat"], "pass"))))
        elif t == "turn_down":
            def down() -> None:
                b.upcard_state = "down"
                b.turned_down_suit = ev["suit"]
                b.bids.append((ev["seat"], "pass"))
            step = self._callout(ev["seat"], "Turn it down", 0.8, start=down)
            step.flights = [Flight(None, self._spot("upcard"), self._spot("stock"), lay.stock_width)]
            add(step)
        elif t == "order":
            said = order_word(self.options.variant, ev["seat"], b.dealer)   # the same words as the buttons
            word = said + (" — going alone!" if ev["alone"] else "!")
            add(self._callout(ev["seat"], word, 1.0, start=lambda: b.bids.append(
                (ev["seat"], "order alone" if ev["alone"] else "order"))))
        elif t == "name":
            word = name_word(ev["suit"], b.turned_down_suit) + (" — going alone!" if ev["alone"] else "")
            add(self._callout(ev["seat"], word, 1.0))
        elif t == "trump":
            def trump() -> None:
                b.trump, b.maker, b.alone = ev["suit"], ev["maker"], ev["alone"]
                b.sitting_out = ev["sitting_out"] if ev["sitting_out"] is not None else -1
                b.hand = display_order(b.hand, b.trump)
            add(Step(start=trump))
            if ev["alone"]:
                add(self._callout(None, f"{self.name(ev['maker'])} is going alone", 1.1))
            elif self.players == 3:   # the maker plays alone against the other two (RULES §7.1)
                others = [self.name((ev["maker"] + k) % 3) for k in (1, 2)]
                add(self._callout(None, maker_words(self.name(ev["maker"]), others), 1.3))
        elif t == "take_up":
            self._take_up_steps(ev, final)
        elif t == "leave":
            def leave() -> None:
                b.upcard_state = "left"
                b.bids.append((ev["seat"], "leave"))
            add(self._callout(ev["seat"], "Leave it", 0.8, start=leave))
        elif t == "discard":
            self._discard_steps(ev, final)
        elif t == "lead":
            def lead() -> None:
                b.phase, b.to_act, b.trick = "play", ev["seat"], []
            add(Step(start=lead))
        elif t == "play":
            self._play_steps(ev)
        elif t == "trick":
            self._trick_steps(ev)
        elif t == "hand_over":
            self._hand_over_steps(ev, final)
        elif t == "all_passed":
            self._thrown_in_steps(ev, after)
        elif t == "game_over":
            self.games.append(ev)
            words = f"Game {ev['game']} to {self.side_name(ev['winner'])}"
            add(self._callout(None, words, 1.4))
        elif t == "match_over":
            def over() -> None:
                if any(b.side_of(seat) == ev["winner"] for seat in self.seating.human_seats):
                    self.ctx.play_sound("win")
                self.match_over = ev
                if final is not None:
                    self.board.sync(final)
                if self.store is not None:
                    self.store.clear()
            add(Step(stage="over", wait=True, start=over))

    def _deal_steps(self, ev: dict, final: View | None) -> None:
        b, add, lay = self.board, self.timeline.add, self.layout
        n, dealer = self.players, ev["dealer"]
        mine = list(final.hand) if final is not None and final.hand_number == ev["hand"] else []

        def begin() -> None:
            if self.seating.couch:
                self.revealed = False   # a new hand is dealt face down until its owner confirms
            b.dealer, b.dealing = dealer, True
            b.counts, b.hand, b.trick = [0] * n, [], []
            b.tricks_won = [0] * n
            b.trump, b.maker, b.alone, b.sitting_out, b.lone_defender = -1, -1, False, -1, -1
            b.bids, b.upcard, b.upcard_state = [], ev["upcard"], "none"
            b.proposed_suit = ev["upcard"] >> 3 if ev["upcard"] != 32 else -1
            b.turned_down_suit, b.phase, b.to_act, b.legal = -1, "round1", None, ()
            b.hand_number = ev["hand"]
        add(Step(start=begin, stage="deal"))
        dealt = {s: 0 for s in range(n)}
        for size in ev["packets"]:
            for k in range(n):
                seat = (dealer + 1 + k) % n
                dealt[seat] += size
                target = self._spot("hand", seat)
                flights = [Flight(None, self._spot("hand", dealer), target, lay.back_width, delay=i * 0.2)
                           for i in range(size)]
                count = dealt[seat]

                def arrive(seat: int = seat, count: int = count) -> None:
                    self.ctx.play_sound("deal")
                    b.counts[seat] = count
                    if seat == b.me and mine:
                        b.hand = display_order(mine[:count], -1)
                add(Step(duration=self._time(0.22), flights=flights, finish=arrive, stage="deal"))

        def flipped() -> None:
            self.ctx.play_sound("turn")
            b.upcard_state = "up"
            b.dealing = False
        add(Step(duration=self._time(0.4), stage="deal", finish=flipped,
                 flights=[Flight(ev["upcard"], self._spot("stock"), self._spot("upcard"), lay.stock_width,
                                 flip=True)]))

    def _thrown_in_steps(self, ev: dict, after: tuple[dict, ...]) -> None:
        """The dealer's last pass, then the throw-in named with the next dealer, long enough
        to read before the next deal starts."""
        b, dealer = self.board, ev["dealer"]
        nxt = next((e["dealer"] for e in after if e["type"] == "deal"), (dealer + 1) % self.players)
        self.timeline.add(self._callout(dealer, "Pass", 0.6,
                                        start=lambda: b.bids.append((dealer, "pass"))))
        words = thrown_in_words(self.players, self.name(nxt))
        self.timeline.add(Step(duration=self._read_time(THROWN_IN_SECONDS), callout=(None, words)))

    def _redeal_steps(self, ev: dict) -> None:
        """No ace, no face: the player says so, every hand goes back to the dealer, and the same
        dealer deals again (the deal that follows is animated as any deal)."""
        b, lay, seat, dealer = self.board, self.layout, ev["seat"], ev["dealer"]
        self.timeline.add(self._callout(seat, "Redeal!", 0.7))
        gather = Step(duration=self._time(0.45), callout=(None, redeal_words(self.name(seat))))

        def start() -> None:
            gather.flights = [Flight(None, self._spot("hand", s), self._spot("hand", dealer), lay.back_width,
                                     delay=0.05 * k) for k, s in enumerate(range(self.players)) if b.counts[s]]
            b.counts, b.hand = [0] * self.players, []
            b.upcard_state = "none"
        gather.start = start
        self.timeline.add(gather)
        rest = self._read_time(REDEAL_SECONDS) - self._time(0.45)
        if rest > 0:
            self.timeline.add(Step(duration=rest, callout=(None, redeal_words(self.name(seat)))))

    def _take_up_steps(self, ev: dict, final: View | None) -> None:
        b, lay = self.board, self.layout
        seat, card = ev["seat"], ev["card"]
        flight = Flight(card, self._spot("upcard"), self._spot("hand", seat), lay.stock_width)
        said = (None, took_up_words(self.name(seat), card))

        def start() -> None:
            b.upcard_state = "taken"

        def finish() -> None:
            b.counts[seat] += 1
            if seat == b.me:
                b.hand = display_order(b.hand + [card], b.trump)
        fly = self._time(0.45)
        self.timeline.add(Step(duration=fly, flights=[flight], start=start, finish=finish, callout=said))
        rest = self._read_time(TAKEN_UP_SECONDS) - fly
        if rest > 0:   # the words stay a moment once the card is in his hand
            self.timeline.add(Step(duration=rest, callout=said))

    def _discard_steps(self, ev: dict, final: View | None) -> None:
        b, lay = self.board, self.layout
        seat = ev["seat"]
        gone = final.discard if final is not None and final.seat == seat else None
        flight = Flight(None, self._spot("hand", seat), self._spot("stock"), lay.back_width)

        def start() -> None:
            b.counts[seat] = max(0, b.counts[seat] - 1)
            if seat == b.me and gone is not None and gone in b.hand:
                b.hand.remove(gone)
            b.phase = "play"
        self.timeline.add(Step(duration=self._time(0.4), flights=[flight], start=start))

    def _play_steps(self, ev: dict) -> None:
        b, lay = self.board, self.layout
        seat, card = ev["seat"], ev["card"]
        step = Step(duration=self._time(0.32))

        def start() -> None:
            self.ctx.play_sound("play")
            origin = self._spot("hand", seat)
            if seat == b.me and card in b.hand:
                n, i = len(b.hand), b.hand.index(card)
                origin = lambda: self.layout.hand_rects(n)[i].center  # noqa: E731  (the card's own place)
                b.hand.remove(card)
            b.counts[seat] = max(0, b.counts[seat] - 1)
            step.flights = [Flight(card, origin, self._spot("trick", seat), lay.trick_width)]

        def finish() -> None:
            b.trick.append((seat, card))
        step.start, step.finish = start, finish
        self.timeline.add(step)

    def _trick_steps(self, ev: dict) -> None:
        b, lay = self.board, self.layout
        winner = ev["winner"]

        def won() -> None:
            b.trick_winner = winner
        said = (winner, took_trick_words(self.name(winner)))   # by the winner's place: who took it
        # let the trick be seen, its winner marked and named
        self.timeline.add(Step(duration=self._time(0.6), start=won, callout=said))
        sweep = Step(duration=self._time(0.35), callout=said)

        def start() -> None:
            self.ctx.play_sound("trick")
            target = self._spot("hand", winner)
            sweep.flights = [Flight(c, self._spot("trick", s), target, lay.trick_width) for s, c in b.trick]
            b.trick, b.trick_winner = [], -1

        def finish() -> None:
            b.tricks_won[winner] += 1
        sweep.start, sweep.finish = start, finish
        self.timeline.add(sweep)

    def _hand_over_steps(self, ev: dict, final: View | None) -> None:
        lone_defender = ev.get("lone_defender") is not None
        awards = hand_awards(ev, self.board.sides)
        words = f"{result_words(ev['result'], ev['alone'], lone_defender)} {awards_words(awards, self.side_name)}"
        sound = {"euchred": "euchre", "march": "march"}.get(ev["result"])
        self.timeline.add(self._callout(None, words, 1.4,
                                        start=(lambda: self.ctx.play_sound(sound)) if sound else None))

        def start() -> None:
            self.last_hand = ev
            self.hand_scores_before = self.board.scores
            self.hand_view = final

        def finish() -> None:
            self._set_scores(tuple(ev["scores"]))
        self.timeline.add(Step(stage="score", wait=True, start=start, finish=finish))
        level = self.play_on(tuple(ev["scores"]))
        if level is not None:
            self.timeline.add(self._callout(None, level_words([self.name(x) for x in level[0]], level[1]), 1.6))
        bridge = final.at_the_bridge if final is not None and tuple(final.scores) == tuple(ev["scores"]) else ()
        for side, at in enumerate(bridge):
            if at:
                verb = "is" if self.players == 2 else "are"
                self.timeline.add(self._callout(None, f"{self.side_name(side)} {verb} at the bridge", 1.2))

    # -- words for the painter ---------------------------------------------------------
    def bid_text(self, seat: int) -> str | None:
        b = self.board
        bid = b.last_bid(seat)
        if bid is None:
            return None
        return bid_words(bid, seat, b.dealer, self.options.variant, b.turned_down_suit)

    def is_bottom(self, seat: int) -> bool:
        return self.place(seat) == BOTTOM
