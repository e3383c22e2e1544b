"""The light around the newest line of Mensch's "Zuletzt" card stays on the card: at two to four
seats, in a 1280x720 and a 960x540 window, with a long name that breaks the line."""

from __future__ import annotations

import pygame
import pytest
from helpers import press

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat

SMALL = "[display]\nwidth = 960\nheight = 540\n"


@pytest.mark.parametrize("small", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("name", ["Anna", "Maximilian-Alexa", "WWWWWWWWWWWWWWWW"])
def test_the_newest_lines_light_stays_inside_its_card(make_app, small, seats, name):
    from scenes.tables.mensch import panels
    from scenes.tables.mensch.table import TableScene

    app = make_app(SMALL if small else None)
    figures = {0: [("track", 5), "B", "B", "B"], 1: [("track", 30), "B", "B", "B"]}
    match = mg.Match.arranged(figures, colour=0, seats=seats, dice=ScriptedDice([(3,)]))
    people = [Seat(name, "keyboard1"), Seat("Ben", "keyboard2"), Seat("Clara", "bot:normal"),
              Seat("David", "bot:normal")][:seats]
    scene = TableScene(app, game_by_name("mensch"), people, 1, match=match)
    app.push(scene)
    press(app, pygame.K_e)
    for _ in range(20 * 120):
        app.step(1 / 120)
        if scene.history:
            break
    assert scene.history_glow() > 0.5
    app.draw()
    newest = scene.panel_marks[panels.history_key(scene)]["newest"]
    lit = newest.move(panels.RANKING_RECT.topleft).inflate(10, 6)
    assert panels.RANKING_RECT.inflate(-4, -4).contains(lit), (lit, panels.RANKING_RECT)
