"""Synthesised sounds, made with the standard library only (array + math -> 16-bit PCM).

No sound files: every sound is computed once at the mixer's sample rate and handed to
``pygame.mixer.Sound(buffer=...)``. Names: ``clatter`` (dice hitting dice and wood, four
variants), ``pen`` (a pen stroke on paper), ``capture`` (a piece knocked off the board),
``coaster`` (a cardboard coaster slapped down), ``fanfare`` (a win) and ``click`` (UI).

``SoundBank`` never gets in the way: with no audio device, no mixer, or ``mute`` on, ``play``
silently does nothing. The synthesis itself (``synth``) needs no pygame at all.
"""

from __future__ import annotations

import contextlib
import io
import math
import os
import random
import threading
import wave
from array import array

import pygame

RATE = 44100
PEAK = 0.85                     # buffers are normalised to this share of full scale

VARIANTS = {"clatter": 4, "pen": 2, "capture": 1, "coaster": 2, "fanfare": 1, "click": 1}
DURATIONS = {"clatter": 0.30, "pen": 0.45, "capture": 0.42, "coaster": 0.30,
             "fanfare": 1.8, "click": 0.05}
NAMES = tuple(VARIANTS)


def sample_count(name: str, rate: int = RATE) -> int:
    return int(DURATIONS[name] * rate)


# --- building blocks ------------------------------------------------------------------------

def _damped_sine(buf: list[float], rate: int, start: float, freq: float, decay: float,
                 amp: float, phase: float = 0.0) -> None:
    """Add amp * sin(2 pi f t + phase) * exp(-t / decay) from `start` seconds on."""
    i0 = int(start * rate)
    n = min(len(buf) - i0, int(decay * 7 * rate))
    if n <= 0:
        return
    # Rotate a phasor instead of calling sin/exp per sample.
    w = 2 * math.pi * freq / rate
    k = math.exp(-1 / (decay * rate))
    c, s = math.cos(w) * k, math.sin(w) * k
    re, im = amp * math.cos(phase), amp * math.sin(phase)
    for i in range(i0, i0 + n):
        buf[i] += im
        re, im = re * c - im * s, re * s + im * c


def _noise_burst(buf: list[float], rate: int, rng: random.Random, start: float, decay: float,
                 amp: float, highpass: float = 0.0, lowpass: float = 1.0) -> None:
    """Add white noise with an exponential decay, optionally one-pole filtered."""
    i0 = int(start * rate)
    n = min(len(buf) - i0, int(decay * 7 * rate))
    if n <= 0:
        return
    k = math.exp(-1 / (decay * rate))
    env = amp
    lp = 0.0
    prev = 0.0
    for i in range(i0, i0 + n):
        x = rng.uniform(-1, 1)
        lp += lowpass * (x - lp)          # one-pole low-pass (lowpass = 1: none)
        y = lp - highpass * prev          # first difference: a gentle high-pass
        prev = lp
        buf[i] += y * env
        env *= k


def _to_pcm(buf: list[float]) -> array:
    peak = max((abs(v) for v in buf), default=0.0) or 1.0
    scale = PEAK * 32767 / peak
    return array("h", (int(v * scale) for v in buf))


# --- the sounds -----------------------------------------------------------------------------

def _clatter(rate: int, rng: random.Random) -> list[float]:
    """A few dice ticking against each other and the wooden rim, loudest first."""
    buf = [0.0] * sample_count("clatter", rate)
    t = 0.004
    amp = 1.0
    for _ in range(rng.randint(4, 6)):
        _noise_burst(buf, rate, rng, t, 0.0018, 0.7 * amp, highpass=0.9)
        for _ in range(3):   # the die's own ringing: high, short
            _damped_sine(buf, rate, t, rng.uniform(2200, 5200), rng.uniform(0.004, 0.010),
                         0.45 * amp * rng.uniform(0.5, 1.0), rng.uniform(0, 6.28))
        if rng.random() < 0.6:   # a knock on the wood
            _damped_sine(buf, rate, t, rng.uniform(380, 620), 0.012, 0.35 * amp)
        t += rng.uniform(0.018, 0.065)
        amp *= rng.uniform(0.5, 0.85)
    return buf


