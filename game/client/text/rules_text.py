"""The rules reference for players, each variant and the house rules, as headed sections of
paragraphs and bullets."""
from __future__ import annotations

from .translate import N_

# Every heading and paragraph is an English id (N_); the rules screen shows each with _().

Section = tuple[str, tuple[str, ...]]   # heading, paragraphs ("• " starts a bullet)

CARDS: Section = (N_("Cards and their order"), (
    N_("Euchre uses a short deck: the 9, 10, jack, queen, king and ace of each suit (24 cards). "
    "You can also play with the 7s and 8s added (32 cards), or with one Joker added (25 cards)."),
    N_("One suit is trump for each hand. Trumps beat every other suit. From highest to lowest:"),
    N_("• The Joker (only in the 25-card deck) — always a trump, whatever trump is."),
    N_("• The right bower: the jack of the trump suit."),
    N_("• The left bower: the other jack of the same colour (hearts and diamonds are the red suits, "
    "clubs and spades the black ones, whatever colours the four-colour deck draws them in). It "
    "counts as a trump for everything — following suit, what was led, being out of a suit."),
    N_("• Then ace, king, queen, 10, 9 (and 8, 7) of trumps."),
    N_("Example: clubs are trump. The jack of clubs is highest, then the jack of spades, then the ace of clubs."),
    N_("In the other suits cards rank ace, king, queen, jack, 10, 9 (8, 7)."),
))

# The second round's words, on its buttons as "Diamonds (next)", "Spades (cross)".
NEXT_CROSS = (N_("A suit named in the second round is \"next\" when it is the other suit of the turned-down "
              "suit's colour (diamonds after hearts, clubs after spades: \"making it next\"), and "
              "\"cross\" when it is of the other colour (\"crossing it\"). The buttons name the suit "
              "first: \"Diamonds (next)\", \"Spades (cross)\"."))
PLAY: Section = (N_("Playing the tricks"), (
    N_("Each trick, one player leads any card. Everyone else must follow suit if they can "
    "(remember the left bower is a trump, not its printed suit). If you cannot follow suit "
    "you may play any card, including a trump."),
    N_("The highest trump wins the trick. If no trump was played, the highest card of the suit "
    "led wins. Whoever wins a trick leads the next one. Five tricks are played each hand."),
))

MARKERS: Section = (N_("Keeping score with marker cards"), (
    N_("The score is shown the way players do it at a real table: each side keeps two low cards, "
    "and the pips you can see are the score."),
    N_("• In a game to 5, each side uses a 3 and a 4. At 1 point the 4 lies face down on the 3 with "
    "one pip of the 3 showing; at 2 the 3 lies face down on the 4 with two pips showing; at 3 the "
    "3 lies face up on the 4; at 4 the 4 lies face up on the 3."),
    N_("• In a game to 7 or 10, each side uses a 4 and a 6, laid out the same way for every score."),
    N_("The number beside the cards is the same score, for a quick look."),
))

# House rules: off unless chosen in New game (or by the host of a LAN table).
NO_ACE_NO_FACE: Section = (N_("House rule: no ace, no face"), (
    N_("Off unless chosen. A player dealt no ace and no king, queen or jack (a Joker counts as a "
    "face card) may ask for a redeal before the first bid. The same dealer shuffles and deals "
    "again."),
    N_("Each such player is asked in turn, starting at the dealer's left. Saying \"keep\" is final "
    "for that deal. The upcard is not part of the dealer's hand, so it does not count."),
))

DEFEND_ALONE: Section = (N_("House rule: defend alone"), (
    N_("Off unless chosen. When a player goes alone, each defender in turn, starting at the "
    "maker's left, may say \"I defend alone\" or pass (after the dealer has taken up the upcard "
    "and discarded). The first to say it plays alone against the lone maker, and their partner "
    "lays their cards face down too. If both pass, the lone hand goes on as usual."),
    N_("The first player still in at the dealer's left leads."),
    N_("• A lone defender who euchres the lone maker scores 4 points for their side."),
    N_("• Otherwise the lone hand scores as usual: 1 point for 3 or 4 tricks, 4 for a march."),
))

