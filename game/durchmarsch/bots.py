"""Durchmarsch bots: `choose(match, seat, level, rng) -> Action`. Pure: the match is only read.

At the start of a turn there is nothing to decide (Roll). After a hit the bot chooses Stop or
GoOn:

- easy: a coin flip. It goes on half of the time, whatever the dice.
- normal: a fixed risk threshold. It goes on when the exact chance of making the next number
  with the dice it would throw is at least 70 %.
- hard: plays the race against the seats really at the table. `hard_values` gives the chance
  to win after Stop and after GoOn: an expectimax over the rest of the turn (every throw with
  its exact chance) whose leaves are the ends of the turn, a Stop or a misthrow. An end of
  turn is worth the race that follows it (`end_of_turn_chance`):
  1. The next seat's turn is searched: it chooses Stop or GoOn at every hit to win itself
     (valued as in 2.), every throw with its exact chance.
  2. From then on each seat plays a base policy (below), so the sheets are independent and
     each seat's future is a distribution over the turn in which it completes a row or
     strikes its last row (`Distribution`). A seat wins when it completes a row at its t-th
     turn and no other seat has completed one in the turns played before that, or when every
     other seat is out before it strikes its own last row; with the distributions that
     chance is an exact sum over t.
  The rivals are modelled by one base policy (`RIVAL_SURVIVAL`); for its own future hard
  takes the best of two (`OWN_SURVIVALS`, the rivals' one and a more careful one), each with
  the next seat's turn searched against it: both are ways it can really play on, so the best
  of them is a chance it can really reach. (Valued by the rivals' policy alone, hard beat
  normal less often than the flat-deadline hard before it; seeds/durchmarsch.md.) With three
  or four seats only the next seat's turn is searched (it is the one that moves before
  anyone can react); the seats after it enter the sum as independent rivals, through the
  product over them of their chances not to have completed a row (and, for winning as the
  last one left, of being out) by each turn. With four seats in (`FULL_TABLE`) hard plays on
  only as the rivals do: the careful way changed about 1 % of its decisions there, and
  leaving it out halves the work.

A base policy is the best play of a sheet alone against a deadline that comes after each
round with a fixed chance (10 % for the rivals' model, 3 % for the careful way; out counts
as never completing): it banks early when banking is cheap and pushes when a row is nearly
done (`RaceTable`). It only models how the seats play beyond the searched turns; every
choice at the table comes from the race above. Its distributions are exact: no sheet lasts
more than 44 turns (every turn adds a cross or a misthrow), so the sums are finite.

A sheet is keyed by its rows in the order they are played from the current one, a struck
row's crosses dropped (`sheet_key`). About 22,000 sheets are reachable, 13,000 of them by a
base policy. Each policy's table is filled once per process, when a hard decision first
needs it (about 0.5 s each on a shared 2-core machine, both together about 1 s; the former
flat-deadline table took 0.2 s), and shared by every game; distributions are kept as packed
bytes, which the garbage collector never walks through. After that a decision takes under
10 ms (median below 0.1 ms): about 20 ends of its turn, each against about 20 ends of the
next seat's turn, memoised, so the later decisions of a turn are look-ups.
"""

from __future__ import annotations

import random
import threading
from array import array
from itertools import accumulate
from operator import add, mul, sub

from game.dice import SeededDice
from game.durchmarsch.match import (
    MIN_DICE,
    MISTHROW_BOXES,
    NUMBERS,
    ROWS,
    START_DICE,
    GoOn,
    Match,
    Sheet,
    Stop,
)
from game.durchmarsch.odds import dm_hit_chance

LEVELS = ("easy", "normal", "hard")