def _pen(rate: int, rng: random.Random) -> list[float]:
    """A felt pen stroke: band-passed scratch, the hand's wobble and a few paper grains."""
    n = sample_count("pen", rate)
    buf = [0.0] * n
    attack, release = int(0.02 * rate), int(0.08 * rate)
    wob = rng.uniform(7, 11)
    fast = slow = 0.0
    for i in range(n):
        env = min(1.0, i / attack, (n - i) / release)
        env *= 0.6 + 0.4 * math.sin(2 * math.pi * wob * i / rate) ** 2
        x = rng.uniform(-1, 1)
        fast += 0.55 * (x - fast)        # band-pass: a fast low-pass minus a slow one
        slow += 0.06 * (x - slow)
        grain = rng.uniform(-1.4, 1.4) if rng.random() < 0.003 else 0.0
        buf[i] = (fast - slow + grain) * env
    return buf


def _capture(rate: int, rng: random.Random) -> list[float]:
    """A wooden knock and a falling 'whoop': a piece goes home."""
    n = sample_count("capture", rate)
    buf = [0.0] * n
    _noise_burst(buf, rate, rng, 0.0, 0.003, 0.8, highpass=0.7)
    _damped_sine(buf, rate, 0.0, 520, 0.02, 0.7)
    phase = 0.0
    for i in range(int(0.03 * rate), n):
        t = i / rate - 0.03
        f = 640 * math.exp(-t * 4.5) + 140
        phase += 2 * math.pi * f / rate
        env = math.exp(-t * 7) * min(1.0, t / 0.01)
        buf[i] += 0.55 * env * (math.sin(phase) + 0.25 * math.sin(2 * phase))
    return buf


def _coaster(rate: int, rng: random.Random) -> list[float]:
    """A cardboard beer mat slapped onto the table."""
    buf = [0.0] * sample_count("coaster", rate)
    _noise_burst(buf, rate, rng, 0.0, 0.03, 0.9, lowpass=0.18)
    _damped_sine(buf, rate, 0.0, rng.uniform(140, 170), 0.05, 0.8)
    _damped_sine(buf, rate, 0.0, rng.uniform(290, 330), 0.025, 0.3)
    return buf


def _fanfare(rate: int, rng: random.Random) -> list[float]:
    """A winner's call on brass: three quick pick-up notes, a rising C and E, then the full
    major chord held, with a shimmer of cymbal as it lands."""
    n = sample_count("fanfare", rate)
    buf = [0.0] * n
    size = 1024
    table = [sum(math.sin(2 * math.pi * h * i / size) / h ** 1.2 for h in range(1, 7))
             for i in range(size)]
    notes = [(0.00, 0.11, 392.00), (0.12, 0.11, 392.00), (0.24, 0.11, 392.00),
             (0.36, 0.30, 523.25), (0.68, 0.14, 659.25),
             (0.84, 0.95, 1046.5), (0.84, 0.95, 783.99), (0.84, 0.95, 659.25), (0.84, 0.95, 523.25)]
    for start, length, freq in notes:
        i0, count = int(start * rate), int(length * rate)
        step = freq * size / rate
        phase = 0.0
        attack = 0.015 * rate
        for j in range(min(count, n - i0)):
            env = min(1.0, j / attack) * (1 - j / count) ** 0.6
            vib = 1 + 0.004 * math.sin(j * 2 * math.pi * 5.5 / rate) if j > attack * 8 else 1
            buf[i0 + j] += table[int(phase) % size] * env * 0.5
            phase += step * vib
    _noise_burst(buf, rate, rng, 0.84, 0.35, 0.25, highpass=0.85)
    return buf


def _click(rate: int, rng: random.Random) -> list[float]:
    buf = [0.0] * sample_count("click", rate)
    _noise_burst(buf, rate, rng, 0.0, 0.0012, 0.5, highpass=0.9)
    _damped_sine(buf, rate, 0.0, 2300, 0.006, 0.8)
    return buf


_SYNTHS = {"clatter": _clatter, "pen": _pen, "capture": _capture, "coaster": _coaster,
           "fanfare": _fanfare, "click": _click}


def synth(name: str, variant: int = 0, rate: int = RATE) -> array:
    """Mono signed 16-bit samples of one sound (deterministic per name and variant)."""
    if name not in _SYNTHS:
        raise KeyError(f"unknown sound {name!r}; known: {', '.join(NAMES)}")
    rng = random.Random(f"{name}:{variant}")
    return _to_pcm(_SYNTHS[name](rate, rng))


