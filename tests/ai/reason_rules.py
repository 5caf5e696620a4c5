"""Rules of our own that a hint's reason must keep: true of the position, in a player's words.

``problems(view, action, reason)`` lists what is wrong with one reason, worked out from the
view alone and independently of the computer players' own card counting: a card or count
the hand does not hold, a suit called short or void that is not, "only legal card" with a
choice, a win that is not certain said as certain, a trick figure or a decimal where a
player wants words, a void or "next time" when no later trick can use it, a partner in
two-handed play. ``positions`` walks seeded matches to give many positions to ask about.

Three-handed: the maker plays alone against the other two, who defend together for the hand,
so "the other defender" is spoken of as a partner is in four-handed play (and "partner"
never). The new decisions are judged too: a redeal (the hand holds no ace and no face), a
kept hand, defending alone (the trumps named are the best still out) or passing.
"""
from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from typing import Iterator

from game.rules import Action, Match, Options, View
from game.rules import cards as C
from game.rules.match import order_word
from game.rules.tricks import EFFECTIVE, POWER, TRUMP_BASE

VARIANTS = [
    Options(variant="two-handed"),
    Options(variant="two-handed", deck=32, stick_the_dealer=True, target=5),
    Options(variant="two-handed", deck=25, turned_down_suit_allowed=True, target=7),
    Options(variant="four-handed"),
    Options(variant="four-handed", deck=25, stick_the_dealer=True, target=5),
    Options(variant="four-handed", deck=32, rubbers=True, target=7),
    Options(variant="three-handed"),
    Options(variant="three-handed", deck=25, stick_the_dealer=True, target=5),
    Options(variant="three-handed", deck=32, no_ace_no_face=True, target=7),
    Options(variant="four-handed", defend_alone=True, no_ace_no_face=True, target=5),
    Options(variant="two-handed", no_ace_no_face=True, target=5),
]   # Railroad's positions: tests/ai/test_railroad.py
NUMBER_WORDS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
CARD = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])|Joker|right bower|left bower")
BID_OPENINGS = ("pass", "turn it down", "order it up", "assist", "take it up", "accept", "name",
                "make it next", "cross to", "go alone", "stick the dealer")
FUTURE = ("next time", "void", "short suit", "later", "keep your higher cards")
fired: Counter[str] = Counter()   # how often each rule had something to check (tests see none is dead)


def positions(count: int, seed: int, chooser=None) -> Iterator[View]:
    """``count`` views of the seat to act, from seeded matches in every variant; moves are
    the ``chooser``'s (default: a normal player) with a random one now and then, so odd
    positions come up too."""
    from game.ai import NormalPlayer
    rng = random.Random(seed)
    bot = chooser or NormalPlayer(seed)
    given, k = 0, 0
    while given < count:
        m = Match(VARIANTS[k % len(VARIANTS)], seed=rng.getrandbits(32))
        k += 1
        while not m.over and given < count:
            view = m.view(m.to_act)
            yield view
            given += 1
            m.apply(rng.choice(view.legal) if rng.random() < 0.25 else bot.choose(view))


# -- facts from the view ---------------------------------------------------------------------
def named_cards(text: str, trump: int) -> list[int]:
    out = []
    for m in CARD.finditer(text):
        word = m.group(0)
        if word == "Joker":
            out.append(C.JOKER)
        elif word == "right bower":
            out.append(C.right_bower(trump))
        elif word == "left bower":
            out.append(C.left_bower(trump))
        else:
            out.append(C.parse(word))
    return out


def played(view: View) -> set[int]:
    cards = {c for _w, plays in view.tricks for _s, c in plays}
    return cards | {c for _s, c in view.trick}


def voids(view: View) -> dict[int, set[int]]:
    """Suits each seat has shown it lacks (it did not follow)."""
    t = view.trump
    out: dict[int, set[int]] = {s: set() for s in range(view.players)}
    for plays in [p for _w, p in view.tricks] + ([view.trick] if view.trick else []):
        led = EFFECTIVE[t][plays[0][1]]
        for s, c in plays:
            if EFFECTIVE[t][c] != led:
                out[s].add(led)
    return out


