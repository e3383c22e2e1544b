"""Durchmarsch's paper and pen: number boxes (the one wanted next in the player's colour), the
row marker, misthrow boxes, pen crosses, crossed cells and the rubber stamp.

The table draws its sheets with these, and the rules screen its small sheet diagram.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import wrap
from scenes.ui.text import blit_text, font, render
from scenes.ui.tween import clamp01

PEN = (32, 52, 140)
RED_PEN = (196, 40, 36)
STAMP_PAPER = (250, 246, 234)
CROSSED_FILL = (58, 84, 170)     # a crossed box where no seat owns the sheet (the rules' picture)
CROSS_LIGHT = (246, 244, 236)    # the X on a filled box


def number_box(surf, r: pygame.Rect, number: int, font_size: int, bold: bool) -> None:
    """A number box of a sheet row before the pen: 10-7 (two dice) a shade darker than 6-1."""
    fill = (236, 228, 206) if number >= 7 else (246, 240, 226)
    pygame.draw.rect(surf, fill, r, border_radius=6)
    pygame.draw.rect(surf, (150, 140, 120), r, width=1, border_radius=6)
    number_text(surf, r, number, font_size, theme.INK, bold)


def number_text(surf, r: pygame.Rect, number: int, font_size: int, colour, bold: bool) -> None:
    """A box's number with its ink in the box's middle (a digit's letter box holds room under
    it that would set a large digit high)."""
    img = render(str(number), font_size, colour, bold)
    ink = ink_box(str(number), font_size, bold)
    surf.blit(img, (r.centerx - ink.centerx, r.centery - ink.centery))


@lru_cache(maxsize=128)
def ink_box(text: str, font_size: int, bold: bool) -> pygame.Rect:
    """Where the ink of `text` lies in its rendered picture."""
    return font(font_size, bold).render(text, True, (0, 0, 0)).get_bounding_rect()


def wanted_box(surf, r: pygame.Rect, number: int, font_size: int, colour) -> None:
    """The number a sheet needs next, in its player's colour: a tinted box, a thick border in
    the colour and the number bold and dark, found on the sheet at a glance."""
    pygame.draw.rect(surf, wanted_tint(colour), r, border_radius=6)
    pygame.draw.rect(surf, ink_of(colour), r, width=3, border_radius=6)
    number_text(surf, r, number, font_size, theme.INK, True)


def wanted_tint(colour) -> tuple[int, int, int]:
    """The fill of the box wanted next: the player's colour, lightened to keep the number dark."""
    return tuple(int(255 - (255 - c) * 0.45) for c in colour[:3])


def row_marker(surf, row_box: pygame.Rect, colour, d: int) -> None:
    """The row in play: an arrow in the player's colour left of the row (dark edged, so a pale
    colour reads on paper) and a line in the colour under the whole row."""
    x, y = row_box.x - 5, row_box.centery
    points = [(x - 2.2 * d, y - d), (x - 2.2 * d, y + d), (x, y)]
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.polygon(surf, ink_of(colour), points, width=2)
    pygame.draw.rect(surf, ink_of(colour), row_box.inflate(6, 4), width=2, border_radius=8)


def misthrow_box(surf, r: pygame.Rect) -> None:
    """One of a row's two red misthrow boxes, still empty."""
    pygame.draw.rect(surf, (250, 232, 228), r, border_radius=4)
    pygame.draw.rect(surf, RED_PEN, r, width=2, border_radius=4)


def pen_cross(surf, r: pygame.Rect, colour, progress: float, large: bool) -> None:
    """A pen X over box r, drawn up to `progress` (0..1): first stroke, then the second."""
    width = 5 if large else 4      # a felt pen's firm stroke, read from the sofa
    inset = r.w * 0.18
    a1, b1 = (r.x + inset, r.y + inset), (r.right - inset, r.bottom - inset)
    a2, b2 = (r.right - inset, r.y + inset), (r.x + inset, r.bottom - inset)
    first = clamp01(progress * 2)
    second = clamp01(progress * 2 - 1)
    if first > 0:
        pygame.draw.line(surf, colour, a1, (a1[0] + (b1[0] - a1[0]) * first, a1[1] + (b1[1] - a1[1]) * first), width)
    if second > 0:
        pygame.draw.line(surf, colour, a2, (a2[0] + (b2[0] - a2[0]) * second, a2[1] + (b2[1] - a2[1]) * second), width)


