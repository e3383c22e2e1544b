"""The Zehntausend tray read from the sofa: the die cursor walks the dice that can be set aside
left to right as they lie (dice one above the other top to bottom), dice at rest never cover one another, and the
cursor's brackets and a chosen die's lift stay on their own die."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import press
from test_zehntausend_table import thrown

from game.dice import ScriptedDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z


def columns_of(scene, ids):
    """The dice as a player sees them along the tray: left to right, dice standing one above the
    other (centres within half a die across) top to bottom."""
    pos = scene.tray.positions()
    columns: list[list[int]] = []
    for i in sorted(ids, key=lambda i: pos[i][0]):
        if columns and abs(pos[i][0] - pos[columns[-1][0]][0]) < scene.tray.die_size / 2:
            columns[-1].append(i)
        else:
            columns.append([i])
    return [sorted(column, key=lambda i: pos[i][1]) for column in columns]


def die_mask(tray, die_id):
    """The die's picture as drawn now (without its shadow), as a mask at its screen place."""
    from scenes.dice import art as dice_art

    rect = tray.drawn_rect(die_id)
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    d = tray.die(die_id)
    x, y, a, _, _ = tray.pose(die_id)
    step = round(a * 180 / 3.141592653589793 / dice_art.ANGLE_STEP_DEG) % dice_art.STEPS
    img, _, _ = dice_art.die_sprite(d.kind, d.shown, d.size, "plain", step)
    surf.blit(img, (0, 0))
    return pygame.mask.from_surface(surf, 40), rect


def covered(tray, a, b) -> int:
    ma, ra = die_mask(tray, a)
    mb, rb = die_mask(tray, b)
    return ma.overlap_area(mb, (rb.x - ra.x, rb.y - ra.y))


def cursor_on(tray, others) -> list[int]:
    """The dice among `others` that the cursor's brackets, drawn now, touch."""
    screen = pygame.Surface((1280, 720), pygame.SRCALPHA)
    tray._draw_cursor(screen, tray.die(tray.cursor_id), 1.0)
    marks = pygame.mask.from_surface(screen, 40)
    out = []
    for other in others:
        m, r = die_mask(tray, other)
        if marks.overlap(m, r.topleft):
            out.append(other)
    return out


def _throw(seed: int) -> tuple[int, ...]:
    rng = random.Random(seed)
    return tuple(rng.randint(1, 6) for _ in range(6))


THROWS = [_throw(seed) for seed in range(12)]


def table(make_app, faces, seed):
    """Sarah and Tim at six dice; the tray's throws follow `seed` (where the dice come to lie)."""
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")]
    match = z.Match(2, z.Rules(dice=6), ScriptedDice([faces]))
    scene = TableScene(app, game_by_name("zehntausend"), seats, seed, match=match)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("seed", range(12))
def test_the_cursor_walks_the_dice_left_to_right_and_marks_only_its_own_die(make_app, seed):
    app, scene = table(make_app, THROWS[seed], seed + 1)
    thrown(app, scene)
    tray = scene.tray
    ids = list(scene.dice_in_order())
    assert len(ids) == 6
    expected = [i for column in columns_of(scene, ids) for i in column]
    assert ids == expected
    m = scene.match
    faces = {m.faces[i] for chosen, _ in m.options() for i in chosen}
    scoring = [t for t in expected if m.faces[scene._index_of(t)] in faces]
    walked = [tray.cursor_id]
    for _ in range(len(scoring) - 1):
        press(app, pygame.K_d)
        walked.append(tray.cursor_id)
    assert walked == scoring, "the cursor walks the dice that score from left to right"
    for a in ids:
        for b in ids:
            if a < b:
                assert covered(tray, a, b) == 0, f"dice {a} and {b} cover each other at rest"
    for die in ids:
        tray.cursor(die)
        assert cursor_on(tray, [o for o in ids if o != die]) == [], f"the cursor on {die} marks a neighbour"
        scene.toggle(scene._index_of(die))             # chosen: lifted, and still on its own
        for other in ids:
            if other != die:
                assert covered(tray, die, other) == 0, f"chosen die {die} covers {other}"
        scene.toggle(scene._index_of(die))
