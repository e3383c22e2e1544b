"""When the turn passes, the last turn's dice leave the Durchmarsch and Zehntausend trays by fading
where they lie: no leaving die is ever drawn over the heading or the score sheets."""

from __future__ import annotations

import random

import pytest

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat


def watch_leaving_dice(app, scene, allowed, seconds: float = 60.0) -> tuple[int, list[str]]:
    """Let bots play; every frame, each die cleared at a turn's end must be drawn inside one of
    the `allowed` rects (the tray or its set-aside shelf). Returns (clearings, problems)."""
    tray = scene.tray
    leaving: set[int] = set()
    clearings = 0
    real_clear = tray.clear

    def clear(ids=None, *args, **kwargs):
        nonlocal clearings
        clearings += 1
        leaving.update(tray.ids if ids is None else ids)
        real_clear(ids, *args, **kwargs)

    tray.clear = clear
    problems = []
    for frame in range(round(seconds * 60)):
        app.step(1 / 60)
        leaving &= set(tray.ids)
        for die in leaving:
            if tray.pose(die)[4] <= 0:
                continue
            rect = tray.drawn_rect(die)
            if not any(area.contains(rect) for area in allowed):
                problems.append(f"frame {frame}: leaving die {die} drawn at {rect}")
        if scene.match.is_over:
            break
    return clearings, problems


@pytest.mark.parametrize("seed", [1, 2])
def test_durchmarsch_dice_leave_inside_the_tray(make_app, seed):
    from game.durchmarsch import match as dm
    from scenes.tables.durchmarsch.table import ASIDE_ROW, TRAY_RECT, TableScene

    rng = random.Random(seed)
    throws = [[rng.randint(1, 6) for _ in range(8)] for _ in range(300)]

    class Dice(ScriptedDice):
        def roll(self, n):                 # the scripted throws, as many dice as asked for
            return list(super().roll(8))[:n]

    app = make_app()
    seats = [Seat(f"Bot {i}", "bot:easy") for i in range(3)]
    match = dm.Match(len(seats), dm.Rules(), Dice(throws), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, seed, match=match)
    app.push(scene)
    clearings, problems = watch_leaving_dice(app, scene, (TRAY_RECT, ASIDE_ROW))
    assert clearings >= 5, clearings
    assert not problems, problems[:5]


@pytest.mark.parametrize("seed", [1, 2])
def test_zehntausend_dice_leave_inside_the_tray(make_app, seed):
    from game.zehntausend import match as z
    from scenes.tables.zehntausend.table import ASIDE_ROW, TRAY_RECT, TableScene

    rng = random.Random(seed)
    throws = [[rng.randint(1, 6) for _ in range(6)] for _ in range(400)]

    class Dice(ScriptedDice):
        def roll(self, n):
            return list(super().roll(6))[:n]

    app = make_app()
    seats = [Seat(f"Bot {i}", "bot:easy") for i in range(2)]
    match = z.Match(len(seats), z.Rules(), Dice(throws))
    scene = TableScene(app, game_by_name("zehntausend"), seats, seed, match=match)
    app.push(scene)
    clearings, problems = watch_leaving_dice(app, scene, (TRAY_RECT, ASIDE_ROW))
    assert clearings >= 3, clearings
    assert not problems, problems[:5]
