"""Zehntausend's story: each seat's score turn by turn, the big turns, and the Nieten.

`StoryRecorder(match)` reads the events `match.apply` returns (`observe(events)`) and tells the
story so far (`story()`):

- Chart "points": one line per seat, x = the round (the seat's own turns: round 12 is its
  twelfth turn, as the ranking counts its turns), y = the seat's total after that turn; the
  axis ends at the game's last round. Mark "lost_turn" where a turn ended without points: a Niete (nothing
  scored), three houses, Minus points, or (Rückwärts) the pile taken.
- Highlights: first the race as the chart's lines tell it (`race_highlights`: a comeback,
  a close finish, a lead changing hands, a win from the first round; the longest streak of
  lost turns in a row), then (at most three in all, each only when it happened, a tie naming everyone tied): the
  biggest turn written down, the most painful Niete (the most points lost with one throw: only
  what could have been written down, the turn's points when no Pasch waited for its 1 or 5;
  Pasches lost waiting are told in words, "vier Sechsen", never as points), the
  longest turn (most throws in a turn that was written down, at least three), each with its
  round. The winner always has one: the fewest lost turns when that is theirs (when no
  highlight told is theirs already), else the round they reached their total in.
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

from game.engine import GameOver
from game.story import (
    Chart,
    Highlight,
    Luck,
    Story,
    best_of,
    longest_streak,
    race_of,
    tied,
    with_winner,
)
from game.story_data import (
    Lines,
    fraction_list,
    save_fraction,
    seat,
    table,
    tied_record,
    whole,
    whole_list,
    winners,
)
from game.zehntausend.match import (
    MAX_SEATS,
    MIN_SEATS,
    Banked,
    HouseBuilt,
    InstantWin,
    MinusPoints,
    NixPoints,
    PaschPending,
    PileTaken,
    Proven,
    SetAside,
    Thrown,
    TurnLost,
    TurnPassed,
    Unproven,
)
from game.zehntausend.odds import no_score_fraction
from game.zehntausend.rules import Rules
from game.zehntausend.scoring import counts_of, options_for, pasch_value

GAME = "zehntausend"
KEY = f"story.{GAME}"
KINDS = ("lost_turn",)
LOST = ("bust", "houses", "minus", "pile")      # the match's history kinds of a lost turn
POINTS_LIMIT = 10**7
TURN_LIMIT = 10**6
LONG_TURN = 3                                   # throws a turn needs to be the longest
COMEBACK_SHARE = 5        # a winner this far behind (a fifth of the target) came back
CLOSE_SHARE = 20          # a win by at most a twentieth of the target was close
LEAD_CHANGES = 3          # the lead changed hands at least this often: a tight race
STREAK = 3                # lost turns in a row that make a streak of bad luck


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
        self.turn_paschs: dict[int, int] = {}   # this turn's Pasches: face -> dice
        self.unproven: set[int] = set(match.pending)     # faces of Pasches waiting for a 1 or 5
        self.turn_total = match.turn_points     # the turn's points, and as many when nothing waited:
        self.safe = 0 if match.pending else match.turn_points
        self.waiting: list[list[int]] = []      # [face, dice] of the Pasches a Niete lost unproven
        self.nieten = [0] * n
        self.throws = [0] * n
        self.expected = [Fraction(0)] * n
        # highlights: [seat, points, round, tied], [seat, points, round, [[face, count], ...], tied],
        # [seat, throws, points, round, tied]
        self.winners: list[int] | None = None
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
                self._set_aside(ev)
            elif kind is PaschPending:
                self.unproven.update(ev.faces)
            elif kind is Proven:
                self.unproven.difference_update(ev.faces)
            elif kind is Unproven:
                self.waiting = [[f, self.turn_paschs.get(f, 3)] for f in ev.faces]
            elif kind is HouseBuilt:
                if len(ev.dice) == self.n:       # every die back in the cup, even under a house
                    self.table = {}
            elif kind is Banked:
                s = ev.seat
                self._end(s, ev.total, False)
                rnd = self.round_of(s)
                if ev.points > 0:
                    self.biggest = tied(self.biggest, s, ev.points, [s, ev.points, rnd])
                if self.turn_throws >= LONG_TURN:
                    throws = self.turn_throws
                    self.longest = tied(self.longest, s, throws, [s, throws, ev.points, rnd])
            elif kind is TurnLost:
                s = ev.seat
                self._end(s, self.totals[s], True)
                self._lost(s, ev.points, self.round_of(s))
            elif kind is GameOver and ev.ranking:
                self.winners = list(ev.ranking[0])
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
                self.turn_paschs = {}
                self.unproven = set()
                self.waiting = []
                self.turn_total = self.safe = 0
        if not self.unproven:
            self.safe = self.turn_total

    def _lost(self, s: int, points: int, rnd: int) -> None:
        """A turn lost with `points` in hand: only what could have been written down counts as
        lost (a Pasch still waiting for a 1 or 5 could not be); the waiting Pasches are told in
        words. The most painful is the most points lost, then the biggest Pasch lost waiting."""
        waiting = self.waiting
        waiting_points = self.waiting_points(waiting)
        if waiting:
            points = min(points, self.safe)      # what the turn held when nothing waited
        self.waiting = []
        if points <= 0 and not waiting:
            return
        rank = (points, waiting_points)
        old = self.painful
        if old is None or rank > (old[1], self.waiting_points(old[3])):
            self.painful = [s, points, rnd, waiting, []]
        elif rank == (old[1], self.waiting_points(old[3])) and s != old[0] and s not in old[-1]:
            old[-1].append(s)

    def waiting_points(self, paschs) -> int:
        """What Pasches ([face, count]) would have been worth once proven."""
        return sum(pasch_value(face, count, self.key.doubling) for face, count in paschs)

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
        """The turn's points, and its Pasches (face -> dice), for a Niete that loses them unproven; Ergänzen: a Pasch set aside may be extended by later throws (its combo's
        name is "pasch_<face>x<count>"; the faces alone would not tell after 5er drehen)."""
        self.turn_total = ev.turn_points
        for name in ev.combos:
            if name.startswith("pasch_"):
                face = int(name[6])
                self.turn_paschs[face] = int(name[8:])
                if self.extend:
                    self.table[face] = 1

    def _end(self, s: int, total: int, lost: bool) -> None:
        self.turn += 1
        self.totals[s] = total
        rnd = self.round_of(s) + 1
        self.lines.point(s, rnd, total)
        if lost:
            self.lines.mark(s, rnd, total, "lost_turn")
        self.ended = True

    def round_of(self, s: int) -> int:
        """The seat's turns so far (its line has a point at 0 and at each of its turns)."""
        points = self.lines.points[s]
        return int(points[-1][0]) if points else 0

    def expected_nieten(self, seat: int) -> Fraction:
        """The exact expected number of Nieten for the dice `seat` threw."""
        return self.expected[seat]

    # -- telling -----------------------------------------------------------------------------
    def story(self) -> Story:
        lines = self.lines.lines()
        end = max(self.round_of(s) for s in range(self.seats))
        top = max([self.rules.target] + [y for line in lines for _, y in line.points])
        chart = Chart(
            title_key=f"{KEY}.chart.title", x_key=f"{KEY}.chart.x", y_key=f"{KEY}.chart.y",
            lines=lines, y_max=top, mark_keys={kind: f"{KEY}.mark.{kind}" for kind in KINDS}, x_end=end,
            goal=self.rules.target, goal_key=f"{KEY}.chart.goal")
        highlights = self.race_highlights()
        if self.biggest is not None:
            s, points, turn, others = self.biggest
            highlights.append(Highlight(f"{KEY}.highlight.biggest_turn", s, {"points": points, "turn": turn},
                                        tuple(others)))
        if self.painful is not None:
            highlights.append(self.painful_highlight())
        if self.longest is not None:
            s, throws, points, turn, others = self.longest
            highlights.append(Highlight(f"{KEY}.highlight.longest_turn", s,
                                        {"n": throws, "points": points, "turn": turn}, tuple(others)))
        luck = [Luck(s, self.nieten[s], float(self.expected[s]), f"{KEY}.luck.unit", False)
                for s in range(self.seats)]
        return Story([chart], with_winner(highlights, self.winners, self.winner_highlight(), self.seats), luck,
                     verdict_key=f"{KEY}.luck.verdict", ranked_by=("total",), ranking_key=f"{KEY}.ranking")

    def race_highlights(self) -> list[Highlight]:
        """The story of the race, from the score lines: the winner's comeback (at least a fifth
        of the target behind after some round), a close finish (won by at most a twentieth of
        it), a lead that changed hands often or a winner who led from the first round (at most
        two of these), then the longest streak of lost turns in a row (at least three)."""
        out: list[Highlight] = []
        target = max(1, self.rules.target)
        if self.winners and len(self.winners) == 1:
            w = self.winners[0]
            race = race_of([list(points) for points in self.lines.points], w)
            if race.deficit * COMEBACK_SHARE >= target:
                out.append(Highlight(f"{KEY}.highlight.comeback", w,
                                     {"points": int(race.deficit), "turn": race.deficit_round}))
            if race.margin is not None and 0 < race.margin * CLOSE_SHARE <= target:
                out.append(Highlight(f"{KEY}.highlight.close_finish", w,
                                     {"points": int(race.margin), "runner_seat": race.runner_up}))
            if race.changes >= LEAD_CHANGES:
                out.append(Highlight(f"{KEY}.highlight.lead_changes", w,
                                     {"n": race.changes, "turn": race.led_from or race.rounds}))
            elif race.led_from == 1 and race.rounds >= 3 and not out:
                out.append(Highlight(f"{KEY}.highlight.wire_to_wire", w, {"n": int(self.lines.points[w][-1][0])}))
            out = out[:2]
        streaks = {s: longest_streak([x for x, _y, _kind in self.lines.marks[s]]) for s in range(self.seats)}
        longest = max(n for n, _start in streaks.values())
        if longest >= STREAK:
            seats = [s for s, (n, _start) in streaks.items() if n == longest]
            out.append(Highlight(f"{KEY}.highlight.streak", seats[0], {"n": longest, "turn": streaks[seats[0]][1]},
                                 tuple(seats[1:])))
        return out

    def painful_highlight(self) -> Highlight:
        """The most painful Niete: the points that could have been written down, and the
        Pasches that were still waiting for a 1 or 5 in words ("vier Sechsen"), never their
        points (they were never the player's to write down)."""
        s, points, turn, waiting, others = self.painful
        params: dict = {"turn": turn}
        if points:
            params["points"] = points
        key = "painful_niete"
        if waiting:
            params["pasch"] = [f"{KEY}.pasch.{face}x{count}" for face, count in waiting]
            key = "painful_pasch_lost" if points else "painful_pasch"
        return Highlight(f"{KEY}.highlight.{key}", s, params, tuple(others))

    def lost_turns(self) -> dict[int, int]:
        return {s: len(self.lines.marks[s]) for s in range(self.seats)}

    def winner_highlight(self) -> Highlight | None:
        """The winner's own line: the biggest turn or the fewest lost turns when that is
        theirs, else the round they reached their total in."""
        if not self.winners:
            return None
        s = self.winners[0]      # (the biggest turn, when it is theirs, is told already)
        tie = best_of(self.lost_turns(), s, more=False)
        if tie is not None:
            return Highlight(f"{KEY}.highlight.fewest_lost", s, {"n": self.lost_turns()[s]}, tie[1:])
        return Highlight(f"{KEY}.highlight.reached", s, {"points": self.totals[s], "turn": self.round_of(s)})

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": GAME, "version": 1, "seats": self.seats, "dice": self.n,
            "totals": list(self.totals), "turn": self.turn, "ended": self.ended,
            "turn_throws": self.turn_throws, "table": sorted(self.table),
            "turn_paschs": [[face, dice, face in self.unproven] for face, dice in sorted(self.turn_paschs.items())],
            "turn_points": [self.turn_total, self.safe],
            "nieten": list(self.nieten), "throws": list(self.throws),
            "expected": [save_fraction(e) for e in self.expected],
            "winners": self.winners,
            "biggest": None if self.biggest is None else [*self.biggest[:-1], list(self.biggest[-1])],
            "painful": None if self.painful is None else [*self.painful[:-1], list(self.painful[-1])],
            "longest": None if self.longest is None else [*self.longest[:-1], list(self.longest[-1])],
            "lines": self.lines.to_dict(),
        }

    @staticmethod
    def painful_record(value: Any, n: int) -> list | None:
        """The most painful Niete: [seat, points, round, [[face, count], ...], tied] (a save
        from before the waiting Pasches were told has none)."""
        what = "the most painful Niete"
        if isinstance(value, list) and len(value) in (3, 4):
            value = [*value[:3], [], *value[3:]]

        def check(v):
            out = [seat(v[0], n), whole(v[1], what, 0, POINTS_LIMIT), whole(v[2], what, 1, TURN_LIMIT)]
            waiting = v[3]
            if not isinstance(waiting, list) or len(waiting) > 2:
                raise ValueError(f"{what}: at most two Pasches waited")
            paschs = []
            for pasch in waiting:
                if not isinstance(pasch, list) or len(pasch) != 2:
                    raise ValueError(f"{what}: a waiting Pasch must be [face, count]")
                paschs.append([whole(pasch[0], "a Pasch's face", 1, 6), whole(pasch[1], "a Pasch's dice", 3, 6)])
            if not out[1] and not paschs:
                raise ValueError(f"{what}: lost neither points nor a Pasch")
            return [*out, paschs]
        return tied_record(value, what, 4, n, check)

    @classmethod
    def from_dict(cls, data: Any, match=None) -> StoryRecorder:
        """A recorder from `to_dict`; ValueError for anything that is not a possible story
        (with `match`, also for a story of another table or number of dice). Without a match
        the recorder goes on under the simple rules with the story's number of dice."""
        data = table(data, GAME, {"seats", "dice", "totals", "turn", "ended", "turn_throws", "table",
                                  "nieten", "throws", "expected", "biggest", "painful", "longest", "lines"},
                     frozenset({"winners", "turn_paschs", "turn_points"}))
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
        paschs = data.get("turn_paschs", [])      # (a save from before it was kept: none)
        if not isinstance(paschs, list) or len(paschs) > 6:
            raise ValueError("turn_paschs must list at most six Pasches")
        rec.turn_paschs, rec.unproven = {}, set()
        for pasch in paschs:
            if not isinstance(pasch, list) or len(pasch) != 3 or not isinstance(pasch[2], bool):
                raise ValueError("a Pasch of the turn must be [face, dice, waiting]")
            face = whole(pasch[0], "a Pasch's face", 1, 6)
            rec.turn_paschs[face] = whole(pasch[1], "a Pasch's dice", 3, 6)
            if pasch[2]:
                rec.unproven.add(face)
        points = data.get("turn_points", [0, 0])
        if not isinstance(points, list) or len(points) != 2:
            raise ValueError("turn_points must be [the turn's points, its points when nothing waited]")
        rec.turn_total, rec.safe = (whole(p, "the turn's points", 0, POINTS_LIMIT) for p in points)
        if rec.safe > rec.turn_total:
            raise ValueError("the turn held more points when nothing waited than now")
        rec.waiting = []
        rec.nieten = whole_list(data["nieten"], n, "nieten")
        rec.throws = whole_list(data["throws"], n, "throws")
        rec.expected = fraction_list(data["expected"], n, "expected Nieten")
        for s in range(n):
            if rec.nieten[s] > rec.throws[s] or rec.expected[s] > rec.throws[s]:
                raise ValueError(f"seat {s} has more Nieten than throws")

        def points_record(value, what, length):
            def check(v):
                out = [seat(v[0], n), whole(v[1], what, 1, POINTS_LIMIT if length == 3 else TURN_LIMIT)]
                if length == 4:
                    out.append(whole(v[2], what, 0, POINTS_LIMIT))
                out.append(whole(v[-1], what, 1, TURN_LIMIT))
                return out
            return tied_record(value, what, length, n, check)

        rec.winners = winners(data.get("winners"), n)
        rec.biggest = points_record(data["biggest"], "the biggest turn", 3)
        rec.painful = rec.painful_record(data["painful"], n)
        rec.longest = points_record(data["longest"], "the longest turn", 4)
        rec.lines = Lines.from_dict(data["lines"], n, KINDS, (0, TURN_LIMIT), (-POINTS_LIMIT, POINTS_LIMIT))
        return rec
