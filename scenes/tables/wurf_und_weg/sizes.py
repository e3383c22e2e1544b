"""The sizes of the Wurf & Weg table's words, for the window they are seen in.

The table is laid out in the 1280x720 picture, which the window scales. At 1280x720 and larger
the words keep their sizes here (the shared floor `READABLE`, 20 px). A smaller window shows
the picture smaller, so there every word of this table is drawn at least `SMALL_WINDOW_FLOOR`
px in the picture: 18 px on the screen of a 960x540 window (20 px would be 15 px there, too
small from the sofa). Long names then give way sooner ("Maximil…" under a key). `fit_window`
sets them when a table opens; the table's painters read them from here at each use.
"""

from __future__ import annotations

import math
import sys

from scenes.ui.text import READABLE

SCREEN_PX = 18            # px on the screen a word is at least, wherever the window allows it
SMALL_WINDOW_FLOOR = 24   # px in the picture: SCREEN_PX at a 960x540 window (and never larger)

SMALLEST = READABLE       # the least size of any word on the table
WORD = 22                 # the word under each key cap ("Würfeln", "Clara")
STATUS = 22               # the words of the status line
ROLLS = 24                # the rolls left in the last rolls, in the status line (a size larger)
PILE_WORD = 22            # "Stapel" over the pile
MISSING_CAP = 22          # a waiting seat's key cap in the "still rolling" line, as tall as its words
COUNTDOWN_SMALLEST = 22   # the start call never smaller
SMALL_WINDOW = False      # whether the window shows the picture smaller than 1280x720


def floor_for(scale: float) -> int:
    """The least size in the picture for a window showing it at `scale` (1.0 at 1280x720)."""
    if scale >= 0.999:
        return READABLE
    return max(READABLE, min(SMALL_WINDOW_FLOOR, math.ceil(SCREEN_PX / max(scale, 0.01) - 1e-6)))


def fit_window(scale: float) -> bool:
    """Sets the sizes for a window showing the picture at `scale`; True when they changed (the
    layouts worked out for the other sizes are then forgotten)."""
    global SMALLEST, WORD, STATUS, ROLLS, PILE_WORD, MISSING_CAP, COUNTDOWN_SMALLEST, SMALL_WINDOW
    floor = floor_for(scale)
    if floor == SMALLEST:
        return False
    SMALLEST = floor
    WORD = STATUS = PILE_WORD = MISSING_CAP = COUNTDOWN_SMALLEST = max(22, floor)
    ROLLS = STATUS + 2
    SMALL_WINDOW = floor > READABLE
    for name in ("layout", "hud", "stations", "rules_splash", "pictures"):
        module = sys.modules.get(f"scenes.tables.wurf_und_weg.{name}")
        for thing in vars(module).values() if module else ():
            if callable(getattr(thing, "cache_clear", None)):
                thing.cache_clear()
    return True
