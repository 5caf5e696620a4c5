"""Start Euchre: ``python main.py`` opens the game; ``--help`` lists headless tools."""
import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
