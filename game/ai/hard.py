"""The "hard" level: bids by appraising each bid over sampled deals, plays by search."""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules import Action, Game, View
from game.rules import cards as C
from game.rules.match import BEST_DISCARD, DEFEND, DISCARD, PLAY, ROUND1, ROUND2, order_word
from game.rules.said import said
from game.rules.tricks import EFFECTIVE, LEFT_POWER, POWER

from . import auction, bidding, learned_bidding
from .alphamu import TooBig, search_card_alphamu
from .appraisal import Appraisal, appraise, appraise_defence
from .bidding import NORMAL_STYLE, BidStyle, by_kind
from .cardplay import card_name, choose_card
from .knowledge import Knowledge, knowledge
from .normal import rule_hint
from .player import as_action, decision_rng
from .reasons import help_words, holding, suit_words
from .search import SearchResult, search_card, search_discard
from .sides import my_need, their_need

BUDGET_S = 0.07  # thinking time per decision when no fixed sample count is given
MAX_SAMPLES = {2: 80, 3: 50, 4: 40}
MAX_BID_SAMPLES = {2: 120, 3: 50, 4: 30}
# Alpha-mu card play (``alphamu.py``): from how many cards in hand, with how many sampled
# deals, searching how many of this seat's turns, and at most how many deals solved
# (beyond it, PIMC); with two cards left the last one is forced and alpha-mu is PIMC.
ALPHAMU_CARDS = {2: 4, 3: 3, 4: 3}
ALPHAMU_WORLDS = 16
ALPHAMU_DEPTH = 2
ALPHAMU_LEAVES = 1500
DEFEND_GAIN = 0.8  # defending alone must beat defending with the partner by this much


@dataclass(frozen=True, slots=True)
class HardBars:
    """Expected points a bid must clear (tuned by self-play on duplicate deals, see README).

    Passing is not worth zero: the other side may make trump, so the bars sit a little
    above or below it. ``alone_gain``: how much more a lone hand must be worth.
    """

    order: float = 0.45
    name: float = 0.45
    order_two: float = 0.1
    name_two: float = 0.1
    alone_gain: float = 0.0
    alone_gate: float = 0.7  # appraise a lone hand only when the count is this near its bar
    band: float = 0.5  # with a partner: search only when the count is this close to its bar
    band_two: float = 1.2  # heads up (two-handed)
    score_aware: bool = True
    order_three: float = 0.2  # the maker alone against the rest (three-handed)
    name_three: float = 0.2
    band_three: float = 0.6
    learned_bar: float = 0.15  # the learned policy bids when its gain reaches this

    def order_bar(self, game: Game) -> float:
        return by_kind(game, self.order_two, self.order_three, self.order)

    def name_bar(self, game: Game) -> float:
        return by_kind(game, self.name_two, self.name_three, self.name)

    def band_for(self, game: Game) -> float:
        return by_kind(game, self.band_two, self.band_three, self.band)


HARD_BARS = HardBars()
HARD_STYLE: BidStyle = NORMAL_STYLE  # the counting model: picks candidate suits, discards


def bower_to_caller(view: View, card: int) -> bool:
    """Whether ``card`` is a bower led to a partner who called trump. Leading it beat the
    search's choice on random deals (docs/ai.md, partner sense): the sampled deals, solved
    as if every card were seen, cash side aces first as often as they draw trump."""
    g = view.options.game
    return (g.partners and not view.trick and view.maker >= 0
            and view.maker == g.partner(view.seat) and EFFECTIVE[view.trump][card] == view.trump
            and POWER[view.trump][card] >= LEFT_POWER)


def _score_shift(view: View) -> float:
    """Bolder when the opponents (three-handed: the other player nearest the target) are
    about to win anyway (in points)."""
    theirs = their_need(view)
    mine = my_need(view)
    if theirs <= 1:
        return -0.5
    if theirs <= 2 and mine > 1:
        return 0.15
    return 0.0


