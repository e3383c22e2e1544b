"""The Zehntausend reminder after ten seconds of nothing: who must act and the one key.

After `prompt.AGAIN_AFTER` seconds without a key, the header band in the title's and the turn's
place shows one large row on the shared reminder plate (`scenes.ui.reminder_plate`): the seat's
token, "Anna ist dran!" in the seat's colour and the one key that moves the game on, that key on
a key cap ("[E] Würfel markieren"), the plate's ring breathing gently. It stands in the band,
never over a die, the sheet or a key hint; the next key of that person takes it away
(`prompt.WaitClock`).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.tables.zehntausend.lettering import px
from scenes.ui import reminder_plate
from scenes.ui.reminder_plate import PlateLook

# "Anna ist dran!" at 40 px and the one key with what it does at 34, neither under 28 while the
# row fits so (no name and key of the game come near the last resort)
LOOK = PlateLook(name_size=40, key_size=34, smallest=28, last_resort=22, pad_y=10, gap=14, token_r=17,
                 cap_gap=12, cap_shrink=0)


def split_key(action: str) -> tuple[str, str]:
    """"E Würfel markieren" -> ("E", "Würfel markieren"): the key comes first in every step."""
    key, _, rest = action.partition(" ")
    return key, rest


def reminder_picture(name: str, action: str, style: int, width: int, bare: str = "") -> tuple[pygame.Surface, tuple]:
    """(the plate, its lines as (text, size, bold)), at most `width` wide."""
    look = replace(LOOK, last_resort=px(LOOK.last_resort))     # (a small window's floor, at the least)
    pic, shown = reminder_plate.reminder_picture(name, (split_key(action),), style, width, bare, look)
    return pic, tuple((text, size, True) for text, size in shown)


def draw_reminder(band: pygame.Surface, pic: pygame.Surface, lines, anchor: str, pos, style: int,
                  seconds: float, room: int) -> pygame.Rect:
    """The plate in `band` with a ring round it that breathes `room` px out at most."""
    rect = pic.get_rect(**{anchor: pos})
    return reminder_plate.draw_reminder(band, pic, tuple((text, size) for text, size, _ in lines), rect, style,
                                        seconds, room - 2, least=3)
