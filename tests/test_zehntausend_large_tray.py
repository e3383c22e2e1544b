"""The Zehntausend table is built round a large tray: the felt spans the left and the middle
column, half again as large as the old 544x214 tray at every seat count, its dice no smaller;
the first two plates stand beside it, the other plates, the score sheet and the scoring card
under it, so the table shows no large bare stretch at any seat count, fresh or mid-game."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import run_frames
from test_zehntausend_left_column_full import empty_cells

from game.dice import SeededDice
from game.games import game_by_name
from game.seats import Seat
from game.zehntausend import match as z
from game.zehntausend.bots import choose

OLD_TRAY = 544 * 214                     # px²: the tray before, a fifth of the screen
VOID = (248, 200)                        # px: no bare stretch this large anywhere on the table
NAMES = ["Maximilian-Alexa", "Ben", "Clara", "David", "Emma", "Felix"]


def seats(count: int) -> list[Seat]:
    return [Seat(NAMES[0], "keyboard1")] + [Seat(name, "bot:normal") for name in NAMES[1:count]]


def scene_of(make_app, count: int, turns: int = 0):
    """A table of `count` seats after `turns` finished turns, played by the bots."""
    from scenes.tables.zehntausend.table import TableScene

    app = make_app()
    match = z.Match(count, z.Rules(), SeededDice(7))
    rng = random.Random(7)
    while len(match.history) < turns and not match.is_over:
        seat = match.current_seat
        match.apply(seat, choose(match, seat, "normal", rng))
    scene = TableScene(app, game_by_name("zehntausend"), seats(count), 1, match=match)
    app.push(scene)
    return app, scene


def bare_stretch(scene) -> pygame.Rect | None:
    """Where the table, under its header, shows a stretch of bare background as large as
    `VOID` (None: nowhere)."""
    from scenes.tables.zehntausend.table import HEADER

    frame = pygame.Surface((1280, 720))
    scene.draw(frame)
    area = pygame.Rect(0, HEADER.bottom, 1280, 720 - HEADER.bottom)
    cells = empty_cells(frame, scene.background, area)     # 8 px cells: True where bare
    need_w, need_h = VOID[0] // 8, VOID[1] // 8
    rows, cols = len(cells), len(cells[0])
    # sums[y][x]: bare cells above and left of (x, y)
    sums = [[0] * (cols + 1) for _ in range(rows + 1)]
    for y in range(rows):
        for x in range(cols):
            sums[y + 1][x + 1] = cells[y][x] + sums[y][x + 1] + sums[y + 1][x] - sums[y][x]
    for y in range(rows - need_h + 1):
        for x in range(cols - need_w + 1):
            bare = sums[y + need_h][x + need_w] - sums[y][x + need_w] - sums[y + need_h][x] + sums[y][x]
            if bare == need_w * need_h:
                return pygame.Rect(area.x + x * 8, area.y + y * 8, VOID[0], VOID[1])
    return None


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_the_tray_is_the_tables_heart_at_every_seat_count(make_app, count):
    from scenes.tables.zehntausend.table import GRID_SEATS, NARROW_TRAY, TRAY_RECT

    app, scene = scene_of(make_app, count)
    assert TRAY_RECT.w * TRAY_RECT.h >= 1.5 * OLD_TRAY, TRAY_RECT
    # five and six seats give the middle column to one orderly grid of plates; the dice stay as large
    tray = TRAY_RECT if count < GRID_SEATS else NARROW_TRAY
    assert scene.tray.rect == tray and scene.tray.die_size >= 72
    boxes = scene.boxes()
    screen = pygame.Rect(0, 0, 1280, 720)
    for name, rect in boxes.items():
        assert screen.contains(rect), (name, rect)
        if name not in ("header", "tray"):
            assert not rect.colliderect(tray), f"{name} {rect} lies over the tray"
    parts = [(n, r) for n, r in boxes.items() if n != "header"]
    for i, (a, ra) in enumerate(parts):
        for b, rb in parts[i + 1:]:
            assert not ra.colliderect(rb), f"{a} {ra} and {b} {rb} overlap"


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("turns", [0, 14])
def test_no_large_bare_stretch_on_the_table(make_app, count, turns):
    app, scene = scene_of(make_app, count, turns)
    run_frames(app, 3)
    spot = bare_stretch(scene)
    assert spot is None, f"{count} seats after {turns} turns: bare felt at {spot}"


def test_the_measure_sees_a_bare_stretch(make_app):
    """Without the plates and the card (six seats: the plates fill the right half under the
    tray) the measure finds the bare felt they leave."""
    app, scene = scene_of(make_app, 6)
    scene.draw_plates = lambda surface: None
    assert bare_stretch(scene) is not None