def wav_bytes(samples: array, rate: int = RATE) -> bytes:
    """A mono 16-bit WAV file in memory (for mixers that want another sample format)."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(samples.tobytes())
    return out.getvalue()


# --- playing them ---------------------------------------------------------------------------


@contextlib.contextmanager
def quiet_stderr():
    """Silence what C libraries print on the process's standard error for a moment (the
    sound library's complaints about a missing card); Python's own errors still raise."""
    try:
        saved = os.dup(2)
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)

class SoundBank:
    """Plays the synthesised sounds through pygame.mixer, or silently does nothing.

    ``play(name, volume)`` with volume 0..1 (times the master ``volume``). Sounds are
    synthesised on first use, or all at once in a background thread (``background=True``).
    """

    def __init__(self, volume: float = 1.0, mute: bool = False, enabled: bool = True,
                 init_mixer: bool = True, background: bool = True, open_now: bool = True):
        self.volume = max(0.0, min(1.0, float(volume)))
        self.mute = bool(mute)
        self.format: tuple[int, int, int] | None = None
        self._buffers: dict[tuple[str, int], array] = {}
        self._sounds: dict[tuple[str, int], object] = {}
        self._rng = random.Random(1)
        self._last_variant: dict[str, int] = {}
        self._init_mixer = init_mixer
        self._waiting = enabled and not open_now     # the sound device is opened by start()
        if enabled and open_now:
            self.format = self._open_mixer(init_mixer)
        self._synthesising = False
        if background:
            self.synthesise_in_background()

    def start(self) -> None:
        """Open the sound device now (if it waited) and make every sound in the background:
        called once the first frame is on screen, so start-up does not wait for either."""
        if self._waiting:
            self._waiting = False
            self.format = self._open_mixer(self._init_mixer)
        self.synthesise_in_background()

    def synthesise_in_background(self) -> None:
        """Make every sound in a background thread (once), so the first play does not wait."""
        if self.format is not None and not self._synthesising:
            self._synthesising = True
            threading.Thread(target=self._synth_all, name="sound-synth", daemon=True).start()

    @staticmethod
    def _open_mixer(init_mixer: bool):
        try:
            if not pygame.mixer.get_init() and init_mixer:
                with quiet_stderr():      # with no sound card, ALSA prints eight lines of errors
                    pygame.mixer.init()
            return pygame.mixer.get_init() or None
        except Exception:   # no pygame.mixer, no audio device, no driver: stay silent
            return None

    @property
    def available(self) -> bool:
        """True when sounds can actually be heard (a mixer is open)."""
        if self.format is None:
            return False
        try:
            return bool(pygame.mixer.get_init())
        except Exception:
            return False

    @property
    def rate(self) -> int:
        return self.format[0] if self.format else RATE

    def set_volume(self, volume: float, mute: bool | None = None) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        if mute is not None:
            self.mute = bool(mute)

    def _synth_all(self) -> None:
        for name in NAMES:
            for v in range(VARIANTS[name]):
                self._buffer(name, v)

    def _buffer(self, name: str, variant: int) -> array:
        key = (name, variant)
        buf = self._buffers.get(key)
        if buf is None:
            buf = self._buffers[key] = synth(name, variant, self.rate)
        return buf

    def preload(self, names=NAMES) -> None:
        """Synthesise (and, with a mixer, create) these sounds now."""
        for name in names:
            for v in range(VARIANTS[name]):
                self._buffer(name, v)
                if self.available:
                    self._sound(name, v)

    def _sound(self, name: str, variant: int):
        key = (name, variant)
        snd = self._sounds.get(key)
        if snd is None:
            mono = self._buffer(name, variant)
            freq, size, channels = self.format
            if size == -16:
                if channels == 1:
                    data = mono
                else:
                    data = array("h", bytes(2 * len(mono) * channels))
                    for c in range(channels):
                        data[c::channels] = mono
                snd = pygame.mixer.Sound(buffer=data.tobytes())
            else:   # another sample format: let SDL_mixer convert a WAV file
                snd = pygame.mixer.Sound(file=io.BytesIO(wav_bytes(mono, freq)))
            self._sounds[key] = snd
        return snd

    def play(self, name: str, volume: float = 1.0):
        """Play a sound at `volume` (0..1); returns the channel, or None when silent."""
        if self.mute or self.volume <= 0 or volume <= 0 or not self.available:
            return None
        if name not in VARIANTS:
            return None
        count = VARIANTS[name]
        variant = 0
        if count > 1:   # never the same clatter twice in a row
            last = self._last_variant.get(name, -1)
            variant = self._rng.choice([v for v in range(count) if v != last])
            self._last_variant[name] = variant
        try:
            channel = self._sound(name, variant).play()
            if channel is not None:
                channel.set_volume(max(0.0, min(1.0, volume * self.volume)))
            return channel
        except Exception:   # a sound never stops the game
            return None

    def stop(self) -> None:
        try:
            if pygame.mixer.get_init():
                pygame.mixer.stop()
        except Exception:
            pass
