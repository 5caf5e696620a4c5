"""The choreography of a match on screen: each event the table reports becomes animation steps.

A deal becomes cards flying from the dealer, a bid a speech bubble, a trick the cards swept to
its winner, a hand's end the score. ``MatchSession`` polls the table and hands each event to
``Choreography.steps_for``; the steps go on the session's ``Timeline`` and, as they run, set
what the board shows (and what the score and match-over screens read on the session).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.rules import View
from game.rules.events import (
    AllPassed,
    Deal,
    Discard,
    Event,
    HandOver,
    PlayCard,
    Redeal,
    TakeUp,
    Trick,
)
from game.rules.tricks import display_order

from ..settings import SPEED_FACTORS
from ..text.translate import N_, _
from ..text.words import (
    FIRST_DEALER_WORDS,
    LEAVE_IT,
    PASS_WORD,
    awards_words,
    bridge_words,
    by_name,
    defends_alone_words,
    joker_words,
    level_words,
    maker_words,
    name_word,
    order_word,
    redeal_words,
    result_words,
    thrown_in_words,
    took_trick_words,
    took_up_words,
)
from . import auction, exchange, nap_steps
from .hand_review import hand_awards
from .tweens import Flight, Step

if TYPE_CHECKING:
    from .board import Board
    from .match_session import MatchSession
    from .table_layout import TableLayout
    from .tweens import Timeline

THROWN_IN_SECONDS = 2.0   # "Everyone passed: Ann deals": read, so reduced motion keeps it
TAKEN_UP_SECONDS = 1.3    # "Bob took up the J♦"
REDEAL_SECONDS = 1.6      # "Ann asks for a redeal"
DEFENCE_PASS_SECONDS = 0.9   # a defender's "Pass" to a lone hand (defend alone)


class Choreography:
    """The steps of every event of ``session``'s match (its board, timeline and layout)."""

    def __init__(self, session: "MatchSession") -> None:
        self.session = session

    @property
    def board(self) -> "Board":
        return self.session.board

    @property
    def timeline(self) -> "Timeline":
        return self.session.timeline

    @property
    def ctx(self):
        return self.session.ctx

    @property
    def layout(self) -> "TableLayout":
        return self.session.layout

    @property
    def players(self) -> int:
        return self.session.players

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def side_name(self, side: int) -> str:
        return self.session.side_name(side)

    def time(self, seconds: float) -> float:
        return self.ctx.settings.animation_time(seconds)

    def _read_time(self, seconds: float) -> float:
        """How long words that say what happened stay up: they are read, not watched, so
        reduced motion does not take them away; the animation speed still counts."""
        return seconds / SPEED_FACTORS.get(self.ctx.settings.animation_speed, 1.0)

    def _set_scores(self, scores: tuple[int, ...]) -> None:
        old = self.board.scores
        for side in range(len(scores)):
            if side < len(old) and scores[side] != old[side]:
                self.session.marker_anim[side] = (old[side], scores[side], 0.0)
        self.board.scores = tuple(scores)

    def _spot(self, what: str, seat: int = 0) -> Callable[[], tuple[float, float]]:
        """Where the stock, the upcard, or ``seat``'s hand or trick card is: asked when drawn, so a
        card in flight follows the table if the window turns upright (or back) meanwhile."""
        def at() -> tuple[float, float]:
            lay = self.layout
            if what == "stock":
                return lay.stock_centre
            if what == "upcard":
                return lay.upcard_centre
            place = self.session.place(seat)
            return lay.hand_centre(place) if what == "hand" else lay.trick_spot(place)
        return at

    def _callout(self, seat: int | None, words: str, seconds: float = 0.9,
                 start=None) -> Step:
        return Step(duration=self.time(seconds), callout=(seat, words), start=start)

    def steps_for(self, ev: Event, final: View | None, after: tuple[Event, ...] = ()) -> None:
        b, add, lay = self.board, self.timeline.add, self.layout
        if exchange.steps(self, ev, final):   # Railroad's call for partner's best
            return
        if auction.steps(self, ev, final, after):   # an auction for tricks, the widow (RULES §8.2)
            return
        if nap_steps.steps(self, ev, final, after):   # Napoleon's deal, bids, trump and settlement (§8.3)
            return
        if ev["type"] == "draw_for_partners":
            def keep() -> None:
                self.session.draw_event = ev
            add(Step(stage="draw", wait=True, start=keep))
        # three-handed: drawn for, shown like the draw for partners
        elif ev["type"] == "first_dealer" and ev.get("rounds"):
            def drawn() -> None:
                self.session.draw_event = ev
            add(Step(stage="draw", wait=True, start=drawn))
        elif ev["type"] == "first_dealer":
            def first() -> None:   # the dealer's badge is at his place while he says so
                b.dealer = ev["dealer"]
            add(self._callout(ev["dealer"], _(FIRST_DEALER_WORDS), 0.8, start=first))
        elif ev["type"] == "redeal":
            self._redeal_steps(ev)
        elif ev["type"] == "keep":
            add(self._callout(ev["seat"], _("Keep"), 0.7))
        elif ev["type"] == "defence":
            def defence() -> None:
                b.phase, b.to_act = "defend", ev["seat"]
            add(Step(start=defence))
        elif ev["type"] == "defend_alone":
            def lone() -> None:
                b.lone_defender = ev["seat"]
            add(self._callout(ev["seat"], _("I defend alone!"), 1.0, start=lone))
            add(self._callout(None, defends_alone_words(self.name(ev["seat"]), self.name(ev["sitting_out"])), 1.1))
        elif ev["type"] == "pass" and ev.get("round") == "defend":   # not a bid: the defence passes up defending alone
            # read, not watched: no bid bubble keeps it (the partner's question shows it faded)
            add(Step(duration=self._read_time(DEFENCE_PASS_SECONDS), callout=(ev["seat"], _(PASS_WORD))))
        elif ev["type"] == "deal":
            self._deal_steps(ev, final)
        elif ev["type"] == "joker_suit":
            def joker() -> None:
                b.proposed_suit = ev["suit"]
            add(self._callout(ev["seat"], joker_words(ev["suit"]), 1.0, start=joker))
        elif ev["type"] == "pass":
            add(self._callout(ev["seat"], _(PASS_WORD), 0.6,
                              start=lambda: b.bids.append((ev["seat"], "pass"))))
        elif ev["type"] == "turn_down":
            def down() -> None:
                b.upcard_state = "down"
                b.turned_down_suit = ev["suit"]
                b.bids.append((ev["seat"], "pass"))
            step = self._callout(ev["seat"], _("Turn it down"), 0.8, start=down)
            step.flights = [Flight(None, self._spot("upcard"), self._spot("stock"), lay.stock_width)]
            add(step)
        elif ev["type"] == "order":
            said = order_word(self.session.options.variant, ev["seat"], b.dealer)   # the same words as the buttons
            word = _("{bid} — going alone!").format(bid=said) if ev["alone"] else _("{bid}!").format(bid=said)
            add(self._callout(ev["seat"], word, 1.0, start=lambda: b.bids.append(
                (ev["seat"], "order alone" if ev["alone"] else "order"))))
        elif ev["type"] == "name":
            word = name_word(ev["suit"], b.turned_down_suit)
            if ev["alone"]:
                word = _("{bid} — going alone!").format(bid=word)
            add(self._callout(ev["seat"], word, 1.0))
        elif ev["type"] == "trump":
            def trump() -> None:
                b.trump, b.maker, b.alone = ev["suit"], ev["maker"], ev["alone"]
                b.sitting_out = ev["sitting_out"] if ev["sitting_out"] is not None else -1
                b.hand = display_order(b.hand, b.trump)
            add(Step(start=trump))
            if ev["alone"]:
                add(self._callout(None, by_name(self.name(ev["maker"]), N_("You are going alone"),
                                                N_("{name} is going alone")), 1.1))
            elif self.session.options.game.maker_alone:   # alone against all the others (RULES §7.1)
                others = [self.name((ev["maker"] + k) % self.players) for k in range(1, self.players)]
                add(self._callout(None, maker_words(self.name(ev["maker"]), others), 1.3))
        elif ev["type"] == "take_up":
            self._take_up_steps(ev, final)
        elif ev["type"] == "leave":
            def leave() -> None:
                b.upcard_state = "left"
                b.bids.append((ev["seat"], "leave"))
            add(self._callout(ev["seat"], _(LEAVE_IT), 0.8, start=leave))
        elif ev["type"] == "discard":
            self._discard_steps(ev, final)
        elif ev["type"] == "lead":
            def lead() -> None:
                b.phase, b.to_act, b.trick = "play", ev["seat"], []
            add(Step(start=lead))
        elif ev["type"] == "play":
            self._play_steps(ev)
        elif ev["type"] == "trick":
            self._trick_steps(ev)
        elif ev["type"] == "hand_over":
            self._hand_over_steps(ev, final)
        elif ev["type"] == "all_passed":
            self._thrown_in_steps(ev, after)
        elif ev["type"] == "game_over":
            words = _("Game {number} to {side}").format(number=ev["game"], side=self.side_name(ev["winner"]))
            add(self._callout(None, words, 1.4))
        elif ev["type"] == "match_over":
            def over() -> None:
                won = ev.get("winners") or (ev["winner"],)   # equal totals share the win (Napoleon)
                if any(b.side_of(seat) in won for seat in self.session.seating.human_seats):
                    self.ctx.play_sound("win")
                self.session.match_over = ev
                if final is not None:
                    self.board.sync(final)
                if self.session.store is not None:
                    self.session.store.clear()
            add(Step(stage="over", wait=True, start=over))

    def _deal_steps(self, ev: Deal, final: View | None) -> None:
        b, add, lay = self.board, self.timeline.add, self.layout
        n, dealer = self.players, ev["dealer"]
        mine = list(final.hand) if final is not None and final.hand_number == ev["hand"] else []

        def begin() -> None:
            if self.session.seating.couch:
                self.session.revealed = False   # a new hand is dealt face down until its owner confirms
            b.dealer, b.dealing = dealer, True
            b.counts, b.hand, b.trick = [0] * n, [], []
            b.tricks_won = [0] * n
            b.trump, b.maker, b.alone, b.sitting_out, b.lone_defender = -1, -1, False, -1, -1
            b.bids, b.upcard, b.upcard_state = [], ev["upcard"], "none"
            b.proposed_suit = ev["upcard"] >> 3 if ev["upcard"] not in (32, None) else -1
            b.turned_down_suit, b.to_act, b.legal = -1, None, ()
            b.phase = "round1" if ev["upcard"] is not None else "auction"   # no upcard: bids for tricks
            b.auction_passed, b.forced_bid, b.widow = [], False, None
            b.hand_number = ev["hand"]
            b.best_calls, b.best_passed, b.best_received, b.best_discard = [], None, None, None
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
                add(Step(duration=self.time(0.22), flights=flights, finish=arrive, stage="deal"))

        def flipped() -> None:
            self.ctx.play_sound("turn")
            b.upcard_state = "up"
            b.dealing = False
        if ev["upcard"] is None:   # no upcard (an auction): the last card stays face down, the widow
            def widow_down() -> None:
                b.dealing = False
            add(Step(finish=widow_down))
            return
        add(Step(duration=self.time(0.4), stage="deal", finish=flipped,
                 flights=[Flight(ev["upcard"], self._spot("stock"), self._spot("upcard"), lay.stock_width,
                                 flip=True)]))

    def _thrown_in_steps(self, ev: AllPassed, after: tuple[Event, ...]) -> None:
        """The dealer's last pass, then the throw-in named with the next dealer, long enough
        to read before the next deal starts."""
        b, dealer = self.board, ev["dealer"]
        nxt = next((e["dealer"] for e in after if e["type"] == "deal"), (dealer + 1) % self.players)
        self.timeline.add(self._callout(dealer, _(PASS_WORD), 0.6,
                                        start=lambda: b.bids.append((dealer, "pass"))))
        words = thrown_in_words(self.players, self.name(nxt))
        self.timeline.add(Step(duration=self._read_time(THROWN_IN_SECONDS), callout=(None, words)))

    def _redeal_steps(self, ev: Redeal) -> None:
        """No ace, no face: the player says so, every hand goes back to the dealer, and the same
        dealer deals again (the deal that follows is animated as any deal)."""
        b, lay, seat, dealer = self.board, self.layout, ev["seat"], ev["dealer"]
        self.timeline.add(self._callout(seat, _("Redeal!"), 0.7))
        gather = Step(duration=self.time(0.45), callout=(None, redeal_words(self.name(seat))))

        def start() -> None:
            gather.flights = [Flight(None, self._spot("hand", s), self._spot("hand", dealer), lay.back_width,
                                     delay=0.05 * k) for k, s in enumerate(range(self.players)) if b.counts[s]]
            b.counts, b.hand = [0] * self.players, []
            b.upcard_state = "none"
        gather.start = start
        self.timeline.add(gather)
        rest = self._read_time(REDEAL_SECONDS) - self.time(0.45)
        if rest > 0:
            self.timeline.add(Step(duration=rest, callout=(None, redeal_words(self.name(seat)))))

    def _take_up_steps(self, ev: TakeUp, final: View | None) -> None:
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
        fly = self.time(0.45)
        self.timeline.add(Step(duration=fly, flights=[flight], start=start, finish=finish, callout=said))
        rest = self._read_time(TAKEN_UP_SECONDS) - fly
        if rest > 0:   # the words stay a moment once the card is in his hand
            self.timeline.add(Step(duration=rest, callout=said))

    def _discard_steps(self, ev: Discard, final: View | None) -> None:
        b, lay = self.board, self.layout
        seat = ev["seat"]
        gone = final.discard if final is not None and final.seat == seat else None
        flight = Flight(None, self._spot("hand", seat), self._spot("stock"), lay.back_width)

        def start() -> None:
            b.counts[seat] = max(0, b.counts[seat] - 1)
            if seat == b.me and gone is not None and gone in b.hand:
                b.hand.remove(gone)
            b.phase = "play"
        self.timeline.add(Step(duration=self.time(0.4), flights=[flight], start=start))

    def _play_steps(self, ev: PlayCard) -> None:
        b, lay = self.board, self.layout
        seat, card = ev["seat"], ev["card"]
        step = Step(duration=self.time(0.32))

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

    def _trick_steps(self, ev: Trick) -> None:
        b, lay = self.board, self.layout
        winner = ev["winner"]

        def won() -> None:
            b.trick_winner = winner
        said = (winner, took_trick_words(self.name(winner)))   # by the winner's place: who took it
        # let the trick be seen, its winner marked and named
        self.timeline.add(Step(duration=self.time(0.6), start=won, callout=said))
        sweep = Step(duration=self.time(0.35), callout=said)

        def start() -> None:
            self.ctx.play_sound("trick")
            target = self._spot("hand", winner)
            sweep.flights = [Flight(c, self._spot("trick", s), target, lay.trick_width) for s, c in b.trick]
            b.trick, b.trick_winner = [], -1

        def finish() -> None:
            b.tricks_won[winner] += 1
        sweep.start, sweep.finish = start, finish
        self.timeline.add(sweep)

    def _hand_over_steps(self, ev: HandOver, final: View | None) -> None:
        lone_defender = ev.get("lone_defender") is not None
        awards = hand_awards(ev, self.board.sides)
        words = _("{result} {points}").format(result=result_words(ev["result"], ev["alone"], lone_defender),
                                              points=awards_words(awards, self.side_name))
        sound = {"euchred": "euchre", "march": "march"}.get(ev["result"])
        self.timeline.add(self._callout(None, words, 1.4,
                                        start=(lambda: self.ctx.play_sound(sound)) if sound else None))

        def start() -> None:
            self.session.last_hand = ev
            self.session.hand_scores_before = self.board.scores
            self.session.hand_view = final

        def finish() -> None:
            self._set_scores(tuple(ev["scores"]))
        self.timeline.add(Step(stage="score", wait=True, start=start, finish=finish))
        level = self.session.play_on(tuple(ev["scores"]))
        if level is not None:
            self.timeline.add(self._callout(None, level_words([self.name(x) for x in level[0]], level[1]), 1.6))
        bridge = final.at_the_bridge if final is not None and tuple(final.scores) == tuple(ev["scores"]) else ()
        for side, at in enumerate(bridge):
            if at:
                one = not self.session.options.game.partners
                self.timeline.add(self._callout(None, bridge_words(self.side_name(side), one), 1.2))
