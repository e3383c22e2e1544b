"""Wurf & Weg (Andreas Schmidt, HABA 2019): the real-time dice race, as a pure engine.

Everybody plays at once. A round: the big yellow luck die is rolled, a countdown runs
("Auf die Deckel, fertig, los!"), then every seat rolls its dice and gets rid of them:
a die showing the luck symbol goes to the tray (always, even when your coaster shows that
symbol too), a die showing your coaster's left symbol onto your left neighbour's coaster,
one showing its right symbol onto your right neighbour's. The first seat with no dice left
calls "Stopp!"; every other seat then gets three calm rolls in which only the luck symbol
counts. Each seat without dice wins its coaster. First to three coasters wins.

Time. Every action carries `t`, seconds on the scene's match clock (it starts at the
`start` given to `Match`, 0.0 by default, and only runs forward; every time lies within
0..`MAX_TIME`). `tick(t)` moves the match to time t and returns what that caused (the
countdown's end, the end of the last rolls, the next round). `apply(seat, action)` first
moves the clock to `action.t` (an earlier `t` counts as "now"), then acts; a refused action
changes nothing at all, not even the clock. `apply_batch([(seat, action), ...])` applies a frame's presses in order
of time and, for equal times, in a seat order that rotates with the round number.

Decisions the rule text leaves open (see seeds/wurf_und_weg.md):
- Seats sit clockwise in seat order. Your left neighbour is seat + 1, your right neighbour
  seat - 1 (mod seats): looking at the table from your chair, the next seat clockwise is on
  your left. With two seats both are the other seat.
- One key press moves one die (lowest id first), like one hand; the house rule
  `move_all_matching` moves every die of that kind at once.
- A Roll re-rolls every die you have: the ones in your hand (placeable or not: rerolling a
  placeable die is your loss) and the ones others put on your coaster. Dice on your coaster
  are unrolled and cannot be moved before that roll. After a roll the next roll must wait
  `roll_cooldown` seconds; moving dice may start at once.
- A move key with no die of that kind showing (in the race) is a wrong press: nothing moves
  and the seat is frozen for `wrong_press_penalty` seconds. It is not an error: `apply`
  returns [WrongPress]. Refusals (countdown still running, frozen, roll cooldown, ...) raise
  `IllegalAction` and change nothing, not even the clock.
- At "Stopp!" everybody else picks their dice up (faces no longer count) and gets
  `last_rolls` rolls "in Ruhe"; only the luck symbol counts; no freezes in this calm phase.
  It ends as soon as every seat is done (no dice, or no rolls left and no luck symbol
  showing). There is no time limit by default: a seat that never rolls keeps the table
  waiting, as at a real table. The house rule `last_rolls_time` > 0 ends the phase that many
  seconds after "Stopp!" (`last_rolls_deadline`, `LastRolls.until`).
- Dice are dealt back at the start of the next round: each seat keeps up to three of its own
  dice (hand first, then coaster, lowest ids first); missing dice come from the tray, then
  from others' extra dice, then from the box.
- When a round's winner cannot draw a new coaster because the pile is empty, the game ends
  after that round: most coasters wins, ties win together (the rule text's "play until the
  pile is used up" house rule ends the same way, and ignores `coasters_to_win`).
"""

from __future__ import annotations

import copy
import math
from dataclasses import asdict, dataclass, fields

from game.dice import dice_from_dict
from game.engine import Event, GameOver, IllegalAction
from game.wurf_und_weg.rules import Rules

NAME = "wurf_und_weg"
MIN_SEATS, MAX_SEATS = 2, 6
SYMBOLS = ("clover", "pig", "cat", "penny", "horseshoe", "hamsa")
DICE_COUNT = 18
HAND_SIZE = 3
# The 18 coasters as (left symbol, right symbol), indices into SYMBOLS: for each offset
# d in 1, 2, 3 and each symbol s the coaster (s, s + d). Every symbol is on six coasters,
# three times on the left and three times on the right; every pair of symbols occurs.
COASTERS: tuple[tuple[int, int], ...] = tuple((s, (s + d) % 6) for d in (1, 2, 3) for s in range(6))
COASTER_COUNT = len(COASTERS)
KEYS = ("tray", "left", "right")
MAX_TIME = 1e9          # seconds (31 years): no clock, deadline or press lies beyond it
_EPS = 1e-6
PHASES = ("setup", "countdown", "race", "last_rolls", "round_over", "game_over")


def _key(name: str) -> str:
    return f"{NAME}.illegal.{name}"


# ---------------------------------------------------------------- actions

