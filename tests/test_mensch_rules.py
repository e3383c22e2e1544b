"""Every rule sentence of the old Mensch ärgere Dich nicht sheet, one test each (ScriptedDice).

Colour 0 starts on track circle 0, colour 1 on 10, colour 2 on 20, colour 3 on 30; figures
move towards higher circle numbers. `arranged` puts figures where a test needs them.
"""

from __future__ import annotations

import pytest
from mensch_kit import B, H, T, movable, move, roll

from game.dice import ScriptedDice
from game.engine import GameOver, IllegalAction
from game.mensch.match import (
    ROLL,
    ColourFinished,
    DiceRolled,
    ExtraRoll,
    FigureCaptured,
    FigureEntered,
    FigureMoved,
    Match,
    Move,
    NoMove,
    OpeningRoll,
    OpeningTie,
    Rules,
    SeatFinished,
    StartingColour,
    TurnPassed,
)

# ---------------------------------------------------------------- the set-up

def test_sixteen_figures_in_four_colours_and_one_die():
    m = Match(4, Rules(), ScriptedDice([]))
    positions = m.positions()
    assert sorted(positions) == [0, 1, 2, 3]
    assert all(len(p) == 4 for p in positions.values())


def test_three_figures_start_on_b_and_the_fourth_on_start_circle_a():
    m = Match(4, Rules(), ScriptedDice([]))
    for c in range(4):
        assert m.position(c, 0) == T(10 * c)
        assert [m.position(c, f) for f in (1, 2, 3)] == [("B", 1), ("B", 2), ("B", 3)]


def test_with_fewer_than_four_people_someone_plays_two_colours():
    two = Match(2, Rules(), ScriptedDice([]))
    three = Match(3, Rules(), ScriptedDice([]))
    assert two.owners == (0, 1, 0, 1)
    assert three.owners == (0, 1, 0, 2)
    assert two.seat_colours(0) == (0, 2)        # opposite colours, never neighbours
    assert three.seat_colours(0) == (0, 2)
    # Every colour always plays: a seat may also take any colours it likes.
    custom = Match(3, Rules(), ScriptedDice([]), owners=(2, 2, 0, 1))
    assert custom.seat_colours(2) == (0, 1)


# ---------------------------------------------------------------- rule 1: the opening

def test_everyone_throws_once_and_the_highest_throw_begins():
    m = Match(4, Rules(), ScriptedDice([2, 5, 3, 1]))
    events = []
    for expected in range(4):
        assert m.current_colour == expected and m.phase == "opening"
        events += roll(m)
    assert [e for e in events if isinstance(e, OpeningRoll)] == [
        OpeningRoll(0, 2), OpeningRoll(1, 5), OpeningRoll(2, 3), OpeningRoll(3, 1)]
    assert StartingColour(1, 5) in events
    assert m.current_colour == 1 and m.current_seat == 1


def test_the_winning_opening_throw_moves_the_figure_on_a_that_many_circles():
    m = Match(4, Rules(), ScriptedDice([2, 5, 3, 1]))
    for _ in range(4):
        roll(m)
    assert m.phase == "move" and m.die == 5
    assert movable(m) == [0]
    events = move(m, 0)
    assert events[0] == FigureMoved(1, 0, T(10), T(15), (T(11), T(12), T(13), T(14), T(15)))
    assert m.position(1, 0) == T(15)


def test_then_the_others_throw_and_move_in_turn():
    m = Match(4, Rules(), ScriptedDice([2, 5, 3, 1, 4, 2, 3]))
    for _ in range(4):
        roll(m)
    events = move(m, 0)
    assert events[-1] == TurnPassed(1, 2, 2)
    order = []
    for _ in range(3):
        order.append(m.current_colour)
        roll(m)
        move(m, 0)
    assert order == [2, 3, 0]
    assert m.current_colour == 1


