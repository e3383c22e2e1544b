"""The evening's seat setup starts with one Enter: on "Los geht's!" and on the seat count just
above it (the last choice before it), whether the players walked there with the arrows, edited
a name first or share a keyboard; never a first Enter that only moves the focus."""

from __future__ import annotations

import pygame
import pytest
from helpers import press

from scenes.screens.evening.table import EveningScene
from scenes.screens.setup import SetupScene


def evening_setup(make_app):
    app = make_app()
    app.set_language("de")
    app.routes.start()
    app.routes.evening_setup()
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.making_evening
    return app, setup


@pytest.mark.parametrize("target", ["start", "count"])
@pytest.mark.parametrize("shared", [False, True])
def test_one_enter_on_los_gehts_or_the_count_starts_the_evening(make_app, target, shared):
    app, setup = evening_setup(make_app)
    if shared:                        # Maximilian renamed, Ben on his keyboard ("mit Ben")
        press(app, pygame.K_RETURN)
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Maximilian"))
        press(app, pygame.K_RETURN)
        assert setup.editing is None and setup.seats[0].name == "Maximilian"
        setup.row = 1
        while setup.seats[1].kind != setup.seats[0].kind:
            press(app, pygame.K_LEFT)
        setup.row = 0
    press(app, *[pygame.K_DOWN] * setup.rows.index(target))
    assert setup.rows[setup.row] == target
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, EveningScene), "the first Enter starts the evening"
    assert len(app.evening.players) == setup.count
