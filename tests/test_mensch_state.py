"""Board geometry, saving and loading, refusing illegal actions, per-seat figures."""

from __future__ import annotations

import json

import pytest
from mensch_kit import B, H, T, move, roll

from game.dice import ScriptedDice, SeededDice
from game.engine import IllegalAction
from game.mensch.match import (
    B_XY,
    HOME_XY,
    REASONS,
    ROLL,
    START_XY,
    TRACK_XY,
    FigureMoved,
    Match,
    Move,
    Roll,
    Rules,
    board_circles,
    board_xy,
    default_owners,
    track_index,
)


def neighbours(a, b) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


# ---------------------------------------------------------------- the board

def test_board_has_72_distinct_circles_on_the_11_by_11_grid():
    circles = board_circles()
    assert len(circles) == 40 + 16 + 16
    spots = {(c.x, c.y) for c in circles}
    assert len(spots) == 72
    assert all(0 <= x <= 10 and 0 <= y <= 10 for x, y in spots)
    assert (5, 5) not in spots                         # the middle stays empty
    assert [c.index for c in circles if c.kind == "start"] == [0, 10, 20, 30]


def test_track_circles_follow_each_other_round_the_cross_clockwise():
    for i in range(40):
        assert neighbours(TRACK_XY[i], TRACK_XY[(i + 1) % 40])
    assert TRACK_XY[0] == (0, 4) and TRACK_XY[10] == (6, 0)      # left arm, then top arm
    assert START_XY == ((0, 4), (6, 0), (10, 6), (4, 10))


def test_home_circles_lead_from_the_last_track_circle_to_the_middle():
    for c in range(4):
        last = TRACK_XY[track_index(c, 39)]
        assert neighbours(last, HOME_XY[c][0])
        for k in range(3):
            assert neighbours(HOME_XY[c][k], HOME_XY[c][k + 1])
        assert neighbours(HOME_XY[c][3], (5, 5))


def test_corner_circles_b_sit_in_the_corner_before_each_start():
    corners = {0: (0, 0), 1: (10, 0), 2: (10, 10), 3: (0, 10)}
    for c, corner in corners.items():
        assert corner in B_XY[c]
        assert all(abs(x - corner[0]) <= 1 and abs(y - corner[1]) <= 1 for x, y in B_XY[c])


def test_board_xy_places_every_kind_of_position():
    assert board_xy(2, T(5)) == TRACK_XY[5]
    assert board_xy(2, H(3)) == HOME_XY[2][3] == (6, 5)
    assert board_xy(1, ("B", 2)) == B_XY[1][2]
    with pytest.raises(ValueError):
        board_xy(0, ("moon", 1))


# ---------------------------------------------------------------- seats and owners

def test_owners_must_give_every_colour_a_seat_and_every_seat_a_colour():
    with pytest.raises(ValueError):
        Match(2, Rules(), ScriptedDice([]), owners=(0, 0, 0, 0))    # seat 1 has no colour
    with pytest.raises(ValueError):
        Match(2, Rules(), ScriptedDice([]), owners=(0, 1, 2, 1))    # no seat 2
    with pytest.raises(ValueError):
        Match(2, Rules(), ScriptedDice([]), owners=(0, 1, 0))
    with pytest.raises(ValueError):
        Match(5, Rules(), ScriptedDice([]))
    assert default_owners(4) == (0, 1, 2, 3)


def test_current_seat_is_the_owner_of_the_colour_to_move():
    m = Match(2, Rules(), ScriptedDice([1, 1, 1, 2]), owners=(1, 0, 0, 1))
    assert m.current_seat == 1 and m.legal_actions(0) == []
    roll(m)
    assert m.current_colour == 1 and m.current_seat == 0


def test_figures_counts_home_captures_captured_and_sixes_per_seat():
    m = Match.arranged({0: [T(3), H(0), B, B], 1: [T(7), B, B, B], 2: [T(0), B, B, B]},
                       seats=2, dice=ScriptedDice([6, 4]))
    roll(m)
    move(m, 2)          # a 6 brings figure 2 in, knocking out the partner colour 2 on A
    roll(m)
    move(m, 0)          # 3 + 4 = 7: knocks out colour 1 (seat 1)
    assert m.figures(0) == {"home": 1, "captures": 1, "captured": 1, "sixes": 1}
    assert m.figures(1) == {"home": 0, "captures": 0, "captured": 1, "sixes": 0}