def test_tied_highest_opening_throws_throw_again():
    m = Match(4, Rules(), ScriptedDice([6, 2, 6, 4, 3, 5]))
    events = []
    for _ in range(4):
        events += roll(m)
    assert events[-1] == OpeningTie((0, 2), 6)
    assert m.phase == "opening" and m.opening_contenders == (0, 2)
    assert m.current_colour == 0
    events = roll(m) + roll(m)
    assert events[:2] == [OpeningRoll(0, 3), OpeningRoll(2, 5)]
    assert StartingColour(2, 5) in events
    assert m.current_colour == 2 and m.die == 5


def test_each_player_throws_once_even_with_two_colours():
    """"Jeder Spieler hat einen Wurf": a person playing two colours throws once, not once per
    colour; that throw is for the person's first colour in board order."""
    m = Match(2, Rules(), ScriptedDice([3, 5]))      # seat 0: colours 0 and 2, seat 1: 1 and 3
    assert m.opening_contenders == (0, 1) and m.current_seat == 0
    events = roll(m)
    assert events == [OpeningRoll(0, 3)] and m.current_colour == 1 and m.current_seat == 1
    events = roll(m)                                  # the opening is over after two throws
    assert events[:2] == [OpeningRoll(1, 5), StartingColour(1, 5)]
    assert m.phase == "move" and m.current_colour == 1 and m.die == 5
    assert move(m, 0)[-1] == TurnPassed(1, 2, 0)
    m = Match(3, Rules(), ScriptedDice([2, 6, 4]))   # seat 0: colours 0 and 2
    events = roll(m) + roll(m) + roll(m)
    assert [e for e in events if isinstance(e, OpeningRoll)] == [
        OpeningRoll(0, 2), OpeningRoll(1, 6), OpeningRoll(3, 4)]
    assert StartingColour(1, 6) in events


def test_the_highest_players_first_colour_in_board_order_begins():
    """The sheet's winner "setzt seine im Anfangskreis A befindliche Figur": with two colours
    (two figures on A) the colour it threw for, its first in board order, begins; then the
    others follow "der Reihen nach" (board order)."""
    m = Match(2, Rules(), ScriptedDice([2, 4, 1]), owners=(1, 0, 0, 1))   # seat 0: colours 1, 2
    assert m.opening_colours() == (0, 1) and m.current_seat == 1
    events = roll(m) + roll(m)
    assert StartingColour(1, 4) in events and m.current_seat == 0
    move(m, 0)
    assert m.current_colour == 2 and m.current_seat == 0, "then colour 2, the same person's"
    m = Match(2, Rules(), ScriptedDice([5, 1]))
    events = roll(m) + roll(m)
    assert StartingColour(0, 5) in events and m.position(0, 0) == T(0)
    move(m, 0)
    assert m.position(0, 0) == T(5) and m.position(2, 0) == T(20), "colour 2 has not moved"
    assert m.current_colour == 1


def test_tied_players_throw_again_once_each():
    m = Match(2, Rules(), ScriptedDice([4, 4, 2, 3]))
    events = roll(m) + roll(m)
    assert events[-1] == OpeningTie((0, 1), 4) and m.opening_contenders == (0, 1)
    events = roll(m) + roll(m)
    assert events[:3] == [OpeningRoll(0, 2), OpeningRoll(1, 3), StartingColour(1, 3)]


def test_a_winning_opening_six_is_played_and_throws_again():
    m = Match(4, Rules(), ScriptedDice([6, 1, 1, 1, 2]))
    for _ in range(4):
        roll(m)
    # A 6 with figures on B and an own figure on A: that figure moves 6 on.
    assert m.die == 6 and movable(m) == [0]
    events = move(m, 0)
    assert events[-1] == ExtraRoll(0, "six", 1)
    assert m.current_colour == 0 and m.phase == "roll"
    assert roll(m) == [DiceRolled(0, 2)]


# ---------------------------------------------------------------- rule 2: the six

