"""Coasters (Bierdeckel) for Wurf & Weg, drawn once and cached.

A coaster is a round beer mat with a white rim. Its face shows two luck symbols, each on a
cream medallion; the scene says in which direction each symbol sits (towards the neighbour
it sends dice to), so the picture itself points where the dice go. The back is plain
cardboard with the pub's ring print. Every picture is drawn twice as large and smoothly
scaled down, and cached by everything that shapes it, so a frame only blits.

`image(...)` also gives the squashed frames of a coaster being turned over (`squash` 0..8,
8 = seen flat from above), so a flip is a few cached pictures, not a transform per frame.
"""

from __future__ import annotations

import math

import pygame

from scenes.dice import art as dice_art

SUPERSAMPLE = 2
RIM = (250, 247, 238)
RIM_EDGE = (188, 178, 160)
PRINT = (164, 50, 42)          # the mat's red print
PRINT_DARK = (120, 32, 28)
GOLD = (236, 186, 72)
CREAM = (252, 244, 222)
BACK = (204, 168, 118)         # raw cardboard
BACK_DARK = (160, 124, 80)
INK = (42, 38, 48)
SQUASH_STEPS = 8

_cache: dict[tuple, pygame.Surface] = {}


def cache_size() -> int:
    return len(_cache)


def clear_cache() -> None:
    _cache.clear()