THREE_MARKERS: Section = (N_("Keeping score with marker cards"), (
    N_("Each player keeps their own pair of low cards (a convention: tables differ), laid out "
       "the way players do it at a real table, and the pips you can see are the score."),
    N_("• In a game to 5, each player uses a 3 and a 4. At 1 point the 4 lies face down on the 3 "
       "with one pip of the 3 showing; at 2 the 3 lies face down on the 4 with two pips showing; "
       "at 3 the 3 lies face up on the 4; at 4 the 4 lies face up on the 3."),
    N_("• In a game to 7 or 10, each player uses a 4 and a 6, laid out the same way for every "
       "score."),
    N_("There is no \"at the bridge\" in three-handed. The number beside the cards is the same "
       "score, for a quick look."),
))

TWO: tuple[Section, ...] = (
    (N_("Two-handed"), (
        N_("Two-handed Euchre is the main game. The first player to reach the target — 5, 7 or "
        "10 points (10 unless you choose otherwise) — wins."),
    )),
    (N_("The deal"), (
        N_("The first dealer is chosen at random; after that the deal alternates. Each player gets "
        "five cards, in a packet of three and a packet of two. The rest of the pack — the stock, "
        "or kitty — goes face down in the middle, and its top card is turned face up. That card, "
        "the upcard, suggests the trump suit."),
        N_("If the upcard is the Joker, the dealer names a suit for it before anyone bids; the "
        "upcard then stands for that suit."),
    )),
    (N_("Choosing trump: first round"), (
        N_("• The non-dealer may pass or order it up. Ordering it up makes the upcard's suit trump; "
        "the dealer may then take the upcard into hand and throw away one card face down."),
        N_("• If the non-dealer passed, the dealer may pass or take it up: the dealer takes the "
        "upcard, discards one card face down, and the upcard's suit is trump."),
        N_("If both pass, the upcard is turned down and the second round begins."),
    )),
    (N_("Choosing trump: second round"), (
        N_("Starting with the non-dealer, each player may name any suit as trump — except the suit "
        "just turned down (unless your table allows it) — or pass. If both pass, the cards are "
        "thrown in and the other player deals."),
        NEXT_CROSS,
        N_("With the option \"stick the dealer\", the dealer may not pass in the second round."),
        N_("Whoever chose trump is the maker; the other player is the defender."),
    )),
    (N_("Play"), (N_("The non-dealer leads to the first trick."),) + PLAY[1]),
    (N_("Scoring"), (
        N_("• The maker takes 3 or 4 tricks: 1 point."),
        N_("• The maker takes all 5 tricks — a march: 2 points."),
        N_("• The maker takes fewer than 3: the maker is euchred and the defender scores 2 points."),
        N_("In a game to 5, a player on 4 points whose opponent has 2 or fewer is at the bridge."),
    )),
)

