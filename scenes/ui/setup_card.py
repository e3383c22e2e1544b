"""The pictures on a seat-setup row that make it read like a player's card rather than a form:
who plays it (a keyboard block as its key caps, a gamepad or a bot as a small icon, with the
device's short name), the chevrons either side that say left/right change it, and the coach's
hints as a small switch: a light bulb (lit when on) beside a track with its knob, no words, so
a crowded row keeps its air (the foot names the row's key that switches it).

Pure drawing: the seat setup (`scenes.screens.setup`) decides what stands where; sizes here
are measured without drawing (`who_plays_width`), so the scene can place the rest around it.
Icons and caps are cached, nothing heavy per frame.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import width_of
from scenes.ui.seat_panel import BLOCK_ORDER, keycap_image, keycap_text
from scenes.ui.text import blit_text

KIND_SIZE = 24          # the device's short name: "Tastatur 1", "Gamepad 2", "Bot (mittel)"
CAP_SIZE = 20           # the letters on a block's key caps
CAP_GAP = 2             # between two caps of one row of the block
GROUP_GAP = 10          # between the block's upper and lower row (Q W E · A S D)
ICON_W = 34             # a pad's or a bot's icon
CHEVRON_W = 11          # a chevron's width, its height twice that
CHEVRON_ROOM = 14       # between a chevron and what it frames
PICTURE_GAP = 10        # between the device's name and its picture
SWITCH_W, SWITCH_H = 40, 22     # the hints switch's track
KNOB = (246, 242, 230)          # the switch's knob
SWITCH_GAP = 6          # between the switch's bulb and its track
BULB_W, BULB_H = 22, 30         # the coach's light bulb beside the track


def block_caps(app, kind: str) -> list[list[str]]:
    """A keyboard block's keys as printed on their caps, in two rows as they lie on the board."""
    names = app.input.key_names(kind)
    return [[keycap_text(app.texts, names[a], short=True) if names.get(a) else "–" for a in row]
            for row in BLOCK_ORDER]


def caps_width(rows: list[list[str]]) -> int:
    caps = [keycap_image(label, CAP_SIZE).get_width() for row in rows for label in row]
    return sum(caps) + CAP_GAP * (len(caps) - len(rows)) + GROUP_GAP * (len(rows) - 1)


def picture_width(kind: str, caps: list[list[str]] | None) -> int:
    """How wide the picture beside the device's name is (0 for nobody or "spielt mit")."""
    if caps is not None:
        return caps_width(caps)
    return ICON_W if kind.startswith(("pad", "bot:")) else 0


def who_plays_width(label: str, kind: str, caps: list[list[str]] | None, bold: bool) -> int:
    """The width from the left chevron to the right one, both included."""
    picture = picture_width(kind, caps)
    inner = width_of(label, KIND_SIZE, bold) + (PICTURE_GAP if label and picture else 0) + picture
    return 2 * (CHEVRON_W + CHEVRON_ROOM) + inner


def draw_chevron(surface, centre: tuple[int, int], pointing: int, colour, height: int = 22) -> None:
    """A solid chevron (a thick angle, not a thin "‹"): `pointing` -1 left, 1 right."""
    x, y = centre
    half = height // 2
    tip = x + pointing * CHEVRON_W // 2
    back = x - pointing * CHEVRON_W // 2
    pygame.draw.lines(surface, colour, False, [(back, y - half), (tip, y), (back, y + half)], 4)
    pygame.draw.circle(surface, colour, (tip, y), 2)


@lru_cache(maxsize=32)
def pad_icon(colour: tuple[int, int, int], body: tuple[int, int, int]) -> pygame.Surface:
    """A gamepad seen from above: a rounded body with grips, a cross and two buttons."""
    surf = pygame.Surface((ICON_W, 24), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, pygame.Rect(2, 2, ICON_W - 4, 16), border_radius=8)
    pygame.draw.circle(surf, colour, (8, 15), 7)
    pygame.draw.circle(surf, colour, (ICON_W - 8, 15), 7)
    pygame.draw.rect(surf, body, pygame.Rect(6, 8, 9, 3))       # the cross
    pygame.draw.rect(surf, body, pygame.Rect(9, 5, 3, 9))
    pygame.draw.circle(surf, body, (ICON_W - 12, 11), 2)        # A and B
    pygame.draw.circle(surf, body, (ICON_W - 8, 7), 2)
    return surf


