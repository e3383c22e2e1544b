"""Exact odds: checked against a count of every ordering of the dice (small throws) and
against an independent die-by-die calculation (all throws), never against a simulation."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from game.durchmarsch.match import made_by
from game.durchmarsch.odds import (
    dm_dice_after_going_on,
    dm_hit_chance,
    dm_hit_fraction,
    dm_makes,
    dm_march_chance,
    dm_march_fraction,
    dm_reach_fraction,
)
from game.mensch.odds import (
    HIT_ALONE,
    HIT_ALONE_CAPPED,
    HIT_FORCED,
    HIT_FORCED_CAPPED,
    HIT_FREE,
    HIT_FREE_CAPPED,
    hit_chance,
    table,
)
from game.odds import face_counts, probability_of

NUMBERS = range(1, 11)


def brute_force(dice: int, target: int) -> Fraction:
    """Count every ordering of the faces (6**dice of them)."""
    hits = 0
    for faces in itertools.product(range(1, 7), repeat=dice):
        if target >= 7:
            ok = any(faces[i] + faces[j] == target for i in range(dice) for j in range(i + 1, dice))
        else:
            ok = target in faces
        hits += ok
    return Fraction(hits, 6**dice)


def die_by_die(dice: int, target: int) -> Fraction:
    """An independent exact method: add one die at a time, tracking the faces seen (capped at 2)."""
    states: dict[tuple[int, ...], Fraction] = {(0,) * 6: Fraction(1)}
    for _ in range(dice):
        nxt: dict[tuple[int, ...], Fraction] = {}
        for seen, p in states.items():
            for face in range(6):
                s = list(seen)
                s[face] = min(2, s[face] + 1)
                key = tuple(s)
                nxt[key] = nxt.get(key, Fraction(0)) + p / 6
        states = nxt
    total = Fraction(0)
    for seen, p in states.items():
        if target >= 7:
            ok = any((a != b and seen[a - 1] and seen[b - 1]) or (a == b and seen[a - 1] >= 2)
                     for a in range(1, 7) for b in range(1, 7) if a + b == target)
        else:
            ok = seen[target - 1] > 0
        total += p if ok else 0
    return total


def test_a_throw_makes_a_number_for_the_odds_exactly_when_it_does_at_the_table():
    """`dm_makes` (what the odds count) judges every throw of 1 to 5 dice, for every number,
    as the engine's `made_by` does: the sum of two dice for 10-7, one die for 6-1."""
    for dice in range(1, 6):
        for counts, _ in face_counts(dice):
            faces = [f for f in range(1, 7) for _ in range(counts[f - 1])]
            for target in NUMBERS:
                assert dm_makes(counts, target) == bool(made_by(faces, target)), (faces, target)
    for target in (0, 11, -1):
        with pytest.raises(ValueError):
            dm_makes((1, 1, 1, 1, 1, 1), target)


def test_face_counts_cover_every_ordering():
    for dice in range(0, 9):
        assert sum(w for _, w in face_counts(dice)) == 6**dice
    assert len(face_counts(8)) == 1287


@pytest.mark.parametrize("dice", [5, 6])
def test_hit_chances_match_a_count_of_every_ordering(dice):
    for target in NUMBERS:
        assert dm_hit_fraction(dice, target) == brute_force(dice, target)


@pytest.mark.parametrize("dice", [5, 6, 7, 8])
def test_hit_chances_match_a_die_by_die_calculation(dice):
    for target in NUMBERS:
        assert dm_hit_fraction(dice, target) == die_by_die(dice, target)


def test_single_numbers_have_the_closed_form():
    for dice in range(5, 9):
        for target in range(1, 7):
            assert dm_hit_fraction(dice, target) == 1 - Fraction(5, 6) ** dice


def test_known_values():
    assert dm_hit_chance(8, 10) == pytest.approx(0.78021, abs=1e-5)
    assert dm_hit_chance(8, 7) == pytest.approx(0.97058, abs=1e-5)
    assert dm_hit_chance(5, 4) == pytest.approx(0.59812, abs=1e-5)
    # 7 is the easiest pair, 10 the hardest; more dice always help
    for dice in range(5, 9):
        assert dm_hit_chance(dice, 7) > dm_hit_chance(dice, 8) > dm_hit_chance(dice, 9) > dm_hit_chance(dice, 10)
    for target in NUMBERS:
        assert [dm_hit_chance(d, target) for d in range(5, 9)] == sorted(dm_hit_chance(d, target) for d in range(5, 9))


def test_going_on_never_leaves_fewer_than_5_dice():
    assert [dm_dice_after_going_on(d) for d in (8, 7, 6, 5)] == [7, 6, 5, 5]


def test_march_is_the_product_over_the_rest_of_the_row_with_dice_dropping_to_5():
    expected = Fraction(1)
    dice = 8
    for number in range(10, 0, -1):
        expected *= dm_hit_fraction(dice, number)
        dice = max(5, dice - 1)
    assert dm_march_fraction(10, 8) == expected
    assert dm_march_fraction(3, 6) == dm_hit_fraction(6, 3) * dm_hit_fraction(5, 2) * dm_hit_fraction(5, 1)
    assert dm_march_fraction(0, 5) == 1
    assert dm_march_chance(10, 8) == pytest.approx(0.01896, abs=1e-5)
    assert dm_reach_fraction(10, 8, 9) == dm_hit_fraction(8, 10) * dm_hit_fraction(7, 9)
    assert dm_reach_fraction(10, 8, 1) == dm_march_fraction(10, 8)