THREE: tuple[Section, ...] = (
    (N_("Three-handed"), (
        N_("Three players, each playing for themselves: \"cutthroat\" Euchre. The first player to "
        "reach the target — 5, 7 or 10 points (10 unless you choose otherwise) — wins."),
    )),
    (N_("The deal"), (
        N_("Each player draws a card and the lowest deals first (for this draw, king is high and "
        "ace is low); after that the deal passes to the left. There is no cut."),
        N_("Cards are dealt from the dealer's left, five to each player in packets of three and "
        "two. The rest of the pack is the stock, and its top card is turned face up: the upcard."),
        N_("If the upcard is the Joker, the dealer names a suit for it before anyone bids; the "
        "upcard then stands for that suit."),
    )),
    (N_("Choosing trump: first round"), (
        N_("Starting at the dealer's left, each player passes or accepts the upcard's suit as trump: "
        "the other players say \"I order it up\", the dealer says \"I take it up\"."),
        N_("When it is accepted, the dealer takes the upcard and discards one card face down. If "
        "all three pass, the dealer turns it down."),
    )),
    (N_("Choosing trump: second round"), (
        N_("Going round again from the dealer's left, each player passes or names a trump suit — "
        "not the suit turned down (unless your table allows it). If all three pass again, the "
        "cards are thrown in and the next dealer deals. \"Stick the dealer\" works as in "
        "two-handed."),
        NEXT_CROSS,
    )),
    (N_("The maker plays alone"), (
        N_("Whoever chooses trump is the maker and always plays alone against the other two, who "
        "defend together for this hand only. There is no \"going alone\" call."),
    )),
    (N_("Play"), (
        N_("The player at the dealer's left leads first. Each trick has three cards."),
    ) + PLAY[1]),
    (N_("Scoring"), (
        N_("• The maker takes 3 or 4 tricks: 1 point to the maker."),
        N_("• The maker takes all 5 tricks — a march: 3 points to the maker."),
        N_("• The maker takes fewer than 3: the maker is euchred and each of the other two players "
        "scores 2 points."),
        N_("When a hand brings anyone to the target, the player with the most points wins. If two "
        "are level on the most, play goes on until, after a hand, one player alone has the most "
        "at or above the target. (A convention: tables differ.)"),
    )),
)

FOUR: tuple[Section, ...] = (
    (N_("Four-handed"), (
        N_("Four players play in two partnerships; partners sit opposite each other. The first "
        "side to reach the target — 5, 7 or 10 points (10 unless you choose otherwise) — wins."),
    )),
    (N_("Partners and the deal"), (
        N_("Each player draws a card to choose partners: the two lowest play against the two "
        "highest, and the lowest deals first. For this draw, king is high and ace is low."),
        N_("The player at the dealer's right cuts. Cards are dealt clockwise from the dealer's left, "
        "in packets of three and two, five cards each. The last four cards form the stock and "
        "the top one is turned up as the upcard. The deal passes to the left after each hand."),
        N_("If the upcard is the Joker, the dealer names a suit for it before anyone bids; the "
        "upcard then stands for that suit."),
    )),
    (N_("Choosing trump: first round"), (
        N_("Starting at the dealer's left, each player passes or accepts the upcard's suit as trump:"),
        N_("• an opponent of the dealer says \"I order it up\";"),
        N_("• the dealer's partner says \"I assist\";"),
        N_("• the dealer says \"I take it up\"."),
        N_("When it is accepted, the dealer takes the upcard and discards one card face down. "
        "If everyone passes, the dealer turns it down."),
    )),
    (N_("Choosing trump: second round"), (
        N_("Going round again from the dealer's left, each player passes or names a trump suit — "
        "not the suit turned down (unless your table allows it). If all four pass again, the "
        "cards are thrown in and the next dealer deals. \"Stick the dealer\" works as in "
        "two-handed."),
        NEXT_CROSS,
    )),
    (N_("Going alone"), (
        N_("The player who chooses trump may go alone at that moment. The partner lays their "
        "cards face down and sits the hand out. If the dealer's partner goes alone, the dealer "
        "does not take up the upcard."),
    )),
    (N_("Play"), (
        N_("The player at the dealer's left leads first; if that player's partner is going alone, "
        "the player opposite the dealer leads instead."),
    ) + PLAY[1]),
    (N_("Scoring"), (
        N_("• Makers take 3 or 4 tricks: 1 point (also for a lone hand)."),
        N_("• Makers take all 5 tricks — a march: 2 points; a lone hand that marches: 4 points."),
        N_("• Makers take fewer than 3: they are euchred and the defenders score 2 points."),
        N_("In a game to 5, a side on 4 points whose opponents have 2 or fewer is at the bridge."),
    )),
    (N_("Rubbers (optional)"), (
        N_("The first side to win two games wins the rubber. Each game is worth 3 rubber points if "
        "the loser scored 0, 2 if the loser scored 1 or 2, and 1 if the loser scored 3 or more. "
        "The rubber winner's margin is 2 plus the winner's rubber points minus the loser's."),
    )),
)

