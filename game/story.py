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
- a highlight held by several seats at once (a tie) lists the others in `others`; the screen
  then uses the key's `_tied` variant, with every tied seat's name in `{name}`.

What a story promises (each game's recorder keeps it, tests check it per game):
- a chart's x axis ends where the game ended (`Chart.x_end`: its last round, throw or second);
- a tie names everyone tied; the winner always has a highlight among the few shown
  (`with_winner`);
- a hit is called lucky only when its chance was at most `LUCKY` (10 %), a miss bitter only
  when the chance of missing was at most `LUCKY` too;
- a highlight more than half of the players share is no highlight (an ordinary moment).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

LUCKY = Fraction(1, 10)      # "lucky" / "bitter" only for what had at most this chance (1 in 10)
HIGHLIGHTS = 3               # the highlights a story tells at most


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
    x_end: float | None = None           # where the game ended on the x axis (its last round, throw, second)
    # stretches of x that are told apart (Wurf & Weg's last rolls): (from, to), named by `span_key`
    spans: list[tuple[float, float]] = field(default_factory=list)
    span_key: str = ""
    # the line the game is played to (Zehntausend's target, 3.000 under a short house rule),
    # named by `goal_key` with {n}
    goal: float | None = None
    goal_key: str = ""


@dataclass(frozen=True)
class Highlight:
    """A moment worth telling: a language-table key, the seat it belongs to and the key's
    parameters (numbers as numbers: the screen formats them)."""

    key: str
    seat: int
    params: dict = field(default_factory=dict, hash=False, compare=True)
    others: tuple[int, ...] = ()         # the seats tied with `seat` for it

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, *self.others)


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
    # expected, `<verdict_key>_par` when the luckiest had just what was expected and someone less,
    # `<verdict_key>_even` when everyone was within 0.05 of the expectation; with `_one`
    # variants, and `_tied` ones when several share the luckiest figure (`others`). `verdict()`
    # picks the key; it never contradicts the bars (they show the same rounded numbers).
    verdict_key: str = ""
    # What decides the places: the figures (keys of the engine's `figures()`) compared in this
    # order, and the language key of the one sentence that says so ("Platz: beste offene Reihe,
    # dann ..."). The ranking's cards name these figures first.
    ranked_by: tuple[str, ...] = ()
    ranking_key: str = ""
    # Figures that mean nothing for a seat once another of its figures reaches a value:
    # {figure: (other figure, value)} (Durchmarsch: the best open row, once every row is
    # struck). The report says so ("–") instead of a misleading 0.
    void_when: dict[str, tuple[str, int]] = field(default_factory=dict)
    # What the podium says under a person's name where the game words the reason for the place
    # itself: {engine seat: (language key, params)} (Mensch: "Als 2. alle im Ziel", for the
    # last "2 im Ziel · noch 31 Felder"). A seat left out gets its first ranking figure.
    podium: dict[int, tuple[str, dict]] = field(default_factory=dict)

    def void(self, figures: dict, key: str) -> bool:
        """Whether `key` means nothing among a seat's `figures` (see `void_when`)."""
        rule = self.void_when.get(key)
        return rule is not None and isinstance(figures, dict) and figures.get(rule[0]) == rule[1]

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
        """The luck verdict as a key, the luckiest seat (and those tied with it at the shown
        0.1) and `n` (how many units it was ahead of the expectation, or behind it for
        `_unlucky`, rounded to 0.1); None without figures."""
        best = self.luckiest()
        if best is None or not self.verdict_key:
            return None
        shown = [f for f in self.luck if f.unit_key == best.unit_key]
        top = round(best.luck, 1)
        others = tuple(f.seat for f in shown if f.seat != best.seat and round(f.luck, 1) == top)
        n = abs(top)
        if all(round(f.luck, 1) == 0 for f in shown):
            return Highlight(f"{self.verdict_key}_even", best.seat, {"n": 0.0})
        if n == 0:
            return Highlight(f"{self.verdict_key}_par", best.seat, {"n": 0.0}, others)
        key = self.verdict_key if top > 0 else f"{self.verdict_key}_unlucky"
        return Highlight(key, best.seat, {"n": n}, others)

def tied(record: list | None, seat: int, value, new: list, more: bool = True) -> list | None:
    """A record held by one seat and whoever ties it: `record` is None or a list whose [0] is
    the seat, [1] the value and [-1] the list of seats tied with it. A better `value` makes
    `new` (the record without its tied list) the record, an equal one by another seat joins
    the tie; returns the record."""
    if record is None or (value > record[1] if more else value < record[1]):
        return [*new, []]
    if value == record[1] and seat != record[0] and seat not in record[-1]:
        record[-1].append(seat)
    return record


