"""Text sizes at the Zehntausend table: fitted, wrapped, never under the readable floor.

Everything a player reads at this table goes through these: one line shrunk from its size
towards `FLOOR` (`text.READABLE`, 20 px at 1280x720) if that is enough, else wrapped at a
size no smaller than the floor, at the largest size where no word has to be broken (the
sheet's columns and the panel's lines prefer that to the shared `flow`'s fixed size);
measuring and breaking come from `scenes.ui.layout`.
"""

from __future__ import annotations

from functools import lru_cache

from scenes.ui.layout import balanced, fitted_size, line_height, width_of
from scenes.ui.layout import pack as pack_parts
from scenes.ui.layout import wrap as lines_of
from scenes.ui.text import READABLE

FLOOR = READABLE

__all__ = ["FLOOR", "balanced", "fit", "flow", "line_height", "lines_of", "pack", "width_of"]


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
