"""Wurf & Weg bots: real-time players with a person's reaction time and a person's mistakes.

A bot is an object, because it lives in time: `Bot(seat, level, rng, speed=1.0)`.

- `bot.next_action(match, t) -> (action, when) | None` tells what the bot will press and at
  what time (`action.t == when`); it does not commit the bot. None: nothing to do (between
  rounds, or done in the last rolls).
- `bot.poll(match, t) -> list[Action]` returns the press that is due by time t (at most one)
  and commits the bot to it. Call it every frame after `match.tick(t)` and hand the result to
  `match.apply_batch`. The bot looks at the match afresh on every call; it never changes it.

How it plays: it reacts only to what a person could see, and as fast as a person does. After
"los!", after "Stopp!" and after each of its rolls it needs a moment to take in what it sees
(`look`), counted from the moment the call shows or its dice have come to rest. That moment is
drawn like a person's choice-reaction time (see `Reaction`: an ex-Gaussian, the shape measured
reaction times have; at bot speed 1 the draws' medians are 0.72 s for easy, 0.48 s for normal
and 0.40 s for hard, at the table 0.74, 0.51 and 0.41 s after the faces are readable) and is
never below MIN_LOOK = 0.3 s. Between two presses a hand needs `press`
seconds (never below MIN_GAP = 0.18 s). The bot speed divides both, never below those floors.
After it has sent a die it presses nothing for PASS_LANDS = 0.5 s (not shortened by the bot
speed): the die has landed where it went before the next one flies, so people see each pass.
It rolls again as soon as nothing of its dice can move (and the roll cooldown allows), and it
picks which die to move the way a person does: any one that fits. With probability
`error_rate` a press in the race hits a key with no matching die (a wrong press, which freezes
it like a person). In the calm last rolls it makes no mistakes. Pace (why a round lasts as long as it does). The rule sheet has no clock: a round lasts
until somebody has emptied their hand. A bot could do that in two seconds; a person at the
table for the first time needs 15-25 s to find their keys, read three dice against the luck
symbol and their coaster and press. So a bot plays at a newcomer's pace: each round it draws
its `hold`, the seconds after "los!" shows before it lets its last die go: its level's
`stop_after` (hard 9 s, normal 16 s, easy 22 s; in round 1, while everybody still learns the
keys, FIRST_ROUND_GRACE = 3 s more) plus one of its own looks, so it never lets go on the dot.
It empties its hand evenly over that time: its first die goes as soon as it has read it, but
it keeps at least one die till half its hold (`keep_until`), so it is never a bot racing to
its last die and sitting on it, and the dice it sends people arrive at a pace people can answer. The bot speed does not
shorten the hold. Measured on the simulated clock (tests/test_wurf_und_weg_bots.py): rounds
between four normal bots last about 16-20 s, easy about 22-26 s, hard about 9-13 s, and no
bot calls "Stopp!" before STOP_NOT_BEFORE = 9 s, nor in round 1 before
FIRST_ROUND_STOP_NOT_BEFORE = 12 s. Its first roll of a round comes no earlier than a newcomer's: after "los!" shows it takes its level's
`start_after` (finding its keys: hard 0.5 s, normal 0.6 s, easy 0.7 s; not shortened by the
bot speed) plus one look, so no bot rolls sooner than FIRST_PRESS_NOT_BEFORE = 0.8 s after
"los!" (medians about 0.9, 1.1 and 1.4 s), while the people's dice are still in their hands.
Bots are kind to newcomers: in round 1 no bot passes a die to a person (the seats in `people`,
told by the table) who has not made their first roll yet, until NEWCOMER_GRACE = 3 s after
"los!" shows; it sends another die that fits (to the tray or its other neighbour) or holds the
die till then. From round 2 on, and to people who have rolled, it passes as before.

What is on screen when is the table's business, not the engine's: a table tells its bots
`bot.sees(what, t)` (its rolled dice come to rest at t, the "los!"/"Stopp!" call shows at t,
the luck die or its new coaster lies still at t, a die lands on its coaster at t) and
`bot.wait_for(what)` while it does not know the moment yet (the luck die still rolling, a
call that waits for dice in the air); the bot presses nothing that reacts to it till then.
Without a table (headless play) nobody tells it, and what the engine decides counts as seen
at once.

`choose(match, seat, level, rng)` is the contract's stateless form for soak tests: the action
the bot would take next, stamped with the earliest time the match allows it (not earlier than
`match.now`), or None when it has nothing to do.

`play(match, bots)` runs a bots-only match to its end, jumping from one due moment to the next
(or in fixed `step`s, as a frame loop would), and returns the number of presses.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.wurf_und_weg.match import HAND_SIZE, KEY_ACTIONS, KEYS, Match, Roll, ToLeft, ToRight

MIN_GAP = 0.18   # seconds: no bot presses twice faster than a quick person can
MIN_LOOK = 0.30  # seconds: no bot reacts to what it sees faster than a quick person can
PASS_LANDS = 0.5   # seconds after a bot sends a die before its next press: the die (0.36 s in
                   # the air at the table) has landed and been seen, one at a time
STOP_NOT_BEFORE = 9.0   # seconds after "los!" shows before any bot may get rid of its last die
FIRST_ROUND_GRACE = 3.0   # seconds more in round 1: everybody is still finding their keys
FIRST_ROUND_STOP_NOT_BEFORE = STOP_NOT_BEFORE + FIRST_ROUND_GRACE
FIRST_PRESS_NOT_BEFORE = 0.8   # seconds after "los!" shows before any bot's first roll of a round
NEWCOMER_GRACE = 3.0   # seconds after round 1's "los!" before a bot passes a die to a person who has not rolled yet

# what a bot's next press reacts to -> what it must have seen (see `Bot.sees`)
REACTS_TO = {
    "call": ("call",),                     # "los!" or "Stopp!": roll
    "dice": ("dice", "luck", "coaster"),   # its own roll: read the faces, the luck die, its coaster
    "arrival": ("arrival",),               # dice on its coaster and none in hand: roll them
}


@dataclass(frozen=True)
class Reaction:
    """A person's choice-reaction time in seconds: ex-Gaussian, i.e. a normal part (mean `mu`,
    spread `sigma`: perceiving and choosing) plus an exponential tail (mean `tau`: the
    occasional slow look), the shape measured choice-reaction times have (young adults choosing
    between a few keys: mu about 0.4 s, sigma 0.04-0.06 s, tau 0.1-0.15 s)."""
    mu: float
    sigma: float
    tau: float

    def draw(self, rng: random.Random) -> float:
        return rng.gauss(self.mu, self.sigma) + rng.expovariate(1.0 / self.tau)


@dataclass(frozen=True)
class Level:
    look: Reaction               # seconds to take in fresh dice or a call, once they are on screen
    press: tuple[float, float]   # seconds between two presses of a hand
    error_rate: float            # chance that a press in the race is a wrong key
    stop_after: float = STOP_NOT_BEFORE   # seconds after "los!" before it may empty its hand
                                          # (then one more look: it never lets go on the dot;
                                          # round 1: FIRST_ROUND_GRACE more)
    start_after: float = FIRST_PRESS_NOT_BEFORE - MIN_LOOK   # seconds of finding its keys after
                                          # "los!", on top of its look, before its first roll


LEVELS = {
    "easy": Level(look=Reaction(0.56, 0.07, 0.20), press=(0.40, 0.70), error_rate=0.10, stop_after=22.0,
                  start_after=0.7),
    "normal": Level(look=Reaction(0.375, 0.05, 0.14), press=(0.26, 0.42), error_rate=0.05, stop_after=16.0,
                    start_after=0.6),
    "hard": Level(look=Reaction(0.33, 0.03, 0.08), press=(0.18, 0.26), error_rate=0.02, stop_after=STOP_NOT_BEFORE,
                  start_after=0.5),
}


class Bot:
    def __init__(self, seat: int, level: str = "normal", rng: random.Random | None = None, speed: float = 1.0,
                 people: tuple[int, ...] | frozenset[int] = ()):
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; use {', '.join(LEVELS)}")
        if not speed > 0:
            raise ValueError("speed must be positive")
        self.seat = seat
        self.level = level
        self.params = LEVELS[level]
        self.rng = rng if rng is not None else random.Random(seat)
        self.speed = speed
        self.people = frozenset(people)     # the seats of the people at the table (round 1: spared)
        self._sig: tuple | None = None
        self._plan: tuple | None = None    # (action, when) or None
        self._planned = False
        self._last_press = float("-inf")
        self._last_sent = False              # its last press sent a die (to the tray or a neighbour)
        self._react: str | None = None     # what the next press reacts to (REACTS_TO), or None
        self._react_since = float("-inf")  # when the engine showed it (headless: seen at once)
        self._seen: dict[str, float] = {}  # what the table showed this bot, and when
        self._waiting: set[str] = set()    # what the table will show at a moment not known yet
        # its own draws for when it lets its last die go (apart, so the rest of its play is
        # the same whatever they draw)
        self._hold_rng = random.Random(self.rng.getrandbits(64))
        self._hold: tuple[int, float] = (-1, 0.0)   # (round, seconds after "los!")

    # -- what the table shows ---------------------------------------------------------------
    def sees(self, what: str, t: float) -> None:
        """The table shows this bot `what` at match time t (a coming moment is fine): "dice"
        (its rolled dice have come to rest), "call" ("los!" or "Stopp!"), "luck" (the luck die
        lies still), "coaster" (its new coaster lies in front of it), "arrival" (a die has
        landed on its coaster). Its next reaction comes at least a look after it."""
        self._seen[what] = max(t, self._seen.get(what, float("-inf")))
        plan = self._plan
        if (what in self._waiting or (self._react is not None and what in REACTS_TO[self._react])
                or (what == "arrival" and plan is not None and plan[0].__class__ is Roll)):
            self._planned = False          # plan again with it (other news leave the plan be)
        self._waiting.discard(what)

    def wait_for(self, what: str) -> None:
        """The table will show `what` at a moment it does not know yet: press nothing that
        reacts to it until `sees(what, t)`."""
        self._waiting.add(what)
        self._planned = False

    # -- timing ----------------------------------------------------------------------------
    def _delay(self, span: tuple[float, float]) -> float:
        """Seconds between two presses of its hand."""
        return max(MIN_GAP, self.rng.uniform(*span) / self.speed)

    def _look(self) -> float:
        """Seconds to take in what has just come on screen: a person's reaction time."""
        return max(MIN_LOOK, self.params.look.draw(self.rng) / self.speed)

    def stop_hold(self, round_no: int) -> float:
        """Seconds after "los!" shows before it lets its last die go in round `round_no`: its
        level's `stop_after` (and FIRST_ROUND_GRACE in round 1) and one look, drawn once a
        round (a newcomer's pace, not the bot speed's: the speed does not shorten it)."""
        if self._hold[0] != round_no:
            look = max(MIN_LOOK, self.params.look.draw(self._hold_rng))
            self._hold = (round_no, hold_for(self.params, round_no) + look)
        return self._hold[1]

    def _shown(self, react: str, since: float) -> float:
        """When what the next press reacts to was there to see: the engine's moment, or later
        when the table showed it later."""
        seen = self._seen
        return max([since] + [seen[w] for w in REACTS_TO[react] if w in seen])

    def _signature(self, match: Match) -> tuple:
        s = self.seat
        group = "play" if match.phase in ("countdown", "race") else match.phase
        return (match.round, group, match.hand_of(s), match.frozen_until[s], match.rolls_left[s],
                match.roll_ready[s], match.is_over, self._newcomers_beside(match))

    def _newcomers_beside(self, match: Match) -> tuple[int, ...]:
        """Its neighbours who are people still looking for their keys: in round 1, before
        their first roll of the game."""
        if match.round != 1 or not self.people:
            return ()
        return tuple(n for n in sorted({match.left_of(self.seat), match.right_of(self.seat)})
                     if n in self.people and n != self.seat and is_newcomer(match, n))

    def _spare_newcomers(self, match: Match, kind, go_shown: float) -> tuple[type, float]:
        """The press it makes instead of passing a die to a newcomer too early (another die
        that fits, to the tray or its other neighbour), and the time it may pass at the earliest."""
        spared = self._newcomers_beside(match)
        if not spared or kind not in (ToLeft, ToRight):
            return kind, float("-inf")
        def goes_to_newcomer(k) -> bool:
            to = match.left_of(self.seat) if k is ToLeft else match.right_of(self.seat) if k is ToRight else None
            return to in spared
        if not goes_to_newcomer(kind):
            return kind, float("-inf")
        others = [KEY_ACTIONS[k] for k in KEYS if k in match.movable(self.seat) and not goes_to_newcomer(KEY_ACTIONS[k])]
        if others:
            return self.rng.choice(others), float("-inf")
        return kind, go_shown + NEWCOMER_GRACE

    # -- deciding --------------------------------------------------------------------------
    def _make_plan(self, match: Match, t: float, fresh: bool) -> tuple | None:
        s = self.seat
        phase = match.phase
        if match.is_over or phase not in ("countdown", "race", "last_rolls"):
            return None
        if phase == "countdown":
            self._react, self._react_since = "call", match.go_at
        elif fresh:                                     # "Stopp!" (or a table that starts mid-race)
            self._react, self._react_since = "call", t
        kind = decide(match, s, self.rng, self.params.error_rate)
        if kind is None:
            return None
        if self._react is not None:
            wait = self._look()
            if self._react == "call" and phase in ("countdown", "race"):
                wait += self.params.start_after   # "los!": people first find their keys
            earliest = max(t, self._shown(self._react, self._react_since) + wait)
        else:
            earliest = max(t, self._last_press + self._delay(self.params.press))
            if kind is Roll and not match.hand[s] and "arrival" in self._seen:
                # it rolls dice that others put on its coaster: once it has seen them land
                earliest = max(earliest, self._shown("arrival", float("-inf")) + self._look())
        if phase == "race" and match.round == 1:
            go_shown = max(match.go_at, self._seen.get("call", float("-inf")))
            kind, not_before = self._spare_newcomers(match, kind, go_shown)
            earliest = max(earliest, not_before)
        if phase == "race":
            # a newcomer's pace: its hand empties evenly over its hold, never sooner
            left = dice_left_after(match, s, kind)
            if left is not None:
                go_shown = max(match.go_at, self._seen.get("call", float("-inf")))
                earliest = max(earliest, go_shown + keep_until(self.stop_hold(match.round), left))
        if self._last_sent:                 # a person at the table sees each die it sends land
            earliest = max(earliest, self._last_press + PASS_LANDS)
        earliest = max(earliest, match.frozen_until[s])
        if kind is Roll:
            earliest = max(earliest, match.roll_ready[s])
        return kind(earliest), earliest

    def next_action(self, match: Match, t: float) -> tuple | None:
        sig = self._signature(match)
        if not self._planned or sig != self._sig:
            fresh = self._sig is None or sig[:2] != self._sig[:2]   # a new round or phase
            self._sig = sig
            self._plan = self._make_plan(match, t, fresh)
            self._planned = True
        if self._waiting and self._react is not None and self._waiting.intersection(REACTS_TO[self._react]):
            return None                    # what it reacts to is not on screen yet
        return self._plan

    def poll(self, match: Match, t: float) -> list:
        plan = self.next_action(match, t)
        if plan is None or plan[1] > t:
            return []
        action, when = plan
        if when < match.now:   # a frame loop applies it at the match's time, not earlier
            when = match.now
            action = type(action)(when)
        self._planned = False
        self._plan = None
        self._last_press = when
        self._last_sent = not isinstance(action, Roll)
        if isinstance(action, Roll):
            self._react, self._react_since = "dice", when
        else:
            self._react = None
        return [action]


