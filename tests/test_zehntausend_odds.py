"""Exact odds that the next throw scores nothing, checked against counting every ordering."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from game.dice import ScriptedDice
from game.zehntausend.match import Match, Rules, Select, Throw
from game.zehntausend.odds import (
    next_throw_chance,
    next_throw_fraction,
    no_score_chance,
    no_score_fraction,
    outcomes,
)
from game.zehntausend.scoring import counts_of, scores_anything


def brute(k: int, rules: Rules, table=()) -> Fraction:
    key = rules.scoring_key()
    table = tuple((f, 100) for f, _ in table)
    bad = sum(1 for faces in product(range(1, 7), repeat=k)
              if not scores_anything(counts_of(faces), key, table))
    return Fraction(bad, 6 ** k)


def test_the_simple_rules_known_numbers():
    # with only 1s, 5s and Pasches: (4/6)^1, (4/6)^2, ...
    assert no_score_fraction(1) == Fraction(2, 3)
    assert no_score_fraction(2) == Fraction(4, 9)
    assert no_score_fraction(3) == Fraction(5, 18)
    assert no_score_fraction(5) == Fraction(25, 324)
    assert no_score_chance(5) == pytest.approx(0.0772, abs=1e-4)


@pytest.mark.parametrize("rules", [
    Rules(), Rules(dice=6), Rules(dice=6, three_pairs=True, pyramid=True),
    Rules(small_straights=True), Rules(dice=6, small_straights=True, three_pairs=True),
    Rules(reverse=True, dice=6),
])
def test_multisets_agree_with_every_ordering(rules):
    for k in range(1, rules.dice + 1):
        assert no_score_fraction(k, rules) == brute(k, rules)


def test_orderings_add_up():
    for k in range(1, 7):
        assert sum(w for _, w in outcomes(k)) == 6 ** k


def test_house_rules_change_the_odds():
    assert no_score_fraction(6, Rules(dice=6, three_pairs=True)) < no_score_fraction(6, Rules(dice=6))
    # every straight holds a 1 or a 5, every pyramid a Pasch: they change values, not odds
    assert no_score_fraction(5, Rules(small_straights=True)) == no_score_fraction(5, Rules())
    assert no_score_fraction(6, Rules(dice=6, pyramid=True)) == no_score_fraction(6, Rules(dice=6))
    # a Pasch on the table under Ergänzen makes its face score as well
    assert no_score_fraction(2, Rules(extend=True), ((3, 300),)) == Fraction(9, 36) == \
        brute(2, Rules(extend=True), ((3, 300),))


def test_odds_for_the_next_throw_of_a_match():
    m = Match(2, Rules(), ScriptedDice([(1, 2, 3, 4, 6)]))
    assert next_throw_fraction(m) == no_score_fraction(5)
    m.apply(0, Throw())
    m.apply(0, Select((0,)))
    assert next_throw_fraction(m) == Fraction(17, 108)
    assert next_throw_chance(m) == pytest.approx(17 / 108)
