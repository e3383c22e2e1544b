"""The text page of the rules screen, laid out once into one tall picture the scene scrolls.

A page is a tuple of small blocks (headings, paragraphs, key rows, house-rule lines), so it
is hashable. Each heading has a short bar under it; a long paragraph is shown in short pieces
of whole sentences (at most `CHUNK_LINES` lines each, closer together than two paragraphs), so
the page reads at a glance, not as running text. `page_surface` caches the finished picture:
scrolling only blits a part of it. Everything is dark ink on the paper panel; nothing here knows any game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.ui import theme
from scenes.ui.layout import READABLE, wrap
from scenes.ui.seat_panel import keycap_image as keycap
from scenes.ui.text import font, render

BODY = 24                 # paragraph text size: readable from the couch at 1280x720
HEADING = 28
NOTE = 22
GLUED_AND = "\u00a0&\u00a0"   # a name with "&" kept on one line
LINE = 1.34               # line height as a share of the text size
PARAGRAPH_GAP = 18        # px of paper between paragraphs: a page reads as paragraphs, not a wall
HEADING_ABOVE = 24        # px above a heading (more than between paragraphs: a new section)
HEADING_INK = (150, 64, 20)
HEADING_BAR = (214, 150, 60)  # a short bar under each heading: where a new section begins
CHUNK_LINES = 3           # a paragraph is shown in pieces of at most this many lines (whole sentences)
CHUNK_GAP = 10            # px between two pieces of one paragraph (less than between paragraphs)
SENTENCE_END = re.compile(r"(?<=[.!?:])\s+(?=[A-ZÄÖÜ„“\"(0-9])")
# words after which a full stop ends no sentence ("z. B. Eine": only "z." is followed by a capital;
# a single letter otherwise ends sentences, as in "a, b, c und d. Wer ...")
ABBREVIATIONS = ("z.", "bzw.", "ca.", "Nr.", "usw.", "vgl.", "e.g.", "i.e.", "vs.", "Dr.")
RULE_INK = (112, 40, 30)


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Paragraph:
    text: str
    soft: bool = False    # smaller and greyer (a side note)


@dataclass(frozen=True)
class KeyTable:
    """Who presses what: one column per action (its word on top), one row per device."""

    actions: tuple[str, ...]      # the words over the columns
    rows: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]
    # per device: its name, a shorter name, what is printed on each key, the same shorter
    # ("Tastatur 4 (Ziffernblock)", "Tastatur 4", ("Num 9", ...), ("9", ...)); the short
    # forms are used only when the long ones do not fit the page.


@dataclass(frozen=True)
class RuleLine:
    """A house rule in force: its name and value, and what it does."""

    title: str
    explanation: str


def paragraphs_to_blocks(paragraphs: list[str]) -> list:
    """Language-table paragraphs as blocks: an item starting with "## " is a heading."""
    return [Heading(p[3:].strip()) if p.startswith("## ") else Paragraph(p) for p in paragraphs]



def sentences(text: str) -> list[str]:
    """The sentences of a paragraph (never cut after an abbreviation such as "z. B.")."""
    out: list[str] = []
    for piece in SENTENCE_END.split(text):
        if out and (out[-1].split()[-1] in ABBREVIATIONS or out[-1].endswith(" z. B.")):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out


def chunks(text: str, size: int, width: int) -> list[str]:
    """A long paragraph as short pieces a player reads at a glance: whole sentences gathered
    while they fit `CHUNK_LINES` lines (a longer sentence stands alone)."""
    out: list[str] = []
    for sentence in sentences(text):
        joined = f"{out[-1]} {sentence}" if out else sentence
        if out and len(wrap(joined.replace(" & ", GLUED_AND), size, width)) <= CHUNK_LINES:
            out[-1] = joined
        else:
            out.append(sentence)
    return out


def _text_lines(text: str, size: int, width: int, colour, bold: bool = False):
    """(surface, height) per wrapped line."""
    step = round(size * LINE)
    glued = text.replace(" & ", GLUED_AND)        # "Wurf & Weg" never breaks at its "&"
    return [(render(line.replace(GLUED_AND, " & "), size, colour, bold) if line else None, step)
            for line in wrap(glued, size, width, bold)]


def _layout(blocks: tuple, width: int, heads: list[int] | None = None) -> list[tuple[pygame.Surface | None, int, int]]:
    """Where every piece goes: (surface, x, y); the last entry's y is the page height. Each
    heading's top is added to `heads` when given."""
    out: list[tuple[pygame.Surface | None, int, int]] = []
    y = 0
    previous = None
    for block in blocks:
        if isinstance(block, Heading):
            y += 0 if previous is None else HEADING_ABOVE
            if heads is not None:
                heads.append(y)
            for img, step in _text_lines(block.text, HEADING, width, HEADING_INK, True):
                out.append((img, 0, y))
                y += step
            out.append((heading_bar(), 0, y - 2))
            y += 8
        elif isinstance(block, Paragraph):
            size, ink = (NOTE, theme.INK_SOFT) if block.soft else (BODY, theme.INK)
            for k, piece in enumerate(chunks(block.text, size, width)):
                y += CHUNK_GAP if k else 0
                for img, step in _text_lines(piece, size, width, ink):
                    out.append((img, 0, y))
                    y += step
            y += PARAGRAPH_GAP
        elif isinstance(block, KeyTable):
            y = _layout_keys(block, width, y, out) + 10
        elif isinstance(block, RuleLine):
            bullet = render("•", BODY, RULE_INK, True)
            out.append((bullet, 2, y))
            indent = bullet.get_width() + 12
            for img, step in _text_lines(block.title, BODY, width - indent, RULE_INK, True):
                out.append((img, indent, y))
                y += step
            if block.explanation:
                for img, step in _text_lines(block.explanation, NOTE, width - indent, theme.INK_SOFT):
                    out.append((img, indent, y))
                    y += step
            y += 8
        previous = block
    out.append((None, 0, y))
    return out


