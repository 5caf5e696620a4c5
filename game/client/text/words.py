"""The game's words (RULES §6) for bids, callouts and results, as the screen says them."""
from __future__ import annotations

import time
from datetime import datetime
from typing import TYPE_CHECKING, Callable, Protocol

from game.rules import cards as Cd
from game.rules.cards import SUIT_LETTERS, SUIT_NAMES, SUIT_SYMBOLS, left_bower, pretty, right_bower
from game.rules.games import BY_KEY, GAMES

from .translate import N_, _, current, ngettext, source, tr

if TYPE_CHECKING:
    from game.rules import Action



# A player's row in the new-game setup, by where he sits from you (``table_layout`` places).
PARTNER_LABEL = N_("Your partner")
OPPONENT_LABELS = {"top": N_("Opponent"), "left": N_("Opponent on your left"), "right": N_("Opponent on your right")}
YOU = "You"   # the name of a seat played at this screen (shown as _("You"))


def opponent_label(place: str) -> str:
    """A player's row in the setup by his place, in the language spoken."""
    return _(OPPONENT_LABELS.get(place, OPPONENT_LABELS["top"]))


def game_name(key: str) -> str:
    """A game's name (``Game.name``, in the language spoken) by its key: a statistics key, a
    table heard on the network (which may play a game this version does not know: its key,
    capitalised)."""
    g = BY_KEY.get(key)
    return _(g.name) if g is not None else key.capitalize()


def every_game() -> str:
    """The games the window offers (``Game.on_screen``), by name, in the registry's order:
    "Two-handed · Three-handed · …" (the title screen's line under its name); a family of
    games (Napoleon for 3 or 4) by its first member's name only."""
    return " · ".join(_(g.name) for g in GAMES if g.on_screen
                      and not (g.family and any(o.family == g.family and o.on_screen
                                                for o in GAMES[:GAMES.index(g)])))   # a family once


def suit_name(suit: int) -> str:
    return _(SUIT_NAMES[suit]) if 0 <= suit < 4 else _("no suit")


def suit_label(suit: int) -> str:
    """``Hearts ♥``."""
    return f"{suit_name(suit).capitalize()} {SUIT_SYMBOLS[suit]}"


def by_name(name: str, yours: str, theirs: str, **parts: object) -> str:
    """``yours`` (a sentence about "you") when ``name`` is the player at this screen, else
    ``theirs`` with ``{name}``: the words are each language's own, as "You take" / "Ann takes"."""
    if is_you(name):
        return _(yours).format(**parts)
    return _(theirs).format(name=name, **parts)


def spaceless(ch: str) -> bool:
    """Whether ``ch`` is of Japanese (or Chinese) writing (kana, kanji, their full-width marks),
    which puts no space between sentences: a space after "。" looks like a gap in the line."""
    return "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"


def sentences(parts: list[str]) -> str:
    """Sentences as one text, as the language writes them: a space after each ("Ann dealt. You
    bid..."), none after Japanese ("Annが配りました。ウィドウ…")."""
    out = ""
    for part in (p.strip() for p in parts):
        if not part:
            continue
        out += part if not out or spaceless(out[-1]) else f" {part}"
    return out


def shown_name(name: str) -> str:
    """A seat's name as shown by itself: "You" in the language spoken."""
    return _(YOU) if name == YOU else name


def is_you(name: str) -> bool:
    """Whether ``name`` is the player at this screen ("You", or as the language says it)."""
    return name == YOU or name == _(YOU)


def order_word(variant: str, seat: int, dealer: int) -> str:
    """How a player accepts the upcard, by where he sits from the dealer (a word, not a rule):
    the dealer "takes it up" in every game, as he does when the two-handed non-dealer orders it."""
    if seat == dealer:
        return _(TAKE_IT_UP)
    g = BY_KEY.get(variant)
    if g is not None and g.partners and g.partner(seat) == dealer:   # the dealer's partner
        return _("Assist")
    return _("Order it up")


def stats_not_saved(error: OSError) -> str:
    """Told when the statistics file could not be written (they are kept in memory meanwhile)."""
    return _("Could not save your statistics ({error}). They count until you quit.").format(
        error=error.strerror or error)


