"""Board geometry, saving and loading, refusing illegal actions, per-seat figures."""

from __future__ import annotations

import json

import pytest
from mensch_kit import B, H, T, move, roll

from game.dice import ScriptedDice, SeededDice
from game.engine import GameOver, IllegalAction
from game.mensch.match import (
    B_XY,
    HOME_XY,
    REASONS,
    ROLL,
    START_XY,
    TRACK_XY,
    ExtraRoll,
    FigureCaptured,
    FigureMoved,
    Match,
    Move,
    NoMove,
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
    kinds = {kind: [c for c in circles if c.kind == kind] for kind in ("track", "start", "B", "home")}
    assert [len(kinds[k]) for k in ("track", "start", "B", "home")] == [36, 4, 16, 16]
    assert all(c.colour is None for c in kinds["track"])
    for kind in ("start", "B", "home"):
        assert sorted(c.colour for c in kinds[kind]) == sorted(list(range(4)) * (len(kinds[kind]) // 4))
    assert {(c.x, c.y) for c in kinds["B"] if c.colour == 2} == set(B_XY[2])
    assert {(c.x, c.y) for c in kinds["home"] if c.colour == 3} == set(HOME_XY[3])


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


def test_track_index_counts_circles_clockwise_from_each_colours_start():
    assert [track_index(c, 0) for c in range(4)] == [0, 10, 20, 30]
    assert track_index(1, 5) == 15 and track_index(3, 15) == 5 and track_index(0, 39) == 39


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


# Colour 0 knocks out two of colour 1 (coming in onto its A, then with a 3); colour 1 throws
# no 6; colour 2 moves its A figure 6 on onto colour 3, then brings one in; colour 3 throws
# three sixes and knocks out its own figure. One round, every seat to throw in turn.
STATS_BOARD = {0: [T(5), B, B, B], 1: [T(0), T(8), T(15), B], 2: [T(20), B, B, B],
               3: [T(26), T(35), B, B]}
STATS_THROWS = [6, 3, 4, 6, 6, 1, 6, 6, 6, 5]
STATS_MOVES = [1, 0, 2, 0, 1, 0, 0, 0, 2, 2]


@pytest.mark.parametrize("seats, expected", [
    (4, [{"home": 0, "captures": 2, "captured": 0, "sixes": 1},
         {"home": 0, "captures": 0, "captured": 2, "sixes": 0},
         {"home": 0, "captures": 1, "captured": 0, "sixes": 2},
         {"home": 0, "captures": 0, "captured": 2, "sixes": 3}]),
    (3, [{"home": 0, "captures": 3, "captured": 0, "sixes": 3},    # colours 0 and 2
         {"home": 0, "captures": 0, "captured": 2, "sixes": 0},
         {"home": 0, "captures": 0, "captured": 2, "sixes": 3}]),
    (2, [{"home": 0, "captures": 3, "captured": 0, "sixes": 3},    # colours 0 and 2
         {"home": 0, "captures": 0, "captured": 4, "sixes": 3}]),  # colours 1 and 3
])
def test_sixes_and_knock_outs_are_counted_for_every_seat(seats, expected):
    m = Match.arranged(STATS_BOARD, seats=seats, dice=ScriptedDice(STATS_THROWS))
    assert [m.figures(s) for s in range(seats)] == [
        {"home": 0, "captures": 0, "captured": 0, "sixes": 0}] * seats
    knocked = []
    for figure in STATS_MOVES:
        roll(m)
        events = move(m, figure)
        knocked += [(e.by, e.colour) for e in events if isinstance(e, FigureCaptured)]
    assert knocked == [(0, 1), (0, 1), (2, 3), (3, 3)]
    assert m.current_colour == 0, "one full round was played"
    assert [m.figures(s) for s in range(seats)] == expected
    assert Match.from_dict(m.to_dict()).figures(seats - 1) == expected[-1], "saves keep them"


def test_only_the_winning_opening_throw_and_every_turn_six_count_as_sixes():
    """Losing opening throws are not moves and not sixes; a 6 that no figure can play still
    counts (it was thrown)."""
    m = Match(4, Rules(), ScriptedDice([6, 6, 2, 1, 3, 6, 6, 2]))
    for _ in range(6):
        roll(m)                              # 6 6 2 1: colours 0 and 1 tie; 3 6: colour 1
    assert m.current_colour == 1 and m.die == 6
    assert [m.figures(s)["sixes"] for s in range(4)] == [0, 1, 0, 0]
    move(m, 0)                               # the 6 moves the figure on A; throw again
    roll(m)
    move(m, 1)                               # another 6 brings a figure in
    roll(m)
    move(m, 0)                               # a 2 ends the turn
    assert m.current_colour == 2
    assert [m.figures(s)["sixes"] for s in range(4)] == [0, 2, 0, 0]
    home = [H(0), H(1), H(2), T(19)]         # colour 2's last figure on its last track circle
    m = Match.arranged({2: home}, colour=2, dice=ScriptedDice([6, 4]))
    assert roll(m)[1:] == [NoMove(2, 6), ExtraRoll(2, "six", 1)]
    roll(m)
    move(m, 3)
    assert [m.figures(s) for s in range(4)] == [
        {"home": 0, "captures": 0, "captured": 0, "sixes": 0},
        {"home": 0, "captures": 0, "captured": 0, "sixes": 0},
        {"home": 4, "captures": 0, "captured": 0, "sixes": 1},
        {"home": 0, "captures": 0, "captured": 0, "sixes": 0}]


def test_moves_describe_every_legal_move_with_its_path():
    m = Match.arranged({0: [T(36), T(5), B, B], 1: [T(9), B, B, B]}, dice=ScriptedDice([4]))
    roll(m)
    plans = {p.figure: p for p in m.moves()}
    assert plans[0].path == (T(37), T(38), T(39), H(0)) and plans[0].captures is None
    assert plans[1].end == T(9) and plans[1].captures == (1, 0) and not plans[1].enters
    assert m.plan(2) is None and m.move_options() == [(0, 40, -1), (1, 9, 4)]
    assert m.plan(0) == plans[0] and m.plan(1) == plans[1]
    m = Match.arranged({0: [T(3), B, B, B]}, dice=ScriptedDice([6]))
    roll(m)
    plan = m.plan(1)
    assert plan.enters is True and plan.start == ("B", 1) and plan.path == (T(0),)
    assert plan.captures is None


def test_a_move_onto_an_empty_circle_names_no_victim_from_the_very_first_move():
    m = Match(4, Rules(), ScriptedDice([5, 1, 1, 1]))
    for _ in range(4):
        roll(m)
    assert m.phase == "move" and m.move_options() == [(0, 5, -1)]
    assert m.moves()[0].captures is None and m.occupant(5) is None


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


def test_a_refusal_names_the_seat_or_figure_it_was_about():
    m = Match.arranged({0: [T(0), B, B, B]}, dice=ScriptedDice([5]))
    with pytest.raises(IllegalAction) as err:
        m.apply(2, ROLL)
    assert err.value.params == {"seat": 2}
    roll(m)
    for figure in (4, 1):
        with pytest.raises(IllegalAction) as err:
            move(m, figure)
        assert err.value.params == {"figure": figure}


# Each refusal for a colour other than the first: (house rules, board, colour to throw, throw,
# figure tried, reason key). Colour c's A is circle 10c; T(10c + 39 mod 40) its last circle.
OTHER_COLOUR_REFUSALS = [
    ("needs_six", {}, {1: [T(12), B, B, B]}, 1, 3, 1),
    ("needs_six", {}, {3: [T(0), B, B, B]}, 3, 5, 2),
    ("too_far", {}, {2: [T(19), T(25), B, B]}, 2, 5, 0),
    ("too_far", {}, {3: [H(2), T(29), B, B]}, 3, 2, 0),
    ("home_taken", {}, {3: [T(28), H(2), T(35), B]}, 3, 4, 0),
    ("home_taken", {}, {1: [T(9), H(1), T(15), B]}, 1, 2, 0),
    ("finished_figure", {}, {2: [H(3), T(25), B, B]}, 2, 2, 0),
    ("finished_figure", {}, {1: [H(2), H(3), T(15), B]}, 1, 1, 0),
    ("own_figure", {"protect_own": True}, {1: [T(12), T(15), B, B]}, 1, 3, 0),
    ("own_figure", {"protect_own": True}, {3: [T(35), T(39), B, B]}, 3, 4, 0),
    ("own_figure", {"protect_own": True}, {2: [T(22), T(24), T(30), T(31)]}, 2, 2, 0),
    ("must_enter", {}, {3: [T(35), B, B, B]}, 3, 6, 0),
    ("must_enter", {}, {2: [T(25), B, B, B], 1: [T(20), B, B, B]}, 2, 6, 0),
    ("must_clear_start", {}, {1: [T(10), T(20), B, B]}, 1, 6, 1),
    ("must_clear_start", {}, {1: [T(10), T(20), B, B]}, 1, 6, 2),
    ("start_blocked", {"protect_own": True}, {2: [T(20), T(26), T(30), B]}, 2, 6, 3),
    ("must_leave_start", {"clear_start": True}, {3: [T(30), T(35), B, B]}, 3, 2, 1),
    ("must_capture", {"must_capture": True}, {1: [T(12), T(15), B, B], 0: [T(17), B, B, B]},
     1, 2, 0),
    ("must_capture", {"must_capture": True}, {1: [T(10), T(15), B, B], 0: [T(17), B, B, B]},
     1, 2, 0),                                   # own figure on A, but clear_start is off
    ("must_capture", {"must_capture": True}, {2: [T(21), T(25), T(30), T(33)], 1: [T(31), B, B, B]},
     2, 6, 0),                                   # a 6 with nobody of colour 2 left on B
    ("no_jump_home", {"no_jump_home": True}, {2: [H(1), T(19), T(25), B]}, 2, 3, 1),
]


@pytest.mark.parametrize("reason, rules, board, colour, throw, figure", OTHER_COLOUR_REFUSALS,
                         ids=[f"{r[0]}-colour{r[3]}-figure{r[5]}" for r in OTHER_COLOUR_REFUSALS])
def test_a_refused_move_of_another_colour_gives_that_colours_reason(
        reason, rules, board, colour, throw, figure):
    m = Match.arranged(board, colour=colour, rules=Rules(**rules), dice=ScriptedDice([throw]))
    roll(m)
    assert m.phase == "move" and m.current_colour == colour and m.current_seat == colour
    assert figure not in [a.figure for a in m.legal_actions(colour)]
    assert refuse(m, colour, Move(figure)) == reason


def test_turn_refusals_name_the_same_reasons_for_every_seat():
    for colour in (1, 2, 3):
        m = Match.arranged({colour: [T(10 * colour + 2), B, B, B]}, colour=colour,
                           dice=ScriptedDice([4]))
        other = (colour + 1) % 4
        assert refuse(m, other, ROLL) == "not_your_turn"
        assert refuse(m, colour, Move(0)) == "must_roll"
        roll(m)
        assert refuse(m, colour, ROLL) == "must_move"
        assert refuse(m, other, Move(0)) == "not_your_turn"
        assert refuse(m, colour, Move(7)) == "no_such_figure"
    # a person with two colours (seat 1: colours 1 and 3) may not play the other colour's turn
    m = Match.arranged({1: [T(12), B, B, B]}, colour=2, seats=2, dice=ScriptedDice([4]))
    assert m.current_seat == 0 and refuse(m, 1, ROLL) == "not_your_turn"


def test_a_finished_game_refuses_everything():
    m = Match.arranged({0: [H(0), H(1), H(2), T(39)], 2: [H(0), H(1), H(2), H(3)]}, seats=2,
                       dice=ScriptedDice([4]))
    roll(m)
    move(m, 3)
    assert m.is_over
    assert refuse(m, 0, ROLL) == "game_over"


def test_after_the_game_is_over_no_seat_may_roll_and_nothing_is_offered():
    # Colours 0 and 1 are home; colour 2 brings its last figure home with a 6: the game ends
    # (colour 3 takes the last place) and that 6 earns no further throw.
    home = [H(0), H(1), H(2), H(3)]
    m = Match.arranged({0: home, 1: home, 2: [H(0), H(1), H(2), T(17)], 3: [T(35), B, B, B]},
                       colour=2, dice=ScriptedDice([6, 6, 6]))
    roll(m)
    events = move(m, 3)
    assert events[-1] == GameOver(((0,), (1,), (2,), (3,)))
    assert not any(isinstance(e, ExtraRoll) for e in events)
    for game in (m, Match.from_dict(m.to_dict(), dice=ScriptedDice([6, 6]))):
        assert game.is_over and game.phase == "over"
        assert game.current_seat is None and game.current_colour is None and game.die is None
        assert game.moves() == [] and game.move_options() == []
        assert all(game.plan(f) is None for f in range(4))
        for seat in range(4):
            assert game.legal_actions(seat) == [], f"seat {seat} is offered an action"
            assert refuse(game, seat, ROLL) == "game_over"
            for f in range(4):
                assert refuse(game, seat, Move(f)) == "game_over"
        assert game.ranking() == [[0], [1], [2], [3]]


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


def test_a_save_after_the_opening_may_leave_the_opening_table_empty():
    m = Match.arranged({0: [T(3), B, B, B]}, colour=2, dice=SeededDice(4))
    data = m.to_dict()
    data["opening"] = {}
    assert Match.from_dict(data).to_dict() == m.to_dict()


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
    (saved(places=[4]), "places"),
    (saved(sixes_in_turn=1001), "sixes_in_turn"),
    (saved(opening={"contenders": [4], "throws": []}), "opening contenders"),
    (saved(opening={"contenders": [0, 1, 2, 3], "throws": [7]}), "opening throws"),
    (saved(figures=figures_with(c0f1=["home", 4])), "no home circle"),
    (saved(figures=figures_with()[:-1] + [{"colour": True, "figure": 3, "at": ["B", 3]}]),
     "unknown colour"),
    (saved(figures=figures_with()[:-1] + [{"colour": "3", "figure": 3, "at": ["B", 3]}]),
     "unknown colour"),
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


def test_check_invariants_catches_a_move_due_without_a_legal_move():
    m = Match.arranged({0: [T(3), B, B, B]}, dice=ScriptedDice([4]))
    roll(m)
    m.check_invariants()
    m._moves = []
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_a_save_names_its_game_and_the_format_version_it_was_written_in():
    data = Match(4, Rules(), SeededDice(1)).to_dict()
    assert data["game"] == "mensch" and data["version"] == 1


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


def test_the_board_looks_the_same_from_every_side():
    """A quarter turn of the board carries every colour's circles onto the next colour's."""
    def turn(xy):
        return (10 - xy[1], xy[0])
    spots = {(c.x, c.y) for c in board_circles()}
    assert {turn(s) for s in spots} == spots
    for c in range(4):
        assert [turn(xy) for xy in HOME_XY[c]] == list(HOME_XY[(c + 1) % 4])
        assert [turn(xy) for xy in B_XY[c]] == list(B_XY[(c + 1) % 4])
    assert all(turn(TRACK_XY[i]) == TRACK_XY[(i + 10) % 40] for i in range(40))


def test_home_circles_are_numbered_a_to_d_for_every_colour():
    for c in range(4):
        homes = [circle for circle in board_circles() if circle.kind == "home" and circle.colour == c]
        assert [(h.index, (h.x, h.y)) for h in homes] == list(enumerate(HOME_XY[c]))


def test_progress_and_the_move_plan_follow_the_figure_of_the_colour_on_turn():
    m = Match.arranged({0: [B, B, B, B], 1: [B, T(13), B, B]}, colour=1, dice=ScriptedDice([3]))
    assert m.progress(1, 1) == 3 and m.progress(1, 2) == -1 and m.progress(0, 1) == -1
    roll(m)
    plan = m.plan(1)
    assert (plan.start, plan.end) == (T(13), T(16))
    assert plan.path == (T(14), T(15), T(16)) and not plan.enters
    move(m, 1)
    assert m.progress(1, 1) == 6


def test_a_save_of_another_game_is_refused_by_mensch():
    data = Match(4, dice=SeededDice(1)).to_dict()
    data["game"] = "durchmarsch"
    with pytest.raises(ValueError):
        Match.from_dict(data)


def test_check_invariants_catches_a_seat_placed_before_its_colours_are_home():
    """While the game goes on, every placed seat has all its colours home."""
    m = Match.arranged({0: [T(3), B, B, B], 1: [T(15), B, B, B]}, seats=4, dice=ScriptedDice([4]))
    m.check_invariants()
    m._places = [1]
    with pytest.raises(AssertionError, match="placed before"):
        m.check_invariants()


def test_the_board_names_the_colour_and_figure_on_each_circle():
    m = Match.arranged({1: [T(5), B, B, B], 2: [B, T(12), B, B]}, dice=ScriptedDice([]))
    standing = {m.occupant(circle) for circle in range(40)} - {None}
    assert standing == {(1, 0), (2, 1)}


@pytest.mark.parametrize("counter", ["_captures", "_captured", "_sixes"])
def test_the_engines_own_check_refuses_counters_of_the_wrong_length_or_below_zero(counter):
    m = Match.arranged({}, dice=ScriptedDice([]))
    m.check_invariants()
    setattr(m, counter, [0, 0, 0])
    with pytest.raises(AssertionError):
        m.check_invariants()
    setattr(m, counter, [0, -1, 0, 0])
    with pytest.raises(AssertionError):
        m.check_invariants()


def test_a_figure_may_land_on_the_last_circle_before_home():
    m = Match.arranged({0: [T(35), B, B, B]}, dice=ScriptedDice([4]))
    roll(m)
    move(m, 0)
    assert m.occupant(39) == (0, 0)


@pytest.mark.parametrize("seats", [1, 5])
def test_a_save_with_more_or_fewer_seats_than_mensch_has_is_refused(seats):
    data = json.loads(json.dumps(Match.arranged({}, dice=ScriptedDice([])).to_dict()))
    data["seats"] = seats
    with pytest.raises(ValueError):
        Match.from_dict(data)
