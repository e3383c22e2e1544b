"""Durchmarsch (Reinhard Staupe, KENDi 2023): the rules engine. Pure Python, no pygame.

Each seat has a sheet of 4 rows, every row the numbers 10 down to 1 plus two misthrow boxes.
A turn starts with all 8 dice at the first open number of the seat's current row. 10 to 7
must be the sum of exactly two dice, 6 to 1 one die showing it. A hit crosses the number and
the seat chooses: stop (next turn, same row, 8 dice) or go on (one die aside, never below 5
dice, throw again for the next number). A miss marks a misthrow in the row and ends the turn;
the next turn starts one row down (after the fourth, the top), skipping struck rows. A second
misthrow strikes the row out; with all four struck the seat is out. A completed row wins at
once; otherwise the last seat standing wins.

Turn flow (what the scene shows):
    Roll   at the start of a turn: throws all 8 dice.
           -> DiceRolled, then NumberCrossed (and the choice) or Misthrow (turn over).
    Stop   after a hit: the turn ends.               -> Stopped, TurnPassed
    GoOn   after a hit: one die aside, throw again.  -> DieSetAside (unless already at 5 dice),
           DiceRolled, NumberCrossed or Misthrow ...
A misthrow is followed by TurnPassed (or SeatOut and perhaps GameOver); a completed row by
RowCompleted and GameOver.

Sheet coordinates: rows 0-3 from the top; in a row the crosses are counted, so a row with
`crosses == 3` has 10, 9 and 8 crossed and needs 7 next (`10 - crosses`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.dice import SeededDice, dice_from_dict
from game.durchmarsch.odds import (
    DM_MIN_DICE,
    DM_PAIR_NUMBERS,
    DM_START_DICE,
    dm_dice_after_going_on,
    dm_hit_chance,
    dm_march_chance,
)
from game.durchmarsch.rules import Rules
from game.engine import Event, GameOver, IllegalAction

__all__ = [
    "ROWS", "NUMBERS", "MISTHROW_BOXES", "START_DICE", "MIN_DICE", "MIN_SEATS", "MAX_SEATS",
    "Rules", "Action", "Roll", "Stop", "GoOn", "ACTIONS",
    "DiceRolled", "NumberCrossed", "Misthrow", "DieSetAside", "Stopped", "TurnPassed",
    "SeatOut", "RowCompleted", "GameOver", "IllegalAction",
    "Sheet", "Match", "made_by", "ROLL", "DECIDE", "OVER",
]

ROWS = 4
NUMBERS = 10              # a row holds 10, 9, ..., 1
MISTHROW_BOXES = 2        # the second misthrow strikes the row
START_DICE = DM_START_DICE
MIN_DICE = DM_MIN_DICE
MIN_SEATS, MAX_SEATS = 2, 4

# phases
ROLL = "roll"      # the current seat must throw all 8 dice (start of a turn)
DECIDE = "decide"  # the current seat has just crossed a number: Stop or GoOn
OVER = "over"
PHASES = (ROLL, DECIDE, OVER)

SAVE_VERSION = 1
# Every turn crosses a number or marks a misthrow box, so no seat plays more turns than its
# sheet has boxes (a bound for saves, not a tight one).
MAX_TURNS = ROWS * (NUMBERS + MISTHROW_BOXES)


def _illegal(key: str, **params) -> IllegalAction:
    return IllegalAction(f"durchmarsch.illegal.{key}", **params)


# ---------------------------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------------------------

# ---------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Action:
    """Base of the three actions."""


@dataclass(frozen=True)
class Roll(Action):
    """Throw all 8 dice: the first throw of a turn."""


@dataclass(frozen=True)
class Stop(Action):
    """After crossing a number: end the turn voluntarily."""


@dataclass(frozen=True)
class GoOn(Action):
    """After crossing a number: set one die aside (never below 5 dice) and throw again."""


ACTIONS: dict[str, type[Action]] = {"roll": Roll, "stop": Stop, "go_on": GoOn}


# ---------------------------------------------------------------------------------------------
# Events
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DiceRolled(Event):
    """`seat` threw `faces` (5-8 dice) needing `target` in `row`."""

    seat: int
    faces: tuple[int, ...]
    target: int
    row: int


@dataclass(frozen=True)
class NumberCrossed(Event):
    """`number` in `row` is crossed; `dice` are the indices into the throw's faces that made
    it: the pair for 10-7, the single die for 6-1."""

    seat: int
    row: int
    number: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class Misthrow(Event):
    """The throw missed: a misthrow box in `row` is marked. `struck`: it was the second, the
    row is struck out."""

    seat: int
    row: int
    struck: bool


@dataclass(frozen=True)
class DieSetAside(Event):
    """Going on: one die is put aside; `dice_left` dice are thrown next."""

    seat: int
    dice_left: int


@dataclass(frozen=True)
class Stopped(Event):
    """`seat` ended the turn voluntarily after crossing `number` in `row`."""

    seat: int
    row: int
    number: int


@dataclass(frozen=True)
class TurnPassed(Event):
    """All 8 dice go to `seat`, who starts in `row` at `number`."""

    seat: int
    row: int
    number: int


@dataclass(frozen=True)
class SeatOut(Event):
    """All four rows of `seat` are struck: the seat is out of the game."""

    seat: int


@dataclass(frozen=True)
class RowCompleted(Event):
    """`seat` crossed every number of `row`: the seat wins (GameOver follows)."""

    seat: int
    row: int


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def after_a_miss(misses: list[int] | tuple[int, ...], row: int) -> tuple[str, int | None]:
    """What a misthrow in `row` does to a sheet with these misthrows per row (the engine's rule,
    asked by the table too): ("miss", the row the next turn starts in: one row down, the top
    after the fourth, skipping struck rows), ("struck", that row) when it is the row's second,
    or ("out", None) when it strikes the sheet's last open row."""
    after = list(misses)
    after[row] += 1
    kind = "struck" if after[row] >= MISTHROW_BOXES else "miss"
    for step in range(1, ROWS + 1):
        candidate = (row + step) % ROWS
        if after[candidate] < MISTHROW_BOXES:
            return kind, candidate
    return "out", None