# Words kept as English ids (N_) and shown with _(): PASS_WORD and the rest.
PASS_WORD = N_("Pass")
FIRST_DEALER_WORDS = N_("I deal first")
TAKE_IT_UP = N_("Take it up")
LEAVE_IT = N_("Leave it")
STOCK_LABEL, UPCARD_LABEL = N_("stock"), N_("upcard")
UPCARD_LEFT_LABEL = N_("upcard, not taken")   # the two-handed dealer, ordered up, left it beside the stock
DEFENCE_PASS = N_("Pass (not defending alone)")   # a defender's answer to a lone hand (RULES §7.2), in the review
GAME_ROW = N_("Game")                 # the rule rows' first: which game (the registry's names)
CALL_BEST_WORD = N_("Call for partner's best")   # Railroad: a lone player asks for his partner's best card
PLAY_WITHOUT = N_("Play without")   # Railroad: the lone player does not call for his partner's best
# Translators: a footer's verb for the card chosen ("Enter discard"; Railroad: "Enter pass", the
# card handed face down to a partner who plays alone).
CARD_VERBS = {"discard": N_("discard"), "give": N_("pass")}
CALLED_BEST_CHIP = N_("alone + best")   # by the name of a lone maker who called for his partner's best
DEFENDS_CALLED_CHIP = N_("defends alone + best")   # a lone defender who called


def calls_best_words(lone: str, partner: str) -> str:
    """Railroad (RULES §8.1): ``Ann calls for Cy's best card``; ``You call for Cy's best card``."""
    if is_you(partner):
        return _("{name} calls for your best card").format(name=lone)
    return by_name(lone, N_("You call for {partner}'s best card"), N_("{name} calls for {partner}'s best card"),
                   partner=partner)


def called_best_words(lone: list[str]) -> str:
    """The info panel, all the hand: ``Called for best: Ann``."""
    return _("Called for best: {names}").format(names=_(", ").join(map(shown_name, lone)))


def slam_words(winners: str) -> str:
    """A game won while the losers had no points (RULES §8.1)."""
    return _("A slam: the game counts two for {side}").format(side=in_sentence(winners))


def laps_words(side: str, points: int, next_game: int, partners: bool) -> str:
    """Points beyond the target carried into the next game of the rubber (laps, RULES §8.1):
    ``Ann & Cy carry 3 points into game 2`` (``partners``: a side of two)."""
    parts = {"points": points_words(points), "game": next_game}
    if partners:
        return _("Laps: {side} carry {points} into game {game}").format(side=shown_name(side), **parts)
    return by_name(side, N_("Laps: You carry {points} into game {game}"),
                   N_("Laps: {name} carries {points} into game {game}"), **parts)


def game_extra_words(g: dict, last: bool = False) -> str:
    """The match over's line of a Railroad game: `` (a slam, two games, 3 points carried)``
    (``last``: the match's last game, whose points carry nowhere)."""
    carried = 0 if last else sum(g.get("carried") or ())
    parts = ([_("a slam, two games")] if g.get("slam") else []) + (
        [_("{points} carried").format(points=points_words(carried))] if carried else [])
    # Translators: after a game's line on the match over: " (a slam, two games)".
    return _(" ({details})").format(details=_(", ").join(parts)) if parts else ""


def tricks_and_games_words(tricks: tuple[int, int], games: tuple[int, int]) -> str:
    """The info panel's short line, us first: ``Tricks 1–0 · games 0–0``."""
    return _("Tricks {us}–{them} · games {ours}–{theirs}").format(
        us=tricks[0], them=tricks[1], ours=games[0], theirs=games[1])


def plays_without_words(lone: str) -> str:
    """The lone player did not call for his partner's best card."""
    return by_name(lone, N_("You play without your partner's best"), N_("{name} plays without his partner's best"))


def passes_best_words(partner: str, lone: str) -> str:
    """``Cy passes a card face down to Ann``: nobody else learns which."""
    if is_you(lone):
        return _("{name} passes a card face down to you").format(name=partner)
    return by_name(partner, N_("You pass a card face down to {lone}"), N_("{name} passes a card face down to {lone}"),
                   lone=lone)


