"""Trick play: choose a card; unplayable ones are dim, and trying one shows the rule's reason."""
from __future__ import annotations

import pygame

from game.rules.cards import text

from ..art.card_art import Look
from ..drawing.canvas import Target
from ..input.intents import Act, Intent
from ..text.translate import N_, _
from ..text.words import suit_name
from .table_base import TableScene


class TrickScene(TableScene):
    name = "trick"
    stage = "trick"

    def __init__(self, ctx, session) -> None:
        super().__init__(ctx, session)
        self.focus = 0
        self._focused_for: int | None = None   # the state whose turn the focus was set for
        self._focus_first_playable()

    def playable(self) -> set[int]:
        """Cards the view says may be played now (from its ``legal``)."""
        return {a.card for a in self.session.board.legal if a.kind == "play"}

    def card_rects(self) -> list[pygame.Rect]:
        b = self.session.board
        return self.session.layout.hand_rects(len(b.hand), self._focus() if self.session.my_turn else None)

    def _focus(self) -> int:
        n = len(self.session.board.hand)
        return max(0, min(self.focus, n - 1))

    def resume(self) -> None:
        super().resume()
        self._focus_first_playable()

    def _focus_first_playable(self) -> None:
        ok = self.playable()
        for i, c in enumerate(self.session.board.hand):
            if c in ok:
                self.focus = i
                return

    def update(self, dt: float) -> None:
        """At each turn of mine, a new one or one taken back by Undo, the focus starts on a card
        I may play."""
        super().update(dt)
        state = self.session.board.state_id
        if self.ctx.stack.top is self and self.session.my_turn and state != self._focused_for:
            self._focused_for = state
            self._focus_first_playable()

    def focus_action(self, action) -> None:
        for i, c in enumerate(self.session.board.hand):
            if getattr(action, "kind", "") == "play" and c == action.card:
                self.focus = i

    def turn(self, intent: Intent) -> bool:
        b = self.session.board
        n = len(b.hand)
        if not n:
            return False
        chosen: int | None = None
        if intent.act is Act.LEFT:
            self.focus = (self._focus() - 1) % n
        elif intent.act is Act.RIGHT:
            self.focus = (self._focus() + 1) % n
        elif intent.act is Act.CONFIRM:
            chosen = self._focus()
        elif intent.act is Act.SELECT_CARD and 0 <= intent.index < n:
            chosen = intent.index
        elif intent.act in (Act.POINT, Act.CLICK) and intent.pos is not None:
            for i, r in reversed(list(enumerate(self.card_rects()))):
                if r.collidepoint(intent.pos):
                    self.focus = i
                    if intent.act is Act.CLICK:
                        chosen = i
                    break
        else:
            return False
        if chosen is not None:
            self.focus = chosen
            self.session.act(b.me, f"play {text(b.hand[chosen])}")   # a refusal comes back as a toast
        return intent.act is not Act.POINT

    def looks(self) -> tuple[list[Look] | None, int | None]:
        s, b = self.session, self.session.board
        if not s.my_turn:
            return None, None
        ok = self.playable()
        focus = self._focus()
        return [Look.HIGHLIGHT if i == focus and c in ok else Look.NORMAL if c in ok else Look.DIM
                for i, c in enumerate(b.hand)], focus

    def hint_target(self) -> pygame.Rect | None:
        hinted = self.hinted()
        if hinted is None:
            return None
        for c, r in zip(self.session.board.hand, self.card_rects()):
            if hinted == f"play {text(c)}":
                return r
        return None

    def draw_turn(self, surface: Target) -> None:
        s, b = self.session, self.session.board
        if not s.my_turn:
            return
        self.draw_controls(surface, N_("play"), cards=True)
        if not s.toast and s.hint is None:
            sets_trump = b.contract and b.contract != "bid misere" and b.trump < 0   # Napoleon's first lead
            lead = (_("Your lead sets trump: the suit of the card you play") if not b.trick and sets_trump else
                    _("Your lead: play any card") if not b.trick else
                    _("Your turn: follow {suit} if you can").format(suit=suit_name(b.led_suit)) if b.led_suit >= 0
                    else _("Your turn"))
            self.prompt(surface, lead, s.layout.prompt_centre(True, True))
