"""Start the game: ``python main.py`` opens the window; ``--gallery OUTDIR`` renders every scene to PNG."""
from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Euchre")
    parser.add_argument("--gallery", metavar="OUTDIR", help="render every screen to PNG files in OUTDIR and exit")
    args = parser.parse_args(argv)
    if args.gallery:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.client.gallery import render_gallery
        paths = render_gallery(args.gallery)
        print(f"wrote {len(paths)} pictures to {args.gallery}")
        return 0
    from game.client.app import App
    App().run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