def decide(match: Match, seat: int, rng: random.Random, error_rate: float = 0.0):
    """The action class a bot presses next at this state (ignoring time), or None."""
    movable = match.movable(seat)
    if movable:
        keys = [k for k in KEYS if k in movable]
        if match.phase == "race" and error_rate > 0 and rng.random() < error_rate:
            wrong = [k for k in KEYS if k not in movable]
            if wrong:
                return KEY_ACTIONS[rng.choice(wrong)]
        return KEY_ACTIONS[rng.choice(keys)]
    if match.dice_count(seat) == 0:
        return None
    if match.phase == "last_rolls" and match.rolls_left[seat] <= 0:
        return None
    if match.phase in ("countdown", "race", "last_rolls"):
        return Roll
    return None


def choose(match: Match, seat: int, level: str, rng: random.Random):
    """The contract's bot call: the next action, stamped with the earliest allowed time, or None."""
    params = LEVELS[level]
    if match.is_over or match.phase not in ("countdown", "race", "last_rolls"):
        return None
    kind = decide(match, seat, rng, params.error_rate)
    if kind is None:
        return None
    t = max(match.now, match.frozen_until[seat])
    if match.phase == "countdown":
        t = max(t, match.go_at + params.start_after + MIN_LOOK)
    if kind is Roll:
        t = max(t, match.roll_ready[seat])
    if match.phase == "race":
        left = dice_left_after(match, seat, kind)
        if left is not None:
            t = max(t, match.go_at + keep_until(hold_for(params, match.round), left))
    return kind(t)


