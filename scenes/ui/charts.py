"""Charts drawn with pygame: a line chart, bars from a centre zero line, and a share bar.

Read from the couch: nothing smaller than 20 px, every seat in its colour AND its shape (so a
chart reads without colour), marks as small symbols that the legend names, numbers as the
caller formats them (the language's thousands and decimal marks).

Every chart is built once for a size and its data, and draws into any surface at any place:

    chart = LineChart((740, 320), series, title=..., x_name=..., y_name=..., number=...)
    chart.draw(surface, (x, y), progress)       # progress 0..1: the chart animates in

A line chart's x axis ends where the data ends, or at `x_end` (where the game ended), and that
end is always labelled; with `end_names` each line's name stands at its end, in a column right
of the plot, the names pushed apart so that none overlaps another (a long name wraps onto two
lines). `spans` are stretches of x shaded and named in the legend (Wurf & Weg's last rolls).
With `lanes`, where lines have equal values they run side by side in a narrow band centred on
the value (a few pixels, never so far that a point reads as another value; elsewhere every
line is exactly at its value, a value on the zero or the top line on it); long lines carry
their seat's shape at even steps (staggered from line to line), and each end name stands
behind its seat's token, apart from its neighbours; each mark stands small on its own line in
its seat's colour, also where several players' marks fall on one point (one slides along its
own line, over a line running alongside in its lane; only where its line has no free spot it
steps aside, a short stroke leading back to its point; a count badge and `count_name`'s legend entry remain
only for marks that share a line), and a line that falls because something was struck (a stroke mark) holds its
value up to that moment and drops straight down under the stroke.

What never changes (axes, grid, tick labels, names, legend) is painted once into a cached
picture with its texts recorded (`scenes.ui.text.Recording`), so each frame only blits it and
says its texts again for whoever watches the screen. The animated part is cheap: the lines are
painted once too and revealed from left to right by blitting a growing slice (with each seat's
token riding the head of its line); bars are a few rectangles. At progress 1 the whole chart is
one cached picture.

`static` and `moving` split `draw` for a caller that keeps the still part in a page of its own
(the statistics screen): `static` once into the page, `moving` every frame.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from scenes.ui import theme
from scenes.ui.layout import READABLE, fit, line_step
from scenes.ui.text import Recording, blit_text, drawn, font
from scenes.ui.widgets import draw_seat_token

TITLE = 24            # a chart's title
LABEL = READABLE      # tick labels, axis names, legend, bar numbers
GRID = (62, 74, 68)
AXIS = (150, 160, 152)
LABEL_INK = (226, 230, 220)   # axis names, ticks, legends and captions: light enough to read from the sofa
OUTLINE = (16, 20, 18)   # dark edge around lines and bars, so crossing lines stay apart
TOKEN = 9             # radius of a seat's token at a line's end
POINT = 5             # radius of a seat's shape at each point of a short line
MARK = 8              # radius of a mark's symbol
SHOW_POINTS_UP_TO = 14   # a line of at most this many points shows its shape at every point
SPAN = (48, 58, 70)      # the shade of a span of x (the last rolls)
LINE_WIDTH = 4           # a line's width; beside the winner's (LEAD_WIDTH) the others are thinner
LEAD_WIDTH = 7
THIN_WIDTH = 4
FIXED_MARKS = ("bar", "ring")   # marks that keep their place (a strike atop its fall, a ring round an end)
MARK_LEAST = 4           # a mark beside a close neighbour shrinks down to this radius
POINTER = (120, 128, 122)   # the thin elbow from a line's end to its name
LANE = 5                 # pixels between the lanes of lines with equal values (`lanes`), at most
LANE_REACH = 0.4         # a line in a lane stays within this share of the data's smallest step
LANE_MAX = 6             # ... and within this many pixels of its true place
LANE_LEAD_WIDTH = 6      # the winner's line beside lanes: thick, but never over a neighbour's lane
NAME_TOKEN = 8           # radius of the seat's token before an end name (`lanes`)
ELBOW_STEP = 3           # pixels between the uprights of two elbows (`lanes`)
NAME_AIR = 6             # extra pixels between two end names (`lanes`)
STEP_EVERY = 220         # pixels of x between the seat's shapes along a long line (`lanes`)
NARROW_NAMES_SHARES = (0.17, 0.22, 0.3, 0.36, 0.42)   # (`lanes`) the narrower end-name columns tried first
STRIP_GAP = 8            # (`strips`) pixels between the bands of two lines
KNOT = 20                # lines that swap places this often (`crossings`) ...
FALLS = 0.4              # ... and fall in this share of their steps are a knot (`knotted`): a band each
Y_TICK_STEP = 30         # pixels at least between two numbers of the y axis
SMALL_MARK = 6           # (`lanes`) a mark on its line: a small symbol in its seat's colour
STOP_W = 4               # the upright stop after the token of a line whose seat went out
END_NAMES_SHARE = 0.47   # the end names' column takes at most this share of the chart's width

Number = Callable[[float], str]


def plain_number(value: float) -> str:
    """A number as digits (whole numbers without decimals); screens pass their own, localised."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def finite(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


# ---------------------------------------------------------------- ticks

def nice_step(span: float, count: int) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about `count` intervals."""
    if not finite(span) or span <= 0:
        return 1.0
    raw = span / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * power * 1.0001:
            return factor * power
    return 10 * power


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round tick values covering low..high (the first at or below low, the last at or above
    high), about `count` intervals; with `whole`, steps of at least 1."""
    if not (finite(low) and finite(high)):
        low, high = 0.0, 1.0
    if high < low:
        low, high = high, low
    if high == low:
        high = low + 1
    step = nice_step(high - low, count)
    if whole:
        step = max(1.0, round(step))
    first = math.floor(low / step + 1e-9) * step
    ticks = []
    value = first
    while value < high - 1e-9 * step and len(ticks) < 60:
        ticks.append(value)
        value = first + len(ticks) * step
    ticks.append(value)
    return [round(v, 10) for v in ticks]


def inner_ticks(low: float, high: float, count: int = 6, whole: bool = False) -> list[float]:
    """Round tick values inside low..high (for an axis that spans exactly the data)."""
    if high <= low:
        return [low]
    step = nice_step(high - low, count)
    if whole:
        step = max(1.0, round(step))
    first = math.ceil(low / step - 1e-9) * step
    out = []
    value = first
    while value <= high + 1e-9 * step and len(out) < 60:
        out.append(round(value, 10))
        value = first + len(out) * step
    return out


# ---------------------------------------------------------------- symbols for marks

SYMBOLS = ("cross", "burst", "arrow", "bar", "ring", "plus")
KIND_SYMBOL = {           # the kinds the games tell, each its own symbol where it can
    "lost_turn": "cross", "misthrow": "cross", "bust": "cross",
    "knocks_out": "burst",
    "knocked_out": "arrow",
    "row_struck": "bar",
    "coaster": "ring", "finished": "ring", "row_completed": "ring",
}


def crossings(lines: Sequence[Sequence[tuple[float, float]]], samples: int = 100) -> int:
    """How often two of the lines swap places (one above the other, then below), counted over
    every pair at `samples` even steps of x (each line held at its last value between its
    points): a few for a race, dozens for lines that cross back and forth (a knot)."""
    lines = [sorted(pts) for pts in lines if pts]
    if len(lines) < 2:
        return 0
    low, high = min(pts[0][0] for pts in lines), max(pts[-1][0] for pts in lines)
    xs = [low + (high - low) * i / samples for i in range(samples + 1)]

    def held(pts, x):
        if x < pts[0][0] or x > pts[-1][0]:
            return None
        return pts[bisect.bisect_right([p[0] for p in pts], x) - 1][1]

    values = [[held(pts, x) for x in xs] for pts in lines]
    count = 0
    for i in range(len(values)):
        for j in range(i + 1, len(values)):
            side = 0
            for a, b in zip(values[i], values[j], strict=True):
                if a is None or b is None or a == b:
                    continue
                now = 1 if a > b else -1
                count += side != 0 and now != side
                side = now
    return count


def knotted(lines: Sequence[Sequence[tuple[float, float]]]) -> bool:
    """Lines that are no race but a knot: they swap places often (`crossings` at least KNOT)
    and go down about as much as up (at least FALLS of their steps fall: dice that come and go,
    not points or circles that add up). Such lines are clearer each in a band of its own."""
    ups = downs = 0
    for pts in lines:
        for (_x0, a), (_x1, b) in zip(pts, list(pts)[1:], strict=False):
            ups += b > a
            downs += b < a
    return ups + downs > 0 and downs / (ups + downs) >= FALLS and crossings(lines) >= KNOT


