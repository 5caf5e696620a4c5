"""The command line: start the game, or run headless tools (simulation, gallery...)."""
from __future__ import annotations

import argparse
import json
import sys

from game.rules import Options


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one clear line, exit code 2
        sys.stderr.write(f"main.py: error: {message} (see --help)\n")
        sys.exit(2)


def _positive(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {v}")
    return v


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="Euchre: two-handed and four-handed.")
    p.add_argument("--sim", type=_positive, metavar="N",
                   help="play N whole matches headless between computer players")
    p.add_argument("--variant", choices=["two-handed", "four-handed"], default="two-handed")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deck", type=int, choices=[24, 32, 25], default=24)
    p.add_argument("--target", type=int, choices=[5, 7, 10], default=10)
    p.add_argument("--stick-the-dealer", action="store_true")
    p.add_argument("--turned-down-suit-allowed", action="store_true",
                   help="the suit turned down may be named in the second round")
    p.add_argument("--rubbers", action="store_true", help="four-handed: play a rubber")
    p.add_argument("--players", metavar="A,B",
                   help="computer levels for side 0 and side 1 (default: strongest)")
    p.add_argument("--duplicate", action="store_true",
                   help="with --sim: play each deal sequence twice with the sides swapped")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--gallery", metavar="OUTDIR",
                   help="render every scene to OUTDIR/<scene>-<variant>-<W>x<H>.png and exit")
    return p


def options_from(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Options:
    try:
        return Options(variant=args.variant, deck=args.deck, target=args.target,
                       stick_the_dealer=args.stick_the_dealer,
                       turned_down_suit_allowed=args.turned_down_suit_allowed,
                       rubbers=args.rubbers)
    except ValueError as e:
        parser.error(str(e))
        raise


def run_sim(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from game.ai import LEVELS, STRONGEST
    from game.sim import Progress, simulate, simulate_duplicate

    options = options_from(args, parser)
    levels = (STRONGEST, STRONGEST)
    if args.players:
        parts = args.players.split(",")
        if len(parts) != 2 or any(p not in LEVELS for p in parts):
            parser.error(f"--players takes two levels A,B from: {', '.join(LEVELS)}")
        levels = (parts[0], parts[1])
    if args.duplicate:
        stats = simulate_duplicate(options, args.sim, args.seed, levels, Progress(args.sim))
    else:
        stats = simulate(options, args.sim, args.seed, levels, Progress(args.sim))
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
    if args.sim:
        return run_sim(args, parser)
    if args.gallery:
        import os

        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.client.gallery import render_gallery

        paths = render_gallery(args.gallery)
        print(f"wrote {len(paths)} pictures to {args.gallery}")
        return 0
    from game.client.app import App  # the window, only when asked for

    App().run()
    return 0