def test_every_six_gives_another_throw():
    m = Match.arranged({0: [T(1), T(2), T(3), T(4)]}, dice=ScriptedDice([6, 6, 2]))
    roll(m)
    assert move(m, 3)[-1] == ExtraRoll(0, "six", 1)
    roll(m)
    assert move(m, 3)[-1] == ExtraRoll(0, "six", 1)
    roll(m)
    assert isinstance(move(m, 3)[-1], TurnPassed)
    assert m.position(0, 3) == T(18)
    assert m.current_colour == 1


def test_a_six_must_bring_a_figure_from_b_onto_a_while_one_is_on_b():
    m = Match.arranged({0: [T(5), B, B, B]}, dice=ScriptedDice([6]))
    roll(m)
    assert movable(m) == [1, 2, 3]
    with pytest.raises(IllegalAction) as err:
        move(m, 0)
    assert err.value.reason == "mensch.illegal.must_enter"
    events = move(m, 2)
    assert events[0] == FigureEntered(0, 2, ("B", 2), T(0))
    assert events[-1] == ExtraRoll(0, "six", 1)
    assert m.position(0, 2) == T(0)


def test_own_figure_on_a_must_move_six_on_even_knocking_out_an_own_figure():
    m = Match.arranged({0: [T(0), T(6), B, B]}, dice=ScriptedDice([6, 6]))
    roll(m)
    assert movable(m) == [0]
    with pytest.raises(IllegalAction) as err:
        move(m, 2)
    assert err.value.reason == "mensch.illegal.must_clear_start"
    events = move(m, 0)
    assert FigureCaptured(0, 1, 0, 0, T(6), ("B", 1)) in events
    assert m.position(0, 0) == T(6) and m.position(0, 1) == ("B", 1)
    # The next 6 brings a figure in, because A is free now.
    roll(m)
    assert movable(m) == [1, 2, 3]


def test_any_other_number_moves_any_figure_in_play():
    m = Match.arranged({0: [T(0), T(10), B, B]}, dice=ScriptedDice([3]))
    roll(m)
    assert movable(m) == [0, 1]
    with pytest.raises(IllegalAction) as err:
        move(m, 2)
    assert err.value.reason == "mensch.illegal.needs_six"


def test_a_six_without_figures_on_b_moves_any_figure_and_throws_again():
    m = Match.arranged({0: [T(0), T(5), T(12), T(20)]}, dice=ScriptedDice([6, 1]))
    roll(m)
    assert movable(m) == [0, 1, 2, 3]
    events = move(m, 2)
    assert m.position(0, 2) == T(18)
    assert events[-1] == ExtraRoll(0, "six", 1)
    assert roll(m) == [DiceRolled(0, 1)]
    for on_a in range(4):        # whichever figure stands on A, nobody waits on B
        places = [T(5), T(12), T(20), T(25)]
        places[on_a] = T(0)
        m = Match.arranged({0: places}, dice=ScriptedDice([6]))
        roll(m)
        assert movable(m) == [0, 1, 2, 3], on_a


# ---------------------------------------------------------------- rule 3: knocking out

def test_landing_on_an_occupied_circle_sends_that_figure_back_to_its_b():
    m = Match.arranged({0: [T(3), B, B, B], 1: [T(7), B, B, B]}, dice=ScriptedDice([4]))
    roll(m)
    events = move(m, 0)
    assert FigureCaptured(1, 0, 0, 0, T(7), ("B", 0)) in events
    assert m.position(1, 0) == ("B", 0) and m.position(0, 0) == T(7)
    assert m.occupant(7) == (0, 0)


def test_own_figures_are_knocked_out_too():
    m = Match.arranged({0: [T(3), T(7), B, B]}, dice=ScriptedDice([4]))
    roll(m)
    assert movable(m) == [0, 1]
    events = move(m, 0)
    assert FigureCaptured(0, 1, 0, 0, T(7), ("B", 1)) in events
    assert m.position(0, 1) == ("B", 1)