def best_of(values: dict[int, float], seat: int, more: bool = True) -> tuple[int, ...] | None:
    """The seats that share the best of `values` (seat -> value), `seat` first, when `seat` is
    among them; None when it is not."""
    if seat not in values:
        return None
    best = max(values.values()) if more else min(values.values())
    if values[seat] != best:
        return None
    return (seat, *sorted(s for s, v in values.items() if v == best and s != seat))


def shared_by_most(seats, players: int) -> bool:
    """More than half of `players` share a highlight held by `seats` (an ordinary moment)."""
    return 2 * len(set(seats)) > players


def with_winner(highlights: list[Highlight], winners, winner_highlight: Highlight | None,
                seats: int | None = None) -> list[Highlight]:
    """The highlights a story tells (at most HIGHLIGHTS), the first of them about a winner (so
    a screen with room for one still shows it): a winner's highlight among them moves to the
    front; when there is none, the winner's own highlight comes first.

    With `seats` (how many seats play), a highlight more than half of them share is dropped: a
    moment most players had is no highlight (the winner's own highlight still stands)."""
    if seats is not None and seats > 1:
        highlights = [h for h in highlights if not shared_by_most(h.seats, seats)]
    winners = set(winners or ())
    if not winners:
        return list(highlights[:HIGHLIGHTS])
    theirs = [h for h in highlights if winners & set(h.seats)]
    if theirs:
        first = theirs[0]
        rest = [h for h in highlights if h is not first]
        return [first] + rest[:HIGHLIGHTS - 1]
    if winner_highlight is None:
        return list(highlights[:HIGHLIGHTS])
    return [winner_highlight] + list(highlights[:HIGHLIGHTS - 1])


# -- the race: who led when ------------------------------------------------------------------

@dataclass(frozen=True)
class Race:
    """How a race of lines went (higher is better), round by round: the winner's largest
    deficit to the leader and its round, how often the lead changed hands, from which round the
    winner led for good, and the winner's margin over the runner-up at the end."""

    deficit: float = 0
    deficit_round: int = 0
    changes: int = 0
    led_from: int = 0              # the round from which the winner led alone to the end
    rounds: int = 0                # the complete rounds compared
    margin: float | None = None
    runner_up: int | None = None


def value_at(points, x: float) -> float:
    """A step line's value at `x`: its last point at or before `x` (its first before it)."""
    value = points[0][1] if points else 0
    for px, py in points:
        if px > x:
            break
        value = py
    return value


def race_of(lines: list[list[tuple[float, float]]], winner: int) -> Race:
    """The race of `lines` (one list of (round, value) points per seat, higher is better) as
    `winner` ran it, compared after each round every seat has played."""
    seats = [s for s, points in enumerate(lines) if points]
    if winner not in seats or len(seats) < 2:
        return Race()
    rounds = int(min(lines[s][-1][0] for s in seats))
    deficit, deficit_round, changes, led_from, leader = 0.0, 0, 0, 0, None
    for r in range(1, rounds + 1):
        values = {s: value_at(lines[s], r) for s in seats}
        best = max(values.values())
        behind = best - values[winner]
        if behind > deficit:
            deficit, deficit_round = behind, r
        top = [s for s, v in values.items() if v == best]
        if len(top) == 1:
            if leader is not None and top[0] != leader:
                changes += 1
            leader = top[0]
        if top == [winner]:
            led_from = led_from or r
        else:
            led_from = 0
    if not led_from:                 # (the winner went ahead only in the last round)
        led_from = int(lines[winner][-1][0])
    ends = {s: lines[s][-1][1] for s in seats}
    runner_up = max((s for s in seats if s != winner), key=lambda s: ends[s])
    return Race(deficit, deficit_round, changes, led_from, rounds, ends[winner] - ends[runner_up], runner_up)


def longest_streak(marked_rounds: list[float]) -> tuple[int, int]:
    """(length, first round) of the longest run of consecutive rounds among `marked_rounds`."""
    rounds = sorted({int(r) for r in marked_rounds})
    best, start, run, first = 0, 0, 0, 0
    for i, r in enumerate(rounds):
        if i and r == rounds[i - 1] + 1:
            run += 1
        else:
            run, first = 1, r
        if run > best:
            best, start = run, first
    return best, start
