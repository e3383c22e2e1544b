"""Zehntausend on paper: the score sheet, the seat plates and how numbers are written.

The score sheet is what friends write on a pad at the table: a column per seat, a line of
running totals per turn, the newest line on top (the running turn pencilled into the cell it
will be written in, so no written line moves), a red dash for a lost turn, the current
totals in bold above the lines and the leader starred. Both the sheet and the seat plates
are rendered into opaque surfaces (on a copy of the table's background, so rounded corners
need no blending) and cached by everything they show; a frame only blits them and says which
words they hold, at which size and where (`said`, a replayed `text.Recording`), so a test can
read what each frame shows.

Every word fits its box at lettering.FLOOR (20 px) or larger: a long name is wrapped on its plate; over
a column of the sheet a name is never broken inside a word: it stands on one line, else on two
broken at a space or its hyphen ("Maximilian-" over "Alexa"; the table gives the sheet the
scoring card's room for that); five or six names that would still be cut stand whole in a legend
over the columns, each behind its token, each column headed by its token (`legend_head`); only a
name too wide even for that is shortened with "…" (the plate above carries it whole). A plate carries the seat's total and, under
the name, the turn's points, else that person's own keys, else who plays it (a bot).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from scenes.dice.art import die_surface
from scenes.tables.zehntausend import lettering
from scenes.tables.zehntausend.lettering import (
    balanced,
    fit,
    line_height,
    lines_of,
    pack,
    px,
    width_of,
)
from scenes.ui import theme
from scenes.ui.setup_card import bot_icon
from scenes.ui.text import READABLE, Recording, blit_text
from scenes.ui.widgets import draw_seat_token

COLUMN_LEAST = 64       # px a column keeps at least when a long name's column is made wider

PENCIL = (120, 124, 138)
RED_PEN = (196, 40, 36)
RULING = (196, 212, 230)
MARGIN_RED = (226, 150, 140)
ACTIVE_TINT = (252, 236, 190)
LOST_KINDS = ("bust", "houses")
EMPTY_LINES = 3         # ruled lines the sheet keeps free under the last one written
RED_KINDS = ("minus", "pile")


def points_text(value: int, sep: str = ".", minus: str = "−") -> str:
    """10050 -> '10.050' (German) or '10,050' (English); negatives with a real minus sign."""
    digits = f"{abs(value):,}".replace(",", sep)
    return f"{minus}{digits}" if value < 0 else digits


@dataclass(frozen=True)
class Line:
    """One written line of a seat's column: the running total after a turn and how it ended."""

    total: int
    kind: str      # bank | bust | houses | minus | nix | pile | pass (the engine's history)
    delta: int


def columns(history, seats: int) -> list[list[Line]]:
    """Each seat's lines, oldest first, from the engine's history [seat, kind, delta]."""
    cols: list[list[Line]] = [[] for _ in range(seats)]
    totals = [0] * seats
    for seat, kind, delta in history:
        totals[seat] += delta
        cols[seat].append(Line(totals[seat], kind, delta))
    return cols


def rows_top_down(history, seats: int) -> list[list[Line | None]]:
    """The written lines as the sheet shows them: the newest line on top, a cell per seat
    (None where that seat has not played that turn yet)."""
    cols = columns(history, seats)
    count = max((len(c) for c in cols), default=0)
    return [[cols[s][k] if k < len(cols[s]) else None for s in range(seats)]
            for k in range(count - 1, -1, -1)]


def sheet_rows(history, seats: int, current: int | None, written: bool = False) -> list[list[Line | None]]:
    """The sheet's lines, newest on top, with the line the seat at play will write its turn
    into already there (empty until the turn is written): that seat's next cell, beside the
    others' lines of the same round, or a fresh line on top when a new round starts. So the
    turn's pending points never push a written line down and never make the sheet grow.
    `written`: the seat at play has written its turn (its line is among the written ones)."""
    rows = rows_top_down(history, seats)
    if current is None or written:
        return rows
    slot = len(columns(history, seats)[current])
    return [[None] * seats for _ in range(slot + 1 - len(rows))] + rows


def slot_row(history, seats: int, current: int) -> int:
    """Where the seat at play writes its turn, counted from the top of `sheet_rows`."""
    cols = columns(history, seats)
    count = max(max((len(c) for c in cols), default=0), len(cols[current]) + 1)
    return count - 1 - len(cols[current])


def shown_count(rows: int, room: int) -> int:
    """How many of `rows` lines a sheet with room for `room` shows: all that fit; when some are
    left off, one line says how many, unless the page holds a single line: that is the newest
    line then (the running round beats a count of older ones)."""
    if rows <= room:
        return rows
    return room if room <= 1 else room - 1


def totals_of(history, seats: int) -> list[int]:
    totals = [0] * seats
    for seat, _, delta in history:
        totals[seat] += delta
    return totals


