"""A game's story, as the results screen tells it: charts over the game, highlights, luck.

Each game's `game/<game>/story.py` keeps a `StoryRecorder` that reads the engine's events as
they happen (never the screen's beats) and can say at any moment what the game's story is so
far (`story()`), as plain data: no pygame here, the results screen draws it. A recorder is
saved with its game (`to_dict` / `from_dict`), so a resumed game still tells its whole story.

Texts are language-table keys with parameters (the screen words them); seats are the match's
seat indices (for Mensch: colours, each drawn in its seat's colour and shape).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Mark:
    """A point on a line that tells something: a lost turn, a knock-out, a coaster won."""

    x: float
    y: float
    kind: str            # "lost_turn", "knocked_out", "knocks_out", "misthrow", "row_struck", "coaster", ...


@dataclass
class Line:
    """One seat's line through the game: (x, y) points in order of x, with its marks."""

    seat: int
    points: list[tuple[float, float]] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)


@dataclass
class Chart:
    """A chart of one line per seat. `x_key` and `y_key` name the axes, `title_key` the chart,
    `mark_keys` what each kind of mark means (for the legend)."""

    title_key: str
    x_key: str
    y_key: str
    lines: list[Line] = field(default_factory=list)
    y_max: float | None = None           # the axis' top when the game has one (10,000 points, 40 fields)
    mark_keys: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Highlight:
    """A moment worth telling: a language-table key, the seat it belongs to and the key's
    parameters (numbers as numbers: the screen formats them)."""

    key: str
    seat: int
    params: dict = field(default_factory=dict, hash=False, compare=True)


@dataclass(frozen=True)
class Luck:
    """How lucky one seat's dice were: what it got against what the exact odds expected, in
    `unit_key` (hits, sixes, Nieten, luck symbols). `good_when_more` says whether more than
    expected is luck (hits) or bad luck (Nieten)."""

    seat: int
    actual: float
    expected: float
    unit_key: str
    good_when_more: bool = True

    @property
    def luck(self) -> float:
        """Positive: luckier than expected, by this many units."""
        more = self.actual - self.expected
        return more if self.good_when_more else -more


@dataclass
class Story:
    charts: list[Chart] = field(default_factory=list)
    highlights: list[Highlight] = field(default_factory=list)
    luck: list[Luck] = field(default_factory=list)

    def luckiest(self) -> Luck | None:
        """The seat whose dice were luckiest (the first of equals), None without figures."""
        return max(self.luck, key=lambda figure: figure.luck, default=None)
