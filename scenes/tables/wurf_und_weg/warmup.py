"""Filling the Wurf & Weg table's sprite caches ahead of need, a little every update.

A die drawn at a new angle or size costs a render the first time; eighteen dice spinning
at once would make the first seconds of a race stutter. `CacheWarmer` draws the sprites the
race will need (the dealt dice's backs, where dice lie on each coaster, every face at the hand and coaster sizes, near-upright angles first, then
the smaller sizes of full hands and crowded coasters, then every angle with its shadow) within a small time budget per update, until all are
cached. Dice in flight are scaled from the hand-sized pictures (`sprites.flying_sprite`).
"""

from __future__ import annotations

import time

from scenes.dice import art as dice_art
from scenes.tables.wurf_und_weg.layout import (
    COASTER_DIE,
    COASTER_GRIDS,
    DIE,
    HAND_TILTS,
    warm_clear_spots,
)

SMALLEST_DIE = COASTER_GRIDS[-1][1]
HAND_STEPS = sorted({round(tilt / dice_art.ANGLE_STEP_DEG) for tilt in HAND_TILTS})

WARM_BUDGET = 0.0012   # seconds per update spent filling image caches ahead of need


def _jobs(stations):
    # where dice lie on each coaster (worked out once per symbol angles: a few ms each)
    for _ in warm_clear_spots(stations):
        yield lambda: None
    for step in HAND_STEPS:      # the dealt dice, face down, lie in every hand from the start
        yield lambda s=step: dice_art.die_sprite("back", 1, DIE, "plain", s % dice_art.STEPS)
    for step in (-2, -1, 0, 1, 2, 70, 71):
        for face in range(1, 7):
            yield lambda f=face, s=step: dice_art.die_sprite("symbol", f, DIE, "plain", s % dice_art.STEPS)
            yield lambda f=face, s=step: dice_art.die_sprite("symbol", f, COASTER_DIE, "plain", s % dice_art.STEPS)
    # a full hand is drawn smaller (any even size down to the smallest coaster grid's), askew
    for size in range(DIE - 2, SMALLEST_DIE - 1, -2):
        for step in HAND_STEPS:
            for face in range(1, 7):
                yield lambda f=face, s=step, z=size: dice_art.die_sprite("symbol", f, z, "plain", s % dice_art.STEPS)
            yield lambda s=step, z=size: dice_art.shadow_sprite(z, s % dice_art.STEPS)
    for step in range(0, dice_art.STEPS, 1):
        for face in range(1, 7):
            yield lambda f=face, s=step: dice_art.die_sprite("symbol", f, DIE, "plain", s)
        yield lambda s=step: dice_art.shadow_sprite(DIE, s)


class CacheWarmer:
    def __init__(self, stations=(), budget: float = WARM_BUDGET):
        self.budget = budget
        self._jobs = _jobs(stations)

    @property
    def done(self) -> bool:
        return self._jobs is None

    def step(self) -> None:
        """Spend up to the budget drawing sprites not yet cached."""
        if self._jobs is None:
            return
        end = time.perf_counter() + self.budget
        while time.perf_counter() < end:
            job = next(self._jobs, None)
            if job is None:
                self._jobs = None
                return
            job()
