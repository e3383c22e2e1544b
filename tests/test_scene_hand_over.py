"""A press belongs to the screen it was made on: the presses queued behind the one that opened a
screen (a double Enter on a slow computer) and keys still held from the screen before do
nothing on the new one, at every change of screen."""

from __future__ import annotations

import pygame
from helpers import key, press, run_frames

from game.games import game_by_name

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def mensch_setup_on_start(make_app):
    app = make_app(PEOPLE)
    app.routes.start()
    app.routes.setup(game_by_name("mensch"))
    setup = app.top
    setup.row = setup.rows.index("start")
    return app, setup


def test_a_double_enter_on_los_gehts_starts_the_game_and_throws_nothing(make_app):
    app, setup = mensch_setup_on_start(make_app)
    for _ in range(2):                      # both presses lie in one frame's queue
        app.dispatch(key(pygame.K_RETURN))
        app.dispatch(key(pygame.K_RETURN, up=True))
    table = app.top
    assert table is not setup and hasattr(table, "match"), "the first Enter starts the game"
    run_frames(app, 240)
    assert not table.info.begun(table.match), "the second Enter threw for Anna, who chose nothing"
    press(app, pygame.K_RETURN)
    run_frames(app, 240)
    assert table.info.begun(table.match), "a press made at the table throws"


def test_a_key_held_from_the_screen_before_repeats_nothing_on_the_new_one(make_app):
    app, setup = mensch_setup_on_start(make_app)
    app.dispatch(key(pygame.K_RETURN))      # held down ...
    table = app.top
    run_frames(app, 60)
    app.dispatch(key(pygame.K_RETURN))      # ... and repeated by the system
    run_frames(app, 240)
    assert not table.info.begun(table.match)
    app.dispatch(key(pygame.K_RETURN, up=True))
    press(app, pygame.K_RETURN)
    run_frames(app, 240)
    assert table.info.begun(table.match)

