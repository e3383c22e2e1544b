"""The light around the newest line of Mensch's "Zuletzt" card stays well inside the card, as
far from its right edge as from its left: at two to four seats, in a 1280x720 and a 960x540
window, in both languages, with names short and long."""

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
@pytest.mark.parametrize(("lang", "name"), [("de", "Anna"), ("en", "Clara-Sophie Lee"), ("de", "Maximilian-Alexa"),
                                           ("en", "WWWWWWWWWWWWWWWW")])
def test_the_newest_lines_light_stays_inside_its_card(make_app, small, seats, lang, name):
    from scenes.tables.mensch import panels
    from scenes.tables.mensch.table import TableScene

    app = make_app(SMALL if small else None)
    app.set_language(lang)
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
    lit = newest.move(panels.RANKING_RECT.topleft)
    card = panels.RANKING_RECT
    left, right = lit.left - card.left, card.right - lit.right
    assert card.contains(lit) and min(left, right) >= 8, (lit, card)
    assert abs(left - right) <= 2, "a band as far from either edge"
