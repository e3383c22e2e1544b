"""The ring that breathes round a table's ten-second reminder: it reaches out and back at a
gentle pace (not a blink) and fades in and out over the dark table, in the seat's colour."""

from __future__ import annotations

import math

import pygame

BREATH = 0.6          # beats per second


def breathing_ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple, seconds: float,
                   reach: int, least: int = 2, radius: int = 24) -> None:
    """Draw the ring round `rect`, `least` px out at rest and `reach` px at its widest,
    `seconds` after the reminder appeared."""
    beat = 0.5 - 0.5 * math.cos(max(0.0, seconds) * 2 * math.pi * BREATH)
    grow = least + round((reach - least) * beat)
    k = 0.45 + 0.55 * beat
    ring = tuple(round(c * k + 16 * (1 - k)) for c in colour[:3])
    pygame.draw.rect(surface, ring, rect.inflate(2 * grow, 2 * grow), width=4, border_radius=radius)
