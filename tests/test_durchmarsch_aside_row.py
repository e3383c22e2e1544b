"""Durchmarsch's dice set aside: after each made number one die glides the straight way from
the tray to its place in the row under it (never leaping up over the tray's far edge) and lies
there inside the row; every die left in the tray lies on the felt. At 1280x720, in a turn that
makes five numbers in a row."""

from __future__ import annotations

import pygame
from durchmarsch_kit import march
from helpers import press, settle

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat


def bounds(scene, die: int, centre=None) -> pygame.Rect:
    """The die's rounded square's bounds (at `centre` if given, else where it lies)."""
    corners, radius = scene.tray.footprint(die)
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    rect = pygame.Rect(min(xs) - radius, min(ys) - radius, max(xs) - min(xs) + 2 * radius,
                       max(ys) - min(ys) + 2 * radius)
    if centre is not None:
        rect.center = (round(centre[0]), round(centre[1]))
    return rect


def test_each_die_set_aside_glides_down_into_the_row_and_every_die_lies_in_its_area(make_app):
    from scenes.tables.durchmarsch.table import ASIDE_ROW, TableScene

    app = make_app()
    app.set_language("en")
    seats = [Seat("Anna", "keyboard4"), Seat("Ben", "keyboard1")]
    match = dm.Match(2, dm.Rules(), ScriptedDice(march(10, 5)), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    settle(app, scene)
    felt = pygame.Rect(scene.tray.felt)
    for made in range(1, 6):
        press(app, pygame.K_KP9)                       # throw (first) or go on
        path: dict[int, list[float]] = {}
        for _ in range(8 * 120):
            app.step(1 / 120)
            for die in scene.aside_ids:
                if scene.tray._dice[die].mode == "fly":
                    path.setdefault(die, []).append(scene.tray._pose(scene.tray._dice[die])[1])
            if not scene.busy():
                break
        for _ in range(30):
            app.step(1 / 120)
        assert scene.shown.phase == dm.DECIDE and len(scene.aside_ids) == min(made - 1, 3)   # one per go on, five dice stay
        for die, ys in path.items():
            assert all(b >= a - 0.5 for a, b in zip(ys, ys[1:], strict=False)), \
                f"die {die} rose on its way to the row: {[round(y) for y in ys]}"
        for die in scene.aside_ids:
            rect = bounds(scene, die)
            assert ASIDE_ROW.contains(rect), f"set-aside die {die} at {rect} is outside the row {ASIDE_ROW}"
        for die in scene.last_ids:
            if die not in scene.aside_ids:
                assert felt.contains(bounds(scene, die)), f"die {die} at {bounds(scene, die)} is off the felt {felt}"
