"""Zehntausend: the key hints under the buttons ("J L Würfel wählen · O markieren") stand clear
of the panel's foot and the picture's bottom edge, so a small window does not press them
against the edge."""

from __future__ import annotations

import pygame
import pytest
from test_zehntausend_table import table, thrown

from game.seats import Seat

MARGIN = 8          # px of the 1280x720 picture (6 px in a 960x540 window)


def lowest_key_pixel(app, scene) -> int:
    """The lowest row of the key caps (their light faces and bevels) in the hint row, on the dark panel."""
    app.draw()
    screen = pygame.display.get_surface()
    hint = scene.panel.hint_rect()
    assert hint is not None, "the keys are named under the buttons"
    lowest = 0
    for y in range(hint.y, screen.get_height()):
        if any(sum(screen.get_at((x, y))[:3]) > 300 for x in range(hint.x, hint.x + 120)):
            lowest = y
    return lowest


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_the_key_line_keeps_a_margin_above_the_panels_foot(make_app, lang, seats):
    names = ["Anna", "Ben", "Clara", "David", "Emil", "Frida"][:seats]
    people = [Seat(n, "keyboard1" if i == 0 else "keyboard2") for i, n in enumerate(names)]
    app, scene = table(make_app, [(1, 2, 3, 4, 6)], seats=people, lang=lang)
    thrown(app, scene)
    lowest = lowest_key_pixel(app, scene)
    panel_foot = scene.panel.rect.bottom - 1
    assert lowest <= panel_foot - MARGIN, f"key caps end at y={lowest}, the panel at {panel_foot}"
    assert lowest <= 720 - 1 - MARGIN