def could_hold(view: View, seat: int) -> set[int]:
    """Every card ``seat`` might hold, as this seat can know."""
    deck = set(C.deck(view.options.deck))
    out = deck - set(view.hand) - played(view)
    up = view.upcard
    if up is not None and view.upcard_state in ("up", "down", "left"):
        out.discard(up)
    if up is not None and view.upcard_state == "taken" and seat != view.dealer:
        out.discard(up)
    if view.discard is not None:
        out.discard(view.discard)
    gone = voids(view)[seat]
    return {c for c in out if EFFECTIVE[view.trump][c] not in gone}


def beats(view: View, a: int, b: int, led: int) -> bool:
    t = view.trump
    pa, pb = POWER[t][a], POWER[t][b]
    va = pa if pa >= TRUMP_BASE else (pa if EFFECTIVE[t][a] == led else -1)
    vb = pb if pb >= TRUMP_BASE else (pb if EFFECTIVE[t][b] == led else -1)
    return va > vb


def winning(view: View) -> tuple[int, int]:
    led = EFFECTIVE[view.trump][view.trick[0][1]]
    ws, wc = view.trick[0]
    for s, c in view.trick[1:]:
        if beats(view, c, wc, led):
            ws, wc = s, c
    return ws, wc


def still_to_play(view: View) -> list[int]:
    n = view.players
    active = n - len(view.out)
    out, s = [], view.seat
    while len(out) < active - len(view.trick) - 1:
        s = (s + 1) % n
        if s not in view.out:
            out.append(s)
    return out


def same_side(view: View, seat: int) -> bool:
    """Whether ``seat`` plays this hand on this seat's side: a partner, or in three-handed
    the other defender (the maker plays alone against the two)."""
    if view.players == 3:
        return view.maker >= 0 and view.maker not in (seat, view.seat)
    return seat % 2 == view.side


def partner(view: View) -> int:
    """The partner in play, or the other three-handed defender (-1: none)."""
    for s in range(view.players):
        if s != view.seat and s not in view.out and same_side(view, s):
            return s
    return -1


def against(view: View) -> list[int]:
    return [s for s in still_to_play(view) if not same_side(view, s)]


def certain(view: View, c: int) -> bool:
    """Nobody against us still to play can hold a card that beats ``c``."""
    led = EFFECTIVE[view.trump][view.trick[0][1]] if view.trick else EFFECTIVE[view.trump][c]
    return not any(beats(view, x, c, led) for s in against(view) for x in could_hold(view, s))


# -- the rules -------------------------------------------------------------------------------
def problems(view: View, action: Action, reason: str) -> list[str]:
    out: list[str] = []

    def check(rule: str, ok: bool, why: str = "") -> None:
        fired[rule] += 1
        if not ok:
            out.append(f"{rule}: {why or reason}")

    r = reason.lower()
    check("words", bool(reason.strip()) and "\n" not in reason)
    check("no figures", not re.search(r"\d+\.\d+", reason), "a decimal figure is not a player's word")
    check("no first person", not re.search(r"\b(my|i have|i am|me)\b", r), "the hint speaks to the player")
    if "partner" in r:
        check("a partner there", view.players == 4 and (view.phase != "play" or partner(view) >= 0),
              "no partner to speak of")
    if "other defender" in r:
        check("another defender there", view.players == 3 and partner(view) >= 0)
    if "opponents" in r:
        check("opponents are plural", view.players == 4 and view.lone_defender < 0)
    if "the maker" in r and view.phase == "play":
        check("the maker is another", view.maker >= 0 and view.maker != view.seat)
    if view.phase == "play":
        _play(view, action, reason, r, check)
    elif view.phase in ("round1", "round2"):
        _bid(view, action, reason, r, check)
    elif view.phase in ("discard", "best_discard"):
        _discard(view, action, reason, r, check)
    elif view.phase == "call_best":
        _call(view, action, reason, r, check)
    elif view.phase == "give_best":
        _give(view, action, reason, r, check)
    elif view.phase == "redeal":
        _redeal(view, action, reason, r, check)
    elif view.phase == "defend":
        _defend(view, action, reason, r, check)
    return out


