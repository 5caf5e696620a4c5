"""The game's words (RULES §6) for bids, callouts and results, as the screen says them."""
from __future__ import annotations

import time
from datetime import datetime
from typing import TYPE_CHECKING, Callable

from game.rules import cards as Cd
from game.rules.cards import SUIT_LETTERS, SUIT_NAMES, SUIT_SYMBOLS, left_bower, pretty, right_bower
from game.rules.games import BY_KEY, GAMES

if TYPE_CHECKING:
    from game.rules import Action

    from ..table.autosave import SavedMatch



# A player's row in the new-game setup, by where he sits from you (``table_layout`` places).
PARTNER_LABEL = "Your partner"
OPPONENT_LABELS = {"top": "Opponent", "left": "Opponent on your left", "right": "Opponent on your right"}


def opponent_label(place: str) -> str:
    return OPPONENT_LABELS.get(place, "Opponent")


def game_name(key: str) -> str:
    """A game's name (``Game.name``) by its key: a statistics key, a table heard on the
    network (which may play a game this version does not know: its key, capitalised)."""
    g = BY_KEY.get(key)
    return g.name if g is not None else key.capitalize()


def suit_name(suit: int) -> str:
    return SUIT_NAMES[suit] if 0 <= suit < 4 else "no suit"


def suit_label(suit: int) -> str:
    """``Hearts ♥``."""
    return f"{SUIT_NAMES[suit].capitalize()} {SUIT_SYMBOLS[suit]}"


def order_word(variant: str, seat: int, dealer: int) -> str:
    """How a player accepts the upcard, by where he sits from the dealer (a word, not a rule):
    the dealer "takes it up" in every game, as he does when the two-handed non-dealer orders it."""
    if seat == dealer:
        return TAKE_IT_UP
    g = BY_KEY.get(variant)
    if g is not None and g.partners and g.partner(seat) == dealer:   # the dealer's partner
        return "Assist"
    return "Order it up"


def stats_not_saved(error: OSError) -> str:
    """Told when the statistics file could not be written (they are kept in memory meanwhile)."""
    return f"Could not save your statistics ({error.strerror or error}). They count until you quit."


PASS_WORD = "Pass"
FIRST_DEALER_WORDS = "I deal first"
TAKE_IT_UP = "Take it up"
LEAVE_IT = "Leave it"
STOCK_LABEL, UPCARD_LABEL = "stock", "upcard"
UPCARD_LEFT_LABEL = "upcard, not taken"   # the two-handed dealer, ordered up, left it beside the stock
DEFENCE_PASS = "Pass (not defending alone)"   # a defender's answer to a lone hand (RULES §7.2), in the review
GAME_ROW = "Game"                 # the rule rows' first: which game (the registry's names)
ONLY_IN = "{} only"               # a greyed rule row's value: "Four-handed only"
CALL_BEST_WORD = "Call for partner's best"   # Railroad: a lone player asks for his partner's best card
PLAY_WITHOUT = "Play without"   # Railroad: the lone player does not call for his partner's best
CARD_VERBS = {"discard": "discard", "give": "pass"}   # a card chosen: "Enter discard", "Enter pass"
CALLED_BEST_CHIP = "alone + best"   # by the name of a lone maker who called for his partner's best
DEFENDS_CALLED_CHIP = "defends alone + best"   # a lone defender who called


def possessive(name: str) -> str:
    """``Cy's``, ``your``: whose card, inside a sentence."""
    return "your" if name == "You" else f"{name}'s"


def calls_best_words(lone: str, partner: str) -> str:
    """Railroad (RULES §8.1): ``Ann calls for Cy's best card``; ``You call for Cy's best card``."""
    return f"{subject(lone, 'calls')} for {possessive(partner)} best card"


def called_best_words(lone: list[str]) -> str:
    """The info panel, all the hand: ``Called for best: Ann``."""
    return f"Called for best: {', '.join(lone)}"


def slam_words(winners: str) -> str:
    """A game won while the losers had no points (RULES §8.1)."""
    return f"A slam: the game counts two for {in_sentence(winners)}"


def laps_words(side: str, points: int, next_game: int, partners: bool) -> str:
    """Points beyond the target carried into the next game of the rubber (laps, RULES §8.1):
    ``Ann & Cy carry 3 points into game 2`` (``partners``: a side of two)."""
    verb = "carry" if partners or side == "You" else "carries"
    return f"Laps: {side} {verb} {points_words(points)} into game {next_game}"