def is_newcomer(match: Match, seat: int) -> bool:
    """In round 1, this seat has not rolled yet: its whole hand still lies unrolled."""
    hand = match.hand_of(seat)
    return match.round == 1 and bool(hand) and all(face is None for _, face in hand)


def hold_for(level: Level, round_no: int) -> float:
    """Seconds after "los!" before a bot of this level may empty its hand in round `round_no`
    (before its own look is added): round 1 gives people FIRST_ROUND_GRACE more."""
    return level.stop_after + (FIRST_ROUND_GRACE if round_no <= 1 else 0.0)


def keep_until(hold: float, left: int) -> float:
    """Seconds after "los!" before a press may leave a bot with only `left` dice: the hand
    empties evenly over `hold` (down to two dice at once, to one at half of it, to none at
    its end)."""
    steps = HAND_SIZE - 1
    if left >= steps:
        return 0.0
    return hold * (steps - left) / steps


def dice_left_after(match: Match, seat: int, kind) -> int | None:
    """How many dice the seat would have after pressing `kind`, or None for a roll or a press
    that moves nothing (a wrong press)."""
    if kind is Roll:
        return None
    key = next((k for k, cls in KEY_ACTIONS.items() if cls is kind), None)
    ids = match.movable(seat).get(key, ())
    if not ids:
        return None
    moved = len(ids) if match.rules.move_all_matching else 1
    return max(0, match.dice_count(seat) - moved)


def play(match: Match, bots: list[Bot], step: float | None = None, max_presses: int = 200_000,
         watch=None) -> int:
    """Run a match with a bot in every seat to its end; returns the number of presses.

    `watch(events)`, if given, sees the events of every tick and every batch as they happen
    (soak and property tests check the match there)."""
    presses = 0
    while not match.is_over:
        if step is None:
            times = [p[1] for p in (b.next_action(match, match.now) for b in bots) if p is not None]
            deadline = match.next_deadline()
            if deadline is not None:
                times.append(deadline)
            if not times:
                raise RuntimeError("bots are stuck: nobody can act and no deadline is pending")
            t = max(match.now, min(times))
        else:
            t = match.now + step
        events = match.tick(t)
        if watch is not None:
            watch(events)
        batch = [(b.seat, a) for b in bots for a in b.poll(match, t)]
        if batch:
            events = match.apply_batch(batch)
            if watch is not None:
                watch(events)
            presses += len(batch)
            if presses > max_presses:
                raise RuntimeError(f"no end after {presses} presses")
    return presses
