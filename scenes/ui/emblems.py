"""The small pictures beside the games in the menu, drawn with pygame (no text, no files).

The catalogue (`game.games.GameInfo.emblem`) names each game's motif; this module knows how
to paint motifs, never which game is which. A motif it does not know is painted as a plain
die. Each picture is drawn once per motif and size (a few shapes: well under a millisecond).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.ui import theme

PIP = (40, 40, 48)
DIE = (246, 242, 232)
PEN_BLUE = (40, 70, 170)
PEN_RED = (196, 48, 40)
FIGURE_COLOURS = ((238, 190, 40), (40, 150, 110), (200, 60, 50), (60, 64, 78))
PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


def _die(surf: pygame.Surface, rect: pygame.Rect, face: int, ring=None) -> None:
    pygame.draw.rect(surf, (0, 0, 0, 110), rect.move(1, 2), border_radius=max(2, rect.w // 5))
    pygame.draw.rect(surf, DIE, rect, border_radius=max(2, rect.w // 5))
    if ring is not None:
        pygame.draw.rect(surf, ring, rect.inflate(4, 4), width=2, border_radius=max(2, rect.w // 4))
    step, r = rect.w * 0.27, max(2, round(rect.w / 10))
    for dx, dy in PIPS.get(face, PIPS[5]):
        pygame.draw.circle(surf, PIP, (round(rect.centerx + dx * step), round(rect.centery + dy * step)), r)


def _crossed_row(surf: pygame.Surface, s: int) -> None:
    """A piece of a sheet: two numbers crossed out, the next one ringed, and a die beside it."""
    sheet = pygame.Rect(1, s // 8, s - 2, s // 2)
    pygame.draw.rect(surf, (0, 0, 0, 110), sheet.move(1, 2), border_radius=4)
    pygame.draw.rect(surf, theme.PAPER, sheet, border_radius=4)
    box = (sheet.w - 8) // 3
    for i in range(3):
        r = pygame.Rect(sheet.x + 2 + i * (box + 2), sheet.centery - box // 2, box, box)
        pygame.draw.rect(surf, (214, 206, 186), r, width=1, border_radius=2)
        if i < 2:
            pen = r.inflate(-3, -3)
            pygame.draw.line(surf, PEN_BLUE, pen.topleft, pen.bottomright, 2)
            pygame.draw.line(surf, PEN_BLUE, pen.topright, pen.bottomleft, 2)
        else:
            pygame.draw.rect(surf, theme.ACCENT_DARK, r.inflate(2, 2), width=2, border_radius=3)
    d = round(s * 0.4)
    _die(surf, pygame.Rect(s - d - 3, s - d - 1, d, d), 6)


def _figures(surf: pygame.Surface, s: int) -> None:
    """Four figures, one of each colour, round a die in the middle of a board's cross."""
    pygame.draw.rect(surf, theme.PAPER, pygame.Rect(s // 2 - s // 8, 1, s // 4, s - 2), border_radius=3)
    pygame.draw.rect(surf, theme.PAPER, pygame.Rect(1, s // 2 - s // 8, s - 2, s // 4), border_radius=3)
    r = s // 7
    for (cx, cy), colour in zip(((r + 2, r + 2), (s - r - 2, r + 2), (s - r - 2, s - r - 2), (r + 2, s - r - 2)),
                                FIGURE_COLOURS, strict=True):
        pygame.draw.circle(surf, (0, 0, 0, 110), (cx + 1, cy + 2), r)
        pygame.draw.circle(surf, colour, (cx, cy), r)
        pygame.draw.circle(surf, (255, 255, 255, 150), (cx - r // 3, cy - r // 3), max(1, r // 3))
    d = s // 4
    _die(surf, pygame.Rect(s // 2 - d // 2, s // 2 - d // 2, d, d), 6)


def _scoring_dice(surf: pygame.Surface, s: int) -> None:
    """Three dice, a 1 and a 5 ringed as the dice that score."""
    d = round(s * 0.42)
    _die(surf, pygame.Rect(2, 3, d, d), 1, theme.ACCENT)
    _die(surf, pygame.Rect(s - d - 2, s // 2 - d // 2 - 4, d, d), 3)
    _die(surf, pygame.Rect(s // 5, s - d - 2, d, d), 5, theme.ACCENT)


def _coaster(surf: pygame.Surface, s: int) -> None:
    """A beer coaster with a horseshoe, the luck symbol, on it."""
    c = (s // 2, s // 2)
    pygame.draw.circle(surf, (0, 0, 0, 110), (c[0] + 1, c[1] + 2), s // 2 - 2)
    pygame.draw.circle(surf, (214, 186, 140), c, s // 2 - 2)
    pygame.draw.circle(surf, (150, 40, 36), c, s // 2 - 6, width=3)
    shoe = pygame.Rect(0, 0, s // 2, s // 2).move(s // 4, s // 4 + 2)
    pygame.draw.arc(surf, (110, 112, 120), shoe, 0.0, 3.1416, 5)
    pygame.draw.line(surf, (110, 112, 120), (shoe.left + 2, shoe.centery), (shoe.left + 2, shoe.bottom - 2), 5)
    pygame.draw.line(surf, (110, 112, 120), (shoe.right - 3, shoe.centery), (shoe.right - 3, shoe.bottom - 2), 5)


def _evening(surf: pygame.Surface, s: int) -> None:
    """A star: the Spieleabend's player of the evening."""
    c, outer, inner = s / 2, s / 2 - 2, s / 4 - 1
    points = [(c + (outer if i % 2 == 0 else inner) * math.sin(i * math.pi / 5),
               c + 1 - (outer if i % 2 == 0 else inner) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(surf, (0, 0, 0, 110), [(x + 1, y + 2) for x, y in points])
    pygame.draw.polygon(surf, theme.ACCENT, points)
    pygame.draw.polygon(surf, (120, 78, 12), points, width=2)     # seen on a chosen (yellow) button too


def _plain_die(surf: pygame.Surface, s: int) -> None:
    _die(surf, pygame.Rect(s // 6, s // 6, s * 2 // 3, s * 2 // 3), 5)


MOTIFS = {"crossed_row": _crossed_row, "figures": _figures, "scoring_dice": _scoring_dice,
          "coaster": _coaster, "evening": _evening}


@lru_cache(maxsize=16)
def emblem(motif: str, size: int) -> pygame.Surface:
    """The motif's picture, `size` pixels square (a plain die for a motif not known here)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    MOTIFS.get(motif, _plain_die)(surf, size)
    return surf.convert_alpha() if pygame.display.get_surface() else surf
