"""Synthesised sounds: right length, audible, and never a crash without an audio device."""

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes import sound_synth  # noqa: E402
from scenes.sound_synth import DURATIONS, NAMES, VARIANTS, SoundBank, synth  # noqa: E402


def rms(samples) -> float:
    return math.sqrt(sum(s * s for s in samples) / len(samples))


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("rate", [44100, 22050])
def test_buffers_have_the_expected_length_and_are_not_silent(name, rate):
    for variant in range(VARIANTS[name]):
        samples = synth(name, variant, rate)
        assert samples.typecode == "h"
        assert len(samples) == int(DURATIONS[name] * rate)
        peak = max(abs(s) for s in samples)
        assert peak > 0.8 * 32767 * sound_synth.PEAK     # normalised, not clipped to nothing
        assert peak <= 32767
        assert rms(samples) > 300                        # more than a lone click


def test_sounds_are_deterministic_and_clatter_variants_differ():
    assert synth("clatter", 1) == synth("clatter", 1)
    variants = {synth("clatter", v).tobytes() for v in range(VARIANTS["clatter"])}
    assert len(variants) == VARIANTS["clatter"] >= 3


def test_clatter_dies_away():
    samples = synth("clatter", 0)
    head, tail = samples[: len(samples) // 4], samples[-len(samples) // 4:]
    assert rms(tail) < rms(head) / 10


def test_unknown_sound_names():
    with pytest.raises(KeyError):
        synth("trumpet")
    assert SoundBank(enabled=False).play("trumpet") is None


def test_wav_bytes_hold_the_samples():
    samples = synth("click")
    data = sound_synth.wav_bytes(samples, 44100)
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    assert len(data) == 44 + 2 * len(samples)


def test_no_mixer_mode_does_not_crash():
    bank = SoundBank(enabled=False)
    assert not bank.available
    assert bank.play("clatter", 0.7) is None
    bank.preload(["click"])                 # synthesises, but makes no mixer sounds
    bank.set_volume(0.5, mute=True)
    bank.stop()

    pygame.mixer.quit()
    quiet = SoundBank(init_mixer=False, background=False)   # a mixer nobody opened
    assert not quiet.available
    for name in NAMES:
        assert quiet.play(name, 1.0) is None


def test_a_mixer_that_closes_later_is_survived():
    bank = SoundBank(background=False)
    pygame.mixer.quit()
    assert bank.play("clatter", 0.5) is None
    assert not bank.available


@pytest.fixture
def mixer():
    pygame.mixer.quit()
    try:
        pygame.mixer.init(44100, -16, 2)
    except pygame.error:
        pytest.skip("no audio driver, not even the dummy one")
    yield pygame.mixer.get_init()
    pygame.mixer.quit()


def test_playing_through_the_dummy_mixer(mixer):
    bank = SoundBank(background=False)
    assert bank.available and bank.format == mixer
    bank.play("clatter", 0.6)
    bank.play("clatter", 0.6)            # never the same variant twice in a row
    assert bank._last_variant["clatter"] in range(VARIANTS["clatter"])
    snd = bank._sound("fanfare", 0)
    assert snd.get_length() == pytest.approx(DURATIONS["fanfare"], abs=0.01)
    bank.set_volume(0.0)
    assert bank.play("click") is None
    bank.set_volume(1.0, mute=True)
    assert bank.play("click") is None
    bank.stop()


def test_other_sample_formats_go_through_a_wav_file():
    pygame.mixer.quit()
    try:
        pygame.mixer.init(22050, 8, 1)
    except pygame.error:
        pytest.skip("no audio driver")
    try:
        bank = SoundBank(background=False)
        if bank.format[1] == -16:
            pytest.skip("the driver insisted on 16-bit samples")
        snd = bank._sound("click", 0)
        assert snd.get_length() == pytest.approx(DURATIONS["click"], abs=0.01)
    finally:
        pygame.mixer.quit()


def test_background_synthesis_fills_every_buffer():
    bank = SoundBank(enabled=False)      # no mixer: synthesis still works on request
    bank._synth_all()
    assert set(bank._buffers) == {(n, v) for n in NAMES for v in range(VARIANTS[n])}


def test_the_sound_librarys_complaints_about_a_missing_card_stay_off_the_console(tmp_path):
    """Started with the real audio driver: whether or not there is a sound card, the console
    shows no ALSA/SDL error lines, and the game runs."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "xdg"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    run = subprocess.run([sys.executable, str(root / "main.py"), "--frames", "3", "--config", str(tmp_path / "c.toml")],
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "ALSA" not in run.stderr and "snd_" not in run.stderr, run.stderr