def best_discard_words(lone: str) -> str:
    """``Ann discards a card face down``."""
    return by_name(lone, N_("You discard a card face down"), N_("{name} discards a card face down"))


def call_best_prompt(partner: str, defending: bool = False) -> str:
    """Asked of the lone player (``defending``: the lone defender) on this screen."""
    if defending:
        return _("Defending alone: call for {name}'s best card?").format(name=partner)
    return _("Playing alone: call for {name}'s best card?").format(name=partner)


def may_call_best_words(lone: str, partner: str) -> str:
    if is_you(partner):
        return _("{name} may call for your best card").format(name=lone)
    return by_name(lone, N_("You may call for {partner}'s best card"), N_("{name} may call for {partner}'s best card"),
                   partner=partner)


def choose_best_prompt(lone: str) -> str:
    """Asked of the partner on this screen: one card of his, passed face down."""
    return _("Choose your best card for {name}").format(name=lone)


def chooses_best_words(partner: str, lone: str) -> str:
    if is_you(lone):
        return _("{name} chooses a best card for you").format(name=partner)
    return by_name(partner, N_("You choose a best card for {lone}"), N_("{name} chooses a best card for {lone}"),
                   lone=lone)


def best_discard_prompt(partner: str, received: int | None) -> str:
    """Asked of the lone player once his partner's card is in his hand: ``You received the
    Joker: discard one face down`` (his partner's name left out: a long one would not fit)."""
    if received is None:
        return _("You received your partner's best: discard one face down")
    return _("You received the {card}: discard one face down").format(card=card_words(received))


# What the two players of an exchange see of it: short, at length, and in the review.
EXCHANGE_SHORT = (N_("Passed: {card}"), N_("Received: {card}"), N_("Discarded: {card}"))
EXCHANGE_LONG = (N_("You passed the {card}"), N_("You received the {card}"), N_("You discarded the {card}"))
EXCHANGE_REVIEW = (N_("passed the {card}"), N_("received the {card}"), N_("discarded the {card}"))


def exchange_lines(passed: int | None, received: int | None, discarded: int | None,
                   review: bool = False, short: bool = False) -> list[str]:
    """What only the two players of an exchange see of it: the info panel's ``You passed the
    J♦`` (``short``: ``Passed: J♦``); the review's ``passed the J♦ (only you see this)``."""
    done = [(i, c) for i, c in enumerate((passed, received, discarded)) if c is not None]
    words = EXCHANGE_SHORT if short else EXCHANGE_REVIEW if review else EXCHANGE_LONG
    lines = [_(words[i]).format(card=card_words(c)) for i, c in done]
    if review:
        return [_("{done} (only you see this)").format(done=_(", ").join(lines))] if done else []
    return lines


def name_word(suit: int, turned_down: int) -> str:
    """The suit first, then how it stands to the turned-down suit: ``Hearts (next)`` (the other
    suit of its colour), ``Clubs (cross)`` (the other colour); the bare suit where neither applies."""
    named = suit_name(suit).capitalize()
    if turned_down < 0 or suit == turned_down:
        return named
    if suit == 3 - turned_down:
        return _("{suit} (next)").format(suit=named)
    return _("{suit} (cross)").format(suit=named)


def bid_words(bid: str, seat: int, dealer: int, variant: str, turned_down: int) -> str:
    """A bid from a view's ``bids`` (action text) in the game's words."""
    parts = bid.split()
    kind = parts[0]
    alone = parts[-1] == "alone"

    def tail(words: str) -> str:
        return _("{bid} — alone!").format(bid=words) if alone else words
    if kind == "pass":
        return _(PASS_WORD)
    if kind == "order":
        return tail(order_word(variant, seat, dealer))
    if kind == "name":
        return tail(name_word(SUIT_LETTERS.index(parts[1]), turned_down))
    if kind == "joker":
        return joker_words(SUIT_LETTERS.index(parts[1]))
    if kind == "take":
        return _(TAKE_IT_UP)
    if kind == "leave":
        return _(LEAVE_IT)
    if kind == "redeal":
        return _("Redeal")
    if kind == "keep":
        return _("Keep")
    if kind == "defend":
        return _("Defend alone")
    if kind == "call":
        return _(CALL_BEST_WORD)
    if kind == "give":
        return _("Pass the {card}").format(card=card_words(Cd.parse(parts[1])))
    if kind == "bid":
        return auction_bid_words(bid)
    return bid


