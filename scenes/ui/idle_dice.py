"""A few dice in the margins of a screen that now and then tumble by themselves: one at a time
hops up, spins and lands on another face, so a screen people read for a while (the seat setup)
looks alive without drawing the eye from its rows.

Purely decoration: the faces say nothing and decide nothing. Everything runs on the simulated
clock (`update(dt)`); a resting die is drawn from a cached picture, only the one in the air is
turned each frame.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.ui.backdrop import draw_small_die

DIE_COLOUR = (236, 230, 216)
HOP_SECONDS = 0.75        # one tumble, from leaving the felt to resting again
HOP_HEIGHT = 34           # px the die rises at the top of its hop
PAUSE = (1.8, 3.6)        # seconds between two tumbles (drawn anew each time)
FACE_EVERY = 0.09         # seconds between the faces flashing by in the air
# in the margins, clear of the widest rows (the seat setup's run from x 120 to 1160)
SPOTS = ((66, 160), (1214, 150), (60, 610), (1220, 620), (58, 385), (1222, 405))


@dataclass
class Die:
    center: tuple[int, int]
    size: int
    face: int
    angle: float


@lru_cache(maxsize=64)
def resting_die(face: int, size: int, angle: int) -> pygame.Surface:
    """A die at rest, drawn once per face, size and (whole-degree) angle."""
    room = int(size * 1.5)
    surf = pygame.Surface((room, room), pygame.SRCALPHA)
    draw_small_die(surf, (room // 2, room // 2), size, face, angle, DIE_COLOUR)
    return surf


@lru_cache(maxsize=16)
def die_shadow(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size // 3), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (0, 0, 0, 70), surf.get_rect())
    return surf


class IdleDice:
    def __init__(self, seed: int = 7, spots=SPOTS):
        self.rng = random.Random(seed)
        self.dice = [Die(spot, self.rng.randint(46, 66), self.rng.randint(1, 6), self.rng.uniform(-40, 40))
                     for spot in spots]
        self.rolling: int | None = None   # the die in the air, or None
        self.clock = 0.0                  # seconds into the tumble, or until the next one
        self.wait = self.rng.uniform(0.6, 1.4)    # the first one soon after the screen opens
        self.spin = 0.0
        self.last = 0                     # the die that tumbled last (never twice in a row)

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.rolling is None:
            if self.clock >= self.wait:
                choices = [i for i in range(len(self.dice)) if i != self.last] or [0]
                self.rolling, self.clock = self.rng.choice(choices), 0.0
                self.spin = self.rng.choice((-1, 1)) * self.rng.uniform(300, 540)
            return
        if self.clock >= HOP_SECONDS:     # it lands: a new face, turned where the spin left it
            die = self.dice[self.rolling]
            die.face = self.rng.randint(1, 6)
            die.angle = (die.angle + self.spin + 180) % 360 - 180
            self.last, self.rolling = self.rolling, None
            self.clock, self.wait = 0.0, self.rng.uniform(*PAUSE)

    def place(self, i: int) -> tuple[tuple[int, int], int, float]:
        """Where die i is drawn now: its centre, face and angle (in the air: higher, turning)."""
        die = self.dice[i]
        if i != self.rolling:
            return die.center, die.face, die.angle
        share = min(1.0, self.clock / HOP_SECONDS)
        lift = math.sin(math.pi * share) * HOP_HEIGHT
        face = 1 + (die.face - 1 + int(self.clock / FACE_EVERY)) % 6
        return (die.center[0], round(die.center[1] - lift)), face, die.angle + self.spin * share

    def rects(self) -> list[pygame.Rect]:
        """Where each die is drawn now (room for its turn and its hop's top)."""
        out = []
        for i, die in enumerate(self.dice):
            center, _face, _angle = self.place(i)
            room = int(die.size * 1.5)
            out.append(pygame.Rect(0, 0, room, room).move(center[0] - room // 2, center[1] - room // 2))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        for i, die in enumerate(self.dice):
            center, face, angle = self.place(i)
            if i == self.rolling:         # its shadow stays on the felt while it is up
                shadow = die_shadow(die.size)
                surface.blit(shadow, shadow.get_rect(center=(die.center[0], die.center[1] + die.size // 2)))
                draw_small_die(surface, center, die.size, face, angle, DIE_COLOUR)
                continue
            picture = resting_die(face, die.size, round(angle))
            surface.blit(picture, picture.get_rect(center=center))