def _play(view: View, action: Action, reason: str, r: str, check) -> None:
    t, c, hand = view.trump, action.card, list(view.hand)
    eff, power = EFFECTIVE[t], POWER[t]
    legal = [a.card for a in view.legal]
    names = named_cards(reason, t)
    on_table = {x for _s, x in view.trick}
    if names:
        check("cards named are in play", all(x == c or x in on_table for x in names),
              f"names a card that is neither played nor on the table: {reason}")
    if "only legal card" in r:
        check("only legal card", len(legal) == 1)
    if any(w in r for w in FUTURE) or "for the last trick" in r:
        check("no stale future", len(hand) >= 3, f"{len(hand)} cards left: {reason}")
    if "short suit" in r:
        check("short suit", sum(eff[x] == eff[c] for x in hand) == 1 and any(eff[x] == t for x in hand if x != c))
    m = re.search(r"void in (\w+)", r)
    if m:
        suit = C.SUIT_NAMES.index(m.group(1))
        check("void", eff[c] == suit and not any(eff[x] == suit for x in hand if x != c))
    if r.startswith("lead") or " lead " in r:
        check("a lead", not view.trick)
    if view.trick:
        led = eff[view.trick[0][1]]
        ws, wc = winning(view)
        if "can't win" in r:
            check("can't win", not any(beats(view, x, wc, led) for x in legal))
        allys = "partner's" in r or "other defender's" in r
        if allys and ("wins the trick" in r or "should win" in r):
            check("partner is winning", ws == partner(view))
        if allys and "wins the trick" in r:
            check("partner certainly wins", not against(view) or certain(view, wc),
                  f"said as certain but could be beaten: {reason}")
        if "partner is winning" in r or "other defender is winning" in r:
            check("partner is winning", ws == partner(view))
        if "don't trump" in r:
            check("could trump", led != t and not any(eff[x] == led for x in hand)
                  and any(eff[x] == t for x in legal))
        if "follow" in r:
            check("follows suit", eff[c] == led)
        if "throw off" in r:
            check("throw off", eff[c] != led and eff[c] != t)
        if "trump in" in r:
            check("trump in", eff[c] == t and led != t and not any(eff[x] == led for x in hand))
        if "nobody left can beat it" in r:
            check("nobody can beat it", beats(view, c, wc, led) and certain(view, c),
                  f"someone still to play may beat it: {reason}")
        if "only a trump could beat it" in r:
            check("only a trump", beats(view, c, wc, led) and not any(
                beats(view, x, c, led) and eff[x] != t for s in against(view)
                for x in could_hold(view, s)))
        if "is enough" in r:
            check("enough", beats(view, c, wc, led)
                  and not against(view)
                  and c == min((x for x in legal if beats(view, x, wc, led)), key=lambda x: power[x]))
        if "take over" in r:
            check("take over", ws == partner(view) and beats(view, c, wc, led))
        if "next player pay" in r:
            nxt = still_to_play(view)
            check("next is an opponent", bool(nxt) and not same_side(view, nxt[0])
                  and beats(view, c, wc, led))
        if "cheapest trump that beats" in r:
            winners = [x for x in legal if beats(view, x, wc, led)]
            check("cheapest winning trump", eff[c] == t and c == min(winners, key=lambda x: power[x])
                  and named_cards(reason.split("beats")[-1], t) == [wc])
        m = re.search(r"the (\S+) beats the (\S+( bower)?)", reason)
        if m and "cheapest" not in r:
            check("beats", beats(view, c, wc, led) and named_cards(m.group(2), t) == [wc])
    if "lowest trump" in r:
        check("lowest trump", eff[c] == t and all(power[c] <= power[x] for x in hand if eff[x] == t))
    if "lowest card" in r:
        pool = [x for x in legal if eff[x] != t] if "throw off" in r or r.startswith("lead") else legal
        check("lowest card", all(power[c] <= power[x] for x in pool))
    if "lowest," in r or "follow low" in r:
        check("lowest of the suit", all(power[c] <= power[x] for x in legal))
    m = re.search(r"your (lowest|only) (club|diamond|heart|spade)\b", r)
    if m:
        suit = C.SUIT_SINGULAR.index(m.group(2))
        mine = [x for x in hand if eff[x] == suit]
        check("lowest of its suit", eff[c] == suit and all(power[c] <= power[x] for x in mine)
              and (m.group(1) != "only" or len(mine) == 1))
    if "highest card" in r:
        check("highest card", all(power[c] >= power[x] for x in legal))
    if "higher cards" in r:
        check("higher cards kept", any(power[x] > power[c] for x in hand))
    if "best card left in" in r or "best trump left" in r:
        left = set(C.deck(view.options.deck)) - played(view)
        check("best left", all(power[x] < power[c] for x in left if eff[x] == eff[c] and x != c)
              and ("best trump" not in r or eff[c] == t))
    if "pull trump" in r or "draw" in r and "trumps" in r or "lead trump back" in r:
        check("leads a trump", eff[c] == t)
    if "partner called trump" in r:
        check("partner is the maker", view.maker == partner(view))
    if "only trumps" in r:
        check("only trumps", all(eff[x] == t for x in legal))


