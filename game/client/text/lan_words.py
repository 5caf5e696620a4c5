"""What the LAN lobby says about the tables it hears, and a seat to go back to."""
from __future__ import annotations

SEARCHING = "Looking for tables on the network…"
SEARCHING_HERE = "Looking for tables on this machine…"
NONE_YET = ("No table heard yet. A host's table is listed here while it has a seat open; "
            "a table on another network can be joined by address.")
NONE_HERE = ("No table on this machine yet. Who can join is set to this machine only (Settings), "
             "so tables on the network are not listed.")
CANNOT_LISTEN = "Cannot listen for tables on the network now: join by address."
HEARD = "Tables on the network"
HEARD_HERE = "Tables on this machine"


def heard_count(first: int, last: int, total: int) -> str:
    """"3 heard", or while the list is scrolled "4–7 of 12" (rows counted from 1)."""
    if first == 1 and last == total:
        return f"{total} heard"
    return f"{first}–{last} of {total}"


def unlisted_words(address: str, count: int) -> str:
    """One machine announcing more tables than are listed from one address."""
    return f"{count} more {'table' if count == 1 else 'tables'} from {address}, not listed"


def rejoin_words(where: str, name: str | None) -> str:
    """The menu's offer to take back a seat kept on this machine after a restart."""
    return f"Rejoin {name} ({where})" if name else f"Rejoin the table at {where}"
