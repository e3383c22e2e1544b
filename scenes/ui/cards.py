"""Buttons and rows drawn as cards lying on the table: lit from above (lighter at the top edge,
darker at the foot), with a thin rim and a soft shadow under them. Made once per size and
colour, then only blitted (the menu's list and the seat setup's rows)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme

SHADOW_SPREAD = 8             # px the soft shadow reaches beyond a button
SHADOW_DROP = 5               # px it lies lower (the light comes from above)


def _shade(colour: tuple, amount: int) -> tuple[int, int, int]:
    return tuple(max(0, min(255, c + amount)) for c in colour[:3])


@lru_cache(maxsize=64)
def button_face(size: tuple[int, int], fill: tuple, radius: int, chosen: bool) -> pygame.Surface:
    """A button as a card: its colour lighter at the top and darker at the foot, a thin bright
    edge along its top and a darker rim (the chosen one a light rim of paper)."""
    w, h = size
    face = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        lift = round(22 - 34 * y / max(1, h - 1))            # +22 at the top to -12 at the foot
        pygame.draw.line(face, _shade(fill, lift), (0, y), (w, y))
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    face.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    shine = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shine, (255, 255, 255, 70), pygame.Rect(2, 1, w - 4, h - 2), width=2,
                     border_top_left_radius=radius, border_top_right_radius=radius)
    shine.fill((255, 255, 255, 0), pygame.Rect(0, h // 3, w, h))
    face.blit(shine, (0, 0))
    rim = theme.PAPER if chosen else _shade(fill, -18)
    pygame.draw.rect(face, rim, face.get_rect(), width=3 if chosen else 1, border_radius=radius)
    return face.convert_alpha() if pygame.display.get_surface() else face


@lru_cache(maxsize=32)
def button_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The soft shadow a button casts on the table (rings of growing see-through black)."""
    w, h = size[0] + 2 * SHADOW_SPREAD, size[1] + 2 * SHADOW_SPREAD
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(1, SHADOW_SPREAD + 1):     # outside in, each ring as dark as i layers of 18
        alpha = round(255 * (1 - (1 - 18 / 255) ** i))
        pygame.draw.rect(shadow, (0, 0, 0, alpha), pygame.Rect(i, i, w - 2 * i, h - 2 * i),
                         border_radius=radius + SHADOW_SPREAD - i)
    return shadow.convert_alpha() if pygame.display.get_surface() else shadow