# An auction's bids by their action text (RULES §8.2: a number of tricks), as the buttons and
# the bubbles by each seat say them. Another auction game adds its bids here ("bid nap"...).
AUCTION_BIDS = {
    "bid 1": N_("1 trick"), "bid 2": N_("2 tricks"), "bid 3": N_("3 tricks"),
    "bid 4": N_("4 tricks"), "bid 5": N_("5 tricks"), "bid 6": N_("6 tricks"),
    # Napoleon (RULES §8.3): two < three < misère < four < Nap < Wellington < Blücher
    "bid two": N_("two"), "bid three": N_("three"), "bid misere": N_("misère"), "bid four": N_("four"),
    "bid nap": N_("Nap"), "bid wellington": N_("Wellington"), "bid blucher": N_("Blücher"),
}
WIDOW_LABEL = N_("widow")     # the card left face down on the table (RULES §8.2)


def auction_bid_words(bid: str) -> str:
    """An auction bid (action text) as the screen says it: ``3 tricks``; ``Pass``."""
    if bid == "pass":
        return _(PASS_WORD)
    return _(AUCTION_BIDS[bid]) if bid in AUCTION_BIDS else bid


def auction_prompt(high: tuple[str, str] | None, legal_bids: int) -> str:
    """Asked of the player to bid: ``Bid, or pass`` while nobody has bid; ``Ann bid 3 tricks:
    bid more, or pass``; ``high``: (the high bidder's name, his bid's action text)."""
    if high is None:
        return _("Bid a number of tricks, or pass")
    bid = auction_bid_words(high[1])
    if not legal_bids:
        return by_name(high[0], N_("You bid {bid}: nobody may bid more"), N_("{name} bid {bid}: nobody may bid more"),
                       bid=bid)
    return by_name(high[0], N_("You bid {bid}: bid more, or pass"), N_("{name} bid {bid}: bid more, or pass"), bid=bid)


def auction_waiting(who: str, high: tuple[str, str] | None) -> str:
    """While another player bids: ``Ann to bid (high: Bob, 3 tricks)``."""
    if high is None:
        return _("{name} to bid").format(name=who)
    return _("{name} to bid (high: {bidder}, {bid})").format(name=who, bidder=high[0],
                                                            bid=auction_bid_words(high[1]))


def name_trump_prompt(bid: str, forced: bool) -> str:
    """Asked of the high bidder: ``You won the auction with 4 tricks: name trump``."""
    if forced:
        return _("Forced to bid {bid} with the Joker: name trump").format(bid=auction_bid_words(bid))
    return _("You won the auction with {bid}: name trump").format(bid=auction_bid_words(bid))


def names_trump_words(name: str, bid: str) -> str:
    """While the high bidder names trump: ``Ann names trump (4 tricks)``."""
    return by_name(name, N_("You name trump ({bid})"), N_("{name} names trump ({bid})"),
                   bid=auction_bid_words(bid))


def forced_bid_words(name: str, tricks: int) -> str:
    """Nobody bid (RULES §8.2): the Joker's holder shows it and must bid three."""
    bid = auction_bid_words(f"bid {tricks}")
    return by_name(name, N_("Nobody bid: you show the Joker and must bid {bid}"),
                   N_("Nobody bid: {name} shows the Joker and must bid {bid}"), bid=bid)


def auction_won_words(name: str, bid: str) -> str:
    """``Ann wins the auction with 4 tricks``."""
    return by_name(name, N_("You win the auction with {bid}"), N_("{name} wins the auction with {bid}"),
                   bid=auction_bid_words(bid))


def lose_words(side: str, points: int) -> str:
    """A side whose bid failed: its bid subtracted (RULES §8.2): ``Ann & Cy lose 4 points.``"""
    return _("{side} lose {points}.").format(side=shown_name(side), points=points_words(points))


