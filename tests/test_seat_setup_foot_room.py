"""The seat setup's foot has a room of its own: whatever it says (a long name's hints key once
the name is committed, a gamepad's hint once a pad is plugged in) the rows above never move."""

from __future__ import annotations

import pygame
import pytest
from helpers import press, run_frames
from test_seat_setup_foot import FakePad
from test_seat_setup_keys import setup_of as setup_of_with

PEOPLE = '[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'


def setup_of(make_app, game: str, lang: str):
    return setup_of_with(make_app, game, lang, people=PEOPLE)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["durchmarsch", "zehntausend", "wurf_und_weg", "mensch"])
def test_the_rows_stay_put_when_a_long_name_is_committed(make_app, game, lang):
    app, setup = setup_of(make_app, game, lang)
    before = [r.copy() for r in setup.row_rects()]
    press(app, pygame.K_RETURN)                            # Anna's name opens
    for letter in "Maximilian-Alexandra":
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    run_frames(app, 1)
    press(app, pygame.K_RETURN)                            # committed: the foot names her hints key
    assert setup.editing is None and setup.seats[0].name == "Maximilian-Alexa"
    assert setup.row_rects() == before, "the rows jumped when the long name was committed"
    for _ in range(len(setup.rows)):                       # and while the cursor goes round
        press(app, pygame.K_DOWN)
        assert setup.row_rects() == before


def test_the_rows_stay_put_when_a_pad_is_plugged_in(make_app, monkeypatch):
    app, setup = setup_of(make_app, "zehntausend", "de")
    before = [r.copy() for r in setup.row_rects()]
    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(700 + index))
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    assert app.input.pads, "the pad is there and the foot names its A"
    assert setup.row_rects() == before
