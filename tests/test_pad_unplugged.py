"""A gamepad unplugged mid-game: the table pauses and asks for the pad back or a stand-in."""

from __future__ import annotations

import pygame
from helpers import press, run_frames

from game.games import game_by_name
from game.seats import Seat


class FakePad:
    def __init__(self, iid):
        self.iid = iid

    def get_instance_id(self):
        return self.iid


def table_with_a_pad(make_app, monkeypatch):
    from scenes.screens.menu import MenuScene

    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(200 + index))
    app = make_app()
    app.push(MenuScene(app))
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    seats = [Seat("Pia", "pad1"), Seat("Tom", "keyboard1")]
    table = app.routes.table(game_by_name("durchmarsch"), seats, 4)
    app.push(table)
    run_frames(app, 5)
    return app, table


def test_unplugging_a_playing_pad_pauses_and_asks_for_it(make_app, monkeypatch):
    from scenes.screens.pad_lost import PadLostScene

    app, table = table_with_a_pad(make_app, monkeypatch)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=200))
    run_frames(app, 2)
    assert isinstance(app.top, PadLostScene)
    before = table.time
    run_frames(app, 60)
    assert table.time == before, "the table must not run on while the pad is missing"


def test_plugging_the_pad_back_in_resumes(make_app, monkeypatch):
    app, table = table_with_a_pad(make_app, monkeypatch)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=200))
    run_frames(app, 2)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=3))
    run_frames(app, 2)
    assert app.top is table
    assert table.seats[0].kind == "pad1"


def test_a_free_keyboard_block_can_take_the_seat(make_app, monkeypatch):
    app, table = table_with_a_pad(make_app, monkeypatch)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=200))
    run_frames(app, 2)
    press(app, pygame.K_RETURN)    # the first offer: the first keyboard block nobody uses
    assert app.top is table
    assert table.seats[0].kind == "keyboard2" and table.seats[0].name == "Pia"
    assert app.input.seating["keyboard2"] == (0,)


def test_a_pad_takes_the_selected_seat_in_setup_by_pressing_a(make_app, monkeypatch):
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene

    monkeypatch.setattr(pygame.joystick, "Joystick", lambda index: FakePad(300 + index))
    app = make_app()
    app.push(MenuScene(app))
    setup = SetupScene(app, game_by_name("durchmarsch"))
    app.push(setup)
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    press(app, pygame.K_DOWN)                    # the second seat
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=300, button=0))
    assert setup.seats[1].kind == "pad1"
    assert setup.seats[0].kind != "pad1"
