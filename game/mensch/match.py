"""Mensch ärgere Dich nicht, after the old rule sheet (seeds/mensch.md has the digest).

Four colours always play (index 0..3 in board order, moving clockwise). A person may own
two colours, or a bot may take one: `owners[colour]` is the seat that moves that colour.

Positions, as a scene sees them (tuples, JSON-friendly as lists):
  ("B", slot)      a corner circle of the figure's colour; a figure on B always sits on the
                   slot equal to its own figure id (0..3), so no two ever share one
  ("track", i)     circle i (0..39) of the outer cross; colour c's start circle A is 10*c
  ("home", k)      home circle k (0..3 = a..d) of the figure's colour
`board_xy(colour, position)` turns any of them into a column/row of the classic 11x11 grid.

Internally a figure's place is its *progress*: -1 on B, 0..39 steps from its own A on the
track, 40..43 on its home circles a..d, and `OUT` for a figure that is not in play.

Figures per colour: four by the rule sheet; the house rule `figures` (2..4) plays with fewer
for a shorter game. The figures in play are 0..figures-1 (`figure_count`); the others stand
nowhere on the board, never move, are not saved, and count as home, so a colour has finished
when all its figures in play stand on a-d (any of them: the rule sheet's "seine vier Figuren
in diese Endkreise" with fewer figures). Set-up as the sheet's: figure 0 on A, the rest on B.

Turn structure: phase "opening" (every player throws once, "Jeder Spieler hat einen Wurf":
a seat with two colours throws once, for its first colour in board order; ties among the
highest throw again; the winning throw is played as the first move of that colour), then
"roll" / "move" alternately until the seat ranking is settled ("over"). A roll that leaves
no legal move is passed automatically: the engine reports `NoMove` and goes on (another roll
after a 6 or while tries remain, else the next colour), so there is no Pass action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from game.dice import SeededDice, dice_from_dict
from game.engine import Event, GameOver, IllegalAction
from game.mensch.rules import Rules

COLOURS = 4
FIGURES = 4          # figures per colour by the rule sheet (house rule `figures`: fewer in play)
TRACK_LEN = 40
LAST_TRACK = 39      # progress of the last circle before home circle a
GOAL = 43            # progress of home circle d
OUT = GOAL + 1       # progress of a figure not in play (house rule `figures`): never moves, counts as home
PHASES = ("opening", "roll", "move", "over")

Position = tuple[str, int]


# ---------------------------------------------------------------- rules



RULE_NAMES = tuple(f.name for f in fields(Rules))
COUNTED_RULES = ("figures",)     # the one house rule that is a number, not a switch


# ---------------------------------------------------------------- board geometry

# Colour 0 sits on the left arm; the other colours are the same quarter turned clockwise.
_BASE_TRACK = ((0, 4), (1, 4), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (4, 1), (4, 0), (5, 0))
_BASE_HOME = ((1, 5), (2, 5), (3, 5), (4, 5))
_BASE_B = ((0, 0), (1, 0), (0, 1), (1, 1))
GRID = 11


def _turn(xy: tuple[int, int], quarters: int) -> tuple[int, int]:
    x, y = xy
    for _ in range(quarters):
        x, y = GRID - 1 - y, x
    return (x, y)


TRACK_XY: tuple[tuple[int, int], ...] = tuple(_turn(_BASE_TRACK[i % 10], i // 10) for i in range(TRACK_LEN))
HOME_XY: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(_turn(xy, c) for xy in _BASE_HOME) for c in range(COLOURS))
B_XY: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(_turn(xy, c) for xy in _BASE_B) for c in range(COLOURS))
START_INDEX: tuple[int, ...] = tuple(10 * c for c in range(COLOURS))
START_XY: tuple[tuple[int, int], ...] = tuple(TRACK_XY[i] for i in START_INDEX)


@dataclass(frozen=True)
class Circle:
    """One circle of the board for drawing: kind is "track", "start", "B" or "home"."""

    kind: str
    colour: int | None
    index: int
    x: int
    y: int


def board_circles() -> tuple[Circle, ...]:
    """Every circle of the board (72 of them) with its grid column x and row y (0..10)."""
    out = []
    for i, (x, y) in enumerate(TRACK_XY):
        if i % 10 == 0:
            out.append(Circle("start", i // 10, i, x, y))
        else:
            out.append(Circle("track", None, i, x, y))
    for c in range(COLOURS):
        out.extend(Circle("B", c, k, x, y) for k, (x, y) in enumerate(B_XY[c]))
        out.extend(Circle("home", c, k, x, y) for k, (x, y) in enumerate(HOME_XY[c]))
    return tuple(out)


def board_xy(colour: int, position: Sequence) -> tuple[int, int]:
    """Grid column and row (0..10) of `position` for a figure of `colour`."""
    kind, index = position[0], position[1]
    if kind == "track":
        return TRACK_XY[index]
    if kind == "home":
        return HOME_XY[colour][index]
    if kind == "B":
        return B_XY[colour][index]
    raise ValueError(f"unknown position {position!r}")


def track_index(colour: int, steps: int) -> int:
    """The track circle `steps` circles after the start circle A of `colour`."""
    return (START_INDEX[colour] + steps) % TRACK_LEN


# Position of every progress value per colour (-1 handled separately: B slot = figure id).
_POS: tuple[tuple[Position, ...], ...] = tuple(
    tuple(("track", (10 * c + s) % TRACK_LEN) if s <= LAST_TRACK else ("home", s - 40)
          for s in range(GOAL + 1))
    for c in range(COLOURS))


def position_of(colour: int, figure: int, progress: int) -> Position:
    if progress > GOAL:
        raise ValueError(f"figure {figure} of colour {colour} is not in play")
    return ("B", figure) if progress < 0 else _POS[colour][progress]


def default_owners(seats: int) -> tuple[int, ...]:
    """Colour -> seat. A person with two colours gets opposite ones (0 and 2, or 1 and 3)."""
    return {2: (0, 1, 0, 1), 3: (0, 1, 0, 2), 4: (0, 1, 2, 3)}[seats]


# ---------------------------------------------------------------- actions

@dataclass(frozen=True)
class Roll:
    """Throw the die (also the opening throw)."""


@dataclass(frozen=True)
class Move:
    """Move figure `figure` (0..3) of the colour to move by the die just thrown."""

    figure: int


ROLL = Roll()
MOVES = tuple(Move(f) for f in range(FIGURES))


# ---------------------------------------------------------------- events

@dataclass(frozen=True)
class OpeningRoll(Event):
    """A player's opening throw. One per seat: `colour` is the seat's first colour in board
    order (the colour it throws for, and the one that begins if the throw is highest)."""

    colour: int
    value: int


@dataclass(frozen=True)
class OpeningTie(Event):
    """Several players share the highest opening throw; they throw again, in board order.
    `colours` are their throwing colours (one per seat)."""

    colours: tuple[int, ...]
    value: int


@dataclass(frozen=True)
class StartingColour(Event):
    """`colour` begins; its opening throw `value` is played as its first move."""

    colour: int
    value: int


@dataclass(frozen=True)
class DiceRolled(Event):
    colour: int
    value: int


@dataclass(frozen=True)
class NoMove(Event):
    """The throw cannot be played by any figure; it lapses."""

    colour: int
    value: int


@dataclass(frozen=True)
class FigureEntered(Event):
    """A figure comes in from its B circle onto its start circle A."""

    colour: int
    figure: int
    start: Position
    end: Position


@dataclass(frozen=True)
class FigureMoved(Event):
    """`path` lists every circle entered, one hop at a time; path[-1] == end."""

    colour: int
    figure: int
    start: Position
    end: Position
    path: tuple[Position, ...]


@dataclass(frozen=True)
class FigureCaptured(Event):
    """Figure (colour, figure) was knocked out at `at` by (by, by_figure); back to `to` (B)."""

    colour: int
    figure: int
    by: int
    by_figure: int
    at: Position
    to: Position


@dataclass(frozen=True)
class ExtraRoll(Event):
    """`colour` throws again: reason "six" (a 6 was thrown) or "try" (tries_left tries left)."""

    colour: int
    reason: str
    tries_left: int


@dataclass(frozen=True)
class ThreeSixes(Event):
    """House rule: the third 6 in a row is not played and the turn ends."""

    colour: int


@dataclass(frozen=True)
class TurnPassed(Event):
    colour: int
    next_colour: int
    next_seat: int


@dataclass(frozen=True)
class ColourFinished(Event):
    """All four figures of `colour` are home; `place` counts colours (1 = first)."""

    colour: int
    place: int


@dataclass(frozen=True)
class SeatFinished(Event):
    """Every colour of `seat` is home; `place` is the seat's place (1 = first)."""

    seat: int
    place: int