def made_by(faces: tuple[int, ...] | list[int], target: int) -> tuple[int, ...]:
    """Indices of the dice that make `target`, or () when the throw misses.

    10-7: the first pair (in throw order) whose sum is the target; 6-1: the first die
    showing it. Making the number more than once makes no difference.
    """
    if target in DM_PAIR_NUMBERS:
        for i in range(len(faces)):
            want = target - faces[i]
            for j in range(i + 1, len(faces)):
                if faces[j] == want:
                    return (i, j)
        return ()
    if 1 <= target <= 6:
        for i, face in enumerate(faces):
            if face == target:
                return (i,)
        return ()
    raise ValueError(f"Durchmarsch has no number {target}")


@dataclass(frozen=True)
class Sheet:
    """A read-only picture of one seat's sheet."""

    crosses: tuple[int, ...]     # per row: how many numbers are crossed (10 first)
    misthrows: tuple[int, ...]   # per row: 0, 1 or 2 misthrow boxes marked
    row: int                     # the row the seat plays in (or starts in next turn)
    out: bool

    def struck(self, row: int) -> bool:
        return self.misthrows[row] >= MISTHROW_BOXES

    def next_number(self, row: int | None = None) -> int:
        """The first open number of a row (0 when the row is complete)."""
        return NUMBERS - self.crosses[self.row if row is None else row]

    def crossed(self, row: int) -> tuple[int, ...]:
        """The numbers crossed in a row, left to right."""
        return tuple(range(NUMBERS, NUMBERS - self.crosses[row], -1))

    @property
    def best_row(self) -> int:
        """Most crosses in a row that is not struck (0 when all are)."""
        return max((c for r, c in enumerate(self.crosses) if not self.struck(r)), default=0)

    @property
    def struck_rows(self) -> int:
        return sum(1 for r in range(ROWS) if self.struck(r))


# ---------------------------------------------------------------------------------------------
# The match
# ---------------------------------------------------------------------------------------------

