"""Music: calm loops synthesised in code, one for the menu and one per game, and their player.

No music files. A tune is a handful of numbers (`Tune`: tempo, key, scale, chords, how busy
the melody is); `loop_samples(tune, rate)` makes its loop once, with the standard library only
(the sines, envelopes and mixing run inside `map` over whole notes, so a loop of about 20 s
takes a fraction of a second). Every note that rings past the loop's end is wrapped round to
its start, so the loop is one period of a continuous signal: its last sample leads into its
first as smoothly as any sample into the next, and the loop point never clicks.

Which tune plays: the menu's is `MENU`; a game's is named in the catalogue
(`GameInfo.music`, see `game.games`), so no screen names a game. `MusicPlayer` synthesises a
tune in a background thread the first time it is wanted (start-up never waits), loops it on a
channel of its own and cross-fades when the wanted tune changes. Its volume is
`[audio] music_volume` times `volume`; `mute` silences it. With no mixer it does nothing.
"""

from __future__ import annotations

import io
import math
import operator
import random
import threading
from array import array
from dataclasses import dataclass
from itertools import repeat

import pygame

from scenes.sound_synth import wav_bytes

RATE = 44100
PEAK = 0.8                   # a loop is normalised to this share of full scale
FADE_MS = 900                # cross-fade between two tunes
ATTACK = 0.006               # seconds: every note starts from silence (no clicks anywhere)
BLOCK = 2048                 # samples of a tone computed before it is copied (see _tone)


@dataclass(frozen=True)
class Tune:
    """A loop described in numbers; `loop_samples` turns it into sound."""

    bpm: float               # beats a minute (four beats a bar)
    root: int                # MIDI note of the key's tonic (60 = middle C)
    scale: tuple[int, ...]   # semitones of the scale's seven degrees above the root
    chords: tuple[int, ...]  # one chord a bar: the scale degree (0-6) it is built on
    busy: float = 0.5        # share of the eighth notes the melody plays (0..1)
    pluck: float = 0.5       # seconds a melody note takes to fade
    seed: int = 0            # which melody (the same seed: the same tune)
    swing: float = 0.0       # share of an eighth the off-beat eighths come late


MAJOR = (0, 2, 4, 5, 7, 9, 11)
DORIAN = (0, 2, 3, 5, 7, 9, 10)
MIXOLYDIAN = (0, 2, 4, 5, 7, 9, 10)

MENU = "menu"
TUNES: dict[str, Tune] = {
    # the menu: slow and warm, waiting for the evening to begin
    MENU: Tune(bpm=72, root=57, scale=MAJOR, chords=(0, 5, 3, 4, 0, 5, 1, 4), busy=0.35, pluck=0.9, seed=1),
    # a steady walk for a game of pushing on or stopping
    "march": Tune(bpm=96, root=55, scale=MIXOLYDIAN, chords=(0, 0, 3, 4, 0, 6, 3, 4), busy=0.45, pluck=0.45,
                  seed=2),
    # a parlour waltz feel for the old board game (swung eighths)
    "parlour": Tune(bpm=104, root=60, scale=MAJOR, chords=(0, 3, 4, 0, 5, 1, 4, 0), busy=0.55, pluck=0.5,
                    seed=3, swing=0.3),
    # an inn at night: minor-ish, patient, for the long game of points
    "tavern": Tune(bpm=84, root=50, scale=DORIAN, chords=(0, 3, 0, 4, 0, 3, 6, 4), busy=0.4, pluck=0.6, seed=4),
    # quicker, for the race to the coasters
    "race": Tune(bpm=120, root=62, scale=MAJOR, chords=(0, 4, 5, 3, 0, 4, 3, 4), busy=0.6, pluck=0.35, seed=5),
}


def tune_of(name: str | None) -> Tune | None:
    return TUNES.get(name) if name else None


def midi_hz(note: float) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


# --- synthesis ------------------------------------------------------------------------------