# The words each game says (its bid buttons and speech bubbles), so every one is explained.
TWO_WORDS: Section = (N_("Words you will see"), (
    N_("Order it up · take it up (the dealer takes the upcard, also when ordered up) · leave it "
       "(ordered up, the dealer leaves it) · turn it down · pass · next (naming the other suit "
       "of the turned-down colour) · cross (naming a suit of the other colour) · maker · "
       "defender · right bower · left bower · march · euchred · at the bridge · upcard · stock "
       "(kitty) · lead · follow suit · trump."),
))
THREE_WORDS: Section = (N_("Words you will see"), (
    N_("Order it up · take it up (the dealer) · turn it down · pass · next (naming the other "
       "suit of the turned-down colour) · cross (naming a suit of the other colour) · maker · "
       "defenders · right bower · left bower · march · euchred · upcard · stock (kitty) · lead · "
       "follow suit · trump · redeal · keep (no ace, no face)."),
))
FOUR_WORDS: Section = (N_("Words you will see"), (
    N_("Order it up · assist · take it up (the dealer) · turn it down · pass · next (naming the "
       "other suit of the turned-down colour) · cross (naming a suit of the other colour) · "
       "maker · defender · right bower · left bower · going alone (lone hand) · march · euchred "
       "· at the bridge · upcard · stock (kitty) · lead · follow suit · trump · I defend alone "
       "(defend alone) · redeal · keep (no ace, no face)."),
))

RAILROAD: tuple[Section, ...] = (
    (N_("Railroad Euchre"), (
        N_("Four-handed Euchre made fast and wild: four players in two partnerships, partners "
        "sitting opposite, the Joker in the deck, lone hands that call for the partner's best "
        "card, lone defenders, laps and slams. The first side to reach the target — 5, 7 or 10 "
        "points (10 unless you choose otherwise) — wins the game; a rubber of games is played "
        "unless you choose otherwise."),
    )),
    (N_("The deck"), (
        N_("Railroad is always played with the Joker: 25 cards (the 9 to the ace of each suit and "
        "the Joker), or 33 cards with the 7s and 8s added. The Joker is always the highest trump."),
    )),
)
CALL_FOR_BEST: Section = (N_("Calling for your partner's best"), (
    N_("A player who goes alone may call for their partner's best card (on unless you choose "
    "otherwise). The question comes once trump is made and the dealer has taken up the upcard "
    "and discarded: \"Call for partner's best\", or \"Play without\"."),
    N_("The partner, who may not be told anything, chooses one card and passes it face down. The "
    "lone player adds it to their hand and discards one card face down. Only those two ever see "
    "the card passed and the card discarded; everyone else sees a card back cross the table."),
    N_("If the dealer is the one going alone, they have already taken up the upcard and discarded; "
    "they now receive their partner's card and discard again."),
    N_("On the screen the partner's hand is shown to choose from (\"Choose your best card for ...\"), "
    "though the partner then sits the hand out. In a game for several people on one screen, the "
    "screen is handed over before the partner's cards show, and again to the lone player."),
))
RAILROAD_DEFENCE: Section = (N_("Defending alone"), (
    N_("Defending alone is part of the game (on unless you choose otherwise). When a player goes "
    "alone, once their call for best is settled, each defender in turn from the maker's left may "
    "say \"I defend alone\" or pass. A lone defender's partner sits out too."),
    N_("A lone defender may also call for their partner's best card (on unless you choose "
    "otherwise), and the two exchange a card the same way."),
    N_("• A lone defender who euchres the lone maker scores 4 points for their side."),
))
LAPS_AND_SLAMS: Section = (N_("Rubbers, laps and slams"), (
    N_("The first side to win two games wins the rubber. A game is worth 3 rubber points if the "
    "loser scored 0, 2 if the loser scored 1 or 2, and 1 if the loser scored 3 or more; the "
    "winner's margin is 2 plus the winner's rubber points minus the loser's."),
    N_("• Laps (on): points a side scores beyond the target carry into its next game. A side that "
    "ends a game to 10 on 12 starts the next game on 2."),
    N_("• Slam (on): a game won while the losers have no points counts as two games won in the "
    "rubber, so a slam in the first game wins the rubber at once."),
    N_("Without rubbers, laps and slams do not apply."),
))
RAILROAD_WORDS: Section = (N_("Words you will see"), (
    N_("Order it up · assist · take it up (the dealer) · turn it down · pass · next (naming the "
    "other suit of the turned-down colour) · cross (naming a suit of the other colour) · maker · "
    "defender · right bower · left bower · Joker · going alone (lone hand) · call for "
    "partner's best · play without · alone + best (a lone player who called) · passes a card face "
    "down · I defend alone · defends alone + best · march · euchred · at the bridge · laps · slam · "
    "upcard · stock (kitty) · lead · follow suit · trump."),
))

