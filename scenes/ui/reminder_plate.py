"""The large reminder after ten seconds of nothing, as the tables draw it: one plate, one row.

After `prompt.AGAIN_AFTER` seconds without a key, a table's turn band shows one large row on a
dark plate edged in the seat's colour: the seat's token, "Anna ist dran!" in that colour, then
each key that moves the game on, on a key cap with its word ("[Q] Aufhören  [E] Weitermachen",
"[E] Würfel markieren"). A ring round the plate breathes. Where the whole row would not stand at
the look's smallest size, "Anna ist dran!" gives way to the bare name (the token and the colour
say whose turn it is), shortened with "…" only where even that does not fit.

Each table gives its sizes as a `PlateLook` (Durchmarsch and Zehntausend differ a little) and
places the plate itself; the table's own reminder module says where.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.breathing import breathing_ring
from scenes.ui.seat_panel import keycap_image
from scenes.ui.text import READABLE, Recording, drawn, font, render
from scenes.ui.widgets import draw_panel, draw_seat_token


@dataclass(frozen=True)
class PlateLook:
    """The sizes of a reminder plate: the name's and the keys' words from the sofa, neither
    under `smallest` while the row fits so (then both down to `last_resort`)."""

    name_size: int = 40
    key_size: int = 32
    smallest: int = 26
    last_resort: int = READABLE
    pad: int = 18              # left and right inside the plate
    pad_y: int = 12            # above and below the row
    gap: int = 16              # between the name and a key, and between keys (twice)
    token_r: int = 16
    cap_gap: int = 8           # between a key cap and its word
    cap_shrink: int = 6        # the letters on a cap this much smaller than the words (never under READABLE)


def cap_size(look: PlateLook, key_size: int) -> int:
    """The letters on a key cap beside words of `key_size`."""
    return max(READABLE, key_size - look.cap_shrink)


def row_width(look: PlateLook, name: str, keys: tuple[tuple[str, str], ...], name_size: int, key_size: int) -> int:
    width = 2 * look.pad + 2 * look.token_r + look.gap + font(name_size, True).size(name)[0]
    for key, words in keys:
        width += 2 * look.gap + keycap_image(key, cap_size(look, key_size)).get_width()
        if words:
            width += look.cap_gap + font(key_size, True).size(words)[0]
    return width


def sizes_for(look: PlateLook, name: str, keys: tuple[tuple[str, str], ...], width: int) -> tuple[int, int]:
    """The largest (name size, key size) whose row fits `width`: the name gives way first."""
    name_size, key_size = look.name_size, look.key_size
    while row_width(look, name, keys, name_size, key_size) > width:
        if name_size > key_size + 2:
            name_size -= 2
        elif key_size > look.smallest:
            key_size -= 2
            name_size = max(look.smallest, min(name_size, key_size + 4))
        elif name_size > look.smallest:
            name_size -= 2
        elif min(name_size, key_size) > look.last_resort:
            name_size, key_size = name_size - 2, key_size - 2
        else:
            break
    return name_size, key_size


@lru_cache(maxsize=32)
def reminder_picture(name: str, keys: tuple[tuple[str, str], ...], style: int, width: int, bare: str = "",
                     look: PlateLook = PlateLook(), height: int = 0) -> tuple[pygame.Surface, tuple]:
    """(the plate, the (text, size) pairs it shows): token, name, then each key's cap and word
    in one row, at most `width` wide; with a `height`, exactly `width` by `height` (a table's
    fixed line: the row from its left end, centred from top to bottom)."""
    colour = theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)]
    name_size, key_size = sizes_for(look, name, keys, width)
    if bare and min(name_size, key_size) < look.smallest:
        name = bare
        while len(name) > 2 and row_width(look, name, keys, look.smallest, look.smallest) > width:
            name = name[:-2] + "…"
        name_size, key_size = sizes_for(look, name, keys, width)
    with Recording():           # (each frame that shows the plate says its words: `draw_reminder`)
        name_img = render(name, name_size, colour, True)
        parts = [(keycap_image(key, cap_size(look, key_size)),
                  render(words, key_size, theme.TEXT, True) if words else None) for key, words in keys]
    tallest = max([name_img.get_height()] + [c.get_height() for c, _ in parts]
                  + [w.get_height() for _, w in parts if w is not None])
    h = max(height, tallest + 2 * look.pad_y)
    w = width if height else min(width, row_width(look, name, keys, name_size, key_size))
    pic = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(pic, pic.get_rect(), (20, 26, 24), 250, 18, border=colour)
    pygame.draw.rect(pic, colour, pic.get_rect(), width=3, border_radius=18)
    x = look.pad
    draw_seat_token(pic, style, (x + look.token_r, h // 2), look.token_r)
    x += 2 * look.token_r + look.gap
    pic.blit(name_img, name_img.get_rect(midleft=(x, h // 2)))
    x += name_img.get_width()
    for cap, words in parts:
        x += 2 * look.gap
        pic.blit(cap, cap.get_rect(midleft=(x, h // 2)))
        x += cap.get_width()
        if words is not None:
            x += look.cap_gap
            pic.blit(words, words.get_rect(midleft=(x, h // 2)))
            x += words.get_width()
    shown = ((name, name_size),) + tuple((text, cap_size(look, key_size) if i == 0 else key_size)
                                         for pair in keys for i, text in enumerate(pair) if text)
    return pic, shown


def draw_reminder(surface: pygame.Surface, pic: pygame.Surface, shown, rect: pygame.Rect, style: int,
                  seconds: float, reach: int, least: int = 2) -> pygame.Rect:
    """The plate at `rect` with a ring round it that breathes from `least` to `reach` px out."""
    for text, size in shown:
        drawn(text, size)
    breathing_ring(surface, rect, theme.SEAT_COLOURS[style % len(theme.SEAT_COLOURS)], seconds, reach, least=least)
    surface.blit(pic, rect)
    return rect
