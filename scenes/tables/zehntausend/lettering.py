"""Text sizes at the Zehntausend table: fitted, wrapped, never under the window's floor.

Everything a player reads at this table goes through these: one line shrunk from its size
towards `FLOOR` if that is enough, else wrapped at a size no smaller than the floor, at the
largest size where no word has to be broken (the sheet's columns and the panel's lines prefer
that to the shared `flow`'s fixed size); measuring and breaking come from `scenes.ui.layout`.

The table is laid out in the 1280x720 picture, which the window scales. At 1280x720 and larger
`FLOOR` is the shared `text.READABLE` (20 px) and every size keeps its value. A smaller window
shows the picture smaller, so `fit_window` raises the floor there: every word of this table is
then drawn at least the shared `window_floor.floor_for` px in the picture (18 px on the screen
of a 960x540 window), each size asked for through `px` lifted to it. The painters read `FLOOR` and `px`
from this module at each use (never a copy made at import), and the table calls `fit_window`
when it opens.
"""

from __future__ import annotations

import sys
from functools import lru_cache

from scenes.ui.layout import balanced, fitted_size, line_height, width_of
from scenes.ui.layout import pack as pack_parts
from scenes.ui.layout import wrap as lines_of
from scenes.ui.text import READABLE
from scenes.ui.window_floor import floor_for

FLOOR = READABLE          # the least size of any word on the table, for the window it is seen in
SMALL_WINDOW = False      # whether the window shows the picture smaller than 1280x720

__all__ = ["FLOOR", "balanced", "fit", "flow", "line_height", "lines_of", "pack", "px", "width_of"]


def fit_window(scale: float) -> bool:
    """Sets the floor for a window showing the picture at `scale`; True when it changed (the
    pictures and fits worked out for the other floor are then forgotten)."""
    global FLOOR, SMALL_WINDOW
    floor = floor_for(scale)
    if floor == FLOOR:
        return False
    FLOOR = floor
    SMALL_WINDOW = floor > READABLE
    for name in ("lettering", "panel", "sheet", "table", "reminder", "decision"):
        module = sys.modules.get(f"scenes.tables.zehntausend.{name}")
        for thing in vars(module).values() if module else ():
            if callable(getattr(thing, "cache_clear", None)):
                thing.cache_clear()
    return True


def px(size: int) -> int:
    """`size`, never under the window's floor (unchanged at 1280x720)."""
    return max(size, FLOOR)


@lru_cache(maxsize=1024)
def fit(text: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size from `size` down to FLOOR at which `text` fits `width` pixels (FLOOR
    when even that is too wide: wrap it with `flow` where it must fit)."""
    return fitted_size(text, max(size, FLOOR), width, bold, smallest=FLOOR)


@lru_cache(maxsize=1024)
def flow(text: str, size: int, width: int, bold: bool = False) -> tuple[int, tuple[str, ...]]:
    """(size, lines): one line from `size` down to FLOOR if it fits so, else wrapped at the
    largest size from `size` down to FLOOR where no word has to be broken (FLOOR if every
    size must break one)."""
    size = max(size, FLOOR)
    fitted = fit(text, size, width, bold)
    if width_of(text, fitted, bold) <= width:
        return fitted, (text,)
    for wrap_size in range(size, FLOOR - 1, -1):
        lines = lines_of(text, wrap_size, width, bold)
        if " ".join(lines) == " ".join(text.split()):
            return wrap_size, lines
    return FLOOR, lines_of(text, FLOOR, width, bold)


def pack(text: str, width: int) -> tuple[str, ...]:
    """A key hint of parts joined by " · ", at FLOOR, broken between parts where it can."""
    return pack_parts(text, FLOOR, width)
