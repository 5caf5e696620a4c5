"""Actions a seat can take, as small immutable values with a text form and an int id.

Every possible action is built once and kept in ``ACTIONS`` (indexed by id), so the hot
path passes ints and the readable API hands out the same shared objects.

Text forms: ``pass`` · ``order`` / ``order alone`` (order it up, assist, take it up or
accept, by who says it) · ``name H`` / ``name H alone`` (second round) · ``joker H`` (the
dealer names the suit of a Joker upcard) · ``take`` / ``leave`` (two-handed dealer after
being ordered up) · ``discard 9C`` · ``play JD`` · ``defend alone`` (option: a defender
answers a lone hand) · ``redeal`` / ``keep`` (option: a hand with no ace and no face card) ·
``call best`` (Railroad: a lone player calls for his partner's best card; ``pass`` declines)
and ``give JD`` (the partner passes that card face down) · ``bid 1`` .. ``bid 6``
(Hasenpfeffer's auction: that many tricks; ``pass`` passes) · ``bid two`` ... ``bid blucher``
(Napoleon: two, three, misere, four, nap, wellington, blucher).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import cards as C
from .errors import IllegalAction
from .said import said

PASS, ORDER, ORDER_ALONE = 0, 1, 2
NAME = 3  # + suit
NAME_ALONE = 7  # + suit
JOKER_SUIT = 11  # + suit
TAKE, LEAVE = 15, 16
DISCARD = 17  # + card (0..32)
PLAY = 50  # + card (0..32; the twos to sixes: PLAY_LOW)
DEFEND_ALONE = 83  # a defender answers a lone hand (RULES §7.2)
REDEAL, KEEP = 84, 85  # no ace, no face: ask for a redeal, or keep the hand (RULES §7.3)
CALL_BEST = 86  # a lone player calls for his partner's best card (RULES §8.1)
GIVE = 87  # + card (0..32): the partner passes that card face down to the lone player
BID = 119  # + tricks (1..6): Hasenpfeffer's auction (RULES §8.2)
MAX_BID = 6
# Napoleon's bids (RULES §8.3), lowest first: ``NAP_BID + i`` is ``NAP_BIDS[i]``.
NAP_BID = 126
NAP_BIDS = ("two", "three", "misere", "four", "nap", "wellington", "blucher")
# The full pack's twos to sixes (cards 33..52, only Napoleon plays them; nothing discards or
# passes one): ``PLAY_LOW + card - cards.LOW``. ``play_id`` gives any card's play action.
PLAY_LOW = 133
COUNT = PLAY_LOW + C.CARDS - C.LOW   # 153


def play_id(c: int) -> int:
    """The id of the action that plays card ``c``."""
    return PLAY + c if c < C.LOW else PLAY_LOW + c - C.LOW


@dataclass(frozen=True, slots=True)
class Action:
    """One action. ``kind`` is pass/order/name/joker/take/leave/discard/play/defend/redeal/keep/
    call/give/bid (``tricks``: how many a Hasenpfeffer bid is for; ``bid``: Napoleon's bid,
    one of ``NAP_BIDS``)."""

    id: int
    kind: str
    suit: int = -1
    card: int = -1
    alone: bool = False
    tricks: int = 0
    bid: str = ""

    def __str__(self) -> str:
        if self.kind in ("pass", "take", "leave", "redeal", "keep"):
            return self.kind
        if self.kind == "defend":
            return "defend alone"
        if self.kind == "call":
            return "call best"
        if self.kind == "bid":
            return f"bid {self.bid}" if self.bid else f"bid {self.tricks}"
        if self.kind == "order":
            return "order alone" if self.alone else "order"
        if self.kind in ("name", "joker"):
            return f"{self.kind} {C.SUIT_LETTERS[self.suit]}" + (" alone" if self.alone else "")
        return f"{self.kind} {C.text(self.card)}"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @staticmethod
    def parse(text: str) -> "Action":
        """The action of a text form, e.g. ``Action.parse("play JD")``."""
        return ACTIONS[parse_id(text)]


def _build() -> list[Action]:
    acts: list[Action | None] = [None] * COUNT
    acts[PASS] = Action(PASS, "pass")
    acts[ORDER] = Action(ORDER, "order")
    acts[ORDER_ALONE] = Action(ORDER_ALONE, "order", alone=True)
    for s in C.SUITS:
        acts[NAME + s] = Action(NAME + s, "name", suit=s)
        acts[NAME_ALONE + s] = Action(NAME_ALONE + s, "name", suit=s, alone=True)
        acts[JOKER_SUIT + s] = Action(JOKER_SUIT + s, "joker", suit=s)
    acts[TAKE] = Action(TAKE, "take")
    acts[LEAVE] = Action(LEAVE, "leave")
    acts[DEFEND_ALONE] = Action(DEFEND_ALONE, "defend", alone=True)
    acts[REDEAL] = Action(REDEAL, "redeal")
    acts[KEEP] = Action(KEEP, "keep")
    acts[CALL_BEST] = Action(CALL_BEST, "call")
    for c in range(C.EUCHRE_CARDS):
        acts[DISCARD + c] = Action(DISCARD + c, "discard", card=c)
        acts[PLAY + c] = Action(PLAY + c, "play", card=c)
        acts[GIVE + c] = Action(GIVE + c, "give", card=c)
    for n in range(1, MAX_BID + 1):
        acts[BID + n] = Action(BID + n, "bid", tricks=n)
    for i, word in enumerate(NAP_BIDS):
        acts[NAP_BID + i] = Action(NAP_BID + i, "bid", bid=word)
    for c in range(C.LOW, C.CARDS):
        acts[play_id(c)] = Action(play_id(c), "play", card=c)
    built = [a for a in acts if a is not None]
    assert len(built) == COUNT  # every id has its action
    return built


ACTIONS: list[Action] = _build()
_BY_TEXT = {str(a): a.id for a in ACTIONS}


def parse_id(text: str) -> int:
    """The id of an action's text form; raises ``ValueError`` with the accepted forms."""
    t = " ".join(text.split()).lower()
    parts = t.split(" ")
    if parts[0] in ("play", "discard", "give") and len(parts) == 2:
        c = C.parse(parts[1])
        if parts[0] == "play":
            return play_id(c)
        if c >= C.LOW:
            raise ValueError(f"not an action: {text!r} (only Napoleon's full pack has the "
                             "twos to the sixes, and nothing is discarded or given in it)")
        return {"discard": DISCARD, "give": GIVE}[parts[0]] + c
    if parts[0] in ("name", "joker") and len(parts) in (2, 3):
        suit = C.parse_suit(parts[1])
        alone = len(parts) == 3
        if alone and (parts[2] != "alone" or parts[0] == "joker"):
            raise ValueError(f"not an action: {text!r}")
        if parts[0] == "joker":
            return JOKER_SUIT + suit
        return (NAME_ALONE if alone else NAME) + suit
    if t in _BY_TEXT:
        return _BY_TEXT[t]
    raise ValueError(
        f"not an action: {text!r} (use pass, order, order alone, name H, name H alone, "
        "joker H, take, leave, discard 9C, play JD, defend alone, redeal, keep, call best, "
        "give JD, bid 3 or bid two/three/misere/four/nap/wellington/blucher)"
    )


# The text forms, said when a text is no action at all (they are the protocol's words, so a
# screen says the sentence around them in its language and keeps them as they are).
FORMS = ("pass, order, order alone, name H, name H alone, joker H, take, leave, discard 9C, "
         "play JD, defend alone, redeal, keep, call best, give JD, bid 3, bid two/three/"
         "misere/four/nap/wellington/blucher")


def action_id(action: "Action | int | str") -> int:
    """The id of an action given as itself, its id or its text form. Anything that is no
    action at all (a text of no form, an id out of range, another type) raises
    ``IllegalAction`` with a sentence that gives the forms, as every other refused action does."""
    if action.__class__ is int and 0 <= action < COUNT:   # the hot path
        return action
    if isinstance(action, Action):
        return action.id
    if isinstance(action, str):
        try:
            return parse_id(action)
        except ValueError:
            raise IllegalAction(said("not an action: {text} (the actions are {forms})",
                                     text=repr(action[:40]), forms=FORMS)) from None
    if isinstance(action, int) and not isinstance(action, bool) and 0 <= action < COUNT:
        return action
    raise IllegalAction(said("not an action: {text} (the actions are {forms})",
                             text=repr(action)[:40], forms=FORMS))
