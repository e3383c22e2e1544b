"""Dice sources: where every random number an engine uses comes from.

An engine never calls `random` itself. It asks its dice source to `roll(count, sides)`.
`SeededDice` is the real thing (reproducible from a seed, resumable from `to_dict`);
`ScriptedDice` lets a test say exactly what falls.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from typing import Protocol


class DiceSource(Protocol):
    def roll(self, count: int, sides: int = 6) -> tuple[int, ...]: ...

    def chance(self, probability: float) -> bool: ...

    def pick(self, count: int) -> int: ...

    def to_dict(self) -> dict: ...


class SeededDice:
    """Fair dice from a private `random.Random`; same seed, same throws."""

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, count: int, sides: int = 6) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, sides) for _ in range(count))

    def chance(self, probability: float) -> bool:
        """True with the given probability (for house rules like Hausbau)."""
        return self._rng.random() < probability

    def pick(self, count: int) -> int:
        """A uniform index in range(count) (shuffling, drawing lots)."""
        return self._rng.randrange(count)

    def shuffle(self, items: list) -> None:
        self._rng.shuffle(items)

    def to_dict(self) -> dict:
        version, internal, gauss = self._rng.getstate()
        return {"kind": "seeded", "seed": self.seed, "state": [version, list(internal), gauss]}

    @classmethod
    def from_dict(cls, data: dict) -> SeededDice:
        """Dice from `to_dict`; ValueError for anything that is not a whole, possible state
        (every number is checked before it reaches `random`, which would overflow)."""
        if not isinstance(data, dict) or data.get("kind", "seeded") != "seeded":
            raise ValueError("not a seeded dice state")
        unknown = set(data) - {"kind", "seed", "state"}
        if unknown:
            raise ValueError(f"unknown fields in the dice state: {', '.join(sorted(map(str, unknown)))}")
        seed = data.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not abs(seed) < SEED_LIMIT):
            raise ValueError("the dice seed is not a whole number in range")
        state = _random_state(data.get("state"))
        dice = cls(seed)
        dice._rng.setstate(state)
        return dice


class DiceExhausted(RuntimeError):
    """A scripted test asked for more dice than it scripted."""


class ScriptedDice:
    """Dice that fall exactly as a test says.

    Give it throws: each throw is a sequence of faces, consumed whole by one `roll`
    (its length must match the count asked for), or single ints consumed one die at a time.
    `chance` answers come from `chances`, `pick` answers from `picks`.
    """

    def __init__(
        self,
        throws: Iterable[Sequence[int] | int] = (),
        chances: Iterable[bool] = (),
        picks: Iterable[int] = (),
    ):
        self._throws = list(throws)
        self._chances = list(chances)
        self._picks = list(picks)
        self.rolled: list[tuple[int, ...]] = []

    def roll(self, count: int, sides: int = 6) -> tuple[int, ...]:
        if not self._throws:
            raise DiceExhausted(f"script ran out: asked for {count} dice")
        head = self._throws[0]
        if isinstance(head, int):
            if len(self._throws) < count:
                raise DiceExhausted(f"script has {len(self._throws)} dice, asked for {count}")
            faces = tuple(self._throws[:count])
            del self._throws[:count]
        else:
            faces = tuple(head)
            if len(faces) != count:
                raise DiceExhausted(f"scripted throw {faces} has {len(faces)} dice, asked for {count}")
            self._throws.pop(0)
        for face in faces:
            if not 1 <= face <= sides:
                raise ValueError(f"scripted face {face} is not on a d{sides}")
        self.rolled.append(faces)
        return faces

    def chance(self, probability: float) -> bool:
        return self._chances.pop(0) if self._chances else False

    def pick(self, count: int) -> int:
        return self._picks.pop(0) % count if self._picks else 0

    def shuffle(self, items: list) -> None:
        """Scripted dice leave order alone, so tests know what was dealt."""

    @property
    def remaining(self) -> int:
        return len(self._throws)

    def to_dict(self) -> dict:
        return {"kind": "scripted", "throws": [list(t) if not isinstance(t, int) else t for t in self._throws]}


def dice_from_dict(data: dict) -> DiceSource:
    """The dice source a `to_dict` describes: seeded dice (games, saves) or scripted ones
    (tests only: a saved game never accepts them, see `game.saves`)."""
    if not isinstance(data, dict):
        raise ValueError("a dice state must be a table")
    if data.get("kind") == "scripted":
        return ScriptedDice(data.get("throws", []))
    if data.get("kind") != "seeded":
        raise ValueError(f"unknown kind of dice {data.get('kind')!r}")
    return SeededDice.from_dict(data)


SEED_LIMIT = 2**63          # seeds are whole numbers below this in size
_MT_WORDS = 624             # the Mersenne Twister's state: 624 words of 32 bits and a position


def _random_state(state) -> tuple:
    """`random.Random.getstate()` as saved (a list), checked: version 3, 624 words each
    0 <= w < 2**32 (not all zero), the position 0..624, and no or a finite gauss value."""
    if not isinstance(state, list) or len(state) != 3:
        raise ValueError("the dice state must be [version, words, gauss]")
    version, internal, gauss = state
    if isinstance(version, bool) or version != 3:
        raise ValueError("unknown version of the dice state")
    if not isinstance(internal, list) or len(internal) != _MT_WORDS + 1:
        raise ValueError(f"the dice state must have {_MT_WORDS + 1} numbers")
    for word in internal:
        if isinstance(word, bool) or not isinstance(word, int):
            raise ValueError("the dice state holds something that is not a whole number")
    if any(not 0 <= w < 2**32 for w in internal[:_MT_WORDS]) or not 0 <= internal[-1] <= _MT_WORDS:
        raise ValueError("the dice state holds a number out of range")
    if not any(internal[:_MT_WORDS]):
        raise ValueError("the dice state is all zeros (such dice would always show the same)")
    if gauss is not None and (isinstance(gauss, bool) or not isinstance(gauss, (int, float))
                              or not math.isfinite(gauss)):
        raise ValueError("the dice state's gauss value is not a finite number")
    return (3, tuple(internal), None if gauss is None else float(gauss))
