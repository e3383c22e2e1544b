"""What the four story recorders (`game/<game>/story.py`) share: each seat's line with its
marks, kept short, and the checks that turn a saved recorder back into one or refuse it.

A recorder is saved with its game (`extra["story"]` of the autosave), so everything read back
is checked like the rest of a save: whole numbers and finite numbers in range, lists no
longer than their cap, known kinds of marks, points in order of x. Anything else is a
`ValueError` with a message that says what is wrong.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from game.story import Line, Mark

VERSION = 1
MAX_POINTS = 2000        # points of one seat's line (a long game is thinned, never cut off)
MAX_MARKS = 500          # marks of one seat's line (more are not recorded)
MAX_COUNT = 10**9        # any count a recorder keeps (throws, hits, turns)
MAX_DENOMINATOR = 6**8   # expected values are sums of exact chances of at most 8 dice


# -- checks ------------------------------------------------------------------------------------

def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def table(data: Any, game: str, keys: set[str], optional: frozenset[str] = frozenset({"winners"})) -> dict:
    """A saved recorder of `game`: a dict with exactly `keys` (plus game and version), and
    perhaps `optional` ones (older saves lack them)."""
    if not isinstance(data, dict):
        raise ValueError(f"a saved story is a table, not {type(data).__name__}")
    if data.get("game") != game:
        raise ValueError(f"not a story of {game} (game = {str(data.get('game'))[:40]!r})")
    if not _whole(data.get("version")) or data.get("version") != VERSION:
        raise ValueError(f"unknown story version {str(data.get('version'))[:20]!r}; expected {VERSION}")
    want = keys | {"game", "version"}
    unknown = set(data) - want - optional
    if unknown:
        raise ValueError(f"unknown story fields: {', '.join(sorted(str(k)[:20] for k in unknown))}")
    missing = want - set(data)
    if missing:
        raise ValueError(f"the story lacks {', '.join(sorted(missing))}")
    return data


def _show(value: Any) -> str:
    return repr(value)[:40]


def whole(value: Any, what: str, lo: int = 0, hi: int = MAX_COUNT) -> int:
    if not _whole(value) or not lo <= value <= hi:
        raise ValueError(f"{what} must be a whole number {lo}-{hi}, not {_show(value)}")
    return value


def number(value: Any, what: str, lo: float, hi: float) -> float:
    if not _number(value) or not lo <= value <= hi:
        raise ValueError(f"{what} must be a finite number {lo:g}-{hi:g}, not {_show(value)}")
    return value


def optional(value: Any, check, *args):
    return None if value is None else check(value, *args)


def seat(value: Any, seats: int, what: str = "seat") -> int:
    return whole(value, what, 0, seats - 1)


def whole_list(value: Any, n: int, what: str, lo: int = 0, hi: int = MAX_COUNT) -> list[int]:
    if not isinstance(value, list) or len(value) != n:
        raise ValueError(f"{what} must list {n} whole numbers")
    return [whole(v, what, lo, hi) for v in value]


def fraction(value: Any, what: str, hi: int = MAX_COUNT) -> Fraction:
    """An exact chance or sum of chances, saved as [numerator, denominator]."""
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{what} must be [numerator, denominator]")
    den = whole(value[1], f"{what} (denominator)", 1, MAX_DENOMINATOR)
    num = whole(value[0], f"{what} (numerator)", 0, hi * den)
    return Fraction(num, den)


def fraction_list(value: Any, n: int, what: str) -> list[Fraction]:
    if not isinstance(value, list) or len(value) != n:
        raise ValueError(f"{what} must list {n} fractions")
    return [fraction(v, what) for v in value]


def save_fraction(value: Fraction) -> list[int]:
    return [value.numerator, value.denominator]


def record(value: Any, what: str, length: int) -> list | None:
    """A highlight's record: None (none yet) or a list of `length` items, checked by the caller."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"{what} must be null or a list of {length} items")
    return value


def tied_record(value: Any, what: str, length: int, seats: int, check) -> list | None:
    """A record that names the seats tied with it (`game.story.tied`): None, or `length` items
    checked by `check(items)` and then the list of tied seats (a save from before ties were
    kept has none: an empty list)."""
    if value is None:
        return None
    if isinstance(value, list) and len(value) == length:
        value = [*value, []]
    value = record(value, what, length + 1)
    others = value[-1]
    if not isinstance(others, list) or len(others) >= seats:
        raise ValueError(f"{what}: the seats tied with it must be a list of fewer than {seats}")
    others = [seat(s, seats, f"{what}: a tied seat") for s in others]
    items = check(value[:-1])
    if len(set(others)) != len(others) or items[0] in others:
        raise ValueError(f"{what}: a seat is tied with itself")
    return [*items, others]


