"""The deal: packets fly from the dealer to every player, then the upcard is turned."""
from __future__ import annotations

from .table_base import TableScene


class DealScene(TableScene):
    name = "deal"
    stage = "deal"