def test_own_knock_outs_count_as_captured_not_as_captures():
    m = Match.arranged({0: [T(3), T(7), B, B]}, dice=ScriptedDice([4]))
    roll(m)
    move(m, 0)
    assert m.figures(0)["captures"] == 0 and m.figures(0)["captured"] == 1


def test_moves_describe_every_legal_move_with_its_path():
    m = Match.arranged({0: [T(36), T(5), B, B], 1: [T(9), B, B, B]}, dice=ScriptedDice([4]))
    roll(m)
    plans = {p.figure: p for p in m.moves()}
    assert plans[0].path == (T(37), T(38), T(39), H(0)) and plans[0].captures is None
    assert plans[1].end == T(9) and plans[1].captures == (1, 0) and not plans[1].enters
    assert m.plan(2) is None and m.move_options() == [(0, 40, -1), (1, 9, 4)]


# ---------------------------------------------------------------- refusing illegal actions

def refuse(m: Match, seat, action) -> str:
    before = m.to_dict()
    with pytest.raises(IllegalAction) as err:
        m.apply(seat, action)
    assert m.to_dict() == before, "a refused action must change nothing"
    prefix, _, why = err.value.reason.rpartition(".")
    assert prefix == "mensch.illegal" and why in REASONS and str(err.value)
    return why


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    m = Match.arranged({0: [T(0), T(38), H(3), B], 1: [T(6), B, B, B]}, dice=ScriptedDice([5]))
    assert refuse(m, 1, ROLL) == "not_your_turn"
    assert refuse(m, 0, Move(0)) == "must_roll"
    assert refuse(m, 0, "jump") == "unknown_action"
    roll(m)
    assert refuse(m, 0, ROLL) == "must_move"
    assert refuse(m, 0, Move(4)) == "no_such_figure"
    assert refuse(m, 0, Move(True)) == "no_such_figure"
    assert refuse(m, 0, Move(3)) == "needs_six"
    assert refuse(m, 0, Move(2)) == "finished_figure"
    assert refuse(m, 0, Move(1)) == "home_taken"      # 38 + 5 = d, taken
    m = Match.arranged({0: [T(39), T(4), B, B]}, dice=ScriptedDice([5]))
    roll(m)
    assert refuse(m, 0, Move(0)) == "too_far"


def test_a_finished_game_refuses_everything():
    m = Match.arranged({0: [H(0), H(1), H(2), T(39)], 2: [H(0), H(1), H(2), H(3)]}, seats=2,
                       dice=ScriptedDice([4]))
    roll(m)
    move(m, 3)
    assert m.is_over
    assert refuse(m, 0, ROLL) == "game_over"


# ---------------------------------------------------------------- saving and loading

def play_some(m: Match, steps: int, rng) -> None:
    for _ in range(steps):
        if m.is_over:
            return
        actions = m.legal_actions(m.current_seat)
        m.apply(m.current_seat, rng.choice(actions))


def test_to_dict_is_json_and_from_dict_resumes_the_same_game():
    import random

    rules = Rules(must_capture=True, three_sixes=True)
    m = Match(3, rules, SeededDice(7))
    play_some(m, 120, random.Random(1))
    data = json.loads(json.dumps(m.to_dict()))
    copy = Match.from_dict(data)
    assert copy.to_dict() == m.to_dict()
    assert copy.rules == rules and copy.owners == m.owners
    a, b = random.Random(5), random.Random(5)
    for _ in range(200):
        if m.is_over:
            break
        acts = m.legal_actions(m.current_seat)
        assert acts == copy.legal_actions(copy.current_seat)
        act = a.choice(acts)
        assert b.choice(acts) == act
        assert m.apply(m.current_seat, act) == copy.apply(copy.current_seat, act)


def test_to_dict_during_the_opening_and_a_pending_move_round_trips():
    m = Match(4, Rules(), ScriptedDice([6, 6, 3, 2, 5, 1]))
    roll(m)
    roll(m)
    assert Match.from_dict(m.to_dict()).to_dict() == m.to_dict()
    for _ in range(4):
        roll(m)
    assert m.phase == "move" and m.current_colour == 0
    copy = Match.from_dict(m.to_dict())
    assert copy.die == m.die == 5 and copy.legal_actions(0) == m.legal_actions(0) == [Move(0)]