def game_extra_words(g: dict, last: bool = False) -> str:
    """The match over's line of a Railroad game: `` (a slam, two games, 3 points carried)``
    (``last``: the match's last game, whose points carry nowhere)."""
    carried = 0 if last else sum(g.get("carried") or ())
    parts = (["a slam, two games"] if g.get("slam") else []) + (
        [f"{points_words(carried)} carried"] if carried else [])
    return f" ({', '.join(parts)})" if parts else ""


def tricks_and_games_words(tricks: tuple[int, int], games: tuple[int, int]) -> str:
    """The info panel's short line, us first: ``Tricks 1–0 · games 0–0``."""
    return f"Tricks {tricks[0]}–{tricks[1]} · games {games[0]}–{games[1]}"


def plays_without_words(lone: str) -> str:
    """The lone player did not call for his partner's best card."""
    return f"{subject(lone, 'plays')} without {'your' if lone == 'You' else 'his'} partner's best"


def passes_best_words(partner: str, lone: str) -> str:
    """``Cy passes a card face down to Ann``: nobody else learns which."""
    return f"{subject(partner, 'passes')} a card face down to {in_sentence(lone)}"


def best_discard_words(lone: str) -> str:
    """``Ann discards a card face down``."""
    return f"{subject(lone, 'discards')} a card face down"


def call_best_prompt(partner: str, defending: bool = False) -> str:
    """Asked of the lone player (``defending``: the lone defender) on this screen."""
    alone = "Defending alone" if defending else "Playing alone"
    return f"{alone}: call for {possessive(partner)} best card?"


def may_call_best_words(lone: str, partner: str) -> str:
    return f"{subject(lone, 'may')} call for {possessive(partner)} best card"


def choose_best_prompt(lone: str) -> str:
    """Asked of the partner on this screen: one card of his, passed face down."""
    return f"Choose your best card for {in_sentence(lone)}"


def chooses_best_words(partner: str, lone: str) -> str:
    return f"{subject(partner, 'chooses')} a best card for {in_sentence(lone)}"


def best_discard_prompt(partner: str, received: int | None) -> str:
    """Asked of the lone player once his partner's card is in his hand: ``You received the
    Joker: discard one face down`` (his partner's name left out: a long one would not fit)."""
    what = f"the {pretty(received)}" if received is not None else "your partner's best"
    return f"You received {what}: discard one face down"


def exchange_lines(passed: int | None, received: int | None, discarded: int | None,
                   review: bool = False, short: bool = False) -> list[str]:
    """What only the two players of an exchange see of it: the info panel's ``You passed the
    J♦`` (``short``: ``Passed: J♦``); the review's ``passed the J♦ (only you see this)``."""
    done = [(verb, c) for verb, c in (("passed", passed), ("received", received), ("discarded", discarded))
            if c is not None]
    if short:
        return [f"{verb.capitalize()}: {pretty(c)}" for verb, c in done]
    if review:
        said = ", ".join(f"{verb} the {pretty(c)}" for verb, c in done)
        return [f"{said} (only you see this)"] if done else []
    return [f"You {verb} the {pretty(c)}" for verb, c in done]


def name_word(suit: int, turned_down: int) -> str:
    """The suit first, then how it stands to the turned-down suit: ``Hearts (next)`` (the other
    suit of its colour), ``Clubs (cross)`` (the other colour); the bare suit where neither applies."""
    if turned_down < 0 or suit == turned_down:
        return suit_name(suit).capitalize()
    word = "next" if suit == 3 - turned_down else "cross"
    return f"{suit_name(suit).capitalize()} ({word})"


def bid_words(bid: str, seat: int, dealer: int, variant: str, turned_down: int) -> str:
    """A bid from a view's ``bids`` (action text) in the game's words."""
    parts = bid.split()
    kind = parts[0]
    alone = parts[-1] == "alone"
    tail = " — alone!" if alone else ""
    if kind == "pass":
        return PASS_WORD
    if kind == "order":
        return order_word(variant, seat, dealer) + tail
    if kind == "name":
        return name_word(SUIT_LETTERS.index(parts[1]), turned_down) + tail
    if kind == "joker":
        return f"The Joker is {suit_name(SUIT_LETTERS.index(parts[1]))}"
    if kind == "take":
        return TAKE_IT_UP
    if kind == "leave":
        return LEAVE_IT
    if kind == "redeal":
        return "Redeal"
    if kind == "keep":
        return "Keep"
    if kind == "defend":
        return "Defend alone"
    if kind == "call":
        return CALL_BEST_WORD
    if kind == "give":
        return f"Pass the {pretty(Cd.parse(parts[1]))}"
    return bid


def result_words(result: str, alone: bool, lone_defender: bool = False) -> str:
    if result == "march":
        return "A lone march!" if alone else "March!"
    if result == "euchred":
        return "Euchred by a lone defender!" if lone_defender else "Euchred!"
    return "Made it:"