@dataclass(frozen=True)
class MovePlan:
    """A legal move described for a scene (highlighting, previews) or a bot."""

    figure: int
    start: Position
    end: Position
    path: tuple[Position, ...]
    captures: tuple[int, int] | None     # (colour, figure) knocked out, if any
    enters: bool


# Every reason key `apply` can raise (the language tables have one text per key).
REASONS = (
    "game_over", "unknown_action", "not_your_turn", "must_move", "must_roll",
    "no_such_figure", "needs_six", "finished_figure", "too_far", "home_taken",
    "no_jump_home", "own_figure", "start_blocked", "must_enter", "must_clear_start",
    "must_leave_start", "must_capture", "not_allowed",
)


def _illegal(reason: str, **params) -> IllegalAction:
    """A refusal: its key in the language tables is `mensch.illegal.<reason>`."""
    return IllegalAction(f"mensch.illegal.{reason}", **params)


# ---------------------------------------------------------------- the match

class Match:
    """One game. Seats 2..4; `owners[colour]` is the seat that plays that colour."""

    def __init__(self, seats: int = 4, rules: Rules | None = None, dice=None,
                 owners: Sequence[int] | None = None):
        if isinstance(seats, bool) or not isinstance(seats, int) or not 2 <= seats <= 4:
            raise ValueError(f"seats must be 2, 3 or 4, not {seats!r}")
        self.seats = seats
        self.rules = rules if rules is not None else Rules()
        self.dice = dice if dice is not None else SeededDice()
        self.owners: tuple[int, ...] = _check_owners(
            default_owners(seats) if owners is None else owners, seats)
        self._n = _figure_count(self.rules.figures)
        self._prog = [-1 if f < self._n else OUT for _c in range(COLOURS) for f in range(FIGURES)]
        self._track = [-1] * TRACK_LEN
        self._home = [[-1] * 4 for _ in range(COLOURS)]
        if not self.rules.start_on_b:
            for c in range(COLOURS):
                self._place(4 * c, 0)
        self._captures = [0] * COLOURS      # figures of other seats knocked out
        self._captured = [0] * COLOURS      # own figures knocked out (by anyone)
        self._sixes = [0] * COLOURS         # sixes thrown as turn throws
        self._phase = "opening"
        self._contenders: list[int] = list(self.opening_colours())
        self._colour = self._contenders[0]
        self._throws: list[int] = []
        self._die = 0
        self._sixes_in_turn = 0
        self._tries = 1
        self._moves: list[tuple[int, int, int]] = []    # (figure, target progress, victim gid)
        self._finished: list[int] = []                  # colours in finishing order
        self._places: list[int] = []                    # seats in finishing order

    # ------------------------------------------------------------ reading the state

    @property
    def current_colour(self) -> int | None:
        return None if self._phase == "over" else self._colour

    @property
    def current_seat(self) -> int | None:
        return None if self._phase == "over" else self.owners[self._colour]

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def die(self) -> int | None:
        """The throw waiting to be played (phase "move"), else None."""
        return self._die if self._phase == "move" else None

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    @property
    def opening_contenders(self) -> tuple[int, ...]:
        """Colours still throwing in the current opening round, one per seat (its first colour
        in board order); empty after the opening."""
        return tuple(self._contenders) if self._phase == "opening" else ()

    def opening_colours(self) -> tuple[int, ...]:
        """The colour each seat throws the opening for: its first colour in board order
        ("Jeder Spieler hat einen Wurf": a person with two colours throws once)."""
        return tuple(c for c in range(COLOURS) if self.owners.index(self.owners[c]) == c)

    @property
    def figure_count(self) -> int:
        """Figures in play per colour (house rule `figures`; 4 by the rule sheet): 0..count-1."""
        return self._n

    @property
    def sixes_in_turn(self) -> int:
        return self._sixes_in_turn

    @property
    def tries_left(self) -> int:
        return self._tries

    @property
    def finished_colours(self) -> tuple[int, ...]:
        return tuple(self._finished)

    def seat_colours(self, seat: int) -> tuple[int, ...]:
        return tuple(c for c in range(COLOURS) if self.owners[c] == seat)

    def progress(self, colour: int, figure: int) -> int:
        """-1 on B, 0..39 steps from A on the track, 40..43 on home circles a..d (OUT: not in
        play)."""
        return self._prog[4 * colour + figure]

    def progress_table(self) -> tuple[int, ...]:
        """All 16 progress values, colour by colour (a copy; for bots)."""
        return tuple(self._prog)

    def position(self, colour: int, figure: int) -> Position:
        """Where a figure in play stands (ValueError for a figure not in play)."""
        return position_of(colour, figure, self._prog[4 * colour + figure])

    def positions(self) -> dict[int, tuple[Position, ...]]:
        """Every colour's figures in play, figure by figure."""
        return {c: tuple(self.position(c, f) for f in range(self._n)) for c in range(COLOURS)}

    def occupant(self, track_circle: int) -> tuple[int, int] | None:
        """(colour, figure) standing on track circle `track_circle`, or None."""
        gid = self._track[track_circle]
        return None if gid < 0 else (gid >> 2, gid & 3)

    def ranking(self) -> list[list[int]]:
        """Seats by place. While playing, seats still on their way share the last place."""
        out = [[s] for s in self._places]
        rest = [s for s in range(self.seats) if s not in self._places]
        if rest:
            out.append(rest)
        return out

    def colour_places(self) -> dict[int, int]:
        """Finished colours and their place (1 = first home)."""
        return {c: i + 1 for i, c in enumerate(self._finished)}

    def figures(self, seat: int) -> dict[str, int]:
        """home (figures on a-d), captures (figures of other seats knocked out), captured
        (own figures knocked out, by anyone), sixes (sixes thrown as turn throws)."""
        colours = self.seat_colours(seat)
        prog = self._prog
        return {
            "home": sum(1 for c in colours for f in range(self._n) if prog[4 * c + f] >= 40),
            "captures": sum(self._captures[c] for c in colours),
            "captured": sum(self._captured[c] for c in colours),
            "sixes": sum(self._sixes[c] for c in colours),
        }

    def legal_actions(self, seat: int) -> list[Roll | Move]:
        if self._phase == "over" or seat != self.owners[self._colour]:
            return []
        if self._phase == "move":
            return [MOVES[m[0]] for m in self._moves]
        return [ROLL]

    def move_options(self) -> list[tuple[int, int, int]]:
        """The legal moves as (figure, target progress, victim) where victim is the global
        figure number 4*colour+figure knocked out, or -1. Empty unless phase is "move"."""
        return list(self._moves) if self._phase == "move" else []

    def moves(self) -> list[MovePlan]:
        """The legal moves described with positions and hop paths (phase "move")."""
        if self._phase != "move":
            return []
        return [self._plan(m) for m in self._moves]

    def plan(self, figure: int) -> MovePlan | None:
        for m in self.move_options():
            if m[0] == figure:
                return self._plan(m)
        return None

    def _plan(self, m: tuple[int, int, int]) -> MovePlan:
        c = self._colour
        f, t, victim = m
        p = self._prog[4 * c + f]
        start = position_of(c, f, p)
        end = _POS[c][t]
        path = (end,) if p < 0 else tuple(_POS[c][s] for s in range(p + 1, t + 1))
        cap = None if victim < 0 else (victim >> 2, victim & 3)
        return MovePlan(f, start, end, path, cap, p < 0)

    # ------------------------------------------------------------ move generation

    def _place(self, gid: int, t: int) -> None:
        c = gid >> 2
        self._prog[gid] = t
        if 0 <= t <= LAST_TRACK:
            self._track[(10 * c + t) % TRACK_LEN] = gid
        elif t >= 40:
            self._home[c][t - 40] = gid

    def _one(self, c: int, p: int, v: int) -> tuple[int, int] | None:
        """(target, victim) for a figure of colour c at progress p >= 0 moving v, or None."""
        t = p + v
        if t <= LAST_TRACK:
            victim = self._track[(10 * c + t) % TRACK_LEN]
            if victim >= 0 and victim >> 2 == c and self.rules.protect_own:
                return None
            return (t, victim)
        if t > GOAL:
            return None
        home = self._home[c]
        if home[t - 40] >= 0:
            return None
        if self.rules.no_jump_home:
            for k in range(max(p + 1, 40) - 40, t - 40):
                if home[k] >= 0:
                    return None
        return (t, -1)

    def _generate(self, c: int, v: int) -> list[tuple[int, int, int]]:
        prog = self._prog
        base = 4 * c
        rules = self.rules
        on_b = prog[base] < 0 or prog[base + 1] < 0 or prog[base + 2] < 0 or prog[base + 3] < 0
        if v == 6 and on_b:
            occ = self._track[10 * c]
            if occ < 0 or occ >> 2 != c:
                # A six must bring a figure in from B (any of them; they are alike).
                return [(f, 0, occ) for f in range(FIGURES) if prog[base + f] < 0]
            one = self._one(c, 0, 6)
            if one is not None:
                # Own figure on A: it must move 6 on, even onto an own figure.
                return [(occ - base, one[0], one[1])]
            # Only with protect_own: A is blocked for good; any other figure may use the 6.
        moves = []
        track = self._track
        start = 10 * c
        protect = rules.protect_own
        for f in range(self._n):
            p = prog[base + f]
            if p < 0:
                continue
            t = p + v
            if t <= LAST_TRACK:       # the common case, inlined from _one
                victim = track[(start + t) % TRACK_LEN]
                if victim < 0 or not protect or victim >> 2 != c:
                    moves.append((f, t, victim))
                continue
            one = self._one(c, p, v)
            if one is not None:
                moves.append((f, one[0], one[1]))
        if len(moves) > 1:
            if rules.clear_start and on_b:
                occ = self._track[10 * c]
                if occ >= 0 and occ >> 2 == c:
                    forced = [m for m in moves if m[0] == occ - base]
                    if forced:
                        moves = forced
            if rules.must_capture:
                hits = [m for m in moves if m[2] >= 0 and m[2] >> 2 != c]
                if hits:
                    moves = hits
        return moves

    def _nothing_can_move(self, c: int) -> bool:
        return not any(self._generate(c, v) for v in range(1, 6))

    def _turn_tries(self, c: int) -> int:
        if self.rules.start_on_b and self._nothing_can_move(c):
            return 3
        return 1

    # ------------------------------------------------------------ applying actions

    def apply(self, seat: int, action) -> list[Event]:
        if self._phase == "over":
            raise _illegal("game_over")
        kind = type(action)
        if kind is not Roll and kind is not Move and not isinstance(action, (Roll, Move)):
            raise _illegal("unknown_action")
        if seat != self.owners[self._colour]:
            raise _illegal("not_your_turn", seat=seat)
        events: list[Event] = []
        if kind is Roll or isinstance(action, Roll):
            if self._phase == "move":
                raise _illegal("must_move")
            if self._phase == "opening":
                self._opening_throw(events)
            else:
                value = self.dice.roll(1)[0]
                events.append(DiceRolled(self._colour, value))
                self._after_throw(self._colour, value, events)
            return events
        if self._phase != "move":
            raise _illegal("must_roll")
        f = action.figure
        if isinstance(f, bool) or not isinstance(f, int) or not 0 <= f < self._n:
            raise _illegal("no_such_figure", figure=f)
        for m in self._moves:
            if m[0] == f:
                self._do_move(m, events)
                return events
        raise _illegal(self._why_not(f), figure=f)

    def _opening_throw(self, events: list[Event]) -> None:
        value = self.dice.roll(1)[0]
        c = self._colour
        events.append(OpeningRoll(c, value))
        self._throws.append(value)
        if len(self._throws) < len(self._contenders):
            self._colour = self._contenders[len(self._throws)]
            return
        best = max(self._throws)
        winners = [col for col, v in zip(self._contenders, self._throws, strict=True) if v == best]
        self._throws = []
        if len(winners) > 1:
            events.append(OpeningTie(tuple(winners), best))
            self._contenders = winners
            self._colour = winners[0]
            return
        c = winners[0]
        self._contenders = []
        events.append(StartingColour(c, best))
        self._colour = c
        self._phase = "roll"
        self._sixes_in_turn = 0
        self._tries = self._turn_tries(c)
        self._after_throw(c, best, events)

    def _after_throw(self, c: int, value: int, events: list[Event]) -> None:
        if value == 6:
            self._sixes[c] += 1
            self._sixes_in_turn += 1
            if self.rules.three_sixes and self._sixes_in_turn >= 3:
                events.append(ThreeSixes(c))
                self._next_turn(events)
                return
        moves = self._generate(c, value)
        if moves:
            self._phase = "move"
            self._die = value
            self._moves = moves
            return
        self._phase = "roll"
        events.append(NoMove(c, value))
        if value == 6:
            self._tries = self._turn_tries(c)
            events.append(ExtraRoll(c, "six", self._tries))
            return
        self._tries -= 1
        if self._tries > 0:
            events.append(ExtraRoll(c, "try", self._tries))
            return
        self._next_turn(events)

    def _do_move(self, m: tuple[int, int, int], events: list[Event]) -> None:
        c = self._colour
        f, t, victim = m
        gid = 4 * c + f
        prog = self._prog
        p = prog[gid]
        pos = _POS[c]
        end = pos[t]
        if p < 0:
            events.append(FigureEntered(c, f, ("B", f), end))
        else:
            if p <= LAST_TRACK:
                self._track[(10 * c + p) % TRACK_LEN] = -1
            else:
                self._home[c][p - 40] = -1
            events.append(FigureMoved(c, f, pos[p], end, pos[p + 1:t + 1]))
        if victim >= 0:
            vc = victim >> 2
            self._prog[victim] = -1
            self._captured[vc] += 1
            if self.owners[vc] != self.owners[c]:
                self._captures[c] += 1
            events.append(FigureCaptured(vc, victim & 3, c, f, end, ("B", victim & 3)))
        prog[gid] = t
        if t <= LAST_TRACK:
            self._track[(10 * c + t) % TRACK_LEN] = gid
        else:
            self._home[c][t - 40] = gid
        value = self._die
        self._moves = []
        self._die = 0
        base = 4 * c
        if prog[base] >= 40 and prog[base + 1] >= 40 and prog[base + 2] >= 40 and prog[base + 3] >= 40:
            self._finish_colour(c, events)
            if self._phase != "over":
                self._next_turn(events)
            return
        if value == 6:
            self._phase = "roll"
            self._tries = self._turn_tries(c)
            events.append(ExtraRoll(c, "six", self._tries))
            return
        self._next_turn(events)

    def _finish_colour(self, c: int, events: list[Event]) -> None:
        self._finished.append(c)
        events.append(ColourFinished(c, len(self._finished)))
        seat = self.owners[c]
        if all(col in self._finished for col in range(COLOURS) if self.owners[col] == seat):
            self._places.append(seat)
            events.append(SeatFinished(seat, len(self._places)))
        rest = [s for s in range(self.seats) if s not in self._places]
        if len(rest) <= 1:
            self._places.extend(rest)
            self._phase = "over"
            self._moves = []
            events.append(GameOver(tuple((s,) for s in self._places)))

    def _next_turn(self, events: list[Event]) -> None:
        c = self._colour
        n = (c + 1) % COLOURS
        while n in self._finished:
            n = (n + 1) % COLOURS
        self._colour = n
        self._phase = "roll"
        self._sixes_in_turn = 0
        self._moves = []
        self._die = 0
        self._tries = self._turn_tries(n)
        events.append(TurnPassed(c, n, self.owners[n]))

    def _why_not(self, f: int) -> str:
        """The reason key for a figure that may not move with the current throw."""
        c = self._colour
        v = self._die
        base = 4 * c
        p = self._prog[base + f]
        if p < 0:
            if v != 6:
                return "needs_six"
            occ = self._track[10 * c]
            if any(m[0] == occ - base for m in self._moves):
                return "must_clear_start"
            return "start_blocked"
        if p == GOAL or (p >= 40 and all(self._home[c][k] >= 0 for k in range(p - 39, 4))):
            return "finished_figure"
        one = self._one(c, p, v)
        if one is None:
            t = p + v
            if t > GOAL:
                return "too_far"
            if t >= 40 and self._home[c][t - 40] >= 0:
                return "home_taken"
            if t >= 40:
                return "no_jump_home"
            return "own_figure"
        on_b = any(self._prog[base + g] < 0 for g in range(FIGURES))
        occ = self._track[10 * c]
        own_on_a = occ >= 0 and occ >> 2 == c
        # The compulsions of `_generate`, in its order; one on the figure on A binds only when
        # that figure can move (under protect_own an own figure may block it).
        a_moves = own_on_a and any(m[0] == occ - base for m in self._moves)
        if v == 6 and on_b and (a_moves or not own_on_a):
            return "must_clear_start" if own_on_a else "must_enter"
        if self.rules.clear_start and on_b and a_moves:
            return "must_leave_start"
        if self.rules.must_capture:
            return "must_capture"
        return "not_allowed"

    # ------------------------------------------------------------ saving and loading

    def to_dict(self) -> dict:
        return {
            "game": "mensch",
            "version": 1,
            "seats": self.seats,
            "owners": list(self.owners),
            "rules": {name: getattr(self.rules, name) for name in RULE_NAMES},
            "dice": self.dice.to_dict(),
            "figures": [
                {"colour": c, "figure": f, "at": list(self.position(c, f))}
                for c in range(COLOURS) for f in range(self._n)
            ],
            "phase": self._phase,
            "colour": self._colour,
            "die": self._die if self._phase == "move" else None,
            "sixes_in_turn": self._sixes_in_turn,
            "tries": self._tries,
            "opening": {"contenders": list(self._contenders), "throws": list(self._throws)},
            "finished": list(self._finished),
            "places": list(self._places),
            "stats": {"captures": list(self._captures), "captured": list(self._captured),
                      "sixes": list(self._sixes)},
        }

    @classmethod
    def from_dict(cls, data: dict, dice=None) -> Match:
        """Rebuild a match from `to_dict`; ValueError (with the reason) if it is impossible.

        `dice` replaces the saved dice source (tests and `arranged` keep their own)."""
        if not isinstance(data, dict):
            raise ValueError("a saved Mensch game must be a table")
        if data.get("game", "mensch") != "mensch":
            raise ValueError(f"not a Mensch game: {data.get('game')!r}")
        missing = [k for k in ("seats", "owners", "rules", "figures", "phase", "colour", "sixes_in_turn",
                               "tries", "opening", "finished", "places", "stats") if k not in data]
        if missing:
            raise ValueError(f"a saved Mensch game lacks {', '.join(missing)}")
        seats = _int(data, "seats", 2, 4)
        owners = data.get("owners")
        if not isinstance(owners, list):
            raise ValueError("owners must be a list of 4 seats")
        rules = _rules_from(data.get("rules"))
        if dice is None:
            raw = data.get("dice")
            if not isinstance(raw, dict):
                raise ValueError("dice must be a table")
            try:
                dice = dice_from_dict(raw)
            except (KeyError, TypeError, ValueError) as exc:
                raise ValueError(f"dice cannot be restored: {exc}") from exc
        m = cls(seats, rules, dice, owners)
        m._load(data)
        return m

    def _load(self, data: dict) -> None:
        n = self._n
        self._prog = [-2 if f < n else OUT for _c in range(COLOURS) for f in range(FIGURES)]
        self._track = [-1] * TRACK_LEN
        self._home = [[-1] * 4 for _ in range(COLOURS)]
        figs = data["figures"]
        if not isinstance(figs, list):
            raise ValueError("figures must be a list")
        counts = [0] * COLOURS
        for entry in figs:
            if not isinstance(entry, dict):
                raise ValueError(f"a figure must be a table, not {entry!r}")
            c = entry.get("colour")
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < COLOURS:
                raise ValueError(f"unknown colour {c!r}")
            counts[c] += 1
            if counts[c] > n:
                raise ValueError(f"colour {c} has more than {n} figures")
            f = entry.get("figure")
            if isinstance(f, bool) or not isinstance(f, int) or not 0 <= f < n:
                raise ValueError(f"colour {c}: unknown figure {f!r} (figures 0..{n - 1} play)")
            gid = 4 * c + f
            if self._prog[gid] != -2:
                raise ValueError(f"colour {c} figure {f} is listed twice")
            self._prog[gid] = -1
            self._put(gid, entry.get("at"))
        missing = [(g >> 2, g & 3) for g in range(COLOURS * FIGURES) if self._prog[g] == -2]
        if missing:
            raise ValueError(f"figures missing (colour, figure): {missing}")
        phase = data["phase"]
        if phase not in PHASES:
            raise ValueError(f"phase must be one of {PHASES}, not {phase!r}")
        self._phase = phase
        self._colour = _int(data, "colour", 0, COLOURS - 1)
        self._sixes_in_turn = _int(data, "sixes_in_turn", 0, 1000)
        self._tries = _int(data, "tries", 0, 3)
        opening = data["opening"]
        if not isinstance(opening, dict):
            raise ValueError("opening must be a table")
        self._contenders = _int_list(opening.get("contenders", []), "opening contenders", 0, 3)
        self._throws = _int_list(opening.get("throws", []), "opening throws", 1, 6)
        if phase == "opening" and self._old_opening():
            # a save from when every colour threw: this opening round starts again, per player
            self._contenders = list(self.opening_colours())
            self._throws = []
            self._colour = self._contenders[0]
        self._finished = _int_list(data["finished"], "finished", 0, 3)
        self._places = _int_list(data["places"], "places", 0, self.seats - 1)
        stats = data["stats"]
        if not isinstance(stats, dict):
            raise ValueError("stats must be a table")
        self._captures = _stat(stats, "captures")
        self._captured = _stat(stats, "captured")
        self._sixes = _stat(stats, "sixes")
        if phase == "move":
            die = data.get("die")
            if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
                raise ValueError(f"die must be 1..6 while a move is due, not {die!r}")
            self._die = die
            self._moves = self._generate(self._colour, die)
            if not self._moves:
                raise ValueError(f"colour {self._colour} has no legal move with a {die}")
        try:
            self.check_invariants()
        except AssertionError as exc:
            raise ValueError(f"impossible state: {exc}") from exc

    def _old_opening(self) -> bool:
        """True for an opening saved when every colour threw once: distinct colours in board
        order, of which some seat has two."""
        c = self._contenders
        return c == sorted(set(c)) and len({self.owners[x] for x in c}) < len(c)

    def _put(self, gid: int, at) -> None:
        c, f = gid >> 2, gid & 3
        if not isinstance(at, (list, tuple)) or len(at) != 2 or isinstance(at[1], bool) \
                or not isinstance(at[1], int):
            raise ValueError(f"colour {c} figure {f}: position must be [kind, number], not {at!r}")
        kind, i = at
        if kind == "B":
            if i != f:
                raise ValueError(f"colour {c} figure {f} must use B circle {f}, not {i}")
            self._prog[gid] = -1
        elif kind == "track":
            if not 0 <= i < TRACK_LEN:
                raise ValueError(f"colour {c} figure {f}: no track circle {i}")
            if self._track[i] >= 0:
                raise ValueError(f"two figures on track circle {i}")
            self._place(gid, (i - 10 * c) % TRACK_LEN)
        elif kind == "home":
            if not 0 <= i < 4:
                raise ValueError(f"colour {c} figure {f}: no home circle {i}")
            if self._home[c][i] >= 0:
                raise ValueError(f"two figures of colour {c} on home circle {i}")
            self._place(gid, 40 + i)
        else:
            raise ValueError(f"colour {c} figure {f}: unknown kind of circle {kind!r}")

    @classmethod
    def arranged(cls, figures: dict[int, Sequence], *, colour: int = 0, seats: int = 4,
                 owners: Sequence[int] | None = None, rules: Rules | None = None,
                 dice=None) -> Match:
        """A match in mid-play with `colour` about to throw, figures placed as given.

        `figures[c]` lists a position for each figure in play of colour c (four, or
        `rules.figures`; "B" alone means the figure's own B circle); colours left out stand
        on B. Colours already all home count as finished in
        colour order. For tests, tutorials and puzzles."""
        m = cls(seats, rules, dice, owners)
        data = m.to_dict()
        entries = []
        n = m.figure_count
        for c in range(COLOURS):
            places = list(figures.get(c, ["B"] * n))
            if len(places) != n:
                raise ValueError(f"colour {c} needs {n} positions, got {len(places)}")
            for f, at in enumerate(places):
                at = ["B", f] if at == "B" else list(at)
                entries.append({"colour": c, "figure": f, "at": at})
        data["figures"] = entries
        finished = [c for c in range(COLOURS)
                    if all(p != "B" and tuple(p)[0] == "home" for p in figures.get(c, ["B"]))]
        data["finished"] = finished
        places = []
        for c in finished:
            s = m.owners[c]
            if s not in places and all(o in finished for o in range(COLOURS) if m.owners[o] == s):
                places.append(s)
        data["places"] = places
        data["phase"] = "roll"
        data["colour"] = colour
        data["opening"] = {"contenders": [], "throws": []}
        m._load(data)
        m._tries = m._turn_tries(colour)
        return m

    def check_invariants(self) -> None:
        """AssertionError if the state is impossible."""
        prog, track, home = self._prog, self._track, self._home
        assert len(prog) == COLOURS * FIGURES, "there must be 16 figures"
        on_b = on_track = in_home = out = 0
        for gid, p in enumerate(prog):
            c = gid >> 2
            if gid & 3 >= self._n:
                assert p == OUT, f"figure {gid} is not in play but stands on the board"
                out += 1
                continue
            assert -1 <= p <= GOAL, f"figure {gid} has progress {p}"
            if p < 0:
                on_b += 1
            elif p <= LAST_TRACK:
                on_track += 1
                assert track[(10 * c + p) % TRACK_LEN] == gid, f"figure {gid} is not on its circle"
            else:
                in_home += 1
                assert home[c][p - 40] == gid, f"figure {gid} is not on its home circle"
        assert on_b + on_track + in_home + out == COLOURS * FIGURES
        assert sum(1 for g in track if g >= 0) == on_track, "a track circle holds a stray figure"
        assert sum(1 for c in range(COLOURS) for g in home[c] if g >= 0) == in_home, \
            "a home circle holds a stray figure"
        done = [c for c in range(COLOURS) if all(prog[4 * c + f] >= 40 for f in range(FIGURES))]
        assert sorted(done) == sorted(self._finished), "finished colours do not match the board"
        assert len(set(self._finished)) == len(self._finished), "a colour finished twice"
        assert len(set(self._places)) == len(self._places), "a seat placed twice"
        for s in self._places[:-1] if self._phase == "over" else self._places:
            assert all(c in self._finished for c in self.seat_colours(s)), \
                f"seat {s} is placed before all its colours are home"
        assert self._phase in PHASES
        unplaced = [s for s in range(self.seats) if s not in self._places]
        if self._phase == "over":
            assert not unplaced, "a finished game must place every seat"
        else:
            assert len(unplaced) >= 2, "the game should be over"
            assert self._colour not in self._finished, "a finished colour is to move"
        if self._phase == "opening":
            assert not self._finished and self._contenders, "opening without contenders"
            assert len(self._throws) < len(self._contenders)
            assert self._colour == self._contenders[len(self._throws)]
            assert self._contenders == sorted(set(self._contenders)), "contenders in board order"
            assert set(self._contenders) <= set(self.opening_colours()), \
                "one opening throw per player, for its first colour"
        else:
            assert not self._contenders and not self._throws, "opening state left over"
        if self._phase == "move":
            assert 1 <= self._die <= 6 and self._moves, "a move is due without a legal move"
        for name in ("_captures", "_captured", "_sixes"):
            values = getattr(self, name)
            assert len(values) == COLOURS and all(v >= 0 for v in values), f"bad {name}"


