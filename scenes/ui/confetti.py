"""Confetti for a winner: paper bits that flutter down once, drawn from a small sprite cache.

Every piece's path is a closed formula of time (fall, sway, spin) from a seeded generator,
so the same seed always gives the same shower and nothing is stepped or stored per frame.
Confetti never covers words: a screen hands `draw` the rectangles of its texts (`avoid`), and a
piece that would touch one is not drawn that frame (it flutters behind the words).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.ui import theme

SPIN_STEP = 15          # degrees between cached rotations of a piece
SPREAD = 3.0            # seconds over which the pieces set off: a shower that lasts, not a puff
FALL = (150, 300)       # pixels per second a piece falls, slowest to fastest


@dataclass(frozen=True)
class Piece:
    x: float
    delay: float
    fall: float          # pixels per second
    sway: float          # pixels
    sway_speed: float    # radians per second
    phase: float
    spin: float          # degrees per second
    colour: tuple
    size: tuple[int, int]


@lru_cache(maxsize=512)
def piece_sprite(colour: tuple, size: tuple[int, int], step: int) -> pygame.Surface:
    base = pygame.Surface(size, pygame.SRCALPHA)
    base.fill((*colour, 255))
    shade = tuple(max(0, c - 50) for c in colour)
    pygame.draw.line(base, shade, (0, size[1] - 1), (size[0], size[1] - 1))
    # a turning paper bit looks narrower as it turns: squash by the cosine of its spin
    squash = max(0.2, abs(math.cos(math.radians(step * SPIN_STEP))))
    img = pygame.transform.scale(base, (size[0], max(1, round(size[1] * squash))))
    return pygame.transform.rotate(img, step * SPIN_STEP * 0.5)


class Confetti:
    def __init__(self, seed: int = 0, count: int = 110, width: int = theme.SCREEN_W,
                 height: int = theme.SCREEN_H, colours=None):
        rng = random.Random(seed)
        palette = list(colours or (theme.SEAT_COLOURS + [theme.ACCENT, theme.PAPER]))
        self.height = height
        self.pieces = [
            Piece(x=rng.uniform(0, width), delay=rng.uniform(0.0, SPREAD), fall=rng.uniform(*FALL),
                  sway=rng.uniform(10, 40), sway_speed=rng.uniform(2.0, 5.0), phase=rng.uniform(0, 6.3),
                  spin=rng.uniform(-420, 420), colour=tuple(rng.choice(palette)),
                  size=(rng.randint(7, 12), rng.randint(10, 16)))
            for _ in range(count)
        ]
        self.duration = max((p.delay + (height + 40) / p.fall for p in self.pieces), default=0.0)

    def done(self, t: float) -> bool:
        return t >= self.duration

    def draw(self, surface: pygame.Surface, t: float, avoid=()) -> list[pygame.Rect]:
        """The pieces at time `t`, none touching a rectangle of `avoid`; returns where they went."""
        out: list[pygame.Rect] = []
        if self.done(t):
            return out
        avoid = [pygame.Rect(r) for r in avoid]
        for p in self.pieces:
            age = t - p.delay
            if age < 0:
                continue
            y = -20 + p.fall * age
            if y > self.height + 20:
                continue
            x = p.x + p.sway * math.sin(p.sway_speed * age + p.phase)
            step = int((p.spin * age) // SPIN_STEP) % (360 // SPIN_STEP)
            img = piece_sprite(p.colour, p.size, step)
            rect = img.get_rect(center=(round(x), round(y)))
            if avoid and rect.collidelist(avoid) >= 0:
                continue
            surface.blit(img, rect)
            out.append(rect)
        return out
