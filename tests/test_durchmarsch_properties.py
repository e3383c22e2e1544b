"""Durchmarsch property tests: random legal play from random seeds always ends, and after
every action the state is possible, crosses go left to right without gaps, no throw has
fewer than 5 dice, struck rows never change again, and a save resumes identically."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.dice import SeededDice
from game.durchmarsch.match import (
    DiceRolled,
    DieSetAside,
    GameOver,
    Match,
    Misthrow,
    NumberCrossed,
    Roll,
    Rules,
    Stop,
    TurnPassed,
)

MAX_ACTIONS = 3000   # a game has at most 4 seats x 44 turns x 11 actions; far below this

games = st.tuples(st.integers(2, 4), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1),
                  st.floats(0.0, 1.0))


def pick(m: Match, rng: random.Random, go_on: float):
    seat = m.current_seat
    actions = m.legal_actions(seat)
    if len(actions) == 1:
        return seat, actions[0]
    return seat, actions[1] if rng.random() < go_on else actions[0]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_legal_play_always_ends_and_keeps_every_rule(game):
    seats, seed, choice_seed, go_on = game
    m = Match(seats, Rules(), SeededDice(seed))
    rng = random.Random(choice_seed)
    m.check_invariants()
    struck: dict[tuple[int, int], tuple[int, int]] = {}
    turn_start = True
    for _ in range(MAX_ACTIONS):
        if m.is_over:
            break
        seat, action = pick(m, rng, go_on)
        before = [m.sheet(s) for s in range(seats)]
        events = m.apply(seat, action)
        m.check_invariants()
        after = [m.sheet(s) for s in range(seats)]
        for e in events:
            if isinstance(e, DiceRolled):
                assert 5 <= len(e.faces) <= 8, "never fewer than 5 dice"
                if turn_start:
                    assert len(e.faces) == 8, "a turn starts with all 8 dice"
                turn_start = False
            elif isinstance(e, TurnPassed):
                turn_start = True
            elif isinstance(e, DieSetAside):
                assert e.dice_left >= 5
            elif isinstance(e, NumberCrossed):
                # left to right, no gaps: the number crossed is the first open one
                assert e.number == 10 - before[e.seat].crosses[e.row]
                assert len(e.dice) == (2 if e.number >= 7 else 1)
        for s in range(seats):
            for r in range(4):
                delta = after[s].crosses[r] - before[s].crosses[r]
                assert 0 <= delta <= 1, "crosses grow one number at a time"
                assert after[s].misthrows[r] >= before[s].misthrows[r]
                if before[s].struck(r):
                    assert struck[s, r] == (after[s].crosses[r], after[s].misthrows[r]), \
                        "a struck row never changes again"
                elif after[s].struck(r):
                    struck[s, r] = (after[s].crosses[r], after[s].misthrows[r])
        if isinstance(action, Roll):
            assert any(isinstance(e, DiceRolled) for e in events)
        if isinstance(action, Stop):
            assert not any(isinstance(e, (DiceRolled, Misthrow)) for e in events)
    assert m.is_over, "the game did not end"
    assert isinstance(events[-1], GameOver)
    ranking = m.ranking()
    assert ranking[0] == [m.winner]
    assert sorted(s for place in ranking for s in place) == list(range(seats))


@settings(max_examples=60, deadline=None)
@given(games, st.integers(0, 200))
def test_a_save_at_any_point_resumes_identically(game, cut):
    seats, seed, choice_seed, go_on = game
    m = Match(seats, Rules(), SeededDice(seed))
    rng = random.Random(choice_seed)
    steps = 0
    while not m.is_over and steps < cut:
        m.apply(*pick(m, rng, go_on))
        steps += 1
    copy = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert copy.to_dict() == m.to_dict()
    rng_a, rng_b = random.Random(choice_seed + 1), random.Random(choice_seed + 1)
    while not m.is_over:
        seat, action = pick(m, rng_a, go_on)
        seat_b, action_b = pick(copy, rng_b, go_on)
        assert (seat, action) == (seat_b, action_b)
        assert m.apply(seat, action) == copy.apply(seat_b, action_b)
    assert copy.is_over and copy.to_dict() == m.to_dict()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_from_dict_refuses_garbage_with_value_error(garbage):
    try:
        Match.from_dict(garbage)
    except ValueError:
        return
    raise AssertionError(f"accepted {garbage!r}")


def judged_possible(m: Match) -> None:
    """Judge from the outside (public API only, not the engine's own check_invariants) that
    `m` is a state a game of Durchmarsch can be in."""
    from game.durchmarsch.match import GoOn, made_by

    seats = range(m.seats)
    sheets = [m.sheet(s) for s in seats]
    for sheet in sheets:
        assert all(0 <= c <= 10 for c in sheet.crosses) and all(0 <= x <= 2 for x in sheet.misthrows)
        assert sheet.out == (sheet.struck_rows == 4)
        assert sheet.out or not sheet.struck(sheet.row), "a seat still in plays a struck row"
    out = [s for s in seats if sheets[s].out]
    live = [s for s in seats if not sheets[s].out]
    assert sorted(m.eliminated) == out and len(set(m.eliminated)) == len(out)
    full = [(s, r) for s in seats for r in range(4) if sheets[s].crosses[r] == 10]
    if m.is_over:
        assert m.current_seat is None and m.winner in live
        assert full == [(m.winner, sheets[m.winner].row)] or (not full and live == [m.winner])
        assert all(m.legal_actions(s) == [] for s in seats)
        return
    assert m.winner is None and not full and len(live) >= 2
    seat = m.current_seat
    assert seat in live and all(m.legal_actions(s) == [] for s in seats if s != seat)
    if m.phase == "roll":
        assert m.dice_in_hand == 8 and m.hits_this_turn == 0 and m.last_faces == ()
        assert m.legal_actions(seat) == [Roll()]
    else:
        hits = m.hits_this_turn
        assert m.phase == "decide" and hits >= 1
        assert m.dice_in_hand == max(5, 9 - hits) == len(m.last_faces)
        crossed = sheets[seat].crosses[m.current_row]
        assert crossed >= hits and made_by(m.last_faces, 11 - crossed), "no hit to decide on"
        assert m.legal_actions(seat) == [Stop(), GoOn()]


def played(seats: int, seed: int, cut: int) -> Match:
    m = Match(seats, Rules(), SeededDice(seed))
    rng = random.Random(seed)
    for _ in range(cut):
        if m.is_over:
            break
        m.apply(*pick(m, rng, 0.6))
    return m


def nudged(value, where: int, delta: int):
    """`value` with one whole number in it moved by `delta` (the `where`-th one, cyclically)."""
    spots = []

    def collect(v, path):
        if isinstance(v, bool):
            return
        if isinstance(v, int):
            spots.append(path)
        elif isinstance(v, list):
            for i, x in enumerate(v):
                collect(x, path + (i,))

    collect(value, ())
    if not spots:
        return value
    path = spots[where % len(spots)]
    if not path:
        return value + delta
    value = json.loads(json.dumps(value))
    box = value
    for i in path[:-1]:
        box = box[i]
    box[path[-1]] += delta
    return value


SAVE_KEYS = ("seats", "rules", "dice", "first_seat", "crosses", "misthrows", "rows", "turns",
             "eliminated", "current", "phase", "dice_in_hand", "hits", "faces", "winner", "missed",
             "version", "game")


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 60),
       st.sampled_from(["nudged", "from_another_save", "garbage"]), json_values,
       st.integers(0, 2**32 - 1), st.integers(0, 60), st.integers(0, 11), st.sampled_from([-1, 1]))
def test_a_damaged_save_is_refused_or_still_a_possible_state(seed, cut, damage, garbage,
                                                             other_seed, other_cut, where, delta):
    """Each entry of a save in turn damaged (replaced by garbage, by the same entry of another
    game's save, or with one number in it off by one): the save either raises ValueError or
    loads exactly as written into a state that an outside judge (`judged_possible`, not the
    loader's own invariant check) finds possible, and that plays on by the rules to the end."""
    good = played(3, seed, cut).to_dict()
    other = played(3, other_seed, other_cut).to_dict()
    for key in SAVE_KEYS:
        data = json.loads(json.dumps(good))
        if damage == "garbage":
            data[key] = garbage
        elif damage == "from_another_save":
            data[key] = other[key]
        else:
            data[key] = nudged(data[key], where, delta)
        try:
            loaded = Match.from_dict(data)
        except ValueError:
            continue
        saved = loaded.to_dict()
        assert {k: v for k, v in saved.items() if k != "dice"} == \
            {k: v for k, v in data.items() if k != "dice"}, f"a save with {key} damaged did not load as written"
        json.dumps(saved)
        judged_possible(loaded)
        loaded.dice = SeededDice(seed)      # a damaged but accepted dice script may run dry
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if loaded.is_over:
                break
            loaded.apply(*pick(loaded, rng, 0.6))
            judged_possible(loaded)
        assert loaded.is_over, f"a save with {key} damaged does not play on to the end"
