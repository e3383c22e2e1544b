"""Outside name editing, letter keys are not the setup's navigation: somebody who starts typing
a name before choosing it ("hallo") changes no seat, no device and no count, and never starts
the game. A keyboard block's confirm on its own row still switches that player's hints (the
foot names it), and the arrows, Enter and Esc still work."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import key, press
from test_seat_setup_keys import setup_of as setup_of_with

PEOPLE = ('[seats]\nkinds = ["keyboard1", "keyboard2", "bot:normal", "bot:normal", "empty", "empty"]\n'
          'names = ["Anna", "Ben", "Clara", "David", "Emma", "Felix"]\n')


def setup_of(make_app, game: str):
    return setup_of_with(make_app, game, people=PEOPLE)


def table_of(setup) -> tuple:
    return [(s.name, s.kind) for s in setup.seats], setup.count


def type_keys(app, word: str) -> None:
    """Press the letters of `word` as key presses (nobody has opened a name: no text field)."""
    for letter in word:
        press(app, pygame.key.key_code(letter))


@pytest.mark.parametrize("game", ["zehntausend", "mensch", "wurf-und-weg", "evening"])
def test_typing_hallo_on_any_row_changes_no_seat_device_or_count(make_app, game):
    app, setup = setup_of(make_app, game)
    for row, name in enumerate(setup.rows):
        setup.row = row
        before = table_of(setup)
        type_keys(app, "hallo")
        assert app.top is setup, f"'hallo' on {name} left the setup (a game started or it went back)"
        assert setup.editing is None, f"'hallo' on {name} opened a name"
        assert table_of(setup) == before, f"'hallo' on {name} changed the seats or the count"
        assert setup.row == row, f"'hallo' on {name} moved the cursor"


def test_wasd_and_the_blocks_confirm_keys_start_nothing_on_los_gehts(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    setup.row = setup.rows.index("start")
    type_keys(app, "eoqu")
    assert app.top is setup and setup.row == setup.rows.index("start")


def test_a_storm_of_letters_and_digits_changes_nothing(make_app):
    app, setup = setup_of(make_app, "durchmarsch")
    rng = random.Random(11)
    keys = [pygame.key.key_code(c) for c in "abcdefghijklmnopqrstuvwxyz0123456789"]
    for _ in range(300):
        setup.row = rng.randrange(len(setup.rows))
        before = table_of(setup)
        app.dispatch(key(rng.choice(keys)))
        assert app.top is setup and table_of(setup) == before and setup.editing is None


def test_the_arrows_enter_and_the_own_hints_key_still_work(make_app):
    app, setup = setup_of(make_app, "zehntausend")
    press(app, pygame.K_e)                        # Anna's confirm on Anna's row: her hints
    assert setup.seats[0].hints
    press(app, pygame.K_DOWN)
    assert setup.row == 1
    press(app, pygame.K_RIGHT)
    assert setup.seats[1].kind != "keyboard2", "the arrows change who plays the row"
    press(app, pygame.K_RETURN)
    assert setup.editing == 1, "Enter opens the name"
