"""Durchmarsch: every rule sentence of the seed is a test here, driven by ScriptedDice, and
the seed's examples (Sarah, Tim, Maria) are played as written.

Seats in the examples: Sarah 0, Tim 1, Maria 2 (Sarah passes the dice to Tim, Tim to Maria).
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from durchmarsch_kit import position

from game.dice import DiceExhausted, ScriptedDice, SeededDice
from game.durchmarsch.match import (
    DECIDE,
    ROLL,
    DiceRolled,
    DieSetAside,
    GameOver,
    GoOn,
    IllegalAction,
    Match,
    Misthrow,
    NumberCrossed,
    Roll,
    RowCompleted,
    Rules,
    SeatOut,
    Stop,
    Stopped,
    TurnPassed,
    made_by,
)
from game.durchmarsch.odds import (
    dm_hit_chance,
    dm_hit_fraction,
    dm_march_chance,
    dm_march_fraction,
    dm_reach_fraction,
)

SARAH, TIM, MARIA = 0, 1, 2


# -- helpers ------------------------------------------------------------------------------

def hit(target: int, n: int) -> list[int]:
    """A throw of n dice that makes `target` (first die/pair), the rest showing 1s or 2s."""
    if target >= 7:
        a = 6
        return [a, target - a] + [1] * (n - 2)
    filler = 2 if target == 1 else 1
    return [target] + [filler] * (n - 1)


def miss(target: int, n: int) -> list[int]:
    """A throw of n dice that cannot make `target`."""
    return [2] * n if target == 1 else [1] * n


def march(start: int, hits: int, first_dice: int = 8) -> list[list[int]]:
    """Throws that make `start`, start-1, ... (`hits` numbers) in one turn, always going on."""
    throws, n = [], first_dice
    for number in range(start, start - hits, -1):
        throws.append(hit(number, n))
        n = max(5, n - 1)
    return throws


def play_turn(m: Match, seat: int, hits: int, then: str) -> list:
    """Roll, go on after every hit but the last; `then` is "stop", "miss" (the throw after the
    last hit misses: already scripted) or "win"."""
    events = m.apply(seat, Roll())
    for _ in range(hits - 1):
        events += m.apply(seat, GoOn())
    if then == "stop":
        events += m.apply(seat, Stop())
    elif then == "miss" and hits:
        events += m.apply(seat, GoOn())
    return events


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def new(seats: int, throws, first: int = 0) -> Match:
    return Match(seats, Rules(), ScriptedDice(throws), first_seat=first)


# -- Spielziel ------------------------------------------------------------------------------

def test_each_seat_has_a_sheet_of_four_rows_from_10_to_1_with_two_misthrow_boxes():
    m = new(3, [])
    for seat in range(3):
        sheet = m.sheet(seat)
        assert sheet.crosses == (0, 0, 0, 0)
        assert sheet.misthrows == (0, 0, 0, 0)
        assert sheet.next_number(0) == 10
    # two misthrow boxes: the first only marks, the row is still open
    m = new(2, [miss(10, 8)])
    m.apply(0, Roll())
    assert m.sheet(0).misthrows[0] == 1 and not m.sheet(0).struck(0)


def test_two_to_four_seats():
    for seats in (2, 3, 4):
        assert Match(seats, Rules(), SeededDice(1)).seats == seats
    for seats in (0, 1, 5, "2", True):
        with pytest.raises(ValueError):
            Match(seats, Rules(), SeededDice(1))


def test_rows_are_crossed_left_to_right_without_gaps():
    # needing 10, a throw with a 9 (5+4) but no 10 crosses nothing: no number is skipped
    m = new(2, [[5, 4, 1, 1, 1, 1, 1, 1]])
    events = m.apply(0, Roll())
    assert of(events, NumberCrossed) == []
    assert of(events, Misthrow) == [Misthrow(0, 0, False)]
    assert m.sheet(0).crosses == (0, 0, 0, 0)
    # hits cross 10, then 9, then 8, in this order
    m = new(2, march(10, 3))
    events = play_turn(m, 0, 3, "none")
    assert [e.number for e in of(events, NumberCrossed)] == [10, 9, 8]
    assert m.sheet(0).crossed(0) == (10, 9, 8)


def test_completing_any_row_wins_at_once():
    # seat 0 misses the top row, stops at 3 in the second, then finishes the second row:
    # the game ends the moment the 1 is crossed, with no choice and no further turn
    throws = [miss(10, 8), miss(10, 8)]                     # seat 0 row 0, seat 1 row 0
    throws += march(10, 8) + [miss(10, 8)]                  # seat 0 row 1: 10..3, stop; seat 1
    throws += march(2, 2)                                   # seat 0 row 1: 2, 1
    m = new(2, throws)
    m.apply(0, Roll())
    m.apply(1, Roll())
    play_turn(m, 0, 8, "stop")
    m.apply(1, Roll())
    events = m.apply(0, Roll())
    assert m.phase == DECIDE
    events = m.apply(0, GoOn())
    assert of(events, NumberCrossed)[-1].number == 1
    assert of(events, RowCompleted) == [RowCompleted(0, 1)]
    assert isinstance(events[-1], GameOver) and events[-1].ranking[0] == (0,)
    assert m.is_over and m.winner == 0 and m.current_seat is None
    assert m.legal_actions(0) == [] and m.legal_actions(1) == []
    assert m.sheet(0).crosses[1] == 10
    assert m.target is None and m.chances() == (0.0, 0.0)      # no odds panel after the end


def test_a_whole_row_in_one_turn_wins():
    m = new(2, march(10, 10))
    events = play_turn(m, 0, 10, "none")
    assert [len(e.faces) for e in of(events, DiceRolled)] == [8, 7, 6, 5, 5, 5, 5, 5, 5, 5]
    assert m.is_over and m.winner == 0
    assert isinstance(events[-1], GameOver)


def test_last_seat_standing_wins():
    # seat 0 makes one number each turn and stops; seat 1 misses every throw and is out
    # after its eighth misthrow, before anybody completed a row
    throws = []
    for k in range(8):
        throws += [hit(10 - k, 8), miss(10, 8)]
    m = new(2, throws)
    events = []
    while not m.is_over:
        seat = m.current_seat
        events += m.apply(seat, Roll())
        if m.phase == DECIDE:
            events += m.apply(seat, Stop())
    assert of(events, SeatOut) == [SeatOut(1)]
    assert m.winner == 0 and m.ranking() == [[0], [1]]
    assert m.sheet(0).crosses == (8, 0, 0, 0)       # nobody completed a row
    assert isinstance(events[-1], GameOver) and events[-1].ranking == ((0,), (1,))


# -- Spielablauf ----------------------------------------------------------------------------

def test_first_roller_is_drawn_by_lot():
    m = Match(4, Rules(), ScriptedDice([], picks=[2]))
    assert m.current_seat == 2 and m.first_seat == 2
    seen = {Match(3, Rules(), SeededDice(seed)).current_seat for seed in range(40)}
    assert seen == {0, 1, 2}
    assert Match(3, Rules(), SeededDice(5), first_seat=1).current_seat == 1
    for first in (3, -1, True, 1.0, "1"):
        with pytest.raises(ValueError):
            Match(3, Rules(), SeededDice(5), first_seat=first)


def test_a_turn_starts_with_one_throw_of_all_8_dice_and_no_rethrow():
    m = new(2, [miss(10, 8), miss(10, 8)])
    assert m.legal_actions(0) == [Roll()] and m.next_dice == 8
    events = m.apply(0, Roll())
    assert len(of(events, DiceRolled)[0].faces) == 8
    # the miss ended the turn: no second throw for seat 0
    assert m.current_seat == 1
    with pytest.raises(IllegalAction):
        m.apply(0, Roll())


def test_no_rethrow_after_a_hit_only_stop_or_go_on():
    m = new(2, [hit(10, 8)])
    m.apply(0, Roll())
    with pytest.raises(IllegalAction) as err:
        m.apply(0, Roll())
    assert err.value.reason == "durchmarsch.illegal.decide_first"
    assert err.value.params == {"seat": 0}


def test_every_turn_starts_with_all_8_dice():
    # seat 0 goes on down to 5 dice and stops; its next turn throws 8 again
    throws = march(10, 5) + [miss(10, 8)] + [hit(5, 8)]
    m = new(2, throws)
    play_turn(m, 0, 5, "stop")
    assert m.next_dice == 8
    m.apply(1, Roll())
    events = m.apply(0, Roll())
    assert len(of(events, DiceRolled)[0].faces) == 8
    assert of(events, DiceRolled)[0].target == 5


def test_game_starts_in_the_top_row_at_10():
    m = new(2, [hit(10, 8)])
    assert m.current_row == 0 and m.target == 10
    events = m.apply(0, Roll())
    assert of(events, DiceRolled)[0] == DiceRolled(0, tuple(hit(10, 8)), 10, 0)


def test_10_to_7_need_the_sum_of_exactly_two_dice():
    # 10 = 5 + 5 or 6 + 4
    assert made_by((5, 1, 5), 10) == (0, 2)
    assert made_by((1, 4, 6), 10) == (1, 2)
    # not one die, not three dice: 3 + 3 + 4 = 10 and 2 + 2 + 3 = 7 do not count
    assert made_by((3, 3, 4, 1, 1), 10) == ()
    assert made_by((5, 1, 2, 3), 10) == () and made_by((4, 1, 1, 1, 1), 8) == ()   # one die, twice
    assert made_by((2, 2, 3, 3, 3), 7) == ()
    # 7 can be made from 1 + 6, 2 + 5, 3 + 4
    assert made_by((6, 2, 2, 1), 7) == (0, 3)
    m = new(2, [[3, 3, 4, 1, 1, 1, 1, 1]])
    events = m.apply(0, Roll())
    assert of(events, Misthrow) == [Misthrow(0, 0, False)]


def test_6_to_1_need_a_single_die():
    # a 6 is one die showing 6; 3 + 3 or 2 + 4 do not make it
    assert made_by((3, 3, 2, 4, 1), 6) == ()
    assert made_by((3, 6, 2), 6) == (1,)
    m = new(2, march(10, 4) + [[3, 3, 2, 4, 1]])
    events = play_turn(m, 0, 4, "miss")
    assert of(events, Misthrow) == [Misthrow(0, 0, False)]
    assert m.sheet(0).crosses[0] == 4


def test_making_the_number_twice_crosses_it_once():
    m = new(2, [[6, 4, 5, 5, 4, 6, 1, 1]])
    events = m.apply(0, Roll())
    crossed = of(events, NumberCrossed)
    assert len(crossed) == 1 and crossed[0].number == 10 and crossed[0].dice == (0, 1)
    assert m.sheet(0).crosses[0] == 1 and m.target == 9


def test_the_crossing_event_names_the_dice_that_made_it():
    m = new(2, march(10, 4) + [[1, 2, 6, 6, 3]])
    events = play_turn(m, 0, 5, "none")
    crossed = of(events, NumberCrossed)
    assert crossed[0].dice == (0, 1)                 # the pair for 10
    assert crossed[-1].number == 6 and crossed[-1].dice == (2,)   # the single die for 6


def test_after_a_hit_the_seat_chooses_stop_or_go_on():
    m = new(2, [hit(10, 8)])
    m.apply(0, Roll())
    assert m.phase == DECIDE
    assert m.legal_actions(0) == [Stop(), GoOn()]
    assert m.legal_actions(1) == []


def test_going_on_sets_one_die_aside_and_throws_again_with_one_fewer():
    m = new(2, march(10, 2))
    m.apply(0, Roll())
    events = m.apply(0, GoOn())
    assert events[0] == DieSetAside(0, 7)
    rolled = of(events, DiceRolled)
    assert len(rolled) == 1 and len(rolled[0].faces) == 7 and rolled[0].target == 9
    assert events[1] is rolled[0]                    # first the die aside, then the throw


def test_after_10_comes_9_then_8():
    m = new(2, march(10, 3))
    events = play_turn(m, 0, 3, "none")
    assert [e.target for e in of(events, DiceRolled)] == [10, 9, 8]


def test_stopping_passes_all_8_dice_to_the_left_neighbour():
    m = new(3, [hit(10, 8), hit(10, 8), hit(10, 8)], first=1)
    m.apply(1, Roll())
    events = m.apply(1, Stop())
    assert events == [Stopped(1, 0, 10), TurnPassed(2, 0, 10)]
    assert m.current_seat == 2 and m.next_dice == 8
    m.apply(2, Roll())
    m.apply(2, Stop())
    assert m.current_seat == 0          # after the last seat comes the first


def test_after_stopping_the_next_turn_continues_in_the_same_row_at_the_first_open_number():
    throws = [miss(10, 8), miss(10, 8)] + march(10, 2) + [miss(10, 8), hit(8, 8)]
    m = new(2, throws)
    m.apply(0, Roll())              # misthrow in row 0 -> row 1
    m.apply(1, Roll())
    play_turn(m, 0, 2, "stop")      # row 1: 10, 9
    assert m.sheet(0).next_number() == 8 and m.sheet(0).next_number(0) == 10
    events = m.apply(1, Roll())
    assert events[-1] == TurnPassed(0, 1, 8)
    events = m.apply(0, Roll())
    assert of(events, DiceRolled)[0].row == 1 and of(events, DiceRolled)[0].target == 8


def test_at_most_three_dice_are_set_aside_never_fewer_than_5():
    m = new(2, march(10, 9) + [miss(1, 5)])
    events = play_turn(m, 0, 9, "miss")
    counts = [len(e.faces) for e in of(events, DiceRolled)]
    assert counts == [8, 7, 6, 5, 5, 5, 5, 5, 5, 5]
    assert [e.dice_left for e in of(events, DieSetAside)] == [7, 6, 5]


# -- Fehlwürfe ------------------------------------------------------------------------------

def test_a_miss_marks_a_misthrow_in_this_row_and_ends_the_turn_at_once():
    m = new(2, march(10, 2) + [miss(8, 6)])
    events = play_turn(m, 0, 2, "miss")
    assert of(events, Misthrow) == [Misthrow(0, 0, False)]
    assert m.sheet(0).misthrows == (1, 0, 0, 0)
    assert m.sheet(0).crosses[0] == 2          # crosses stay
    assert m.current_seat == 1 and m.phase == ROLL


def test_after_a_misthrow_all_8_dice_go_to_the_left_neighbour():
    m = new(4, [miss(10, 8)], first=3)
    events = m.apply(3, Roll())
    assert events[-1] == TurnPassed(0, 0, 10)
    assert m.current_seat == 0 and m.next_dice == 8


def test_a_miss_with_all_8_dice_on_the_first_throw_is_a_misthrow():
    m = new(2, [miss(10, 8)])
    events = m.apply(0, Roll())
    assert of(events, Misthrow) == [Misthrow(0, 0, False)]


def test_after_a_misthrow_the_next_turn_starts_one_row_down_at_the_first_open_number():
    throws = [miss(10, 8), miss(10, 8), hit(10, 8)]
    m = new(2, throws)
    m.apply(0, Roll())
    assert m.sheet(0).row == 1
    m.apply(1, Roll())
    events = m.apply(0, Roll())
    assert of(events, DiceRolled)[0] == DiceRolled(0, tuple(hit(10, 8)), 10, 1)


def test_after_a_misthrow_in_the_bottom_row_the_next_turn_starts_at_the_top():
    throws = []
    for _ in range(4):
        throws += [miss(10, 8), miss(10, 8)]
    m = new(2, throws)
    rows = []
    for _ in range(4):
        rows.append(m.sheet(0).row)
        m.apply(0, Roll())
        m.apply(1, Roll())
    assert rows == [0, 1, 2, 3]
    assert m.sheet(0).row == 0 and m.sheet(0).misthrows == (1, 1, 1, 1)


def test_second_misthrow_in_a_row_strikes_it_out():
    throws = []
    for _ in range(5):
        throws += [miss(10, 8), miss(10, 8)]
    m = new(2, throws)
    for _ in range(4):
        m.apply(0, Roll())
        m.apply(1, Roll())
    events = m.apply(0, Roll())
    assert of(events, Misthrow) == [Misthrow(0, 0, True)]
    assert m.sheet(0).struck(0) and m.sheet(0).misthrows[0] == 2


def test_struck_rows_are_skipped():
    # seat 0: rows 0 and 1 struck, then a misthrow in row 3 leads to row 2, not back to 0 or 1
    m = Match.from_dict(_state(sheets=[
        ([3, 4, 2, 5], [2, 2, 0, 0], 3),
        ([0, 0, 0, 0], [0, 0, 0, 0], 0),
    ]))
    m.dice = ScriptedDice([miss(5, 8)])
    m.apply(0, Roll())
    assert m.sheet(0).row == 2 and m.sheet(0).misthrows == (2, 2, 0, 1)


def test_a_struck_row_never_changes_again():
    m = Match.from_dict(_state(sheets=[
        ([3, 4, 2, 5], [2, 1, 0, 1], 1),
        ([0, 0, 0, 0], [0, 0, 0, 0], 0),
    ]))
    m.dice = ScriptedDice([miss(6, 8), miss(10, 8), miss(8, 8), miss(10, 8)])
    m.apply(0, Roll())      # second misthrow in row 1: struck -> row 2
    assert m.sheet(0).struck(1) and m.sheet(0).row == 2
    m.apply(1, Roll())
    m.apply(0, Roll())      # first misthrow in row 2 -> row 3
    m.apply(1, Roll())
    assert m.sheet(0).crosses[:2] == (3, 4) and m.sheet(0).misthrows[:2] == (2, 2)


def test_all_four_rows_struck_puts_the_seat_out():
    m = Match.from_dict(_state(sheets=[
        ([3, 4, 2, 5], [2, 2, 2, 1], 3),
        ([1, 0, 0, 0], [0, 0, 0, 0], 0),
        ([2, 0, 0, 0], [0, 0, 0, 0], 0),
    ]))
    m.dice = ScriptedDice([miss(5, 8)])
    events = m.apply(0, Roll())
    assert of(events, Misthrow) == [Misthrow(0, 3, True)]
    assert of(events, SeatOut) == [SeatOut(0)]
    assert m.is_out(0) and m.eliminated == (0,)
    assert m.sheet(0).out and m.sheet(0).struck_rows == 4 and not m.sheet(1).out
    assert not m.is_over and m.current_seat == 1


def test_the_others_play_on_without_the_seat_that_is_out():
    m = Match.from_dict(_state(sheets=[
        ([3, 4, 2, 5], [2, 2, 2, 1], 3),
        ([1, 0, 0, 0], [0, 0, 0, 0], 0),
        ([2, 0, 0, 0], [0, 0, 0, 0], 0),
    ]))
    m.dice = ScriptedDice([miss(5, 8), hit(9, 8), hit(8, 8), hit(8, 8)])
    m.apply(0, Roll())
    m.apply(1, Roll())
    events = m.apply(1, Stop())
    assert events[-1] == TurnPassed(2, 0, 8)
    m.apply(2, Roll())
    events = m.apply(2, Stop())
    assert events[-1].seat == 1            # seat 0 is skipped
    with pytest.raises(IllegalAction) as err:
        m.apply(0, Roll())
    assert err.value.reason == "durchmarsch.illegal.seat_out"
    assert err.value.params == {"seat": 0}
    assert m.legal_actions(0) == []


def test_talking_others_into_it_is_allowed_and_never_changes_the_game():
    assert Rules().heckling is True
    runs = []
    for heckling in (True, False):
        m = Match(3, Rules(heckling=heckling), SeededDice(7))
        events = []
        while not m.is_over:
            seat = m.current_seat
            events += m.apply(seat, m.legal_actions(seat)[-1] if m.hits_this_turn < 3 else Stop())
        runs.append(events)
    assert runs[0] == runs[1]


# -- the seed's examples --------------------------------------------------------------------

def test_example_sarah_marches_10_9_8_and_stops_then_continues_at_7_with_8_dice():
    throws = [
        [6, 4, 1, 1, 2, 3, 3, 2],      # 10 from 6 + 4
        [5, 4, 1, 1, 2, 2, 1],         # 7 dice: 9 from 5 + 4
        [6, 2, 1, 1, 3, 3],            # 6 dice: 8 from 6 + 2
        miss(10, 8),                   # Tim
        miss(10, 8),                   # Maria
        [4, 3, 1, 1, 1, 1, 1, 1],      # Sarah again: 7, with all 8 dice
    ]
    m = new(3, throws, first=SARAH)
    events = m.apply(SARAH, Roll())
    assert of(events, NumberCrossed) == [NumberCrossed(SARAH, 0, 10, (0, 1))]
    events = m.apply(SARAH, GoOn())
    assert events[0] == DieSetAside(SARAH, 7)
    assert of(events, NumberCrossed) == [NumberCrossed(SARAH, 0, 9, (0, 1))]
    events = m.apply(SARAH, GoOn())
    assert events[0] == DieSetAside(SARAH, 6)
    assert of(events, NumberCrossed) == [NumberCrossed(SARAH, 0, 8, (0, 1))]
    events = m.apply(SARAH, Stop())
    assert events[-1] == TurnPassed(TIM, 0, 10)          # all 8 dice to Tim
    assert m.next_dice == 8
    m.apply(TIM, Roll())
    events = m.apply(MARIA, Roll())
    assert events[-1] == TurnPassed(SARAH, 0, 7)          # Sarah goes on at 7
    events = m.apply(SARAH, Roll())
    assert of(events, DiceRolled)[0] == DiceRolled(SARAH, (4, 3, 1, 1, 1, 1, 1, 1), 7, 0)
    assert m.sheet(SARAH).crossed(0) == (10, 9, 8, 7)


def test_example_tim_marches_to_5_misses_the_4_with_5_dice_and_restarts_in_row_two_at_10():
    throws = [miss(10, 8)]                                 # Sarah
    throws += march(10, 6)                                 # Tim: 10, 9, 8, 7, 6, 5
    throws += [[1, 2, 3, 5, 6]]                            # 5 dice, no single 4
    throws += [miss(10, 8), miss(10, 8)]                   # Maria, Sarah
    throws += [hit(10, 8)]                                 # Tim again
    m = new(3, throws, first=SARAH)
    m.apply(SARAH, Roll())
    events = play_turn(m, TIM, 6, "miss")
    assert [e.number for e in of(events, NumberCrossed)] == [10, 9, 8, 7, 6, 5]
    rolled = of(events, DiceRolled)
    assert [len(e.faces) for e in rolled] == [8, 7, 6, 5, 5, 5, 5]   # goes on with only 5 dice
    assert rolled[-1].target == 4
    assert of(events, Misthrow) == [Misthrow(TIM, 0, False)]
    assert events[-1] == TurnPassed(MARIA, 0, 10)          # all 8 dice to Maria
    m.apply(MARIA, Roll())
    events = m.apply(SARAH, Roll())
    assert events[-1] == TurnPassed(TIM, 1, 10)            # second row, at 10
    events = m.apply(TIM, Roll())
    assert of(events, DiceRolled)[0] == DiceRolled(TIM, tuple(hit(10, 8)), 10, 1)
    assert m.sheet(TIM).crosses == (6, 1, 0, 0)


def _sarah_mid_game() -> tuple[Match, list]:
    """Play Sarah to the middle of the game: top row 10-6 and a misthrow, second row 10-7
    and a misthrow, a misthrow in the third and in the bottom row. Tim and Maria miss."""
    others = [miss(10, 8), miss(10, 8)]
    throws = march(10, 5) + [miss(5, 5)] + others          # top row: 10..6, miss at 5
    throws += march(10, 4) + [miss(6, 5)] + others          # second row: 10..7, miss at 6
    throws += [miss(10, 8)] + others                        # third row
    throws += [miss(10, 8)] + others                        # bottom row
    return new(3, throws, first=SARAH), throws


def test_example_sarah_restarts_in_the_top_row_at_5_after_a_misthrow_in_the_bottom_row():
    m, _ = _sarah_mid_game()
    for hits in (5, 4, 0, 0):
        play_turn(m, SARAH, hits, "miss")
        m.apply(TIM, Roll())
        m.apply(MARIA, Roll())
    sarah = m.sheet(SARAH)
    assert sarah.misthrows == (1, 1, 1, 1) and sarah.crosses == (5, 4, 0, 0)
    assert m.current_seat == SARAH and m.current_row == 0 and m.target == 5 and m.next_dice == 8
    m.dice = ScriptedDice([[5, 1, 1, 2, 2, 3, 3, 6]])
    events = m.apply(SARAH, Roll())
    assert of(events, NumberCrossed) == [NumberCrossed(SARAH, 0, 5, (0,))]


def test_example_sarahs_second_misthrow_strikes_the_top_row_and_she_restarts_in_row_two_at_6():
    m, _ = _sarah_mid_game()
    for hits in (5, 4, 0, 0):
        play_turn(m, SARAH, hits, "miss")
        m.apply(TIM, Roll())
        m.apply(MARIA, Roll())
    m.dice = ScriptedDice([[5, 1, 1, 2, 2, 3, 3, 6], [1, 2, 3, 5, 6, 6, 5], miss(10, 8), miss(10, 8),
                           hit(6, 8)])
    m.apply(SARAH, Roll())
    events = m.apply(SARAH, GoOn())                 # 7 dice, needs a 4, none there
    assert of(events, DiceRolled)[0].target == 4 and len(of(events, DiceRolled)[0].faces) == 7
    assert of(events, Misthrow) == [Misthrow(SARAH, 0, True)]
    assert m.sheet(SARAH).struck(0)
    assert events[-1] == TurnPassed(TIM, 0, 10)      # all 8 dice to Tim
    m.apply(TIM, Roll())
    events = m.apply(MARIA, Roll())
    assert events[-1] == TurnPassed(SARAH, 1, 6)     # second row, at 6
    events = m.apply(SARAH, Roll())
    assert len(of(events, DiceRolled)[0].faces) == 8


def test_example_maria_has_crossed_the_third_row_completely_and_won():
    # Maria's sheet as drawn: top row struck, second row 10 and 9, third row all but the 1
    state = _state(sheets=[
        ([6, 3, 0, 0], [1, 0, 0, 0], 1),
        ([2, 5, 0, 0], [1, 1, 0, 0], 2),
        ([0, 2, 9, 0], [2, 1, 0, 0], 2),
    ], current=MARIA)
    m = Match.from_dict(state)
    m.dice = ScriptedDice([[2, 3, 4, 5, 6, 1, 3, 4]])
    events = m.apply(MARIA, Roll())
    assert of(events, NumberCrossed) == [NumberCrossed(MARIA, 2, 1, (5,))]
    assert of(events, RowCompleted) == [RowCompleted(MARIA, 2)]
    assert m.is_over and m.winner == MARIA
    assert m.ranking()[0] == [MARIA]


# -- refusals -------------------------------------------------------------------------------

def _refused(m: Match, seat, action, reason: str, /, **params) -> None:
    """`action` by `seat` is refused with `reason` and exactly `params` (the scene fills the
    refusal's text with them), and nothing changes."""
    before = json.dumps(m.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        m.apply(seat, action)
    assert err.value.reason == f"durchmarsch.illegal.{reason}"
    assert err.value.params == params
    assert json.dumps(m.to_dict(), sort_keys=True) == before   # nothing changed


def test_stopping_or_going_on_before_a_roll_is_refused():
    m = new(2, [])
    _refused(m, 0, Stop(), "roll_first", seat=0)
    _refused(m, 0, GoOn(), "roll_first", seat=0)


def test_going_on_after_a_misthrow_is_refused():
    m = new(2, [miss(10, 8)])
    m.apply(0, Roll())
    _refused(m, 0, GoOn(), "turn_over", seat=0)
    _refused(m, 0, Stop(), "turn_over", seat=0)


def test_acting_out_of_turn_is_refused():
    m = new(3, [hit(10, 8)])
    _refused(m, 1, Roll(), "not_your_turn", seat=1, current=0)
    m.apply(0, Roll())
    _refused(m, 2, GoOn(), "not_your_turn", seat=2, current=0)


def test_anything_after_game_over_is_refused():
    m = new(2, march(10, 10))
    play_turn(m, 0, 10, "none")
    for seat in (0, 1):
        for action in (Roll(), Stop(), GoOn()):
            _refused(m, seat, action, "game_over")


def test_unknown_seats_and_actions_are_refused():
    m = new(2, [])
    _refused(m, 5, Roll(), "no_such_seat", seat="5")
    _refused(m, -1, Roll(), "no_such_seat", seat="-1")
    _refused(m, 2, Roll(), "no_such_seat", seat="2")
    _refused(m, True, Roll(), "no_such_seat", seat="True")
    _refused(m, "0", Roll(), "no_such_seat", seat="0")
    _refused(m, 0, "roll", "unknown_action", action="str")


def test_a_failing_dice_source_changes_nothing():
    m = new(2, [hit(10, 8)])
    m.apply(0, Roll())
    before = m.to_dict()
    with pytest.raises(DiceExhausted):
        m.apply(0, GoOn())
    assert m.to_dict() == before and m.next_dice == 7


class _BrokenDice:
    """A dice source that gives `faces` whatever it is asked for."""

    def __init__(self, faces):
        self.faces = faces

    def roll(self, count, sides=6):
        return self.faces

    def to_dict(self):
        return ScriptedDice([]).to_dict()


def test_a_dice_source_giving_impossible_faces_changes_nothing():
    for faces in ((1,) * 7, (1,) * 9, (7,) + (1,) * 7, (0,) + (1,) * 7, (6, 4, 1, 1, 1, 1, 1, 1)):
        m = new(2, [])
        m.dice = _BrokenDice(faces)
        before = m.to_dict()
        if len(faces) == 8 and all(1 <= f <= 6 for f in faces):
            assert of(m.apply(0, Roll()), NumberCrossed)        # the control: a fine throw
            continue
        with pytest.raises(RuntimeError):
            m.apply(0, Roll())
        assert m.to_dict() == before


def test_a_misthrow_in_the_last_open_row_starts_the_next_turn_in_that_row_again():
    m = Match.from_dict(_state(sheets=[
        ([3, 4, 2, 5], [0, 2, 2, 2], 0),
        ([0, 0, 0, 0], [0, 0, 0, 0], 0),
    ]))
    m.dice = ScriptedDice([miss(7, 8), miss(10, 8), miss(7, 8)])
    events = m.apply(0, Roll())
    assert of(events, Misthrow) == [Misthrow(0, 0, False)] and m.sheet(0).row == 0
    m.apply(1, Roll())
    events = m.apply(0, Roll())
    assert of(events, DiceRolled)[0].row == 0
    assert of(events, SeatOut) == [SeatOut(0)] and m.is_over and m.winner == 1


# -- results --------------------------------------------------------------------------------

def test_ranking_winner_first_then_seats_in_by_best_row_then_seats_out_last_out_first():
    # seat 3 went out first, then seat 1; seat 0 completes a row
    state = _state(sheets=[
        ([9, 0, 0, 0], [0, 0, 0, 0], 0),
        ([5, 5, 5, 5], [2, 2, 2, 2], 0),
        ([4, 7, 0, 0], [2, 0, 0, 0], 1),
        ([9, 9, 9, 9], [2, 2, 2, 2], 0),
    ], current=0, eliminated=[3, 1])
    m = Match.from_dict(state)
    assert m.ranking() == [[0], [2], [1], [3]]       # standings before the end
    m.dice = ScriptedDice([hit(1, 8)])
    events = m.apply(0, Roll())
    assert events[-1] == GameOver(((0,), (2,), (1,), (3,)))


def test_ranking_ties_share_a_place_and_fewer_struck_rows_break_ties():
    state = _state(sheets=[
        ([9, 0, 0, 0], [0, 0, 0, 0], 0),
        ([3, 6, 0, 0], [0, 0, 0, 0], 1),
        ([6, 3, 0, 0], [0, 0, 0, 0], 0),
        ([6, 0, 0, 0], [0, 2, 0, 0], 0),
    ], current=0)
    m = Match.from_dict(state)
    m.dice = ScriptedDice([hit(1, 8)])
    m.apply(0, Roll())
    assert m.ranking() == [[0], [1, 2], [3]]


def test_seats_still_in_rank_by_their_best_row_not_by_seat_number_or_total_crosses():
    """Four seats play: seat 1 ends with 3 + 3 crosses in two rows, seat 2 with 5 in one row,
    seat 3 with 2; seat 0 marches through a whole row and wins. Behind the winner the best
    row decides: seat 2 (5) before seat 1 (3, though 6 crosses in all) before seat 3 (2)."""
    throws = [miss(10, 8)] + march(10, 3) + march(10, 5) + march(10, 1)      # round 1
    throws += [miss(10, 8), miss(7, 8), miss(5, 8)] + march(9, 1)           # round 2
    throws += [miss(10, 8)] + march(10, 3) + [miss(10, 8), miss(8, 8)]      # round 3
    throws += march(10, 10)                                                  # round 4
    m = new(4, throws)
    m.apply(0, Roll())
    play_turn(m, 1, 3, "stop")
    play_turn(m, 2, 5, "stop")
    play_turn(m, 3, 1, "stop")
    for seat in (0, 1, 2):
        m.apply(seat, Roll())
    play_turn(m, 3, 1, "stop")
    m.apply(0, Roll())
    play_turn(m, 1, 3, "stop")
    m.apply(2, Roll())
    m.apply(3, Roll())
    assert [m.figures(s)["best_row"] for s in range(4)] == [0, 3, 5, 2]
    assert [m.figures(s)["crosses"] for s in range(4)] == [0, 6, 5, 2]
    assert m.ranking() == [[2], [1], [3], [0]]          # standings: no winner yet
    events = play_turn(m, 0, 10, "win")
    assert m.winner == 0
    assert events[-1] == GameOver(((0,), (2,), (1,), (3,)))
    assert m.ranking() == [[0], [2], [1], [3]]


def test_equal_best_rows_and_struck_rows_are_decided_by_more_crosses_in_all():
    """Behind the winner, seats 1-3 all have 4 crosses as their best row. Seat 1 has a struck
    row (10 crosses in all, still last of them: fewer struck rows come first); seats 2 and 3
    have none, and seat 3's 6 crosses in all beat seat 2's 4."""
    state = _state(sheets=[
        ([9, 0, 0, 0], [0, 0, 0, 0], 0),
        ([4, 3, 3, 0], [0, 2, 0, 0], 0),
        ([4, 0, 0, 0], [0, 0, 0, 0], 0),
        ([4, 2, 0, 0], [1, 0, 0, 0], 1),
    ], current=0)
    m = Match.from_dict(state)
    assert m.ranking() == [[0], [3], [2], [1]]
    m.dice = ScriptedDice([hit(1, 8)])
    events = m.apply(0, Roll())
    assert events[-1] == GameOver(((0,), (3,), (2,), (1,)))


def test_seats_equal_on_best_row_struck_rows_and_crosses_share_third_place():
    """Seats 2 and 3 have the same best row (3), no struck row and 3 crosses in all (in
    different rows): they share the place behind seat 1, and seat 1 keeps its own."""
    state = _state(sheets=[
        ([9, 0, 0, 0], [0, 0, 0, 0], 0),
        ([5, 0, 0, 0], [1, 0, 0, 0], 1),
        ([3, 0, 0, 0], [1, 1, 0, 0], 2),
        ([0, 3, 0, 0], [1, 0, 0, 0], 1),
    ], current=0)
    m = Match.from_dict(state)
    m.dice = ScriptedDice([hit(1, 8)])
    events = m.apply(0, Roll())
    assert events[-1] == GameOver(((0,), (1,), (2, 3)))
    assert m.ranking() == [[0], [1], [2, 3]]


def test_figures_count_crosses_best_row_misthrows_struck_rows_and_turns():
    throws = march(10, 3) + [miss(10, 8), miss(7, 8), miss(10, 8)]
    m = new(2, throws)
    play_turn(m, 0, 3, "stop")
    m.apply(1, Roll())
    m.apply(0, Roll())
    assert m.figures(0) == {"crosses": 3, "best_row": 3, "misthrows": 1, "struck_rows": 0, "turns": 2}
    assert m.figures(1) == {"crosses": 0, "best_row": 0, "misthrows": 1, "struck_rows": 0, "turns": 1}


def test_chances_show_the_exact_odds_of_the_next_throw():
    m = new(2, [hit(10, 8)])
    next_chance, march_chance = m.chances()
    assert next_chance == pytest.approx(0.7802, abs=1e-4)    # 10 with 8 dice
    assert march_chance == dm_march_chance(10, 8)
    m.apply(0, Roll())
    next_chance, march_chance = m.chances()                 # 9 with 7 dice, then 6, 5, 5, ...
    assert m.next_dice == 7 and next_chance == pytest.approx(0.7967, abs=1e-4)
    assert march_chance == dm_march_chance(9, 7) and 0 < march_chance < next_chance


def test_the_chance_to_make_the_1_is_never_zero_with_any_number_of_dice():
    """Needing the 1 (the lowest number), the odds shown are the exact 1 - (5/6)^n for every
    throw of 5 to 8 dice, never 0 %: in the odds functions and in `Match.chances()` at a turn
    start (8 dice) and after going on (7, 6, 5 dice), also after marching 10 to 2."""
    exact = {n: 1 - Fraction(5, 6) ** n for n in range(5, 9)}
    for n, chance in exact.items():
        assert dm_hit_fraction(n, 1) == chance > 0
        assert dm_march_fraction(1, n) == chance
        assert dm_reach_fraction(1, n, 1) == chance
        assert dm_hit_chance(n, 1) == dm_march_chance(1, n) == float(chance)
    m = Match.from_dict(_state(sheets=[([9, 0, 0, 0], [0, 0, 0, 0], 0), ([0] * 4, [0] * 4, 0)]))
    assert m.target == 1 and m.next_dice == 8
    assert m.chances() == (float(exact[8]), float(exact[8]))
    sheets = [{"crosses": [9, 0, 0, 0]}, {"crosses": [0, 0, 0, 0]}]
    for hits, dice in ((1, 7), (2, 6), (3, 5), (9, 5)):
        m = position(2, sheets, hits)
        assert m.target == 1 and m.next_dice == dice, hits
        assert m.chances() == (float(exact[dice]), float(exact[dice]))
    m = new(2, march(10, 9))
    play_turn(m, 0, 9, "none")
    assert m.phase == DECIDE and m.target == 1 and m.next_dice == 5
    assert m.chances() == (float(exact[5]), float(exact[5]))
    assert min(m.chances()) > 0.59


# -- saving ---------------------------------------------------------------------------------

def _state(sheets, current=0, eliminated=None, phase="roll") -> dict:
    """A saved state with the given (crosses, misthrows, row) sheets, at a turn start."""
    n = len(sheets)
    out = [s for s in range(n) if all(m == 2 for m in sheets[s][1])]
    return {
        "game": "durchmarsch", "version": 1, "seats": n, "rules": {"heckling": True},
        "dice": ScriptedDice([]).to_dict(), "first_seat": 0,
        "crosses": [list(s[0]) for s in sheets], "misthrows": [list(s[1]) for s in sheets],
        "rows": [s[2] for s in sheets], "turns": [5] * n,
        "eliminated": eliminated if eliminated is not None else out,
        "current": current, "phase": phase, "dice_in_hand": 8, "hits": 0, "faces": [],
        "winner": None, "missed": None,
    }


def test_a_saved_match_resumes_exactly():
    m = Match(3, Rules(), SeededDice(99))
    for _ in range(15):
        seat = m.current_seat
        m.apply(seat, m.legal_actions(seat)[-1])
    data = json.loads(json.dumps(m.to_dict()))
    copy = Match.from_dict(data)
    assert copy.to_dict() == m.to_dict()
    while not m.is_over:
        seat = m.current_seat
        action = m.legal_actions(seat)[0 if m.hits_this_turn > 2 else -1]
        assert copy.apply(seat, action) == m.apply(seat, action)
    assert copy.to_dict() == m.to_dict()


@pytest.mark.parametrize("change", [
    {"game": "mensch"}, {"version": 7}, {"seats": 5}, {"seats": "3"}, {"crosses": [[0, 0, 0]] * 3},
    {"crosses": [[11, 0, 0, 0]] * 3}, {"misthrows": [[3, 0, 0, 0]] * 3}, {"rows": [0, 0, 4]},
    {"current": 3}, {"current": True}, {"phase": "dance"}, {"dice_in_hand": 4}, {"faces": [7]},
    {"winner": 0}, {"eliminated": [1]}, {"turns": [-1, 0, 0]}, {"dice": "loaded"},
    {"rules": {"durchmarsch_to_3": True}}, {"hits": 2}, {"phase": "decide"},
    {"missed": 0}, {"crosses": [[10, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]},
    {"misthrows": [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]},
    {"crosses": 5}, {"misthrows": None}, {"crosses": "abc"}, {"missed": 3}, {"missed": -1},
    {"dice": {"kind": "scripted", "throws": [[7, 1]]}}, {"dice": {"kind": "scripted", "throws": [0]}},
    {"rules": {"heckling": True, "durchmarsch_to_3": True}}, {"rules": {"heckling": 1}},
    {"rules": []}, {"eliminated": 5}, {"faces": 7}, {"missed": 1.0}, {"missed": True},
    {"turns": [0, 49, 0]}, {"turns": [0, 10**9, 0]}, {"rows": 5}, {"turns": None},
    {"crosses": [[True, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}, {"rows": [True, 0, 0]},
    {"turns": [1.0, 0, 0]}, {"seats": 2.0}, {"dice": {"kind": "scripted", "throws": [1.5]}},
    {"dice": {"kind": "scripted", "throws": [[6.0, 4]]}},
    {"dice": {"kind": "scripted", "throws": "66"}}, {"dice": {"kind": "scripted", "throws": 5}}, {"dice": {"kind": "scripted", "throws": [[2, True]]}},
])
def test_from_dict_refuses_impossible_states(change):
    state = _state(sheets=[([2, 0, 0, 0], [0, 0, 0, 0], 0)] * 3)
    state.update(change)
    with pytest.raises(ValueError):
        Match.from_dict(state)


@pytest.mark.parametrize("garbage", [None, 3, "durchmarsch", [], {}, {"game": "durchmarsch"}])
def test_from_dict_refuses_garbage(garbage):
    with pytest.raises(ValueError):
        Match.from_dict(garbage)


def test_a_save_with_scripted_dice_loads_its_throws_as_written():
    """Scripted dice (tests, replays) come back with their throws: whole throws and single
    dice; only faces 1-6 are accepted (see test_from_dict_refuses_impossible_states)."""
    state = _state(sheets=[([2, 0, 0, 0], [0, 0, 0, 0], 0)] * 2)
    state["dice"] = {"kind": "scripted", "throws": [hit(8, 8), 4, 3, 1, 1, 1, 1, 1]}
    m = Match.from_dict(state)
    assert m.to_dict()["dice"] == state["dice"]
    m.apply(0, Roll())
    events = m.apply(0, GoOn())
    assert of(events, NumberCrossed) == [NumberCrossed(0, 0, 7, (0, 1))]
    assert m.sheet(0).crosses[0] == 4
    state["dice"] = {"kind": "scripted"}                       # no throws left to give
    assert Match.from_dict(state).to_dict()["dice"] == {"kind": "scripted", "throws": []}


def test_a_save_right_after_a_misthrow_still_refuses_that_seat_with_turn_over():
    sheets = [([2, 0, 0, 0], [1, 0, 0, 0], 1)] * 3
    for missed, current in ((0, 1), (2, 0), (1, 2)):
        state = _state(sheets=sheets, current=current)
        state["missed"] = missed
        m = Match.from_dict(state)
        _refused(m, missed, GoOn(), "turn_over", seat=missed)
        other = 3 - missed - current
        _refused(m, other, GoOn(), "not_your_turn", seat=other, current=current)


def test_a_save_with_a_winner_who_is_out_is_refused():
    # seat 1 has a full top row on paper but every row struck: it is out and cannot have won
    sheets = [([2, 0, 0, 0], [0, 0, 0, 0], 0), ([10, 0, 0, 0], [2, 2, 2, 2], 0),
              ([3, 0, 0, 0], [0, 0, 0, 0], 0)]
    state = _state(sheets=sheets, current=None, phase="over")
    state["winner"] = 1
    with pytest.raises(ValueError):
        Match.from_dict(state)
    # the same end with seat 0's top row complete and seat 0 the winner is a possible save
    sheets[0] = ([10, 0, 0, 0], [0, 0, 0, 0], 0)
    sheets[1] = ([9, 0, 0, 0], [2, 2, 2, 2], 0)
    for winner in (0, 1, 2, 3, -1, 0.0, True, "0"):
        state = _state(sheets=sheets, current=None, phase="over")
        state["winner"] = winner
        if winner == 0 and type(winner) is int:
            assert Match.from_dict(state).winner == 0
        else:
            with pytest.raises(ValueError):
                Match.from_dict(state)


def test_a_save_where_the_seat_to_throw_is_out_is_refused():
    sheets = [([2, 0, 0, 0], [2, 2, 2, 2], 0), ([1, 0, 0, 0], [0, 0, 0, 0], 0),
              ([3, 0, 0, 0], [0, 0, 0, 0], 0)]
    for current in (0, 3, -1, None, 1.0, True, "1"):
        with pytest.raises(ValueError):
            Match.from_dict(_state(sheets=sheets, current=current))
    assert Match.from_dict(_state(sheets=sheets, current=1)).current_seat == 1


def test_a_save_names_the_seats_that_are_out_by_their_number():
    sheets = [([2, 0, 0, 0], [0, 0, 0, 0], 0), ([1, 0, 0, 0], [2, 2, 2, 2], 0),
              ([3, 0, 0, 0], [0, 0, 0, 0], 0)]
    assert Match.from_dict(_state(sheets=sheets, eliminated=[1])).eliminated == (1,)
    for eliminated in ([True], [1.0], ["1"], [1, 1], [], [3], [-2], {"1": 1}):
        with pytest.raises(ValueError):
            Match.from_dict(_state(sheets=sheets, eliminated=eliminated))


def test_the_sheet_and_figures_of_a_seat_that_does_not_exist_are_refused():
    m = new(2, [])
    assert m.sheet(1).crosses == (0, 0, 0, 0) and m.figures(0)["turns"] == 0
    for seat in (2, -1, True, False, 1.0, "0", None):
        with pytest.raises(IndexError):
            m.sheet(seat)
        with pytest.raises(IndexError):
            m.figures(seat)


def _over(sheets, winner, **change) -> dict:
    state = _state(sheets=sheets, current=None, phase="over")
    state.update(winner=winner, **change)
    return state


def test_a_save_of_a_finished_game_needs_exactly_the_winners_complete_row_or_one_seat_left():
    ten = ([10, 0, 0, 0], [0, 0, 0, 0], 0)
    other = ([3, 0, 0, 0], [1, 0, 0, 0], 1)
    out = ([4, 0, 0, 0], [2, 2, 2, 2], 0)
    # possible ends: the winner completed the row it plays in; or every other seat is out
    assert Match.from_dict(_over([ten, other, other], 0)).winner == 0
    assert Match.from_dict(_over([out, other, out], 1, eliminated=[0, 2])).winner == 1
    impossible = [
        _over([ten, other, other], 1),                                   # the row is not the winner's
        _over([([0, 10, 0, 0], [0, 0, 0, 0], 0), other, other], 0),      # not the row it plays in
        _over([ten, ([0, 0, 10, 0], [0, 0, 0, 0], 2), other], 0),        # two complete rows
        _over([([10, 10, 0, 0], [0, 0, 0, 0], 0), other, other], 0),     # two complete rows
        _over([other, other, other], 0),                                  # no row, two seats still in
        _over([ten, other, other], 0, hits=1),                           # a turn left over
        _over([ten, other, other], 0, faces=[5, 5]),
        _over([ten, other, other], None),                                 # over without a winner
        _over([ten, other, other], 0, current=0),
    ]
    for state in impossible:
        with pytest.raises(ValueError):
            Match.from_dict(state)


def test_a_save_at_a_turn_start_holds_8_dice_no_hit_and_no_throw():
    sheets = [([2, 0, 0, 0], [0, 0, 0, 0], 0)] * 2
    assert Match.from_dict(_state(sheets=sheets)).next_dice == 8
    for change in ({"dice_in_hand": 7}, {"hits": 1}, {"faces": [6, 4, 1, 1, 1, 1, 1, 1]},
                   {"dice_in_hand": 7, "faces": [1, 1, 1, 1, 1, 1, 1]}):
        state = _state(sheets=sheets)
        state.update(change)
        with pytest.raises(ValueError):
            Match.from_dict(state)


def test_the_engine_finds_a_broken_sheet_that_no_save_can_hold():
    """check_invariants (after every action in the property tests) guards the sheets even
    where from_dict's own checks stop such states earlier: each break alone is found."""
    breaks = [
        lambda m: m._row.__setitem__(1, 4),
        lambda m: m._row.__setitem__(1, -1),
        lambda m: m._row.append(0),
        lambda m: m._turns.__setitem__(0, -1),
        lambda m: m._turns.append(0),
        lambda m: m._crosses[1].pop(),
        lambda m: m._crosses.append([0, 0, 0, 0]),
        lambda m: m._misses[1].append(0),
        lambda m: m._crosses[1].__setitem__(2, 11),
        lambda m: m._crosses[1].__setitem__(2, -1),
        lambda m: m._misses[1].__setitem__(2, 3),
        lambda m: m._misses[1].__setitem__(2, -1),
        lambda m: m._eliminated.append(1),
    ]
    for broken in breaks:
        m = new(2, [])
        m.check_invariants()
        broken(m)
        with pytest.raises(AssertionError):
            m.check_invariants()


def test_a_save_after_any_action_resumes_exactly():
    """Saved after every action of a game (hits, going on, stopping, misthrows, struck rows,
    a seat going out, the completed row that ends it), the copy holds the same state and plays
    on with the same events."""
    m = Match(3, Rules(), SeededDice(15), first_seat=0)
    seen = []
    while not m.is_over:
        copy = Match.from_dict(json.loads(json.dumps(m.to_dict())))
        assert copy.to_dict() == m.to_dict()
        seat = m.current_seat
        actions = m.legal_actions(seat)
        action = actions[-1] if len(actions) > 1 and m.hits_this_turn < 4 else actions[0]
        events = m.apply(seat, action)
        assert copy.apply(seat, action) == events
        assert copy.to_dict() == m.to_dict()
        seen += [type(e) for e in events]
    assert {Stopped, DieSetAside, Misthrow, SeatOut, RowCompleted} <= set(seen)
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))).to_dict() == m.to_dict()


def test_a_save_in_the_middle_of_a_turn_holds_whole_numbers_only():
    sheets = [{"crosses": [3, 0, 0, 0]}, {"crosses": [0, 0, 0, 0]}]
    good = position(2, sheets, 2).to_dict()
    assert Match.from_dict(good).hits_this_turn == 2
    for key, value in (("hits", 2.0), ("dice_in_hand", 7.0), ("faces", [6.0] + good["faces"][1:]),
                       ("faces", [True] + good["faces"][1:])):
        with pytest.raises(ValueError):
            Match.from_dict(dict(good, **{key: value}))
    one = position(2, sheets, 1).to_dict()
    assert Match.from_dict(one).hits_this_turn == 1
    with pytest.raises(ValueError):
        Match.from_dict(dict(one, hits=True))


def test_a_game_without_house_rules_plays_by_the_rule_sheet_and_a_save_keeps_its_heckling():
    """A game started without rules plays the sheet's own (table talk allowed); a game saved
    with heckling on or off comes back as the players began it."""
    assert Match(2).rules == Rules()
    for heckling in (True, False):
        began = Match(2, Rules(heckling=heckling), SeededDice(3))
        again = Match.from_dict(json.loads(json.dumps(began.to_dict())))
        assert again.rules == Rules(heckling=heckling) and again.rules.heckling is heckling
