"""Zehntausend scoring: what dice set aside from one throw are worth, or why they are not.

Pure functions of face counts, cached. `counts` is always a 6-tuple, `counts[f - 1]` being
how many of the dice show face f. A choice of dice is worth something only when *every*
chosen die belongs to a scoring combination; of all ways to split the dice into
combinations the one worth most counts (ties: the one with fewer Pasches to prove).

Combinations (which are on depends on the `ScoringKey` made from the house rules):
- single 1 = 100, single 5 = 50
- Pasch (three or four of a kind; with the Verdoppel-Regel any number): see `pasch_value`.
  The count column knows no five or six of a kind: beyond four, each further equal die
  counts on its own (five 1s = four 1s + a single 1; a fifth 2 scores nothing, so five 2s
  cannot be chosen together)
- extension (Ergänzen): a die matching a Pasch already set aside doubles that Pasch
- Straße 1-2-3-4-5-6 (six dice, one throw), small/large straight 1-5 / 2-6, three pairs,
  Pyramide (1 + 2 + 3 equal dice)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from game.zehntausend.rules import ScoringKey

SINGLE_VALUE = {1: 100, 5: 50}
REASON = "zehntausend.illegal."


DEFAULT_KEY = ScoringKey()


@dataclass(frozen=True)
class Combo:
    """One scoring combination in a choice: kind, face (0 where none), dice used, points."""

    kind: str      # single | pasch | extend | straight | small_straight | three_pairs | pyramid
    face: int
    count: int
    points: int


@dataclass(frozen=True)
class Score:
    """What a valid choice is worth and what it does to the turn."""

    points: int
    dice: int
    combos: tuple[Combo, ...]

    @property
    def paschs(self) -> tuple[int, ...]:
        """Faces of the new Pasches in this choice (they must be proven)."""
        return tuple(c.face for c in self.combos if c.kind == "pasch")

    @property
    def proves(self) -> bool:
        """True if a 1 or 5 outside a new Pasch is set aside (proves earlier Pasches)."""
        return any(c.kind in ("single", "extend") and c.face in (1, 5) for c in self.combos)

    @property
    def single_fives(self) -> int:
        return sum(c.count for c in self.combos if c.kind == "single" and c.face == 5)

    @property
    def names(self) -> tuple[str, ...]:
        """Short names for the scene, e.g. ("pasch_5x3", "single_1x1", "straight")."""
        return tuple(f"{c.kind}_{c.face}x{c.count}" if c.face else c.kind for c in self.combos)


@dataclass(frozen=True)
class Refusal:
    """Why a choice is not allowed: a language-table key and its parameters."""

    reason: str
    params: tuple[tuple[str, int], ...] = ()

    @property
    def params_dict(self) -> dict[str, int]:
        return dict(self.params)


PASCH_MAX = 4    # the count column's biggest Pasch ("Dreierpasche und Viererpasche")


def pasch_value(face: int, count: int, doubling: bool = False) -> int:
    """Three or more of a kind.

    Three: face x 100, three 1s = 1000. Count column (default): four = ten times three
    (2,2,2,2 = 2000 ... 1,1,1,1 = 10000), as the page's table says; it has no five or six of
    a kind ("-"), so `count` may only be 3 or 4 there (ValueError otherwise; the dice beyond
    four count on their own, see `score_counts`). Verdoppel-Regel: every die beyond three
    doubles (2,2,2,2 = 400, 6,6,6,6,6 = 2400, 1,1,1,1,1 = 4000).
    """
    if count < 3:
        raise ValueError("a Pasch needs at least three dice")
    base = 1000 if face == 1 else face * 100
    if count == 3:
        return base
    if doubling:
        return base * 2 ** (count - 3)
    if count > PASCH_MAX:
        raise ValueError("the count column has no Pasch of more than four dice")
    return base * 10


def counts_of(faces: Sequence[int]) -> tuple[int, ...]:
    c = [0, 0, 0, 0, 0, 0]
    for f in faces:
        c[f - 1] += 1
    return tuple(c)


def _specials(counts: tuple[int, ...], key: ScoringKey) -> list[tuple[tuple[int, ...], Combo]]:
    """Combinations that use several different faces at once: (dice used, combo)."""
    n = sum(counts)
    out: list[tuple[tuple[int, ...], Combo]] = []
    if n == 6 and all(c == 1 for c in counts):
        out.append(((1, 1, 1, 1, 1, 1), Combo("straight", 0, 6, key.straight_value)))
    if key.small_straights and n >= 5:
        for lo in (1, 2):
            if all(counts[f - 1] >= 1 for f in range(lo, lo + 5)):
                used = tuple(1 if lo <= f < lo + 5 else 0 for f in range(1, 7))
                out.append((used, Combo("small_straight", lo, 5, key.small_straight_value)))
    if n == 6:
        shape = sorted(c for c in counts if c)
        if key.three_pairs and shape == [2, 2, 2]:
            out.append((counts, Combo("three_pairs", 0, 6, key.three_pairs_value)))
        if key.pyramid and shape == [1, 2, 3]:
            out.append((counts, Combo("pyramid", 0, 6, key.pyramid_value)))
    return out


def score_counts(counts: tuple[int, ...], key: ScoringKey = DEFAULT_KEY,
                 table: tuple[tuple[int, int], ...] = ()) -> Score | Refusal:
    """What setting aside dice with these face counts is worth, or why it is not allowed.

    `table` lists (face, value) of Pasches already set aside that matching dice may extend
    (Ergänzen); it is empty unless that house rule is on.
    """
    n = sum(counts)
    if n == 0:
        return Refusal(REASON + "empty_selection")
    extendable = dict(table)
    best: Score | None = None
    best_rank: tuple[int, int] | None = None
    refusals: list[Refusal] = []
    options: list[tuple[tuple[int, ...], Combo | None]] = [((0, 0, 0, 0, 0, 0), None)]
    options += _specials(counts, key)
    for used, special in options:
        combos: list[Combo] = [special] if special else []
        refusal = None
        for face in range(1, 7):
            k = counts[face - 1] - used[face - 1]
            if k == 0:
                continue
            if face in extendable:
                value = extendable[face]
                combos.append(Combo("extend", face, k, value * (2 ** k - 1)))
            elif k > PASCH_MAX and not key.doubling:
                # count column: four of a kind, and each further die on its own
                extra = k - PASCH_MAX
                if face not in SINGLE_VALUE:
                    refusal = Refusal(REASON + "beyond_four", (("face", face), ("count", extra)))
                    break
                combos.append(Combo("pasch", face, PASCH_MAX, pasch_value(face, PASCH_MAX)))
                combos.append(Combo("single", face, extra, SINGLE_VALUE[face] * extra))
            elif k >= 3:
                combos.append(Combo("pasch", face, k, pasch_value(face, k, key.doubling)))
            elif face in SINGLE_VALUE:
                combos.append(Combo("single", face, k, SINGLE_VALUE[face] * k))
            else:
                refusal = Refusal(REASON + "lone_face", (("face", face), ("count", k)))
                break
        if refusal is not None:
            refusals.append(refusal)
            continue
        points = sum(c.points for c in combos)
        rank = (points, -sum(1 for c in combos if c.kind == "pasch"))
        if best_rank is None or rank > best_rank:
            best = Score(points, n, tuple(combos))
            best_rank = rank
    return best if best is not None else refusals[0]

# Cached by wrapping rather than decorating: mutation testing (README) skips decorated
# functions, and these hold the rules.
score_counts = lru_cache(maxsize=200_000)(score_counts)


def options_for(counts: tuple[int, ...], key: ScoringKey = DEFAULT_KEY,
                table: tuple[tuple[int, int], ...] = ()) -> tuple[tuple[tuple[int, ...], Score], ...]:
    """Every valid choice from a throw with these counts, as (counts chosen, Score).

    Empty when the throw scores nothing (the turn is lost).
    """
    out = []
    for sub in product(*(range(c + 1) for c in counts)):
        if not any(sub):
            continue
        s = score_counts(sub, key, table)
        if isinstance(s, Score):
            out.append((sub, s))
    return tuple(out)

options_for = lru_cache(maxsize=50_000)(options_for)


def legal_choices(faces: Sequence[int], key: ScoringKey = DEFAULT_KEY,
                  table: tuple[tuple[int, int], ...] = ()) -> list[tuple[tuple[int, ...], Score]]:
    """Every legal choice from a throw, as (positions chosen, Score); each subset once."""
    valid = dict(options_for(counts_of(faces), key, table))
    m = len(faces)
    out = []
    for mask in range(1 << m):          # mask 0, choosing nothing, is never valid
        c = [0, 0, 0, 0, 0, 0]
        chosen = []
        for i in range(m):
            if mask >> i & 1:
                c[faces[i] - 1] += 1
                chosen.append(i)
        s = valid.get(tuple(c))
        if s is not None:
            out.append((tuple(chosen), s))
    return out
