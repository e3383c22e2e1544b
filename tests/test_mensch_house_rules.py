"""The house rules (the modern rules and common table rules), each with its switch off and on."""

from __future__ import annotations

import dataclasses

import pytest
from mensch_kit import B, H, T, movable, move, roll

from game.dice import ScriptedDice
from game.engine import IllegalAction
from game.mensch.match import (
    DiceRolled,
    ExtraRoll,
    FigureCaptured,
    FigureEntered,
    Match,
    NoMove,
    Rules,
    StartingColour,
    ThreeSixes,
    TurnPassed,
)


def reason(m: Match, figure: int) -> str:
    with pytest.raises(IllegalAction) as err:
        move(m, figure)
    return err.value.reason


def test_every_house_rule_is_off_by_default_and_documented():
    rules = Rules()
    for f in dataclasses.fields(Rules):
        if f.name == "figures":
            assert rules.figures == 4          # the rule sheet's four figures per colour
        else:
            assert getattr(rules, f.name) is False
        assert f.metadata["doc"]
    assert rules.conflicts() == []


# ---------------------------------------------------------------- start_on_b

def test_house_start_on_b_puts_all_figures_on_b():
    m = Match(4, Rules(start_on_b=True), ScriptedDice([]))
    assert all(m.position(c, f) == ("B", f) for c in range(4) for f in range(4))
    assert all(Match(4, Rules(), ScriptedDice([])).position(c, 0) == T(10 * c) for c in range(4))


def test_house_start_on_b_gives_three_tries_while_nothing_can_move():
    # Colour 2 wins the opening with a 5: its first try fails, two more follow.
    m = Match(4, Rules(start_on_b=True), ScriptedDice([1, 2, 5, 3, 4, 2, 1]))
    events = []
    for _ in range(4):
        events += roll(m)
    assert events[-3:] == [StartingColour(2, 5), NoMove(2, 5), ExtraRoll(2, "try", 2)]
    assert roll(m)[-1] == ExtraRoll(2, "try", 1)
    assert roll(m)[-2:] == [NoMove(2, 2), TurnPassed(2, 3, 3)]
    assert m.current_colour == 3 and m.tries_left == 3
    assert roll(m)[-1] == ExtraRoll(3, "try", 2)


def test_house_start_on_b_a_six_within_the_tries_brings_a_figure_in():
    m = Match.arranged({}, rules=Rules(start_on_b=True), dice=ScriptedDice([2, 6, 3]))
    assert m.tries_left == 3
    roll(m)
    events = roll(m)
    assert events == [DiceRolled(0, 6)]
    assert isinstance(move(m, 0)[0], FigureEntered)
    roll(m)
    assert movable(m) == [0]


def test_house_start_on_b_only_one_try_once_a_figure_can_move():
    m = Match.arranged({0: [T(5), B, B, B]}, rules=Rules(start_on_b=True),
                       dice=ScriptedDice([]))
    assert m.tries_left == 1


def test_without_start_on_b_a_colour_all_on_b_has_one_try():
    m = Match.arranged({}, dice=ScriptedDice([3]))
    assert roll(m) == [DiceRolled(0, 3), NoMove(0, 3), TurnPassed(0, 1, 1)]


# ---------------------------------------------------------------- must_capture

