"""Words that must fit a box of a few lines and stay readable from the couch, cut with "…" only
as a last resort (the Mensch and Wurf & Weg tables; `scenes.ui.fit` is the same idea without a
line limit, for the Durchmarsch and Zehntausend tables).

A name or a sentence holding one is first drawn smaller (down to `READABLE`, 18 px at
1280x720, what can still be read from three metres), then wrapped onto more lines; a word
longer than the box (a name such as "WWWWWWWWWWWWWWWW") is broken between its letters. Only
what cannot fit even then is cut, with "…". Every layout is worked out once and cached; the
lines themselves are drawn with `blit_text` (cached renders), so a frame only blits, and the
tests see each line where it was placed (`scenes.ui.text.watch_places`) and the whole text as
drawn (`watch`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui.text import blit_text, drawable, drawn, font, render

READABLE = 18          # nothing a player must read is drawn smaller (px at 1280x720)


def line_step(size: int) -> int:
    """The distance from one line to the next at `size`."""
    return round(size * 1.12)


def _letters(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word too long for `width`, broken between letters."""
    out, cur = [], ""
    for ch in word:
        if cur and f.size(cur + ch)[0] > width:
            out.append(cur)
            cur = ch
        else:
            cur += ch
    out.append(cur)
    return out


def wrap_words(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of `text` no wider than `width` (words longer than that broken between letters)."""
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            if f.size(word)[0] <= width:
                line = word
            else:
                parts = _letters(word, f, width)
                lines.extend(parts[:-1])
                line = parts[-1]
        lines.append(line)
    return lines


def _cut(line: str, f: pygame.font.Font, width: int) -> str:
    while line and f.size(line + "…")[0] > width:
        line = line[:-1]
    return line + "…"


@lru_cache(maxsize=1024)
def fit(text: str, width: int, size: int, bold: bool = False, max_lines: int = 2,
        smallest: int = READABLE, wrapped: int | None = None) -> tuple[int, tuple[str, ...]]:
    """(size, lines): `text` in one line at the largest size from `size` down to `smallest`
    that fits `width`; else wrapped onto at most `max_lines` lines, as large as that allows
    (at most `wrapped` px, if given); cut with "…" only if even that is not enough."""
    text = drawable(text)
    smallest = min(smallest, size)
    width = max(8, int(width))
    for s in range(size, smallest - 1, -1):
        if font(s, bold).size(text)[0] <= width:
            return s, (text,)
    for s in range(min(size, wrapped or size), smallest - 1, -1):
        lines = wrap_words(text, s, width, bold)
        if len(lines) <= max_lines:
            return s, tuple(lines)
    lines = wrap_words(text, smallest, width, bold)[:max_lines]
    lines[-1] = _cut(lines[-1], font(smallest, bold), width)
    return smallest, tuple(lines)


def fit_height(text: str, width: int, size: int, bold: bool = False, max_lines: int = 2,
               smallest: int = READABLE, wrapped: int | None = None) -> int:
    """How tall `text` is when fitted (see `fit`)."""
    s, lines = fit(text, width, size, bold, max_lines, smallest, wrapped)
    return line_step(s) * (len(lines) - 1) + font(s, bold).get_height()


def blit_fit(surface: pygame.Surface, text: str, rect, size: int, colour, bold: bool = False,
             max_lines: int = 2, align: str = "left", valign: str = "top",
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
def block(text: str, width: int, size: int, colour, bold: bool = False, max_lines: int = 2,
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
