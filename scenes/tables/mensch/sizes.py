"""The least size of the Mensch table's words, for the window they are seen in.

The table is laid out in the 1280x720 picture, which the window scales. At 1280x720 and larger
every word keeps the size the painters give it (never under the shared floor `READABLE`, 20 px).
A smaller window shows the picture smaller, so there every word of this table is drawn at least
`scenes.ui.window_floor.floor_for` px in the picture (24 px: 18 px on a 960x540 screen); the
cards then give way (shorter words, fewer lines of history, names wrapped). `fit_window` sets
the floor when a table opens; the painters read it from here at each use (`SMALLEST`,
`at_least`).
"""

from __future__ import annotations

import sys

from scenes.ui.text import READABLE
from scenes.ui.window_floor import floor_for

SMALLEST = READABLE       # the least size of any word on the table
SMALL_WINDOW = False      # whether the window shows the picture smaller than 1280x720


def at_least(size: int) -> int:
    """`size`, raised to the table's floor."""
    return max(size, SMALLEST)


def fit_window(scale: float) -> bool:
    """Sets the floor for a window showing the picture at `scale`; True when it changed (the
    pictures rendered at the other sizes are then forgotten)."""
    global SMALLEST, SMALL_WINDOW
    floor = floor_for(scale)
    if floor == SMALLEST:
        return False
    SMALLEST = floor
    SMALL_WINDOW = floor > READABLE
    for name in ("board", "panels", "table"):
        module = sys.modules.get(f"scenes.tables.mensch.{name}")
        for thing in vars(module).values() if module else ():
            if callable(getattr(thing, "cache_clear", None)):
                thing.cache_clear()
    return True