@lru_cache(maxsize=1)
def heading_bar() -> pygame.Surface:
    bar = pygame.Surface((56, 4), pygame.SRCALPHA)
    pygame.draw.rect(bar, HEADING_BAR, bar.get_rect(), border_radius=2)
    return bar


def _key_columns(table: KeyTable, long_names: bool, long_caps: bool, columns: range):
    """The pictures of a key table of `columns` (device names, key caps, action words over the
    columns), all at `READABLE`: the width of its first column and of each other column."""
    labels = [render(row[0] if long_names else row[1], NOTE, theme.INK, True) for row in table.rows]
    caps = []
    for row in table.rows:
        printed = row[2] if long_caps else row[3]
        caps.append(tuple(printed[i] if i < len(printed) else "" for i in columns))
    words = [render(table.actions[i], READABLE, theme.INK_SOFT, True) for i in columns]
    first = max((img.get_width() for img in labels), default=0) + 14
    widths = [max([words[k].get_width()] + [keycap(c[k], READABLE).get_width() for c in caps if c[k]]) + 10
              for k in range(len(words))]
    return labels, caps, words, first, widths


def _fit_keys(table: KeyTable, width: int) -> list:
    """The key table laid out to fit `width`: with the long device names and key texts if they
    fit, else shorter ones, else its columns split into two (or more) tables one under the
    other. Nothing is drawn smaller than `READABLE`."""
    every = range(len(table.actions))
    tries = ((True, True), (True, False), (False, True), (False, False))
    for long_names, long_caps in tries:
        laid = _key_columns(table, long_names, long_caps, every)
        if laid[3] + sum(laid[4]) <= width:
            return [laid]
    for parts in range(2, len(table.actions) + 1):
        step = -(-len(table.actions) // parts)
        chunks = [range(i, min(i + step, len(table.actions))) for i in range(0, len(table.actions), step)]
        for long_names, long_caps in tries:
            laid = [_key_columns(table, long_names, long_caps, chunk) for chunk in chunks]
            if all(first + sum(widths) <= width for _l, _c, _w, first, widths in laid):
                return laid
    return [_key_columns(table, False, False, range(i, i + 1)) for i in every]


def _layout_keys(table: KeyTable, width: int, y: int, out: list) -> int:
    """The key table: device names on the left, a column of key caps under each action."""
    for n, (labels, caps, words, first, widths) in enumerate(_fit_keys(table, width)):
        y += 12 if n else 0
        x = first
        for img, w in zip(words, widths, strict=True):
            out.append((img, x + (w - img.get_width()) // 2, y))
            x += w
        y += words[0].get_height() + 6 if words else 0
        row_h = keycap("A", READABLE).get_height() + 6
        for label, row_caps in zip(labels, caps, strict=True):
            out.append((label, 0, y + (row_h - 6 - label.get_height()) // 2))
            x = first
            for i, w in enumerate(widths):
                if row_caps[i]:
                    cap = keycap(row_caps[i], READABLE)
                    out.append((cap, x + (w - cap.get_width()) // 2, y))
                x += w
            y += row_h
    return y


@lru_cache(maxsize=24)
def section_tops(blocks: tuple, width: int) -> tuple[int, ...]:
    """Where each heading stands on the page (up/down jump from section to section)."""
    heads: list[int] = []
    _layout(blocks, width, heads)
    return tuple(heads)


@lru_cache(maxsize=24)
def inked_bands(blocks: tuple, width: int) -> tuple[tuple[int, int], ...]:
    """The stretches of the page (top, bottom) covered by a line or a key row, overlapping
    ones joined: the page may be cut only outside them, so a view never ends in half a line."""
    bands: list[list[int]] = []
    for img, _x, y in sorted((p for p in _layout(blocks, width) if p[0] is not None), key=lambda p: p[2]):
        bottom = y + img.get_height()
        if bands and y < bands[-1][1]:
            bands[-1][1] = max(bands[-1][1], bottom)
        else:
            bands.append([y, bottom])
    return tuple((top, bottom) for top, bottom in bands)


def clean_cut(blocks: tuple, width: int, top: int, limit: int) -> int:
    """The lowest place at or above `limit` (page px) where the page can end without cutting
    through a line: `limit` itself between lines, else the top of the line it would cut (but
    never at or above `top`, so a view always shows something)."""
    for band_top, band_bottom in inked_bands(blocks, width):
        if band_top < limit < band_bottom:
            return band_top if band_top > top else limit
        if band_top >= limit:
            break
    return limit


@lru_cache(maxsize=24)
def page_surface(blocks: tuple, width: int) -> pygame.Surface:
    """The whole page on paper, `width` pixels wide and as tall as it needs (cached per content)."""
    placed = _layout(blocks, width)
    height = max(1, placed[-1][2])
    surf = pygame.Surface((width, height))
    surf.fill(theme.PAPER)                 # opaque paper: scrolling is a plain copy
    for img, x, y in placed:
        if img is not None:
            surf.blit(img, (x, y))
    return surf.convert() if pygame.display.get_surface() else surf


def line_height() -> int:
    """One line of body text (the scroll step is a few of these)."""
    return font(BODY).get_linesize()
