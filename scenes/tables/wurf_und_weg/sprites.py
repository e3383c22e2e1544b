"""Drawing what moves on the Wurf & Weg table: the 18 dice and the coasters in flight.

Dice come in two layers: those lying (in a hand, on a coaster, in the tray; sorted top to
bottom) are drawn under the stations' overlays, those in the air above everything, highest
last. Shadows go first, then the sprites, each from the `scenes.dice.art` caches, in one
`blits` call where it can. Dice in a hand that do not count (dealt, or picked up at
"Stopp!") lie face down: their backs in the dice cup's leather with a gold ring (`dead_sprite`),
so nobody reads a left-over clover as live and nobody takes a waiting die for a disabled one. A flying coaster turns over on its way (cached squashed frames, never
narrower than a quarter: seen edge on it would be a thin stray line).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.wurf_und_weg import match as ww
from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg import coaster_art
from scenes.tables.wurf_und_weg.flights import shake_offset
from scenes.tables.wurf_und_weg.layout import DIE
from scenes.ui.tween import clamp01, ease_in_out

FLIP_NARROWEST = coaster_art.SQUASH_STEPS // 4   # a coaster turning over is at least this many eighths wide


def dead_sprite(face, size: int, step: int) -> tuple[pygame.Surface, int, int]:
    """A die that does not count (yet), as (image, dx, dy) like `die_sprite`: lying face down,
    its back in the dice cup's leather (waiting to be rolled, never a greyed-out die)."""
    return dice_art.die_sprite("back", 1, size, "plain", step)


@lru_cache(maxsize=1024)
def flying_sprite(face, size: int, step: int) -> tuple[pygame.Surface, int, int]:
    """A die in flight between two sizes, as (image, dx, dy): the hand-sized picture at that
    angle, scaled. A die shrinking while it spins passes a new size and angle every frame;
    scaling a cached picture costs a fraction of drawing a die afresh."""
    img, ox, oy = dice_art.die_sprite("symbol", face, DIE, "plain", step)
    if size == DIE:
        return img, ox, oy
    k = size / DIE
    scaled = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * k)), max(1, round(img.get_height() * k))))
    return scaled, round(ox * k), round(oy * k)


@lru_cache(maxsize=256)
def flying_shadow(size: int, step: int) -> tuple[pygame.Surface, int, int]:
    """The shadow under a die in flight, scaled from the hand-sized one like `flying_sprite`."""
    img, ox, oy = dice_art.shadow_sprite(DIE, step)
    if size == DIE:
        return img, ox, oy
    k = size / DIE
    scaled = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * k)), max(1, round(img.get_height() * k))))
    return scaled, round(ox * k), round(oy * k)


def dice_layers(dice, now: float, shake_at: list[float]):
    """(lying, flying): the dice to draw, each (height, y, id, x, angle, size, face, alpha, dim)."""
    ground, air = [], []
    for v in dice:
        x, y, a, s, h, face, alpha = v.pose(now)
        if alpha <= 0:
            continue
        f = v.flight
        if v.place == "hand" and v.owner is not None and f is None:
            x += shake_offset(now - shake_at[v.owner])
        dim = v.place == "hand" and not v.live and (f is None or f.tumble is None)
        if f is not None and f.hop and now < f.t0 + f.dur / 2:
            dim = False      # a dealt die fading where it lay keeps the look it had there
        entry = (h, y, v.id, x, a, int(round(s / 2.0) * 2), face, alpha, dim)
        (air if f is not None and now < f.t0 + f.dur else ground).append(entry)
    ground.sort(key=lambda e: (e[1], e[2]))
    air.sort()
    return ground, air


