"""The main menu's buttons as pieces of a game: each a thick tile standing on the table (a darker
edge under its face shows its depth, a bevel lights its top and shades its foot, a soft shadow
falls under it), the game's emblem set in a round medallion at its left; the selected tile is
lifted off the table, its face lit gold and ringed with a warm glow.

A tile's picture (shadow, edge, face, medallion, emblem; not its words, which `scenes.ui.text`
renders and caches) is made once per size, kind, state and motif and only blitted after that,
so a still menu renders nothing anew. `made` counts the pictures made (the tests read it).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.emblems import emblem
from scenes.ui.text import render

DEPTH = 6                     # px of a tile's edge under its face (its thickness)
LIFT = 4                      # px the selected tile rises off the table
GLOW = 12                     # px the selected tile's glow reaches beyond it
MARGIN = GLOW + 2             # room around a tile in its picture (shadow and glow)
SLATE = (44, 60, 54)          # an idle game tile's face
TOOL_SLATE = (36, 47, 43)     # an idle small tile's face
GOLD = theme.ACCENT
GLOW_INK = (255, 204, 92)
COUNT_SIZE = 22               # "2–4" on a game's tile, beside a little figure of a player
made = 0                      # pictures made so far (a still menu makes none)
CONTINUE = "continue"         # the motif of what was left unfinished: a curved arrow going on round a play sign
CONTINUE_INK = (255, 200, 72)  # ... gold on the medallion's dark plate


def _shade(colour: tuple, amount: int) -> tuple[int, int, int]:
    return tuple(max(0, min(255, c + amount)) for c in colour[:3])


def lift(chosen: bool) -> int:
    """How far a tile's face stands above its place on the table."""
    return LIFT if chosen else 0


