"""Property tests: random legal play under random (non-conflicting) house rules.

After every action the invariants hold, totals change only through the events that say so
(by exactly the amount they name), turn points only through dice set aside, and every game
ends.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.dice import SeededDice
from game.engine import GameOver
from game.zehntausend.match import (
    Banked,
    Match,
    MinusPoints,
    NixPoints,
    PileTaken,
    Rules,
    SetAside,
    TakenOver,
    Thrown,
    TurnPassed,
)

BOOL_FIELDS = [f.name for f in dataclasses.fields(Rules) if f.type == "bool"]
MAX_ACTIONS = 20_000


@st.composite
def rule_sets(draw) -> Rules:
    r = Rules(
        dice=draw(st.sampled_from([5, 6])),
        target=draw(st.sampled_from([1000, 1500, 2500])),
        min_bank=draw(st.sampled_from([0, 0, 300])),
        house_chance=draw(st.sampled_from([0.05, 0.3])),
        knock_chance=draw(st.sampled_from([0.2, 0.8])),
    )
    for name in BOOL_FIELDS:
        setattr(r, name, draw(st.booleans()))
    if not r.doubling:
        r.straight_value = draw(st.sampled_from([1000, 1250]))
    for _, second in r.conflicts():                 # as config.py does: the second gives way
        default = next(f.default for f in dataclasses.fields(Rules) if f.name == second)
        setattr(r, second, default)
    assert r.conflicts() == []
    return r


def check_step(m: Match, seat: int, before: dict, events: list) -> None:
    m.check_invariants()
    totals_before = before["totals"]
    scoring = [e for e in events if isinstance(e, (Banked, MinusPoints, NixPoints, PileTaken))]
    assert len(scoring) <= 1, "one turn ends at most once per action"
    moved = {s for s in range(m.seats) if m.totals[s] != totals_before[s]}
    assert moved <= {e.seat for e in scoring}, "totals change only when a turn is scored"
    for e in scoring:
        delta = m.totals[e.seat] - totals_before[e.seat]
        sign = -1 if before["descending"][e.seat] else 1
        if isinstance(e, Banked):
            assert delta == sign * e.points and e.points == before["turn_points"] + sum(
                x.points for x in events if isinstance(x, SetAside))
        elif isinstance(e, MinusPoints):
            assert delta == -sign * e.points == -sign * 1000
        elif isinstance(e, NixPoints):
            assert delta == sign * e.points == sign * 1000
        else:
            assert delta == e.points
        assert m.totals[e.seat] == e.total
    # turn points: only dice set aside add to them
    if not m.is_over and not any(isinstance(e, TurnPassed) for e in events):
        base = before["turn_points"]
        for e in events:
            if isinstance(e, TakenOver):
                base = e.points
        assert m.turn_points == base + sum(e.points for e in events if isinstance(e, SetAside))
    elif not m.is_over and not m.rules.reverse:
        assert m.turn_points == 0
    # dice: a throw uses dice not set aside; only thrown dice are set aside
    thrown: set[int] = set()
    for e in events:
        if isinstance(e, Thrown):
            thrown = set(e.dice)
            assert not thrown & set(before["aside"]) or len(thrown) == m.n
        if isinstance(e, SetAside):
            assert set(e.dice) <= (thrown or set(before["active"]))
    if m.is_over:
        assert isinstance(events[-1], GameOver)
        assert sorted(s for place in events[-1].ranking for s in place) == list(range(m.seats))
    else:
        assert not any(isinstance(e, GameOver) for e in events)


def play_randomly(m: Match, rng: random.Random) -> int:
    steps = 0
    while not m.is_over:
        seat = m.current_seat
        actions = m.legal_actions(seat)
        assert actions, "the seat to move always has a legal action"
        for other in range(m.seats):
            if other != seat:
                assert m.legal_actions(other) == []
        before = {"totals": list(m.totals), "descending": list(m.descending),
                  "turn_points": m.turn_points, "aside": list(m.aside), "active": m.active}
        events = m.apply(seat, rng.choice(actions))
        check_step(m, seat, before, events)
        steps += 1
        assert steps < MAX_ACTIONS, "the game must end"
    return steps


@settings(max_examples=200, deadline=None, derandomize=True)
@given(rules=rule_sets(), seats=st.integers(2, 4), seed=st.integers(0, 2**31))
def test_random_play_keeps_every_invariant_and_every_game_ends(rules, seats, seed):
    m = Match(seats, rules, SeededDice(seed))
    play_randomly(m, random.Random(seed))
    assert m.ranking() and len(m.ranking()[0]) >= 1


@settings(max_examples=40, deadline=None, derandomize=True)
@given(rules=rule_sets(), seed=st.integers(0, 2**31), cut=st.integers(0, 80))
def test_a_game_saved_anywhere_resumes_the_same(rules, seed, cut):
    m = Match(3, rules, SeededDice(seed))
    rng = random.Random(seed)
    for _ in range(cut):
        if m.is_over:
            return
        m.apply(m.current_seat, rng.choice(m.legal_actions(m.current_seat)))
    copy = Match.from_dict(m.to_dict())
    assert copy.to_dict() == m.to_dict()
    state = rng.getstate()
    a = play_randomly(m, rng)
    rng.setstate(state)
    b = play_randomly(copy, rng)
    assert a == b and m.totals == copy.totals and m.ranking() == copy.ranking()
