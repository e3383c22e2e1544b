"""Wurf & Weg property tests: random presses (legal, wrong and refused ones) at random times
never lose or create a die or a coaster, coasters are only won as the events say, and every
game ends."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.dice import SeededDice
from game.engine import GameOver, IllegalAction
from game.wurf_und_weg.bots import Bot, play
from game.wurf_und_weg.match import CoasterWon, Match, Roll, Rules, ToLeft, ToRight, ToTray

PRESSES = (Roll, ToTray, ToLeft, ToRight)
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Watcher:
    """Checks the invariants and that won coasters only change through CoasterWon events."""

    def __init__(self, m: Match):
        self.m = m
        self.won = [len(w) for w in m.won]
        self.game_overs = 0
        m.check_invariants()

    def see(self, events) -> None:
        m = self.m
        m.check_invariants()
        got = Counter(e.seat for e in events if isinstance(e, CoasterWon))
        now = [len(w) for w in m.won]
        for s in range(m.seats):
            assert now[s] - self.won[s] == got[s], f"seat {s} coasters changed without CoasterWon"
        self.won = now
        self.game_overs += sum(isinstance(e, GameOver) for e in events)
        assert self.game_overs == (1 if m.is_over else 0), "GameOver exactly once, at the end"
        if m.is_over:
            best = max(now)
            assert sorted(m.ranking()[0]) == [s for s in range(m.seats) if now[s] == best]


def finish_with_bots(m: Match, watch: Watcher, seed: int, max_presses: int = 20_000) -> None:
    """Bots take over every seat; the game must end (play() raises if it does not)."""
    rng = random.Random(seed)
    bots = [Bot(s, rng.choice(["easy", "normal", "hard"]), rng) for s in range(m.seats)]
    play(m, bots, max_presses=max_presses, watch=watch.see)
    assert m.is_over, "the game does not end"


@SETTINGS
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    presses=st.lists(
        st.tuples(st.integers(0, 5), st.integers(0, 4), st.sampled_from([0.0, 0.05, 0.2, 0.6, 1.5, 4.0])),
        max_size=150,
    ),
    all_at_once=st.booleans(),
    until_empty=st.booleans(),
)
def test_random_presses_never_lose_or_create_dice_or_coasters(seed, seats, presses, all_at_once, until_empty):
    m = Match(seats, Rules(move_all_matching=all_at_once, play_until_pile_empty=until_empty), SeededDice(seed))
    watch = Watcher(m)
    t = 0.0
    watch.see(m.tick(t))
    for seat, kind, dt in presses:
        t += dt
        if kind == 4:
            events = m.tick(t)
        else:
            try:
                events = m.apply(seat % seats, PRESSES[kind](t))
            except IllegalAction:
                events = m.tick(t)        # what the clock did before the refusal
        watch.see(events)
        if m.is_over:
            return
    finish_with_bots(m, watch, seed)
    assert m.is_over


@SETTINGS
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    all_at_once=st.booleans(),
    until_empty=st.booleans(),
    countdown=st.sampled_from([0.0, 3.0]),
    pause=st.sampled_from([0.0, 3.0]),
    last_rolls_time=st.sampled_from([0.0, 0.0, 8.0]),
)
def test_random_legal_play_always_ends(seed, seats, all_at_once, until_empty, countdown, pause,
                                       last_rolls_time):
    """Every game ends, with the default's last rolls without a time limit too."""
    rules = Rules(move_all_matching=all_at_once, play_until_pile_empty=until_empty,
                  countdown=countdown, round_pause=pause, last_rolls_time=last_rolls_time)
    m = Match(seats, rules, SeededDice(seed))
    rng = random.Random(seed)
    watch = Watcher(m)
    t = 0.0
    steps = 0
    while not m.is_over:
        seat = rng.randrange(seats)
        legal = m.legal_actions(seat, t)
        if legal and rng.random() < 0.8:
            action = rng.choice(legal)
            events = m.apply(seat, action)       # a listed action is never refused
        else:
            t += rng.choice([0.05, 0.3, 1.0])
            events = m.tick(t)
        watch.see(events)
        steps += 1
        assert steps < 20_000, "the game does not end"


@SETTINGS
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    frames=st.lists(
        st.lists(st.tuples(st.integers(0, 5), st.integers(0, 3)), max_size=6),
        max_size=80,
    ),
)
def test_same_frame_presses_keep_everything_accounted_for(seed, seats, frames):
    m = Match(seats, Rules(), SeededDice(seed))
    watch = Watcher(m)
    t = 0.0
    for frame in frames:
        t += 0.25
        watch.see(m.tick(t))
        watch.see(m.apply_batch([(s % seats, PRESSES[k](t)) for s, k in frame]))
        if m.is_over:
            return


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), seats=st.integers(2, 6), cut=st.integers(0, 400))
def test_saving_and_resuming_anywhere_continues_the_same_game(seed, seats, cut):
    def run(stop_at):
        m = Match(seats, Rules(), SeededDice(seed))
        rng = random.Random(seed)
        bots = [Bot(s, "normal", rng) for s in range(seats)]
        log = []
        step = 0
        while not m.is_over and step < 2000:
            if step == stop_at:
                m = Match.from_dict(m.to_dict())
            times = [p[1] for p in (b.next_action(m, m.now) for b in bots) if p is not None]
            if m.next_deadline() is not None:
                times.append(m.next_deadline())
            t = max(m.now, min(times))
            log += m.tick(t)
            log += m.apply_batch([(b.seat, a) for b in bots for a in b.poll(m, t)])
            step += 1
        return log, m.to_dict()

    assert run(cut) == run(-1)