class Match:
    """One game of Durchmarsch for 2-4 seats (seat i passes the dice to seat i + 1)."""

    def __init__(self, seats: int, rules: Rules | None = None, dice=None, *,
                 first_seat: int | None = None):
        if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Durchmarsch is for {MIN_SEATS}-{MAX_SEATS} seats, not {seats!r}")
        self.seats = seats
        self.rules = rules if rules is not None else Rules()
        self.dice = dice if dice is not None else SeededDice()
        if first_seat is None:
            first_seat = self.dice.pick(seats)   # drawn by lot
        if isinstance(first_seat, bool) or not isinstance(first_seat, int) or not 0 <= first_seat < seats:
            raise ValueError(f"first_seat must be a seat 0-{seats - 1}, not {first_seat!r}")
        self.first_seat = first_seat
        self._crosses = [[0] * ROWS for _ in range(seats)]
        self._misses = [[0] * ROWS for _ in range(seats)]
        self._row = [0] * seats
        self._turns = [0] * seats
        self._eliminated: list[int] = []
        self._current: int | None = first_seat
        self._phase = ROLL
        self._dice = START_DICE
        self._hits = 0
        self._faces: tuple[int, ...] = ()
        self._winner: int | None = None
        self._missed: int | None = None   # who just threw a misthrow (for a clear refusal)

    # -- reading the state ----------------------------------------------------------------
    @property
    def current_seat(self) -> int | None:
        return self._current

    @property
    def phase(self) -> str:
        """"roll" (turn start: throw 8 dice), "decide" (after a hit: stop or go on) or "over"."""
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def dice_in_hand(self) -> int:
        """Dice the current seat holds: 8 at the start of a turn, else the last throw's count."""
        return self._dice

    @property
    def next_dice(self) -> int:
        """How many dice the next throw would use (8 for Roll, one fewer but at least 5 for GoOn)."""
        return START_DICE if self._phase == ROLL else dm_dice_after_going_on(self._dice)

    @property
    def hits_this_turn(self) -> int:
        return self._hits

    @property
    def last_faces(self) -> tuple[int, ...]:
        """The faces of the throw the current seat is deciding on (() at a turn start)."""
        return self._faces

    @property
    def current_row(self) -> int | None:
        return None if self._current is None else self._row[self._current]

    @property
    def target(self) -> int | None:
        """The number the current seat needs with the next throw (None when over)."""
        if self._current is None:
            return None
        return NUMBERS - self._crosses[self._current][self._row[self._current]]

    def sheet(self, seat: int) -> Sheet:
        self._check_seat_index(seat)
        return Sheet(tuple(self._crosses[seat]), tuple(self._misses[seat]), self._row[seat],
                     self.is_out(seat))

    def is_out(self, seat: int) -> bool:
        return all(m >= MISTHROW_BOXES for m in self._misses[seat])

    def live_seats(self) -> list[int]:
        return [s for s in range(self.seats) if not self.is_out(s)]

    @property
    def eliminated(self) -> tuple[int, ...]:
        """Seats that are out, in the order they went out."""
        return tuple(self._eliminated)

    def chances(self) -> tuple[float, float]:
        """Exact odds for the current seat's next throw: (making the next number, marching
        through the rest of the row always going on). (0, 0) when the game is over."""
        target = self.target
        if target is None:      # over (a complete row ends the game, so never 0 before)
            return (0.0, 0.0)
        return (dm_hit_chance(self.next_dice, target), dm_march_chance(target, self.next_dice))

    # -- acting ---------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if self.is_over or seat != self._current:
            return []
        if self._phase == ROLL:
            return [Roll()]
        return [Stop(), GoOn()]

    def _refuse(self, seat: Any, action: Any) -> None:
        if self.is_over:
            raise _illegal("game_over")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise _illegal("no_such_seat", seat=str(seat))
        if not isinstance(action, (Roll, Stop, GoOn)):
            raise _illegal("unknown_action",
                           action=type(action).__name__)
        if self.is_out(seat):
            raise _illegal("seat_out", seat=seat)
        if seat != self._current and seat == self._missed:
            raise _illegal("turn_over", seat=seat)
        if seat != self._current:
            raise _illegal("not_your_turn",
                           seat=seat, current=self._current)
        if isinstance(action, Roll) and self._phase == DECIDE:
            raise _illegal("decide_first",
                           seat=seat)
        if isinstance(action, (Stop, GoOn)) and self._phase == ROLL:
            raise _illegal("roll_first", seat=seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        self._refuse(seat, action)
        if isinstance(action, Stop):
            self._missed = None
            row = self._row[seat]
            events: list[Event] = [Stopped(seat, row, NUMBERS + 1 - self._crosses[seat][row])]
            self._pass_turn(seat, events)
            return events
        # throw first: if the dice source fails, nothing has changed
        count = START_DICE if isinstance(action, Roll) else dm_dice_after_going_on(self._dice)
        faces = tuple(int(f) for f in self.dice.roll(count))
        if len(faces) != count or any(not 1 <= f <= 6 for f in faces):
            raise RuntimeError(f"the dice source gave {faces} for {count} dice")
        self._missed = None
        events = []
        if isinstance(action, Roll):
            self._turns[seat] += 1
        elif count < self._dice:
            events.append(DieSetAside(seat, count))
        self._dice = count
        self._throw(seat, faces, events)
        return events

    def _throw(self, seat: int, faces: tuple[int, ...], events: list[Event]) -> None:
        row = self._row[seat]
        target = NUMBERS - self._crosses[seat][row]
        events.append(DiceRolled(seat, faces, target, row))
        made = made_by(faces, target)
        if made:
            self._crosses[seat][row] += 1
            self._hits += 1
            self._faces = faces
            events.append(NumberCrossed(seat, row, target, made))
            if self._crosses[seat][row] == NUMBERS:
                events.append(RowCompleted(seat, row))
                self._finish(seat, events)
            else:
                self._phase = DECIDE
            return
        kind, next_row = after_a_miss(self._misses[seat], row)
        self._misses[seat][row] += 1
        events.append(Misthrow(seat, row, struck=kind != "miss"))
        self._missed = seat
        if kind == "out":
            self._eliminated.append(seat)
            events.append(SeatOut(seat))
            live = self.live_seats()
            if len(live) == 1:
                self._finish(live[0], events)
                return
        else:
            self._row[seat] = next_row
        self._pass_turn(seat, events)

    def _pass_turn(self, seat: int, events: list[Event]) -> None:
        nxt = seat
        for _ in range(self.seats):
            nxt = (nxt + 1) % self.seats
            if not self.is_out(nxt):
                break
        self._current = nxt
        self._phase = ROLL
        self._dice = START_DICE
        self._hits = 0
        self._faces = ()
        row = self._row[nxt]
        events.append(TurnPassed(nxt, row, NUMBERS - self._crosses[nxt][row]))

    def _finish(self, winner: int, events: list[Event]) -> None:
        self._winner = winner
        self._current = None
        self._phase = OVER
        self._hits = 0
        self._faces = ()
        events.append(GameOver(tuple(tuple(place) for place in self.ranking())))

    # -- results --------------------------------------------------------------------------
    def _standing_key(self, seat: int) -> tuple[int, int, int]:
        sheet = self.sheet(seat)
        return (-sheet.best_row, sheet.struck_rows, -sum(sheet.crosses))

    def ranking(self) -> list[list[int]]:
        """Places, best first; ties share a place.

        The winner first. Then the seats still in, by most crosses in a row that is not
        struck, then fewer struck rows, then more crosses in all; then the seats that are
        out, the last one out first. Before the end the same order shows the standings
        (with no winner singled out).
        """
        places: list[list[int]] = []
        if self._winner is not None:
            places.append([self._winner])
        live = [s for s in self.live_seats() if s != self._winner]
        live.sort(key=self._standing_key)
        for seat in live:
            if places and places[-1][0] != self._winner and \
                    self._standing_key(places[-1][0]) == self._standing_key(seat):
                places[-1].append(seat)
            else:
                places.append([seat])
        for seat in reversed(self._eliminated):
            places.append([seat])
        return places

    def figures(self, seat: int) -> dict[str, int]:
        """crosses (all made), best_row (most crosses in a row not struck), misthrows (boxes
        marked), struck_rows, turns (turns played)."""
        sheet = self.sheet(seat)
        return {
            "crosses": sum(sheet.crosses),
            "best_row": sheet.best_row,
            "misthrows": sum(sheet.misthrows),
            "struck_rows": sheet.struck_rows,
            "turns": self._turns[seat],
        }

    def _check_seat_index(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IndexError(f"there is no seat {seat!r}")

    # -- saving ---------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": "durchmarsch",
            "version": SAVE_VERSION,
            "seats": self.seats,
            "rules": {"heckling": self.rules.heckling},
            "dice": self.dice.to_dict(),
            "first_seat": self.first_seat,
            "crosses": [list(r) for r in self._crosses],
            "misthrows": [list(r) for r in self._misses],
            "rows": list(self._row),
            "turns": list(self._turns),
            "eliminated": list(self._eliminated),
            "current": self._current,
            "phase": self._phase,
            "dice_in_hand": self._dice,
            "hits": self._hits,
            "faces": list(self._faces),
            "winner": self._winner,
            "missed": self._missed,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Rebuild a match from `to_dict`; raises ValueError for anything that is not a
        possible Durchmarsch state."""
        if not isinstance(data, dict):
            raise ValueError(f"a saved Durchmarsch match is a dict, not {type(data).__name__}")
        if data.get("game") != "durchmarsch":
            raise ValueError(f"not a Durchmarsch save (game = {data.get('game')!r})")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"unknown save version {data.get('version')!r}; expected {SAVE_VERSION}")
        seats = _int(data, "seats", MIN_SEATS, MAX_SEATS)
        rules_data = data.get("rules")
        if not isinstance(rules_data, dict):
            raise ValueError("rules must be a table")
        if "heckling" not in rules_data:
            raise ValueError("rules lack heckling")
        heckling = rules_data["heckling"]
        if not isinstance(heckling, bool):
            raise ValueError(f"rules.heckling must be true or false, not {heckling!r}")
        unknown = set(rules_data) - {"heckling"}
        if unknown:
            raise ValueError(f"unknown rules in save: {', '.join(sorted(map(str, unknown)))}")
        dice_data = data.get("dice")
        if not isinstance(dice_data, dict):
            raise ValueError("dice must be a table (the dice source's to_dict)")
        if dice_data.get("kind") == "scripted":
            throws = dice_data.get("throws", [])
            if not isinstance(throws, list) or not all(
                    _is_face(t) or (isinstance(t, list) and all(_is_face(f) for f in t)) for t in throws):
                raise ValueError("scripted dice must list faces 1-6 or throws of faces 1-6")
        try:
            dice = dice_from_dict(dice_data)
        except Exception as exc:   # any broken dice state is a broken save
            raise ValueError(f"dice state is broken: {exc}") from exc
        first = _int(data, "first_seat", 0, seats - 1)
        match = cls(seats, Rules(heckling=heckling), dice, first_seat=first)
        match._crosses = _grid(data, "crosses", seats, 0, NUMBERS)
        match._misses = _grid(data, "misthrows", seats, 0, MISTHROW_BOXES)
        match._row = _int_list(data, "rows", seats, 0, ROWS - 1)
        match._turns = _int_list(data, "turns", seats, 0, MAX_TURNS)
        # Seats here (eliminated, current, winner) are checked for their type; whether they
        # are seats of this game, out, in or playing is check_invariants' business.
        eliminated = data.get("eliminated")
        if not isinstance(eliminated, list) or any(
                isinstance(s, bool) or not isinstance(s, int) for s in eliminated):
            raise ValueError(f"eliminated must be a list of seats, not {eliminated!r}")
        match._eliminated = list(eliminated)
        current = data.get("current")
        if current is not None and (isinstance(current, bool) or not isinstance(current, int)):
            raise ValueError(f"current must be a seat or null, not {current!r}")
        match._current = current
        phase = data.get("phase")
        if phase not in PHASES:
            raise ValueError(f"phase must be one of {', '.join(PHASES)}, not {phase!r}")
        match._phase = phase
        match._dice = _int(data, "dice_in_hand", MIN_DICE, START_DICE)
        match._hits = _int(data, "hits", 0, NUMBERS)
        faces = data.get("faces")
        if not isinstance(faces, list) or not all(_is_face(f) for f in faces):
            raise ValueError(f"faces must be a list of die faces 1-6, not {faces!r}")
        match._faces = tuple(faces)
        winner = data.get("winner")
        if winner is not None and (isinstance(winner, bool) or not isinstance(winner, int)):
            raise ValueError(f"winner must be a seat or null, not {winner!r}")
        match._winner = winner
        missed = data.get("missed")
        if missed is not None and (isinstance(missed, bool) or not isinstance(missed, int)
                                   or not 0 <= missed < seats or missed == current):
            raise ValueError(f"missed must be a seat other than the current one, or null, not {missed!r}")
        match._missed = missed
        try:
            match.check_invariants()
        except AssertionError as exc:
            raise ValueError(f"impossible Durchmarsch state: {exc}") from exc
        return match

    # -- checking -------------------------------------------------------------------------
    def check_invariants(self) -> None:
        n = self.seats
        assert MIN_SEATS <= n <= MAX_SEATS, f"{n} seats"
        for name, grid, top in (("crosses", self._crosses, NUMBERS),
                                ("misthrows", self._misses, MISTHROW_BOXES)):
            assert len(grid) == n and all(len(r) == ROWS for r in grid), f"{name} is not {n}x{ROWS}"
            assert all(0 <= v <= top for r in grid for v in r), f"{name} out of range: {grid}"
        assert len(self._row) == n and all(0 <= r < ROWS for r in self._row), f"rows {self._row}"
        assert len(self._turns) == n and all(t >= 0 for t in self._turns), f"turns {self._turns}"
        out = [s for s in range(n) if self.is_out(s)]
        assert sorted(self._eliminated) == out and len(set(self._eliminated)) == len(self._eliminated), \
            f"eliminated {self._eliminated} but out {out}"
        live = self.live_seats()
        full = [(s, r) for s in range(n) for r in range(ROWS) if self._crosses[s][r] == NUMBERS]
        for s in live:
            assert not self.sheet(s).struck(self._row[s]), f"seat {s} plays in struck row {self._row[s]}"
        assert self._phase in PHASES, f"phase {self._phase!r}"
        if self._phase == OVER:
            assert self._current is None, "a finished game has no current seat"
            assert self._winner is not None and self._winner in live, f"winner {self._winner}"
            assert len(full) <= 1, f"several complete rows {full}"
            if full:
                assert full[0] == (self._winner, self._row[self._winner]), \
                    f"complete row {full[0]} is not the winner's current row"
            else:
                assert live == [self._winner], f"no row complete but seats {live} are still in"
            assert self._hits == 0 and self._faces == (), "leftover turn state after the end"
            return
        assert self._winner is None, "a winner before the end"
        assert not full, f"complete row {full} but the game goes on"
        assert len(live) >= 2, f"only seats {live} left but the game goes on"
        cur = self._current
        assert cur is not None and cur in live, f"current seat {cur} is not playing"
        if self._phase == ROLL:
            assert self._dice == START_DICE and self._hits == 0 and self._faces == (), \
                "a turn starts with 8 dice, no hits and no throw"
        else:
            assert self._hits >= 1, "deciding without a hit"
            assert self._dice == max(MIN_DICE, START_DICE + 1 - self._hits), \
                f"{self._dice} dice after {self._hits} hits"
            assert len(self._faces) == self._dice, f"throw {self._faces} for {self._dice} dice"
            crosses = self._crosses[cur][self._row[cur]]
            assert crosses >= self._hits, f"{self._hits} hits but {crosses} crosses in the row"
            assert made_by(self._faces, NUMBERS + 1 - crosses), \
                f"throw {self._faces} does not make {NUMBERS + 1 - crosses}"
            assert self._turns[cur] >= 1, "deciding in a turn that was never started"


def _is_face(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6


def _int(data: dict, key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ValueError(f"{key} must be a whole number {lo}-{hi}, not {value!r}")
    return value


def _int_list(data: dict, key: str, length: int, lo: int, hi: int) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != length or any(
            isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi for v in value):
        raise ValueError(f"{key} must be {length} whole numbers {lo}-{hi}, not {value!r}")
    return list(value)


def _grid(data: dict, key: str, seats: int, lo: int, hi: int) -> list[list[int]]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != seats:
        raise ValueError(f"{key} must list {seats} sheets, not {value!r}")
    return [_int_list({key: row}, key, ROWS, lo, hi) for row in value]
