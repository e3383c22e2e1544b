"""Durchmarsch's paper and pen: number boxes, misthrow boxes, pen crosses and crossed cells.

The table draws its sheets with these, and the rules screen its small sheet diagram.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.text import blit_text
from scenes.ui.tween import clamp01

PEN = (32, 52, 140)
RED_PEN = (196, 40, 36)


def number_box(surf, r: pygame.Rect, number: int, font_size: int, bold: bool) -> None:
    """A number box of a sheet row before the pen: 10-7 (two dice) a shade darker than 6-1."""
    fill = (236, 228, 206) if number >= 7 else (246, 240, 226)
    pygame.draw.rect(surf, fill, r, border_radius=6)
    pygame.draw.rect(surf, (150, 140, 120), r, width=1, border_radius=6)
    blit_text(surf, str(number), r.center, font_size, theme.INK, bold, "center")


def misthrow_box(surf, r: pygame.Rect) -> None:
    """One of a row's two red misthrow boxes, still empty."""
    pygame.draw.rect(surf, (250, 232, 228), r, border_radius=4)
    pygame.draw.rect(surf, RED_PEN, r, width=2, border_radius=4)


def pen_cross(surf, r: pygame.Rect, colour, progress: float, large: bool) -> None:
    """A pen X over box r, drawn up to `progress` (0..1): first stroke, then the second."""
    width = 4 if large else 3
    inset = r.w * 0.18
    a1, b1 = (r.x + inset, r.y + inset), (r.right - inset, r.bottom - inset)
    a2, b2 = (r.right - inset, r.y + inset), (r.x + inset, r.bottom - inset)
    first = clamp01(progress * 2)
    second = clamp01(progress * 2 - 1)
    if first > 0:
        pygame.draw.line(surf, colour, a1, (a1[0] + (b1[0] - a1[0]) * first, a1[1] + (b1[1] - a1[1]) * first), width)
    if second > 0:
        pygame.draw.line(surf, colour, a2, (a2[0] + (b2[0] - a2[0]) * second, a2[1] + (b2[1] - a2[1]) * second), width)


@lru_cache(maxsize=128)
def crossed_cell(number: int, size: tuple[int, int], large: bool) -> pygame.Surface:
    """A number box that has been crossed: tinted, the number faded, the pen's X over it."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (150, 140, 120), r, width=1, border_radius=6)
    pygame.draw.rect(surf, (214, 224, 246), r.inflate(-2, -2), border_radius=6)
    blit_text(surf, str(number), r.center, 26 if large else 17, theme.INK_SOFT, large, "center")
    pen_cross(surf, r, PEN, 1.0, large)
    return surf
