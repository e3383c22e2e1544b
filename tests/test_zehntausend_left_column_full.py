"""The left column of the Zehntausend table (tray, news strip, dice set aside, the turn's card)
has no bare hole at any moment of a turn: before the first throw, while the dice roll, after a
throw, while dice are marked and after a turn is written down, the largest stretch of empty felt
or empty card stays small."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames, settle
from test_zehntausend_first_throw import until_prompt
from test_zehntausend_table import table

from game.seats import Seat

CELL = 8                   # px: the column is looked at in cells this large
BOUND = 544 * 64           # px²: no empty stretch larger than a full-width strip of 64 px


def empty_cells(frame: pygame.Surface, background: pygame.Surface, column: pygame.Rect) -> list[list[bool]]:
    """Cells of `column` where the frame shows only the table's background."""
    diff = frame.subsurface(column).copy()
    back = background.subsurface(column).copy()
    other = back.copy()
    other.blit(diff, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    drawn = pygame.mask.from_threshold(diff, (0, 0, 0), (12, 12, 12, 255))
    drawn.invert()                               # set where something was drawn
    cell = pygame.mask.Mask((CELL, CELL), fill=True)
    return [[drawn.overlap_area(cell, (x, y)) == 0 for x in range(0, column.w - CELL + 1, CELL)]
            for y in range(0, column.h - CELL + 1, CELL)]


def largest_empty(cells: list[list[bool]]) -> tuple[int, int]:
    """The largest all-empty rectangle of cells, as (width, height) in px."""
    best, size = 0, (0, 0)
    heights = [0] * len(cells[0])
    for row in cells:
        heights = [h + 1 if e else 0 for h, e in zip(heights, row, strict=True)]
        stack: list[int] = []
        for i, h in enumerate([*heights, 0]):
            while stack and heights[stack[-1]] >= h:
                top = heights[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                if top * (i - left) > best:
                    best, size = top * (i - left), ((i - left) * CELL, top * CELL)
            stack.append(i)
    return size


def hole(app, scene) -> tuple[int, int]:
    from scenes.tables.zehntausend.table import PANEL, TRAY_RECT

    frame = pygame.Surface((1280, 720))
    scene.draw(frame)
    # the left column: the tray's left part and everything under it as wide as the turn's panel
    column = pygame.Rect(TRAY_RECT.x, TRAY_RECT.y, PANEL.w, 716 - TRAY_RECT.y)
    return largest_empty(empty_cells(frame, scene.background, column))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("players", [2, 6])
def test_the_left_column_has_no_bare_hole_at_any_moment_of_a_turn(make_app, lang, players):
    seats = [Seat("Sarah", "keyboard1"), Seat("Tim", "keyboard2")] + \
        [Seat(f"Bot {i}", "bot:normal") for i in range(players - 2)]
    app, scene = table(make_app, [(1, 5, 3, 3, 2), (6, 6, 4, 1), (2, 3, 4, 6, 6)], seats=seats, lang=lang)
    seen = {}
    until_prompt(app, scene)
    seen["before the first throw"] = hole(app, scene)
    press(app, pygame.K_e)
    run_frames(app, 10)
    seen["while the dice roll"] = hole(app, scene)
    settle(app, scene)
    seen["after the throw"] = hole(app, scene)
    press(app, pygame.K_e)
    run_frames(app, 2)
    seen["while marking"] = hole(app, scene)
    press(app, pygame.K_q)
    settle(app, scene)
    seen["after writing down"] = hole(app, scene)
    for moment, (w, h) in seen.items():
        assert w * h <= BOUND, f"{moment}: an empty stretch of {w}x{h} px in the left column"
