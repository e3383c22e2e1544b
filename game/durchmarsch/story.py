"""Durchmarsch's story: how far each seat got round by round, its marches, and its luck.

`StoryRecorder(match)` reads the events `match.apply` returns (`observe(events)`) and tells the
story so far (`story()`):

- Chart "numbers crossed": one line per seat, x = the seat's round (its turns: round 1 is its
  first turn), y = numbers crossed in all rows so far (crosses in a struck row stay on the
  paper and count). Marks: "misthrow" (a first misthrow in a row), "row_struck" (the second,
  the row is struck out), "row_completed" (the winning row), each at the round it happened
  and the numbers crossed then.
- Highlights (at most three, each only when it happened): the longest march (most numbers
  crossed in one turn), the unlikeliest hit (the number made against the lowest exact chance)
  and the likeliest miss (the misthrow against the highest chance of making the number).
- Luck: hits (numbers made) against the expected number of hits: for every throw, the exact
  chance that the dice thrown make the number needed (`odds.dm_hit_fraction`), summed.

Seats are the match's seat indices. Keys are `story.durchmarsch.…` (assets/i18n/*/story.toml).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from game.durchmarsch.match import (
    DiceRolled,
    Misthrow,
    NumberCrossed,
    RowCompleted,
    Stopped,
)
from game.durchmarsch.odds import dm_hit_fraction
from game.story import Chart, Highlight, Luck, Story
from game.story_data import (
    Lines,
    fraction,
    fraction_list,
    record,
    save_fraction,
    seat,
    table,
    whole,
    whole_list,
)

GAME = "durchmarsch"
KEY = f"story.{GAME}"
KINDS = ("misthrow", "row_struck", "row_completed")
MAX_CROSSES = 40          # four rows of ten
MAX_ROUNDS = 10**6


class StoryRecorder:
    """Durchmarsch's story, recorded from the engine's events as they happen."""

    def __init__(self, match):
        self.seats = match.seats
        n = self.seats
        self.rounds = [match.figures(s)["turns"] for s in range(n)]   # turns started per seat
        self.crossed = [match.figures(s)["crosses"] for s in range(n)]
        self.hits = [0] * n
        self.throws = [0] * n
        self.expected = [Fraction(0)] * n
        # the turn under way: whether one is, and how many numbers it has crossed
        self.in_turn = match.phase == "decide"
        self.march = match.hits_this_turn if self.in_turn else 0
        self.chance = Fraction(0)          # the exact chance of the last throw
        self.target = 0                    # the number the last throw needed
        # highlights: [seat, count, round] / [seat, chance, number, round]
        self.longest: list | None = None
        self.unlikeliest: list | None = None
        self.likeliest_miss: list | None = None
        self.lines = Lines(n)
        for s in range(n):
            self.lines.point(s, self.rounds[s], self.crossed[s])

    # -- recording ---------------------------------------------------------------------------
    def observe(self, events) -> None:
        for ev in events:
            kind = type(ev)
            if kind is DiceRolled:
                self._thrown(ev)
            elif kind is NumberCrossed:
                self._crossed(ev)
            elif kind is Misthrow:
                self._missed(ev)
            elif kind is Stopped:
                self.in_turn = False
            elif kind is RowCompleted:
                s = ev.seat
                self.lines.mark(s, self.rounds[s], self.crossed[s], "row_completed")
                self.in_turn = False

    def _thrown(self, ev: DiceRolled) -> None:
        s = ev.seat
        if not self.in_turn:                       # a Roll: the seat's next round begins
            self.in_turn = True
            self.march = 0
            self.rounds[s] += 1
        self.chance = dm_hit_fraction(len(ev.faces), ev.target)    # cached
        self.target = ev.target
        self.expected[s] += self.chance
        self.throws[s] += 1

    def _crossed(self, ev: NumberCrossed) -> None:
        s = ev.seat
        self.hits[s] += 1
        self.crossed[s] += 1
        self.march += 1
        self.lines.point(s, self.rounds[s], self.crossed[s])
        if self.longest is None or self.march > self.longest[1]:
            self.longest = [s, self.march, self.rounds[s]]
        if self.unlikeliest is None or self.chance < self.unlikeliest[1]:
            self.unlikeliest = [s, self.chance, ev.number, self.rounds[s]]

    def _missed(self, ev: Misthrow) -> None:
        s = ev.seat
        self.lines.point(s, self.rounds[s], self.crossed[s])
        self.lines.mark(s, self.rounds[s], self.crossed[s], "row_struck" if ev.struck else "misthrow")
        if self.likeliest_miss is None or self.chance > self.likeliest_miss[1]:
            self.likeliest_miss = [s, self.chance, self.target, self.rounds[s]]
        self.in_turn = False

    def expected_hits(self, seat: int) -> Fraction:
        """The exact expected number of hits for the dice `seat` threw."""
        return self.expected[seat]

    # -- telling -----------------------------------------------------------------------------
    def story(self) -> Story:
        chart = Chart(
            title_key=f"{KEY}.chart.title", x_key=f"{KEY}.chart.x", y_key=f"{KEY}.chart.y",
            lines=self.lines.lines(until=max(self.rounds)), y_max=None,
            mark_keys={kind: f"{KEY}.mark.{kind}" for kind in KINDS})
        highlights = []
        if self.longest is not None:
            s, count, rnd = self.longest
            highlights.append(Highlight(f"{KEY}.highlight.longest_march", s, {"n": count, "round": rnd}))
        if self.unlikeliest is not None:
            s, chance, number, rnd = self.unlikeliest
            highlights.append(Highlight(f"{KEY}.highlight.unlikeliest_hit", s,
                                        {"number": number, "percent": _percent(chance), "round": rnd}))
        if self.likeliest_miss is not None:
            s, chance, number, rnd = self.likeliest_miss
            highlights.append(Highlight(f"{KEY}.highlight.likeliest_miss", s,
                                        {"number": number, "percent": _percent(chance), "round": rnd}))
        luck = [Luck(s, self.hits[s], float(self.expected[s]), f"{KEY}.luck.unit", True)
                for s in range(self.seats)]
        return Story([chart], highlights, luck, verdict_key=f"{KEY}.luck.verdict")

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        def chance_record(rec):
            return None if rec is None else [rec[0], save_fraction(rec[1]), rec[2], rec[3]]

        return {
            "game": GAME, "version": 1, "seats": self.seats,
            "rounds": list(self.rounds), "crossed": list(self.crossed), "hits": list(self.hits),
            "throws": list(self.throws), "expected": [save_fraction(e) for e in self.expected],
            "in_turn": self.in_turn, "march": self.march, "chance": save_fraction(self.chance),
            "target": self.target,
            "longest": None if self.longest is None else list(self.longest),
            "unlikeliest": chance_record(self.unlikeliest),
            "likeliest_miss": chance_record(self.likeliest_miss),
            "lines": self.lines.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, match=None) -> StoryRecorder:
        """A recorder from `to_dict`; ValueError for anything that is not a possible story
        (with `match`, also for a story of another number of seats)."""
        data = table(data, GAME, {"seats", "rounds", "crossed", "hits", "throws", "expected", "in_turn",
                                  "march", "chance", "target", "longest", "unlikeliest", "likeliest_miss",
                                  "lines"})
        n = whole(data["seats"], "seats", 2, 4)
        if match is not None and match.seats != n:
            raise ValueError(f"a story of {n} seats for a game of {match.seats}")
        rec = cls.__new__(cls)
        rec.seats = n
        rec.rounds = whole_list(data["rounds"], n, "rounds", 0, MAX_ROUNDS)
        rec.crossed = whole_list(data["crossed"], n, "crossed", 0, MAX_CROSSES)
        rec.hits = whole_list(data["hits"], n, "hits", 0, MAX_CROSSES)
        rec.throws = whole_list(data["throws"], n, "throws")
        rec.expected = fraction_list(data["expected"], n, "expected hits")
        for s in range(n):
            if rec.expected[s] > rec.throws[s]:
                raise ValueError(f"seat {s} is expected to hit more often than it threw")
            if rec.hits[s] > rec.throws[s]:
                raise ValueError(f"seat {s} hit more often than it threw")
        if not isinstance(data["in_turn"], bool):
            raise ValueError("in_turn must be true or false")
        rec.in_turn = data["in_turn"]
        rec.march = whole(data["march"], "march", 0, 10)
        rec.chance = fraction(data["chance"], "the last throw's chance", 1)
        rec.target = whole(data["target"], "target", 0, 10)

        def seat_count_round(value, what):
            value = record(value, what, 3)
            if value is not None:
                value = [seat(value[0], n), whole(value[1], what, 1, 10), whole(value[2], what, 1, MAX_ROUNDS)]
            return value

        def chance_record(value, what):
            value = record(value, what, 4)
            if value is not None:
                value = [seat(value[0], n), fraction(value[1], what, 1), whole(value[2], what, 1, 10),
                         whole(value[3], what, 1, MAX_ROUNDS)]
            return value

        rec.longest = seat_count_round(data["longest"], "the longest march")
        rec.unlikeliest = chance_record(data["unlikeliest"], "the unlikeliest hit")
        rec.likeliest_miss = chance_record(data["likeliest_miss"], "the likeliest miss")
        rec.lines = Lines.from_dict(data["lines"], n, KINDS, (0, MAX_ROUNDS), (0, MAX_CROSSES))
        return rec


def _percent(chance: Fraction) -> float:
    return round(float(chance) * 100, 1)