def _check_owners(owners: Sequence[int], seats: int) -> tuple[int, ...]:
    owners = tuple(owners)
    if len(owners) != COLOURS:
        raise ValueError(f"owners must name a seat for each of the {COLOURS} colours")
    for s in owners:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < seats:
            raise ValueError(f"owner {s!r} is not a seat (0..{seats - 1})")
    for s in range(seats):
        if s not in owners:
            raise ValueError(f"seat {s} plays no colour")
    return owners


def _figure_count(value) -> int:
    low, high = (Rules.__dataclass_fields__["figures"].metadata[k] for k in ("min", "max"))
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"rule figures must be a whole number from {low} to {high}, not {value!r}")
    return value


def _int(data: dict, key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ValueError(f"{key} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _int_list(value, what: str, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list) or any(
            isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi for v in value):
        raise ValueError(f"{what} must be a list of whole numbers from {lo} to {hi}")
    return list(value)


def _stat(stats: dict, key: str) -> list[int]:
    value = stats.get(key)
    if not isinstance(value, list) or len(value) != COLOURS or any(
            isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= STAT_LIMIT for v in value):
        raise ValueError(f"stats {key} must be {COLOURS} whole numbers from 0 to {STAT_LIMIT}")
    return list(value)


STAT_LIMIT = 10**6     # captures, knock-outs and sixes of one colour in one game


def _rules_from(raw) -> Rules:
    if not isinstance(raw, dict):
        raise ValueError("rules must be a table")
    rules = Rules()
    for key, value in raw.items():
        if key not in RULE_NAMES:
            raise ValueError(f"unknown rule {key!r}")
        if key in COUNTED_RULES:
            _figure_count(value)
        elif not isinstance(value, bool):
            raise ValueError(f"rule {key} must be true or false, not {value!r}")
        setattr(rules, key, value)
    # saves written before the short game knew no `figures`: they played with four
    missing = [name for name in RULE_NAMES if name not in raw and name not in COUNTED_RULES]
    if missing:
        raise ValueError(f"rules lack {', '.join(missing)}")
    return rules