EASY_GO_ON = 0.5          # easy goes on with this chance after every hit
NORMAL_THRESHOLD = 0.7    # normal goes on when the next number is at least this likely
RIVAL_SURVIVAL = 0.9      # the rivals' base policy: a deadline after a round with 10 %
OWN_SURVIVALS = (0.9, 0.97)   # hard's own ways to play on: as the rivals, or more carefully
VIEWS_LIMIT = 512         # sheets whose distributions are kept unpacked for the race
TURN_ENDS_LIMIT = 64      # rivals' sheets whose searched turn is kept ready
FULL_TABLE = 4            # with this many seats in, hard plays on only as the rivals do

# No sheet lasts longer: every turn adds a cross or a misthrow, a row takes at most 9 crosses
# (the 10th completes it) and 2 misthrows (the 2nd strikes it).
MAX_TURNS = ROWS * (NUMBERS - 1 + MISTHROW_BOXES)


def choose(match: Match, seat: int, level: str, rng: random.Random):
    """The action `seat` takes now at `level` ("easy", "normal" or "hard")."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; use {', '.join(LEVELS)}")
    actions = match.legal_actions(seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do now")
    if len(actions) == 1:
        return actions[0]
    if level == "easy":
        go = rng.random() < EASY_GO_ON
    elif level == "normal":
        go = match.chances()[0] >= NORMAL_THRESHOLD
    else:
        stop_value, go_value = hard_values(match, seat)
        go = go_value > stop_value
    return GoOn() if go else Stop()


# ---------------------------------------------------------------------------------------------
# sheets as table keys, and what one turn does to them
# ---------------------------------------------------------------------------------------------

Key = tuple[int, ...]
"""A sheet: (crosses, misthrows) of every row, flattened, starting with the row the seat plays
in and going on in the order rows are played after a misthrow (down, then back to the top).
A struck row is (0, 2): its crosses no longer count."""


def sheet_key(sheet: Sheet) -> Key:
    """A seat's sheet as a table key."""
    out: list[int] = []
    for step in range(ROWS):
        row = (sheet.row + step) % ROWS
        missed = sheet.misthrows[row]
        out += (0 if missed >= MISTHROW_BOXES else sheet.crosses[row], missed)
    return tuple(out)


def after_stop(key: Key, crosses: int) -> Key:
    """The sheet after stopping with `crosses` in the current row."""
    return (crosses,) + key[1:]


def after_misthrow(key: Key, crosses: int) -> Key | None:
    """The sheet after a misthrow in the current row holding `crosses`: the box is marked (the
    second strikes the row) and play moves on to the next row that is not struck, or stays
    when the others all are. None: every row is struck, the seat is out."""
    missed = key[1] + 1
    first = (crosses, missed) if missed < MISTHROW_BOXES else (0, missed)
    if key[3] < MISTHROW_BOXES:
        return key[2:] + first
    if key[5] < MISTHROW_BOXES:
        return key[4:] + first + key[2:4]
    if key[7] < MISTHROW_BOXES:
        return key[6:] + first + key[2:6]
    if missed < MISTHROW_BOXES:
        return first + key[2:]
    return None


def throw_dice(hits: int) -> int:
    """Dice thrown after `hits` hits in this turn: 8 for the first throw, then 7, 6, 5, 5, ..."""
    return START_DICE if hits == 0 else max(MIN_DICE, START_DICE - hits)


# HIT[hits][crosses]: the chance to make the next number of a row holding `crosses`, thrown
# after `hits` hits this turn.
HIT = [[dm_hit_chance(throw_dice(h), NUMBERS - c) for c in range(NUMBERS)] for h in range(NUMBERS)]


# ---------------------------------------------------------------------------------------------
# the base policy and its race distributions
# ---------------------------------------------------------------------------------------------

def turns_left(key: Key) -> int:
    """The most turns a sheet can still last: every turn adds a cross or a misthrow, and a row
    takes at most 9 crosses (the 10th completes it) and 2 misthrows (the 2nd strikes it)."""
    return sum(NUMBERS + 1 - key[i] - key[i + 1] for i in range(0, 2 * ROWS, 2)
               if key[i + 1] < MISTHROW_BOXES)