def _holding_claims(view: View, reason: str, suit: int, check) -> None:
    """"three trumps (right bower, A♥, 9♥) and the A♠": the count, each card a trump of the
    hand, the aces off-suit aces held."""
    t = suit
    eff = EFFECTIVE[t]
    pool = set(view.hand)
    dealer_round1 = view.phase == "round1" and view.seat == view.dealer and view.upcard is not None
    if dealer_round1:
        pool.add(view.upcard)
    m = re.search(r"(\w+) trumps? ?(\(([^)]*)\))?", reason)
    if not m or m.group(1) not in NUMBER_WORDS:
        return
    n = NUMBER_WORDS[m.group(1)]
    listed = named_cards(m.group(3) or "", t)
    mine = {x for x in pool if eff[x] == t}
    check("trumps counted", len(listed) == n and set(listed) <= mine,
          f"{n} trumps listed as {listed}, hand holds {sorted(mine)}: {reason}")
    if not dealer_round1:
        check("every trump listed", set(listed) == mine)
    tail = reason[m.end():].split(";")[0]
    aces = named_cards(tail, t)
    check("aces held", all(x in pool and x & 7 == C.ACE and eff[x] != t for x in aces))
    if "no off-suit ace" in tail:
        check("no ace", not any(x != C.JOKER and x & 7 == C.ACE and eff[x] != t for x in view.hand))


def _bid(view: View, action: Action, reason: str, r: str, check) -> None:
    check("no trick figures", not re.search(r"\b(about|only)\s+\d", r) and
          not re.search(r"\b(one|two|1|2) tricks?\b", r), "a trick count below three as a reason")
    if r.startswith(BID_OPENINGS):   # a reason that says a bid must say the one made
        if action.kind == "pass":
            opening = "turn it down" if view.phase == "round1" and view.seat == view.dealer else "pass"
            check("says pass", r.startswith(opening))
        elif action.kind == "order":
            if action.alone:
                check("says alone", r.startswith("go alone"))
            else:
                word = order_word(view.options.variant, view.seat, view.dealer)
                check("says the bid", r.startswith(word))
        elif action.kind == "name":
            check("names the suit", C.SUIT_NAMES[action.suit] in r)
            check("says alone", action.alone == r.startswith("go alone"))
    if "stick the dealer" in r or "must name" in r:
        check("stuck", not any(a.kind == "pass" for a in view.legal))
    if "turn it down" in r:
        check("dealer turns down", view.seat == view.dealer and view.phase == "round1")
    suit = view.proposed_suit if view.phase == "round1" else (
        action.suit if action.kind == "name" else next(
            (i for i, name in enumerate(C.SUIT_NAMES) if name in r), -1))
    if suit >= 0:
        _holding_claims(view, reason, suit, check)
    if "most trumps" in r or "longest" in r:
        suits = [a.suit for a in view.legal if a.kind == "name"]
        count = {s: sum(EFFECTIVE[s][x] == s for x in view.hand) for s in suits}
        check("most trumps", count[suit] == max(count.values()))
    if "partner taking up" in r:
        check("partner deals", view.players == 4 and view.dealer == (view.seat + 2) % 4
              and named_cards(reason.split("taking up")[-1], -1)[:1] == [view.upcard])
    if "with the" in r and view.phase == "round1" and view.seat == view.dealer:
        check("the dealer's upcard", named_cards(reason.split(",")[0], -1) == [view.upcard])
    target = view.options.target
    theirs = min(target - p for s, p in enumerate(view.scores) if s != view.side)
    mine = target - view.scores[view.side]
    if "one point from winning" in r:
        check("score", theirs <= 1)
    if "one point wins" in r:
        check("score", mine <= 1)
    if "would give them the game" in r or "needs only two" in r:
        check("score", theirs <= 2)
    if "alone against the other two" in r:
        check("three-handed", view.players == 3)
    if "three tricks" in r:
        check("three tricks for a bid", action.kind != "pass")


