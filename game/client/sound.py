"""Sound effects synthesized by our own code (no sound files), silent where there is no audio.

``Sounds.play("deal")`` plays one of: deal, play, trick, euchre, march, win, turn.
Volume and mute come from the settings. Where no audio device can be opened the game
runs silently: ``available`` is False and ``play`` does nothing.
"""
from __future__ import annotations

import math
import random
from array import array

import pygame

RATE = 22050
NAMES = ("deal", "play", "trick", "euchre", "march", "win", "turn")


def _tone(freq: float, dur: float, vol: float = 0.5, attack: float = 0.005,
          decay: float = 6.0, shape: str = "sine") -> list[float]:
    n = int(RATE * dur)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        ph = 2 * math.pi * freq * t
        if shape == "sine":
            v = math.sin(ph) + 0.25 * math.sin(2 * ph)
        else:  # soft square for brighter notes
            v = math.tanh(3 * math.sin(ph))
        out.append(vol * env * v)
    return out


def _noise(dur: float, vol: float, decay: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    n = int(RATE * dur)
    out, last = [], 0.0
    for i in range(n):
        last = 0.6 * last + 0.4 * rng.uniform(-1, 1)  # a little low-passed: a card's swish
        out.append(vol * last * math.exp(-decay * i / RATE))
    return out


def _seq(*parts: list[float], gap: float = 0.0) -> list[float]:
    out: list[float] = []
    for p in parts:
        out += p + [0.0] * int(RATE * gap)
    return out


def _mix(a: list[float], b: list[float]) -> list[float]:
    n = max(len(a), len(b))
    return [(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(n)]


def synthesize(name: str) -> list[float]:
    """The samples (-1..1 floats at ``RATE``) of one effect."""
    if name == "deal":
        return _noise(0.09, 0.5, 40, 1)
    if name == "play":
        return _mix(_noise(0.06, 0.6, 60, 2), _tone(180, 0.06, 0.3, decay=50))
    if name == "trick":
        return _mix(_noise(0.15, 0.35, 20, 3), _tone(440, 0.12, 0.15, decay=25))
    if name == "turn":
        return _tone(660, 0.12, 0.25, decay=20)
    if name == "euchre":
        return _seq(_tone(392, 0.16, 0.35, decay=8, shape="square"),
                    _tone(311, 0.16, 0.35, decay=8, shape="square"),
                    _tone(233, 0.35, 0.35, decay=5, shape="square"))
    if name == "march":
        return _seq(*[_tone(f, 0.11, 0.3, decay=10) for f in (523, 659, 784)],
                    _tone(1047, 0.3, 0.3, decay=6))
    if name == "win":
        return _seq(*[_tone(f, 0.13, 0.3, decay=8, shape="square") for f in (523, 523, 659)],
                    _mix(_tone(784, 0.5, 0.3, decay=3), _tone(523, 0.5, 0.2, decay=3)))
    raise ValueError(f"no sound called {name!r}; there are {', '.join(NAMES)}")


def _resample(samples: list[float], freq: int) -> list[float]:
    """Nearest-sample resampling to the mixer's rate (the effects are simple enough)."""
    if freq == RATE:
        return samples
    n = int(len(samples) * freq / RATE)
    return [samples[int(i * RATE / freq)] for i in range(n)]


def _pcm(samples: list[float], channels: int) -> bytes:
    a = array("h", (int(max(-1.0, min(1.0, s)) * 32000) for s in samples for _ in range(channels)))
    return a.tobytes()


class Sounds:
    """The game's effects, made once at start-up; silent when no audio device exists."""

    def __init__(self) -> None:
        self.available = False
        self.volume = 0.8
        self.muted = False
        self.error: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2)
            init = pygame.mixer.get_init()
            if not init:
                raise pygame.error("the mixer did not start")
            freq, size, channels = init
            if size != -16:  # the device insisted on another sample format
                raise pygame.error(f"unexpected audio format {init}")
            for name in NAMES:
                pcm = _pcm(_resample(synthesize(name), freq), channels)
                self._sounds[name] = pygame.mixer.Sound(buffer=pcm)
            self.available = True
        except (pygame.error, ValueError, OSError) as e:
            self.error = f"No sound: {e}"  # run silently

    def configure(self, volume_percent: int, muted: bool) -> None:
        self.volume = max(0, min(100, volume_percent)) / 100
        self.muted = muted

    def play(self, name: str) -> None:
        if name not in NAMES:
            raise ValueError(f"no sound called {name!r}")
        if not self.available or self.muted or self.volume <= 0:
            return
        snd = self._sounds[name]
        snd.set_volume(self.volume)
        snd.play()
