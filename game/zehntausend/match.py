"""Zehntausend (10000): the rules engine.

The simple rules are the default: five dice, 1 = 100, 5 = 50, Pasches (three or four of a
kind) count by the table but must be proven by a later 1 or 5 before the turn may be written
down. Every item of the page's "Weitere Regelvarianten" is a switch in `Rules`. The digest
with every decision is `seeds/zehntausend.md`; scoring lives in `zehntausend_scoring`.

A turn: `Throw` (the dice still in the cup) -> `Select(dice)` sets at least one scoring die
aside -> `Throw` again or `Bank`. A throw without a scoring die loses the turn's points. The
scene previews a choice with `match.evaluate(dice)` before it commits with `Select`.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass

from game.dice import dice_from_dict
from game.engine import Event, GameOver, IllegalAction
from game.zehntausend.rules import STRICT_MIN_POINTS, Rules
from game.zehntausend.scoring import (
    REASON,
    Refusal,
    Score,
    counts_of,
    legal_choices,
    options_for,
    score_counts,
)

MIN_SEATS, MAX_SEATS = 2, 6
STRICT_MAX_DICE_LEFT = 2
MINUS_POINTS = 1000
NIX_POINTS = 1000
HOUSES_TO_LOSE = 3
HOUSE_KINDS = ("stacked", "cocked")
PHASES = ("throw", "select", "house", "over")
HISTORY_KINDS = ("bank", "bust", "houses", "minus", "nix", "pile", "pass")


# ----------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Action:
    """Base of the actions."""


@dataclass(frozen=True)
class Throw(Action):
    """Throw the dice still in the cup (all of them at the start and after all were set aside;
    after a house, the same dice again)."""


@dataclass(frozen=True)
class Select(Action):
    """Set these dice (indices 0..dice-1) of the last throw aside. `turn_fives`: two of the
    single fives count as one 1 and one of them goes back into the cup (5er drehen)."""

    dice: tuple[int, ...] = ()
    turn_fives: bool = False

    def __post_init__(self):
        object.__setattr__(self, "dice", tuple(sorted(int(i) for i in self.dice)))



@dataclass(frozen=True)
class Bank(Action):
    """Write the turn's points down and end the turn."""


@dataclass(frozen=True)
class TakeOver(Action):
    """Übernehmen: take over the previous player's written-down points and dice and throw them."""


@dataclass(frozen=True)
class Knock(Action):
    """Klopfen: knock once on the table after a stacked throw; if the dice fall flat it counts."""


# ----------------------------------------------------------------------------- events

@dataclass(frozen=True)
class Thrown(Event):
    """Dice `dice` (indices) were thrown and show `faces` (same order)."""

    seat: int
    dice: tuple[int, ...]
    faces: tuple[int, ...]


@dataclass(frozen=True)
class HouseBuilt(Event):
    """The throw landed stacked ("stacked") or cocked/off the table ("cocked") and must be
    thrown again (Hausbau); `faces` is what the dice would show; `in_a_row` counts houses."""

    seat: int
    dice: tuple[int, ...]
    faces: tuple[int, ...]
    kind: str
    in_a_row: int


@dataclass(frozen=True)
class Knocked(Event):
    seat: int
    success: bool


@dataclass(frozen=True)
class SetAside(Event):
    """Dice set aside for `points`; the turn now has `turn_points` and `dice_left` in the cup
    (0 = all set aside: the next throw uses every die again)."""

    seat: int
    dice: tuple[int, ...]
    faces: tuple[int, ...]
    points: int
    turn_points: int
    dice_left: int
    combos: tuple[str, ...]


@dataclass(frozen=True)
class FivesTurned(Event):
    """5er drehen: die `kept` now counts as a 1 (shows 1); die `returned` goes back to the cup."""

    seat: int
    kept: int
    returned: int


@dataclass(frozen=True)
class PaschPending(Event):
    """A Pasch was set aside and must be proven by a 1 or 5 in a later throw."""

    seat: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class Proven(Event):
    """The pending Pasches (faces) are proven."""

    seat: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class ConfirmNeeded(Event):
    """Bestätigen: every die of the throw scored; the next throw must score too."""

    seat: int


@dataclass(frozen=True)
class Confirmed(Event):
    seat: int


@dataclass(frozen=True)
class Unproven(Event):
    """The turn ended while Pasches (faces) were unproven: their points are gone."""

    seat: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class TurnLost(Event):
    """The turn's points are lost. reason: "no_score" (nothing scored), "houses" (three houses
    in a row)."""

    seat: int
    points: int
    reason: str


@dataclass(frozen=True)
class MinusPoints(Event):
    """Minus: the first throw scored nothing; `points` are taken off."""

    seat: int
    points: int
    total: int


@dataclass(frozen=True)
class NixPoints(Event):
    """Nix: the first throw scored nothing; `points` are written down, the turn ends."""

    seat: int
    points: int
    total: int


