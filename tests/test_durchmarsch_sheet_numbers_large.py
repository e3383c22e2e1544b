"""Durchmarsch: every sheet's numbers read from the sofa. With two, three or four people the
digits on every sheet (the players' own and the others') stand at least 20 px tall in the
1280x720 picture (15 px at 960x540), and a "10" keeps inside its box."""

from __future__ import annotations

import pygame
import pytest

from game.dice import ScriptedDice
from game.durchmarsch import match as dm
from game.games import game_by_name
from game.seats import Seat

NAMES = ("Anna", "Ben", "Clara", "David")


def ink(screen: pygame.Surface, box: pygame.Rect) -> pygame.Rect | None:
    """The bounding box of the dark ink (a number's digits) inside `box` on the screen."""
    xs, ys = [], []
    for x in range(box.x + 3, box.right - 3):
        for y in range(box.y + 3, box.bottom - 3):
            r, g, b, *_ = screen.get_at((x, y))
            if r + g + b < 240:
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else None


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_sheets_digits_are_20_px_tall(make_app, lang, count):
    from scenes.tables.durchmarsch.table import TableScene

    app = make_app()
    app.set_language(lang)
    seats = [Seat(NAMES[0], "keyboard1")] + [Seat(n, "bot:normal") for n in NAMES[1:count]]
    match = dm.Match(count, dm.Rules(), ScriptedDice([]), first_seat=0)
    scene = TableScene(app, game_by_name("durchmarsch"), seats, 1, match=match)
    app.push(scene)
    app.step(1 / 60)
    app.draw()
    for seat, rect, large in scene.sheet_rects():
        look = scene.look(seat, rect.size, large)
        for col in (0, 1, 5, 9):                     # the 10, 9, 5 and 1 of the second row
            box = look.cell_rect(1, col).move(rect.topleft)
            digits = ink(app.screen, box)
            assert digits is not None, (seat, col)
            assert digits.h >= 20, f"seat {seat}'s {dm.NUMBERS - col} is {digits.h} px tall"
            assert box.inflate(-4, -4).contains(digits), f"seat {seat}'s {dm.NUMBERS - col} leaves its box"