class Distribution:
    """How a sheet's future ends under a base policy, turn by turn. `done[t]`: the chance it
    has completed a row within its next t turns; `out[t]`: that it is out within t turns
    (t = 0..`last`, the same after that: `last` is `turns_left`). `done_at[t - 1]`,
    `out_at[t - 1]`: the same at exactly its t-th turn (0 after the last). The table keeps
    only `RaceTable.turns`: done[0], out[0], done[1], out[1], ... in one run of floats."""

    __slots__ = ("done", "out", "done_at", "out_at", "last")

    def __init__(self, turns):
        turns = array("d", turns)
        self.done = done = turns[0::2]
        self.out = out = turns[1::2]
        self.done_at = array("d", map(sub, done[1:], done))
        self.out_at = array("d", map(sub, out[1:], out))
        self.last = len(done) - 1

    def padded(self, which: str) -> list[float]:
        """`done` or `out` over every turn up to MAX_TURNS."""
        values = list(getattr(self, which))
        return values + [values[-1]] * (MAX_TURNS - self.last)


OUT = Distribution([0.0, 1.0])   # a seat that is out: never completes a row


class RaceTable:
    """Per sheet (memoised, one table per process): the base policy's value against its
    deadline (`value`), where it stops (`stop_at`) and how its future ends (`distribution`).

    The base policy plays a sheet alone: after each hit it takes whichever of Stop and GoOn
    gives the better chance of completing a row before a deadline that comes after each round
    with chance `1 - survival` (out = never). Every turn adds a cross or a misthrow, so the
    recursion ends. Values are needed for every sheet a turn can reach; distributions only for
    the sheets the policy itself reaches from those asked for.
    """

    def __init__(self, survival: float = RIVAL_SURVIVAL):
        self.survival = survival
        self._values: dict[Key, float] = {}
        self._stop_at: dict[Key, int] = {}
        self._turns: dict[Key, bytes] = {}          # `turns` of every sheet filled, packed
        self._views: dict[Key, Distribution] = {}   # the sheets the race looked at lately

    def __len__(self) -> int:
        """How many sheets have been valued so far."""
        return len(self._values)

    def value(self, key: Key | None) -> float:
        """The base policy's chance to complete a row before its deadline (None: out, 0)."""
        if key is None:
            return 0.0
        found = self._values.get(key)
        if found is None:
            self._fill_value(key)
            found = self._values[key]
        return found

    def stop_at(self, key: Key) -> int:
        """The base policy's turn from `key`: it goes on until its row holds this many crosses
        (NUMBERS: all the way), then stops."""
        if key not in self._stop_at:
            self._fill_value(key)
        return self._stop_at[key]

    def distribution(self, key: Key | None) -> Distribution:
        """How a sheet's future ends under the base policy (None: a seat that is out)."""
        if key is None:
            return OUT
        found = self._views.get(key)
        if found is None:
            if len(self._views) >= VIEWS_LIMIT:
                self._views.clear()
            found = self._views[key] = Distribution(self.turns(key))
        return found

    def turns(self, key: Key) -> memoryview:
        """A sheet's distribution as one run of floats: done[0], out[0], done[1], out[1], ...
        up to its last turn. Kept as bytes, which the garbage collector never walks through."""
        found = self._turns.get(key)
        if found is None:
            found = self._fill_distribution(key)
        return memoryview(found).cast("d")

    def _fill_value(self, key: Key) -> None:
        """Value and plan of `key`: backwards through a turn, Stop or GoOn after each hit."""
        values = self._values
        start = key[0]
        s = self.survival
        stop_at = NUMBERS
        best_next = 1.0                                   # holding 10: the row is complete
        for c in range(NUMBERS - 1, start, -1):
            q = HIT[c - start][c]
            after = after_misthrow(key, c)
            miss = 0.0 if after is None else values.get(after)
            if miss is None:
                miss = self.value(after)
            go = q * best_next + (1 - q) * s * miss
            after = (c,) + key[1:]
            stop = values.get(after)
            if stop is None:
                stop = self.value(after)
            stop *= s
            if stop >= go:
                best_next, stop_at = stop, c
            else:
                best_next = go
        q = HIT[0][start]
        after = after_misthrow(key, start)
        values[key] = q * best_next + (1 - q) * s * self.value(after)
        self._stop_at[key] = stop_at

    def _fill_distribution(self, key: Key) -> bytes:
        """The distribution of `key`: where its next turn ends under the base policy, with
        the distributions from there one turn later."""
        start = key[0]
        stop_at = self.stop_at(key)
        length = turns_left(key)
        later = [0.0] * (2 * length)       # done, out at t = 1..length from the later turns
        done_tail = [0.0] * (length + 1)   # what a shorter future adds from its end on
        out_tail = [0.0] * (length + 1)
        ends: list[tuple[float, Key]] = []
        reach = 1.0
        for c in range(start, stop_at):
            q = HIT[c - start][c]
            miss = reach * (1 - q)
            reach *= q
            after = after_misthrow(key, c)
            if after is None:
                out_tail[0] += miss
            elif miss > 0.0:
                ends.append((miss, after))
        if stop_at == NUMBERS:
            done_tail[0] += reach
        else:
            ends.append((reach, (stop_at,) + key[1:]))
        for chance, after in ends:
            turns = self.turns(after)
            n = len(turns)
            later[:n] = [x + chance * y for x, y in zip(later, turns, strict=False)]
            done_tail[n // 2] += chance * turns[-2]
            out_tail[n // 2] += chance * turns[-1]
        turns = [0.0] * (2 * length + 2)
        turns[2::2] = map(add, later[0::2], accumulate(done_tail))
        turns[3::2] = map(add, later[1::2], accumulate(out_tail))
        found = self._turns[key] = array("d", turns).tobytes()
        return found


_TABLES: dict[float, RaceTable] = {}


def race_table(survival: float = RIVAL_SURVIVAL) -> RaceTable:
    """The process-wide table for a base policy (filled as sheets are asked for)."""
    if survival not in _TABLES:
        _TABLES[survival] = RaceTable(survival)
    return _TABLES[survival]


# ---------------------------------------------------------------------------------------------
# hard: the race at the table
# ---------------------------------------------------------------------------------------------

LEAVES_LIMIT = 20_000     # end-of-turn chances kept (about 20 games' worth) before starting afresh


class RaceModel:
    """How hard sees the race beyond the searched turns: the rivals play the base policy of
    `rival` (a RaceTable), and it plays on itself by the best of the base policies of `own`."""

    def __init__(self, rival_survival: float, own_survivals: tuple[float, ...]):
        self.rival = race_table(rival_survival)
        self.own = tuple(race_table(s) for s in own_survivals)
        # end_of_turn_chance: (my sheet, the next seat's, the later seats') -> my chance
        self.leaves: dict[tuple, float] = {}
        self._turn_ends: dict[Key, tuple] = {}

    def turn_ends(self, key: Key) -> tuple:
        """A turn from sheet `key`, for the search: (the first throw's chance, its misthrow's
        end), then for every later number from the 1 back, (its chance, the misthrow's end,
        the stop's end before it). An end is the sheet's distribution under the rivals' base
        policy (`RaceTable.turns`), or None for a seat that is out."""
        found = self._turn_ends.get(key)
        if found is None:
            if len(self._turn_ends) >= TURN_ENDS_LIMIT:
                self._turn_ends.clear()
            rival = self.rival
            start = key[0]
            miss = after_misthrow(key, start)
            first = (HIT[0][start], None if miss is None else rival.turns(miss))
            later = []
            for c in range(NUMBERS - 1, start, -1):
                miss = after_misthrow(key, c)
                later.append((HIT[c - start][c], None if miss is None else rival.turns(miss),
                              rival.turns(after_stop(key, c))))
            found = self._turn_ends[key] = (first, tuple(later))
        return found


_MODELS: dict[tuple, RaceModel] = {}


def race_model() -> RaceModel:
    """The process-wide model for `RIVAL_SURVIVAL` and `OWN_SURVIVALS`."""
    key = (RIVAL_SURVIVAL, OWN_SURVIVALS)
    if key not in _MODELS:
        _MODELS[key] = RaceModel(*key)
    return _MODELS[key]


def _race_of_later_seats(table: RaceTable, keys: tuple[Key, ...]) -> tuple[list[float], list[float]]:
    """For the seats after the next one: (none of them has completed a row, all of them are
    out), by their t-th turn, t = 0..MAX_TURNS."""
    none_done = [1.0] * (MAX_TURNS + 1)
    all_out = [1.0] * (MAX_TURNS + 1)
    for key in keys:
        d = table.distribution(key)
        none_done = [x * (1 - y) for x, y in zip(none_done, d.padded("done"), strict=True)]
        all_out = list(map(mul, all_out, d.padded("out")))
    return none_done, all_out


def end_of_turn_chance(model: RaceModel, mine: Key | None, nxt: Key, later: tuple[Key, ...] = (),
                       later_race: tuple[list[float], list[float]] | None = None) -> float:
    """My chance to win when my turn has just ended with sheet `mine` (None: I am out), the
    next seat (sheet `nxt`) now plays a turn searched as it would play it, and the seats after
    it hold `later` (`later_race`: their `_race_of_later_seats`, if already worked out): the
    best over my ways to play on (`model.own`), the next seat's turn searched against each."""
    if mine is None:
        return 0.0
    memo = (mine, nxt, later)
    found = model.leaves.get(memo)
    if found is None:
        none_done, all_out = later_race or _race_of_later_seats(model.rival, later)
        ends = model.turn_ends(nxt)
        own = model.own if len(later) < FULL_TABLE - 2 else model.own[:1]
        found = max(_race_after_my_turn(table.distribution(mine), ends, bool(later),
                                        none_done[1:], all_out[1:])
                    for table in own)
        if len(model.leaves) >= LEAVES_LIMIT:
            model.leaves.clear()
        model.leaves[memo] = found
    return found


def _race_after_my_turn(me: Distribution, ends: tuple, more_seats: bool,
                        none_done: list[float], all_out: list[float]) -> float:
    """My chance to win with my future `me`, the next seat to play the searched turn `ends`
    (`RaceModel.turn_ends`) and then the rivals' base policy; `more_seats`: seats play after
    it, and `none_done[t - 1]`, `all_out[t - 1]`: none of them has completed a row, all are
    out, by their t-th turn.

    For each way the next seat's turn can end, both chances are one dot product with its
    distribution (done and out turn by turn) plus its last turn's values times what the
    weights add up to beyond it."""
    turns = MAX_TURNS + 1
    # Mine: I complete at my t-th turn and the next seat has not in its turns before (its
    # searched one and t - 1 more), or I go out at t after all the others.
    my_done = list(map(mul, me.done_at, none_done)) + [0.0] * (turns - me.last)   # [t - 1]
    my_out = list(map(mul, me.out_at, all_out)) + [0.0] * (turns - me.last)
    mine_total = sum(my_done)
    lone_total = mine_total + sum(my_out)          # when the next seat goes out in its turn
    mine_weights = [0.0] * (2 * turns)
    mine_weights[0::2] = [-x for x in my_done]
    mine_weights[1::2] = my_out
    done_beyond = list(accumulate(reversed(my_done), initial=0.0))[::-1] + [0.0]
    out_beyond = list(accumulate(reversed(my_out), initial=0.0))[::-1] + [0.0]
    if more_seats:
        # The next seat's own chance (it has just ended; I and the later seats have had t
        # turns before its t-th): it completes at t and nobody has yet, or it goes out at t
        # after all the others. As weights on its cumulative done and out (by parts).
        its_done = [(1 - x) * y for x, y in zip(me.padded("done")[1:], none_done, strict=True)]
        its_out = list(map(mul, me.padded("out")[1:], all_out))
        its_done.append(0.0)
        its_out.append(0.0)
        its_weights = [0.0] * (2 * turns)
        its_weights[0::2] = map(sub, [0.0] + its_done[:-1], its_done)
        its_weights[1::2] = map(sub, [0.0] + its_out[:-1], its_out)

    def chances(d: memoryview | None) -> tuple[float, float]:
        """(the next seat's chance, mine) after its turn ends with distribution `d`."""
        if d is None:
            return 0.0, lone_total
        last = len(d) // 2
        last_done, last_out = d[-2], d[-1]
        mine_ = (mine_total + sum(map(mul, d, mine_weights))
                 - last_done * done_beyond[last] + last_out * out_beyond[last])
        if not more_seats:              # one of the two wins: its chance is the rest of mine
            return 1.0 - mine_, mine_
        last -= 1
        return (sum(map(mul, d, its_weights)) + last_done * its_done[last]
                + last_out * its_out[last]), mine_

    its_best, my_best = 1.0, 0.0            # holding 10: it has won
    (first_hit, first_miss), numbers = ends
    for q, miss, stop in numbers:
        its_miss, my_miss = chances(miss)
        its_go = q * its_best + (1 - q) * its_miss
        its_stop, my_stop = chances(stop)
        if its_go > its_stop:
            its_best, my_best = its_go, q * my_best + (1 - q) * my_miss
        else:
            its_best, my_best = its_stop, my_stop
    return first_hit * my_best + (1 - first_hit) * chances(first_miss)[1]


_FILLING = threading.RLock()     # the tables are filled by one thread at a time


def prepare(seats: int = 2, seed: int = 1) -> None:
    """Fill the tables a first hard decision needs by making one (about a second the first
    time in a process; nothing after that). A table with a hard bot or hints calls it in a
    worker thread as it opens, so no frame waits for it; a decision asked for meanwhile waits
    only for what is left."""
    match = Match(seats, dice=SeededDice(seed))
    while not match.is_over and match.phase != "decide":
        seat = match.current_seat
        match.apply(seat, match.legal_actions(seat)[0])
    if not match.is_over:
        hard_values(match, match.current_seat)


def hard_values(match: Match, seat: int) -> tuple[float, float]:
    """(chance to win after stopping, after going on) for `seat`, which has just made a hit."""
    if match.is_over or match.current_seat != seat or match.phase != "decide":
        raise ValueError(f"seat {seat} has no Stop or Go on to choose now")
    with _FILLING:
        return _hard_values(match, seat)


def _hard_values(match: Match, seat: int) -> tuple[float, float]:
    model = race_model()
    live = match.live_seats()
    i = live.index(seat)
    rivals = live[i + 1:] + live[:i]                     # in the order they play next
    nxt = sheet_key(match.sheet(rivals[0]))
    later = tuple(sheet_key(match.sheet(r)) for r in rivals[1:])
    later_race = _race_of_later_seats(model.rival, later)
    mine = sheet_key(match.sheet(seat))
    now = mine[0]
    start = now - match.hits_this_turn

    def leaf(end: Key | None) -> float:
        return end_of_turn_chance(model, end, nxt, later, later_race)

    best = 1.0                                           # holding 10: I have won
    go = 0.0
    for c in range(NUMBERS - 1, now - 1, -1):
        q = HIT[c - start][c]
        go = q * best + (1 - q) * leaf(after_misthrow(mine, c))
        if c > now:
            best = max(go, leaf(after_stop(mine, c)))
    return leaf(after_stop(mine, now)), go


__all__ = ["LEVELS", "choose", "hard_values", "prepare", "race_table", "RaceTable", "race_model",
           "RaceModel", "Distribution", "sheet_key", "after_stop", "after_misthrow",
           "end_of_turn_chance", "MAX_TURNS"]
