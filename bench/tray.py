"""Benchmark: the dice tray against a bare pygame-ce + pymunk loop, headless, 1280x720.

For 8 and then 24 dice, both loops run ``frames_per_case`` frames of 1/60 s in the same run,
taking turns every 10 frames so both see the same machine (other processes, clock speed):

- bare: one pymunk space with the same number of boxes in four walls, stepped at the same
  1/120 s (two steps a frame) and kicked again every 70 frames; every frame fills the screen
  and draws each box with ``pygame.transform.rotate`` of a small surface.
- tray: a ``DiceTray`` that throws the dice again whenever they have lain still for 20
  frames (the timed frame includes ``throw``), then fills the screen and draws the tray.

Prints (and returns) frame time p50 / p99 in milliseconds and the tray/bare ratios.
Target: the tray's p99 within 2x the bare loop's. Run: ``python -m bench.tray``.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
import warnings

import pygame
import pymunk

from scenes.dice.tray import DiceTray

SIZE = (1280, 720)
TRAY_RECT = pygame.Rect(140, 80, 1000, 560)
FRAME_DT = 1 / 60
BLOCK = 10                      # frames per turn; the loops take turns all run long
BG = (28, 36, 33)


class BareLoop:
    """The reference: a pymunk space of boxes, drawn rotated every frame, nothing cached."""

    def __init__(self, count: int, box: int, seed: int = 1):
        self.rng = random.Random(seed)
        self.space = pymunk.Space()
        self.space.damping = 0.5
        f = TRAY_RECT.inflate(-60, -60)
        walls = [(f.topleft, f.topright), (f.topright, f.bottomright),
                 (f.bottomright, f.bottomleft), (f.bottomleft, f.topleft)]
        for a, b in walls:
            seg = pymunk.Segment(self.space.static_body, a, b, 4)
            seg.elasticity = 0.5
            self.space.add(seg)
        self.bodies = []
        cols = 8
        for i in range(count):
            body = pymunk.Body()
            body.position = (f.left + 60 + (i % cols) * box * 1.5,
                             f.top + 60 + (i // cols) * box * 1.5)
            shape = pymunk.Poly.create_box(body, (box, box), radius=2)
            shape.mass = 1
            shape.elasticity = 0.4
            shape.friction = 0.5
            self.space.add(body, shape)
            self.bodies.append(body)
        self.image = pygame.Surface((box, box), pygame.SRCALPHA)
        self.image.fill((246, 240, 226))
        self.frame = 0

    def step(self, screen: pygame.Surface) -> None:
        if self.frame % 70 == 0:
            for b in self.bodies:
                b.velocity = (self.rng.uniform(-900, 900), self.rng.uniform(-600, 600))
                b.angular_velocity = self.rng.uniform(-12, 12)
        self.frame += 1
        self.space.step(FRAME_DT / 2)
        self.space.step(FRAME_DT / 2)
        screen.fill(BG)
        for b in self.bodies:
            img = pygame.transform.rotate(self.image, -b.angle * 57.29578)
            x, y = b.position
            screen.blit(img, img.get_rect(center=(int(x), int(y))))


class TrayLoop:
    """Our tray, thrown again and again."""

    def __init__(self, count: int, seed: int = 1):
        self.count = count
        self.rng = random.Random(seed)
        self.tray = DiceTray(TRAY_RECT, seed=seed)
        self.tray.prewarm(["pip"])
        self.still = 0
        self._throw()

    def _throw(self) -> None:
        faces = [self.rng.randint(1, 6) for _ in range(self.count)]
        self.tray.throw(faces, side=self.rng.choice(("left", "right", "top", "bottom")))
        self.still = 0

    def step(self, screen: pygame.Surface) -> None:
        if self.tray.settled:
            self.still += 1
            if self.still > 20:
                self._throw()
        self.tray.update(FRAME_DT)
        screen.fill(BG)
        self.tray.draw(screen)


def _percentile(samples: list[float], q: float) -> float:
    data = sorted(samples)
    k = (len(data) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (k - lo)


def _run_block(loop, screen, frames: int, out: list[float]) -> None:
    clock = time.perf_counter
    for _ in range(frames):
        t0 = clock()
        loop.step(screen)
        pygame.display.flip()
        out.append((clock() - t0) * 1000.0)


def run(frames_per_case: int = 600, counts=(8, 24), echo: bool = True) -> str:
    """Measure both loops for each dice count; print and return the table.

    Headless unless a display is already open (then it draws into that window).
    """
    if pygame.display.get_surface() is None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        warnings.filterwarnings("ignore", message="no fast renderer available")
        screen = pygame.display.set_mode(SIZE, pygame.SCALED | pygame.RESIZABLE)   # as the game opens it
    else:
        screen = pygame.display.get_surface()
        if screen.get_size() != SIZE:
            screen = pygame.Surface(SIZE).convert()
    rows = []
    for count in counts:
        ours = TrayLoop(count)
        bare = BareLoop(count, box=ours.tray.die_size)
        for loop in (bare, ours):      # warm-up, not timed
            _run_block(loop, screen, 60, [])
        times = {"bare": [], "tray": []}
        block = BLOCK
        done = 0
        while done < frames_per_case:
            n = min(block, frames_per_case - done)
            _run_block(bare, screen, n, times["bare"])
            _run_block(ours, screen, n, times["tray"])
            done += n
        b50, b99 = _percentile(times["bare"], 0.5), _percentile(times["bare"], 0.99)
        t50, t99 = _percentile(times["tray"], 0.5), _percentile(times["tray"], 0.99)
        rows.append((count, b50, b99, t50, t99, statistics.fmean(times["tray"])))
    try:
        load = " / ".join(f"{v:.2f}" for v in os.getloadavg())
    except (AttributeError, OSError):
        load = "?"
    lines = [
        f"Dice tray benchmark: {frames_per_case} frames per case, {SIZE[0]}x{SIZE[1]}, "
        f"{pygame.display.get_driver()} video driver, {os.cpu_count()} cores, "
        f"load average {load}",
        f"{'dice':>4}  {'bare p50':>9} {'bare p99':>9}  {'tray p50':>9} {'tray p99':>9}"
        f"  {'p50 ratio':>9} {'p99 ratio':>9}  target p99 <= 2x",
    ]
    for count, b50, b99, t50, t99, _mean in rows:
        ok = "ok" if t99 <= 2 * b99 else "MISSED"
        lines.append(f"{count:>4}  {b50:>7.3f}ms {b99:>7.3f}ms  {t50:>7.3f}ms {t99:>7.3f}ms"
                     f"  {t50 / b50:>8.2f}x {t99 / b99:>8.2f}x  {ok}")
    table = "\n".join(lines)
    if echo:
        print(table)
    return table


if __name__ == "__main__":
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    run(frames)