def test_coming_in_on_a_knocks_out_a_figure_standing_there():
    m = Match.arranged({0: [T(5), B, B, B], 2: [T(0), B, B, B]}, dice=ScriptedDice([6]))
    roll(m)
    events = move(m, 1)
    assert FigureCaptured(2, 0, 0, 1, T(0), ("B", 0)) in events


def test_a_knocked_out_figure_comes_back_only_when_its_owner_throws_a_six():
    m = Match.arranged({0: [T(3), B, B, B], 1: [T(7), B, B, B]},
                       dice=ScriptedDice([4, 5, 6]))
    roll(m)
    move(m, 0)
    assert m.current_colour == 1
    events = roll(m)
    assert events[:2] == [DiceRolled(1, 5), NoMove(1, 5)]
    assert m.current_colour == 2
    m2 = Match.arranged({1: [B, B, B, B]}, colour=1, dice=ScriptedDice([6]))
    roll(m2)
    assert movable(m2) == [0, 1, 2, 3]
    move(m2, 0)
    assert m2.position(1, 0) == T(10)


# ---------------------------------------------------------------- rule 4: jumping

def test_figures_jump_over_others_and_the_jumped_circles_count():
    m = Match.arranged({0: [T(2), T(4), B, B], 1: [T(3), B, B, B]}, dice=ScriptedDice([3]))
    roll(m)
    events = move(m, 0)
    assert events[0] == FigureMoved(0, 0, T(2), T(5), (T(3), T(4), T(5)))
    assert m.position(0, 1) == T(4) and m.position(1, 0) == T(3)


# ---------------------------------------------------------------- rule 5: home

def test_a_figure_that_went_round_the_cross_moves_into_its_home_circles():
    m = Match.arranged({0: [T(37), B, B, B]}, dice=ScriptedDice([4]))
    roll(m)
    events = move(m, 0)
    assert events[0] == FigureMoved(0, 0, T(37), H(1), (T(38), T(39), H(0), H(1)))
    # Colour 3 goes round the same way into its own home: 30 + 39 steps = circle 29.
    m3 = Match.arranged({3: [T(28), B, B, B]}, colour=3, dice=ScriptedDice([3]))
    roll(m3)
    assert move(m3, 0)[0].path == (T(29), H(0), H(1))


def test_figures_in_their_home_circles_are_safe():
    m = Match.arranged({0: [H(0), B, B, B], 1: [T(38), B, B, B]}, colour=1,
                       dice=ScriptedDice([3]))
    roll(m)
    events = move(m, 0)
    assert events[0].end == T(1)
    assert not any(isinstance(e, FigureCaptured) for e in events)
    assert m.position(0, 0) == H(0)


def test_home_circles_need_the_exact_count():
    m = Match.arranged({0: [T(38), H(0), H(1), H(2)]}, dice=ScriptedDice([5]))
    roll(m)
    assert movable(m) == [0]
    move(m, 0)
    assert m.position(0, 0) == H(3)


def test_a_throw_higher_than_the_free_circles_waits_when_no_other_figure_can_move():
    m = Match.arranged({0: [T(38), H(0), H(1), H(2)], 1: [B, B, B, B]},
                       dice=ScriptedDice([4, 1, 5]))
    events = roll(m)
    assert events == [DiceRolled(0, 4), NoMove(0, 4), TurnPassed(0, 1, 1)]
    assert m.position(0, 0) == T(38)


