"""The Durchmarsch reminder after ten seconds of nothing: who must act and the keys, large.

After `prompt.AGAIN_AFTER` seconds without a key, the turn line right of the title (the plate
that keeps its size and place all turn long) shows one large row instead of the small ask and
the heading: the seat's
token, "Anna ist dran!" in the seat's colour and each key that moves the game on on a key cap
with its word ("[Q] Aufhören  [E] Weitermachen"), on the shared reminder plate
(`scenes.ui.reminder_plate`) whose ring breathes. It stands in the band, never over a sheet, a
die, a button or a hint; the next key of that person takes it away (`prompt.WaitClock`).
"""

from __future__ import annotations

import pygame

from scenes.ui import reminder_plate
from scenes.ui.reminder_plate import PlateLook

LOOK = PlateLook(name_size=40, key_size=32, smallest=26)    # "Anna ist dran!" and the keys from the sofa
REACH = 7             # how far the breathing ring reaches out at its widest


def reminder_picture(name: str, keys: tuple[tuple[str, str], ...], style: int, width: int,
                     bare: str = "", height: int = 0) -> tuple[pygame.Surface, tuple]:
    """(the plate, the (text, size) pairs it shows), at most `width` wide; with a `height`, the
    turn line's own size (`width` by `height`)."""
    return reminder_plate.reminder_picture(name, keys, style, width, bare, LOOK, height)


def draw_reminder(surface: pygame.Surface, pic: pygame.Surface, shown, rect: pygame.Rect, style: int,
                  seconds: float) -> pygame.Rect:
    """The plate at `rect` with a ring round it that breathes `REACH` px out at most."""
    return reminder_plate.draw_reminder(surface, pic, shown, rect, style, seconds, REACH)
