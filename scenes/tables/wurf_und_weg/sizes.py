"""The sizes of the Wurf & Weg table's words, for the window they are seen in.

The table is laid out in the 1280x720 picture, which the window scales. At 1280x720 and larger
the words keep their sizes here (the shared floor `READABLE`, 20 px). A smaller window shows
the picture smaller, so there every word of this table is drawn at least as large as
`scenes.ui.window_floor.floor_for` says: 18 px on the screen of a 960x540 window (20 px would
be 15 px there, too small from the sofa). Long names then give way sooner ("Maximil…" under a key). `fit_window`
sets them when a table opens; the table's painters read them from here at each use.
"""

from __future__ import annotations

import sys

from scenes.ui.text import READABLE
from scenes.ui.window_floor import floor_for

SMALLEST = READABLE       # the least size of any word on the table
WORD = 22                 # the word under each key cap ("Würfeln", "Clara")
STATUS = 22               # the words of the status line
ROLLS = 24                # the rolls left in the last rolls, in the status line (a size larger)
PILE_WORD = 22            # "Stapel" over the pile
MISSING_CAP = 22          # a waiting seat's key cap in the "still rolling" line, as tall as its words
COUNTDOWN_SMALLEST = 22   # the start call never smaller
SMALL_WINDOW = False      # whether the window shows the picture smaller than 1280x720


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
