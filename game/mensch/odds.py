"""Exact odds for Mensch ärgere Dich nicht: can a figure `d` circles behind hit a circle?

A turn is a chain of throws: every 6 gives another throw. One figure of the player hits the
circle `d` circles ahead when the throws it takes add up to exactly `d`. How the sixes may be
used decides the odds, so there are three cases (`how`):

  "free"    the player may spend any 6 on this figure or on another one and throw again
            (another figure is in play or waits on B): d = 6m + s (s = 1..5) is hit when at
            least m sixes come before the final throw s; d = 6m when at least m sixes come.
  "forced"  every 6 must go to another figure (figures wait on B and the 6 must bring them
            in): only the final throw counts, so only d = 1..5 can be hit.
  "alone"   every throw moves this figure (nothing else can move): the first m throws must be
            sixes and the next one exactly s.

`max_sixes` is the number of sixes a turn may play (2 under the house rule "three 6s in a
row end the turn", else unlimited). Results are exact fractions; `HIT_FREE` etc. are float
tables for bots, indexed by distance 0..40.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

SIXTH = Fraction(1, 6)
HOWS = ("free", "forced", "alone")


def hit_chance(d: int, how: str = "free", max_sixes: int | None = None) -> Fraction:
    """Probability that a figure `d` circles behind a circle lands on it this turn."""
    if how not in HOWS:
        raise ValueError(f"how must be one of {HOWS}, not {how!r}")
    if d <= 0:
        return Fraction(0)
    m, s = divmod(d, 6)
    if s == 0:
        # Reached by the m-th six itself (the final throw is never a 6).
        if how == "forced" or (max_sixes is not None and m > max_sixes):
            return Fraction(0)
        return SIXTH ** m
    if how == "forced" and m > 0:
        return Fraction(0)      # every 6 goes elsewhere: only the final throw counts
    if max_sixes is not None and m > max_sixes:
        return Fraction(0)
    if how == "alone":
        return SIXTH ** (m + 1)
    # At least m sixes (for "forced" m is 0; the others are spent elsewhere), then exactly s.
    if max_sixes is None:
        # sum_{k >= m} (1/6)^(k+1) = (1/6)^(m+1) * 6/5
        return SIXTH ** (m + 1) * Fraction(6, 5)
    return sum(SIXTH ** (k + 1) for k in range(m, max_sixes + 1))

# Cached by wrapping rather than decorating: mutation testing (README) skips decorated
# functions, and these hold the rules.
hit_chance = cache(hit_chance)


def table(how: str, max_sixes: int | None = None, size: int = 41) -> tuple[float, ...]:
    return tuple(float(hit_chance(d, how, max_sixes)) for d in range(size))


HIT_FREE = table("free")
HIT_FORCED = table("forced")
HIT_ALONE = table("alone")
HIT_FREE_CAPPED = table("free", 2)
HIT_FORCED_CAPPED = table("forced", 2)
HIT_ALONE_CAPPED = table("alone", 2)
