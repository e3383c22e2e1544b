"""Durchmarsch's story: how far each seat got round by round, its marches, and its luck.

`StoryRecorder(match)` reads the events `match.apply` returns (`observe(events)`) and tells the
story so far (`story()`):

- Chart "best open row": one line per seat, x = the seat's round (its turns: round 1 is its
  first turn), y = the crosses in its best row not struck out, what decides the places (a
  struck row no longer counts: the line drops), so the top line at the end is the winner's.
  Marks: "misthrow" (a first misthrow in a row), "row_struck" (the second, the row is struck
  out), "row_completed" (the winning row), each at the round it happened and the best open
  row then.
- Chart: x ends at the game's last round; each seat's line ends at its own last turn (a seat
  that did not play the last round has no point there).
- Highlights: first the race as the chart's lines tell it (`race_highlights`: a comeback,
  a close finish, a lead changing hands, a win from the first round), then (at most three in all, each only when it happened, ties naming everyone tied): the
  longest march (most numbers crossed in one turn), the lucky run (the numbers made one after
  another in one turn against the lowest exact chance of making them all, the product of each
  throw's chance; only at a chance of at most 10 %: a single number never is that unlikely,
  8 dice make a 10 four times in five) and the bitter miss (the misthrow
  against the highest chance of making the number, only when missing had a chance of at most
  10 %). The winner always has one: the most numbers crossed when that is theirs, else the row
  they completed (or that they stayed in last).
- Luck: hits (numbers made) against the expected number of hits: for every throw, the exact
  chance that the dice thrown make the number needed (`odds.dm_hit_fraction`), summed.

Seats are the match's seat indices. Keys are `story.durchmarsch.…` (assets/i18n/*/story.toml).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from game.durchmarsch.match import (
    NUMBERS,
    ROWS,
    DiceRolled,
    Misthrow,
    NumberCrossed,
    RowCompleted,
    Stopped,
)
from game.durchmarsch.odds import dm_hit_fraction
from game.engine import GameOver
from game.story import LUCKY, Chart, Highlight, Luck, Story, best_of, race_of, tied, with_winner
from game.story_data import (
    MAX_DENOMINATOR,
    Lines,
    fraction,
    fraction_list,
    save_fraction,
    seat,
    table,
    tied_record,
    whole,
    whole_list,
    winners,
)

GAME = "durchmarsch"
COMEBACK = 3        # crosses behind the leader after some round that make the winner's comeback
CLOSE = 2           # numbers the runner-up was short of a full row in a close finish
LEAD_CHANGES = 3    # the lead changed hands at least this often: a tight race
# the places: the most crosses in a row not struck, then fewer struck rows, then more crosses
# in all (`Match.ranking`); the winner and the seats that are out stand apart
RANKED_BY = ("best_row", "struck_rows", "crosses")
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
        sheets = [match.sheet(s) for s in range(n)]
        self.row_crosses = [list(sheet.crosses) for sheet in sheets]     # per seat, per row
        self.struck = [[sheet.struck(r) for r in range(ROWS)] for sheet in sheets]
        self.hits = [0] * n
        self.throws = [0] * n
        self.expected = [Fraction(0)] * n
        # the turn under way: whether one is, and how many numbers it has crossed
        self.in_turn = match.phase == "decide"
        self.march = match.hits_this_turn if self.in_turn else 0
        self.chance = Fraction(0)          # the exact chance of the last throw
        self.run_chance = Fraction(1)      # the chance of every hit of the turn under way
        self.target = 0                    # the number the last throw needed
        # highlights: [seat, count, round, tied] / [seat, chance, count or number, round, tied]
        self.winners: list[int] | None = None
        self.longest: list | None = None
        self.unlikeliest: list | None = None
        self.likeliest_miss: list | None = None
        self.lines = Lines(n)
        for s in range(n):
            self.lines.point(s, self.rounds[s], self.best_row(s))

    def best_row(self, seat: int) -> int:
        """The most crosses in one of `seat`'s rows that is not struck out (what decides the
        places)."""
        return max((c for c, struck in zip(self.row_crosses[seat], self.struck[seat], strict=True)
                    if not struck), default=0)

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
                self.lines.mark(s, self.rounds[s], self.best_row(s), "row_completed")
                self.in_turn = False
            elif kind is GameOver:
                self.winners = list(ev.ranking[0]) if ev.ranking else None

    def _thrown(self, ev: DiceRolled) -> None:
        s = ev.seat
        if not self.in_turn:                       # a Roll: the seat's next round begins
            self.in_turn = True
            self.march = 0
            self.run_chance = Fraction(1)
            self.rounds[s] += 1
        self.chance = dm_hit_fraction(len(ev.faces), ev.target)    # cached
        self.target = ev.target
        self.expected[s] += self.chance
        self.throws[s] += 1

    def _crossed(self, ev: NumberCrossed) -> None:
        s = ev.seat
        self.hits[s] += 1
        self.crossed[s] += 1
        if 0 <= ev.row < ROWS:
            self.row_crosses[s][ev.row] += 1
        self.march += 1
        self.lines.point(s, self.rounds[s], self.best_row(s))
        self.run_chance = (self.run_chance * self.chance).limit_denominator(MAX_DENOMINATOR)
        self.longest = tied(self.longest, s, self.march, [s, self.march, self.rounds[s]])
        self.unlikeliest = tied(self.unlikeliest, s, self.run_chance,
                                [s, self.run_chance, self.march, self.rounds[s]], more=False)

    def _missed(self, ev: Misthrow) -> None:
        s = ev.seat
        if ev.struck and 0 <= ev.row < ROWS:
            self.struck[s][ev.row] = True
        self.lines.point(s, self.rounds[s], self.best_row(s))
        self.lines.mark(s, self.rounds[s], self.best_row(s), "row_struck" if ev.struck else "misthrow")
        self.likeliest_miss = tied(self.likeliest_miss, s, self.chance,
                                   [s, self.chance, self.target, self.rounds[s]])
        self.in_turn = False

    def expected_hits(self, seat: int) -> Fraction:
        """The exact expected number of hits for the dice `seat` threw."""
        return self.expected[seat]

    # -- telling -----------------------------------------------------------------------------
    def story(self) -> Story:
        chart = Chart(
            title_key=f"{KEY}.chart.title", x_key=f"{KEY}.chart.x", y_key=f"{KEY}.chart.y",
            lines=self.lines.lines(), y_max=NUMBERS,
            mark_keys={kind: f"{KEY}.mark.{kind}" for kind in KINDS}, x_end=max(self.rounds))
        highlights = self.race_highlights()
        lucky = self.unlikeliest if self.unlikeliest is not None and self.unlikeliest[1] <= LUCKY else None
        if self.longest is not None:
            s, count, rnd, others = self.longest
            same_turn = lucky is not None and (lucky[0], lucky[2], lucky[3], lucky[4]) == (s, count, rnd, others)
            if not same_turn:        # (else the lucky run tells this turn, with its chance)
                highlights.append(Highlight(f"{KEY}.highlight.longest_march", s, {"n": count, "round": rnd},
                                            tuple(others)))
        if lucky is not None:
            s, chance, count, rnd, others = lucky
            highlights.append(Highlight(f"{KEY}.highlight.lucky_run", s,
                                        {"n": count, "percent": _percent(chance), "round": rnd},
                                        tuple(others)))
        if self.likeliest_miss is not None and 1 - self.likeliest_miss[1] <= LUCKY:
            s, chance, number, rnd, others = self.likeliest_miss
            highlights.append(Highlight(f"{KEY}.highlight.likeliest_miss", s,
                                        {"number": number, "percent": _percent(chance), "round": rnd},
                                        tuple(others)))
        luck = [Luck(s, self.hits[s], float(self.expected[s]), f"{KEY}.luck.unit", True)
                for s in range(self.seats)]
        return Story([chart], with_winner(highlights, self.winners, self.winner_highlight(), self.seats), luck,
                     verdict_key=f"{KEY}.luck.verdict", ranked_by=RANKED_BY, ranking_key=f"{KEY}.ranking",
                     void_when={"best_row": ("struck_rows", ROWS)})

    def race_highlights(self) -> list[Highlight]:
        """The story of the race, from the lines of the best open rows (at most two): the
        winner's comeback (at least COMEBACK crosses behind after some round), a close finish
        (the runner-up a number or two short of a full row), a lead that changed hands often,
        or a winner who led from the first round."""
        if not self.winners or len(self.winners) != 1:
            return []
        w = self.winners[0]
        lines = [list(points) for points in self.lines.points]
        race = race_of(lines, w)
        out: list[Highlight] = []
        if race.deficit >= COMEBACK:
            out.append(Highlight(f"{KEY}.highlight.comeback", w, {"n": int(race.deficit), "round": race.deficit_round}))
        short = NUMBERS - (lines[race.runner_up][-1][1] if race.runner_up is not None else 0)
        if lines[w] and lines[w][-1][1] == NUMBERS and 0 < short <= CLOSE:
            out.append(Highlight(f"{KEY}.highlight.close_finish", w, {"n": int(short), "runner_seat": race.runner_up}))
        if race.changes >= LEAD_CHANGES:
            out.append(Highlight(f"{KEY}.highlight.lead_changes", w,
                                 {"n": race.changes, "round": race.led_from or race.rounds}))
        elif race.led_from == 1 and race.rounds >= 3 and not out:
            out.append(Highlight(f"{KEY}.highlight.wire_to_wire", w, {"n": int(lines[w][-1][0])}))
        return out[:2]

    def winner_highlight(self) -> Highlight | None:
        """The winner's own line: the most numbers crossed when that is theirs, else the row
        they completed, else that they stayed in last."""
        if not self.winners:
            return None
        s = self.winners[0]
        best = best_of(dict(enumerate(self.crossed)), s)
        if best is not None and self.crossed[s] > 0:
            return Highlight(f"{KEY}.highlight.most_crosses", s, {"n": self.crossed[s]}, best[1:])
        done = [m for m in self.lines.marks[s] if m[2] == "row_completed"]
        if done:
            return Highlight(f"{KEY}.highlight.row_completed", s, {"round": done[-1][0]})
        return Highlight(f"{KEY}.highlight.last_standing", s, {"round": self.rounds[s]})

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        def chance_record(rec):
            return None if rec is None else [rec[0], save_fraction(rec[1]), rec[2], rec[3], list(rec[4])]

        return {
            "game": GAME, "version": 1, "seats": self.seats,
            "rounds": list(self.rounds), "crossed": list(self.crossed), "hits": list(self.hits),
            "row_crosses": [list(rows) for rows in self.row_crosses],
            "struck": [list(rows) for rows in self.struck],
            "throws": list(self.throws), "expected": [save_fraction(e) for e in self.expected],
            "in_turn": self.in_turn, "march": self.march, "chance": save_fraction(self.chance),
            "target": self.target, "run_chance": save_fraction(self.run_chance),
            "winners": self.winners,
            "longest": None if self.longest is None else [*self.longest[:3], list(self.longest[3])],
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
                                  "lines"}, frozenset({"winners", "run_chance", "row_crosses", "struck"}))
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
        rec.run_chance = fraction(data.get("run_chance", [1, 1]), "the turn's chance", 1)

        def seat_count_round(value, what):
            return tied_record(value, what, 3, n, lambda v: [
                seat(v[0], n), whole(v[1], what, 1, 10), whole(v[2], what, 1, MAX_ROUNDS)])

        def chance_record(value, what):
            return tied_record(value, what, 4, n, lambda v: [
                seat(v[0], n), fraction(v[1], what, 1), whole(v[2], what, 1, 10), whole(v[3], what, 1, MAX_ROUNDS)])

        rec.winners = winners(data.get("winners"), n)
        rec.longest = seat_count_round(data["longest"], "the longest march")
        rec.unlikeliest = chance_record(data["unlikeliest"], "the lucky run")
        rec.likeliest_miss = chance_record(data["likeliest_miss"], "the likeliest miss")
        rec.lines = Lines.from_dict(data["lines"], n, KINDS, (0, MAX_ROUNDS), (0, MAX_CROSSES))
        if "row_crosses" in data or "struck" in data:
            rec.row_crosses = [whole_list(rows, ROWS, "crosses in a row", 0, NUMBERS)
                               for rows in _per_seat(data.get("row_crosses"), n, "row_crosses")]
            rec.struck = [_flags(rows) for rows in _per_seat(data.get("struck"), n, "struck")]
            for s in range(n):
                if sum(rec.row_crosses[s]) > rec.crossed[s]:
                    raise ValueError(f"seat {s} has more crosses in its rows than in all")
        else:      # (a story saved before it followed the rows: its lines counted every cross)
            sheets = [match.sheet(s) for s in range(n)] if match is not None else None
            rec.row_crosses = [list(sheets[s].crosses) if sheets else [0] * ROWS for s in range(n)]
            rec.struck = [[sheets[s].struck(r) for r in range(ROWS)] if sheets else [False] * ROWS
                          for s in range(n)]
            rec.lines = Lines(n)
            for s in range(n):
                rec.lines.point(s, rec.rounds[s], rec.best_row(s))
        return rec


def _per_seat(value: Any, n: int, what: str) -> list:
    if not isinstance(value, list) or len(value) != n or not all(isinstance(v, list) for v in value):
        raise ValueError(f"{what} must be a list of {n} lists")
    return value


def _flags(value: list) -> list[bool]:
    if len(value) != ROWS or not all(isinstance(v, bool) for v in value):
        raise ValueError(f"struck must be {ROWS} times true or false")
    return list(value)


def _percent(chance: Fraction) -> float:
    return round(float(chance) * 100, 1)