def below_zero_words(ours: bool, score: int) -> str:
    """Under the scores, while a side is below zero (RULES §8.2): ``We are below zero: −4``."""
    if ours:
        return _("We are below zero: {score}").format(score=minus(score))
    return _("They are below zero: {score}").format(score=minus(score))


def minus(score: int) -> str:
    """A score as the screen shows it: a true minus sign below zero (``−4``)."""
    return f"\u2212{-score}" if score < 0 else str(score)


def widow_words(card: int) -> str:
    """The widow turned up at the hand's end: ``The widow: 9♠``."""
    return _("The widow: {card}").format(card=card_words(card))


def widow_thrown_in_words(next_dealer: str) -> str:
    """Nobody bid and the Joker is the widow: the hand is thrown in."""
    return _("Nobody bid and the Joker is the widow: thrown in. {deals}").format(
        deals=deals_words(next_dealer))


def joker_words(suit: int) -> str:
    """The dealer names the Joker upcard's suit: ``The Joker is hearts``."""
    return _("The Joker is {suit}").format(suit=suit_name(suit))


def result_words(result: str, alone: bool, lone_defender: bool = False) -> str:
    if result == "march":
        return _("A lone march!") if alone else _("March!")
    if result == "euchred":
        return _("Euchred by a lone defender!") if lone_defender else _("Euchred!")
    return _("Made it:")


def points_words(points: int) -> str:
    return ngettext("{count} point", "{count} points", points).format(count=points)


def in_sentence(name: str) -> str:
    """A name inside a sentence: the person at this screen is "you", not "You"."""
    return _("you") if is_you(name) else name


def and_words(names: list[str]) -> str:
    """``Ann``, ``Ann and you``, ``Ann, Bob and you``: names inside a sentence."""
    names = [in_sentence(n) for n in names]
    if len(names) == 1:
        return names[0]
    # Translators: between the names of a list, before its last two ("Ann, Bob and you").
    comma = _(", ")
    return _("{names} and {last}").format(names=comma.join(names[:-1]), last=names[-1])


def capital(text: str) -> str:
    """``text`` with its first letter a capital (a sentence that starts with a name or "you")."""
    return text[:1].upper() + text[1:]


def awards_words(awards: tuple[int, ...], name_of: Callable[[int], str]) -> str:
    """Who a hand's points went to: ``1 point to Ann``; ``2 points each to Bob and you`` (a
    three-handed euchre gives 2 to each of the maker's two opponents)."""
    scorers = [side for side, pts in enumerate(awards) if pts]
    if not scorers:
        return _("no points")
    pts = {awards[side] for side in scorers}
    if len(scorers) > 1 and len(pts) == 1:
        return _("{points} each to {names}").format(points=points_words(pts.pop()),
                                                    names=and_words([name_of(x) for x in scorers]))
    return _(", ").join(_("{points} to {name}").format(points=points_words(awards[x]),
                                                       name=in_sentence(name_of(x))) if awards[x] > 0 else
                        _("{points} lost by {name}").format(points=points_words(-awards[x]),
                                                            name=in_sentence(name_of(x))) for x in scorers)


def scored_words(awards: tuple[int, ...], name_of: Callable[[int], str], partnership: bool) -> str:
    """Who scored a hand, as a sentence's start: ``Ann & Cy score 2 points``, ``Ann scores 1 point``,
    ``Bob and you score 2 points each`` (a three-handed euchre)."""
    scorers = [side for side, pts in enumerate(awards) if pts]
    if not scorers:
        return _("Nobody scores")
    if len(scorers) > 1:
        names = and_words([name_of(x) for x in scorers])
        return capital(_("{names} score {points} each").format(
            names=names, points=points_words(awards[scorers[0]])))
    side = scorers[0]
    name = name_of(side)
    points = points_words(awards[side])
    if partnership:   # a side: "Ann & Cy", "You & Cy"
        return _("{side} score {points}").format(side=shown_name(name), points=points)
    return by_name(name, N_("You score {points}"), N_("{name} scores {points}"), points=points)


def bridge_words(side: str, one: bool) -> str:
    """``Ann is at the bridge``, ``Ann & Cy are at the bridge`` (a game to 5, RULES §4);
    ``one``: the side is one player."""
    if one:
        return by_name(side, N_("You are at the bridge"), N_("{name} is at the bridge"))
    return _("{names} are at the bridge").format(names=side)


