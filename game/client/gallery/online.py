"""The Online game screen for the gallery: before a server is set, the menu, typing the
server's address, a table created here with its room code while its seats fill, a wrong code
and a certificate not trusted, drawn with stand-ins: no connection is made."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.rules.said import said

from ..text.translate import tr

if TYPE_CHECKING:
    from ..context import Context
    from ..scenes.base import Scene

Build = Callable[["Context"], list["Scene"]]
SERVER = "wss://euchre.example.org:8443"
CODE = "K7QMX4-PAB2Z9"


class ShownOnline:
    """A stand-in for ``net.online.OnlineTable`` at a table created here: its seats as they
    fill, never a socket."""

    status, seat, creating = "playing", 0, True

    def __init__(self, names: list[str], away: dict[int, float] | None, options: Any) -> None:
        self.room, self._names, self._away, self.options = CODE, names, away or {}, options

    def seat_names(self) -> list[str]:
        return list(self._names)

    def away(self) -> dict[int, float]:
        return dict(self._away)

    def poll(self) -> list:
        return []

    def close(self) -> None: ...


def entries() -> list[tuple[str, str, Build]]:
    from ..scenes.online import CODE_FORM, ROOM, SERVER_FORM, OnlineScene
    from ..scenes.title import TitleScene

    def scene_at(c: "Context", server: str = SERVER, variant: str = "four-handed") -> OnlineScene:
        # (each entry sets the server it shows: the gallery's settings are shared)
        c.change_settings(c.settings.with_(server_address=server))
        scene = OnlineScene(c)
        scene.variant = variant
        scene.menu = scene._menu()
        return scene

    def online(server: str = SERVER) -> Build:
        return lambda c: [TitleScene(c), scene_at(c, server)]

    def typing_server(c: "Context") -> list["Scene"]:
        scene = scene_at(c, "")
        scene.texts["server"] = "euchre.example.org:8443"
        scene._type(SERVER_FORM, 0)
        return [TitleScene(c), scene]

    def room(variant: str, names: list[str], away: dict[int, float] | None = None) -> Build:
        def build(c: "Context") -> list["Scene"]:
            scene = scene_at(c, variant=variant)
            scene.remote, scene.mode, scene.created_room = ShownOnline(names, away, scene.rules.options()), ROOM, CODE
            return [TitleScene(c), scene]
        return build

    def wrong_code(c: "Context") -> list["Scene"]:
        scene = scene_at(c)
        scene.texts["code"] = "K7QMX4-PAB2Z8"
        scene._type(CODE_FORM, 0, select=True)
        # (the server's words, said in the player's language)
        scene.error = tr("No table has that room code: check it with whoever gave it to you.")
        return [TitleScene(c), scene]

    def certificate(c: "Context") -> list["Scene"]:
        scene = scene_at(c)
        scene.error = tr(said("Could not join the table at {address}: {why}", address="euchre.example.org:8443",
                              why=said("the server's certificate is not trusted, so nothing was sent. For a server "
                                       "with a certificate of its own making, give its certificate file with the "
                                       "server's address.")))
        return [TitleScene(c), scene]

    computer = said("computer ({level})", level=said("hard"))   # as the server names a computer's seat
    return [
        ("online", "no-server", online("")),
        ("online", "four", online()),
        ("online-server", "any", typing_server),
        ("online-room", "four", room("four-handed", ["Player", "Bob", computer, ""])),
        ("online-room", "two", room("two-handed", ["Player", ""])),
        ("online-wrong-code", "any", wrong_code),
        ("online-certificate", "any", certificate),
    ]
