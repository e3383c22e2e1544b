"""Exact odds that the next throw scores nothing, checked against counting every ordering."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from zehntausend_kit import act, make

from game.dice import ScriptedDice
from game.zehntausend.match import Match, Rules, Select, Throw
from game.zehntausend.odds import next_throw_fraction, no_score_fraction, outcomes
from game.zehntausend.scoring import counts_of, options_for


def brute(k: int, rules: Rules, table=()) -> Fraction:
    key = rules.scoring_key()
    table = tuple((f, 100) for f, _ in table)
    bad = sum(1 for faces in product(range(1, 7), repeat=k)
              if not options_for(counts_of(faces), key, table))
    return Fraction(bad, 6 ** k)


def test_the_simple_rules_known_numbers():
    # with only 1s, 5s and Pasches: (4/6)^1, (4/6)^2, ...
    assert no_score_fraction(1) == Fraction(2, 3)
    assert no_score_fraction(2) == Fraction(4, 9)
    assert no_score_fraction(3) == Fraction(5, 18)
    assert no_score_fraction(5) == Fraction(25, 324)
    assert float(no_score_fraction(5)) == pytest.approx(0.0772, abs=1e-4)


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


def test_a_throw_has_one_to_six_dice():
    for k in (0, 7):
        with pytest.raises(ValueError):
            no_score_fraction(k)


def test_the_odds_may_be_asked_with_the_scoring_key_of_the_rules():
    """The story's expected figures pass the rules' scoring key instead of the rules."""
    rules = Rules(dice=6, three_pairs=True)
    assert no_score_fraction(6, rules.scoring_key()) == no_score_fraction(6, rules) \
        < no_score_fraction(6)


def test_the_odds_of_the_next_throw_follow_the_house_rules():
    """With 3x2 on, six dice scoring nothing is rarer: the shown risk says so."""
    rules = Rules(dice=6, three_pairs=True)
    m = Match(2, rules, ScriptedDice([]))
    assert next_throw_fraction(m) == brute(6, rules) < brute(6, Rules(dice=6))


def test_ergaenzen_a_pasch_aside_makes_the_next_throw_less_likely_to_score_nothing():
    """4-4-4 aside under Ergänzen: a 4 in the next two dice scores too, so only 2, 3 and 6
    on both dice (9 of 36) lose the turn, not 16 of 36."""
    m = make((4, 4, 4, 2, 3), (4, 6), extend=True)
    act(m, Throw(), Select((0, 1, 2)))
    assert m.table_paschs == ((4, 400),)
    assert next_throw_fraction(m) == Fraction(9, 36) == brute(2, m.rules, m.table_paschs)
    assert no_score_fraction(2, m.rules) == Fraction(16, 36)
    # only the faces of the Pasches aside matter, not their worth
    assert no_score_fraction(2, m.rules, ((4, 800),)) == Fraction(9, 36)