HASENPFEFFER: tuple[Section, ...] = (
    (N_("Hasenpfeffer"), (
        N_("Four players in two partnerships, partners sitting opposite, bid for the number of "
        "tricks they will take with six cards each. The first side to reach the target — 5, 7 or "
        "10 points (10 unless you choose otherwise) — wins. The draw for partners, the first deal "
        "and the cut are as in four-handed Euchre."),
    )),
    (N_("The deck"), (
        N_("25 cards: the 9 to the ace of each suit and the Joker. Trumps, high to low: the Joker, "
        "the right bower, the left bower, ace, king, queen, 10, 9. The Joker is always a trump."),
    )),
    (N_("The deal and the widow"), (
        N_("Six cards each, in two packets of three, starting at the dealer's left. The 25th card, "
        "the widow, lies face down on the table and is not used: nobody sees it until the hand is "
        "over, when it is turned up for everyone. There is no upcard."),
    )),
    (N_("The auction"), (
        N_("From the dealer's left, each player in turn passes or bids a number of tricks from one "
        "to six, higher than the bid before. The bidding goes round until the three other players "
        "have passed after a bid. A player who has passed may not bid again; a bid of six ends the "
        "auction at once. The buttons offer only the bids you may make; each player's last bid is "
        "shown by their name."),
        N_("• Nobody bids: the player holding the Joker must show it and bid three; the table says "
        "so in words. If the Joker is the widow, it is turned up, the hand is thrown in and the "
        "next dealer deals."),
    )),
    (N_("Naming trump and play"), (
        N_("The high bidder names trump, any suit (there is no going alone), and leads the first "
        "trick. Six tricks are played; follow suit if you can (the Joker and the left bower are "
        "trumps). The highest trump wins the trick, else the highest card of the suit led."),
    )),
    (N_("Scoring"), (
        N_("• The bidders take at least their bid: they score a point for each trick they took (a "
        "bid of three made with five tricks scores 5)."),
        N_("• They take fewer: the amount of their bid is subtracted from their score, which may go "
        "below zero."),
        N_("The other side scores nothing. The markers show 0 up to the target less one; a score "
        "below zero is shown by the markers face down with the amount beside them in red."),
    )),
)
HASENPFEFFER_WORDS: Section = (N_("Words you will see"), (
    N_("Pass · 1 trick … 6 tricks (the bids) · high bid · forced (the Joker's holder made to bid "
       "three) · name trump · widow · bidders · below zero · right bower · left bower · Joker · "
       "lead · follow suit · trump."),
))
NAPOLEON: tuple[Section, ...] = (
    (N_("Napoleon"), (
        N_("A game of its own for three or four players, each for himself, five cards each. The "
           "players bid for the tricks they will take; the highest bidder plays alone against all "
           "the others, and the first card he leads names trump. There is no upcard and no bower."),
        N_("A match is 2, 3 or 4 rounds of deals (2 unless you choose otherwise); each player deals "
           "once a round. The highest total wins; equal totals share the win."),
    )),
    (N_("Napoleon's cards and the deal"), (
        N_("Four players use 28 cards (the 8 to the ace of each suit), three players 24 cards (the "
           "9 to the ace). Aces are high, then king, queen, jack, 10, 9, 8. There are no bowers: "
           "every jack is a jack of its own suit."),
        N_("Each player is dealt five cards, in packets of three then two (or two then three), from "
           "the dealer's left; the rest of the pack is not used."),
    )),
    (N_("Bidding in Napoleon"), (
        N_("One round, from the dealer's left, the dealer last. Each player passes or bids higher "
           "than the bid before: two, three, misère, four, Nap (all five tricks)."),
        N_("• Misère (on unless you choose otherwise): to take no trick at all, with no trump."),
        N_("• Wellington (off unless chosen): all five tricks for double, only over a Nap. Blücher "
           "(off unless chosen): all five for triple, only over a Wellington."),
        N_("Once nothing higher is left, the bidding ends there. If everyone passes, the cards are "
           "thrown in and the next player deals."),
    )),
    (N_("Playing a Napoleon hand"), (
        N_("The bidder leads, and the suit of his first card is trump for the hand (in misère there "
           "is no trump). Follow suit if you can, otherwise play any card. The highest trump wins "
           "the trick, else the highest card of the suit led; the winner leads the next."),
        N_("The hand stops as soon as its result is certain: the bidder has his tricks, or the "
           "others have taken one too many for him. Misère is lost at the bidder's first trick and "
           "made after five. The table says why the hand stopped."),
    )),
    (N_("Settling with each opponent"), (
        N_("The bidder settles with each opponent on his own, so the totals always add up to 0:"),
        N_("• Two, three, four: if he makes it, each opponent pays him 2, 3 or 4; if he fails, he "
           "pays each of them as much."),
        N_("• Misère: 3 either way. Nap: 10 made, 5 lost. Wellington: 20 made, 10 lost. Blücher: "
           "30 made, 15 lost."),
        N_("A Nap made at a table of four wins 30 (10 from each of three); lost, it costs 15. The "
           "scores are running totals, shown as numbers, and may go far below 0."),
    )),
    (N_("Words you will see"), (
        N_("Bid · pass · two · three · misère · four · Nap · Wellington · Blücher · bidder · the "
           "first lead sets trump · no trump (misère) · the hand stops · pays each · running total · "
           "deal 3 of 8 · share the win."),
    )),
)

