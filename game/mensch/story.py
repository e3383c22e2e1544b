"""Mensch ärgere Dich nicht's story: each colour's way round the cross, the knock-outs, the luck.

`StoryRecorder(match)` reads the events `match.apply` returns (`observe(events)`) and tells the
story so far (`story()`). Its "seats" are the four colours (0..3, board order), as everywhere
in a Mensch story; `match.owners[colour]` is the seat that plays one.

- Chart "way round the board": one line per colour, x = the game's throw (every turn throw,
  the winning opening throw included; the opening throws before it are not moves), y = the
  circles its four figures have walked: the sum of their progress (on B or on A: 0, the last
  circle before home: 39, home a..d: 40..43; all four home = 166, the axis' top). Marks:
  "knocks_out" on the line of the colour that knocked a figure out, "knocked_out" on the
  line of the colour whose figure went back to B (both at the throw it happened), and
  "finished" where a colour brought its last figure home.
- Highlights (at most three, each only when it happened, a tie naming every colour tied): the
  most painful knock-out (the figure sent back that had walked furthest), the most knock-outs
  of rival figures by one colour (at least two), the most sixes in a row in one turn (at least
  three). Knock-outs are counted per person, as the ranking counts them (a person who plays
  two colours adds both). The winner always has one: the most knock-outs when that is theirs,
  else the throw that brought their last figure home.
- Luck, two measures, sixes first (the verdict speaks of sixes), per person as the ranking
  counts (a person who plays two colours adds both; keyed by their first colour):
  * sixes: sixes thrown against one sixth of all throws (every throw counts, the opening
    throws too: each is a fair throw of the die);
  * knock-out chances: before every turn throw, the exact chance that the die shows a number
    with which some legal move (by the rules and house rules in force, the 6's duties and
    Schlagzwang included) knocks out a figure of another player, summed per colour, against
    the throws that did show such a number (whether or not the knock-out was then played: a
    chance given by the die is luck, taking it is skill). A figure of a partner colour of
    the same person does not count, as in the statistics.

Keys are `story.mensch.…` (assets/i18n/*/story.toml).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from game.dice import ScriptedDice
from game.engine import GameOver
from game.mensch.match import (
    COLOURS,
    FIGURES,
    GOAL,
    LAST_TRACK,
    OUT,
    TRACK_LEN,
    ColourFinished,
    DiceRolled,
    FigureCaptured,
    FigureEntered,
    FigureMoved,
    Match,
    OpeningRoll,
    StartingColour,
    TurnPassed,
)
from game.story import Chart, Highlight, Luck, Story, best_of, shared_by_most, tied, with_winner
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

GAME = "mensch"
KEY = f"story.{GAME}"
KINDS = ("knocks_out", "knocked_out", "finished")
WALKED_MAX = 40 + 41 + 42 + 43          # all four figures home
THROW_LIMIT = 10**7
STREAK = 3                               # sixes in a row that make a highlight
MIN_KNOCKOUTS = 2
CACHE_SIZE = 4096


def progress_at(colour: int, position) -> int:
    """A figure's progress (-1 on B, 0..39 on the track, 40..43 at home) from its position."""
    kind, index = position[0], position[1]
    if kind == "B":
        return -1
    if kind == "home":
        return 40 + index
    return (index - 10 * colour) % TRACK_LEN


def painful_record(record: list | None, by: int, victim: int, walked: int, throw: int) -> list:
    """The most painful knock-out so far, [by, victim, walked, throw, tied colours]: the one
    whose figure had walked furthest (compared by the circles walked, never by who it was)."""
    if record is None or walked > record[2]:
        return [by, victim, walked, throw, []]
    if walked == record[2] and by != record[0] and by not in record[-1]:
        record[-1].append(by)
    return record


