"""The Zehntausend reminder after ten seconds of nothing: who must act and the one key.

After `prompt.AGAIN_AFTER` seconds without a key, the header band in the title's and the turn's
place shows one large row: the seat's token, "Anna ist dran!" in the seat's colour and the
one key that moves the game on, that key on a key cap ("[E] Würfel markieren"), on a dark
plate edged in the seat's colour that breathes gently. It stands in the band, never over a
die, the sheet or a key hint; the next key of that person takes it away (`prompt.WaitClock`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.tables.zehntausend.lettering import line_height, width_of
from scenes.ui import theme
from scenes.ui.breathing import breathing_ring
from scenes.ui.text import Recording, drawn, render
from scenes.ui.widgets import draw_panel, draw_seat_token

NAME_SIZE = 40        # "Anna ist dran!" from the sofa ...
KEY_SIZE = 34         # ... and the one key with what it does
SMALLEST = 28         # neither drawn smaller while the row fits so
LAST_RESORT = 22
PAD, GAP, TOKEN_R = 18, 14, 17
CAP_PAD = 10          # the key cap's margin round its letter


def split_key(action: str) -> tuple[str, str]:
    """"E Würfel markieren" -> ("E", "Würfel markieren"): the key comes first in every step."""
    key, _, rest = action.partition(" ")
    return key, rest


def sizes_for(name: str, action: str, width: int) -> tuple[int, int]:
    """The largest (name size, action size) whose row fits `width`; the name gives way first,
    neither under SMALLEST."""
    name_size, key_size = NAME_SIZE, KEY_SIZE
    while row_width(name, action, name_size, key_size) > width:
        if name_size > key_size + 2:
            name_size -= 2
        elif key_size > SMALLEST:
            key_size -= 2
            name_size = max(SMALLEST, min(name_size, key_size + 4))
        elif name_size > SMALLEST:
            name_size -= 2
        elif key_size > LAST_RESORT:       # (no name and key of the game come near this)
            name_size = key_size = key_size - 2
        else:
            break
    return name_size, key_size


def row_width(name: str, action: str, name_size: int, key_size: int) -> int:
    key, rest = split_key(action)
    cap = width_of(key, key_size, True) + 2 * CAP_PAD
    return 2 * PAD + 2 * TOKEN_R + GAP + width_of(name, name_size, True) + 2 * GAP + cap + 12 \
        + width_of(rest, key_size, True)


@lru_cache(maxsize=16)
def reminder_picture(name: str, action: str, style: int, width: int, bare: str = "") -> tuple[pygame.Surface, tuple]:
    """(the plate, its lines as (text, size, bold)): token, name, key cap and its words in a
    row; "Anna ist dran!" becomes the `bare` name where the whole row would not stand at
    SMALLEST (the token and the colour say whose turn it is)."""
    colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    name_size, key_size = sizes_for(name, action, width)
    if bare and min(name_size, key_size) < SMALLEST:
        name = bare
        name_size, key_size = sizes_for(name, action, width)
    key, rest = split_key(action)
    with Recording():           # (each frame that shows the plate says its words: `draw_reminder`)
        name_img = render(name, name_size, colour, True)
        key_img = render(key, key_size, theme.INK, True)
        rest_img = render(rest, key_size, theme.TEXT, True)
    h = max(line_height(name_size, True), key_img.get_height() + 8) + 2 * 10
    w = min(width, row_width(name, action, name_size, key_size))
    pic = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(pic, pic.get_rect(), (20, 26, 24), 245, 18, border=colour)
    pygame.draw.rect(pic, colour, pic.get_rect(), width=3, border_radius=18)
    x = PAD
    draw_seat_token(pic, style, (x + TOKEN_R, h // 2), TOKEN_R)
    x += 2 * TOKEN_R + GAP
    pic.blit(name_img, name_img.get_rect(midleft=(x, h // 2)))
    x += name_img.get_width() + 2 * GAP
    cap = pygame.Rect(x, 0, key_img.get_width() + 2 * CAP_PAD, key_img.get_height() + 4)
    cap.centery = h // 2
    pygame.draw.rect(pic, (150, 140, 120), cap.move(0, 4), border_radius=8)      # the cap's lip
    pygame.draw.rect(pic, theme.PAPER, cap, border_radius=8)
    pic.blit(key_img, key_img.get_rect(center=cap.center))
    x = cap.right + 12
    pic.blit(rest_img, rest_img.get_rect(midleft=(x, h // 2)))
    lines = ((name, name_size, True), (key, key_size, True), (rest, key_size, True))
    return pic, tuple(line for line in lines if line[0])


def draw_reminder(band: pygame.Surface, pic: pygame.Surface, lines, anchor: str, pos, style: int,
                  seconds: float, room: int) -> pygame.Rect:
    """The plate in `band` with a ring round it that breathes `room` px out at most."""
    for text, size, _ in lines:
        drawn(text, size)
    rect = pic.get_rect(**{anchor: pos})
    breathing_ring(band, rect, theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)], seconds, room - 2, least=3)
    band.blit(pic, rect)
    return rect