def test_home_example_figures_on_a_b_d_and_one_before_a():
    """The sheet's example, word for word: a, b and d taken, the fourth figure on the last
    circle before a. It needs a 3 to move onto c; a 1 must move the figure on b to c;
    a 2 in the next round then brings the last figure onto b."""
    others = {c: [B, B, B, B] for c in (1, 2, 3)}
    m = Match.arranged({0: [H(0), H(1), H(3), T(39)], **others}, dice=ScriptedDice([3]))
    roll(m)
    assert movable(m) == [3]
    move(m, 3)
    assert m.position(0, 3) == H(2)

    m = Match.arranged({0: [H(0), H(1), H(3), T(39)], **others},
                       dice=ScriptedDice([1, 1, 1, 1, 2]))
    roll(m)
    assert movable(m) == [1]           # must move: b -> c, the only move there is
    with pytest.raises(IllegalAction) as err:
        m.apply(0, ROLL)
    assert err.value.reason == "mensch.illegal.must_move"
    move(m, 1)
    assert m.position(0, 1) == H(2)
    for _ in range(3):                 # the next round: the others cannot move
        roll(m)
    assert m.current_colour == 0
    roll(m)
    assert movable(m) == [3]
    events = move(m, 3)
    assert m.position(0, 3) == H(1)
    assert ColourFinished(0, 1) in events


def test_a_figure_in_its_home_circles_may_move_on():
    m = Match.arranged({0: [H(0), T(20), B, B]}, dice=ScriptedDice([2]))
    roll(m)
    assert movable(m) == [0, 1]
    events = move(m, 0)
    assert events[0] == FigureMoved(0, 0, H(0), H(2), (H(1), H(2)))


def test_a_move_must_be_made_whenever_one_is_possible():
    m = Match.arranged({0: [T(10), B, B, B]}, dice=ScriptedDice([2]))
    roll(m)
    assert m.legal_actions(0) == [Move(0)]
    with pytest.raises(IllegalAction) as err:
        m.apply(0, ROLL)
    assert err.value.reason == "mensch.illegal.must_move"


def test_the_first_to_bring_all_four_figures_home_takes_first_place():
    m = Match.arranged({0: [H(0), H(1), H(2), T(39)]}, dice=ScriptedDice([4]))
    roll(m)
    events = move(m, 3)
    assert ColourFinished(0, 1) in events and SeatFinished(0, 1) in events
    assert not m.is_over and m.current_colour == 1
    assert m.ranking() == [[0], [1, 2, 3]]


def turn_order(m, throws: int) -> list[int]:
    """The colours that throw in the next `throws` throws (each throw played by figure 0 when
    it must be played)."""
    order = []
    for _ in range(throws):
        order.append(m.current_colour)
        roll(m)
        if m.phase == "move":
            move(m, movable(m)[0])
    return order


def test_a_colour_with_all_four_figures_home_gets_no_more_turns():
    home = [H(0), H(1), H(2), H(3)]
    m = Match.arranged({1: home, 0: [T(5), B, B, B], 2: [T(25), B, B, B], 3: [T(35), B, B, B]},
                       dice=ScriptedDice([1] * 9))
    assert m.finished_colours == (1,) and m.ranking() == [[1], [0, 2, 3]]
    events = roll(m) + move(m, 0)
    assert events[-1] == TurnPassed(0, 2, 2), "colour 1 is home: the turn skips it"
    assert turn_order(m, 8) == [2, 3, 0, 2, 3, 0, 2, 3]
    for _ in range(3):
        assert m.legal_actions(1) == []
        with pytest.raises(IllegalAction) as err:
            m.apply(1, ROLL)
        assert err.value.reason == "mensch.illegal.not_your_turn"
    assert m.colour_places() == {1: 1} and m.ranking() == [[1], [0, 2, 3]]


def test_bringing_the_last_figure_home_with_a_six_earns_no_further_throw():
    m = Match.arranged({2: [H(0), H(1), H(2), T(17)], 0: [T(5), B, B, B], 3: [T(35), B, B, B]},
                       colour=2, dice=ScriptedDice([6, 1, 1, 1, 1]))
    roll(m)
    events = move(m, 3)                # 37 + 6 = 43: home circle d
    assert events[1:] == [ColourFinished(2, 1), SeatFinished(2, 1), TurnPassed(2, 3, 3)]
    assert m.current_colour == 3 and m.legal_actions(2) == []
    assert turn_order(m, 4) == [3, 0, 1, 3], "colour 2 never throws again"
    assert m.finished_colours == (2,) and m.colour_places() == {2: 1}
    assert m.ranking() == [[2], [0, 1, 3]]