@dataclass(frozen=True)
class Action:
    """A key press of one seat at time `t` (seconds on the match clock)."""

    t: float = 0.0


@dataclass(frozen=True)
class Roll(Action):
    """Roll every die you have (hand and coaster)."""


@dataclass(frozen=True)
class ToTray(Action):
    """Put a die showing the luck symbol on the tray."""


@dataclass(frozen=True)
class ToLeft(Action):
    """Put a die showing your coaster's left symbol on your left neighbour's coaster."""


@dataclass(frozen=True)
class ToRight(Action):
    """Put a die showing your coaster's right symbol on your right neighbour's coaster."""


KEY_ACTIONS = {"tray": ToTray, "left": ToLeft, "right": ToRight}
ACTION_KEYS = {ToTray: "tray", ToLeft: "left", ToRight: "right"}


# ---------------------------------------------------------------- events

@dataclass(frozen=True)
class RoundStarted(Event):
    round: int


@dataclass(frozen=True)
class DiceDealt(Event):
    """Each seat's three dice for the new round (die ids per seat); the rest are in the box."""

    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class LuckRolled(Event):
    symbol: str


@dataclass(frozen=True)
class CountdownStarted(Event):
    go_at: float
    seconds: float


@dataclass(frozen=True)
class Go(Event):
    t: float


@dataclass(frozen=True)
class Rolled(Event):
    """`dice` (ids) now show `faces` (symbol names), in the same order."""

    seat: int
    dice: tuple[int, ...]
    faces: tuple[str, ...]
    t: float
    rolls_left: int | None   # None in the race; the rolls left after "Stopp!"


@dataclass(frozen=True)
class DieMoved(Event):
    """Die `die` went from `seat`'s hand to `to`: "tray" or a seat index (onto its coaster)."""

    seat: int
    die: int
    to: str | int
    symbol: str
    t: float


@dataclass(frozen=True)
class WrongPress(Event):
    """`seat` pressed the `key` key with no matching die showing: frozen until `freeze_until`."""

    seat: int
    key: str
    t: float
    freeze_until: float


@dataclass(frozen=True)
class StopCalled(Event):
    seat: int
    t: float


@dataclass(frozen=True)
class LastRolls(Event):
    """`seats` now have `rolls` rolls each; only the luck symbol counts. `until`: the time the
    phase ends even with rolls left (house rule `last_rolls_time`), None without a limit."""

    seats: tuple[int, ...]
    rolls: int
    until: float | None


@dataclass(frozen=True)
class CoasterWon(Event):
    seat: int
    coaster: int
    total: int


@dataclass(frozen=True)
class CoasterDrawn(Event):
    seat: int
    coaster: int


@dataclass(frozen=True)
class PileEmpty(Event):
    """`seat` won its coaster but the pile had none left to draw: the game ends now."""

    seat: int


@dataclass(frozen=True)
class RoundOver(Event):
    round: int
    winners: tuple[int, ...]
    next_round_at: float | None


@dataclass(frozen=True)
class Refused(Event):
    """Only from `apply_batch`: this press was refused (`reason` is a language-table key)."""

    seat: int
    action: str
    reason: str


# ---------------------------------------------------------------- the match

