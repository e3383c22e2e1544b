"""The menu's foot is the same every time: the keys' line at the bottom of the first menu, of
the menu after a game and of the menu with something unfinished; and the window opens small
enough for a screen to show that foot (a 1280x720 window on a 1280x720 desktop lost it under
the task bar)."""

from __future__ import annotations

import pygame
import pytest
from helpers import run_frames, texts_placed

from game.seats import Seat
from scenes.app import FRAME_ROOM, SMALLEST_WINDOW, fitting_window
from scenes.ui import theme


def foot(app) -> list[str]:
    """The words drawn in the window's lowest 60 px."""
    return sorted(t for t, rect in texts_placed(app) if rect.top >= theme.SCREEN_H - 60)


@pytest.mark.parametrize("lang, words", [("de", "Vollbild"), ("en", "fullscreen")])
def test_the_first_menu_the_menu_after_a_game_and_with_a_game_unfinished_share_their_foot(make_app, lang, words):
    from test_menu_card import leave_unfinished

    from game.games import game_by_name
    from scenes.screens.results import ResultsScene

    app = make_app(f'[general]\nlanguage = "{lang}"\n')
    app.routes.start()
    first = foot(app)
    assert words in first, first
    run_frames(app, 120)
    assert foot(app) == first
    app.push(ResultsScene(app, game_by_name("durchmarsch"), [Seat("Anna", "keyboard1"), Seat("Ben", "bot:hard")],
                          [[0], [1]], [{}, {}], seed=1))
    app.routes.menu_after_game()
    assert foot(app) == first, "back from a game"
    leave_unfinished(app, "zehntausend")
    app.routes.menu()
    assert foot(app) == first, "with a game unfinished"


def test_a_window_too_tall_for_the_desktop_opens_smaller_in_the_pictures_shape():
    w, h = fitting_window((1280, 720), [(1280, 720)])
    assert h <= 720 - FRAME_ROOM and w <= 1280 and abs(w / h - 16 / 9) < 0.02
    assert fitting_window((1280, 720), [(1920, 1080)]) == (1280, 720), "room enough: as asked"
    assert fitting_window((1280, 720), [(1280, 800)]) == (1280, 720)


@pytest.mark.parametrize("desktop", [[], None, [(0, 0)], [(-5, 900)], [("x", "y")], [(1280,)], [(100, 100)]])
def test_odd_desktop_sizes_never_stop_the_window_opening(desktop):
    w, h = fitting_window((1280, 720), desktop)
    assert w >= SMALLEST_WINDOW[0] and h >= SMALLEST_WINDOW[1]


def test_the_headless_window_keeps_its_size(make_app):
    app = make_app()
    assert app.screen.get_size() == (theme.SCREEN_W, theme.SCREEN_H)
    assert pygame.display.get_surface() is not None
