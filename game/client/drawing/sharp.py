"""Images that know how to be made again at a scale, so a window larger than 1280x720 shows
glyphs made by the font at the larger size and cards made at the larger width, not an upscaled
copy.

A maker of images (the fonts, the card art, the felt, the panels) registers, with each image it
hands out, how to make that image ``k`` times as large: ``remade(img, make)``. The image itself
stays an ordinary pygame Surface of its logical size, so layouts measure it and tests read it as
before. A ``Canvas`` drawing at scale ``k`` asks ``at_scale(img, k)`` for the pixels to blit:
the maker's image at that scale (kept while the image lives), or for an image nobody registered,
a smooth scaling of it. ``rotate``, ``scale`` and ``rotozoom`` transform an image and say how to
transform its larger forms alike.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable

import pygame

Make = Callable[[float], "pygame.Surface | None"]   # None: scale the image smoothly

_makers: "weakref.WeakKeyDictionary[pygame.Surface, Make]" = weakref.WeakKeyDictionary()
_made: "weakref.WeakKeyDictionary[pygame.Surface, dict[float, pygame.Surface]]" = weakref.WeakKeyDictionary()
KEPT_SCALES = 3      # the larger forms kept per image (a window being resized passes many)


def remade(img: pygame.Surface, make: Make) -> pygame.Surface:
    """Note that ``make(k)`` makes ``img`` at ``k`` times its size; returns ``img``."""
    _makers[img] = make
    return img


def remade_by(owner: object, img: pygame.Surface, make: Callable[[Any, float], pygame.Surface]) -> pygame.Surface:
    """``remade`` for an image kept by ``owner`` (a cache of cards, of felts): ``make(owner, k)``
    makes it ``k`` times as large, with the owner held weakly. A maker holding its owner, which
    holds the image, would keep both for good (this module's keys are weak, its values are
    not). An image that outlives its owner is smoothly scaled."""
    ref = weakref.ref(owner)

    def again(k: float) -> pygame.Surface | None:
        who = ref()
        return None if who is None else make(who, k)
    _makers[img] = again
    return img


def knows(img: pygame.Surface) -> bool:
    """Whether ``img`` has a maker (it is drawn sharp at any scale)."""
    return img in _makers


def at_scale(img: pygame.Surface, k: float) -> pygame.Surface:
    """``img`` made ``k`` times as large: by its maker, else smoothly scaled; the same Surface
    for the same image and scale while the image lives."""
    if k == 1.0:
        return img
    forms = _made.get(img)
    if forms is None:
        forms = _made[img] = {}
    big = forms.get(k)
    if big is None:
        make = _makers.get(img)
        big = make(k) if make is not None else None
        if big is None:
            w, h = img.get_size()
            big = pygame.transform.smoothscale(img, (max(1, round(w * k)), max(1, round(h * k))))
        if len(forms) >= KEPT_SCALES:
            forms.clear()
        forms[k] = big
    return big


def px(v: float, k: float) -> int:
    """A length of ``v`` logical points at scale ``k``, in whole pixels."""
    return max(1, round(v * k)) if v > 0 else 0


# -- transforms that keep an image sharp --------------------------------------------------
def rotate(img: pygame.Surface, angle: float) -> pygame.Surface:
    return remade(pygame.transform.rotate(img, angle), lambda k: pygame.transform.rotate(at_scale(img, k), angle))


def rotozoom(img: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
    return remade(pygame.transform.rotozoom(img, angle, zoom),
                  lambda k: pygame.transform.rotozoom(at_scale(img, k), angle, zoom))


def scale(img: pygame.Surface, size: tuple[int, int], smooth: bool = False) -> pygame.Surface:
    """``img`` stretched to ``size`` (a card turning over, a marker swelling)."""
    how = pygame.transform.smoothscale if smooth else pygame.transform.scale

    def make(k: float) -> pygame.Surface:
        return how(at_scale(img, k), (px(size[0], k), px(size[1], k)))
    return remade(how(img, size), make)
