"""The room behind the menus: a dark felt with a vignette and a few scattered dice, drawn once;
and the window's icon, a die of the same kind."""

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


LIGHT_SCALE = 8    # the light and the vignette are smooth, so they are painted this much smaller
GRAIN_TILE = 256   # the grain repeats every this many pixels; with 1.6 % specks nobody sees it


@lru_cache(maxsize=4)
def backdrop(width: int = theme.SCREEN_W, height: int = theme.SCREEN_H, dice: bool = True) -> pygame.Surface:
    surf = felt(width, height)
    layer = grain(GRAIN_TILE, GRAIN_TILE)
    for x in range(0, width, GRAIN_TILE):
        for y in range(0, height, GRAIN_TILE):
            surf.blit(layer, (x, y))
    if dice:
        rng = random.Random(7)
        # in the margins, clear of the widest rows (the seat setup's run from x 120 to 1160)
        spots = [(66, 150), (1214, 130), (60, 600), (1220, 610), (58, 375), (1222, 395)]
        for (x, y) in spots:
            draw_small_die(surf, (x + rng.randint(-6, 6), y + rng.randint(-20, 20)), rng.randint(46, 66),
                           rng.randint(1, 6), rng.uniform(-40, 40), (236, 230, 216))
    return in_display_format(surf)


def in_display_format(surf: pygame.Surface) -> pygame.Surface:
    """`surf` in the window's pixel format (blits fast); it usually is already, and converting a
    whole screen's picture again cost the menu's first frame a few milliseconds."""
    screen = pygame.display.get_surface()
    if screen is None:
        return surf
    if surf.get_bitsize() == screen.get_bitsize() and surf.get_masks() == screen.get_masks() and not surf.get_flags() & pygame.SRCALPHA:
        return surf
    return surf.convert()


def felt(width: int, height: int) -> pygame.Surface:
    """The bare felt with a soft light in the middle and darker edges. Both are smooth, so they
    are painted small and scaled up (painting them at full size was most of the menu's first
    frame)."""
    w, h = max(1, width // LIGHT_SCALE), max(1, height // LIGHT_SCALE)
    small = pygame.Surface((w, h))
    small.fill(theme.BG)
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    for r in range(10, 0, -1):
        alpha = int(5 + 2.2 * (10 - r))
        ring = pygame.Rect(0, 0, w * r / 10, h * r / 10 * 1.2)
        ring.center = (w // 2, h // 2)
        pygame.draw.ellipse(light, (60, 90, 70, alpha), ring)
    small.blit(light, (0, 0))
    # the vignette: 24 rings, each darker towards the edge; filled from the outside in, each
    # ring's rectangle replacing the middle of the one before (drawing does not blend)
    edge = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(25):
        a = int(7 * (1 - i / 24) ** 2 * 10) if i < 24 else 0
        inset_x, inset_y = i * 8 / LIGHT_SCALE, i * 5 / LIGHT_SCALE
        pygame.draw.rect(edge, (0, 0, 0, min(255, a)),
                         pygame.Rect(round(inset_x), round(inset_y), w - 2 * round(inset_x), h - 2 * round(inset_y)))
    small.blit(edge, (0, 0))
    return pygame.transform.smoothscale(small, (width, height))


def grain(width: int, height: int) -> pygame.Surface:
    """Fine grain so the felt is not flat: a few light and dark specks, made from one string
    of random bytes (a pixel-by-pixel loop took a quarter of a second at start-up)."""
    noise = random.Random(7).randbytes(width * height)
    # byte 0-1: a light speck, 2-3: a dark one, anything else: felt (about 1.6 % specks)
    specks = noise.translate(bytes([1, 1, 2, 2] + [0] * 252))
    layer = pygame.image.frombuffer(specks, (width, height), "P")
    layer.set_palette([(0, 0, 0), (255, 255, 255), (0, 0, 0)] + [(0, 0, 0)] * 253)
    layer.set_colorkey(0, pygame.RLEACCEL)   # mostly see-through: skipped runs blit fast
    layer.set_alpha(14)
    return layer


def window_icon() -> pygame.Surface:
    """The window's icon: a five on a tilted die, on see-through ground."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    draw_small_die(icon, (32, 32), 46, 5, 12)
    return icon


def title_wobble(time: float) -> float:
    return math.sin(time * 1.3) * 2.0