@dataclass(frozen=True)
class Banked(Event):
    seat: int
    points: int
    total: int


@dataclass(frozen=True)
class TakenOver(Event):
    """Übernehmen: `seat` continues `from_seat`'s turn with its points and dice."""

    seat: int
    from_seat: int
    points: int
    dice_left: int


@dataclass(frozen=True)
class PileTaken(Event):
    """Rückwärts: `seat` threw nothing and takes the pile as minus points."""

    seat: int
    points: int
    total: int


@dataclass(frozen=True)
class TurningPoint(Event):
    """Bumerang: `seat` reached the target and counts down from now on."""

    seat: int
    total: int


@dataclass(frozen=True)
class EndTriggered(Event):
    """`seat` reached the target; `final_seats` still get one turn each to overtake."""

    seat: int
    total: int
    final_seats: tuple[int, ...]


@dataclass(frozen=True)
class InstantWin(Event):
    """reason: "six_of_a_kind" (Sechserpasch) or "below_zero" (Bumerang)."""

    seat: int
    reason: str


@dataclass(frozen=True)
class TurnPassed(Event):
    seat: int
    next_seat: int


@dataclass(frozen=True)
class Evaluation:
    """What a choice of dice would do (the scene's live preview)."""

    points: int = 0
    reason: str | None = None
    params: tuple[tuple[str, int], ...] = ()
    combos: tuple[str, ...] = ()
    turn_points: int = 0
    dice_left: int = 0
    pasch: bool = False
    proves: bool = False

    @property
    def ok(self) -> bool:
        return self.reason is None

    @property
    def params_dict(self) -> dict:
        return dict(self.params)


def _illegal(reason: str, **params) -> IllegalAction:
    return IllegalAction(REASON + reason, **params)


# ----------------------------------------------------------------------------- the match

