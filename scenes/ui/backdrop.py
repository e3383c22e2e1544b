"""The room behind the menus: a dark felt with a vignette and a few scattered dice, drawn once."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.ui import theme

PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def draw_small_die(surface, center, size: int, face: int, angle: float = 0.0, colour=(250, 246, 236)) -> None:
    """A simple pip die (used for decoration and diagrams, not the physics tray)."""
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(die, colour, die.get_rect(), border_radius=size // 5)
    pygame.draw.rect(die, (60, 60, 70), die.get_rect(), width=max(1, size // 24), border_radius=size // 5)
    step = size * 0.27
    for dx, dy in PIPS[face]:
        pygame.draw.circle(die, theme.INK, (size / 2 + dx * step, size / 2 + dy * step), size * 0.09)
    if angle:
        die = pygame.transform.rotozoom(die, angle, 1.0)
    surface.blit(die, die.get_rect(center=center))


@lru_cache(maxsize=4)
def backdrop(width: int = theme.SCREEN_W, height: int = theme.SCREEN_H, dice: bool = True) -> pygame.Surface:
    surf = pygame.Surface((width, height))
    surf.fill(theme.BG)
    rng = random.Random(7)
    # soft radial light in the middle
    light = pygame.Surface((width, height), pygame.SRCALPHA)
    for r in range(10, 0, -1):
        alpha = int(5 + 2.2 * (10 - r))
        pygame.draw.ellipse(light, (60, 90, 70, alpha), pygame.Rect(0, 0, width * r / 10, height * r / 10 * 1.2).move(
            width / 2 - width * r / 20, height / 2 - height * r / 20 * 1.2))
    surf.blit(light, (0, 0))
    surf.blit(grain(width, height), (0, 0))
    if dice:
        spots = [(110, 140), (1160, 120), (90, 600), (1190, 610), (230, 380), (1060, 400)]
        for (x, y) in spots:
            draw_small_die(surf, (x + rng.randint(-20, 20), y + rng.randint(-20, 20)), rng.randint(46, 70),
                           rng.randint(1, 6), rng.uniform(-40, 40), (236, 230, 216))
    # vignette
    vignette = pygame.Surface((width, height), pygame.SRCALPHA)
    for i in range(24):
        a = int(7 * (1 - i / 24) ** 2 * 10)
        pygame.draw.rect(vignette, (0, 0, 0, min(255, a)), pygame.Rect(i * 8, i * 5, width - i * 16, height - i * 10), width=8)
    surf.blit(vignette, (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


def grain(width: int, height: int) -> pygame.Surface:
    """Fine grain so the felt is not flat: a few light and dark specks, made from one string
    of random bytes (a pixel-by-pixel loop took a quarter of a second at start-up)."""
    noise = random.Random(7).randbytes(width * height)
    # byte 0-1: a light speck, 2-3: a dark one, anything else: felt (about 1.6 % specks)
    specks = noise.translate(bytes([1, 1, 2, 2] + [0] * 252))
    layer = pygame.image.frombuffer(specks, (width, height), "P")
    layer.set_palette([(0, 0, 0), (255, 255, 255), (0, 0, 0)] + [(0, 0, 0)] * 253)
    layer.set_colorkey(0)
    layer.set_alpha(14)
    return layer


def title_wobble(time: float) -> float:
    return math.sin(time * 1.3) * 2.0