def points_words(points: int) -> str:
    return f"{points} point{'s' if points != 1 else ''}"


def in_sentence(name: str) -> str:
    """A name inside a sentence: the person at this screen is "you", not "You"."""
    return "you" if name == "You" else name


def and_words(names: list[str]) -> str:
    """``Ann``, ``Ann and you``, ``Ann, Bob and you``: names inside a sentence."""
    names = [in_sentence(n) for n in names]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def awards_words(awards: tuple[int, ...], name_of: Callable[[int], str]) -> str:
    """Who a hand's points went to: ``1 point to Ann``; ``2 points each to Bob and you`` (a
    three-handed euchre gives 2 to each of the maker's two opponents)."""
    scorers = [side for side, pts in enumerate(awards) if pts]
    if not scorers:
        return "no points"
    pts = {awards[side] for side in scorers}
    if len(scorers) > 1 and len(pts) == 1:
        return f"{points_words(pts.pop())} each to {and_words([name_of(x) for x in scorers])}"
    return ", ".join(f"{points_words(awards[x])} to {in_sentence(name_of(x))}" for x in scorers)


def scored_words(awards: tuple[int, ...], name_of: Callable[[int], str], partnership: bool) -> str:
    """Who scored a hand, as a sentence's start: ``Ann & Cy score 2 points``, ``Ann scores 1 point``,
    ``Bob and you score 2 points each`` (a three-handed euchre)."""
    scorers = [side for side, pts in enumerate(awards) if pts]
    if not scorers:
        return "Nobody scores"
    if len(scorers) > 1:
        names = and_words([name_of(x) for x in scorers])
        return f"{names[:1].upper()}{names[1:]} score {points_words(awards[scorers[0]])} each"
    side = scorers[0]
    name = name_of(side)
    verb = "score" if partnership else subject(name, "scores").split()[-1]
    return f"{name} {verb} {points_words(awards[side])}"


def subject(name: str, verb: str) -> str:
    """``Ann asks``, ``You ask``: a name with a verb in the present (given for "he")."""
    if name != "You":
        return f"{name} {verb}"
    plain = {"is": "are", "has": "have", "may": "may"}.get(verb)
    if plain is None:
        plain = verb[:-2] if verb.endswith(("shes", "ches", "sses")) else verb[:-1]
    return f"You {plain}"


def redeal_words(name: str) -> str:
    """What the table says when a player dealt no ace and no face asks for a redeal (RULES §7.3)."""
    return f"{subject(name, 'asks')} for a redeal"


def maker_words(maker: str, defenders: list[str]) -> str:
    """Three-handed: the maker plays alone against the other two, who defend together this hand."""
    return f"{subject(maker, 'is')} the maker: {and_words(defenders)} defend together"


def defends_alone_words(defender: str, partner: str) -> str:
    """A defender answered a lone hand by defending alone (RULES §7.2); his partner sits out."""
    return f"{subject(defender, 'defends')} alone: {in_sentence(partner)} {'sit' if partner == 'You' else 'sits'} out"


def level_words(names: list[str], score: int, after_hand: int | None = None) -> str:
    """Three-handed: two players level on the most at the target, so the match goes on: ``Ann and
    Bob are level on 10: play goes on``; told afterwards, ``After hand 9, Ann and you were level
    on 10: play went on``."""
    who = and_words(names)
    if after_hand is not None:
        return f"After hand {after_hand}, {who} were level on {score}: play went on"
    return f"{who[:1].upper()}{who[1:]} are level on {score}: play goes on"


def card_words(c: int) -> str:
    return pretty(c)


def deals_words(name: str) -> str:
    """``Ann deals``; ``You deal``."""
    return "You deal" if name == "You" else f"{name} deals"


def thrown_in_words(players: int, next_dealer: str) -> str:
    """What the table says when every player passed twice and the cards are thrown in."""
    everyone = "Both passed" if players == 2 else "Everyone passed"
    return f"{everyone}: {deals_words(next_dealer)}"


def tricks_words(n: int) -> str:
    """``1 trick``, ``3 tricks``: what a player has won this hand, shown by his place."""
    return f"{n} trick{'s' if n != 1 else ''}"


def took_trick_words(winner: str) -> str:
    """``Ann takes the trick``; ``You take the trick``: said by the winner's place as it is won."""
    return f"{subject(winner, 'takes')} the trick"


def took_up_words(dealer: str, card: int) -> str:
    """``Bob took up the J♦``: the dealer took the upcard into his hand."""
    return f"{dealer} took up the {pretty(card)}"