def test_out_of_range_questions_are_refused():
    for dice, target in ((4, 5), (9, 5), (8, 0), (8, 11)):
        with pytest.raises(ValueError):
            dm_hit_fraction(dice, target)
    with pytest.raises(ValueError):
        dm_march_fraction(11, 8)


def test_probability_of_is_general_enough_for_other_games():
    # a Zehntausend-style question: at least one 1 or 5 among 6 dice
    p = probability_of(6, lambda c: c[0] > 0 or c[4] > 0)
    assert p == 1 - Fraction(4, 6) ** 6


def test_odds_are_cached_so_the_panel_never_counts_twice():
    """The odds panel asks for the same chances every frame: each is counted once, then looked
    up (speed itself is measured by `--bench`, not timed here)."""
    for dice in range(5, 9):
        for number in NUMBERS:
            dm_hit_chance(dice, number)
            dm_march_chance(number, dice)
    before = dm_march_chance.cache_info()
    for _ in range(10000):
        dm_march_chance(7, 8)
    after = dm_march_chance.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + 10000


# ---------------------------------------------------------------- Mensch ärgere Dich nicht

MENSCH_HOWS = ("free", "forced", "alone")
SIXTH = Fraction(1, 6)


def mensch_turns(cap: int | None, longest: int = 20):
    """Every way a Mensch turn can go: (sixes played, last throw, probability). The last throw
    is None when a 6 beyond `cap` ended the turn unplayed; without a cap, chains longer than
    `longest` sixes are left out (they weigh less than (1/6)**(longest + 1) together)."""
    for sixes in range(longest + 1 if cap is None else cap + 1):
        for last in range(1, 6):
            yield sixes, last, SIXTH ** (sixes + 1)
    if cap is not None:
        yield cap, None, SIXTH ** (cap + 1)


def mensch_hits(d: int, how: str, sixes: int, last: int | None) -> bool:
    """Does a figure d circles behind land on the circle in a turn of `sixes` sixes, then `last`?"""
    if how == "forced":          # every 6 goes to another figure; only the last throw is ours
        return last == d
    if any(6 * j == d for j in range(1, sixes + 1)):    # landing on it with a six, mid-chain
        return True
    if last is None:
        return False
    if how == "alone":           # every throw moves this figure
        return 6 * sixes + last == d
    return any(6 * j + last == d for j in range(sixes + 1))     # any j of the sixes are ours


def mensch_chance(d: int, how: str, cap: int | None) -> Fraction:
    return sum((p for sixes, last, p in mensch_turns(cap) if mensch_hits(d, how, sixes, last)),
               Fraction(0))


@pytest.mark.parametrize("how", MENSCH_HOWS)
def test_mensch_hit_chances_match_every_way_a_turn_can_go(how):
    for d in range(-1, 41):
        for cap in (0, 1, 2, 3):
            assert hit_chance(d, how, cap) == mensch_chance(d, how, cap), (d, how, cap)
        left_out = hit_chance(d, how) - mensch_chance(d, how, None)
        assert 0 <= left_out <= SIXTH ** 21, (d, how)


def test_mensch_hit_chances_worked_values():
    assert hit_chance(5) == Fraction(1, 5)                  # a 5, after any number of sixes
    assert hit_chance(11, "free") == Fraction(1, 30)
    assert hit_chance(11, "alone") == Fraction(1, 36)
    assert hit_chance(11, "forced") == 0 and hit_chance(12, "forced") == 0
    assert hit_chance(5, "forced", 2) == SIXTH + SIXTH**2 + SIXTH**3
    assert hit_chance(13, "free", 2) == SIXTH**3 == hit_chance(13, "alone", 2)    # a third 6 voids
    assert hit_chance(7, "free", 2) == SIXTH**2 + SIXTH**3 and hit_chance(7, "alone", 2) == SIXTH**2
    assert hit_chance(18, "alone") == SIXTH**3 and hit_chance(18, "alone", 2) == 0
    assert hit_chance(0, "alone") == 0 and hit_chance(-3, "forced") == 0


def test_mensch_unknown_kinds_of_threat_are_refused():
    for how in ("sometimes", "", None):
        with pytest.raises(ValueError):
            hit_chance(3, how)


def test_mensch_tables_for_the_bots_list_every_distance_round_the_board():
    tables = {("free", None): HIT_FREE, ("forced", None): HIT_FORCED, ("alone", None): HIT_ALONE,
              ("free", 2): HIT_FREE_CAPPED, ("forced", 2): HIT_FORCED_CAPPED,
              ("alone", 2): HIT_ALONE_CAPPED}
    for (how, cap), values in tables.items():
        assert values == tuple(float(hit_chance(d, how, cap)) for d in range(41)), (how, cap)
        assert all(isinstance(v, float) for v in values)
        assert table(how, cap) == values and table(how, cap, 7) == values[:7]
    assert table("alone") == HIT_ALONE


def test_mensch_odds_are_cached_so_the_bots_never_count_twice():
    hit_chance(17, "free", 2)
    before = hit_chance.cache_info()
    for _ in range(1000):
        hit_chance(17, "free", 2)
    after = hit_chance.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + 1000