def symbols_for(kinds: Iterable[str]) -> dict[str, str]:
    """Each kind its symbol: its own one unless another kind of the same chart has it already,
    then the first free one (so no two kinds in a legend look alike)."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for kind in kinds:
        if kind in out:
            continue
        wish = KIND_SYMBOL.get(kind)
        symbol = wish if wish is not None and wish not in used else next(
            (s for s in SYMBOLS if s not in used), SYMBOLS[len(out) % len(SYMBOLS)])
        out[kind] = symbol
        used.add(symbol)
    return out


def draw_symbol(surface: pygame.Surface, symbol: str, center, r: int = MARK, light=theme.PAPER) -> None:
    """A mark's symbol: light (or a seat's colour) with a dark edge, so it reads on any line
    and any background."""
    x, y = round(center[0]), round(center[1])
    dark = OUTLINE
    if symbol == "cross":
        for width, colour in ((7, dark), (3, light)):
            pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), width)
            pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width)
    elif symbol == "plus":
        for width, colour in ((7, dark), (3, light)):
            pygame.draw.line(surface, colour, (x - r, y), (x + r, y), width)
            pygame.draw.line(surface, colour, (x, y - r), (x, y + r), width)
    elif symbol == "burst":
        points = []
        for i in range(16):
            a = -math.pi / 2 + i * math.pi / 8
            rr = r + 1 if i % 2 == 0 else r * 0.45
            points.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        pygame.draw.polygon(surface, light, points)
        pygame.draw.polygon(surface, dark, points, 2)
    elif symbol == "arrow":          # pointing down: something was lost
        points = [(x - r, y - r * 0.7), (x + r, y - r * 0.7), (x, y + r)]
        pygame.draw.polygon(surface, light, points)
        pygame.draw.polygon(surface, dark, points, 2)
    elif symbol == "bar":            # a stroke through, slanted across the line it strikes
        a, b = (x - r, y + r * 0.7), (x + r, y - r * 0.7)
        pygame.draw.line(surface, dark, a, b, 9)
        pygame.draw.line(surface, light, a, b, 5)
    else:                            # ring
        pygame.draw.circle(surface, dark, (x, y), r + 1)
        pygame.draw.circle(surface, light, (x, y), r - 1)
        pygame.draw.circle(surface, dark, (x, y), r - 4)


# ---------------------------------------------------------------- patterns for shares

PATTERNS = ("solid", "stripes", "dots", "hatch", "rows", "checks")
SHARE_COLOURS = [theme.SEAT_COLOURS[i] for i in (1, 0, 2, 3, 4, 5)]


def fill_pattern(surface: pygame.Surface, rect: pygame.Rect, colour, pattern: str) -> None:
    """`rect` filled in `colour` with a dark pattern over it (stripes, dots, ...), so parts of
    a share chart differ without colour."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    pygame.draw.rect(surface, colour, rect)
    shade = tuple(max(0, c - 90) for c in colour)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    if pattern == "stripes":
        for k in range(rect.left - rect.h, rect.right + rect.h, 12):
            pygame.draw.line(surface, shade, (k, rect.bottom), (k + rect.h, rect.top), 4)
    elif pattern == "dots":
        for yy in range(rect.top + 5, rect.bottom, 10):
            for xx in range(rect.left + 5 + (yy // 10 % 2) * 5, rect.right, 10):
                pygame.draw.circle(surface, shade, (xx, yy), 2)
    elif pattern == "hatch":
        for k in range(rect.left - rect.h, rect.right + rect.h, 12):
            pygame.draw.line(surface, shade, (k, rect.bottom), (k + rect.h, rect.top), 2)
            pygame.draw.line(surface, shade, (k, rect.top), (k + rect.h, rect.bottom), 2)
    elif pattern == "rows":
        for yy in range(rect.top + 3, rect.bottom, 9):
            pygame.draw.line(surface, shade, (rect.left, yy), (rect.right, yy), 3)
    elif pattern == "checks":
        for yy in range(rect.top, rect.bottom, 8):
            for xx in range(rect.left + (yy - rect.top) // 8 % 2 * 8, rect.right, 16):
                pygame.draw.rect(surface, shade, (xx, yy, 8, 8))
    surface.set_clip(clip)


# ---------------------------------------------------------------- shared pieces

def _said_at(rec: Recording, offset) -> Recording:
    """The texts of `rec` as if its picture were drawn at `offset`."""
    moved = Recording()
    moved.texts = rec.texts
    moved.places = [(t, r.move(offset)) for t, r in rec.places]
    return moved


class _Cached:
    """A chart's pictures and the texts each holds, made once; `said` replays them per frame."""

    def __init__(self):
        self._said: dict[tuple, Recording] = {}

    def say(self, rec: Recording, surface: pygame.Surface, pos) -> None:
        key = (id(rec), tuple(pos))
        moved = self._said.get(key)
        if moved is None:
            if len(self._said) > 8:
                self._said.clear()
            moved = self._said[key] = _said_at(rec, pos)
        moved.replay(surface)


def _legend_flow(entries: list[tuple[str, object]], width: int,
                 size: int = LABEL) -> list[list[tuple[str, object, int]]]:
    """Legend entries (text, icon) flowed into rows no wider than `width`; each entry gets the
    text size it is drawn at (20 px, a long name wraps as its own row and is cut only last)."""
    rows: list[list[tuple[str, object, int]]] = [[]]
    used = 0
    for text, icon in entries:
        w = 26 + font(size).size(text)[0]
        if rows[-1] and used + 22 + w > width:
            rows.append([])
            used = 0
        rows[-1].append((text, icon, min(w, width)))
        used += (22 if used else 0) + min(w, width)
    return [r for r in rows if r]


def _draw_legend(surface: pygame.Surface, rows, left: int, top: int, width: int, row_h: int = 26,
                 text_size: int = LABEL) -> None:
    for i, row in enumerate(rows):
        x = left
        y = top + i * row_h + row_h // 2
        for text, icon, w in row:
            kind, value = icon
            if kind == "seat":
                draw_seat_token(surface, value, (x + 9, y), 9)
            elif kind == "symbol":
                draw_symbol(surface, value, (x + 9, y), MARK)
            elif kind == "count":        # a counted mark: the light symbol (its "×n" opens the text)
                draw_symbol(surface, value, (x + 9, y), MARK, theme.PAPER)
            elif kind == "span":
                pygame.draw.rect(surface, SPAN, (x, y - 10, 18, 20))
                pygame.draw.rect(surface, AXIS, (x, y - 10, 18, 20), 1)
            size, lines = fit(text, w - 26, text_size, False, 1)
            blit_text(surface, lines[0], (x + 24, y), size, theme.TEXT, anchor="midleft")
            x += w + 22


# ---------------------------------------------------------------- the line chart

@dataclass(frozen=True)
class Series:
    """One line: drawn in seat `style`'s colour and shape; `marks` are (x, y, kind)."""

    style: int
    points: tuple[tuple[float, float], ...]
    marks: tuple[tuple[float, float, str], ...] = ()
    label: str = ""          # its name in the legend (shown with `names=True`)
    lead: bool = False       # the winner's line: drawn on top, thicker; the others thinner
    out: bool = False        # the seat went out where the line ends: a small stop after its token


class LineChart(_Cached):
    """One line per seat over a shared x axis, with round ticks, axis names and a legend of
    the marks (and, with `names`, of the lines)."""

    numbers_under_axis = True     # False: whoever draws the chart writes its own labels under x

    def __init__(self, size: tuple[int, int], series: Sequence[Series], *, title: str = "",
                 x_name: str = "", y_name: str = "", mark_names: dict[str, str] | None = None,
                 y_max: float | None = None, number: Number = plain_number, names: bool = False,
                 empty: str = "", title_room: int | None = None, x_end: float | None = None,
                 end_names: bool = False, spans: Sequence[tuple[float, float]] = (), span_name: str = "",
                 lanes: bool = False, strips: bool = False,
                 count_name: Callable[[str, int], str] | None = None, label: int = LABEL,
                 goal: float | None = None, goal_name: str = ""):
        super().__init__()
        self.goal, self.goal_name = (float(goal), goal_name) if finite(goal) else (None, "")
        self.label = max(LABEL, int(label))     # the size of its words and numbers: the floor, or larger
        self.row = max(26, font(self.label).get_height())   # a row of the legend, of the x numbers
        self.lanes = lanes
        self.strips = strips and len([x for x in series if x.points]) > 1   # each line in a band of its own
        self.x_end = float(x_end) if finite(x_end) else None
        self._xs: dict[int, list[float]] = {}
        self.end_names = end_names
        self.spans = [(float(a), float(b)) for a, b in spans if finite(a) and finite(b) and b > a]
        self.size = (max(120, int(size[0])), max(120, int(size[1])))
        self.title_room = title_room or self.size[0] - 8    # the title's width (room kept beside it)
        self.title, self.x_name, self.y_name, self.number, self.empty = title, x_name, y_name, number, empty
        self.series = [self._clean(s) for s in series]
        self.series = [s for s in self.series if s.points]
        mark_names = dict(mark_names or {})
        kinds = [kind for s in self.series for _, _, kind in s.marks]
        self.symbols = symbols_for(sorted(set(kinds), key=kinds.index))
        self.series = [self._struck_drops_straight(s) for s in self.series]
        legend: list[tuple[str, object]] = []
        if names:
            legend += [(s.label, ("seat", s.style)) for s in self.series if s.label]
        legend += [(mark_names[k], ("symbol", sym)) for k, sym in self.symbols.items() if mark_names.get(k)]
        if count_name is not None:       # "×3 = 3 Fehlwürfe in einer Runde": what a counted mark means
            legend += [(count_name(kind, n), ("count", self.symbols[kind]))
                       for kind, n in self.counted_kinds().items() if count_name(kind, n)]
        if self.spans and span_name:
            legend.append((span_name, ("span", None)))
        self.legend = legend
        self._layout_best(y_max)
        self._static: tuple[pygame.Surface, Recording] | None = None
        self._ink: pygame.Surface | None = None
        self._ink_said = Recording()          # the counts beside marks that stand together
        self._counts: dict[tuple[int, int], pygame.Rect] | None = None
        self._groups: list | None = None
        self._anchors: dict[tuple[int, int], tuple[float, float]] = {}
        self._whole: pygame.Surface | None = None
        self._names: tuple[pygame.Surface, Recording] | None = None

    @staticmethod
    def _clean(s: Series) -> Series:
        points = tuple((float(x), float(y)) for x, y in s.points if finite(x) and finite(y))
        marks = tuple((float(x), float(y), str(k)) for x, y, k in s.marks if finite(x) and finite(y))
        return Series(int(s.style), points, marks, s.label, bool(s.lead), bool(s.out))

    def _struck_drops_straight(self, s: Series) -> Series:
        """A line whose value falls because something was struck (a mark drawn as a stroke,
        Durchmarsch's row struck out) holds its value up to that moment and falls straight down
        there, the stroke at the top of the fall: a step that says why, never a slope that reads
        as a slow crash."""
        strikes = {x for x, _y, kind in s.marks if self.symbols.get(kind) == "bar"}
        if not strikes:
            return s
        points: list[tuple[float, float]] = []
        tops: dict[tuple[float, float], float] = {}
        for x, y in s.points:
            if x in strikes and points and points[-1][0] < x and points[-1][1] > y:
                tops[(x, y)] = points[-1][1]
                points.append((x, points[-1][1]))
            points.append((x, y))
        marks = tuple((x, tops.get((x, y), y), kind) if self.symbols.get(kind) == "bar" else (x, y, kind)
                      for x, y, kind in s.marks)
        return Series(s.style, tuple(points), marks, s.label, s.lead, s.out)

    # -- where everything goes ----------------------------------------------------------
    def _layout_best(self, y_max) -> None:
        """The layout with the legend and the x axis' name at the chart's text size where that
        costs the plot no height, else at the floor (the numbers and names keep the larger)."""
        self.legend_size = LABEL
        self._layout(y_max)
        if self.label > LABEL:
            floor_h = self.plot.h
            self.legend_size = self.label
            self._layout(y_max)
            if self.plot.h < floor_h:
                self.legend_size = LABEL
                self._layout(y_max)

    def _layout(self, y_max, legend_up: bool = True) -> None:
        w, h = self.size
        xs = [x for s in self.series for x, _ in s.points]
        ys = [y for s in self.series for _, y in s.points]
        self.x_low, self.x_high = (min(xs), max(xs)) if xs else (0.0, 1.0)
        if xs and self.x_end is not None:          # the axis ends where the game ended
            self.x_high = max(self.x_high, self.x_end)
        if self.x_high <= self.x_low:
            self.x_high = self.x_low + 1
        top = max(ys) if ys else 1.0
        if finite(y_max) and y_max > top:
            top = float(y_max)
        whole_y = all(float(y).is_integer() for y in ys)
        self.y_ticks = nice_ticks(min(0.0, min(ys) if ys else 0.0), top, 5 if h >= 260 else 4, whole_y)
        self.y_low, self.y_high = self.y_ticks[0], self.y_ticks[-1]
        whole_x = all(float(x).is_integer() for x in xs)
        self.x_ticks = inner_ticks(self.x_low, self.x_high, max(3, (w - 120) // 90), whole_x)
        y = 0
        self.title_y = y
        if self.title:
            y += 32
        self.y_name_y = y
        y += self.row - 2 if self.y_name else 8
        def legend_at(size: int) -> tuple[list, int, int, bool]:
            """(rows, width of the first row, width of the x axis' name, that name beside them)."""
            rows = _legend_flow(self.legend, w - 8, size)
            name_w = font(size).size(f"{self.x_name} →")[0] + 24 if self.x_name else 0
            first = sum(e[2] + 22 for e in rows[0]) if rows else 0
            return rows, first, name_w, bool(self.x_name) and (not rows or first + name_w <= w - 8)
        self.legend_rows, first_row, x_name_w, self.x_name_beside = legend_at(self.legend_size)
        # (`lanes`) a legend of one row goes up beside the y axis' name, and the x axis' name
        # beside its numbers, where they fit: the plot keeps that row of the panel
        self.legend_up = legend_up and self.lanes and self.end_names and bool(self.y_name) and \
            bool(self.x_name) and len(self.legend_rows) == 1 and \
            not any(icon[0] == "count" for _text, icon in self.legend) and \
            font(self.label).size(self.y_name)[0] + 30 + first_row - 22 <= w - 8
        bottom = h - self.row * max(len(self.legend_rows), 1 if self.x_name else 0)
        if self.legend_up:
            self.x_name_beside, bottom = True, h
        self.legend_top = bottom if not self.legend_up else h - self.row
        if self.x_name and not self.x_name_beside:
            bottom -= self.row - 2
        self.x_name_y = bottom
        bottom -= self.row                                     # the x tick labels
        plot_h = max(30, bottom - y - TOKEN - 4)
        count = 5 if h >= 260 else 4
        while count > 2 and plot_h / max(1, len(self.y_ticks) - 1) < Y_TICK_STEP:   # a short plot: fewer ticks
            count -= 1
            self.y_ticks = nice_ticks(min(0.0, min(ys) if ys else 0.0), top, count, whole_y)
            self.y_low, self.y_high = self.y_ticks[0], self.y_ticks[-1]
        label_w = max([font(self.label).size(self.number(v))[0] for v in self.y_ticks] + [10])
        left = label_w + 12
        names_w = self._end_names_width(w)
        right = names_w + 14 + self.name_indent() + self.elbow_room() if names_w else 0
        self.plot = pygame.Rect(left, y + TOKEN, max(40, w - left - TOKEN - 8 - right),
                                plot_h)
        self.names_w = names_w
        if self.legend_up and w - 4 - font(self.legend_size).size(f"{self.x_name} →")[0] < self.plot.right + TOKEN + 12:
            self._layout(y_max, False)             # (the x axis' name has no room beside its numbers)
            return
        self.name_places = self._place_end_names()

    def _end_names_width(self, w: int) -> int:
        """The width of the column of names right of the plot (0: no names there)."""
        if not (self.end_names and self.series and any(s.label for s in self.series)):
            return 0
        widest = max(font(self.label).size(s.label)[0] for s in self.series if s.label)
        if self.lanes:      # long names: a narrower column, names on two lines, where they fit
            labels = [s.label for s in self.series if s.label]
            room = self.legend_top - self.y_name_y
            for share in NARROW_NAMES_SHARES:
                width = min(widest, int(w * share))
                laid = [fit(label, width, self.label, False, 2)[1] for label in labels]
                tall = sum(len(lines) for lines in laid) * name_step(self.label) + NAME_AIR * (len(labels) - 1)
                if not any("…" in "".join(lines) for lines in laid) and tall <= room:
                    return width
        return min(widest, int(w * END_NAMES_SHARE))

    def name_indent(self) -> int:
        """The room before an end name for its seat's token (`lanes`)."""
        return 2 * NAME_TOKEN + 8 if self.lanes else 0

    def elbow_room(self) -> int:
        """Extra room between the lines' ends and the names for the elbows, side by side
        (`lanes`)."""
        return ELBOW_STEP * max(0, len(self.series) - 1) if self.lanes else 0

    def resolution(self) -> float:
        """The smallest step between two different values of the data (1 for whole numbers at
        least): a lane shifts a line by a fraction of it, so no point reads as another value."""
        ys = sorted({y for s in self.series for _x, y in s.points})
        gaps = [b - a for a, b in zip(ys, ys[1:], strict=False) if b - a > 1e-9]
        step = min(gaps) if gaps else 1.0
        if all(float(y).is_integer() for y in ys):
            step = max(1.0, step)
        return step

    def lane_reach(self) -> float:
        """How far (pixels) a line may run beside its true place at most: LANE_REACH of the
        data's smallest step, and never more than LANE_MAX pixels."""
        per_value = self.plot.h / ((self.y_high - self.y_low) or 1)
        return min(LANE_MAX, LANE_REACH * self.resolution() * per_value)

    def lane_at(self, s: Series, x: float, y: float) -> float:
        """How many pixels `s` runs below its true place at (x, y) (negative: above). A line
        leaves its true place only where another line has the same value there: the lines that
        share a value split a narrow band (`lane_reach`), centred on it; on the axis' lowest or
        highest value the band lies inside the plot, its first line on the value itself."""
        if not self.lanes or self.strips or len(self.series) < 2:
            return 0.0
        if abs(x - self.start_x()) <= 1e-9:        # where every line starts: each at its true value
            return 0.0
        together = [other for other in self.series if other is s
                    or (v := self.value_at(other, x)) is not None and abs(v - y) <= 1e-9]
        k = len(together)
        if k < 2:
            return 0.0
        i = next(n for n, other in enumerate(together) if other is s)
        reach = self.lane_reach()
        if abs(y - self.y_low) <= 1e-9:            # on the zero line: the band rises from it
            return -i * min(LANE, reach / (k - 1))
        if abs(y - self.y_high) <= 1e-9:           # on the top line: the band hangs from it
            return i * min(LANE, reach / (k - 1))
        return (i - (k - 1) / 2) * min(LANE, 2 * reach / (k - 1))

    def start_x(self) -> float:
        """Where the lines start (the smallest x of the data): they leave it from their true
        values (never lifted off the zero line only to drop back onto it)."""
        return min((x for ser in self.series for x, _y in ser.points[:1]), default=0.0)

    def narrowest_lane(self) -> float | None:
        """The smallest gap (pixels) between two lines running side by side at one of the
        points (None: no two lines share a value anywhere)."""
        gaps = []
        for s in self.series:
            for x, y in s.points:
                mine = self.lane_at(s, x, y)
                for other in self.series:
                    v = self.value_at(other, x) if other is not s else None
                    if v is not None and abs(v - y) <= 1e-9:
                        gap = abs(self.lane_at(other, x, y) - mine)
                        if gap > 1e-9:
                            gaps.append(gap)
        return min(gaps) if gaps else None

    def at(self, s: Series, x: float, y: float) -> tuple[float, float]:
        """A point of line `s` in the chart's picture, in its own lane where it shares a value
        (`strips`: in its own band)."""
        sx, sy = self.to_screen(x, y)
        if self.strips:
            band = self.strip(next((i for i, other in enumerate(self.series) if other is s), 0))
            fy = (y - self.y_low) / ((self.y_high - self.y_low) or 1)
            return sx, band.bottom - fy * band.h
        return sx, sy + self.lane_at(s, x, y)

    def strip(self, i: int) -> pygame.Rect:
        """(`strips`) The band of the i-th line: the plot split into one band per line, the
        first on top, with a little air between them."""
        n = max(1, len(self.series))
        each = (self.plot.h - STRIP_GAP * (n - 1)) / n
        top = self.plot.top + i * (each + STRIP_GAP)
        return pygame.Rect(self.plot.left, round(top), self.plot.w, max(4, round(each)))

    def strip_labels(self, band: pygame.Rect) -> list[tuple[float, tuple[int, int]]]:
        """(`strips`) The values written beside one band, inside its height: its top value at
        its top and, where the band is tall enough for both, its 0 at its foot (a band's scale
        is its own: never one axis read across the stacked bands)."""
        x = self.plot.left - 8
        out = [(self.y_high, (x, band.top))]
        if band.h >= 2 * font(self.label).get_height():
            out.append((self.y_low, (x, band.bottom)))
        return out

    def value_at(self, s: Series, x: float) -> float | None:
        """Line `s`'s value at `x` (straight between its points; None outside them)."""
        pts = s.points
        if not pts or x < pts[0][0] or x > pts[-1][0]:
            return None
        xs = self._xs.get(id(s))
        if xs is None:
            xs = self._xs[id(s)] = [px for px, _py in pts]
        k = bisect.bisect_left(xs, x)
        if k < len(pts) and pts[k][0] == x:
            return pts[k][1]          # (the first of points at the same x: where the line arrives)
        x0, y0 = pts[k - 1]
        x1, y1 = pts[k]
        return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)

    def step_marks(self, s: Series) -> list[tuple[float, float]]:
        """Where line `s` shows its seat's shape along the way (`lanes`, long lines): at even
        steps of x, each line's steps shifted from its neighbours' so the shapes never pile up."""
        if not self.lanes or len(s.points) <= SHOW_POINTS_UP_TO:
            return []
        p = self.plot
        count = max(2, p.w // STEP_EVERY)
        i = next((k for k, other in enumerate(self.series) if other is s), 0)
        shift = (i + 1) / (len(self.series) + 1)
        out = []
        for j in range(count):
            x = self.x_low + (j + shift) / count * (self.x_high - self.x_low)
            y = self.value_at(s, x)
            if y is not None and x < s.points[-1][0] - (self.x_high - self.x_low) * 0.03:
                out.append(self.at(s, x, y))
        return out

    def _place_end_names(self) -> list[tuple[Series, tuple[str, ...], int, float]]:
        """(series, lines, top, y of the line's end) of each name at its line's end, pushed
        apart so that no two overlap, and kept inside the chart."""
        if not self.names_w:
            return []
        step = name_step(self.label)
        air = NAME_AIR if self.lanes else 0
        laid = []
        for s in self.series:
            if not s.label:
                continue
            _size, lines = fit(s.label, self.names_w, self.label, False, 2)
            end_y = self.at(s, *s.points[-1])[1]
            laid.append([s, lines, end_y - len(lines) * step / 2, end_y])
        laid.sort(key=lambda item: item[3])
        low, high = self.y_name_y, self.legend_top      # right of the plot, under the title
        if sum(len(item[1]) * step for item in laid) + air * (len(laid) - 1) > high - low:
            air = 0                                 # (many names: only as close as they fit)
        for i, item in enumerate(laid):            # downwards: each below the one above
            above = laid[i - 1][2] + len(laid[i - 1][1]) * step + air if i else low
            item[2] = max(item[2], above)
        for i in range(len(laid) - 1, -1, -1):     # then up again from the bottom
            below = laid[i + 1][2] - air if i + 1 < len(laid) else high
            item = laid[i]
            item[2] = min(item[2], below - len(item[1]) * step)
        return [(s, lines, round(max(low, top)), end_y) for s, lines, top, end_y in laid]

    def x_label_value(self, v: float) -> float:
        """The value an x label writes: the axis' end in the ticks' precision (whole ticks, a
        whole end: "208", never "207.9" after "200")."""
        if not float(v).is_integer() and all(float(t).is_integer() for t in self.x_ticks):
            return float(round(v))
        return v

    @property
    def x_labels_top(self) -> int:
        """Where the x tick labels begin."""
        return self.plot.bottom + 6

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """A data point's place in the chart's own picture."""
        p = self.plot
        fx = (x - self.x_low) / (self.x_high - self.x_low)
        fy = (y - self.y_low) / ((self.y_high - self.y_low) or 1)
        return p.left + fx * p.w, p.bottom - fy * p.h

    # -- the pictures ---------------------------------------------------------------------
    def static_picture(self) -> tuple[pygame.Surface, Recording]:
        if self._static is None:
            surf = pygame.Surface(self.size, pygame.SRCALPHA)
            with Recording() as rec:
                self._paint_static(surf)
            self._static = (surf, rec)
        return self._static

    def _paint_static(self, surf: pygame.Surface) -> None:
        w, _h = self.size
        p = self.plot
        if self.title:
            size, lines = fit(self.title, self.title_room, TITLE, True, 1)
            blit_text(surf, lines[0], (0, self.title_y), size, theme.ACCENT, True)
        if self.y_name:
            size, lines = fit(self.y_name, w - 8, self.label, False, 1)
            blit_text(surf, lines[0], (0, self.y_name_y), size, LABEL_INK)
        if self.strips:     # each band: its floor and its top line, with a scale of its own
            for i, s in enumerate(self.series):
                band = self.strip(i)
                pygame.draw.rect(surf, (*theme.seat_look(s.style)[0][:3], 28), band)
                pygame.draw.line(surf, GRID, (p.left, band.top), (p.right, band.top), 1)
                pygame.draw.line(surf, AXIS, (p.left, band.bottom), (p.right, band.bottom), 2)
                for value, where in self.strip_labels(band):
                    blit_text(surf, self.number(value), where, self.label, LABEL_INK,
                              anchor="topright" if value == self.y_high else "bottomright")
        for v in self.y_ticks if not self.strips else ():
            _, yy = self.to_screen(self.x_low, v)
            pygame.draw.line(surf, GRID if v else AXIS, (p.left, round(yy)), (p.right, round(yy)), 1 if v else 2)
            blit_text(surf, self.number(v), (p.left - 8, round(yy)), self.label, LABEL_INK, anchor="midright")
        if self.goal is not None and self.y_low <= self.goal <= self.y_high and not self.strips:
            _, yy = self.to_screen(self.x_low, self.goal)      # the game's goal: a gold dashed line, named
            for dy in (0, 1):
                dotted(surf, theme.ACCENT, [(p.left, round(yy) + dy), (p.right, round(yy) + dy)], 6, 5)
            if self.goal_name:
                blit_text(surf, self.goal_name, (p.left + 8, round(yy) - 2), self.label, theme.ACCENT, True,
                          anchor="bottomleft")
        for a, b in self.spans:                      # shaded stretches (under the grid's labels)
            x0, _ = self.to_screen(max(a, self.x_low), self.y_low)
            x1, _ = self.to_screen(min(b, self.x_high), self.y_low)
            if x1 - x0 >= 1:
                pygame.draw.rect(surf, SPAN, (round(x0), p.top, max(1, round(x1 - x0)), p.h))
        pygame.draw.line(surf, AXIS, (p.left, p.top - 4), (p.left, p.bottom), 2)
        # the axis' end is labelled first (where the game ended), the round ticks where room is left
        ends = [self.x_high] if self.numbers_under_axis and not any(
            abs(v - self.x_high) < 1e-9 for v in self.x_ticks) else []
        taken: list[tuple[int, int]] = []
        for v in ends + sorted(self.x_ticks, key=lambda v: -v):
            xx, _ = self.to_screen(v, self.y_low)
            pygame.draw.line(surf, AXIS, (round(xx), p.bottom), (round(xx), p.bottom + 5), 2)
            label = self.number(self.x_label_value(v))
            half = font(self.label).size(label)[0] // 2
            left = min(max(round(xx) - half, 0), w - 2 * half)
            if self.names_w:                 # (the axis' end stays clear of the names beside it)
                left = min(left, p.right + TOKEN + 4 - 2 * half)
            # a tick's label keeps at least a label's width away from the end's (never "50 56")
            gap = 10 if not ends or not taken else max(10, taken[0][1] - taken[0][0])
            if any(left < right + gap and start < left + 2 * half + gap for start, right in taken):
                continue
            blit_text(surf, label, (left, self.x_labels_top), self.label, LABEL_INK)
            taken.append((left, left + 2 * half))
        if self.x_name and self.x_name_beside:      # at the right, under the axis' end, with an arrow
            at = self.x_labels_top + font(self.label).get_height() // 2 if self.legend_up else self.legend_top + self.row // 2
            blit_text(surf, f"{self.x_name} →", (w - 4, at), self.legend_size, LABEL_INK,
                      anchor="midright")
        elif self.x_name:
            size, lines = fit(self.x_name, w - 8, self.legend_size, False, 1)
            blit_text(surf, lines[0], (p.centerx, self.x_name_y), size, LABEL_INK, anchor="midtop")
        if self.legend_up:                           # right of the y axis' name
            row_w = sum(e[2] + 22 for e in self.legend_rows[0]) - 22
            _draw_legend(surf, self.legend_rows, w - 4 - row_w, self.y_name_y - 2, row_w, self.row, self.legend_size)
        else:
            _draw_legend(surf, self.legend_rows, 4, self.legend_top, w - 8, self.row, self.legend_size)
        if not self.series and self.empty:
            blit_text(surf, self.empty, p.center, self.label, LABEL_INK, anchor="center")

    def leader_path(self, place) -> list[tuple[int, int]]:
        """The thin elbow from a line's end to its name (`name_places`): across, then straight
        up or down, then across (never a slope that could be taken for data). A line whose seat
        went out turns up or down right after its stop and runs across at its name's height,
        never along another line that goes on at its value nor through that line's end."""
        s, lines, top, end_y = place
        x_name = self.plot.right + TOKEN + 14 + self.elbow_room()
        mid = top + len(lines) * name_step(self.label) / 2
        end_x = self.at(s, *s.points[-1])[0]
        ax, ay, knee = round(end_x + TOKEN + 2), round(end_y), x_name - 8
        bx, by = x_name - 3, round(mid)
        if self.lanes:     # the uprights side by side
            rank = next((k for k, place_ in enumerate(self.name_places) if place_[0] is s), 0)
            knee = x_name - 8 - ELBOW_STEP * rank
        if s.out:
            ax = min(round(end_x + TOKEN + 3 + STOP_W + 4), knee - 1)
            if end_x < self.plot.right - 2 * TOKEN:      # out before the end: down or up at once
                knee = min(knee, ax + 4)
        if abs(by - ay) <= 2:
            return [(ax, ay), (bx, ay)]
        return [(ax, ay), (knee, ay), (knee, by), (bx, by)]

    def _paint_name(self, surf: pygame.Surface, place, ox: int = 0, oy: int = 0) -> None:
        """One line's name at its end (`name_places`), with its elbow, offset by (ox, oy)."""
        s, lines, top, _end_y = place
        x_name = self.plot.right + TOKEN + 14 + self.elbow_room()
        mid = top + len(lines) * name_step(self.label) / 2
        pointer = theme.seat_look(s.style)[0] if self.lanes else POINTER   # (lanes: each in its seat's colour)
        path = [(ox + x, oy + y) for x, y in self.leader_path(place)]
        if s.out:       # the seat went out where its line stops: a grey dotted pointer, never a line
            dotted(surf, POINTER, path)                 # that reads as its value held on
        else:
            pygame.draw.lines(surf, pointer, False, path, 1)
        if self.lanes:                # the seat's token before its name: which line is whose
            draw_seat_token(surf, s.style, (ox + x_name + NAME_TOKEN, oy + round(mid)), NAME_TOKEN)
            x_name += self.name_indent()
        if len(lines) > 1:
            drawn(s.label)                # the whole name is there, over two lines
        for i, line in enumerate(lines):
            blit_text(surf, line, (ox + x_name, oy + top + i * name_step(self.label)), self.label, theme.TEXT)

    def names_picture(self) -> tuple[pygame.Surface, Recording]:
        """Every line's name at its end (the finished chart's; while it draws in, each name
        comes as its line arrives)."""
        if self._names is None:
            surf = pygame.Surface(self.size, pygame.SRCALPHA)
            with Recording() as rec:
                for place in self.name_places:
                    self._paint_name(surf, place)
            self._names = (surf, rec)
        return self._names

    def arrived(self, progress: float) -> list:
        """The name places of the lines that have reached their end at `progress`."""
        reveal = self.x_low + clamp(progress) * (self.x_high - self.x_low)
        return [place for place in self.name_places if progress >= 1 or place[0].points[-1][0] <= reveal + 1e-9]

    def ink(self) -> pygame.Surface:
        """The lines with their points and marks, full length."""
        if self._ink is None:
            surf = pygame.Surface(self.size, pygame.SRCALPHA)
            # the winner's line last (on top) and thicker; the others thinner beneath it, each
            # in its seat's own colour
            led = any(s.lead for s in self.series)
            band = self.narrowest_lane()
            band = band if band is not None and band < LANE else None
            for s in sorted(reversed(self.series), key=lambda s: s.lead):
                pts = [self.at(s, x, y) for x, y in s.points]
                colour = theme.seat_look(s.style)[0]
                width = LEAD_WIDTH if s.lead else THIN_WIDTH if led else LINE_WIDTH
                if self.lanes and s.lead:
                    width = LANE_LEAD_WIDTH
                edge = 2 if self.lanes else 4
                # where lines run together in narrow lanes, each is thin and without an edge (every
                # one seen); elsewhere it keeps its width
                together = [band is not None and self.shares(s, x, y) for x, y in s.points]
                for (a, b), thin in self._stretches(pts, together):
                    stretch = pts[a:b + 1]
                    w = min(width, max(2, round(band) + 1)) if thin else width
                    if edge and not thin:
                        pygame.draw.lines(surf, OUTLINE, False, stretch, w + edge)
                    pygame.draw.lines(surf, colour, False, stretch, w)
                    for pt in stretch[1:-1]:        # round joints
                        pygame.draw.circle(surf, colour, pt, w // 2)
                if len(pts) <= SHOW_POINTS_UP_TO:
                    for pt in pts[:-1]:
                        draw_seat_token(surf, s.style, (round(pt[0]), round(pt[1])), POINT)
            for s in self.series:             # (over every line: each shape seen whole)
                for pt in self.step_marks(s):
                    draw_seat_token(surf, s.style, (round(pt[0]), round(pt[1])), POINT + 1)
            with Recording() as rec:
                anchors = self.mark_anchors()
                for symbol, centre, count, size, style in self.mark_groups():
                    at = anchors.get(centre)
                    if at is not None:       # (a mark that stepped aside: a short stroke from its point)
                        pygame.draw.line(surf, theme.seat_look(style)[0] if style >= 0 else theme.PAPER, at, centre, 2)
                    if symbol == "bar":          # a strike stands out from its line, full size
                        size = max(size, MARK)
                    draw_symbol(surf, symbol, centre, size, theme.seat_look(style)[0] if style >= 0 else theme.PAPER)
                    if count > 1:
                        self._paint_count(surf, centre, count, size)
            self._ink_said = rec
            self._ink = surf
        return self._ink

    def mark_size(self) -> int:
        if self.lanes:                                     # a small symbol on its line
            return SMALL_MARK
        marks = sum(len(s.marks) for s in self.series)
        return MARK if marks <= 40 else MARK - 2          # many marks: smaller, so the lines show

    def _mark_places(self) -> dict[tuple, list[tuple[Series, float, float]]]:
        """The marks by where they stand: (symbol, place) -> [(line, x, y)]. Each line keeps its
        own mark, also where several players' marks fall on one point (misthrows of two players
        in one round at one value): each stands on its own line in its seat's colour (stepping
        aside where it would cover the other), never one symbol with a count to decode."""
        groups: dict[tuple, list] = {}
        for s in self.series:
            for x, y, kind in s.marks:
                where = (x, y, id(s))
                groups.setdefault((self.symbols.get(kind, "plus"), where), []).append((s, x, y))
        return groups

    def counted_kinds(self) -> dict[str, int]:
        """Each kind of mark that stands counted somewhere (several at one point), with the most
        at one point: the legend explains its "×3"."""
        kind_of = {sym: kind for kind, sym in self.symbols.items()}
        out: dict[str, int] = {}
        for (symbol, _where), marks in self._mark_places().items():
            if len(marks) > 1:
                kind = kind_of.get(symbol, symbol)
                out[kind] = max(out.get(kind, 0), len(marks))
        return out

    def mark_groups(self) -> list[tuple[str, tuple[float, float], int, int, int]]:
        """(symbol, centre, how many, radius, seat style) of the marks as drawn, each on its
        line at its point: one mark in its seat's colour (style), several at one point as one
        light symbol (style -1) with its count beside it ("×3", which the legend explains); one
        close to another (the next value up) is drawn smaller, so the two stay apart. A mark
        that would cover another player's line, point or mark slides along its own line (a line
        running alongside in its lane it may cover); only where its line has no free spot near
        its round it steps aside (`mark_anchors` says from where: a short stroke leads to it)."""
        if self._groups is None:
            centres = []
            for (symbol, _where), marks in self._mark_places().items():
                places = [self.at(s, x, y) for s, x, y in marks]
                centre = (sum(p[0] for p in places) / len(places), sum(p[1] for p in places) / len(places))
                style = marks[0][0].style if len(marks) == 1 else -1
                centres.append((symbol, centre, len(marks), style, {id(s) for s, _x, _y in marks}))
            out = []
            size = self.mark_size()
            for i, (symbol, centre, count, style, own) in enumerate(centres):
                near = min((math.hypot(c[0] - centre[0], c[1] - centre[1])
                            for j, (_s, c, _n, _st, _o) in enumerate(centres) if j != i), default=math.inf)
                out.append((symbol, centre, count,
                            size if near >= 2 * size + 2 else max(MARK_LEAST, int(near - 2) // 2), style, own))
            self._groups = self._clear_marks(out)
        return self._groups

    def _clear_marks(self, groups: list) -> list[tuple[str, tuple[float, float], int, int, int]]:
        """The marks moved off other players' lines, points and marks: each keeps its place when
        that is free, else takes the nearest free spot on its own line near its round, else the
        nearest free spot at its round (up first, then down, then a little aside), never off the plot. A strike and a ring keep theirs (they belong to a
        fall and to a line's end)."""
        self._anchors: dict[tuple[int, int], tuple[float, float]] = {}
        lines, stretches = {}, {}
        for s in self.series:
            pts = [self.at(s, x, y) for x, y in s.points]
            half = (LANE_LEAD_WIDTH if self.lanes and s.lead else LEAD_WIDTH if s.lead else LINE_WIDTH) / 2 + 1
            circles = [(pt, POINT + 1) for pt in pts[:-1]] if len(pts) <= SHOW_POINTS_UP_TO else []
            circles += [(pt, POINT + 2) for pt in self.step_marks(s)]
            circles.append((pts[-1], TOKEN + 2))
            lines[id(s)] = ([(a, b, half) for a, b in zip(pts, pts[1:], strict=False)], circles)
            # the stretches of the data (a line alongside in its lane shares them)
            stretches[id(s)] = list(zip(s.points, s.points[1:], strict=False))
        rings = [(c, TOKEN + 9) for c in self.end_rings()]
        fixed = [g for g in groups if g[0] in FIXED_MARKS]
        placed = [(g[1], g[3] + 1) for g in fixed]
        bounds = pygame.Rect(self.plot.left - 1, self.plot.top - 8, self.plot.w + 2, self.plot.h + 8)
        offsets = [(0, 0)] + sorted(((dx, dy) for dx in range(-8, 9, 4) for dy in range(-40, 41, 2)
                                     if (dx, dy) != (0, 0)),
                                    key=lambda d: (abs(d[0]), abs(d[1]), d[1] > 0))
        out = {id(g): g for g in fixed}
        for g in sorted((g for g in groups if g[0] not in FIXED_MARKS), key=lambda g: -g[2]):
            symbol, centre, count, size, style, own = g
            segments = [seg for key, (segs, _c) in lines.items() if key not in own for seg in segs]
            others = [c for key, (_s, cs) in lines.items() if key not in own for c in cs]
            circles = others + rings + placed
            box = pygame.Rect(0, 0, 2 * size + 2, 2 * size + 2)
            best = None
            # a mark slides along its own line to a free spot near its round; only where its line
            # has none it steps aside (a short stroke leads to it)
            mine = [seg for key in own if key in lines for seg in lines[key][0]]
            along = self._along_own_line(centre, mine) if len(own) == 1 else []
            # (on its line, a stretch another line shares with it is covered whatever it does)
            shared = {st for key in own for st in stretches.get(key, ())}
            apart = [seg for key, (segs, _c) in lines.items() if key not in own
                     for seg, st in zip(segs, stretches[key], strict=False) if st not in shared]
            alongside = LANE * len(self.series) + 2
            apart_circles = [c for c in others if not _near_line(c[0], mine, alongside)] + rings + placed
            for k, (dx, dy) in enumerate(along + offsets):
                box.center = (round(centre[0] + dx), round(centre[1] + dy))
                if not bounds.collidepoint(box.center):
                    continue
                hits = self._covers(box, apart, apart_circles) if k < len(along) else self._covers(box, segments, circles)
                if best is None or hits < best[0]:
                    best = (hits, box.center)
                if hits == 0:
                    break
            spot = best[1] if best is not None and best[1] != (round(centre[0]), round(centre[1])) else centre
            on_line = {(round(centre[0] + dx), round(centre[1] + dy)) for dx, dy in along}
            if spot is not centre and spot not in on_line:
                self._anchors[spot] = centre
            placed.append((spot, size + 1))
            out[id(g)] = (symbol, spot, count, size, style, own)
        return [out[id(g)][:5] for g in groups]

    @staticmethod
    def _along_own_line(centre, segments) -> list[tuple[int, int]]:
        """Offsets (dx, dy) from `centre` to points of its own line (`segments`: (a, b, half)),
        nearest first, up to 20 px either way along it (a fifth of a round or so: still at its round)."""
        out = []
        for dx in sorted(range(-20, 21, 2), key=lambda d: (abs(d), d > 0)):
            x = centre[0] + dx
            for (ax, ay), (bx, by), _half in segments:
                if min(ax, bx) <= x <= max(ax, bx) and bx != ax:
                    y = ay + (by - ay) * (x - ax) / (bx - ax)
                    out.append((dx, round(y - centre[1])))
                    break
        return out

    def mark_anchors(self) -> dict[tuple[int, int], tuple[float, float]]:
        """For each mark that stepped aside (by its centre): the point on its line it marks."""
        self.mark_groups()
        return self._anchors

    def count_rect(self, centre: tuple[float, float], count: int, size: int) -> pygame.Rect:
        """Where the "×3" of marks standing together goes: the nearest place around their symbol
        that covers no line, mark, token or ring (up and right of it when that is free), inside
        the chart's picture and clear of the names."""
        key = (round(centre[0]), round(centre[1]))
        placed = self.count_places()
        if key in placed:
            return placed[key]
        return self._free_count_rect(centre, count, size, [])

    def count_places(self) -> dict[tuple[int, int], pygame.Rect]:
        """The "×n" badge of every counted mark, by its (rounded) centre; no two overlap."""
        if self._counts is None:
            self._counts = {}
            taken: list[pygame.Rect] = []
            for _symbol, centre, count, size, _style in self.mark_groups():
                if count > 1:
                    rect = self._free_count_rect(centre, count, size, taken)
                    taken.append(rect)
                    self._counts[(round(centre[0]), round(centre[1]))] = rect
        return self._counts

    def count_obstacles(self) -> tuple[list, list]:
        """What a count badge must not cover: ([(a, b, half width)] of every line's segments,
        [(centre, radius)] of every mark, point shape, end token and ring, and (centre, (half
        width, half height)) of the chart's words)."""
        segments, circles = [], []
        for s in self.series:
            pts = [self.at(s, x, y) for x, y in s.points]
            half = (LANE_LEAD_WIDTH if self.lanes and s.lead else LEAD_WIDTH if s.lead else LINE_WIDTH) / 2 + 2
            segments += [(a, b, half) for a, b in zip(pts, pts[1:], strict=False)]
            circles += [(pt, POINT + 2) for pt in pts[:-1]]
            circles.append((pts[-1], TOKEN + 2))
        # the chart's words (ticks, axis names): a box as a point with its half size as reach
        for _text, r in self.static_picture()[1].places:
            circles.append((r.center, (r.w // 2 + 4, r.h // 2 + 2)))
        circles += [(c, TOKEN + 9) for c in self.end_rings()]
        circles += [(c, max(size, MARK) + 1) for _sym, c, _n, size, _st in self.mark_groups()]
        return segments, circles

    @staticmethod
    def _covers(rect: pygame.Rect, segments, circles) -> int:
        """How many of the obstacles `rect` covers."""
        hits = 0
        for a, b, half in segments:
            if rect.inflate(2 * half, 2 * half).clipline(a, b):
                hits += 1
        for (cx, cy), r in circles:
            if isinstance(r, tuple):          # (a word's box)
                if rect.inflate(2 * r[0], 2 * r[1]).collidepoint(cx, cy):
                    hits += 1
                continue
            nx, ny = min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom)
            if math.hypot(cx - nx, cy - ny) < r:
                hits += 1
        return hits

    def _free_count_rect(self, centre, count: int, size: int, taken: list[pygame.Rect]) -> pygame.Rect:
        w, h = font(self.label, True).size(f"×{count}")
        rect = pygame.Rect(0, 0, w + 6, h)
        bounds = pygame.Rect((0, 0), self.size)
        if self.names_w:            # (the names and their elbows right of the plot stay clear)
            bounds.width = self.plot.right + TOKEN + 4
        bounds.top = max(0, self.plot.top - 14)          # (on the plot, or just under it between the
        bounds.bottom = min(self.legend_top, self.plot.bottom + 34)   # ticks: never on the legend)
        segments, circles = self.count_obstacles()
        cx, cy = centre
        reach = pygame.Rect(0, 0, 2 * (72 + rect.width), 2 * (56 + rect.height))
        reach.center = (round(cx), round(cy))
        segments = [seg for seg in segments if reach.inflate(2 * seg[2], 2 * seg[2]).clipline(seg[0], seg[1])]
        circles = [c for c in circles if reach.inflate(200, 200).collidepoint(c[0])]
        # up and right first, then the nearest
        offsets = sorted(((dx, dy) for dx in range(-72, 73, 4) for dy in range(-56, 57, 4)),
                         key=lambda d: math.hypot(*d) - (0.5 if d[0] > 0 and d[1] < 0 else 0))
        best = None
        for dx, dy in offsets:
            spot = rect.copy()
            spot.center = (round(cx + dx), round(cy + dy))
            if not bounds.contains(spot) or spot.collidelist(taken) >= 0:
                continue
            hits = self._covers(spot, segments, circles)
            if hits == 0:
                return spot
            if best is None or hits < best[0]:
                best = (hits, spot)
        if best is None:            # (no room at all: up and right of the symbol)
            rect.bottomleft = (round(cx + size - 1), round(cy - size + 4))
            return rect.clamp(pygame.Rect((0, 0), self.size))
        return best[1]

    def _paint_count(self, surf: pygame.Surface, centre, count: int, size: int) -> None:
        rect = self.count_rect(centre, count, size)
        pygame.draw.rect(surf, OUTLINE, rect, border_radius=6)
        blit_text(surf, f"×{count}", rect.center, self.label, theme.PAPER, True, anchor="center")

    def shares(self, s: Series, x: float, y: float) -> bool:
        """Another line has the same value as `s` at x."""
        return any(other is not s and (v := self.value_at(other, x)) is not None and abs(v - y) <= 1e-9
                   for other in self.series)

    @staticmethod
    def _stretches(pts: list, together: list[bool]) -> list[tuple[tuple[int, int], bool]]:
        """The line's segments grouped into stretches ((first, last point), thin): a segment is
        thin where both its ends run together with another line."""
        out: list[tuple[tuple[int, int], bool]] = []
        for i in range(len(pts) - 1):
            thin = together[i] and together[i + 1]
            if out and out[-1][1] == thin and out[-1][0][1] == i:
                out[-1] = ((out[-1][0][0], i + 1), thin)
            else:
                out.append(((i, i + 1), thin))
        return out

    def heads(self, progress: float) -> list[tuple[int, tuple[float, float]]]:
        """Where each line's token is at `progress` (the line drawn up to there)."""
        return [(s.style, at) for s, at in self.line_heads(progress)]

    def line_heads(self, progress: float) -> list[tuple[Series, tuple[float, float]]]:
        """(line, where its token is) at `progress`."""
        reveal = self.x_low + clamp(progress) * (self.x_high - self.x_low)
        out = []
        for s in self.series:
            pts = s.points
            if reveal < pts[0][0]:
                continue
            head = pts[-1]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
                if x0 <= reveal <= x1:
                    f = 0.0 if x1 == x0 else (reveal - x0) / (x1 - x0)
                    head = (reveal, y0 + (y1 - y0) * f)
                    break
            out.append((s, self.at(s, *head)))
        return out

    def whole(self) -> pygame.Surface:
        """The finished chart as one picture (without its texts: `static` holds those)."""
        if self._whole is None:
            surf = self.static_picture()[0].copy()
            surf.blit(self.ink(), (0, 0))
            self._draw_heads(surf, (0, 0), 1.0)
            surf.blit(self.names_picture()[0], (0, 0))
            self._whole = surf
        return self._whole

    def _draw_heads(self, surface, pos, progress) -> None:
        # the first line's token on top, and the winner's above all: where lines end together,
        # the winner's token is the one seen whole
        for s, (x, y) in sorted(reversed(self.line_heads(progress)), key=lambda head: head[0].lead):
            draw_seat_token(surface, s.style, (round(pos[0] + x), round(pos[1] + y)), TOKEN)
            if s.out and (x, y) == self.at(s, *s.points[-1]):
                self.draw_stop(surface, s, (round(pos[0] + x), round(pos[1] + y)))
        if progress >= 1:          # a ring at a line's end (a row complete) rings its token, seen
            for centre in self.end_rings():
                c = (round(pos[0] + centre[0]), round(pos[1] + centre[1]))
                pygame.draw.circle(surface, OUTLINE, c, TOKEN + 7, 6)
                pygame.draw.circle(surface, theme.PAPER, c, TOKEN + 6, 3)

    def stop_rect(self, s: Series, end: tuple[int, int]) -> pygame.Rect:
        """Where the stop of a line that ends where its seat went out stands: upright, just
        after its token."""
        rect = pygame.Rect(0, 0, STOP_W, 2 * TOKEN + 6)
        rect.midleft = (end[0] + TOKEN + 3, end[1])
        return rect

    def draw_stop(self, surface: pygame.Surface, s: Series, end: tuple[int, int]) -> None:
        rect = self.stop_rect(s, end)
        pygame.draw.rect(surface, OUTLINE, rect.inflate(4, 4), border_radius=2)
        pygame.draw.rect(surface, theme.seat_look(s.style)[0], rect)

    def end_rings(self) -> list[tuple[float, float]]:
        """Where a ring mark sits under a line's end token (it is drawn round the token)."""
        out = []
        for s in self.series:
            end = self.at(s, *s.points[-1])
            for x, y, kind in s.marks:
                if self.symbols.get(kind) == "ring":
                    at = self.at(s, x, y)
                    if math.hypot(at[0] - end[0], at[1] - end[1]) <= TOKEN + MARK:
                        out.append(end)
                        break
        return out

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, pos, progress: float = 1.0) -> None:
        pos = (round(pos[0]), round(pos[1]))
        static, said = self.static_picture()
        if progress >= 1:
            surface.blit(self.whole(), pos)
            self.say(self.names_picture()[1], surface, pos)
            self.say(self._ink_said, surface, pos)
        else:
            surface.blit(static, pos)
            self.moving(surface, pos, progress)
        self.say(said, surface, pos)

    def static(self, surface: pygame.Surface, pos) -> None:
        """The still part (axes, ticks, names, legend), for a page of its own."""
        static, said = self.static_picture()
        surface.blit(static, pos)
        self.say(said, surface, pos)

    def moving(self, surface: pygame.Surface, pos, progress: float) -> None:
        """The lines up to `progress` with each seat's token at its head."""
        progress = clamp(progress)
        if progress <= 0 or not self.series:
            return
        p = self.plot
        cut = p.left + round(progress * p.w) if progress < 1 else self.size[0]
        surface.blit(self.ink(), pos, pygame.Rect(0, 0, cut, self.size[1]))
        self._draw_heads(surface, pos, progress)
        for place in self.arrived(progress):        # each name as its line arrives
            self._paint_name(surface, place, pos[0], pos[1])


def _near_line(point, segments, within: float = 2.0) -> bool:
    """`point` lies on the polyline of `segments` ((a, b, half)), give or take `within` px."""
    px, py = point
    for (ax, ay), (bx, by), _half in segments:
        dx, dy = bx - ax, by - ay
        t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
        if math.hypot(ax + t * dx - px, ay + t * dy - py) <= within:
            return True
    return False


def dotted(surface: pygame.Surface, colour, path, dash: int = 2, gap: int = 5) -> None:
    """A 1 px line along `path` (straight pieces, across or upright) in dots."""
    for (x0, y0), (x1, y1) in zip(path, path[1:], strict=False):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for d in range(0, length + 1, dash + gap):
            e = min(length, d + dash - 1)
            f0, f1 = d / (length or 1), e / (length or 1)
            pygame.draw.line(surface, colour, (round(x0 + (x1 - x0) * f0), round(y0 + (y1 - y0) * f0)),
                             (round(x0 + (x1 - x0) * f1), round(y0 + (y1 - y0) * f1)), 1)


def name_step(size: int = LABEL) -> int:
    """The height of one line of a name at a line's end (its letters whole, none touching)."""
    return max(line_step(size), font(size).get_height())


def clamp(value: float) -> float:
    return 0.0 if not finite(value) or value < 0 else 1.0 if value > 1 else float(value)


# ---------------------------------------------------------------- bars from a centre line

@dataclass(frozen=True)
class BarRow:
    """One row of a centre-line chart: `left` and `right` are lengths (>= 0) to either side of
    zero, each written at its bar's end (`left_text`, `right_text`); `style` is the seat whose
    token starts the row (None: none), `left_style`/`right_style` colour the bars."""

    style: int | None
    left: float = 0.0
    right: float = 0.0
    left_text: str = ""
    right_text: str = ""
    left_style: int | None = None
    right_style: int | None = None
    label: str = ""


class CentreBars(_Cached):
    """Bars growing from a zero line in the middle: the luck meter (left unlucky, right lucky,
    one bar per seat) and a head-to-head (one name's wins left, the other's right).

    Each row's `label` stands beside its bar (`label_width`), or with `stacked` on a line of its
    own above the bar, after the row's token (a narrow panel still names every bar). With `lean`
    the zero line stands where the bars on both sides get the most room (not in the middle); with
    `number_column` each row's number stands in a column of its own at the right edge, so the
    bars share one number's room instead of two and grow as long as the panel allows."""

    STACKED_ROW = 44      # a stacked row: the name's line, then the bar
    TWO_LINE_ROW = 38     # a row whose name stands on two lines beside its bar

    def __init__(self, size: tuple[int, int], rows: Sequence[BarRow], *, left_caption: str = "",
                 right_caption: str = "", scale: float | None = None, label_width: int = 0,
                 row_height: int | None = None, stacked: bool = False, lean: bool = False,
                 text: int = LABEL, number_column: bool = False):
        super().__init__()
        self.text = max(LABEL, int(text))     # names, numbers and captions (20 px, or larger)
        self.stacked = stacked and any(r.label for r in rows)
        if self.stacked:
            label_width = 0
            row_height = row_height or self.STACKED_ROW
        self.size = (max(120, int(size[0])), max(60, int(size[1])))
        self.rows = [r for r in rows]
        self.left_caption, self.right_caption = left_caption, right_caption
        longest = max([abs(v) for r in self.rows for v in (r.left, r.right) if finite(v)] + [0.0])
        self.scale = scale if finite(scale) and scale > 0 else (longest or 1.0)
        w, h = self.size
        self.top = max(28, self.text + 8) if (left_caption or right_caption) else 0
        n = max(1, len(self.rows))
        self.token_w = (24 if self.stacked else 30) if any(r.style is not None for r in self.rows) else 0
        self.label_w = label_width
        two = not self.stacked and label_width and any(len(self.label_lines(r.label)[1]) > 1 for r in self.rows if r.label)
        least = self.TWO_LINE_ROW - 2 if two else max(22, self.text + 4)   # a name on two lines keeps its bar between them
        self.row_h = row_height or max(least, min(44, (h - self.top) // n))
        text_w = max([font(self.text).size(t)[0] for r in self.rows for t in (r.left_text, r.right_text)] + [0])
        self.text_w = text_w + 8
        self.number_column = number_column and not self.stacked
        start = self.token_w + self.label_w
        end = w - self.text_w if self.number_column else w       # the bars' room ends here
        self.centre = start + (end - start) // 2
        self.reach = max(10, (end - start) // 2 - (4 if self.number_column else self.text_w + 4))
        if lean and self.number_column:
            self._lean_beside_numbers(start, end, left_caption)
        elif lean:         # the zero line where the bars leave it room: the longest on either side as long as can be
            most_left = max([min(r.left, self.scale) for r in self.rows if finite(r.left)] + [0.0])
            most_right = max([min(r.right, self.scale) for r in self.rows if finite(r.right)] + [0.0])
            if most_left + most_right > 0:
                room_left = self.text_w + 4 if most_left > 0 else 8
                room_right = self.text_w + 4 if most_right > 0 else 8
                k = (w - start - room_left - room_right) / (most_left + most_right)
                centre = round(start + room_left + k * most_left)
                # the captions keep their room: the zero line moves over, the bars stay as long as they can
                if right_caption:
                    centre = min(centre, w - font(self.text).size(right_caption)[0] - 12)
                if left_caption:
                    centre = max(centre, font(self.text).size(left_caption)[0] + 12)
                sides = [(centre - start - room_left) / most_left] if most_left > 0 else []
                if most_right > 0:
                    sides.append((w - centre - room_right) / most_right)
                k = min(sides)
                if k * self.scale > self.reach:
                    self.reach, self.centre = k * self.scale, centre
        # where the captions part ("← Pech · Glück →"): at the zero line; beside a number column,
        # where "Glück →" has no room right of it, the pair moves left as one, its arrows still
        # pointing the bars' ways
        self.caption_x = self.centre
        if self.number_column and right_caption:
            self.caption_x = min(self.centre, w - font(self.text).size(right_caption)[0] - 8)
        self._static: tuple[pygame.Surface, Recording] | None = None
        self._whole: tuple[pygame.Surface, Recording] | None = None

    def _lean_beside_numbers(self, start: int, end: int, left_caption: str) -> None:
        """The zero line where the longest bar on either side reaches the edge of the bars' room
        (between the names and the numbers' column), the captions keeping the room they need."""
        most_left = max([min(r.left, self.scale) for r in self.rows if finite(r.left)] + [0.0])
        most_right = max([min(r.right, self.scale) for r in self.rows if finite(r.right)] + [0.0])
        if most_left + most_right <= 0:
            return
        k = (end - start - 8) / (most_left + most_right)
        centre = round(start + 4 + k * most_left)
        if left_caption:
            centre = max(centre, font(self.text).size(left_caption)[0] + 12)
        sides = [(centre - start - 4) / most_left] if most_left > 0 else []
        if most_right > 0:
            sides.append((end - 4 - centre) / most_right)
        k = min(sides)
        if k * self.scale > self.reach:
            self.reach, self.centre = k * self.scale, centre

    def bar_rects(self, progress: float = 1.0) -> list[tuple[int, pygame.Rect]]:
        """(row, rect) of every bar drawn at `progress`, in the meter's own pixels."""
        grow = clamp(progress)
        out = []
        bar_h = 14 if self.stacked else max(10, min(26, self.row_h - 10))
        for i, r in enumerate(self.rows):
            for side, value in ((-1, r.left), (1, r.right)):
                if grow <= 0 or not finite(value) or value <= 0:
                    continue
                length = max(2, round(min(1.0, value / self.scale) * self.reach * grow))
                rect = pygame.Rect(0, 0, length, bar_h)
                rect.centery = self.row_centre(i)
                if side < 0:
                    rect.right = self.centre - 1
                else:
                    rect.left = self.centre + 2
                out.append((i, rect))
        return out

    def label_lines(self, label: str) -> tuple[int, tuple[str, ...]]:
        """A name in its column beside its bar: one line, else two broken at a space or after a
        hyphen (shrunk no further than the readable floor)."""
        return fit(label, self.label_w - 8, self.text, False, 2)

    def row_centre(self, i: int) -> int:
        """The y of row i's bar."""
        if self.stacked:
            return self.top + i * self.row_h + line_step(self.text) + (self.row_h - line_step(self.text)) // 2
        return self.top + i * self.row_h + self.row_h // 2

    def static_picture(self) -> tuple[pygame.Surface, Recording]:
        if self._static is None:
            surf = pygame.Surface(self.size, pygame.SRCALPHA)
            with Recording() as rec:
                w, h = self.size
                half = (w - self.token_w - self.label_w) // 2 - 8
                part = self.caption_x
                if self.left_caption:         # (over the names' column too: nothing else stands there)
                    size, lines = fit(self.left_caption, part - 8, self.text, False, 1)
                    blit_text(surf, lines[0], (part - 8, self.top // 2 - 2), size, LABEL_INK, anchor="midright")
                if self.right_caption:
                    gap = 8 if font(self.text).size(self.right_caption)[0] <= w - part - 8 else 4
                    size, lines = fit(self.right_caption, max(half, w - part - gap), self.text, False, 1)
                    blit_text(surf, lines[0], (part + gap, self.top // 2 - 2), size, LABEL_INK, anchor="midleft")
                bottom = self.top + self.row_h * len(self.rows)
                pygame.draw.line(surf, AXIS, (self.centre, self.top - 2), (self.centre, bottom + 2), 2)
                for i, r in enumerate(self.rows):
                    y = self.row_centre(i)
                    if self.stacked:         # token and name on a line above the bar
                        name_y = self.top + i * self.row_h + line_step(self.text) // 2
                        if r.style is not None:
                            draw_seat_token(surf, r.style, (13, name_y), 10)
                        if r.label:
                            size, lines = fit(r.label, w - self.token_w - 4, self.text, False, 1)
                            blit_text(surf, lines[0], (self.token_w, name_y), size, theme.TEXT, anchor="midleft")
                        continue
                    if r.style is not None:
                        draw_seat_token(surf, r.style, (13, y), min(12, self.row_h // 2 - 2))
                    if r.label and self.label_w:
                        size, lines = self.label_lines(r.label)
                        if len(lines) > 1:
                            drawn(r.label, size)
                        step = min(line_step(size) - 3, max(17, self.row_h // 2))   # (close together: one name)
                        first = y - step * (len(lines) - 1) / 2
                        for k, line in enumerate(lines):
                            blit_text(surf, line, (self.token_w, round(first + k * step)), size, theme.TEXT,
                                      anchor="midleft")
            self._static = (surf, rec)
        return self._static

    def _bars(self, surface, pos, progress: float) -> None:
        grow = clamp(progress)
        if grow <= 0:
            return
        x0, y0 = pos
        bar_h = 14 if self.stacked else max(10, min(26, self.row_h - 10))
        for i, r in enumerate(self.rows):
            y = y0 + self.row_centre(i)
            for side, value, text, style in ((-1, r.left, r.left_text, r.left_style),
                                             (1, r.right, r.right_text, r.right_style)):
                if self.number_column and text and grow > 0.15:     # the number at the right edge
                    blit_text(surface, text, (x0 + self.size[0], y), self.text, theme.TEXT, anchor="midright")
                    text = ""
                if not finite(value) or value <= 0:
                    if text and grow > 0.15:
                        self._text(surface, text, x0 + self.centre + side * 6, y, side)
                    continue
                length = max(2, round(min(1.0, value / self.scale) * self.reach * grow))
                who = style if style is not None else r.style if r.style is not None else 0
                colour = theme.seat_look(who)[0]
                rect = pygame.Rect(0, 0, length, bar_h)
                rect.centery = y
                if side < 0:
                    rect.right = x0 + self.centre - 1
                else:
                    rect.left = x0 + self.centre + 2
                pygame.draw.rect(surface, OUTLINE, rect.inflate(4, 4), border_radius=4)
                pygame.draw.rect(surface, colour, rect, border_radius=3)
                if text and grow > 0.15:
                    self._text(surface, text, rect.left - 6 if side < 0 else rect.right + 6, y, side)

    def _text(self, surface, text: str, x: int, y: int, side: int) -> None:
        blit_text(surface, text, (x, y), self.text, theme.TEXT, anchor="midright" if side < 0 else "midleft")

    def static(self, surface: pygame.Surface, pos) -> None:
        """The still part (captions, zero line, tokens, names), for a page of its own."""
        static, said = self.static_picture()
        surface.blit(static, pos)
        self.say(said, surface, pos)

    def moving(self, surface: pygame.Surface, pos, progress: float) -> None:
        """The bars grown to `progress`, each with its number."""
        self._bars(surface, (round(pos[0]), round(pos[1])), progress)

    def draw(self, surface: pygame.Surface, pos, progress: float = 1.0) -> None:
        pos = (round(pos[0]), round(pos[1]))
        if progress >= 1:
            if self._whole is None:
                surf = self.static_picture()[0].copy()
                with Recording() as rec:
                    self._bars(surf, (0, 0), 1.0)
                self._whole = (surf, rec)
            whole, said = self._whole
            surface.blit(whole, pos)
            self.say(self.static_picture()[1], surface, pos)
            self.say(said, surface, pos)
            return
        static, said = self.static_picture()
        surface.blit(static, pos)
        self.say(said, surface, pos)
        self._bars(surface, pos, progress)


# ---------------------------------------------------------------- shares of a whole

@dataclass(frozen=True)
class Share:
    label: str
    value: float
    text: str = ""         # written beside the label ("12 Spiele · 40 %")
    style: int | None = None   # its colour and pattern (by default: its place among the parts)


class ShareBar(_Cached):
    """One bar of the whole, split into its parts (each its colour and pattern), growing from
    the left, with a legend row per part: swatch, name, and its text."""

    BAR = 56
    ROW = 34

    def __init__(self, size: tuple[int, int], parts: Sequence[Share]):
        super().__init__()
        self.size = (max(120, int(size[0])), max(60, int(size[1])))
        self.parts = [p for p in parts if finite(p.value) and p.value > 0]
        self.total = sum(p.value for p in self.parts) or 1.0
        self._static: tuple[pygame.Surface, Recording] | None = None

    def style(self, i: int) -> tuple[tuple, str]:
        own = self.parts[i].style if i < len(self.parts) else None
        k = own if isinstance(own, int) and own >= 0 else i
        return SHARE_COLOURS[k % len(SHARE_COLOURS)], PATTERNS[k % len(PATTERNS)]

    def static_picture(self) -> tuple[pygame.Surface, Recording]:
        if self._static is None:
            surf = pygame.Surface(self.size, pygame.SRCALPHA)
            w, _h = self.size
            with Recording() as rec:
                pygame.draw.rect(surf, OUTLINE, (0, 0, w, self.BAR), border_radius=6)
                y = self.BAR + 22
                name_w = min(360, w // 2)
                for i, p in enumerate(self.parts):
                    colour, pattern = self.style(i)
                    swatch = pygame.Rect(0, y, 44, self.ROW - 8)
                    fill_pattern(surf, swatch, colour, pattern)
                    pygame.draw.rect(surf, OUTLINE, swatch, 2)
                    size, lines = fit(p.label, name_w, 22, False, 1)
                    blit_text(surf, lines[0], (58, swatch.centery), size, theme.TEXT, anchor="midleft")
                    if p.text:
                        size, lines = fit(p.text, w - name_w - 80, 22, False, 1)
                        blit_text(surf, lines[0], (w - 4, swatch.centery), size, theme.TEXT, True, "midright")
                    y += self.ROW
            self._static = (surf, rec)
        return self._static

    def draw(self, surface: pygame.Surface, pos, progress: float = 1.0) -> None:
        self.static(surface, pos)
        self.moving(surface, pos, progress)

    def static(self, surface: pygame.Surface, pos) -> None:
        """The still part (the bar's frame and the legend), for a page of its own."""
        pos = (round(pos[0]), round(pos[1]))
        static, said = self.static_picture()
        surface.blit(static, pos)
        self.say(said, surface, pos)

    def moving(self, surface: pygame.Surface, pos, progress: float) -> None:
        """The parts of the bar, grown from the left to `progress`."""
        pos = (round(pos[0]), round(pos[1]))
        w = self.size[0] - 4
        reach = round(w * clamp(progress))
        x = 0.0
        for i, p in enumerate(self.parts):
            part_w = p.value / self.total * w
            left, right = round(x), min(round(x + part_w), reach)
            x += part_w
            if right <= left:
                continue
            colour, pattern = self.style(i)
            rect = pygame.Rect(pos[0] + 2 + left, pos[1] + 2, right - left - 2, self.BAR - 4)
            fill_pattern(surface, rect, colour, pattern)