def _finish(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def face_of(symbol: str) -> int:
    """The dice_art face number (1..6) of a luck symbol name."""
    return dice_art.SYMBOLS.index(symbol) + 1


def _quant(deg: float) -> int:
    return int(round(deg / 5.0) * 5) % 360


def _cardboard(size: int) -> tuple[pygame.Surface, float, float]:
    """A blank coaster drawn SUPERSAMPLE times larger: its white rim on a round card.
    Returns the surface, its centre and its outer radius."""
    ss = SUPERSAMPLE
    s = size * ss
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    r = s / 2 - 1
    pygame.draw.circle(surf, RIM_EDGE, (c, c), r)
    pygame.draw.circle(surf, RIM, (c, c), r - 1.5 * ss)
    return surf, c, r


def symbol_px(size: int) -> float:
    """How large (px on screen) each of the two symbols is on a coaster `size` px across."""
    r = size * SUPERSAMPLE / 2 - 1
    return int(r * 0.9 * 0.44 * 1.62) / SUPERSAMPLE


def _draw_face(size: int, left: str, right: str, left_deg: int, right_deg: int) -> pygame.Surface:
    ss = SUPERSAMPLE
    surf, c, r = _cardboard(size)
    inner = r * 0.9
    pygame.draw.circle(surf, PRINT, (c, c), inner)
    pygame.draw.circle(surf, PRINT_DARK, (c, c), inner, max(1, round(1.5 * ss)))
    pygame.draw.circle(surf, GOLD, (c, c), inner * 0.93, max(1, round(1.2 * ss)))
    # a dotted ring of the pub's print between the medallions
    for i in range(36):
        a = math.tau * i / 36
        pygame.draw.circle(surf, (196, 88, 70), (c + math.cos(a) * inner * 0.82, c + math.sin(a) * inner * 0.82),
                           max(1, 0.9 * ss))
    med_r = inner * 0.44
    dist = inner * 0.5
    for symbol, deg in ((left, left_deg), (right, right_deg)):
        a = math.radians(deg)
        mx, my = c + math.cos(a) * dist, c + math.sin(a) * dist
        pygame.draw.circle(surf, (90, 26, 22), (mx + 1.2 * ss, my + 1.6 * ss), med_r)
        pygame.draw.circle(surf, CREAM, (mx, my), med_r)
        pygame.draw.circle(surf, INK, (mx, my), med_r, max(1, round(1.1 * ss)))
        px = int(med_r * 1.62)
        sym = dice_art.symbol_surface(face_of(symbol), px)
        surf.blit(sym, sym.get_rect(center=(round(mx), round(my))))
        # a small arrow on the rim: this symbol's dice leave the coaster this way
        tip = r - 0.5 * ss
        base = r - 5.5 * ss
        w = 4.5 * ss
        ca, sa = math.cos(a), math.sin(a)
        pts = [(c + ca * tip, c + sa * tip),
               (c + ca * base - sa * w, c + sa * base + ca * w),
               (c + ca * base + sa * w, c + sa * base - ca * w)]
        pygame.draw.polygon(surf, INK, pts)
    return pygame.transform.smoothscale(surf, (size, size))


def _draw_back(size: int) -> pygame.Surface:
    ss = SUPERSAMPLE
    surf, c, r = _cardboard(size)
    inner = r * 0.9
    pygame.draw.circle(surf, BACK, (c, c), inner)
    for k, f in enumerate((0.78, 0.56, 0.34)):
        pygame.draw.circle(surf, BACK_DARK, (c, c), inner * f, max(1, round((1.6 - 0.3 * k) * ss)))
    # a little die in the middle: the pub's sign
    d = inner * 0.34
    rect = pygame.Rect(0, 0, d, d)
    rect.center = (round(c), round(c))
    pygame.draw.rect(surf, PRINT, rect, border_radius=max(1, round(d * 0.22)))
    for dx, dy in ((-1, -1), (1, 1), (0, 0)):
        pygame.draw.circle(surf, CREAM, (c + dx * d * 0.24, c + dy * d * 0.24), max(1, d * 0.09))
    return pygame.transform.smoothscale(surf, (size, size))


def image(coaster: int | None, size: int, left: str | None = None, right: str | None = None,
          left_deg: float = 180.0, right_deg: float = 0.0, face_up: bool = True,
          squash: int = SQUASH_STEPS) -> pygame.Surface:
    """A coaster picture `size` pixels across (cached).

    Face up it shows `left` and `right` (luck symbol names) towards `left_deg` / `right_deg`
    (screen degrees, 0 = right, 90 = down). `squash` < 8 gives the narrowed frames of a flip.
    """
    size = max(4, int(size))
    squash = max(0, min(SQUASH_STEPS, int(squash)))
    if face_up and left is not None and right is not None:
        base_key = ("face", size, left, right, _quant(left_deg), _quant(right_deg))
    else:
        base_key = ("back", size)
    key = base_key + (squash,)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    drawn = max((k[1] for k in _cache if k[:1] == base_key[:1] and k[2:] == base_key[2:] + (SQUASH_STEPS,)
                 and k[1] >= size), default=None) if squash == SQUASH_STEPS else None
    if drawn is not None:
        # a coaster in flight passes through many sizes: scale down the one already drawn
        surf = pygame.transform.smoothscale(_cache[base_key[:1] + (drawn,) + base_key[2:] + (SQUASH_STEPS,)],
                                            (size, size))
    elif squash == SQUASH_STEPS:
        if base_key[0] == "face":
            surf = _draw_face(size, left, right, base_key[4], base_key[5])
        else:
            surf = _draw_back(size)
    else:
        full = image(coaster, size, left, right, left_deg, right_deg, face_up, SQUASH_STEPS)
        w = max(1, round(size * squash / SQUASH_STEPS))
        squashed = pygame.transform.smoothscale(full, (w, size))
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        surf.blit(squashed, ((size - w) // 2, 0))
    surf = _finish(surf)
    _cache[key] = surf
    return surf


SHADOW_BASE = 128    # px: the one coaster shadow blurred; the other sizes are scaled from it


def shadow(size: int) -> pygame.Surface:
    """A soft round shadow for a coaster lying on the table (cached). A coaster in flight
    passes through many sizes: each is scaled from the one blurred shadow (a blur per size
    cost a millisecond or more in the frames of the flight)."""
    key = ("shadow", int(size))
    surf = _cache.get(key)
    if surf is None and size != SHADOW_BASE:
        base = shadow(SHADOW_BASE)
        k = size / SHADOW_BASE
        surf = _finish(pygame.transform.smoothscale(base, (max(1, round(base.get_width() * k)),
                                                           max(1, round(base.get_height() * k)))))
        _cache[key] = surf
    if surf is None:
        pad = max(4, size // 10)
        surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
        pygame.draw.circle(surf, (0, 0, 0, 120), (size / 2 + pad, size / 2 + pad), size / 2)
        surf = _finish(pygame.transform.gaussian_blur(surf, max(2, pad // 2)))
        _cache[key] = surf
    return surf
