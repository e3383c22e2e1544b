"""Property tests: random legal play under random house rules keeps the board sound and ends."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.dice import SeededDice
from game.engine import GameOver, IllegalAction
from game.mensch.match import (
    ROLL,
    RULE_NAMES,
    FigureCaptured,
    FigureMoved,
    Match,
    Move,
    Rules,
    board_xy,
)

MAX_ACTIONS = 30_000

rules_st = st.builds(Rules, **{name: st.integers(2, 4) if name == "figures" else st.booleans()
                                for name in RULE_NAMES})
owners_st = st.sampled_from([
    (2, None), (2, (0, 0, 1, 1)), (2, (1, 0, 0, 0)), (3, None), (3, (2, 0, 1, 2)), (4, None),
    (4, (3, 2, 1, 0)),
])


def check_board(m: Match) -> None:
    m.check_invariants()
    places = []
    for c, positions in m.positions().items():
        assert len(positions) == m.figure_count
        for f, pos in enumerate(positions):
            if pos[0] == "track":
                places.append(pos)
            else:
                places.append((pos[0], c, pos[1]))
                if pos[0] == "B":
                    assert pos[1] == f
    assert len(places) == 4 * m.figure_count and len(set(places)) == len(places), "two figures share a circle"


def neighbours(a, b) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def play(m: Match, rng: random.Random, check=check_board) -> list:
    events_all = []
    for _ in range(MAX_ACTIONS):
        if m.is_over:
            return events_all
        seat = m.current_seat
        actions = m.legal_actions(seat)
        assert actions, "the seat to move must have something to do"
        for other in range(m.seats):
            if other != seat:
                assert m.legal_actions(other) == []
        events = m.apply(seat, rng.choice(actions))
        events_all.extend(events)
        check(m)
        for e in events:
            if isinstance(e, FigureMoved):
                hops = [board_xy(e.colour, e.start)] + [board_xy(e.colour, p) for p in e.path]
                assert all(neighbours(a, b) for a, b in zip(hops, hops[1:], strict=False))
                assert e.path[-1] == e.end
            elif isinstance(e, FigureCaptured):
                assert m.position(e.colour, e.figure) == e.to == ("B", e.figure)
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=rules_st, seating=owners_st)
def test_random_games_keep_16_figures_on_distinct_circles_and_always_end(seed, rules, seating):
    seats, owners = seating
    m = Match(seats, rules, SeededDice(seed), owners=owners)
    events = play(m, random.Random(seed))
    assert m.is_over and isinstance(events[-1], GameOver)
    ranking = m.ranking()
    assert sorted(s for place in ranking for s in place) == list(range(seats))
    assert events[-1].ranking == tuple(tuple(p) for p in ranking)
    assert len(m.finished_colours) >= 1
    assert m.current_seat is None and all(m.legal_actions(s) == [] for s in range(seats))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=rules_st, cut=st.integers(0, 600))
def test_saving_at_any_moment_resumes_the_same_game(seed, rules, cut):
    m = Match(4, rules, SeededDice(seed))
    rng = random.Random(seed)
    for _ in range(cut):
        if m.is_over:
            break
        m.apply(m.current_seat, rng.choice(m.legal_actions(m.current_seat)))
    copy = Match.from_dict(m.to_dict())
    assert copy.to_dict() == m.to_dict()
    r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(300):
        if m.is_over:
            break
        a = r1.choice(m.legal_actions(m.current_seat))
        b = r2.choice(copy.legal_actions(copy.current_seat))
        assert m.apply(m.current_seat, a) == copy.apply(copy.current_seat, b)
    assert copy.to_dict() == m.to_dict()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=rules_st)
def test_illegal_actions_are_always_refused_and_change_nothing(seed, rules):
    m = Match(4, rules, SeededDice(seed))
    rng = random.Random(seed)
    candidates = [ROLL] + [Move(f) for f in range(4)]
    steps = 0
    while not m.is_over and steps < 400:
        seat = m.current_seat
        legal = m.legal_actions(seat)
        wrong = [a for a in candidates if a not in legal]
        attempts = [(seat, a) for a in wrong] + [((seat + 1) % m.seats, legal[0])]
        seat_b, action = rng.choice(attempts)
        before = m.to_dict()
        with pytest.raises(IllegalAction) as err:
            m.apply(seat_b, action)
        assert err.value.reason
        assert m.to_dict() == before
        m.apply(seat, rng.choice(legal))
        steps += 1
