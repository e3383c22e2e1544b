"""A screen's line of keys at its foot, as a game shows them: each key a key cap as printed on
the keyboard, each group of caps before what it does in words ("[←][→] Spiel wechseln
[Esc] zurück"), as large as the room allows (never under the readable floor), on a dark band
of its own.

The text comes from two language-table lines split at " · ": the keys (the caps of one group
apart by spaces, "↑ ↓ Bild↑ Bild↓") and the words, the same number of each.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import READABLE, width_of
from scenes.ui.seat_panel import keycap_image as keycap
from scenes.ui.text import blit_text

GROUP_GAP, WORD_GAP, CAP_GAP = 34, 10, 6    # px between groups, from the caps to their words, between caps
BAND_INK = (16, 22, 20)


def groups_of(keys: str, words: str) -> list[tuple[list[str], str]]:
    """[(caps, what they do)] from the two language-table lines."""
    return [(key.split(), word) for key, word in zip(keys.split(" · "), words.split(" · "), strict=False)]


def line_width(groups: list[tuple[list[str], str]], size: int) -> int:
    return sum(sum(keycap(k, size - 2).get_width() for k in caps) + CAP_GAP * max(0, len(caps) - 1) + WORD_GAP
               + width_of(word, size) for caps, word in groups) + GROUP_GAP * max(0, len(groups) - 1)


def fitting_size(groups: list[tuple[list[str], str]], size: int, room: int) -> int:
    """The largest size up to `size` at which the line fits `room` px (not under the floor)."""
    while size > READABLE + 2 and line_width(groups, size) > room:
        size -= 1
    return size


@lru_cache(maxsize=8)
def band(width: int, height: int) -> pygame.Surface:
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*BAND_INK, 220), surf.get_rect(), border_radius=height // 2)
    return surf


def draw_key_line(surface: pygame.Surface, keys: str, words: str, center: tuple[int, int], size: int,
                  room: int, band_h: int = 46, ink=theme.TEXT) -> pygame.Rect:
    """The line of `keys` and `words` centred on `center`; returns the band it stands on."""
    groups = groups_of(keys, words)
    if not groups:
        return pygame.Rect(center, (0, 0))
    size = fitting_size(groups, size, room)
    total = line_width(groups, size)
    where = pygame.Rect(0, 0, min(theme.SCREEN_W - 8, total + 56), band_h)
    where.center = center
    surface.blit(band(where.w, where.h), where)
    x, y = center[0] - total // 2, center[1]
    for caps, word in groups:
        for k, label in enumerate(caps):
            cap = keycap(label, size - 2)
            surface.blit(cap, cap.get_rect(midleft=(x, y)))
            x += cap.get_width() + (CAP_GAP if k < len(caps) - 1 else WORD_GAP)
        rect = blit_text(surface, word, (x, y), size, ink, False, "midleft")
        x = rect.right + GROUP_GAP
    return where
