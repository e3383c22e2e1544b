"""A game's story, as the results screen tells it: charts over the game, highlights, luck.

Each game's `game/<game>/story.py` keeps a `StoryRecorder` that reads the engine's events as
they happen (never the screen's beats) and can say at any moment what the game's story is so
far (`story()`), as plain data: no pygame here, the results screen draws it. A recorder is
saved with its game (`to_dict` / `from_dict`), so a resumed game still tells its whole story.

Texts are language-table keys with parameters (the screen words them); seats are the match's
seat indices (for Mensch: colours, each drawn in its seat's colour and shape).

Conventions of the parameters (every game keeps them):
- `{name}` in a highlight's or the verdict's text is the name of the highlight's `seat` (for
  Mensch: of the seat playing that colour); the screen fills it in.
- a parameter whose name ends in `_seat` (`victim_seat`) is another seat's index (Mensch: a
  colour); the screen shows that seat's name in `{victim_seat}`.
- `n` is the number that decides singular or plural: a key `k` has a variant `k_one` for
  n == 1 (`Texts.count(key, n, ...)`). Every other parameter is a plain number.
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
    # The one-sentence luck verdict: `<verdict_key>` ("Anna hatte das meiste Glück: {n} Treffer
    # mehr als erwartet"), `<verdict_key>_unlucky` when even the luckiest had less luck than
    # expected, `<verdict_key>_even` when the luckiest was within 0.05 of the expectation; each
    # but `_even` with a `_one` variant. `verdict()` picks the key.
    verdict_key: str = ""

    def luckiest(self, unit_key: str | None = None) -> Luck | None:
        """The seat whose dice were luckiest (the first of equals), None without figures.

        Figures in different units (Mensch: sixes and knock-out chances) are never compared:
        only those in `unit_key` count, by default the unit of the first figure (a game lists
        its main measure first)."""
        if unit_key is None and self.luck:
            unit_key = self.luck[0].unit_key
        figures = [figure for figure in self.luck if figure.unit_key == unit_key]
        return max(figures, key=lambda figure: figure.luck, default=None)

    def verdict(self) -> Highlight | None:
        """The luck verdict as a key, the luckiest seat and `n` (how many units it was ahead of
        the expectation, or behind it for `_unlucky`, rounded to 0.1); None without figures.
        The screen words it with `Texts.count(key, n, name=...)`."""
        best = self.luckiest()
        if best is None or not self.verdict_key:
            return None
        n = round(abs(best.luck), 1)
        if n == 0:
            return Highlight(f"{self.verdict_key}_even", best.seat, {"n": 0.0})
        key = self.verdict_key if best.luck > 0 else f"{self.verdict_key}_unlucky"
        return Highlight(key, best.seat, {"n": n})
