"""Durchmarsch's exact odds: the chance to make the next number with the dice thrown, and to
march through the rest of a row. Counted with `game.odds`, cached, exact `Fraction`s with
float twins for drawing and for bots.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from game.odds import FACES, probability_of

# The numbers 10 to 7 are made by the sum of exactly two dice, 6 to 1 by one die. A turn
# starts with 8 dice; every time a player goes on, one die is set aside, but never below 5.

DM_START_DICE = 8
DM_MIN_DICE = 5
DM_PAIR_NUMBERS = (10, 9, 8, 7)


def dm_makes(counts: tuple[int, ...], target: int) -> bool:
    """Whether a throw (as face counts) can make `target` under Durchmarsch's rule."""
    if target in DM_PAIR_NUMBERS:
        for a in range(1, FACES + 1):
            b = target - a
            if b < a or b > FACES:
                continue
            if a == b:
                if counts[a - 1] >= 2:
                    return True
            elif counts[a - 1] and counts[b - 1]:
                return True
        return False
    if 1 <= target <= 6:
        return counts[target - 1] > 0
    raise ValueError(f"Durchmarsch has no number {target}")


def _check_dm(dice: int, target: int) -> None:
    if not DM_MIN_DICE <= dice <= DM_START_DICE:
        raise ValueError(f"Durchmarsch rolls 5 to 8 dice, not {dice}")
    if not 1 <= target <= 10:
        raise ValueError(f"Durchmarsch has no number {target}")


def dm_hit_fraction(dice: int, target: int) -> Fraction:
    """Exact chance that `dice` dice (5-8) make the number `target` (10-1)."""
    _check_dm(dice, target)
    return probability_of(dice, lambda counts: dm_makes(counts, target))

# Cached by wrapping rather than decorating: mutation testing (README) skips decorated
# functions, and these hold the rules.
dm_hit_fraction = cache(dm_hit_fraction)


def dm_hit_chance(dice: int, target: int) -> float:
    """`dm_hit_fraction` as a float."""
    return float(dm_hit_fraction(dice, target))

dm_hit_chance = cache(dm_hit_chance)


def dm_dice_after_going_on(dice: int) -> int:
    """Dice in hand after going on: one fewer, but never fewer than 5."""
    return max(DM_MIN_DICE, dice - 1)


def dm_march_fraction(number: int, dice: int) -> Fraction:
    """Exact chance of making `number`, then every number after it down to 1, in one turn.

    The first throw uses `dice` dice; the player always goes on, so every further throw has
    one die fewer, down to 5. `number` 0 means the row is already complete (chance 1).
    """
    if number == 0:
        return Fraction(1)
    _check_dm(dice, number)
    return dm_hit_fraction(dice, number) * dm_march_fraction(number - 1, dm_dice_after_going_on(dice))

dm_march_fraction = cache(dm_march_fraction)


def dm_march_chance(number: int, dice: int) -> float:
    """`dm_march_fraction` as a float."""
    return float(dm_march_fraction(number, dice))

dm_march_chance = cache(dm_march_chance)


def dm_reach_fraction(number: int, dice: int, last: int) -> Fraction:
    """Exact chance of making `number` down to `last` (inclusive) in one turn, always going on."""
    if last > number:
        return Fraction(1)
    _check_dm(dice, number)
    return dm_hit_fraction(dice, number) * dm_reach_fraction(number - 1, dm_dice_after_going_on(dice), last)

dm_reach_fraction = cache(dm_reach_fraction)


# =============================================================================================
# Zehntausend
# =============================================================================================
# (to come: chances of scoring with n dice, of a full clear, of a triple, ...)


# =============================================================================================
# Mensch ärgere Dich nicht
# =============================================================================================
# (to come: chances of reaching a field, of being knocked out within a round, ...)