def redeal_words(name: str) -> str:
    """What the table says when a player dealt no ace and no face asks for a redeal (RULES §7.3)."""
    return by_name(name, N_("You ask for a redeal"), N_("{name} asks for a redeal"))


def maker_words(maker: str, defenders: list[str]) -> str:
    """Three-handed: the maker plays alone against the other two, who defend together this hand."""
    return by_name(maker, N_("You are the maker: {defenders} defend together"),
                   N_("{name} is the maker: {defenders} defend together"), defenders=and_words(defenders))


def defends_alone_words(defender: str, partner: str) -> str:
    """A defender answered a lone hand by defending alone (RULES §7.2); his partner sits out."""
    if is_you(partner):
        return by_name(defender, N_("You defend alone: you sit out"),
                       N_("{name} defends alone: you sit out"))
    return by_name(defender, N_("You defend alone: {partner} sits out"),
                   N_("{name} defends alone: {partner} sits out"), partner=partner)


def level_words(names: list[str], score: int, after_hand: int | None = None) -> str:
    """Three-handed: two players level on the most at the target, so the match goes on: ``Ann and
    Bob are level on 10: play goes on``; told afterwards, ``After hand 9, Ann and you were level
    on 10: play went on``."""
    who = and_words(names)
    if after_hand is not None:
        return _("After hand {hand}, {names} were level on {score}: play went on").format(
            hand=after_hand, names=who, score=score)
    return capital(_("{names} are level on {score}: play goes on").format(names=who, score=score))


def card_words(c: int) -> str:
    return tr(pretty(c))


def deals_words(name: str) -> str:
    """``Ann deals``; ``You deal``."""
    return by_name(name, N_("You deal"), N_("{name} deals"))


def thrown_in_words(players: int, next_dealer: str) -> str:
    """What the table says when every player passed twice and the cards are thrown in."""
    if players == 2:
        return _("Both passed: {deals}").format(deals=deals_words(next_dealer))
    return _("Everyone passed: {deals}").format(deals=deals_words(next_dealer))


def tricks_words(n: int) -> str:
    """``1 trick``, ``3 tricks``: what a player has won this hand, shown by his place."""
    return ngettext("{count} trick", "{count} tricks", n).format(count=n)


def took_trick_words(winner: str) -> str:
    """``Ann takes the trick``; ``You take the trick``: said by the winner's place as it is won."""
    return by_name(winner, N_("You take the trick"), N_("{name} takes the trick"))


def took_up_words(dealer: str, card: int) -> str:
    """``Bob took up the J♦``: the dealer took the upcard into his hand."""
    return by_name(dealer, N_("You took up the {card}"), N_("{name} took up the {card}"), card=card_words(card))


def sentence(message: str) -> str:
    """An engine reason as a sentence: "must follow hearts: ..." -> "You must follow hearts: ...";
    in another language, the reason as its catalog says it (a sentence already)."""
    if current() == "en":
        return english_sentence(message)
    said = tr(message).strip()
    if not said:
        return said
    said = said[:1].upper() + said[1:]
    # Translators: the full stop that ends a sentence ("。" in Japanese).
    return said if said.endswith((".", "!", "?", "。", "！", "？")) else said + _(".")


def english_sentence(message: str) -> str:
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
    "bid": ("bid",),
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


LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "random": N_("random")}


