"""Zehntausend's story: each seat's score turn by turn, the big turns, and the Nieten.

`StoryRecorder(match)` reads the events `match.apply` returns (`observe(events)`) and tells the
story so far (`story()`):

- Chart "points": one line per seat, x = the turn of the game (turn 1 is the game's first
  turn, whoever played it; a seat's line has a point at each of its own turns), y = the seat's
  total after that turn. Mark "lost_turn" where a turn ended without points: a Niete (nothing
  scored), three houses, Minus points, or (Rückwärts) the pile taken.
- Highlights (at most three, each only when it happened): the biggest turn written down, the
  most painful Niete (the most points lost with one throw), the longest turn (most throws in
  a turn that was written down, at least three).
- Luck: Nieten (throws, other than a house, that scored nothing) against the expected number
  of Nieten: for every throw, the exact chance that that many dice score nothing under the
  house rules in force and the Pasches lying aside (Ergänzen), from `odds.no_score_fraction`,
  summed. Fewer Nieten than expected is luck (`good_when_more=False`).

A recorder made for a game already under way (a resumed game whose saved story was refused)
draws the score lines from the match's own history of turns; its luck starts at that moment.
Seats are the match's seat indices. Keys are `story.zehntausend.…` (assets/i18n/*/story.toml).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from game.story import Chart, Highlight, Luck, Story
from game.story_data import (
    Lines,
    fraction_list,
    record,
    save_fraction,
    seat,
    table,
    whole,
    whole_list,
)
from game.zehntausend.match import (
    MAX_SEATS,
    MIN_SEATS,
    Banked,
    HouseBuilt,
    InstantWin,
    MinusPoints,
    NixPoints,
    PileTaken,
    SetAside,
    Thrown,
    TurnLost,
    TurnPassed,
)
from game.zehntausend.odds import no_score_fraction
from game.zehntausend.rules import Rules
from game.zehntausend.scoring import counts_of, options_for

GAME = "zehntausend"
KEY = f"story.{GAME}"
KINDS = ("lost_turn",)
LOST = ("bust", "houses", "minus", "pile")      # the match's history kinds of a lost turn
POINTS_LIMIT = 10**7
TURN_LIMIT = 10**6
LONG_TURN = 3                                   # throws a turn needs to be the longest


class StoryRecorder:
    """Zehntausend's story, recorded from the engine's events as they happen."""

    def __init__(self, match):
        self.seats = match.seats
        self.rules: Rules = match.rules
        self.key = self.rules.scoring_key()
        self.extend = self.rules.extend
        self.n = self.rules.dice
        n = self.seats
        self.totals = [0] * n
        self.turn = 0                        # turns of the game finished so far
        self.lines = Lines(n)
        for s in range(n):
            self.lines.point(s, 0, 0)
        for s, kind, delta in match.history:     # the game so far, as the match remembers it
            self._end(s, self.totals[s] + delta, kind in LOST)
        self.ended = False                   # the turn under way has been written down / lost
        self.turn_throws = match.throws
        self.table = {face: 1 for face, _ in match.table_paschs}    # Ergänzen: Pasch faces aside
        self.nieten = [0] * n
        self.throws = [0] * n
        self.expected = [Fraction(0)] * n
        # highlights: [seat, points, turn], [seat, points, turn], [seat, throws, points, turn]
        self.biggest: list | None = None
        self.painful: list | None = None
        self.longest: list | None = None

    # -- recording ---------------------------------------------------------------------------
    def observe(self, events) -> None:
        for ev in events:
            kind = type(ev)
            if kind is Thrown:
                self._thrown(ev)
            elif kind is SetAside:
                if self.extend:
                    self._set_aside(ev)
            elif kind is HouseBuilt:
                if len(ev.dice) == self.n:       # every die back in the cup, even under a house
                    self.table = {}
            elif kind is Banked:
                self._end(ev.seat, ev.total, False)
                if ev.points > 0 and (self.biggest is None or ev.points > self.biggest[1]):
                    self.biggest = [ev.seat, ev.points, self.turn]
                if self.turn_throws >= LONG_TURN and (self.longest is None or self.turn_throws > self.longest[1]):
                    self.longest = [ev.seat, self.turn_throws, ev.points, self.turn]
            elif kind is TurnLost:
                self._end(ev.seat, self.totals[ev.seat], True)
                if ev.points > 0 and (self.painful is None or ev.points > self.painful[1]):
                    self.painful = [ev.seat, ev.points, self.turn]
            elif kind is MinusPoints or kind is PileTaken:
                self._end(ev.seat, ev.total, True)
            elif kind is NixPoints:
                self._end(ev.seat, ev.total, False)
            elif kind is InstantWin:
                if not self.ended:                   # Sechserpasch: the turn ends with the game
                    self._end(ev.seat, self.totals[ev.seat], False)
            elif kind is TurnPassed:
                if not self.ended:                   # Rückwärts: the turn was one throw, passed on
                    self._end(ev.seat, self.totals[ev.seat], False)
                self.ended = False
                self.turn_throws = 0
                self.table = {}

    def _thrown(self, ev: Thrown) -> None:
        s = ev.seat
        k = len(ev.dice)
        if k == self.n:                 # every die thrown: nothing lies aside to extend
            self.table = {}
        table = tuple(sorted(self.table.items()))
        self.expected[s] += no_score_fraction(k, self.key, table)       # cached per (k, rules, table)
        self.throws[s] += 1
        self.turn_throws += 1
        if not options_for(counts_of(ev.faces), self.key, table):          # cached too
            self.nieten[s] += 1

    def _set_aside(self, ev: SetAside) -> None:
        """Ergänzen: a Pasch set aside may be extended by later throws (its combo's name is
        "pasch_<face>x<count>"; the faces alone would not tell after 5er drehen)."""
        for name in ev.combos:
            if name.startswith("pasch_"):
                self.table[int(name[6])] = 1

    def _end(self, s: int, total: int, lost: bool) -> None:
        self.turn += 1
        self.totals[s] = total
        self.lines.point(s, self.turn, total)
        if lost:
            self.lines.mark(s, self.turn, total, "lost_turn")
        self.ended = True

    def expected_nieten(self, seat: int) -> Fraction:
        """The exact expected number of Nieten for the dice `seat` threw."""
        return self.expected[seat]

    # -- telling -----------------------------------------------------------------------------
    def story(self) -> Story:
        lines = self.lines.lines(until=self.turn)
        top = max([self.rules.target] + [y for line in lines for _, y in line.points])
        chart = Chart(
            title_key=f"{KEY}.chart.title", x_key=f"{KEY}.chart.x", y_key=f"{KEY}.chart.y",
            lines=lines, y_max=top, mark_keys={kind: f"{KEY}.mark.{kind}" for kind in KINDS})
        highlights = []
        if self.biggest is not None:
            s, points, turn = self.biggest
            highlights.append(Highlight(f"{KEY}.highlight.biggest_turn", s, {"points": points, "turn": turn}))
        if self.painful is not None:
            s, points, turn = self.painful
            highlights.append(Highlight(f"{KEY}.highlight.painful_niete", s, {"points": points, "turn": turn}))
        if self.longest is not None:
            s, throws, points, turn = self.longest
            highlights.append(Highlight(f"{KEY}.highlight.longest_turn", s,
                                        {"n": throws, "points": points, "turn": turn}))
        luck = [Luck(s, self.nieten[s], float(self.expected[s]), f"{KEY}.luck.unit", False)
                for s in range(self.seats)]
        return Story([chart], highlights, luck, verdict_key=f"{KEY}.luck.verdict")

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": GAME, "version": 1, "seats": self.seats, "dice": self.n,
            "totals": list(self.totals), "turn": self.turn, "ended": self.ended,
            "turn_throws": self.turn_throws, "table": sorted(self.table),
            "nieten": list(self.nieten), "throws": list(self.throws),
            "expected": [save_fraction(e) for e in self.expected],
            "biggest": None if self.biggest is None else list(self.biggest),
            "painful": None if self.painful is None else list(self.painful),
            "longest": None if self.longest is None else list(self.longest),
            "lines": self.lines.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, match=None) -> StoryRecorder:
        """A recorder from `to_dict`; ValueError for anything that is not a possible story
        (with `match`, also for a story of another table or number of dice). Without a match
        the recorder goes on under the simple rules with the story's number of dice."""
        data = table(data, GAME, {"seats", "dice", "totals", "turn", "ended", "turn_throws", "table",
                                  "nieten", "throws", "expected", "biggest", "painful", "longest", "lines"})
        n = whole(data["seats"], "seats", MIN_SEATS, MAX_SEATS)
        dice = whole(data["dice"], "dice", 5, 6)
        rules = match.rules if match is not None else Rules(dice=dice)
        if match is not None and match.seats != n:
            raise ValueError(f"a story of {n} seats for a game of {match.seats}")
        if dice != rules.dice:
            raise ValueError(f"a story of {dice} dice for a game of {rules.dice}")
        rec = cls.__new__(cls)
        rec.seats, rec.rules, rec.key, rec.extend, rec.n = n, rules, rules.scoring_key(), rules.extend, rules.dice
        rec.totals = whole_list(data["totals"], n, "totals", -POINTS_LIMIT, POINTS_LIMIT)
        rec.turn = whole(data["turn"], "turn", 0, TURN_LIMIT)
        if not isinstance(data["ended"], bool):
            raise ValueError("ended must be true or false")
        rec.ended = data["ended"]
        rec.turn_throws = whole(data["turn_throws"], "turn_throws", 0, TURN_LIMIT)
        faces = data["table"]
        if not isinstance(faces, list) or len(faces) > 6:
            raise ValueError("table must list at most six faces")
        rec.table = {whole(f, "a face of the table", 1, 6): 1 for f in faces}
        rec.nieten = whole_list(data["nieten"], n, "nieten")
        rec.throws = whole_list(data["throws"], n, "throws")
        rec.expected = fraction_list(data["expected"], n, "expected Nieten")
        for s in range(n):
            if rec.nieten[s] > rec.throws[s] or rec.expected[s] > rec.throws[s]:
                raise ValueError(f"seat {s} has more Nieten than throws")

        def points_record(value, what, length):
            value = record(value, what, length)
            if value is None:
                return None
            out = [seat(value[0], n), whole(value[1], what, 1, POINTS_LIMIT if length == 3 else TURN_LIMIT)]
            if length == 4:
                out.append(whole(value[2], what, 0, POINTS_LIMIT))
            out.append(whole(value[-1], what, 1, TURN_LIMIT))
            return out

        rec.biggest = points_record(data["biggest"], "the biggest turn", 3)
        rec.painful = points_record(data["painful"], "the most painful Niete", 3)
        rec.longest = points_record(data["longest"], "the longest turn", 4)
        rec.lines = Lines.from_dict(data["lines"], n, KINDS, (0, TURN_LIMIT), (-POINTS_LIMIT, POINTS_LIMIT))
        return rec
