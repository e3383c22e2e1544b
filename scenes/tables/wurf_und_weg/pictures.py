"""The Wurf & Weg table's small pictures, each drawn once and cached.

Outlined call texts ("Stopp!", "Los!"), pills (the count of won coasters), the arrows of a
seat's keys, the ice over a frozen seat, the glow under the luck die and the shades over a
coaster and the round's panel. A frame only blits them. The ones holding words are blitted
through `blit_words`, which tells `scenes.ui.text` that the words are on screen and at which
size (tests watch them). `elided` shortens a line to its room, a name in it first.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.dice import art as dice_art
from scenes.ui import theme
from scenes.ui.text import drawable, drawn, font, render

ICE = (170, 214, 255)
GOLD = theme.ACCENT
RED = (232, 64, 52)
CAP_SQUARE = 28         # a one-letter key cap is at most this wide (as wide as tall up to here)


def _finish(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def blit_words(surface: pygame.Surface, text: str, img: pygame.Surface, rect, size: int | None = None) -> None:
    """Blit a cached picture of `text` (an outlined call or a pill), drawn at `size` px."""
    drawn(text, size)
    surface.blit(img, rect)


@lru_cache(maxsize=256)
@lru_cache(maxsize=512)
def elided(text: str, size: int, width: int, name: str | None = None, bold: bool = True) -> str:
    """`text` as it fits `width` at `size` px: whole if it fits, else with `name` (if the text
    holds it) shortened with "…" so the rest stays whole, else cut at its end with "…"."""
    text = drawable(text)
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    if name and name in text:
        name = drawable(name)
        for keep in range(len(name) - 1, 0, -1):
            trial = text.replace(name, name[:keep].rstrip() + "…", 1)
            if f.size(trial)[0] <= width:
                return trial
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=256)
def outlined(text: str, size: int, colour: tuple, outline: tuple = (20, 16, 14), width: int = 3,
             angle: float = 0.0, scale: float = 1.0) -> pygame.Surface:
    """Big text with a dark outline (for calls across the table), cached; turned and scaled
    from the one cached upright picture (a call growing in is a few of these, see `grown`)."""
    if angle or scale != 1.0:
        return _finish(pygame.transform.rotozoom(outlined(text, size, colour, outline, width), angle, scale))
    inner = render(text, size, colour, True)
    edge = render(text, size, outline, True)
    w, h = inner.get_width() + 2 * width, inner.get_height() + 2 * width
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                surf.blit(edge, (width + dx, width + dy))
    surf.blit(inner, (width, width))
    return _finish(surf)


def grown(scale: float) -> float:
    """A call's size while it grows in, in steps of 4 %: the few pictures it takes stay cached
    from round to round (every 1 % made one anew each frame)."""
    return round(scale * 25) / 25


@lru_cache(maxsize=64)
def pill(text: str, size: int, colour: tuple, fill: tuple, bold: bool = True) -> pygame.Surface:
    img = render(text, size, colour, bold)
    pad = max(6, size // 2)
    surf = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + 6), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=surf.get_height() // 2)
    surf.blit(img, (pad, 3))
    return surf


@lru_cache(maxsize=8)
def tag(text: str, size: int, colour: tuple, fill: tuple) -> pygame.Surface:
    """A quiet label on a rounded plate, snug (a station's "Ziffernblock" beside its name)."""
    img = render(text, size, colour, False)
    surf = pygame.Surface((img.get_width() + 12, img.get_height() + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=surf.get_height() // 2)
    surf.blit(img, (6, 2))
    return surf


@lru_cache(maxsize=64)
def mini_cap(label: str, size: int, height: int) -> pygame.Surface:
    """A key cap as printed in a status line: the label at `size` px on a light cap `height`
    tall (the full key cap is taller than the line), cached. Announce the label with `drawn`."""
    img = render(label, size, theme.INK, True)
    w = max(min(height, CAP_SQUARE), img.get_width() + 8)    # a long label ("Bild↓") keeps 4 px a side
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (140, 134, 118), surf.get_rect(), border_radius=6)
    pygame.draw.rect(surf, theme.PAPER, pygame.Rect(0, 0, w, height - 2), border_radius=6)
    surf.blit(img, img.get_rect(center=(w / 2, (height - 2) / 2)))
    return _finish(surf)


PAD_KEYS = "789456123"     # the number pad's digit keys as they lie, row by row from the top


@lru_cache(maxsize=64)
def pad_cap(digit: str, size: int, height: int) -> pygame.Surface:
    """A number-pad key's cap, the same on the key strip, in the status line and under the
    tray: a small picture of the pad (three rows of three keys, this key's place dark) with the
    digit at `size` px, so "9" never reads as the top row's 9. A cap tall enough (the key
    strip's) has the picture over the digit and is as wide as a letter's cap; a low one (a
    status line's) has it beside the digit. Announce it with `drawn`."""
    img = render(digit, size, theme.INK, True)
    cell = 3
    grid = 3 * cell + 2
    face = height - 2
    seen = img.get_bounding_rect(min_alpha=96)          # the digit's ink, not its line's margins
    stacked = 2 + grid + 1 + seen.h + 2 <= face
    if stacked:
        w = max(min(height, CAP_SQUARE), img.get_width() + 8)
        spare = face - (2 + grid + 1 + seen.h + 2)
        grid_at = ((w - grid) // 2, 2 + spare // 2)
        ink_top = grid_at[1] + grid + 1
        digit_at = ((w - img.get_width()) // 2, ink_top - seen.y)
    else:
        w = 4 + grid + 2 + img.get_width() + 4
        grid_at = (4, round((face - grid) / 2))
        digit_at = (4 + grid + 2, round((face - img.get_height()) / 2))
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (140, 134, 118), surf.get_rect(), border_radius=6)
    pygame.draw.rect(surf, theme.PAPER, pygame.Rect(0, 0, w, face), border_radius=6)
    for k, key in enumerate(PAD_KEYS):
        r, c = divmod(k, 3)
        colour = theme.INK if key == digit else (176, 168, 150)
        pygame.draw.rect(surf, colour, pygame.Rect(grid_at[0] + c * (cell + 1), grid_at[1] + r * (cell + 1), cell, cell))
    surf.blit(img, digit_at)
    return _finish(surf)


@lru_cache(maxsize=64)
def tight_symbol(face: int, px: int) -> pygame.Surface:
    """The luck symbol `face` filling a `px` square: its picture's own margins cut away, so the
    symbol itself is `px` tall (or wide) and reads from the sofa beside a key cap."""
    big = dice_art.symbol_surface(face, px + px // 2)
    seen = big.get_bounding_rect(min_alpha=40)
    if seen.w == 0 or seen.h == 0:
        return dice_art.symbol_surface(face, px)
    scale = px / max(seen.w, seen.h)
    size = (max(1, round(seen.w * scale)), max(1, round(seen.h * scale)))
    symbol = pygame.transform.smoothscale(big.subsurface(seen), size)
    out = pygame.Surface((px, px), pygame.SRCALPHA)
    out.blit(symbol, symbol.get_rect(center=(px // 2, px // 2)))
    return _finish(out)


@lru_cache(maxsize=128)
def arrow_image(deg: int, length: int = 18, colour: tuple = theme.TEXT) -> pygame.Surface:
    """A small arrow pointing towards `deg` (screen degrees), cached."""
    ss = 3
    s = length * ss
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    a = math.radians(deg)
    c, si = math.cos(a), math.sin(a)
    shape = [(-0.45, -0.09), (0.1, -0.09), (0.1, -0.27), (0.47, 0.0), (0.1, 0.27), (0.1, 0.09), (-0.45, 0.09)]
    pts = [(s / 2 + (x * c - y * si) * s, s / 2 + (x * si + y * c) * s) for x, y in shape]
    pygame.draw.polygon(surf, (16, 18, 20), [(px + ss, py + ss) for px, py in pts])
    pygame.draw.polygon(surf, colour, pts)
    return _finish(pygame.transform.smoothscale(surf, (length, length)))


@lru_cache(maxsize=8)
def ice_overlay(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*ICE, 150), surf.get_rect(), border_radius=16)
    rng = random.Random(5)
    for _ in range(26):   # frost streaks
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        a = rng.uniform(0, math.tau)
        r = rng.uniform(8, 26)
        for k in range(3):
            b = a + k * math.pi / 3
            pygame.draw.line(surf, (255, 255, 255, 110), (x - r * math.cos(b), y - r * math.sin(b)),
                             (x + r * math.cos(b), y + r * math.sin(b)), 2)
    pygame.draw.rect(surf, (235, 248, 255, 230), surf.get_rect(), width=4, border_radius=16)
    return _finish(surf)


@lru_cache(maxsize=8)
def glow_disc(radius: int, colour: tuple) -> pygame.Surface:
    pad = radius // 2
    d = 2 * (radius + pad)
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, (*colour, 200), (d // 2, d // 2), radius)
    return _finish(pygame.transform.gaussian_blur(surf, max(2, pad // 2)))


@lru_cache(maxsize=4)
def coaster_shade(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (10, 14, 12, 150), (size / 2, size / 2), size / 2)
    return _finish(surf)


@lru_cache(maxsize=4)
def panel_shade(size: tuple[int, int], alpha: int = 215) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (16, 22, 20, alpha), surf.get_rect(), border_radius=18)
    pygame.draw.rect(surf, (246, 190, 60, 255), surf.get_rect(), width=3, border_radius=18)
    return surf
