"""Text laid out in the room it has, for every screen and table: measured, shrunk, wrapped,
never smaller than `READABLE` (20 px at 1280x720, read from the sofa) unless a caller asks for
a smaller size itself, and never cut without a visible "…".

The order of choices is always the same: a text first stays on one line, drawn a little
smaller if that is enough (down to `READABLE`); then it wraps at spaces (never at a no-break
space, U+00A0: "E\u00a0Weitermachen" keeps a key with its word); a word longer than a
whole line (a name such as "WWWWWWWWWWWWWWWW") is broken after a hyphen, else between its
letters into even parts; only a box with a fixed number of lines cuts what still does not fit,
with "…".

Two families, by what the caller has:
- a width and a size to start from: `fitted_size`, `blit_fitted` (one line), `wrap` (lines),
  `flow` (one line or wrapped, as many lines as needed), `pack` ("E an/aus · S zu den Knöpfen"
  broken between its parts);
- a box of at most `max_lines` lines: `fit` / `fit_height` / `blit_fit` / `block` take the
  width before the size (`fit(text, width, size)`), as a rectangle gives them.

Every layout is worked out once and cached; the lines are drawn with `scenes.ui.text`'s cached
renders, so a frame only blits, and whoever watches the text (`text.watch`, `watch_places`,
`watch_sizes`) sees each line where and how large it was drawn.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from scenes.ui.text import (
    MAX_LINES,
    MAX_PARAGRAPH_CHARS,
    READABLE,
    blit_text,
    drawable,
    drawn,
    font,
    render,
)

__all__ = ["READABLE", "blit_fit", "blit_fitted", "block", "fit", "fit_height", "fitted_size", "flow",
           "line_height", "line_step", "pack", "width_of", "wrap", "wrapped"]


# ---------------------------------------------------------------- measuring

@lru_cache(maxsize=4096)
def width_of(text: str, size: int, bold: bool = False) -> int:
    """How wide `text` is drawn at `size`, in pixels."""
    return font(size, bold).size(drawable(text))[0]


def line_height(size: int, bold: bool = False) -> int:
    """The font's own distance between lines (for text stacked line by line)."""
    return font(size, bold).get_linesize()


def line_step(size: int) -> int:
    """The distance between the lines of one fitted box (`fit`, `blit_fit`, `block`): a little
    tighter than `line_height`, so a wrapped name reads as one name."""
    return round(size * 1.12)


# ---------------------------------------------------------------- one line

@lru_cache(maxsize=4096)
def fitted_size(text: str, size: int, width: int, bold: bool = False, smallest: int = READABLE) -> int:
    """The largest size from `size` down to `smallest` at which `text` fits `width` pixels
    (`smallest` if even that is too wide: then the caller must wrap)."""
    text = drawable(text)
    while size > smallest and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def blit_fitted(surface, text: str, pos, width: int, size: int = 26, colour=(238, 234, 222), bold=False,
                anchor="topleft", smallest: int = READABLE) -> pygame.Rect:
    """Like `blit_text`, but shrunk (never below `smallest`) until it fits `width` pixels."""
    return blit_text(surface, text, pos, fitted_size(text, size, width, bold, smallest), colour, bold, anchor)


# ---------------------------------------------------------------- lines

# The first word of a key's name of two words ("Num 9", "Num Enter", "Alt Gr", "Pad A"): a line
# never ends on it.
KEY_HEADS = frozenset({"Num", "Alt", "Pad"})
_SEPARATOR = re.compile(r"(\s+·\s+)")
_KEY_NAME = re.compile(r"\b(" + "|".join(sorted(KEY_HEADS)) + r") (?=\S)")
_KEY_GLUED = re.compile(r"\b(" + "|".join(sorted(KEY_HEADS)) + r")\u00a0")


def _glue_keys(text: str) -> str:
    """`text` with each key's name of two words joined by a no-break space ("Num\u00a09")
    while it is wrapped; `_unglue_keys` gives the lines their plain space back."""
    return _KEY_NAME.sub("\\1\u00a0", text)


def _unglue_keys(line: str) -> str:
    return _KEY_GLUED.sub("\\1 ", line)


