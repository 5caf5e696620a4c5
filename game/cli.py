"""The command line: start the game, or run headless tools (simulation, gallery...)."""
from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from game.client.text.translate import LANGUAGES  # (no pygame: the words only)
from game.rules import GAMES, Options
from game.rules.games import KEYS, sibling
from game.rules.options import SPECS, OptionSpec

LANGUAGE_CODES = tuple(LANGUAGES)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one clear line, exit code 2
        sys.stderr.write(f"main.py: error: {message} (see --help)\n")
        sys.exit(2)


def _whole(text: str, least: int) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if v < least:
        raise argparse.ArgumentTypeError(f"expected a number of at least {least}, got {v}")
    return v


def _positive(text: str) -> int:
    return _whole(text, 1)


def _not_negative(text: str) -> int:
    return _whole(text, 0)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description=f"Euchre: {_either(KEYS, 'and')}.")
    p.add_argument("--sim", type=_positive, metavar="N",
                   help="play N whole matches headless between computer players")
    p.add_argument("--variant", choices=KEYS, default=GAMES[0].key)
    p.add_argument("--seed", type=int, default=None,
                   help="random seed (simulation default 0; a hosted match: a fresh one)")
    for spec in SPECS:
        if spec.flag:
            _add_rule_flag(p, spec)
    p.add_argument("--players", metavar="A,B",
                   help="computer levels for side 0 and side 1, or A,B,C for seats 0, 1 and 2 "
                        "in three-handed (Napoleon: A,B,C or A,B,C,D, one per seat, which "
                        "also sets three or four players; default: strongest)")
    p.add_argument("--duplicate", action="store_true",
                   help="with --sim: play each deal sequence once per seat with the players "
                        "rotated (two sides: swapped; three-handed: each player in each seat)")
    p.add_argument("--jobs", type=_positive, default=1, metavar="N",
                   help="with --sim: play matches in N processes (default 1; the figures "
                        "are the same, only faster on a machine with N free cores)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--fullscreen", action="store_true",
                   help="open the window full screen (also Settings > Full screen, F11 or Alt+Enter)")
    p.add_argument("--lang", metavar="CODE", choices=LANGUAGE_CODES,
                   help="the language the game speaks this run: " + ", ".join(LANGUAGE_CODES) +
                        " (default: Settings > Language, else the system's; the gallery: en)")
    p.add_argument("--gallery", metavar="OUTDIR",
                   help="render every scene to OUTDIR/<scene>-<variant>-<W>x<H>.png and exit")
    p.add_argument("--gallery-only", metavar="TEXT",
                   help="with --gallery: only the scenes whose <scene>-<variant> contains TEXT")
    p.add_argument("--gallery-sizes", metavar="WxH,...",
                   help="with --gallery: these window sizes (default 1280x720,800x450,450x800,1920x1080,800x600)")
    lan = p.add_argument_group(
        "LAN play",
        "Host a table or join one. --headless runs without a window: the host's own seats "
        "are computer players and it waits for the remote seats; a joiner plays its seat "
        "with --bot. Both print 'final score: A-B' (side 0 first; three-handed 'A-B-C', "
        "seat 0 first; a score below zero with commas: '15, -10') and exit 0 when the match "
        "ends.")
    online = p.add_argument_group(
        "internet play", "Run a table server, or play at one: --online URL --create (a new "
        "table; prints 'room: CODE') or --online URL --join CODE, with --headless --bot LEVEL.")
    online.add_argument("--server", action="store_true",
                        help="run the table server (with --bind, --port, --cert and --key)")
    online.add_argument("--cert", metavar="FILE", help="the server's TLS certificate (PEM)")
    online.add_argument("--key", metavar="FILE", help="the certificate's private key (PEM)")
    online.add_argument("--state", metavar="DIR",
                        help="keep the server's tables in DIR, so a restart carries them on")
    online.add_argument("--redis", metavar="URL",
                        help="share the table directory with other server processes in "
                             "Valkey/Redis at URL (redis://127.0.0.1:6379/0)")
    online.add_argument("--me", metavar="URL",
                        help="with --redis: where the other processes reach this one "
                             "(ws://127.0.0.1:8701)")
    online.add_argument("--online", metavar="URL",
                        help="play at the table server at URL (wss://HOST:PORT)")
    online.add_argument("--ca", metavar="FILE",
                        help="trust this certificate for the server (a self-signed one)")
    online.add_argument("--create", action="store_true",
                        help="with --online: open a new table (--variant, rules, --seats)")
    online.add_argument("--pace", type=float, default=0.0, metavar="SECONDS",
                        help="with --online: the headless player waits this long before "
                             "each action, as a person would")
    online.add_argument("--dead-after", type=float, default=30.0, metavar="SECONDS",
                        help="with --server: drop a connection silent this long (default 30)")
    lan.add_argument("--host", action="store_true", help="host a table on this machine")
    lan.add_argument("--join", metavar="HOST:PORT",
                     help="join the table at HOST:PORT (with --online: the room code)")
    lan.add_argument("--headless", action="store_true", help="run without a window")
    lan.add_argument("--port", type=_port, default=None,
                     help=f"port to host on (default {DEFAULT_PORT}, a server "
                          f"{DEFAULT_SERVER_PORT}; 0 picks a free one)")
    lan.add_argument("--bind", metavar="ADDR", default=None,
                     help="address to host on (default 0.0.0.0: every interface, so other "
                          "machines on the network can join; 127.0.0.1: this machine only; with "
                          "--server the default is 127.0.0.1). "
                          "With --discover: the address to listen on (default every one)")
    lan.add_argument("--seats", metavar="SPEC",
                     help="who plays each seat, seat 0 first: remote, bot or bot:LEVEL, "
                          f"comma-separated (default {_default_seats()})")
    lan.add_argument("--room", metavar="CODE",
                     help="room code joiners must give (headless host: none unless given; "
                          "8 characters or more, or it can be guessed)")
    lan.add_argument("--announce", metavar="ADDR",
                     help="send the discovery beacons to ADDR only (default: the broadcast "
                          "address of every network interface; a host on 127.0.0.1 "
                          "announces to 127.0.0.1)")
    lan.add_argument("--no-announce", action="store_true",
                     help="send no discovery beacons (joiners type the address)")
    lan.add_argument("--discover", nargs="?", type=_seconds, const=3.0, metavar="SECONDS",
                     help="list the tables heard on the network within SECONDS (default 3) "
                          "and exit; with --json one JSON list")
    lan.add_argument("--bot", metavar="LEVEL", help="computer level that plays a headless "
                                                    "joiner's seat")
    lan.add_argument("--name", default="Player", help="your name at the table")
    lan.add_argument("--grace", type=_positive, default=120, metavar="SECONDS",
                     help="how long a dropped player's seat waits for them (default 120); "
                          "then the computer plays it until they are back")
    lan.add_argument("--turn-limit", type=_not_negative, default=120, metavar="SECONDS",
                     help="how long a connected player may take over one decision before "
                          "the computer plays it for them (default 120; 0: no limit)")
    return p


