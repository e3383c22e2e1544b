"""Durchmarsch bots: legal, pure, each level behaves as described, hard's chances are the race
against the seats really at the table, and in headless games on the same dice (pairs of
games with the seats swapped) hard beats normal, normal beats easy, and hard beats the
former hard that valued its sheet against a flat deadline."""

from __future__ import annotations

import json
import math
import random

import pytest
from durchmarsch_flat_deadline_bot import choose_flat_deadline
from durchmarsch_flat_deadline_bot import hard_values as flat_deadline_values
from durchmarsch_kit import deciding, position

from game.dice import SeededDice
from game.durchmarsch.bots import LEVELS, MAX_TURNS, choose, hard_values, race_table, sheet_key
from game.durchmarsch.match import GoOn, Match, Roll, Rules, Stop
from game.durchmarsch.odds import dm_hit_chance

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
    with pytest.raises(ValueError):
        hard_values(m, 0)              # a throw to make, nothing to weigh


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


# -- hard: the race -------------------------------------------------------------------------

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


def test_hard_banks_a_lone_10_in_a_row_with_a_misthrow_where_the_flat_deadline_went_on():
    clean = deciding(my_hits=1, rival_hits=2)                       # 9 next with 7 dice
    assert choose(clean, 0, "hard", random.Random(0)) == GoOn()
    risky = deciding(my_hits=1, rival_hits=2, rounds_of_misses=4)   # a miss strikes the row
    assert risky.sheet(0).misthrows[risky.current_row] == 1
    assert choose(risky, 0, "hard", random.Random(0)) == Stop()
    stop, go = flat_deadline_values(risky, 0)
    assert go > stop                                                # the former hard went on


def test_with_a_misthrow_in_the_row_hard_goes_on_only_when_the_rival_is_one_turn_from_finishing():
    far = deciding(my_hits=5, rival_hits=2, rounds_of_misses=4)     # rival needs 8 more numbers
    near = deciding(my_hits=5, rival_hits=9, rounds_of_misses=4)    # rival needs only the 1
    for m in (far, near):
        assert m.sheet(0).misthrows[m.current_row] == 1
    assert choose(far, 0, "hard", random.Random(0)) == Stop()
    assert choose(near, 0, "hard", random.Random(0)) == GoOn()


def _last_throw_decides() -> Match:
    """Seat 1 plays its last row (the others struck, one misthrow there) and needs only the 1;
    seat 0 has just made its 2 and needs only the 1 too, with 5 dice."""
    return position(2, [dict(crosses=(9, 0, 0, 0)),
                        dict(crosses=(0, 0, 9, 0), misthrows=(2, 2, 1, 2), row=2)], hits=5)


def test_when_the_rivals_next_throw_decides_the_game_hards_chances_are_exact():
    m = _last_throw_decides()
    rival_misses = 1 - dm_hit_chance(8, 1)          # no 1 among 8 dice: the rival is out
    mine = dm_hit_chance(5, 1)
    stop, go = hard_values(m, 0)
    assert stop == pytest.approx(rival_misses, abs=1e-12)
    assert go == pytest.approx(mine + (1 - mine) * rival_misses, abs=1e-12)
    assert choose(m, 0, "hard", random.Random(0)) == GoOn()


def test_with_three_seats_stopping_before_two_deciding_throws_is_worth_both_missing():
    last_row = dict(crosses=(0, 0, 9, 0), misthrows=(2, 2, 1, 2), row=2)   # both need the 1
    m = position(3, [dict(crosses=(9, 0, 0, 0)), last_row, last_row], hits=5)
    both_out = (1 - dm_hit_chance(8, 1)) ** 2      # then I am the last one left
    mine = dm_hit_chance(5, 1)
    stop, go = hard_values(m, 0)
    assert stop == pytest.approx(both_out, abs=1e-12)
    assert go == pytest.approx(mine + (1 - mine) * both_out, abs=1e-12)