def leaders(totals: list[int], played: bool, reverse: bool, descending: tuple[bool, ...]) -> set[int]:
    """Seats in the lead (none before anyone has written anything or while all are equal).

    Normal play: the highest total; Rückwärts: the lowest; Bumerang: counting down beats
    counting up, then the lower total."""
    if not played:
        return set()

    def standing(s: int):
        if reverse:
            return (0, -totals[s])
        if descending[s]:
            return (1, -totals[s])
        return (0, totals[s])

    best = max(standing(s) for s in range(len(totals)))
    top = {s for s in range(len(totals)) if standing(s) == best}
    return top if len(top) <= max(1, (len(totals) - 1) // 2) else set()


def shortened(text: str, room: int, bold: bool = True) -> str:
    """`text` at FLOOR (in bold), cut with "…" where it is wider than `room` (never empty)."""
    text = text.strip()
    if width_of(text, lettering.FLOOR, bold) <= room:
        return text
    cut = len(text) - 1
    while cut > 1 and width_of(text[:cut] + "…", lettering.FLOOR, bold) > room:
        cut -= 1
    return text[:cut].rstrip(" -") + "…"


def head_lines(name: str, room: int) -> tuple[str, ...]:
    """A name over its column of the sheet, never broken inside a word: on one line at FLOOR
    if it fits, else on two lines broken at a space or after a hyphen ("Maximilian-" over
    "Alexa"), else on one line shortened with "…" ("Maxim…")."""
    name = name.strip()
    if width_of(name, lettering.FLOOR, True) <= room:
        return (name,)
    whole = two_lines(name, room)
    return whole if whole is not None else (shortened(name, room),)


def two_lines(name: str, room: int) -> tuple[str, str] | None:
    """The whole name on two lines that fit `room`, broken at a space, else after a hyphen
    (never inside a word), as evenly as that allows; None if no such break fits."""
    best = None
    for cut in range(1, len(name)):
        head, tail = name[:cut], name[cut:]
        if name[cut - 1] == " " or not head.strip() or not tail.strip():
            continue                                  # (the break at a space is tried once, below)
        if tail[0] != " " and not head.endswith("-"):
            continue                                  # inside a word
        kind = 0 if tail[0] == " " else 1
        head, tail = head.strip(), tail.strip()
        if width_of(head, lettering.FLOOR, True) > room or width_of(tail, lettering.FLOOR, True) > room:
            continue
        rank = (kind, abs(len(head) - len(tail)))
        if best is None or rank < best[0]:
            best = (rank, (head, tail))
    return None if best is None else best[1]


def column_heads(names, room) -> tuple[bool, list[tuple[str, ...]]]:
    """(inline, lines per name): every name beside its token if all fit so in their room (one
    `room` for all, or one per column), else each name under its token on one or two lines
    (`head_lines`)."""
    rooms = list(room) if isinstance(room, (list, tuple)) else [room] * len(names)
    inline = all(width_of(name, lettering.FLOOR, True) + 22 <= r for name, r in zip(names, rooms, strict=True))
    return inline, [(name,) if inline else head_lines(name, r) for name, r in zip(names, rooms, strict=True)]


def head_room(sheet_w: int, seats: int) -> int:
    """How wide a name over its column may be on a sheet `sheet_w` px wide, columns all equal."""
    return round((sheet_w - 4 - 16 - 8) / seats) - 10


def head_need(name: str) -> int:
    """The least room in which `name` stands whole over its column: on one line, or on two
    broken at a space or after a hyphen (`two_lines`)."""
    name = name.strip()
    need = width_of(name, lettering.FLOOR, True)
    for cut in range(1, len(name)):
        if name[cut] == " " or name[cut - 1] == "-":
            head, tail = name[:cut].strip(), name[cut:].strip()
            if head and tail:
                need = min(need, max(width_of(head, lettering.FLOOR, True), width_of(tail, lettering.FLOOR, True)))
    return need


def column_widths(names, sheet_w: int) -> list[float]:
    """Each seat's column width on a sheet `sheet_w` px wide: all equal, unless a long name
    would be cut there ("Maxim…") while the other columns can spare the room for it; then
    that column is as wide as the name needs and the others share the rest."""
    count = len(names)
    total = sheet_w - 4 - 16 - 8
    equal = total / count
    if count == 0 or heads_whole(names, round(equal) - 10):
        return [equal] * count
    needs = [head_need(name) + 12 for name in names]
    wide = [i for i in range(count) if needs[i] > round(equal) - 10]
    others = [i for i in range(count) if i not in wide]
    rest = total - sum(needs[i] for i in wide)
    if not others or rest / len(others) < max(COLUMN_LEAST, *(needs[i] for i in others)):
        return [equal] * count
    return [needs[i] if i in wide else rest / len(others) for i in range(count)]


def column_rooms(names, sheet_w: int) -> list[int]:
    """How wide each name over its column may be (`column_widths`)."""
    return [round(w) - 10 for w in column_widths(names, sheet_w)]


def heads_whole(names, room) -> bool:
    """Every name stands whole over its column in `room` (one for all, or one per column; on
    one or two lines, a hyphenated name broken at its hyphen: "Maximilian-" over "Alexa"),
    none shortened with "…"."""
    return all("…" not in line for lines in column_heads(names, room)[1] for line in lines)


LEGEND_SEATS = 5        # from five seats on, names too long for their columns stand in a legend
LEGEND_ROWS = 2


def legend_head(names, sheet_w: int) -> bool:
    """Whether the sheet's head is a legend: five or six names that would be cut over their
    columns ("Maxim…") stand whole, each behind its token, three to a line over the columns,
    and each column is headed by its token alone."""
    return len(names) >= LEGEND_SEATS and not heads_whole(names, column_rooms(names, sheet_w))


def legend_lines(names, sheet_w: int) -> list[list[int]]:
    """The seats of the legend's lines, in seat order: as many to a line as the lines need."""
    per = -(-len(names) // LEGEND_ROWS)
    return [list(range(i, min(i + per, len(names)))) for i in range(0, len(names), per)]


LEGEND_LEFT = 8         # the legend's first column from the paper's left edge
LEGEND_NAME_X = 20      # a name in the legend, right of its token


def legend_name(name: str, sheet_w: int, count: int) -> str:
    """A name in the legend (regular weight: sixteen letters fit a third of the sheet), whole
    wherever its share of the line holds it with its token."""
    return shortened(name, legend_step(sheet_w, count) - LEGEND_NAME_X - 8, bold=False)


def legend_step(sheet_w: int, count: int) -> float:
    """How far apart the legend's names stand on a line."""
    per = -(-count // LEGEND_ROWS)
    return (sheet_w - 4 - 2 * LEGEND_LEFT) / per


def head_top(names, sheet_w: int) -> tuple[int, int]:
    """(where the head begins, how tall it is): under the sheet's title, the names over their
    columns; as a legend (`legend_head`) from the paper's top, the title left out."""
    step = line_height(lettering.FLOOR, True)
    if legend_head(names, sheet_w):
        return 10, LEGEND_ROWS * step + 20
    inline, heads = column_heads(names, column_rooms(names, sheet_w))
    return 42, step if inline else 16 + step * max(len(x) for x in heads)


@dataclass(frozen=True)
class SheetView:
    """Everything the sheet shows; equal views give the same (cached) picture."""

    size: tuple[int, int]
    names: tuple[str, ...]
    styles: tuple[int, ...]   # each seat's colour and shape
    history: tuple[tuple[int, str, int], ...]
    current: int | None
    live: int                 # points of the turn in progress (0: nothing to pencil in)
    leaders: frozenset
    final: bool
    title: str
    live_label: str
    final_label: str
    sep: str
    minus: str
    older_label: str = "{count}"   # the marker under the lowest line when older ones are left off
    written: bool = False     # the seat at play has written its turn down (no fresh line for it)


class SheetPainter:
    """Renders the score sheet onto a patch of the table background; caches by view."""

    def __init__(self, background_patch: pygame.Surface):
        self.patch = background_patch
        self.cache: dict[SheetView, pygame.Surface] = {}
        self.words: dict[SheetView, Recording] = {}

    @staticmethod
    def paper_view(view: SheetView) -> SheetView:
        """The view the cached paper is drawn for: the turn in progress only as "a line is
        pencilled in" (its points change with every throw; they are written over the paper)."""
        return replace(view, live=1 if view.live else 0)

    def surface(self, view: SheetView) -> pygame.Surface:
        paper = self.paper_view(view)
        surf = self.cache.get(paper)
        if surf is None:
            if len(self.cache) > 24:
                self.cache.clear()
                self.words.clear()
            with Recording() as rec:
                surf = self.render(paper, pencil=False)
            self.cache[paper] = surf
            self.words[paper] = rec
        return surf

    def draw(self, surface: pygame.Surface, pos: tuple[int, int], view: SheetView) -> None:
        """The sheet of `view` at `pos`, the turn in progress pencilled in."""
        surface.blit(self.surface(view), pos)
        spot = self.live_spot(view)
        if spot is not None:
            text, center, size = spot
            blit_text(surface, text, (pos[0] + center[0], pos[1] + center[1]), size, PENCIL, False, "center")

    def said(self, view: SheetView) -> None:
        """The sheet of `view` is on screen: its words are drawn this frame (with their sizes
        and places on the sheet)."""
        rec = self.words.get(self.paper_view(view))
        if rec is not None:
            rec.replay(self.cache[self.paper_view(view)])

    def live_spot(self, v: SheetView) -> tuple[str, tuple[int, int], int] | None:
        """The pencilled points of the turn in progress: (text, centre on the sheet, size)."""
        if not v.live or v.current is None:
            return None
        widths, num_size, row_h, first_line_y = self.grid(v)
        col_w = widths[v.current]
        cx = round(round(16 + sum(widths[:v.current])) + col_w / 2)
        live = "+" + points_text(v.live, v.sep, v.minus)
        row = slot_row(v.history, len(v.names), v.current)
        room = max(0, (v.size[1] - 5 - 8 - first_line_y) // row_h)
        rows = len(sheet_rows(v.history, len(v.names), v.current, v.written))
        if row >= shown_count(rows, room):
            return None                     # (its line is among those left off)
        return live, (cx, first_line_y + row * row_h + row_h // 2), fit(live, num_size, round(col_w) - 8)

    @staticmethod
    def grid(v: SheetView) -> tuple[list[float], int, int, int]:
        """(column widths, number size, row height, the first written line's top)."""
        widths = column_widths(v.names, v.size[0])
        small = min(widths) < 96
        head_y, head_h = head_top(v.names, v.size[0])
        return widths, px(20), row_height(small), head_y + head_h + 6 + 38

    @classmethod
    def height_needed(cls, v: SheetView, room: int) -> int:
        """How tall the paper is: its head, the lines written so far
        and `EMPTY_LINES` free ones under them, never taller than `room` (then the oldest lines
        make way, newest on top)."""
        _widths, _size, row_h, first_line_y = cls.grid(v)
        # the running turn's line counts from the start, so writing it down never grows the paper
        # (it is the first of the free ones)
        lines = len(sheet_rows(v.history, len(v.names), v.current, v.written))
        return min(room, first_line_y + row_h * (max(1, lines) - 1 + EMPTY_LINES) + 13)

    def render(self, v: SheetView, pencil: bool = True) -> pygame.Surface:
        """The sheet; without `pencil`, the turn in progress's line is left free (`draw` writes
        its points over it)."""
        w, h = v.size
        surf = self.patch.copy()
        pygame.draw.rect(surf, (0, 0, 0), pygame.Rect(3, 6, w - 3, h - 6), border_radius=10)
        paper = pygame.Rect(0, 0, w - 4, h - 5)
        pygame.draw.rect(surf, theme.PAPER, paper, border_radius=10)
        seats = len(v.names)
        left = 16
        widths = column_widths(v.names, w)
        small = min(widths) < 96
        num_size = px(20)
        row_h = row_height(small)
        edges = [left + sum(widths[:s]) for s in range(seats + 1)]

        def col_x(s: int) -> int:
            return round(edges[s])

        legend = legend_head(v.names, w)
        # title and the final-round note (a legend of names takes their place: the header at the
        # table's top says the last round too)
        if not legend:
            blit_text(surf, v.title, (left, 10), px(20), theme.INK, True)
        if v.final and not legend:
            room = paper.w - left - width_of(v.title, px(20), True) - 30
            blit_text(surf, v.final_label, (paper.right - 14, 12), fit(v.final_label, lettering.FLOOR, room, True), RED_PEN,
                      True, "topright")
        # names: token and name in a line; in narrow columns the token above the name, on at
        # most two lines broken between words (else shortened: the plates above carry it whole);
        # five or six names too long for that: a legend over the columns, each column its token
        inline, heads = column_heads(v.names, column_rooms(v.names, w))
        step = line_height(lettering.FLOOR, True)
        head_y, head_h = head_top(v.names, w)
        totals_y = head_y + head_h + 6
        column_top = totals_y - 16 if legend else head_y
        first_line_y = totals_y + 38
        # the active seat's column is tinted like a highlighter stroke
        if v.current is not None:
            tint = pygame.Rect(col_x(v.current) + 2, column_top - 6, round(widths[v.current]) - 4,
                               paper.h - column_top - 2)
            pygame.draw.rect(surf, ACTIVE_TINT, tint, border_radius=8)
        # ruling and column lines
        y = first_line_y + row_h
        while y < paper.h - 8:
            pygame.draw.line(surf, RULING, (6, y), (paper.right - 6, y), 1)
            y += row_h
        pygame.draw.line(surf, MARGIN_RED, (left - 6, column_top - 6), (left - 6, paper.h - 8), 1)
        for s in range(1, seats):
            x = col_x(s)
            pygame.draw.line(surf, (200, 192, 172), (x, column_top - 4), (x, paper.h - 10), 1)
        if legend:
            apart = legend_step(w, seats)
            for j, line in enumerate(legend_lines(v.names, w)):
                for k, s in enumerate(line):
                    x, y = round(LEGEND_LEFT + k * apart), head_y + j * step + step // 2
                    draw_seat_token(surf, v.styles[s], (x + 8, y), 8)
                    blit_text(surf, legend_name(v.names[s], w, seats), (x + LEGEND_NAME_X, y), lettering.FLOOR, theme.INK,
                              False, "midleft")
            for s in range(seats):
                draw_seat_token(surf, v.styles[s], (round(col_x(s) + widths[s] / 2), column_top + 2), 8)
            heads = []
        for s, (name, lines) in enumerate(zip(v.names, heads, strict=False)):
            cx = round(col_x(s) + widths[s] / 2)
            if inline:
                text_w = width_of(name, lettering.FLOOR, True)
                left_x = cx - (text_w + 20) // 2
                draw_seat_token(surf, v.styles[s], (left_x + 8, head_y + step // 2), 8)
                blit_text(surf, name, (left_x + 20, head_y + step // 2), lettering.FLOOR, theme.INK, True, "midleft")
            else:
                draw_seat_token(surf, v.styles[s], (cx, head_y + 3), 7)
                for j, line in enumerate(lines):
                    blit_text(surf, line, (cx, head_y + 14 + j * step), lettering.FLOOR, theme.INK, True, "midtop")
        # current totals, bold, with a double line under them; the leader's on gold
        cols = columns(v.history, seats)
        for s in range(seats):
            total = cols[s][-1].total if cols[s] else 0
            cx = round(col_x(s) + widths[s] / 2)
            text = points_text(total, v.sep, v.minus)
            size = fit(text, num_size + 2, round(widths[s]) - 12, True)
            if s in v.leaders:
                gold = pygame.Rect(0, 0, min(round(widths[s]) - 4, width_of(text, size, True) + 18), 30)
                gold.center = (cx, totals_y + 14)
                pygame.draw.rect(surf, (246, 206, 110), gold, border_radius=12)
                pygame.draw.rect(surf, theme.ACCENT_DARK, gold, width=2, border_radius=12)
            blit_text(surf, text, (cx, totals_y + 14), size, RED_PEN if total < 0 else theme.INK, True, "center")
        dy = totals_y + 32
        pygame.draw.line(surf, theme.INK, (6, dy), (paper.right - 6, dy), 2)
        pygame.draw.line(surf, theme.INK, (6, dy + 4), (paper.right - 6, dy + 4), 1)
        # the turn in progress, pencilled in where it will be written
        y = first_line_y
        if pencil and v.live and v.current is not None and self.live_spot(v) is not None:
            live, center, size = self.live_spot(v)
            blit_text(surf, live, center, size, PENCIL, False, "center")
        # written lines, newest on top, each whole; when the page is full the oldest make way
        # and the last line says how many are left off (never a line faded or cut in half)
        rows = sheet_rows(v.history, seats, v.current, v.written)
        room = max(0, (paper.h - 8 - y) // row_h)
        shown = rows[:shown_count(len(rows), room)]
        for row in shown:
            for s, line in enumerate(row):
                if line is None:
                    continue
                cx = round(col_x(s) + widths[s] / 2)
                cy = y + row_h // 2
                if line.kind in LOST_KINDS:
                    half = min(26, widths[s] * 0.34)
                    pygame.draw.line(surf, RED_PEN, (cx - half, cy + 2), (cx + half, cy - 2), 4)
                    continue
                if line.kind == "pass":          # Rückwärts: the dice went on, nothing written
                    pygame.draw.circle(surf, PENCIL, (cx, cy), 2)
                    continue
                colour = RED_PEN if line.kind in RED_KINDS else theme.INK
                written = points_text(line.total, v.sep, v.minus)
                blit_text(surf, written, (cx, cy), fit(written, num_size, round(widths[s]) - 8), colour, False,
                          "center")
            y += row_h
        if len(shown) < len(rows) and len(shown) < room:
            marker = "▾ " + v.older_label.format(count=len(rows) - len(shown))
            pygame.draw.rect(surf, theme.PAPER, pygame.Rect(4, y + 2, paper.w - 8, row_h - 3))   # over the ruling
            blit_text(surf, marker, (paper.centerx, y + row_h // 2), fit(marker, lettering.FLOOR, paper.w - 24), PENCIL,
                      False, "center")
        return surf


# -- seat plates ------------------------------------------------------------------------------

PLATE_W = 339
NAME_X = 44


def row_height(small: bool) -> int:
    """A written line of the sheet: 26 px where its columns are narrow, else 28, and in a small
    window as tall as its numbers need."""
    return max(26 if small else 28, line_height(px(20)) + 2)


PLATE_FILLS = {False: (30, 40, 36), True: (74, 62, 24)}    # a plate, and the plate of the seat on turn
TOTAL_ROOM = 110       # the total (26 px bold, up to "−10.050") and the leader's star


def name_look(name: str, width: int = PLATE_W) -> tuple[int, tuple[str, ...]]:
    """A name on its plate: (size, lines): one line from 22 px down to FLOOR, else wrapped."""
    room = width - NAME_X - 12
    size = fit(name, 22, room, True)
    if width_of(name, size, True) <= room:
        return size, (name,)
    return lettering.FLOOR, lines_of(name, lettering.FLOOR, room, True)


def plate_lines(text: str, width: int = PLATE_W, total_room: int = TOTAL_ROOM) -> tuple[str, ...]:
    """The seat's line under its name (its keys, who plays it, or the turn's points), broken
    between its parts to the room left of the total."""
    return pack(text, width - 12 - total_room - 8) if text else ()


def plate_height(names, lines=(), width: int = PLATE_W) -> int:
    """One height for every plate at the table: room for the longest name, and beside the
    total the longest of the seats' lines (`lines`: every text that may stand there)."""
    name_h = max(len(lines) * line_height(size, True) for size, lines in (name_look(n, width) for n in names))
    rows = max([1, *(len(plate_lines(text, width)) for text in lines)])
    return 8 + name_h + 4 + max(32, rows * line_height(lettering.FLOOR)) + 8


COMPACT_PAD = 10       # above and under the name of a slim plate


def compact_plate_height(names, width: int = PLATE_W) -> int:
    """One height for the slim plates of a crowded table: the name (beside the total, wrapped
    where it must) and its pads."""
    name_h = max(len(lines) * line_height(size, True) for size, lines in
                 (name_look(n, width - TOTAL_ROOM) for n in names))
    return COMPACT_PAD + name_h + COMPACT_PAD


SLIM_GAP = 10           # between the name, the line beside it and the total on a slim plate
USUAL_TOTAL = "5.000"   # the total a slim plate keeps room for beside its line (a larger one may push it off)
SLIM_TOTAL_LEAST = 22   # a slim plate's total gives way this far for a bot's level
BOT_ICON_SIZE = (24, 18)   # the little robot before a bot's level on a slim plate short of room


def slim_line_fits(name: str, text: str, width: int = PLATE_W, total_left: int | None = None) -> bool:
    """Whether `text` stands whole beside `name` on a slim plate, clear of the total (drawn
    from `total_left`; by default a usual one's room)."""
    size, lines = name_look(name, width - TOTAL_ROOM)
    right = NAME_X + max(width_of(line, size, True) for line in lines)
    if total_left is None:
        total_left = width - 12 - width_of(USUAL_TOTAL, 26, True)
    return right + SLIM_GAP + width_of(text, lettering.FLOOR) <= total_left - SLIM_GAP


@dataclass(frozen=True)
class PlateView:
    size: tuple[int, int]
    seat: int
    name: str
    kind: str
    total: str
    active: bool
    leader: bool
    note: str          # "im Zug: 650", "zählt rückwärts" or ""
    keys: str          # this seat's keys, for people
    style: int = 0     # the seat's colour and shape
    compact: bool = False   # slim: the line under the name stands beside it, where it fits
    level: str = ""         # a bot's level in a word ("mittel"), said with a little robot where "Bot (mittel)" does not fit


class PlatePainter:
    """A seat's name plate: token, name, total, who plays it and that seat's own keys."""

    def __init__(self, background: pygame.Surface):
        self.background = background
        self.cache: dict[tuple, pygame.Surface] = {}
        self.words: dict[tuple, Recording] = {}

    def surface(self, view: PlateView, pos: tuple[int, int]) -> pygame.Surface:
        key = (view, pos)
        surf = self.cache.get(key)
        if surf is None:
            if len(self.cache) > 48:
                self.cache.clear()
                self.words.clear()
            with Recording() as rec:
                surf = self.render(view, pos)
            self.cache[key] = surf
            self.words[key] = rec
        return surf

    def said(self, view: PlateView, pos: tuple[int, int]) -> None:
        """The plate of `view` is on screen: its words are drawn this frame."""
        rec = self.words.get((view, pos))
        if rec is not None:
            rec.replay(self.cache[(view, pos)])

    def render(self, v: PlateView, pos: tuple[int, int]) -> pygame.Surface:
        w, h = v.size
        surf = self.background.subsurface(pygame.Rect(pos, v.size)).copy()
        rect = surf.get_rect()
        fill = PLATE_FILLS[v.active]
        pygame.draw.rect(surf, (0, 0, 0), rect.move(0, 3).inflate(0, -3), border_radius=14)
        pygame.draw.rect(surf, fill, rect.inflate(0, -3).move(0, -1), border_radius=14)
        if v.active:
            pygame.draw.rect(surf, theme.ACCENT, rect.inflate(0, -3).move(0, -1), width=3, border_radius=14)
        name_colour = theme.ACCENT if v.active else theme.TEXT
        if v.compact:
            self.render_slim(surf, v, name_colour)
            return surf.convert() if pygame.display.get_surface() else surf
        size, lines = name_look(v.name, w)
        step = line_height(size, True)
        draw_seat_token(surf, v.style, (24, 8 + step // 2), 12)
        for j, line in enumerate(lines):
            blit_text(surf, line, (NAME_X, 8 + j * step), size, name_colour, True)
        # under the token and name: the turn's points (or "counts down"), else the seat's own
        # keys, else who plays it (a bot); the total on the right
        top = 8 + len(lines) * step + 4
        y = (top + h - 8) // 2
        total_size = fit(v.total, 26, TOTAL_ROOM - 28, True)
        total = blit_text(surf, v.total, (w - 12, y), total_size, theme.TEXT, True, "midright")
        if v.leader:
            total = total.union(blit_text(surf, "★", (total.x - 6, y), px(20), theme.ACCENT, True, "midright"))
        sub = v.note or v.keys or v.kind
        sub_lines = plate_lines(sub, w, w - total.x + 4)
        colour = theme.ACCENT if v.note else theme.TEXT if sub == v.keys else theme.TEXT_DIM
        ly = y - len(sub_lines) * line_height(lettering.FLOOR) // 2
        for line in sub_lines:
            blit_text(surf, line, (12, ly), lettering.FLOOR, colour)
            ly += line_height(lettering.FLOOR)
        return surf.convert() if pygame.display.get_surface() else surf


    def render_slim(self, surf: pygame.Surface, v: PlateView, name_colour) -> None:
        """A slim plate: token and name, then (where it fits whole beside the total) the seat's
        line, the total on the right, all on one row."""
        w, h = v.size
        size, lines = name_look(v.name, w - TOTAL_ROOM)
        step = line_height(size, True)
        y = h // 2 - 1
        draw_seat_token(surf, v.style, (24, y), 12)
        top = y - len(lines) * step // 2
        right = NAME_X
        for j, line in enumerate(lines):
            right = max(right, blit_text(surf, line, (NAME_X, top + j * step), size, name_colour, True).right)
        sub = v.note or v.keys or v.kind
        icon = small_bot_icon(PLATE_FILLS[v.active])
        level_w = icon.get_width() + 4 + width_of(v.level, lettering.FLOOR) if sub == v.kind and v.level else 0
        total_size = fit(v.total, 26, TOTAL_ROOM - 28, True)
        # a bot's level beside a wide total (and the leader's star): the total a little smaller
        # (never under 22 px) rather than the level gone
        while level_w and total_size > SLIM_TOTAL_LEAST and \
                right + SLIM_GAP + level_w > self.total_left(v, total_size) - SLIM_GAP:
            total_size -= 2
        total = blit_text(surf, v.total, (w - 12, y), total_size, theme.TEXT, True, "midright")
        if v.leader:
            total = total.union(blit_text(surf, "★", (total.x - 6, y), px(20), theme.ACCENT, True, "midright"))
        if level_w and right + SLIM_GAP + level_w <= total.x - SLIM_GAP:
            # every bot's slim plate alike: a little robot and its level ("Bot (leicht)" would not
            # stand beside every total)
            surf.blit(icon, icon.get_rect(midleft=(right + SLIM_GAP, y)))
            blit_text(surf, v.level, (right + SLIM_GAP + icon.get_width() + 4, y), lettering.FLOOR, theme.TEXT_DIM, False,
                      "midleft")
        elif sub and slim_line_fits(v.name, sub, w, total.x):
            colour = theme.ACCENT if v.note else theme.TEXT if sub == v.keys else theme.TEXT_DIM
            blit_text(surf, sub, (right + SLIM_GAP, y), lettering.FLOOR, colour, False, "midleft")

    @staticmethod
    def total_left(v: PlateView, size: int) -> int:
        """Where a slim plate's total (and the leader's star before it) begins at `size`."""
        left = v.size[0] - 12 - width_of(v.total, size, True)
        return left - 6 - width_of("★", px(20), True) if v.leader else left


@lru_cache(maxsize=8)
def small_bot_icon(body: tuple[int, int, int]) -> pygame.Surface:
    """The seat setup's robot head, small, in the dim ink of a plate's second line."""
    return pygame.transform.smoothscale(bot_icon(theme.TEXT_DIM, body), BOT_ICON_SIZE)


# -- the scoring card ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CardLook:
    """The sizes of the scoring card: large where the room beside the sheet allows, else compact."""

    title: int            # "Was zählt"
    words: int            # what scores ("3 gleiche")
    note: int             # the rule sentences
    value: int            # the points, bold
    step: int             # a row of words
    note_step: int        # a line of a rule sentence
    die: int              # a die drawn in its row
    die_gap: int
    picture_step: int     # a row with dice drawn in it
    top: int              # where the first row starts (under the title)


LARGE_CARD = CardLook(title=24, words=22, note=22, value=24, step=32, note_step=27, die=32, die_gap=4,
                      picture_step=42, top=48)
# the large card whose rule sentences step down to FLOOR where at 22 px they would not fit
LARGE_SNUG_CARD = CardLook(title=24, words=22, note=READABLE, value=24, step=32, note_step=24, die=32, die_gap=4,
                           picture_step=42, top=48)
COMPACT_CARD = CardLook(title=20, words=READABLE, note=READABLE, value=READABLE, step=24, note_step=24, die=22, die_gap=3,
                        picture_step=28, top=42)
CARD_COLUMN_GAP = 8


def card_looks() -> tuple[CardLook, ...]:
    """The card's looks, the largest first, for the window: in a small one every word at the
    floor or larger (the card then stands only where that room is)."""
    if not lettering.SMALL_WINDOW:
        return LARGE_CARD, LARGE_SNUG_CARD, COMPACT_CARD
    floor = lettering.FLOOR
    roomy = CardLook(title=floor + 2, words=floor, note=floor, value=floor + 2, step=floor + 10,
                     note_step=line_height(floor), die=30, die_gap=3, picture_step=40, top=46)
    return roomy, replace(roomy, step=floor + 6, picture_step=36, die=28, top=42)


def picture_width(faces: tuple[int, ...] | None, look: CardLook = LARGE_CARD) -> int:
    """The room a row's dice take at its left (with the gap to its words), 0 without dice."""
    return len(faces) * (look.die + look.die_gap) + 6 if faces else 0


def face_pattern(what: str, faces: tuple[int, ...] | None) -> bool:
    """Whether the row's words only spell its dice ("2-2-2-2"): the dice then say it alone."""
    return bool(faces) and what == "-".join(str(f) for f in faces)


def card_lines(lines: list[str], width: int, pictures: dict | None = None,
               look: CardLook = LARGE_CARD) -> list[tuple[str, str]]:
    """The card's entries as table rows (what | points), each written "what | points" in the
    language tables: the what at the left (a row with its dice drawn shows the dice instead of
    its words: "Eine 1" is a die showing one pip), the points right-aligned; a row too wide for
    the card puts its points on a row of their own under it, still right-aligned."""
    pictures = pictures or {}
    out: list[tuple[str, str]] = []
    for line in lines:
        what, _, value = (part.strip() for part in line.partition("|"))
        faces = pictures.get(what)
        if not value:                               # a rule sentence (even lines in a small window)
            wrapped = balanced if lettering.SMALL_WINDOW else lines_of
            out += [(part, "") for part in wrapped(what, look.note, width - 28)]
        elif fits(what, value, width, faces, look):
            out.append((what, value))
        else:
            room = width - 28 - picture_width(faces, look)
            out += [(part, "") for part in lines_of(what, look.words, room)]
            out += [("", part) for part in lines_of(value, look.value, width - 28, True)]
    return out


def fits(what: str, value: str, width: int, faces, look: CardLook) -> bool:
    """Whether "what | value" stands on one row (its value at `value_size`)."""
    room = width - 28 - picture_width(faces, look)
    shown = 0 if faces else width_of(what, look.words)
    return shown + CARD_COLUMN_GAP + width_of(value, value_size(what, value, width, faces, look), True) <= room


def value_size(what: str, value: str, width: int, faces, look: CardLook) -> int:
    """The points at the look's size; a long value ("Augen × 100") a step smaller, at the size
    of the words, where that keeps it on its row."""
    room = width - 28 - picture_width(faces, look) - (0 if faces else width_of(what, look.words)) - CARD_COLUMN_GAP
    if width_of(value, look.value, True) <= room or not what:
        return look.value
    return min(look.value, look.words)


def row_step(what: str, value: str, pictures: dict, look: CardLook) -> int:
    return look.picture_step if what in pictures else look.step if value else look.note_step


def card_height(lines: list[str], width: int = 252, pictures: dict | None = None,
                look: CardLook = LARGE_CARD) -> int:
    pictures = pictures or {}
    rows = card_lines(lines, width, pictures, look)
    return look.top + sum(row_step(what, value, pictures, look) for what, value in rows) + 8


def card_texts(title: str, lines: list[str], width: int, pictures: dict | None = None,
               look: CardLook = LARGE_CARD) -> list[tuple[str, int]]:
    """Every word the card shows, with its size (a row with dice drawn shows no words)."""
    pictures = pictures or {}
    out = [(title, fit(title, look.title, width - 28, True))]
    for what, value in card_lines(lines, width, pictures, look):
        if what and what not in pictures:
            out.append((what, look.words if value else look.note))
        if value:
            out.append((value, value_size(what, value, width, pictures.get(what), look)))
    return out


def render_card(patch: pygame.Surface, title: str, lines: list[str], pictures: dict | None = None,
                look: CardLook = LARGE_CARD) -> pygame.Surface:
    """A card with what scores under the rules in force (shown where there is room): one row
    per kind of throw, its dice drawn at the left where `pictures` names them (and then no
    words: the dice say it), the points large and bold at the right."""
    pictures = pictures or {}
    surf = patch.copy()
    w, h = surf.get_size()
    rect = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0), rect.move(0, 3).inflate(0, -3), border_radius=14)
    pygame.draw.rect(surf, (30, 40, 36), rect.inflate(0, -3).move(0, -1), border_radius=14)
    blit_text(surf, title, (14, 10), fit(title, look.title, w - 28, True), theme.ACCENT, True)
    y = look.top
    for what, value in card_lines(lines, w, pictures, look):
        faces = pictures.get(what)
        step = row_step(what, value, pictures, look)
        x = 14
        for face in faces or ():
            die = die_surface("pip", face, look.die)
            surf.blit(die, die.get_rect(midleft=(x, y + step // 2)))
            x += look.die + look.die_gap
        if what and not faces:
            blit_text(surf, what, (x, y + step // 2), look.words if value else look.note, theme.TEXT,
                      anchor="midleft")
        if value:
            blit_text(surf, value, (w - 14, y + step // 2), value_size(what, value, w, faces, look), theme.TEXT,
                      True, "midright")
        y += step
    return surf.convert() if pygame.display.get_surface() else surf