DEFAULT_PORT = 47100


def _either(words: tuple[str, ...] | list[str], last: str = "or") -> str:
    return ", ".join(words[:-1]) + f" {last} " + words[-1] if len(words) > 1 else "".join(words)


class _OnOff(argparse.BooleanOptionalAction):
    """``--rubbers`` on, ``--no-rubbers`` off; unlike argparse's own, ``--no-ace-no-face``
    (an option whose name begins with "no") is on."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        setattr(namespace, self.dest, option_string == self.option_strings[0])


def _add_rule_flag(p: argparse.ArgumentParser, spec: OptionSpec) -> None:
    """The flag of a rule option: ``--deck N`` for one with values, ``--rubbers`` /
    ``--no-rubbers`` for an on/off one. Not given (None): the game's default."""
    flag = "--" + spec.key.replace("_", "-")
    where = f"{_either(list(spec.games))}: " if spec.games is not None else ""
    if spec.boolean:
        p.add_argument(flag, action=_OnOff, default=None,
                       help=f"{where}{spec.help}")
    else:
        defaults = {spec.default_for(g.key) for g in GAMES if spec.applies(g.key)}
        default = f"{defaults.pop()}" if len(defaults) == 1 else "the game's"
        p.add_argument(flag, type=type(spec.values[0]), choices=spec.all_values, default=None,
                       help=f"{where}{spec.help} (default {default})")


