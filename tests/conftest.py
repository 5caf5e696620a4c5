"""Every test keeps the user's files (settings, saves, LAN seat tokens) in a directory of its own."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path_factory, monkeypatch):
    """$EUCHRE_DATA_DIR points at a fresh directory, for this process and the ones it starts."""
    d = tmp_path_factory.mktemp("euchre-data")
    monkeypatch.setenv("EUCHRE_DATA_DIR", str(d))
    return d
