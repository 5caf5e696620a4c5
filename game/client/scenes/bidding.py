"""Bidding: both rounds, the Joker's suit, the two-handed dealer's take or leave, the discard;
and the questions asked of one player: a redeal (no ace, no face), defending alone, and
Railroad's call for partner's best (the call, the partner's card passed face down, the lone
player's discard)."""
from __future__ import annotations

import pygame

from game.rules.cards import text

from ..art.card_art import Look
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..table.board import CARD_CHOICES
from ..table.table_layout import TableLayout
from ..text.translate import N_, _, current
from ..text.words import (
    CALL_BEST_WORD,
    CARD_VERBS,
    LEAVE_IT,
    PLAY_WITHOUT,
    TAKE_IT_UP,
    auction_bid_words,
    auction_prompt,
    auction_waiting,
    best_discard_prompt,
    best_discard_words,
    by_name,
    call_best_prompt,
    card_words,
    choose_best_prompt,
    chooses_best_words,
    may_call_best_words,
    name_trump_prompt,
    name_word,
    names_trump_words,
    order_word,
    suit_label,
    suit_name,
)
from .table_base import ButtonRow, Choice, TableScene


class BiddingScene(TableScene):
    name = "bid"
    stage = "bid"

    def __init__(self, ctx, session) -> None:
        super().__init__(ctx, session)
        self.row: ButtonRow | None = None
        # (state id, alone, layout, language) the row was built for
        self.row_id: tuple[int, bool, TableLayout, str] | None = None
        self.alone = False
        self.card_focus = 0

    # -- choices -------------------------------------------------------------------------
    def _sync(self) -> None:
        s, b = self.session, self.session.board
        if not s.my_turn or b.phase in CARD_CHOICES:
            self.row, self.row_id = None, None
            return
        lay = s.layout
        key = (b.state_id, self.alone, lay, current())
        if self.row is not None and self.row_id == key:
            return
        focus = self.row.focus if self.row is not None and self.row_id and self.row_id[0] == b.state_id else 0
        self.row = ButtonRow(self.choices())
        self.row.focus = min(focus, len(self.row.choices) - 1)
        self.row.layout(self.painter, lay)
        self.row_id = key

    def choices(self) -> list[Choice]:
        s, b = self.session, self.session.board
        variant = s.options.variant
        out: list[Choice] = []
        names = [a for a in b.legal if a.kind == "name"]
        if b.phase == "call_best":   # Railroad: call for partner's best card, or play without it
            return [Choice(str(a), _(CALL_BEST_WORD) if a.kind == "call" else _(PLAY_WITHOUT)) for a in b.legal]
        for a in b.legal:
            text = str(a)
            if a.kind == "pass":
                out.append(Choice(text, _("Pass")))
            elif a.kind == "order":
                word = order_word(variant, b.me, b.dealer)
                out.append(Choice(text, _("{bid} alone").format(bid=word) if a.alone else word))
            elif a.kind == "joker":
                out.append(Choice(text, suit_label(a.suit)))
            elif a.kind == "take":
                out.append(Choice(text, _(TAKE_IT_UP)))
            elif a.kind == "leave":
                out.append(Choice(text, _(LEAVE_IT)))
            elif a.kind == "name" and a.alone == self.alone:
                out.append(Choice(text, name_word(a.suit, b.turned_down_suit)))
            elif a.kind == "redeal":
                out.append(Choice(text, _("Redeal")))
            elif a.kind == "keep":
                out.append(Choice(text, _("Keep")))
            elif a.kind == "defend":
                out.append(Choice(text, _("Defend alone")))
            elif a.kind == "bid":   # an auction: the view's legal bids, in the game's words
                out.append(Choice(text, auction_bid_words(text)))
        if any(a.alone for a in names):
            out.append(Choice("toggle-alone", _("Going alone"), on=self.alone))
        return out

    def auction_words(self) -> str:
        """An auction's prompt: the high bid so far and what may be bid over it; naming trump."""
        s, b = self.session, self.session.board
        high = b.high_bid()
        named = (s.name(high[0]), high[1]) if high is not None else None
        if b.phase == "name_trump":
            if s.my_turn:
                return name_trump_prompt(high[1] if high else "", b.forced_bid)
            return names_trump_words(s.name(b.to_act), high[1] if high else "") if b.to_act is not None \
                else _("Bidding")
        if not s.my_turn:
            return auction_waiting(s.name(b.to_act), named) if b.to_act is not None else _("Bidding")
        return auction_prompt(named, sum(1 for a in b.legal if a.kind == "bid"))

    def prompt_words(self) -> str:
        s, b = self.session, self.session.board
        if b.auction:
            return self.auction_words()
        if not s.my_turn:
            who = s.name(b.to_act) if b.to_act is not None else ""
            if who and b.phase == "redeal":
                return _("No ace, no face: {name} may ask for a redeal").format(name=who)
            if who and b.phase == "defend":
                return by_name(s.name(b.maker), N_("You are going alone: {who} may defend alone"),
                               N_("{name} is going alone: {who} may defend alone"), who=who)
            partner = s.name(s.options.game.partner(b.to_act)) if b.to_act is not None else ""
            if who and b.phase == "call_best":
                return may_call_best_words(who, partner)
            if who and b.phase == "give_best":
                return chooses_best_words(who, partner)
            if who and b.phase == "best_discard":
                return best_discard_words(who)
            if who and b.phase == "discard":
                return _("{name} takes the upcard and discards").format(name=who)
            if who and b.phase == "pickup":
                return _("{name} may take up the upcard, or leave it").format(name=who)
            return _("{name} to bid").format(name=who) if who else _("Bidding")
        if b.phase == "redeal":
            return _("No ace and no face: ask for a redeal, or keep these cards")
        if b.phase == "defend":
            return _("{name} is going alone: defend alone, or pass").format(name=s.name(b.maker))
        partner = s.name(s.options.game.partner(b.me))
        if b.phase == "call_best":
            return call_best_prompt(partner, defending=b.lone_defender == b.me)
        if b.phase == "give_best":
            return choose_best_prompt(partner)
        if b.phase == "best_discard":
            return best_discard_prompt(partner, b.best_received)
        if b.phase == "joker_suit":
            return _("The Joker was turned up: name its suit")
        if b.phase == "round1":
            assert b.upcard is not None
            return _("First round: {suit} proposed by the upcard {card}").format(
                suit=suit_name(b.proposed_suit), card=card_words(b.upcard))
        if b.phase == "pickup":
            assert b.upcard is not None
            return _("You were ordered up: take up the {card}, or leave it").format(card=card_words(b.upcard))
        if b.phase == "discard":
            return _("Choose a card to discard face down")
        if any(str(a) == "pass" for a in b.legal):
            return _("Second round: name a trump suit, or pass")
        return _("Stick the dealer: you must name a trump suit")

    # -- input ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ctx.stack.top is self:
            self._sync()

    def card_rects(self) -> list[pygame.Rect]:
        b = self.session.board
        return self.session.layout.hand_rects(len(b.hand), self.card_focus if b.phase in CARD_CHOICES else None)

    def focus_action(self, action) -> None:
        b = self.session.board
        if getattr(action, "kind", "") in ("discard", "give"):
            for i, c in enumerate(b.hand):
                if c == action.card:
                    self.card_focus = i
            return
        if getattr(action, "alone", False) != self.alone and getattr(action, "kind", "") == "name":
            self.alone = action.alone
        self._sync()
        if self.row is not None:
            for i, choice in enumerate(self.row.choices):
                if choice.key == str(action):
                    self.row.focus = i

    def turn(self, intent: Intent) -> bool:
        b = self.session.board
        if b.phase in CARD_CHOICES:
            return self._discard(intent)
        self._sync()
        if self.row is None:
            return False
        key = self.row.handle(intent)
        if key == "toggle-alone":
            self.alone = not self.alone
            self._sync()
        elif key is not None:
            self.session.act(b.me, key)
        return intent.act is not Act.POINT

    def _discard(self, intent: Intent) -> bool:
        b = self.session.board
        n = len(b.hand)
        if not n:
            return False
        self.card_focus = min(self.card_focus, n - 1)
        chosen: int | None = None
        if intent.act is Act.LEFT:
            self.card_focus = (self.card_focus - 1) % n
        elif intent.act is Act.RIGHT:
            self.card_focus = (self.card_focus + 1) % n
        elif intent.act is Act.CONFIRM:
            chosen = self.card_focus
        elif intent.act is Act.SELECT_CARD and 0 <= intent.index < n:
            chosen = intent.index
        elif intent.act in (Act.POINT, Act.CLICK) and intent.pos is not None:
            for i, r in reversed(list(enumerate(self.card_rects()))):
                if r.collidepoint(intent.pos):
                    self.card_focus = i
                    if intent.act is Act.CLICK:
                        chosen = i
                    break
        if chosen is not None:
            self.session.act(b.me, f"{CARD_CHOICES[b.phase]} {text(b.hand[chosen])}")
        return intent.act is not Act.POINT

    # -- drawing -------------------------------------------------------------------------
    def looks(self) -> tuple[list[Look] | None, int | None]:
        s, b = self.session, self.session.board
        if s.my_turn and b.phase in CARD_CHOICES:
            focus = min(self.card_focus, len(b.hand) - 1)
            return [Look.HIGHLIGHT if i == focus else Look.NORMAL for i in range(len(b.hand))], focus
        return None, None

    def draw_turn(self, surface: Target) -> None:
        s, b = self.session, self.session.board
        if s.animating:
            return
        row = self.row if s.my_turn else None
        if s.hint is None:
            x, y = s.layout.prompt_centre(s.my_turn, False)
            if row is not None and row.rects:     # above the buttons, however many rows they take
                box, _imgs = self.prompt_box(self.prompt_words(), (x, y))
                y = min(y, row.top - 14 - box.h // 2)
            self.prompt(surface, self.prompt_words(), (x, y))
        if row is not None:
            row.draw(surface, self.painter)
        if s.my_turn:
            verb = CARD_CHOICES.get(b.phase)
            self.draw_controls(surface, CARD_VERBS.get(verb or "", N_("choose")), cards=verb is not None)

    def hint_target(self) -> pygame.Rect | None:
        """Where the suggested bid or discard is on screen."""
        b = self.session.board
        hinted = self.hinted()
        if hinted is None:
            return None
        if b.phase in CARD_CHOICES:
            rects = self.card_rects()
            for c, r in zip(b.hand, rects):
                if hinted == f"{CARD_CHOICES[b.phase]} {text(c)}":
                    return r
            return None
        if self.row is None:
            return None
        for key in (hinted, "toggle-alone"):    # not shown: going alone must be switched first
            for choice, r in zip(self.row.choices, self.row.rects):
                if choice.key == key:
                    return r
        return None

