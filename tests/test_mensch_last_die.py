"""The Mensch die is large and present: it tumbles large in its tray, and once the turn has
passed the last throw stays there, large, with whose it was, until the next throw lands."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, sizes_drawn

from game.dice import ScriptedDice
from game.games import game_by_name
from game.mensch import match as mg
from game.seats import Seat

INFO = game_by_name("mensch")
# Anna (Gelb) has every figure in the house: her 3 is no move, and the turn passes to Ben
FIGURES = {0: ["B", "B", "B", "B"], 1: [("track", 23), "B", "B", "B"]}
LAST = {"de": "warf zuletzt", "en": "rolled last"}


def table(make_app, lang):
    from scenes.tables.mensch.table import TableScene

    app = make_app()
    app.set_language(lang)
    match = mg.Match.arranged(FIGURES, seats=2, dice=ScriptedDice([(3,), (5,)]))
    scene = TableScene(app, INFO, [Seat("Anna", "keyboard1"), Seat("Ben", "keyboard2")], 1, match=match)
    app.push(scene)
    return app, scene


def run_until(app, pred, seconds=20.0) -> bool:
    for _ in range(int(seconds * 120)):
        if pred():
            return True
        app.step(1 / 120)
    return pred()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_last_throw_stays_large_with_whose_it_was_until_the_next_throw(make_app, lang):
    from scenes.tables.mensch.table import TRAY_RECT

    app, scene = table(make_app, lang)
    press(app, pygame.K_e)
    assert run_until(app, lambda: scene.tray.ids and scene.tray.settled)
    (die,) = scene.tray.ids
    assert scene.tray.drawn_rect(die).w >= 60, "the thrown die is drawn large"
    assert run_until(app, lambda: scene.view_colour == 1 and not scene.busy()), "Ben's turn"
    assert not scene.tray.ids
    shown = sizes_drawn(app)
    rect = scene.draw_last_die(app.screen)
    assert rect is not None and TRAY_RECT.contains(rect), "Anna's die stays in the tray"
    assert ("3", 68) in shown or any(t == "3" and s >= 60 for t, s in shown), "its face at 60 px or more"
    assert any(t == "Anna" and s >= 24 for t, s in shown), "whose it was"
    assert any(t.strip() and t in LAST[lang] and s >= 20 for t, s in shown), shown
    press(app, pygame.K_o)                 # Ben throws: his die takes the tray, Anna's goes
    assert run_until(app, lambda: bool(scene.tray.ids))
    assert scene.draw_last_die(app.screen) is None
    assert run_until(app, lambda: scene.tray.settled and not scene.busy())
    assert scene.last_die == (1, 5)


def test_the_last_die_picture_is_at_least_sixty_pixels():
    from scenes.tables.mensch import board as mb
    from scenes.tables.mensch import panels

    assert panels.LAST_DIE >= 60 and mb.die_sprite(4, panels.LAST_DIE).get_width() >= 60
