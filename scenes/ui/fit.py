"""Text that fits its box (the Durchmarsch and Zehntausend tables): never smaller than MIN_TEXT,
shrunk a little first, then wrapped (a word longer than a whole line, like a name of 16 Ws, is broken
between its letters), never cut."""

from __future__ import annotations

from functools import lru_cache

from scenes.ui.text import fitted_size, font, wrap

MIN_TEXT = 18              # nothing a player must read is smaller (at 1280x720)


@lru_cache(maxsize=1024)
def fit(text: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size from `size` down to MIN_TEXT at which `text` fits `width` pixels."""
    return fitted_size(text, size, width, bold, smallest=MIN_TEXT)


@lru_cache(maxsize=1024)
def width_of(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


@lru_cache(maxsize=1024)
def lines_of(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """`text` broken into lines no wider than `width` pixels: at spaces, and a word longer than
    a whole line after a hyphen, else between its letters into even parts (a name of 16 Ws
    becomes two lines of 8, not 15 and 1)."""
    f = font(size, bold)
    out: list[str] = []
    for line in wrap(text, size, width, bold):
        if len(line) > 1 and f.size(line)[0] > width:
            out.extend(_break_word(line, f, width))
        else:
            out.append(line)
    return tuple(out)


def _break_word(word: str, f, width: int) -> list[str]:
    cut = word.find("-") + 1
    if 0 < cut < len(word) and f.size(word[:cut])[0] <= width:
        head, rest = word[:cut], word[cut:]
        return [head] + (_break_word(rest, f, width) if f.size(rest)[0] > width else [rest])
    for parts in range(2, len(word) + 1):
        step = -(-len(word) // parts)
        chunks = [word[i:i + step] for i in range(0, len(word), step)]
        if all(f.size(c)[0] <= width for c in chunks):
            return chunks
    return list(word)


@lru_cache(maxsize=1024)
def flow(text: str, size: int, width: int, bold: bool = False) -> tuple[int, tuple[str, ...]]:
    """(size, lines): one line, shrunk from `size` towards MIN_TEXT if that is enough; else
    wrapped, at the largest size up to 20 where no word has to be broken (at MIN_TEXT if every
    size must break one)."""
    fitted = fit(text, size, width, bold)
    if width_of(text, fitted, bold) <= width:
        return fitted, (text,)
    for wrap_size in range(min(size, 20), MIN_TEXT - 1, -1):
        lines = lines_of(text, wrap_size, width, bold)
        if " ".join(lines) == " ".join(text.split()):
            return wrap_size, lines
    return MIN_TEXT, lines_of(text, MIN_TEXT, width, bold)


def line_height(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize()


@lru_cache(maxsize=256)
def pack(text: str, size: int, width: int, sep: str = " · ") -> tuple[str, ...]:
    """A hint of parts joined by `sep` ("E an/aus · S zu den Knöpfen"), broken between parts
    where it can, so a key stays beside its word."""
    f = font(size)
    out: list[str] = []
    line = ""
    for part in text.split(sep):
        trial = f"{line}{sep}{part}" if line else part
        if f.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            out.append(line)
        if f.size(part)[0] <= width:
            line = part
        else:
            *full, line = lines_of(part, size, width)
            out.extend(full)
    out.append(line)
    return tuple(out)
