"""What a LAN game says: the lobby about the tables it hears and a seat to go back to; a match
about its players, the connection and a rematch."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .translate import N_, _, ngettext

if TYPE_CHECKING:
    from game.rules.games import Game

# Constants are English ids (N_), shown with _().

# -- the lobby -------------------------------------------------------------------------------
SEARCHING = N_("Looking for tables on the network…")
SEARCHING_HERE = N_("Looking for tables on this machine…")
NONE_YET = N_("No table heard yet. A host's table is listed here while it has a seat open; "
              "a table on another network can be joined by address.")
NONE_HERE = N_("No table on this machine yet. Who can join is set to this machine only (Settings), "
               "so tables on the network are not listed.")
CANNOT_LISTEN = N_("Cannot listen for tables on the network now: join by address.")
HEARD = N_("Tables on the network")
HEARD_HERE = N_("Tables on this machine")


# A seat's role beside its number, at a table hosted here ("Seat 2 (partner)"), shown with _().
ROLE_YOU, ROLE_PARTNER, ROLE_OPPONENT = N_("you"), N_("partner"), N_("opponent")
ROLE_AT = {"left": N_("on your left"), "right": N_("on your right")}   # each for himself: where he sits

def hosting_words(g: "Game") -> str:
    """The hosting panel's title: ``Hosting Four-Handed Euchre`` (the game's title)."""
    return _("Hosting {game}").format(game=_(g.title))


def seat_role(you: bool, partner: bool, partnerships: bool, place: str) -> str:
    """``partnerships``: the game is played in partnerships, so an opponent is one;
    otherwise each other player is named by his place from you (``table_layout``)."""
    if you:
        return ROLE_YOU
    if partner:
        return ROLE_PARTNER
    return ROLE_OPPONENT if partnerships else ROLE_AT.get(place, ROLE_OPPONENT)


def heard_count(first: int, last: int, total: int) -> str:
    """"3 heard", or while the list is scrolled "4–7 of 12" (rows counted from 1)."""
    if first == 1 and last == total:
        return _("{total} heard").format(total=total)
    return _("{first}–{last} of {total}").format(first=first, last=last, total=total)


def unlisted_words(address: str, count: int) -> str:
    """One machine announcing more tables than are listed from one address."""
    return ngettext("{count} more table from {address}, not listed",
                    "{count} more tables from {address}, not listed", count).format(count=count, address=address)


def rejoin_words(where: str, name: str | None) -> str:
    """The menu's offer to take back a seat kept on this machine after a restart."""
    if name:
        return _("Rejoin {name} ({where})").format(name=name, where=where)
    return _("Rejoin the table at {where}").format(where=where)


# -- at the table: the host's players, the connection, a rematch -----------------------------
PLAYERS = N_("Players at the table")
PLAYERS_NOTE = N_("A removed player cannot come back: the computer plays their seat.")
NOBODY_JOINED = N_("No one who joined over the network plays at this table now.")
REMATCH = N_("Rematch")
AWAIT_REMATCH = N_("The host may start a rematch at this table: stay here to play it.")
TABLE_CLOSED = N_("The host has closed the table.")
SERVER_CLOSED = N_("The table server has closed the table.")
COMPUTER_PLAYS = N_("the computer plays for now")


def hand_over_words(name: str) -> str:
    """A seat whose person is away: let the computer play it now instead of waiting (until
    they are back)."""
    return _("Let the computer play for {name} now").format(name=name)


def remove_words(name: str, confirming: bool) -> str:
    if confirming:
        return _("Select again to remove {name} for good").format(name=name)
    return _("Remove {name}").format(name=name)


def reconnect_lines(left: float, clock: str) -> tuple[str, str]:
    """The joiner's own seat while the connection is lost: how long it still waits, and
    what happens then."""
    if left > 0:
        return (_("Reconnecting… your seat waits {time} more").format(time=clock),
                _("Then the computer plays it until you are back."))
    return (_("Reconnecting… the computer plays your seat for now"),
            _("You take it back as soon as the connection is back."))