def _discard(view: View, action: Action, reason: str, r: str, check) -> None:
    t, c, hand = view.trump, action.card, list(view.hand)
    eff, power = EFFECTIVE[t], POWER[t]
    if named_cards(reason, t):
        check("discards the card named", named_cards(reason, t)[:1] == [c])
    m = re.search(r"void in (\w+)", r)
    if m:
        suit = C.SUIT_NAMES.index(m.group(1))
        check("void", eff[c] == suit and not any(eff[x] == suit for x in hand if x != c))
    if "lowest card outside trumps" in r:
        check("lowest off", eff[c] != t and all(power[c] <= power[x] for x in hand if eff[x] != t))
    if "keep your trumps and aces" in r:
        check("keeps trumps and aces", eff[c] != t and c & 7 != C.ACE)
    if "lowest trump" in r or "only trumps" in r:
        check("lowest trump", all(eff[x] == t for x in hand) and all(power[c] <= power[x] for x in hand))


def _call(view: View, action: Action, reason: str, r: str, check) -> None:
    """Railroad: a lone player calls for his partner's best card, or not."""
    check("a lone player calls", view.seat in (view.maker, view.lone_defender))
    if r.startswith("call for your partner's best"):
        check("says call", action.kind == "call")


def _give(view: View, action: Action, reason: str, r: str, check) -> None:
    """Railroad: the partner of a lone player passes him a card."""
    t, c, hand = view.trump, action.card, list(view.hand)
    eff, power = EFFECTIVE[t], POWER[t]
    trumps = [x for x in hand if eff[x] == t]
    if named_cards(reason, t):
        check("passes the card named", named_cards(reason, t)[:1] == [c])
    check("the lone partner", (view.seat + 2) % 4 in view.best_calls)
    if "your best trump" in r:
        check("best trump passed", eff[c] == t and power[c] == max(power[x] for x in trumps))
    if "no trump" in r:
        check("no trump to pass", not trumps)
    if "an ace is" in r:
        check("an ace passed", c != C.JOKER and c & 7 == C.ACE)
    if "no ace" in r:
        check("no ace to pass", not any(x & 7 == C.ACE for x in hand if x != C.JOKER))
    if "highest card" in r:
        check("highest card passed", all(power[c] >= power[x] for x in hand)
              or all(c & 7 >= x & 7 for x in hand))
    if "lone defence" in r:
        check("a lone defender partner", view.lone_defender == (view.seat + 2) % 4)
    if "lone hand" in r:
        check("a lone maker partner", view.maker == (view.seat + 2) % 4)


def _redeal(view: View, action: Action, reason: str, r: str, check) -> None:
    honours = [c for c in view.hand if c == C.JOKER or c & 7 in (C.ACE, C.KING, C.QUEEN, C.JACK)]
    check("junk hand", not honours, f"holds {honours}: {reason}")
    if "redeal" in r:
        check("says redeal", action.kind == "redeal")
        check("names the hand", sorted(named_cards(reason, -1)) == sorted(view.hand),
              f"the cards named are not the hand {sorted(view.hand)}: {reason}")
    if r.startswith("keep"):
        check("keeps", action.kind == "keep")
        up = view.upcard
        check("the dealer keeps for the upcard", view.seat == view.dealer and up is not None
              and named_cards(reason.split(" you would take up")[0], -1) == [up])
        if up is not None and up != C.JOKER:  # judged as the dealer's first-round holding
            _holding_claims(dataclasses.replace(view, phase="round1"),
                            reason.split("would give you")[-1], C.suit_of(up), check)