def level_word(level: str) -> str:
    """A computer level as the screen names it."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def variant_word(variant: str) -> str:
    """``Two-handed``: a game by its name (an unknown key: the first game's)."""
    return _(BY_KEY.get(variant, GAMES[0]).name)


class SavedFacts(Protocol):
    """What the words of a saved match read of it (``table.autosave.SavedMatch``)."""

    @property
    def variant(self) -> str: ...
    @property
    def target(self) -> int: ...
    @property
    def rubbers(self) -> bool: ...
    @property
    def sides(self) -> tuple[str, ...]: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def levels(self) -> tuple[str, ...]: ...
    @property
    def hand(self) -> int: ...
    @property
    def game(self) -> int: ...
    @property
    def saved_at(self) -> float | None: ...
    @property
    def deal(self) -> int: ...
    @property
    def deals(self) -> int: ...


def saved_match_words(m: SavedFacts, now: float | None = None) -> tuple[str, str]:
    """A saved match in two lines: the game and the score, then who and when. E.g.
    ("Two-handed, game to 10: You 4, Ann 6", "Computer: hard · hand 5 · saved today at 14:32")."""
    if m.deals:   # a match of a number of deals (Napoleon): its totals may be below zero
        game = _("{game}, deal {deal} of {deals}").format(game=variant_word(m.variant), deal=m.deal, deals=m.deals)
    elif m.rubbers:
        game = _("{game} rubber, game {number} to {target}").format(
            game=variant_word(m.variant), number=m.game, target=m.target)
    else:
        game = _("{game}, game to {target}").format(game=variant_word(m.variant),
                                                    target=m.target)
    score = _(", ").join(_("{side} {points}").format(side=" & ".join(map(shown_name, side.split(" & "))),
                                                     points=f"\u2212{-points}" if points < 0 else points)
                         for side, points in zip(m.sides, m.scores))
    parts = []
    if m.levels:
        levels = _(", ").join(level_word(v) for v in m.levels)
        parts.append((_("Computers: {levels}") if len(m.levels) > 1 else _("Computer: {levels}")).format(
            levels=levels))
    parts.append(_("hand {number}").format(number=m.hand))
    when = when_words(m.saved_at, now)
    if when:
        parts.append(_("saved {when}").format(when=when))
    second = " · ".join(parts)
    return _("{game}: {score}").format(game=game, score=score), second[:1].upper() + second[1:]


DAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"),
        N_("Sunday"))
# Translators: a month as a date says it ("on 3 March"): in the form your date needs.
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December"))


def when_words(t: float | None, now: float | None = None) -> str:
    """"today at 14:32", "yesterday at 09:05", "on Monday at 20:10", "on 3 March" (local time)."""
    if t is None:
        return ""
    then = datetime.fromtimestamp(t)
    today = datetime.fromtimestamp(time.time() if now is None else now)
    days = (today.date() - then.date()).days
    clock = f"{then.hour:02d}:{then.minute:02d}"
    if days == 0:
        return _("today at {time}").format(time=clock)
    if days == 1:
        return _("yesterday at {time}").format(time=clock)
    if 1 < days < 7:
        return _("on {day} at {time}").format(day=_(DAYS[then.weekday()]), time=clock)
    month = _(MONTHS[then.month - 1])
    if then.year == today.year:
        return _("on {day} {month}").format(day=then.day, month=month)
    return _("on {day} {month} {year}").format(day=then.day, month=month, year=then.year)


def hint_line(move: "Action", reason: str, seat: int, dealer: int, variant: str, turned_down: int,
              trump: int) -> str:
    """The hint as the table shows it, saying the move once: "Hint: play J♥. A hunch." or, when
    the reason says the move itself, "Hint: Lead the right bower to pull trump."."""
    with source():   # whether the reason says the move: read in the English it was made in
        what = move_words(move, seat, dealer, variant, turned_down)
        said = english_sentence(reason)
        says = said.lower().startswith(what.lower()) or says_the_move(
            move.kind, move.suit, move.card, move.alone, said, trump)
    if says:
        return _("Hint: {reason}").format(reason=sentence(reason))
    return _("Hint: {move}. {reason}").format(move=move_words(move, seat, dealer, variant, turned_down),
                                               reason=sentence(reason))


def move_words(move: "Action", seat: int, dealer: int, variant: str, turned_down: int) -> str:
    """A move as a hint names it: ``play J♥``, ``discard 9♣``, ``pass J♥`` (Railroad: the card
    passed to a lone partner), or the bid's words."""
    if move.kind == "play":
        return _("play {card}").format(card=card_words(move.card))
    if move.kind == "discard":
        return _("discard {card}").format(card=card_words(move.card))
    if move.kind == "give":
        return _("pass {card}").format(card=card_words(move.card))
    return bid_words(str(move), seat, dealer, variant, turned_down)
