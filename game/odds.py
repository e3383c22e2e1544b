"""Exact counting of dice throws, shared by every game's odds. No simulation anywhere.

Every number here is computed by enumerating what the dice can show, as multisets of face
counts weighted by their multinomial coefficients (a throw of 8 dice has 6**8 = 1,679,616
orderings but only 1,287 multisets). Results are exact `Fraction`s; the `*_chance`
functions give the same number as a float for drawing and for bots. Everything is cached,
so asking again is a dictionary look-up.

Each game's own odds live in its package (`game/<game>/odds.py`) and count with these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import cache
from math import factorial

# =============================================================================================
# Shared: multisets of faces
# =============================================================================================

FACES = 6


def face_counts(dice: int, sides: int = FACES) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way `dice` dice can fall, as (counts per face, number of orderings).

    `counts[f - 1]` is how many dice show face f. The orderings add up to `sides ** dice`.
    """
    if dice < 0 or sides < 1:
        raise ValueError(f"cannot throw {dice} dice with {sides} sides")
    out: list[tuple[tuple[int, ...], int]] = []
    total = factorial(dice)

    def spread(left: int, face: int, counts: list[int]) -> Iterator[tuple[int, ...]]:
        if face == sides - 1:
            yield (*counts, left)
            return
        for c in range(left, -1, -1):
            yield from spread(left - c, face + 1, [*counts, c])

    for counts in spread(dice, 0, []):
        weight = total
        for c in counts:
            weight //= factorial(c)
        out.append((counts, weight))
    return tuple(out)

# Cached by wrapping rather than decorating: mutation testing (README) skips decorated
# functions, and these hold the rules.
face_counts = cache(face_counts)


def probability_of(dice: int, success: Callable[[tuple[int, ...]], bool], sides: int = FACES) -> Fraction:
    """Exact chance that a throw of `dice` dice satisfies `success(counts)`."""
    hits = sum(weight for counts, weight in face_counts(dice, sides) if success(counts))
    return Fraction(hits, sides**dice)
