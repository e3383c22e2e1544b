"""Mensch: a house of empty circles never looks like a house of figures. The waiting circles
(B) and the start circles (A) are the board's own white circles ringed in their colour, their
letter in the colour: no disc filled with the colour, which read as an extra figure."""

from __future__ import annotations

import pytest

from game.i18n import Texts
from game.mensch import match as mg
from scenes.tables.mensch import board as mb


def pixels_in(surf, centre, radius):
    cx, cy = centre
    r = int(radius)
    return [tuple(surf.get_at((x, y)))[:3] for x in range(int(cx) - r, int(cx) + r + 1)
            for y in range(int(cy) - r, int(cy) + r + 1) if (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2]


def near(a, b, by: int) -> bool:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) <= by


@pytest.mark.parametrize("lang", ["de", "en"])
def test_empty_house_and_start_circles_are_white_with_a_letter_in_their_colour(make_app, lang):
    make_app()                   # (fonts and display as the game has them)
    size = mb.BOARD_RECT.w
    surf = mb.board_surface(size, mb.board_letters(Texts(lang)))
    geo = mb.Geometry(surf.get_rect())
    checked = 0
    for circle in mg.board_circles():
        if circle.kind not in ("B", "start"):
            continue
        inside = pixels_in(surf, geo.xy(circle.x, circle.y), geo.radius * 0.75)
        colour = mb.COLOURS[circle.colour]
        filled = sum(near(p, colour, 60) for p in inside) / len(inside)
        white = sum(min(p) >= 200 for p in inside) / len(inside)
        assert filled < 0.25, f"{circle.kind} circle of colour {circle.colour} is {filled:.0%} its colour"
        assert white > 0.55, f"{circle.kind} circle of colour {circle.colour} is only {white:.0%} white"
        letter = [p for p in inside if min(p) < 200]
        black = sum(near(p, mb.LETTER_DARK, 40) for p in letter) / max(1, len(letter))
        assert black < 0.1, f"the letter on {circle.kind} of colour {circle.colour} is drawn black"
        checked += 1
    assert checked == mg.COLOURS * 5
