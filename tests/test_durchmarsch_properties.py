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


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 60), st.sampled_from([
    "seats", "rules", "dice", "first_seat", "crosses", "misthrows", "rows", "turns", "eliminated",
    "current", "phase", "dice_in_hand", "hits", "faces", "winner", "missed", "version", "game",
]), json_values)
def test_a_damaged_save_is_refused_or_still_a_possible_state(seed, cut, key, value):
    m = Match(3, Rules(), SeededDice(seed))
    rng = random.Random(seed)
    for _ in range(cut):
        if m.is_over:
            break
        m.apply(*pick(m, rng, 0.6))
    data = m.to_dict()
    data[key] = value
    try:
        loaded = Match.from_dict(data)
    except ValueError:
        return
    loaded.check_invariants()
    json.dumps(loaded.to_dict())
