"""Wurf & Weg's story: the dice each seat still had, second by second, the coasters and the luck.

`StoryRecorder(match)` reads the events the engine returns (`observe(events)`): from
`match.tick(t)`, `match.apply(...)` and `match.apply_batch(...)` alike, each event once. It
tells the story so far with `story()`:

- Chart "dice left": one line per seat, x = seconds on the match clock, y = the dice the
  seat has (in its hand and on its coaster). Mark "coaster" where a seat won its coaster (at
  the end of the round, with no dice left).
  The axis ends at the game's last second; the last rolls of each round (from "Stopp!" to
  the round's end, when only the luck symbol counts and the lines mostly stay flat) are kept
  as spans the chart shades and names. A span longer than LAST_ROLLS_SHOWN seconds (the
  table waits on a player's last rolls) is squeezed to that length on the chart's clock, and
  the legend says so: every line still runs to the axis' end, and every time the story tells
  (the fastest "Stopp!") is on that same clock, where the chart draws it.
- Highlights (at most three, each only when it happened, a tie naming everyone tied): the
  fastest coaster (the shortest time from "los!" to "Stopp!", the countdown not counted; said
  with where the chart, whose clock runs through the countdowns, shows that "Stopp!"), the luckiest roll (most luck
  symbols in one roll, at least two, among the rolls where at least that many had a chance of
  at most 10 %: two of three dice, not two of six), the heaviest hand (most dice a seat had at
  one time, more than the three it starts with). The winner always has one: the fastest
  coaster when it is theirs, else the coasters they won.
- Luck: luck symbols thrown against the expected number: every die of every roll (in the race
  and in the last rolls) shows the round's luck symbol with chance 1/6, so a roll of k dice
  expects k/6 of them.

Seats are the match's seat indices. Keys are `story.wurf_und_weg.…` (assets/i18n/*/story.toml).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import Any

from game.engine import GameOver
from game.story import LUCKY, Chart, Highlight, Line, Luck, Mark, Story, best_of, tied, with_winner
from game.story_data import (
    MAX_MARKS,
    Lines,
    number,
    optional,
    seat,
    table,
    tied_record,
    whole,
    whole_list,
    winners,
)
from game.wurf_und_weg.match import (
    DICE_COUNT,
    MAX_SEATS,
    MAX_TIME,
    MIN_SEATS,
    SYMBOLS,
    CoasterWon,
    CountdownStarted,
    DiceDealt,
    DieMoved,
    Go,
    LastRolls,
    LuckRolled,
    Rolled,
    RoundOver,
    RoundStarted,
    StopCalled,
    WrongPress,
)

GAME = "wurf_und_weg"
KEY = f"story.{GAME}"
KINDS = ("coaster",)
HAND = 3
LUCKY_ROLL = 2
COUNT_LIMIT = 10**9
LAST_ROLLS_SHOWN = 6.0     # seconds of the chart's clock a round's last rolls take at most
STEP = 0.2                 # seconds of the chart a line takes to climb or drop to its new count
# the events after which a round that ends at once ended at that event's time (else it ended
# by the clock, at the end of the last rolls' time limit)
_ACTION_ENDS = (Rolled, DieMoved, LastRolls, StopCalled)


class StoryRecorder:
    """Wurf & Weg's story, recorded from the engine's events as they happen."""

    def __init__(self, match):
        self.seats = match.seats
        n = self.seats
        self.now = float(match.now)
        self.round = match.round
        self.luck = match.luck                   # the round's luck symbol (index), None before
        self.go = match.go_at if match.phase in ("race", "last_rolls") else None
        self.until = match.until if match.phase == "last_rolls" else None
        self.dice = [match.dice_count(s) for s in range(n)]
        self.coasters = [len(w) for w in match.won]
        self.rolled = [0] * n                    # dice rolled
        self.lucky = [0] * n                     # of them showing the luck symbol
        # highlights: [seat, seconds, round, tied], [seat, symbols, round, tied], [seat, dice, round, tied]
        self.winners: list[int] | None = None
        self.stop_at: float | None = None         # "Stopp!" of the round under way
        self.spans: list[list[float]] = []        # the last rolls: [from, to] per round
        self.fastest: list | None = None
        self.fastest_at: float | None = None     # the fastest "Stopp!" on the match clock (the chart's x)
        self.luckiest: list | None = None
        self.heaviest: list | None = None
        self.ending: float | None = None         # the time of the round end being told
        self.lines = Lines(n)
        for s in range(n):
            self.lines.point(s, self.now, self.dice[s])

    # -- recording ---------------------------------------------------------------------------
    def observe(self, events) -> None:
        before = None
        for i, ev in enumerate(events):
            kind = type(ev)
            if kind is Rolled:
                self._at(ev.t)
                self._rolled(ev)
            elif kind is DieMoved:
                self._at(ev.t)
                self._moved(ev)
            elif kind is CoasterWon:
                t = self._round_end(before)
                self._close_span(t)
                self.coasters[ev.seat] = ev.total
                self.lines.point(ev.seat, t, self.dice[ev.seat])
                self.lines.mark(ev.seat, t, self.dice[ev.seat], "coaster")
            elif kind is RoundOver:
                self._close_span(self._round_end(before))
                self.ending = None
                self.go = self.until = None
            elif kind is StopCalled:
                self._at(ev.t)
                self.stop_at = ev.t
                if self.go is not None:
                    seconds = max(0.0, ev.t - self.go)
                    s, rnd = ev.seat, self.round
                    best = self.fastest
                    self.fastest = tied(self.fastest, s, seconds, [s, seconds, rnd], more=False)
                    if self.fastest is not best:          # a new record: where the chart shows it
                        self.fastest_at = float(ev.t)
            elif kind is WrongPress:
                self._at(ev.t)
            elif kind is Go:
                self._at(ev.t)
                self.go = ev.t
            elif kind is LastRolls:
                self.until = ev.until
            elif kind is RoundStarted:
                self.round = ev.round
            elif kind is LuckRolled:
                self.luck = SYMBOLS.index(ev.symbol)
            elif kind is DiceDealt:
                start = next((e.go_at - e.seconds for e in events[i + 1:] if type(e) is CountdownStarted), self.now)
                self._at(start)
                for s, hand in enumerate(ev.hands):
                    self.dice[s] = len(hand)
                    self.lines.point(s, self.now, self.dice[s])
            elif kind is CountdownStarted:
                self._at(ev.go_at - ev.seconds)
            elif kind is GameOver and ev.ranking:
                self.winners = list(ev.ranking[0])
            before = ev

    def _at(self, t: float) -> None:
        if t > self.now:
            self.now = float(t)

    def _round_end(self, before) -> float:
        """When the round being told ended: at the press that ended it, or by the clock at the
        end of the last rolls' time limit."""
        if self.ending is None:
            if not isinstance(before, _ACTION_ENDS) and self.until is not None:
                self._at(self.until)
            self.ending = self.now
        return self.ending

    def _close_span(self, t: float) -> None:
        """The round ends at `t`: its last rolls (from "Stopp!") are a span of the chart."""
        if self.stop_at is not None and t > self.stop_at and len(self.spans) < MAX_MARKS:
            self.spans.append([self.stop_at, t])
        self.stop_at = None

    def _rolled(self, ev: Rolled) -> None:
        s = ev.seat
        self.rolled[s] += len(ev.dice)
        hits = sum(1 for f in ev.faces if self.luck is not None and f == SYMBOLS[self.luck])
        self.lucky[s] += hits
        if hits >= LUCKY_ROLL and at_least_chance(len(ev.dice), hits) <= LUCKY:
            rnd = self.round
            self.luckiest = tied(self.luckiest, s, hits, [s, hits, rnd])

    def _moved(self, ev: DieMoved) -> None:
        s = ev.seat
        self.dice[s] = max(0, self.dice[s] - 1)
        self.lines.point(s, ev.t, self.dice[s])
        if isinstance(ev.to, int) and not isinstance(ev.to, bool) and 0 <= ev.to < self.seats:
            to = ev.to
            self.dice[to] += 1
            self.lines.point(to, ev.t, self.dice[to])
            if self.dice[to] > HAND:
                count, rnd = self.dice[to], self.round
                self.heaviest = tied(self.heaviest, to, count, [to, count, rnd])

    def expected_symbols(self, seat: int) -> Fraction:
        return Fraction(self.rolled[seat], 6)

    # -- telling -----------------------------------------------------------------------------
    def story(self) -> Story:
        spans = [(a, b) for a, b in self.spans]
        if self.stop_at is not None and self.now > self.stop_at:      # the last rolls under way
            spans.append((self.stop_at, self.now))
        clock = ChartClock(spans, LAST_ROLLS_SHOWN)
        lines = [Line(line.seat, clock.points(line.points), [Mark(clock(m.x), m.y, m.kind) for m in line.marks])
                 for line in self.lines.lines(until=self.now)]
        span_key = f"{KEY}.chart.last_rolls" + ("_short" if clock.squeezed else "")
        chart = Chart(
            title_key=f"{KEY}.chart.title", x_key=f"{KEY}.chart.x", y_key=f"{KEY}.chart.y",
            lines=lines, y_max=None,
            mark_keys={kind: f"{KEY}.mark.{kind}" for kind in KINDS}, x_end=clock(self.now),
            spans=[(clock(a), clock(b)) for a, b in spans], span_key=span_key)
        highlights = []
        if self.fastest is not None:
            # counted from "Los!" (the countdown does not count); alone, it also says where the
            # chart (whose clock runs through every countdown) shows that "Stopp!"
            s, seconds, rnd, others = self.fastest
            params = {"seconds": round(seconds, 1), "round": rnd}
            key = f"{KEY}.highlight.fastest_coaster"
            if not others and self.fastest_at is not None:
                key, params = f"{key}_at", {**params, "at": round(clock(self.fastest_at), 1)}
            highlights.append(Highlight(key, s, params, tuple(others)))
        if self.luckiest is not None:
            s, hits, rnd, others = self.luckiest
            highlights.append(Highlight(f"{KEY}.highlight.lucky_roll", s, {"n": hits, "round": rnd}, tuple(others)))
        if self.heaviest is not None:
            s, dice, rnd, others = self.heaviest
            highlights.append(Highlight(f"{KEY}.highlight.heaviest_hand", s, {"n": dice, "round": rnd},
                                        tuple(others)))
        luck = [Luck(s, self.lucky[s], self.rolled[s] / 6, f"{KEY}.luck.unit", True) for s in range(self.seats)]
        return Story([chart], with_winner(highlights, self.winners, self.winner_highlight(), self.seats), luck,
                     verdict_key=f"{KEY}.luck.verdict", ranked_by=("coasters_won",),
                     ranking_key=f"{KEY}.ranking")

    def winner_highlight(self) -> Highlight | None:
        """The winner's own line: the coasters they won (the fastest coaster, when it is
        theirs, is told already)."""
        if not self.winners:
            return None
        s = self.winners[0]
        tie = best_of(dict(enumerate(self.coasters)), s) or (s,)
        return Highlight(f"{KEY}.highlight.most_coasters", s, {"n": self.coasters[s]}, tie[1:])

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": GAME, "version": 1, "seats": self.seats, "now": self.now, "round": self.round,
            "luck": self.luck, "go": self.go, "until": self.until, "dice": list(self.dice),
            "coasters": list(self.coasters), "rolled": list(self.rolled), "lucky": list(self.lucky),
            "winners": self.winners, "stop_at": self.stop_at, "spans": [list(sp) for sp in self.spans],
            "fastest": None if self.fastest is None else [*self.fastest[:3], list(self.fastest[3])],
            "fastest_at": self.fastest_at,
            "luckiest": None if self.luckiest is None else [*self.luckiest[:3], list(self.luckiest[3])],
            "heaviest": None if self.heaviest is None else [*self.heaviest[:3], list(self.heaviest[3])],
            "lines": self.lines.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, match=None) -> StoryRecorder:
        """A recorder from `to_dict`; ValueError for anything that is not a possible story
        (with `match`, also for a story of another number of seats or dice in hand)."""
        data = table(data, GAME, {"seats", "now", "round", "luck", "go", "until", "dice", "coasters",
                                  "rolled", "lucky", "fastest", "luckiest", "heaviest", "lines"},
                     frozenset({"winners", "stop_at", "spans", "fastest_at"}))
        n = whole(data["seats"], "seats", MIN_SEATS, MAX_SEATS)
        rec = cls.__new__(cls)
        rec.seats = n
        rec.now = float(number(data["now"], "now", 0, MAX_TIME))
        rec.round = whole(data["round"], "round", 0, COUNT_LIMIT)
        rec.luck = optional(data["luck"], whole, "luck", 0, len(SYMBOLS) - 1)
        rec.go = optional(data["go"], number, "go", 0, MAX_TIME)
        rec.until = optional(data["until"], number, "until", 0, MAX_TIME)
        rec.dice = whole_list(data["dice"], n, "dice", 0, DICE_COUNT)
        rec.coasters = whole_list(data["coasters"], n, "coasters", 0, DICE_COUNT)
        rec.rolled = whole_list(data["rolled"], n, "rolled")
        rec.lucky = whole_list(data["lucky"], n, "lucky")
        if any(rec.lucky[s] > rec.rolled[s] for s in range(n)):
            raise ValueError("a seat threw more luck symbols than dice")
        if match is not None:
            if match.seats != n:
                raise ValueError(f"a story of {n} seats for a game of {match.seats}")
            if rec.dice != [match.dice_count(s) for s in range(n)]:
                raise ValueError("the story's dice are not the game's")
            if rec.now > match.now + 1e-3:
                raise ValueError("the story runs ahead of the game's clock")

        def seat_record(value, what, check):
            return tied_record(value, what, 3, n, lambda v: [seat(v[0], n), check(v[1], what),
                                                             whole(v[2], what, 1, COUNT_LIMIT)])

        rec.fastest = seat_record(data["fastest"], "the fastest coaster", lambda v, w: number(v, w, 0, MAX_TIME))
        rec.luckiest = seat_record(data["luckiest"], "the luckiest roll", lambda v, w: whole(v, w, LUCKY_ROLL, DICE_COUNT))
        rec.heaviest = seat_record(data["heaviest"], "the heaviest hand", lambda v, w: whole(v, w, HAND + 1, DICE_COUNT))
        rec.fastest_at = optional(data.get("fastest_at"), number, "fastest_at", 0, MAX_TIME)
        rec.winners = winners(data.get("winners"), n)
        rec.stop_at = optional(data.get("stop_at"), number, "stop_at", 0, MAX_TIME)
        spans = data.get("spans", [])
        if not isinstance(spans, list) or len(spans) > MAX_MARKS:
            raise ValueError(f"spans must be a list of at most {MAX_MARKS}")
        rec.spans = []
        for span in spans:
            if not isinstance(span, list) or len(span) != 2:
                raise ValueError("a span of the last rolls must be [from, to]")
            a, b = number(span[0], "a span's start", 0, MAX_TIME), number(span[1], "a span's end", 0, MAX_TIME)
            if b < a:
                raise ValueError("a span of the last rolls ends before it starts")
            rec.spans.append([a, b])
        rec.ending = None
        rec.lines = Lines.from_dict(data["lines"], n, KINDS, (0, MAX_TIME), (0, DICE_COUNT), whole_x=False)
        return rec


