"""What the Online game screen says: the table server's address (how to set one), creating a
table and its room code to share, joining by a code."""
from __future__ import annotations

from .translate import N_, _

# Constants are English ids (N_), shown with _().
NO_SERVER = N_("Online play meets at a table server: a program anyone can run "
               "(python main.py --server). Whoever runs one gives you its address.")
NO_SERVER_HOW = N_("Choose Server above and type the address you were given, such as "
                   "euchre.example.org:8443. It is kept in your settings.")
SERVER_LABEL = N_("The table server's address")
SERVER_NOTE = N_("Such as euchre.example.org:8443 (wss:// is assumed; ws:// only for a server on "
                 "this machine).")
SERVER_CA_LABEL = N_("Certificate file (only for a server with a certificate of its own making)")
SERVER_CA_NOTE = N_("Leave it empty unless whoever runs the server gave you a certificate file: "
                    "the certificates this machine trusts are used.")
CODE_LABEL = N_("Room code")
CODE_NOTE = N_("Type the room code whoever created the table gave you, such as K7QMX4-PAB2Z9: "
               "capitals, spaces and dashes do not matter.")
SHARE_CODE = N_("Give this code to the players who join: they choose Online game, Join by code.")


def server_words(url: str) -> str:
    """The menu's server row: the address in use, with its scheme (wss:// or ws://: with TLS
    or without), or that none is set yet."""
    if not url:
        return _("Server: none yet, type its address")
    return _("Server: {address}").format(address=url)


def creating_words(url: str) -> str:
    return _("Opening a table at {address}…").format(address=url.partition("://")[2] or url)


def joining_words(url: str) -> str:
    return _("Joining the table at {address}…").format(address=url.partition("://")[2] or url)