def sentence(message: str) -> str:
    """An engine reason as a sentence: "must follow hearts: ..." -> "You must follow hearts: ..."."""
    m = message.strip()
    if not m:
        return m
    if m.split()[0] in ("must", "cannot", "may"):
        m = "You " + m
    m = m[0].upper() + m[1:]
    return m if m.endswith((".", "!", "?")) else m + "."


# How a hint's reason may begin when it already says the move in other words ("Turn it down:
# ..." for the dealer's pass); the suit or card the move names must be in the reason too.
MOVE_OPENINGS = {
    "pass": ("pass", "turn it down"),
    "order": ("order it up", "assist", "take it up", "accept", "go alone"),
    "take": ("take it up",),
    "name": ("name", "go alone in", "make it next in", "cross to", "stick the dealer"),
    "joker": ("call the joker",),
    "discard": ("discard the",),
    "redeal": ("redeal", "ask for a redeal"),
    "keep": ("keep",),
    "defend": ("defend alone",),
    "call": ("call for your partner's best",),
    "give": ("pass the",),
}


def card_names(card: int, trump: int) -> tuple[str, ...]:
    """The ways a reason may name ``card``: ``J♥``, and ``right bower`` once hearts are trump."""
    names = [pretty(card)]
    if trump >= 0 and card == right_bower(trump):
        names.append("right bower")
    elif trump >= 0 and card == left_bower(trump):
        names.append("left bower")
    return tuple(names)


def says_the_move(kind: str, suit: int, card: int, alone: bool, reason: str, trump: int = -1) -> bool:
    """Whether ``reason`` says the move (kind, suit, card, alone) in its own words: a bid or a
    discard by its opening, a card to play by naming it."""
    r = reason.lower()
    if kind == "play":
        return any(name.lower() in r for name in card_names(card, trump))
    if not r.startswith(MOVE_OPENINGS.get(kind, ())):
        return False
    if alone and "alone" not in r:
        return False
    if kind in ("name", "joker"):
        return suit_name(suit) in r
    if kind == "discard":
        return pretty(card).lower() in r
    if kind == "give":
        return any(name.lower() in r for name in card_names(card, trump))
    return True


def saved_match_words(m: SavedMatch, now: float | None = None) -> tuple[str, str]:
    """A saved match in two lines: the game and the score, then who and when. E.g.
    ("Two-handed, game to 10: You 4, Ann 6", "Computer: hard · hand 5 · saved today at 14:32")."""
    game = BY_KEY.get(m.variant, GAMES[0]).name
    if m.rubbers:
        game += f" rubber, game {m.game} to {m.target}"
    else:
        game += f", game to {m.target}"
    score = ", ".join(f"{side} {points}" for side, points in zip(m.sides, m.scores))
    parts = []
    if m.levels:
        parts.append(("Computers: " if len(m.levels) > 1 else "Computer: ") + ", ".join(m.levels))
    parts.append(f"hand {m.hand}")
    when = when_words(m.saved_at, now)
    if when:
        parts.append(f"saved {when}")
    second = " · ".join(parts)
    return f"{game}: {score}", second[:1].upper() + second[1:]


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def when_words(t: float | None, now: float | None = None) -> str:
    """"today at 14:32", "yesterday at 09:05", "on Monday at 20:10", "on 3 March" (local time)."""
    if t is None:
        return ""
    then = datetime.fromtimestamp(t)
    today = datetime.fromtimestamp(time.time() if now is None else now)
    days = (today.date() - then.date()).days
    clock = f"{then.hour:02d}:{then.minute:02d}"
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if 1 < days < 7:
        return f"on {DAYS[then.weekday()]} at {clock}"
    date = f"on {then.day} {MONTHS[then.month - 1]}"
    return date if then.year == today.year else f"{date} {then.year}"


def hint_line(move: "Action", reason: str, seat: int, dealer: int, variant: str, turned_down: int,
              trump: int) -> str:
    """The hint as the table shows it, saying the move once: "Hint: play J♥. A hunch." or, when
    the reason says the move itself, "Hint: Lead the right bower to pull trump."."""
    if move.kind in ("play", "discard"):
        what = f"{move.kind} {card_words(move.card)}"
    elif move.kind == "give":   # Railroad: the card passed to a lone partner
        what = f"pass {card_words(move.card)}"
    else:
        what = bid_words(str(move), seat, dealer, variant, turned_down)
    said = sentence(reason)
    if said.lower().startswith(what.lower()) or says_the_move(
            move.kind, move.suit, move.card, move.alone, said, trump):
        return f"Hint: {said}"
    return f"Hint: {what}. {said}"
