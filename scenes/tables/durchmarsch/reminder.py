"""The Durchmarsch reminder after ten seconds of nothing: who must act and the keys, large.

After `prompt.AGAIN_AFTER` seconds without a key, the turn band right of the title (which keeps
its size and place) shows one large row instead of the small ask and the heading: the seat's
token, "Anna ist dran!" in the seat's colour and each key that moves the game on on a key cap
with its word ("[Q] Aufhören  [E] Weitermachen"), on a dark plate edged in the seat's colour
whose ring breathes. It stands in the band, never over a sheet, a die, a button or a hint; the
next key of that person takes it away (`prompt.WaitClock`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.breathing import breathing_ring
from scenes.ui.seat_panel import keycap_image
from scenes.ui.text import READABLE, Recording, drawn, font, render
from scenes.ui.widgets import draw_panel, draw_seat_token

NAME_SIZE = 40        # "Anna ist dran!" from the sofa ...
KEY_SIZE = 32         # ... and the keys with their words
SMALLEST = 26         # neither drawn smaller while the row fits so
PAD, GAP, TOKEN_R = 18, 16, 16
CAP_GAP = 8           # between a key cap and its word
REACH = 7             # how far the breathing ring reaches out at its widest


def cap_size(key_size: int) -> int:
    """The letters on a key cap beside words of `key_size`: never under READABLE."""
    return max(READABLE, key_size - 6)


def row_width(name: str, keys: tuple[tuple[str, str], ...], name_size: int, key_size: int) -> int:
    width = 2 * PAD + 2 * TOKEN_R + GAP + font(name_size, True).size(name)[0]
    for key, words in keys:
        width += 2 * GAP + keycap_image(key, cap_size(key_size)).get_width() + CAP_GAP + font(key_size, True).size(words)[0]
    return width


def sizes_for(name: str, keys: tuple[tuple[str, str], ...], width: int) -> tuple[int, int]:
    """The largest (name size, key size) whose row fits `width`: the name gives way first."""
    name_size, key_size = NAME_SIZE, KEY_SIZE
    while row_width(name, keys, name_size, key_size) > width:
        if name_size > key_size + 2:
            name_size -= 2
        elif key_size > SMALLEST:
            key_size -= 2
            name_size = max(SMALLEST, min(name_size, key_size + 4))
        elif min(name_size, key_size) > READABLE:
            name_size, key_size = name_size - 2, key_size - 2
        else:
            break
    return name_size, key_size


@lru_cache(maxsize=16)
def reminder_picture(name: str, keys: tuple[tuple[str, str], ...], style: int,
                     width: int, bare: str = "") -> tuple[pygame.Surface, tuple]:
    """(the plate, the (text, size) pairs it shows): token, name, then each key's cap and word
    in one row, at most `width` wide. Where "Anna ist dran!" would not stand at SMALLEST the
    `bare` name stands alone (the token and the colour say whose turn it is), shortened with
    "…" only where even that does not fit."""
    colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    name_size, key_size = sizes_for(name, keys, width)
    if bare and min(name_size, key_size) < SMALLEST:
        name = bare
        while len(name) > 2 and row_width(name, keys, SMALLEST, SMALLEST) > width:
            name = name[:-2] + "…"
        name_size, key_size = sizes_for(name, keys, width)
    with Recording():           # (each frame that shows the plate says its words: `draw_reminder`)
        name_img = render(name, name_size, colour, True)
        parts = [(keycap_image(key, cap_size(key_size)), render(words, key_size, theme.TEXT, True)) for key, words in keys]
    h = max(name_img.get_height(), *(max(c.get_height(), w.get_height()) for c, w in parts)) + 2 * 12
    w = min(width, row_width(name, keys, name_size, key_size))
    pic = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(pic, pic.get_rect(), (20, 26, 24), 250, 18, border=colour)
    pygame.draw.rect(pic, colour, pic.get_rect(), width=3, border_radius=18)
    x = PAD
    draw_seat_token(pic, style, (x + TOKEN_R, h // 2), TOKEN_R)
    x += 2 * TOKEN_R + GAP
    pic.blit(name_img, name_img.get_rect(midleft=(x, h // 2)))
    x += name_img.get_width()
    for cap, words in parts:
        x += 2 * GAP
        pic.blit(cap, cap.get_rect(midleft=(x, h // 2)))
        x += cap.get_width() + CAP_GAP
        pic.blit(words, words.get_rect(midleft=(x, h // 2)))
        x += words.get_width()
    shown = ((name, name_size),) + tuple((text, cap_size(key_size) if i % 2 == 0 else key_size)
                                         for pair in keys for i, text in enumerate(pair))
    return pic, shown


def draw_reminder(surface: pygame.Surface, pic: pygame.Surface, shown, rect: pygame.Rect, style: int,
                  seconds: float) -> pygame.Rect:
    """The plate at `rect` with a ring round it that breathes `REACH` px out at most."""
    for text, size in shown:
        drawn(text, size)
    breathing_ring(surface, rect, theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)], seconds, REACH)
    surface.blit(pic, rect)
    return rect
