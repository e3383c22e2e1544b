"""Zehntausend odds: the exact chance that the next throw scores nothing. No simulation.

Every way k dice can fall (6**k orderings, at most 46,656 for six dice) is counted once per
rule set and k, grouped as multisets of faces weighted by how many orderings show them (462
multisets for six dice); a multiset scores nothing when `zehntausend_scoring.options_for`
finds no legal choice in it. The result is an exact `Fraction`, cached.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import factorial

from game.zehntausend.scoring import ScoringKey, options_for


def outcomes(k: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way k dice fall, as (counts per face, number of orderings); orderings sum to 6**k."""
    out = []

    def rec(face: int, left: int, acc: list[int]) -> None:
        if face == 6:
            counts = (*acc, left)
            ways = factorial(k)
            for c in counts:
                ways //= factorial(c)
            out.append((counts, ways))
            return
        for c in range(left + 1):
            rec(face + 1, left - c, acc + [c])

    rec(1, k, [])
    return tuple(out)

# Cached by wrapping rather than decorating: mutation testing (README) skips decorated
# functions, and these hold the rules.
outcomes = cache(outcomes)


def _no_score(k: int, key: ScoringKey, table: tuple[tuple[int, int], ...]) -> Fraction:
    if not 1 <= k <= 6:
        raise ValueError(f"a Zehntausend throw has 1 to 6 dice, not {k}")
    bad = sum(ways for counts, ways in outcomes(k) if not options_for(counts, key, table))
    return Fraction(bad, 6 ** k)

_no_score = cache(_no_score)


def _key(rules) -> ScoringKey:
    return rules if isinstance(rules, ScoringKey) else rules.scoring_key()


def no_score_fraction(k: int, rules=None, table: tuple[tuple[int, int], ...] = ()) -> Fraction:
    """Exact chance that k dice score nothing under `rules` (a `Rules` or a `ScoringKey`).

    `table` (Ergänzen) lists (face, value) of Pasches set aside that a matching die extends;
    only the faces matter for whether a throw scores.
    """
    key = ScoringKey() if rules is None else _key(rules)
    table = tuple((f, 1) for f, _ in sorted(table))
    return _no_score(k, key, table)


def next_throw_fraction(match) -> Fraction:
    """The exact chance that `match`'s next throw (the dice in the cup) scores nothing."""
    return no_score_fraction(match.dice_to_throw, match.rules, match.table_paschs)