def _defend(view: View, action: Action, reason: str, r: str, check) -> None:
    t = view.trump
    if r.startswith("defend alone"):
        check("says defend alone", action.kind == "defend")
    if r.startswith("pass"):
        check("says pass", action.kind == "pass")
    if "best trumps out" in r:
        named = named_cards(reason.split("are the best")[0], t)
        mine = [x for x in named if x in view.hand and EFFECTIVE[t][x] == t]
        maker_may = could_hold(view, view.maker)  # with the upcard when he dealt and took it
        top = max((POWER[t][x] for x in maker_may if EFFECTIVE[t][x] == t), default=-1)
        check("best trumps out", len(mine) == len(named) >= 3
              and all(POWER[t][x] > top for x in mine), f"{named} vs the maker's: {reason}")
    if "not three tricks" in r:
        maker_may = could_hold(view, view.maker)
        top = max((POWER[t][x] for x in maker_may if EFFECTIVE[t][x] == t), default=-1)
        sure = [x for x in view.hand if EFFECTIVE[t][x] == t and POWER[t][x] > top]
        check("not three sure tricks", len(sure) < 3)
    if "you hold" in r:
        _holding_claims(view, reason.split("you hold")[-1], t, check)
    if "partner" in r:
        check("a partner to defend with", view.players == 4)


def rare_positions(count: int, seed: int) -> Iterator[View]:
    """Views of the decisions that rarely come up in play: a hand with no ace and no face
    (every variant; some two-handed dealers with the nine and ten of the jack turned up),
    and defending alone against a lone hand (four-handed; some defenders with the three best
    trumps). The rest of each deal is random."""
    from game.ai import NormalPlayer
    from game.rules import stack
    rng = random.Random(seed)
    bot = NormalPlayer(seed)
    deck = C.deck(24)
    low = [c for c in deck if c & 7 in (C.NINE, C.TEN)]
    given = 0
    while given < count:
        kind = rng.choice(["redeal", "defend"])
        variant = "four-handed" if kind == "defend" else rng.choice(
            ["two-handed", "three-handed", "four-handed"])
        n = {"two-handed": 2, "three-handed": 3, "four-handed": 4}[variant]
        dealer = rng.randrange(n)
        rest = list(deck)
        rng.shuffle(rest)
        hands: dict[int, list[int]] = {}
        up = rest[0]
        if kind == "redeal":
            seat = rng.randrange(n)
            if n == 2 and rng.random() < 0.3:   # the dealer's hand worth keeping
                seat, suit = dealer, rng.randrange(4)
                up = suit * 8 + C.JACK
                junk = [suit * 8 + C.NINE, suit * 8 + C.TEN] + rng.sample(
                    [c for c in low if c >> 3 != suit], 3)
            else:
                junk = rng.sample(low, 5)
                up = next(c for c in rest if c not in junk)
            hands[seat] = junk
        elif rng.random() < 0.4:  # a defender (not the first bidder) with the three best trumps
            suit = up >> 3
            best = [suit * 8 + C.JACK, C.same_colour(suit) * 8 + C.JACK, suit * 8 + C.ACE]
            if up in best:
                up = suit * 8 + C.NINE
            hands[(dealer + 2) % 4] = best + [c for c in rest if c not in best and c != up][:2]
        used = {c for h in hands.values() for c in h} | {up}
        spare = [c for c in rest if c not in used]
        options = Options(variant=variant, no_ace_no_face=kind == "redeal",
                          defend_alone=kind == "defend")
        m = Match(options, seed=rng.getrandbits(32), first_dealer=dealer,
                  stacked=[stack(n, dealer, hands, up, stock=spare[5 * (n - len(hands)):])],
                  seating=(0, 1, 2, 3) if n == 4 else None)
        if kind == "defend":
            if m.phase != "round1":
                continue
            m.apply("order alone")   # the dealer's left goes alone, strong or not
            while m.phase == "discard":
                m.apply(bot.choose(m.view(m.to_act)))
        while m.phase in ("redeal", "defend") and given < count:
            view = m.view(m.to_act)
            yield view
            given += 1
            if view.phase == "redeal" and any(a.kind == "redeal" for a in view.legal):
                m.apply("keep")   # see every player offered one
            else:
                m.apply(rng.choice(view.legal))