def test_hard_watches_every_rival_not_only_the_next_one():
    def me_with(nxt: int, third: int) -> Match:
        return position(3, [dict(crosses=(4, 0, 0, 0)), dict(crosses=(nxt, 0, 0, 0)),
                            dict(crosses=(third, 0, 0, 0))], hits=4)
    assert choose(me_with(2, 0), 0, "hard", random.Random(0)) == Stop()
    assert choose(me_with(2, 9), 0, "hard", random.Random(0)) == GoOn()   # the third needs the 1
    assert choose(me_with(9, 2), 0, "hard", random.Random(0)) == GoOn()   # the next needs the 1


def test_hard_values_are_chances():
    for m in (deciding(my_hits=4), deciding(my_hits=2, rival_hits=6, rounds_of_misses=3)):
        stop, go = hard_values(m, 0)
        assert 0 < stop < 1 and 0 < go < 1


def test_every_sheets_future_ends_in_a_completed_row_or_out_within_44_turns():
    table = race_table()
    m = Match(2, Rules(), SeededDice(3))
    assert len(table.distribution(sheet_key(m.sheet(0))).done) == MAX_TURNS + 1 == 45
    sheets = set()
    rng = random.Random(3)
    while not m.is_over:
        sheets |= {sheet_key(m.sheet(s)) for s in m.live_seats()}
        m.apply(m.current_seat, choose(m, m.current_seat, "hard", rng))
    assert len(sheets) > 10
    for key in sheets:
        d = table.distribution(key)
        assert len(d.done) <= MAX_TURNS + 1
        assert d.done[-1] + d.out[-1] == pytest.approx(1.0, abs=1e-12)
        assert all(b >= a - 1e-15 for a, b in zip(d.done, d.done[1:], strict=False))
    assert len(table) < 25_000                     # every sheet a game can reach: a small table


# -- tournaments ----------------------------------------------------------------------------

def level(name: str):
    rng = random.Random(name)
    return lambda m, seat: choose(m, seat, name, rng)


def flat_deadline(m: Match, seat: int):
    return choose_flat_deadline(m, seat)


def duel(a, b, pairs: int, seed: int = 2024) -> tuple[float, float, float]:
    """`a` against `b` (each `(match, seat) -> action`) in pairs of 2-seat games on the same
    dice, the seats swapped in the second game, the first seat alternating between pairs.
    Returns a's share of the wins with its 95 % interval."""
    wins = 0
    for k in range(pairs):
        for players in ((a, b), (b, a)):
            m = Match(2, Rules(), SeededDice(seed * 100_000 + k), first_seat=k % 2)
            while not m.is_over:
                seat = m.current_seat
                m.apply(seat, players[seat](m, seat))
            wins += players[m.winner] is a
    games = 2 * pairs
    share = wins / games
    half = 1.96 * math.sqrt(share * (1 - share) / games)
    return share, share - half, share + half


def test_hard_beats_normal_over_1000_games():
    share, low, high = duel(level("hard"), level("normal"), pairs=500)
    print(f"hard vs normal: {share:.3f} [{low:.3f}, {high:.3f}] over 1000 games")
    assert share > 0.53                            # measured 0.568 (see seeds/durchmarsch.md)


def test_normal_beats_easy_over_2000_games():
    share, low, high = duel(level("normal"), level("easy"), pairs=1000)
    print(f"normal vs easy: {share:.3f} [{low:.3f}, {high:.3f}] over 2000 games")
    assert share > 0.53                            # measured 0.556


@pytest.mark.slow
def test_hard_beats_the_flat_deadline_hard_over_4000_games():
    share, low, high = duel(level("hard"), flat_deadline, pairs=2000)
    print(f"hard vs flat-deadline hard: {share:.3f} [{low:.3f}, {high:.3f}] over 4000 games")
    assert low > 0.5                               # measured 0.533 [0.518, 0.549]