class StoryRecorder:
    """Mensch's story, recorded from the engine's events as they happen."""

    def __init__(self, match):
        self.seats = match.seats
        self.owners = tuple(match.owners)
        self.rules = match.rules
        self.prog = list(match.progress_table())
        self.x = 0                                  # turn throws so far
        self.in_turn = match.sixes_in_turn          # sixes in a row in the turn under way
        self.rolls = [0] * COLOURS
        self.sixes = [0] * COLOURS
        self.chances = [Fraction(0)] * COLOURS      # expected throws that allowed a knock-out
        self.allowed = [0] * COLOURS                # throws that did
        self.knockouts = [0] * COLOURS              # rival figures knocked out
        # highlights: [colour, victim colour, walked, throw, tied], [colour, sixes, throw, tied]
        self.winners: list[int] | None = None       # the winning colours
        self.painful: list | None = None
        self.streak: list | None = None
        self.lines = Lines(COLOURS)
        for c in range(COLOURS):
            self.lines.point(c, 0, self.walked(c))
        self._scratch: Match | None = None
        self._cache: dict[tuple, int] = {}

    def walked_max(self) -> int:
        """The circles walked with every figure home (the chart's top): 4 figures 166, 2 only 85."""
        n = getattr(self.rules, "figures", FIGURES)
        n = n if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= FIGURES else FIGURES
        return sum(43 - i for i in range(n))

    def walked(self, colour: int) -> int:
        return sum(max(0, p) for p in self.prog[4 * colour:4 * colour + FIGURES] if p <= GOAL)

    # -- recording ---------------------------------------------------------------------------
    def observe(self, events) -> None:
        for ev in events:
            kind = type(ev)
            if kind is DiceRolled:
                self._thrown(ev.colour, ev.value)
            elif kind is FigureMoved or kind is FigureEntered:
                c = ev.colour
                self.prog[4 * c + ev.figure] = progress_at(c, ev.end)
                self.lines.point(c, self.x, self.walked(c))
            elif kind is FigureCaptured:
                self._captured(ev)
            elif kind is OpeningRoll:
                self.rolls[ev.colour] += 1
                self.sixes[ev.colour] += ev.value == 6
            elif kind is StartingColour:
                self.x += 1                          # the winning opening throw is played
                self.in_turn = 1 if ev.value == 6 else 0
            elif kind is TurnPassed:
                self.in_turn = 0
            elif kind is ColourFinished:
                self.lines.mark(ev.colour, self.x, self.walked(ev.colour), "finished")
            elif kind is GameOver and ev.ranking:
                self.winners = [c for c in range(COLOURS) if self.owners[c] in ev.ranking[0]] or None

    def _thrown(self, c: int, value: int) -> None:
        values = self.knockout_values(c)
        if values:
            self.chances[c] += Fraction(bin(values).count("1"), 6)
            if values >> value & 1:
                self.allowed[c] += 1
        self.x += 1
        self.rolls[c] += 1
        if value == 6:
            self.sixes[c] += 1
            self.in_turn += 1
            if self.in_turn >= STREAK:
                self.streak = tied(self.streak, c, self.in_turn, [c, self.in_turn, self.x])

    def _captured(self, ev: FigureCaptured) -> None:
        victim = 4 * ev.colour + ev.figure
        walked = max(0, self.prog[victim])
        self.prog[victim] = -1
        self.lines.point(ev.colour, self.x, self.walked(ev.colour))
        self.lines.mark(ev.colour, self.x, self.walked(ev.colour), "knocked_out")
        self.lines.mark(ev.by, self.x, self.walked(ev.by), "knocks_out")
        if self.owners[ev.colour] != self.owners[ev.by]:
            self.knockouts[ev.by] += 1
        if walked > 0:
            self.painful = painful_record(self.painful, ev.by, ev.colour, walked, self.x)

    def knockout_values(self, c: int) -> int:
        """The die values (bit v set for value v) with which colour `c` could now knock out a
        figure of another player, by the match's own move rules. Cached by position."""
        no_six = self.rules.three_sixes and self.in_turn >= 2      # a third 6 is not played
        key = (c, no_six, tuple(self.prog))
        found = self._cache.get(key)
        if found is not None:
            return found
        m = self._board()
        mine = self.owners[c]
        found = 0
        for v in range(1, 6 if no_six else 7):
            for _figure, _target, victim in m._generate(c, v):
                if victim >= 0 and self.owners[victim >> 2] != mine:
                    found |= 1 << v
                    break
        if len(self._cache) >= CACHE_SIZE:
            self._cache.clear()
        self._cache[key] = found
        return found

    def _board(self) -> Match:
        """A scratch match with the figures where the recorder knows them (never the live one)."""
        m = self._scratch
        if m is None:
            m = self._scratch = Match(self.seats, self.rules, ScriptedDice(), self.owners)
        m._prog = [-1] * (COLOURS * FIGURES)
        m._track = [-1] * TRACK_LEN
        m._home = [[-1] * 4 for _ in range(COLOURS)]
        for gid, p in enumerate(self.prog):
            m._prog[gid] = p
            if 0 <= p <= GOAL:
                m._place(gid, p)
        return m

    def expected_knockout_chances(self, colour: int) -> Fraction:
        return self.chances[colour]

    # -- telling -----------------------------------------------------------------------------
    def story(self) -> Story:
        chart = Chart(
            title_key=f"{KEY}.chart.title", x_key=f"{KEY}.chart.x", y_key=f"{KEY}.chart.y",
            lines=self.lines.lines(until=self.x), y_max=self.walked_max(),
            mark_keys={kind: f"{KEY}.mark.{kind}" for kind in KINDS}, x_end=self.x)
        highlights = []
        if self.painful is not None:
            by, victim, walked, x, others = self.painful
            highlights.append(Highlight(f"{KEY}.highlight.painful_knockout", by,
                                        {"victim_seat": victim, "n": walked, "throw": x}, tuple(others)))
        per_person = self.knockouts_per_person()
        best = max(per_person, key=lambda c: per_person[c])
        if per_person[best] >= MIN_KNOCKOUTS:
            tie = best_of(per_person, best)
            highlights.append(Highlight(f"{KEY}.highlight.most_knockouts", best, {"n": per_person[best]}, tie[1:]))
        if self.streak is not None:
            c, sixes, x, others = self.streak
            highlights.append(Highlight(f"{KEY}.highlight.sixes_in_a_row", c, {"n": sixes, "throw": x},
                                        tuple(others)))
        people = {}                  # each person's colours, keyed by the first (luck per person)
        for c in range(COLOURS):
            people.setdefault(self.owners.index(self.owners[c]), []).append(c)
        luck = [Luck(first, sum(self.sixes[c] for c in cs), sum(self.rolls[c] for c in cs) / 6,
                     f"{KEY}.luck.unit", True) for first, cs in people.items()]
        luck += [Luck(first, sum(self.allowed[c] for c in cs), float(sum(self.chances[c] for c in cs)),
                      f"{KEY}.luck.unit_chances", True) for first, cs in people.items()]
        people = set(self.owners)          # a moment most people had is no highlight
        highlights = [h for h in highlights
                      if len(people) < 2 or not shared_by_most({self.owners[c] for c in h.seats}, len(people))]
        return Story([chart], with_winner(highlights, self.winners, self.winner_highlight()), luck,
                     verdict_key=f"{KEY}.luck.verdict", ranked_by=("home",), ranking_key=f"{KEY}.ranking",
                     podium=self.podium())

    def podium(self) -> dict[int, tuple[str, dict]]:
        """What decided each person's place, as the engine ranks them: the order in which they
        brought their last colour home ("Als 2. alle im Ziel"); for those still out, their
        figures home and the circles their figures still had to walk to the goal's first
        circle (a figure on B: the 40 from A)."""
        finished_at = {}
        for c in range(COLOURS):
            xs = [x for x, _y, kind in self.lines.marks[c] if kind == "finished"]
            if xs:
                finished_at[c] = xs[0]
            elif all(p > LAST_TRACK for p in self.prog[4 * c:4 * c + FIGURES]):
                finished_at[c] = -1         # home before the story began (an arranged game)
        people = sorted(set(self.owners))
        done = {}
        for person in people:
            colours = [c for c in range(COLOURS) if self.owners[c] == person]
            if all(c in finished_at for c in colours):
                done[person] = max(finished_at[c] for c in colours)
        order = sorted(done, key=lambda person: done[person])
        out = {}
        for person in people:
            if person in done:
                place = order.index(person) + 1
                out[person] = (f"{KEY}.podium.all_home_{place}", {"place": place})    # (at most 3 of 4 finish)
                continue
            prog = [p for c in range(COLOURS) if self.owners[c] == person
                    for p in self.prog[4 * c:4 * c + FIGURES] if p != OUT]
            home = sum(1 for p in prog if p > LAST_TRACK)
            to_go = sum(LAST_TRACK + 1 - max(p, 0) for p in prog if p <= LAST_TRACK)
            out[person] = (f"{KEY}.podium.still_out_one" if to_go == 1 else f"{KEY}.podium.still_out",
                         {"home": home, "to_go": to_go})
        return out

    def knockouts_per_person(self) -> dict[int, int]:
        """Rival figures knocked out by each person, as the ranking counts them (a person who
        plays two colours adds both), keyed by the first colour each person plays."""
        out: dict[int, int] = {}
        for c in range(COLOURS):
            first = self.owners.index(self.owners[c])
            out[first] = out.get(first, 0) + self.knockouts[c]
        return out

    def winner_highlight(self) -> Highlight | None:
        """The winner's own line: the most knock-outs when that is theirs, else the throw that
        brought their last figure home."""
        if not self.winners:
            return None
        per_person = self.knockouts_per_person()
        first = self.owners.index(self.owners[self.winners[0]])
        tie = best_of(per_person, first)
        if tie is not None and per_person[first] > 0:
            return Highlight(f"{KEY}.highlight.most_knockouts", first, {"n": per_person[first]}, tie[1:])
        c = self.winners[0]
        home = [m for m in self.lines.marks[c] if m[2] == "finished"]
        return Highlight(f"{KEY}.highlight.all_home", c, {"throw": home[-1][0] if home else self.x})

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": GAME, "version": 1, "seats": self.seats, "owners": list(self.owners),
            "progress": list(self.prog), "throw": self.x, "sixes_in_turn": self.in_turn,
            "rolls": list(self.rolls), "sixes": list(self.sixes),
            "chances": [save_fraction(f) for f in self.chances], "allowed": list(self.allowed),
            "knockouts": list(self.knockouts),
            "winners": self.winners,
            "painful": None if self.painful is None else [*self.painful[:4], list(self.painful[4])],
            "streak": None if self.streak is None else [*self.streak[:3], list(self.streak[3])],
            "lines": self.lines.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, match=None) -> StoryRecorder:
        """A recorder from `to_dict`; ValueError for anything that is not a possible story
        (with `match`, also for a story of other seats, colours or figures). Without a match
        the recorder goes on under the old rule sheet (no house rules)."""
        from game.mensch.rules import Rules

        data = table(data, GAME, {"seats", "owners", "progress", "throw", "sixes_in_turn", "rolls", "sixes",
                                  "chances", "allowed", "knockouts", "painful", "streak", "lines"})
        n = whole(data["seats"], "seats", 2, 4)
        owners = whole_list(data["owners"], COLOURS, "owners", 0, n - 1)
        if set(owners) != set(range(n)):
            raise ValueError("every seat of the story must play a colour")
        progress = whole_list(data["progress"], COLOURS * FIGURES, "progress", -1, OUT)
        if match is not None:
            if match.seats != n or tuple(match.owners) != tuple(owners):
                raise ValueError("the story's seats and colours are not the game's")
            if tuple(progress) != tuple(match.progress_table()):
                raise ValueError("the story's figures do not stand where the game's do")
        else:
            on_track = [(10 * (g >> 2) + p) % TRACK_LEN for g, p in enumerate(progress) if 0 <= p <= LAST_TRACK]
            at_home = [(g >> 2, p) for g, p in enumerate(progress) if LAST_TRACK < p <= GOAL]
            if len(set(on_track)) != len(on_track) or len(set(at_home)) != len(at_home):
                raise ValueError("two figures of the story stand on one circle")
        rec = cls.__new__(cls)
        rec.seats, rec.owners = n, tuple(owners)
        rec.rules = match.rules if match is not None else Rules()
        rec.prog = progress
        rec.x = whole(data["throw"], "throw", 0, THROW_LIMIT)
        rec.in_turn = whole(data["sixes_in_turn"], "sixes_in_turn", 0, THROW_LIMIT)
        rec.rolls = whole_list(data["rolls"], COLOURS, "rolls", 0, THROW_LIMIT)
        rec.sixes = whole_list(data["sixes"], COLOURS, "sixes", 0, THROW_LIMIT)
        rec.chances = fraction_list(data["chances"], COLOURS, "knock-out chances")
        rec.allowed = whole_list(data["allowed"], COLOURS, "allowed", 0, THROW_LIMIT)
        rec.knockouts = whole_list(data["knockouts"], COLOURS, "knockouts", 0, THROW_LIMIT)
        for c in range(COLOURS):
            if rec.sixes[c] > rec.rolls[c] or rec.allowed[c] > rec.rolls[c] or rec.chances[c] > rec.rolls[c]:
                raise ValueError(f"colour {c} has more sixes or chances than throws")
        rec.painful = tied_record(data["painful"], "the most painful knock-out", 4, COLOURS, lambda v: [
            seat(v[0], COLOURS, "colour"), seat(v[1], COLOURS, "colour"), whole(v[2], "walked", 1, LAST_TRACK),
            whole(v[3], "throw", 0, THROW_LIMIT)])
        rec.streak = tied_record(data["streak"], "the sixes in a row", 3, COLOURS, lambda v: [
            seat(v[0], COLOURS, "colour"), whole(v[1], "sixes", STREAK, THROW_LIMIT), whole(v[2], "throw", 0, THROW_LIMIT)])
        rec.winners = winners(data.get("winners"), COLOURS)
        rec.lines = Lines.from_dict(data["lines"], COLOURS, KINDS, (0, THROW_LIMIT), (0, WALKED_MAX))
        rec._scratch = None
        rec._cache = {}
        return rec
