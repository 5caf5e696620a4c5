"""The deal: packets fly from the dealer to every player, then the upcard is turned."""
from __future__ import annotations

import pygame

from .table_base import TableScene


class DealScene(TableScene):
    name = "deal"
    stage = "deal"

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