def crossed_fill(colour) -> tuple[int, int, int]:
    """A crossed box's ink on one player's sheet: their seat colour, darkened just until the
    light X on it stands out as clearly as dark text on paper (contrast 4.5:1), so a sheet's
    crosses are its owner's colour and never read as another player's."""
    k = 1.0
    while True:
        fill = tuple(int(c * k) for c in colour[:3])
        if contrast(fill, CROSS_LIGHT) >= 4.5 or k <= 0.2:
            return fill
        k -= 0.04


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(colour) -> float:
        def channel(c: int) -> float:
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = (channel(c) for c in colour[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@lru_cache(maxsize=256)
def crossed_cell(number: int, size: tuple[int, int], large: bool, font_size: int = 0,
                 fill: tuple[int, int, int] = CROSSED_FILL) -> pygame.Surface:
    """A number box that has been crossed: inked over in `fill` (the sheet owner's
    `crossed_fill`) with a bold light X, no number left in it, so a row's crossed run reads
    from the sofa as one solid bar. (`number` and `font_size` keep one cache entry per box, as
    the open boxes have.)"""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, fill, r, border_radius=6)
    light_cross(surf, r, large)
    return surf


def missed_box(surf, r: pygame.Rect, large: bool) -> None:
    """A misthrow box that has been marked: filled red with a bold light X (as a crossed
    number is filled in its player's colour): used, at a glance."""
    pygame.draw.rect(surf, RED_PEN, r, border_radius=4)
    light_cross(surf, r, large)


def light_cross(surf, r: pygame.Rect, large: bool) -> None:
    half = min(r.w, r.h) * 0.27          # a square X in the box's middle, however wide the box
    x, y = r.centerx - 0.5, r.centery - 0.5
    width = 5 if large else 4
    a, b = (x - half, y - half), (x + half, y + half)
    c, d = (x + half, y - half), (x - half, y + half)
    pygame.draw.line(surf, CROSS_LIGHT, a, b, width)
    pygame.draw.line(surf, CROSS_LIGHT, c, d, width)


def struck_wash(size: tuple[int, int]) -> pygame.Surface:
    """Laid over a struck row's boxes: the paper's colour, half see-through, so a closed row
    steps back behind the rows still open."""
    return _wash(size)


@lru_cache(maxsize=32)
def _wash(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*theme.PAPER[:3], 165))
    return surf


# -- the rubber stamp -----------------------------------------------------------------------

def ink_of(colour: tuple) -> tuple[int, int, int]:
    """The stamp-pad ink for a signal colour: dark enough to read on paper."""
    r, g, b = colour[:3]
    k = 0.5 if (0.2126 * r + 0.7152 * g + 0.0722 * b) > 150 else 0.72
    return (int(r * k), int(g * k), int(b * k))


def stamp_image(text: str, colour: tuple, max_width: int, size: int = 56) -> pygame.Surface:
    """A rubber stamp: the word in dark ink on a light paper plate with a double ink border and
    a drop shadow, tilted, never wider than `max_width` (made once, cached). Light paper and
    dark ink: it reads on felt and panel alike."""
    return _stamp(text, colour, max_width, size)[0]


def stamp_text_px(text: str, colour: tuple, max_width: int, size: int = 56) -> float:
    """The pixel size the stamp's words end up at (after any shrink to `max_width`)."""
    return _stamp(text, colour, max_width, size)[1]


@lru_cache(maxsize=64)
def _stamp(text: str, colour: tuple, max_width: int, size: int) -> tuple[pygame.Surface, float]:
    ink = ink_of(colour)
    inner = max_width - 90
    lines = wrap(text, size, inner, True)
    while size > 30 and (len(lines) > 2 or max(font(size, True).size(x)[0] for x in lines) > inner):
        size -= 2
        lines = wrap(text, size, inner, True)
    step = font(size, True).get_linesize()
    text_w = max(font(size, True).size(x)[0] for x in lines)
    pad_x, pad_y = 30, 16
    w, h = text_w + 2 * pad_x, step * len(lines) + 2 * pad_y
    plate = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(plate, (0, 0, 0, 110), body.move(8, 10), border_radius=16)        # shadow
    pygame.draw.rect(plate, (*STAMP_PAPER, 250), body, border_radius=16)
    pygame.draw.rect(plate, ink, body, width=6, border_radius=16)
    pygame.draw.rect(plate, ink, body.inflate(-18, -18), width=2, border_radius=10)
    for i, line in enumerate(lines):
        blit_text(plate, line, (w // 2, pad_y + i * step + step // 2), size, ink, True, "center")
    img = pygame.transform.rotozoom(plate, -6, 1.0)
    if img.get_width() > max_width:
        factor = max_width / img.get_width()
        return pygame.transform.smoothscale_by(img, factor), size * factor
    return img, float(size)