def _tone(freq: float, n: int, rate: int, partials: tuple[tuple[float, float], ...]) -> list[float]:
    """n samples of a steady tone (sines at multiples of freq, with their amplitudes).

    A tone repeats: one block of whole periods is computed and copied. The block is a whole
    number of samples long, so the pitch moves by at most a hundredth of a semitone."""
    periods = max(1, round(BLOCK * freq / rate))
    length = max(2, round(periods * rate / freq))
    block = [0.0] * length
    for mult, amp in partials:
        if periods * mult * 2 >= length:      # above the Nyquist frequency: it would alias
            continue
        w = 2 * math.pi * periods * mult / length
        block = list(map(operator.add, block, map(operator.mul, map(math.sin, map(operator.mul, range(length),
                                                                                  repeat(w))), repeat(amp))))
    reps = -(-n // length)
    return (block * reps)[:n]


def _envelope(n: int, rate: int, attack: float, decay: float | None, release: float) -> list[float]:
    """Linear attack from silence, then exponential decay (None: held), and a linear release to
    silence over the last `release` seconds."""
    a = max(1, int(attack * rate))
    r = max(1, min(n - a, int(release * rate)))
    if decay is None:
        env = [1.0] * n
    else:
        env = list(map(math.exp, map(operator.mul, range(n), repeat(-1 / (decay * rate)))))
    ramp_in = [i / a for i in range(a)]
    env[:a] = map(operator.mul, env[:a], ramp_in)
    ramp_out = [(r - i) / r for i in range(1, r + 1)]
    env[n - r:] = map(operator.mul, env[n - r:], ramp_out)
    return env


def _note(freq: float, seconds: float, rate: int, partials, attack: float, decay: float | None,
          release: float, amp: float) -> list[float]:
    n = max(2, int(seconds * rate))
    tone = _tone(freq, n, rate, partials)
    env = _envelope(n, rate, attack, decay, release)
    return list(map(operator.mul, tone, map(operator.mul, env, repeat(amp))))


def _mix(buf: list[float], note: list[float], start: int) -> None:
    """Add `note` into `buf` from `start` on, wrapping round past the end (a circular loop)."""
    size = len(buf)
    pos = start % size
    done = 0
    while done < len(note):
        part = min(len(note) - done, size - pos)
        buf[pos:pos + part] = map(operator.add, buf[pos:pos + part], note[done:done + part])
        done += part
        pos = 0


PAD = ((1, 1.0), (2, 0.22), (3, 0.06))                  # soft organ-like chords
BASS = ((1, 1.0), (2, 0.35), (3, 0.1))
BELL = ((1, 1.0), (2, 0.18), (4, 0.12), (6.02, 0.04))   # a plucked, glassy melody


def loop_seconds(tune: Tune) -> float:
    return len(tune.chords) * 4 * 60 / tune.bpm


def loop_floats(tune: Tune, rate: int = RATE) -> list[float]:
    """The loop as floats (not normalised)."""
    beat = 60 / tune.bpm
    bar = 4 * beat
    size = int(round(len(tune.chords) * bar * rate))
    buf = [0.0] * size
    rng = random.Random(f"tune:{tune.seed}")
    cache: dict[tuple, list[float]] = {}

    def note(kind: str, midi: int, seconds: float) -> list[float]:
        key = (kind, midi, round(seconds, 4))
        made = cache.get(key)
        if made is None:
            f = midi_hz(midi)
            if kind == "pad":
                made = _note(f, seconds, rate, PAD, 0.35, None, 0.6, 0.16)
            elif kind == "bass":
                made = _note(f, seconds, rate, BASS, 0.012, 0.55, 0.08, 0.34)
            else:
                made = _note(f, seconds, rate, BELL, ATTACK, tune.pluck / 3, 0.05, 0.26)
            cache[key] = made
        return made

    def degree(d: int) -> int:
        """The MIDI note of scale degree d (any integer: octaves up and down)."""
        octave, step = divmod(d, 7)
        return tune.root + 12 * octave + tune.scale[step]

    melody_at = 9           # the melody walks over the chord tones an octave above the chords
    for b, chord in enumerate(tune.chords):
        t0 = b * bar
        triad = [degree(chord + k) for k in (0, 2, 4)]
        for midi in triad:       # the chord, held a little into the next bar (wrapping round)
            _mix(buf, note("pad", midi, bar + 0.5), int(t0 * rate))
        root = degree(chord - 7)
        for beat_no in (0, 2):
            _mix(buf, note("bass", root if beat_no == 0 else degree(chord - 7 + 4), 1.6 * beat),
                 int((t0 + beat_no * beat) * rate))
        tones = [chord + k for k in (0, 2, 4)]
        for eighth in range(8):
            if rng.random() > tune.busy:
                continue
            # a step to the nearest chord tone up or down, sometimes a passing note
            target = melody_at + rng.choice((-2, -1, 0, 1, 2))
            near = min((t + 7 * o for t in tones for o in (0, 1, 2)), key=lambda d: abs(d - target))
            melody_at = near if rng.random() < 0.8 else near + rng.choice((-1, 1))
            melody_at = max(5, min(13, melody_at))
            late = tune.swing * 0.5 * beat if eighth % 2 else 0.0
            _mix(buf, note("bell", degree(melody_at), tune.pluck * 2.5),
                 int((t0 + eighth * beat / 2 + late) * rate))
    return buf


def loop_samples(tune: Tune, rate: int = RATE) -> array:
    """The loop as mono signed 16-bit samples at `rate`, normalised to PEAK.

    Made at half the rate and doubled (each new sample the mean of its neighbours, round the
    loop's end too): the music is soft, and it takes half as long."""
    half = rate // 2
    buf = loop_floats(tune, half)
    peak = max(map(abs, buf), default=0.0) or 1.0
    low = list(map(round, map(operator.mul, buf, repeat(PEAK * 32767 / peak))))
    between = map(operator.rshift, map(operator.add, low, low[1:] + low[:1]), repeat(1))
    out = array("h", bytes(4 * len(low)))
    out[0::2] = array("h", low)
    out[1::2] = array("h", between)
    return out


def for_mixer(mono: array, channels: int) -> bytes:
    """The samples as the mixer's interleaved channels (the same signal in each)."""
    if channels == 1:
        return mono.tobytes()
    data = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        data[c::channels] = mono
    return data.tobytes()


# --- playing ------------------------------------------------------------------------------


class MusicPlayer:
    """Loops the wanted tune on two reserved mixer channels (cross-fading between them).

    `want(name)` says which tune should play (None: silence); `update()` (once a frame) starts
    a synthesis in the background when a tune is first wanted, plays it once it is ready and
    follows the volume. Nothing happens before `start()` (the first frame is on screen) or
    without a mixer; nothing here ever raises into the game."""

    def __init__(self, volume: float = 0.3):
        self.volume = max(0.0, min(1.0, float(volume)))
        self.wanted: str | None = None
        self.playing: str | None = None
        self.started = False
        self._ready: dict[str, pygame.mixer.Sound] = {}
        self._samples: dict[str, array] = {}
        self._making: set[str] = set()
        self._channels: list = []
        self._current = 0
        self._lock = threading.Lock()

    def start(self) -> None:
        """The mixer is open (or will never be): from now on tunes are made and played."""
        if self.started:
            return
        self.started = True
        try:
            if not pygame.mixer.get_init():
                return
            pygame.mixer.set_num_channels(max(10, pygame.mixer.get_num_channels()))
            pygame.mixer.set_reserved(2)      # the sounds' own play() never takes these two
            self._channels = [pygame.mixer.Channel(0), pygame.mixer.Channel(1)]
        except Exception:
            self._channels = []

    @property
    def available(self) -> bool:
        return bool(self._channels)

    def want(self, name: str | None) -> None:
        self.wanted = name if tune_of(name) is not None else None

    def set_volume(self, volume: float) -> None:
        volume = max(0.0, min(1.0, float(volume)))
        if volume != self.volume:
            self.volume = volume
            if self.available and self.playing is not None:
                self._channels[self._current].set_volume(volume)

    def update(self) -> None:
        if not self.available:
            return
        name = self.wanted if self.volume > 0 else None
        if name == self.playing:
            return
        if name is None:
            self._fade_out()
            return
        sound = self._sound(name)
        if sound is None:
            return           # still being made: the old tune plays on meanwhile
        self._fade_out()
        self._current = 1 - self._current
        channel = self._channels[self._current]
        try:
            channel.set_volume(self.volume)
            channel.play(sound, loops=-1, fade_ms=FADE_MS)
        except Exception:
            return
        self.playing = name

    def _fade_out(self) -> None:
        if self.playing is not None:
            try:
                self._channels[self._current].fadeout(FADE_MS)
            except Exception:
                pass
            self.playing = None

    def _sound(self, name: str):
        sound = self._ready.get(name)
        if sound is not None:
            return sound
        with self._lock:
            samples = self._samples.pop(name, None)
            if samples is None:
                if name not in self._making:
                    self._making.add(name)
                    rate = (pygame.mixer.get_init() or (RATE,))[0]
                    threading.Thread(target=self._make, args=(name, rate), name=f"music-{name}", daemon=True).start()
                return None
        try:
            freq, size, channels = pygame.mixer.get_init()
            if size == -16:
                sound = pygame.mixer.Sound(buffer=for_mixer(samples, channels))
            else:       # another sample format: SDL_mixer converts a WAV file
                sound = pygame.mixer.Sound(file=io.BytesIO(wav_bytes(samples, freq)))
        except Exception:
            return None
        self._ready[name] = sound
        return sound

    def _make(self, name: str, rate: int) -> None:
        """(In the background thread: pure Python, no pygame.)"""
        try:
            samples = loop_samples(TUNES[name], rate)
        except Exception:
            return
        with self._lock:
            self._samples[name] = samples

    def stop(self) -> None:
        for channel in self._channels:
            try:
                channel.stop()
            except Exception:
                pass
        self.playing = None