def blit_dice(surface: pygame.Surface, entries, in_flight: bool = False) -> None:
    """Draw dice (entries from `dice_layers`), shadows first; dice `in_flight` are scaled
    from their hand-sized pictures (see `flying_sprite`)."""
    if not entries:
        return
    steps = dice_art.STEPS
    blits = []
    for h, y, _id, x, a, size, _face, alpha, _dim in entries:
        step = round(a / dice_art.ANGLE_STEP_DEG) % steps
        if in_flight:
            _place_flying_shadow(surface, size, step, x, y, h, alpha)
        else:
            dice_art.place_shadow(surface, blits, size, step, x, y, h, alpha)
    if blits:
        surface.blits(blits, doreturn=False)
        blits = []
    for h, y, _id, x, a, size, face, alpha, dim in entries:
        step = round(a / dice_art.ANGLE_STEP_DEG) % steps
        if dim:
            img, ox, oy = dead_sprite(face, size, step)
        elif in_flight:
            img, ox, oy = flying_sprite(face, size, step)
        else:
            img, ox, oy = dice_art.die_sprite("symbol", face, size, "plain", step)
        pos = (round(x) + ox, round(y - h * size * 0.4) + oy)
        if alpha < 255:
            img.set_alpha(alpha)
            surface.blit(img, pos)
            img.set_alpha(255)
        else:
            blits.append((img, pos))
    if blits:
        surface.blits(blits, doreturn=False)


def _place_flying_shadow(surface: pygame.Surface, size: int, step: int, x: float, y: float,
                         height: float, alpha: int) -> None:
    """Like `dice_art.place_shadow`, from the scaled shadow: further away and fainter the higher."""
    unit = size / 50
    img, ox, oy = flying_shadow(size, step % (dice_art.STEPS // 4))
    img.set_alpha(int(alpha * (1 - 0.45 * min(height, 1.0))))
    surface.blit(img, (round(x + (3 + 14 * height) * unit) + ox, round(y + (5 + 20 * height) * unit) + oy))
    img.set_alpha(255)


def draw_coaster_flights(surface: pygame.Surface, flights, stations, now: float) -> list[pygame.Rect]:
    """Draws the coasters in the air; returns where each showed."""
    shown = []
    for f in flights:
        st = stations[f.seat]
        p = clamp01((now - f.t0) / f.dur)
        e = ease_in_out(p)
        x = f.start[0] + (f.end[0] - f.start[0]) * e
        y = f.start[1] + (f.end[1] - f.start[1]) * e - 70 * 4 * e * (1 - e)
        size = round(f.size0 + (f.size1 - f.size0) * e)
        up = f.up0 if p < 0.5 else f.up1
        squash = coaster_art.SQUASH_STEPS
        if f.up0 != f.up1:     # turning over: never narrower than a quarter (edge on, it read as a stray line)
            squash = max(FLIP_NARROWEST, round(abs(math.cos(math.pi * p)) * coaster_art.SQUASH_STEPS))
        if f.hop:
            # fades where it lay, then comes up in its new place (turning over meanwhile): it never
            # crosses a station (half hidden under a name plate, it read as a glitch)
            first = p < 0.5
            (x, y), size = (f.start, f.size0) if first else (f.end, f.size1)
            fade = 1 - 2 * p if first else 2 * p - 1
            left, right = ww.coaster_symbols(f.coaster)
            img = coaster_art.image(f.coaster, max(8, round(size / 4) * 4), left, right, st.left_deg, st.right_deg,
                                    up, squash)
            img.set_alpha(round(255 * fade))
            shown.append(surface.blit(img, img.get_rect(center=(round(x), round(y)))))
            img.set_alpha(255)
            continue
        size = max(8, round(size / 4) * 4)
        left, right = ww.coaster_symbols(f.coaster)
        biggest = max(8, round(max(f.size0, f.size1) / 4) * 4)
        for face_up in {f.up0, f.up1}:   # drawn once at full size, the in-between sizes are scaled
            coaster_art.image(f.coaster, biggest, left, right, st.left_deg, st.right_deg, face_up)
        img = coaster_art.image(f.coaster, size, left, right, st.left_deg, st.right_deg, up, squash)
        lift = 4 * p * (1 - p)
        if squash == coaster_art.SQUASH_STEPS:
            sh = coaster_art.shadow(size)
            sh.set_alpha(int(200 * (1 - 0.6 * lift)))
            surface.blit(sh, sh.get_rect(center=(x + 3 + 12 * lift, y + 5 + 24 * lift)))
            sh.set_alpha(255)
        shown.append(surface.blit(img, img.get_rect(center=(round(x), round(y)))))
    return shown
