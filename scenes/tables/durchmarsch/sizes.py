"""The least size of the Durchmarsch table's words, for the window they are seen in.

The table is laid out in the 1280x720 picture, which the window scales. At 1280x720 and larger
every word keeps the size the painters give it (never under the shared floor `READABLE`, 20 px).
A smaller window shows the picture smaller, so there no word of this table is drawn under
`scenes.ui.window_floor.floor_for` px in the picture (24 px: 18 px on a 960x540 screen).
`fit_window` raises the table's named smaller sizes (`FLOORED`) to that floor when a table
opens; the painters read them from the table module at each use, so the cards give way
(shorter forms, more lines) where a raised word no longer fits.
"""

from __future__ import annotations

import sys

from scenes.ui.text import READABLE
from scenes.ui.window_floor import floor_for

# the table's sizes that may stand under the small window's floor, at their 1280x720 values
FLOORED = {"READABLE": READABLE, "HECKLE_SIZE": 22, "TOP_NAME_SIZE": 22, "SIDE_SMALLEST": 22,
           "LOG_SMALLEST": 22, "STAKE_SIZE": 22, "NUMBER_FLOOR": 22}
SMALLEST = READABLE       # the least size of any word on the table


def fit_window(scale: float) -> bool:
    """Sets the floor for a window showing the picture at `scale`; True when it changed (the
    pictures rendered at the other sizes are then forgotten)."""
    global SMALLEST
    floor = floor_for(scale)
    if floor == SMALLEST:
        return False
    SMALLEST = floor
    for name in ("table", "art"):
        module = sys.modules.get(f"scenes.tables.durchmarsch.{name}")
        if module is None:
            continue
        if name == "table":
            for size_name, usual in FLOORED.items():
                setattr(module, size_name, max(usual, floor))
        for thing in vars(module).values():
            if callable(getattr(thing, "cache_clear", None)):
                thing.cache_clear()
    return True