class ChartClock:
    """The chart's clock: the match's seconds with each span longer than `longest` squeezed
    evenly onto its first `longest` seconds (everything after it moves up by the rest). Order
    is kept, so a line never runs backwards."""

    def __init__(self, spans, longest: float):
        self.cuts: list[tuple[float, float, float]] = []
        for a, b in sorted(spans):
            if b - a > longest and (not self.cuts or a >= self.cuts[-1][1]):   # (a saved span overlapping
                self.cuts.append((a, b, longest / (b - a)))                    # another stays as it is)
        self.squeezed = bool(self.cuts)

    def __call__(self, t: float) -> float:
        removed = 0.0
        for a, b, scale in self.cuts:
            if t <= a:
                break
            if t < b:
                return a + (t - a) * scale - removed
            removed += (b - a) * (1 - scale)
        return t - removed

    def points(self, points):
        """A line's points on this clock, as steps: the dice a seat has stay level until the
        moment they change (a long straight slope would read as dice trickling away)."""
        out: list[tuple[float, float]] = []
        for x, y in points:
            x = self(x)
            if out and x <= out[-1][0]:
                out[-1] = (out[-1][0], y)
                continue
            if out and y != out[-1][1] and x - out[-1][0] > 2 * STEP:
                out.append((x - STEP, out[-1][1]))
            out.append((x, y))
        return out


def at_least_chance(dice: int, hits: int) -> Fraction:
    """The chance that `dice` dice show the luck symbol at least `hits` times."""
    return sum((Fraction(comb(dice, k) * 5 ** (dice - k), 6 ** dice) for k in range(hits, dice + 1)), Fraction(0))