# Each game's page, by its key (``games.GAMES``): the game, the cards, the deal and the house
# rule that may follow it, the bidding (four-handed: going alone, then defending alone), play,
# scoring, markers, the words. The rules screen has a tab for each game with a page here.
SECTIONS: dict[str, tuple[Section, ...]] = {
    "two-handed": TWO[:1] + (CARDS,) + TWO[1:2] + (NO_ACE_NO_FACE,) + TWO[2:] + (MARKERS, TWO_WORDS),
    "three-handed": THREE[:1] + (CARDS,) + THREE[1:2] + (NO_ACE_NO_FACE,) + THREE[2:]
    + (THREE_MARKERS, THREE_WORDS),
    "four-handed": FOUR[:1] + (CARDS,) + FOUR[1:2] + (NO_ACE_NO_FACE,) + FOUR[2:5] + (DEFEND_ALONE,)
    + FOUR[5:] + (MARKERS, FOUR_WORDS),
    "railroad": RAILROAD[:1] + (CARDS,) + RAILROAD[1:] + FOUR[1:2] + (NO_ACE_NO_FACE,) + FOUR[2:5]
    + (CALL_FOR_BEST, RAILROAD_DEFENCE) + FOUR[5:7] + (LAPS_AND_SLAMS, MARKERS, RAILROAD_WORDS),
    "hasenpfeffer": HASENPFEFFER + (MARKERS, HASENPFEFFER_WORDS),
    "napoleon": NAPOLEON,   # one tab for both table sizes (its family)
}
