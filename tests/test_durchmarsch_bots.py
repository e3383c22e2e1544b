"""Durchmarsch bots: legal, pure, each level behaves as described, and over 2,000 headless
games (fixed seed, alternating first seat) hard beats normal and normal beats easy."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.dice import ScriptedDice, SeededDice
from game.durchmarsch.bots import LEVELS, choose, hard_values, solo_values
from game.durchmarsch.match import GoOn, Match, Roll, Rules, Stop

TOURNAMENT_GAMES = 2000


def hit(target: int, n: int) -> list[int]:
    if target >= 7:
        return [6, target - 6] + [1] * (n - 2)
    return [target] + [2 if target == 1 else 1] * (n - 1)


def miss(target: int, n: int) -> list[int]:
    return [2] * n if target == 1 else [1] * n


def march(start: int, hits: int, n: int = 8) -> list[list[int]]:
    out = []
    for number in range(start, start - hits, -1):
        out.append(hit(number, n))
        n = max(5, n - 1)
    return out


def deciding(my_hits: int, rival_hits: int = 0, rounds_of_misses: int = 0) -> Match:
    """Two seats, seat 1 first. Both first miss `rounds_of_misses` times each (one misthrow
    per row); then seat 1 crosses `rival_hits` numbers and stops (misses its throw if 0), and
    seat 0 has just made `my_hits` numbers in a row and must decide."""
    throws = []
    for _ in range(rounds_of_misses):
        throws += [miss(10, 8), miss(10, 8)]
    throws += march(10, rival_hits) if rival_hits else [miss(10, 8)]
    throws += march(10, my_hits)
    m = Match(2, Rules(), ScriptedDice(throws), first_seat=1)
    for _ in range(rounds_of_misses):
        m.apply(1, Roll())
        m.apply(0, Roll())
    m.apply(1, Roll())
    for _ in range(rival_hits - 1):
        m.apply(1, GoOn())
    if rival_hits:
        m.apply(1, Stop())
    m.apply(0, Roll())
    for _ in range(my_hits - 1):
        m.apply(0, GoOn())
    assert m.current_seat == 0 and m.phase == "decide"
    return m


def tournament(level_a: str, level_b: str, games: int = TOURNAMENT_GAMES, seed: int = 2024):
    """Seat 0 plays `level_a`, seat 1 `level_b`; the first seat alternates. Returns
    (win rate of level_a, games per second)."""
    rng = random.Random(seed)
    wins = 0
    start = time.perf_counter()
    for game in range(games):
        m = Match(2, Rules(), SeededDice(seed * 100_000 + game), first_seat=game % 2)
        levels = (level_a, level_b)
        while not m.is_over:
            seat = m.current_seat
            m.apply(seat, choose(m, seat, levels[seat], rng))
        wins += m.winner == 0
    return wins / games, games / (time.perf_counter() - start)


# -- every level ----------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4])
def test_bots_play_whole_games_with_legal_actions_and_never_change_the_match(seats):
    rng = random.Random(seats)
    for game in range(30):
        m = Match(seats, Rules(), SeededDice(game))
        levels = [LEVELS[(game + s) % 3] for s in range(seats)]
        while not m.is_over:
            seat = m.current_seat
            before = json.dumps(m.to_dict(), sort_keys=True)
            action = choose(m, seat, levels[seat], rng)
            assert json.dumps(m.to_dict(), sort_keys=True) == before
            assert action in m.legal_actions(seat)
            m.apply(seat, action)
        assert m.winner is not None


def test_a_turn_always_starts_with_a_roll():
    m = Match(3, Rules(), SeededDice(1), first_seat=2)
    for level in LEVELS:
        assert choose(m, 2, level, random.Random(0)) == Roll()


def test_unknown_levels_and_seats_with_nothing_to_do_are_refused():
    m = Match(2, Rules(), SeededDice(1), first_seat=0)
    with pytest.raises(ValueError):
        choose(m, 0, "grandmaster", random.Random(0))
    with pytest.raises(ValueError):
        choose(m, 1, "normal", random.Random(0))


def test_easy_stops_at_random():
    m = deciding(my_hits=1)
    rng = random.Random(5)
    picks = [choose(m, 0, "easy", rng) for _ in range(400)]
    share = picks.count(GoOn()) / len(picks)
    assert 0.4 < share < 0.6
    m = deciding(my_hits=9)           # even at the last number it may stop
    picks = {choose(m, 0, "easy", rng) for _ in range(50)}
    assert picks == {Stop(), GoOn()}


def test_normal_goes_on_when_the_next_number_is_at_least_70_percent_likely():
    m = deciding(my_hits=4)           # 6 with 5 dice: 60 %
    assert m.chances()[0] < 0.7 and choose(m, 0, "normal", random.Random(0)) == Stop()
    m = deciding(my_hits=3)           # 7 with 5 dice: 80 %
    assert m.chances()[0] >= 0.7 and choose(m, 0, "normal", random.Random(0)) == GoOn()


def test_hard_goes_all_in_when_a_rival_is_about_to_complete_a_row():
    calm = deciding(my_hits=5, rival_hits=0)         # rival missed its first throw
    assert choose(calm, 0, "hard", random.Random(0)) == Stop()
    pressed = deciding(my_hits=5, rival_hits=9)      # rival needs only the 1
    assert choose(pressed, 0, "hard", random.Random(0)) == GoOn()
    assert choose(pressed, 0, "normal", random.Random(0)) == Stop()


def test_hard_takes_a_safe_stop_that_normal_would_risk():
    m = deciding(my_hits=3)           # 10, 9, 8 made; 7 with 5 dice is 80 %, nobody threatens
    assert choose(m, 0, "normal", random.Random(0)) == GoOn()
    assert choose(m, 0, "hard", random.Random(0)) == Stop()


def test_hard_is_more_careful_in_a_row_that_already_has_a_misthrow():
    clean = deciding(my_hits=2)                        # 8 with 6 dice, first misthrow at stake
    assert choose(clean, 0, "hard", random.Random(0)) == GoOn()
    risky = deciding(my_hits=2, rounds_of_misses=4)    # the same, but a miss strikes the row
    assert risky.sheet(0).misthrows[risky.current_row] == 1
    assert choose(risky, 0, "hard", random.Random(0)) == Stop()


def test_hard_values_are_chances():
    m = deciding(my_hits=4)
    stop, go = hard_values(m, 0)
    assert 0 < stop < 1 and 0 < go < 1


def test_hards_table_of_sheet_values_is_quick_to_build():
    start = time.perf_counter()
    table = solo_values(0.9)
    table.value((0, 0, 0, 0), (0, 0, 0, 0), 0)
    assert time.perf_counter() - start < 3.0


# -- tournaments ----------------------------------------------------------------------------

def test_hard_beats_normal_over_2000_games():
    rate, speed = tournament("hard", "normal")
    print(f"hard vs normal: {rate:.3f} over {TOURNAMENT_GAMES} games, {speed:.0f} games/s")
    assert rate > 0.52


def test_normal_beats_easy_over_2000_games():
    rate, speed = tournament("normal", "easy")
    print(f"normal vs easy: {rate:.3f} over {TOURNAMENT_GAMES} games, {speed:.0f} games/s")
    assert rate > 0.52