class HardPlayer:
    """Samples hidden hands consistent with the view and solves each deal exactly.

    ``samples``: a fixed number of sampled deals per decision (the choice is then
    reproducible from ``seed``); by default it samples until ``budget_s`` runs out.
    ``play_search``: ``"pimc"`` (the default) solves each sampled deal on its own;
    ``"alphamu"`` searches them together late in the hand (``alphamu.py``). On duplicate
    deals the two score alike (docs/ai.md), and PIMC is the faster.
    """

    name = "hard"

    def __init__(self, seed: int | None = None, samples: int | None = None,
                 budget_s: float = BUDGET_S, style: BidStyle = HARD_STYLE,
                 bars: HardBars = HARD_BARS, bidding: str = "learned",
                 learned_weight: float = 1.0, discard: str = "learned",
                 play_search: str = "pimc", policy: str = learned_bidding.ASSET,
                 auction: str = "search") -> None:
        if play_search not in ("alphamu", "pimc"):
            raise ValueError(f"unknown card search {play_search!r}")
        self.seed = seed
        self.samples = samples
        self.budget_s = budget_s
        self.style = style
        self.bars = bars
        if bidding not in ("learned", "search"):
            raise ValueError(f"bidding is 'learned' or 'search', not {bidding!r}")
        self.bidding = bidding
        self.learned_weight = learned_weight
        if discard not in ("learned", "search"):
            raise ValueError(f"discard is 'learned' or 'search', not {discard!r}")
        self.discard = discard
        self.play_search = play_search
        self.policy = policy  # the learned policy's file
        if auction not in ("search", "count"):
            raise ValueError(f"the auction is 'search' or 'count', not {auction!r}")
        self.auction = auction  # Hasenpfeffer: bids played out on sampled deals, or counted

    def choose(self, view: View) -> Action:
        return self.hint(view)[0]

    def hint(self, view: View) -> tuple[Action, str]:
        if not view.legal:
            raise ValueError("this seat has nothing to do now")
        if view.phase in auction.PHASES and self.auction == "count":
            return auction.decide(view, auction.HARD_AUCTION)
        if view.phase in auction.PHASES:   # Hasenpfeffer's auction and naming trump
            return auction.hard_decide(view, decision_rng(self.seed, view), samples=self.samples,
                                       budget_s=self.budget_s,
                                       max_samples=MAX_SAMPLES[view.players])
        if view.phase in (ROUND1, ROUND2):
            return self._bid(view, decision_rng(self.seed, view))
        if (view.phase == DISCARD and self.discard == "learned"
                and learned_bidding.has_discard_model(view.players, self.policy)):
            return self._learned_discard(view)
        if ((view.phase == DISCARD and view.options.game.heads_up)   # searched where measured
                or view.phase == BEST_DISCARD):
            return self._discard(view, decision_rng(self.seed, view))
        if view.phase == DEFEND:
            return self._defend(view, decision_rng(self.seed, view))
        if view.phase != PLAY:
            return rule_hint(view, self.style)
        k = knowledge(view)
        rule_card, rule_why = choose_card(view, k)
        if len(view.legal) == 1 or bower_to_caller(view, rule_card):
            return as_action(view, f"play {C.text(rule_card)}"), rule_why
        if view.high_bid:   # Hasenpfeffer: six tricks, scored by the bid
            card, solved = auction.search_card(
                view, k, decision_rng(self.seed, view), samples=self.samples,
                budget_s=self.budget_s, max_samples=MAX_SAMPLES[view.players], prefer=rule_card)
            return as_action(view, f"play {C.text(card)}"), (
                rule_why if card == rule_card else auction.search_words(view, card, solved))
        res = self._search_card(view, k, rule_card)
        action = as_action(view, f"play {C.text(res.card)}")
        if res.card == rule_card:
            return action, rule_why
        if not view.trick:
            return action, said("Lead the {card}: played out over {samples} likely deals, it does best for your side",
                                card=card_name(res.card, view.trump), samples=res.samples)
        return action, said("Play the {card}: played out over {samples} likely deals, it does best for your side",
                            card=card_name(res.card, view.trump), samples=res.samples)

    def _learned_discard(self, view: View) -> tuple[Action, str]:
        """The discard the learned policy rates best (the counting rule's words when they
        agree)."""
        rule_action, rule_why = rule_hint(view, self.style)
        card = learned_bidding.best_discard(list(view.hand), view.trump, view.players,
                                            view.options.deck, self.policy)
        if card == rule_action.card:
            return rule_action, rule_why
        return as_action(view, f"discard {C.text(card)}"), said(
            "Discard the {card}: in hands like this played out before, your hand did best without it",
            card=C.pretty(card))

    def _search_card(self, view: View, k: Knowledge, rule_card: int) -> SearchResult:
        """Alpha-mu late in the hand when asked for and small enough, else PIMC."""
        if self.play_search == "alphamu" and 2 < len(view.hand) <= ALPHAMU_CARDS[view.players]:
            try:
                return search_card_alphamu(view, k, decision_rng(self.seed, view),
                                           samples=self.samples or ALPHAMU_WORLDS,
                                           depth=ALPHAMU_DEPTH, prefer=rule_card,
                                           max_leaves=ALPHAMU_LEAVES)
            except TooBig:
                pass
        return search_card(view, k, decision_rng(self.seed, view), samples=self.samples,
                           budget_s=self.budget_s, max_samples=MAX_SAMPLES[view.players],
                           prefer=rule_card)

    def _discard(self, view: View, rng: random.Random) -> tuple[Action, str]:
        """Try each sensible discard (off-suit cards and the lowest trump) on sampled deals:
        the two-handed dealer's, and a Railroad lone player's after his partner's best."""
        t = view.trump
        rule_action, rule_why = rule_hint(view, self.style)
        trumps = [c for c in view.hand if C.effective_suit(c, t) == t]
        cands = [c for c in view.hand if c not in trumps]
        if trumps:
            cands.append(min(trumps, key=lambda c: POWER[t][c]))
        rule_card = rule_action.card
        cands.sort(key=lambda c: c != rule_card)  # the counting choice wins ties
        if len(cands) == 1:
            return rule_action, rule_why
        res = search_discard(view, knowledge(view), rng, cands, samples=self.samples,
                             budget_s=self.budget_s, max_samples=MAX_SAMPLES[view.players])
        if res.card == rule_card:
            return rule_action, rule_why
        return as_action(view, f"discard {C.text(res.card)}"), said(
            "Discard the {card}: played out over {samples} likely deals, your hand does best without it",
            card=C.pretty(res.card), samples=res.samples)

    def _defend(self, view: View, rng: random.Random) -> tuple[Action, str]:
        """Defend alone when the euchre is certain (the normal rule); with two trumps or more,
        when defending alone does better over sampled deals by ``DEFEND_GAIN``."""
        rule_action, rule_why = rule_hint(view, self.style)
        t = view.trump
        trumps = [c for c in view.hand if C.effective_suit(c, t) == t]
        if rule_action.kind == "defend" or len(trumps) < 2:
            return rule_action, rule_why
        ap = appraise_defence(view, rng, samples=self.samples, budget_s=self.budget_s,
                              max_samples=MAX_BID_SAMPLES[4])
        if ap.gain >= DEFEND_GAIN:
            return as_action(view, "defend alone"), said(
                "Defend alone: you hold {held}; played out over {samples} likely deals, defending alone "
                "does better than defending with your partner", held=holding(view.hand, t), samples=ap.samples)
        return rule_action, rule_why

    # ------------------------------------------------------------------ bidding
    def _appraise(self, view: View, suit: int, alone: bool, rng: random.Random,
                  share: float, with_pass: bool = True) -> Appraisal:
        return appraise(view, suit, alone, rng, samples=self.samples,
                        budget_s=self.budget_s * share,
                        max_samples=MAX_BID_SAMPLES[view.players], with_pass=with_pass)

    def _alone_better(self, view: View, suit: int, value: float | None, model_value: float,
                      rng: random.Random, share: float, hand: list[int] | None = None) -> bool:
        """``value``: what the partnered bid is worth (None: not appraised yet). ``hand``:
        the hand the seat would play (the dealer's after taking up). In Railroad a lone hand
        calls for the partner's best: the counting rule for it goes first (see
        ``bidding.alone_with_best``), then the appraisal, which deals the exchange too."""
        if view.options.call_for_best and bidding.alone_ok(
                list(view.hand) if hand is None else hand, suit, model_value, self.style, view):
            return True
        if not view.options.game.going_alone or model_value < self.style.alone - self.bars.alone_gate:
            return False
        if my_need(view) <= 2:
            return False
        if value is None:
            share /= 2
            value = self._appraise(view, suit, False, rng, share, with_pass=False).bid
        lone = self._appraise(view, suit, True, rng, share, with_pass=False)
        return lone.bid > value + self.bars.alone_gain

    def _learned_gain(self, view: View, suit: int) -> float | None:
        """The learned policy's gain of making ``suit`` trump now over passing (None when
        the policy has no model for this decision)."""
        n = view.players
        round1 = view.phase == ROUND1
        position = (view.seat - view.dealer - 1) % n
        if self.bidding != "learned" or not learned_bidding.has_model(n, round1, position,
                                                                     self.policy):
            return None
        up = view.upcard if view.upcard is not None else -1
        x = learned_bidding.features(
            list(view.hand), suit, game=view.options.game, position=position, round1=round1, upcard=up,
            turned_down=-1 if round1 else view.turned_down_suit, options=view.options,
            my_need=my_need(view), their_need=their_need(view))
        return learned_bidding.predicted_gain(x, n, round1, position, self.policy)

    def _gain(self, view: View, suit: int, bar: float, rng: random.Random,
              share: float) -> tuple[float, int, float | None]:
        """How much bidding ``suit`` beats passing, on the search's scale (a bid is made
        when it reaches ``bar``): the learned policy's gain, the search's, or a mix
        (``learned_weight``). Also the sampled deals seen and the bid's appraised worth
        (None when the search did not run)."""
        learned = self._learned_gain(view, suit)
        w = self.learned_weight
        if learned is not None:
            learned += bar - self.bars.learned_bar  # on the search's scale
            if w >= 1.0:
                return learned, 0, None
        ap = self._appraise(view, suit, False, rng, share)
        if learned is None:
            return ap.gain, ap.samples, ap.bid
        return w * learned + (1 - w) * ap.gain, ap.samples, ap.bid

    def _bid(self, view: View, rng: random.Random) -> tuple[Action, str]:
        g = view.options.game
        two = g.heads_up
        shift = _score_shift(view) if self.bars.score_aware else 0.0
        band = self.bars.band_for(g)
        if view.phase == ROUND1:
            suit = view.proposed_suit
            model = bidding.first_round(view, self.style)
            model_bar = self.style.order_bar(g) + (
                bidding.score_shift(view) if self.style.score_aware else 0.0)
            if model.value <= model_bar - band:
                return as_action(view, "pass"), model.reason
            bar = self.bars.order_bar(g) + shift
            gain, n, bid_worth = self._gain(view, suit, bar, rng, 0.7)
            value = gain
            word = order_word(view.options.variant, view.seat, view.dealer)
            up = view.upcard if view.upcard is not None else -1
            hand = bidding.first_round_value(list(view.hand), view.seat, view.dealer, up, suit,
                                             g, self.style)[1]
            classic = g.partners and bidding.right_bower_call(hand, suit)
            if model.value >= model_bar + band or classic:
                value = max(value, bar)  # a clear bid by the count: the search only checks alone
            if value >= bar:
                held = bidding.first_round_words(view, suit, hand, up)
                if self._alone_better(view, suit, bid_worth, model.value, rng, 0.3, hand):
                    return as_action(view, "order alone"), said(
                        "Go alone: {held}; strong enough to play without your partner", held=held)
                if gain < bar:   # a clear bid by the count; the search did not weigh it
                    return as_action(view, "order"), said(
                        "{bid}: {held}; {why}", bid=said(word.capitalize()), held=held,
                        why=help_words(view, model.value, up))
                return as_action(view, "order"), said(
                    "{bid}: {held}; {weighed}, this bid does better than passing",
                    bid=said(word.capitalize()), held=held, weighed=_weighed(n))
            held = bidding.first_round_words(view, suit, hand, up, say_no_ace=True)
            if view.seat == view.dealer:
                return as_action(view, "pass"), said(
                    "Turn it down: {held}; {weighed}, bidding does no better than passing", held=held,
                    weighed=_weighed(n))
            return as_action(view, "pass"), said(
                "Pass: {held}; {weighed}, bidding does no better than passing", held=held, weighed=_weighed(n))
        # Second round: appraise the two most promising suits by the count.
        suits = sorted({a.suit for a in view.legal if a.kind == "name"})
        forced = not any(a.kind == "pass" for a in view.legal)
        hand = list(view.hand)
        ranked = sorted(suits, key=lambda s: -bidding.strength(hand, s, two))[:2]
        top = bidding.strength(hand, ranked[0], two)
        model_bar = self.style.name_bar(g) + (
            bidding.score_shift(view) if self.style.score_aware else 0.0)
        if not forced and top <= model_bar - band:
            return rule_hint(view, self.style)
        if top >= model_bar + band:
            ranked = ranked[:1]
        bar = self.bars.name_bar(g) + shift
        best, best_v, best_n = ranked[0], -99.0, 0
        best_bid: float | None = None
        for s in ranked:
            gain, n, worth = self._gain(view, s, bar, rng, 0.7 / len(ranked))
            if gain > best_v:
                best, best_v, best_n, best_bid = s, gain, n, worth
        max_gain = best_v
        if top >= model_bar + band:
            best_v = max(best_v, bar)
        sname = suit_words(best)
        held = holding(hand, best)
        if best_v >= bar or forced:
            model_v = bidding.strength(hand, best, two)
            if self._alone_better(view, best, best_bid, model_v, rng, 0.3):
                return as_action(view, f"name {C.SUIT_LETTERS[best]} alone"), said(
                    "Go alone in {suit}: you would hold {held}; strong enough to play without "
                    "your partner", suit=sname, held=held)
            if forced:  # stuck: there was no passing to compare with
                return as_action(view, f"name {C.SUIT_LETTERS[best]}"), said(
                    "Stick the dealer: you must name a suit, and {suit} is your best: you "
                    "would hold {held}", suit=sname, held=held)
            if best_v > max_gain:   # a clear bid by the count; the search did not weigh it
                return as_action(view, f"name {C.SUIT_LETTERS[best]}"), said(
                    "{opening}: you would hold {held}; {why}", opening=bidding.name_opening(view, best),
                    held=held, why=help_words(view, bidding.strength(hand, best, two), -1))
            return as_action(view, f"name {C.SUIT_LETTERS[best]}"), said(
                "{opening}: you would hold {held}; {weighed}, naming it does better than passing",
                opening=bidding.name_opening(view, best), held=held, weighed=_weighed(best_n))
        return as_action(view, "pass"), said(
            "Pass: your best suit, {suit}, would give you {held}; {weighed}, naming it does no "
            "better than passing", suit=sname, held=holding(hand, best, say_no_ace=True),
            weighed=_weighed(best_n))


def _weighed(samples: int) -> str:
    """How a bid was weighed, in a hint: over sampled deals, or by hands played before."""
    if samples:
        return said("played out over {samples} likely deals", samples=samples)
    return said("in hands like this played out before")
