"""A cache that keeps the images (or fonts) used most lately, up to a bound: a window being
resized, a change of language or a long session passes ever more sizes, and each kept one
costs memory. What is let go is made again, the same, when asked for."""
from __future__ import annotations

from collections import OrderedDict
from typing import Generic, Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Kept(Generic[K, V]):
    """The last ``bound`` values put, by key; a value got again counts as used."""

    def __init__(self, bound: int) -> None:
        self.bound = bound
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> V:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.bound:
            self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __iter__(self):
        return iter(self._items)
