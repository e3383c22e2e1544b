"""The Mensch die has one home: it rolls in the tray beside the board, and the board's middle
is plain paper (no second, printed die that could be read as the throw)."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, settle
from test_mensch_readable import START, arranged, table

from scenes.tables.mensch import board as mb


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_die_shows_in_the_tray_and_nowhere_on_the_board(make_app, lang):
    from scenes.tables.mensch.table import TRAY_RECT

    mb._board.cache_clear()
    app, scene = table(make_app, arranged(START, [(4,)]), lang=lang)
    press(app, pygame.K_e)            # Anna rolls
    settle(app, scene, 3.0)
    for _ in range(30):
        app.step(1 / 60)
    dice = scene.tray.ids
    assert len(dice) == 1, dice                                   # one die, in the tray
    assert TRAY_RECT.contains(scene.tray.drawn_rect(dice[0]))
    app.draw()
    screen = pygame.display.get_surface()
    geo = mb.Geometry(mb.BOARD_RECT)
    cx, cy = (round(v) for v in geo.xy(5, 5))
    half = round(geo.cell * 0.3)
    darkest = min(sum(screen.get_at((x, y))[:3]) / 3 for x in range(cx - half, cx + half)
                  for y in range(cy - half, cy + half))
    assert darkest > 150, f"something dark (a die's pips?) in the board's middle: {darkest}"