def test_an_opening_saved_when_every_colour_threw_starts_again_once_per_player():
    m = Match(2, Rules(), ScriptedDice([4, 2]))
    data = m.to_dict()
    data["opening"] = {"contenders": [0, 1, 2, 3], "throws": [6, 1]}   # colours 0, 1 threw
    data["colour"] = 2
    again = Match.from_dict(data, dice=ScriptedDice([4, 2]))
    assert again.phase == "opening" and again.opening_contenders == (0, 1)
    assert again.current_colour == 0 and again.to_dict()["opening"]["throws"] == []
    assert Match.from_dict(again.to_dict()).to_dict() == again.to_dict()
    data["opening"] = {"contenders": [0, 2], "throws": []}   # a tie of one person with itself
    data["colour"] = 0
    assert Match.from_dict(data).opening_contenders == (0, 1)
    data["opening"] = {"contenders": [1, 0], "throws": []}   # not in board order: no old save
    with pytest.raises(ValueError, match="impossible state"):
        Match.from_dict(data)


def saved(**changes) -> dict:
    data = Match(4, Rules(), SeededDice(1)).to_dict()
    data.update(changes)
    return data


def figures_with(**placed) -> list[dict]:
    """The start figures, with (colour, figure) -> position overrides."""
    out = []
    for c in range(4):
        for f in range(4):
            at = placed.get(f"c{c}f{f}", [T(10 * c)[0], 10 * c] if f == 0 else ["B", f])
            out.append({"colour": c, "figure": f, "at": list(at)})
    return out


@pytest.mark.parametrize("data, message", [
    (saved(figures=figures_with() + [{"colour": 0, "figure": 3, "at": ["B", 3]}]), "more than 4"),
    (saved(figures=figures_with(c1f0=["track", 0])), "two figures on track circle 0"),
    (saved(figures=figures_with()[:-1] + [{"colour": 7, "figure": 3, "at": ["B", 3]}]),
     "unknown colour"),
    (saved(figures=figures_with(c0f1=["B", 2])), "must use B circle 1"),
    (saved(figures=figures_with(c0f1=["home", 0], c0f2=["home", 0])), "home circle 0"),
    (saved(figures=figures_with(c0f1=["track", 40])), "no track circle"),
    (saved(figures=figures_with(c0f1=["roof", 1])), "unknown kind"),
    (saved(figures=figures_with()[:-1]), "missing"),
    (saved(phase="dancing"), "phase"),
    (saved(seats="four"), "seats"),
    (saved(owners=[0, 1, 2]), "owners"),
    (saved(rules={"fly": True}), "unknown rule"),
    (saved(rules={"must_capture": "yes"}), "true or false"),
    (saved(phase="move", die=3, colour=0, figures=figures_with(c0f0=["B", 0])), "no legal move"),
    (saved(phase="roll", opening={"contenders": [0], "throws": []}), "impossible state"),
    (saved(finished=[0]), "impossible state"),
    (saved(stats={"captures": [0, 0, -1, 0]}), "stats"),
    ("not a table", "table"),
])
def test_from_dict_refuses_impossible_states(data, message):
    with pytest.raises(ValueError, match=message):
        Match.from_dict(data)


def test_check_invariants_catches_a_figure_in_two_places():
    m = Match(4, Rules(), ScriptedDice([]))
    m.check_invariants()
    m._track[5] = 0            # figure 0 of colour 0 also on circle 5
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_roll_and_move_are_small_frozen_values():
    assert Roll() == ROLL and Move(2) == Move(2) and hash(Move(1)) == hash(Move(1))
    with pytest.raises(AttributeError):
        Move(1).figure = 2


def test_figure_moved_paths_hop_from_circle_to_neighbouring_circle():
    m = Match.arranged({0: [T(36), B, B, B]}, dice=ScriptedDice([6, 5]))
    roll(m)
    move(m, 1)
    roll(m)
    events = move(m, 0)
    moved = next(e for e in events if isinstance(e, FigureMoved))
    points = [board_xy(0, moved.start)] + [board_xy(0, p) for p in moved.path]
    assert moved.end == H(1) and len(points) == 6
    assert all(neighbours(a, b) for a, b in zip(points, points[1:], strict=False))