@lru_cache(maxsize=96)
def tile(size: tuple[int, int], radius: int, chosen: bool, small: bool, motif: str | None,
         emblem_side: int = 0, emblem_left: int = 0) -> pygame.Surface:
    """The whole picture of one tile of `size`, to be blitted at its rect's top-left moved by
    (-MARGIN, -MARGIN): its face then lies `lift(chosen)` px above the rect."""
    global made
    made += 1
    w, h = size
    pic = pygame.Surface((w + 2 * MARGIN, h + 2 * MARGIN + DEPTH), pygame.SRCALPHA)
    up = lift(chosen)
    face_rect = pygame.Rect(MARGIN, MARGIN - up, w, h)
    # the shadow on the table: wider and softer under a lifted tile
    reach = 6 + up
    for i in range(reach, 0, -1):
        alpha = round(110 * (1 - i / (reach + 1)) ** 1.6)
        ring = pygame.Rect(MARGIN - i, MARGIN + DEPTH + 2 - i + up // 2, w + 2 * i, h + 2 * i - up // 2)
        pygame.draw.rect(pic, (0, 0, 0, alpha), ring, border_radius=radius + i)
    if chosen:   # a warm glow round the lifted tile
        for i in range(GLOW, 0, -2):
            alpha = round(70 * (1 - i / (GLOW + 1)) ** 2)
            pygame.draw.rect(pic, (*GLOW_INK, alpha), face_rect.inflate(2 * i, 2 * i + DEPTH).move(0, DEPTH // 2),
                             border_radius=radius + i)
    fill = GOLD if chosen else TOOL_SLATE if small else SLATE
    # the tile's edge: its thickness, darker than the face, from the face down to the table
    edge = pygame.Rect(face_rect.x, face_rect.y + DEPTH, w, h + up)
    pygame.draw.rect(pic, _shade(fill, -96 if chosen else -30), edge, border_radius=radius)
    pygame.draw.rect(pic, _shade(fill, -120 if chosen else -40), edge, width=1, border_radius=radius)
    # the face: lighter at the top, darker at the foot
    face = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(face, _shade(fill, round(26 - 40 * y / max(1, h - 1))), (0, y), (w, y))
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    face.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # the bevel: a bright line along the top, a gloss over its upper half, a dark line at its foot
    gloss = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(gloss, (255, 255, 255, 34 if chosen else 16), pygame.Rect(3, 2, w - 6, h // 2 - 2),
                     border_top_left_radius=radius - 2, border_top_right_radius=radius - 2)
    pygame.draw.rect(gloss, (255, 255, 255, 120 if chosen else 60), pygame.Rect(1, 1, w - 2, h - 2), width=2,
                     border_radius=radius)
    gloss.fill((255, 255, 255, 0), pygame.Rect(0, h // 2, w, h))
    face.blit(gloss, (0, 0))
    pygame.draw.line(face, _shade(fill, -60), (radius, h - 2), (w - radius, h - 2), 2)
    rim = (255, 240, 200) if chosen else _shade(fill, 30)
    pygame.draw.rect(face, rim, face.get_rect(), width=2 if chosen else 1, border_radius=radius)
    pic.blit(face, face_rect)
    if motif is not None and emblem_side:
        # the emblem in its medallion: a dark round plate with a light rim, set into the face
        centre = (face_rect.x + emblem_left + emblem_side // 2, face_rect.centery)
        plate = emblem_side // 2 + 2
        pygame.draw.circle(pic, (18, 26, 22) if not chosen else (92, 62, 10), (centre[0], centre[1] + 1), plate + 1)
        picture = motif_picture(motif, emblem_side - 4).copy()
        inside = pygame.Surface(picture.get_size(), pygame.SRCALPHA)      # the emblem within the round plate
        pygame.draw.circle(inside, (255, 255, 255, 255), inside.get_rect().center, plate - 2)
        picture.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pic.blit(picture, picture.get_rect(center=centre))
        pygame.draw.circle(pic, (236, 226, 196) if not chosen else (255, 246, 220), centre, plate, width=2)
    return pic.convert_alpha() if pygame.display.get_surface() else pic


def motif_picture(motif: str, size: int) -> pygame.Surface:
    """A medallion's picture: the continue arrow, or the emblem of the motif (`scenes.ui.emblems`)."""
    return continue_arrow(size) if motif == CONTINUE else emblem(motif, size)


@lru_cache(maxsize=8)
def continue_arrow(size: int) -> pygame.Surface:
    """"Go on": a thick arrow curving round clockwise, its head pointing on, round a play sign;
    drawn large and smoothed down so its curve stays clean at a row's size."""
    big = 4 * size
    pic = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    outer, inner = big * 0.40, big * 0.29
    start, end = math.radians(-60), math.radians(220)     # the arc's ends (screen angles, y down)
    steps = 40
    angles = [start + (end - start) * k / steps for k in range(steps + 1)]
    ring = [(c + outer * math.cos(a), c + outer * math.sin(a)) for a in angles] \
        + [(c + inner * math.cos(a), c + inner * math.sin(a)) for a in reversed(angles)]
    pygame.draw.polygon(pic, CONTINUE_INK, ring)
    # the head at the arc's start, pointing on round the circle (toward smaller angles)
    mid = (outer + inner) / 2
    a = start
    tip_a = a - math.radians(34)
    tip = (c + mid * math.cos(tip_a), c + mid * math.sin(tip_a))
    wide = (outer - inner) * 1.05
    base_out = (c + (mid + wide) * math.cos(a), c + (mid + wide) * math.sin(a))
    base_in = (c + (mid - wide) * math.cos(a), c + (mid - wide) * math.sin(a))
    pygame.draw.polygon(pic, CONTINUE_INK, [base_out, tip, base_in])
    pic = pygame.transform.flip(pic, True, False)       # (drawn anticlockwise above: mirrored, it goes on clockwise)
    # the play sign in the middle
    r = big * 0.17
    pygame.draw.polygon(pic, (246, 238, 214), [(c - r * 0.6, c - r), (c - r * 0.6, c + r), (c + r, c)])
    return pygame.transform.smoothscale(pic, (size, size))


@lru_cache(maxsize=32)
def count_badge(count: str, chosen: bool) -> pygame.Surface:
    """How many play a game ("2–4") on a round-ended plate with a little figure of a player in
    front: read at a glance, like the player count on a game's box."""
    global made
    made += 1
    words = render(count, COUNT_SIZE, theme.INK if chosen else (236, 226, 196), True)
    h = COUNT_SIZE + 8
    figure = 14
    w = 10 + figure + 6 + words.get_width() + 12
    pic = pygame.Surface((w, h), pygame.SRCALPHA)
    plate = (255, 236, 170, 150) if chosen else (14, 22, 18, 170)
    pygame.draw.rect(pic, plate, pic.get_rect(), border_radius=h // 2)
    ink = theme.INK if chosen else (236, 226, 196)
    head = (10 + figure // 2, h // 2 - 5)
    pygame.draw.circle(pic, ink, head, 4)
    pygame.draw.ellipse(pic, ink, pygame.Rect(10, h // 2, figure, 11))
    pic.blit(words, words.get_rect(midleft=(10 + figure + 6, h // 2)))
    return pic
