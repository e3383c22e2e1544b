"""The scoring function: values of the page's table, refusals with reasons, every legal choice."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement, product

import pytest

from game.zehntausend.match import Rules
from game.zehntausend.scoring import (
    Refusal,
    Score,
    ScoringKey,
    counts_of,
    legal_choices,
    options_for,
    pasch_value,
    score_counts,
)

DEFAULT = Rules().scoring_key()
DOUBLING = Rules(doubling=True).scoring_key()


def points(faces, key=DEFAULT, table=()):
    s = score_counts(counts_of(faces), key, table)
    assert isinstance(s, Score), s
    return s.points


# the page's table: (dice, count column, Verdoppel-Regel column); "-" cells are None
TABLE = [
    ((5,), 50, 50), ((1,), 100, 100),
    ((2, 2, 2), 200, 200), ((3, 3, 3), 300, 300), ((4, 4, 4), 400, 400), ((5, 5, 5), 500, 500),
    ((6, 6, 6), 600, 600), ((1, 1, 1), 1000, 1000),
    ((2, 2, 2, 2), 2000, 400), ((3, 3, 3, 3), 3000, 600), ((4, 4, 4, 4), 4000, 800),
    ((5, 5, 5, 5), 5000, 1000), ((6, 6, 6, 6), 6000, 1200), ((1, 1, 1, 1), 10000, 2000),
    ((1, 1, 1, 1, 1), None, 4000), ((2, 2, 2, 2, 2), None, 800), ((2, 2, 2, 2, 2, 2), None, 1600),
    ((1, 2, 3, 4, 5, 6), 1000, 3000),
]


@pytest.mark.parametrize("faces,count_col,_", TABLE)
def test_the_count_column_of_the_table(faces, count_col, _):
    if count_col is not None:
        assert points(faces) == count_col


@pytest.mark.parametrize("faces,_,doubling_col", TABLE)
def test_the_verdoppel_column_of_the_table(faces, _, doubling_col):
    assert points(faces, DOUBLING) == doubling_col


def test_five_and_six_of_a_kind_in_the_count_column_are_four_of_a_kind_and_singles():
    """The count column has "-" for five and six of a kind: the four is the Pasch, every
    further die counts on its own (only 1s and 5s do)."""
    assert points((1, 1, 1, 1, 1)) == 10000 + 100
    assert points((5, 5, 5, 5, 5)) == 5000 + 50
    assert points((1, 1, 1, 1, 1, 1)) == 10000 + 200
    assert points((5, 5, 5, 5, 5, 5)) == 5000 + 100
    assert points((1, 1, 1, 1, 1, 5)) == 10000 + 100 + 50
    for face in (2, 3, 4, 6):
        for n in (5, 6):
            r = score_counts(counts_of((face,) * n), DEFAULT)
            assert isinstance(r, Refusal) and r.reason == "zehntausend.illegal.beyond_four"
            assert r.params_dict == {"face": face, "count": n - 4}
        best = max(sc.points for _, sc in options_for(counts_of((face,) * 5), DEFAULT))
        assert best == pasch_value(face, 4) == face * 1000
    s = score_counts(counts_of((1, 1, 1, 1, 1)), DEFAULT)
    assert s.paschs == (1,) and s.names == ("pasch_1x4", "single_1x1")
    with pytest.raises(ValueError):
        pasch_value(2, 5)
    assert pasch_value(2, 5, doubling=True) == 800      # the Verdoppel-Regel keeps them


def test_the_straight_value_is_a_house_rule():
    assert points((1, 2, 3, 4, 5, 6), Rules(straight_value=1250).scoring_key()) == 1250


def test_a_choice_with_a_die_that_scores_nothing_is_refused_with_its_face():
    r = score_counts(counts_of((1, 1, 3)), DEFAULT)
    assert isinstance(r, Refusal)
    assert r.reason == "zehntausend.illegal.lone_face" and r.params_dict == {"face": 3, "count": 1}
    r = score_counts(counts_of((4, 4)), DEFAULT)
    assert r.params_dict == {"face": 4, "count": 2}
    assert score_counts((0,) * 6, DEFAULT).reason == "zehntausend.illegal.empty_selection"


def test_the_best_split_counts_and_ties_prefer_fewer_pasches():
    # 1,1,1 as a Pasch (1000) beats three singles (300)
    s = score_counts(counts_of((1, 1, 1)), DEFAULT)
    assert s.points == 1000 and s.paschs == (1,)
    # 1,1,1,5,5 = 1000 + 100; the fives are singles
    s = score_counts(counts_of((1, 1, 1, 5, 5)), DEFAULT)
    assert s.points == 1100 and s.single_fives == 2 and s.paschs == (1,) and s.proves


def test_legal_choices_lists_every_scoring_subset_once():
    faces = (1, 5, 5, 2, 3)
    got = {pos for pos, _ in legal_choices(faces)}
    want = set()
    for k in range(1, 6):
        for pos in combinations(range(5), k):
            if all(faces[i] in (1, 5) for i in pos):
                want.add(pos)
    assert got == want
    assert legal_choices((2, 3, 4, 6, 6)) == []


def test_legal_choices_agree_with_the_scoring_function_for_every_throw_of_four():
    for faces in product(range(1, 7), repeat=4):
        listed = {pos: s.points for pos, s in legal_choices(faces)}
        for k in range(1, 5):
            for pos in combinations(range(4), k):
                r = score_counts(counts_of([faces[i] for i in pos]), DEFAULT)
                if isinstance(r, Score):
                    assert listed[pos] == r.points
                else:
                    assert pos not in listed


def test_small_and_large_straights():
    key = Rules(small_straights=True).scoring_key()
    assert points((1, 2, 3, 4, 5), key) == 1000
    assert points((2, 3, 4, 5, 6), key) == 1000
    assert points((1, 2, 3, 4, 5, 5), key) == 1050
    # 1-6 is split the best way: the large straight 2-6 and a single 1 (1100) beat the
    # Straße at 1000, not at 1250
    assert points((1, 2, 3, 4, 5, 6), key) == 1100
    assert points((1, 2, 3, 4, 5, 6), Rules(small_straights=True, straight_value=1250).scoring_key()) == 1250
    assert isinstance(score_counts(counts_of((2, 3, 4, 5, 6)), DEFAULT), Refusal)
    # five *different* faces in a row: 2-3-4-5-5 and 1-1-2-3-4 are none
    assert score_counts(counts_of((2, 3, 4, 5, 5)), key).params_dict == {"face": 2, "count": 1}
    assert score_counts(counts_of((1, 1, 2, 3, 4)), key).params_dict == {"face": 2, "count": 1}


def test_a_small_or_large_straight_is_named_by_its_lowest_face():
    """The table shows "Kleine/große Straße 1–5" or "2–6": the name carries the lowest face
    and the five dice."""
    key = Rules(small_straights=True).scoring_key()
    assert score_counts(counts_of((1, 2, 3, 4, 5)), key).names == ("small_straight_1x5",)
    assert score_counts(counts_of((2, 3, 4, 5, 6)), key).names == ("small_straight_2x5",)
    assert score_counts(counts_of((1, 2, 3, 4, 5, 6)), key).names == \
        ("small_straight_2x5", "single_1x1")


def test_three_pairs_and_pyramid_need_exactly_their_shape():
    tp = Rules(three_pairs=True, dice=6).scoring_key()
    assert points((2, 2, 4, 4, 6, 6), tp) == 1000
    # our decision: three *different* pairs; four of a kind and a pair are not three pairs
    assert isinstance(score_counts(counts_of((2, 2, 2, 2, 6, 6)), tp), Refusal)
    assert points((1, 1, 1, 1, 5, 5), tp) == 10100
    assert isinstance(score_counts(counts_of((2, 2, 4, 4, 6, 6)), DEFAULT), Refusal)
    py = Rules(pyramid=True, dice=6).scoring_key()
    assert points((1, 2, 2, 3, 3, 3), py) == 1000
    assert points((1, 1, 3, 3, 3, 5), py) == 1000


def test_ties_go_to_the_split_with_fewer_pasches_to_prove():
    """5-5-5-1-1-3 with a Pasch of 3s to extend: 5-5-5 + 1 + 1 + the 3 (1000, the 5s to
    prove) ties with the Pyramide (1000, nothing to prove); the Pyramide counts. (Only the
    scoring function itself meets such a tie: in play no two splits of a throw tie.)"""
    key = Rules(dice=6, pyramid=True, extend=True).scoring_key()
    s = score_counts(counts_of((5, 5, 5, 1, 1, 3)), key, ((3, 300),))
    assert s.points == 1000 and s.names == ("pyramid",) and s.paschs == ()
    without = score_counts(counts_of((5, 5, 5, 1, 1, 3)), DEFAULT, ((3, 300),))
    assert without.points == 1000 and without.paschs == (5,)


@pytest.mark.parametrize("rules", [Rules(dice=6), Rules(dice=6, doubling=True),
                                   Rules(dice=6, small_straights=True, pyramid=True),
                                   Rules(dice=6, reverse=True)])
def test_the_combinations_of_a_choice_hold_every_chosen_die_once(rules):
    """Each combination says its face (0 for those of several faces) and how many dice it
    uses; together they are the dice chosen."""
    key = rules.scoring_key()
    for faces in combinations_with_replacement(range(1, 7), 6):
        for _, s in options_for(counts_of(faces), key):
            assert sum(c.count for c in s.combos) == s.dice
            assert all(c.count >= 1 and c.points > 0 for c in s.combos)
            for c in s.combos:
                assert c.face == 0 if c.kind in ("straight", "three_pairs", "pyramid") \
                    else 1 <= c.face <= 6


def test_scoring_is_cached_so_a_throw_is_scored_once():
    """Every throw of five dice scored twice: the second time is all look-ups (speed itself is
    measured by `--bench`, not timed here)."""
    score_counts.cache_clear()
    options_for.cache_clear()
    for faces in product(range(1, 7), repeat=5):
        options_for(counts_of(faces), DEFAULT)
    first = options_for.cache_info()
    assert first.misses == 252, "one count per distinct throw"
    for faces in product(range(1, 7), repeat=5):
        options_for(counts_of(faces), DEFAULT)
    again = options_for.cache_info()
    assert again.misses == first.misses and again.hits == first.hits + 7776


def test_a_scoring_key_is_made_from_the_rules():
    assert Rules().scoring_key() == ScoringKey()
    key = Rules(reverse=True).scoring_key()
    assert key.small_straights and key.three_pairs and key.three_pairs_value == 1500
    assert Rules(doubling=True).scoring_key().straight_value == 3000
