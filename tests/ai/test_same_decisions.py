"""The computer players decide as they did: every level, every game, on fixed seeds.

The digests in decisions.json were written by ``python bench/decisions.py --json``. A change
meant to alter how a level plays rewrites that file in the same commit and says why; a
refactor never does."""
import json
from pathlib import Path

import pytest

from bench.decisions import digest

EXPECTED = json.loads((Path(__file__).parent / "decisions.json").read_text())


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_same_decisions(key):
    variant, level = key.split("/")
    assert digest(variant, level, 9)[0] == EXPECTED[key]
