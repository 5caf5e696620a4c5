"""The guided first hand: its stacked deal, the computer's moves, and what the game says at each step."""
from __future__ import annotations

from dataclasses import dataclass

from .translate import N_, _

# Two-handed; the computer (seat 1) deals, you (seat 0) bid first and lead.
GAME = "two-handed"   # the game the lesson is played in (a key of ``games.GAMES``)
DEALER = 1
HANDS = {0: "JH JD AH QS 9C", 1: "TH AS KC 9D TD"}
UPCARD = "9H"
OPPONENT = "Ann"
YOU = "You"          # your seat's name at the table: the lessons speak to "you"
# The computer's moves in order: take up the 9♥, discard, then its cards trick by trick.
COMPUTER_MOVES = ("take", "discard TD", "play 9H", "play AS", "play KC", "play 9D", "play TH")


@dataclass(frozen=True, slots=True)
class Lesson:
    """One of your moves: what to do (``expect``: action texts), why, and a nudge for other legal moves."""

    title: str
    text: str           # may hold {left_bower}: the left bower's words for the deck's colours
    expect: tuple[str, ...]
    nudge: str

    def words(self, four_colour: bool = False) -> str:
        """The lesson's text as shown with the deck colours chosen in Settings (in the language
        spoken: the title, text and nudge are English ids)."""
        return _(self.text).format(left_bower=_(LEFT_BOWER[four_colour]))


# The J♦ as the left bower with hearts trump, in words true of the cards on screen: red like
# the J♥ in the standard deck; the four-colour deck draws diamonds blue, so there it is named by
# its suit (hearts and diamonds are the red suits of a standard deck, RULES §1).
LEFT_BOWER = {
    False: N_("the other red jack"),
    True: N_("the jack of diamonds, the suit paired with hearts (the two red suits of a standard deck)"),
}


LESSONS: tuple[Lesson, ...] = (
    Lesson(N_("Ordering up"),
           N_("Ann dealt and turned up the 9♥, which proposes hearts as trump. You hold the J♥, the J♦ "
           "and the A♥: with hearts trump they are the three highest cards. Say \"Order it up\" to "
           "make hearts trump: you become the maker and must take three tricks."),
           ("order",), N_("Passing is allowed, but with three top trumps, order it up.")),
    Lesson(N_("The right bower"),
           N_("Ann took the 9♥ and discarded a card face down. Now you lead. The J♥, the jack of trump, "
           "is the right bower: the highest card this hand. Lead it to pull a trump from Ann."),
           ("play JH",), N_("That card is allowed, but lead the right bower, the J♥, for this lesson.")),
    Lesson(N_("Clearing a weak card"),
           N_("Ann had to follow hearts. Now get rid of your lone spade, the Q♠, while you still hold "
           "two trumps to win the lead back later."),
           ("play QS",), N_("That is allowed, but play the Q♠ now and keep your trumps.")),
    Lesson(N_("Following suit"),
           N_("Ann won and led the K♣. You must follow suit: play a club if you have one. Your J♦ looks "
           "like a diamond, but it is the left bower, {left_bower}, so it counts as a heart this "
           "hand. Only the 9♣ may be played."),
           ("play 9C",), N_("Play the 9♣: you must follow clubs.")),
    Lesson(N_("The left bower"),
           N_("Ann led the 9♦. You have no diamonds (the J♦ is a heart now), so you may play any card. "
           "Trump it with the left bower: only the right bower beats it."),
           ("play JD",), N_("That is allowed, but win the trick with the left bower, the J♦.")),
    Lesson(N_("The last trick"),
           N_("You have two tricks. Lead the A♥ for the third: Ann must follow hearts if she can."),
           ("play AH",), N_("Lead the A♥.")),
)

WATCH = N_("Watch Ann: the game moves on by itself.")
DONE_TITLE = N_("You made it!")
DONE_TEXT = N_("Three tricks as the maker score 1 point; all five would be a march for 2. Had you "
             "taken fewer than three, you would have been euchred and Ann would score 2. "
             "The first to 10 points wins. Choose New game on the title screen to play a whole match.")