def test_house_must_capture_forces_knocking_out_a_rival():
    figures = {0: [T(3), T(10), B, B], 1: [T(7), B, B, B]}
    m = Match.arranged(figures, dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [0, 1]
    m = Match.arranged(figures, rules=Rules(must_capture=True), dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [0]
    assert reason(m, 1) == "mensch.illegal.must_capture"


def test_house_must_capture_does_not_force_knocking_out_an_own_figure():
    m = Match.arranged({0: [T(3), T(7), B, B]}, rules=Rules(must_capture=True),
                       dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [0, 1]


def test_house_must_capture_is_the_reason_when_the_figure_on_a_is_blocked():
    # protect_own blocks the figure on A (an own figure 6 circles on): the 6 is free for any
    # figure, and must_capture then decides, not rule 2.
    m = Match.arranged({0: [T(0), T(6), T(14), B], 1: [T(20), B, B, B]},
                       rules=Rules(protect_own=True, must_capture=True), dice=ScriptedDice([6]))
    roll(m)
    assert movable(m) == [2]
    assert reason(m, 1) == "mensch.illegal.must_capture"
    assert reason(m, 0) == "mensch.illegal.own_figure"
    # the same with clear_start and a 2: the figure on A cannot leave, so it binds nobody
    m = Match.arranged({0: [T(0), T(2), T(14), B], 1: [T(16), B, B, B]},
                       rules=Rules(protect_own=True, must_capture=True, clear_start=True),
                       dice=ScriptedDice([2]))
    roll(m)
    assert movable(m) == [2]
    assert reason(m, 1) == "mensch.illegal.must_capture"


# ---------------------------------------------------------------- protect_own

def test_house_protect_own_forbids_moving_onto_an_own_figure():
    figures = {0: [T(3), T(7), B, B]}
    m = Match.arranged(figures, rules=Rules(protect_own=True), dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [1]
    assert reason(m, 0) == "mensch.illegal.own_figure"


def test_house_protect_own_a_blocked_start_lets_another_figure_play_the_six():
    figures = {0: [T(0), T(6), B, B]}
    m = Match.arranged(figures, dice=ScriptedDice([6]))
    roll(m)
    assert movable(m) == [0]                   # the old rule: A moves on, knocking out 1
    m = Match.arranged(figures, rules=Rules(protect_own=True), dice=ScriptedDice([6]))
    roll(m)
    assert movable(m) == [1]
    assert reason(m, 2) == "mensch.illegal.start_blocked"
    assert reason(m, 0) == "mensch.illegal.own_figure"


def test_house_protect_own_still_lets_rivals_be_knocked_out():
    m = Match.arranged({0: [T(3), B, B, B], 1: [T(7), B, B, B]},
                       rules=Rules(protect_own=True), dice=ScriptedDice([4]))
    roll(m)
    assert any(isinstance(e, FigureCaptured) for e in move(m, 0))


# ---------------------------------------------------------------- clear_start

def test_house_clear_start_makes_the_figure_on_a_move_off_first():
    figures = {0: [T(0), T(12), B, B]}
    m = Match.arranged(figures, dice=ScriptedDice([3]))
    roll(m)
    assert movable(m) == [0, 1]
    m = Match.arranged(figures, rules=Rules(clear_start=True), dice=ScriptedDice([3]))
    roll(m)
    assert movable(m) == [0]
    assert reason(m, 1) == "mensch.illegal.must_leave_start"


def test_house_clear_start_only_while_figures_wait_on_b():
    m = Match.arranged({0: [T(0), T(12), T(20), H(3)]}, rules=Rules(clear_start=True),
                       dice=ScriptedDice([3]))
    roll(m)
    assert movable(m) == [0, 1, 2]


def test_house_clear_start_gives_way_when_the_figure_on_a_cannot_move():
    m = Match.arranged({0: [T(0), T(3), B, B]}, rules=Rules(clear_start=True, protect_own=True),
                       dice=ScriptedDice([3]))
    roll(m)
    assert movable(m) == [1]


# ---------------------------------------------------------------- no_jump_home

def test_house_no_jump_home_forbids_jumping_inside_the_home_circles():
    figures = {0: [H(0), H(1), H(3), T(39)]}
    m = Match.arranged(figures, rules=Rules(no_jump_home=True), dice=ScriptedDice([3]))
    events = roll(m)
    assert NoMove(0, 3) in events          # the sheet's 3 to c would jump over a and b
    m = Match.arranged({0: [H(1), T(20), T(38), B]}, rules=Rules(no_jump_home=True),
                       dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [1]               # 38 -> c would jump over the figure on b
    assert reason(m, 2) == "mensch.illegal.no_jump_home"
    m = Match.arranged({0: [H(1), T(20), T(38), B]}, dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [1, 2]


def test_house_no_jump_home_still_jumps_on_the_track():
    m = Match.arranged({0: [T(2), T(3), B, B]}, rules=Rules(no_jump_home=True),
                       dice=ScriptedDice([2]))
    roll(m)
    assert movable(m) == [0, 1]
    assert move(m, 0)[0].end == T(4)


# ---------------------------------------------------------------- three_sixes

def test_house_three_sixes_end_the_turn_and_the_third_is_not_played():
    figures = {0: [T(1), T(2), T(3), T(4)]}
    m = Match.arranged(figures, rules=Rules(three_sixes=True), dice=ScriptedDice([6, 6, 6]))
    roll(m)
    move(m, 0)
    roll(m)
    move(m, 0)
    events = roll(m)
    assert events == [DiceRolled(0, 6), ThreeSixes(0), TurnPassed(0, 1, 1)]
    assert m.position(0, 0) == T(13)


def test_without_three_sixes_a_third_six_is_played():
    m = Match.arranged({0: [T(1), T(2), T(3), T(4)]}, dice=ScriptedDice([6, 6, 6]))
    for _ in range(3):
        roll(m)
        move(m, 0)
    assert m.position(0, 0) == T(19) and m.current_colour == 0 and m.phase == "roll"


def test_house_protect_own_also_guards_the_first_figure_of_the_first_colour():
    # Gelb's figure A stands 4 circles ahead: figure B may not land on it with a 4
    m = Match.arranged({0: [T(7), T(3), B, B]}, rules=Rules(protect_own=True), dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [0]
    assert reason(m, 1) == "mensch.illegal.own_figure"


def test_house_start_on_b_a_figure_that_can_still_step_home_with_a_one_allows_one_try():
    # nothing on the track, but the figure on home circle c can still step to d with a 1
    m = Match.arranged({0: [H(2), B, B, B]}, rules=Rules(start_on_b=True), dice=ScriptedDice([]))
    assert m.tries_left == 1
    m = Match.arranged({0: [H(3), B, B, B]}, rules=Rules(start_on_b=True), dice=ScriptedDice([]))
    assert m.tries_left == 3                   # on d it can never move again