def _default_seats() -> str:
    """The --seats default of each game, in words: "remote,bot for two-handed, ..."."""
    parts = []
    for g in GAMES:
        part = f"{','.join(g.lan_seats)} for {g.key}"
        if g.partners:
            part += ": seats " + " and ".join(map(str, g.side_seats(0))) + " are partners"
        parts.append(part)
    return ", ".join(parts)


def _seconds(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not 0 < v <= 3600:
        raise argparse.ArgumentTypeError(f"expected 0 < SECONDS <= 3600, got {text}")
    return v


def _port(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, got {text!r}") from None
    if not 0 <= v <= 65535:
        raise argparse.ArgumentTypeError(f"a port is from 0 to 65535, not {v}")
    return v


DEFAULT_SERVER_PORT = 8443


def run_online(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``--server`` or ``--online URL``."""
    from game.ai import LEVELS, STRONGEST

    if args.server:
        if args.online or args.join or args.create or args.host:
            parser.error("--server runs the table server; play at it from another command")
        from net.server.limits import ServerLimits
        from net.server.serve import run_server

        return run_server(bind=args.bind or "127.0.0.1",
                          port=DEFAULT_SERVER_PORT if args.port is None else args.port,
                          cert=args.cert, key=args.key, state=args.state, redis=args.redis,
                          me=args.me, limits=ServerLimits(
                              dead_after=max(1.0, args.dead_after),
                              heartbeat=min(10.0, max(0.5, args.dead_after / 3)),
                              grace=float(args.grace), turn=float(args.turn_limit)))
    if args.create == bool(args.join):
        parser.error("--online needs --create (a new table) or --join CODE")
    if not args.headless:
        parser.error("--online from the command line needs --headless --bot LEVEL for now")
    if not args.bot or args.bot not in LEVELS:
        parser.error(f"--online needs --bot LEVEL (one of {', '.join(LEVELS)})")
    from net.headless import run_online as play_online

    create = None
    if args.create:
        from net.seats import parse_seats

        options = options_from(args, parser)
        spec = args.seats or ",".join(options.game.lan_seats)
        try:
            parse_seats(spec, options.players, LEVELS, STRONGEST, allow_local=False)
        except ValueError as e:
            parser.error(str(e))
        create = (options, [p.strip() for p in spec.split(",")])
    from game.jsonfile import data_dir

    return play_online(args.online, args.bot, room=args.join, create=create, ca=args.ca,
                       name=args.name, seed=args.seed, tokens=data_dir(),
                       pace=max(0.0, args.pace))


def run_lan(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from game.ai import LEVELS, STRONGEST
    from net.headless import run_host, run_join
    from net.seats import parse_seats

    if args.host and args.join:
        parser.error("choose --host or --join, not both")
    if not args.headless:
        parser.error("LAN play from the command line needs --headless for now; "
                     "use the lobby in the game's window to host or join with a screen")
    if args.host:
        if args.bot:
            parser.error("--bot is for --join; a headless host's seats come from --seats")
        options = options_from(args, parser)
        try:
            seats = parse_seats(args.seats or ",".join(options.game.lan_seats), options.players,
                                LEVELS, STRONGEST, allow_local=False)
        except ValueError as e:
            parser.error(str(e))
        from net.discovery import EVERY_INTERFACE
        from net.host import HostLimits

        bind = "0.0.0.0" if args.bind is None else args.bind
        if args.no_announce:
            if args.announce:
                parser.error("choose --announce ADDR or --no-announce, not both")
            announce = None
        elif args.announce:
            announce = args.announce
        else:  # a table only this machine can join is announced only to this machine
            announce = bind if bind.startswith("127.") else EVERY_INTERFACE
        return run_host(options, seats, bind=bind, port=args.port, room=args.room,
                        announce=announce, seed=args.seed, expire_to=STRONGEST,
                        limits=HostLimits(grace=float(args.grace),
                                          turn=float(args.turn_limit)))
    address, sep, port_text = args.join.rpartition(":")
    if not sep or not address:
        parser.error(f"--join takes HOST:PORT, e.g. 192.168.1.20:{DEFAULT_PORT}, "
                     f"not {args.join!r}")
    try:
        port = _port(port_text)
    except argparse.ArgumentTypeError as e:
        parser.error(f"--join: {e}")
    if not args.bot:
        parser.error(f"a headless joiner needs --bot LEVEL (one of {', '.join(LEVELS)})")
    if args.bot not in LEVELS:
        parser.error(f"no computer level {args.bot!r}; choose from {', '.join(LEVELS)}")
    from game.jsonfile import data_dir

    return run_join(address, port, args.bot, room=args.room, name=args.name, seed=args.seed,
                    tokens=data_dir())


def options_from(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Options:
    try:
        return Options(variant=args.variant, **{spec.key: getattr(args, spec.key)
                                                for spec in SPECS if spec.flag})
    except ValueError as e:
        parser.error(str(e))
        raise


def run_sim(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from game.ai import LEVELS, STRONGEST
    from game.sim import DuplicateStats, Progress, SimStats, simulate, simulate_duplicate

    if args.players:   # a game of a family (Napoleon) is played at the table --players seat
        args.variant = sibling(args.variant, len(args.players.split(","))).key
    options = options_from(args, parser)
    sides = options.sides
    levels: tuple[str, ...] = (STRONGEST,) * sides
    if args.players:
        parts = tuple(args.players.split(","))
        if len(parts) != sides or any(p not in LEVELS for p in parts):
            form = ("two levels A,B" if sides == 2 else
                    f"{('three', 'four')[sides - 3]} levels {','.join('ABCD'[:sides])} (one per seat)")
            parser.error(f"--players takes {form} for {options.variant} from: "
                         f"{', '.join(LEVELS)}")
        levels = parts
    seed = args.seed if args.seed is not None else 0
    stats: SimStats | DuplicateStats
    if args.duplicate:
        stats = simulate_duplicate(options, args.sim, seed, levels, Progress(args.sim),
                                   jobs=args.jobs)
    else:
        stats = simulate(options, args.sim, seed, levels, Progress(args.sim), jobs=args.jobs)
    if args.json:
        print(json.dumps(stats.to_json()))
    else:
        print(stats.summary())
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.duplicate and not args.sim:
        parser.error("--duplicate needs --sim N")
    if args.jobs != 1 and not args.sim:
        parser.error("--jobs needs --sim N")
    if args.sim:
        return run_sim(args, parser)
    if args.discover is not None:
        if args.host or args.join:
            parser.error("--discover lists tables; it cannot be used with --host or --join")
        from net.discovery import DISCOVERY_PORT
        from net.headless import run_discover

        return run_discover(args.discover, as_json=args.json, port=DISCOVERY_PORT,
                            bind=args.bind or "")
    if args.server or args.online:
        return run_online(args, parser)
    if args.port is None:
        args.port = DEFAULT_PORT
    if args.host or args.join:
        return run_lan(args, parser)
    if args.gallery:
        import os

        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.client.gallery import SIZES, render_gallery
        try:
            sizes = tuple((int(w), int(h)) for w, h in (part.lower().split("x") for part in
                                                          args.gallery_sizes.split(","))) \
                if args.gallery_sizes else SIZES
        except ValueError:
            parser.error(f"--gallery-sizes: not sizes such as 1920x1080,800x600: {args.gallery_sizes}")
        paths = render_gallery(args.gallery, sizes, only=args.gallery_only, language=args.lang or "en")
        print(f"wrote {len(paths)} pictures to {args.gallery}")
        return 0
    from game.client.app import App  # the window, only when asked for

    App(fullscreen=args.fullscreen, language=args.lang).run()
    return 0