def winners(value: Any, seats: int) -> list[int] | None:
    """The seats that won (None: the game is not over)."""
    if value is None:
        return None
    if not isinstance(value, list) or not 1 <= len(value) <= seats:
        raise ValueError(f"winners must be null or a list of 1-{seats} seats")
    out = [seat(s, seats, "a winner") for s in value]
    if len(set(out)) != len(out):
        raise ValueError("a winner is named twice")
    return out


# -- lines -------------------------------------------------------------------------------------

class Lines:
    """One line per seat: (x, y) points in order of x, and marks. A point at the same x as the
    line's last one replaces it (several events of one moment make one point); an x earlier
    than the last one counts as the last one, so a line never runs backwards. A line that
    reaches MAX_POINTS is thinned to every second point (the shape stays, the detail halves);
    marks beyond MAX_MARKS are not recorded."""

    def __init__(self, seats: int):
        self.points: list[list[tuple[float, float]]] = [[] for _ in range(seats)]
        self.marks: list[list[tuple[float, float, str]]] = [[] for _ in range(seats)]

    def point(self, seat: int, x: float, y: float) -> None:
        points = self.points[seat]
        if points and x <= points[-1][0]:
            points[-1] = (points[-1][0], y)
            return
        if len(points) >= MAX_POINTS:
            del points[1::2]
        points.append((x, y))

    def mark(self, seat: int, x: float, y: float, kind: str) -> None:
        marks = self.marks[seat]
        if len(marks) < MAX_MARKS:
            if self.points[seat]:
                x = max(x, self.points[seat][0][0])
            marks.append((x, y, kind))

    def lines(self, until: float | None = None) -> list[Line]:
        """The lines as the story shows them; with `until`, each line is carried on flat to
        that x (a seat whose score did not change still has a line to the end)."""
        out = []
        for seat, points in enumerate(self.points):
            pts = list(points)
            if until is not None and pts and pts[-1][0] < until:
                pts.append((until, pts[-1][1]))
            out.append(Line(seat, pts, [Mark(x, y, kind) for x, y, kind in self.marks[seat]]))
        return out

    def to_dict(self) -> dict:
        return {"points": [[[x, y] for x, y in line] for line in self.points],
                "marks": [[[x, y, kind] for x, y, kind in line] for line in self.marks]}

    @classmethod
    def from_dict(cls, data: Any, seats: int, kinds: tuple[str, ...], x_range: tuple[float, float],
                  y_range: tuple[float, float], whole_x: bool = True, whole_y: bool = True) -> Lines:
        if not isinstance(data, dict) or set(data) != {"points", "marks"}:
            raise ValueError("the story's lines must be a table of points and marks")
        out = cls(seats)
        check_x = (lambda v, w: whole(v, w, *x_range)) if whole_x else (lambda v, w: number(v, w, *x_range))
        check_y = (lambda v, w: whole(v, w, *y_range)) if whole_y else (lambda v, w: number(v, w, *y_range))
        points, marks = data["points"], data["marks"]
        if not isinstance(points, list) or len(points) != seats or not isinstance(marks, list) or len(marks) != seats:
            raise ValueError(f"the story's points and marks must list {seats} lines")
        for s in range(seats):
            line = points[s]
            if not isinstance(line, list) or len(line) > MAX_POINTS:
                raise ValueError(f"the story's line {s} must list at most {MAX_POINTS} points")
            last = -math.inf
            for p in line:
                if not isinstance(p, list) or len(p) != 2:
                    raise ValueError(f"a point of line {s} must be [x, y]")
                x, y = check_x(p[0], "a point's x"), check_y(p[1], "a point's y")
                if x <= last:
                    raise ValueError(f"the points of line {s} are not in order of x")
                last = x
                out.points[s].append((x, y))
            line = marks[s]
            if not isinstance(line, list) or len(line) > MAX_MARKS:
                raise ValueError(f"the story's line {s} must list at most {MAX_MARKS} marks")
            for m in line:
                if not isinstance(m, list) or len(m) != 3:
                    raise ValueError(f"a mark of line {s} must be [x, y, kind]")
                if m[2] not in kinds:
                    raise ValueError(f"unknown kind of mark {str(m[2])[:30]!r}")
                out.marks[s].append((check_x(m[0], "a mark's x"), check_y(m[1], "a mark's y"), m[2]))
        return out
