"""Any window: the 1280x720 picture is scaled to whatever size the window takes (letterboxed),
down to 640x360, and a resized window is drawn again at once, even over a still menu."""

from __future__ import annotations

import warnings

import pygame
import pytest
from helpers import run_frames

from scenes.app import SMALLEST_WINDOW
from scenes.ui import theme


def resized(w, h) -> pygame.event.Event:
    return pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h)


def window():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            pytest.skip("this video driver has no window to ask")


def still_menu(make_app):
    from scenes.screens.menu import MenuScene

    app = make_app()
    app.push(MenuScene(app))
    run_frames(app, 120 * 4)
    assert app._still(), "an idle menu is not drawn"
    return app


@pytest.mark.parametrize("event", [resized(800, 450), resized(1000, 760), pygame.event.Event(pygame.WINDOWEXPOSED),
                                   pygame.event.Event(pygame.VIDEORESIZE, size=(900, 500), w=900, h=500)])
def test_a_resized_or_uncovered_window_is_drawn_again_at_once(make_app, event):
    app = still_menu(make_app)
    app.dispatch(event)
    assert not app._still(), "the next frame is drawn, though nothing moves"
    app.draw()
    assert app._still()
    assert app.screen.get_size() == (theme.SCREEN_W, theme.SCREEN_H), "the picture keeps its size: it is scaled"


def test_the_window_may_be_made_as_small_as_640x360_and_no_smaller(make_app):
    app = make_app()
    win = window()
    assert tuple(win.minimum_size) == SMALLEST_WINDOW
    win.size = (500, 300)
    app.dispatch(resized(500, 300))          # a window manager that ignored the least size
    assert win.size[0] >= SMALLEST_WINDOW[0] and win.size[1] >= SMALLEST_WINDOW[1]
    win.size = (theme.SCREEN_W, theme.SCREEN_H)


@pytest.mark.parametrize("junk", [
    pygame.event.Event(pygame.WINDOWRESIZED),
    pygame.event.Event(pygame.WINDOWRESIZED, x="wide", y=None),
    pygame.event.Event(pygame.WINDOWRESIZED, x=-5, y=10 ** 30),
    pygame.event.Event(pygame.VIDEORESIZE),
])
def test_a_resize_event_with_garbage_in_it_changes_nothing_but_a_redraw(make_app, junk):
    app = still_menu(make_app)
    app.dispatch(junk)
    app.draw()
    run_frames(app, 10)
    assert app.running is False and len(app.stack) == 1