class Match:
    """One game of Zehntausend for `seats` players (2..6); seat `first_seat` begins."""

    def __init__(self, seats: int, rules: Rules | None = None, dice=None, first_seat: int = 0):
        from game.dice import SeededDice

        rules = rules if rules is not None else Rules()
        rules.validate()
        if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Zehntausend needs {MIN_SEATS} to {MAX_SEATS} seats, not {seats!r}")
        if not 0 <= first_seat < seats:
            raise ValueError(f"first_seat {first_seat} is not a seat")
        self.seats = seats
        self.rules = rules
        self.dice = dice if dice is not None else SeededDice()
        self.first_seat = first_seat
        self.key = rules.scoring_key()
        n = rules.dice
        self.n = n
        self.totals = [0] * seats
        self.descending = [False] * seats        # Bumerang: counting down
        self.turns = [0] * seats
        self.busts = [0] * seats
        self.best_turn = [0] * seats
        self.history: list[list] = []           # [seat, kind, delta] per finished turn
        self.current = first_seat
        self.phase = "throw"
        self.faces = [0] * n                     # what each die shows (0 = not thrown yet)
        self.active: tuple[int, ...] = ()        # dice of the last throw
        self.aside: list[int] = []               # dice set aside since the cup was last full
        self.turn_points_ = 0
        self.pending: list[int] = []             # faces of unproven Pasches
        self.confirm_pending = False
        self.table: dict[int, int] = {}          # Ergänzen: face -> value of Pasches set aside
        self.throws = 0                          # scoring-relevant throws this turn
        self.took_over = False
        self.house_streak = 0
        self.house_kind = ""
        self.house_faces: tuple[int, ...] = ()
        self.knocked = False
        self.offer: list | None = None           # Übernehmen: [from_seat, points, aside]
        self.last_turn = 0                       # Steigerung: the previous turn's result
        self.end_seat: int | None = None
        self.instant_winner: int | None = None
        self.over = False

    # ------------------------------------------------------------------ read-only views
    @property
    def current_seat(self) -> int | None:
        return None if self.over else self.current

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def turn_points(self) -> int:
        """Points collected in this turn so far (Rückwärts: the pile on the table)."""
        return self.turn_points_

    @property
    def dice_left(self) -> int:
        """Dice not set aside (0 = all set aside; the next throw uses every die again)."""
        return self.n - len(self.aside)

    @property
    def dice_to_throw(self) -> int:
        return self.dice_left or self.n

    @property
    def set_aside_dice(self) -> tuple[int, ...]:
        return tuple(self.aside)

    @property
    def active_dice(self) -> tuple[int, ...]:
        return self.active

    @property
    def unproven(self) -> tuple[int, ...]:
        """Faces of Pasches set aside this turn and not yet proven."""
        return tuple(self.pending)

    @property
    def proof_status(self) -> str:
        """"pending" (a Pasch must be proven), "confirm" (Bestätigen: must throw again) or
        "none"."""
        if self.pending:
            return "pending"
        if self.confirm_pending:
            return "confirm"
        return "none"

    @property
    def table_paschs(self) -> tuple[tuple[int, int], ...]:
        """Ergänzen: (face, value) of Pasches set aside that matching dice may extend."""
        return tuple(sorted(self.table.items())) if self.rules.extend else ()

    @property
    def is_final_round(self) -> bool:
        return self.end_seat is not None

    @property
    def turn_start(self) -> bool:
        return self.phase == "throw" and self.throws == 0 and not self.took_over and not self.aside \
            and (self.rules.reverse or self.turn_points_ == 0)

    def _round_last_seat(self) -> int:
        return (self.first_seat - 1) % self.seats

    # ------------------------------------------------------------------ scoring preview
    def _throw_faces(self) -> list[int]:
        return [self.faces[i] for i in self.active]

    def evaluate(self, selection, turn_fives: bool = False) -> Evaluation:
        """What setting `selection` (die indices) aside would be worth, or why it is refused."""
        if self.over:
            return Evaluation(reason=REASON + "game_over")
        if self.phase != "select":
            return Evaluation(reason=REASON + "throw_first")
        result = self._score_selection(tuple(selection), turn_fives)
        if isinstance(result, Refusal):
            return Evaluation(reason=result.reason, params=result.params)
        score, returned = result
        left = self.dice_left - len(tuple(selection)) + (returned is not None)
        return Evaluation(
            points=score.points, combos=score.names, turn_points=self.turn_points_ + score.points,
            dice_left=left, pasch=bool(score.paschs), proves=bool(self.pending) and score.proves,
        )

    def _score_selection(self, selection: tuple[int, ...], turn_fives: bool):
        """(Score, returned die or None) or a Refusal."""
        if not selection:
            return Refusal(REASON + "empty_selection")
        seen = set()
        for i in selection:
            if i in seen:
                return Refusal(REASON + "die_twice", (("number", i + 1),))
            seen.add(i)
            if i not in self.active:
                return Refusal(REASON + "die_not_thrown", (("number", i + 1),))
        score = score_counts(counts_of([self.faces[i] for i in selection]), self.key, self.table_paschs)
        if isinstance(score, Refusal):
            return score
        returned = None
        if turn_fives:
            if not self.rules.turn_fives:
                return Refusal(REASON + "turn_fives_off")
            if score.single_fives < 2:
                return Refusal(REASON + "no_fives_to_turn")
            returned = max(i for i in selection if self.faces[i] == 5)
        return score, returned

    def options(self) -> list[tuple[tuple[int, ...], Score]]:
        """One legal choice per distinct set of faces (lowest indices), with its Score."""
        if self.phase != "select":
            return []
        faces = self._throw_faces()
        out = []
        for sub, score in options_for(counts_of(faces), self.key, self.table_paschs):
            need = list(sub)
            chosen = []
            for i in self.active:
                f = self.faces[i] - 1
                if need[f]:
                    need[f] -= 1
                    chosen.append(i)
            out.append((tuple(chosen), score))
        return out

    def options_for_faces(self, faces) -> tuple[tuple[tuple[int, ...], Score], ...]:
        """Every legal choice (counts, Score) if a throw showed `faces` now (e.g. under a house)."""
        return options_for(counts_of(faces), self.key, self.table_paschs)

    def bank_refusal(self) -> tuple[str, dict] | None:
        """Why `Bank` is refused now (key, params), or None if the turn may be written down."""
        r = self.rules
        if self.over:
            return REASON + "game_over", {}
        if r.reverse:
            return REASON + "reverse_throw_only", {}
        if self.phase == "house":
            return REASON + "rethrow_house", {}
        if self.phase == "select":
            return REASON + "must_set_aside", {}
        if self.turn_points_ == 0:
            return REASON + "nothing_to_bank", {}
        if self.pending:
            return REASON + "unproven", {"count": len(self.pending), "faces": tuple(self.pending)}
        if self.confirm_pending:
            return REASON + "unconfirmed", {}
        if self.turn_points_ < r.bank_minimum:
            key = "strict_points" if r.strict and r.bank_minimum == STRICT_MIN_POINTS else "below_min_bank"
            return REASON + key, {"points": self.turn_points_, "minimum": r.bank_minimum}
        if r.strict and self.dice_left > STRICT_MAX_DICE_LEFT:
            return REASON + "strict_dice", {"dice_left": self.dice_left, "most": STRICT_MAX_DICE_LEFT}
        if r.escalation and self.turn_points_ <= self.last_turn:
            return REASON + "escalation", {"points": self.turn_points_, "previous": self.last_turn}
        return None

    @property
    def can_bank(self) -> bool:
        return self.bank_refusal() is None

    @property
    def can_take_over(self) -> bool:
        return self.offer is not None and self.turn_start and not self.over

    @property
    def can_knock(self) -> bool:
        return (self.phase == "house" and self.rules.knocking and self.house_kind == "stacked"
                and not self.knocked)

    # ------------------------------------------------------------------ contract
    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.current:
            return []
        if self.phase == "house":
            return [Throw(), Knock()] if self.can_knock else [Throw()]
        if self.phase == "select":
            acts: list[Action] = []
            turnable = self.rules.turn_fives
            faces = self._throw_faces()
            for pos, score in legal_choices(faces, self.key, self.table_paschs):
                dice = tuple(self.active[p] for p in pos)
                acts.append(Select(dice))
                if turnable and score.single_fives >= 2:
                    acts.append(Select(dice, True))
            return acts
        acts = [Throw()]
        if self.can_take_over:
            acts.append(TakeOver())
        if self.can_bank:
            acts.append(Bank())
        return acts

    def apply(self, seat: int, action: Action) -> list[Event]:
        if self.over:
            raise _illegal("game_over")
        if seat != self.current:
            raise _illegal("not_your_turn", seat=seat)
        if isinstance(action, Throw):
            return self._do_throw()
        if isinstance(action, Select):
            return self._do_select(action)
        if isinstance(action, Bank):
            return self._do_bank()
        if isinstance(action, TakeOver):
            return self._do_take_over()
        if isinstance(action, Knock):
            return self._do_knock()
        raise _illegal("unknown_action")

    # ------------------------------------------------------------------ throwing
    def _do_throw(self) -> list[Event]:
        if self.phase == "select":
            raise _illegal("must_set_aside")
        events: list[Event] = []
        if self.phase == "house":
            dice = self.active
        else:
            if not self.dice_left:           # every die set aside: all back into the cup
                self.aside = []
                self.table = {}
            dice = tuple(i for i in range(self.n) if i not in self.aside)
            if self.turn_start:
                self.offer = None
        self._roll(dice, events)
        return events

    def _roll(self, dice: tuple[int, ...], events: list[Event]) -> None:
        seat = self.current
        faces = self.dice.roll(len(dice))
        self.active = dice
        r = self.rules
        if r.house_building and self.dice.chance(r.house_chance):
            kind = HOUSE_KINDS[self.dice.pick(len(HOUSE_KINDS))]
            self.house_streak += 1
            self.house_kind = kind
            self.house_faces = tuple(faces)
            self.knocked = False
            events.append(HouseBuilt(seat, dice, tuple(faces), kind, self.house_streak))
            if self.house_streak >= HOUSES_TO_LOSE:
                self._lose_turn(events, "houses")
            else:
                self.phase = "house"
            return
        self._resolve(dice, tuple(faces), events)

    def _resolve(self, dice: tuple[int, ...], faces: tuple[int, ...], events: list[Event]) -> None:
        """The dice lie flat showing `faces`: score the throw."""
        seat = self.current
        r = self.rules
        self.house_streak = 0
        self.house_kind = ""
        self.house_faces = ()
        self.knocked = False
        for i, f in zip(dice, faces, strict=True):
            self.faces[i] = f
        self.active = dice
        first = self.throws == 0 and not self.took_over
        self.throws += 1
        events.append(Thrown(seat, dice, faces))
        if r.six_of_a_kind_wins and len(dice) == 6 and len(set(faces)) == 1:
            self.instant_winner = seat
            events.append(InstantWin(seat, "six_of_a_kind"))
            self._finish(events)
            return
        opts = options_for(counts_of(faces), self.key, self.table_paschs)
        if not opts:
            if r.reverse:
                self._take_pile(events)
            elif first and r.minus:
                self._end_turn(events, "minus", -MINUS_POINTS, 0)
            elif first and r.nix:
                self._end_turn(events, "nix", NIX_POINTS, NIX_POINTS)
            else:
                self._lose_turn(events, "no_score")
            return
        if self.confirm_pending:
            self.confirm_pending = False
            events.append(Confirmed(seat))
        self.phase = "select"
        if r.reverse:
            # Rückwärts: every scoring die comes out, the rest goes to the next player.
            chosen, score = max(self.options(), key=lambda o: (o[1].dice, o[1].points))
            self._set_aside(chosen, None, events)
            self._pass(events, score.points)

    def _do_knock(self) -> list[Event]:
        if not self.can_knock:
            raise _illegal("knock_not_possible")
        events: list[Event] = []
        if self.dice.chance(self.rules.knock_chance):
            events.append(Knocked(self.current, True))
            self._resolve(self.active, self.house_faces, events)
        else:
            events.append(Knocked(self.current, False))
            self.knocked = True
        return events

    def _do_take_over(self) -> list[Event]:
        if not self.can_take_over:
            raise _illegal("no_takeover")
        from_seat, points, aside = self.offer
        self.offer = None
        self.turn_points_ = points
        self.aside = list(aside)
        self.took_over = True
        events: list[Event] = [TakenOver(self.current, from_seat, points, self.dice_left)]
        if not self.dice_left:
            self.aside = []
        dice = tuple(i for i in range(self.n) if i not in self.aside)
        self._roll(dice, events)
        return events

    # ------------------------------------------------------------------ setting aside
    def _do_select(self, action: Select) -> list[Event]:
        if self.phase == "house":
            raise _illegal("rethrow_house")
        if self.phase != "select":
            raise _illegal("throw_first")
        result = self._score_selection(action.dice, action.turn_fives)
        if isinstance(result, Refusal):
            raise IllegalAction(result.reason, **result.params_dict)
        events: list[Event] = []
        self._set_aside(action.dice, result[1], events)
        return events

    def _set_aside(self, dice: tuple[int, ...], returned: int | None, events: list[Event]) -> None:
        seat = self.current
        r = self.rules
        faces = tuple(self.faces[i] for i in dice)
        score = score_counts(counts_of(faces), self.key, self.table_paschs)
        assert isinstance(score, Score)
        if returned is not None:
            kept = max(i for i in dice if self.faces[i] == 5 and i != returned)
            self.faces[kept] = 1
            events.append(FivesTurned(seat, kept, returned))
        kept_dice = tuple(i for i in dice if i != returned)
        full_throw = len(self.active) == self.n
        self.aside.extend(kept_dice)
        self.turn_points_ += score.points
        if r.extend:
            for c in score.combos:
                if c.kind == "pasch":
                    self.table[c.face] = c.points
                elif c.kind == "extend":
                    self.table[c.face] = self.table[c.face] * 2 ** c.count
        self.phase = "throw"
        events.append(SetAside(seat, kept_dice, tuple(self.faces[i] for i in kept_dice),
                               score.points, self.turn_points_, self.dice_left, score.names))
        if r.proving:
            if self.pending and score.proves:
                events.append(Proven(seat, tuple(self.pending)))
                self.pending = []
            if score.paschs:
                self.pending.extend(score.paschs)
                events.append(PaschPending(seat, score.paschs))
        if r.confirm and full_throw and returned is None and len(dice) == self.n:
            self.confirm_pending = True
            events.append(ConfirmNeeded(seat))

    # ------------------------------------------------------------------ ending turns
    def _do_bank(self) -> list[Event]:
        refusal = self.bank_refusal()
        if refusal is not None:
            key, params = refusal
            raise IllegalAction(key, **params)
        events: list[Event] = []
        seat, points = self.current, self.turn_points_
        offer = [seat, points, list(self.aside)] if self.rules.take_over else None
        self._end_turn(events, "bank", points, points)
        if offer is not None and not self.over:
            self.offer = offer
        return events

    def _lose_turn(self, events: list[Event], reason: str) -> None:
        seat = self.current
        if self.rules.reverse:
            self._take_pile(events)
            return
        if self.pending:
            events.append(Unproven(seat, tuple(self.pending)))
        events.append(TurnLost(seat, self.turn_points_, reason))
        self._end_turn(events, "houses" if reason == "houses" else "bust", 0, 0)

    def _take_pile(self, events: list[Event]) -> None:
        """Rückwärts: the thrower takes the pile as minus points; the dice go back to all."""
        seat = self.current
        pile = self.turn_points_
        self.totals[seat] += pile
        self.history.append([seat, "pile", pile])
        self.turns[seat] += 1
        self.busts[seat] += 1
        events.append(PileTaken(seat, pile, self.totals[seat]))
        self.turn_points_ = 0
        self.aside = []
        self.table = {}
        if self.totals[seat] >= self.rules.target:
            self._finish(events)
            return
        self._next_seat(events)

    def _pass(self, events: list[Event], points: int) -> None:
        """Rückwärts: the turn (one throw) ends, the pile and the dice go to the next seat."""
        seat = self.current
        self.turns[seat] += 1
        self.history.append([seat, "pass", 0])
        self.best_turn[seat] = max(self.best_turn[seat], points)
        self._next_seat(events)

    def _end_turn(self, events: list[Event], kind: str, progress: int, result: int) -> None:
        """Credit `progress` (points towards winning), record the turn, pass or finish."""
        seat = self.current
        r = self.rules
        delta = -progress if self.descending[seat] else progress
        self.totals[seat] += delta
        total = self.totals[seat]
        self.history.append([seat, kind, delta])
        self.turns[seat] += 1
        if kind in ("bust", "houses", "minus"):
            self.busts[seat] += 1
        self.best_turn[seat] = max(self.best_turn[seat], result)
        self.last_turn = result
        if kind == "bank":
            events.append(Banked(seat, progress, total))
        elif kind == "minus":
            events.append(MinusPoints(seat, MINUS_POINTS, total))
        elif kind == "nix":
            events.append(NixPoints(seat, NIX_POINTS, total))
        if r.boomerang:
            if self.descending[seat] and total < 0:
                self.instant_winner = seat
                events.append(InstantWin(seat, "below_zero"))
                self._finish(events)
                return
            if not self.descending[seat] and total >= r.target:
                self.descending[seat] = True
                events.append(TurningPoint(seat, total))
        elif self.end_seat is None and total >= r.target:
            self.end_seat = seat
            final = []
            s = seat
            while s != self._round_last_seat():
                s = (s + 1) % self.seats
                final.append(s)
            events.append(EndTriggered(seat, total, tuple(final)))
        if self.end_seat is not None and seat == self._round_last_seat():
            self._finish(events)
            return
        self._next_seat(events)

    def _next_seat(self, events: list[Event]) -> None:
        seat = self.current
        self.current = (seat + 1) % self.seats
        self.phase = "throw"
        self.active = ()
        self.throws = 0
        self.took_over = False
        self.offer = None
        self.house_streak = 0
        self.house_kind = ""
        self.house_faces = ()
        self.knocked = False
        self.pending = []
        self.confirm_pending = False
        if not self.rules.reverse:
            self.turn_points_ = 0
            self.aside = []
            self.table = {}
        events.append(TurnPassed(seat, self.current))

    def _finish(self, events: list[Event]) -> None:
        self.over = True
        self.phase = "over"
        self.offer = None
        self.house_streak = 0
        self.house_kind = ""
        self.house_faces = ()
        self.knocked = False
        events.append(GameOver(tuple(tuple(p) for p in self.ranking())))

    # ------------------------------------------------------------------ results
    def _standing(self, seat: int) -> tuple[int, int, int]:
        """Bigger is better. Bumerang: counting down beats counting up, then the lower total.

        The simple rules: the higher total; of equal totals at or above the target the one
        reached first (the seat that ended the game, then the last round's seats in order),
        because "Der Gewinner ist derjenige, der zuerst mindestens 10.000 Punkte erreicht hat"
        and the others may only "diesen zu überholen": a tie is no overtaking. Equal totals
        below the target share a place (nobody reached anything first)."""
        r = self.rules
        total = self.totals[seat]
        if r.reverse:
            return (0, -total, 0)
        if r.boomerang:
            return (1, -total, 0) if self.descending[seat] else (0, total, 0)
        if self.end_seat is not None and total >= r.target:
            return (0, total, -((seat - self.end_seat) % self.seats))
        return (0, total, 0)

    def ranking(self) -> list[list[int]]:
        order = sorted(range(self.seats), key=self._standing, reverse=True)
        places: list[list[int]] = []
        if self.instant_winner is not None:
            places.append([self.instant_winner])
            order = [s for s in order if s != self.instant_winner]
        last = None
        for s in order:
            value = self._standing(s)
            if places and last == value and places[-1][0] != self.instant_winner:
                places[-1].append(s)
            else:
                places.append([s])
            last = value
        return places

    def figures(self, seat: int) -> dict[str, int]:
        return {
            "total": self.totals[seat],
            "best_turn": self.best_turn[seat],
            "turns": self.turns[seat],
            "busts": self.busts[seat],
        }

    # ------------------------------------------------------------------ saving
    _STATE = ("totals", "descending", "turns", "busts", "best_turn", "history", "current", "phase",
              "faces", "active", "aside", "turn_points_", "pending", "confirm_pending", "throws",
              "took_over", "house_streak", "house_kind", "house_faces", "knocked", "offer",
              "last_turn", "end_seat", "instant_winner", "over")

    def to_dict(self) -> dict:
        state = {}
        for name in self._STATE:
            value = getattr(self, name)
            state[name] = list(value) if isinstance(value, tuple) else copy.deepcopy(value)
        state["table"] = [[f, v] for f, v in sorted(self.table.items())]
        return {
            "game": "zehntausend",
            "version": 1,
            "seats": self.seats,
            "first_seat": self.first_seat,
            "rules": dataclasses.asdict(self.rules),
            "dice": self.dice.to_dict(),
            "state": state,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Match:
        if not isinstance(data, dict):
            raise ValueError("a saved Zehntausend game must be a table (dict)")
        data = copy.deepcopy(data)
        if data.get("game", "zehntausend") != "zehntausend":
            raise ValueError(f"not a Zehntausend game: {data.get('game')!r}")
        if data.get("version", 1) != 1:
            raise ValueError(f"unknown save version {data.get('version')!r}")
        rules_data = data.get("rules")
        if not isinstance(rules_data, dict):
            raise ValueError("rules must be a table")
        names = {f.name for f in dataclasses.fields(Rules)}
        unknown = sorted(set(rules_data) - names)
        if unknown:
            raise ValueError(f"unknown rules: {', '.join(unknown)}")
        missing = sorted(names - set(rules_data))
        if missing:
            raise ValueError(f"rules lack {', '.join(missing)}")
        try:
            rules = Rules(**rules_data)
        except TypeError as exc:
            raise ValueError(f"rules cannot be restored: {exc}") from exc
        for f in dataclasses.fields(Rules):
            value = getattr(rules, f.name)
            if f.type == "float" and isinstance(value, int) and not isinstance(value, bool):
                setattr(rules, f.name, float(value))
        if not isinstance(data.get("dice"), dict):
            raise ValueError("dice must be a table")
        try:
            dice = dice_from_dict(data["dice"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"dice cannot be restored: {exc}") from exc
        first = data.get("first_seat", 0)
        if isinstance(first, bool) or not isinstance(first, int):
            raise ValueError("first_seat must be a whole number")
        match = cls(data.get("seats"), rules, dice, first)
        state = data.get("state")
        if not isinstance(state, dict):
            raise ValueError("state must be a table")
        missing = [k for k in cls._STATE + ("table",) if k not in state]
        if missing:
            raise ValueError(f"state lacks {', '.join(missing)}")
        _check_types(state)
        _check_ranges(state, match.seats)
        for name in cls._STATE:
            setattr(match, name, state[name])
        match.active = tuple(state["active"])
        match.house_faces = tuple(state["house_faces"])
        match.faces = list(state["faces"])
        match.aside = list(state["aside"])
        match.pending = list(state["pending"])
        match.history = [list(h) for h in state["history"]]
        match.table = {int(f): int(v) for f, v in state["table"]}
        match.offer = None if state["offer"] is None else [state["offer"][0], state["offer"][1],
                                                             list(state["offer"][2])]
        try:
            match.check_invariants()
        except AssertionError as exc:
            raise ValueError(f"impossible Zehntausend state: {exc}") from exc
        return match

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        r, n, S = self.rules, self.n, self.seats
        assert len(self.totals) == S and len(self.descending) == S, "one total per seat"
        assert len(self.turns) == S and len(self.busts) == S and len(self.best_turn) == S
        sums = [0] * S
        counts = [0] * S
        for entry in self.history:
            assert len(entry) == 3 and 0 <= entry[0] < S, f"bad history entry {entry}"
            sums[entry[0]] += entry[2]
            counts[entry[0]] += 1
        assert sums == self.totals, f"totals {self.totals} differ from the history {sums}"
        assert counts == self.turns, "every finished turn is in the history"
        for s in range(S):
            assert 0 <= self.busts[s] <= self.turns[s], "more busts than turns"
            assert self.best_turn[s] >= 0 and self.best_turn[s] % 50 == 0
        assert 0 <= self.current < S, "current seat out of range"
        assert self.phase in PHASES, f"unknown phase {self.phase}"
        assert self.over == (self.phase == "over"), "over exactly in phase 'over'"
        assert len(self.faces) == n and all(0 <= f <= 6 for f in self.faces), "faces are 0..6"
        assert len(set(self.aside)) == len(self.aside), "a die set aside twice"
        assert all(0 <= i < n for i in self.aside), "set-aside die out of range"
        assert all(0 <= i < n for i in self.active), "active die out of range"
        assert len(set(self.active)) == len(self.active), "a die thrown twice"
        assert self.turn_points_ >= 0 and self.turn_points_ % 50 == 0, "turn points are 50s"
        if self.turn_points_ == 0:
            assert not self.aside and not self.pending and not self.table, "nothing set aside"
        if self.phase == "select":
            assert self.active and not set(self.active) & set(self.aside), "throw clashes with aside"
            assert all(self.faces[i] >= 1 for i in self.active)
            assert options_for(counts_of(self._throw_faces()), self.key, self.table_paschs), \
                "a throw without a scoring die must end the turn"
        if self.phase == "house":
            assert r.house_building and 1 <= self.house_streak < HOUSES_TO_LOSE
            assert self.house_kind in HOUSE_KINDS and len(self.house_faces) == len(self.active)
            assert self.active and all(1 <= f <= 6 for f in self.house_faces)
        else:
            assert not self.house_faces and not self.house_kind and not self.knocked, \
                "no house outside phase 'house'"
        assert all(1 <= f <= 6 for f in self.pending), "pending Pasch faces are 1..6"
        assert all(1 <= f <= 6 and v > 0 and v % 50 == 0 for f, v in self.table.items())
        assert all(h[1] in HISTORY_KINDS for h in self.history), "unknown kind of turn"
        assert 0 <= self.throws and 0 <= self.house_streak < HOUSES_TO_LOSE
        if self.end_seat is not None:
            assert 0 <= self.end_seat < S
        if not r.proving:
            assert not self.pending, "nothing to prove under this rule set"
        if not r.confirm:
            assert not self.confirm_pending
        if not r.extend:
            assert not self.table
        if self.offer is not None:
            assert r.take_over and self.turn_start, "a takeover is offered only at a turn's start"
            assert 0 <= self.offer[0] < S and self.offer[0] != self.current
            assert self.offer[1] > 0 and self.offer[1] % 50 == 0
            assert all(0 <= i < n for i in self.offer[2]) and len(set(self.offer[2])) == len(self.offer[2])
        if self.instant_winner is not None:
            assert self.over
        if r.reverse:
            assert all(t >= 0 for t in self.totals)
            if self.over:
                assert self.instant_winner is not None or max(self.totals) >= r.target
            else:
                assert max(self.totals) < r.target, "someone reached the target: game over"
            assert self.end_seat is None
        elif r.boomerang:
            assert self.end_seat is None
            for s in range(S):
                if not self.descending[s]:
                    assert self.totals[s] < r.target, "reaching the target turns the count"
            if self.over:
                assert self.instant_winner is not None
        else:
            if self.end_seat is None:
                assert all(t < r.target for t in self.totals), "reaching the target ends the game"
                assert not self.over or self.instant_winner is not None
            else:
                assert self.totals[self.end_seat] >= r.target
            assert not any(self.descending)


POINTS_LIMIT = 10**7     # no total, turn or pile of points in a save is bigger than this
COUNT_LIMIT = 10**6      # turns, busts, throws


def _check_ranges(state: dict, seats: int) -> None:
    """Every number of a saved state within what a game can reach (types are checked)."""
    def within(values, name, lo, hi):
        if any(not lo <= v <= hi for v in values):
            raise ValueError(f"state.{name} holds a number out of range {lo}..{hi}")

    for name in ("totals", "turns", "busts", "best_turn", "descending"):
        if len(state[name]) != seats:
            raise ValueError(f"state.{name} must have one entry per seat")
    within(state["totals"], "totals", -POINTS_LIMIT, POINTS_LIMIT)
    within(state["best_turn"], "best_turn", 0, POINTS_LIMIT)
    within(state["turns"], "turns", 0, COUNT_LIMIT)
    within(state["busts"], "busts", 0, COUNT_LIMIT)
    within([state["turn_points_"], state["last_turn"]], "turn points", -POINTS_LIMIT, POINTS_LIMIT)
    within([state["throws"]], "throws", 0, COUNT_LIMIT)
    within([state["current"]], "current", 0, seats - 1)
    for name in ("end_seat", "instant_winner"):
        if state[name] is not None:
            within([state[name]], name, 0, seats - 1)
    for name in ("faces", "active", "aside", "house_faces"):
        if len(state[name]) > 6:
            raise ValueError(f"state.{name} lists more than six dice")
        within(state[name], name, 0, 6)
    if len(state["pending"]) > 100:
        raise ValueError("state.pending lists too many Pasches")
    within(state["pending"], "pending", 1, 6)
    if len(state["history"]) > COUNT_LIMIT:
        raise ValueError("state.history is too long")
    for seat, _kind, points in state["history"]:
        within([seat], "history", 0, seats - 1)
        within([points], "history", -POINTS_LIMIT, POINTS_LIMIT)
    if len(state["table"]) > 6:
        raise ValueError("state.table lists more than six faces")
    for face, value in state["table"]:
        within([face], "table", 1, 6)
        within([value], "table", 0, POINTS_LIMIT)
    if state["offer"] is not None:
        seat, points, dice = state["offer"]
        within([seat], "offer", 0, seats - 1)
        within([points], "offer", 0, POINTS_LIMIT)
        if len(dice) > 6:
            raise ValueError("state.offer lists more than six dice")
        within(dice, "offer", 0, 5)


def _check_types(state: dict) -> None:
    def ints(name, allow_none=False):
        v = state[name]
        if allow_none and v is None:
            return
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"state.{name} must be a whole number")

    def int_list(name):
        v = state[name]
        if not isinstance(v, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
            raise ValueError(f"state.{name} must be a list of whole numbers")

    def bools(name):
        if not isinstance(state[name], bool):
            raise ValueError(f"state.{name} must be true or false")

    for name in ("totals", "turns", "busts", "best_turn", "faces", "active", "aside", "pending",
                 "house_faces"):
        int_list(name)
    for name in ("current", "turn_points_", "throws", "house_streak", "last_turn"):
        ints(name)
    for name in ("end_seat", "instant_winner"):
        ints(name, allow_none=True)
    for name in ("confirm_pending", "took_over", "knocked", "over"):
        bools(name)
    if not isinstance(state["descending"], list) or not all(isinstance(x, bool) for x in state["descending"]):
        raise ValueError("state.descending must be a list of true/false")
    if state["phase"] not in PHASES:
        raise ValueError(f"state.phase must be one of {', '.join(PHASES)}")
    if not isinstance(state["house_kind"], str) or state["house_kind"] not in HOUSE_KINDS + ("",):
        raise ValueError("state.house_kind is not a kind of house")
    hist = state["history"]
    if not isinstance(hist, list) or not all(
            isinstance(h, list) and len(h) == 3 and isinstance(h[0], int) and isinstance(h[1], str)
            and isinstance(h[2], int) for h in hist):
        raise ValueError("state.history must be a list of [seat, kind, points]")
    table = state["table"]
    if not isinstance(table, list) or not all(
            isinstance(t, list) and len(t) == 2 and all(isinstance(x, int) for x in t) for t in table):
        raise ValueError("state.table must be a list of [face, value]")
    offer = state["offer"]
    if offer is not None and not (
            isinstance(offer, list) and len(offer) == 3 and isinstance(offer[0], int)
            and isinstance(offer[1], int) and isinstance(offer[2], list)
            and all(isinstance(x, int) for x in offer[2])):
        raise ValueError("state.offer must be [seat, points, dice set aside] or null")