def _finite(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _time_ok(value) -> bool:
    """A finite time the clock may reach: 0..MAX_TIME seconds (earlier ones count as now)."""
    return _finite(value) and value <= MAX_TIME


class Match:
    def __init__(self, seats: int, rules: Rules | None, dice, start: float = 0.0):
        if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Wurf & Weg needs {MIN_SEATS} to {MAX_SEATS} seats, not {seats!r}")
        if not _time_ok(start) or start < 0:
            raise ValueError(f"start must be a number from 0 to {MAX_TIME:g}, not {start!r}")
        self.seats = seats
        self.rules = rules if rules is not None else Rules()
        self.dice = dice
        pile = list(range(COASTER_COUNT))
        dice.shuffle(pile)
        self.coaster: list[int | None] = [pile.pop(0) for _ in range(seats)]
        self.pile: list[int] = pile
        self.won: list[list[int]] = [[] for _ in range(seats)]
        self.hand: list[list[int]] = [[HAND_SIZE * s + i for i in range(HAND_SIZE)] for s in range(seats)]
        self.face: dict[int, int | None] = {d: None for h in self.hand for d in h}
        self.on_coaster: list[list[int]] = [[] for _ in range(seats)]
        self.tray: list[int] = []
        self.box: list[int] = list(range(HAND_SIZE * seats, DICE_COUNT))
        self.now = float(start)
        self.phase = "setup"
        self.round = 0
        self.luck: int | None = None
        self.go_at: float | None = None
        self.until: float | None = None
        self.next_round_at: float | None = float(start)
        self.frozen_until = [float(start)] * seats
        self.roll_ready = [float(start)] * seats
        self.rolls_left = [0] * seats
        self.stopper: int | None = None
        self.pile_ran_out = False
        self.final: list[list[int]] | None = None
        self.sent = [0] * seats
        self.wrong = [0] * seats
        self.stops = [0] * seats

    # -- reading the state (for scenes and bots) ----------------------------------------
    @property
    def current_seat(self) -> None:
        """Always None: everybody plays at once."""
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == "game_over"

    @property
    def luck_symbol(self) -> str | None:
        return None if self.luck is None else SYMBOLS[self.luck]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.seats

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.seats

    def coaster_symbols(self, seat: int) -> tuple[str, str] | None:
        c = self.coaster[seat]
        return None if c is None else (SYMBOLS[COASTERS[c][0]], SYMBOLS[COASTERS[c][1]])

    def hand_of(self, seat: int) -> tuple[tuple[int, str | None], ...]:
        """(die id, symbol showing or None if not rolled) for each die in the seat's hand."""
        return tuple((d, None if self.face[d] is None else SYMBOLS[self.face[d]]) for d in self.hand[seat])

    def coaster_dice_of(self, seat: int) -> tuple[int, ...]:
        """Dice others put on this seat's coaster (unrolled; they join its next roll)."""
        return tuple(self.on_coaster[seat])

    def dice_count(self, seat: int) -> int:
        return len(self.hand[seat]) + len(self.on_coaster[seat])

    def movable(self, seat: int) -> dict[str, tuple[int, ...]]:
        """The dice each move key would move now, by key ("tray", "left", "right")."""
        out: dict[str, list[int]] = {}
        if self.phase not in ("race", "last_rolls"):    # in the countdown no die is rolled yet
            return {}
        for d in self.hand[seat]:
            k = self._key_for(seat, self.face[d])   # an unrolled die (None) shows no symbol
            if k is None or (self.phase == "last_rolls" and k != "tray"):
                continue
            out.setdefault(k, []).append(d)
        return {k: tuple(v) for k, v in out.items()}

    def is_done(self, seat: int) -> bool:
        """In the last rolls: this seat has nothing left to do."""
        if not self.hand[seat] and not self.on_coaster[seat]:
            return True
        return self.rolls_left[seat] <= 0 and not any(self.face[d] == self.luck for d in self.hand[seat])

    @property
    def last_rolls_deadline(self) -> float | None:
        """When the last rolls end by the clock (house rule `last_rolls_time`); None when they
        have no time limit (the default) or are not under way."""
        return self.until if self.phase == "last_rolls" else None

    def next_deadline(self) -> float | None:
        """The next time at which the clock alone changes something (None: only actions do)."""
        if self.phase in ("setup", "round_over"):
            return self.next_round_at
        if self.phase == "countdown":
            return self.go_at
        if self.phase == "last_rolls":
            return self.until
        return None

    def _key_for(self, seat: int, face: int | None) -> str | None:
        if face == self.luck:
            return "tray"
        c = self.coaster[seat]
        if c is None:
            return None
        left, right = COASTERS[c]
        if face == left:
            return "left"
        if face == right:
            return "right"
        return None

    # -- legal actions -------------------------------------------------------------------
    def legal_actions(self, seat: int, t: float | None = None) -> list[Action]:
        """What `seat` may usefully press at time t (default: now), stamped with that time.

        Wrong presses are not listed (they are accepted but punished). If the clock would start
        a new round or end the last rolls by time t, the list is empty: tick(t) first.
        """
        self._check_seat(seat)
        t = self.now if t is None or not _time_ok(t) else max(float(t), self.now)
        phase = self.phase
        if phase == "countdown":
            if t < self.go_at:
                return []
            phase = "race"
        if phase == "last_rolls" and self.until is not None and t >= self.until:
            return []
        if phase not in ("race", "last_rolls") or t < self.frozen_until[seat]:
            return []
        out: list[Action] = []
        has_dice = bool(self.hand[seat] or self.on_coaster[seat])
        if has_dice and t >= self.roll_ready[seat] and (phase == "race" or self.rolls_left[seat] > 0):
            out.append(Roll(t))
        movable = self.movable(seat)
        out += [KEY_ACTIONS[k](t) for k in KEYS if k in movable]
        return out

    # -- time ------------------------------------------------------------------------------
    def tick(self, t: float) -> list[Event]:
        """Move the clock to t; returns the events that time caused."""
        if not _time_ok(t):
            raise ValueError(f"t must be a finite number up to {MAX_TIME:g}, not {t!r}")
        return self._advance(float(t))

    advance = tick

    def _advance(self, t: float) -> list[Event]:
        events: list[Event] = []
        self.now = max(self.now, t)
        while True:
            if self.phase in ("setup", "round_over") and self.now >= self.next_round_at:
                events += self._start_round(self.next_round_at)
            elif self.phase == "countdown" and self.now >= self.go_at:
                self.phase = "race"
                events.append(Go(self.go_at))
            elif self.phase == "last_rolls" and self.until is not None and self.now >= self.until:
                events += self._end_round(self.until)
            else:
                return events

    # -- acting ----------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Move the clock to action.t, then press. Refusals raise IllegalAction."""
        self._check_seat(seat)
        if not isinstance(action, Action) or type(action) is Action:
            raise IllegalAction(_key("unknown_action"))
        if not _time_ok(action.t):
            raise IllegalAction(_key("bad_time"))
        t = float(action.t)
        deadline = self.next_deadline()
        # A refusal must change nothing: if the clock would cause something on the way to t,
        # keep a copy to go back to; otherwise only the clock moves, and it is put back.
        before = self._snapshot() if deadline is not None and max(t, self.now) >= deadline else None
        now = self.now
        events = self._advance(t)
        try:
            events += self._act(seat, action, self.now)
        except IllegalAction:
            if before is not None:
                self._restore(before)
            else:
                self.now = now
            raise
        return events

    def _snapshot(self) -> tuple[dict, object]:
        state = {k: copy.deepcopy(v) for k, v in self.__dict__.items() if k not in ("dice", "rules")}
        rng = getattr(self.dice, "_rng", None)
        dice = rng.getstate() if rng is not None else copy.deepcopy(self.dice.__dict__)
        return state, dice

    def _restore(self, snapshot: tuple[dict, object]) -> None:
        state, dice = snapshot
        self.__dict__.update(state)
        rng = getattr(self.dice, "_rng", None)
        if rng is not None:
            rng.setstate(dice)
        else:
            self.dice.__dict__.clear()
            self.dice.__dict__.update(dice)

    def apply_batch(self, presses: list[tuple[int, Action]]) -> list[Event]:
        """Apply several seats' presses (e.g. one frame's). Ordered by time; equal times in a seat
        order that starts at seat (round number mod seats) and goes up. Refusals become Refused
        events instead of exceptions."""
        events: list[Event] = []
        items = []
        for index, (seat, action) in enumerate(presses):
            t = getattr(action, "t", None)
            if not _time_ok(t):
                events.append(Refused(seat, type(action).__name__, _key("bad_time")))
                continue
            items.append((float(t), index, seat, action))
        items.sort(key=lambda it: (it[0], it[1]))
        i = 0
        while i < len(items):
            t = items[i][0]
            j = i
            while j < len(items) and items[j][0] == t:
                j += 1
            events += self._advance(t)
            group = sorted(items[i:j], key=lambda it: (self._priority(it[2]), it[1]))
            for _t, _index, seat, action in group:
                try:
                    events += self.apply(seat, action)
                except IllegalAction as exc:
                    events.append(Refused(seat, type(action).__name__, exc.reason))
            i = j
        return events

    def _priority(self, seat) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            return self.seats
        return (seat - self.round) % self.seats

    def _check_seat(self, seat) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction(_key("bad_seat"), seat=str(seat))

    def _act(self, seat: int, action: Action, t: float) -> list[Event]:
        if self.phase == "game_over":
            raise IllegalAction(_key("game_over"))
        if self.phase in ("setup", "round_over"):
            raise IllegalAction(_key("round_over"))
        if self.phase == "countdown":
            raise IllegalAction(_key("not_yet"),
                                seconds=round(self.go_at - t, 1))
        if t < self.frozen_until[seat]:
            raise IllegalAction(_key("frozen"),
                                seconds=round(self.frozen_until[seat] - t, 1))
        if isinstance(action, Roll):
            return self._roll(seat, t)
        key = ACTION_KEYS.get(type(action))
        if key is None:
            raise IllegalAction(_key("unknown_action"))
        return self._move(seat, key, t)

    def _roll(self, seat: int, t: float) -> list[Event]:
        ids = sorted(self.hand[seat] + self.on_coaster[seat])
        if not ids:
            raise IllegalAction(_key("no_dice"))
        last = self.phase == "last_rolls"
        if last and self.rolls_left[seat] <= 0:
            raise IllegalAction(_key("no_rolls_left"))
        if t < self.roll_ready[seat]:
            raise IllegalAction(_key("cooldown"),
                                seconds=round(self.roll_ready[seat] - t, 1))
        faces = self.dice.roll(len(ids))
        self.hand[seat] = ids
        self.on_coaster[seat] = []
        for d, f in zip(ids, faces, strict=True):
            self.face[d] = f - 1
        self.roll_ready[seat] = t + self.rules.roll_cooldown
        rolls_left = None
        if last:
            self.rolls_left[seat] -= 1
            rolls_left = self.rolls_left[seat]
        events: list[Event] = [Rolled(seat, tuple(ids), tuple(SYMBOLS[f - 1] for f in faces), t, rolls_left)]
        if last and self._all_done():
            events += self._end_round(t)
        return events

    def _move(self, seat: int, key: str, t: float) -> list[Event]:
        if not self.hand[seat] and not self.on_coaster[seat]:
            raise IllegalAction(_key("no_dice"))
        last = self.phase == "last_rolls"
        if last and key != "tray":
            raise IllegalAction(_key("only_luck_counts"))
        dice = [d for d in self.hand[seat] if self.face[d] is not None and self._key_for(seat, self.face[d]) == key]
        if not dice:
            if last:
                raise IllegalAction(_key("nothing_to_tray"))
            self.frozen_until[seat] = t + self.rules.wrong_press_penalty
            self.wrong[seat] += 1
            return [WrongPress(seat, key, t, self.frozen_until[seat])]
        if not self.rules.move_all_matching:
            dice = dice[:1]
        target: str | int = "tray" if key == "tray" else self.left_of(seat) if key == "left" else self.right_of(seat)
        events: list[Event] = []
        for d in dice:
            symbol = SYMBOLS[self.face[d]]
            self.hand[seat].remove(d)
            del self.face[d]
            if target == "tray":
                self.tray.append(d)
            else:
                self.on_coaster[target].append(d)
            self.sent[seat] += 1
            events.append(DieMoved(seat, d, target, symbol, t))
        if not last and not self.hand[seat] and not self.on_coaster[seat]:
            events += self._stop(seat, t)
        elif last and self._all_done():
            events += self._end_round(t)
        return events

    # -- the round's course ----------------------------------------------------------------
    def _start_round(self, at: float) -> list[Event]:
        self.round += 1
        hands = self._deal()
        self.luck = self.dice.roll(1)[0] - 1
        self.phase = "countdown"
        self.go_at = at + self.rules.countdown
        self.until = None
        self.next_round_at = None
        self.stopper = None
        self.rolls_left = [0] * self.seats
        self.roll_ready = [self.go_at] * self.seats
        return [RoundStarted(self.round), DiceDealt(hands), LuckRolled(SYMBOLS[self.luck]),
                CountdownStarted(self.go_at, self.rules.countdown)]

    def _deal(self) -> tuple[tuple[int, ...], ...]:
        pool = list(self.tray)
        keep: list[list[int]] = []
        for s in range(self.seats):
            own = sorted(self.hand[s]) + sorted(self.on_coaster[s])
            keep.append(own[:HAND_SIZE])
            pool += own[HAND_SIZE:]
        pool += sorted(self.box)
        for s in range(self.seats):
            while len(keep[s]) < HAND_SIZE:
                keep[s].append(pool.pop(0))
            keep[s].sort()
        self.hand = keep
        self.face = {d: None for h in keep for d in h}
        self.on_coaster = [[] for _ in range(self.seats)]
        self.tray = []
        self.box = sorted(pool)
        return tuple(tuple(h) for h in keep)

    def _stop(self, seat: int, t: float) -> list[Event]:
        self.stopper = seat
        self.stops[seat] += 1
        self.phase = "last_rolls"
        self.until = t + self.rules.last_rolls_time if self.rules.last_rolls_time > 0 else None
        others = []
        for s in range(self.seats):
            if s == seat:
                continue
            for d in self.hand[s]:
                self.face[d] = None   # picked up: what showed before "Stopp!" no longer counts
            if self.hand[s] or self.on_coaster[s]:
                self.rolls_left[s] = self.rules.last_rolls
                others.append(s)
        events: list[Event] = [StopCalled(seat, t), LastRolls(tuple(others), self.rules.last_rolls, self.until)]
        if self._all_done():
            events += self._end_round(t)
        return events

    def _all_done(self) -> bool:
        return all(self.is_done(s) for s in range(self.seats))

    def _end_round(self, at: float) -> list[Event]:
        n = self.seats
        start = self.stopper if self.stopper is not None else 0
        order = [(start + i) % n for i in range(n)]   # the caller of "Stopp!" draws first
        winners = [s for s in order if not self.hand[s] and not self.on_coaster[s]]
        events: list[Event] = []
        for s in winners:
            c = self.coaster[s]
            if c is not None:
                self.won[s].append(c)
                self.coaster[s] = None
                events.append(CoasterWon(s, c, len(self.won[s])))
        for s in winners:
            if self.pile:
                self.coaster[s] = self.pile.pop(0)
                events.append(CoasterDrawn(s, self.coaster[s]))
            else:
                self.pile_ran_out = True
                events.append(PileEmpty(s))
        self.rolls_left = [0] * n
        winners_sorted = tuple(sorted(winners))
        target_hit = any(len(w) >= self.rules.coasters_to_win for w in self.won)
        if (target_hit and not self.rules.play_until_pile_empty) or self.pile_ran_out:
            self.phase = "game_over"
            self.next_round_at = None
            self.final = self._standings()
            events.append(RoundOver(self.round, winners_sorted, None))
            events.append(GameOver(tuple(tuple(g) for g in self.final)))
        else:
            self.phase = "round_over"
            self.next_round_at = at + self.rules.round_pause
            events.append(RoundOver(self.round, winners_sorted, self.next_round_at))
        return events

    # -- results ---------------------------------------------------------------------------
    def _standings(self) -> list[list[int]]:
        counts = sorted({len(w) for w in self.won}, reverse=True)
        return [[s for s in range(self.seats) if len(self.won[s]) == c] for c in counts]

    def ranking(self) -> list[list[int]]:
        """Places, best first, by coasters won (the final ranking once the game is over)."""
        return [list(g) for g in self.final] if self.final is not None else self._standings()

    def figures(self, seat: int) -> dict[str, int]:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IndexError(f"there is no seat {seat!r}")
        return {
            "coasters_won": len(self.won[seat]),
            "dice_sent": self.sent[seat],
            "wrong_presses": self.wrong[seat],
            "rounds_won": self.stops[seat],
        }

    # -- invariants ------------------------------------------------------------------------
    def check_invariants(self) -> None:
        n = self.seats
        assert MIN_SEATS <= n <= MAX_SEATS, "seat count"
        assert self.phase in PHASES, f"unknown phase {self.phase!r}"
        places = [d for h in self.hand for d in h] + [d for c in self.on_coaster for d in c] + self.tray + self.box
        assert sorted(places) == list(range(DICE_COUNT)), f"dice lost or doubled: {sorted(places)}"
        assert set(self.face) == {d for h in self.hand for d in h}, "faces belong to dice in hands"
        assert all(f is None or (isinstance(f, int) and 0 <= f < 6) for f in self.face.values()), "bad face"
        assert all(h == sorted(h) for h in self.hand), "hands are kept sorted"
        in_play = DICE_COUNT - len(self.box)
        assert in_play == HAND_SIZE * n, f"{in_play} dice in play, expected {HAND_SIZE * n}"
        coasters = [c for c in self.coaster if c is not None] + self.pile + [c for w in self.won for c in w]
        assert sorted(coasters) == list(range(COASTER_COUNT)), f"coasters lost or doubled: {sorted(coasters)}"
        if not self.pile_ran_out:
            assert all(c is not None for c in self.coaster), "a seat lost its coaster"
        assert all(len(w) <= self.rules.coasters_to_win for w in self.won) or self.rules.play_until_pile_empty, \
            "more coasters than needed to win"
        assert all(0 <= r <= self.rules.last_rolls for r in self.rolls_left), "rolls left out of range"
        if self.phase != "last_rolls":
            assert not any(self.rolls_left), "rolls left outside the last rolls"
        if self.phase == "setup":
            assert self.round == 0 and self.luck is None
        else:
            assert self.round >= 1 and self.luck is not None and 0 <= self.luck < 6, "luck symbol"
        if self.phase in ("countdown", "race", "last_rolls"):
            assert self.go_at is not None, "a running round has a start time"
        if self.phase == "countdown":
            # three dice in each hand and 3 x seats in play: coasters and tray are clear
            assert all(len(h) == HAND_SIZE for h in self.hand), "three dice each at the start"
            assert all(f is None for f in self.face.values()), "dice start unrolled"
        if self.phase == "race":
            assert all(self.hand[s] or self.on_coaster[s] for s in range(n)), "an empty seat must have stopped"
            assert self.stopper is None
        if self.phase == "last_rolls":
            assert self.stopper is not None and not self.hand[self.stopper] and not self.on_coaster[self.stopper]
            assert (self.until is None) == (self.rules.last_rolls_time <= 0), \
                "the last rolls end by the clock exactly under the house rule"
            assert not self._all_done(), "last rolls should have ended"
        assert (self.phase == "game_over") == (self.final is not None), "final ranking iff game over"
        if self.phase in ("setup", "round_over"):
            assert self.next_round_at is not None
        assert all(x >= 0 for x in self.sent + self.wrong + self.stops), "negative figures"
        r = self.rules
        target_hit = any(len(w) >= r.coasters_to_win for w in self.won)
        if self.phase == "game_over":
            assert self.pile_ran_out or (target_hit and not r.play_until_pile_empty), \
                "the game is over though nobody has won"
        else:
            assert not self.pile_ran_out, "the pile ran out but the game goes on"
            assert not target_hit or r.play_until_pile_empty, "a seat holds the winning coasters but the game goes on"
        self._check_times()

    def _check_times(self) -> None:
        """Every time is finite and within 0..MAX_TIME, and no deadline lies further ahead of
        the clock than its rule allows (so a game can never freeze)."""
        r, now = self.rules, self.now
        times = [now, *self.frozen_until, *self.roll_ready]
        times += [x for x in (self.go_at, self.until, self.next_round_at) if x is not None]
        assert all(_time_ok(x) and x >= 0 for x in times), "a time out of range"
        assert all(f <= now + r.wrong_press_penalty + _EPS for f in self.frozen_until), "frozen too long"
        assert all(x <= now + r.countdown + r.roll_cooldown + _EPS for x in self.roll_ready), \
            "a roll put off too long"
        if self.go_at is not None and self.phase == "countdown":
            assert self.go_at <= now + r.countdown + _EPS, "the countdown runs too long"
        if self.phase == "last_rolls" and self.until is not None:
            assert self.until <= now + r.last_rolls_time + _EPS, "the last rolls run too long"
        if self.phase in ("setup", "round_over"):
            assert self.next_round_at <= now + r.round_pause + _EPS, "the next round is too far off"

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": NAME,
            "seats": self.seats,
            "rules": asdict(self.rules),
            "dice": self.dice.to_dict(),
            "now": self.now,
            "phase": self.phase,
            "round": self.round,
            "luck": self.luck,
            "go_at": self.go_at,
            "until": self.until,
            "next_round_at": self.next_round_at,
            "coaster": list(self.coaster),
            "pile": list(self.pile),
            "won": [list(w) for w in self.won],
            "hand": [[[d, self.face[d]] for d in h] for h in self.hand],
            "on_coaster": [list(c) for c in self.on_coaster],
            "tray": list(self.tray),
            "box": list(self.box),
            "frozen_until": list(self.frozen_until),
            "roll_ready": list(self.roll_ready),
            "rolls_left": list(self.rolls_left),
            "stopper": self.stopper,
            "pile_ran_out": self.pile_ran_out,
            "final": None if self.final is None else [list(g) for g in self.final],
            "sent": list(self.sent),
            "wrong": list(self.wrong),
            "stops": list(self.stops),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Match:
        try:
            return cls._from_dict(data)
        except ValueError:
            raise
        except (KeyError, TypeError, AttributeError, IndexError, AssertionError) as exc:
            raise ValueError(f"not a valid Wurf & Weg state: {type(exc).__name__}: {exc}") from exc

    @classmethod
    def _from_dict(cls, data: dict) -> Match:
        if not isinstance(data, dict):
            raise ValueError("a Wurf & Weg state must be a dict")
        if data.get("game", NAME) != NAME:
            raise ValueError(f"not a Wurf & Weg state: game is {data.get('game')!r}")
        n = data["seats"]
        if isinstance(n, bool) or not isinstance(n, int) or not MIN_SEATS <= n <= MAX_SEATS:
            raise ValueError(f"seats must be {MIN_SEATS}..{MAX_SEATS}, not {n!r}")
        rules = _rules_from(data["rules"])

        def ints(value, what, lo=0, hi=None):
            if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
                raise ValueError(f"{what} must be a list of whole numbers")
            if any(v < lo or (hi is not None and v >= hi) for v in value):
                raise ValueError(f"{what} has a value out of range")
            return list(value)

        def per_seat(value, what):
            if not isinstance(value, list) or len(value) != n:
                raise ValueError(f"{what} must have one entry per seat")
            return value

        def number(value, what, optional=False):
            if value is None and optional:
                return None
            if not _time_ok(value) or value < 0:
                raise ValueError(f"{what} must be a time from 0 to {MAX_TIME:g} seconds")
            return float(value)

        def opt_int(value, what, hi):
            if value is None:
                return None
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < hi:
                raise ValueError(f"{what} must be a whole number below {hi} or null")
            return value

        m = cls.__new__(cls)
        m.seats = n
        m.rules = rules
        m.dice = dice_from_dict(data["dice"])
        m.now = number(data["now"], "now")
        phase = data["phase"]
        if phase not in PHASES:
            raise ValueError(f"unknown phase {phase!r}")
        m.phase = phase
        rnd = data["round"]
        if isinstance(rnd, bool) or not isinstance(rnd, int) or not 0 <= rnd <= 10**6:
            raise ValueError("round must be a whole number from 0 to 1000000")
        m.round = rnd
        m.luck = opt_int(data["luck"], "luck", 6)
        m.go_at = number(data["go_at"], "go_at", True)
        m.until = number(data["until"], "until", True)
        m.next_round_at = number(data["next_round_at"], "next_round_at", True)
        m.coaster = [opt_int(c, "coaster", COASTER_COUNT) for c in per_seat(data["coaster"], "coaster")]
        m.pile = ints(data["pile"], "pile", 0, COASTER_COUNT)
        m.won = [ints(w, "won", 0, COASTER_COUNT) for w in per_seat(data["won"], "won")]
        m.hand, m.face = [], {}
        for h in per_seat(data["hand"], "hand"):
            if not isinstance(h, list):
                raise ValueError("each hand must be a list of [die, face] pairs")
            ids = []
            for pair in h:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise ValueError("each die in a hand must be [die, face]")
                d = ints([pair[0]], "die id", 0, DICE_COUNT)[0]
                m.face[d] = opt_int(pair[1], "face", 6)
                ids.append(d)
            m.hand.append(ids)
        m.on_coaster = [ints(c, "on_coaster", 0, DICE_COUNT) for c in per_seat(data["on_coaster"], "on_coaster")]
        m.tray = ints(data["tray"], "tray", 0, DICE_COUNT)
        m.box = ints(data["box"], "box", 0, DICE_COUNT)
        m.frozen_until = [number(x, "frozen_until") for x in per_seat(data["frozen_until"], "frozen_until")]
        m.roll_ready = [number(x, "roll_ready") for x in per_seat(data["roll_ready"], "roll_ready")]
        m.rolls_left = ints(per_seat(data["rolls_left"], "rolls_left"), "rolls_left", 0, 6)
        m.stopper = opt_int(data["stopper"], "stopper", n)
        if not isinstance(data["pile_ran_out"], bool):
            raise ValueError("pile_ran_out must be true or false")
        m.pile_ran_out = data["pile_ran_out"]
        final = data["final"]
        m.final = None if final is None else [ints(g, "final", 0, n) for g in final]
        m.sent = ints(per_seat(data["sent"], "sent"), "sent", 0, 10**9)
        m.wrong = ints(per_seat(data["wrong"], "wrong"), "wrong", 0, 10**9)
        m.stops = ints(per_seat(data["stops"], "stops"), "stops", 0, 10**9)
        try:
            m.check_invariants()
        except AssertionError as exc:
            raise ValueError(f"impossible Wurf & Weg state: {exc}") from exc
        return m


def _rules_from(data) -> Rules:
    if not isinstance(data, dict):
        raise ValueError("rules must be a table")
    rules = Rules()
    known = {f.name: f for f in fields(Rules)}
    for key, value in data.items():
        f = known.get(key)
        if f is None:
            raise ValueError(f"unknown rule {key!r}")
        kind = f.type if isinstance(f.type, str) else f.type.__name__
        ok = (
            isinstance(value, bool) if kind == "bool"
            else (isinstance(value, int) and not isinstance(value, bool)) if kind == "int"
            else _finite(value) if kind == "float"
            else isinstance(value, str)
        )
        if not ok:
            raise ValueError(f"rule {key} has the wrong type: {value!r}")
        lo, hi = f.metadata.get("min"), f.metadata.get("max")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise ValueError(f"rule {key} = {value!r} is out of range {lo}..{hi}")
        setattr(rules, key, float(value) if kind == "float" else value)
    missing = sorted(set(known) - set(data))
    if missing:
        raise ValueError(f"rules lack {', '.join(missing)}")
    return rules


def coaster_symbols(coaster: int) -> tuple[str, str]:
    """The (left, right) symbol names of coaster `coaster` (0..17)."""
    left, right = COASTERS[coaster]
    return SYMBOLS[left], SYMBOLS[right]
