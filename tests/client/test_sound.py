"""Synthesized sound: every effect exists, is audible, and silence without audio is safe."""
import pygame
import pytest

from game.client import sound


@pytest.mark.parametrize("name", sound.NAMES)
def test_every_effect_is_synthesized_short_and_audible(name):
    s = sound.synthesize(name)
    assert 0.03 * sound.RATE < len(s) < 1.5 * sound.RATE
    assert max(abs(x) for x in s) > 0.1
    assert all(-1.0 <= x <= 1.0 for x in s)


def test_effects_differ():
    assert len({tuple(sound.synthesize(n)[:500]) for n in sound.NAMES}) == len(sound.NAMES)


def test_sounds_play_on_the_dummy_driver_and_respect_mute():
    pygame.init()
    s = sound.Sounds()
    assert s.available, s.error  # SDL's dummy audio driver is a real device to SDL
    s.configure(50, muted=False)
    s.play("march")
    s.configure(50, muted=True)
    s.play("win")
    with pytest.raises(ValueError):
        s.play("nope")


def test_no_audio_device_means_silence_not_an_error(monkeypatch):
    def fail(*a, **k):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    s = sound.Sounds()
    assert not s.available and "No sound" in s.error
    s.play("deal")  # nothing happens, nothing raised