def _spaces(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Lines broken at spaces only (a word wider than `width` stands on a line of its own)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
                continue
            # "0 %" and "< 1" go to the next line together: never a break before a % or after
            # a lone < or >
            carry = word
            while " " in line:
                head, last = line.rsplit(" ", 1)
                if not (carry.startswith("%") or last in ("<", ">")):
                    break
                line, carry = head, f"{last} {carry}"
            lines.append(line)
            line = carry
        lines.append(line)
    return lines


def _break_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than `width`: at its no-break spaces if nothing else helps (the joined
    words as lines of their own), after its hyphen if the head fits, else in even parts (a name
    of 16 Ws becomes two lines of 8, not 15 and 1)."""
    loose = _glue_keys(word.replace("\u00a0", " "))
    if " " in loose:
        out: list[str] = []
        for part in _spaces(loose, f, width):
            out.extend(_break_word(part, f, width) if f.size(part)[0] > width else [part])
        return out
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


def _plain(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Lines broken at spaces, a word longer than a whole line broken too."""
    out: list[str] = []
    for line in _spaces(text, f, width):
        if len(line) > 1 and f.size(line)[0] > width:
            out.extend(_break_word(line, f, width))
        else:
            out.append(line)
    return out


def _pairs(para: str, f: pygame.font.Font, width: int) -> list[str]:
    """A line of parts joined by " · " ("Num 7 Aufhören · Num 9 Weitermachen") broken between
    its parts, the "·" ending the line, so a key stays beside its word; a part too long for a
    line of its own is broken at its spaces."""
    bits = _SEPARATOR.split(para)
    out: list[str] = []
    line = bits[0]
    for sep, part in zip(bits[1::2], bits[2::2], strict=True):
        trial = line + sep + part
        if f.size(trial)[0] <= width:
            line = trial
            continue
        head = line + sep.rstrip()
        if f.size(head)[0] <= width or f.size(line)[0] > width:
            out.extend(_plain(head, f, width))
            line = part
        else:                         # no room for the "·" behind the line: it leads the next
            out.extend(_plain(line, f, width))
            line = sep.lstrip() + part
    out.extend(_plain(line, f, width))
    return out


@lru_cache(maxsize=2048)
def wrap(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """`text` broken into lines no wider than `width` pixels: at spaces (its own line breaks
    kept, an empty line stays empty), never inside a key's name; a line of parts joined by
    " · " between its parts first (see `_pairs`); a word longer than a whole line broken (see
    `_break_word`)."""
    text = _glue_keys(drawable(text, MAX_PARAGRAPH_CHARS))
    f = font(size, bold)
    width = max(8, int(width))
    out: list[str] = []
    for para in text.split("\n"):
        if f.size(para)[0] > width and _SEPARATOR.search(para):
            out.extend(_pairs(para, f, width))
        else:
            out.extend(_plain(para, f, width))
    return tuple(_unglue_keys(line) for line in out[:MAX_LINES])


def _words_whole(text: str, lines: tuple[str, ...]) -> bool:
    """No word of `text` was broken to make `lines` (a line ending on a hyphen of the text,
    "Maximiliane-" over "Soph", keeps its words whole)."""
    joined = "".join(line if line.endswith("-") else line + " " for line in lines)
    return " ".join(joined.split()) == " ".join(text.split())


def _cut(line: str, f: pygame.font.Font, width: int) -> str:
    while line and f.size(line + "…")[0] > width:
        line = line[:-1]
    return line + "…"


@lru_cache(maxsize=2048)
def fit(text: str, width: int, size: int, bold: bool = False, max_lines: int | None = 2,
        smallest: int = READABLE, wrapped: int | None = None) -> tuple[int, tuple[str, ...]]:
    """(size, lines): `text` on one line at the largest size from `size` down to `smallest`
    that fits `width`; else wrapped, at the largest size from `wrapped` (default `size`) down
    that needs at most `max_lines` lines (None: any number), rather shrunk than with a word
    broken; where no size keeps its words whole, a word with a hyphen breaks only after it (a piece
    too wide cut with "…"), one without is broken evenly; cut with "…" also when even `smallest`
    takes more than `max_lines` lines."""
    text = drawable(text)
    smallest = min(smallest, size)
    width = max(8, int(width))
    for s in range(size, smallest - 1, -1):
        if font(s, bold).size(text)[0] <= width:
            return s, (text,)
    sizes = range(max(smallest, min(size, wrapped or size)), smallest - 1, -1)
    for s in sizes:
        lines = wrap(text, s, width, bold)
        if (max_lines is None or len(lines) <= max_lines) and _words_whole(text, lines):
            return s, lines
    f = font(smallest, bold)
    if any("-" in word for word in text.split() if f.size(word)[0] > width):
        # a word with a break point is never broken elsewhere ("Bartholo" / "mäus-Jan" read as
        # two strange words): after its hyphen, a piece still too wide cut with "…"
        lines = _whole_words(text, f, width)
    else:       # a word with none (sixteen Ws) is broken evenly, every letter kept
        for s in sizes:
            lines = wrap(text, s, width, bold)
            if max_lines is None or len(lines) <= max_lines:
                return s, lines
        lines = list(wrap(text, smallest, width, bold))
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = _cut(lines[-1], f, width)
    return smallest, tuple(lines)


def _whole_words(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Lines broken at spaces and after hyphens only, a piece still too wide cut with "…" (a
    word without a hyphen too wide for a line is broken evenly, as `wrap` does)."""
    out: list[str] = []
    for line in _spaces(text, f, width):
        if f.size(line)[0] <= width:
            out.append(line)
            continue
        if "-" not in line:        # no break point: broken evenly, every letter kept
            out.extend(_break_word(line, f, width))
            continue
        pieces = [p + "-" for p in line.split("-")[:-1]] + [line.split("-")[-1]]
        current = ""
        for piece in pieces:
            if current and f.size(current + piece)[0] > width:
                out.append(current)
                current = ""
            current += piece
        out.append(current)
    return [line if f.size(line)[0] <= width else _cut(line, f, width) for line in out]


def flow(text: str, size: int, width: int, bold: bool = False, smallest: int = READABLE) -> tuple[int, tuple[str, ...]]:
    """(size, lines): one line, shrunk from `size` towards `smallest` if that is enough; else
    wrapped onto as many lines as it takes (never cut) at `READABLE` or, rather than break a
    word, a little smaller (down to `smallest`)."""
    return fit(text, width, size, bold, None, smallest, READABLE)


@lru_cache(maxsize=256)
def pack(text: str, size: int, width: int, sep: str = " · ") -> tuple[str, ...]:
    """A hint of parts joined by `sep` ("E an/aus · S zu den Knöpfen"), broken between parts
    where it can, so a key stays beside its word."""
    out: list[str] = []
    line = ""
    for part in text.split(sep):
        trial = f"{line}{sep}{part}" if line else part
        if width_of(trial, size) <= width:
            line = trial
            continue
        if line:
            out.append(line)
        if width_of(part, size) <= width:
            line = part
        else:
            *full, line = wrap(part, size, width)
            out.extend(full)
    out.append(line)
    return tuple(out)


@lru_cache(maxsize=256)
def balanced(text: str, size: int, width: int, bold: bool = False, parts: bool = False) -> tuple[str, ...]:
    """`text` wrapped at `size` into as few lines as `width` allows, those lines as even as
    that number of lines allows (no lone "3." or "ist." under a full line); `parts`: broken
    between " · " parts like `pack`."""
    def lay(room: int) -> tuple[str, ...]:
        return pack(text, size, room) if parts else wrap(text, size, room, bold)

    lines = lay(width)
    if len(lines) < 2:
        return lines
    narrower = width
    while narrower > width // 2:
        narrower -= 16
        trial = lay(narrower)
        if len(trial) > len(lines) or " ".join(trial).split() != " ".join(lines).split():
            break
        lines = trial
    return lines


# ---------------------------------------------------------------- boxes

def fit_height(text: str, width: int, size: int, bold: bool = False, max_lines: int | None = 2,
               smallest: int = READABLE, wrapped: int | None = None) -> int:
    """How tall `text` is when fitted (see `fit`)."""
    s, lines = fit(text, width, size, bold, max_lines, smallest, wrapped)
    return line_step(s) * (len(lines) - 1) + font(s, bold).get_height()


def blit_fit(surface: pygame.Surface, text: str, rect, size: int, colour, bold: bool = False,
             max_lines: int | None = 2, align: str = "left", valign: str = "top",
             smallest: int = READABLE, wrapped: int | None = None) -> pygame.Rect:
    """Draw `text` fitted into `rect` (its width; lines stacked from its top, middle or bottom).
    Returns the rectangle the lines cover."""
    rect = pygame.Rect(rect)
    s, lines = fit(text, rect.w, size, bold, max_lines, smallest, wrapped)
    height = line_step(s) * (len(lines) - 1) + font(s, bold).get_height()
    y = rect.y if valign == "top" else rect.bottom - height if valign == "bottom" else rect.centery - height // 2
    if len(lines) > 1:
        drawn(text)
    anchor, x = {"left": ("topleft", rect.x), "center": ("midtop", rect.centerx),
                 "right": ("topright", rect.right)}[align]
    covered = None
    for line in lines:
        r = blit_text(surface, line, (x, y), s, colour, bold, anchor)
        covered = r if covered is None else covered.union(r)
        y += line_step(s)
    return covered


@lru_cache(maxsize=256)
def block(text: str, width: int, size: int, colour, bold: bool = False, max_lines: int | None = 2,
          align: str = "left", smallest: int = READABLE) -> pygame.Surface:
    """`text` fitted to `width` as one cached picture exactly as wide as its longest line
    (for pictures built once: pills, badges, cards). Announce the text with `drawn`."""
    s, lines = fit(text, width, size, bold, max_lines, smallest)
    imgs = [render(line, s, colour, bold) for line in lines]
    w = max(1, max(i.get_width() for i in imgs))
    h = line_step(s) * (len(imgs) - 1) + imgs[-1].get_height()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for k, img in enumerate(imgs):
        x = 0 if align == "left" else w - img.get_width() if align == "right" else (w - img.get_width()) // 2
        surf.blit(img, (x, k * line_step(s)))
    return surf


def wrapped(text: str, size: int, width: int, colour=(238, 234, 222), bold=False, spacing=1.25) -> pygame.Surface:
    """A paragraph wrapped to `width` and rendered into one cached picture."""
    drawn(text, size)
    return _wrapped(text, size, width, colour, bold, spacing)


@lru_cache(maxsize=256)
def _wrapped(text: str, size: int, width: int, colour, bold, spacing) -> pygame.Surface:
    lines = wrap(text, size, width, bold)
    h = int(size * spacing)
    surf = pygame.Surface((width, max(h, h * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            surf.blit(render(line, size, colour, bold), (0, i * h))
    return surf
