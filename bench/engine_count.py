"""A fixed amount of engine work, to count instructions rather than time them.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$(python -c 'import sys; print(sys.executable)')" bench/engine_count.py VARIANT HANDS

plays HANDS random legal hands of VARIANT from seed 1 (the same hands on every run). Subtract
the count for 0 hands (interpreter start-up and imports) and divide by HANDS: instructions per
hand are repeatable whatever else the machine is doing (with the hash seed fixed), unlike
``bench/engine.py``'s hands/s. (valgrind runs the real interpreter, not a pyenv shim.)
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import Match, Options  # noqa: E402


def main() -> None:
    variant, wanted = sys.argv[1], int(sys.argv[2])
    r = random.Random(1)
    hands = 0
    m = Match(Options(variant=variant), seed=1)
    while hands < wanted:
        if m.over:
            m = Match(Options(variant=variant), seed=r.getrandbits(32))
        ids = m.legal_action_ids()
        before = m.hands_scored
        m.apply(ids[int(r.random() * len(ids))])
        hands += m.hands_scored - before


if __name__ == "__main__":
    main()