def test_several_finished_colours_in_a_row_are_all_skipped():
    home = [H(0), H(1), H(2), H(3)]
    m = Match.arranged({0: [T(5), B, B, B], 1: home, 2: [H(0), H(1), H(2), T(18)],
                        3: [T(35), B, B, B]}, colour=2, dice=ScriptedDice([5, 1, 1, 1, 1]))
    roll(m)
    events = move(m, 3)                # colour 2 follows colour 1 home
    assert ColourFinished(2, 2) in events and SeatFinished(2, 2) in events
    assert events[-1] == TurnPassed(2, 3, 3)
    assert turn_order(m, 4) == [3, 0, 3, 0], "from colour 0 the turn jumps over 1 and 2 to 3"
    assert m.finished_colours == (1, 2) and m.colour_places() == {1: 1, 2: 2}
    assert m.ranking() == [[1], [2], [0, 3]] and not m.is_over


def test_a_persons_finished_colour_is_skipped_while_its_other_colour_plays_on():
    # Two people: seat 0 plays colours 0 and 2, seat 1 colours 1 and 3.
    m = Match.arranged({0: [H(0), H(1), H(2), T(39)], 1: [T(15), B, B, B],
                        2: [T(25), B, B, B], 3: [T(35), B, B, B]},
                       seats=2, dice=ScriptedDice([4] + [1] * 6))
    roll(m)
    events = move(m, 3)
    assert ColourFinished(0, 1) in events and not any(isinstance(e, SeatFinished) for e in events)
    assert events[-1] == TurnPassed(0, 1, 1)
    assert turn_order(m, 6) == [1, 2, 3, 1, 2, 3], "colour 0 is skipped, colour 2 still plays"
    assert m.colour_places() == {0: 1} and m.ranking() == [[0, 1]], "seat 0 is not placed yet"


def test_the_others_play_on_for_the_further_places():
    home = [H(0), H(1), H(2), H(3)]
    m = Match.arranged({0: home, 1: [H(0), H(1), H(2), T(8)], 2: [H(0), H(1), H(2), T(18)],
                        3: [T(5), B, B, B]}, colour=1, dice=ScriptedDice([5, 1, 2, 4]))
    assert m.finished_colours == (0,)
    roll(m)
    events = move(m, 3)
    assert ColourFinished(1, 2) in events and SeatFinished(1, 2) in events
    assert not m.is_over and m.current_colour == 2
    roll(m)
    move(m, 3)                         # colour 2: one circle on, to the last before a
    roll(m)
    events = move(m, 0)                # colour 3; colours 0 and 1 are done and skipped
    assert events[-1] == TurnPassed(3, 2, 2)
    roll(m)
    events = move(m, 3)
    assert ColourFinished(2, 3) in events
    assert events[-1] == GameOver(((0,), (1,), (2,), (3,)))
    assert m.is_over and m.current_seat is None and m.legal_actions(3) == []
    assert m.ranking() == [[0], [1], [2], [3]]
    assert m.colour_places() == {0: 1, 1: 2, 2: 3}


def test_a_person_with_two_colours_is_placed_when_both_are_home():
    m = Match.arranged({0: [H(0), H(1), H(2), T(39)], 2: [H(0), H(1), H(2), T(19)]},
                       seats=2, dice=ScriptedDice([4, 1, 4]))
    roll(m)
    events = move(m, 3)
    assert ColourFinished(0, 1) in events
    assert not any(isinstance(e, SeatFinished) for e in events)
    assert m.ranking() == [[0, 1]]
    roll(m)                            # colour 1 (seat 1) has nothing in play
    roll(m)
    events = move(m, 3)                # colour 2 (seat 0) brings its last figure home
    assert ColourFinished(2, 2) in events and SeatFinished(0, 1) in events
    assert events[-1] == GameOver(((0,), (1,)))