@lru_cache(maxsize=32)
def bot_icon(colour: tuple[int, int, int], body: tuple[int, int, int]) -> pygame.Surface:
    """A little robot's head: a rounded face with two eyes, a mouth and an antenna."""
    surf = pygame.Surface((ICON_W, 26), pygame.SRCALPHA)
    face = pygame.Rect(6, 6, ICON_W - 12, 19)
    pygame.draw.line(surf, colour, (ICON_W // 2, 6), (ICON_W // 2, 2), 2)
    pygame.draw.circle(surf, colour, (ICON_W // 2, 2), 2)
    pygame.draw.rect(surf, colour, face, border_radius=6)
    pygame.draw.rect(surf, colour, pygame.Rect(3, 12, 4, 7), border_radius=2)              # ears
    pygame.draw.rect(surf, colour, pygame.Rect(ICON_W - 7, 12, 4, 7), border_radius=2)
    pygame.draw.circle(surf, body, (face.x + 7, face.y + 7), 3)
    pygame.draw.circle(surf, body, (face.right - 7, face.y + 7), 3)
    pygame.draw.rect(surf, body, pygame.Rect(face.x + 7, face.y + 13, face.w - 14, 2))
    return surf


def draw_who_plays(surface, right: int, centre_y: int, label: str, kind: str, caps: list[list[str]] | None,
                   ink, arrows, bold: bool, body) -> pygame.Rect:
    """"‹ Tastatur 1 [Q][W][E] [A][S][D] ›" ending at `right`; returns the rect it covers.
    `arrows` colours the chevrons, `body` is the row's own colour (the icons' holes)."""
    width = who_plays_width(label, kind, caps, bold)
    left = right - width
    draw_chevron(surface, (left + CHEVRON_W // 2, centre_y), -1, arrows)
    draw_chevron(surface, (right - CHEVRON_W // 2, centre_y), 1, arrows)
    x = left + CHEVRON_W + CHEVRON_ROOM
    if label:           # (a crowded row shows a block's caps alone)
        x = blit_text(surface, label, (x, centre_y), KIND_SIZE, ink, bold, "midleft").right + PICTURE_GAP
    if caps is not None:
        for n, row in enumerate(caps):
            if n:
                x += GROUP_GAP - CAP_GAP
            for cap in row:
                image = keycap_image(cap, CAP_SIZE)
                surface.blit(image, image.get_rect(midleft=(x, centre_y + 1)))
                x += image.get_width() + CAP_GAP
    elif kind.startswith("pad"):
        icon = pad_icon(tuple(ink), tuple(body))
        surface.blit(icon, icon.get_rect(midleft=(x, centre_y)))
    elif kind.startswith("bot:"):
        icon = bot_icon(tuple(ink), tuple(body))
        surface.blit(icon, icon.get_rect(midleft=(x, centre_y)))
    return pygame.Rect(left, centre_y - 16, width, 32)


def switch_width() -> int:
    return BULB_W + SWITCH_GAP + SWITCH_W


@lru_cache(maxsize=16)
def bulb_icon(lit: bool, outline: tuple[int, int, int]) -> pygame.Surface:
    """The coach's light bulb: a round glass (filled in the coach's colour when lit, hollow
    when off) over a screw base."""
    surf = pygame.Surface((BULB_W, BULB_H), pygame.SRCALPHA)
    glass = (BULB_W // 2, 10)
    if lit:
        pygame.draw.circle(surf, theme.COACH, glass, 10)
    pygame.draw.circle(surf, outline, glass, 10, width=3 if not lit else 2)
    neck = pygame.Rect(BULB_W // 2 - 5, 18, 10, 4)
    pygame.draw.rect(surf, theme.COACH if lit else (24, 30, 28), neck)
    pygame.draw.rect(surf, outline, pygame.Rect(BULB_W // 2 - 5, 21, 10, 3), border_radius=1)
    pygame.draw.rect(surf, outline, pygame.Rect(BULB_W // 2 - 5, 25, 10, 3), border_radius=1)
    if lit:             # a glint on the glass
        pygame.draw.line(surf, (250, 250, 240), (glass[0] - 4, glass[1] - 3), (glass[0] - 2, glass[1] - 6), 2)
    return surf


def draw_switch(surface, rect: pygame.Rect, on: bool, chosen: bool) -> None:
    """The coach's bulb and a small switch: the bulb lit and the track lit in the coach's colour
    with the knob right when on, a hollow bulb and a dark track with the knob left when off."""
    outline = theme.INK if chosen else (196, 202, 192) if not on else theme.TEXT
    bulb = bulb_icon(on, tuple(outline))
    surface.blit(bulb, bulb.get_rect(midleft=(rect.x, rect.centery)))
    track = pygame.Rect(rect.right - SWITCH_W, rect.centery - SWITCH_H // 2, SWITCH_W, SWITCH_H)
    if on:
        pygame.draw.rect(surface, theme.COACH, track, border_radius=SWITCH_H // 2)
    else:
        pygame.draw.rect(surface, (24, 30, 28), track, border_radius=SWITCH_H // 2)
    pygame.draw.rect(surface, theme.INK if chosen else (150, 156, 150), track, width=2, border_radius=SWITCH_H // 2)
    knob_x = track.right - SWITCH_H // 2 if on else track.x + SWITCH_H // 2
    pygame.draw.circle(surface, KNOB, (knob_x, track.centery), SWITCH_H // 2 - 4)
